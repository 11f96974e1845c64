/// A hit map (and, when asked for, its dead zones) kept up to date by recomputing only the parts
/// of the canvas a change can affect.
///
/// After each ``update(_:)`` the map is exactly what ``HitMap/compute(_:canvas:step:)`` (and
/// ``DeadZoneMap/compute(_:canvas:step:hitMap:)``) would give for the application as it is now,
/// cell for cell and with the same numbering; a test compares the two after random changes.
///
/// How it finds what to recompute: every update takes a snapshot of each view's hit-testing state
/// (its compiled node: flags, transform, tested rectangle, rules; its superview and place among
/// its siblings) and of the box on the screen outside which its answer is nil (its own box within
/// every ancestor's: hit-testing asks a subview only where its superview said inside). Views are
/// matched by id, so a tree rebuilt from the same file (a what-if re-run) is compared view for
/// view with the one before. A view whose state, place or box changed, and one added or removed,
/// can change answers only inside its old and new boxes, and those cover its whole subtree; an
/// ancestor whose answer depends on its subviews (`subviews`, `boundsOrSubviews`,
/// `controlsOnly`, `include`, a closure) is recomputed too. Hiding a view thus recomputes the
/// area under its subtree, and reordering siblings the union of the moved views' areas.
///
/// Dead zones add what is drawn (``Drawing``): a view whose drawn area changed (hidden, alpha,
/// clipping, geometry, order) is redrawn over its old and new area, and since a dead zone's
/// reason walks the drawn view's ancestors, a view whose hit-testing state changed has its
/// reasons recomputed wherever its subtree is drawn (overflow included).
///
/// - Note: Rules written as closures are assumed to read only their view and its subtree (what
///   `point(inside:)` and `hitTest` overrides are given); one that reads other views' state
///   needs ``HitMap/compute(_:canvas:step:)``. When view ids are not unique, every update is a
///   full computation.
public final class HitMapTracker {
    /// The canvas and sample spacing the map covers.
    public let canvas: Size
    public let step: Double
    /// The hit map of the application as of the last ``update(_:)``.
    public private(set) var hitMap: HitMap
    /// The screen rectangles the last update recomputed (nil: the whole canvas).
    public private(set) var lastRecomputed: [Rect]?

    private let tester: HitTester
    private var regions: HitRegions
    /// The tracker's own view numbers, stable from update to update: by view id, and the view
    /// each names now (index + 1). The grids hold these numbers (0: no view).
    private var numbers: ViewNumbers
    /// The hit map's grid in the tracker's numbers.
    private var grids: GridBuffers
    /// False when the map was computed in full because views could not be matched by id (then
    /// `grids` is unused and the next update computes everything again).
    private var matched = false
    private var zones: DeadZoneState?
    /// Dead zones computed in full (views not matched by id), and whether they were asked for.
    private var fullZones: DeadZoneMap?
    private var zonesWanted = false
    private let columns: Int, rows: Int

    /// Computes the map of `application` in full.
    public init(_ application: Application, canvas: Size, step: Double = 1) {
        self.canvas = canvas
        let step = max(step, 1e-3)
        self.step = step
        columns = max(0, Int((canvas.width / step).rounded(.up)))
        rows = max(0, Int((canvas.height / step).rounded(.up)))
        tester = HitTester(parameters: application.parameters.hitTest)
        regions = HitRegions(application, tester: tester)
        numbers = ViewNumbers()
        hitMap = .empty(step: step)
        grids = GridBuffers(CellGrid([]), columns: 0)
        recomputeAll(application)
    }

    /// The dead zones of the application as of the last ``update(_:)`` (computed in full the
    /// first time they are asked for, then kept up to date by every update).
    public func deadZones(_ application: Application) -> DeadZoneMap {
        if let zones { return zones.map }
        if let fullZones { return fullZones }
        zonesWanted = true
        computeZones(application)
        return zones?.map ?? fullZones ?? DeadZoneMap.compute(application, canvas: canvas, step: step, hitMap: hitMap)
    }

