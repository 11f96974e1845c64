import func Foundation.memcmp

/// The dead zones of a ``HitMapTracker``, kept up to date region by region: what is drawn where
/// (the same decision as ``DeadZoneMap/compute(_:canvas:step:hitMap:)``), each dead cell's group
/// (drawn view and reason), and each group's rectangles.
struct DeadZoneState {
    /// One drawn view: where its fill shows (its area within its clip, and its quadrilateral).
    struct Drawn: Equatable {
        var id: String
        /// The tracker's number of the view (``ViewNumbers``).
        var number: UInt32
        var area: Box
        var quad: [Point]
        var axisAligned: Bool
    }

    /// One (drawn view, reason) group of dead cells.
    struct Group {
        var view: String
        var reason: DeadZoneReason
        var count = 0
        /// Cells (inclusive) that hold every cell of the group (may be larger).
        var c0 = Int.max, c1 = -1, r0 = Int.max, r1 = -1
        /// The group's first cell and rectangles in cells (nil: to be computed again).
        var first = 0
        var rects: [Rect]?
        /// In `groupLookup` (false: a free slot, in `freeGroups`).
        var listed = true
    }

    private(set) var map: DeadZoneMap
    let columns: Int, rows: Int, step: Double
    /// The drawn views in painting order, and each one's place in it by id.
    private var drawnList: [Drawn]
    private var drawnIndex: [String: Int]
    private var drawnViews: [View]
    /// Per cell: what is drawn there, as the tracker's view number (0: nothing).
    private var drawnGrids: GridBuffers
    /// Per cell: 0, or a group's index + 1.
    private var groupOf: [UInt32]
    private var groups: [Group] = []
    private var groupLookup: [GroupKey: Int] = [:]
    /// Groups with no cells left, to be used again.
    private var freeGroups: [Int] = []

    struct GroupKey: Hashable { var view: String; var reason: DeadZoneReason }

    /// `hitMap`: in the tracker's numbers (`numbers`).
    init(_ application: Application, hitMap: HitMap, tester: HitTester, numbers: ViewNumbers) {
        columns = hitMap.columns; rows = hitMap.rows; step = hitMap.step
        (drawnList, drawnIndex, drawnViews) = Self.drawnViews(application, numbers: numbers)
        let grid = CellGrid([UInt32](repeating: 0, count: columns * rows))
        drawnGrids = GridBuffers(grid, columns: columns)
        groupOf = [UInt32](repeating: 0, count: columns * rows)
        map = .placeholder(step: step)
        let all = CellRect(columns: 0..<columns, rows: 0..<rows)
        paintDrawn(all, in: grid)
        var paths = [[View]?](repeating: nil, count: numbers.views.count + 1)
        assignReasons(all, order: TreeOrder(application), hitMap: hitMap, drawn: grid, tester: tester, numbers: numbers, paths: &paths,
                      fresh: true)
        finish(hitMap: hitMap, grid: grid, numbers: numbers)
    }

    /// Lets go of the map handed out last (so that its grid can be written in place).
    mutating func releaseMap() { map = .placeholder(step: step) }

