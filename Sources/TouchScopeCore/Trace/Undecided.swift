/// A behaviour Apple does not document, where TouchScope had to choose (`docs/undecided.md`
/// gives the evidence and the choice for each). The trace says when a step rests on one: an
/// ``TraceEvent/undecided(_:view:touch:)`` record just before it, once per touch and case.
/// The raw values are the stable keys the doc and the JSON trace use.
public enum UndecidedChoice: String, Sendable, Hashable, CaseIterable {
    /// A view hidden while a finger is on it keeps getting that touch.
    case hiddenUnderFinger
    /// A view whose user interaction was turned off while a finger is on it keeps getting it.
    case interactionOffUnderFinger
    /// A view made transparent (alpha below 0.01) while a finger is on it keeps getting it.
    case transparentUnderFinger
    /// A touch that began before an animation without `allowUserInteraction` goes on.
    case animationUnderFinger
    /// A touch on a slider's track away from its thumb is not tracked: the thumb does not jump.
    case sliderTrackTap
    /// A hidden first responder stays first responder, and the keyboard stays up.
    case hiddenFirstResponder
    /// The keyboard is at its final frame, and takes touches there, as soon as it is shown.
    case keyboardAtFinalFrame
    /// Focus moving from one field to another keeps the keyboard up: shown again, not hidden.
    case keyboardOwnerChange
    /// A finger that stops a deceleration ends it: `scrollViewDidEndDecelerating` is called.
    case decelerationStoppedByTouch

    /// The English words the text trace prints after `undecided <key>: `, about `view`.
    public func text(_ view: String) -> String {
        switch self {
        case .hiddenUnderFinger: return "\(view) is hidden, but the touch on it goes on (no cancel)"
        case .interactionOffUnderFinger: return "\(view) has user interaction off, but the touch on it goes on (no cancel)"
        case .transparentUnderFinger: return "\(view) is transparent (alpha below 0.01), but the touch on it goes on (no cancel)"
        case .animationUnderFinger: return "\(view) is animating without allowUserInteraction, but a touch that began before goes on"
        case .sliderTrackTap: return "a touch on \(view)'s track, away from the thumb: not tracked, the thumb does not jump"
        case .hiddenFirstResponder: return "\(view) is hidden but stays first responder, and the keyboard stays up"
        case .keyboardAtFinalFrame: return "the keyboard for \(view) is at its final frame at once (its slide is not modelled)"
        case .keyboardOwnerChange: return "the keyboard stays up for \(view): shown again, not hidden in between"
        case .decelerationStoppedByTouch: return "a finger stopped \(view)'s motion: scrollViewDidEndDecelerating is called (iOS 13 and later)"
        }
    }
}
