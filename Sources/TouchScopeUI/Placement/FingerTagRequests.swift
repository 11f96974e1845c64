import TouchScopeCore
import TouchScopeScenes

extension PlaygroundRenderer {
    /// The request for the tag of finger `number` at its ring's centre `c` ("finger 2", "finger 2
    /// ⊘ blocked: exclusiveTouch", "finger 2 → pinchB, panB, not the view"): `texts` from the
    /// fullest to the shortest, each on one line or broken in two after its colon. Its box is the
    /// ring: its spots are around it (under, right, left, over, then the corners), slid onto the
    /// canvas, and a two-line tag slid onto `view`, the box of the view the finger's touch went
    /// to, when one reaches past its side. It names its finger, so it reads as the finger's
    /// wherever it lies; off the ring a leader ties it. Never within a ring and three lines of
    /// another finger, where it would read as that finger's. `againstRing`: only the spots
    /// against the ring, and no mark rather than another spot (the finger's name beside a
    /// wording that went farther).
    func fingerTagRequest(_ texts: [String], number: Int, at c: Point, others: [Point], view: Rect?, againstRing: Bool = false) -> MarkRequest {
        let size = markSize
        let r = fingerRadius
        let h = lineHeight(size)
        let inside = layout.canvas.insetBy(dx: 2 * u, dy: 2 * u)
        var wordings: [MarkWording] = []
        var lines: [[String]] = []
        for (k, text) in texts.enumerated() {
            let cost = k == 0 ? 0 : Self.namedWordingCost
            for form in [[text]] + (Self.brokenInTwo(text).map { [$0] } ?? []) {
                wordings.append(tagWording(form, namesOwner: true, cost: cost))
                lines.append(form)
            }
        }
        func byOther(_ rect: Rect) -> Bool { others.contains { rect.insetBy(dx: -r, dy: -r - 2 * h).contains($0) } }
        var candidates: [MarkCandidate] = []
        for (k, wording) in wordings.enumerated() {
            let around = around(c, radius: r, wording.size)
            var spots = [around[2], around[0], around[1], around[3]] + around.dropFirst(4)
            if !againstRing { spots += spots.map { moved($0, into: inside) } }
            if !againstRing, lines[k].count == 2, let view, view.width > wording.size.width + 4 * u {
                spots += spots.prefix(8).map { moved($0, into: view.insetBy(dx: 2 * u, dy: 2 * u)) }
            }
            var seen: [Rect] = []
            for spot in spots where !seen.contains(spot) && !byOther(spot) {
                seen.append(spot)
                candidates.append(MarkCandidate(rect: spot, wording: k, rank: candidates.count))
            }
        }
        // (Its box: the ring and its halo.)
        let ring = r + 2 * u
        var request = MarkRequest(owner: Self.fingerOwner(number), box: Rect(x: c.x - ring, y: c.y - ring, width: 2 * ring, height: 2 * ring),
                                  wordings: wordings, candidates: candidates, rooms: [inside], mayLeaveOut: againstRing)
        request.atTouch = true
        return request
    }

    /// The owner of a finger's tag in the solve: no view's id.
    static func fingerOwner(_ number: Int) -> String { "\u{0}finger \(number)" }

    /// A numbered or blocked finger's tag at its marker `c`, placed by the engine
    /// (``fingerTagRequest(_:number:at:others:view:againstRing:)``) over the marks placed before.
    /// Where its wording goes off the ring (every spot against it taken), the finger's name
    /// alone goes against the ring if it can, and a leader ties the wording to the ring: the
    /// name says which ring is the finger, the wording what happened to it. Where every spot
    /// is taken, the longest wording that fits the canvas's width at the free spot nearest under
    /// the marker.
    mutating func drawFingerTag(_ texts: [String], name: String, number: Int, at c: Point, fill: Color, scene: BuiltScene, on view: Rect? = nil) {
        let others: [Point] = story.fingers.compactMap { f in
            guard case let .at(p) = fingerSpot(f, scene) else { return nil }
            let q = layout.pixel(p)
            return q == c ? nil : q
        }
        // (Asked again after the name is placed: the wording keeps off it.)
        func solve(_ request: MarkRequest) -> MarkCandidate? { placeAlone(request, scene) }
        func draw(_ spot: MarkCandidate, of request: MarkRequest) -> Rect {
            tag(spot.rect, fill: fill, lines: request.wordings[spot.wording].lines, size: markSize, landed: true)
        }
        let request = fingerTagRequest(texts, number: number, at: c, others: others, view: view)
        var spot = solve(request)
        if texts != [name], spot.map({ ringLeader(from: $0.rect, to: c, radius: fingerRadius, gap: 2 * u) != nil }) ?? true {
            let nameRequest = fingerTagRequest([name], number: number, at: c, others: others, view: view, againstRing: true)
            if let near = solve(nameRequest) {
                _ = draw(near, of: nameRequest)
                spot = solve(request)
            }
        }
        let rect: Rect
        if let spot {
            rect = draw(spot, of: request)
        } else {
            // The longest wording that fits the canvas's width (on one line or two), else the
            // narrowest, at the free spot nearest under the ring.
            let fits = request.wordings.first { $0.size.width <= layout.canvas.width - 4 * u }
            let wording = fits ?? request.wordings.min { $0.size.width < $1.size.width } ?? request.wordings[0]
            rect = tag(around(c, radius: fingerRadius, wording.size)[2], fill: fill, lines: wording.lines, size: markSize)
        }
        if let leader = ringLeader(from: rect, to: c, radius: fingerRadius, gap: 2 * u) {
            haloLine(from: leader.from, to: leader.to, fill, width: max(1, u))
            placedLeader(from: leader.from, to: leader.to)
        }
    }
}
