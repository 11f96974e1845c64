import func Foundation.memcmp

/// Which view a tap at each point of the canvas would reach: one hit-test answer per sample.
///
/// Samples are taken at the centres of `step`-sized cells (`x = (column + 0.5) * step`), so no
/// sample sits on an edge, where the answer depends on UIKit's min-in / max-out rule. Each
/// answer is exactly what ``Application/hitTest(screenPoint:)`` returns at that point.
public struct HitMap {
    /// Columns and rows of samples.
    public let columns: Int
    public let rows: Int
    /// Points per sample.
    public let step: Double
    /// Per sample: 0, or an index + 1 into `table`. A map from ``compute(_:canvas:step:)`` holds
    /// the public numbering here; a ``HitMapTracker``'s map holds the tracker's own numbers
    /// (stable from update to update), and numbers its views in public only when asked.
    let grid: CellGrid
    let table: [View]
    private let numbering: LazyNumbering

    /// The views that appear, in the order they first appear (row by row), indexed by `cells`
    /// values minus one (0 means no view).
    public var views: [View] { numbering.numbered(grid.cells, table, columns: columns).views }
    /// Row-major, one entry per sample: 0 for no view, else `index + 1` into `views`.
    ///
    /// - Note: A ``HitMapTracker``'s map numbers its views in this order the first time `views`
    ///   or `cells` is read (one pass over the samples); ``view(column:row:)`` needs no numbering.
    public var cells: [UInt32] { numbering.numbered(grid.cells, table, columns: columns).cells }

    /// A map whose `cells` are numbered in public already.
    init(columns: Int, rows: Int, step: Double, views: [View], cells: [UInt32]) {
        self.columns = columns; self.rows = rows; self.step = step
        grid = CellGrid(cells)
        table = views
        numbering = LazyNumbering(views: views, cells: cells)
    }

    /// A map in a tracker's own numbers (`grid` values index `table`), numbered when asked.
    init(columns: Int, rows: Int, step: Double, grid: CellGrid, table: [View]) {
        self.columns = columns; self.rows = rows; self.step = step
        self.grid = grid
        self.table = table
        numbering = LazyNumbering()
    }

    /// No samples (a placeholder while a tracker rewrites its grid).
    static func empty(step: Double) -> HitMap { HitMap(columns: 0, rows: 0, step: step, views: [], cells: []) }

    /// The view a tap in the cell at `column`, `row` reaches (nil: none).
    public func view(column: Int, row: Int) -> View? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        let v = grid.cells[row * columns + column]
        return v == 0 ? nil : table[Int(v) - 1]
    }

    /// Each view a tap reaches somewhere, with the smallest box of columns and rows (inclusive)
    /// that holds its cells: one pass over the samples, no view looked up per sample.
    public func cellBounds() -> [(view: View, minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int)] {
        var boxes = [(minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int)?](repeating: nil, count: table.count + 1)
        grid.cells.withUnsafeBufferPointer { cells in
            for row in 0..<rows {
                let base = row * columns
                for column in 0..<columns {
                    let v = Int(cells[base + column])
                    guard v != 0 else { continue }
                    if let b = boxes[v] {
                        boxes[v] = (min(b.minColumn, column), b.minRow, max(b.maxColumn, column), row)
                    } else {
                        boxes[v] = (column, row, column, row)
                    }
                }
            }
        }
        return boxes.indices.dropFirst().compactMap { v in
            boxes[v].map { (table[v - 1], $0.minColumn, $0.minRow, $0.maxColumn, $0.maxRow) }
        }
    }

    /// The canvas point sampled for a cell.
    public func samplePoint(column: Int, row: Int) -> Point {
        Point(x: (Double(column) + 0.5) * step, y: (Double(row) + 0.5) * step)
    }

    /// Computes the map of `application`'s windows over a canvas of `canvas` points.
    ///
    /// The answers are exactly those of ``Application/hitTest(screenPoint:)`` at each sample,
    /// computed by painting instead of one hit-test per sample: the windows back to front, each
    /// view's area (its rectangle, within its ancestors') and then its subviews back to front, so
    /// that what is painted last at a sample is what hit-testing finds first. For views whose
    /// transform keeps the axes, the point is converted once per column and once per row.
    /// Rotated views, and views whose answer is not a rectangle (custom or subview-based
    /// overrides), are hit-tested per sample, but only within their ancestors' area and their
    /// own box.
    public static func compute(_ application: Application, canvas: Size, step: Double = 1) -> HitMap {
        let step = max(step, 1e-3)
        let columns = max(0, Int((canvas.width / step).rounded(.up)))
        let rows = max(0, Int((canvas.height / step).rounded(.up)))
        let tester = HitTester(parameters: application.parameters.hitTest)
        var painter = HitMapPainter(columns: columns, rows: rows, step: step, tester: tester)
        for window in application.windowsFrontToBack.reversed() { painter.paint(window) }
        return painter.finish()
    }
}

