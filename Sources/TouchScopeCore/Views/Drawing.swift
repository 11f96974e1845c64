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
        for window in windowsBackToFront {
            guard window.superview == nil else {
                visit(window, clip: nil, opacity: 1, enter: enter, exit: exit)
                continue
            }
            var chain: AncestorTransforms? = AncestorTransforms(window: window.localToSuperview)
            visit(window, clip: nil, opacity: 1, chain: &chain, enter: enter, exit: exit)
        }
    }

    /// The same walk from one view (its ancestors' clip and opacity given).
    public static func visit(_ view: View, clip: Rect?, opacity: Double, enter: (DrawnView) -> Void, exit: (DrawnView) -> Void = { _ in }) {
        var unknown: AncestorTransforms?
        visit(view, clip: clip, opacity: opacity, chain: &unknown, enter: enter, exit: exit)
    }

    /// The walk; `chain` carries what each view's screen quadrilateral needs from its ancestors
    /// (nil: not known, each view computes its own, ``View/presentationScreenQuad``).
    private static func visit(_ view: View, clip: Rect?, opacity: Double, chain: inout AncestorTransforms?,
                              enter: (DrawnView) -> Void, exit: (DrawnView) -> Void) {
        guard !view.isHidden else { return }
        let quad = chain?.screenQuad(of: view) ?? view.presentationScreenQuad
        let drawn = DrawnView(view: view, quad: quad, clip: clip,
                              opacity: opacity * (view.presentation?.alpha ?? view.alpha))
        enter(drawn)
        var childClip = clip
        if view.clipsToBounds {
            let box = Rect(bounding: drawn.quad)
            childClip = clip.map { $0.intersection(box) ?? .zero } ?? box
        }
        if !view.subviews.isEmpty {
            chain?.push(view)
            for s in view.subviews { visit(s, clip: childClip, opacity: drawn.opacity, chain: &chain, enter: enter, exit: exit) }
            chain?.pop()
        }
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

/// The ancestors' transforms during a walk from a window down (``Drawing/visit(_:enter:exit:)``),
/// so a view's screen quadrilateral needs no walk up its superview chain: the SAME products, in
/// the same order, as ``View/screenQuad`` (its `localToWindow`, then the window's own), so every
/// quadrilateral is bit for bit the one the view computes. While the view or an ancestor
/// animates, or below a nested window, it answers nil and the view computes its own
/// (``View/presentationScreenQuad``).
struct AncestorTransforms {
    /// The window's `localToSuperview`.
    private let window: AffineTransform
    /// Each ancestor below the window, outermost first: its `localToSuperview` (nil for the
    /// window itself, which `localToWindow` leaves out).
    private var ancestors: [AffineTransform?] = []
    /// How many of the entered views (window included) have a presentation or are a window
    /// below the top one: while above 0, quadrilaterals are the view's own.
    private var exceptions = 0
    private var exceptional: [Bool] = []

    init(window: AffineTransform) { self.window = window }

    mutating func push(_ view: View) {
        let isRoot = ancestors.isEmpty
        let odd = view.presentation != nil || (!isRoot && view is Window)
        exceptional.append(odd)
        if odd { exceptions += 1 }
        ancestors.append(isRoot ? nil : view.localToSuperview)
    }

    mutating func pop() {
        if exceptional.removeLast() { exceptions -= 1 }
        ancestors.removeLast()
    }

    /// `view`'s ``View/screenQuad`` computed from the ancestors' transforms; nil when the view
    /// must compute its own (an animation in its chain, a nested window).
    func screenQuad(of view: View) -> [Point]? {
        guard exceptions == 0, view.presentation == nil else { return nil }
        // The window itself: localToWindow is the identity.
        var t = AffineTransform.identity
        if !ancestors.isEmpty {
            guard !(view is Window) else { return nil }
            t = t.concatenating(view.localToSuperview)
            for a in ancestors.reversed() { if let a { t = t.concatenating(a) } }
        }
        t = t.concatenating(window)
        return view.bounds.corners.map { t.apply($0) }
    }
}
