/// The dead zones of a ``HitMapTracker``, kept up to date region by region: what is drawn where
/// (the same decision as ``DeadZoneMap/compute(_:canvas:step:hitMap:)``), each dead cell's group
/// (drawn view and reason), and each group's rectangles.
struct DeadZoneState {
    /// One drawn view: where its fill shows (its area within its clip, and its quadrilateral).
    struct Drawn: Equatable {
        var id: String
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
    }

    private(set) var map: DeadZoneMap
    let columns: Int, rows: Int, step: Double
    /// The drawn views in painting order, and each one's place in it by id.
    private var drawnList: [Drawn]
    private var drawnIndex: [String: Int]
    private var drawn: [UInt32]
    /// Per cell: 0, or a group's index + 1.
    private var groupOf: [UInt32]
    private var groups: [Group] = []
    private var groupLookup: [GroupKey: Int] = [:]

    struct GroupKey: Hashable { var view: String; var reason: DeadZoneReason }

    init(_ application: Application, hitMap: HitMap, tester: HitTester) {
        columns = hitMap.columns; rows = hitMap.rows; step = hitMap.step
        let views: [View]
        (drawnList, drawnIndex, views) = Self.drawnViews(application)
        drawn = [UInt32](repeating: 0, count: columns * rows)
        groupOf = [UInt32](repeating: 0, count: columns * rows)
        map = DeadZoneMap(columns: columns, rows: rows, step: step, drawnViews: [], drawn: [], hitMap: hitMap, zones: [])
        let all = CellRect(columns: 0..<columns, rows: 0..<rows)
        paintDrawn(all)
        assignReasons(all, order: Self.order(application), hitMap: hitMap, tester: tester, views: views)
        finish(hitMap: hitMap, views: views)
    }

    /// Brings the zones up to date after the hit map's update (`hitChanges` between the
    /// snapshots `old` and `new`; `hitRects`: where the hit map was recomputed).
    mutating func update(_ application: Application, hitMap: HitMap, tester: HitTester, hitChanges: HitMapTracker.Changes,
                         old: HitRegions, new: HitRegions, hitRects: [CellRect]) {
        let (list, lookup, views) = Self.drawnViews(application)
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

        // Re-index the drawn grid when the list changed, then repaint where drawing changed.
        if list.map(\.id) != drawnList.map(\.id) {
            var remap = [UInt32](repeating: 0, count: drawnList.count + 1)
            for (i, d) in drawnList.enumerated() { remap[i + 1] = lookup[d.id].map { UInt32($0 + 1) } ?? 0 }
            drawn.withUnsafeMutableBufferPointer { cells in
                for k in cells.indices where cells[k] != 0 { cells[k] = remap[Int(cells[k])] }
            }
        }
        drawnList = list; drawnIndex = lookup
        guard let drawRects = HitMapTracker.cellRanges(drawBoxes, columns: columns, rows: rows, step: step, limit: 1.01),
              let reasonRects = HitMapTracker.cellRanges(reasonBoxes, columns: columns, rows: rows, step: step, limit: 1.01) else {
            self = DeadZoneState(application, hitMap: hitMap, tester: tester)
            return
        }
        for r in drawRects { paintDrawn(r) }
        let order = Self.order(application)
        for r in reasonRects { assignReasons(r, order: order, hitMap: hitMap, tester: tester, views: views) }
        finish(hitMap: hitMap, views: views)
    }

