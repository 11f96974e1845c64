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
        // Where the label went when it did not fit at the usual size (``viewLabelLayout(of:quad:)``).
        return viewLabelLayout(of: view, quad: quad)?.rect
    }

    /// The label lines of every view drawn, by view id.
    func labelLines(_ windows: [Window]) -> [String: Rect] {
        memo.labelLinesByID(windows) { labelLineNearCanvas(of: $0) }
    }

    /// ``labelLines(_:)`` in a grid over the canvas, made once a frame (every placement request
    /// asks it).
    func labelIndex(_ windows: [Window]) -> LabelLines {
        memo.labelIndex(windows, canvas: layout.canvas) { labelLineNearCanvas(of: $0) }
    }
}

extension PlaygroundRenderer {
    /// The row on the canvas's frame, above its top edge, where the tag of a window along that
    /// edge goes (the canvas is the window): over the canvas it sat on the views in front. From
    /// the canvas's left edge, or past the status line where that reaches over the canvas (a
    /// small window), to the panel: a tag may reach past the canvas's right edge rather than
    /// fall back into a corner of the window's views (02 at 900 x 640 in English, where "window
    /// ✓ inside" went into the tab bar). Nil where there is no room: a comparison (its headers
    /// are there), a canvas zoomed or panned to the window's top.
    func frameTagRow(clearOf status: Rect) -> Rect? {
        guard snapshot.comparison == nil else { return nil }
        let canvas = layout.canvas
        let h = lineHeight(markSize)
        // Clear of the canvas's 3u frame and of the tag's halo.
        let bottom = canvas.minY - 3 * u - max(1, u.rounded()) - 1 * u
        guard bottom - h >= 2 * u else { return nil }
        var left = canvas.minX
        if status.width > 0, status.minY < bottom, status.maxY > bottom - h { left = max(left, status.maxX + 8 * u) }
        let right = layout.panel.minX - 4 * u
        guard right > left else { return nil }
        return Rect(x: left, y: bottom - h, width: right - left, height: h)
    }

    /// Whether `r` is a tag's spot in ``headerTagRow``.
    func isInHeaderTagRow(_ r: Rect) -> Bool {
        guard let row = headerTagRow else { return false }
        return row.insetBy(dx: -0.5, dy: -0.5).contains(r)
    }

    /// The most views in front of a view that ``verdictTagRequest(_:labels:painted:)`` searches
    /// between for a spot on the view's own uncovered part. The search tries a grid of spots
    /// against each of them, so its cost grows with their number; a view with more in front is
    /// a screen's background or a long list's container, mostly covered, whose tag then has
    /// only the spots around it. 64 is over twice the most any course scene has, and keeps a
    /// tap frame of the 10,000-view benchmark from spending its budget on one tag.
    static let frontViewsSearchedForATag = 64

    /// A tag just over or under its view that reaches past the view's sides, over the views
    /// beside it (a row of narrow views: 12's alpha boxes, where "alpha002 ✗ outside" spans
    /// alpha001 too): a tail from the tag's edge into its view, as on a speech bubble, says
    /// whose it is. Part of the tag's drawing (a line drawn across it later redraws it too).
    mutating func tagTail(_ rect: Rect, to visible: Rect, fill: Color) {
        let above = rect.maxY <= visible.minY + 1, below = rect.minY >= visible.maxY - 1
        guard above || below, rect.minX < visible.minX - 6 * u || rect.maxX > visible.maxX + 6 * u else { return }
        let lo = max(rect.minX, visible.minX) + 6 * u, hi = min(rect.maxX, visible.maxX) - 6 * u
        guard hi - lo >= -4 * u else { return }
        let x = lo <= hi ? min(max(visible.midX, lo), hi) : (lo + hi) / 2
        let half = 5 * u
        let base = above ? rect.maxY : rect.minY
        let reach = (above ? visible.minY - rect.maxY : rect.minY - visible.maxY) + 4 * u
        let apex = Point(x: x, y: base + (above ? reach : -reach))
        let edge = max(1, u.rounded())
        let start = list.commands.count
        for end in [Point(x: x - half, y: base), Point(x: x + half, y: base)] {
            list.append(.line(from: end, to: apex, Theme.halo, width: 2 * edge))
        }
        let inset = above ? -edge : edge
        list.append(.fillPolygon([Point(x: x - half, y: base + inset), Point(x: x + half, y: base + inset), apex], fill))
        if let last = tagDrawings.last, last.rect == rect, last.commands.upperBound == start {
            tagDrawings[tagDrawings.count - 1].commands = last.commands.lowerBound..<list.commands.count
        }
    }

