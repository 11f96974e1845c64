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

    /// A hit map of a scrolled list: bands of equal rows (rows of views `band` cells high, cut
    /// at a random offset), a column of other values at the side, sometimes a view in front.
    static func listGrid(columns: Int, rows: Int, _ rng: inout SplitMix64) -> [UInt32] {
        let band = 1 + Int(rng.next() % 9), offset = Int(rng.next() % UInt64(band))
        var g = [UInt32](repeating: 0, count: columns * rows)
        let side = Int(rng.next() % UInt64(columns))
        for r in 0..<rows {
            for c in 0..<columns { g[r * columns + c] = c < side ? 9 : UInt32(1 + (r + offset) / band % 4) }
        }
        if rng.next() % 2 == 0 {
            let c0 = Int(rng.next() % UInt64(columns)), r0 = Int(rng.next() % UInt64(rows))
            for r in r0..<min(rows, r0 + 3) { for c in c0..<min(columns, c0 + 5) { g[r * columns + c] = 7 } }
        }
        return g
    }

    @Test("rows equal to the one above (bands) give the reference's rectangles")
    func bandsSameAsReference() {
        var rng = SplitMix64(seed: 29)
        for _ in 0..<300 {
            let columns = 1 + Int(rng.next() % 30), rows = 1 + Int(rng.next() % 40)
            let g = Self.listGrid(columns: columns, rows: rows, &rng)
            #expect(CellRegions.rects(grid: g, columns: columns) == CellRegions.rectsByCells(grid: g, columns: columns))
        }
    }

    @Test("region borders by bands of equal rows equal the cell-by-cell scan, runs and order")
    func bordersSameAsScan() {
        var rng = SplitMix64(seed: 41)
        for k in 0..<600 {
            let columns = 1 + Int(rng.next() % 30), rows = 1 + Int(rng.next() % 40)
            let g = k % 2 == 0 ? Self.grid(columns: columns, rows: rows, values: 1 + UInt32(rng.next() % 5), &rng)
                : Self.listGrid(columns: columns, rows: rows, &rng)
            let fast = CellRegions.borders(grid: g, columns: columns)
            let reference = CellRegions.bordersByScan(grid: g, columns: columns)
            #expect(fast.horizontal == reference.horizontal)
            #expect(fast.vertical == reference.vertical)
        }
        // Every border run separates two different values, and every such pair is covered.
        let g = Self.listGrid(columns: 12, rows: 30, &rng)
        let b = CellRegions.borders(grid: g, columns: 12)
        var h = Set<Int>(), v = Set<Int>()
        for run in b.horizontal { for x in run.start..<run.end { h.insert(run.line * 12 + x) } }
        for run in b.vertical { for y in run.start..<run.end { v.insert(y * 12 + run.line) } }
        for y in 0..<30 { for x in 0..<12 {
            if y < 29 { #expect(h.contains(y * 12 + x) == (g[y * 12 + x] != g[(y + 1) * 12 + x])) }
            if x < 11 { #expect(v.contains(y * 12 + x) == (g[y * 12 + x] != g[y * 12 + x + 1])) }
        } }
        let none = CellRegions.borders(grid: [], columns: 4)
        #expect(none.horizontal.isEmpty && none.vertical.isEmpty)
    }

    @Test("a hit map numbered row by row (equal rows copied) equals the cell-by-cell numbering")
    func numberingByRows() {
        var rng = SplitMix64(seed: 53)
        let table = (0..<10).map { View(id: "v\($0)", frame: Rect(x: 0, y: 0, width: 1, height: 1)) }
        for k in 0..<300 {
            let columns = 1 + Int(rng.next() % 30), rows = 1 + Int(rng.next() % 40)
            let g = k % 2 == 0 ? Self.grid(columns: columns, rows: rows, values: 1 + UInt32(rng.next() % 5), &rng)
                : Self.listGrid(columns: columns, rows: rows, &rng)
            let byRows = LazyNumbering.number(g, table, columns: columns)
            let reference = LazyNumbering.number(g, table)
            #expect(byRows.cells == reference.cells)
            #expect(byRows.views.count == reference.views.count && zip(byRows.views, reference.views).allSatisfy { $0 === $1 })
        }
        #expect(LazyNumbering.number([], table, columns: 4).cells.isEmpty)
    }

    @Test("an empty grid and a grid of no views have no regions")
    func empty() {
        #expect(CellRegions.rects(grid: [], columns: 5).isEmpty)
        #expect(CellRegions.rects(grid: [0, 0, 0, 0], columns: 2).isEmpty)
    }
}
