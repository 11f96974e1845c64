/// One view as the screen shows it: where it is, what clips it, how opaque it is.
public struct DrawnView {
    public let view: View
    /// The view's bounds in screen points (a quadrilateral: transforms rotate and scale it).
    public let quad: [Point]
    /// The screen box its clipping ancestors leave (nil: not clipped). Clipping uses each
    /// clipping ancestor's bounding box, exactly as the window's drawing does.
    public let clip: Rect?
    /// Its alpha times every ancestor's: what its fill is drawn with.
    public let opacity: Double

    /// Whether the view's own fill shows anywhere: not fully transparent (opacity and colour) and
    /// not clipped away entirely. A view that is not visible may still have visible subviews.
    public var isVisible: Bool {
        guard opacity > 0, view.backgroundColor.alpha > 0 else { return false }
        guard let clip else { return true }
        return clip.intersection(Rect(bounding: quad)) != nil
    }

    /// Whether what the screen shows at `point` includes this view's fill (its quadrilateral,
    /// edges included, within the clip).
    public func shows(_ point: Point) -> Bool {
        isVisible && (clip?.contains(point) ?? true) && convexPolygon(quad, contains: point)
    }
}

/// What is drawn: the ONE decision of which views the screen shows and where, used by the
/// renderer (what it paints), dead zones (what you see where a tap goes elsewhere) and inspect
/// mode (picking what you see).
///
/// The rules: windows back to front, each view before its subviews, subviews back to front
/// (the painter's algorithm). A hidden view hides its whole subtree. Alpha multiplies down the
/// tree; a fill with opacity 0 or a clear colour shows nothing (its subviews may still show). A
/// view that clips to its bounds clips its subviews to its screen bounding box. A view being
/// animated is drawn where its presentation is (``View/presentation``), not where its model
/// values (what hit-testing uses) already are.
///
/// Example: `Drawing.visit(app.windowsFrontToBack.reversed()) { drawn in ... }` sees every
/// drawn view in painting order; `Drawing.topmost(at: p, in: windows)` is what you see at `p`.
public enum Drawing {
    /// Calls `enter` for every view that is drawn, in painting order, and `exit` after its
    /// subtree (for nesting, as a renderer's clips and opacity groups need).
    public static func visit(_ windowsBackToFront: [Window], enter: (DrawnView) -> Void, exit: (DrawnView) -> Void = { _ in }) {
        for window in windowsBackToFront { visit(window, clip: nil, opacity: 1, enter: enter, exit: exit) }
    }

    /// The same walk from one view (its ancestors' clip and opacity given).
    public static func visit(_ view: View, clip: Rect?, opacity: Double, enter: (DrawnView) -> Void, exit: (DrawnView) -> Void = { _ in }) {
        guard !view.isHidden else { return }
        let drawn = DrawnView(view: view, quad: view.presentationScreenQuad, clip: clip,
                              opacity: opacity * (view.presentation?.alpha ?? view.alpha))
        enter(drawn)
        var childClip = clip
        if view.clipsToBounds {
            let box = Rect(bounding: drawn.quad)
            childClip = clip.map { $0.intersection(box) ?? .zero } ?? box
        }
        for s in view.subviews { visit(s, clip: childClip, opacity: drawn.opacity, enter: enter, exit: exit) }
        exit(drawn)
    }

    /// The screen box `view`'s clipping ancestors leave it (nil: not clipped): what
    /// ``visit(_:enter:exit:)`` gives it as ``DrawnView/clip``, for one view.
    public static func clip(of view: View) -> Rect? {
        var clip: Rect?
        for ancestor in view.ancestors.reversed() where ancestor.clipsToBounds {
            let box = Rect(bounding: ancestor.presentationScreenQuad)
            clip = clip.map { $0.intersection(box) ?? .zero } ?? box
        }
        return clip
    }

    /// The opacity the view is drawn with (its alpha times every ancestor's); nil when it or an
    /// ancestor is hidden, so it is not drawn at all.
    public static func opacity(of view: View) -> Double? {
        var opacity = 1.0
        var v: View? = view
        while let current = v {
            if current.isHidden { return nil }
            opacity *= current.presentation?.alpha ?? current.alpha
            v = current.superview
        }
        return opacity
    }

    /// The front-most view whose fill the screen shows at `point` (nil: none), whatever
    /// hit-testing would say.
    public static func topmost(at point: Point, in windowsBackToFront: [Window]) -> View? {
        var found: View?
        visit(windowsBackToFront, enter: { drawn in if drawn.shows(point) { found = drawn.view } })
        return found
    }
}
