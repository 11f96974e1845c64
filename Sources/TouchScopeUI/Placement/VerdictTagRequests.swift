import TouchScopeCore

/// A view's verdict, to be said in its tag (``PlaygroundRenderer/drawVerdictTags(_:labels:painted:)``).
struct VerdictTagItem {
    /// The verdict in words ("✓ inside"; a twin's "+ contentView ✓ inside").
    var text: String
    /// The verdict's sign alone ("✓").
    var compact: String
    var view: View
    /// The view's corners in window pixels (its model geometry: where hit-testing looked).
    var quad: [Point]
    /// The part of the canvas the view's clipping ancestors leave.
    var region: Rect
    var fill: Color
    /// Whether the tag speaks for a view and its twin superview too: its sign names neither.
    var twins = false
    /// Whether it speaks for a hit view (its own, or its twin's): the lesson's answer, which
    /// keeps its name where another would take its sign.
    var isHit = false
}

/// The picture as the placement engine sees it while the verdict tags are placed: the labels
/// that show, the views in paint order, the marks placed before.
struct CanvasField: PlacementField {
    let lineHeight: Double
    let markGap: Double
    let u: Double
    let canvas: Rect
    let placed: RectIndex
    let labels: LabelLines
    let painted: PaintedBoxes
    /// The views whose own label shows (a mark over it hides the view's name).
    let labelShows: Set<String>
    /// The views the picture marks (their outlines: the views hit-testing visited), by their
    /// visible part: a neighbour here shows though its fill may not (a view at alpha 0.009).
    let outlined: OutlinedBoxes
    /// The fingers' rings on the canvas.
    let fingers: [(center: Point, radius: Double)]
    /// For round marks (chain badges, one or two side by side): the squares of the fingers'
    /// rings among the placed marks, which such a mark keeps only the ring's distance from (the
    /// square's corners are room beside a finger in a small cell). Empty for other marks.
    var roundMarksBesideFingers: [Rect] = []

    func overlapsFixedMark(_ rect: Rect) -> Bool {
        let half = markGap / 2
        guard !roundMarksBesideFingers.isEmpty else { return placed.overlapsMark(rect, gap: markGap) }
        let squares = roundMarksBesideFingers
        if placed.contains(near: rect, margin: half, where: { !squares.contains($1) && $1.insetBy(dx: -half, dy: -half).intersects(rect) }) {
            return true
        }
        let d = rect.height
        let centres = [Point(x: rect.minX + d / 2, y: rect.midY), Point(x: rect.maxX - d / 2, y: rect.midY)]
        return fingers.contains { ring in centres.contains { ring.center.distance(to: $0) < ring.radius + d / 2 + markGap } }
    }

    func overlapsLabel(_ rect: Rect, owner: String, ownLabelFree: Bool) -> Bool {
        labels.anyOverlaps(rect) { id in id != owner || (!ownLabelFree && labelShows.contains(owner)) }
    }

    func inFront(of owner: String, _ rect: Rect, subtree: Bool) -> (covered: Double, hidden: Double) {
        guard painted.anyFront(of: owner, intersecting: rect) else { return (0, 0) }
        // Any view in front of it, its subviews too, is hidden where the mark lies, even on its
        // label's line (drawn over its subviews, as the label is).
        let all = painted.front(of: owner, touching: rect)
        let hidden = all.map { box in box.intersection(rect).map { $0.width * $0.height / max(1, box.width * box.height) } ?? 0 }.max() ?? 0
        let front = subtree ? painted.front(ofSubtree: owner, touching: rect) : all
        guard !front.isEmpty else { return (0, min(1, hidden)) }
        // (Past a few dozen boxes, a container's whole content: covered.)
        guard front.count <= PlaygroundRenderer.frontViewsSearchedForATag else { return (1, min(1, hidden)) }
        let area = rect.width * rect.height
        guard area > 0, let left = PlaygroundRenderer.subtract([rect], holes: front) else { return (1, min(1, hidden)) }
        return (min(1, max(0, 1 - left.reduce(0) { $0 + $1.width * $1.height } / area)), min(1, hidden))
    }

    func coversAny(inFrontOf owner: String, _ rect: Rect, subtree: Bool) -> Bool {
        guard painted.anyFront(of: owner, intersecting: rect) else { return false }
        return subtree ? inFront(of: owner, rect, subtree: true).covered > 0 : true
    }

    func onNeighbour(of owner: String, box: Rect, _ rect: Rect) -> Bool {
        painted.anyNeighbour(of: owner, box: box, intersecting: rect, peers: true)
            || outlined.anyOther(than: owner, box: box, under: rect, peers: true)
    }

