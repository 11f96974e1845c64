/// A control event (UIKit's `UIControl.Event`), in UIKit's bit order, which is the order
/// several events sent together are delivered in.
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel
    /// The control's value changed (a slider moved, a switch flipped, a segment was selected).
    case valueChanged
    /// A text field became the first responder, its text changed, it resigned, or its return
    /// key ended editing (``TextField``).
    case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit
}

/// Where a control's action goes.
///
/// Held weakly, as UIKit's controls hold their targets ("the control does not retain the object
/// in the target parameter", `addTarget(_:action:for:)`): a target that goes away makes the
/// action nil-targeted, and a control targeting its own application or window makes no cycle.
public struct ActionTarget {
    private weak var object: Responder?
    private let explicit: Bool

    /// A specific responder (`addTarget(responder, ...)`).
    public static func responder(_ responder: Responder) -> ActionTarget { ActionTarget(object: responder, explicit: true) }
    /// `nil`: the first responder that implements the action, searching up the chain from the
    /// first responder (or from the control when there is none).
    public static var firstResponder: ActionTarget { ActionTarget(object: nil, explicit: false) }

    /// The explicit target, while it exists (nil: the action searches the responder chain).
    public var responder: Responder? { explicit ? object : nil }
}

/// One registered target-action pair.
public struct ControlAction {
    public var event: ControlEvent
    public var action: String
    public var target: ActionTarget

    public init(on event: ControlEvent, action: String, target: ActionTarget) {
        self.event = event; self.action = action; self.target = target
    }
}

