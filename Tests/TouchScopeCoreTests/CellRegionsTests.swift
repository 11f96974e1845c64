import Testing
@testable import TouchScopeCore
import TouchScopeTestSupport

/// The one-pass ``CellRegions/rects(grid:columns:)`` against the value-by-value reference
/// (``CellRegions/rectsByCells(grid:columns:)``): the same rectangles, in the same order.
@Suite("Hit map regions from one pass over the grid")
struct CellRegionsTests {
    /// A grid of rectangles painted over each other (as a hit map is), with some single cells.
    static func grid(columns: Int, rows: Int, values: UInt32, _ rng: inout SplitMix64) -> [UInt32] {
        var g = [UInt32](repeating: 0, count: columns * rows)
        for _ in 0..<Int(rng.next() % 12) {
            let c0 = Int(rng.next() % UInt64(columns)), r0 = Int(rng.next() % UInt64(rows))
            let c1 = min(columns, c0 + 1 + Int(rng.next() % UInt64(columns))), r1 = min(rows, r0 + 1 + Int(rng.next() % UInt64(rows)))
            let v = UInt32(rng.next() % UInt64(values + 1))
            for r in r0..<r1 { for c in c0..<c1 { g[r * columns + c] = v } }
        }
        for _ in 0..<Int(rng.next() % 6) { g[Int(rng.next() % UInt64(g.count))] = UInt32(rng.next() % UInt64(values + 1)) }
        return g
    }

    @Test("every value's rectangles equal the reference's, over random grids")
    func sameAsReference() {
        var rng = SplitMix64(seed: 17)
        for _ in 0..<400 {
            let columns = 1 + Int(rng.next() % 24), rows = 1 + Int(rng.next() % 24)
            let g = Self.grid(columns: columns, rows: rows, values: 1 + UInt32(rng.next() % 5), &rng)
            let fast = CellRegions.rects(grid: g, columns: columns)
            let reference = CellRegions.rectsByCells(grid: g, columns: columns)
            #expect(fast == reference)
        }
    }

    @Test("the rectangles of each value cover exactly its cells")
    func coversExactly() {
        var rng = SplitMix64(seed: 3)
        let columns = 30, rows = 20
        let g = Self.grid(columns: columns, rows: rows, values: 4, &rng)
        var painted = [UInt32](repeating: 0, count: g.count)
        for (value, rects) in CellRegions.rects(grid: g, columns: columns) {
            for r in rects {
                for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) {
                    #expect(painted[y * columns + x] == 0)
                    painted[y * columns + x] = value
                } }
            }
        }
        #expect(painted == g)
    }

    @Test("an empty grid and a grid of no views have no regions")
    func empty() {
        #expect(CellRegions.rects(grid: [], columns: 5).isEmpty)
        #expect(CellRegions.rects(grid: [0, 0, 0, 0], columns: 2).isEmpty)
    }
}
