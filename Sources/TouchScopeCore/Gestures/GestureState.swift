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

/// Why a recognizer changed state: recorded in the trace so the arbitration is visible.
public enum GestureReason: Sendable, Hashable {
    /// The recognizer's own rule (e.g. "tap recognized", "moved 14 pt > 10").
    case rule(String)
    /// It recognized only after the recognizers it requires to fail had failed.
    case requiredFailed([String])
    /// A recognizer it requires to fail recognized, so it fails.
    case requiredRecognized(String)
    /// Another recognizer recognized first and prevents it.
    case preventedBy(String)
    /// A control beats a single-tap recognizer attached to one of its ancestors.
    case controlBeatsAncestorTap(String)
    /// The delegate's `gestureRecognizerShouldBegin` returned false.
    case delegateRefused
    /// `isEnabled` became false.
    case disabled
    /// All its touches are over: back to possible.
    case reset
    /// Its touches were cancelled (focus lost, scene replaced...).
    case touchesCancelled

    public var text: String {
        switch self {
        case let .rule(s): return s
        case let .requiredFailed(ids): return "after \(ids.joined(separator: ", ")) failed (require(toFail:))"
        case let .requiredRecognized(id): return "\(id) recognized and this requires it to fail"
        case let .preventedBy(id): return "prevented by \(id), which recognized first"
        case let .controlBeatsAncestorTap(id): return "the control \(id) beats a tap recognizer on its ancestor"
        case .delegateRefused: return "the delegate's shouldBegin returned false"
        case .disabled: return "isEnabled became false"
        case .reset: return "reset: all its touches are over"
        case .touchesCancelled: return "its touches were cancelled"
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