    func overOtherView(of owner: String, box: Rect, _ rect: Rect) -> Bool {
        // Only off its own view: over its view, the views behind are hidden by it, and those in
        // front are ``shareInFront(of:_:)``'s.
        let pieces = PlaygroundRenderer.subtract(rect, box).filter { $0.width > 1 && $0.height > 1 }
        return pieces.contains { piece in
            outlined.anyOther(than: owner, box: box, under: piece, peers: false)
                || painted.anyNeighbour(of: owner, box: box, intersecting: piece, peers: false)
        }
    }

    func acrossOtherEdge(of owner: String, _ rect: Rect) -> Bool { painted.anyEdge(across: rect, except: owner) }

    func coversPicture(_ rect: Rect) -> Bool { rect.intersects(canvas) }

    func distanceToTouch(_ rect: Rect) -> Double? {
        fingers.map { ring in max(0, rect.distance(to: Rect(x: ring.center.x, y: ring.center.y, width: 0, height: 0)) - ring.radius) }.min()
    }

    func lineCrossesText(from a: Point, to b: Point, owner: String) -> Bool {
        let span = Rect(bounding: [a, b])
        return labels.anyCrossed(from: a, to: b, except: owner)
            || placed.contains(near: span, margin: 0) { PlaygroundRenderer.segment(a, b, crosses: $1) }
    }

    func isAttached(_ rect: Rect, to box: Rect) -> Bool {
        // On the canvas's frame over a view along its top edge: against that edge.
        if rect.maxY <= canvas.minY, box.minY <= canvas.minY + 0.5 {
            return min(rect.maxX, box.maxX) - max(rect.minX, box.minX) >= min(12 * u, rect.width, box.width)
        }
        return PlaygroundRenderer.isAttached(rect, to: box, gap: 4 * u, overlap: 12 * u)
    }
}

/// The visible parts of the views the picture outlines, by view id, in a grid.
struct OutlinedBoxes {
    private var ids: [String] = []
    private var grid: RectIndex

    init(area: Rect) { grid = RectIndex(area: area) }

    mutating func append(_ box: Rect, id: String) {
        ids.append(id)
        grid.append(box)
    }

    /// Whether `rect` covers more than a sliver of a box other than `owner`'s (`box`) that
    /// neither holds `box` nor lies inside it; `peers`: only one at most four times its size (a
    /// cell beside a cell), not a backdrop.
    func anyOther(than owner: String, box: Rect, under rect: Rect, peers: Bool) -> Bool {
        grid.contains(near: rect, margin: 0) { i, r in
            guard ids[i] != owner, let common = r.intersection(rect), common.width > 1, common.height > 1 else { return false }
            return !r.insetBy(dx: -0.5, dy: -0.5).contains(box) && !box.insetBy(dx: -0.5, dy: -0.5).contains(r)
                && (!peers || r.width * r.height <= 4 * box.width * box.height)
        }
    }
}

extension PlaygroundRenderer {
    /// The wordings' costs over the fullest: a tag after its label and one that names its view
    /// say all; the sign alone leaves the words to the legend and the tree.
    static let signWordingCost = 110.0
    static let namedWordingCost = 50.0

    /// Where a mark may go on the canvas: inside it, its halo too, and its text's descent off
    /// the bottom edge.
    var markRoom: Rect {
        let edge = max(1, u.rounded())
        let c = layout.canvas.insetBy(dx: edge, dy: edge)
        return Rect(x: c.minX, y: c.minY, width: c.width, height: max(0, c.height - u))
    }