/// Paints one answer per sample (see ``HitMap/compute(_:canvas:step:)``).
struct HitMapPainter {
    let columns: Int, rows: Int, step: Double
    let tester: HitTester
    let threshold: Double
    /// Screen coordinates of the samples: x per column, y per row.
    let screenX: [Double], screenY: [Double]
    /// Per sample: 0 or a painted id (an index + 1 into `painted`).
    var cells: [UInt32]
    var painted: [View] = []
    var ids: [ObjectIdentifier: UInt32] = [:]
    /// Scratch per depth: the samples' local x (by column) and y (by row), and the columns and
    /// rows inside the view at that depth.
    var xs: [[Double]] = [], ys: [[Double]] = []
    var colLists: [[Int32]] = [], rowLists: [[Int32]] = []

    /// `cells` and `painted`: a map painted before, to paint over in places (ids index `painted`).
    init(columns: Int, rows: Int, step: Double, tester: HitTester, cells given: [UInt32]? = nil, painted givenPainted: [View] = []) {
        self.columns = columns; self.rows = rows; self.step = step; self.tester = tester
        threshold = tester.parameters.alphaThreshold
        screenX = (0..<columns).map { (Double($0) + 0.5) * step }
        screenY = (0..<rows).map { (Double($0) + 0.5) * step }
        cells = given ?? [UInt32](repeating: 0, count: columns * rows)
        painted = given == nil ? [] : givenPainted
        for (k, v) in painted.enumerated() { ids[ObjectIdentifier(v)] = UInt32(k + 1) }
    }

    mutating func id(of view: View) -> UInt32 {
        let key = ObjectIdentifier(view)
        if let id = ids[key] { return id }
        painted.append(view)
        let id = UInt32(painted.count)
        ids[key] = id
        return id
    }

    mutating func paint(_ window: Window) {
        paint(window, columns: 0..<columns, rows: 0..<rows)
    }

    /// Paints `window` over the samples of `columns` x `rows` only (the others are not touched).
    mutating func paint(_ window: Window, columns columnRange: Range<Int>, rows rowRange: Range<Int>) {
        guard window.superviewToLocal != nil, columns > 0, rows > 0, !columnRange.isEmpty, !rowRange.isEmpty else { return }
        let index = tester.index(for: window)
        let someColumns = columnRange.map { Int32($0) }, someRows = rowRange.map { Int32($0) }
        visit(index, 0, parentX: screenX, parentY: screenY, columns: someColumns, rows: someRows, path: [], depth: 0)
    }

