import TouchScopeCore

extension Theme {
    /// The box behind a caption: near-black, nearly opaque, so white text reads over any view.
    static let captionBox = Color(red: 0x0B, green: 0x0B, blue: 0x0F, alpha: 224)
    static let captionText = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
}

extension PlaygroundRenderer {
    /// The caption's text size in pixels: large enough for a room.
    var captionSize: Double { (22 * u).rounded() }

    /// A spot a caption may take: its box, and its words wrapped to the box at `size`.
    struct CaptionSpot {
        var box: Rect
        var lines: [String]
        var size: Double
    }

    /// The spots a caption may take, each with `caption` wrapped to it (at the caption's size,
    /// else smaller, so that it fits in four lines; never cut), in order of preference: off the
    /// canvas first, where it hides nothing of the lesson and so stays put while its steps play
    /// (beside the canvas on its left, where the window leaves room for a line of about a dozen
    /// words; over the top of the side panel, on the scene's title and summary, which the caption
    /// tells in its own words while it plays; of these two the one with the larger words first),
    /// then over the bottom of the canvas and over its top (in presenter mode, or where the window
    /// has no room off the canvas). Over the canvas it is as wide as about 40 characters (or the
    /// canvas, if wider) where the window has room, centred on it.
    func captionSpots(_ caption: String) -> [CaptionSpot] {
        let canvas = layout.canvas
        let pad = 12 * u
        let room = max(0, layout.panel.minX - 16 * u)
        let wide = min(room, max(canvas.width + 80 * u, 20 * captionSize))
        let x = max(8 * u, min(canvas.midX - wide / 2, layout.panel.minX - 8 * u - wide))
        let bottom = min(canvas.maxY, layout.height - 8 * u)
        let top = max(canvas.minY, 0)
        func wrapped(width: Double) -> (lines: [String], size: Double) {
            var out: (lines: [String], size: Double) = ([], captionSize)
            // The largest size at which it takes at most four lines and no word of it is wider
            // than the box (one would be broken by characters).
            let words = TextLayout.tokens(caption).map(TextLayout.trimTrailing)
            for factor in [1.0, 0.85, 0.7] {
                let size = (captionSize * factor).rounded()
                out = (TextLayout.wrap(caption, size: size, maxWidth: max(1, width - 2 * pad), measurer: measurer), size)
                if out.lines.count <= 4, words.allSatisfy({ measurer.measure($0, size: size).width <= width - 2 * pad }) { break }
            }
            return out
        }
        func height(_ w: (lines: [String], size: Double)) -> Double { Double(w.lines.count) * lineHeight(w.size) + 2 * pad }
        var spots: [CaptionSpot] = []
        // Beside the canvas: as wide as the margin, where that holds a line of about a dozen words.
        let side = canvas.minX - 16 * u
        if side >= 12 * captionSize * 0.7 {
            let beside = wrapped(width: side)
            let sh = height(beside)
            if beside.lines.count <= 6, sh <= canvas.height {
                spots.append(CaptionSpot(box: Rect(x: 8 * u, y: bottom - sh - 10 * u, width: side, height: sh), lines: beside.lines, size: beside.size))
            }
        }
        // Over the top of the side panel.
        let panel = layout.panel
        if !layout.isPresenting, panel.width >= 12 * captionSize * 0.7 {
            let onPanel = wrapped(width: panel.width - 16 * u)
            var ph = height(onPanel)
            // Down to the tree's heading where the title and summary end below it, so that no
            // line of the summary shows half under the caption.
            let heading = snapshot.tree.top - 4 * u - (panel.minY + 8 * u)
            if heading > ph, heading <= panel.height / 2 { ph = heading }
            if ph <= panel.height / 2 {
                let spot = CaptionSpot(box: Rect(x: panel.minX + 8 * u, y: panel.minY + 8 * u, width: panel.width - 16 * u, height: ph),
                                       lines: onPanel.lines, size: onPanel.size)
                // Of the two off the canvas, the one whose words are larger first (a narrow
                // margin shrinks them), beside the canvas where they are alike.
                if let beside = spots.first, beside.size < spot.size { spots.insert(spot, at: 0) } else { spots.append(spot) }
            }
        }
        let over = wrapped(width: wide)
        let h = height(over)
        spots.append(CaptionSpot(box: Rect(x: x, y: bottom - h - 10 * u, width: wide, height: h), lines: over.lines, size: over.size))
        spots.append(CaptionSpot(box: Rect(x: x, y: top + 10 * u, width: wide, height: h), lines: over.lines, size: over.size))
        return spots
    }