    /// The drawn views in painting order (``Drawing``): those whose fill shows somewhere.
    static func drawnViews(_ application: Application) -> ([Drawn], [String: Int], [View]) {
        var list: [Drawn] = []
        var lookup: [String: Int] = [:]
        var views: [View] = []
        Drawing.visit(application.windowsFrontToBack.reversed(), enter: { item in
            guard item.isVisible else { return }
            let quad = item.quad
            let box = Rect(bounding: quad)
            guard let area = item.clip.map({ $0.intersection(box) }) ?? box else { return }
            lookup[item.view.id] = list.count
            views.append(item.view)
            list.append(Drawn(id: item.view.id, area: Box(area), quad: quad,
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

    /// Paints what is drawn over the cells of `r`, back to front.
    private mutating func paintDrawn(_ r: CellRect) {
        let columns = self.columns, step = self.step
        drawn.withUnsafeMutableBufferPointer { cells in
            for row in r.rows { for c in r.columns { cells[row * columns + c] = 0 } }
            for (k, d) in drawnList.enumerated() {
                let area = d.area
                let c0 = max(r.columns.lowerBound, Int((area.minX / step - 0.5).rounded(.up)))
                let c1 = min(r.columns.upperBound - 1, Int((area.maxX / step - 0.5).rounded(.down)))
                let r0 = max(r.rows.lowerBound, Int((area.minY / step - 0.5).rounded(.up)))
                let r1 = min(r.rows.upperBound - 1, Int((area.maxY / step - 0.5).rounded(.down)))
                guard c0 <= c1, r0 <= r1 else { continue }
                let index = UInt32(k + 1)
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
                        if d.axisAligned || convexPolygon(d.quad, contains: p) { cells[row * columns + column] = index }
                    }
                }
            }
        }
    }

    /// Recomputes the dead cells of `r` and their groups.
    private mutating func assignReasons(_ r: CellRect, order: [ObjectIdentifier: Int], hitMap: HitMap, tester: HitTester, views: [View]) {
        var paths = [[View]?](repeating: nil, count: views.count + 1)
        // Per drawn view (its index + 1): its value in the hit map's cells (0: not in the map),
        // so "the tap reaches the view drawn here" is one comparison of cell values.
        var hitValue = [UInt32](repeating: 0, count: views.count + 1)
        if !hitMap.views.isEmpty {
            var valueOf: [ObjectIdentifier: UInt32] = [:]
            for (k, v) in hitMap.views.enumerated() { valueOf[ObjectIdentifier(v)] = UInt32(k + 1) }
            for (k, v) in views.enumerated() { hitValue[k + 1] = valueOf[ObjectIdentifier(v)] ?? 0 }
        }
        let hitCells = hitMap.cells
        let sameGrid = hitMap.columns == columns && hitMap.rows == rows
        for row in r.rows {
            for column in r.columns {
                let i = row * columns + column
                let before = Int(groupOf[i])
                if before != 0 { groups[before - 1].count -= 1; groups[before - 1].rects = nil }
                groupOf[i] = 0
                let d = drawn[i]
                guard d != 0 else { continue }
                if sameGrid, hitValue[Int(d)] != 0, hitCells[i] == hitValue[Int(d)] { continue }
                let view = views[Int(d) - 1]
                let hit = hitMap.view(column: column, row: row)
                if hit === view { continue }
                let p = hitMap.samplePoint(column: column, row: row)
                if paths[Int(d)] == nil { paths[Int(d)] = DeadZoneMap.path(to: view) }
                let key = GroupKey(view: view.id, reason: DeadZoneMap.reason(view, path: paths[Int(d)] ?? [], at: p, hit: hit,
                                                                             tester: tester, order: order))
                let g: Int
                if let existing = groupLookup[key] { g = existing } else {
                    g = groups.count
                    groups.append(Group(view: key.view, reason: key.reason))
                    groupLookup[key] = g
                }
                groupOf[i] = UInt32(g + 1)
                groups[g].count += 1
                groups[g].rects = nil
                groups[g].c0 = min(groups[g].c0, column); groups[g].c1 = max(groups[g].c1, column)
                groups[g].r0 = min(groups[g].r0, row); groups[g].r1 = max(groups[g].r1, row)
            }
        }
    }

    /// The rectangles of groups that changed, and the zones in ``DeadZoneMap``'s order.
    private mutating func finish(hitMap: HitMap, views: [View]) {
        for g in groups.indices where groups[g].rects == nil && groups[g].count > 0 {
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
        // Forget empty groups now and then (their cells are gone).
        if groups.count > 64, groups.count > 2 * groups.lazy.filter({ $0.count > 0 }).count {
            var renumber = [UInt32](repeating: 0, count: groups.count + 1)
            var kept: [Group] = []
            groupLookup = [:]
            for (g, group) in groups.enumerated() where group.count > 0 {
                renumber[g + 1] = UInt32(kept.count + 1)
                groupLookup[GroupKey(view: group.view, reason: group.reason)] = kept.count
                kept.append(group)
            }
            groups = kept
            groupOf.withUnsafeMutableBufferPointer { cells in
                for k in cells.indices where cells[k] != 0 { cells[k] = renumber[Int(cells[k])] }
            }
        }
        let live = groups.filter { $0.count > 0 }.sorted { a, b in
            let da = drawnIndex[a.view] ?? 0, db = drawnIndex[b.view] ?? 0
            return da != db ? da < db : a.first < b.first
        }
        map = DeadZoneMap(columns: columns, rows: rows, step: step, drawnViews: views, drawn: drawn, hitMap: hitMap,
                          zones: live.map { DeadZone(view: $0.view, reason: $0.reason, rects: $0.rects ?? []) })
    }
}
