import TouchScopeCore
import TouchScopeScenes

extension PlaygroundRenderer {
    /// What a wording broken in two lines costs over the same words on one: a little, so that
    /// one line across a view's edge (``PlacementWeights/acrossOtherEdge``) costs more.
    static let twoLineWordingCost = 10.0

    /// A tag's wording of `lines` (one, or two broken after a colon), its box the tag's at the
    /// marks' size: `cost` over the fullest wording, and ``twoLineWordingCost`` more on two lines.
    func tagWording(_ lines: [String], namesOwner: Bool, cost: Double = 0) -> MarkWording {
        MarkWording(text: lines.joined(separator: "\n"), size: Size(width: tagWidth(lines, size: markSize), height: Double(lines.count) * lineHeight(markSize)),
                    namesOwner: namesOwner, cost: cost + (lines.count > 1 ? Self.twoLineWordingCost : 0))
    }

    /// Draws the tag of `request` (a mark of `kind` about its owner, on a `fill` box) where
    /// ``placeAlone(_:_:shows:)`` puts it, tied to its box by a tail or leader; where every spot
    /// is over a placed mark, at the free spot nearest the one they cover least.
    mutating func drawAlone(_ request: MarkRequest, _ scene: BuiltScene, kind: PlacedMark.Kind, fill: Color) {
        let chosen = placeAlone(request, scene)
        let spot = chosen ?? leastCovered(request)
        owned(kind, view: request.owner) { r in
            let drawn = r.tag(spot.rect, fill: fill, lines: request.wordings[spot.wording].lines, size: r.markSize, landed: chosen != nil)
            r.tieTag(drawn, to: request.box, fill: fill)
        }
    }

    /// Of `request`'s candidates (every one over a placed mark), the one in its rooms whose box
    /// the placed marks cover least, the earlier of two alike (none in its rooms: its first): a
    /// mark with no free spot hides as little as it can, and lies under as little as it can (a
    /// caption is drawn over the marks).
    func leastCovered(_ request: MarkRequest) -> MarkCandidate {
        var best = request.candidates[0], least = Double.infinity
        for candidate in request.candidates where request.fitsRoom(candidate.rect) {
            let area = placed.coveredArea(of: candidate.rect)
            if area < least { best = candidate; least = area }
        }
        return best
    }

    /// Places `request` alone over the marks placed so far (the engine's solve of one request on
    /// the canvas's field): the spot it takes, or nil where every spot is over a placed mark.
    func placeAlone(_ request: MarkRequest, _ scene: BuiltScene, shows: Set<String> = []) -> MarkCandidate? {
        let windows = Self.drawingOrder(scene.application)
        let field = canvasField(labels: labelIndex(windows), painted: paintedBoxes(windows), shows: shows, outlined: outlinedVisits(scene))
        return MarkPlacement.solve([request], field: field, area: layout.canvas)[0].map { request.candidates[$0] }
    }

    /// The request for a tracking control's state tag ("tracking: highlighted, touch inside (±
    /// 70 pt)") in its tolerance area `area` (the dashed rectangle within which a drag still
    /// counts as inside): inside the area's corners, the top-left first, then against its edges
    /// outside, slid along the canvas's side; on one line or broken after its colon. Off the area
    /// it names the control too, as a tag that did not would read as whatever view it lay on.
    func trackingTagRequest(control: String, area: Rect, state: String) -> MarkRequest {
        let room = markRoom
        var wordings: [MarkWording] = []
        for (text, named) in [(state, false), (control + " " + state, true)] {
            for lines in [[text]] + (Self.brokenInTwo(text).map { [$0] } ?? []) { wordings.append(tagWording(lines, namesOwner: named)) }
        }
        var candidates: [MarkCandidate] = []
        let gap = 2 * u
        for (k, wording) in wordings.enumerated() {
            let (w, th) = (wording.size.width, wording.size.height)
            var spots: [Rect] = []
            for y in [area.minY + gap, area.maxY - th - gap] {
                for x in [area.minX + gap, area.maxX - w - gap] where area.contains(Rect(x: x, y: y, width: w, height: th)) {
                    spots.append(Rect(x: x, y: y, width: w, height: th))
                }
            }
            for y in [area.minY - th - gap, area.maxY + gap] {
                for x in [area.minX, area.maxX - w] { spots.append(Rect(x: min(max(room.minX, x), room.maxX - w), y: y, width: w, height: th)) }
            }
            for r in spots { candidates.appendSpot(r, wording: k) }
        }
        return MarkRequest(owner: control, box: area, wordings: wordings, candidates: candidates, rooms: [room], mayLeaveOut: false)
    }

