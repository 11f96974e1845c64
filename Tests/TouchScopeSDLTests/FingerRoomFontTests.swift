import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeTestSupport
import TouchScopeUI

extension SDLTests {
    /// The course scene `name` after its script (up to its picture), drawn at `width` x
    /// `height` in `l` with the real font: the playground, its layout and the display list.
    static func realFontPicture(_ name: String, width: Int, height: Int, _ l: Language) throws -> (Playground, PlaygroundLayout, DisplayList) {
        let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
        let document = try SceneFile.load(RenderGolden.root.appendingPathComponent("Scenes/\(name).yaml").path)
        let p = Playground()
        p.show(document)
        p.language = l
        let layout = p.layout(width: Double(width), height: Double(height), uiScale: 1)
        p.run(document.script.throughPicture)
        return (p, layout, p.displayList(width: width, height: height, uiScale: 1, measurer: measurer))
    }

    /// A round chain badge is kept off a finger's ring by the distance between their centres,
    /// not off the ring's square, so the corners of a small cell around the finger are room.
    /// Scene 55 at 1280 x 900 with the real font: k2.contentView's and k2's badges went onto
    /// k1 and k4, at the end of lines from a cell they were not in. The cell and its contentView
    /// share one box, so they share one tag and one place for their badges.
    @Suite struct FingerRoomFontTests {
        @Test("55 at 1280 x 900 and 1920 x 1080: the cell's and its contentView's badges are in the cell, off the ring, with one tag",
              arguments: [Language.en, .zh])
        func badgesInTheCell(_ l: Language) throws {
            for (w, h) in [(1280, 900), (1920, 1080)] {
                let (p, layout, list) = try SDLTests.realFontPicture("55-collection-view-selection", width: w, height: h, l)
                let scene = try #require(p.scene)
                #expect(p.story.hitView == "k2.contentView")
                let cell = Rect(bounding: try #require(scene.views["k2"]).screenQuad.map(layout.pixel))
                let touch = try #require(p.story.fingers.first).location
                let c = layout.pixel(touch)
                let ringAndBadge = 18 * layout.scale
                let texts = list.commands.compactMap { cmd -> (String, Point)? in
                    guard case let .text(s, at, _, _, _, _) = cmd, layout.canvas.contains(at) else { return nil }
                    return (s, at)
                }
                for n in ["1", "2"] {
                    // Both in k2 (the contentView covers the cell: one box, one place for the two
                    // badges; in Chinese at 1280 badge 2 went onto k1's edge).
                    let at = try #require(texts.first { $0.0 == n }?.1, "badge \(n) is drawn")
                    #expect(cell.contains(at), "badge \(n) at \(at) is in k2 \(cell) at \(w)x\(h) (\(l))")
                    #expect(at.distance(to: c) > ringAndBadge, "badge \(n) is off the finger's ring at \(w)x\(h) (\(l))")
                }
                // One verdict mark for the cell and its contentView: no tag names the contentView
                // alone (it went below the cell, across k3 and k4).
                #expect(!texts.contains { $0.0.hasPrefix("k2.contentView") }, "no tag of the contentView's own at \(w)x\(h) (\(l))")
            }
        }

        @Test("09 at 900 x 700: a ring drawn whole over a title it would cut to ticks has the title drawn again over it, though the titled view was never visited",
              arguments: [Language.en, .zh])
        func titleOverWholeRing(_ l: Language) throws {
            // The Follow button is never visited (its parent's hitTest override answers first):
            // only the visited views' titles were drawn again, and "Follow" lay under the ring.
            let (p, layout, list) = try SDLTests.realFontPicture("09-hittest-intercept", width: 900, height: 700, l)
            #expect(p.story.visit(of: "followButton") == nil)
            let c = layout.pixel(try #require(p.story.fingers.first).location)
            let radius = 18 * layout.scale
            let ring = try #require(list.commands.lastIndex { command in
                if case let .circle(center, rad, _, false) = command { return center.distance(to: c) < 0.5 && abs(rad - radius) < 2 } else { return false }
            }, "the ring is drawn")
            let title = list.commands.lastIndex { command in
                if case let .text(s, _, _, _, _, _) = command { return s == "Follow" } else { return false }
            }
            #expect(title.map { $0 > ring } == true, "Follow's title is drawn over the ring (\(l))")
        }
    }
}