    /// The first of `spots` that covers least of the lesson, by area: above all the touch (each
    /// finger's marker, and where the touches the caption explains will go) and the hit view
    /// (where it is smaller than a quarter of the canvas; a backdrop's mark is the bracket by
    /// the finger), then the views the touch visited, each by the share of it covered (their
    /// marks go at them). Chosen before any mark is placed: the marks then keep off the caption
    /// (``takeCaptionSpot()``), as off any mark placed before them.
    func leastCovering(_ spots: [CaptionSpot]) -> CaptionSpot {
        let touch = 1000.0
        var lesson: [(Rect, Double)] = fingerRings.map { ($0.square.insetBy(dx: -8 * u, dy: -8 * u), touch) }
        let r = fingerRadius + 8 * u
        lesson += snapshot.captionPoints.map { p in
            let c = layout.pixel(p)
            return (Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), touch)
        }
        var visited: [Rect] = []
        if let scene = snapshot.scene {
            // (Only the part of it the canvas shows: a view scrolled half out is drawn in part.)
            if let id = story.hitView, let view = scene.views[id], let box = Rect(bounding: pixelQuad(view)).intersection(layout.canvas),
               box.width * box.height < layout.canvas.width * layout.canvas.height / 4 {
                lesson.append((box, touch))
            }
            var seen = Set<String>()
            for visit in story.shownVisits where seen.insert(visit.view).inserted {
                guard let view = scene.views[visit.view], !(view is Window),
                      let box = Rect(bounding: pixelQuad(view)).intersection(layout.canvas), box.width * box.height > 0 else { continue }
                visited.append(box)
            }
        }
        func cost(_ box: Rect) -> Double {
            let weighed = lesson.reduce(0) { sum, item in
                guard let o = box.intersection(item.0) else { return sum }
                return sum + o.width * o.height * item.1
            }
            // A visited view wholly under the caption costs as much as a finger's hair of the touch.
            return visited.reduce(weighed) { sum, v in
                guard let o = box.intersection(v) else { return sum }
                return sum + 100 * (o.width * o.height) / (v.width * v.height)
            }
        }
        var best = spots[0], bestCost = cost(spots[0].box)
        for spot in spots.dropFirst() {
            let c = cost(spot.box)
            if c < bestCost { best = spot; bestCost = c }
        }
        return best
    }

    /// Chooses where the playing script's caption goes (``leastCovering(_:)``) once the fingers
    /// are known and before any mark is placed, and takes its box as a mark placed: every tag
    /// and badge after it keeps off the caption, so none is hidden under it.
    mutating func takeCaptionSpot() {
        guard let caption = snapshot.caption else { return }
        let spots = captionSpots(caption)
        guard !spots.isEmpty, !spots[0].lines.isEmpty else { return }
        let spot = leastCovering(spots)
        captionSpot = spot
        placed.append(spot.box)
    }

    /// Draws the playing script's caption as a subtitle, where ``takeCaptionSpot()`` put it:
    /// white text in a dark box beside the canvas, over the panel's top, or over the canvas.
    mutating func drawCaption() {
        guard let spot = captionSpot else { return }
        let (box, size) = (spot.box, spot.size)
        let pad = 12 * u
        // Over the canvas the box lets a little of the picture through; off it (beside the canvas,
        // over the panel's words) it is solid, so no word shows through the caption's.
        var fill = Theme.captionBox
        if !box.intersects(layout.canvas) { fill.alpha = 255 }
        list.append(.fillRect(box, fill))
        // (The words in the middle of the box: one over the panel may reach down to the tree.)
        var y = box.minY + max(pad, (box.height - Double(spot.lines.count) * lineHeight(size)) / 2)
        for line in spot.lines {
            text(line, Point(x: box.midX, y: y + lineHeight(size) / 2), size: size, Theme.captionText,
                 anchor: .center, maxWidth: box.width - 2 * pad)
            y += lineHeight(size)
        }
        list.marks.append(OverlayMark(kind: .text, rect: box, color: Theme.captionText, edge: Theme.captionBox))
        list.placedMarks.append(PlacedMark(kind: .caption, text: spot.lines.joined(separator: "\n"), box: box))
    }
}
