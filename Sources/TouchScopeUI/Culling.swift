import TouchScopeCore

/// Culling: what lies wholly outside the clip it is drawn under is left out of the display list.
/// A scroll view with 1,000 rows shows a dozen; the others cost the list and the renderer
/// nothing. Conservative by design (generous margins for stroke widths, label ink and a value
/// control's caption above it), so culling never changes a pixel.
extension PlaygroundRenderer {
    /// The pixels `drawn`'s own marks may reach under its clip: its clipping ancestors' box (in
    /// window pixels) on the canvas, or nil when nothing of it can show.
    func visibleArea(of drawn: DrawnView) -> Rect? {
        guard let clip = drawn.clip else { return layout.canvas }
        return layout.pixelRect(clip).intersection(layout.canvas)
    }

    /// Whether `drawn` (its corners `quad` in window pixels) draws nothing itself: every mark
    /// ``drawViews(_:)`` makes for it (fill, control face, outline, id label, a value control's
    /// caption above it) lies outside its visible area. `keep`: never culled (the hit view).
    func isCulled(_ drawn: DrawnView, quad: [Point], keep: Bool) -> Bool {
        if keep || drawn.view is Window { return false }
        guard let area = visibleArea(of: drawn) else { return true }
        let box = Rect(bounding: quad)
        let line = lineHeight(viewLabelSize)
        // The caption goes a line above the box and up to 160 points wide; ink, strokes and
        // faces stay within a generous margin of the box.
        let m = 24 * u + line
        let reach = Rect(x: box.minX - m, y: box.minY - line - m,
                         width: max(box.width, 160 * u) + 2 * m, height: box.height + line + 2 * m)
        return !reach.intersects(area)
    }

    /// `drawn`'s label line (``labelLine(of:quad:)``), or nil when the view lies so far off the
    /// canvas that its label cannot reach it (a row scrolled far out of sight). Every use of
    /// the label lines asks only about boxes on the canvas (tags and badges are placed there,
    /// chain lines run there), so leaving those out changes nothing; a verdict tag is only
    /// placed for a view that shows on the canvas, whose label is always computed.
    func labelLineNearCanvas(of drawn: DrawnView) -> Rect? {
        let quad = drawn.quad.map(layout.pixel)
        let box = Rect(bounding: quad)
        // A label lies inside its view's box, a caption a line above it and at most 160
        // points wide: a margin well beyond both.
        let m = max(box.width, box.height, 160 * u) + 2 * lineHeight(viewLabelSize) + 24 * u
        if isOffCanvas(box, margin: m) { return nil }
        return labelLine(of: drawn.view, quad: quad)
    }

    /// Whether `rect` grown by `margin` lies wholly outside the canvas (where every overlay is
    /// clipped).
    func isOffCanvas(_ rect: Rect, margin: Double) -> Bool {
        !rect.insetBy(dx: -margin, dy: -margin).intersects(layout.canvas)
    }
}
