import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The panel tree's walk kept across frames (``PanelTreeEntries``) is the walk made anew, and a
/// change of the trees' structure makes it anew.
@Suite struct PanelTreeEntriesTests {
    /// `kept`'s entries of `p`'s scene against a fresh walk: the same views, in order, at the same depths.
    static func expectSame(_ kept: PanelTreeEntries, _ p: Playground, _ what: String) throws {
        let scene = try #require(p.scene)
        let a = kept.entries(scene), b = PanelTree.entries(scene)
        #expect(a.count == b.count && zip(a, b).allSatisfy { $0.view === $1.view && $0.depth == $1.depth },
                "\(what): the kept walk is the fresh one (\(a.count) vs \(b.count) entries)")
    }

    @Test("on every scene, after every step of its script, taps and structural changes, the kept walk is the fresh one")
    func keptWalkIsFresh() throws {
        var reused = 0, made = 0
        for name in try ViewCommandCacheTests.sceneNames() {
            let document = try SceneFile.load(ViewCommandCacheTests.root.appendingPathComponent("Scenes/\(name)").path)
            let p = Playground()
            p.show(document)
            let kept = PanelTreeEntries()
            try Self.expectSame(kept, p, "\(name) first")
            try Self.expectSame(kept, p, "\(name) unchanged")
            #expect(kept.hits == 1 && kept.misses == 1, "\(name): an unchanged scene reuses the walk")
            let c = p.layout(width: 1280, height: 900, uiScale: 1).canvas.center
            for point in [c, Point(x: c.x + 48, y: c.y + 36)] {
                KeptLabelObstaclesTests.tap(p, at: point)
                try Self.expectSame(kept, p, "\(name) after a tap at \(point)")
            }
            for (i, step) in document.script.enumerated() {
                p.run([step])
                try Self.expectSame(kept, p, "\(name) after step \(i + 1)")
            }
            // Structure: a view added, moved to another place among its siblings, removed.
            let scene = try #require(p.scene)
            if let parent = scene.views.values.sorted(by: { $0.id < $1.id }).first(where: { $0.subviews.count >= 2 }) {
                let before = kept.misses
                let extra = View(id: "extra", frame: Rect(x: 1, y: 1, width: 5, height: 5))
                parent.addSubview(extra)
                try Self.expectSame(kept, p, "\(name) a view added")
                let first = parent.subviews[0]
                first.removeFromSuperview()
                parent.insertSubview(first, at: parent.subviews.count - 1)
                try Self.expectSame(kept, p, "\(name) a view moved among its siblings")
                extra.removeFromSuperview()
                try Self.expectSame(kept, p, "\(name) a view removed")
                #expect(kept.misses == before + 3, "\(name): each change of structure walks anew")
                // Geometry, state and drawing changes keep the walk: only membership moves it.
                let hits = kept.hits
                first.frame = first.frame.offsetBy(dx: 3, dy: 2)
                first.alpha = 0.5
                first.isHidden.toggle()
                first.isUserInteractionEnabled.toggle()
                first.clipsToBounds.toggle()
                try Self.expectSame(kept, p, "\(name) a view moved, faded, hidden, clipped")
                #expect(kept.misses == before + 3 && kept.hits == hits + 1, "\(name): no change of membership, no walk")
            }
            reused += kept.hits
            made += kept.misses
            // The playground's own frames use it.
            let m = FixedWidthTextMeasurer()
            _ = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: m)
            let hits = p.panelTreeEntries.hits
            _ = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: m)
            #expect(p.panelTreeEntries.hits == hits + 1, "\(name): a second frame reuses the walk")
        }
        #expect(reused > 50 && made > 50, "reused \(reused), made \(made)")
    }
}
