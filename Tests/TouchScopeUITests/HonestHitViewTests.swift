import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// Marks that do not change what a view is or whose it is: the hit view keeps its colour (no
/// wash of the hit colour), the bracket around the touch is not drawn around a view in front, and
/// a hit view scrolled out through the canvas's top is tagged on the frame above it. (A
/// recognizer's tag on a covered view: `MarksOffNeighboursTests.recognizerTagOffTheRows`.)
@Suite struct HonestHitViewTests {
    static func tap(_ x: Double, _ y: Double) -> ScriptStep { UITest.step(.tap(Point(x: x, y: y))) }

    /// Commands filled with the hit colour at less than full opacity (the old wash).
    static func washes(_ list: DisplayList, in area: Rect) -> [Rect] {
        list.commands.compactMap { c -> Rect? in
            guard case let .fillRect(r, color) = c, color.alpha < 255, color.withAlpha(255) == Theme.hit.withAlpha(255),
                  area.intersects(r) else { return nil }
            return r
        }
    }

    @Test("the hit view is drawn muted like every view, with no wash of the hit colour over it (09's blue card read green, 08's blue page olive)",
          arguments: [("09-hittest-intercept", "card", 195.0, 390.0), ("08-paging-scroll-view", "fixed3", -1, -1),
                      ("32-delays-and-cancels", "delaysStrip", -1, -1), ("24-multi-touch", "otherView", -1, -1)])
    func hitViewKeepsItsColour(_ c: (String, String, Double, Double)) throws {
        let document = try UITest.example(c.0)
        let steps = c.2 < 0 ? document.script.throughPicture : [Self.tap(c.2, c.3)]
        let (p, list, renderer) = try UITest.rendered(document, steps: steps)
        #expect(p.story.hitView == c.1)
        let view = try #require(p.scene?.views[c.1])
        let box = Rect(bounding: renderer.pixelQuad(view))
        let muted = Theme.muted(view.backgroundColor)
        let fills = list.commands.compactMap { cmd -> Color? in
            if case let .fillRect(r, color) = cmd, UITest.close(r, box, tolerance: 0.5) { return color }
            return nil
        }
        #expect(fills.contains(muted), "\(c.1) is not filled with its muted colour: \(fills)")
        #expect(Self.washes(list, in: box).isEmpty, "a wash of the hit colour over \(c.1)")
    }

    /// The hit-coloured lines within `reach` of `c` (the bracket's arms).
    static func arms(_ list: DisplayList, near c: Point, reach: Double) -> Int {
        list.commands.filter { if case let .line(a, _, color, _) = $0 { return color == Theme.hit && a.distance(to: c) < reach }; return false }.count
    }

    @Test("no bracket around a touch that a view in front of the hit view covers (02: the '+' button over the list; 09: Follow over the card); one where none does",
          arguments: [("02-tabbar-button-broken", 195.0, 745.0, "list", 0), ("09-hittest-intercept", 195.0, 390.0, "card", 0),
                      ("09-hittest-intercept", 300.0, 300.0, "card", 8)])
    func noBracketAroundAViewInFront(_ c: (String, Double, Double, String, Int)) throws {
        let document = try UITest.example(c.0)
        let (p, list, renderer) = try UITest.rendered(document, steps: [Self.tap(c.1, c.2)])
        #expect(p.story.hitView == c.3)
        let finger = renderer.layout.pixel(Point(x: c.1, y: c.2))
        #expect(Self.arms(list, near: finger, reach: 60 * renderer.layout.scale) == c.4)
    }

    @Test("scene 48: the hit view's scrolled-off tag is on the frame above the canvas, with the window's tag, where the row has room",
          arguments: [(1920.0, 1080.0, Language.zh), (1280, 900, .zh)])
    func scrolledOffTagOnTheFrame(_ c: (Double, Double, Language)) throws {
        let document = try UITest.example("48-nested-scroll-views")
        let (_, list, renderer) = try UITest.rendered(document, steps: document.script.throughPicture, width: c.0, height: c.1, c.2)
        let label = "↑ " + Localization.scrolledOff("card2", hit: true, finger: nil, c.2)
        let at = try #require(list.commands.compactMap { cmd -> Point? in
            if case let .text(s, at, _, _, _, _) = cmd, s == label { return at }
            return nil
        }.first)
        #expect(at.y < renderer.layout.canvas.minY, "the tag is on the canvas, at \(at)")
    }
}
