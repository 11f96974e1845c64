#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The constants of scrolling that Apple does not document, named so that docs/faithfulness.md
/// ("Scroll views") can list them and a test can pin each.
public enum ScrollParameters {
    /// How long a touch in a scroll view is held back from the content while the scroll view
    /// waits to see whether it is a scroll (`delaysContentTouches`). Apple: "delays handling the
    /// touch-down gesture until it can determine if scrolling is the intent"; the interval is
    /// undocumented (about 150 ms on devices): 0.15 s.
    public static let contentTouchDelay = 0.15
    /// UIKit's `UIScrollView.DecelerationRate.normal`: the velocity is multiplied by this every
    /// millisecond after a flick (0.998; `.fast` is 0.99).
    public static let normalDecelerationRate = 0.998
    /// UIKit's `UIScrollView.DecelerationRate.fast`.
    public static let fastDecelerationRate = 0.99
    /// Below this speed (points per second) a flick does not decelerate and a deceleration stops
    /// (undocumented: 10 pt/s).
    public static let minimumScrollVelocity = 10.0
    /// The paging snap's duration (undocumented: 0.3 s), eased out.
    public static let pagingAnimationDuration = 0.3
    /// The bounce back to the edge after a drag past it (undocumented: 0.3 s), eased out.
    public static let bounceBackDuration = 0.3
    /// A flick faster than this (points per second) turns the page even when the drag moved
    /// less than half a page (undocumented: 300 pt/s).
    public static let pagingFlickVelocity = 300.0
    /// Rubber-banding: a drag `d` points past an edge moves the content
    /// `(1 - 1 / (d * c / size + 1)) * size`, where `size` is the bounds' size on that axis and
    /// `c` this constant (undocumented; 0.55, the constant commonly measured).
    public static let rubberBandConstant = 0.55
    /// Directional lock: the drag is locked to one axis when, at the start, the movement along it
    /// is at least this many times the movement across (undocumented: 2).
    public static let directionalLockRatio = 2.0
    /// A finger that rests this long before lifting leaves no velocity (no flick; undocumented:
    /// 0.1 s).
    public static let restBeforeLiftDuration = 0.1
    /// The spring that carries a deceleration past the content's edge and back (with `bounces`;
    /// Apple: the scroll view "bounces past the edge of content and back again"). It is
    /// critically damped and starts at the edge with the speed the deceleration has there, so
    /// its displacement is `v · τ · e^(−ω τ)` after `τ` seconds: the furthest point comes `1/ω`
    /// after the edge, `v / (ω e)` past it before the displacement is rubber-banded as a drag past
    /// the edge is (``rubberBandConstant``), which keeps fast flicks within the bounds. ω, in radians per second, is undocumented: 10
    /// (the spring of mass 1, stiffness 100 and damping ratio 1 commonly used to rebuild
    /// UIScrollView's bounce): a deceleration reaching the edge at 1,000 pt/s on a 370-point
    /// bounds goes about 19 pt past it (37 pt before banding), 0.1 s later, and is back within
    /// half a point about 0.55 s after the edge.
    public static let edgeBounceFrequency = 10.0
    /// The edge spring ends (the offset is set on the edge) once it is back within this distance
    /// of the edge, in points; a deceleration whose spring would never go further than this past
    /// the edge stops on the edge instead (undocumented: 0.5 pt, less than a pixel on a 2x screen).
    public static let edgeBounceRestDistance = 0.5
}

/// UIKit's `UIScrollView.KeyboardDismissMode`.
public enum KeyboardDismissMode: String, Sendable, Hashable, CaseIterable {
    /// Dragging does not dismiss the keyboard (the default).
    case none
    /// The keyboard is dismissed when a drag begins.
    case onDrag
    /// The keyboard follows a drag down into it and is dismissed when the drag ends there.
    case interactive
}

/// What a scroll view is doing with its offset right now, for the trace and the renderer.
public enum ScrollMotion: String, Sendable, Hashable {
    case idle, dragging, decelerating, paging, bouncing
}

