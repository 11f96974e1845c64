import TouchScopeCore

/// How a view's id label is laid out: on one line at the usual size when it fits; else smaller,
/// down to ``Theme/minimumCanvasTextSize``; else on two lines (split where the id's words meet:
/// tilted|Child, sticker|Dot); else just under (or over) the view when nothing else is drawn
/// there; else none (its verdict tag, the tree and the inspector name the view): a label is
/// never cut to "sti…".
struct ViewLabelLayout: Equatable {
    /// The lines and where each is drawn (its anchor point).
    var lines: [(text: String, at: Point)]
    var size: Double
    var anchor: TextAnchor
    /// The width each line may take (wider lines are elided by the backend).
    var maxWidth: Double
    /// The box the label's ink takes, in window pixels (what tags and badges keep off).
    var rect: Rect
    /// Whether the label lies outside its view (drawn on its superview's fill).
    var outside: Bool

    static func == (a: ViewLabelLayout, b: ViewLabelLayout) -> Bool {
        a.lines.map(\.text) == b.lines.map(\.text) && a.lines.map(\.at) == b.lines.map(\.at) && a.size == b.size
            && a.anchor == b.anchor && a.maxWidth == b.maxWidth && a.rect == b.rect && a.outside == b.outside
    }

    /// The two lines `text` splits into with the narrower longer line, where an id's words meet
    /// (a lower-case letter before an upper-case one, or after `.`, `_`, `-` or a space); nil
    /// when it has no such place.
    static func twoLines(_ text: String, width: (String) -> Double) -> (String, String)? {
        let chars = Array(text)
        var best: (String, String, Double)?
        for k in 1..<max(1, chars.count) {
            let a = chars[k - 1], b = chars[k]
            let camel = a.isLowercase && b.isUppercase
            let digit = a.isLetter && b.isNumber
            let mark = ".-_ ".contains(a)
            guard camel || digit || mark else { continue }
            let first = String(chars[..<k]).trimmingTrailingSpaces, second = String(chars[k...])
            guard !first.isEmpty, !second.isEmpty else { continue }
            let w = max(width(first), width(second))
            if best.map({ w < $0.2 }) ?? true { best = (first, second, w) }
        }
        return best.map { ($0.0, $0.1) }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

extension PlaygroundRenderer {
    /// `view`'s id label laid out (``ViewLabelLayout``), or nil for windows, value controls
    /// (their caption is above them) and views too small for a label. `quad`: the view's
    /// corners in window pixels. ``drawViews(_:)`` draws with it and ``labelLine(of:quad:)``
    /// reports its box, so tags and badges keep off the label wherever it went.
    func viewLabelLayout(of view: View, quad: [Point]) -> ViewLabelLayout? {
        // A container's, kept across frames while nothing it is placed from changes (not while
        // views animate: their geometry moves without a version).
        if !view.subviews.isEmpty, let keeper = memo.keeper, let scene = snapshot.scene, !scene.application.animations.isRunning {
            let windows = scene.application.windows
            let key = ViewCommandCache.ContainerLabelKey(versions: windows.map(\.hitTestVersion), drawing: windows.map(\.drawingVersion),
                                                         quad: quad, frame: keeper.frame, measurer: ObjectIdentifier(measurer))
            return keeper.cache.containerLabel(of: view, key: key) { freshViewLabelLayout(of: view, quad: quad) }
        }
        return freshViewLabelLayout(of: view, quad: quad)
    }

    /// ``viewLabelLayout(of:quad:)`` made anew.
    func freshViewLabelLayout(of view: View, quad: [Point]) -> ViewLabelLayout? {
        guard let room = labelRoom(of: view, quad: quad) else { return nil }
        let (box, size, centered, maxWidth) = (room.box, room.size, room.centered, room.maxWidth)
        let anchor: TextAnchor = centered ? .center : .topLeft
        let text = view.text
        func one(_ size: Double) -> ViewLabelLayout? {
            let w = min(measurer.measure(text, size: size).width, maxWidth)
            let h = lineHeight(size)
            if centered {
                let centreX = isAxisAligned(quad) ? centredLabelX(of: view, box: box, width: w) : box.midX
                return ViewLabelLayout(lines: [(text, Point(x: centreX, y: box.midY))], size: size, anchor: anchor, maxWidth: maxWidth,
                                       rect: Rect(x: centreX - w / 2, y: box.midY - h / 2, width: w, height: h), outside: false)
            }
            var at = Point(x: box.minX + 4 * u, y: box.minY + 3 * u)
            if !view.subviews.isEmpty {
                // A container's label goes at the first corner on its own fill (no subview drawn
                // there: a grid's empty bottom-left, a tab bar's strip under its tabs) clear of its
                // subviews' labels; drawn after its subtree, so a subview drawn over that corner
                // later (a cell scrolled in) does not hide it. A corner that lies on a subview
                // would read as the subview's ("Profile tabBar" on a tab bar's last tab, "list" on
                // its last row), so with no bare corner the label goes just outside the container,
                // over or under its left end, where nothing else is drawn (a photo picker full of
                // photos, a strip of items); else the container has no label: its verdict tag then
                // names it.
                let corners = [at, Point(x: box.maxX - 4 * u - w, y: at.y), Point(x: at.x, y: box.maxY - 3 * u - h),
                               Point(x: box.maxX - 4 * u - w, y: box.maxY - 3 * u - h)]
                let rects = corners.map { Rect(x: $0.x, y: $0.y, width: w, height: h) }
                if let bare = rects.firstIndex(where: { !isCoveredFromFront($0, view: view) && !isOnDescendantLabel($0, of: view) }) {
                    at = corners[bare]
                } else if isAxisAligned(quad) {
                    // In from the left end as a label inside is, clear of the outline of a
                    // superview whose edge it shares (49's scrollers, 50's table at the page's edge).
                    let outside = [Rect(x: box.minX + 4 * u, y: box.minY - h - 2 * u, width: w, height: h),
                                   Rect(x: box.minX + 4 * u, y: box.maxY + 2 * u, width: w, height: h)]
                    guard let spot = outside.first(where: { isFreeForLabel($0, of: view) }) else { return nil }
                    return ViewLabelLayout(lines: [(text, Point(x: spot.minX, y: spot.minY))], size: size, anchor: .topLeft,
                                           maxWidth: w + 1, rect: spot, outside: true)
                } else {
                    return nil
                }
            }
            return ViewLabelLayout(lines: [(text, at)], size: size, anchor: anchor, maxWidth: maxWidth,
                                   rect: Rect(x: at.x, y: at.y, width: w, height: h), outside: false)
        }
        // 1. The usual size; 2. smaller, down to the legible minimum.
        if measurer.measure(text, size: size).width <= maxWidth { return one(size) }
        let small = min(size, Theme.minimumCanvasTextSize * u)
        if measurer.measure(text, size: small).width <= maxWidth { return one(small) }
        // 3. Two lines at the minimum, where the id's words meet, when the view is tall enough.
        let h = lineHeight(small)
        if let (a, b) = ViewLabelLayout.twoLines(text, width: { measurer.measure($0, size: small).width }),
           max(measurer.measure(a, size: small).width, measurer.measure(b, size: small).width) <= maxWidth,
           2 * h <= (centered ? box.height * 0.7 : box.height - 6 * u) {
            let w = max(measurer.measure(a, size: small).width, measurer.measure(b, size: small).width)
            if centered {
                let c = Point(x: box.midX, y: box.midY)
                let rect = Rect(x: c.x - w / 2, y: c.y - h, width: w, height: 2 * h)
                if !isCoveredFromFront(rect, view: view) {
                    return ViewLabelLayout(lines: [(a, Point(x: c.x, y: c.y - h / 2)), (b, Point(x: c.x, y: c.y + h / 2))], size: small,
                                           anchor: .center, maxWidth: maxWidth, rect: rect, outside: false)
                }
            } else {
                // The top-left corner; a container's, as on one line, the first corner on its own
                // fill clear of its subviews' labels.
                var corners = [Point(x: box.minX + 4 * u, y: box.minY + 3 * u)]
                if !view.subviews.isEmpty {
                    corners += [Point(x: box.maxX - 4 * u - w, y: box.minY + 3 * u), Point(x: box.minX + 4 * u, y: box.maxY - 3 * u - 2 * h),
                                Point(x: box.maxX - 4 * u - w, y: box.maxY - 3 * u - 2 * h)]
                }
                for at in corners {
                    let rect = Rect(x: at.x, y: at.y, width: w, height: 2 * h)
                    guard !isCoveredFromFront(rect, view: view), view.subviews.isEmpty || !isOnDescendantLabel(rect, of: view) else { continue }
                    return ViewLabelLayout(lines: [(a, at), (b, Point(x: at.x, y: at.y + h))], size: small, anchor: .topLeft,
                                           maxWidth: maxWidth, rect: rect, outside: false)
                }
            }
        }
        // 4. Just under the view, else just over it, when nothing else is drawn there.
        if isAxisAligned(quad) {
            let w = measurer.measure(text, size: small).width
            // Starting under the view's left edge, or further left when it would leave the
            // superview on the right (still under the view).
            let superRight = view.superview.map { Rect(bounding: pixelQuad($0)).maxX - 4 * u } ?? box.maxX
            let x = max(min(box.minX, superRight - w), box.minX - w + box.width / 2)
            // Then beside it, level with its top: right, left (scene 11's badges, whose lines
            // above and below are their neighbours').
            var spots = [Rect(x: x, y: box.maxY + 2 * u, width: w, height: h), Rect(x: x, y: box.minY - h - 2 * u, width: w, height: h),
                         Rect(x: box.maxX + 3 * u, y: box.minY, width: w, height: h), Rect(x: box.minX - 3 * u - w, y: box.minY, width: w, height: h)]
            // A view sticking out of its superview (scene 11's badges) is labelled outside the
            // superview when it can be: a label on the superview's fill reads as the superview's.
            if let superview = view.superview {
                let container = Rect(bounding: pixelQuad(superview))
                if !container.contains(box.insetBy(dx: 0.5, dy: 0.5)) {
                    spots = spots.filter { !$0.intersects(container) } + spots.filter { $0.intersects(container) }
                }
            }
            for rect in spots {
                if isFreeForLabel(rect, of: view) {
                    return ViewLabelLayout(lines: [(text, Point(x: rect.minX, y: rect.minY))], size: small, anchor: .topLeft,
                                           maxWidth: w + 1, rect: rect, outside: true)
                }
            }
        }
        // 5. No label: a name that fits none of these is not cut short ("til…" on a small view
        // beside its own verdict tag was noise); the view's verdict tag, the tree and the
        // inspector name it.
        return nil
    }

    /// Whether `view`'s id label is laid out from the view alone: it fits on one line (at the
    /// usual or the smaller size) and the view has no subviews, so its place does not depend on
    /// the views around it. A label that needs two lines or a spot outside the view looks at its
    /// neighbours, and a container's label at its subviews' labels, so its commands cannot be
    /// kept across frames on the view's own key (``ViewCommandCache``).
    func isLabelSelfContained(_ view: View, quad: [Point]) -> Bool {
        guard let room = labelRoom(of: view, quad: quad) else { return true }
        return view.subviews.isEmpty
            && measurer.measure(view.text, size: min(room.size, Theme.minimumCanvasTextSize * u)).width <= room.maxWidth
    }

    /// Whether the label line of a view of `view`'s subtree (not `view` itself) overlaps `rect`,
    /// a place for `view`'s label (which is drawn over them, on a plate).
    func isOnDescendantLabel(_ rect: Rect, of view: View) -> Bool {
        var root: View = view
        while let s = root.superview { root = s }
        let line = lineHeight(viewLabelSize) + 4 * u
        let obstacles = labelObstacles(root: root, line: line)
        let area = rect.insetBy(dx: -2 * u, dy: 0)
        // A label lies in its view or at most a line off it (a small view's, just outside).
        return obstacles.grid.contains(near: area, margin: line) { i, box in
            let v = obstacles.views[i]
            guard v !== view, box.insetBy(dx: -line, dy: -line).intersects(area), isDescendant(v, of: view) else { return false }
            let key = ObjectIdentifier(v)
            let label: Rect?
            if let known = memo.descendantLabels[key] {
                label = known
            } else {
                label = labelLine(of: v, quad: pixelQuad(v))
                memo.descendantLabels[key] = label
            }
            return label?.intersects(area) ?? false
        }
    }

    func isDescendant(_ v: View, of ancestor: View) -> Bool {
        var s = v.superview
        while let a = s {
            if a === ancestor { return true }
            s = a.superview
        }
        return false
    }

    /// Where `view`'s id label is measured (shared by ``viewLabelLayout(of:quad:)`` and
    /// ``isLabelSelfContained(_:quad:)``, so the two agree): the view's box, the usual text size,
    /// whether the label is centred and the width a line may take; nil for windows, value
    /// controls (their caption is above them) and views too small for a label.
    func labelRoom(of view: View, quad: [Point]) -> (box: Rect, size: Double, centered: Bool, maxWidth: Double)? {
        guard !(view is Window), ControlFaces.caption(for: view, l) == nil else { return nil }
        let box = Rect(bounding: quad)
        let size = viewLabelSize
        guard box.width > size * 2 && box.height > size * 1.2 else { return nil }
        let centered = isLabelCentered(view, quad: quad)
        return (box, size, centered, centered ? box.width * 0.6 : box.width - 8 * u)
    }

    /// Whether a view drawn in front of `view` (a subview, a later sibling of it or of an
    /// ancestor, a window above) shows over part of `rect`: a label there would lie on another
    /// view's content (backBadge's under frontBadge in scene 11). Asked of the frame's views in
    /// front (``PaintedBoxes``): the boxes of the views whose fill hides what is behind them,
    /// cut by what clips them, so a clear container in front does not count and its opaque
    /// subviews do.
    func isCoveredFromFront(_ rect: Rect, view: View) -> Bool {
        guard let scene = snapshot.scene else { return false }
        return !paintedBoxes(Self.drawingOrder(scene.application)).front(of: view.id, touching: rect).isEmpty
    }

    /// The fill a label of `view` placed outside it at `rect` lies on: the nearest ancestor's
    /// whose box holds it (a badge sticking out of its superview has its label on what is
    /// behind that superview).
    func labelGround(of view: View, rect: Rect) -> Color {
        var ancestor = view.superview
        while let a = ancestor {
            if Rect(bounding: pixelQuad(a)).contains(rect) { return a.backgroundColor }
            ancestor = a.superview
        }
        return view.superview?.backgroundColor ?? .white
    }

    /// Whether `rect` is where a label of `view` may go at all, whatever else is drawn there: on
    /// the canvas and inside the view's superview; or, for a view that sticks out of its
    /// superview (which does not clip it), anywhere it can be seen.
    func isWithinLabelReach(_ rect: Rect, of view: View) -> Bool {
        guard layout.canvas.contains(rect), let superview = view.superview else { return false }
        let container = Rect(bounding: pixelQuad(superview))
        return container.contains(rect)
            || (!container.contains(Rect(bounding: pixelQuad(view)).insetBy(dx: 0.5, dy: 0.5)) && (clipRegion(of: view)?.contains(rect) ?? false))
    }

    /// Whether a label of `view` may go at `rect`, outside the view: on the canvas, inside the
    /// view's superview, over no other view but its ancestors, and clear of the lines just
    /// above and below every other view (where their own labels or captions may go) but the
    /// view's own subviews that lie inside it (all of them when it clips).
    func isFreeForLabel(_ rect: Rect, of view: View) -> Bool {
        guard isWithinLabelReach(rect, of: view) else { return false }
        var ancestors: Set<ObjectIdentifier> = []
        var root: View = view
        while let s = root.superview { ancestors.insert(ObjectIdentifier(s)); root = s }
        let line = lineHeight(viewLabelSize) + 4 * u
        // Every view of the tree not hidden (the tree's boxes kept for the frame: LabelObstacles).
        let obstacles = labelObstacles(root: root, line: line)
        // The view's own subviews count only where they show outside it: a container labelled
        // just over its top edge is not blocked by its first row (whose label is inside it), nor
        // a scroll view (which clips) by the rows scrolled out of it (54's feed).
        let own = Rect(bounding: pixelQuad(view))
        return !obstacles.grid.contains(near: rect, margin: line) { i, box in
            let v = obstacles.views[i]
            return v !== view && !ancestors.contains(ObjectIdentifier(v)) && box.insetBy(dx: 0, dy: -line).intersects(rect)
                && !((view.clipsToBounds || own.contains(box)) && isDescendant(v, of: view))
        }
    }
}