    /// Brings the zones up to date after the hit map's update (`hitChanges` between the
    /// snapshots `old` and `new`; `hitRects`: where the hit map was recomputed).
    mutating func update(_ application: Application, hitMap: HitMap, tester: HitTester, hitChanges: HitMapTracker.Changes,
                         old: HitRegions, new: HitRegions, hitRects: [CellRect], numbers: ViewNumbers) {
        let (list, lookup, views) = Self.drawnViews(application, numbers: numbers)
        var drawBoxes: [Box] = []
        // Moved in painting order: a view whose own or an ancestor's place changed.
        var moved = [Bool](repeating: false, count: new.ids.count)
        for k in new.ids.indices {
            let p = Int(new.parent[k])
            if p >= 0, moved[p] { moved[k] = true; continue }
            guard let o32 = old.lookup[new.ids[k]] else { moved[k] = true; continue }
            let o = Int(o32), q = Int(old.parent[o])
            if new.position[k] != old.position[o] || (p < 0) != (q < 0) || (p >= 0 && new.ids[p] != old.ids[q]) { moved[k] = true }
        }
        for d in list {
            if let i = drawnIndex[d.id] {
                let before = drawnList[i]
                if before != d || (new.lookup[d.id].map { moved[Int($0)] } ?? true) {
                    drawBoxes.append(before.area); drawBoxes.append(d.area)
                }
            } else {
                drawBoxes.append(d.area)
            }
        }
        for d in drawnList where lookup[d.id] == nil { drawBoxes.append(d.area) }
        // Reasons walk the drawn view's ancestors: where a changed view's subtree is drawn.
        var reasonBoxes = drawBoxes
        reasonBoxes += hitRects.map { Box(minX: (Double($0.columns.lowerBound) + 0.5) * step, minY: (Double($0.rows.lowerBound) + 0.5) * step,
                                          maxX: (Double($0.columns.upperBound) - 0.5) * step, maxY: (Double($0.rows.upperBound) - 0.5) * step) }
        let newSubtree = Self.subtreeDrawn(new, list: list)
        let oldSubtree = Self.subtreeDrawn(old, list: drawnList)
        for k in hitChanges.changed { if let b = newSubtree[k] { reasonBoxes.append(b) } }
        for k in hitChanges.changedOld { if let b = oldSubtree[k] { reasonBoxes.append(b) } }
        for k in new.ids.indices where moved[k] { if let b = newSubtree[k] { reasonBoxes.append(b) } }

        drawnList = list; drawnIndex = lookup; drawnViews = views
        guard let drawRects = HitMapTracker.cellRanges(drawBoxes, columns: columns, rows: rows, step: step, limit: 1.01),
              let reasonRects = HitMapTracker.cellRanges(reasonBoxes, columns: columns, rows: rows, step: step, limit: 1.01) else {
            self = DeadZoneState(application, hitMap: hitMap, tester: tester, numbers: numbers)
            return
        }
        // The grid cells keep view numbers: only where drawing changed are they painted again.
        map = .placeholder(step: step)
        let grid = drawnGrids.writable(over: drawRects)
        for r in drawRects { paintDrawn(r, in: grid) }
        let order = TreeOrder(application)
        var paths = [[View]?](repeating: nil, count: numbers.views.count + 1)
        for r in reasonRects {
            assignReasons(r, order: order, hitMap: hitMap, drawn: grid, tester: tester, numbers: numbers, paths: &paths)
        }
        finish(hitMap: hitMap, grid: grid, numbers: numbers)
    }

    /// The drawn views in painting order (``Drawing``): those whose fill shows somewhere.
    static func drawnViews(_ application: Application, numbers: ViewNumbers) -> ([Drawn], [String: Int], [View]) {
        var list: [Drawn] = []
        var lookup: [String: Int] = [:]
        var views: [View] = []
        // Sized once for every view (the drawn ones are at most these).
        list.reserveCapacity(numbers.views.count); lookup.reserveCapacity(numbers.views.count); views.reserveCapacity(numbers.views.count)
        Drawing.visit(application.windowsFrontToBack.reversed(), enter: { item in
            guard item.isVisible else { return }
            let quad = item.quad
            let box = Rect(bounding: quad)
            guard let area = item.clip.map({ $0.intersection(box) }) ?? box else { return }
            lookup[item.view.id] = list.count
            views.append(item.view)
            list.append(Drawn(id: item.view.id, number: numbers.number[item.view.id] ?? 0, area: Box(area), quad: quad,
                              axisAligned: abs(quad[0].y - quad[1].y) < 1e-9 && abs(quad[1].x - quad[2].x) < 1e-9))
        })
        return (list, lookup, views)
    }

    /// Every view's place in tree order (windows back to front), for ``DeadZoneMap/reason``.
    static func order(_ application: Application) -> [ObjectIdentifier: Int] {
        var order: [ObjectIdentifier: Int] = [:]
        for window in application.windowsFrontToBack.reversed() {
            for v in window.subtree { order[ObjectIdentifier(v)] = order.count }
        }
        return order
    }

    /// Per view of `regions`: the box of what its subtree draws (nil: nothing).
    static func subtreeDrawn(_ regions: HitRegions, list: [Drawn]) -> [Box?] {
        var out = [Box?](repeating: nil, count: regions.ids.count)
        for d in list { if let k = regions.lookup[d.id] { out[Int(k)] = d.area } }
        // Children come after their parents: one backward pass.
        for k in regions.ids.indices.reversed() {
            let p = Int(regions.parent[k])
            guard p >= 0, let b = out[k] else { continue }
            out[p] = out[p].map { $0.union(b) } ?? b
        }
        return out
    }

