import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A verdict shrunk to its sign ("✓") goes beside its view's own label when there is room
/// ("screen ✓", "k2 ✓"), before any corner of the view (issue 12; the Chinese audit: 50's
/// screen sign sat in the canvas's bottom-right corner, 780 px from the screen's label at the
/// top, and read as no one's).
@Suite struct SignBesideLabelTests {
    @Test("50 and 55 at 1280x900: the screen's and k2's signs are on their labels' lines, against them",
          arguments: [Language.en, .zh])
    func signsBesideLabels(_ l: Language) throws {
        for (name, id) in [("50-table-view-selection", "screen"), ("55-collection-view-selection", "k2")] {
            let document = try UITest.example(name)
            var (p, _, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: 1280, height: 900, l)
            _ = r.render(width: 1280, height: 900)
            let scene = try #require(p.scene)
            let label = try #require(r.labelLines(PlaygroundRenderer.drawingOrder(scene.application))[id])
            let sign = try #require(r.verdictTagRects[id], "\(name): \(id) has a tag")
            #expect(sign.width < 3 * label.height, "\(name): \(id)'s tag is its sign (\(l))")
            #expect(sign.minY < label.maxY && sign.maxY > label.minY, "\(name): \(id)'s sign is on its label's line (\(l))")
            let gap = max(sign.minX - label.maxX, label.minX - sign.maxX)
            #expect(gap >= 0 && gap <= 6 * r.u, "\(name): \(id)'s sign is \(gap) px from its label (\(l))")
        }
    }
}
