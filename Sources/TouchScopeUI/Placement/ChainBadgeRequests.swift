import TouchScopeCore
import TouchScopeScenes

/// A chain badge to place: one responder's numbered badge, or a row side by side: a view and
/// its twin superview next in the chain (a cell's contentView, then the cell: one box, so one
/// place for both), and, with no strip beside the canvas, the responders after it that are not
/// views (its controller; the window's application and delegate).
struct ChainBadgeItem {
    /// The links' numbers along their finger's chain (one, or a row's: a view's, its twin's, the
    /// responders' after them that are not views).
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
    /// What is said under it, long to short (a cancelled touch's "✗ cancelled by cardTap"): its
    /// wordings are the badge with each, then the badge alone. Empty: the badge alone.
    var said: [String] = []
}

/// Where a chain badge (or pair) went: its box, and what is said beside it, where.
struct PlacedBadge {
    var box: Rect
    var said: (text: String, rect: Rect)?
}

/// A chain badge's request, with what each of its candidates draws.
struct ChainBadgeRequest {
    var request: MarkRequest
    /// For each of the request's candidates: the badge's (or pair's) box, and what is said
    /// beside it, where.
    var drawn: [PlacedBadge]
}

/// Where what is said with a badge goes: under it, over it or on its line, and left of it,
/// from its left edge, to its right edge or right of it (not over the badge itself). Under or
/// over it from an edge, it may also go up to a line further (past something tall beside
/// the badge, such as the bracket around the touch).
struct SaidSide: CaseIterable {
    enum Across: CaseIterable { case leftOf, fromLeft, toRight, rightOf }
    enum Down: CaseIterable { case under, line, over }
    var across: Across
    var down: Down
    /// How many half lines further from the badge than against it.
    var halfLinesAway = 0

    /// The most half lines a thing said may be from its badge.
    static let mostHalfLinesAway = 2

    static let allCases: [SaidSide] = Down.allCases.flatMap { down in
        Across.allCases.flatMap { across -> [SaidSide] in
            let beside = across == .leftOf || across == .rightOf
            switch down {
            case .line: return beside ? [SaidSide(across: across, down: down)] : []
            case .under, .over:
                return beside ? [SaidSide(across: across, down: down)]
                    : (0...mostHalfLinesAway).map { SaidSide(across: across, down: down, halfLinesAway: $0) }
            }
        }
    }

