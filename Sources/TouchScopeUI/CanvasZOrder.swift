import TouchScopeCore

/// Marks drawn in their view's place in the stacking order, or cut out where views in front of
/// their view cover it: the hit view's band and the bracket around the finger, dead-zone hatching,
/// and verdict outlines, so a view in front always stays in front.
extension PlaygroundRenderer {
    // MARK: Rectangles with holes

    /// `r` without `hole`: at most four disjoint rectangles (bands above and below the hole, then
    /// beside it).
    static func subtract(_ r: Rect, _ hole: Rect) -> [Rect] {
        guard let i = r.intersection(hole) else { return [r] }
        var out: [Rect] = []
        if i.minY > r.minY { out.append(Rect(x: r.minX, y: r.minY, width: r.width, height: i.minY - r.minY)) }
        if i.maxY < r.maxY { out.append(Rect(x: r.minX, y: i.maxY, width: r.width, height: r.maxY - i.maxY)) }
        if i.minX > r.minX { out.append(Rect(x: r.minX, y: i.minY, width: i.minX - r.minX, height: i.height)) }
        if i.maxX < r.maxX { out.append(Rect(x: i.maxX, y: i.minY, width: r.maxX - i.maxX, height: i.height)) }
        return out
    }

    /// `rects` without every hole: disjoint pieces (slivers under a pixel dropped); nil when
    /// there would be more than `limit` pieces (the caller then draws without cutting).
    ///
    /// The same pieces, in the same order, as cutting every piece by every hole and dropping the
    /// slivers after each hole, without building arrays for the pieces a hole misses (a
    /// container's outline is tested against every subview in front of it, and most miss it).
    static func subtract(_ rects: [Rect], holes: [Rect], limit: Int = 256) -> [Rect]? {
        guard !holes.isEmpty else { return rects }
        func kept(_ r: Rect) -> Bool { r.width >= 0.5 && r.height >= 0.5 }
        // A sliver's cut pieces are slivers too (none is wider or taller), so dropping slivers
        // first drops exactly what dropping them after the first hole would.
        var pieces = rects.filter(kept)
        var next: [Rect] = []
        for hole in holes {
            // Pieces are kept as they are where the hole misses them (already no slivers).
            guard pieces.contains(where: { $0.intersection(hole) != nil }) else {
                if pieces.count > limit { return nil }
                continue
            }
            next.removeAll(keepingCapacity: true)
            for r in pieces {
                guard let i = r.intersection(hole) else { next.append(r); continue }
                // subtract(r, hole)'s pieces, in its order.
                func add(_ piece: Rect) { if kept(piece) { next.append(piece) } }
                if i.minY > r.minY { add(Rect(x: r.minX, y: r.minY, width: r.width, height: i.minY - r.minY)) }
                if i.maxY < r.maxY { add(Rect(x: r.minX, y: i.maxY, width: r.width, height: r.maxY - i.maxY)) }
                if i.minX > r.minX { add(Rect(x: r.minX, y: i.minY, width: i.minX - r.minX, height: i.height)) }
                if i.maxX < r.maxX { add(Rect(x: i.maxX, y: i.minY, width: r.maxX - i.maxX, height: i.height)) }
            }
            swap(&pieces, &next)
            if pieces.count > limit { return nil }
        }
        return pieces
    }

    /// The four bands of thickness `t` just inside `box`'s edges (where a stroke `t` wide lies).
    static func edgeBands(of box: Rect, thickness t: Double) -> [Rect] {
        let t = min(t, box.width / 2, box.height / 2)
        return [Rect(x: box.minX, y: box.minY, width: box.width, height: t),
                Rect(x: box.minX, y: box.maxY - t, width: box.width, height: t),
                Rect(x: box.minX, y: box.minY + t, width: t, height: max(0, box.height - 2 * t)),
                Rect(x: box.maxX - t, y: box.minY + t, width: t, height: max(0, box.height - 2 * t))]
    }

    /// `commands` drawn only inside `pieces` (each piece a clip of its own).
    static func clipped(_ commands: [DrawCommand], to pieces: [Rect]) -> [DrawCommand] {
        var out: [DrawCommand] = []
        for p in pieces {
            out.append(.pushClip(p))
            out.append(contentsOf: commands)
            out.append(.popClip)
        }
        return out
    }

    // MARK: The hit view

