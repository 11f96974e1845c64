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
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
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
