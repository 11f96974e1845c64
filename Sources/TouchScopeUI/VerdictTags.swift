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

    /// Where the verdict tag of `view` (`size`: the tag's width and height) goes: right after
    /// its label on the label's line; else on the line below the label; else just above the
    /// view; a window (which has no label) at its bottom-left corner inside. The first of these
    /// that stays on the canvas and overlaps no other label and no mark already placed; the
    /// first of them when none is free (``freeSpot(for:)`` then moves it as little as it can).
    /// `labelShows`: false when the view's label is hidden (under a view in front, or none):
    /// the tag then carries the view's name and does not go after a label no one can read.
    /// `painted` (the views in drawing order), when given: a spot on a view drawn in front of
    /// `view` (one of its subviews, or a view laid over it) is taken only when no other is free,
    /// as the tag would read as that view's (scene 48: the feed's tag on the banner scrolled
    /// over the feed's top).
    func verdictTagRect(for view: View, quad: [Point], size: Size, labels: LabelLines, labelShows: Bool = true,
                        painted: PaintedBoxes? = nil) -> Rect {
        let box = Rect(bounding: quad)
        let (w, h) = (size.width, size.height)
        let gap = 3 * u
        var candidates: [Rect] = []
        // A window along the canvas's top edge (the canvas is the window): on the canvas's frame
        // above it, right-aligned, then left of the tags already there, then left-aligned, before
        // any spot inside, where its corners are its views' (scenes 02, 16 and 41, where "window
        // ✓ inside" sat in the tab bar and read as the tab bar's). So too a screen-wide view
        // along that edge whose label a view in front hides (02's screen, under the list), when
        // it has no chain badge: a badge goes beside its view's tag, and has no place there.
        var header: [Rect] = []
        let screenWide = !labelShows && box.minX <= layout.canvas.minX + 0.5 && box.maxX >= layout.canvas.maxX - 0.5
            && !story.chain.contains { $0.responder == view.id }
        if view is Window || screenWide, let row = headerTagRow, box.minY <= layout.canvas.minY + 0.5 {
            // Over the view's width, right-aligned, then left of the tags there; else as far
            // left as the row lets it (past the status line), reaching past the canvas's edge.
            let right = min(box.maxX, layout.canvas.maxX), left = max(box.minX, row.minX)
            var xs = [right - w]
            if let taken = headerTagsMinX { xs.append(min(right, taken - gap) - w) }
            xs = xs.filter { $0 >= left - 0.5 }
            if left + w <= row.maxX + 0.5 { xs.append(left) }
            header = xs.map { Rect(x: $0, y: row.minY, width: w, height: h) }
        }
        candidates += header
        if screenWide, headerTagRow != nil, box.minY <= layout.canvas.minY + 0.5 {
            // No room on the frame (a small window): its top-right corner inside, under the
            // window's tag, before its bottom-left, which is in the bar along the window's
            // bottom, the view the lesson says is outside (02 at 900 x 640).
            candidates.append(Rect(x: box.maxX - w, y: box.minY, width: w, height: h))
        }
        if !labelShows {
            // Named: at the view's bottom-left corner inside (its top-left is its subviews' and
            // its label's); a window's, else at its bottom-right (off the label a container along
            // the window's bottom draws in its corner: scene 03's tab bar); then around it.
            candidates.append(Rect(x: box.minX + 4 * u, y: box.maxY - h - 4 * u, width: w, height: h))
            if view is Window { candidates.append(Rect(x: box.maxX - w - 4 * u, y: box.maxY - h - 4 * u, width: w, height: h)) }
        } else if ControlFaces.caption(for: view, l) != nil, let label = labels[view.id] ?? labelLine(of: view, quad: quad) {
            // A value control: after its caption (its bottom on the control's top edge, so a tag
            // taller than the caption grows upwards), else beside the control, else below it.
            candidates.append(Rect(x: label.maxX + 5 * u, y: min(label.midY - h / 2, box.minY - h), width: w, height: h))
            candidates.append(Rect(x: box.maxX + 5 * u, y: box.midY - h / 2, width: w, height: h))
            candidates.append(Rect(x: box.minX, y: box.maxY + 2 * u, width: w, height: h))
        } else if let label = labels[view.id] ?? labelLine(of: view, quad: quad) {
            candidates.append(Rect(x: label.maxX + 5 * u, y: label.midY - h / 2, width: w, height: h))
            candidates.append(Rect(x: label.minX, y: label.maxY + 2 * u, width: w, height: h))
            if label.minY < layout.canvas.minY {
                // Its label cut by the canvas's top (48: the banner scrolled up under it): at its
                // bottom-left corner inside, before any spot outside it, under it on the view
                // below, whose tag it read as (feed's, "✗ outside").
                candidates.append(Rect(x: box.minX + 4 * u, y: min(box.maxY, layout.canvas.maxY) - h - 4 * u, width: w, height: h))
            }
        } else if view is Window {
            candidates.append(Rect(x: box.minX + 4 * u, y: box.maxY - h - 4 * u, width: w, height: h))
        }
        let canvas = layout.canvas
        // Above or below the view, slid left as far as the canvas needs: a view near the
        // canvas's right edge keeps its tag on its own edge rather than beside it, over a
        // neighbour (scene 05's clippedBox, whose tag went over openBox).
        let slid = max(canvas.minX, min(box.minX, canvas.maxX - w))
        candidates.append(Rect(x: box.minX, y: box.minY - h - 2 * u, width: w, height: h))
        if slid != box.minX { candidates.append(Rect(x: slid, y: box.minY - h - 2 * u, width: w, height: h)) }
        candidates.append(Rect(x: box.maxX - w, y: box.minY, width: w, height: h))
        // Around the view, for a small view whose own corners are taken (by the finger marker).
        candidates.append(Rect(x: box.maxX + 5 * u, y: box.minY, width: w, height: h))
        candidates.append(Rect(x: box.minX, y: box.maxY + 2 * u, width: w, height: h))
        if slid != box.minX { candidates.append(Rect(x: slid, y: box.maxY + 2 * u, width: w, height: h)) }
        candidates.append(Rect(x: box.minX - w - 5 * u, y: box.minY, width: w, height: h))
        // Under it, right-aligned: in a row of narrow views whose tags take the spots left-aligned
        // under and over them, under the neighbour on its left, with the tail into its own box
        // (12 at 1280: alpha0009's tag, which went beside it under the two boxes on its right).
        if w > box.width { candidates.append(Rect(x: box.maxX - w, y: box.maxY + 2 * u, width: w, height: h)) }
        // Last, beside it at its bottom, where its top's side is a subview's sticking out (11:
        // the avatar's tag went over the badges over its top-right corner). Not earlier: beside
        // a view are its neighbours (12: alpha0009's tag ran under the two boxes right of it).
        candidates.append(Rect(x: box.maxX + 5 * u, y: box.maxY - h, width: w, height: h))
        let id = view.id
        func inTagRoom(_ r: Rect) -> Bool {
            (r.minX >= canvas.minX && r.maxX <= canvas.maxX && r.minY >= canvas.minY && r.maxY <= canvas.maxY) || isInHeaderTagRow(r)
        }
        // A tag lies inside its view or outside it, never across its edge, where it would hide
        // the outline that shows which view it belongs to (and the view's content under it).
        func straddles(_ r: Rect) -> Bool { Self.straddles(r, edgeOf: box) }
        func isFree(_ r: Rect) -> Bool {
            // The other views' labels and the marks placed, through their grids: a scan of
            // every label and mark per spot made a frame with 1,000 tagged views quadratic.
            inTagRoom(r)
                && !straddles(r)
                && !placed.contains(near: r, margin: gap / 2) { $1.insetBy(dx: -gap / 2, dy: -gap / 2).intersects(r) }
                && !labels.anyOverlaps(r, except: id)
        }
        // None free: rather over another mark than across the view's own edge.
        func fallback(_ r: Rect) -> Bool {
            inTagRoom(r) && !straddles(r)
        }
        func onOwnView(_ r: Rect) -> Bool {
            guard let painted else { return true }
            let area = r.width * r.height
            return !painted.front(of: id, touching: r).contains { box in box.intersection(r).map { $0.width * $0.height > area / 3 } ?? false }
        }
        // A free spot on no view in front of this one; else one mostly off them; else any free
        // spot. Past the first spot mostly off them, only the next two free ones are asked
        // whether they are wholly off (11: beside the avatar's bottom, after its top's side
        // where a badge sticks out): a container covered all over would have every spot asked,
        // and a 10,000-view frame tags dozens of them (its display list was 1 ms slower).
        var tried: Rect?
        if let painted {
            var mostlyOff: Rect?
            var left = 2
            for c in candidates where isFree(c) {
                if !painted.anyFront(of: id, intersecting: c) { tried = c; break }
                if mostlyOff != nil {
                    left -= 1
                    if left == 0 { break }
                } else if onOwnView(c) {
                    mostlyOff = c
                }
            }
            tried = tried ?? mostlyOff
        }
        // None: the nearest spot inside the part of the view no view in front covers (the feed
        // below the banner), looked for only among a few views in front (a screen-filling view
        // of a 10,000-view scene has them all in front).
        if tried == nil, let painted, let inside = box.intersection(canvas) {
            let front = painted.front(of: id, touching: inside)
            if front.count <= Self.frontViewsSearchedForATag, let start = candidates.first(where: { inside.contains($0) }) {
                tried = badgeSpotInside(for: start, inside: inside, avoiding: front, strictOnly: true)
                    .flatMap { labels.anyOverlaps($0, except: id) ? nil : $0 }
            }
        }
        return tried ?? candidates.first(where: isFree) ?? candidates.first(where: fallback) ?? candidates[0]
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

    /// The most views in front of a view that ``verdictTagRect(for:quad:size:labels:labelShows:painted:)``
    /// searches between for a spot on the view's own uncovered part. The search tries a grid of
    /// spots against each of them, so its cost grows with their number; a view with more in
    /// front is a screen's background or a long list's container, mostly covered, whose tag
    /// then takes the first free spot around it. 64 is over twice every scene's count (the most
    /// is 55's screen, with 27 in front, at 1280 x 900) and keeps a tap frame of the
    /// 10,000-view benchmark from spending its budget on one tag.
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
    static func straddles(_ r: Rect, edgeOf box: Rect) -> Bool {
        !box.insetBy(dx: -0.5, dy: -0.5).contains(r) && r.intersects(box.insetBy(dx: 1, dy: 1))
    }

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

    /// Where a verdict sign of `size` goes first: beside the view's own label, else a corner of
    /// the view's own part (`visible`), clear of labels, marks and the views in front, not over
    /// its own label, where it reads "tableKeeps ✓" (50 at 900 x 700: beside tableKeeps it lay on
    /// rowB1 and read as its); nil when none is free.
    func signCorner(of view: View, visible: Rect, size sign: Size, labels: LabelLines, painted: PaintedBoxes) -> Rect? {
        let inner = visible.insetBy(dx: 3 * u, dy: 3 * u)
        guard inner.width >= sign.width, inner.height >= sign.height else { return nil }
        let corners = [Rect(x: inner.maxX - sign.width, y: inner.minY, width: sign.width, height: sign.height),
                       Rect(x: inner.maxX - sign.width, y: inner.maxY - sign.height, width: sign.width, height: sign.height),
                       Rect(x: inner.minX, y: inner.maxY - sign.height, width: sign.width, height: sign.height),
                       Rect(x: inner.minX, y: inner.minY, width: sign.width, height: sign.height)]
        let own = labels[view.id]?.insetBy(dx: 1, dy: 1)
        // Right after its own label, else just before it, where it reads "screen ✓" (50: the
        // screen's sign went to the corner under its label, 780 px away, and read as no one's).
        var beside: [Rect] = []
        if let label = labels[view.id], label.width >= 1 {
            let y = label.midY - sign.height / 2
            beside = [Rect(x: label.maxX + 3 * u, y: y, width: sign.width, height: sign.height),
                      Rect(x: label.minX - 3 * u - sign.width, y: y, width: sign.width, height: sign.height)]
                .filter { inner.insetBy(dx: -3 * u, dy: -3 * u).contains($0) }
        }
        return (beside + corners).first { c in
            isOpen(c, within: layout.canvas) && !labels.anyOverlaps(c, except: view.id) && !(own?.intersects(c) ?? false)
                && painted.front(of: view.id, touching: c).isEmpty
        }
    }

    /// Whether a tag at `r` stays where it is (``tag(_:fill:_:size:within:)`` would not move it):
    /// inside `region`, clear of every mark placed.
    func isOpen(_ r: Rect, within region: Rect) -> Bool {
        let gap = 3 * u
        return region.insetBy(dx: -0.5, dy: -0.5).contains(r)
            && !placed.contains(near: r, margin: gap) { _, p in p.insetBy(dx: -gap / 2, dy: -gap / 2).intersects(r) }
    }

    /// Draws `view`'s verdict tag (`text`: the verdict): right after its label when the label
    /// shows and there is room on its line; anywhere else the tag carries the view's name
    /// ("screen ✓ inside"), and when it ends up off the view a leader line ties it to the view's
    /// edge. So no tag reads as another view's (a container's tag after its child's label).
    /// `signOffView`: off its view, the tag shrinks to its sign wherever that lands as near (the
    /// tag of a view and its twin, ``twinSuperview(of:quad:superviewQuad:)``, "k2 + contentView
    /// ✓ inside": over a small cell's neighbours it took the room its two badges needed).
    mutating func drawVerdictTag(_ text: String, compact: String, of view: View, quad: [Point], region: Rect, labels: LabelLines,
                                 painted: PaintedBoxes, fill: Color, signOffView: Bool = false) {
        let size = markSize
        func tagSize(_ s: String) -> Size { Size(width: measurer.measure(s, size: size).width + 10 * u, height: lineHeight(size)) }
        if let label = labels[view.id], labelShows(view, label: label, labels: labels, painted: painted),
           let placement = verdictTagPlacement(for: view, quad: quad, size: tagSize(text), region: region, labels: labels),
           placement.rect.minY < label.maxY, placement.rect.maxY > label.minY, abs(placement.rect.minX - (label.maxX + 5 * u)) < 1,
           isOpen(placement.rect, within: placement.within ?? layout.canvas) {
            verdictTagRects[view.id] = tag(placement.rect, fill: fill, text, size: size, within: placement.within)
            return
        }
        let named = view.id + " " + text
        let shows = labels[view.id].map { labelShows(view, label: $0, labels: labels, painted: painted) } ?? false
        guard var placement = verdictTagPlacement(for: view, quad: quad, size: tagSize(named), region: region, labels: labels,
                                                  labelShows: shows, painted: painted) else { return }
        var wording = named
        // Crowded (a small window, a tab bar of tagged views): a tag that would land far from its
        // view, at the end of a long leader over other views, reads as theirs. Its verdict's
        // sign alone ("⊘"), against the view whose outline already has the verdict's colour and
        // line, is kept when it lands nearer (the legend and the tree give the words).
        // The same where it would cover a view's label (its own when that shows: 12 in a small
        // window, "photo ⊘ interaction off" over photo's and tappablePhoto's labels) and its
        // sign would not.
        func coversLabel(_ r: Rect) -> Bool { labels.anyOverlaps(r) { shows || $0 != view.id } }
        let visible = visibleBox(of: view, quad: quad)
        // A sign names no view: off its own, on a view of its size beside it, it reads as that
        // view's (55 at 900 x 640: k2's "✓" in k1's corner; 50: tableKeeps's "✓" in rowB1, at
        // the end of a leader), unless it touches its view (a crowded tab bar's signs against
        // their tabs). A twin's sign names neither view: touching is not enough.
        func misleads(_ spot: Rect) -> Bool {
            guard let visible, !visible.insetBy(dx: -0.5, dy: -0.5).contains(spot),
                  painted.anyNeighbour(of: view.id, box: visible, intersecting: spot, peers: true) else { return false }
            return signOffView || spot.distance(to: visible) > 4 * u
        }
        if let visible {
            let spot = landing(of: placement)
            let far = spot.distance(to: visible)
            let covers = coversLabel(spot)
            // Pushed across its own view's edge (55 in Chinese: a cell's contentView's tag, moved
            // off the tags under the cell, landed across the cell's lower half and its neighbour),
            // it hides the outline that says whose it is.
            let across = Self.straddles(spot, edgeOf: visible)
            let off = signOffView && !visible.insetBy(dx: -0.5, dy: -0.5).contains(spot)
            if far > 2 * lineHeight(size) || covers || across || off {
                if let corner = signCorner(of: view, visible: visible, size: tagSize(compact), labels: labels, painted: painted) {
                    placement = (corner, nil)
                    wording = compact
                } else if let small = verdictTagPlacement(for: view, quad: quad, size: tagSize(compact), region: region, labels: labels,
                                                          labelShows: shows, painted: painted) {
                    // The sign's spot, asked once: drawn there, or (where it would mislead) nowhere.
                    let smallSpot = landing(of: small)
                    if !misleads(smallSpot),
                          smallSpot.distance(to: visible) < far
                            || (covers && !coversLabel(smallSpot) && smallSpot.distance(to: visible) <= max(far, lineHeight(size)))
                            || (across && !Self.straddles(smallSpot, edgeOf: visible) && !coversLabel(smallSpot) && smallSpot.distance(to: visible) <= lineHeight(size))
                            || (off && !coversLabel(smallSpot) && smallSpot.distance(to: visible) <= max(far, lineHeight(size))) {
                        placement = small
                        wording = compact
                    } else if misleads(smallSpot), far > 2 * lineHeight(size) || covers {
                        // Its sign would mislead and its name land far off or over labels (55 at
                        // 900 x 640: "k2 + contentView ✓ inside" over c1's, c2's and k1's labels, a
                        // leader across k1): none. Its outline has the verdict's colour and line; the
                        // legend and the tree give the words.
                        return
                    }
                }
            }
        }
        let rect = tag(placement.rect, fill: fill, wording, size: size, within: placement.within)
        verdictTagRects[view.id] = rect
        // On the canvas's frame, over its view's top edge: attached as it is.
        guard let visible, rect.maxY > layout.canvas.minY else { return }
        if Self.isAttached(rect, to: visible, gap: 4 * u, overlap: 12 * u) {
            tagTail(rect, to: visible, fill: fill)
            return
        }
        // Off its view (pushed away by other marks): a leader from the tag to the view's edge.
        let from = Point(x: min(max(visible.midX, rect.minX), rect.maxX), y: min(max(visible.midY, rect.minY), rect.maxY))
        let to = Point(x: min(max(from.x, visible.minX), visible.maxX), y: min(max(from.y, visible.minY), visible.maxY))
        haloLine(from: from, to: to, fill, width: max(1, u))
        placedLeader(from: from, to: to)
    }
}

extension PlaygroundRenderer {
    /// The gap between the two badges of a view and its twin superview
    /// (``twinSuperview(of:quad:superviewQuad:)``), in `u`: they touch, one mark of two numbers.
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
