import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A verdict tag just over or under its view that reaches past the view's sides (over the views
/// beside it) has a tail, as a speech bubble has, whose tip is in its own view: in a row of
/// narrow views (12's alpha boxes) "alpha002 ✗ outside" spans alpha001 too, and without the
/// tail the pair read swapped.
@Suite struct TagTailTests {
    /// The tails drawn in `list`: filled triangles, tip last.
    static func tails(_ list: DisplayList) -> [(base: [Point], tip: Point)] {
        list.commands.compactMap {
            guard case let .fillPolygon(points, _) = $0, points.count == 3 else { return nil }
            return (Array(points.prefix(2)), points[2])
        }
    }

    /// Every verdict tag that lies over or under its view and reaches 6 points past one of its
    /// sides has a tail from its edge whose tip is in its own view and in no other tagged view.
    static func check(_ name: String, _ list: DisplayList, _ r: PlaygroundRenderer, _ p: Playground, _ what: String) throws -> Int {
        let scene = try #require(p.scene)
        let tails = Self.tails(list)
        var boxes: [String: Rect] = [:]
        for id in r.verdictTagRects.keys {
            guard let view = scene.views[id], case let quad = r.pixelQuad(view), let visible = r.visibleBox(of: view, quad: quad) else { continue }
            boxes[id] = visible
        }
        var seen = 0
        for (id, tag) in r.verdictTagRects {
            guard let visible = boxes[id], PlaygroundRenderer.isAttached(tag, to: visible, gap: 4 * r.u, overlap: 12 * r.u) else { continue }
            let above = tag.maxY <= visible.minY + 1, below = tag.minY >= visible.maxY - 1
            let overhangs = tag.minX < visible.minX - 6 * r.u || tag.maxX > visible.maxX + 6 * r.u
            let room = min(tag.maxX, visible.maxX) - max(tag.minX, visible.minX) >= 8 * r.u
            guard (above || below) && overhangs && room else { continue }
            let mine = tails.filter { t in
                t.base.allSatisfy { abs($0.y - (above ? tag.maxY : tag.minY)) <= 2 * r.u && $0.x >= tag.minX && $0.x <= tag.maxX }
            }
            guard let tail = mine.first else {
                Issue.record("\(name) \(what): \(id)'s tag \(tag) reaches past its view \(visible) but has no tail")
                continue
            }
            seen += 1
            #expect(visible.insetBy(dx: -1, dy: -1).contains(tail.tip), "\(name) \(what): \(id)'s tail tip \(tail.tip) is in its view \(visible)")
            for (other, box) in boxes where other != id && box.insetBy(dx: 1, dy: 1).contains(tail.tip) && !visible.contains(tail.tip) {
                Issue.record("\(name) \(what): \(id)'s tail points into \(other)")
            }
        }
        return seen
    }

    @Test("12 in a small window: alpha002's tag, over alpha001 and alpha002, points into alpha002")
    func alphaRow() throws {
        let document = try UITest.example("12-views-that-ignore-touches")
        var (p, _, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: 900, height: 700)
        let list = r.render(width: 900, height: 700)
        #expect(try Self.check("12", list, r, p, "900x700") > 0)
        let scene = try #require(p.scene)
        let (a1, a2) = (try #require(scene.views["alpha001"]), try #require(scene.views["alpha002"]))
        let box1 = Rect(bounding: r.pixelQuad(a1)), box2 = Rect(bounding: r.pixelQuad(a2))
        let tag = try #require(r.verdictTagRects["alpha002"])
        if tag.minX < box1.maxX {
            let tip = try #require(Self.tails(list).first { abs($0.base[0].y - tag.maxY) <= 2 || abs($0.base[0].y - tag.minY) <= 2 }?.tip)
            #expect(tip.x > box2.minX && tip.x < box2.maxX, "the tip \(tip) is over alpha002 \(box2), not alpha001 \(box1)")
        }
    }

    @Test("every scene, three sizes, both languages: a tag reaching past its view's sides points into it", arguments: [Language.en, .zh])
    func everyScene(_ l: Language) throws {
        var seen = 0
        try UITest.eachScenePicture(l) { name, size, p, list, r in seen += try Self.check(name, list, r, p, "\(size) \(l)") }
        #expect(seen > 10, "tails checked: \(seen)")
    }
}
