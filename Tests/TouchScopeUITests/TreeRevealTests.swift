import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A tree that scales: the rows shown reveal the selected and the hit view.
@Suite struct TreeReveal {
    static func bigScene(_ n: Int) throws -> SceneDocument {
        var yaml = "title: many\nwindow:\n  subviews:\n"
        for i in 0..<n {
            yaml += "    - id: v\(i)\n      frame: [0, \(i * 10), 390, 10]\n"
        }
        return try UITest.parse(yaml)
    }

    @Test("selecting a view far down a long tree scrolls the tree to it, with … n above and … n more")
    func revealsSelection() throws {
        let p = UITest.playground(try Self.bigScene(80), width: 1280, height: 900)
        p.select("v60")
        let snapshot = p.snapshot(layout: try #require(p.layout), measurer: FixedWidthTextMeasurer())
        #expect(snapshot.tree.rows.contains { $0.id == "v60" })
        let above = try #require(snapshot.tree.above)
        let more = try #require(snapshot.tree.more)
        #expect(above.count + snapshot.tree.rows.count + more.count == 81)
        let texts = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer()).texts
        #expect(texts.contains("… \(above.count) above"))
    }

    @Test("the hit view is revealed too")
    func revealsHitView() throws {
        let p = UITest.playground(try Self.bigScene(80), width: 1280, height: 900)
        p.run(SceneTrace.tapSteps([Point(x: 100, y: 705)]))
        #expect(p.story.hitView == "v70")
        let snapshot = p.snapshot(layout: try #require(p.layout), measurer: FixedWidthTextMeasurer())
        #expect(snapshot.tree.rows.contains { $0.id == "v70" })
    }

    @Test("a tree that fits shows every row and no scroll lines")
    func smallTree() throws {
        let p = UITest.playground(try Self.bigScene(4), width: 1280, height: 900)
        p.select("v3")
        let snapshot = p.snapshot(layout: try #require(p.layout), measurer: FixedWidthTextMeasurer())
        #expect(snapshot.tree.rows.count == 5 && snapshot.tree.above == nil && snapshot.tree.more == nil)
    }
}
