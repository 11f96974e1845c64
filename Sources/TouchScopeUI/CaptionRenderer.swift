import TouchScopeCore

extension Theme {
    /// The box behind a caption: near-black, nearly opaque, so white text reads over any view.
    static let captionBox = Color(red: 0x0B, green: 0x0B, blue: 0x0F, alpha: 224)
    static let captionText = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
}

extension PlaygroundRenderer {
    /// The caption's text size in pixels: large enough for a room.
    var captionSize: Double { (22 * u).rounded() }

    /// Where a caption of `lines` lines of `size` may go: over the bottom of the canvas (the
    /// first choice), else over its top, centred on it, as wide as about 40 characters (or the
    /// canvas, if wider) where the window has room.
    func captionBoxes(lines: Int, size: Double) -> [Rect] {
        let canvas = layout.canvas
        let pad = 12 * u
        let room = max(0, layout.panel.minX - 16 * u)
        let width = min(room, max(canvas.width + 80 * u, 20 * size))
        let x = max(8 * u, min(canvas.midX - width / 2, layout.panel.minX - 8 * u - width))
        let h = Double(lines) * lineHeight(size) + 2 * pad
        let bottom = min(canvas.maxY, layout.height - 8 * u)
        let top = max(canvas.minY, 0)
        return [Rect(x: x, y: bottom - h - 10 * u, width: width, height: h), Rect(x: x, y: top + 10 * u, width: width, height: h)]
    }

    /// The first of `boxes` that covers least of the lesson, by area: above all the touch (each
    /// finger's marker) and the hit view (where it is smaller than a quarter of the canvas; a
    /// backdrop's mark is the bracket by the finger), then the marks placed (tags, badges).
    func leastCovering(_ boxes: [Rect]) -> Rect {
        let touch = 1000.0
        var lesson: [(Rect, Double)] = list.placedMarks.map { ($0.box, 1) }
        lesson += fingerRings.map { ($0.square.insetBy(dx: -8 * u, dy: -8 * u), touch) }
        // And where the touches it explains go, before they happen.
        let r = fingerRadius + 8 * u
        lesson += snapshot.captionPoints.map { p in
            let c = layout.pixel(p)
            return (Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), touch)
        }
        if let id = story.hitView, let view = snapshot.scene?.views[id] {
            let box = Rect(bounding: pixelQuad(view))
            if box.width * box.height < layout.canvas.width * layout.canvas.height / 4 { lesson.append((box, touch)) }
        }
        func cost(_ box: Rect) -> Double {
            lesson.reduce(0) { sum, item in
                guard let o = box.intersection(item.0) else { return sum }
                return sum + o.width * o.height * item.1
            }
        }
        var best = boxes[0], bestCost = cost(boxes[0])
        for box in boxes.dropFirst() {
            let c = cost(box)
            if c < bestCost { best = box; bestCost = c }
        }
        return best
    }

    /// Draws the playing script's caption as a subtitle: white text in a dark box over the
    /// bottom of the canvas, or its top where the bottom would cover more of the touch, the hit
    /// view and the marks; at most four lines (the text gets smaller before it is cut).
    mutating func drawCaption(_ caption: String) {
        let pad = 12 * u
        var size = captionSize
        var lines: [String] = []
        for factor in [1.0, 0.85, 0.7] {
            size = (captionSize * factor).rounded()
            let probe = captionBoxes(lines: 1, size: size)[0]
            lines = TextLayout.wrap(caption, size: size, maxWidth: max(1, probe.width - 2 * pad), measurer: measurer)
            if lines.count <= 4 { break }
        }
        lines = Array(lines.prefix(4))
        guard !lines.isEmpty else { return }
        // Off the lesson: where it covers least of the touch, the hit view and the marks.
        let box = leastCovering(captionBoxes(lines: lines.count, size: size))
        list.append(.fillRect(box, Theme.captionBox))
        var y = box.minY + pad
        for line in lines {
            text(line, Point(x: box.midX, y: y + lineHeight(size) / 2), size: size, Theme.captionText,
                 anchor: .center, maxWidth: box.width - 2 * pad)
            y += lineHeight(size)
        }
        list.marks.append(OverlayMark(kind: .text, rect: box, color: Theme.captionText, edge: Theme.captionBox))
        list.placedMarks.append(PlacedMark(kind: .caption, text: lines.joined(separator: "\n"), box: box))
    }
}
