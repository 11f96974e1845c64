import TouchScopeCore

/// Rectangles bucketed in a uniform grid, so "does anything here overlap this box?" looks at the
/// few rectangles near the box instead of all of them. Answers exactly what a scan of every
/// rectangle in insertion order answers (the grid only narrows the candidates; the test itself
/// is the caller's), so overlay placement stays the same to the pixel.
///
/// Tag placement asks this once per candidate spot for every tagged view: with 1,000 tagged
/// views a scan made a frame quadratic in rectangle tests.
struct RectIndex {
    /// The grid's cell side, in pixels (about a tag's width: most boxes touch one to four cells).
    static let cell = 64.0
    /// A rectangle covering more cells than this is kept aside and always tested.
    static let maxCells = 1024

    private(set) var rects: [Rect] = []
    /// Per cell (its packed column and row), the indices of the rectangles touching it.
    private var cells: [Int: [Int]] = [:]
    /// Rectangles too large (or not finite) for the grid.
    private var large: [Int] = []

    var count: Int { rects.count }

    private static func range(_ r: Rect, grownBy g: Double) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let x0 = ((r.minX - g) / cell).rounded(.down), y0 = ((r.minY - g) / cell).rounded(.down)
        let x1 = ((r.maxX + g) / cell).rounded(.down), y1 = ((r.maxY + g) / cell).rounded(.down)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite,
              abs(x0) < 1e9, abs(y0) < 1e9, abs(x1) < 1e9, abs(y1) < 1e9 else { return nil }
        return (Int(x0), Int(y0), Int(x1), Int(y1))
    }

    private static func key(_ x: Int, _ y: Int) -> Int { (x << 32) ^ (y & 0xFFFF_FFFF) }

    mutating func append(_ r: Rect) {
        let i = rects.count
        rects.append(r)
        // Grown by a pixel: a query's own margin covers the rest.
        guard let c = Self.range(r, grownBy: 1), (c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1) <= Self.maxCells else {
            large.append(i)
            return
        }
        for x in c.x0...c.x1 {
            for y in c.y0...c.y1 { cells[Self.key(x, y), default: []].append(i) }
        }
    }

    mutating func append<S: Sequence>(contentsOf rs: S) where S.Element == Rect {
        for r in rs { append(r) }
    }

    /// Whether `test` holds for any rectangle that may come within `margin` of `r` (every
    /// rectangle that overlaps `r` grown by `margin` is offered; others may be too).
    func contains(near r: Rect, margin: Double, where test: (Int, Rect) -> Bool) -> Bool {
        for i in large where test(i, rects[i]) { return true }
        guard let c = Self.range(r, grownBy: margin + 1),
              (c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1) <= Self.maxCells else {
            // A query too large for the grid: scan.
            for (i, rect) in rects.enumerated() where test(i, rect) { return true }
            return false
        }
        for x in c.x0...c.x1 {
            for y in c.y0...c.y1 {
                guard let list = cells[Self.key(x, y)] else { continue }
                for i in list where test(i, rects[i]) { return true }
            }
        }
        return false
    }
}

extension RectIndex {
    /// Drops the rectangles at `range` (rebuilds the grid).
    mutating func removeSubrange(_ range: Range<Int>) {
        var kept = rects
        kept.removeSubrange(range)
        self = RectIndex()
        append(contentsOf: kept)
    }
}

/// The views' id label lines by view id, with a grid over them for overlap tests.
struct LabelLines {
    let byID: [String: Rect]
    private let ids: [String]
    private let index: RectIndex

    init(_ byID: [String: Rect]) {
        self.byID = byID
        var ids: [String] = [], index = RectIndex()
        ids.reserveCapacity(byID.count)
        for (id, r) in byID { ids.append(id); index.append(r) }
        self.ids = ids
        self.index = index
    }

    subscript(id: String) -> Rect? { byID[id] }

    /// Whether the label of any view but `id` overlaps `r`.
    func anyOverlaps(_ r: Rect, except id: String) -> Bool {
        index.contains(near: r, margin: 0) { i, rect in rect.intersects(r) && ids[i] != id }
    }
}
