import TouchScopeCore

/// Placement rules for the touch's marks that depend on what the screen shows: a mark only where
/// its view can be seen, chain badges inside their view, chain lines routed around text, and a
/// button's label kept off the edges of the views in front of it.
extension PlaygroundRenderer {
    // MARK: What can be seen

    /// The part of the canvas where `view` can show at all: the canvas cut by the bounding box of
    /// every clipping ancestor (model geometry, as hit-testing uses), in window pixels; nil when
    /// nothing is left (content scrolled out of its scroll view, a page off the screen).
    func clipRegion(of view: View) -> Rect? {
        // The same for every subview of a superview: computed once per frame.
        guard let superview = view.superview else { return layout.canvas }
        if let known = memo.clipRegions[ObjectIdentifier(superview)] { return known }
        var region: Rect? = layout.canvas
        var ancestor = view.superview
        while let a = ancestor, let r = region {
            if a.clipsToBounds { region = r.intersection(Rect(bounding: modelPixelQuad(a))) }
            ancestor = a.superview
        }
        memo.clipRegions[ObjectIdentifier(superview)] = region
        return region
    }

    /// The part of `view` (`quad`: its corners in window pixels) that can be seen: its bounding
    /// box within ``clipRegion(of:)``; nil when less than a sliver is left, so the view gets no
    /// tag: a tag for a view out of sight would be pushed against the canvas's edge, where the
    /// tags of every such view pile up.
    func visibleBox(of view: View, quad: [Point]) -> Rect? {
        guard let region = clipRegion(of: view), let r = Rect(bounding: quad).intersection(region),
              r.width >= 4 * u, r.height >= 4 * u else { return nil }
        return r
    }

    /// `rect` moved (not resized) as little as possible to lie inside `region`, when it fits.
    func moved(_ rect: Rect, into region: Rect) -> Rect {
        var r = rect
        if r.maxX > region.maxX { r = r.offsetBy(dx: region.maxX - r.maxX, dy: 0) }
        if r.minX < region.minX { r = r.offsetBy(dx: region.minX - r.minX, dy: 0) }
        if r.maxY > region.maxY { r = r.offsetBy(dx: 0, dy: region.maxY - r.maxY) }
        if r.minY < region.minY { r = r.offsetBy(dx: 0, dy: region.minY - r.minY) }
        return r
    }

    /// The view labels the screen shows (``labelLines(_:)`` without those clipped away), in
    /// window pixels: what chain lines keep off.
    func visibleLabelLines(_ windows: [Window]) -> [Rect] {
        var out: [Rect] = []
        let lines = memo.labelLines(windows) { labelLineNearCanvas(of: $0) }
        for (step, line) in zip(memo.walk(windows), lines) {
            guard let r = line else { continue }
            if let clip = step.drawn.clip, clip.intersection(Rect(bounding: step.drawn.quad)) == nil { continue }
            out.append(r)
        }
        return out
    }

    // MARK: Chain badges

    /// Where a chain badge (`rect`, wanted on its view's top edge above the touch) goes: the
    /// nearest free spot INSIDE the view's visible part (`inside`: that part, shrunk so the badge
    /// fits), searched along the view's top row first, then down the column under the touch, then
    /// anywhere in the view; ``freeSpot(for:)`` (which may leave the view) only when the view has
    /// no free room. The spot is taken.
    /// `avoiding`: boxes it keeps off when it can (a view's subviews, so a badge never reads as
    /// a subview's).
    mutating func badgeSpot(for rect: Rect, inside region: Rect?, avoiding avoid: [Rect] = []) -> Rect {
        guard let spot = badgeSpotInside(for: rect, inside: region, avoiding: avoid) else { return freeSpot(for: rect) }
        placed.append(spot)
        return spot
    }

    /// The search of ``badgeSpot(for:inside:avoiding:)`` inside `region`, nothing taken: nil when
    /// the view has no free room (`strictOnly`: no room clear of `avoid`).
    func badgeSpotInside(for rect: Rect, inside region: Rect?, avoiding avoid: [Rect] = [], strictOnly: Bool = false) -> Rect? {
        badgeSpotsInside(for: rect, inside: region, avoiding: avoid, strictOnly: strictOnly, limit: 1).first
    }