    /// The width of the hit view's band for a view whose shorter side is `side` pixels: 5 points
    /// of the interface, thinner on a small view so the view still shows inside it.
    func hitBandWidth(side: Double) -> Double { max(2 * u, min(5 * u, side / 14)) }

    /// The hit view's mark, drawn right after its own fill (so its subviews and every view in
    /// front cover it, as they cover the view): a yellow band on a dark halo just inside the view's
    /// edge, clear of the verdict outline on the edge and of the labels on the view (`labels`: its
    /// own, its ancestors'), reading on any fill and at any size; then a bracket around the touch,
    /// inside the view.
    func hitMarkCommands(_ quad: [Point], labels: [Rect]) -> [DrawCommand] {
        let box = Rect(bounding: quad)
        let side = min(box.width, box.height)
        let band = hitBandWidth(side: side)
        let e = max(1, u.rounded())
        var out: [DrawCommand] = []
        if isAxisAligned(quad) {
            // Inside the verdict outline (2 points on a halo, on the edge).
            let inset = min(4 * u, side / 8)
            let outer = box.insetBy(dx: inset, dy: inset)
            let t = band + 2 * e
            guard outer.width > 2 * t, outer.height > 2 * t else { return haloOutlineCommands(quad, Theme.hit, width: max(1, band)) }
            let ring: [DrawCommand] = [.strokeRect(outer, Theme.halo, width: t), .strokeRect(outer.insetBy(dx: e, dy: e), Theme.hit, width: band)]
            let holes = labels.map { $0.insetBy(dx: -2 * u, dy: -1 * u) }
            if let pieces = Self.subtract(Self.edgeBands(of: outer, thickness: t), holes: holes) {
                out.append(contentsOf: Self.clipped(ring, to: pieces))
            } else {
                out.append(contentsOf: ring)
            }
        } else {
            out.append(contentsOf: haloOutlineCommands(quad, Theme.hit, width: band))
        }
        out.append(contentsOf: fingerBracketCommands(within: box))
        return out
    }

    /// Four corner brackets around the touch that found the hit view, clipped to the view's box
    /// (drawn in the view's place in the stacking order, so views in front cover them too).
    /// The centre and half-side of the bracket ``fingerBracketCommands(within:)`` draws in the
    /// hit view's `box`; nil when it draws none.
    func fingerBracket(within box: Rect) -> (center: Point, half: Double)? {
        guard let finger = story.fingers.first(where: { $0.touch == story.touch }) ?? story.fingers.first else { return nil }
        let c = layout.pixel(finger.location)
        guard box.insetBy(dx: -1, dy: -1).contains(c) else { return nil }
        // Around the finger marker (18 points), with room between.
        let s = 27 * layout.scale
        // Only on a view at least twice the bracket's size: on a smaller one (a button, a
        // segmented control) the band already marks the whole view, and the brackets would
        // cover its title.
        guard min(box.width, box.height) >= 4 * s else { return nil }
        // Nor where a view painted over the story's hit view (in front of it, or its own
        // subview) covers the touch (02: the "+" button over the list; 09: the Follow button
        // over the card): the bracket's corners peeking out around that view framed it, as if
        // it were the hit view, the opposite of the lesson. The band and the finger say where
        // the touch went.
        if let hit = story.hitView, let scene = snapshot.scene,
           paintedBoxes(Self.drawingOrder(scene.application)).anyFront(of: hit, intersecting: Rect(x: c.x - 0.5, y: c.y - 0.5, width: 1, height: 1)) {
            return nil
        }
        return (c, s)
    }

    /// The square the bracket around the touch takes, its band and halo included (nil: none is
    /// drawn): a mark placed later keeps off it as off the finger (30, 32, 44 in a small
    /// window: badge 1 touched the bracket's arms).
    func fingerBracketSquare(within box: Rect) -> Rect? {
        guard let (c, s) = fingerBracket(within: box) else { return nil }
        let reach = s + bracketBand.width / 2 + bracketBand.halo
        return Rect(x: c.x - reach, y: c.y - reach, width: 2 * reach, height: 2 * reach)
    }

    /// The width of the bracket's arms and of the halo on each side of them.
    var bracketBand: (width: Double, halo: Double) { (max(2, 3 * u), max(1, u.rounded())) }