/// A view whose content scrolls (UIKit's `UIScrollView`).
///
/// ``contentOffset`` *is* `bounds.origin`: scrolling changes one number, the content's views
/// keep their frames, and hit-testing finds them through the offset as through any bounds
/// origin. Dragging is the scroll view's own pan recognizer (``panGestureRecognizer``, id
/// `ID.pan`); `delaysContentTouches` is a second recognizer (``contentTouchDelayRecognizer``, id
/// `ID.delay`) that holds `touchesBegan` back from the content for
/// ``ScrollParameters/contentTouchDelay`` unless a scroll begins first, as UIKit's
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer` does. When the pan begins, the content
/// view tracking the finger gets `touchesCancelled` if `canCancelContentTouches` is true and
/// ``touchesShouldCancel(in:)`` agrees; otherwise the scroll does not begin (Apple:
/// "the scroll view doesn't scroll regardless of finger movement once the content view starts
/// tracking"). After the finger lifts, deceleration, the paging snap and the bounce back run
/// on the input clock (``Application/advanceTime(to:)``), so traces and pictures are
/// reproducible.
open class ScrollView: View {
    /// UIKit's `contentSize`.
    public var contentSize: Size = .zero
    /// UIKit's `contentInset`: extra room to scroll around the content.
    public var contentInset = EdgeInsets(all: 0)
    /// UIKit's `bounces` (true): a drag past an edge rubber-bands and springs back, and a
    /// deceleration that reaches an edge goes past it and springs back.
    public var bounces = true
    /// UIKit's `alwaysBounceHorizontal` (false): with ``bounces``, a horizontal drag scrolls (and
    /// rubber-bands) even when the content is not wider than the bounds.
    public var alwaysBounceHorizontal = false
    /// UIKit's `alwaysBounceVertical` (false): with ``bounces``, a vertical drag scrolls (and
    /// rubber-bands) even when the content is not taller than the bounds.
    public var alwaysBounceVertical = false
    /// UIKit's `isScrollEnabled` (true); false disables the pan recognizer, as UIKit does.
    public var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// UIKit's `isPagingEnabled`: stops on multiples of the bounds' size.
    public var isPagingEnabled = false
    /// UIKit's `isDirectionalLockEnabled`: a drag that starts along one axis stays on it.
    public var isDirectionalLockEnabled = false
    /// UIKit's `delaysContentTouches` (true).
    public var delaysContentTouches = true { didSet { contentTouchDelayRecognizer.isEnabled = delaysContentTouches } }
    /// UIKit's `canCancelContentTouches` (true).
    public var canCancelContentTouches = true
    /// UIKit's `decelerationRate` (per millisecond; ``ScrollParameters/normalDecelerationRate``).
    public var decelerationRate = ScrollParameters.normalDecelerationRate
    /// A subclass's `touchesShouldCancel(in:)` that returns a constant (a scene's
    /// `touchesShouldCancel` key); nil: UIKit's default.
    public var touchesShouldCancelOverride: Bool?
    /// A subclass's `touchesShouldCancel(in:)` that returns true for these views and every view
    /// inside them (a scene's `touchesShouldCancel: [IDs]`), UIKit's default for the others: the
    /// usual way to let a drag that starts on a button scroll.
    public var touchesShouldCancelAllows: [String] = []
    /// UIKit's `keyboardDismissMode`: how dragging this scroll view dismisses the keyboard.
    public var keyboardDismissMode = KeyboardDismissMode.none
    /// A subclass's `touchesShouldBegin(_:with:in:)` that returns false for these views and
    /// every view inside them (a scene's `touchesShouldBegin` key); empty: UIKit's default (true).
    public var touchesShouldBeginRefuses: [String] = []
    /// A subclass's `touchesShouldBegin(_:with:in:)` that returns this constant for every view
    /// (a scene's `touchesShouldBegin: false`); nil: as ``touchesShouldBeginRefuses`` says.
    public var touchesShouldBeginOverride: Bool?
    /// The touches that landed while the content was moving, and stopped it: the content never
    /// gets them (kept until they end).
    var touchesThatStoppedScrolling: Set<Int> = []

    /// UIKit's `panGestureRecognizer`.
    public let panGestureRecognizer: ScrollViewPanGestureRecognizer
    /// The recognizer that delays content touches (UIKit's private delayed-touches-began one).
    public let contentTouchDelayRecognizer: ContentTouchDelayRecognizer

    /// What the offset is doing.
    public private(set) var motion: ScrollMotion = .idle
    /// The animation after the finger lifted, if one runs.
    private var animation: ScrollAnimation?
    private var dragStartOffset = Point.zero
    private var lockedAxis: Axis?
    /// A finger stopped an animation (caught a deceleration, a paging snap or a bounce) and has
    /// not dragged since: when it lifts, the content goes back within its limits and onto a page.
    private var caughtByTouch = false

    enum Axis { case horizontal, vertical }

    public init(id: String, frame: Rect, color: Color = .white, kind: ViewKind = .scrollView) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer(id: "\(id).pan")
        contentTouchDelayRecognizer = ContentTouchDelayRecognizer(id: "\(id).delay")
        super.init(id: id, kind: kind, frame: frame, color: color)
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(contentTouchDelayRecognizer)
        panGestureRecognizer.handler = { [weak self] r in self?.panChanged(r) }
    }

    /// UIKit's `contentOffset`: the bounds' origin.
    public var contentOffset: Point {
        get { bounds.origin }
        set { bounds = Rect(origin: newValue, size: bounds.size) }
    }

    /// UIKit's `isDragging`.
    public var isDragging: Bool { motion == .dragging }
    /// UIKit's `isDecelerating` (the paging snap and the bounce back count, as in UIKit).
    public var isDecelerating: Bool { motion == .decelerating || motion == .paging || motion == .bouncing }

    /// UIKit's `touchesShouldCancel(in:)`: whether the content view `view`, tracking the finger,
    /// may lose it to a scroll. Apple: true unless `view` is a `UIControl`. A scene's
    /// `touchesShouldCancel` key overrides it for every view.
    open func touchesShouldCancel(in view: View) -> Bool {
        if let forced = touchesShouldCancelOverride { return forced }
        if !touchesShouldCancelAllows.isEmpty {
            var v: View? = view
            while let current = v, current !== self {
                if touchesShouldCancelAllows.contains(current.id) { return true }
                v = current.superview
            }
        }
        return !(view is Control)
    }

    /// UIKit's `touchesShouldBegin(_:with:in:)`: whether the scroll view sends a touch that
    /// landed on content view `view` to it. Apple: true by default; false means "the scroll
    /// view doesn't send event messages to view". Asked when the touch would reach the view: at
    /// once without `delaysContentTouches`, after the delay with it.
    open func touchesShouldBegin(_ touches: [Touch], in view: View) -> Bool {
        if let forced = touchesShouldBeginOverride { return forced }
        guard !touchesShouldBeginRefuses.isEmpty else { return true }
        var v: View? = view
        while let current = v, current !== self {
            if touchesShouldBeginRefuses.contains(current.id) { return false }
            v = current.superview
        }
        return true
    }

    /// Whether the scroll view keeps `touch`, about to reach content view `view` with its
    /// `touchesBegan`, from it, and why (nil: it does not).
    override func refusal(of touch: Touch, to view: View) -> ContentTouchRefusal? {
        guard view !== self else { return nil }
        if touchesThatStoppedScrolling.contains(touch.id) { return .stoppedScrolling }
        return touchesShouldBegin([touch], in: view) ? nil : .touchesShouldBegin
    }

    // MARK: Limits

    /// The smallest offset (the top-left inset, negated).
    public var minimumOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }
    /// The largest offset at which the content's far edge (plus its inset) meets the bounds'.
    public var maximumOffset: Point {
        let lo = minimumOffset
        return Point(x: max(lo.x, contentSize.width + contentInset.right - bounds.width),
                     y: max(lo.y, contentSize.height + contentInset.bottom - bounds.height))
    }

    /// Whether the content (with its insets) is wider than the bounds.
    public var canScrollHorizontally: Bool { contentSize.width + contentInset.left + contentInset.right > bounds.width }
    /// Whether the content (with its insets) is taller than the bounds.
    public var canScrollVertically: Bool { contentSize.height + contentInset.top + contentInset.bottom > bounds.height }

    /// Whether a horizontal drag moves the content: it is wider than the bounds, or
    /// ``alwaysBounceHorizontal`` and ``bounces`` say so (UIKit).
    public var scrollsHorizontally: Bool { canScrollHorizontally || (bounces && alwaysBounceHorizontal) }
    /// Whether a vertical drag moves the content: it is taller than the bounds, or
    /// ``alwaysBounceVertical`` and ``bounces`` say so (UIKit).
    public var scrollsVertically: Bool { canScrollVertically || (bounces && alwaysBounceVertical) }

    /// `offset` clamped to the limits.
    public func clamped(_ offset: Point) -> Point {
        let lo = minimumOffset, hi = maximumOffset
        return Point(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// The offset a drag asks for, past the edges rubber-banded (``bounces``) or clamped.
    func resisted(_ proposed: Point) -> Point {
        let lo = minimumOffset, hi = maximumOffset
        func axis(_ v: Double, _ lo: Double, _ hi: Double, _ size: Double, _ scrolls: Bool) -> Double {
            guard scrolls else { return lo }
            if v >= lo && v <= hi { return v }
            guard bounces else { return min(max(v, lo), hi) }
            let over = v < lo ? lo - v : v - hi
            let c = ScrollParameters.rubberBandConstant
            let band = size > 0 ? (1 - 1 / (over * c / size + 1)) * size : 0
            return v < lo ? lo - band : hi + band
        }
        return Point(x: axis(proposed.x, lo.x, hi.x, bounds.width, scrollsHorizontally),
                     y: axis(proposed.y, lo.y, hi.y, bounds.height, scrollsVertically))
    }

    /// The inverse of ``resisted(_:)`` past an edge: the offset a drag would have to ask for to
    /// put the content at `offset` (which may lie past an edge, where a finger caught a bounce).
    /// A drag that starts there moves on from where the content is, without a jump.
    func unresisted(_ offset: Point) -> Point {
        guard bounces else { return offset }
        let lo = minimumOffset, hi = maximumOffset
        func axis(_ v: Double, _ lo: Double, _ hi: Double, _ size: Double) -> Double {
            guard size > 0, v < lo || v > hi else { return v }
            let band = min(v < lo ? lo - v : v - hi, size * 0.999)
            let over = size * (1 / (1 - band / size) - 1) / ScrollParameters.rubberBandConstant
            return v < lo ? lo - over : hi + over
        }
        return Point(x: axis(offset.x, lo.x, hi.x, bounds.width), y: axis(offset.y, lo.y, hi.y, bounds.height))
    }

    // MARK: Dragging

    private var trace: TraceRecorder? { window?.application?.trace }

    private func record(_ why: TraceChange.Scroll) {
        trace?.record(.viewChanged(view: id, change: .contentOffset(contentOffset, why)))
    }

    /// Records a `UIScrollViewDelegate` method (``TraceCallback``).
    private func call(_ kind: TraceCallback.Kind, offset: Point? = nil, velocity: Point? = nil, answer: String? = nil) {
        trace?.record(.callback(TraceCallback(kind, view: id, offset: offset, velocity: velocity, answer: answer)))
    }

    /// Whether the running animation began when a drag ended, so that its end is the
    /// `scrollViewDidEndDecelerating` of that drag (a touch that stops it cancels that).
    private var deceleratingAfterDrag = false

    /// The pan recognizer's handler: what UIKit's scroll view does on its pan's states.
    private func panChanged(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? ScrollViewPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            stopAnimation(at: pan.lastTime)
            caughtByTouch = false
            call(.scrollViewWillBeginDragging, offset: contentOffset)
            motion = .dragging
            dragStartOffset = unresisted(contentOffset)
            if keyboardDismissMode == .onDrag, let app = window?.application, app.isKeyboardShown {
                app.resignCurrentFirstResponder()
            }
            lockedAxis = nil
            if isDirectionalLockEnabled {
                let t = pan.translation
                let r = ScrollParameters.directionalLockRatio
                if abs(t.x) >= r * abs(t.y) { lockedAxis = .horizontal } else if abs(t.y) >= r * abs(t.x) { lockedAxis = .vertical }
            }
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            release(velocity: pan.releaseVelocity, at: pan.lastTime)
            if keyboardDismissMode == .interactive { dismissKeyboardInteractively(pan) }
        case .cancelled:
            release(velocity: .zero, at: pan.lastTime)
        default:
            break
        }
    }

    /// Moves the content with the finger: the offset is the start offset minus the translation.
    private func follow(_ pan: PanGestureRecognizer) {
        var t = pan.translation
        if lockedAxis == .horizontal { t.y = 0 }
        if lockedAxis == .vertical { t.x = 0 }
        let proposed = Point(x: dragStartOffset.x - t.x, y: dragStartOffset.y - t.y)
        let next = resisted(proposed)
        guard next != contentOffset else { return }
        contentOffset = next
        let outside = next != clamped(next)
        record(.dragging(pastEdge: outside))
    }

    /// The finger lifted with `velocity` (the finger's, points per second): page, bounce back,
    /// decelerate, or stop.
    private func release(velocity finger: Point, at time: Double) {
        var v = Point(x: -finger.x, y: -finger.y)
        if lockedAxis == .horizontal || !scrollsHorizontally { v.x = 0 }
        if lockedAxis == .vertical || !scrollsVertically { v.y = 0 }
        if isPagingEnabled {
            let target = pageTarget(velocity: v)
            endDragging(velocity: v, target: target, decelerates: target != contentOffset)
            guard target != contentOffset else {
                // Lifted exactly on a page: nothing to snap, no deceleration.
                motion = .idle
                record(.dragEndedWithoutFlick)
                return
            }
            start(ScrollAnimation(kind: .paging, start: time, from: contentOffset, to: target, velocity: .zero,
                                  duration: ScrollParameters.pagingAnimationDuration, rate: decelerationRate),
                  .paging(to: target, duration: ScrollParameters.pagingAnimationDuration))
            return
        }
        if contentOffset != clamped(contentOffset) {
            let target = clamped(contentOffset)
            endDragging(velocity: v, target: target, decelerates: true)
            start(ScrollAnimation(kind: .bouncing, start: time, from: contentOffset, to: target, velocity: .zero,
                                  duration: ScrollParameters.bounceBackDuration, rate: decelerationRate),
                  .bouncingBack(to: target))
            return
        }
        let speed = (v.x * v.x + v.y * v.y).squareRoot()
        guard speed >= ScrollParameters.minimumScrollVelocity else {
            endDragging(velocity: .zero, target: contentOffset, decelerates: false)
            motion = .idle
            record(.dragEndedWithoutFlick)
            return
        }
        var a = ScrollAnimation(kind: .decelerating, start: time, from: contentOffset, to: .zero, velocity: v,
                                duration: 0, rate: decelerationRate)
        a.to = clamped(a.unclampedEnd)
        let coasting = a.decelerationDuration(speed: speed)
        if bounces {
            let lo = minimumOffset, hi = maximumOffset
            a.bounceX = a.edgeBounce(from: a.from.x, velocity: v.x, lo: lo.x, hi: hi.x, size: bounds.width)
            a.bounceY = a.edgeBounce(from: a.from.y, velocity: v.y, lo: lo.y, hi: hi.y, size: bounds.height)
        }
        // The axes that coast to a stop take `coasting`; those that bounce off an edge end with
        // their spring.
        let coasts = (v.x != 0 && a.bounceX == nil) || (v.y != 0 && a.bounceY == nil)
        a.duration = max(coasts ? coasting : 0, a.bounceX?.end ?? 0, a.bounceY?.end ?? 0)
        endDragging(velocity: v, target: a.to, decelerates: true)
        guard let bounce = a.firstBounce else {
            start(a, .decelerating(speed: speed, to: a.to, duration: a.duration))
            return
        }
        start(a, .deceleratingIntoEdge(speed: speed, edgeTime: bounce.hitTime, peak: bounce.peak, to: a.to, duration: a.duration))
    }

    /// Where a paging scroll view comes to rest: the nearest page, or the next one in the flick's
    /// direction when the flick is fast (``ScrollParameters/pagingFlickVelocity``), always within
    /// the limits (UIKit never pages past the content): an axis that does not scroll, or whose
    /// bounds have no size (no page), goes back within them as a bounce back does. Without the
    /// clamp a drag lifted there left the content past its edge for good (found by the motion
    /// streams: a frame animated to zero height under a finger, a bounds origin set mid-drag).
    public func pageTarget(velocity v: Point) -> Point {
        func axis(_ offset: Double, _ startOffset: Double, _ page: Double, _ v: Double, _ lo: Double, _ hi: Double) -> Double {
            guard page > 0 else { return offset }
            let p = offset / page
            var index: Double
            if v > ScrollParameters.pagingFlickVelocity { index = p.rounded(.up) }
            else if v < -ScrollParameters.pagingFlickVelocity { index = p.rounded(.down) }
            else { index = p.rounded() }
            // One drag turns at most one page.
            let startIndex = (startOffset / page).rounded()
            index = min(max(index, startIndex - 1), startIndex + 1)
            let first = (lo / page).rounded(.up), last = max(first, (hi / page).rounded(.down))
            index = min(max(index, first), last)
            return index * page
        }
        let lo = minimumOffset, hi = maximumOffset, o = contentOffset, s = dragStartOffset
        return clamped(Point(x: scrollsHorizontally ? axis(o.x, s.x, bounds.width, v.x, lo.x, hi.x) : o.x,
                             y: scrollsVertically ? axis(o.y, s.y, bounds.height, v.y, lo.y, hi.y) : o.y))
    }

    // MARK: Animations on the input clock

    private func start(_ a: ScrollAnimation, _ what: TraceChange.ScrollStart) {
        begin(a, .dragEnded(what))
        deceleratingAfterDrag = true
        call(.scrollViewWillBeginDecelerating, offset: contentOffset)
    }

    /// The delegate's end of a drag: `scrollViewWillEndDragging` with the velocity (the
    /// content's, points per second) and where the content will rest, then
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    private func endDragging(velocity: Point, target: Point, decelerates: Bool) {
        call(.scrollViewWillEndDragging, offset: target, velocity: velocity)
        var c = TraceCallback(.scrollViewDidEndDragging, view: id, offset: contentOffset)
        c.willDecelerate = decelerates
        trace?.record(.callback(c))
    }

    /// `keyboardDismissMode = .interactive`: the keyboard follows a drag down into it; TouchScope
    /// models where it ends: a drag that lifts over the keyboard moving down dismisses it, any
    /// other leaves it up (UIKit's own threshold is not documented).
    private func dismissKeyboardInteractively(_ pan: ScrollViewPanGestureRecognizer) {
        guard let app = window?.application, app.isKeyboardShown, let keyboard = app.keyboardWindow else { return }
        let screen = localToScreen.apply(pan.location(in: self))
        guard screen.y >= keyboard.frame.minY, pan.releaseVelocity.y > 0 else { return }
        app.resignCurrentFirstResponder()
    }

    private func begin(_ a: ScrollAnimation, _ why: TraceChange.Scroll) {
        animation = a
        motion = a.kind.motion
        record(why)
        window?.application?.animator.add(self)
    }

    /// A finger landed on the scroll view (its pan recognizer saw `touches` begin) at `time`: a
    /// running animation stops where it is, and those touches never reach the content (UIKit:
    /// a touch that stops a scroll is not a tap on what is under it).
    func touchesLanded(_ touches: [Touch], at time: Double) {
        touchesThatStoppedScrolling = touchesThatStoppedScrolling.filter { id in
            window?.application?.activeTouches.contains { $0.id == id } ?? false
        }
        guard animation != nil else { return }
        stopAnimation(at: time)
        for t in touches { touchesThatStoppedScrolling.insert(t.id) }
    }

    /// Stops a running animation where it is at `time` (a finger touched the scroll view).
    public func stopAnimation(at time: Double) {
        guard let a = animation else { return }
        animation = nil
        contentOffset = a.offset(at: time)
        let was = motion
        motion = .idle
        caughtByTouch = true
        record(.stoppedByTouch(was))
        if deceleratingAfterDrag {
            // Reported for iOS 13 and later; earlier versions did not call it (docs/undecided.md).
            trace?.record(.undecided(.decelerationStoppedByTouch, view: id, touch: nil))
            call(.scrollViewDidEndDecelerating, offset: contentOffset)
        }
        deceleratingAfterDrag = false
    }

    /// The finger that stopped an animation lifted (or was cancelled) without dragging: as
    /// UIKit's scroll view does, the content springs back within its limits (a bounce caught
    /// past the edge) or, when paging, finishes on the nearest page (a snap caught half-way).
    /// Without this a caught bounce stayed past the edge for good (found by the motion streams).
    func settleAfterCaughtTouch(at time: Double) {
        guard caughtByTouch else { return }
        caughtByTouch = false
        guard motion == .idle, animation == nil else { return }
        if isPagingEnabled {
            let target = pageTarget(velocity: .zero)
            guard target != contentOffset else { return }
            begin(ScrollAnimation(kind: .paging, start: time, from: contentOffset, to: target, velocity: .zero,
                                  duration: ScrollParameters.pagingAnimationDuration, rate: decelerationRate),
                  .liftedWithoutDrag(.paging(to: target, duration: ScrollParameters.pagingAnimationDuration)))
            return
        }
        let target = clamped(contentOffset)
        guard target != contentOffset else { return }
        begin(ScrollAnimation(kind: .bouncing, start: time, from: contentOffset, to: target, velocity: .zero,
                              duration: ScrollParameters.bounceBackDuration, rate: decelerationRate),
              .liftedWithoutDrag(.bouncingBack(to: target)))
    }

    /// When the running animation ends, if one runs.
    public var animationEnd: Double? { animation.map { $0.start + $0.duration } }

    /// Moves the animation to `time`; returns false once it has finished (recorded at its end).
    func advanceAnimation(to time: Double) -> Bool {
        guard var a = animation else { return false }
        let end = a.start + a.duration
        if let bounce = a.firstBounce, !a.reachedEdge, time >= a.start + bounce.hitTime {
            // The deceleration reached the edge: from here the spring carries it past and back.
            let hit = a.start + bounce.hitTime
            let before = trace?.time
            trace?.time = hit
            a.reachedEdge = true
            animation = a
            motion = .bouncing
            contentOffset = a.offset(at: hit)
            record(.reachedEdge(speed: abs(bounce.hitVelocity), peak: bounce.peak))
            if let before { trace?.time = max(before, hit) }
        }
        if time >= end {
            let before = trace?.time
            trace?.time = end
            contentOffset = a.to
            animation = nil
            let was = motion
            motion = .idle
            record(.ended(was))
            if deceleratingAfterDrag { call(.scrollViewDidEndDecelerating, offset: contentOffset) }
            deceleratingAfterDrag = false
            if let before { trace?.time = max(before, end) }
            return false
        }
        let p = a.offset(at: time)
        if p != contentOffset { contentOffset = p }
        return true
    }
}

/// One animation of a scroll view's offset after the finger lifted.
struct ScrollAnimation {
    enum Kind {
        case decelerating, paging, bouncing
        var motion: ScrollMotion {
            switch self {
            case .decelerating: return .decelerating
            case .paging: return .paging
            case .bouncing: return .bouncing
            }
        }
    }
    var kind: Kind
    var start: Double
    var from: Point
    var to: Point
    /// Content velocity at the start (deceleration), points per second.
    var velocity: Point
    var duration: Double
    var rate: Double
    /// A deceleration that reaches the left or right edge with `bounces`: the spring past it.
    var bounceX: EdgeBounce?
    /// A deceleration that reaches the top or bottom edge with `bounces`: the spring past it.
    var bounceY: EdgeBounce?
    /// Whether the trace has said that the deceleration reached the edge.
    var reachedEdge = false

    /// The edge spring that starts first, if one does.
    var firstBounce: EdgeBounce? {
        [bounceX, bounceY].compactMap { $0 }.min { $0.hitTime < $1.hitTime }
    }

    /// `1000 ln(rate)`: the velocity decays as `exp(k t)`.
    private var k: Double { 1000 * log(rate) }

    /// Where an unlimited deceleration would stop: `from - velocity / k`.
    var unclampedEnd: Point { Point(x: from.x - velocity.x / k, y: from.y - velocity.y / k) }

    /// How long a deceleration from `speed` lasts until the speed falls below the minimum.
    func decelerationDuration(speed: Double) -> Double {
        guard speed > ScrollParameters.minimumScrollVelocity else { return 0 }
        return log(ScrollParameters.minimumScrollVelocity / speed) / k
    }

    /// The spring past an edge for one axis of this deceleration (starting at `x0` with velocity
    /// `v`, limits `lo`...`hi`), or nil when it comes to rest within the limits or the spring
    /// would not go ``ScrollParameters/edgeBounceRestDistance`` past the edge.
    func edgeBounce(from x0: Double, velocity v: Double, lo: Double, hi: Double, size: Double) -> EdgeBounce? {
        guard v != 0 else { return nil }
        let unlimited = x0 - v / k
        let edge: Double
        if v > 0 && unlimited > hi { edge = hi } else if v < 0 && unlimited < lo { edge = lo } else { return nil }
        // x0 + v (e^{kt} - 1) / k = edge.
        let hitTime = log(1 + k * (edge - x0) / v) / k
        guard hitTime.isFinite, hitTime >= 0 else { return nil }
        let bounce = EdgeBounce(edge: edge, hitTime: hitTime, hitVelocity: v * exp(k * hitTime), size: size)
        return bounce.peak > ScrollParameters.edgeBounceRestDistance ? bounce : nil
    }

    /// The offset at `time`.
    func offset(at time: Double) -> Point {
        let t = min(max(0, time - start), duration)
        switch kind {
        case .decelerating:
            // x(t) = x0 + v0 (e^{kt} - 1) / k, clamped to the rest point's side of each edge;
            // past an edge, the edge spring.
            let f = (exp(k * t) - 1) / k
            func axis(_ x0: Double, _ v: Double, _ end: Double, _ bounce: EdgeBounce?) -> Double {
                if let b = bounce, t >= b.hitTime { return b.offset(after: t - b.hitTime) }
                let x = x0 + v * f
                return v >= 0 ? min(x, end) : max(x, end)
            }
            return Point(x: axis(from.x, velocity.x, to.x, bounceX), y: axis(from.y, velocity.y, to.y, bounceY))
        case .paging, .bouncing:
            // Eased out (cubic).
            let u = duration > 0 ? t / duration : 1
            let e = 1 - pow(1 - u, 3)
            return Point(x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e)
        }
    }
}

/// One axis of a deceleration that reaches an edge with `bounces`: from the edge, a critically
/// damped spring (``ScrollParameters/edgeBounceFrequency``) carries the offset past it and back.
/// The spring's displacement is rubber-banded as a drag past the edge is
/// (``ScrollParameters/rubberBandConstant``, over the bounds' size on that axis), so the content
/// never goes a whole bounds' size past the edge: a flick reaching the edge at 1,000 pt/s on a
/// 370-point feed goes about 19 pt past it, one at 9,000 pt/s about 120 pt (unbanded: 37 and 331).
struct EdgeBounce: Equatable {
    /// The edge's offset (the limit the deceleration reaches).
    var edge: Double
    /// When the deceleration reaches the edge, seconds after it started.
    var hitTime: Double
    /// The content's velocity there (points per second; the sign says which edge).
    var hitVelocity: Double
    /// The bounds' size on this axis, over which the displacement is rubber-banded (0: not banded).
    var size: Double = 0

    private var omega: Double { ScrollParameters.edgeBounceFrequency }

    /// The spring's own displacement `d`, rubber-banded: `(1 - 1 / (|d| c / size + 1)) · size`.
    private func banded(_ d: Double) -> Double {
        guard size > 0 else { return d }
        let band = (1 - 1 / (abs(d) * ScrollParameters.rubberBandConstant / size + 1)) * size
        return d < 0 ? -band : band
    }

    /// The spring's displacement `tau` seconds after the edge, before banding: `v τ e^(−ω τ)`.
    private func spring(after tau: Double) -> Double { hitVelocity * tau * exp(-omega * tau) }

    /// How far past the edge the content goes at most: the spring's `|v| / (ω e)`, banded.
    var peak: Double { abs(banded(abs(hitVelocity) / (omega * exp(1)))) }

    /// The offset `tau` seconds after the edge: the edge plus the banded spring.
    func offset(after tau: Double) -> Double {
        edge + banded(spring(after: tau))
    }

    /// How long after the edge the spring is back within
    /// ``ScrollParameters/edgeBounceRestDistance`` (after its furthest point; found by bisection,
    /// so the same on every machine).
    var settleTime: Double {
        let rest = ScrollParameters.edgeBounceRestDistance
        func past(_ tau: Double) -> Double { abs(banded(spring(after: tau))) }
        var lo = 1 / omega, hi = 1 / omega
        while past(hi) > rest { hi *= 2 }
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if past(mid) > rest { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// When the spring ends, seconds after the deceleration started.
    var end: Double { hitTime + settleTime }
}

/// Runs the scroll views' animations on the application's input clock.
public final class ScrollAnimator {
    /// How often the window should redraw while something animates (60 frames per second).
    public static let frameInterval = 1.0 / 60.0
    private var running: [ScrollView] = []
    private var lastTime = 0.0

    /// Whether anything animates.
    public var isAnimating: Bool { !running.isEmpty }

    /// The next time the window should wake: the next frame, or an animation's end if sooner.
    public var nextDeadline: Double? {
        guard !running.isEmpty else { return nil }
        let end = running.compactMap(\.animationEnd).min() ?? lastTime
        return min(lastTime + Self.frameInterval, end)
    }

    /// The time the last animation ends (scripts run until then).
    public var lastEnd: Double? { running.compactMap(\.animationEnd).max() }

    func add(_ view: ScrollView) {
        if !running.contains(where: { $0 === view }) { running.append(view) }
    }

    /// Moves every animation to `time`.
    public func advance(to time: Double) {
        lastTime = max(lastTime, time)
        guard !running.isEmpty else { return }
        // Those ending first record first.
        for v in running.sorted(by: { ($0.animationEnd ?? 0) < ($1.animationEnd ?? 0) }) {
            if !v.advanceAnimation(to: time) { running.removeAll { $0 === v } }
        }
    }
}
