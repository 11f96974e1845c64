import TouchScopeCore
import TouchScopeScenes

extension PlaygroundRenderer {
    /// The request for the tag of `view`, the touch's view, which scrolled out of sight through
    /// the edge of its scroll view's visible part `clip` towards `p` ("↑ hit view card2: scrolled
    /// out of sight"). Its words name the view and its arrow points the way it went, so it is
    /// tied by its words: it needs no leader, and it is measured from where the view left, the
    /// point of `clip`'s edge nearest `p`.
    ///
    /// Its spots, on one line, broken in two after the colon, or wrapped to the scroll view:
    /// - in the margin beside the canvas, level with `p`, when the scroll view reaches the
    ///   canvas's side it went out through (and no chain strip is there); in the row over the
    ///   canvas, when it went up out of a scroll view along the canvas's top;
    /// - inside `clip` against that edge, level with `p` (or centred on it), and a line or two
    ///   further in, slid along the edge by half its width.
    /// No spot in a comparison's margin: there is none.
    func scrolledOffTagRequest(view: String, label: String, arrow: String, clip: Rect, towards p: Point) -> MarkRequest {
        let size = markSize
        let h = lineHeight(size)
        let canvas = layout.canvas
        let exit = Point(x: min(max(p.x, clip.minX), clip.maxX), y: min(max(p.y, clip.minY), clip.maxY))
        var texts = [[label]]
        if let two = Self.brokenInTwo(label) { texts.append(two) }
        // Narrower than the scroll view's visible part, when neither is: wrapped to it (a tag is
        // its widest line and 10 units).
        if let last = texts.last, tagWidth(last, size: size) > clip.width {
            let wrapped = TextLayout.wrap(label, size: size, maxWidth: max(1, clip.width - 10 * u), measurer: measurer)
            if wrapped.count > last.count, tagWidth(wrapped, size: size) < tagWidth(last, size: size) { texts.append(wrapped) }
        }
        let wordings = texts.map { tagWording($0, namesOwner: true) }
        var candidates: [MarkCandidate] = []
        var rooms = [clip]
        func add(_ rect: Rect, _ k: Int) { candidates.append(MarkCandidate(rect: rect, wording: k, rank: candidates.count)) }
        // Beside the canvas, where the scroll view meets its side or top.
        var margin: Rect?
        if arrow == "↑", clip.minY <= canvas.minY + 1, let row = headerTagRow {
            margin = row
        } else if chainStripLeft == nil, arrow == "←" && clip.minX <= canvas.minX + 1 || arrow == "→" && clip.maxX >= canvas.maxX - 1 {
            let gap = 6 * u
            var side = arrow == "←" ? Rect(x: 4 * u, y: canvas.minY, width: canvas.minX - gap - 4 * u, height: canvas.height)
                : Rect(x: canvas.maxX + gap, y: canvas.minY, width: layout.panel.minX - canvas.maxX - gap - 4 * u, height: canvas.height)
            // Below the strip's rows on the left (the responders that are not views, and an
            // action search's, one badge high each, with a heading and a dropped line to spare).
            if arrow == "←", hasChainStrip {
                let rows = Double(drawnChain.count + 4 + (snapshot.scene.flatMap { actionSearch($0)?.links.count } ?? 0))
                let top = canvas.minY + 4 * u + rows * stripRowHeight
                side = Rect(x: side.minX, y: top, width: side.width, height: max(0, side.maxY - top))
            }
            if side.width > 0, side.height > 0 { margin = side }
        }
        if let margin { rooms.append(margin) }
        for (k, wording) in wordings.enumerated() {
            let (w, height) = (wording.size.width, wording.size.height)
            if let margin {
                if arrow == "↑" {
                    var xs = [min(max(p.x - w / 2, margin.minX), margin.maxX - w)]
                    if let taken = headerTagsMinX { xs.append(taken - 3 * u - w) }
                    if k == 0 { for x in xs { add(Rect(x: x, y: margin.minY, width: w, height: margin.height), k) } }
                } else {
                    let y = min(max(p.y - height / 2, max(clip.minY, margin.minY)), min(clip.maxY, margin.maxY) - height)
                    add(Rect(x: arrow == "←" ? margin.maxX - w : margin.minX, y: y, width: w, height: height), k)
                }
            }
            // Inside the scroll view's visible part, against the edge it went out through (a
            // wording wider than that part has no spot there: its words are never cut).
            guard w <= clip.width else { continue }
            let gap = 2 * u
            let inset = w
            let centredX = min(max(exit.x - inset / 2, clip.minX), clip.maxX - inset)
            let levelY = min(max(exit.y - height / 2, clip.minY), clip.maxY - height)
            let along = height + 3 * u
            switch arrow {
            case "↑", "↓":
                for step in 0..<3 {
                    let inward = Double(step) * (h + 3 * u)
                    let y = arrow == "↑" ? clip.minY + gap + inward : clip.maxY - height - gap - inward
                    for x in [centredX, centredX - inset / 2, centredX + inset / 2] { add(Rect(x: x, y: y, width: inset, height: height), k) }
                }
            default:
                let x = arrow == "←" ? clip.minX + gap : clip.maxX - inset - gap
                for n in [0.0, -1, 1, -2, 2] { add(Rect(x: x, y: levelY + n * along, width: inset, height: height), k) }
            }
        }
        // (Its box: where it left, a point on the edge.)
        var request = MarkRequest(owner: view, box: Rect(x: exit.x, y: exit.y, width: 0, height: 0), wordings: wordings,
                                  candidates: candidates, rooms: rooms, mayLeaveOut: false)
        request.tiedByWords = true
        return request
    }

    /// A tag in the hit view's colour (white for another finger's view) where the touch's view
    /// scrolled out of the scroll view whose visible part is `clip`, an arrow pointing the way it
    /// went: placed by the engine over the marks placed before (``scrolledOffTagRequest``).
    mutating func drawScrolledOffTag(view: String, finger: Int?, clip: Rect, towards p: Point) {
        let arrow: String
        if p.y < clip.minY { arrow = "↑" } else if p.y > clip.maxY { arrow = "↓" } else if p.x < clip.minX { arrow = "←" } else { arrow = "→" }
        let isHit = view == story.hitView
        list.note(isHit ? .scrolledOffHit : .scrolledOff)
        let label = arrow + " " + Localization.scrolledOff(view, hit: isHit, finger: finger, l)
        let fill = isHit ? Theme.hit : .white
        let request = scrolledOffTagRequest(view: view, label: label, arrow: arrow, clip: clip, towards: p)
        if let scene = snapshot.scene, let spot = placeAlone(request, scene) {
            tag(spot.rect, fill: fill, lines: request.wordings[spot.wording].lines, size: markSize, landed: true)
            return
        }
        // No spot free of the marks placed: the narrowest wording at the free spot nearest the
        // exit, inside the scroll view where it fits there, whole.
        guard let narrowest = request.wordings.min(by: { $0.size.width < $1.size.width }) else { return }
        let (w, h) = (narrowest.size.width, narrowest.size.height)
        let exit = request.box
        let area = w <= clip.width && h <= clip.height ? clip : layout.canvas
        let rect = Rect(x: min(max(exit.minX - w / 2, area.minX), area.maxX - w), y: min(max(exit.minY - h / 2, area.minY), area.maxY - h),
                        width: w, height: h)
        tag(landing(of: (rect, area)), fill: fill, lines: narrowest.lines, size: markSize, landed: true)
    }
}
