import TouchScopeCore

extension Theme {
    /// The box behind a caption: near-black, nearly opaque, so white text reads over any view.
    static let captionBox = Color(red: 0x0B, green: 0x0B, blue: 0x0F, alpha: 224)
    static let captionText = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
}

extension PlaygroundRenderer {
    /// The caption's text size in pixels: large enough for a room.
    var captionSize: Double { (22 * u).rounded() }

    /// Where a caption of `lines` lines goes: over the bottom of the canvas, as wide as the
    /// canvas and a little more where the window has room, centred on it.
    func captionBox(lines: Int) -> Rect {
        let canvas = layout.canvas
        let pad = 12 * u
        let width = min(max(canvas.width, 0), max(0, layout.panel.minX - 16 * u))
        let widened = min(max(canvas.width + 80 * u, width), max(0, layout.panel.minX - 16 * u))
        let x = max(8 * u, min(canvas.midX - widened / 2, layout.panel.minX - 8 * u - widened))
        let h = Double(lines) * lineHeight(captionSize) + 2 * pad
        return Rect(x: x, y: canvas.maxY - h - 10 * u, width: widened, height: h)
    }

    /// Draws the playing script's caption as a subtitle: white text in a dark box over the
    /// bottom of the canvas, at most four lines.
    mutating func drawCaption(_ caption: String) {
        let pad = 12 * u
        let probe = captionBox(lines: 1)
        let lines = Array(TextLayout.wrap(caption, size: captionSize, maxWidth: max(1, probe.width - 2 * pad), measurer: measurer).prefix(4))
        guard !lines.isEmpty else { return }
        let box = captionBox(lines: lines.count)
        list.append(.fillRect(box, Theme.captionBox))
        var y = box.minY + pad
        for line in lines {
            text(line, Point(x: box.midX, y: y + lineHeight(captionSize) / 2), size: captionSize, Theme.captionText,
                 anchor: .center, maxWidth: box.width - 2 * pad)
            y += lineHeight(captionSize)
        }
        list.marks.append(OverlayMark(kind: .text, rect: box, color: Theme.captionText, edge: Theme.captionBox))
    }
}
