import Testing
import TouchScopeCore
@testable import TouchScopeUI

/// The placement engine on its own: requests, the one table of weights, the joint solve. The
/// field is a stand-in with boxes given by each test, so every answer here is worked out by
/// hand from the weights.
@Suite struct MarkPlacementTests {
    /// A picture with nothing on it but what a test puts there.
    struct Field: PlacementField {
        var lineHeight = 15.0
        var markGap = 3.0
        var fixed: [Rect] = []
        var labels: [(owner: String, box: Rect)] = []
        var front: [(owner: String, box: Rect)] = []
        var neighbours: [Rect] = []
        var touch: Point?
        /// Boxes of other views whose edges a mark may lie across.
        var others: [Rect] = []

        func overlapsFixedMark(_ rect: Rect) -> Bool { fixed.contains { $0.insetBy(dx: -1.5, dy: -1.5).intersects(rect) } }
        func overlapsLabel(_ rect: Rect, owner: String, ownLabelFree: Bool) -> Bool {
            labels.contains { ($0.owner != owner || !ownLabelFree) && $0.box.intersects(rect) }
        }
        func inFront(of owner: String, _ rect: Rect, subtree: Bool) -> (covered: Double, hidden: Double) {
            let boxes = front.filter { $0.owner == owner }.map(\.box)
            let covered = boxes.compactMap { $0.intersection(rect) }.map { $0.width * $0.height }.reduce(0, +)
            return (min(1, covered / (rect.width * rect.height)), 0)
        }
        func onNeighbour(of owner: String, box: Rect, _ rect: Rect) -> Bool { neighbours.contains { $0.intersects(rect) } }
        func overOtherView(of owner: String, box: Rect, _ rect: Rect) -> Bool { neighbours.contains { $0.intersects(rect) } }
        func distanceToTouch(_ rect: Rect) -> Double? { touch.map { rect.distance(to: Rect(x: $0.x, y: $0.y, width: 0, height: 0)) } }
        func acrossOtherEdge(of owner: String, _ rect: Rect) -> Bool { others.contains { MarkPlacement.straddles(rect, edgeOf: $0) } }
        func coversPicture(_ rect: Rect) -> Bool { true }
        func lineCrossesText(from a: Point, to b: Point, owner: String) -> Bool {
            labels.contains { $0.owner != owner && MarkPlacement.segment(a, b, crosses: $0.box) }
        }
        func isAttached(_ rect: Rect, to box: Rect) -> Bool { PlaygroundRenderer.isAttached(rect, to: box, gap: 4, overlap: 12) }
    }

    static let area = Rect(x: 0, y: 0, width: 400, height: 400)

    static func request(_ owner: String, box: Rect, spots: [(Rect, Int)], wordings: [MarkWording]? = nil) -> MarkRequest {
        let words = wordings ?? [MarkWording(text: owner + " ✓ inside", size: Size(width: 60, height: 15), namesOwner: true, cost: 0)]
        return MarkRequest(owner: owner, box: box, wordings: words,
                           candidates: spots.enumerated().map { MarkCandidate(rect: $1.0, wording: $1.1, rank: $0) }, rooms: [area])
    }

