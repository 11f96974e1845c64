/// What kind of UIKit view a ``View`` stands for; it decides defaults (image views and labels
/// have user interaction off) and how it is drawn.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    case view, imageView, label, button, scrollView, window
    /// Controls other than buttons (``Slider``, ``Switch``, ``SegmentedControl``).
    case slider, `switch`, segmentedControl
    /// A ``TableView``, one of its ``TableViewCell``s, a ``TextField`` and the keyboard it shows.
    case tableView, tableViewCell, textField, keyboard
    /// A ``CollectionView`` and one of its ``CollectionViewCell``s.
    case collectionView, collectionViewCell

    /// Whether views of this kind are controls (track touches and send control events).
    public var isControl: Bool { self == .button || self == .slider || self == .switch || self == .segmentedControl || self == .textField }

    /// UIKit's default for `isUserInteractionEnabled`: false for image views and labels.
    public var interactionEnabledByDefault: Bool { self != .imageView && self != .label }

    /// UIKit's default for `clipsToBounds`: true for scroll views (a table view and a
    /// collection view are scroll views), false for every other view. Apple, `clipsToBounds`:
    /// "The default value is false. Some subclasses of UIView, like UIScrollView, override the
    /// default value to true."
    public var clipsByDefault: Bool { self == .scrollView || self == .tableView || self == .collectionView }
}

/// A rectangular area on screen that can receive touches (UIKit's `UIView`).
///
/// Geometry is stored as UIKit stores it: `center` (in the superview's space), `bounds` (the
/// view's own space, its origin included: that is how a scroll view scrolls) and `transform`
/// (about the centre). `frame` is derived: the bounding box of the transformed bounds.
open class View: Responder {
    public let kind: ViewKind

    /// The position of the view's centre in its superview's coordinate space.
    public var center: Point { didSet { AnimationTransaction.current?.note(self, center: oldValue); invalidateGeometry() } }
    /// The view's own coordinate space; changing the origin shifts what is shown and where
    /// subviews are hit.
    public var bounds: Rect {
        didSet {
            if oldValue.size != bounds.size { AnimationTransaction.current?.note(self, size: oldValue.size) }
            // A scroll view's offset moving changes nothing in the compiled hit-test index but
            // that view's own node (``structureVersion`` stays).
            if self is ScrollView && oldValue.size == bounds.size { invalidateOffset() } else { invalidateGeometry() }
        }
    }
    /// A transform about the centre (scale, rotation, translation).
    public var transform: AffineTransform = .identity { didSet { AnimationTransaction.current?.note(self, transform: oldValue); invalidateGeometry() } }

    /// Opacity, 0...1, stored as a Double so that 0.01 is exact. Views below
    /// ``HitTestParameters/alphaThreshold`` are ignored by hit-testing.
    public var alpha: Double = 1 { didSet { AnimationTransaction.current?.note(self, alpha: oldValue); invalidateHitTesting() } }
    public var isHidden = false {
        didSet {
            invalidateHitTesting()
            if isHidden, !oldValue, let app = window?.application, app.trace != nil,
               let first = app.firstResponder as? View, first.isDescendant(of: self) {
                app.trace?.record(.undecided(.hiddenFirstResponder, view: first.id, touch: nil))
            }
        }
    }
    public var isUserInteractionEnabled: Bool { didSet { invalidateHitTesting() } }
    public var clipsToBounds = false { didSet { if oldValue != clipsToBounds { countDrawingChange() } } }
    /// What the screen shows of the view while it animates (nil: not animating, drawn as its
    /// model values). Set by the ``ViewAnimator``; hit-testing never reads it.
    public internal(set) var presentation: ViewPresentation?
    /// True while an animation without `allowUserInteraction` runs on this view: UIKit
    /// "temporarily disables user interactions for the views being animated".
    public internal(set) var isInteractionSuspendedByAnimation = false { didSet { if oldValue != isInteractionSuspendedByAnimation { invalidateHitTesting() } } }
    /// UIKit's `isMultipleTouchEnabled` (false by default: the view gets only the first touch).
    public var isMultipleTouchEnabled = false
    /// UIKit's `isExclusiveTouch`.
    public var isExclusiveTouch = false

    /// The fill colour drawn for this view.
    public var backgroundColor: Color { didSet { if oldValue != backgroundColor { countDrawingChange() } } }
    /// The text drawn in the view (defaults to its id).
    public var text: String { didSet { if oldValue != text { countDrawingChange() } } }

