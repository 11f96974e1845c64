import TouchScopeCore

// The placement engine: a mark to place is a request (its owner, the box it belongs to, its
// wordings from long to short, and the spots it may take); one table of weights says what a
// spot costs; one solver places a set of requests together. Nothing here draws, knows a scene or
// reads the renderer: what the picture holds around a spot (labels, views in front, neighbours,
// marks placed before) comes from a ``PlacementField``, so the engine is tested on its own.
//
// The solver follows the point-feature label placement literature (Christensen, Marks and
// Shieber, "An Empirical Study of Algorithms for Point-Feature Label Placement", 1995): a
// greedy start, then discrete gradient descent, moving one mark at a time to its cheapest spot
// given the others, until no move helps. Every step is deterministic (requests in their given
// order, ties to the earlier spot), so goldens hold.

/// What a spot costs, in points of badness: a spot's cost is the sum of the terms that apply to
/// it. The one table for every kind of mark; a new mark kind adds a request, never a weight.
struct PlacementWeights: Sendable, Equatable {
    /// Over another request's mark: the two hide each other's words. (Over a mark placed
    /// before the solve, which cannot move, a spot is not taken at all.)
    var overMark = 1000.0
    /// Across its own view's edge: it hides the outline that says whose it is.
    var acrossOwnEdge = 900.0
    /// Over a view's id label that shows (its own too, unless its wording follows the label).
    var overLabel = 500.0
    /// A wording that does not name its view, off its view and away from its label: touching
    /// the view from outside, it lies on whatever is beside it (its container, a neighbour) and
    /// reads as that view's as much as its own.
    var unnamedOffView = 400.0
    /// More than a third of it over views painted in front of its own view: it reads as theirs
    /// and hides them.
    var onViewInFront = 250.0
    /// Per share of one view in front of its own that it hides (a whole badge: all of it).
    var hidingViewInFront = 1000.0
    /// Some of it (a third or less) over views painted in front of its own view.
    var touchingViewInFront = 30.0
    /// A wording that does not name its view, within a line of a view painted in front of its
    /// own (a subview) though on none: against the subview, it reads as the subview's. (Not a
    /// mark at the touch: the chain's line from the finger says whose a badge is.)
    var besideViewInFront = 30.0
    /// Off its view, over part of another view (drawn or outlined), not one holding its own
    /// view nor one inside it: it hides that view's outline and content, though its words say
    /// whose it is.
    var overOtherView = 40.0
    /// Across the edge of a view other than its own: it hides that view's outline where it
    /// says where the view ends, and half of it reads as that view's.
    var acrossOtherEdge = 30.0
    /// Off its view by more than a hair, so a leader line must tie it to its view.
    var needsLeader = 100.0
    /// Its leader line (needed off its view) crosses a label or a mark placed before: the line
    /// strikes through words.
    var leaderCrossesText = 500.0
    /// Per line of text between the mark and its view's box (nearer reads as its view's).
    var perLineAway = 20.0
    /// On the picture at all (a mark on the frame beside it hides nothing).
    var overPicture = 8.0
    /// Crowding a touch: up to this much for a mark next to a finger, falling to nothing four
    /// lines away (the finger's own marks, its chain badges and recognizer tags need that room).
    var nearTouch = 60.0
    /// Per place in the request's own order of spots: the tie-break between spots alike.
    var perRank = 1.0
    /// No mark at all costs this: a request that may be left out is, when every spot costs more.
    var leaveOut = 700.0
    /// No mark on the picture for a mark that then goes to the strip beside the canvas, by name
    /// (a chain badge): less than none at all, more than a spot against its view.
    var leaveToStrip = 480.0
    /// The spots each request keeps (its cheapest on their own) for the joint solve: this
    /// many among a few requests (a course scene's), so a mark whose nearest spots all lie
    /// where another mark goes still has some farther off; fewer among many.
    var spotsKeptAmongFew = 24
    var spotsKept = 8
    /// The most requests that keep ``spotsKeptAmongFew``.
    var fewRequests = 40
    /// The most requests solved together; past it (thousands of tagged cells) each takes its
    /// cheapest spot clear of those before it, in order. Every course scene has fewer.
    var jointSolveLimit = 150
    /// The most improvement passes over all requests (the descent stops earlier when a pass
    /// moves nothing).
    var passes = 8

