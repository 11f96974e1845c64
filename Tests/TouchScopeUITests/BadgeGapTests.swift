import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A chain badge keeps a gap from the views in front of its own view (its subviews) where its
/// view has room for that: against a subview's edge it reads as the subview's (issue 12; the
/// Chinese audit: 43's list badge against the banner, 20's viewC badge on viewD's edge).
@Suite struct BadgeGapTests {
    @Test("01, 20 and 43, three window sizes: each badge lies clear of the views in front of its view",
          arguments: ["01-responder-chain", "20-hit-testing-order", "43-view-hidden-mid-touch"], [Language.en, .zh])
    func badgesClearOfSubviews(_ name: String, _ l: Language) throws {
        let document = try UITest.example(name)
        for size in MarkCollisionTests.sizes {
            var (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
            _ = r.render(width: Int(size.0), height: Int(size.1))
            let scene = try #require(p.scene)
            let painted = r.paintedBoxes(PlaygroundRenderer.drawingOrder(scene.application))
            let centres = BadgeReachTests.badgeCentres(list, canvas: r.layout.canvas)
            let radius = r.markSize
            var checked = 0
            for (i, link) in p.story.chain.enumerated() {
                guard let view = scene.views[link.responder], !(view is Window), let c = centres[i + 1] else { continue }
                let badge = Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
                for box in painted.front(of: view.id, touching: Rect(bounding: r.pixelQuad(view))) {
                    #expect(badge.distance(to: box) >= 2 * r.u, "\(name): \(link.responder)'s badge touches a view in front of it at \(size) \(l)")
                }
                checked += 1
            }
            #expect(checked >= 1)
        }
    }
}