    /// How `point(inside:)` answers (UIKit: an override of `point(inside:with:)`).
    public var pointInsideRule: PointInsideRule = .default { didSet { invalidateHitTesting() } }
    /// How `hitTest` answers (UIKit: an override of `hitTest(_:with:)`).
    public var hitTestRule: HitTestRule = .default { didSet { invalidateHitTesting() } }

    /// Subviews, back to front: the last one is front-most and hit-tested first.
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    /// The view controller whose root view this is.
    /// (Held strongly: a controller made in a Swift scene's code is kept by its view, as UIKit's
    /// view controller hierarchy keeps it; the controller holds its view weakly, so no cycle.)
    public internal(set) var viewController: ViewController?

    /// Gesture recognizers attached to this view, in the order added; a touch's recognizers are
    /// those of its hit view and all its ancestors.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// UIKit's `addGestureRecognizer(_:)`.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// UIKit's `removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// Whether this view, hit by one of `recognizer`'s touches, keeps that recognizer (attached
    /// to one of its ancestors) from beginning. False for a plain view; a ``Control`` beats a
    /// single tap on its ancestors.
    open func preventsAncestorGesture(_ recognizer: GestureRecognizer) -> Bool { false }

    // Cached superview-to-local mapping; rebuilt lazily after any geometry change.
    private var cachedToLocal: AffineTransform?
    private var cachedToLocalValid = false

    public init(id: String, kind: ViewKind = .view, frame: Rect, color: Color = .white) {
        self.kind = kind
        self.center = frame.center
        self.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        self.isUserInteractionEnabled = kind.interactionEnabledByDefault
        self.clipsToBounds = kind.clipsByDefault
        self.backgroundColor = color
        self.text = id
        super.init(id: id)
    }

    /// The view's rectangle in its superview's space: the bounding box of its transformed
    /// bounds. Setting it (with an identity transform) sets `center` and `bounds.size`.
    public var frame: Rect {
        get {
            let local = Rect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            center = newValue.center
            bounds = Rect(origin: bounds.origin, size: Size(width: newValue.width, height: newValue.height))
        }
    }

    override open var next: Responder? {
        if let controller = viewController { return controller }
        return superview
    }

    override open var owningApplication: Application? { window?.application }

    // MARK: Overridable hit-testing (Swift scenes)

    /// UIKit's `point(inside:with:)`: whether `point` (in this view's space) is inside it.
    ///
    /// The default is the view's ``pointInsideRule`` (its bounds unless a scene file says
    /// otherwise). A class in a Swift scene overrides it as in UIKit; its `super` call reaches
    /// UIKit's default, the bounds. Hit-testing calls an override exactly where UIKit would.
    open func point(inside point: Point, with event: Event?) -> Bool {
        if userClass?.overrides.contains(.pointInside) == true { return bounds.contains(point) }
        return HitTester.answerPointInside(self, point)
    }

