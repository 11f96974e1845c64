/// A touch's phase (UIKit's `UITouch.Phase`).
public enum TouchPhase: String, Sendable, Hashable, CaseIterable {
    case began, moved, stationary, ended, cancelled

    /// The responder method this phase is delivered to, if any (stationary touches are not).
    public var responderPhase: ResponderPhase? {
        switch self {
        case .began: return .began
        case .moved: return .moved
        case .ended: return .ended
        case .cancelled: return .cancelled
        case .stationary: return nil
        }
    }

    public var isTerminal: Bool { self == .ended || self == .cancelled }
}

/// One finger on the screen for its whole life (UIKit's `UITouch`).
///
/// The hit view found when the touch began stays the touch's `view` until it ends, even after
/// the finger leaves it.
public final class Touch {
    /// Counts up from 1 in the order touches begin.
    public let id: Int
    public let finger: FingerID
    public internal(set) var phase: TouchPhase
    /// Where the touch is, in screen (canvas) points.
    public internal(set) var screenLocation: Point
    public internal(set) var previousScreenLocation: Point
    /// Where the touch began, in screen points.
    public let startScreenLocation: Point
    public internal(set) var timestamp: Double
    /// Quick successive taps at about the same place: 1, 2, 3...
    public let tapCount: Int
    /// The hit-tested view, fixed for the touch's life (nil when no view was hit).
    public let view: View?
    public let window: Window?
    /// The gesture recognizers of the hit view and all its ancestors (the window included),
    /// collected when the touch began; they get the touch before the view.
    public internal(set) var gestureRecognizers: [GestureRecognizer]

    /// Whether the hit view was sent this touch's began (false when multiple touch or an
    /// exclusive touch kept it from the view).
    public internal(set) var isDeliveredToView = false
    /// How many terminal phases (ended / cancelled) were delivered to the view: 0 or 1.
    public internal(set) var terminalDeliveries = 0
    /// The undecided choices its trace has already noted (``UndecidedChoice``): each once.
    var notedUndecided: Set<UndecidedChoice> = []

    init(id: Int, finger: FingerID, location: Point, timestamp: Double, tapCount: Int, view: View?, window: Window?) {
        self.id = id
        self.finger = finger
        self.phase = .began
        self.screenLocation = location
        self.previousScreenLocation = location
        self.startScreenLocation = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
        self.gestureRecognizers = []
        var v = view
        while let current = v {
            gestureRecognizers.append(contentsOf: current.gestureRecognizers)
            v = current.superview
        }
    }

    /// The location in `view`'s space (`nil`: the touch's window's space).
    public func location(in view: View?) -> Point { convertFromScreen(screenLocation, to: view) }

    /// The previous location in `view`'s space (`nil`: the touch's window's space).
    public func previousLocation(in view: View?) -> Point { convertFromScreen(previousScreenLocation, to: view) }

    private func convertFromScreen(_ p: Point, to target: View?) -> Point {
        guard let target = target ?? window else { return p }
        guard let inv = target.localToScreen.inverted() else { return p }
        return inv.apply(p)
    }
}