    static let standard = PlacementWeights()
}

/// One way to word a mark.
struct MarkWording: Equatable {
    var text: String
    /// The mark's box at this wording (its text and padding).
    var size: Size
    /// Whether the text names the mark's view ("sendButton ✓ inside"): such a mark cannot read
    /// as a neighbour's wherever it lands.
    var namesOwner: Bool
    /// What this wording costs over the fullest one (a sign alone says less than words).
    var cost: Double
    /// Its text's lines (a wording on two lines holds a line break).
    var lines: [String] { text.split(separator: "\n").map(String.init) }
}

/// A spot a request may take: where its box goes at one of its wordings.
struct MarkCandidate: Equatable {
    var rect: Rect
    var wording: Int
    /// Its place in the request's order of spots (``PlacementWeights/perRank``).
    var rank: Int
    /// On its view's label line against the label (right after it, or a sign just before it):
    /// it reads with the label, which names its view, so it counts as on its view, and the
    /// label's own layer (drawn over the view's subviews) is its.
    var followsLabel = false
    /// Against a mark placed before that names its view (its verdict tag): that mark ties it
    /// to its view, so it needs no leader of its own.
    var besideNamer = false
    /// The pieces of a mark made of several (a badge and what is said beside it), whose box
    /// `rect` bounds them; empty for a mark of one piece. The first is the mark itself: where it
    /// lies says whose the mark is (on its view, off it, how far); the others hang off it. Only
    /// the pieces cover anything (other marks, labels, edges): the space between them hides
    /// nothing.
    var parts: [Rect] = []

    /// What it covers: its parts, or its box.
    var pieces: [Rect] { parts.isEmpty ? [rect] : parts }
    /// How many pieces it has (its parts, or its box).
    var pieceCount: Int { max(1, parts.count) }
    /// Its piece `n` (its box when it has no parts). (No array made: spots are weighed by the
    /// thousand each frame.)
    func piece(_ n: Int) -> Rect { parts.isEmpty ? rect : parts[n] }
    /// Whether `test` holds for any of its pieces.
    func anyPiece(_ test: (Rect) -> Bool) -> Bool { parts.isEmpty ? test(rect) : parts.contains(where: test) }
}

extension Array where Element == MarkCandidate {
    /// Appends the spot `rect` at `wording`, ranked after the spots before it, unless that spot
    /// at that wording is there already.
    mutating func appendSpot(_ rect: Rect, wording: Int, besideNamer: Bool = false) {
        guard !contains(where: { $0.rect == rect && $0.wording == wording }) else { return }
        append(MarkCandidate(rect: rect, wording: wording, rank: count, besideNamer: besideNamer))
    }
}

/// A mark to place.
struct MarkRequest {
    /// The view it is about (its id).
    var owner: String
    /// The part of the owner that shows, in window pixels: what "near", "on" and "across its
    /// edge" are measured against.
    var box: Rect
    var wordings: [MarkWording]
    var candidates: [MarkCandidate]
    /// Where it may go: inside one of these (the canvas, or the part of it its view's clipping
    /// ancestors leave; a row kept for marks beside the canvas).
    var rooms: [Rect]