    /// The `limit` nearest free spots of ``badgeSpotInside(for:inside:avoiding:strictOnly:)``'s
    /// search, nearest first (the top row preferred): the spots a request inside a view is
    /// offered.
    /// `passing`: layers of the placed marks it may lie on (the bracket around the touch).
    /// `badges`: how many badges side by side `rect` is, for a row of chain badges.
    func badgeSpotsInside(for rect: Rect, inside region: Rect?, avoiding avoid: [Rect] = [], strictOnly: Bool = false,
                          limit: Int, passing: RectIndex.Layers = [], badges: Int = 0) -> [Rect] {
        guard let region, region.width >= rect.width, region.height >= rect.height, limit > 0 else { return [] }
        var placed = self.placed
        placed.passable.formUnion(passing)
        let gap = 3 * u
        let start = moved(rect, into: region)
        // A badge keeps off a finger's ring's square; where no spot is (a small cell with the
        // finger in its middle), a round badge keeps only its distance from the ring's centre, so
        // the square's corners are room (55: the cell's badges went onto its neighbours).
        // So does a row of badges side by side (a view and its twin superview, or the
        // responders after it that are not views), each of them: `badges` says how many (0: a
        // pair's width says two).
        let round = abs(rect.width - rect.height) < 0.5
        let count = badges > 0 ? badges : abs(rect.width - 2 * rect.height - Self.badgePairGap * u) < 0.5 ? 2 : 0
        let pair = count >= 2
        func isRingSquare(_ p: Rect) -> Bool { fingerRings.contains { $0.square == p } }
        // Whether a spot was turned down by a ring's square alone: only then can the search by
        // distance find one (else it would repeat the whole search for nothing).
        var ringOnly = false
        // The views to keep off last: a scan of all of them (thousands under a screen-filling
        // container) for every spot, before the placed marks' grid turned most spots down, made
        // the 10,000-view benchmark's tap frame a third slower.
        // (Many of them, a screen-filling container's thousands of subviews, go in a grid: each
        // spot asks about the few near it.)
        var nearby: RectIndex?
        if avoid.count > 32 {
            var index = RectIndex(area: region)
            for box in avoid { index.append(box) }
            nearby = index
        }
        func clearOfAvoid(_ r: Rect, strict: Bool) -> Bool {
            guard strict else { return true }
            if let nearby { return !nearby.contains(near: r, margin: 0) { $1.intersects(r) } }
            return !avoid.contains { $0.intersects(r) }
        }
        func fits(_ r: Rect, strict: Bool, byDistance: Bool) -> Bool {
            guard region.contains(r) else { return false }
            if placed.contains(near: r, margin: gap, where: { _, p in !isRingSquare(p) && p.insetBy(dx: -gap / 2, dy: -gap / 2).intersects(r) }) { return false }
            let d = r.height
            let centres = pair ? badgeCentres(in: r, count: count) : [r.center]
            let blocked = fingerRings.contains { ring in
                byDistance ? centres.contains { ring.center.distance(to: $0) < ring.radius + d / 2 + gap }
                    : ring.square.insetBy(dx: -gap / 2, dy: -gap / 2).intersects(r)
            }
            if blocked {
                if !byDistance && !ringOnly && clearOfAvoid(r, strict: strict) { ringOnly = true }
                return false
            }
            return clearOfAvoid(r, strict: strict)
        }
        // Half the mark's size each way: a wide tag is tried a line lower, not half its width
        // lower (scene 26's cancelled tag went to the card's bottom, over the Like button).
        let stepX = rect.width / 2 + gap, stepY = rect.height / 2 + gap
        let cols = Int(region.width / stepX) + 1, rows = Int(region.height / stepY) + 1
        // The nearest found so far, nearest first (ties: the first found).
        var best: [(rect: Rect, cost: Double)] = []
        search: for strict in avoid.isEmpty ? [false] : strictOnly ? [true] : [true, false] {
            ringOnly = false
            for byDistance in (round || pair) && !fingerRings.isEmpty ? [false, true] : [false] {
                if byDistance && !ringOnly { break }
                for k in 0...(2 * rows) {
                    // Rows nearest first: 0, 1, -1, 2, -2, ...; none further can be nearer than the
                    // farthest kept.
                    let j = k % 2 == 1 ? (k + 1) / 2 : -(k / 2)
                    if best.count >= limit, 3 * Double(abs(j)) * stepY > best[limit - 1].cost { break }
                    for i in -cols...cols {
                        let c = moved(start.offsetBy(dx: Double(i) * stepX, dy: Double(j) * stepY), into: region)
                        // The top row is preferred (the chain climbs the views' top edges), then nearness.
                        let cost = abs(c.minX - start.minX) + 3 * abs(c.minY - start.minY)
                        if best.count >= limit, cost >= best[limit - 1].cost { continue }
                        guard !best.contains(where: { $0.rect == c }), fits(c, strict: strict, byDistance: byDistance) else { continue }
                        let at = best.firstIndex { cost < $0.cost } ?? best.count
                        best.insert((c, cost), at: at)
                        if best.count > limit { best.removeLast() }
                    }
                }
                if !best.isEmpty { break search }
            }
        }
        return best.map(\.rect)
    }

    // MARK: Chain lines

    /// `boxes` but those inside the badges of `radius` at `a` and `b`: what the line between two
    /// badges keeps off (their own numerals are its ends).
    static func obstacles(_ boxes: [Rect], between a: Point, and b: Point, radius r: Double) -> [Rect] {
        let ends = [a, b].map { Rect(x: $0.x - r, y: $0.y - r, width: 2 * r, height: 2 * r) }
        return boxes.filter { box in !ends.contains { $0.insetBy(dx: -0.5, dy: -0.5).contains(box) } }
    }

