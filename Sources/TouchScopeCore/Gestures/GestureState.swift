/// A gesture recognizer's state (UIKit's `UIGestureRecognizer.State`).
public enum GestureState: String, Sendable, Hashable, CaseIterable {
    case possible, began, changed, ended, failed, cancelled

    /// Whether the recognizer has finished (and resets to possible once its touches are over).
    public var isFinished: Bool { self == .ended || self == .failed || self == .cancelled }
    /// Whether the recognizer has recognized its gesture (began, changed, or ended).
    public var hasRecognized: Bool { self == .began || self == .changed || self == .ended }

    /// Whether `from -> to` is a valid transition. Discrete recognizers go possible -> ended
    /// (recognized) or failed; continuous ones possible -> began -> changed* -> ended or
    /// cancelled, or possible -> failed. Any finished state returns to possible on reset.
    public static func isValid(from: GestureState, to: GestureState, continuous: Bool) -> Bool {
        switch (from, to) {
        case (.possible, .failed): return true
        case (.possible, .ended): return !continuous
        case (.possible, .began): return continuous
        case (.began, .changed), (.changed, .changed): return continuous
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled): return continuous
        case (.ended, .possible), (.failed, .possible), (.cancelled, .possible): return true
        default: return false
        }
    }
}

/// The delegate a recognizer consults (UIKit's `UIGestureRecognizerDelegate`).
public protocol GestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// UIKit's `gestureRecognizer(_:shouldRequireFailureOf:)`: true makes `recognizer` wait for
    /// `other` to fail, as `require(toFail:)` does, for this gesture.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// UIKit's `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: true makes `other` wait for
    /// `recognizer` to fail.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
}

/// A delegate that can say, in words for the trace, why it did not let a recognizer receive a touch.
public protocol ExplainsShouldReceive {
    func whyNotReceived(_ touch: Touch, by recognizer: GestureRecognizer) -> String
}

/// A scene's answers to the delegate's questions (the gesture keys `simultaneousWith`,
/// `shouldBegin`, `shouldReceive`, `shouldRequireFailureOf`, `shouldBeRequiredToFailBy`).
public final class SceneGestureDelegate: GestureRecognizerDelegate, ExplainsShouldReceive {
    public var simultaneousWith: Set<String> = []
    public var shouldBegin = true
    /// False: no touch is received.
    public var receivesTouches = true
    /// Touches whose hit view is one of these views, or inside one, are not received.
    public var refusesTouchesIn: Set<String> = []
    /// `!(touch.view is UIControl)`: touches on controls are not received (the usual fix for a
    /// tap recognizer that would take a button's touches).
    public var refusesControls = false
    /// `touch.view === recognizer.view`: only touches hit-tested to the recognizer's own view,
    /// none of its subviews'.
    public var onlyOwnView = false
    /// `rect.contains(touch.location(in: recognizer.view))`: only touches that begin in this
    /// rectangle of the recognizer's view (a drag handle, a strip along an edge).
    public var onlyInRect: Rect?
    public var requiresFailureOf: Set<String> = []
    public var requiredToFailBy: Set<String> = []

    public init() {}

    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin }

    /// Why the touch is not received, in words ("" when it is), the rules asked in order.
    public func whyNotReceived(_ touch: Touch, by recognizer: GestureRecognizer) -> String {
        guard receivesTouches else { return "shouldReceive: false" }
        guard let view = touch.view else { return "" }
        if let refused = ([view] + view.ancestors).first(where: { refusesTouchesIn.contains($0.id) }) {
            return "the touch is in \(refused.id), which is in notIn"
        }
        if refusesControls && view is Control { return "the touch's view \(view.id) is a control" }
        if onlyOwnView, let own = recognizer.view, view !== own {
            return "the touch's view is \(view.id), not the recognizer's own view \(own.id)"
        }
        if let rect = onlyInRect, let own = recognizer.view {
            let p = touch.location(in: own)
            if !rect.contains(p) {
                return "the touch began at (\(formatNumber(p.x)), \(formatNumber(p.y))) in \(own.id), outside inRect \(rect)"
            }
        }
        return ""
    }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        whyNotReceived(touch, by: recognizer).isEmpty
    }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        simultaneousWith.contains(other.id)
    }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requiresFailureOf.contains(other.id)
    }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        requiredToFailBy.contains(other.id)
    }
}

/// A delegate that allows simultaneous recognition with the recognizers named (a scene's
/// `simultaneousWith:`).
public final class SimultaneousDelegate: GestureRecognizerDelegate {
    public var ids: Set<String>
    public init(ids: Set<String>) { self.ids = ids }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        ids.contains(other.id)
    }
}