    /// Paints what is drawn over the cells of `r`, back to front, in `grid`.
    private func paintDrawn(_ r: CellRect, in grid: CellGrid) {
        let columns = self.columns, step = self.step
        grid.cells.withUnsafeMutableBufferPointer { cells in
            for row in r.rows {
                UnsafeMutableBufferPointer(rebasing: cells[(row * columns + r.columns.lowerBound)..<(row * columns + r.columns.upperBound)])
                    .update(repeating: 0)
            }
            for d in drawnList {
                let area = d.area
                let c0 = max(r.columns.lowerBound, Int((area.minX / step - 0.5).rounded(.up)))
                let c1 = min(r.columns.upperBound - 1, Int((area.maxX / step - 0.5).rounded(.down)))
                let r0 = max(r.rows.lowerBound, Int((area.minY / step - 0.5).rounded(.up)))
                let r1 = min(r.rows.upperBound - 1, Int((area.maxY / step - 0.5).rounded(.down)))
                guard c0 <= c1, r0 <= r1 else { continue }
                let index = d.number
                if d.axisAligned {
                    // Every sample of the range is inside: whole runs of the row.
                    for row in r0...r1 {
                        UnsafeMutableBufferPointer(rebasing: cells[(row * columns + c0)...(row * columns + c1)]).update(repeating: index)
                    }
                    continue
                }
                for row in r0...r1 {
                    let y = (Double(row) + 0.5) * step
                    for column in c0...c1 {
                        let p = Point(x: (Double(column) + 0.5) * step, y: y)
                        if convexPolygon(d.quad, contains: p) { cells[row * columns + column] = index }
                    }
                }
            }
        }
    }

    /// Recomputes the dead cells of `r` and their groups. `hitMap` and `drawn` hold the
    /// tracker's view numbers (`numbers`): the tap reaches the view drawn at a cell when the two
    /// numbers are equal. `paths`: each view's ancestor path by number, filled as needed.
    /// `fresh`: no cell is in a group yet (a new state).
    private mutating func assignReasons(_ r: CellRect, order: TreeOrder, hitMap: HitMap, drawn: CellGrid, tester: HitTester,
                                        numbers: ViewNumbers, paths: inout [[View]?], fresh: Bool = false) {
        let table = numbers.views
        var lastGroup = -1
        // The cells' groups in a local while the groups are updated (no access to `self` overlaps).
        var groupCells: [UInt32] = []
        swap(&groupCells, &groupOf)
        defer { swap(&groupCells, &groupOf) }
        let columns = self.columns, step = self.step
        hitMap.grid.cells.withUnsafeBufferPointer { hitCells in
        drawn.cells.withUnsafeBufferPointer { drawnCells in
        groupCells.withUnsafeMutableBufferPointer { groupOf in
        for row in r.rows {
            let rowBase = row * columns
            var i = rowBase + r.columns.lowerBound
            let end = rowBase + r.columns.upperBound
            // No cell in a group yet (a fresh state): a run where the tap reaches what is
            // drawn everywhere holds no dead cell.
            if fresh, let h = hitCells.baseAddress, let d = drawnCells.baseAddress,
               memcmp(h + i, d + i, (end - i) * MemoryLayout<UInt32>.stride) == 0 { continue }
            while i < end {
                defer { i += 1 }
                let before = Int(groupOf[i])
                // Most cells: in no group, and nothing drawn or the tap reaches what is drawn.
                if before == 0, drawnCells[i] == 0 || drawnCells[i] == hitCells[i] { continue }
                let column = i - rowBase
                if before != 0 { groups[before - 1].count -= 1; groups[before - 1].rects = nil }
                groupOf[i] = 0
                let d = Int(drawnCells[i])
                guard d != 0 else { continue }
                let h = Int(hitCells[i])
                if h == d { continue }
                let view = table[d - 1]
                let hit = h == 0 ? nil : table[h - 1]
                let p = Point(x: (Double(column) + 0.5) * step, y: (Double(row) + 0.5) * step)
                if paths[d] == nil { paths[d] = DeadZoneMap.path(to: view) }
                let key = GroupKey(view: view.id, reason: DeadZoneMap.reason(view, path: paths[d] ?? [], at: p, hit: hit,
                                                                             tester: tester, order: order.place))
                let g: Int
                // Neighbouring dead cells mostly share their group: compared before hashed.
                if lastGroup >= 0, groups[lastGroup].listed, groups[lastGroup].view == key.view, groups[lastGroup].reason == key.reason {
                    g = lastGroup
                } else if let existing = groupLookup[key] { g = existing } else {
                    if let free = freeGroups.popLast() {
                        g = free
                        groups[g] = Group(view: key.view, reason: key.reason)
                    } else {
                        g = groups.count
                        groups.append(Group(view: key.view, reason: key.reason))
                    }
                    groupLookup[key] = g
                }
                lastGroup = g
                groupOf[i] = UInt32(g + 1)
                groups[g].count += 1
                groups[g].rects = nil
                groups[g].c0 = min(groups[g].c0, column); groups[g].c1 = max(groups[g].c1, column)
                groups[g].r0 = min(groups[g].r0, row); groups[g].r1 = max(groups[g].r1, row)
            }
        }
        }
        }
        }
    }

