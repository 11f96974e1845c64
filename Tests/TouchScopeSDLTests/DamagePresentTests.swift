import CSDL2
import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// The software window presents only the damage: its surface keeps the last frame, only the
    /// changed rectangles are copied into it and sent on, and it still shows exactly the headless
    /// pixels, also after a resize.
    @Suite struct DamagePresent {
        static func list(_ width: Int, _ height: Int, box: Double) -> DisplayList {
            Fixture.list(width, height, background: Color(red: 30, green: 32, blue: 40), [
                .fillRect(Rect(10, 10, 120, 80), Fixture.blue),
                .text("TouchScope", at: Point(x: 14, y: 100), size: 13, .white, anchor: .topLeft, maxWidth: nil),
                .fillRect(Rect(box, 40, 12, 12), Fixture.red),
                .pushGroup(opacity: 0.5), .circle(center: Point(x: box + 6, y: 46), radius: 9, .white, filled: false), .popGroup,
            ])
        }

        func expectShowsHeadless(_ host: SDLWindowHost, _ list: DisplayList, _ what: String) throws {
            let shown = try host.readWindowSurface()
            let headless = try Fixture.render(list)
            #expect(shown.width == headless.width && shown.height == headless.height, "\(what): size")
            #expect(shown.difference(from: headless).differingPixels == 0, "\(what): pixels differ from the headless render")
        }

        @Test("a change is sent as its damage only, and the surface shows the headless pixels, also after a resize")
        func presentsOnlyTheDamage() throws {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            setenv("SDL_RENDER_DRIVER", "software", 1)
            let host = try SDLWindowHost(title: "TouchScope test", width: 200, height: 150, fontURL: Fixture.fontURL())
            #expect(host.rendererName == "software")
            _ = host.nextInputs(timeout: 0)
            var size = host.pixelSize
            let first = Self.list(size.width, size.height, box: 20)
            try host.present(first)
            #expect(host.lastSentRects == nil, "the first frame is sent whole")
            try expectShowsHeadless(host, first, "first frame")

            let moved = Self.list(size.width, size.height, box: 150)
            try host.present(moved)
            let sent = try #require(host.lastSentRects, "a change is sent as rectangles")
            let area = sent.reduce(0) { $0 + $1.width * $1.height }
            #expect(area > 0 && area < size.width * size.height / 2)
            #expect(sent.contains { $0.intersects(PixelRect(x0: 20, y0: 40, x1: 32, y1: 52)) }, "the old box is redrawn")
            #expect(sent.contains { $0.intersects(PixelRect(x0: 150, y0: 40, x1: 162, y1: 52)) }, "the new box is drawn")
            try expectShowsHeadless(host, moved, "after a change")

            try host.present(moved)
            #expect(host.lastSentRects?.isEmpty == true, "an unchanged frame sends nothing")

            // Exposed (the display lost the window's pixels): the next frame is sent whole.
            var exposed = SDL_Event()
            exposed.type = SDL_WINDOWEVENT.rawValue
            exposed.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
            exposed.window.windowID = SDL_GetWindowID(host.window)
            #expect(SDL_PushEvent(&exposed) == 1)
            _ = host.nextInputs(timeout: 0)
            try host.present(moved)
            #expect(host.lastSentRects == nil, "the frame after an expose is sent whole")
            try expectShowsHeadless(host, moved, "after an expose")

            // A resize re-creates the window surface: the next frame is copied and sent whole.
            SDL_SetWindowSize(host.window, 260, 170)
            _ = host.nextInputs(timeout: 0)
            size = host.pixelSize
            #expect(size.width == 260 && size.height == 170)
            let resized = Self.list(size.width, size.height, box: 60)
            try host.present(resized)
            #expect(host.lastSentRects == nil, "the frame after a resize is sent whole")
            try expectShowsHeadless(host, resized, "after a resize")

            let again = Self.list(size.width, size.height, box: 90)
            try host.present(again)
            #expect(host.lastSentRects != nil)
            try expectShowsHeadless(host, again, "a change after the resize")
        }
    }
}
