import func Foundation.memcmp

/// Why a part of a view that is drawn cannot be reached by a tap.
public enum DeadZoneReason: Sendable, Hashable {
    /// The point is outside an ancestor's `point(inside:)` (its bounds, or its override's area):
    /// the ancestor is asked first and says no, so its subviews are never asked. The overflow
    /// case: the ancestor does not clip, so the part is drawn. `rule` is the ancestor's override.
    case outsideAncestor(String, rule: String?)
    /// The view or an ancestor is skipped outright (hidden, interaction off, alpha < 0.01).
    case ignored(by: String, HitTestVerdict)
    /// The view's own `point(inside:)` (or `hitTest` rectangle) override says no here.
    case ownOverride(rule: String)
    /// An ancestor's `hitTest` override returns the ancestor itself: its subviews never get touches.
    case intercepted(by: String, rule: String)
    /// The view's own `hitTest` returns nil where the answer would be the view (pass-through).
    case passThrough
    /// An ancestor's custom `hitTest` override answers something else.
    case overridden(by: String, rule: String)
    /// A view in front (not drawn here: clear or nearly transparent) takes the tap.
    case covered(by: String)
    /// No view takes a tap here at all (a window in front rejects it and nothing else is asked).
    case unreachable
}

/// One view's dead zone for one reason: cell-aligned rectangles in canvas points.
public struct DeadZone: Sendable, Hashable {
    public var view: String
    public var reason: DeadZoneReason
    /// Disjoint rectangles, in canvas (screen) points.
    public var rects: [Rect]
    /// The area in square points.
    public var area: Double { rects.reduce(0) { $0 + $1.width * $1.height } }
}

/// The parts of views that are DRAWN (what you see at a point is that view) but that a tap at
/// that point does not reach: the hit-test answer there is another view, or none.
///
/// Samples are the centres of `step`-sized cells, exactly as ``HitMap`` takes them, so the two
/// agree cell for cell. What is drawn at a sample is ``Drawing``'s decision, the one the window
/// paints with: views back to front, hidden subtrees skipped, accumulated alpha above 0, colour
/// not fully clear, within every clipping ancestor's box.
///
/// - Note: Clipping uses the clipping view's bounding box, as the window's drawing does; hit-testing
///   is exact. For rotated clipping views the two can differ near the corners.
public struct DeadZoneMap {
    public let columns: Int
    public let rows: Int
    public let step: Double
    /// The views drawn somewhere (in painting order), indexed by `drawn` values minus one (0:
    /// nothing drawn).
    public let drawnViews: [View]
    /// Per sample: 0, or a value that `drawnTable` turns into an index + 1 into `drawnViews`
    /// (nil table: the value is that index + 1 already). A ``HitMapTracker``'s zones hold the
    /// tracker's own view numbers here, stable from update to update.
    let drawnGrid: CellGrid
    let drawnTable: [UInt32]?
    private let numbering: LazyDrawn
    /// Row-major: the front-most drawn view at each sample (0: none, else an index + 1 into
    /// `drawnViews`).
    ///
    /// - Note: A ``HitMapTracker``'s zones number the samples in this order the first time this is
    ///   read (one pass over the samples); ``drawnView(column:row:)`` needs no numbering.
    public var drawn: [UInt32] { numbering.numbered(drawnGrid.cells, drawnTable) }
    /// The hit map the zones were computed against.
    public let hitMap: HitMap
    /// Every dead zone, views in drawing order, then by reason.
    public let zones: [DeadZone]

    init(columns: Int, rows: Int, step: Double, drawnViews: [View], drawn: [UInt32], hitMap: HitMap, zones: [DeadZone]) {
        self.init(columns: columns, rows: rows, step: step, drawnViews: drawnViews, drawnGrid: CellGrid(drawn), drawnTable: nil,
                  hitMap: hitMap, zones: zones)
    }

    init(columns: Int, rows: Int, step: Double, drawnViews: [View], drawnGrid: CellGrid, drawnTable: [UInt32]?,
         hitMap: HitMap, zones: [DeadZone]) {
        self.columns = columns; self.rows = rows; self.step = step
        self.drawnViews = drawnViews
        self.drawnGrid = drawnGrid
        self.drawnTable = drawnTable
        numbering = LazyDrawn()
        self.hitMap = hitMap
        self.zones = zones
    }