    /// Brings the map (and the dead zones, if they were asked for) up to date with `application`:
    /// the same tree changed in place, or a tree built again with the same view ids. Returns the
    /// screen rectangles recomputed (nil: everything).
    @discardableResult
    public func update(_ application: Application) -> [Rect]? {
        tester.parameters = application.parameters.hitTest
        let new = HitRegions(application, tester: tester, previous: regions)
        let old = regions
        regions = new
        guard old.isValid, new.isValid, matched, columns > 0, rows > 0 else { return recomputeAll(application) }
        let changes = Self.changes(old, new)
        var dirty: [Box] = []
        for k in changes.changed { if let b = new.box[k] { dirty.append(b) } }
        for k in changes.changedOld { if let b = old.box[k] { dirty.append(b) } }
        guard let rects = Self.cellRanges(dirty, columns: columns, rows: rows, step: step) else {
            return recomputeAll(application)
        }
        numbers.assign(new)
        // Cells outside the rectangles keep their answers: the views their numbers name now
        // (a rebuilt tree has new objects). The maps handed out keep their own grids.
        hitMap = .empty(step: step)
        zones?.releaseMap()
        let grid = grids.writable(over: rects)
        var painter = HitMapPainter(columns: columns, rows: rows, step: step, tester: tester, cells: [], painted: numbers.views)
        swap(&painter.cells, &grid.cells)
        let windows = application.windowsFrontToBack.reversed()
        for r in rects {
            painter.clear(columns: r.columns, rows: r.rows)
            for w in windows { painter.paint(w, columns: r.columns, rows: r.rows) }
        }
        swap(&painter.cells, &grid.cells)
        // (Every view is numbered; a view the painter had to number itself would be one not
        // in the tree: kept so that the map names it.)
        numbers.views = painter.painted
        hitMap = HitMap(columns: columns, rows: rows, step: step, grid: grid, table: numbers.views)
        lastRecomputed = rects.map { Rect(x: Double($0.columns.lowerBound) * step, y: Double($0.rows.lowerBound) * step,
                                          width: Double($0.columns.count) * step, height: Double($0.rows.count) * step) }
        if var state = zones {
            zones = nil
            state.update(application, hitMap: hitMap, tester: tester, hitChanges: changes, old: old, new: new,
                         hitRects: rects, numbers: numbers)
            zones = state
        }
        return lastRecomputed
    }

    /// Everything computed again: in the tracker's numbers when view ids are unique, else as
    /// ``HitMap/compute(_:canvas:step:)`` does (and the next update computes everything again).
    @discardableResult
    private func recomputeAll(_ application: Application) -> [Rect]? {
        lastRecomputed = nil
        hitMap = .empty(step: step)
        zones = nil
        fullZones = nil
        guard regions.isValid else {
            matched = false
            grids = GridBuffers(CellGrid([]), columns: 0)
            hitMap = HitMap.compute(application, canvas: canvas, step: step)
            if zonesWanted { computeZones(application) }
            return nil
        }
        numbers.assign(regions)
        var painter = HitMapPainter(columns: columns, rows: rows, step: step, tester: tester,
                                    cells: [UInt32](repeating: 0, count: columns * rows), painted: numbers.views)
        for window in application.windowsFrontToBack.reversed() { painter.paint(window) }
        numbers.views = painter.painted
        let grid = CellGrid(painter.cells)
        grids = GridBuffers(grid, columns: columns)
        matched = true
        hitMap = HitMap(columns: columns, rows: rows, step: step, grid: grid, table: numbers.views)
        if zonesWanted { computeZones(application) }
        return nil
    }

    private func computeZones(_ application: Application) {
        if matched {
            zones = DeadZoneState(application, hitMap: hitMap, tester: tester, numbers: numbers)
        } else {
            fullZones = DeadZoneMap.compute(application, canvas: canvas, step: step, hitMap: hitMap)
        }
    }

    /// What changed between two snapshots, as indices into each.
    struct Changes {
        /// Views of the new tree whose answers may differ (changed, added, or an ancestor that
        /// depends on a changed descendant).
        var changed: [Int] = []
        /// Views of the old tree whose answers may differ (changed, removed, such ancestors).
        var changedOld: [Int] = []
    }