    /// Paints node `i` and its subtree within `columns` x `rows` (the samples inside every
    /// ancestor), given the samples' coordinates in the node's superview space.
    /// `path` maps the screen to that space, one transform per level (exact per-sample points).
    mutating func visit(_ index: HitTestIndex, _ i: Int, parentX: [Double], parentY: [Double],
                        columns cols: [Int32], rows rws: [Int32], path: [AffineTransform], depth: Int) {
        let node = index.nodes[i]
        guard node.invertible else { return }
        let rectLike = node.kind != .slow && !(node.kind == .passThrough && node.subtreeHasSlow)
        // A slow view that is surely inside its bounds: painted there, hit-tested per sample
        // only outside them.
        let partial = node.kind == .slow && node.coreRect
        if (!rectLike && !partial) || !node.axisAligned {
            perSample(index, i, parentX: parentX, parentY: parentY, columns: cols, rows: rws, path: path, depth: depth)
            return
        }
        let t = node.toLocal
        // Culled: a view none of whose sample rows lies inside its bounds (a row scrolled out
        // of sight) paints nothing, and neither can its subviews. The samples' y are monotonic
        // along `rws` (axis-aligned transforms all the way down), so the first and last tell.
        // Its id is still taken, so the ids keep the order of a full walk.
        if node.kind != .returnsSelf, !partial, let r0 = rws.first, let r1 = rws.last {
            let y0 = t.d * parentY[Int(r0)] + t.ty, y1 = t.d * parentY[Int(r1)] + t.ty
            if max(y0, y1) < node.minY || min(y0, y1) >= node.maxY {
                _ = id(of: index.views[i])
                return
            }
        }
        while xs.count <= depth {
            xs.append([Double](repeating: 0, count: columns)); ys.append([Double](repeating: 0, count: rows))
            colLists.append([]); rowLists.append([])
        }
        // The samples in the node's own space: x by column, y by row (b == c == 0).
        var localX = xs[depth], localY = ys[depth]
        xs[depth] = []; ys[depth] = []
        for c in cols { localX[Int(c)] = t.a * parentX[Int(c)] + t.tx }
        for r in rws { localY[Int(r)] = t.d * parentY[Int(r)] + t.ty }
        defer { xs[depth] = localX; ys[depth] = localY }
        let id = self.id(of: index.views[i])
        if node.kind == .returnsSelf {
            fill(id, columns: cols, rows: rws)
            return
        }
        guard node.enabled, !(node.alpha < threshold) else { return }
        var insideColumns = colLists[depth], insideRows = rowLists[depth]
        colLists[depth] = []; rowLists[depth] = []
        defer { insideColumns.removeAll(keepingCapacity: true); insideRows.removeAll(keepingCapacity: true)
                colLists[depth] = insideColumns; rowLists[depth] = insideRows }
        for c in cols where localX[Int(c)] >= node.minX && localX[Int(c)] < node.maxX { insideColumns.append(c) }
        for r in rws where localY[Int(r)] >= node.minY && localY[Int(r)] < node.maxY { insideRows.append(r) }
        if partial {
            perSample(index, i, parentX: parentX, parentY: parentY, columns: cols, rows: rws, path: path, depth: depth,
                      except: (localX, localY, node))
        }
        guard !insideColumns.isEmpty, !insideRows.isEmpty else { return }
        if node.kind != .passThrough { fill(id, columns: insideColumns, rows: insideRows) }
        if node.kind == .selfIfInside { return }
        let start = Int(node.childStart), end = start + Int(node.childCount)
        guard start < end else { return }
        let childPath = path + [t]
        for k in start..<end {
            let c = Int(index.children[k])
            visit(index, c, parentX: localX, parentY: localY, columns: insideColumns, rows: insideRows,
                  path: childPath, depth: depth + 1)
        }
    }

    /// Paints `id` on every sample of `columns` x `rows`.
    mutating func fill(_ id: UInt32, columns cols: [Int32], rows rws: [Int32]) {
        guard let first = cols.first, let last = cols.last else { return }
        let width = columns
        let contiguous = Int(last - first) + 1 == cols.count
        cells.withUnsafeMutableBufferPointer { cells in
            for r in rws {
                let base = Int(r) * width
                if contiguous {
                    UnsafeMutableBufferPointer(rebasing: cells[(base + Int(first))...(base + Int(last))]).update(repeating: id)
                } else {
                    for c in cols { cells[base + Int(c)] = id }
                }
            }
        }
    }