    /// The front-most drawn view at a cell (nil: nothing drawn).
    public func drawnView(column: Int, row: Int) -> View? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        let g = drawnGrid.cells[row * columns + column]
        let v = drawnTable.map { g == 0 ? 0 : $0[Int(g)] } ?? g
        return v == 0 ? nil : drawnViews[Int(v) - 1]
    }

    /// The dead zones of one view.
    public func zones(of view: String) -> [DeadZone] { zones.filter { $0.view == view } }

    /// Computes the dead zones of `application`'s windows over a canvas of `canvas` points.
    /// Pass `hitMap` to reuse one already computed with the same canvas and step.
    public static func compute(_ application: Application, canvas: Size, step: Double = 1, hitMap: HitMap? = nil) -> DeadZoneMap {
        let map = hitMap ?? HitMap.compute(application, canvas: canvas, step: step)
        let step = map.step
        let columns = map.columns, rows = map.rows
        var drawnViews: [View] = []
        var drawn = [UInt32](repeating: 0, count: columns * rows)

        // What is drawn at each sample: the one decision (``Drawing``), painted back to front.
        Drawing.visit(application.windowsFrontToBack.reversed(), enter: { item in
            guard item.isVisible else { return }
            let quad = item.quad
            let box = Rect(bounding: quad)
            guard let area = item.clip.map({ $0.intersection(box) }) ?? box else { return }
            drawnViews.append(item.view)
            let index = UInt32(drawnViews.count)
            let axisAligned = abs(quad[0].y - quad[1].y) < 1e-9 && abs(quad[1].x - quad[2].x) < 1e-9
            let c0 = max(0, Int((area.minX / step - 0.5).rounded(.up)))
            let c1 = min(columns - 1, Int((area.maxX / step - 0.5).rounded(.down)))
            let r0 = max(0, Int((area.minY / step - 0.5).rounded(.up)))
            let r1 = min(rows - 1, Int((area.maxY / step - 0.5).rounded(.down)))
            guard c0 <= c1, r0 <= r1 else { return }
            for row in r0...r1 {
                let y = (Double(row) + 0.5) * step
                for column in c0...c1 {
                    let p = Point(x: (Double(column) + 0.5) * step, y: y)
                    if axisAligned || convexPolygon(quad, contains: p) { drawn[row * columns + column] = index }
                }
            }
        })

        // Dead cells, grouped by (drawn view, reason).
        let tester = HitTester(parameters: application.parameters.hitTest)
        var order: [ObjectIdentifier: Int] = [:]
        for window in application.windowsFrontToBack.reversed() {
            for v in window.subtree { order[ObjectIdentifier(v)] = order.count }
        }
        var keys: [DeadZoneKey: Int] = [:]
        var groups: [(key: DeadZoneKey, cells: [Int])] = []
        var paths = [[View]?](repeating: nil, count: drawnViews.count + 1)
        for row in 0..<rows {
            for column in 0..<columns {
                let i = row * columns + column
                let d = drawn[i]
                guard d != 0 else { continue }
                let view = drawnViews[Int(d) - 1]
                let hit = map.view(column: column, row: row)
                if hit === view { continue }
                let p = map.samplePoint(column: column, row: row)
                if paths[Int(d)] == nil { paths[Int(d)] = path(to: view) }
                let key = DeadZoneKey(drawnIndex: d, reason: reason(view, path: paths[Int(d)] ?? [], at: p, hit: hit, tester: tester,
                                                                    order: { order[ObjectIdentifier($0)] }))
                if let g = keys[key] { groups[g].cells.append(i) } else {
                    keys[key] = groups.count
                    groups.append((key, [i]))
                }
            }
        }
        let zones = groups.sorted { a, b in
            a.key.drawnIndex != b.key.drawnIndex ? a.key.drawnIndex < b.key.drawnIndex : a.cells[0] < b.cells[0]
        }.map { g in
            DeadZone(view: drawnViews[Int(g.key.drawnIndex) - 1].id, reason: g.key.reason,
                     rects: CellRegions.rects(cells: g.cells, columns: columns).map { r in
                         Rect(x: r.minX * step, y: r.minY * step, width: r.width * step, height: r.height * step)
                     })
        }
        return DeadZoneMap(columns: columns, rows: rows, step: step, drawnViews: drawnViews, drawn: drawn,
                           hitMap: map, zones: zones)
    }

    private struct DeadZoneKey: Hashable {
        var drawnIndex: UInt32
        var reason: DeadZoneReason
    }

    /// Why a tap at screen point `p`, where `view` is drawn, reaches `hit` instead of `view`.
    ///
    /// Walks hit-testing's path from the window down to `view`, asking each view what the
    /// hit-test would: the first one that turns the point away is the reason. If the whole path
    /// would let the tap through, something in front took it first.
    public static func reason(_ view: View, at p: Point, hit: View?, tester: HitTester,
                              order: [ObjectIdentifier: Int]? = nil) -> DeadZoneReason {
        reason(view, path: path(to: view), at: p, hit: hit, tester: tester, order: { order?[ObjectIdentifier($0)] })
    }

    /// The views hit-testing passes through to reach `view`: its window first, `view` last.
    static func path(to view: View) -> [View] { Array(view.ancestors.reversed()) + [view] }

    /// ``reason(_:at:hit:tester:order:)`` with the path (``path(to:)``) computed once per view;
    /// `order` gives a view's place in tree order (nil: unknown), asked only for pass-through views.
    static func reason(_ view: View, path: [View], at p: Point, hit: View?, tester: HitTester,
                       order: (View) -> Int?) -> DeadZoneReason {
        var point = p
        for (i, v) in path.enumerated() {
            guard let toLocal = v.superviewToLocal else {
                return i == 0 ? .unreachable : .outsideAncestor(path[i - 1].id, rule: nil)
            }
            point = toLocal.apply(point)
            let isTarget = v === view
            // The view's rule as steps (the one description hit-testing runs).
            guard let steps = v.hitTestRule.steps(of: v) else {
                // A custom `hitTest`: it decides for everything beneath it.
                if let verdict = tester.rejection(v) { return .ignored(by: v.id, verdict) }
                if !isTarget { return .overridden(by: v.id, rule: v.hitTestRule.label) }
                continue
            }
            if steps.checks, let verdict = tester.rejection(v) { return .ignored(by: v.id, verdict) }
            let inside: Bool
            let rule: String?
            switch steps.inside {
            case .pointInside?:
                inside = tester.pointInside(v, point)
                rule = v.pointInsideRule.isDefault ? nil : v.pointInsideRule.label
            case let .area(area)?:
                inside = area.contains(point)
                rule = v.hitTestRule.label
            case nil:
                inside = true
                rule = nil
            }
            if !inside {
                return isTarget ? .ownOverride(rule: rule ?? v.pointInsideRule.label) : .outsideAncestor(v.id, rule: rule)
            }
            // An ancestor that answers itself without asking its subviews.
            if steps.intercepts && !isTarget { return .intercepted(by: v.id, rule: v.hitTestRule.label) }
        }
        // The whole path lets the tap through: something in front took it first, or the view
        // passed it on to what is behind it.
        if let steps = view.hitTestRule.steps(of: view), !steps.answersSelf {
            guard let hit else { return .passThrough }
            if let h = order(hit), let v = order(view), h < v { return .passThrough }
        }
        if let hit { return .covered(by: hit.id) }
        return .unreachable
    }

}

