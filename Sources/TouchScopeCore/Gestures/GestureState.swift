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

/// A scene's answers to the delegate's questions (the gesture keys `simultaneousWith`,
/// `shouldBegin`, `shouldReceive`, `shouldRequireFailureOf`, `shouldBeRequiredToFailBy`).
public final class SceneGestureDelegate: GestureRecognizerDelegate {
    public var simultaneousWith: Set<String> = []
    public var shouldBegin = true
    /// False: no touch is received.
    public var receivesTouches = true
    /// Touches whose hit view is one of these views, or inside one, are not received.
    public var refusesTouchesIn: Set<String> = []
    public var requiresFailureOf: Set<String> = []
    public var requiredToFailBy: Set<String> = []

    public init() {}

    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard receivesTouches else { return false }
        guard !refusesTouchesIn.isEmpty, let view = touch.view else { return true }
        return !([view] + view.ancestors).contains { refusesTouchesIn.contains($0.id) }
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