    /// The rectangles of groups that changed, and the zones in ``DeadZoneMap``'s order.
    private mutating func finish(hitMap: HitMap, grid: CellGrid, numbers: ViewNumbers) {
        for g in groups.indices where groups[g].listed {
            guard groups[g].count > 0 else {
                // No cells left: a free slot (no cell names it).
                groupLookup[GroupKey(view: groups[g].view, reason: groups[g].reason)] = nil
                groups[g].listed = false
                freeGroups.append(g)
                continue
            }
            guard groups[g].rects == nil else { continue }
            var cells: [Int] = []
            cells.reserveCapacity(groups[g].count)
            let id = UInt32(g + 1)
            for row in groups[g].r0...groups[g].r1 {
                for column in groups[g].c0...groups[g].c1 where groupOf[row * columns + column] == id {
                    cells.append(row * columns + column)
                }
            }
            groups[g].first = cells[0]
            groups[g].rects = CellRegions.rects(cells: cells, columns: columns).map { r in
                Rect(x: r.minX * step, y: r.minY * step, width: r.width * step, height: r.height * step)
            }
        }
        // Sorted by (place in the drawn list, first cell), each group's place looked up once.
        var keyed: [(place: Int, first: Int, group: Int)] = []
        for (g, group) in groups.enumerated() where group.listed {
            keyed.append((drawnIndex[group.view] ?? 0, group.first, g))
        }
        keyed.sort { a, b in a.place != b.place ? a.place < b.place : a.first < b.first }
        let live: [Group] = keyed.map { groups[$0.group] }
        // The tracker's numbers to places in the drawn list (+ 1).
        var table = [UInt32](repeating: 0, count: numbers.views.count + 1)
        for (k, d) in drawnList.enumerated() where Int(d.number) < table.count { table[Int(d.number)] = UInt32(k + 1) }
        map = DeadZoneMap(columns: columns, rows: rows, step: step, drawnViews: drawnViews, drawnGrid: grid, drawnTable: table,
                          hitMap: hitMap, zones: live.map { DeadZone(view: $0.view, reason: $0.reason, rects: $0.rects ?? []) })
    }
}

/// Each view's place in tree order (windows back to front), computed the first time it is asked
/// for (only pass-through views need it).
final class TreeOrder {
    private let application: Application
    private var order: [ObjectIdentifier: Int]?

    init(_ application: Application) { self.application = application }

    func place(_ view: View) -> Int? {
        if let order { return order[ObjectIdentifier(view)] }
        let o = DeadZoneState.order(application)
        order = o
        return o[ObjectIdentifier(view)]
    }
}

extension DeadZoneMap {
    /// No samples (a placeholder while a tracker rewrites its grids).
    static func placeholder(step: Double) -> DeadZoneMap {
        DeadZoneMap(columns: 0, rows: 0, step: step, drawnViews: [], drawn: [], hitMap: .empty(step: step), zones: [])
    }
}
