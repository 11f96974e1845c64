import Testing
import TouchScopeCore
import TouchScopeTestSupport
@testable import TouchScopeUI

/// The placed marks' grid answers what a scan of the rectangles it holds answers, after
/// rectangles are taken out from its end (``RectIndex/removeLast(_:)``), retired in its middle
/// (``RectIndex/retire(_:)``) or passed over by layer (``RectIndex/passable``), none of which
/// rebuilds it.
@Suite struct RectIndexTests {
    func random(_ g: inout SplitMix64, in area: Rect) -> Rect {
        // Some reach outside the area, as tags on the canvas's frame do.
        let x = area.minX - 60 + g.unit() * (area.width + 120), y = area.minY - 60 + g.unit() * (area.height + 120)
        return Rect(x: x, y: y, width: 2 + g.unit() * 90, height: 2 + g.unit() * 40)
    }

    func scan(_ rects: [Rect], _ q: Rect) -> Bool { rects.contains { $0.intersects(q) } }

    @Test("after appends, removals from the end, retirements and a passable layer, every query answers as a scan of what is left does",
          arguments: [1 as UInt64, 2, 3, 4, 5])
    func answersAsAScan(seed: UInt64) {
        var g = SplitMix64(seed: seed)
        let area = Rect(x: 100, y: 40, width: 390, height: 780)
        var index = RectIndex(area: area)
        var live: [(Rect, RectIndex.Layers)] = []
        var retired = Set<Int>()
        for step in 0..<400 {
            switch g.next() % 10 {
            case 0 where !live.isEmpty:
                let n = Int(g.next() % 4)
                index.removeLast(n)
                live.removeLast(min(n, live.count))
                retired = retired.filter { $0 < live.count }
            case 1 where live.count > 3:
                let a = Int(g.next() % UInt64(live.count)), b = min(live.count, a + 1 + Int(g.next() % 3))
                index.retire(a..<b)
                retired.formUnion(a..<b)
            default:
                let r = random(&g, in: area)
                let layer: RectIndex.Layers = g.next() % 5 == 0 ? .touchBracket : .mark
                index.append(r, as: layer)
                live.append((r, layer))
            }
            index.passable = g.next() % 3 == 0 ? .touchBracket : []
            let seen = live.indices.filter { !retired.contains($0) && !index.passable.contains(live[$0].1) }.map { live[$0].0 }
            for _ in 0..<8 {
                let q = random(&g, in: area)
                let got = index.contains(near: q, margin: 0) { _, r in r.intersects(q) }
                #expect(got == scan(seen, q), "seed \(seed), step \(step): \(q)")
            }
        }
    }

    @Test("a rectangle taken out from the end leaves the grid as if it had never been put in")
    func removeLastLeavesNoTrace() {
        var index = RectIndex(area: Rect(x: 0, y: 0, width: 300, height: 300))
        index.append(Rect(x: 10, y: 10, width: 50, height: 20))
        index.append(Rect(x: 100, y: 100, width: 250, height: 40))
        index.append(Rect(x: -30, y: -30, width: 20, height: 20))
        index.removeLast(2)
        #expect(index.count == 1)
        func hits(_ q: Rect) -> Bool { index.contains(near: q, margin: 0) { $1.intersects(q) } }
        #expect(!hits(Rect(x: 120, y: 110, width: 5, height: 5)))
        #expect(!hits(Rect(x: -25, y: -25, width: 5, height: 5)))
        #expect(hits(Rect(x: 20, y: 15, width: 5, height: 5)))
        index.append(Rect(x: 100, y: 100, width: 10, height: 10))
        #expect(index.count == 2, "appends after a removal take the freed index")
    }

    @Test("coveredArea sums each rectangle's overlap with the box once, as a scan does, for rectangles over many cells and outside the area",
          arguments: [1 as UInt64, 2, 3])
    func coveredAreaIsAScan(_ seed: UInt64) {
        var g = SplitMix64(seed: seed)
        let area = Rect(x: 0, y: 0, width: 400, height: 300)
        var index = RectIndex(area: area)
        var rects: [Rect] = []
        for _ in 0..<40 {
            let r = random(&g, in: area)
            rects.append(r)
            index.append(r)
        }
        // A caption-sized box over many cells.
        rects.append(Rect(x: 20, y: 200, width: 300, height: 90))
        index.append(rects[rects.count - 1])
        for _ in 0..<200 {
            let q = Rect(x: g.unit() * 400 - 50, y: g.unit() * 300 - 50, width: 10 + g.unit() * 200, height: 10 + g.unit() * 120)
            let scanned = rects.reduce(0.0) { sum, r in r.intersection(q).map { sum + $0.width * $0.height } ?? sum }
            #expect(abs(index.coveredArea(of: q) - scanned) < 1e-6)
        }
    }
}