    /// The request for step-through's tag on the current step's view, whose outline is `box`
    /// and whose bracket of dashed corners is 5 units outside it: `lines`, the step's words
    /// wrapped to the canvas's width. Under the bracket, else over it (from its left end, then its
    /// right end, slid along the canvas's side), else inside the top-left corner of the view's part
    /// on the canvas, else inside its bottom-left corner. The step's words name the view.
    func stepTagRequest(view: String, box: Rect, lines: [String]) -> MarkRequest {
        let size = markSize
        let canvas = layout.canvas
        let w = min(lines.map { measurer.measure($0, size: size).width }.max() ?? 0, canvas.width - 8 * u) + 8 * u
        let h = Double(lines.count) * lineHeight(size)
        let bracket = box.insetBy(dx: -5 * u, dy: -5 * u)
        var spots: [Rect] = []
        for y in [box.maxY + 6 * u, box.minY - 6 * u - h] {
            for x in [box.minX, box.maxX - w] { spots.append(Rect(x: min(max(canvas.minX, x), canvas.maxX - w), y: y, width: w, height: h)) }
        }
        // Inside: the top-left corner of the part of the view on the canvas, then its bottom-left.
        let inside = box.intersection(canvas) ?? box
        spots.append(Rect(x: inside.minX + 2 * u, y: inside.minY + 2 * u, width: w, height: h))
        spots.append(Rect(x: inside.minX + 2 * u, y: inside.maxY - 2 * u - h, width: w, height: h))
        let wording = MarkWording(text: lines.joined(separator: "\n"), size: Size(width: w, height: h), namesOwner: true, cost: 0)
        var candidates: [MarkCandidate] = []
        for r in spots { candidates.appendSpot(r, wording: 0) }
        return MarkRequest(owner: view, box: bracket, wordings: [wording], candidates: candidates, rooms: [canvas], mayLeaveOut: false)
    }
}

extension PlaygroundRenderer {
    /// The request for the tag of an animating view's model frame (where hit-testing looks:
    /// "↻ model frame (hit-testing uses it)"), whose box is `box`: against the frame outside,
    /// under its left end first (the frame's inside is where the view's verdict tag goes), on
    /// one line or broken after its first parenthesis. It names the view ("buy ↻ model frame
    /// …"), so it reads as that view's frame wherever it touches.
    func modelFrameTagRequest(view: String, box: Rect, label: String) -> MarkRequest {
        let room = markRoom
        let text = view + " " + label
        var texts = [[text]]
        if let open = text.firstIndex(where: { $0 == "(" || $0 == "（" }) {
            let head = String(text[..<open]).trimming(" "), tail = String(text[open...])
            if !head.isEmpty { texts.append([head, tail]) }
        }
        let wordings = texts.map { tagWording($0, namesOwner: true) }
        var candidates: [MarkCandidate] = []
        let gap = 2 * u
        for (k, wording) in wordings.enumerated() {
            let (w, th) = (wording.size.width, wording.size.height)
            for y in [box.maxY + gap, box.minY - th - gap] {
                for x in [box.minX, box.maxX - w] {
                    let r = Rect(x: min(max(room.minX, x), room.maxX - w), y: y, width: w, height: th)
                    candidates.appendSpot(r, wording: k)
                }
            }
        }
        return MarkRequest(owner: view, box: box, wordings: wordings, candidates: candidates, rooms: [room], mayLeaveOut: false)
    }
}
