import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// With the real font (the status line's width decides the room): the tags of the window
    /// and of a screen-wide view along the canvas's top whose label the list hides, with no
    /// chain badge, go on the canvas's frame above it, side by side (02 and 03: "screen ✓ inside" sat on the list's top-right corner, the window's in the
    /// tab bar).
    @Suite struct FrameTagFontTests {
        @Test("02 and 03 at 1280 x 900: the window's and the screen's tags on the frame, side by side, clear of the status line",
              arguments: [Language.en, .zh])
        func tagsOnTheFrame(_ l: Language) throws {
            let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
            for name in ["02-tabbar-button-broken", "03-tabbar-button-fixed"] {
                let (p, layout, list) = try SDLTests.realFontPicture(name, width: 1280, height: 900, l)
                #expect(!p.story.chain.contains { $0.responder == "screen" }, "\(name): the screen has no badge")
                let inside = Theme.icon(of: .inside) + " " + Localization.verdict(.inside, l)
                func spot(_ s: String) -> Point? {
                    list.commands.lazy.compactMap { c -> Point? in
                        if case let .text(t, at, _, _, _, _) = c, t == s { return at } else { return nil }
                    }.first
                }
                let window = try #require(spot("window " + inside), "\(name): the window's tag is drawn")
                let screen = try #require(spot("screen " + inside), "\(name): the screen's tag is drawn")
                #expect(window.y < layout.canvas.minY && screen.y == window.y, "\(name) (\(l)): both on the frame: \(screen), \(window)")
                // Side by side, apart (the placement engine decides which goes right), over the canvas.
                let width = { (t: String) in measurer.measure(t, size: 13).width }
                let (left, right, leftText) = screen.x < window.x ? (screen, window, "screen " + inside) : (window, screen, "window " + inside)
                #expect(left.x + width(leftText) < right.x && min(screen.x, window.x) >= layout.canvas.minX,
                        "\(name) (\(l)): the two tags side by side, apart, over the canvas: \(screen), \(window)")
                let status = Localization.status(.interact, l)
                let statusEnd = 12 + measurer.measure(status, size: 13).width
                #expect(min(screen.x, window.x) > statusEnd + 8, "\(name) (\(l)): clear of the status line, which ends at \(statusEnd)")
            }
        }

        @Test("02, 16 and 41 at 900 x 640 in English, where the status line reaches over the canvas: the window's tag on the frame past it, reaching into the gap before the panel; 02's screen tag at the screen's top, not in the tab bar",
              arguments: ["02-tabbar-button-broken", "16-nil-target-actions", "41-round-and-lopsided-hit-areas"])
        func smallWindow(_ name: String) throws {
            let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
            let (p, layout, list) = try SDLTests.realFontPicture(name, width: 900, height: 640, .en)
            let inside = Theme.icon(of: .inside) + " " + Localization.verdict(.inside, .en)
            func spot(_ s: String) -> Point? {
                list.commands.lazy.compactMap { c -> Point? in
                    if case let .text(t, at, _, _, _, _) = c, t == s { return at } else { return nil }
                }.first
            }
            let statusEnd = 12 + measurer.measure(Localization.status(.interact, .en), size: 13).width
            #expect(statusEnd > layout.canvas.minX, "the status line reaches over the canvas")
            let window = try #require(spot("window " + inside))
            let size = list.commands.lazy.compactMap { c -> Double? in
                if case let .text(t, _, size, _, _, _) = c, t == "window " + inside { return size } else { return nil }
            }.first ?? 13
            let w = measurer.measure("window " + inside, size: size).width
            #expect(window.y < layout.canvas.minY - 12, "\(name): on the frame: \(window)")
            #expect(window.x > statusEnd + 8 && window.x + w < layout.panel.minX, "\(name): between the status line and the panel: \(window)")
            if name.hasPrefix("02"), let screen = spot("screen " + inside), let scene = p.scene, let bar = scene.views["tabBar"] {
                let tabBar = Rect(bounding: bar.screenQuad.map(layout.pixel))
                #expect(!tabBar.contains(screen), "02: the screen's tag is not in the tab bar, which is outside: \(screen)")
            }
        }
    }
}
