import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A view drawn on exactly its superview's box, with no label of its own (a cell's contentView),
/// shares its superview's marks: one verdict tag for the two, and their chain badges in one place
/// (issue 12: in 55's cells at 1280 x 900 the cell's sign, its contentView's named tag and two badges
/// found no room together; the tag went below the cell, across its neighbours, and a badge onto k1).
/// Where the badges go with the real font: SDLTests.FingerRoomFontTests.
@Suite struct TwinMarkTests {
    @Test("every scene, three window sizes: no verdict tag of its own for a view on its superview's box with its verdict",
          arguments: [Language.en, .zh])
    func oneTagPerBox(_ l: Language) throws {
        try UITest.eachScenePicture(l) { name, size, p, _, r in
            let scene = try #require(p.scene)
            for id in r.verdictTagRects.keys {
                guard let view = scene.views[id], let parent = view.superview, r.verdictTagRects[parent.id] != nil,
                      let mine = p.story.visit(of: id), let theirs = p.story.visit(of: parent.id),
                      mine.verdict == theirs.verdict, (mine.override == nil) == (theirs.override == nil) else { continue }
                let twin = r.twinSuperview(of: view, quad: r.modelPixelQuad(view), superviewQuad: r.modelPixelQuad)
                #expect(twin == nil, "\(name): \(id) and \(parent.id) share a box but have a tag each at \(size) \(l)")
            }
        }
    }

    @Test("a twin's name in its superview's tag drops the superview's id")
    func twinNames() {
        let cell = View(id: "k2", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let content = View(id: "k2.contentView", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let other = View(id: "overlay", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(PlaygroundRenderer.twinName(content, in: cell) == "contentView")
        #expect(PlaygroundRenderer.twinName(other, in: cell) == "overlay")
        #expect(PlaygroundRenderer.twinName(View(id: "k2.", frame: .zero), in: cell) == "k2.")
    }
}
