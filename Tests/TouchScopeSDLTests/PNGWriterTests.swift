import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeSDL

extension SDLTests {
    /// TouchScope's own PNG encoder writes files any reader (SDL_image's here) reads back exactly.
    @Suite struct PNGWriting {
        static func image(width: Int, height: Int, seed: UInt64) -> RGBAImage {
            var state = seed
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for i in pixels.indices {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                // Runs of flat colour with noise, like the pictures, and every alpha value.
                pixels[i] = i % 97 < 60 ? UInt8(truncatingIfNeeded: i / 400) : UInt8(truncatingIfNeeded: state >> 56)
            }
            return RGBAImage(width: width, height: height, pixels: pixels)
        }

        @Test("a written PNG reads back to the same pixels (alpha included), for odd sizes and one-pixel images")
        func roundTrip() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-png-\(getpid())")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            for (w, h) in [(1, 1), (1, 7), (3, 1), (37, 23), (390, 844)] {
                let original = Self.image(width: w, height: h, seed: UInt64(w * 1000 + h))
                let path = dir.appendingPathComponent("\(w)x\(h).png").path
                try original.savePNG(path: path)
                let back = try RGBAImage.loadPNG(path: path)
                #expect(back.width == w && back.height == h)
                #expect(back.difference(from: original).differingPixels == 0, "\(w)x\(h)")
            }
        }

        @Test("a PNG that cannot be written is an SDLError naming the path; an empty picture is refused")
        func failures() throws {
            let path = "/nonexistent-dir-\(getpid())/a.png"
            #expect { try Self.image(width: 4, height: 4, seed: 1).savePNG(path: path) } throws: { error in
                (error as? SDLError)?.message.contains(path) == true
            }
            #expect(throws: SDLError.self) { try RGBAImage(width: 0, height: 0, pixels: []).savePNG(path: "/tmp/never.png") }
        }

        @Test("the file starts with PNG's signature and an IHDR of the picture's size, RGBA 8-bit")
        func header() throws {
            let bytes = try PNGWriter.encode(width: 300, height: 2, rgba: [UInt8](repeating: 7, count: 300 * 2 * 4))
            #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
            #expect(Array(bytes[16..<24]) == [0, 0, 1, 44, 0, 0, 0, 2])
            #expect(Array(bytes[24..<26]) == [8, 6])
            #expect(Array(bytes.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
        }
    }
}
