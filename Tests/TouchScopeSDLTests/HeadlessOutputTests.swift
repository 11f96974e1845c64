import Foundation
import Testing
import TouchScopeCore
import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// Headless output is deterministic, survives PNG files, and equals the window's pixels.
    @Suite struct HeadlessOutput {
        static let scene = DisplayList(width: 160, height: 120, background: Color(red: 240, green: 240, blue: 245), commands: [
            .fillRect(Rect(10, 10, 60, 40), Color.palette(0)),
            .pushGroup(opacity: 0.6),
            .fillRect(Rect(40, 30, 60, 40), Color.palette(1)),
            .pushClip(Rect(50, 40, 20, 20)),
            .fillRect(Rect(0, 0, 160, 120), Color.palette(2).withAlpha(180)),
            .popClip,
            .popGroup,
            .strokeRect(Rect(5, 5, 150, 110), .black, width: 2),
            .dashedRect(Rect(100, 10, 50, 30), .black, dash: 4),
            .line(from: Point(10, 100), to: Point(150, 80), Color.palette(3), width: 3),
            .fillPolygon([Point(120, 60), Point(150, 75), Point(130, 100)], Color.palette(4).withAlpha(200)),
            .strokePolygon([Point(120, 60), Point(150, 75), Point(130, 100)], .black),
            .circle(center: Point(30, 80), radius: 12, Color.palette(5), filled: true),
            .circle(center: Point(30, 80), radius: 16, .black, filled: false),
            .hatch(Rect(100, 45, 50, 12), Color.palette(6), spacing: 5),
            .text("Hello 你好", at: Point(80, 112), size: 14, .black, anchor: .center, maxWidth: 120),
        ])

        @Test func renderingTwiceGivesIdenticalPixels() throws {
            let first = try Fixture.render(Self.scene)
            let second = try Fixture.render(Self.scene)
            #expect(first.difference(from: second).differingPixels == 0)
            let reused = try HeadlessRenderer(fontURL: Fixture.fontURL())
            _ = try reused.render(Self.scene)
            #expect(try reused.render(Self.scene).difference(from: first).differingPixels == 0)
        }

        @Test func pngSaveAndLoadRoundTrips() throws {
            let image = try Fixture.render(Self.scene)
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("touchscope-sdl-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try image.savePNG(path: path)
            let loaded = try RGBAImage.loadPNG(path: path)
            #expect(loaded.width == image.width && loaded.height == image.height)
            let diff = loaded.difference(from: image)
            #expect(diff.differingPixels == 0 && diff.maxChannelDifference == 0)
        }

        @Test func loadingAMissingPNGThrows() {
            #expect(throws: SDLError.self) { try RGBAImage.loadPNG(path: "/nonexistent/touchscope.png") }
        }

        @Test func differenceCountsPixelsAndMaxChannel() {
            let a = RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 10, 10, 10, 255])
            let b = RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 10, 17, 10, 255])
            #expect(a.difference(from: b) == RGBAImage.Difference(differingPixels: 1, maxChannelDifference: 7))
            #expect(a.difference(from: RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0])).maxChannelDifference == 255)
        }

        @Test func softwareWindowShowsTheHeadlessPixels() throws {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            setenv("SDL_RENDER_DRIVER", "software", 1)
            let host = try SDLWindowHost(title: "TouchScope test", width: 160, height: 120, fontURL: Fixture.fontURL())
            #expect(host.rendererName == "software")
            try host.present(Self.scene)
            let shown = try host.readFrame()
            let headless = try Fixture.render(Self.scene)
            #expect(shown.difference(from: headless).differingPixels == 0)
            #expect(host.pixelSize.width == 160 && host.logicalSize.width == 160)
        }

        @Test func assetLocatorHonoursTheEnvironmentThenFallsBack() throws {
            let real = try AssetLocator.assetsDirectory()
            let viaEnv = try AssetLocator.assetsDirectory(environment: [AssetLocator.environmentKey: real.path], executableURL: nil)
            #expect(viaEnv.standardizedFileURL == real.standardizedFileURL)
            let fallback = try AssetLocator.assetsDirectory(
                environment: [AssetLocator.environmentKey: "/nonexistent"], executableURL: URL(fileURLWithPath: "/usr/bin/true"))
            #expect(FileManager.default.fileExists(atPath: fallback.appendingPathComponent(AssetLocator.fontFileName).path))
        }
    }
}
