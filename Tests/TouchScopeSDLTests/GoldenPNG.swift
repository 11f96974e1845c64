import Foundation
import Testing
import TouchScopeSDL

/// The golden-PNG check every pixel test shares: with `TOUCHSCOPE_RECORD=1` the image is written
/// as the golden; otherwise it must equal the golden pixel for pixel, and a difference saves the
/// actual image beside the report.
enum GoldenPNG {
    static func check(_ image: RGBAImage, name: String, in directory: URL = SDLTests.RenderGolden.golden) throws {
        let path = directory.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment["TOUCHSCOPE_RECORD"] == "1" {
            try image.savePNG(path: path)
            return
        }
        let expected = try RGBAImage.loadPNG(path: path)
        #expect(expected.width == image.width && expected.height == image.height, "\(name): size")
        let diff = image.difference(from: expected)
        if diff.differingPixels != 0 {
            let actualPath = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-actual.png").path
            try? image.savePNG(path: actualPath)
            Issue.record("\(name): \(diff.differingPixels) pixels differ (max channel \(diff.maxChannelDifference)); actual image: \(actualPath); re-record with TOUCHSCOPE_RECORD=1 if intended")
        }
    }
}
