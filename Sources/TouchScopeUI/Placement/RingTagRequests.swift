import TouchScopeCore
import TouchScopeScenes

extension PlaygroundRenderer {
    /// The request for a tag that belongs to a small ring on the canvas (a chain badge where an
    /// event's route or an action's search starts, a lifted drag's down point), centred at
    /// `centre` with `radius`.
    ///
    /// - `owner` and `box`: whom the tag is about and the part of it the tag is measured against
    ///   (the view whose badge it is, or the ring itself for a tag that names its view).
    /// - `texts`: its wordings from long to short (each shorter one costs
    ///   ``shorterSaidCost`` more), each on one line or broken after its colon.
    /// - `namesOwner`: whether the texts name the view. A tag against the ring reads as the
    ///   ring's (``MarkCandidate/besideNamer``) whatever it says; off the ring, one that does not
    ///   name its view reads as whatever it lies on.
    /// - `more`: spots beyond the ring's eight sides for a wording of a size (beside the view).
    ///
    /// The spots: the ring's eight sides, then `more`, then each slid onto the canvas.
    func ringTagRequest(owner: String, box: Rect, centre: Point, radius: Double, texts: [String], namesOwner: Bool,
                        more: (Size) -> [Rect] = { _ in [] }, mayLeaveOut: Bool) -> MarkRequest {
        let room = markRoom
        var wordings: [MarkWording] = []
        for (k, text) in texts.enumerated() {
            for lines in [[text]] + (Self.brokenInTwo(text).map { [$0] } ?? []) {
                wordings.append(tagWording(lines, namesOwner: namesOwner, cost: Double(k) * Self.shorterSaidCost))
            }
        }
        let ring = Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
        var candidates: [MarkCandidate] = []
        // (Within the marks' gap of the ring, it reads as the ring's.)
        func add(_ r: Rect, _ k: Int) { candidates.appendSpot(r, wording: k, besideNamer: r.insetBy(dx: -6 * u, dy: -6 * u).intersects(ring)) }
        for (k, wording) in wordings.enumerated() {
            let spots = around(centre, radius: radius, wording.size) + more(wording.size)
            for r in spots { add(r, k) }
            for r in spots { add(moved(r, into: room), k) }
        }
        return MarkRequest(owner: owner, box: box, wordings: wordings, candidates: candidates, rooms: [room], mayLeaveOut: mayLeaveOut)
    }

    /// Draws the tag of a ``ringTagRequest(owner:box:centre:radius:texts:namesOwner:more:mayLeaveOut:)``
    /// on a `fill` box where the engine puts it over the marks placed so far (for one that may
    /// be left out, nothing where every spot costs more; for one that may not, where every spot
    /// is over a placed mark, the spot they cover least). Against the ring it is as it is; off
    /// it, tied by a tail or leader to its box, or with `leaderTo`, by a leader to that ring (a
    /// down point's tag names its view, and the leader says which point of it), unless that line
    /// would strike through a view's title. Returns the tag's box.
    @discardableResult
    mutating func drawRingTag(_ request: MarkRequest, _ scene: BuiltScene, fill: Color, leaderTo ring: (centre: Point, radius: Double)? = nil) -> Rect? {
        let chosen = placeAlone(request, scene, shows: [request.owner])
        guard let spot = chosen ?? (request.mayLeaveOut || request.candidates.isEmpty ? nil : leastCovered(request)) else { return nil }
        let drawn = tag(spot.rect, fill: fill, lines: request.wordings[spot.wording].lines, size: markSize, landed: chosen != nil)
        guard !spot.besideNamer else { return drawn }
        guard let ring else {
            tieTag(drawn, to: request.box, fill: fill)
            return drawn
        }
        if let leader = ringLeader(from: drawn, to: ring.centre, radius: ring.radius, gap: 1.5 * u),
           !visibleLabelLines(Self.drawingOrder(scene.application)).contains(where: { Self.segment(leader.from, leader.to, crosses: $0) }) {
            haloLine(from: leader.from, to: leader.to, fill, width: max(1, u))
            placedLeader(from: leader.from, to: leader.to)
        }
        return drawn
    }
}