    /// The request for `item`'s tag: the verdict after the view's label when it shows, else
    /// the view's name and verdict, else the sign alone; at spots around the view's visible part
    /// and its label, inside its corners, on the canvas's frame over a view along its top edge.
    /// Nil when the view shows too little for a tag.
    func verdictTagRequest(_ item: VerdictTagItem, labels: LabelLines, painted: PaintedBoxes) -> MarkRequest? {
        let view = item.view
        guard let visible = visibleBox(of: view, quad: item.quad) else { return nil }
        let size = markSize
        let h = lineHeight(size)
        func tagSize(_ s: String) -> Size { Size(width: measurer.measure(s, size: size).width + 10 * u, height: h) }
        let label = labels[view.id] ?? labelLine(of: view, quad: item.quad)
        let shows = labels[view.id].map { labelShows(view, label: $0, labels: labels, painted: painted) } ?? false
        var wordings: [MarkWording] = []
        if shows { wordings.append(MarkWording(text: item.text, size: tagSize(item.text), namesOwner: true, cost: 0)) }
        let named = view.id + " " + item.text
        wordings.append(MarkWording(text: named, size: tagSize(named), namesOwner: true, cost: Self.namedWordingCost))
        wordings.append(MarkWording(text: item.compact, size: tagSize(item.compact), namesOwner: false, cost: Self.signWordingCost))

        // Where it may go: the part of the canvas its clipping ancestors leave; only the part
        // that shows, for a view mostly out of sight, and only when that holds its name (a
        // page scrolled mostly off the screen gets none: the tags of every such page would
        // line the canvas's edge); the canvas's frame over a view along its top edge.
        let box = Rect(bounding: item.quad)
        let share = visible.width * visible.height / max(1, box.width * box.height)
        if share < 0.5, let name = wordings.first(where: { $0.text == named }),
           visible.width < name.size.width || visible.height < name.size.height { return nil }
        var rooms: [Rect] = []
        if let room = (share >= 0.5 ? item.region : visible).intersection(markRoom) { rooms.append(room) }
        // (Not a view of the chain but the window: a view's chain badge goes beside its tag when
        // the view has no room for it, and has none on the frame.)
        let alongTop = visible.minY <= layout.canvas.minY + 0.5 && item.region == layout.canvas
            && (view is Window || !story.chain.contains { $0.responder == view.id })
        if alongTop, let row = headerTagRow { rooms.append(row) }

        var candidates: [MarkCandidate] = []
        let canvas = layout.canvas
        let room = markRoom
        let gap = 3 * u
        for (k, wording) in wordings.enumerated() {
            let (w, th) = (wording.size.width, wording.size.height)
            var rank = 0
            func add(_ x: Double, _ y: Double, follows: Bool = false) {
                candidates.append(MarkCandidate(rect: Rect(x: x, y: y, width: w, height: th), wording: k, rank: rank, followsLabel: follows))
                rank += 1
            }
            // Slid along the canvas's width as far as it needs (a view at the canvas's right
            // edge keeps its tag over or under its own edge).
            func slid(_ x: Double) -> Double { max(room.minX, min(x, room.maxX - w)) }
            let follows = shows && k == 0
            if let label, follows {
                // Right after the label, on its line (a value control's caption line: its
                // bottom on the control's top edge).
                let y = ControlFaces.caption(for: view, l) != nil ? min(label.midY - th / 2, box.minY - th) : label.midY - th / 2
                add(label.maxX + 5 * u, y, follows: true)
                continue
            }
            if !wording.namesOwner, shows, let label {
                // The sign beside the label it follows ("screen ✓").
                add(label.maxX + 3 * u, label.midY - th / 2, follows: true)
                add(label.minX - 3 * u - w, label.midY - th / 2, follows: true)
            }
            if alongTop, let row = headerTagRow, wording.namesOwner {
                // On the canvas's frame over the view: right-aligned, then a tag's width at a
                // time to the left, then at the view's left.
                let right = min(visible.maxX, canvas.maxX)
                for step in 0..<4 { add(right - w - Double(step) * (w + gap), row.minY) }
                add(max(visible.minX, row.minX), row.minY)
            }
            // Under its label; inside its corners. Neither on a value control, whose face
            // (slider, switch, segments) fills its box under its caption.
            let face = ControlFaces.caption(for: view, l) != nil
            if shows, !face, let label { add(label.minX, label.maxY + 2 * u) }
            // (Less inset on a view barely taller or wider than the mark.)
            let inset = max(0, min(4 * u, (visible.height - th) / 2, (visible.width - w) / 2))
            if !face {
                add(visible.minX + inset, visible.maxY - th - inset)
                add(visible.maxX - w - inset, visible.maxY - th - inset)
                add(visible.maxX - w - inset, visible.minY + inset)
                add(visible.minX + inset, visible.minY + inset)
                if visible.height < 3 * th {
                    // A short view (a title, a bar): level with its middle too.
                    add(visible.maxX - w - inset, visible.midY - th / 2)
                    add(visible.minX + inset, visible.midY - th / 2)
                }
            }
            // Against its edges outside, then a line farther out.
            for ring in 0..<(wording.namesOwner ? 2 : 1) {
                let o = Double(ring) * (th + gap)
                let above = visible.minY - th - 2 * u - o, below = visible.maxY + 2 * u + o
                let right = visible.maxX + 5 * u + o * 2, left = visible.minX - w - 5 * u - o * 2
                for y in [above, below] {
                    add(visible.minX, y)
                    if slid(visible.minX) != visible.minX { add(slid(visible.minX), y) }
                    add(visible.maxX - w, y)
                    if slid(visible.maxX - w) != visible.maxX - w { add(slid(visible.maxX - w), y) }
                }
                for x in [right, left] {
                    add(x, visible.minY)
                    add(x, visible.maxY - th)
                    add(x, visible.midY - th / 2)
                }
            }
            if !face, wording.namesOwner, let inside = visible.intersection(canvas) {
                // The free room inside the part of the view no view in front covers, looked for
                // among a few views in front only (a screen-filling view of a 10,000-view scene
                // has them all in front).
                let front = painted.front(of: view.id, touching: inside)
                if !front.isEmpty, front.count <= Self.frontViewsSearchedForATag,
                   let spot = badgeSpotInside(for: Rect(x: inside.minX + inset, y: inside.maxY - th - inset, width: w, height: th),
                                              inside: inside, avoiding: front + labels.boxes(touching: inside), strictOnly: true) {
                    add(spot.minX, spot.minY)
                }
            }
        }
        // The hit view's tag is the lesson's answer: its name is worth a leader. (It is left
        // out as any other where every spot hides words or reads as a neighbour's: its hit
        // band and the panel still name it.)
        return MarkRequest(owner: view.id, box: visible, wordings: wordings, candidates: candidates, rooms: rooms,
                           importance: item.isHit ? 2 : 1, mayLeaveOut: true, unnamedNeedsItsView: item.twins)
    }

