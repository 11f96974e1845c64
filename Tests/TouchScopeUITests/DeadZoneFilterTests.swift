import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// Dead zones that matter: views that act on touches, not areas given away on purpose.
@Suite struct DeadZonesThatMatter {
    static func zones(_ p: Playground) -> [String] {
        p.setOverlay(.deadZones, true)
        let snapshot = p.snapshot(layout: p.layout ?? PlaygroundLayout(width: 1280, height: 900, uiScale: 1, canvasSize: Size(width: 390, height: 844)),
                                  measurer: FixedWidthTextMeasurer())
        return snapshot.shownDeadZones.map(\.view)
    }

    @Test("scene 40 by default: the blocked buttons, not the label, the badge, the pass-through container nor the area the small button took on purpose")
    func scene40Default() throws {
        let p = UITest.playground(try UITest.example("40-hit-areas-and-dead-zones"), width: 1280, height: 900)
        let shown = Self.zones(p)
        #expect(shown.contains("innerButton"))
        #expect(shown.contains("shopButton"))
        #expect(!shown.contains("caption"), "a label does not act on touches")
        #expect(!shown.contains("badge"), "a plain view does not act on touches")
        #expect(!shown.contains("passContainer"), "a pass-through is intended")
        #expect(!shown.contains("background"), "the small button's enlarged area is given away on purpose")
    }

    @Test("D shows every dead zone")
    func keyShowsAll() throws {
        let p = UITest.playground(try UITest.example("40-hit-areas-and-dead-zones"), width: 1280, height: 900)
        let some = Self.zones(p)
        p.handle(.character("d"))
        let all = Self.zones(p)
        #expect(all.count > some.count)
        #expect(all.contains("caption") && all.contains("passContainer") && all.contains("background"))
        let texts = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer()).texts.joined(separator: " ")
        #expect(texts.contains("D shows only those that matter"))
    }

    @Test("a view acts on touches when it is a control, handles touches or has recognizers")
    func actsOnTouches() throws {
        let scene = SceneBuilder.build(try UITest.example("40-hit-areas-and-dead-zones"))
        let views = scene.views
        #expect(DeadZoneFilter.actsOnTouches(try #require(views["shopButton"])))
        #expect(!DeadZoneFilter.actsOnTouches(try #require(views["caption"])))
        #expect(!DeadZoneFilter.actsOnTouches(try #require(views["badge"])))
    }
}
