import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A real screen has a dozen of UIKit's own containers on a touch's path. In an imported dump the
/// canvas folds them: no "inside" tag and no forwarding badge for each, a line in the strip says
/// which numbers were folded, and the panel still lists every link. Hand-written scenes are not
/// folded.
@Suite struct FoldedContainersTests {
    static func shop() throws -> Playground {
        let path = UITest.scenesFolder.deletingLastPathComponent().appendingPathComponent("Examples/imports/shop-recursiveDescription.txt").path
        let document = try SceneFile.load(path, displayPath: "shop.txt")
        let p = UITest.playground(document, width: 1280, height: 900)
        p.run([UITest.step(.tap(Point(x: 195, y: 750)))])
        return p
    }

    @Test func uikitsContainersAreFoldedOnTheCanvasAndListedInThePanel() throws {
        let p = try Self.shop()
        let list = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer())
        let texts = list.texts
        // The lesson's own tags stay: the hit view inside, the tab bar outside.
        #expect(texts.contains { $0.hasPrefix("tabBar1") && $0.contains("outside") } || texts.contains { $0.contains("✗ outside") })
        // UIKit's transition and wrapper views get no tag of their own.
        for id in ["transitionView1", "dropShadowView1", "layoutContainerView1", "navigationTransitionView1", "viewControllerWrapperView1"] {
            #expect(!texts.contains { $0.hasPrefix(id) && $0.contains("inside") }, "\(id)")
        }
        // The strip's note, wrapped over lines.
        #expect(texts.joined(separator: " ").contains("2–9: 8 of UIKit's own containers passed the touch on"), "\(texts.filter { $0.contains("UIKit") })")
        // Every link is still in the story the panel lists.
        #expect(p.story.chain.contains { $0.responder == "transitionView1" })
        let scene = try #require(p.scene)
        let folded = p.story.chain.compactMap { scene.views[$0.responder] }.filter {
            PlaygroundRenderer.isFoldedContainer($0, in: scene, hitViews: p.story.hitViews)
        }
        #expect(folded.count == 8 && !folded.contains { $0.id == p.story.hitView })
        #expect(PlaygroundRenderer.ranges([2, 3, 4, 7, 9, 10]) == "2–4, 7, 9–10")
    }

    @Test func handWrittenScenesAreNotFolded() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"), width: 1280, height: 900)
        p.run([UITest.step(.tap(Point(x: 195, y: 400)))])
        let scene = try #require(p.scene)
        #expect(!scene.viewsInOrder.contains { PlaygroundRenderer.isFoldedContainer($0, in: scene, hitViews: .none) })
    }
}
