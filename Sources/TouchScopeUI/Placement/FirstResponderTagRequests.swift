import TouchScopeCore
import TouchScopeScenes

extension PlaygroundRenderer {
    /// The request for the first responder's tag (where keyboard, motion and nil-targeted
    /// actions go first) on its view's visible part `visible`: at the view's corners, inside
    /// (the bottom-right first) and against its edges outside (``cornerSpots(of:size:)``). On
    /// its view it says "⌨ first responder"; off it, it names the view too ("emailField ⌨ first
    /// responder"), as a tag that did not would read as whatever view it lay on, and a leader
    /// ties it where it does not touch its view.
    func firstResponderTagRequest(view: View, visible: Rect) -> MarkRequest {
        let short = Localization.firstResponderTag(l)
        let wordings = [tagWording([short], namesOwner: false), tagWording([view.id + " " + short], namesOwner: true)]
        var candidates: [MarkCandidate] = []
        for (k, wording) in wordings.enumerated() {
            for r in cornerSpots(of: visible, size: wording.size) {
                candidates.append(MarkCandidate(rect: r, wording: k, rank: candidates.count))
            }
        }
        return MarkRequest(owner: view.id, box: visible, wordings: wordings, candidates: candidates, rooms: [markRoom], mayLeaveOut: false)
    }

    /// The first responder's tag, placed by the engine (``firstResponderTagRequest(view:visible:)``)
    /// over the marks placed before: the verdict tags. None for a first responder that is not
    /// drawn, or whose view no part of shows.
    mutating func drawFirstResponderTag(_ scene: BuiltScene) {
        guard let first = scene.application.firstResponder as? View, Drawing.opacity(of: first) != nil,
              let visible = visibleBox(of: first, quad: pixelQuad(first)) else { return }
        list.note(.firstResponder)
        let request = firstResponderTagRequest(view: first, visible: visible)
        let choice = placeAlone(request, scene, shows: [first.id])
        owned(.firstResponder, view: first.id) { r in
            guard let spot = choice else {
                // Every spot over a mark placed before: the free spot nearest its bottom-right corner.
                let wording = request.wordings[0]
                let want = Rect(x: visible.maxX - wording.size.width, y: visible.maxY - wording.size.height,
                                width: wording.size.width, height: wording.size.height)
                r.tag(want, fill: .white, wording.text, size: r.markSize)
                return
            }
            let drawn = r.tag(spot.rect, fill: .white, lines: [request.wordings[spot.wording].text], size: r.markSize, landed: true)
            r.tieTag(drawn, to: visible, fill: .white)
        }
    }
}