    /// The field the verdict tags are placed on.
    /// `fixed`: the marks placed before (default: ``placed``); `roundMarks`: for round marks,
    /// which keep only a finger ring's distance (``CanvasField/roundMarksBesideFingers``).
    func canvasField(labels: LabelLines, painted: PaintedBoxes, shows: Set<String>, outlined: OutlinedBoxes,
                     fixed: RectIndex? = nil, roundMarks: Bool = false) -> CanvasField {
        CanvasField(lineHeight: lineHeight(markSize), markGap: 3 * u, u: u, canvas: layout.canvas, placed: fixed ?? placed, labels: labels,
                    painted: painted, labelShows: shows, outlined: outlined, fingers: fingerRings.map { ($0.center, $0.radius) },
                    roundMarksBesideFingers: roundMarks ? fingerRings.map(\.square) : [])
    }

    /// Draws the verdict tags of `items`, placed together by the engine (``MarkPlacement``):
    /// off its view, a tag whose words reach past it gets a tail into it, and one pushed away a
    /// leader to its edge. A view left out keeps its outline, whose colour and line say the
    /// verdict; the legend and the tree give the words.
    mutating func drawVerdictTags(_ items: [VerdictTagItem], labels: LabelLines, painted: PaintedBoxes) {
        var requests: [MarkRequest] = []
        var itemOf: [Int] = []
        var shows: Set<String> = []
        var outlined = OutlinedBoxes(area: layout.canvas)
        for (i, item) in items.enumerated() {
            if let visible = visibleBox(of: item.view, quad: item.quad) { outlined.append(visible, id: item.view.id) }
            guard let request = verdictTagRequest(item, labels: labels, painted: painted) else { continue }
            if request.candidates.contains(where: \.followsLabel) { shows.insert(item.view.id) }
            requests.append(request)
            itemOf.append(i)
        }
        let field = canvasField(labels: labels, painted: painted, shows: shows, outlined: outlined)
        let choices = MarkPlacement.solve(requests, field: field, area: layout.canvas)
        for (n, choice) in choices.enumerated() {
            guard let j = choice else { continue }
            let request = requests[n], item = items[itemOf[n]]
            let spot = request.candidates[j]
            let text = request.wordings[spot.wording].text
            // On another request's spot (a request that may not be left out, with every spot
            // it has taken or misleading): none. Two marks never overlap, and a spot the solve
            // did not weigh is never taken.
            guard !isTaken(spot.rect) else { continue }
            owned(.verdict, view: item.view.id) { r in
                let drawn = r.tag(spot.rect, fill: item.fill, lines: [text], size: r.markSize, landed: true)
                r.verdictTagRects[item.view.id] = drawn
                // Right after its label it reads as its view's, as the label does.
                if !spot.followsLabel { r.tieTag(drawn, to: request.box, fill: item.fill) }
            }
        }
    }

    /// Whether a mark at `rect` would overlap a mark placed (the marks' gap kept), as the solve
    /// asks it of the marks placed before it (``CanvasField/overlapsFixedMark(_:)``).
    func isTaken(_ rect: Rect) -> Bool { placed.overlapsMark(rect, gap: 3 * u) }

    /// Ties a tag at `rect` to its view's visible part `visible`: nothing on the canvas's frame
    /// over the view's top edge; a tail into the view for a tag against it that reaches past its
    /// sides; a leader to its edge for one off it.
    mutating func tieTag(_ rect: Rect, to visible: Rect, fill: Color) {
        guard rect.maxY > layout.canvas.minY else { return }
        if Self.isAttached(rect, to: visible, gap: 4 * u, overlap: 12 * u) {
            tagTail(rect, to: visible, fill: fill)
            return
        }
        let (from, to) = MarkPlacement.leader(from: rect, to: visible)
        haloLine(from: from, to: to, fill, width: max(1, u))
        placedLeader(from: from, to: to)
    }
}