    /// Whether `rect` lies inside one of its ``rooms`` (half a pixel spared).
    func fitsRoom(_ rect: Rect) -> Bool { rooms.contains { $0.insetBy(dx: -0.5, dy: -0.5).contains(rect) } }
    /// How much its words matter: a wording's cost, and the cost of no mark at all, are
    /// multiplied by it (the hit view's mark is the lesson's answer: it keeps its name where
    /// another would shrink to a sign, and its spot where another would give way).
    var importance = 1.0
    /// Whether no mark is better than a bad one (``PlacementWeights/leaveOut``).
    var mayLeaveOut = true
    /// What no mark at all costs this request (``PlacementWeights/leaveOut``, as much more as
    /// its words matter; never, for one that may not be left out).
    func costOfNoMark(_ w: PlacementWeights) -> Double { mayLeaveOut ? (listedWhenLeftOut ? w.leaveToStrip : w.leaveOut) * importance : .infinity }
    /// Whether, left out, it is listed beside the canvas by name (``PlacementWeights/leaveToStrip``).
    var listedWhenLeftOut = false
    /// Whether a wording that does not name its view misleads off the view even when it touches
    /// it (a sign shared by a view and its twin superview names neither).
    var unnamedNeedsItsView = false
    /// Whether it belongs by the touch (a chain badge: the chain climbs from the finger):
    /// crowding the touch costs it nothing.
    var atTouch = false
    /// Whether a spot off its view gets a leader to its view. A mark that gets none (a chain
    /// badge: the chain's line runs through it already) reads as its view's only against it.
    var tiedByLeader = true
    /// Whether its words tie it to its view wherever it lies: they name the view and point the
    /// way to it (a scrolled-off tag's arrow), so it needs no leader and no contact.
    var tiedByWords = false
}

/// What the picture holds around a spot: everything a cost term asks that the requests
/// themselves do not say.
extension PlacementField {
    func coversAny(inFrontOf owner: String, _ rect: Rect, subtree: Bool) -> Bool { inFront(of: owner, rect, subtree: subtree).covered > 0 }
}

protocol PlacementField {
    /// The height of a line of mark text: the unit of distance.
    var lineHeight: Double { get }
    /// The room kept between two marks.
    var markGap: Double { get }
    /// Whether `rect` overlaps a mark placed before the solve.
    func overlapsFixedMark(_ rect: Rect) -> Bool
    /// Whether `rect` covers a label that shows, other than `owner`'s own when `ownLabelFree`.
    func overlapsLabel(_ rect: Rect, owner: String, ownLabelFree: Bool) -> Bool
    /// What views painted in front of `owner` have to do with `rect` (`subtree`: in front of
    /// its whole subtree; a mark on its label's line is drawn over its subviews, as the label
    /// is): the share of `rect` they cover (0...1), and the largest share of one of them that
    /// `rect` would hide.
    func inFront(of owner: String, _ rect: Rect, subtree: Bool) -> (covered: Double, hidden: Double)
    /// Whether any view painted in front of `owner` (of its whole subtree, with `subtree`)
    /// covers part of `rect`: ``inFront(of:_:subtree:)``'s `covered > 0`, asked for a yes or no.
    func coversAny(inFrontOf owner: String, _ rect: Rect, subtree: Bool) -> Bool
    /// Whether `rect` lies on a view of about `owner`'s size that is neither it, nor one of its
    /// subviews, nor one of the views holding it.
    func onNeighbour(of owner: String, box: Rect, _ rect: Rect) -> Bool
    /// Whether `rect` covers part of a view the picture marks that is neither `owner` (whose box
    /// is `box`), nor one holding it, nor one inside it.
    func overOtherView(of owner: String, box: Rect, _ rect: Rect) -> Bool
    /// Whether `rect` lies across the edge of a drawn view other than `owner`.
    func acrossOtherEdge(of owner: String, _ rect: Rect) -> Bool
    /// How far `rect` is from the nearest finger's ring (nil: no finger on the canvas).
    func distanceToTouch(_ rect: Rect) -> Double?
    /// Whether `rect` lies on the picture (the canvas), where it hides some of what is drawn.
    func coversPicture(_ rect: Rect) -> Bool
    /// Whether the line from `a` to `b` crosses a label that shows (other than `owner`'s) or a
    /// mark placed before the solve.
    func lineCrossesText(from a: Point, to b: Point, owner: String) -> Bool
    /// Whether a mark at `rect` reads as the view whose visible part is `box` without a leader.
    func isAttached(_ rect: Rect, to box: Rect) -> Bool
}

/// The terms of one spot's cost, by name, for tests and for reading why a spot was taken.
struct SpotCost: Equatable, CustomStringConvertible {
    var terms: [(name: String, value: Double)] = []
    var total: Double { terms.reduce(0) { $0 + $1.value } }