    @Test("a spot's cost is the sum of the table's terms that apply to it")
    func costIsTheSumOfItsTerms() throws {
        let box = Rect(x: 100, y: 100, width: 100, height: 100)
        var field = Field()
        field.labels = [("other", Rect(x: 100, y: 60, width: 40, height: 15))]
        let r = Self.request("v", box: box, spots: [])
        let w = PlacementWeights.standard
        // Inside its view, clear: only the rank and the picture.
        let clear = try #require(MarkPlacement.cost(of: MarkCandidate(rect: Rect(x: 110, y: 110, width: 60, height: 15), wording: 0, rank: 2),
                                                    in: r, field: field))
        #expect(clear.total == 2 * w.perRank + w.overPicture, "\(clear)")
        // Across its own edge.
        let across = try #require(MarkPlacement.cost(of: MarkCandidate(rect: Rect(x: 170, y: 110, width: 60, height: 15), wording: 0, rank: 0),
                                                     in: r, field: field))
        #expect(across.terms.map(\.name).contains("across its view's edge"), "\(across)")
        // Two lines above its view, over another view's label, with a leader.
        let far = try #require(MarkPlacement.cost(of: MarkCandidate(rect: Rect(x: 100, y: 55, width: 60, height: 15), wording: 0, rank: 0),
                                                  in: r, field: field))
        #expect(far.total == w.overLabel + w.overPicture + w.perLineAway * 30 / 15 + w.needsLeader, "\(far)")
        // Over a mark placed before: not a spot at all.
        field.fixed = [Rect(x: 110, y: 110, width: 20, height: 20)]
        #expect(MarkPlacement.cost(of: MarkCandidate(rect: Rect(x: 110, y: 110, width: 60, height: 15), wording: 0, rank: 0),
                                   in: r, field: field) == nil)
        // Outside its rooms: not a spot at all.
        #expect(MarkPlacement.cost(of: MarkCandidate(rect: Rect(x: 390, y: 110, width: 60, height: 15), wording: 0, rank: 0),
                                   in: r, field: field) == nil)
    }

    @Test("the descent moves an earlier mark off the only spot of a later one (a greedy start alone overlaps them)")
    func descentResolvesWhatGreedyCannot() {
        let a = Self.request("a", box: Rect(x: 50, y: 50, width: 200, height: 200),
                             spots: [(Rect(x: 60, y: 60, width: 60, height: 15), 0), (Rect(x: 60, y: 200, width: 60, height: 15), 0)])
        var b = Self.request("b", box: Rect(x: 60, y: 60, width: 60, height: 15),
                             spots: [(Rect(x: 60, y: 60, width: 60, height: 15), 0)])
        b.mayLeaveOut = false
        let choices = MarkPlacement.solve([a, b], field: Field(), area: Self.area)
        #expect(choices == [1, 0])
        // With no passes (the greedy start only), a takes its first spot and b lands on it.
        var greedy = PlacementWeights.standard
        greedy.passes = 0
        #expect(MarkPlacement.solve([a, b], field: Field(), weights: greedy, area: Self.area) == [0, 0])
    }

    @Test("a leader struck through another mark costs both alike, so the solve keeps leaders clear")
    func leadersKeepOffOtherMarks() {
        // v's two spots: one far above with a leader down through u's only spot, one beside it.
        let v = Self.request("v", box: Rect(x: 100, y: 200, width: 60, height: 60),
                             spots: [(Rect(x: 100, y: 100, width: 60, height: 15), 0), (Rect(x: 165, y: 200, width: 60, height: 15), 0)])
        let u = Self.request("u", box: Rect(x: 100, y: 150, width: 60, height: 30),
                             spots: [(Rect(x: 100, y: 160, width: 60, height: 15), 0)])
        var w = PlacementWeights.standard
        w.perRank = 0
        w.needsLeader = 0
        w.perLineAway = 0
        // On their own both of v's spots cost the same; v's first has the leader through u's tag.
        #expect(MarkPlacement.solve([v, u], field: Field(), weights: w, area: Self.area) == [1, 0])
    }

    @Test("a shorter wording wins when the full one must go far, and a sign that reads as a neighbour's is worse than none")
    func wordingsAndLeavingOut() {
        let box = Rect(x: 100, y: 100, width: 40, height: 40)
        let words = [MarkWording(text: "v ✓ inside", size: Size(width: 60, height: 15), namesOwner: true, cost: 0),
                     MarkWording(text: "✓", size: Size(width: 15, height: 15), namesOwner: false, cost: 90)]
        // The full wording only far above (a leader); the sign inside the view.
        let r = Self.request("v", box: box, spots: [(Rect(x: 100, y: 10, width: 60, height: 15), 0), (Rect(x: 110, y: 110, width: 15, height: 15), 1)],
                             wordings: words)
        #expect(MarkPlacement.solve([r], field: Field(), area: Self.area) == [1])
        // The sign off the view, on a neighbour, and the full wording over a label with a leader
        // across words: none.
        var field = Field()
        field.neighbours = [Rect(x: 150, y: 100, width: 40, height: 40)]
        field.labels = [("other", Rect(x: 100, y: 10, width: 60, height: 15)), ("other", Rect(x: 100, y: 60, width: 40, height: 15))]
        let crowded = Self.request("v", box: box, spots: [(Rect(x: 100, y: 10, width: 60, height: 15), 0), (Rect(x: 150, y: 110, width: 15, height: 15), 1)],
                                   wordings: words)
        #expect(MarkPlacement.solve([crowded], field: field, area: Self.area) == [nil])
        // A request that may not be left out takes its cheapest spot all the same.
        var kept = crowded
        kept.mayLeaveOut = false
        #expect(MarkPlacement.solve([kept], field: field, area: Self.area) == [0])
    }

    @Test("the solve is deterministic: the same requests give the same spots, ties to the earlier spot")
    func deterministic() {
        var requests: [MarkRequest] = []
        for i in 0..<30 {
            let x = Double(i % 6) * 60, y = Double(i / 6) * 60
            var spots: [(Rect, Int)] = []
            for k in 0..<6 {
                let dx = Double(k % 3) * 10, dy = Double(k / 3) * 20
                spots.append((Rect(x: x + dx, y: y + dy, width: 40, height: 15), 0))
            }
            requests.append(Self.request("v\(i)", box: Rect(x: x, y: y, width: 50, height: 50), spots: spots))
        }
        let first = MarkPlacement.solve(requests, field: Field(), area: Self.area)
        for _ in 0..<3 { #expect(MarkPlacement.solve(requests, field: Field(), area: Self.area) == first) }
        // Every request placed, none over another.
        let rects = first.enumerated().compactMap { i, k in k.map { requests[i].candidates[$0].rect } }
        #expect(rects.count == requests.count)
        for i in rects.indices { for j in rects.indices where j > i { #expect(!rects[i].insetBy(dx: -1.5, dy: -1.5).intersects(rects[j].insetBy(dx: -1.5, dy: -1.5))) } }
    }

    @Test("a mark with no leader (a chain badge) goes only against its view or its tag; it may crowd the touch; a view's edge not its own costs")
    func markWithoutLeader() throws {
        let box = Rect(x: 100, y: 100, width: 60, height: 60)
        let badge = MarkWording(text: "1", size: Size(width: 20, height: 20), namesOwner: false, cost: 0)
        var r = Self.request("v", box: box, spots: [], wordings: [badge])
        r.tiedByLeader = false
        r.atTouch = true
        var field = Field()
        field.touch = Point(x: 130, y: 130)
        let w = PlacementWeights.standard
        // Off its view and not against it: no leader would tie it, so not a spot.
        #expect(MarkPlacement.cost(of: MarkCandidate(rect: Rect(x: 200, y: 100, width: 20, height: 20), wording: 0, rank: 0), in: r, field: field) == nil)
        // Against its view from outside: a spot, though it reads as what lies beside as much.
        let against = try #require(MarkPlacement.cost(of: MarkCandidate(rect: Rect(x: 163, y: 100, width: 20, height: 20), wording: 0, rank: 0),
                                                      in: r, field: field))
        #expect(against.terms.map(\.name).contains("unnamed off its view") && !against.terms.map(\.name).contains("needs a leader"), "\(against)")
        // Against its tag, away from its view: tied by the tag, no leader; still off its view.
        let byTag = try #require(MarkPlacement.cost(of: MarkCandidate(rect: Rect(x: 100, y: 60, width: 20, height: 20), wording: 0, rank: 0, besideNamer: true),
                                                    in: r, field: field))
        #expect(!byTag.terms.map(\.name).contains("needs a leader") && byTag.terms.map(\.name).contains("unnamed off its view"), "\(byTag)")
        // Next to the finger, inside: nothing for crowding the touch (its room is the chain's)...
        let inside = Rect(x: 105, y: 105, width: 20, height: 20)
        let atTouch = try #require(MarkPlacement.cost(of: MarkCandidate(rect: inside, wording: 0, rank: 0), in: r, field: field))
        #expect(atTouch.total == w.overPicture, "\(atTouch)")
        // ... which a tag pays.
        var tag = r
        tag.atTouch = false
        let crowding = try #require(MarkPlacement.cost(of: MarkCandidate(rect: inside, wording: 0, rank: 0), in: tag, field: field))
        #expect(crowding.terms.map(\.name).contains("crowding the touch"), "\(crowding)")
        // Across another view's edge.
        field.others = [Rect(x: 110, y: 110, width: 10, height: 10)]
        let edge = try #require(MarkPlacement.cost(of: MarkCandidate(rect: inside, wording: 0, rank: 0), in: r, field: field))
        #expect(edge.total == w.overPicture + w.acrossOtherEdge, "\(edge)")
    }

    @Test("among a few requests each keeps enough spots to find one past those another mark takes")
    func fewRequestsKeepMoreSpots() {
        // b's only spot, which b keeps (it may not be left out); a's nine nearest spots all on it,
        // its tenth clear.
        var b = Self.request("b", box: Rect(x: 100, y: 100, width: 60, height: 15), spots: [(Rect(x: 100, y: 100, width: 60, height: 15), 0)])
        b.mayLeaveOut = false
        var spots: [(Rect, Int)] = (0..<9).map { (Rect(x: 100 + Double($0), y: 100, width: 40, height: 15), 0) }
        spots.append((Rect(x: 100, y: 200, width: 40, height: 15), 0))
        let a = Self.request("a", box: Rect(x: 90, y: 90, width: 200, height: 200), spots: spots)
        #expect(MarkPlacement.solve([b, a], field: Field(), area: Self.area) == [0, 9])
        // Keeping 8 only, a's clear spot is never weighed: it is left out.
        var eight = PlacementWeights.standard
        eight.fewRequests = 0
        #expect(MarkPlacement.solve([b, a], field: Field(), weights: eight, area: Self.area) == [0, nil])
    }
}
