import TouchScopeCore

extension Theme {
    /// The box behind a caption: near-black, nearly opaque, so white text reads over any view.
    static let captionBox = Color(red: 0x0B, green: 0x0B, blue: 0x0F, alpha: 224)
    static let captionText = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
}

extension PlaygroundRenderer {
    /// The caption's text size in pixels: large enough for a room.
    var captionSize: Double { (22 * u).rounded() }

    /// Where a caption of `lines` lines of `size` goes: over the bottom of the canvas, centred
    /// on it, as wide as about 40 characters (or the canvas, if wider) where the window has room.
    func captionBox(lines: Int, size: Double) -> Rect {
        let canvas = layout.canvas
        let pad = 12 * u
        let room = max(0, layout.panel.minX - 16 * u)
        let width = min(room, max(canvas.width + 80 * u, 20 * size))
        let x = max(8 * u, min(canvas.midX - width / 2, layout.panel.minX - 8 * u - width))
        let h = Double(lines) * lineHeight(size) + 2 * pad
        let bottom = min(canvas.maxY, layout.height - 8 * u)
        return Rect(x: x, y: bottom - h - 10 * u, width: width, height: h)
    }

    /// Draws the playing script's caption as a subtitle: white text in a dark box over the
    /// bottom of the canvas, at most four lines (the text gets smaller before it is cut).
    mutating func drawCaption(_ caption: String) {
        let pad = 12 * u
        var size = captionSize
        var lines: [String] = []
        for factor in [1.0, 0.85, 0.7] {
            size = (captionSize * factor).rounded()
            let probe = captionBox(lines: 1, size: size)
            lines = TextLayout.wrap(caption, size: size, maxWidth: max(1, probe.width - 2 * pad), measurer: measurer)
            if lines.count <= 4 { break }
        }
        lines = Array(lines.prefix(4))
        guard !lines.isEmpty else { return }
        let box = captionBox(lines: lines.count, size: size)
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