    /// The path of the chain line from badge `a` to badge `b`: straight when that crosses no text
    /// box in `obstacles`, else the route with an elbow or a detour that crosses the fewest (and
    /// then is the shortest), staying on the canvas.
    func chainRoute(from a: Point, to b: Point, avoiding obstacles: [Rect]) -> [Point] {
        let canvas = layout.canvas
        let margin = 4 * u
        // Boxes the line may not cross, a little shrunk so a line touching a box's edge is fine.
        let boxes = obstacles.map { $0.insetBy(dx: 0.5, dy: 0.5) }
        func crossings(_ path: [Point]) -> Int {
            var n = 0
            for k in 1..<path.count {
                for box in boxes where Self.segment(path[k - 1], path[k], crosses: box) { n += 1 }
            }
            return n
        }
        func length(_ path: [Point]) -> Double { (1..<path.count).reduce(0) { $0 + path[$1 - 1].distance(to: path[$1]) } }
        var candidates: [[Point]] = [[a, b], [a, Point(x: a.x, y: b.y), b], [a, Point(x: b.x, y: a.y), b]]
        // Detours: a vertical run just beside a box in the way, or a horizontal run just above
        // or below it.
        let inTheWay = boxes.filter { Self.segment(a, b, crosses: $0) || Self.segment(a, Point(x: a.x, y: b.y), crosses: $0)
            || Self.segment(Point(x: a.x, y: b.y), b, crosses: $0) }
        for box in inTheWay {
            for x in [box.minX - margin, box.maxX + margin] where x > canvas.minX && x < canvas.maxX {
                candidates.append([a, Point(x: x, y: a.y), Point(x: x, y: b.y), b])
            }
            for y in [box.minY - margin, box.maxY + margin] where y > canvas.minY && y < canvas.maxY {
                candidates.append([a, Point(x: a.x, y: y), Point(x: b.x, y: y), b])
            }
        }
        var best = candidates[0]
        var bestScore = (crossings(best), length(best))
        for path in candidates.dropFirst() {
            let score = (crossings(path), length(path))
            if score.0 < bestScore.0 || (score.0 == bestScore.0 && score.1 < bestScore.1 - 0.5) { best = path; bestScore = score }
            if bestScore.0 == 0 && path.count == 2 { break }
        }
        return best
    }

    /// Whether the segment from `p` to `q` passes through the inside of `box` (Liang-Barsky).
    static func segment(_ p: Point, _ q: Point, crosses box: Rect) -> Bool { MarkPlacement.segment(p, q, crosses: box) }

    // MARK: Labels clear of front views' edges

    /// The x of the centre of a centred label of width `w` on the box `box` of `view`: the box's
    /// centre, unless the edge of a sibling in front of the view (a clear view laid over half a
    /// button) runs through the label there; then the centre of the widest part of the box no
    /// front sibling covers, when the label fits in it.
    func centredLabelX(of view: View, box: Rect, width w: Double) -> Double {
        let centre = box.midX
        guard let siblings = view.superview?.subviews, let index = siblings.firstIndex(where: { $0 === view }),
              index + 1 < siblings.count else { return centre }
        let h = lineHeight(viewLabelSize)
        let band = Rect(x: box.minX, y: box.midY - h / 2, width: box.width, height: h)
        var covers: [(Double, Double)] = []
        for front in siblings[(index + 1)...] where !front.isHidden {
            let quad = pixelQuad(front)
            guard isAxisAligned(quad), let c = Rect(bounding: quad).intersection(band), c.height >= h - 0.5 else { continue }
            covers.append((c.minX, c.maxX))
        }
        let label = (centre - w / 2, centre + w / 2)
        let cut = covers.contains { c in (c.0 > label.0 && c.0 < label.1) || (c.1 > label.0 && c.1 < label.1) }
        guard cut else { return centre }
        // The uncovered runs of the box along the label's line.
        var runs: [(Double, Double)] = []
        var x = box.minX
        for c in covers.sorted(by: { $0.0 < $1.0 }) {
            if c.0 > x { runs.append((x, c.0)) }
            x = max(x, c.1)
        }
        if x < box.maxX { runs.append((x, box.maxX)) }
        guard let widest = runs.max(by: { $0.1 - $0.0 < $1.1 - $1.0 }), widest.1 - widest.0 >= w + 8 * u else { return centre }
        return (widest.0 + widest.1) / 2
    }
}

extension PlaygroundRenderer {
    /// A haloed path (a chain line with its elbows): the halo of every segment first, then the
    /// colour, so an elbow's halo never cuts the line; each segment recorded as a line mark.
    mutating func haloPath(_ path: [Point], _ color: Color, width: Double) {
        let edge = max(1, u.rounded())
        for j in path.indices.dropFirst() { list.append(.line(from: path[j - 1], to: path[j], Theme.halo, width: width + 2 * edge)) }
        for j in path.indices.dropFirst() {
            list.append(.line(from: path[j - 1], to: path[j], color, width: width))
            list.marks.append(OverlayMark(kind: .line(from: path[j - 1], to: path[j]), rect: Rect(bounding: [path[j - 1], path[j]]),
                                          color: color.withAlpha(255), edge: Theme.halo.withAlpha(255)))
        }
    }
}