    mutating func add(_ name: String, _ value: Double) { if value != 0 { terms.append((name, value)) } }

    static func == (a: SpotCost, b: SpotCost) -> Bool {
        a.terms.map(\.name) == b.terms.map(\.name) && a.terms.map(\.value) == b.terms.map(\.value)
    }

    var description: String { terms.map { "\($0.name) \($0.value)" }.joined(separator: ", ") }
}

enum MarkPlacement {
    /// A spot of a request in the solve: the request's index and the spot's among those it keeps.
    struct Pair: Hashable {
        var request: Int
        var spot: Int
    }

    /// Whether the segment from `p` to `q` passes through the inside of `box`.
    static func segment(_ p: Point, _ q: Point, crosses box: Rect) -> Bool {
        guard box.width > 0, box.height > 0 else { return false }
        let dx = q.x - p.x, dy = q.y - p.y
        var t0 = 0.0, t1 = 1.0
        for (pk, qk) in [(-dx, p.x - box.minX), (dx, box.maxX - p.x), (-dy, p.y - box.minY), (dy, box.maxY - p.y)] {
            if pk == 0 {
                if qk <= 0 { return false }
            } else {
                let t = qk / pk
                if pk < 0 { if t > t0 { t0 = t } } else if t < t1 { t1 = t }
                if t0 >= t1 { return false }
            }
        }
        return t1 - t0 > 1e-9
    }

    /// Whether `rect` lies across `box`'s edge: neither inside it (half a pixel spared) nor off it.
    static func straddles(_ rect: Rect, edgeOf box: Rect) -> Bool {
        !box.insetBy(dx: -0.5, dy: -0.5).contains(rect) && rect.intersects(box.insetBy(dx: 1, dy: 1))
    }

    /// The leader from a mark at `rect` to its view's visible part `box`: from the point of the
    /// mark nearest the box's centre to the point of the box nearest that.
    static func leader(from rect: Rect, to box: Rect) -> (from: Point, to: Point) {
        let from = Point(x: min(max(box.midX, rect.minX), rect.maxX), y: min(max(box.midY, rect.minY), rect.maxY))
        let to = Point(x: min(max(from.x, box.minX), box.maxX), y: min(max(from.y, box.minY), box.maxY))
        return (from, to)
    }