    /// UIKit's `hitTest(_:with:)`: the farthest descendant of this view (itself included) that
    /// contains `point` (in this view's space), or nil.
    ///
    /// The default runs the view's ``hitTestRule`` (UIKit's algorithm unless a scene file says
    /// otherwise), traced when the hit-test that asked is traced. A class in a Swift scene
    /// overrides it as in UIKit; its `super` call runs UIKit's default algorithm.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        // The hit-test whose override called this (its own `super`, or a subview's `hitTest`
        // asked from it): a hit map's own tester, not always the application's.
        var asking: HitTester?
        var probe: View? = self
        while let v = probe, asking == nil { asking = v.runningHitTester; probe = v.superview }
        let tester = asking ?? window?.application?.hitTester ?? HitTester()
        if userClass?.overrides.contains(.hitTest) == true {
            return tester.defaultHitTest(self, point, depth: tester.userCallDepth)
        }
        return tester.hitTest(self, point, depth: tester.userCallDepth + 1)
    }

    /// How deep this view's own overrides are nested in each other now (the recursion guard of
    /// Swift scenes counts it), and what the guard stopped, if it did: the method that called
    /// itself and how deep. Kept for the view's life: its code loops on every call, so later calls
    /// (a hit map asks hundreds of thousands) stop at once with the same verdict.
    public var userCodeDepth = 0
    public var userCodeOverflow: (method: String, depth: Int)?
    /// The tester whose hit-test is running this view's overridden `hitTest` now (Swift scenes):
    /// the one its `super` call, and a subview's `hitTest` it asks, continue.
    weak var runningHitTester: HitTester?

    // MARK: Hierarchy

    /// Whether this view, an ancestor of `view`, keeps `touch` from it just before its
    /// `touchesBegan`, and why (nil: it does not). Only a scroll view does
    /// (``ScrollView/touchesShouldBegin(_:in:)``, or a touch that stopped its scrolling).
    func refusal(of touch: Touch, to view: View) -> ContentTouchRefusal? { nil }

    /// Adds `view` in front of the other subviews (removing it from its old superview).
    public func addSubview(_ view: View) { insertSubview(view, at: .max) }

    /// Inserts `view` at `index` in the back-to-front order.
    public func insertSubview(_ view: View, at index: Int) {
        let app = view.window?.application
        view.detach()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        UserClass.adoptRegistered(in: view, under: self)
        invalidateHitTesting()
        countMembershipChange()
        // Moved, not removed: a first responder inside resigns only if it is now in no window.
        if view.window == nil { app?.viewLeftWindow(view) }
    }

    /// UIKit's `removeFromSuperview()`; a first responder inside it resigns (it is in no
    /// window now).
    public func removeFromSuperview() {
        let app = window?.application
        detach()
        app?.viewLeftWindow(self)
    }

    /// Takes the view out of its superview, with nothing else (a move to another superview).
    private func detach() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.invalidateHitTesting()
        parent.countMembershipChange()
    }

    /// The window this view is in (itself for a window).
    public var window: Window? {
        var v: View? = self
        while let current = v {
            if let w = current as? Window { return w }
            v = current.superview
        }
        return nil
    }

    /// Whether this view is `other` or one of its descendants.
    public func isDescendant(of other: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === other { return true }
            v = current.superview
        }
        return false
    }

    /// This view and every descendant, depth first, back to front.
    public var subtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let v = stack.popLast() {
            result.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return result
    }

    /// Whether this view is a control (a ``Control`` subclass, such as a button).
    public var isControl: Bool { self is Control }

    // MARK: Geometry

    private func invalidateGeometry() {
        cachedToLocalValid = false
        invalidateHitTesting()
    }

    /// Counts changes that can change a hit-test answer in this view's subtree (geometry,
    /// hidden, interaction, alpha, rules, subviews). Hit-testing caches a compiled copy of a
    /// window's tree and rebuilds it when the window's count moves (performance only); the
    /// playground's hit map and dead zones are cached on the windows' counts the same way.
    public internal(set) var hitTestVersion: UInt64 = 0

    /// Counts the changes counted by ``hitTestVersion`` other than a scroll view's offset: the
    /// compiled hit-test index is rebuilt only when this moves, and only patched (the scroll
    /// views' nodes) when just ``hitTestVersion`` moved.
    public internal(set) var structureVersion: UInt64 = 0

    /// Counts the views added to and removed from this view's subtree: what an index of the
    /// views by id (a scene's) is kept on, so a view made at run time (a text field's keyboard)
    /// is found like the views built from a file. Geometry and state changes do not move it.
    public private(set) var membershipVersion: UInt64 = 0

    /// Counts the changes to what is drawn that hit-testing does not read (``clipsToBounds``,
    /// ``text``, ``backgroundColor``) in this view's subtree: with ``hitTestVersion`` (geometry,
    /// hidden, alpha, interaction, subviews), what a drawing kept across frames is keyed on (the
    /// playground's container labels, placed clear of their subviews' labels and fills).
    public private(set) var drawingVersion: UInt64 = 0

    /// Bumps ``drawingVersion`` here and on every ancestor.
    private func countDrawingChange() {
        var v: View? = self
        while let current = v {
            current.drawingVersion &+= 1
            v = current.superview
        }
    }

    /// Bumps ``membershipVersion`` here and on every ancestor.
    private func countMembershipChange() {
        var v: View? = self
        while let current = v {
            current.membershipVersion &+= 1
            v = current.superview
        }
    }

    /// Bumps ``hitTestVersion`` and ``structureVersion`` here and on every ancestor.
    func invalidateHitTesting() {
        var v: View? = self
        while let current = v {
            current.hitTestVersion &+= 1
            current.structureVersion &+= 1
            v = current.superview
        }
    }

    /// A scroll view's offset moved: ``hitTestVersion`` moves (hit maps and dead zones follow
    /// it), ``structureVersion`` does not.
    private func invalidateOffset() {
        cachedToLocalValid = false
        var v: View? = self
        while let current = v {
            current.hitTestVersion &+= 1
            v = current.superview
        }
    }

    /// The mapping from the superview's coordinate space to this view's, or nil when the
    /// transform is not invertible (such a view contains no point).
    ///
    /// `local = inverse(transform) * (p - center) + (bounds.origin + bounds.size / 2)`.
    public var superviewToLocal: AffineTransform? {
        if !cachedToLocalValid {
            cachedToLocal = transform.inverted().map { inv in
                AffineTransform(translationX: -center.x, y: -center.y)
                    .concatenating(inv)
                    .concatenating(AffineTransform(translationX: bounds.midX, y: bounds.midY))
            }
            cachedToLocalValid = true
        }
        return cachedToLocal
    }

    /// The mapping from this view's coordinate space to its superview's.
    public var localToSuperview: AffineTransform {
        AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The mapping from this view's space to its window's space (the window's own bounds space).
    public var localToWindow: AffineTransform {
        var t = AffineTransform.identity
        var v: View = self
        while !(v is Window), let parent = v.superview {
            t = t.concatenating(v.localToSuperview)
            v = parent
        }
        return t
    }

    /// The mapping from this view's space to the screen (canvas) space, through its window.
    public var localToScreen: AffineTransform {
        var t = localToWindow
        if let w = window { t = t.concatenating(w.localToSuperview) }
        return t
    }

    /// Converts `point` from this view's space to `view`'s space (`nil`: the window's space).
    /// Both views must be in the same window (UIKit converts through the screen otherwise, and
    /// so does this when the windows differ).
    public func convert(_ point: Point, to view: View?) -> Point {
        let toTarget: AffineTransform
        if let target = view {
            if target.window === window {
                guard let inv = target.localToWindow.inverted() else { return point }
                toTarget = localToWindow.concatenating(inv)
            } else {
                guard let inv = target.localToScreen.inverted() else { return point }
                toTarget = localToScreen.concatenating(inv)
            }
        } else {
            toTarget = localToWindow
        }
        return toTarget.apply(point)
    }

    /// Converts `point` from `view`'s space (`nil`: the window's space) to this view's space.
    public func convert(_ point: Point, from view: View?) -> Point {
        if let source = view { return source.convert(point, to: self) }
        guard let inv = localToWindow.inverted() else { return point }
        return inv.apply(point)
    }

    /// Converts a rectangle from this view's space to `view`'s (the bounding box of its corners).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let pts = rect.corners.map { convert($0, to: view) }
        var r = Rect(origin: pts[0], size: .zero)
        for p in pts.dropFirst() { r = r.union(Rect(origin: p, size: .zero)) }
        return r
    }

    /// Converts a rectangle from `view`'s space to this view's space.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        if let source = view { return source.convert(rect, to: self) }
        let pts = rect.corners.map { convert($0, from: nil) }
        var r = Rect(origin: pts[0], size: .zero)
        for p in pts.dropFirst() { r = r.union(Rect(origin: p, size: .zero)) }
        return r
    }

    /// The four corners of the bounds in screen (canvas) space: a quadrilateral when rotated.
    public var screenQuad: [Point] {
        let t = localToScreen
        return bounds.corners.map { t.apply($0) }
    }

    /// The four corners of the bounds on screen as DRAWN: with each view's (and ancestor's)
    /// presentation while it animates. Equal to ``screenQuad`` when nothing animates.
    public var presentationScreenQuad: [Point] {
        var animating = false
        var probe: View? = self
        while let v = probe, !animating { animating = v.presentation != nil; probe = v.superview }
        guard animating else { return screenQuad }
        var t = AffineTransform.identity
        var v: View = self
        while true {
            t = t.concatenating(v.presentation?.localToSuperview ?? v.localToSuperview)
            guard let parent = v.superview else { break }
            v = parent
        }
        return (presentation?.bounds ?? bounds).corners.map { t.apply($0) }
    }

    /// The ancestors from the superview up to the window, nearest first.
    public var ancestors: [View] {
        var result: [View] = []
        var v = superview
        while let current = v { result.append(current); v = current.superview }
        return result
    }

    /// A description of the view for debugging: its id, kind and frame.
    public var summary: String { "\(id) (\(kind.rawValue)) frame \(frame)" }
}
