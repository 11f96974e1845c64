import TouchScopeCore
import TouchScopeScenes

/// A chain badge to place: one responder's numbered badge, or two side by side for a view and
/// its twin superview next in the chain (a cell's contentView, then the cell: one box, so one
/// place for both).
struct ChainBadgeItem {
    /// The links' numbers along their finger's chain (one, or a view's and its twin's).
    var numbers: [Int]
    var view: View
    /// Where its finger is on the canvas (nil: no finger shown): the chain climbs from it.
    var touch: Point?
    /// Whether it may go to the strip beside the canvas, by name, when no spot on the canvas is
    /// better than none.
    var mayLeaveOut: Bool
    /// Whether it is a hit view's: its badge wins a tie.
    var isHit: Bool
    /// The badge's radius (nil: ``PlaygroundRenderer/markSize``; an action search's squares are
    /// smaller).
    var radius: Double? = nil
    /// Where it is wanted with no other mark about (nil: by its finger,
    /// ``PlaygroundRenderer/chainBadgeAnchor(_:box:size:)``).
    var wanted: Rect? = nil
}

extension PlaygroundRenderer {
    /// Where a badge for `item` would be wanted with no other mark about: as near its finger as
    /// its view leaves room (beside the finger for the hit view, just inside the subview's
    /// container for the next), else at its view's top-left.
    func chainBadgeAnchor(_ item: ChainBadgeItem, box: Rect, size: Size) -> Rect {
        let r = size.height / 2
        var c = Point(x: max(layout.canvas.minX + r, box.minX + r + 2 * u), y: min(box.maxY - r - 2 * u, box.minY + r + 22 * u))
        if let t = item.touch {
            c = Point(x: min(max(t.x, box.minX + r + 2 * u), box.maxX - r - 2 * u), y: min(max(t.y, box.minY + r + 2 * u), box.maxY - r - 2 * u))
        }
        return Rect(x: c.x - r, y: c.y - r, width: size.width, height: size.height)
    }

    /// The request for `item`'s badge (or pair of badges): spots inside its view's visible part
    /// nearest its finger (first those clear of the views in front by a gap, then those off
    /// their middles; a hit view with none, on the bracket around the touch), against its
    /// visible part, right after its tag when the tag sits against its view, and on its own
    /// edge for a small view. Nil when the view does not show.
    func chainBadgeRequest(_ item: ChainBadgeItem, painted: PaintedBoxes) -> MarkRequest? {
        let view = item.view
        let quad = pixelQuad(view)
        guard let visible = visibleBox(of: view, quad: quad) else { return nil }
        let r = item.radius ?? markSize, d = 2 * r
        let size = Size(width: item.numbers.count == 2 ? 2 * d + Self.badgePairGap * u : d, height: d)
        let box = Rect(bounding: quad)
        let want = item.wanted ?? chainBadgeAnchor(item, box: box, size: size)
        let t = item.touch ?? want.center
        var spots: [(rect: Rect, besideNamer: Bool)] = []
        func add(_ rect: Rect, besideNamer: Bool = false) {
            if !spots.contains(where: { $0.rect == rect }) { spots.append((rect, besideNamer)) }
        }
        // Inside the part that shows, but not on a value control's face (its track, thumb or
        // segment titles fill its box).
        if ControlFaces.caption(for: view, l) == nil {
            let room = visible.insetBy(dx: 2 * u, dy: 2 * u)
            let front = painted.front(of: view.id, touching: box)
            // First clear of the views in front (and of the visited ones not painted, whose
            // verdict is drawn on their edge) by a gap: a badge against a subview's edge reads as
            // the subview's. Only among a few: a container of thousands is searched once.
            let unpainted = front.count <= Self.frontViewsSearchedForATag ? unpaintedVisitedBoxes(under: view, touching: box, painted: painted) : []
            if front.count + unpainted.count <= Self.frontViewsSearchedForATag {
                let clear = (front + unpainted).map { $0.insetBy(dx: -max(3 * u, r), dy: -max(3 * u, r)) }
                for s in badgeSpotsInside(for: want, inside: room, avoiding: clear, strictOnly: true, limit: 6) { add(s) }
            }
            // Then off their middles (a row of buttons leaves narrow gaps between them).
            let offFront = front.map { $0.insetBy(dx: 0.6 * r, dy: 0.6 * r) }
            var inside = badgeSpotsInside(for: want, inside: room, avoiding: offFront, limit: 24)
            // A hit view with no room but on the bracket around the touch (its own mark): there,
            // before any spot off it, where its badge reads as the neighbour's.
            if inside.isEmpty, item.isHit {
                inside = badgeSpotsInside(for: want, inside: room, avoiding: offFront, limit: 24, passing: .touchBracket)
            }
            for s in inside { add(s) }
        }
        // Against the part that shows, level with the finger and at the corners, nearest the
        // finger first.
        let gap = 3 * u
        let y = min(max(t.y, visible.minY + r), visible.maxY - r) - r
        let x = min(min(max(t.x, visible.minX + r), visible.maxX - r) - r, visible.maxX - size.width)
        let (left, right) = (visible.minX - gap - size.width, visible.maxX + gap)
        let (top, bottom) = (visible.minY - gap - size.height, visible.maxY + gap)
        let ring = [(right, y), (left, y), (x, bottom), (x, top), (right, top), (left, top), (right, bottom), (left, bottom)]
            .map { Rect(x: $0.0, y: $0.1, width: size.width, height: size.height) }
            .enumerated().sorted { ($0.element.center.distance(to: t), $0.offset) < ($1.element.center.distance(to: t), $1.offset) }
        for s in ring { add(s.element) }
        // Right after its verdict tag, when the tag sits against its view (a tag at the end of a
        // leader lies on other views), and still by its view (a badge away at most).
        if let tag = attachedTag(of: view, quad: quad) {
            for yy in [tag.midY - r, tag.maxY - d] {
                // (Moved onto the canvas: a tag at its top edge is lower than the badge.)
                for s in [Rect(x: tag.maxX + gap, y: yy, width: size.width, height: d), Rect(x: tag.minX - gap - size.width, y: yy, width: size.width, height: d)]
                    .map({ moved($0, into: markRoom) }) where s.distance(to: visible) <= d {
                    add(s, besideNamer: true)
                }
            }
        }
        // On its own edge, nearest the finger, for a small view with no room in it nor against
        // it (a toolbar's button between its neighbours): across its edge, over its outline, but
        // on no other view.
        if max(visible.width, visible.height) <= 12 * r, visible.width >= size.width, visible.height >= d {
            var edge: [Rect] = []
            for cx in stride(from: visible.minX, through: visible.maxX - size.width, by: r) {
                edge += [Rect(x: cx, y: visible.maxY - r, width: size.width, height: d), Rect(x: cx, y: visible.minY - r, width: size.width, height: d)]
            }
            for cy in stride(from: visible.minY, through: visible.maxY - d, by: r) {
                edge += [Rect(x: visible.minX - size.width / 2, y: cy, width: size.width, height: d),
                         Rect(x: visible.maxX - size.width / 2, y: cy, width: size.width, height: d)]
            }
            for s in edge.enumerated().sorted(by: { ($0.element.center.distance(to: t), $0.offset) < ($1.element.center.distance(to: t), $1.offset) }) {
                add(s.element)
            }
        }
        let text = item.numbers.map(String.init).joined(separator: " ")
        let candidates = spots.enumerated().map { k, s in
            MarkCandidate(rect: s.rect, wording: 0, rank: k, besideNamer: s.besideNamer)
        }
        return MarkRequest(owner: view.id, box: visible, wordings: [MarkWording(text: text, size: size, namesOwner: false, cost: 0)],
                           candidates: candidates, rooms: [markRoom], importance: item.isHit ? 2 : 1, mayLeaveOut: item.mayLeaveOut,
                           listedWhenLeftOut: true,
                           atTouch: true, tiedByLeader: false)
    }