    /// What `candidate` of `request` costs on its own (every term but the other requests'
    /// marks); nil where the mark may not go at all.
    static func cost(of candidate: MarkCandidate, in request: MarkRequest, field: some PlacementField,
                     weights w: PlacementWeights = .standard) -> SpotCost? {
        let r = candidate.rect
        guard request.wordings.indices.contains(candidate.wording),
              request.fitsRoom(r) else { return nil }
        // A mark placed before the solve cannot move out of the way: never over it.
        if candidate.anyPiece({ field.overlapsFixedMark($0) }) { return nil }
        let wording = request.wordings[candidate.wording]
        let box = request.box
        var cost = SpotCost()
        cost.add("wording", wording.cost * request.importance)
        cost.add("rank", Double(candidate.rank) * w.perRank)
        if candidate.anyPiece({ straddles($0, edgeOf: box) }) { cost.add("across its view's edge", w.acrossOwnEdge) }
        // (Its gap kept from a label's letters, as from a mark: a badge's halo touching a word
        // hides its last letter.)
        if candidate.anyPiece({
            field.overlapsLabel($0.insetBy(dx: -field.markGap / 2, dy: -field.markGap / 2), owner: request.owner, ownLabelFree: candidate.followsLabel)
        }) {
            cost.add("over a label", w.overLabel)
        }
        // A wording that names its view, or lies against a mark that does, reads as its view's
        // wherever it lies.
        let named = wording.namesOwner || candidate.besideNamer
        let front = field.inFront(of: request.owner, r, subtree: candidate.followsLabel)
        if front.covered > 1.0 / 3 {
            // A wording that does not name its view reads as the view it lies on.
            guard named else { return nil }
            cost.add("on a view in front", w.onViewInFront)
        } else if front.covered > 0 {
            cost.add("touching a view in front", w.touchingViewInFront)
        } else if !named, !request.atTouch {
            let line = field.lineHeight
            if field.coversAny(inFrontOf: request.owner, r.insetBy(dx: -line, dy: -line), subtree: candidate.followsLabel) {
                cost.add("beside a view in front", w.besideViewInFront)
            }
        }
        // The more of one of them it hides (a badge wholly, a bar in part), the worse.
        cost.add("hiding a view in front", w.hidingViewInFront * front.hidden)
        // Right after its view's label, it reads as the label's: as near as can be. Against its
        // tag, it is tied by the tag (no leader), but is still as far as it is, and off its view
        // as any other. Off its view, one that does not name it reads as the neighbour it lies on
        // (a sign before a label at its view's edge too).
        let readsAsOwner = candidate.followsLabel || candidate.besideNamer
        // (A mark of parts is its first part's, where it lies: the others hang off it.)
        let anchor = candidate.piece(0)
        let away = candidate.followsLabel ? 0 : anchor.distance(to: box)
        let onItsView = box.insetBy(dx: -0.5, dy: -0.5).contains(anchor)
        // (Its middle on its view, across its edge, it is its view's: that edge costs already.)
        let middleOnItsView = box.insetBy(dx: -0.5, dy: -0.5).contains(anchor.center)
        if !wording.namesOwner, !onItsView, !middleOnItsView, !candidate.followsLabel { cost.add("unnamed off its view", w.unnamedOffView) }
        // A wording that does not name its view (a bare verdict, a sign), off its view, on a
        // neighbour of about its size reads as the neighbour's: worse than no mark, not a spot.
        // Touching its view from outside, it is its middle that says whose it reads as (a sign
        // against its tab, in a crowded tab bar, is the tab's until its middle is on the next).
        let middle = anchor.insetBy(dx: anchor.width / 4, dy: anchor.height / 4)
        if !named, !onItsView,
           field.onNeighbour(of: request.owner, box: box, request.unnamedNeedsItsView || away > field.markGap ? anchor : middle) {
            return nil
        }
        if field.overOtherView(of: request.owner, box: box, r) { cost.add("over another view", w.overOtherView) }
        if candidate.anyPiece({ field.acrossOtherEdge(of: request.owner, $0) }) { cost.add("across another view's edge", w.acrossOtherEdge) }
        // (A mark at the touch crowds it freely; what hangs off it crowds it within a line.)
        let reach = (request.atTouch ? 1 : 4) * max(1, field.lineHeight)
        var nearest = request.atTouch ? nil : field.distanceToTouch(r)
        if request.atTouch {
            for n in 1..<candidate.pieceCount { if let d = field.distanceToTouch(candidate.piece(n)) { nearest = min(nearest ?? d, d) } }
        }
        if let d = nearest {
            cost.add("crowding the touch", w.nearTouch * max(0, 1 - d / reach))
        }
        if field.coversPicture(r) { cost.add("on the picture", w.overPicture) }
        // (A mark of parts is as far as its farthest part.)
        var farthest = away
        if !candidate.followsLabel { for n in 1..<candidate.pieceCount { farthest = max(farthest, candidate.piece(n).distance(to: box)) } }
        cost.add("away from its view", w.perLineAway * farthest / max(1, field.lineHeight))
        if !readsAsOwner, !request.tiedByWords, !field.isAttached(anchor, to: box) {
            guard request.tiedByLeader else { return nil }
            cost.add("needs a leader", w.needsLeader)
            let line = leader(from: anchor, to: box)
            if field.lineCrossesText(from: line.from, to: line.to, owner: request.owner) {
                cost.add("its leader crosses words", w.leaderCrossesText)
            }
        }
        return cost
    }

