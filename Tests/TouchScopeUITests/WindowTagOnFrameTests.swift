import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A window's verdict tag goes on the canvas's frame, above its top edge (the canvas is the
/// window), not in one of its corners, which belong to its views (issue 12: in 02, 03, 16, 17
/// and 41 "window ✓ inside" sat in the tab bar or the toolbar and read as theirs).
@Suite struct WindowTagOnFrameTests {
    /// The place of the text `s` in `list`, when drawn.
    func spot(of s: String, in list: DisplayList) -> Point? {
        for c in list.commands { if case let .text(t, at, _, _, _, _) = c, t == s { return at } }
        return nil
    }

    @Test("02, 16 and 41 at 1280x900: the window's tag is on the frame above the canvas, clear of the status line and of every other text",
          arguments: [Language.en, .zh])
    func windowTagOnFrame(_ l: Language) throws {
        for name in ["02-tabbar-button-broken", "16-nil-target-actions", "41-round-and-lopsided-hit-areas"] {
            let document = try UITest.example(name)
            var (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: 1280, height: 900, l)
            _ = r.render(width: 1280, height: 900)
            let canvas = r.layout.canvas
            let tag = try #require(r.verdictTagRects["window"], "\(name): the window has a tag")
            #expect(tag.maxY <= canvas.minY - 3, "\(name): the window's tag \(tag) is above the canvas's frame (\(canvas.minY))")
            #expect(tag.minY >= 0 && tag.minX >= canvas.minX && tag.maxX <= canvas.maxX, "\(name): over the canvas's width, in the window")
            let status = r.statusLine().box
            #expect(!status.intersects(tag), "\(name): clear of the status line \(status)")
            // Drawn, out of the canvas's clip: after the canvas's commands.
            let wording = "window " + Theme.icon(of: .inside) + " " + Localization.verdict(.inside, l)
            let at = try #require(spot(of: wording, in: list), "\(name): '\(wording)' is drawn")
            #expect(tag.contains(at), "\(name): drawn where it was placed")
            let tabBarLike = p.scene?.views.values.filter { !($0 is Window) && $0.superview != nil } ?? []
            for view in tabBarLike {
                let box = Rect(bounding: view.screenQuad.map(r.layout.pixel))
                #expect(!box.intersects(tag), "\(name): the window's tag is on no view (\(view.id))")
            }
        }
    }

    @Test("the frame's row for tags starts past a status line that reaches over the canvas and ends short of the panel")
    func rowPastTheStatusLine() throws {
        let document = try UITest.example("02-tabbar-button-broken")
        var (_, _, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: 900, height: 640, .en)
        _ = r.render(width: 900, height: 640)
        let canvas = r.layout.canvas
        let short = Rect(x: 12, y: 9, width: 40, height: 18)
        let long = Rect(x: 12, y: 9, width: canvas.minX + 60 - 12, height: 18)
        let clear = try #require(r.frameTagRow(clearOf: short))
        let past = try #require(r.frameTagRow(clearOf: long))
        #expect(clear.minX == canvas.minX && past.minX >= long.maxX + 8, "from the canvas's left edge, or past the status line")
        #expect(clear.maxX == past.maxX && past.maxX <= r.layout.panel.minX && past.maxX > canvas.maxX, "to the gap before the panel")
        #expect(past.maxY <= canvas.minY - 3, "above the canvas's frame")
        #expect(r.frameTagRow(clearOf: Rect(x: 12, y: 9, width: r.layout.panel.minX, height: 18)) == nil, "none where the status line fills it")
    }

    @Test("a comparison draws its headers over the canvases: no window tag goes there")
    func notInAComparison() throws {
        let list = try UITest.comparisonPicture("02-tabbar-button-broken", "03-tabbar-button-fixed",
                                                steps: SceneTrace.tapSteps([Point(x: 195, y: 745)]))
        let wording = "window " + Theme.icon(of: .inside) + " " + Localization.verdict(.inside, .en)
        let spots = list.commands.compactMap { c -> Point? in
            if case let .text(t, at, _, _, _, _) = c, t == wording { return at } else { return nil }
        }
        #expect(spots.count == 2)
        #expect(spots.allSatisfy { $0.y > 40 }, "each window's tag is on its canvas, under the side's header: \(spots)")
    }
}
