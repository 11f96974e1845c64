import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A verdict tag that does not name its view (a sign, "✓", or the verdict after the label) reads
/// as its view's only where it touches the view: on the view, or on its label's line against the
/// label (issue 12; the Chinese audit: 50's screen sign sat in the canvas's bottom-right corner,
/// 780 px from the screen's label at the top, and read as no one's).
@Suite struct SignBesideLabelTests {
    @Test("50, 55, 12 and 02 at three sizes: an unnamed verdict tag is on its view or against its label",
          arguments: [Language.en, .zh])
    func unnamedTagsTouchTheirView(_ l: Language) throws {
        var checked = 0
        for name in ["50-table-view-selection", "55-collection-view-selection", "12-views-that-ignore-touches", "02-tabbar-button-broken"] {
            let document = try UITest.example(name)
            for size in MarkCollisionTests.sizes {
                var (p, _, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
                let list = r.render(width: Int(size.0), height: Int(size.1))
                let scene = try #require(p.scene)
                let labels = r.labelLines(PlaygroundRenderer.drawingOrder(scene.application))
                for mark in list.placedMarks where mark.kind == .verdict {
                    let id = try #require(mark.view)
                    guard !mark.text.hasPrefix(id + " ") else { continue }
                    checked += 1
                    let view = try #require(scene.views[id])
                    let box = Rect(bounding: r.modelPixelQuad(view))
                    let onView = box.insetBy(dx: -0.5, dy: -0.5).contains(mark.box)
                    let againstLabel = labels[id].map { label in
                        mark.box.minY < label.maxY && mark.box.maxY > label.minY
                            && max(mark.box.minX - label.maxX, label.minX - mark.box.maxX) <= 6 * r.u
                    } ?? false
                    #expect(onView || againstLabel, "\(name) at \(size) \(l): \(id)'s \"\(mark.text)\" at \(mark.box) is off its view \(box) and its label")
                }
            }
        }
        #expect(checked >= 20, "only \(checked) unnamed tags were checked")
    }
}