    /// Places the badges of `items` together (``MarkPlacement``), clear of the marks placed
    /// before (the verdict tags; the views' labels, within ``keepingBadgesOffLabels(_:_:)``):
    /// for each, the box its badge (or pair) takes, or nil (none is better: the strip, when the
    /// item may go there). The boxes taken are placed.
    mutating func placeChainBadges(_ items: [ChainBadgeItem], painted: PaintedBoxes, scene: BuiltScene) -> [Rect?] {
        var requests: [MarkRequest] = []
        var itemOf: [Int] = []
        for (i, item) in items.enumerated() {
            guard let request = chainBadgeRequest(item, painted: painted) else { continue }
            requests.append(request)
            itemOf.append(i)
        }
        var out: [Rect?] = Array(repeating: nil, count: items.count)
        guard !requests.isEmpty else { return out }
        var outlined = OutlinedBoxes(area: layout.canvas)
        var seen: Set<String> = []
        for visit in story.shownVisits where seen.insert(visit.view).inserted {
            guard let v = scene.views[visit.view], let visible = visibleBox(of: v, quad: pixelQuad(v)) else { continue }
            outlined.append(visible, id: v.id)
        }
        // The views' labels and a finished drag's down point are among the placed marks
        // (``keepingBadgesOffLabels(_:_:)``), so the field needs no labels of its own: a spot over
        // one is never taken. The bracket around the touch is its hit view's mark: only that
        // view's badge is offered a spot on it, and only when it has no other room.
        var fixed = placed
        fixed.passable = .touchBracket
        let field = canvasField(labels: LabelLines([:], canvas: layout.canvas), painted: painted, shows: Set(requests.map(\.owner)),
                                outlined: outlined, fixed: fixed, roundMarks: true)
        let choices = MarkPlacement.solve(requests, field: field, area: layout.canvas)
        for (n, choice) in choices.enumerated() {
            guard let j = choice else { continue }
            let rect = requests[n].candidates[j].rect
            placed.append(rect)
            out[itemOf[n]] = rect
        }
        return out
    }

    /// Runs `body` with the views' labels (those that can meet a badge on the canvas) and a
    /// finished drag's down point (its ring is drawn later, with the finger) among the placed
    /// marks: a badge's numeral over a view's name leaves that view unnamed where the chain
    /// passes, so badges, and the tags drawn with them, keep off labels as off marks.
    mutating func keepingBadgesOffLabels<T>(_ scene: BuiltScene, _ body: (inout PlaygroundRenderer) -> T) -> T {
        let reach = 2 * markSize + 4 * 3 * u + 1
        var obstacles = labelLines(Self.drawingOrder(scene.application)).values.filter { $0.insetBy(dx: -reach, dy: -reach).intersects(layout.canvas) }
        if let ring = liftedDragRing(scene) { obstacles.append(ring) }
        let before = placed.count
        placed.append(contentsOf: obstacles)
        defer { placed.retire(before..<(before + obstacles.count)) }
        return body(&self)
    }

    /// The centres of the badges in `box` (a badge, or a pair side by side).
    func badgeCentres(in box: Rect, count: Int) -> [Point] {
        let r = box.height / 2
        return count == 2 ? [Point(x: box.minX + r, y: box.midY), Point(x: box.maxX - r, y: box.midY)] : [box.center]
    }
}
