/// Two grids of cell values that take turns, so that a tracker can rewrite a few regions of its
/// grid without copying the whole of it while the maps it handed out keep the grid they were
/// given (value semantics).
///
/// ``writable(over:)`` gives the grid to rewrite `rects` in: the front grid itself when no map
/// holds it any more; else the spare grid, once no map holds it either, brought up to date by
/// copying only the regions the front grid was rewritten in since the two last agreed; else a
/// full copy. The grid returned becomes the front one, equal to the old front one outside `rects`.
struct GridBuffers {
    private(set) var front: CellGrid
    private var spare: CellGrid?
    /// Where `spare` may differ from `front` (cell rectangles; may cover more than that).
    private var spareStale: [CellRect] = []
    let columns: Int

    init(_ grid: CellGrid, columns: Int) {
        front = grid
        self.columns = columns
    }

    /// The grid to rewrite `rects` in (every other cell equal to the current front grid's);
    /// it is the front grid from now on. The caller holds no map that shares the front grid.
    mutating func writable(over rects: [CellRect]) -> CellGrid {
        if isKnownUniquelyReferenced(&front) {
            if spare != nil { spareStale = CellRect.merged(spareStale + rects) }
            return front
        }
        var next: CellGrid
        if var s = spare {
            spare = nil
            if isKnownUniquelyReferenced(&s), s.cells.count == front.cells.count {
                copy(spareStale, from: front, to: s)
                next = s
            } else {
                next = CellGrid(front.cells)
            }
        } else {
            next = CellGrid(front.cells)
        }
        spare = front
        spareStale = rects
        front = next
        return next
    }

    /// Copies the cells of `rects` from one grid to the other.
    private func copy(_ rects: [CellRect], from: CellGrid, to: CellGrid) {
        let width = columns
        from.cells.withUnsafeBufferPointer { src in
            to.cells.withUnsafeMutableBufferPointer { dst in
                guard let s = src.baseAddress, let d = dst.baseAddress else { return }
                for r in rects where !r.columns.isEmpty {
                    for row in r.rows {
                        let base = row * width + r.columns.lowerBound
                        (d + base).update(from: s + base, count: r.columns.count)
                    }
                }
            }
        }
    }
}