    /// Whether `r` lies across `box`'s edge: neither inside it (half a pixel spared) nor off it.
    /// A tag there hides the outline that says which view it belongs to.
    static func straddles(_ r: Rect, edgeOf box: Rect) -> Bool { MarkPlacement.straddles(r, edgeOf: box) }

    /// Whether a tag at `rect` reads as its view's (`box`: the part of the view that shows)
    /// without a leader: on the view, or against one of its edges (at most `gap` away) along at
    /// least `overlap` of that edge. A tag off a corner of its view, or farther away, needs a
    /// leader line.
    static func isAttached(_ rect: Rect, to box: Rect, gap: Double, overlap: Double) -> Bool {
        guard rect.insetBy(dx: -gap, dy: -gap).intersects(box) else { return false }
        let dx = min(rect.maxX, box.maxX) - max(rect.minX, box.minX)
        let dy = min(rect.maxY, box.maxY) - max(rect.minY, box.minY)
        return dx >= min(overlap, rect.width, box.width) || dy >= min(rect.height / 2, box.height)
    }

    /// Whether `view`'s label (`label`, its line) can be read: no view painted over it (after
    /// the view's subtree, since the label is drawn over its own subviews: a later sibling laid
    /// over it, a window in front) covers a third of it, and no label painted after it (a
    /// container's, a later view's) is drawn across it.
    func labelShows(_ view: View, label: Rect, labels: LabelLines, painted: PaintedBoxes) -> Bool {
        // A view with no id text (a cell's contentView) has a label of no width: a tag after it
        // would lie on its superview's label and read as the superview's.
        guard label.width >= 1, let index = painted.labelOrder[view.id] else { return false }
        let area = label.width * label.height
        for box in painted.front(ofSubtree: view.id, touching: label) {
            if let i = box.intersection(label), i.width * i.height >= area / 3 { return false }
        }
        return !labels.anyOverlaps(label) { id in id != view.id && (painted.labelOrder[id] ?? 0) > index }
    }

    /// Whether a tag at `r` stays where it is (``tag(_:fill:_:size:within:)`` would not move it):
    /// inside `region`, clear of every mark placed.
    func isOpen(_ r: Rect, within region: Rect) -> Bool {
        let gap = 3 * u
        return region.insetBy(dx: -0.5, dy: -0.5).contains(r)
            && !placed.overlapsMark(r, gap: gap)
    }
}

extension PlaygroundRenderer {
    /// The gap between the badges of a row (a view and its twin superview,
    /// ``twinSuperview(of:quad:superviewQuad:)``; the responders after it that are not views), in
    /// `u`: they touch, one mark of several numbers.
    static let badgePairGap = 2.0

    /// `view`'s superview when `view` is drawn on exactly the superview's box and has no id text
    /// of its own (a cell's contentView): one box, so one verdict tag and one badge place for the
    /// two (55's photo cells: the cell's sign, its contentView's named tag and two badges could
    /// not all find room in a 60-point cell, and spilled onto its neighbours). The tree and the
    /// panel still list both. `quad` and `superviewQuad`: the two views' corners in window pixels.
    func twinSuperview(of view: View, quad: [Point], superviewQuad: ((View) -> [Point])) -> View? {
        guard view.text.isEmpty, !(view is Window), let parent = view.superview, !(parent is Window) else { return nil }
        let other = superviewQuad(parent)
        guard other.count == quad.count else { return nil }
        return zip(quad, other).allSatisfy { $0.distance(to: $1) < 0.5 } ? parent : nil
    }

    /// The name a twin view (``twinSuperview(of:quad:superviewQuad:)``) goes by in its
    /// superview's tag: its id without the superview's ("k2.contentView" in k2 is "contentView").
    static func twinName(_ view: View, in parent: View) -> String {
        let prefix = parent.id + "."
        return view.id.hasPrefix(prefix) && view.id.count > prefix.count ? String(view.id.dropFirst(prefix.count)) : view.id
    }
}
