import TouchScopeCore

/// Rectangles bucketed in a uniform grid over an area (the canvas), so "does anything here
/// overlap this box?" looks at the few rectangles near the box instead of all of them. Answers
/// exactly what a scan of every rectangle answers (the grid only narrows the candidates; the
/// test itself is the caller's), so overlay placement stays the same to the pixel.
///
/// Tag placement asks this once per candidate spot for every tagged view: with 1,000 tagged
/// views a scan made a frame quadratic in rectangle tests.
struct RectIndex {
    /// The grid's cell side, in pixels (about half a tag's width).
    static let cell = 32.0

    /// What a rectangle in the index is, so a query may pass over some of them.
    struct Layers: OptionSet {
        let rawValue: UInt8
        /// A mark placed: a tag, a badge, a finger's ring.
        static let mark = Layers(rawValue: 1)
        /// The bracket around the touch that found the hit view: a finger's name may sit on it
        /// (it is the touch's mark too), nothing else.
        static let touchBracket = Layers(rawValue: 2)
        /// Taken out (``retire(_:)``): no query sees it.
        static let retired = Layers(rawValue: 128)
    }

    private(set) var rects: [Rect] = []
    private var layers: [Layers] = []
    /// The layers every query passes over for now, besides the retired rectangles (while the
    /// fingers are drawn: the bracket around the touch).
    var passable: Layers = []
    private let area: Rect
    private let columns: Int, rows: Int
    /// Per cell (row-major), the indices of the rectangles touching it.
    private var cells: [[Int]]
    /// Rectangles reaching outside the area (or not finite): tested by every query that does.
    private var outside: [Int] = []

    /// An index whose grid covers `area` (rectangles anywhere are kept; the grid only speeds up
    /// queries inside it).
    init(area: Rect = .zero) {
        let ok = area.width.isFinite && area.height.isFinite && area.width > 0 && area.height > 0
            && area.width < 100_000 && area.height < 100_000
        self.area = ok ? area : .zero
        columns = ok ? Int((area.width / Self.cell).rounded(.up)) + 1 : 0
        rows = ok ? Int((area.height / Self.cell).rounded(.up)) + 1 : 0
        cells = Array(repeating: [], count: columns * rows)
    }

    var count: Int { rects.count }

    /// The cells `r` grown by `g` touches, clamped to the grid, and whether it reaches outside.
    private func range(_ r: Rect, grownBy g: Double) -> (x0: Int, y0: Int, x1: Int, y1: Int, outside: Bool)? {
        guard columns > 0 else { return nil }
        let fx0 = ((r.minX - g - area.minX) / Self.cell).rounded(.down), fy0 = ((r.minY - g - area.minY) / Self.cell).rounded(.down)
        let fx1 = ((r.maxX + g - area.minX) / Self.cell).rounded(.down), fy1 = ((r.maxY + g - area.minY) / Self.cell).rounded(.down)
        guard fx0.isFinite, fy0.isFinite, fx1.isFinite, fy1.isFinite else { return nil }
        let out = fx0 < 0 || fy0 < 0 || fx1 >= Double(columns) || fy1 >= Double(rows)
        let x0 = Int(max(0, min(Double(columns - 1), fx0))), x1 = Int(max(0, min(Double(columns - 1), fx1)))
        let y0 = Int(max(0, min(Double(rows - 1), fy0))), y1 = Int(max(0, min(Double(rows - 1), fy1)))
        return (x0, y0, x1, y1, out)
    }

    mutating func append(_ r: Rect, as layer: Layers = .mark) {
        let i = rects.count
        rects.append(r)
        layers.append(layer)
        // Grown by a pixel: a query's own margin covers the rest.
        guard let c = range(r, grownBy: 1) else {
            outside.append(i)
            return
        }
        if c.outside { outside.append(i) }
        for y in c.y0...c.y1 {
            for x in c.x0...c.x1 { cells[y * columns + x].append(i) }
        }
    }

    mutating func append<S: Sequence>(contentsOf rs: S) where S.Element == Rect {
        for r in rs { append(r) }
    }

