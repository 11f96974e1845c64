import TouchScopeCore

/// Where a view's verdict tag goes: on its id label's line, right after the label, so the tag
/// reads as part of the view's name ("sendButton ✓ inside") instead of floating in a corner
/// where tags of nested views of the same size pile up.
extension PlaygroundRenderer {
    /// The size of the id labels drawn on views.
    var viewLabelSize: Double { Theme.viewLabelSize(u: u, scale: layout.scale) }

    /// Whether `view`'s label is centred (buttons, and rotated views whose bounding-box corner
    /// lies outside them) rather than at its top-left corner.
    func isLabelCentered(_ view: View, quad: [Point]) -> Bool { view.kind == .button || !isAxisAligned(quad) }

    /// Where `view`'s id label is drawn, in window pixels (`quad`: its corners in window pixels);
    /// nil for windows and views too small for a label. The same rule ``drawViews(_:)`` draws with.
    func labelLine(of view: View, quad: [Point]) -> Rect? {
        guard !(view is Window) else { return nil }
        let box = Rect(bounding: quad)
        let size = viewLabelSize
        // A value control's label is its caption above it (``ControlFaces/caption(for:_:)``),
        // so its tag goes there too, never over the slider, switch or segments.
        if let caption = ControlFaces.caption(for: view, l) {
            let w = min(measurer.measure(caption, size: size).width, max(box.width, 160 * u))
            return Rect(x: box.minX, y: box.minY - lineHeight(size), width: w, height: lineHeight(size))
        }
        guard box.width > size * 2 && box.height > size * 1.2 else { return nil }
        let centered = isLabelCentered(view, quad: quad)
        let w = min(measurer.measure(view.text, size: size).width, centered ? box.width * 0.6 : box.width - 8 * u)
        let h = lineHeight(size)
        let centreX = centered && isAxisAligned(quad) ? centredLabelX(of: view, box: box, width: w) : box.midX
        return centered ? Rect(x: centreX - w / 2, y: box.midY - h / 2, width: w, height: h)
                        : Rect(x: box.minX + 4 * u, y: box.minY + 3 * u, width: w, height: h)
    }

    /// The label lines of every view drawn, by view id.
    func labelLines(_ windows: [Window]) -> [String: Rect] {
        memo.labelLinesByID(windows) { labelLineNearCanvas(of: $0) }
    }

    /// Where the verdict tag of `view` (`size`: the tag's width and height) goes: right after
    /// its label on the label's line; else on the line below the label; else just above the
    /// view; a window (which has no label) at its bottom-left corner inside. The first of these
    /// that stays on the canvas and overlaps no other label and no mark already placed; the
    /// first of them when none is free (``freeSpot(for:)`` then moves it as little as it can).
    func verdictTagRect(for view: View, quad: [Point], size: Size, labels: LabelLines) -> Rect {
        let box = Rect(bounding: quad)
        let (w, h) = (size.width, size.height)
        let gap = 3 * u
        var candidates: [Rect] = []
        if ControlFaces.caption(for: view, l) != nil, let label = labels[view.id] ?? labelLine(of: view, quad: quad) {
            // A value control: after its caption (its bottom on the control's top edge, so a tag
            // taller than the caption grows upwards), else beside the control, else below it.
            candidates.append(Rect(x: label.maxX + 5 * u, y: min(label.midY - h / 2, box.minY - h), width: w, height: h))
            candidates.append(Rect(x: box.maxX + 5 * u, y: box.midY - h / 2, width: w, height: h))
            candidates.append(Rect(x: box.minX, y: box.maxY + 2 * u, width: w, height: h))
        } else if let label = labels[view.id] ?? labelLine(of: view, quad: quad) {
            candidates.append(Rect(x: label.maxX + 5 * u, y: label.midY - h / 2, width: w, height: h))
            candidates.append(Rect(x: label.minX, y: label.maxY + 2 * u, width: w, height: h))
        } else if view is Window {
            candidates.append(Rect(x: box.minX + 4 * u, y: box.maxY - h - 4 * u, width: w, height: h))
        }
        candidates.append(Rect(x: box.minX, y: box.minY - h - 2 * u, width: w, height: h))
        candidates.append(Rect(x: box.maxX - w, y: box.minY, width: w, height: h))
        // Around the view, for a small view whose own corners are taken (by the finger marker).
        candidates.append(Rect(x: box.maxX + 5 * u, y: box.minY, width: w, height: h))
        candidates.append(Rect(x: box.minX, y: box.maxY + 2 * u, width: w, height: h))
        candidates.append(Rect(x: box.minX - w - 5 * u, y: box.minY, width: w, height: h))
        let canvas = layout.canvas
        let id = view.id
        // A tag lies inside its view or outside it, never across its edge, where it would hide
        // the outline that shows which view it belongs to (and the view's content under it).
        func straddles(_ r: Rect) -> Bool {
            let inside = r.minX >= box.minX - 0.5 && r.maxX <= box.maxX + 0.5 && r.minY >= box.minY - 0.5 && r.maxY <= box.maxY + 0.5
            return !inside && r.intersects(box.insetBy(dx: 1, dy: 1))
        }
        func isFree(_ r: Rect) -> Bool {
            // The other views' labels and the marks placed, through their grids: a scan of
            // every label and mark per spot made a frame with 1,000 tagged views quadratic.
            r.minX >= canvas.minX && r.maxX <= canvas.maxX && r.minY >= canvas.minY && r.maxY <= canvas.maxY
                && !straddles(r)
                && !placed.contains(near: r, margin: gap / 2) { $1.insetBy(dx: -gap / 2, dy: -gap / 2).intersects(r) }
                && !labels.anyOverlaps(r, except: id)
        }
        // None free: rather over another mark than across the view's own edge.
        func fallback(_ r: Rect) -> Bool {
            r.minX >= canvas.minX && r.maxX <= canvas.maxX && r.minY >= canvas.minY && r.maxY <= canvas.maxY && !straddles(r)
        }
        return candidates.first(where: isFree) ?? candidates.first(where: fallback) ?? candidates[0]
    }
}