    static func changes(_ old: HitRegions, _ new: HitRegions) -> Changes {
        var c = Changes()
        var newMarked = [Bool](repeating: false, count: new.ids.count)
        var oldMarked = [Bool](repeating: false, count: old.ids.count)
        func markNew(_ k: Int) {
            guard !newMarked[k] else { return }
            newMarked[k] = true
            c.changed.append(k)
        }
        func markOld(_ k: Int) {
            guard !oldMarked[k] else { return }
            oldMarked[k] = true
            c.changedOld.append(k)
        }
        /// A changed view: its ancestors that depend on their subtree change with it.
        func markAncestors(new k: Int?, old o: Int?) {
            var p = k.map { Int(new.parent[$0]) } ?? -1
            while p >= 0 {
                if new.dependsOnSubtree[p] { markNew(p); if let q = old.lookup[new.ids[p]] { markOld(Int(q)) } }
                p = Int(new.parent[p])
            }
            var q = o.map { Int(old.parent[$0]) } ?? -1
            while q >= 0 {
                if old.dependsOnSubtree[q] { markOld(q); if let p = new.lookup[old.ids[q]] { markNew(Int(p)) } }
                q = Int(old.parent[q])
            }
        }
        // The same ids in the same order (a scroll, a property change): view k is view k.
        let same = new.sameIDs(as: old)
        for k in new.ids.indices {
            guard let o32 = same ? Int32(k) : old.lookup[new.ids[k]] else {
                markNew(k); markAncestors(new: k, old: nil)
                continue
            }
            let o = Int(o32)
            let sameParent: Bool
            switch (new.parent[k], old.parent[o]) {
            case (-1, -1): sameParent = true
            case let (p, q) where p >= 0 && q >= 0: sameParent = new.ids[Int(p)] == old.ids[Int(q)]
            default: sameParent = false
            }
            if !sameParent || new.position[k] != old.position[o] || new.state[k] != old.state[o] || new.box[k] != old.box[o] {
                markNew(k); markOld(o)
                markAncestors(new: k, old: o)
            }
        }
        for o in old.ids.indices where !same && new.lookup[old.ids[o]] == nil {
            markOld(o); markAncestors(new: nil, old: o)
        }
        return c
    }

    /// Column and row ranges covering `boxes` (screen), merged where they overlap (no two
    /// overlap); nil when they cover `limit` of the canvas or more, or cannot be bounded (then
    /// everything is recomputed).
    static func cellRanges(_ boxes: [Box], columns: Int, rows: Int, step: Double, limit: Double = 0.7) -> [CellRect]? {
        var rects: [CellRect] = []
        for b in boxes {
            guard b.minX <= b.maxX, b.minY <= b.maxY else { continue }
            // A margin far beyond rounding (the boxes are mapped through several transforms).
            let m = 1e-6 * max(1, abs(b.minX), abs(b.maxX), abs(b.minY), abs(b.maxY))
            let x0 = (b.minX - m) / step - 0.5, x1 = (b.maxX + m) / step - 0.5
            let y0 = (b.minY - m) / step - 0.5, y1 = (b.maxY + m) / step - 0.5
            guard !x0.isNaN, !x1.isNaN, !y0.isNaN, !y1.isNaN else { return nil }
            let c0 = x0 <= 0 ? 0 : x0 >= Double(columns) ? columns : Int(x0.rounded(.up))
            let c1 = x1 < 0 ? -1 : x1 >= Double(columns - 1) ? columns - 1 : Int(x1.rounded(.down))
            let r0 = y0 <= 0 ? 0 : y0 >= Double(rows) ? rows : Int(y0.rounded(.up))
            let r1 = y1 < 0 ? -1 : y1 >= Double(rows - 1) ? rows - 1 : Int(y1.rounded(.down))
            guard c0 <= c1, r0 <= r1 else { continue }
            rects.append(CellRect(columns: c0..<(c1 + 1), rows: r0..<(r1 + 1)))
        }
        rects = CellRect.merged(rects)
        let area = rects.reduce(0) { $0 + $1.columns.count * $1.rows.count }
        return Double(area) >= limit * Double(columns * rows) ? nil : rects
    }
}

