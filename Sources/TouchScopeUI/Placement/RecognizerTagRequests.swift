import TouchScopeCore
import TouchScopeScenes

extension PlaygroundRenderer {
    /// The request for the tag of `gesture`, a recognizer that recognized, on its view's visible
    /// part `visible`: its whole wording ("cardTap ✓ recognized") or its short form ("cardTap ✓",
    /// the legend says what ✓ is); inside the view's corners (the bottom ones first, then the top
    /// ones, then the bottom ones a line up, off a container's label in its bottom-left corner),
    /// against its edges outside, and, for a view that the views in front cover whole, beside
    /// its label outside its box (after the label and its verdict tag, over or under the label),
    /// the only part of it that shows. It names the recognizer, not the view: off its view it
    /// reads as whatever view it lies on, so it takes no spot on a neighbour nor on a view in
    /// front, and no leader ties it.
    func recognizerTagRequest(_ gesture: GestureTimeline, view: View, visible: Rect, painted: PaintedBoxes, labels: LabelLines) -> MarkRequest {
        let size = markSize
        let h = lineHeight(size)
        let texts = [Localization.recognizedTag(gesture.id, l), gesture.id + " ✓"]
        // A recognizer named after its view ("results.pan", a scroll view's own) names the view too.
        let namesView = gesture.id.hasPrefix(view.id + ".")
        let wordings = texts.enumerated().map { k, text in tagWording([text], namesOwner: namesView, cost: k == 0 ? 0 : Self.namedWordingCost) }
        var candidates: [MarkCandidate] = []
        func add(_ rect: Rect, _ k: Int, followsLabel: Bool = false, besideNamer: Bool = false) {
            candidates.append(MarkCandidate(rect: rect, wording: k, rank: candidates.count, followsLabel: followsLabel, besideNamer: besideNamer))
        }
        let gap = 2 * u
        // Covered whole by views in front (a table view on its container): its label, drawn
        // outside its box, is the part of it that shows.
        let coveredWhole = painted.front(of: view.id, touching: visible).contains { Self.covers($0, visible) }
        for (k, wording) in wordings.enumerated() {
            let w = wording.size.width
            for r in cornerSpots(of: visible, size: wording.size) { add(r, k) }
            if coveredWhole, let label = labels[view.id], !visible.insetBy(dx: -0.5, dy: -0.5).contains(label) {
                var row = label
                if let verdict = verdictTagRects[view.id], verdict.minY < label.maxY, verdict.maxY > label.minY { row = row.union(verdict) }
                let line = row.minY >= visible.maxY - 0.5 ? row.maxY + gap : row.minY - h - gap
                add(Rect(x: row.maxX + 2 * gap, y: row.midY - h / 2, width: w, height: h), k, followsLabel: true)
                add(Rect(x: label.minX, y: line, width: w, height: h), k, besideNamer: true)
                add(Rect(x: row.maxX - w, y: line, width: w, height: h), k, besideNamer: true)
            }
        }
        return MarkRequest(owner: view.id, box: visible, wordings: wordings, candidates: candidates, rooms: [markRoom],
                           mayLeaveOut: false, tiedByLeader: false)
    }

    /// The spots of a tag of `size` at a view's corners, whose visible part is `visible`: inside
    /// them (the bottom ones first, then the top ones, then the bottom ones a line up, off a
    /// container's label in its bottom-left corner), then against its edges outside (under its
    /// bottom corners, over its top ones). A spot inside that does not fit is left out.
    func cornerSpots(of visible: Rect, size: Size) -> [Rect] {
        let (w, h) = (size.width, size.height)
        let gap = 2 * u
        let (left, right) = (visible.minX + gap, visible.maxX - w - gap)
        let (top, bottom) = (visible.minY + gap, visible.maxY - h - gap)
        // (A line up keeps the gap between two marks from one in the corner.)
        let lineUp = bottom - h - 3 * u
        var spots: [Rect] = []
        for (x, y) in [(right, bottom), (left, bottom), (right, top), (left, top), (right, lineUp), (left, lineUp)] {
            let r = Rect(x: x, y: y, width: w, height: h)
            if visible.contains(r) { spots.append(r) }
        }
        for y in [visible.maxY + gap, visible.minY - h - gap] {
            spots.append(Rect(x: visible.maxX - w, y: y, width: w, height: h))
            spots.append(Rect(x: visible.minX, y: y, width: w, height: h))
        }
        return spots
    }

    /// Every recognizer of the story that recognized, tagged on its view ("cardTap ✓
    /// recognized"): the winner a learner is looking for when a touch ends up cancelled. Placed
    /// together by the engine (``MarkPlacement``) over the marks placed before.
    mutating func drawRecognizerMarks(_ scene: BuiltScene) {
        let windows = Self.drawingOrder(scene.application)
        let painted = paintedBoxes(windows)
        let labels = labelIndex(windows)
        var requests: [MarkRequest] = []
        for g in story.gestures where g.recognized {
            guard let id = g.view, let view = scene.views[id], let visible = visibleBox(of: view, quad: pixelQuad(view)) else { continue }
            requests.append(recognizerTagRequest(g, view: view, visible: visible, painted: painted, labels: labels))
        }
        guard !requests.isEmpty else { return }
        let field = canvasField(labels: labels, painted: painted, shows: Set(requests.map(\.owner)), outlined: outlinedVisits(scene))
        let choices = MarkPlacement.solve(requests, field: field, area: layout.canvas)
        for (request, choice) in zip(requests, choices) {
            // Every spot taken or misleading: at its view's bottom-right corner, where there is
            // room nearest it (a recognizer that won is always said on the canvas).
            let spot = choice.map { request.candidates[$0] }
            let text = request.wordings[spot?.wording ?? request.wordings.count - 1].text
            owned(.recognizer, view: request.owner) { r in
                if let spot {
                    r.tag(spot.rect, fill: .white, lines: [text], size: r.markSize, landed: true)
                } else {
                    let w = request.wordings.last?.size.width ?? 0
                    let corner = Rect(x: request.box.maxX - w - 2 * r.u, y: request.box.maxY - r.lineHeight(r.markSize) - 2 * r.u,
                                      width: w, height: r.lineHeight(r.markSize))
                    r.tag(corner, fill: .white, lines: [text], size: r.markSize)
                }
                r.list.note(.recognized)
            }
        }
    }
}