/// The public numbering of a dead-zone map's drawn grid, computed once, the first time it is
/// asked for.
final class LazyDrawn {
    private var value: [UInt32]?

    func numbered(_ grid: [UInt32], _ table: [UInt32]?) -> [UInt32] {
        guard let table else { return grid }
        if let value { return value }
        let v = grid.map { $0 == 0 ? 0 : table[Int($0)] }
        value = v
        return v
    }
}

/// Turns sets of grid cells into few rectangles (in cell units): runs along each row, then runs
/// of identical spans down the rows merged into one rectangle.
public enum CellRegions {
    /// Rectangles (in cells: x = column, y = row) covering exactly `cells` (row-major indices,
    /// in increasing order).
    public static func rects(cells: [Int], columns: Int) -> [Rect] {
        guard columns > 0 else { return [] }
        var done: [Rect] = []
        // Open rectangles by span (c0, c1), ending at the previous row.
        var open: [Span: (row0: Int, lastRow: Int)] = [:]
        var currentRow = -1
        var rowSpans: [Span] = []
        func flushRow() {
            guard currentRow >= 0 else { return }
            var next: [Span: (Int, Int)] = [:]
            for s in rowSpans {
                if let o = open[s], o.lastRow == currentRow - 1 { next[s] = (o.row0, currentRow) } else { next[s] = (currentRow, currentRow) }
            }
            for (s, o) in open where next[s] == nil || next[s]!.0 != o.row0 {
                done.append(Rect(x: Double(s.c0), y: Double(o.row0), width: Double(s.c1 - s.c0), height: Double(o.lastRow - o.row0 + 1)))
            }
            open = next
            rowSpans = []
        }
        func flushEmptyRows() {
            for (s, o) in open {
                done.append(Rect(x: Double(s.c0), y: Double(o.row0), width: Double(s.c1 - s.c0), height: Double(o.lastRow - o.row0 + 1)))
            }
            open = [:]
        }
        var spanStart = -1, spanEnd = -1
        for i in cells {
            let row = i / columns, column = i % columns
            if row != currentRow {
                if spanStart >= 0 { rowSpans.append(Span(c0: spanStart, c1: spanEnd)) }
                spanStart = -1
                flushRow()
                // Rows with no cells close every open rectangle.
                if row > currentRow + 1 { flushEmptyRows() }
                currentRow = row
            }
            if spanStart >= 0, column == spanEnd { spanEnd += 1 } else {
                if spanStart >= 0 { rowSpans.append(Span(c0: spanStart, c1: spanEnd)) }
                spanStart = column; spanEnd = column + 1
            }
        }
        if spanStart >= 0 { rowSpans.append(Span(c0: spanStart, c1: spanEnd)) }
        flushRow()
        flushEmptyRows()
        return done.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }

    private struct Span: Hashable { var c0: Int; var c1: Int }

    /// Rectangles (in cells) for every value in a row-major grid, by value (0 is skipped):
    /// for each value, exactly what ``rects(cells:columns:)`` gives for its cells.
    ///
    /// One pass over the grid, row by row: each row's runs of one value (sorted by column, they
    /// tile the row) are matched with the previous row's runs; a run with the same columns and
    /// value extends its rectangle, and a rectangle whose run does not go on is closed. No
    /// dictionary per cell (a scrolling frame's hit map has 330,000 of them).
    public static func rects(grid: [UInt32], columns: Int) -> [UInt32: [Rect]] {
        guard columns > 0, grid.count % columns == 0 else { return rectsByCells(grid: grid, columns: columns) }
        let rows = grid.count / columns
        struct Run { var value: UInt32; var c0: Int; var c1: Int; var row0: Int }
        var open: [Run] = [], next: [Run] = []
        var done: [UInt32: [Rect]] = [:]
        func close(_ r: Run, lastRow: Int) {
            done[r.value, default: []].append(Rect(x: Double(r.c0), y: Double(r.row0), width: Double(r.c1 - r.c0),
                                                   height: Double(lastRow - r.row0 + 1)))
        }
        grid.withUnsafeBufferPointer { grid in
            for row in 0..<rows {
                // A row equal to the one above has the same runs: every open rectangle goes on
                // (a hit map of rows of views repeats each row many times).
                if row > 0, rowsEqual(grid, row - 1, row, columns: columns) { continue }
                let base = row * columns
                var k = 0
                var c = 0
                while c < columns {
                    let v = grid[base + c]
                    var e = c + 1
                    while e < columns && grid[base + e] == v { e += 1 }
                    if v != 0 {
                        while k < open.count && open[k].c0 < c { close(open[k], lastRow: row - 1); k += 1 }
                        if k < open.count, open[k].c0 == c, open[k].c1 == e, open[k].value == v {
                            next.append(Run(value: v, c0: c, c1: e, row0: open[k].row0))
                            k += 1
                        } else {
                            next.append(Run(value: v, c0: c, c1: e, row0: row))
                        }
                    }
                    c = e
                }
                while k < open.count { close(open[k], lastRow: row - 1); k += 1 }
                swap(&open, &next)
                next.removeAll(keepingCapacity: true)
            }
        }
        for r in open { close(r, lastRow: rows - 1) }
        return done.mapValues { $0.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) } }
    }

    /// Whether rows `a` and `b` of a row-major grid `columns` wide hold the same values.
    @inline(__always)
    static func rowsEqual(_ grid: UnsafeBufferPointer<UInt32>, _ a: Int, _ b: Int, columns: Int) -> Bool {
        guard let base = grid.baseAddress else { return true }
        return memcmp(base + a * columns, base + b * columns, columns * MemoryLayout<UInt32>.stride) == 0
    }

    /// A straight run of border between cells that hold different values.
    public struct BorderRun: Equatable, Sendable {
        /// Horizontal: the border lies between row `line` and row `line + 1`, along columns
        /// `start..<end`. Vertical: between column `line` and `line + 1`, along rows `start..<end`.
        public var line: Int, start: Int, end: Int
        public init(line: Int, start: Int, end: Int) { self.line = line; self.start = start; self.end = end }
    }

    /// The borders of a row-major grid (`columns` wide): where two neighbouring cells hold
    /// different values, as maximal runs. Horizontal runs by row then column, vertical ones by
    /// column then row: exactly ``bordersByScan(grid:columns:)``.
    ///
    /// Rows are grouped into bands of equal rows first (compared whole, with `memcmp`): no
    /// horizontal border lies inside a band, and every row of a band has the same vertical
    /// borders, so each band's row is scanned once.
    public static func borders(grid: [UInt32], columns c: Int) -> (horizontal: [BorderRun], vertical: [BorderRun]) {
        guard c > 0, grid.count % c == 0, grid.count > 0 else { return bordersByScan(grid: grid, columns: c) }
        let r = grid.count / c
        var horizontal: [BorderRun] = [], vertical: [BorderRun] = []
        grid.withUnsafeBufferPointer { cells in
            // Bands: rows bandStart[b]..<bandStart[b + 1] are equal.
            var bandStart: [Int] = [0]
            for y in 0..<(r - 1) {
                guard !rowsEqual(cells, y, y + 1, columns: c) else { continue }
                bandStart.append(y + 1)
                var x = 0
                let a = y * c, b = (y + 1) * c
                while x < c {
                    guard cells[a + x] != cells[b + x] else { x += 1; continue }
                    let x0 = x
                    while x < c, cells[a + x] != cells[b + x] { x += 1 }
                    horizontal.append(BorderRun(line: y, start: x0, end: x))
                }
            }
            bandStart.append(r)
            let bands = bandStart.count - 1
            // Each band's vertical borders (columns x with cell x != cell x + 1), then by column.
            var perColumn = [Int32](repeating: 0, count: c)
            var splits: [(band: Int32, x: Int32)] = []
            for band in 0..<bands {
                let base = bandStart[band] * c
                for x in 0..<(c - 1) where cells[base + x] != cells[base + x + 1] {
                    splits.append((Int32(band), Int32(x)))
                    perColumn[x] += 1
                }
            }
            guard !splits.isEmpty else { return }
            // Column starts (counting sort by column; bands stay in order within a column).
            var start = [Int](repeating: 0, count: c + 1)
            for x in 0..<c { start[x + 1] = start[x] + Int(perColumn[x]) }
            var fill = start
            var byColumn = [Int32](repeating: 0, count: splits.count)
            for s in splits {
                byColumn[fill[Int(s.x)]] = s.band
                fill[Int(s.x)] += 1
            }
            for x in 0..<(c - 1) where start[x] < start[x + 1] {
                var k = start[x]
                while k < start[x + 1] {
                    let first = Int(byColumn[k])
                    var last = first
                    k += 1
                    while k < start[x + 1], Int(byColumn[k]) == last + 1 { last += 1; k += 1 }
                    vertical.append(BorderRun(line: x, start: bandStart[first], end: bandStart[last + 1]))
                }
            }
        }
        return (horizontal, vertical)
    }

    /// ``borders(grid:columns:)`` cell by cell (the reference it is tested against).
    static func bordersByScan(grid cells: [UInt32], columns c: Int) -> (horizontal: [BorderRun], vertical: [BorderRun]) {
        guard c > 0 else { return ([], []) }
        let r = cells.count / c
        var horizontal: [BorderRun] = [], vertical: [BorderRun] = []
        for y in 0..<max(0, r - 1) {
            var x = 0
            while x < c {
                guard cells[y * c + x] != cells[(y + 1) * c + x] else { x += 1; continue }
                let x0 = x
                while x < c, cells[y * c + x] != cells[(y + 1) * c + x] { x += 1 }
                horizontal.append(BorderRun(line: y, start: x0, end: x))
            }
        }
        for x in 0..<max(0, c - 1) {
            var y = 0
            while y < r {
                guard cells[y * c + x] != cells[y * c + x + 1] else { y += 1; continue }
                let y0 = y
                while y < r, cells[y * c + x] != cells[y * c + x + 1] { y += 1 }
                vertical.append(BorderRun(line: x, start: y0, end: y))
            }
        }
        return (horizontal, vertical)
    }

    /// ``rects(grid:columns:)`` value by value through ``rects(cells:columns:)`` (the reference
    /// the one-pass version is tested against).
    static func rectsByCells(grid: [UInt32], columns: Int) -> [UInt32: [Rect]] {
        var cellsByValue: [UInt32: [Int]] = [:]
        for (i, v) in grid.enumerated() where v != 0 { cellsByValue[v, default: []].append(i) }
        return cellsByValue.mapValues { rects(cells: $0, columns: columns) }
    }
}