/// A view that tracks touches and sends actions (UIKit's `UIControl`; `UIButton` is one).
///
/// Its touches methods do UIControl's work: ``touchesBegan(_:with:)`` starts tracking the first
/// touch (``beginTracking(_:with:)``) and sends `touchDown` (and `touchDownRepeat`), moves call
/// ``continueTracking(_:with:)`` and send the drag events, the end calls
/// ``endTracking(_:with:)`` and sends `touchUpInside` or `touchUpOutside`, a cancel calls
/// ``cancelTracking(with:)`` and sends `touchCancel`. A subclass overrides the tracking methods as
/// in UIKit; returning false from `beginTracking` or `continueTracking` stops tracking: no more
/// control events for that touch, and no `endTracking`.
///
/// While tracking, "inside" means within the bounds grown by
/// ``DispatchParameters/controlTrackingTolerance`` on every side (iOS uses about 70 points; Apple
/// does not document it). Controls do not forward touches up the responder chain, unless a
/// scene's override of a touches method does not call `super` (``TouchBehaviour/handle``): then
/// UIControl's work does not happen for that phase.
///
/// - Note: A disabled control is still returned by hit-testing (Apple's hit-testing rules do not
///   mention `isEnabled`), but it does not track: its touches go up the responder chain as a
///   plain view's would. This matches what one sees in UIKit (a tap on a disabled button in a
///   cell reaches the cell).
/// - Note: A touch that begins while the tracked touch's end is still held back by a recognizer
///   (`delaysTouchesEnded`) replaces it; the held-back end then sends nothing.
/// - Note: UIKit does not document whether `endTracking` follows a `continueTracking` that
///   returned false; TouchScope does not call it.
open class Control: View {
    /// Disabling a control that is tracking a touch stops the tracking at once
    /// (`cancelTracking(with:)`, no longer highlighted, no control event): a disabled control
    /// ignores touch events (Apple, `isEnabled`), so the touch's end sends no touchUpInside. The
    /// touch itself still belongs to the control's view (UIKit's `UITouch.view`).
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled, trackedTouch != nil else { return }
            if isTracking { cancelTracking(with: nil) }
            stopTracking()
        }
    }
    /// UIKit's `isHighlighted`: true while a tracked touch is inside (with the tolerance). Each
    /// change is traced (`control ID: highlighted = true`).
    ///
    /// - Note: Apple says controls set and clear it "when a touch enters and exits during
    ///   tracking and when there is a touch up", so it follows the tracking: on once
    ///   `beginTracking` has returned true (a control that does not track a touch is not
    ///   highlighted), off when the touch leaves, ends or is cancelled, and off when
    ///   `continueTracking` returns false (tracking is over; Apple does not say). Apple does not
    ///   give its order with the control events: TouchScope changes it just before them.
    public var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            (dispatcher ?? window?.application)?.trace?.record(.controlHighlighted(control: id, highlighted: isHighlighted))
        }
    }
    /// UIKit's `isTracking`: true from a successful ``beginTracking(_:with:)`` until the touch
    /// ends, is cancelled, or ``continueTracking(_:with:)`` returns false.
    public private(set) var isTracking = false
    /// UIKit's `isTouchInside`: whether the tracked touch is inside (with the tolerance).
    public private(set) var isTouchInside = false
    public var actions: [ControlAction] = []
    /// The touch being tracked (a control tracks one touch), from its began to its end.
    public private(set) weak var trackedTouch: Touch?
    /// The application that dispatches the tracked touch (where control events are sent).
    private weak var dispatcher: Application?
    /// Its ``DispatchParameters/controlTrackingTolerance``, read once when tracking begins.
    private var tolerance = DispatchParameters().controlTrackingTolerance
    /// Set by a subclass's ``endTracking(_:with:)``: send `valueChanged` with the touch-up
    /// events (after them: events sent together go in UIKit's bit order).
    var valueChangedAtEnd = false

    override public init(id: String, kind: ViewKind = .button, frame: Rect, color: Color = .white) {
        super.init(id: id, kind: kind, frame: frame, color: color)
    }

    /// UIKit's `addTarget(_:action:for:)`.
    public func addAction(_ action: String, target: ActionTarget, for event: ControlEvent) {
        actions.append(ControlAction(on: event, action: action, target: target))
    }

    /// UIKit's `sendActions(for:)`: records the event and sends every action registered for it.
    public func sendActions(for controlEvent: ControlEvent) {
        (dispatcher ?? window?.application)?.sendActions(self, controlEvent)
    }

    /// The control's value, as the trace shows it (a slider's value, a switch's isOn as 0 or 1,
    /// a segmented control's selected index). Nil for a button.
    open var traceValue: (name: String, value: Double)? { nil }

    /// Records the new value and sends `valueChanged`.
    func sendValueChanged(via app: Application? = nil) {
        guard let application = app ?? dispatcher ?? window?.application else { return }
        if let v = traceValue { application.trace?.record(.controlValue(control: id, name: v.name, value: v.value)) }
        application.sendActions(self, .valueChanged)
    }

    // MARK: Tracking (what a subclass overrides)

    /// UIKit's `beginTracking(_:with:)`: a touch began on the control. Return false to not track
    /// it. The default returns true.
    open func beginTracking(_ touch: Touch, with event: Event) -> Bool { true }
    /// UIKit's `continueTracking(_:with:)`: the tracked touch moved (``isTouchInside`` is already
    /// updated). Return false to stop tracking it. The default returns true.
    open func continueTracking(_ touch: Touch, with event: Event) -> Bool { true }
    /// UIKit's `endTracking(_:with:)`: the tracked touch ended. The default does nothing.
    open func endTracking(_ touch: Touch?, with event: Event?) {}
    /// UIKit's `cancelTracking(with:)`: the tracked touch was cancelled. The default does nothing.
    open func cancelTracking(with event: Event?) {}

    // MARK: UIControl's touches methods

    /// A control handles its touches itself (and does not forward them) while it is enabled,
    /// unless the phase's scripted override does not call `super`.
    override open func effectiveTouchBehaviour(for phase: ResponderPhase) -> TouchBehaviour {
        takesTouches(phase) ? .handle : touchBehaviour(for: phase)
    }

    private func takesTouches(_ phase: ResponderPhase) -> Bool {
        isEnabled && touchBehaviour(for: phase) != .handle
    }

    override open func touchesBegan(_ touches: [Touch], with event: Event) {
        reachedDefaultTouches = true   // a Swift subclass's `super` call got here
        guard takesTouches(.began), let touch = touches.first else { return }
        // A control tracks one finger. A touch whose finger has lifted, and whose end a
        // recognizer holds back (delaysTouchesEnded: the first tap of a double tap), is over:
        // the next touch is tracked, so the second tap sends touchDown and touchDownRepeat.
        if let old = trackedTouch, !old.phase.isTerminal { return }
        trackedTouch = touch
        dispatcher = touch.window?.application ?? window?.application
        if let dispatcher { tolerance = dispatcher.parameters.controlTrackingTolerance }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat) }
    }

    override open func touchesMoved(_ touches: [Touch], with event: Event) {
        reachedDefaultTouches = true   // a Swift subclass's `super` call got here
        guard takesTouches(.moved), let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let wasInside = isTouchInside
        let inside = isInsideWithTolerance(touch)
        isTouchInside = inside
        guard isTracking else { return }
        isHighlighted = inside
        guard continueTracking(touch, with: event) else {
            isTracking = false
            isHighlighted = false
            return
        }
        guard let application = dispatcher else { return }
        application.sendActions(self, inside ? .touchDragInside : .touchDragOutside)
        if inside && !wasInside { application.sendActions(self, .touchDragEnter) }
        if !inside && wasInside { application.sendActions(self, .touchDragExit) }
    }

    override open func touchesEnded(_ touches: [Touch], with event: Event) {
        reachedDefaultTouches = true   // a Swift subclass's `super` call got here
        guard takesTouches(.ended), let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let inside = isInsideWithTolerance(touch)
        isTouchInside = inside
        let wasTracking = isTracking
        valueChangedAtEnd = false
        if wasTracking { endTracking(touch, with: event) }
        let application = dispatcher
        let valueChanged = valueChangedAtEnd
        valueChangedAtEnd = false
        stopTracking()
        if wasTracking { application?.sendActions(self, inside ? .touchUpInside : .touchUpOutside) }
        if wasTracking && valueChanged, let application { sendValueChanged(via: application) }
    }

    override open func touchesCancelled(_ touches: [Touch], with event: Event) {
        reachedDefaultTouches = true   // a Swift subclass's `super` call got here
        guard takesTouches(.cancelled), let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let wasTracking = isTracking
        if wasTracking { cancelTracking(with: event) }
        let application = dispatcher
        stopTracking()
        if wasTracking { application?.sendActions(self, .touchCancel) }
    }

    /// The touch is over: nothing tracked, highlighted or inside.
    private func stopTracking() {
        isHighlighted = false
        trackedTouch = nil
        dispatcher = nil
        isTracking = false
        isTouchInside = false
    }

    private func isInsideWithTolerance(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(touch.location(in: self))
    }

    /// A control's default action beats a single-tap, single-touch recognizer on one of its
    /// ancestors (UIKit, iOS 6 and later), while the control is enabled.
    override open func preventsAncestorGesture(_ recognizer: GestureRecognizer) -> Bool {
        guard isEnabled, let tap = recognizer as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
