import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// Examples/large/large-screen.yaml (issue 12, item 6: a tree that scales), written by
/// scripts/make-large-screen: about 500 views; the tree reveals the hit view and the selected
/// view wherever they are, and finds a view by id.
@Suite("Large scene")
struct LargeSceneTests {
    let measurer = FixedWidthTextMeasurer()

    static func document() throws -> SceneDocument {
        let url = UITest.scenesFolder.deletingLastPathComponent().appendingPathComponent("Examples/large/large-screen.yaml")
        return try UITest.parse(try String(contentsOf: url, encoding: .utf8), path: url.path)
    }

    static func treeIDs(_ p: Playground, _ measurer: TextMeasurer) throws -> [String] {
        try p.snapshot(layout: try #require(p.layout), measurer: measurer).tree.rows.map(\.id)
    }

    @Test("the large screen has about 500 views, a Chinese summary and a script")
    func loads() throws {
        let document = try Self.document()
        let p = UITest.playground(document, width: 1280, height: 900)
        let scene = try #require(p.scene)
        #expect(scene.views.count >= 500)
        let zh = document.translations["zh"]?.summary ?? ""
        #expect(zh.count > 20)
        #expect(!document.script.isEmpty)
    }

    @Test("after the script, the tree shows the hit view (the last tab item, the tree's last view), at 1280x900 and 900x700")
    func revealsHitView() throws {
        let document = try Self.document()
        for (w, h) in [(1280.0, 900.0), (900, 700)] {
            let p = UITest.playground(document, width: w, height: h)
            p.run(document.script)
            #expect(p.story.hitView == "tab.more")
            _ = p.displayList(width: Int(w), height: Int(h), uiScale: 1, measurer: measurer)
            #expect(try Self.treeIDs(p, measurer).contains("tab.more"), "\(w)x\(h)")
        }
    }

    @Test("selecting a view deep in the list (--select) scrolls the tree to it; the find filter finds it by id")
    func revealsSelectionAndFinds() throws {
        let document = try Self.document()
        let p = UITest.playground(document, width: 900, height: 700)
        p.run(document.script)
        p.select("row40.toggle")
        _ = p.displayList(width: 900, height: 700, uiScale: 1, measurer: measurer)
        #expect(try Self.treeIDs(p, measurer).contains("row40.toggle"))
        // Find by id: / then the text.
        p.select(nil)
        p.panelState.isTyping = true
        for c in "row77.det" { _ = p.panelState.type(.character(c)) }
        _ = p.displayList(width: 900, height: 700, uiScale: 1, measurer: measurer)
        #expect(try Self.treeIDs(p, measurer).contains("row77.detail"))
    }
}
