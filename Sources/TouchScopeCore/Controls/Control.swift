/// A control event (UIKit's `UIControl.Event`), in UIKit's bit order, which is the order
/// several events sent together are delivered in.
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel
}

/// Where a control's action goes.
public enum ActionTarget {
    /// A specific responder (`addTarget(responder, ...)`).
    case responder(Responder)
    /// `nil`: the first responder that implements the action, searching up the chain from the
    /// first responder (or from the control when there is none).
    case firstResponder
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
/// While tracking, "inside" means within the bounds grown by
/// ``DispatchParameters/controlTrackingTolerance`` on every side (iOS uses about 70 points; Apple
/// does not document it). Controls do not forward touches up the responder chain.
///
/// - Note: A disabled control is still returned by hit-testing (Apple's hit-testing rules do not
///   mention `isEnabled`), but it does not track: its touches go up the responder chain as a
///   plain view's would. This matches what one sees in UIKit (a tap on a disabled button in a
///   cell reaches the cell).
open class Control: View {
    public var isEnabled = true
    public internal(set) var isHighlighted = false
    public internal(set) var isTracking = false
    public internal(set) var isTouchInside = false
    public var actions: [ControlAction] = []
    /// The touch being tracked (a control tracks one touch).
    public internal(set) weak var trackedTouch: Touch?

    override public init(id: String, kind: ViewKind = .button, frame: Rect, color: Color = .white) {
        super.init(id: id, kind: kind, frame: frame, color: color)
    }

    /// UIKit's `addTarget(_:action:for:)`.
    public func addAction(_ action: String, target: ActionTarget, for event: ControlEvent) {
        actions.append(ControlAction(on: event, action: action, target: target))
    }

    func isInsideWithTolerance(_ touch: Touch, tolerance: Double) -> Bool {
        bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(touch.location(in: self))
    }
}