/// A box in screen points (may be unbounded: infinite sides).
struct Box: Equatable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    static let everywhere = Box(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

    func intersection(_ o: Box) -> Box? {
        let b = Box(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
        return b.minX <= b.maxX && b.minY <= b.maxY ? b : nil
    }

    func union(_ o: Box) -> Box {
        Box(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    init(_ r: Rect) { self.init(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY) }

    /// The bounding box of this box's corners through `t` (unbounded when a side is infinite).
    func applying(_ t: AffineTransform) -> Box {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .everywhere }
        var b = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for p in [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)] {
            let q = t.apply(p)
            b.minX = min(b.minX, q.x); b.maxX = max(b.maxX, q.x); b.minY = min(b.minY, q.y); b.maxY = max(b.maxY, q.y)
        }
        return b.minX.isNaN || b.maxX.isNaN || b.minY.isNaN || b.maxY.isNaN ? .everywhere : b
    }
}

/// A rectangle of cells: `columns` x `rows`.
struct CellRect: Equatable {
    var columns: Range<Int>, rows: Range<Int>

    func overlaps(_ o: CellRect) -> Bool { columns.overlaps(o.columns) && rows.overlaps(o.rows) }

    func union(_ o: CellRect) -> CellRect {
        CellRect(columns: min(columns.lowerBound, o.columns.lowerBound)..<max(columns.upperBound, o.columns.upperBound),
                 rows: min(rows.lowerBound, o.rows.lowerBound)..<max(rows.upperBound, o.rows.upperBound))
    }

    /// Overlapping rectangles merged into their bounding rectangle, until none overlap (at most
    /// 16: beyond that, one bounding rectangle).
    static func merged(_ rects: [CellRect]) -> [CellRect] {
        var out: [CellRect] = []
        for r in rects {
            var r = r
            var k = 0
            while k < out.count {
                if out[k].overlaps(r) || out[k].contains(r) { r = r.union(out.remove(at: k)); k = 0 } else { k += 1 }
            }
            out.append(r)
        }
        if out.count > 16, var all = out.first {
            for r in out.dropFirst() { all = all.union(r) }
            return [all]
        }
        return out
    }

    func contains(_ o: CellRect) -> Bool {
        columns.lowerBound <= o.columns.lowerBound && o.columns.upperBound <= columns.upperBound
            && rows.lowerBound <= o.rows.lowerBound && o.rows.upperBound <= rows.upperBound
    }
}

/// A tracker's own view numbers (1, 2, ...): one per view id, kept from update to update so that
/// the cells outside a change keep their values.
struct ViewNumbers {
    /// Number by view id.
    private(set) var number: [String: UInt32] = [:]
    /// The view each number names now (number - 1); views no longer in the tree keep their
    /// last object.
    var views: [View] = []

    /// Numbers the views of `regions` (new ids get new numbers) and points each number at the
    /// view of that id in `regions`.
    mutating func assign(_ regions: HitRegions) {
        // The same ids in the same order as last time (a scroll): the numbers by place, no
        // id hashed.
        if regions.ids.count == assignedIDs.count, regions.ids == assignedIDs {
            for k in regions.ids.indices { views[Int(assignedNumbers[k]) - 1] = regions.views[k] }
            return
        }
        assignedNumbers.removeAll(keepingCapacity: true)
        for (k, id) in regions.ids.enumerated() {
            if let n = number[id] { views[Int(n) - 1] = regions.views[k]; assignedNumbers.append(n); continue }
            views.append(regions.views[k])
            number[id] = UInt32(views.count)
            assignedNumbers.append(UInt32(views.count))
        }
        assignedIDs = regions.ids
    }

    /// The ids of the last ``assign(_:)`` in their order, and the number of each.
    private var assignedIDs: [String] = []
    private var assignedNumbers: [UInt32] = []
}

/// Every view's hit-testing state and the screen box of its answers, by view id.
struct HitRegions {
    /// The state that decides a view's own answer (the parts of its compiled node that matter,
    /// and its rules).
    struct State: Equatable {
        var node: HitTestIndex.Node
        var pointInside: String?
        var hitTest: String?
        var areas: [Box]?

        static func == (a: State, b: State) -> Bool {
            let x = a.node, y = b.node
            return x.toLocal == y.toLocal && x.minX == y.minX && x.minY == y.minY && x.maxX == y.maxX && x.maxY == y.maxY
                && x.boxMinX == y.boxMinX && x.boxMinY == y.boxMinY && x.boxMaxX == y.boxMaxX && x.boxMaxY == y.boxMaxY
                && x.alpha == y.alpha && x.kind == y.kind && x.liveKind == y.liveKind && x.enabled == y.enabled
                && x.hidden == y.hidden && x.interaction == y.interaction && x.animating == y.animating
                && x.rectLikePointInside == y.rectLikePointInside && x.insideOverride == y.insideOverride
                && x.invertible == y.invertible && x.coreRect == y.coreRect
                && a.pointInside == b.pointInside && a.hitTest == b.hitTest && a.areas == b.areas
        }
    }

    var views: [View] = []
    var ids: [String] = []
    var lookup: [String: Int32] = [:]
    /// Index of the superview (-1: a window), and the place among its siblings (windows: front
    /// to back).
    var parent: [Int32] = []
    var position: [Int32] = []
    var state: [State] = []
    /// Outside this screen box the view's answer is nil (nil: nowhere).
    var box: [Box?] = []
    /// Its answer depends on its subviews or descendants (their changes change it).
    var dependsOnSubtree: [Bool] = []
    /// Each view's space to the screen.
    var toScreen: [AffineTransform] = []
    /// False when two views share an id (views cannot be matched between trees).
    var isValid = true
    /// The ids are those of `previous`, in the same order (its `lookup` was taken as it is).
    private(set) var idsOfPrevious: [String]?

    /// `previous`: the snapshot before, whose lookup is reused when the ids are the same ones in
    /// the same order (then the new `lookup` is equal to the one built id by id).
    init(_ application: Application, tester: HitTester, previous: HitRegions? = nil) {
        let windows = application.windowsFrontToBack
        let indices = windows.map { tester.index(for: $0) }
        // Sized once (a dictionary grown view by view rehashes every id several times).
        let total = indices.reduce(0) { $0 + $1.views.count }
        views.reserveCapacity(total); ids.reserveCapacity(total)
        parent.reserveCapacity(total); position.reserveCapacity(total); state.reserveCapacity(total)
        box.reserveCapacity(total); dependsOnSubtree.reserveCapacity(total); toScreen.reserveCapacity(total)
        for (w, index) in indices.enumerated() {
            let base = views.count
            let count = index.views.count
            var parentOf = [Int32](repeating: -1, count: count)
            var placeOf = [Int32](repeating: Int32(w), count: count)
            for i in 0..<count {
                let n = index.nodes[i]
                let start = Int(n.childStart)
                for k in start..<(start + Int(n.childCount)) {
                    let c = Int(index.children[k])
                    parentOf[c] = Int32(i)
                    placeOf[c] = Int32(k - start)
                }
            }
            for i in 0..<count {
                let view = index.views[i]
                let node = index.nodes[i]
                let p = parentOf[i]
                let parent = p < 0 ? Int32(-1) : Int32(base) + p
                let parentToScreen = p < 0 ? AffineTransform.identity : toScreen[Int(parent)]
                let parentBox = p < 0 ? Box.everywhere : box[Int(parent)]
                var own: Box?
                if let parentBox, node.invertible {
                    if node.boxMinX > node.boxMaxX || node.boxMinY > node.boxMaxY {
                        own = nil
                    } else {
                        let b = Box(minX: node.boxMinX, minY: node.boxMinY, maxX: node.boxMaxX, maxY: node.boxMaxY)
                        own = b.applying(parentToScreen).intersection(parentBox)
                    }
                }
                views.append(view)
                ids.append(view.id)
                self.parent.append(parent)
                position.append(placeOf[i])
                toScreen.append(view.localToSuperview.concatenating(parentToScreen))
                box.append(own)
                let pir = view.pointInsideRule, htr = view.hitTestRule
                state.append(State(node: node, pointInside: pir.isDefault ? nil : pir.label,
                                   hitTest: htr.isDefault ? nil : htr.label,
                                   areas: index.areas[i].map { $0.map { Box(minX: $0.minX, minY: $0.minY, maxX: $0.maxX, maxY: $0.maxY) } }))
                dependsOnSubtree.append(pir.readsSubtree || htr.readsSubtree)
            }
        }
        if let previous, previous.isValid, previous.ids.count == ids.count, previous.ids == ids {
            lookup = previous.lookup
            idsOfPrevious = previous.ids
        } else {
            lookup.reserveCapacity(ids.count)
            for (k, id) in ids.enumerated() where lookup.updateValue(Int32(k), forKey: id) != nil { isValid = false }
        }
    }

    /// Whether `old` is the snapshot this one was taken after, with the same ids in the same order.
    func sameIDs(as old: HitRegions) -> Bool {
        guard let idsOfPrevious, old.isValid, isValid else { return false }
        return idsOfPrevious.count == old.ids.count && (idsOfPrevious.withUnsafeBufferPointer { a in
            old.ids.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } })
    }

    func view(id: String) -> View? { lookup[id].map { views[Int($0)] } }
}

extension HitMapPainter {
    /// Sets the samples of `columns` x `rows` to no view.
    mutating func clear(columns cols: Range<Int>, rows rws: Range<Int>) {
        let width = columns
        cells.withUnsafeMutableBufferPointer { cells in
            for r in rws {
                UnsafeMutableBufferPointer(rebasing: cells[(r * width + cols.lowerBound)..<(r * width + cols.upperBound)]).update(repeating: 0)
            }
        }
    }
}