    /// Places `requests` together: for each, the index of the candidate it takes, or nil (left
    /// out: no spot allowed, or every spot costs more than ``PlacementWeights/leaveOut``).
    static func solve(_ requests: [MarkRequest], field: some PlacementField, weights w: PlacementWeights = .standard,
                      area: Rect) -> [Int?] {
        // Each request's spots with their own costs, cheapest first (ties: the request's order).
        let spots: [[(candidate: Int, cost: Double)]] = requests.map { request in
            var own: [(candidate: Int, cost: Double)] = []
            for (j, c) in request.candidates.enumerated() {
                if let cost = cost(of: c, in: request, field: field, weights: w) { own.append((j, cost.total)) }
            }
            // A spot dearer than no mark is never taken (nor weighed against the others).
            let none = request.costOfNoMark(w)
            own.removeAll { $0.cost >= none }
            own.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.candidate < $1.candidate }
            return Array(own.prefix(max(1, requests.count <= w.fewRequests ? w.spotsKeptAmongFew : w.spotsKept)))
        }
        let half = field.markGap / 2
        // Many marks (a screen of thousands of tagged cells): each in turn takes its cheapest
        // spot clear of those before it, asked of a grid of the spots taken; the pairs of every
        // spot with every other would be quadratic in the marks there.
        if requests.count > w.jointSolveLimit {
            var taken = RectIndex(area: area)
            return requests.indices.map { i in
                var pick: (spot: Int?, price: Double) = (nil, requests[i].costOfNoMark(w))
                for k in spots[i].indices {
                    let over = requests[i].candidates[spots[i][k].candidate].anyPiece { piece in
                        let r = piece.insetBy(dx: -half, dy: -half)
                        return taken.contains(near: r, margin: 0) { $1.intersects(r) }
                    }
                    let p = spots[i][k].cost + (over ? w.overMark : 0)
                    if p < pick.price { pick = (k, p) }
                }
                guard let k = pick.spot else { return nil }
                let candidate = spots[i][k].candidate
                let c = requests[i].candidates[candidate]
                for n in 0..<c.pieceCount { taken.append(c.piece(n).insetBy(dx: -half, dy: -half)) }
                return candidate
            }
        }
        // Which spots of other requests each spot overlaps (its gap kept): found once, through
        // a grid of every piece of every spot kept.
        var index = RectIndex(area: area)
        var owners: [(request: Int, spot: Int)] = []
        // (A spot's pieces are together in the grid, from its first.)
        var firstPiece: [[Int]] = spots.map { Array(repeating: 0, count: $0.count) }
        for (i, list) in spots.enumerated() {
            for (k, s) in list.enumerated() {
                firstPiece[i][k] = owners.count
                let c = requests[i].candidates[s.candidate]
                for n in 0..<c.pieceCount {
                    index.append(c.piece(n).insetBy(dx: -half, dy: -half))
                    owners.append((i, k))
                }
            }
        }
        // What each pair of spots costs together, the same both ways: overlapping, and a
        // leader struck through the other mark.
        var pairs: [[[Pair: Double]]] = spots.map { Array(repeating: [:], count: $0.count) }
        func charge(_ a: Pair, _ b: Pair, _ value: Double) {
            pairs[a.request][a.spot][b, default: 0] += value
            pairs[b.request][b.spot][a, default: 0] += value
        }
        for (i, list) in spots.enumerated() {
            for k in list.indices {
                // (The grid offers a rectangle once per cell it shares with the query, and a
                // spot of several pieces once per piece.)
                var seen: Set<Pair> = []
                let pieceCount = requests[i].candidates[list[k].candidate].pieceCount
                for flat in firstPiece[i][k]..<(firstPiece[i][k] + pieceCount) {
                    let mine = index.rects[flat]
                    _ = index.contains(near: mine, margin: 0) { other, rect in
                        let o = owners[other]
                        // Each pair once (from its first spot in the order kept).
                        if o.request > i && rect.intersects(mine) && seen.insert(Pair(request: o.request, spot: o.spot)).inserted {
                            charge(Pair(request: i, spot: k), Pair(request: o.request, spot: o.spot), w.overMark)
                        }
                        return false
                    }
                }
                let request = requests[i]
                let candidate = request.candidates[list[k].candidate]
                let r = candidate.rect
                // (No leader after a label or a tag that names its view.)
                guard !candidate.followsLabel, !candidate.besideNamer, !field.isAttached(r, to: request.box) else { continue }
                let line = leader(from: r, to: request.box)
                seen = []
                _ = index.contains(near: Rect(bounding: [line.from, line.to]), margin: 0) { other, rect in
                    let o = owners[other]
                    if o.request != i && segment(line.from, line.to, crosses: rect.insetBy(dx: half, dy: half))
                        && seen.insert(Pair(request: o.request, spot: o.spot)).inserted {
                        charge(Pair(request: i, spot: k), Pair(request: o.request, spot: o.spot), w.leaderCrossesText)
                    }
                    return false
                }
            }
        }
        let conflicts: [[[(request: Int, spot: Int, cost: Double)]]] = pairs.map { list in
            list.map { byPair in byPair.map { ($0.key.request, $0.key.spot, $0.value) } }
        }
        var chosen: [Int?] = Array(repeating: nil, count: requests.count)
        // What request i pays with no mark: more for a mark whose words matter more.
        func none(_ i: Int) -> Double { requests[i].costOfNoMark(w) }
        // What request i pays at its spot k, given the others' choices.
        func price(_ i: Int, _ k: Int) -> Double {
            var p = spots[i][k].cost
            for o in conflicts[i][k] where chosen[o.request] == o.spot { p += o.cost }
            return p
        }
        func best(_ i: Int) -> (spot: Int?, price: Double) {
            var pick: (spot: Int?, price: Double) = (nil, none(i))
            for k in spots[i].indices {
                let p = price(i, k)
                if p < pick.price { pick = (k, p) }
            }
            return pick
        }
        // The greedy start: in the order given (outer views first), each takes its cheapest
        // spot given those before it.
        let order = Array(requests.indices)
        for i in order { chosen[i] = best(i).spot }
        // The descent: a mark moves when a spot is cheaper for it given all the others. Each
        // move lowers the picture's whole cost (every spot's own cost, and each overlap counted
        // once) by what it saves the mark, so the passes end.
        // A mark alone cannot give up its spot for a neighbour's sake (its own price would rise),
        // so each pass then tries pairs: a mark that one other mark keeps off a cheaper spot
        // takes it when that other can move to a spot that lowers the two's cost together
        // (the same whole-picture cost, so the passes still end).
        func current(_ i: Int) -> Double { chosen[i].map { price(i, $0) } ?? none(i) }
        func pairCost(_ i: Int, _ k: Int?, _ j: Int, _ m: Int?) -> Double {
            guard let k, let m else { return 0 }
            return conflicts[i][k].first { $0.request == j && $0.spot == m }?.cost ?? 0
        }
        for _ in 0..<max(0, w.passes) {
            var moved = false
            for i in order {
                let pick = best(i)
                if pick.price < current(i) - 1e-6, pick.spot != chosen[i] {
                    chosen[i] = pick.spot
                    moved = true
                }
            }
            for i in order {
                let now = current(i)
                for k in spots[i].indices where spots[i][k].cost < now - 1e-6 && k != chosen[i] {
                    let blockers = conflicts[i][k].filter { chosen[$0.request] == $0.spot }
                    guard blockers.count == 1, let j = blockers.first?.request else { continue }
                    let (ci, cj) = (chosen[i], chosen[j])
                    let before = current(i) + current(j) - pairCost(i, ci, j, cj)
                    var bestMove: (m: Int?, total: Double)?
                    for m in Array(spots[j].indices).map(Optional.some) + [nil] where m != cj {
                        guard m != nil || requests[j].mayLeaveOut else { continue }
                        chosen[i] = k
                        chosen[j] = m
                        let after = current(i) + current(j) - pairCost(i, k, j, m)
                        if after < before - 1e-6, bestMove.map({ after < $0.total }) ?? true { bestMove = (m, after) }
                    }
                    if let bestMove {
                        chosen[i] = k
                        chosen[j] = bestMove.m
                        moved = true
                        break
                    }
                    chosen[i] = ci
                    chosen[j] = cj
                }
            }
            if !moved { break }
        }
        return chosen.enumerated().map { i, k in k.map { spots[i][$0].candidate } }
    }
}