    /// The box of text of `size` on this side of the badge `badge`, `gap` away.
    func rect(of size: Size, beside badge: Rect, gap: Double) -> Rect {
        let x: Double = switch across {
        case .leftOf: badge.minX - gap - size.width
        case .fromLeft: badge.minX
        case .toRight: badge.maxX - size.width
        case .rightOf: badge.maxX + gap
        }
        // Beside the badge and under or over it, the text's line just clears the badge's
        // (the badge's corner is round).
        let diagonal = across == .leftOf || across == .rightOf
        let further = Double(halfLinesAway) * size.height / 2
        let y: Double = switch down {
        case .under: diagonal ? badge.maxY - size.height / 4 : badge.maxY + gap + further
        case .line: badge.midY - size.height / 2
        case .over: diagonal ? badge.minY - size.height * 3 / 4 : badge.minY - gap - size.height - further
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

extension PlaygroundRenderer {
    /// Where a badge for `item` would be wanted with no other mark about: as near its finger as
    /// its view leaves room (beside the finger for the hit view, just inside the subview's
    /// container for the next), else at its view's top-left.
    func chainBadgeAnchor(_ item: ChainBadgeItem, box: Rect, size: Size) -> Rect {
        let r = item.radius ?? markSize
        var c = Point(x: max(layout.canvas.minX + r, box.minX + r + 2 * u), y: min(box.maxY - r - 2 * u, box.minY + r + 22 * u))
        if let t = item.touch {
            c = Point(x: min(max(t.x, box.minX + r + 2 * u), box.maxX - r - 2 * u), y: min(max(t.y, box.minY + r + 2 * u), box.maxY - r - 2 * u))
        }
        return Rect(x: c.x - r, y: c.y - r, width: size.width, height: size.height)
    }

    /// The request for `item`'s badge (or pair of badges), with what each of its candidates
    /// draws: spots inside its view's visible part nearest its finger (first those clear of the
    /// views in front by a gap, then those off their middles; a hit view with none, on the
    /// bracket around the touch), against its visible part, right after its tag when the tag
    /// sits against its view, and on its own edge for a small view. What is said with it goes
    /// under, over, right or left of the badge at each spot. Nil when the view does not show.
    func chainBadgeRequest(_ item: ChainBadgeItem, painted: PaintedBoxes) -> ChainBadgeRequest? {
        let view = item.view
        let quad = pixelQuad(view)
        guard let visible = visibleBox(of: view, quad: quad) else { return nil }
        let r = item.radius ?? markSize, d = 2 * r
        let badges = badgeRowSize(item.numbers.count, radius: r)
        let box = Rect(bounding: quad)
        let numbers = item.numbers.map(String.init).joined(separator: " ")
        let spots = chainBadgeSpots(item, view: view, quad: quad, visible: visible, box: box, size: badges, painted: painted)
        // Each thing said with the badge at every spot, on every side of it, then the badge
        // alone (which costs what a tag's sign does: the words are the lesson's).
        let th = lineHeight(markSize)
        // (The words never go on the bracket around the touch, which only a hit view's badge may,
        // nor by a finger's ring, where only a round mark fits.)
        var marks = placed
        marks.passable = []
        let half = 3 * u / 2
        let rings = fingerRings.map { $0.square.insetBy(dx: -half, dy: -half) }
        // Nor about as near another finger's ring as its badge (half a line nearer its badge, at
        // least): there it reads as that finger's.
        let otherRings = fingerRings.filter { ring in item.touch.map { ring.center.distance(to: $0) > ring.radius } ?? true }
            .map { Rect(x: $0.center.x - $0.radius, y: $0.center.y - $0.radius, width: 2 * $0.radius, height: 2 * $0.radius) }
        var wordings: [MarkWording] = []
        var candidates: [MarkCandidate] = []
        var drawn: [PlacedBadge] = []
        for (k, text) in item.said.enumerated() {
            let tw = measurer.measure(text, size: markSize).width + 10 * u
            wordings.append(MarkWording(text: numbers + "\n" + text, size: Size(width: max(badges.width, tw), height: d + Self.saidGap * u + th),
                                        namesOwner: false, cost: k == 0 ? 0 : Self.shorterSaidCost))
            for (j, spot) in spots.enumerated() {
                for side in SaidSide.allCases {
                    let said = side.rect(of: Size(width: tw, height: th), beside: spot.rect, gap: Self.saidGap * u)
                    let spaced = said.insetBy(dx: -half, dy: -half)
                    if marks.contains(near: spaced, margin: 0, where: { $1.intersects(spaced) }) || rings.contains(where: { $0.intersects(said) })
                        || otherRings.contains(where: { said.distance(to: $0) <= said.distance(to: spot.rect) + th / 2 }) {
                        continue
                    }
                    // (Off the badge, as a few spots further per half line.)
                    candidates.append(MarkCandidate(rect: spot.rect.union(said), wording: k,
                                                    rank: k * spots.count + j + side.halfLinesAway * Self.saidAwayRank,
                                                    besideNamer: spot.besideNamer, parts: [spot.rect, said]))
                    drawn.append(PlacedBadge(box: spot.rect, said: (text, said)))
                }
            }
        }
        wordings.append(MarkWording(text: numbers, size: badges, namesOwner: false, cost: item.said.isEmpty ? 0 : Self.signWordingCost))
        for (j, spot) in spots.enumerated() {
            candidates.append(MarkCandidate(rect: spot.rect, wording: item.said.count, rank: item.said.count * spots.count + j, besideNamer: spot.besideNamer))
            drawn.append(PlacedBadge(box: spot.rect, said: nil))
        }
        let request = MarkRequest(owner: view.id, box: visible, wordings: wordings, candidates: candidates, rooms: [markRoom],
                                  importance: item.isHit ? 2 : 1, mayLeaveOut: item.mayLeaveOut, listedWhenLeftOut: true,
                                  atTouch: true, tiedByLeader: false)
        return ChainBadgeRequest(request: request, drawn: drawn)
    }

    /// The gap between a badge and what is said beside it (in ``u``).
    static let saidGap = 4.0
    /// What a shorter thing said with a badge costs: less than a shorter tag, for the badge's
    /// place by the finger matters more than the words under it (the panel has them all).
    static let shorterSaidCost = 15.0
    /// What is said each half line off its badge counts as this many spots further.
    static let saidAwayRank = 6

    /// The spots of `size` a badge of `item` (with what is said under it) is offered, in order.
    func chainBadgeSpots(_ item: ChainBadgeItem, view: View, quad: [Point], visible: Rect, box: Rect, size: Size,
                         painted: PaintedBoxes) -> [(rect: Rect, besideNamer: Bool)] {
        let r = item.radius ?? markSize, d = 2 * r
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
                for s in badgeSpotsInside(for: want, inside: room, avoiding: clear, strictOnly: true, limit: 6, badges: item.numbers.count) { add(s) }
            }
            // Then off their middles (a row of buttons leaves narrow gaps between them).
            let offFront = front.map { $0.insetBy(dx: 0.6 * r, dy: 0.6 * r) }
            var inside = badgeSpotsInside(for: want, inside: room, avoiding: offFront, limit: 24, badges: item.numbers.count)
            // A hit view with no room but on the bracket around the touch (its own mark): there,
            // before any spot off it, where its badge reads as the neighbour's.
            if inside.isEmpty, item.isHit {
                inside = badgeSpotsInside(for: want, inside: room, avoiding: offFront, limit: 24, passing: .touchBracket, badges: item.numbers.count)
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
        return spots
    }

    /// Places the badges of `items` together (``MarkPlacement``), clear of the marks placed
    /// before (the verdict tags; the views' labels, within ``keepingMarksOffLabels(_:_:)``):
    /// for each, the box its badge (or pair) takes, or nil (none is better: the strip, when the
    /// item may go there). The boxes taken are placed.
    mutating func placeChainBadges(_ items: [ChainBadgeItem], painted: PaintedBoxes, scene: BuiltScene) -> [PlacedBadge?] {
        var requests: [ChainBadgeRequest] = []
        var itemOf: [Int] = []
        for (i, item) in items.enumerated() {
            guard let request = chainBadgeRequest(item, painted: painted) else { continue }
            requests.append(request)
            itemOf.append(i)
        }
        var out: [PlacedBadge?] = Array(repeating: nil, count: items.count)
        guard !requests.isEmpty else { return out }
        let outlined = outlinedVisits(scene)
        // The views' labels and a finished drag's down point are among the placed marks
        // (``keepingMarksOffLabels(_:_:)``), so the field needs no labels of its own: a spot over
        // one is never taken. The bracket around the touch is its hit view's mark: only that
        // view's badge is offered a spot on it, and only when it has no other room.
        var fixed = placed
        fixed.passable = .touchBracket
        let field = canvasField(labels: LabelLines([:], canvas: layout.canvas), painted: painted, shows: Set(requests.map(\.request.owner)),
                                outlined: outlined, fixed: fixed, roundMarks: true)
        let choices = MarkPlacement.solve(requests.map(\.request), field: field, area: layout.canvas)
        for (n, choice) in choices.enumerated() {
            guard let j = choice else { continue }
            for piece in requests[n].request.candidates[j].pieces { placed.append(piece) }
            out[itemOf[n]] = requests[n].drawn[j]
        }
        return out
    }

    /// Runs `body` with the views' labels (those that can meet a badge on the canvas) and a
    /// finished drag's down point (its ring is drawn later, with the finger) among the placed
    /// marks: a badge's numeral or a recognizer's tag over a view's name leaves that view
    /// unnamed where the lesson is, so badges, recognizer tags and the tags drawn with them keep
    /// off labels as off marks.
    mutating func keepingMarksOffLabels<T>(_ scene: BuiltScene, _ body: (inout PlaygroundRenderer) -> T) -> T {
        let reach = 2 * markSize + 4 * 3 * u + 1
        var obstacles = labelLines(Self.drawingOrder(scene.application)).values.filter { $0.insetBy(dx: -reach, dy: -reach).intersects(layout.canvas) }
        if let ring = liftedDragRing(scene) { obstacles.append(ring) }
        let before = placed.count
        placed.append(contentsOf: obstacles)
        defer { placed.retire(before..<(before + obstacles.count)) }
        return body(&self)
    }

    /// The visible parts of the views the hit-test visited (their outlines are drawn).
    func outlinedVisits(_ scene: BuiltScene) -> OutlinedBoxes {
        if let made = memo.outlinedVisits { return made }
        var outlined = OutlinedBoxes(area: layout.canvas)
        var seen: Set<String> = []
        for visit in story.shownVisits where seen.insert(visit.view).inserted {
            guard let v = scene.views[visit.view], let visible = visibleBox(of: v, quad: pixelQuad(v)) else { continue }
            outlined.append(visible, id: v.id)
        }
        memo.outlinedVisits = outlined
        return outlined
    }

    /// The centres of the `count` badges in `box` (a badge, or a row side by side).
    func badgeCentres(in box: Rect, count: Int) -> [Point] {
        let r = box.height / 2
        guard count > 1 else { return [box.center] }
        let step = (box.width - 2 * r) / Double(count - 1)
        return (0..<count).map { Point(x: box.minX + r + Double($0) * step, y: box.midY) }
    }

    /// `numbers` (a row's, along `links`, 1-based) and the numbers of the responders right after
    /// it that are not views (a view controller, a presenting controller; the application and
    /// its delegate after the window): with no strip beside the canvas to name them, they share
    /// the row, so the chain's numbers have no gap.
    func nonViewRow(_ numbers: [Int], in links: [ChainLink], _ scene: BuiltScene) -> [Int] {
        var row = numbers
        while let last = row.last, last < links.count, scene.views[links[last].responder] == nil { row.append(last + 1) }
        return row
    }

    /// The box of `count` badges of `radius` side by side, ``badgePairGap`` apart.
    func badgeRowSize(_ count: Int, radius r: Double) -> Size {
        let n = Double(max(1, count))
        return Size(width: n * 2 * r + (n - 1) * Self.badgePairGap * u, height: 2 * r)
    }

}
