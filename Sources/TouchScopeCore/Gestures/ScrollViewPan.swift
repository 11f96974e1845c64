/// A scroll view's own pan recognizer (UIKit's `UIScrollViewPanGestureRecognizer`, the scroll
/// view's `panGestureRecognizer`), id `ID.pan`.
///
/// It is a pan (10-point threshold) with two more rules before it begins, both UIKit's:
/// - It does not begin along an axis its scroll view cannot scroll (the content fits, and no
///   `alwaysBounceHorizontal` / `alwaysBounceVertical` with `bounces` asks it to): the drag
///   is left to the recognizers of the views around it. That is how perpendicular nested
///   scroll views share drags (a vertical drag on a horizontal scroller scrolls the vertical
///   one around it). The axis is the one the finger moved most along.
/// - A content view that already tracks the finger (it got `touchesBegan`) must be given up:
///   with `canCancelContentTouches` false, or ``ScrollView/touchesShouldCancel(in:)`` false (a
///   control, by default), the scroll does not begin (Apple: "the scroll view doesn't scroll
///   regardless of finger movement once the content view starts tracking").
/// When it begins, `cancelsTouchesInView` gives that content view `touchesCancelled` (a
/// control sends `touchCancel`).
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    /// The time of the last touch it saw (for the animation that starts when it ends).
    public private(set) var lastTime = 0.0
    private var lastMoveTime = 0.0

    /// The velocity the scroll view keeps when the finger lifts: the pan's, or zero when the
    /// finger rested longer than ``ScrollParameters/restBeforeLiftDuration`` before lifting.
    public var releaseVelocity: Point {
        lastTime - lastMoveTime > ScrollParameters.restBeforeLiftDuration ? .zero : velocity
    }

    override public var kindName: String { "pan" }

    override public func touchesBegan(_ touches: [Touch], at time: Double) {
        lastTime = time
        // A finger on a decelerating scroll view stops it, and is not a tap on the content (UIKit).
        (view as? ScrollView)?.touchesLanded(touches, at: time)
        super.touchesBegan(touches, at: time)
    }

    override public func touchesMoved(_ touches: [Touch], at time: Double) {
        lastTime = time
        lastMoveTime = time
        super.touchesMoved(touches, at: time)
    }

    override public func touchesEnded(_ touches: [Touch], at time: Double) {
        lastTime = time
        super.touchesEnded(touches, at: time)
    }

    /// Its touches are over: a scroll view it caught without dragging settles (bounce back,
    /// nearest page), at the clock's time.
    override public func reset() {
        super.reset()
        guard let scrollView = view as? ScrollView else { return }
        scrollView.settleAfterCaughtTouch(at: max(lastTime, scrollView.window?.application?.animations.time ?? lastTime))
    }

    override func refusalToBegin() -> GestureRuleReason? {
        guard let scrollView = view as? ScrollView else { return nil }
        let t = translation
        let horizontal = abs(t.x) >= abs(t.y)
        if horizontal && !scrollView.scrollsHorizontally { return .cannotScroll(axis: "horizontally") }
        if !horizontal && !scrollView.scrollsVertically { return .cannotScroll(axis: "vertically") }
        for touch in self.touches where touch.isDeliveredToView && !touch.phase.isTerminal {
            guard let content = touch.view, content !== scrollView else { continue }
            if !scrollView.canCancelContentTouches { return .contentTouchesNotCancellable(view: content.id) }
            if !scrollView.touchesShouldCancel(in: content) { return .touchesShouldCancelRefused(view: content.id) }
        }
        return nil
    }
}

/// The recognizer that holds `touchesBegan` back from a scroll view's content while the scroll
/// view finds out whether the touch is a scroll (UIKit's private
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`; the scroll view's `delaysContentTouches`
/// enables it), id `ID.delay`.
///
/// It never recognizes: it has `delaysTouchesBegan` and fails after
/// ``ScrollParameters/contentTouchDelay``, or when the finger lifts first, or when the pan
/// recognizes (prevented by it); the held-back `touchesBegan` then reaches the content (at once
/// when the finger lifted first, followed by its `touchesEnded`), or, when a scroll took the
/// touch, never.
public final class ContentTouchDelayRecognizer: GestureRecognizer {
    /// How long the content waits (``ScrollParameters/contentTouchDelay``).
    public var delay = ScrollParameters.contentTouchDelay

    override public init(id: String) {
        super.init(id: id)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override public var kindName: String { "delayedTouchesBegan" }

    override public func touchesBegan(_ touches: [Touch], at time: Double) {
        if state == .possible && deadline == nil { setDeadline(time + delay) }
    }

    override public func touchesEnded(_ touches: [Touch], at time: Double) {
        if state == .possible && numberOfTouches == 0 { fail(.liftedBeforeContentDelay(delay: delay)) }
    }

    override public func timeReached(_ time: Double) {
        fail(.contentDelayPassed(delay: delay))
    }

    /// It never recognizes, so it never prevents anything.
    override public func canPrevent(_ other: GestureRecognizer) -> Bool { false }
}