    /// Node `i`'s answer hit-tested at each sample inside its box (its answer is nil elsewhere).
    /// `except`: skip the samples inside the node's core rectangle (painted by `visit`).
    mutating func perSample(_ index: HitTestIndex, _ i: Int, parentX: [Double], parentY: [Double],
                            columns cols: [Int32], rows rws: [Int32], path: [AffineTransform], depth: Int,
                            except core: (x: [Double], y: [Double], node: HitTestIndex.Node)? = nil) {
        let node = index.nodes[i]
        let areas = index.areas[i]
        let threshold = self.threshold
        var lastView: View?
        var lastID: UInt32 = 0
        index.nodes.withUnsafeBufferPointer { nodes in
            index.children.withUnsafeBufferPointer { children in index.liveAreas.withUnsafeBufferPointer { liveAreas in
                var walker = HitTestIndex.Walker(nodes: nodes, children: children, views: index.views, rules: index.rules,
                                                 ids: index.ids, liveAreas: liveAreas,
                                                 tester: tester, threshold: threshold)
                for r in rws {
                    let py = parentY[Int(r)]
                    guard py >= node.boxMinY && py <= node.boxMaxY else { continue }
                    let rowInCore = core.map { $0.y[Int(r)] >= $0.node.minY && $0.y[Int(r)] < $0.node.maxY } ?? false
                    for c in cols {
                        let px = parentX[Int(c)]
                        guard px >= node.boxMinX && px <= node.boxMaxX else { continue }
                        if rowInCore, let core, core.x[Int(c)] >= core.node.minX && core.x[Int(c)] < core.node.maxX { continue }
                        if let areas, !areas.contains(where: { px >= $0.minX && px <= $0.maxX && py >= $0.minY && py <= $0.maxY }) {
                            continue
                        }
                        // The exact point, converted level by level as hit-testing does.
                        var p = Point(x: screenX[Int(c)], y: screenY[Int(r)])
                        for t in path { p = t.apply(p) }
                        guard let answer = walker.hit(i, node.toLocal.apply(p), depth: depth) else { continue }
                        if answer !== lastView { lastView = answer; lastID = id(of: answer) }
                        cells[Int(r) * columns + Int(c)] = lastID
                    }
                }
            } }
        }
    }

    /// The map, with views numbered in the order they first appear (row by row).
    func finish() -> HitMap {
        let (views, cells) = LazyNumbering.number(cells, painted, columns: columns)
        return HitMap(columns: columns, rows: rows, step: step, views: views, cells: cells)
    }
}

/// A grid of cell values in a box: maps handed out share it, and a tracker can tell whether any
/// still does before it writes (``GridBuffers``).
final class CellGrid {
    var cells: [UInt32]
    init(_ cells: [UInt32]) { self.cells = cells }
}

/// The public numbering of a map's views (by first appearance, row by row), computed once, the
/// first time it is asked for.
final class LazyNumbering {
    private var value: (views: [View], cells: [UInt32])?

    init() {}
    init(views: [View], cells: [UInt32]) { value = (views, cells) }

    func numbered(_ grid: [UInt32], _ table: [View], columns: Int = 0) -> (views: [View], cells: [UInt32]) {
        if let value { return value }
        let v = Self.number(grid, table, columns: columns)
        value = v
        return v
    }

    /// `grid` (0 or an index + 1 into `table`) renumbered: the views in the order they first
    /// appear, row by row, and the cells as indices + 1 into them.
    /// `columns`: the grid's width, when rows are to be compared (a row equal to the one above
    /// brings no new view and is numbered as that one: copied).
    static func number(_ grid: [UInt32], _ table: [View], columns: Int = 0) -> (views: [View], cells: [UInt32]) {
        var order = [UInt32](repeating: 0, count: table.count + 1)
        var views: [View] = []
        let out = [UInt32](unsafeUninitializedCapacity: grid.count) { out, initialized in
            grid.withUnsafeBufferPointer { cells in
                order.withUnsafeMutableBufferPointer { order in
                    // Runs of one id are common (a view's row of samples): look it up once per run.
                    var lastID = 0, lastValue: UInt32 = 0
                    // Whole rows when the width is known (else the grid as one row).
                    let width = columns > 0 && cells.count % columns == 0 ? columns : max(cells.count, 1)
                    var start = 0
                    while start < cells.count {
                        let end = start + width
                        defer { start = end }
                        if start > 0, width == columns, let c = cells.baseAddress, let o = out.baseAddress,
                           memcmp(c + start - width, c + start, width * MemoryLayout<UInt32>.stride) == 0 {
                            (o + start).initialize(from: o + start - width, count: width)
                            continue
                        }
                        for k in start..<end {
                            let id = Int(cells[k])
                            if id != lastID {
                                lastID = id
                                if id != 0 && order[id] == 0 {
                                    views.append(table[id - 1])
                                    order[id] = UInt32(views.count)
                                }
                                lastValue = id == 0 ? 0 : order[id]
                            }
                            out[k] = lastValue
                        }
                    }
                }
            }
            initialized = grid.count
        }
        return (views, out)
    }
}
