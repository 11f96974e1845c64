import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A translucent view's id label is the playground's, not the view's content: drawn at full
/// strength after the view's group, in an ink that reads on what shows there (issue 12; the
/// audit: 12's alpha boxes had their titles "0", "0.009", "0.01", "0.02" white on near-white,
/// so no one could tell the boxes apart).
@Suite struct TranslucentLabelTests {
    @Test("12: each alpha box's label is drawn outside any group, in an ink with 3:1 contrast on its box as drawn",
          arguments: [Language.en, .zh])
    func alphaBoxLabelsRead(_ l: Language) throws {
        let document = try UITest.example("12-views-that-ignore-touches")
        for size in MarkCollisionTests.sizes {
            let (p, list, _) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
            let scene = try #require(p.scene)
            for id in ["alpha0", "alpha0009", "alpha001", "alpha002"] {
                let view = try #require(scene.views[id])
                var depth = 0
                var found = false
                for c in list.commands {
                    switch c {
                    case .pushGroup: depth += 1
                    case .popGroup: depth -= 1
                    case let .text(s, _, _, ink, _, _) where s == view.text:
                        found = true
                        #expect(depth == 0, "\(id)'s label is drawn inside a translucent group at \(size) \(l)")
                        // What shows under it: the view's fill at its alpha over its superview's.
                        let ground = (view.superview?.backgroundColor ?? .white).mixed(with: view.backgroundColor, amount: view.alpha)
                        #expect(Theme.contrast(ink, ground) >= 3, "\(id)'s label has \(Theme.contrast(ink, ground)):1 at \(size) \(l)")
                    default: break
                    }
                }
                #expect(found, "\(id)'s label \"\(view.text)\" is drawn at \(size) \(l)")
            }
        }
    }
}