    /// Drops the last `n` rectangles appended (each is last in the cells it was put in: no
    /// rebuild of the grid).
    mutating func removeLast(_ n: Int) {
        for _ in 0..<min(n, rects.count) {
            let i = rects.count - 1
            let r = rects.removeLast()
            layers.removeLast()
            let c = range(r, grownBy: 1)
            if c == nil || c?.outside == true {
                precondition(outside.last == i)
                outside.removeLast()
            }
            guard let c else { continue }
            for y in c.y0...c.y1 {
                for x in c.x0...c.x1 {
                    precondition(cells[y * columns + x].last == i)
                    cells[y * columns + x].removeLast()
                }
            }
        }
    }

    /// Takes the rectangles at `range` out of every query from now on (kept in place, so the
    /// indices of those appended after them stay the same; no rebuild of the grid).
    mutating func retire(_ range: Range<Int>) {
        for i in range where layers.indices.contains(i) { layers[i] = .retired }
    }

    /// How much of `r` the rectangles in the index cover, summed over them (in square pixels;
    /// rectangles that overlap each other count twice).
    func coveredArea(of r: Rect) -> Double {
        var area = 0.0
        // (A rectangle over several cells is offered once per cell: counted once.)
        var seen = Set<Int>()
        _ = contains(near: r, margin: 0) { i, rect in
            if seen.insert(i).inserted, let o = rect.intersection(r) { area += o.width * o.height }
            return false
        }
        return area
    }

    /// Whether `test` holds for any rectangle that may come within `margin` of `r` (every
    /// rectangle that overlaps `r` grown by `margin` is offered; others may be too).
    func contains(near r: Rect, margin: Double, where test: (Int, Rect) -> Bool) -> Bool {
        let skipped = passable.union(.retired).rawValue
        guard let c = range(r, grownBy: margin + 1) else {
            for (i, rect) in rects.enumerated() where layers[i].rawValue & skipped == 0 && test(i, rect) { return true }
            return false
        }
        // Rectangles reaching outside the area can only meet a query that does too, or in the
        // cells inside the area they are registered in.
        if c.outside {
            for i in outside where layers[i].rawValue & skipped == 0 && test(i, rects[i]) { return true }
        }
        for y in c.y0...c.y1 {
            for x in c.x0...c.x1 {
                for i in cells[y * columns + x] where layers[i].rawValue & skipped == 0 && test(i, rects[i]) { return true }
            }
        }
        return false
    }
}

/// The views' id label lines by view id, with a grid over those on the canvas for overlap tests.
struct LabelLines {
    let byID: [String: Rect]
    private var ids: [String] = []
    private var index: RectIndex

    /// `canvas`: queries ask only about boxes inside it, so labels wholly off it are left out.
    init(_ byID: [String: Rect], canvas: Rect) {
        self.byID = byID
        index = RectIndex(area: canvas)
        for (id, r) in byID where r.intersects(canvas) { ids.append(id); index.append(r) }
    }

    subscript(id: String) -> Rect? { byID[id] }

    /// Whether the label of any view but `id` overlaps `r`, a box inside the canvas.
    func anyOverlaps(_ r: Rect, except id: String) -> Bool {
        index.contains(near: r, margin: 0) { i, rect in rect.intersects(r) && ids[i] != id }
    }

    /// The labels that overlap `r`, a box inside the canvas.
    func boxes(touching r: Rect) -> [Rect] {
        var out: [Rect] = []
        var seen: Set<Int> = []
        _ = index.contains(near: r, margin: 0) { i, rect in
            if rect.intersects(r), seen.insert(i).inserted { out.append(rect) }
            return false
        }
        return out
    }

    /// Whether the line from `a` to `b` crosses the label of any view but `id`.
    func anyCrossed(from a: Point, to b: Point, except id: String) -> Bool {
        index.contains(near: Rect(bounding: [a, b]), margin: 0) { i, rect in ids[i] != id && PlaygroundRenderer.segment(a, b, crosses: rect) }
    }

    /// Whether the label of any view whose id passes `test` overlaps `r`, a box inside the canvas.
    func anyOverlaps(_ r: Rect, where test: (String) -> Bool) -> Bool {
        index.contains(near: r, margin: 0) { i, rect in rect.intersects(r) && test(ids[i]) }
    }
}

extension RectIndex {
    /// Whether a mark at `rect` overlaps one of the boxes, `gap` kept between them (half on
    /// each side).
    func overlapsMark(_ rect: Rect, gap: Double) -> Bool {
        let half = gap / 2
        return contains(near: rect, margin: half) { $1.insetBy(dx: -half, dy: -half).intersects(rect) }
    }
}