    func fingerBracketCommands(within box: Rect) -> [DrawCommand] {
        guard let (c, s) = fingerBracket(within: box) else { return [] }
        let arm = 10 * layout.scale
        let (w, e) = bracketBand
        var segments: [(Point, Point)] = []
        for (sx, sy) in [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)] {
            let corner = Point(x: c.x + sx * s, y: c.y + sy * s)
            segments.append((corner, Point(x: corner.x - sx * arm, y: corner.y)))
            segments.append((corner, Point(x: corner.x, y: corner.y - sy * arm)))
        }
        var out: [DrawCommand] = [.pushClip(box)]
        for (a, b) in segments {
            // The halo a little longer than the band, so each arm's end and corner read too.
            let d = a.distance(to: b), ux = (b.x - a.x) / d, uy = (b.y - a.y) / d
            let a2 = Point(x: a.x - ux * (w / 2 + e), y: a.y - uy * (w / 2 + e)), b2 = Point(x: b.x + ux * e, y: b.y + uy * e)
            out.append(.line(from: a2, to: b2, Theme.halo, width: w + 2 * e))
        }
        for (a, b) in segments {
            let d = a.distance(to: b), ux = (b.x - a.x) / d, uy = (b.y - a.y) / d
            out.append(.line(from: Point(x: a.x - ux * w / 2, y: a.y - uy * w / 2), to: b, Theme.hit, width: w))
        }
        out.append(.popClip)
        return out
    }

    // MARK: Dead zones

    /// The dead-zone hatching of `viewID`'s zones, drawn right after the view's fill: only where
    /// the view shows, under every view in front of it.
    func deadZoneCommands(for viewID: String, zones: [DeadZone]) -> [DrawCommand] {
        var out: [DrawCommand] = []
        for zone in zones where zone.view == viewID {
            for r in zone.rects {
                let px = layout.pixelRect(r)
                out.append(.fillRect(px, Theme.deadZone.withAlpha(40)))
                // Each hatch line with a dark twin beside it, so it reads on any fill.
                out.append(.pushClip(px))
                out.append(.hatch(px.offsetBy(dx: max(1, u.rounded()), dy: 0), Theme.halo, spacing: 7 * u))
                out.append(.hatch(px, Theme.deadZone, spacing: 7 * u))
                out.append(.popClip)
            }
        }
        return out
    }

    // MARK: Views in front

    /// Every drawn view in painting order (``PaintedBoxes``).
    /// Computed once per frame (the frame's walk, kept in ``FrameMemo``): the verdict tags and
    /// the chain both ask.
    func paintedBoxes(_ windows: [Window]) -> PaintedBoxes {
        memo.paintedBoxes(windows) { walk in
            var painted = PaintedBoxes(area: layout.canvas)
            var index = 0, exits = 0
            for step in walk {
                let drawn = step.drawn
                guard step.enter else {
                    exits += 1
                    painted.subtreeEnd[drawn.view.id] = index
                    painted.labelOrder[drawn.view.id] = exits
                    continue
                }
                index += 1
                painted.order[drawn.view.id] = index
                guard drawn.isVisible, drawn.opacity >= 0.5, drawn.view.backgroundColor.alpha >= 128 else { continue }
                let quad = drawn.quad.map(layout.pixel)
                guard isAxisAligned(quad) else { continue }
                var box: Rect? = Rect(bounding: quad)
                if let clip = drawn.clip, let b = box { box = b.intersection(Rect(bounding: clip.corners.map(layout.pixel))) }
                if let box { painted.append(box, index: index) }
            }
            return painted
        }
    }

    /// A haloed outline cut out where `holes` (views in front) cover it; recorded as a mark.
    mutating func haloOutline(_ quad: [Point], _ color: Color, width: Double, style: LineStyle, excluding holes: [Rect]) {
        let box = Rect(bounding: quad)
        let t = width + 2 * max(1, u.rounded()) + 1
        guard !holes.isEmpty, isAxisAligned(quad),
              let pieces = Self.subtract(Self.edgeBands(of: box, thickness: t), holes: holes) else {
            haloOutline(quad, color, width: width, style: style)
            return
        }
        list.commands.append(contentsOf: Self.clipped(haloOutlineCommands(quad, color, width: width, style: style), to: pieces))
        record(.graphic, box, color, edge: Theme.halo)
    }
}

