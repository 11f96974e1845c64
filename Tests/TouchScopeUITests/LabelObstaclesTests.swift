import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// ``PlaygroundRenderer/isFreeForLabel(_:of:)`` through the frame's grid of views
/// (``LabelObstacles``) answers what a walk of the whole tree answers.
@Suite struct LabelObstaclesTests {
    /// The rule as a walk of the tree (the code the grid replaced); where a label may go at all is
    /// the renderer's own rule, not compared here.
    static func walkAnswer(_ r: PlaygroundRenderer, _ rect: Rect, of view: View) -> Bool {
        guard r.isWithinLabelReach(rect, of: view) else { return false }
        var ancestors: Set<ObjectIdentifier> = []
        var root: View = view
        while let s = root.superview { ancestors.insert(ObjectIdentifier(s)); root = s }
        let line = r.lineHeight(r.viewLabelSize) + 4 * r.u
        var free = true
        func visit(_ v: View) {
            guard free, !v.isHidden else { return }
            if v !== view, !ancestors.contains(ObjectIdentifier(v)) {
                if Rect(bounding: r.pixelQuad(v)).insetBy(dx: 0, dy: -line).intersects(rect) { free = false; return }
            }
            for s in v.subviews { visit(s) }
        }
        visit(root)
        return free
    }

    @Test("on every scene, for spots under, over, beside and inside every view, the grid answers what the walk answers")
    func gridAnswersWhatTheWalkAnswers() throws {
        var asked = 0, free = 0
        for name in try ViewCommandCacheTests.sceneNames() {
            let document = try SceneFile.load(ViewCommandCacheTests.root.appendingPathComponent("Scenes/\(name)").path)
            let p = Playground()
            p.show(document)
            let layout = p.layout(width: 1280, height: 900, uiScale: 1)
            let m = FixedWidthTextMeasurer()
            let renderer = PlaygroundRenderer(snapshot: p.snapshot(layout: layout, measurer: m), measurer: m)
            _ = renderer.memo.walk(PlaygroundRenderer.drawingOrder(try #require(p.scene).application))
            for view in try #require(p.scene).views.values.sorted(by: { $0.id < $1.id }) {
                let box = Rect(bounding: renderer.pixelQuad(view))
                let h = renderer.lineHeight(renderer.viewLabelSize)
                for w in [20.0, 60, 140] {
                    for spot in [Rect(x: box.minX, y: box.maxY + 2, width: w, height: h),
                                 Rect(x: box.minX, y: box.minY - h - 2, width: w, height: h),
                                 Rect(x: box.maxX + 3, y: box.minY, width: w, height: h),
                                 Rect(x: box.minX + 4, y: box.minY + 3, width: w, height: h)] {
                        let answer = renderer.isFreeForLabel(spot, of: view)
                        #expect(answer == Self.walkAnswer(renderer, spot, of: view), "\(name): \(view.id) at \(spot)")
                        asked += 1
                        if answer { free += 1 }
                    }
                }
            }
        }
        // Both answers occur, so the comparison means something.
        #expect(asked > 1000 && free > 50 && free < asked - 50, "asked \(asked), free \(free)")
    }
}