/// The views drawn, in painting order: each view's place in that order by id, and the boxes
/// (window pixels, cut by what clips them) of the axis-aligned views whose fill shows and hides
/// what is behind it, in a grid, so "which views in front of this one cover this area?" looks at
/// the few boxes near the area.
struct PaintedBoxes {
    /// Each drawn view's place in the painting order (1 first), by id.
    var order: [String: Int] = [:]
    /// The place of the last view of each drawn view's subtree (the view itself when it has no
    /// drawn subviews), by id: the views painted after it are the ones drawn over the view's id
    /// label, which is drawn when its subtree is done.
    var subtreeEnd: [String: Int] = [:]
    /// Each drawn view's place in the order id labels are painted in (when each view's subtree is
    /// done: a subview's label before its container's), by id.
    var labelOrder: [String: Int] = [:]
    private var grid: RectIndex
    private var indices: [Int] = []
    /// Answers of ``front(after:touching:)`` already given: the boxes are kept across frames
    /// while the views' geometry stays (``ViewCommandCache/paintedBoxes(_:frame:make:)``), and
    /// a tap asks again about the same views.
    private let answers = FrontAnswers()

    init(area: Rect) { grid = RectIndex(area: area) }

    mutating func append(_ box: Rect, index: Int) {
        grid.append(box)
        indices.append(index)
    }

    /// The boxes of the views painted after the view at `index` (in front of it: its subviews,
    /// later siblings, windows above) that overlap `area`, in painting order.
    func front(after index: Int, touching area: Rect) -> [Rect] {
        let question = FrontAnswers.Question(index: index, area: area)
        if let known = answers.known[question] { return known }
        var found: [Int] = []
        var seen: Set<Int> = []
        _ = grid.contains(near: area, margin: 0) { i, r in
            if indices[i] > index && r.intersects(area) && seen.insert(i).inserted { found.append(i) }
            return false
        }
        let answer = found.sorted().map { grid.rects[$0] }
        answers.known[question] = answer
        return answer
    }

    /// Whether any box in front of the view `id` (as ``front(of:touching:)`` finds them)
    /// overlaps `area`: the same answer as that list's being non-empty, without making it.
    func anyFront(of id: String, intersecting area: Rect) -> Bool {
        guard let index = order[id] else { return false }
        return grid.contains(near: area, margin: 0) { i, r in indices[i] > index && r.intersects(area) }
    }

    /// Whether a drawn view overlaps `area` that is none of the view `id` (whose box is `box`),
    /// its subviews and the views whose boxes hold its box (its containers, a twin superview of
    /// the same box): a neighbour, which a mark there would read as belonging to. `peers`: only
    /// a neighbour at most four times the view's size (a cell beside a cell, a tab beside a tab),
    /// not a backdrop (03's list behind the centre button, where a badge touching the button
    /// reads as the button's).
    func anyNeighbour(of id: String, box: Rect, intersecting area: Rect, peers: Bool = false) -> Bool {
        guard let start = order[id], let end = subtreeEnd[id] else { return false }
        return grid.contains(near: area, margin: 0) { i, r in
            (indices[i] < start || indices[i] > end) && r.intersects(area) && !r.insetBy(dx: -0.5, dy: -0.5).contains(box)
                && (!peers || r.width * r.height <= 4 * box.width * box.height)
        }
    }

    /// Whether `area` lies across the edge of a drawn view's box (a neighbour's: a badge there
    /// reads as that view's and hides its outline).
    func anyEdge(across area: Rect) -> Bool {
        grid.contains(near: area, margin: 0) { _, box in PlaygroundRenderer.straddles(area, edgeOf: box) }
    }

    /// Whether `area` lies across the edge of a drawn view's box other than the view `id`'s.
    func anyEdge(across area: Rect, except id: String) -> Bool {
        let own = order[id]
        return grid.contains(near: area, margin: 0) { i, box in indices[i] != own && PlaygroundRenderer.straddles(area, edgeOf: box) }
    }

    /// The boxes in front of the view `id` that overlap `area` (none for a view not drawn).
    func front(of id: String, touching area: Rect) -> [Rect] {
        order[id].map { front(after: $0, touching: area) } ?? []
    }

    /// The boxes in front of the view `id`'s whole subtree (later siblings of it or of its
    /// ancestors, windows above: what covers its id label) that overlap `area`.
    func front(ofSubtree id: String, touching area: Rect) -> [Rect] {
        subtreeEnd[id].map { front(after: $0, touching: area) } ?? []
    }
}

/// ``PaintedBoxes/front(after:touching:)``'s answers, by question (a reference, so the
/// non-mutating query can keep them; the boxes never change once built).
final class FrontAnswers {
    struct Question: Hashable {
        let index: Int
        let area: Rect
    }

    var known: [Question: [Rect]] = [:]
}
