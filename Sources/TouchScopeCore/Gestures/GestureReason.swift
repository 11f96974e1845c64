/// Why a recognizer changed state: recorded in the trace so the arbitration is visible.
///
/// The recognizer's own rules are ``GestureRuleReason`` values (`.rule`); the other cases are the
/// engine's arbitration and bookkeeping.
public enum GestureReason: TraceReason, Hashable {
    /// The recognizer's own rule (e.g. a tap recognized, moved 14 pt > 10).
    case rule(GestureRuleReason)
    /// It recognized only after the recognizers it requires to fail had failed.
    case requiredFailed([String])
    /// A recognizer it requires to fail recognized, so it fails.
    case requiredRecognized(String)
    /// Another recognizer recognized first and prevents it.
    case preventedBy(String)
    /// A control beats a single-tap recognizer attached to one of its ancestors.
    case controlBeatsAncestorTap(String)
    /// A slider's knob (or a switch's) beats a pan or swipe parallel to it on an ancestor.
    case controlBeatsAncestorDrag(String)
    /// The delegate's `gestureRecognizerShouldBegin` returned false.
    case delegateRefused
    /// `isEnabled` became false.
    case disabled
    /// All its touches are over: back to possible.
    case reset
    /// Its touches were cancelled (focus lost, scene replaced...).
    case touchesCancelled
    /// A continuous recognizer recognized after waiting past the end of its touches: it ends at
    /// once.
    case touchesAlreadyEnded
    /// It waits for recognizers that wait for it (a require(toFail:) cycle): it fails.
    case requiredFailureCycle
    /// Still possible when all its touches are over, with nothing to wait for: it fails.
    case touchesEnded

    public var code: String {
        switch self {
        case let .rule(r): return r.code
        case .requiredFailed: return "requiredFailuresFailed"
        case .requiredRecognized: return "requiredFailureRecognized"
        case .preventedBy: return "preventedBy"
        case .controlBeatsAncestorTap: return "controlBeatsAncestorTap"
        case .controlBeatsAncestorDrag: return "controlBeatsAncestorDrag"
        case .delegateRefused: return "delegateRefused"
        case .disabled: return "recognizerDisabled"
        case .reset: return "reset"
        case .touchesCancelled: return "allTouchesCancelled"
        case .touchesAlreadyEnded: return "touchesAlreadyEnded"
        case .requiredFailureCycle: return "requiredFailureCycle"
        case .touchesEnded: return "touchesEnded"
        }
    }

    public var arguments: [String] {
        switch self {
        case let .rule(r): return r.arguments
        case let .requiredFailed(ids): return [ids.joined(separator: ", ")]
        case let .requiredRecognized(id), let .preventedBy(id), let .controlBeatsAncestorTap(id), let .controlBeatsAncestorDrag(id): return [id]
        case .delegateRefused, .disabled, .reset, .touchesCancelled, .touchesAlreadyEnded, .requiredFailureCycle,
             .touchesEnded:
            return []
        }
    }

    /// The English words with `{0}`, `{1}`... where ``arguments`` go.
    public var template: String {
        switch self {
        case let .rule(r): return r.template
        case .requiredFailed: return "after {0} failed (require(toFail:))"
        case .requiredRecognized: return "{0} recognized and this requires it to fail"
        case .preventedBy: return "prevented by {0}, which recognized first"
        case .controlBeatsAncestorTap: return "the control {0} beats a tap recognizer on its ancestor"
        case .controlBeatsAncestorDrag: return "the control {0} beats a drag along it on its ancestor (its knob is being dragged)"
        case .delegateRefused: return "the delegate's shouldBegin returned false"
        case .disabled: return "isEnabled became false"
        case .reset: return "reset: all its touches are over"
        case .touchesCancelled: return "its touches were cancelled"
        case .touchesAlreadyEnded: return "its touches had already ended"
        case .requiredFailureCycle: return "require(toFail:) cycle: it waits for recognizers that wait for it"
        case .touchesEnded: return "its touches ended"
        }
    }

    public var text: String { ReasonTemplate.fill(template, arguments) }
}

/// What a recognizer's own rule says when it asks to recognize, fails, or moves on: one case per
/// rule of the built-in recognizers. Numbers are kept as values and formatted as the trace
/// formats numbers.
public enum GestureRuleReason: TraceReason, Hashable {
    // Tap
    /// A single tap was recognized.
    case tapRecognized
    /// `count` taps were recognized (a multi-tap).
    case tapsRecognized(count: Int)
    /// Tap number `tap` landed too far from the first.
    case tapLandedTooFar(tap: Int, distance: Double, limit: Double)
    /// Tap number `tap` did not begin within the interval.
    case nextTapTooLate(tap: Int, interval: Double)
    /// The fingers stayed down longer than a tap's maximum duration.
    case tapHeldTooLong(duration: Double, limit: Double)
    /// A finger moved further than allowed.
    case movedTooFar(distance: Double, limit: Double)
    /// More fingers went down than the recognizer takes (tap, long press).
    case fingersDownExceedRequired(down: Int, required: Int)
    /// Fewer fingers than required took part in a tap.
    case fingersBelowRequired(count: Int, required: Int)
    // Long press
    /// The fingers were held still long enough.
    case held(duration: Double)
    /// A finger moved too far before the duration.
    case movedBeforeDuration(distance: Double, duration: Double, limit: Double)
    /// Lifted before the duration.
    case liftedBeforeDuration(duration: Double)
    // Continuous recognizers after they began
    /// The fingers moved (changed).
    case moved
    /// The fingers lifted (ended).
    case lifted
    // Pan
    /// More fingers than the maximum.
    case fingersExceedMaximum(count: Int, maximum: Int)
    /// The fingers moved past the threshold.
    case movedPastThreshold(distance: Double, threshold: Double)
    /// Lifted before moving the threshold.
    case liftedBeforeMoving(distance: Double)
    // Swipe
    /// More fingers than required.
    case fingersExceedRequired(count: Int, required: Int)
    /// The finger strayed across the direction.
    case movedAcrossDirection(distance: Double, direction: SwipeDirection)
    /// The finger went the opposite way.
    case movedWrongWay
    /// The finger moved far enough in the direction.
    case swiped(distance: Double, direction: SwipeDirection, minimum: Double)
    /// Lifted before moving far enough in the direction.
    case liftedBeforeSwipe(distance: Double, direction: SwipeDirection)
    // Pinch
    /// More than two fingers.
    case pinchFingersExceeded(count: Int)
    /// The distance between the fingers changed past the threshold.
    case pinched(change: Double, scale: Double)
    /// The scale changed (changed).
    case scaleChanged(scale: Double)
    /// Lifted before pinching.
    case liftedBeforePinching
    // Screen-edge pan
    /// The touch began too far from the edges the recognizer watches.
    case startedAwayFromEdge(distance: Double, region: Double)
    // Rotation
    /// More than two fingers.
    case rotationFingersExceeded(count: Int)
    /// The fingers turned past the threshold (degrees).
    case rotated(degrees: Double, threshold: Double)
    /// The rotation changed (changed), in degrees.
    case rotationChanged(degrees: Double)
    /// Lifted before rotating.
    case liftedBeforeRotating
    // Scroll views
    /// A scroll view's pan: the finger moved mostly along an axis the content cannot scroll.
    case cannotScroll(axis: String)
    /// A scroll view's pan: `canCancelContentTouches` is false and a content view tracks the finger.
    case contentTouchesNotCancellable(view: String)
    /// A scroll view's pan: `touchesShouldCancel(in:)` returned false for the content view.
    case touchesShouldCancelRefused(view: String)
    /// The content-touch delay passed with no scroll: the content gets its touches.
    case contentDelayPassed(delay: Double)
    /// The finger lifted within the content-touch delay: the content gets its touches now.
    case liftedBeforeContentDelay(delay: Double)
    // Any recognizer
    /// Its touches were cancelled (the default `touchesCancelled`).
    case touchesCancelled

    public var code: String {
        switch self {
        case .tapRecognized: return "tapRecognized"
        case .tapsRecognized: return "tapsRecognized"
        case .tapLandedTooFar: return "tapLandedTooFar"
        case .nextTapTooLate: return "nextTapTooLate"
        case .tapHeldTooLong: return "tapHeldTooLong"
        case .movedTooFar: return "movedTooFar"
        case .fingersDownExceedRequired: return "fingersDownExceedRequired"
        case .fingersBelowRequired: return "fingersBelowRequired"
        case .held: return "held"
        case .movedBeforeDuration: return "movedBeforeDuration"
        case .liftedBeforeDuration: return "liftedBeforeDuration"
        case .moved: return "moved"
        case .lifted: return "lifted"
        case .fingersExceedMaximum: return "fingersExceedMaximum"
        case .movedPastThreshold: return "movedPastThreshold"
        case .liftedBeforeMoving: return "liftedBeforeMoving"
        case .fingersExceedRequired: return "fingersExceedRequired"
        case .movedAcrossDirection: return "movedAcrossDirection"
        case .movedWrongWay: return "movedWrongWay"
        case .swiped: return "swiped"
        case .liftedBeforeSwipe: return "liftedBeforeSwipe"
        case .pinchFingersExceeded: return "pinchFingersExceeded"
        case .pinched: return "pinched"
        case .scaleChanged: return "scaleChanged"
        case .liftedBeforePinching: return "liftedBeforePinching"
        case .startedAwayFromEdge: return "startedAwayFromEdge"
        case .rotationFingersExceeded: return "rotationFingersExceeded"
        case .rotated: return "rotated"
        case .rotationChanged: return "rotationChanged"
        case .liftedBeforeRotating: return "liftedBeforeRotating"
        case .cannotScroll: return "cannotScroll"
        case .contentTouchesNotCancellable: return "contentTouchesNotCancellable"
        case .touchesShouldCancelRefused: return "touchesShouldCancelRefused"
        case .contentDelayPassed: return "contentDelayPassed"
        case .liftedBeforeContentDelay: return "liftedBeforeContentDelay"
        case .touchesCancelled: return "touchesCancelled"
        }
    }

    public var arguments: [String] {
        let n = formatNumber
        switch self {
        case .tapRecognized, .moved, .lifted, .movedWrongWay, .liftedBeforePinching, .liftedBeforeRotating, .touchesCancelled:
            return []
        case let .tapsRecognized(count): return [String(count)]
        case let .tapLandedTooFar(tap, distance, limit): return [String(tap), n(distance), n(limit)]
        case let .nextTapTooLate(tap, interval): return [String(tap), n(interval)]
        case let .tapHeldTooLong(duration, limit): return [n(duration), n(limit)]
        case let .movedTooFar(distance, limit): return [n(distance), n(limit)]
        case let .fingersDownExceedRequired(down, required): return [String(down), String(required)]
        case let .fingersBelowRequired(count, required): return [String(count), String(required)]
        case let .held(duration): return [n(duration)]
        case let .movedBeforeDuration(distance, duration, limit): return [n(distance), n(duration), n(limit)]
        case let .liftedBeforeDuration(duration): return [n(duration)]
        case let .fingersExceedMaximum(count, maximum): return [String(count), String(maximum)]
        case let .movedPastThreshold(distance, threshold): return [n(distance), n(threshold)]
        case let .liftedBeforeMoving(distance): return [n(distance)]
        case let .fingersExceedRequired(count, required): return [String(count), String(required)]
        case let .movedAcrossDirection(distance, direction): return [n(distance), direction.rawValue]
        case let .swiped(distance, direction, minimum): return [n(distance), direction.rawValue, n(minimum)]
        case let .liftedBeforeSwipe(distance, direction): return [n(distance), direction.rawValue]
        case let .pinchFingersExceeded(count): return [String(count)]
        case let .pinched(change, scale): return [n(change), n(scale)]
        case let .scaleChanged(scale): return [n(scale)]
        case let .startedAwayFromEdge(distance, region): return [n(distance), n(region)]
        case let .rotationFingersExceeded(count): return [String(count)]
        case let .rotated(degrees, threshold): return [n(degrees), n(threshold)]
        case let .rotationChanged(degrees): return [n(degrees)]
        case let .cannotScroll(axis): return [axis]
        case let .contentTouchesNotCancellable(view), let .touchesShouldCancelRefused(view): return [view]
        case let .contentDelayPassed(delay), let .liftedBeforeContentDelay(delay): return [n(delay)]
        }
    }

    /// The English words with `{0}`, `{1}`... where ``arguments`` go.
    public var template: String {
        switch self {
        case .tapRecognized: return "tap"
        case .tapsRecognized: return "{0} taps"
        case .tapLandedTooFar: return "tap {0} landed {1} pt from the first (> {2})"
        case .nextTapTooLate: return "tap {0} did not come within {1} s"
        case .tapHeldTooLong: return "held {0} s, longer than a tap (> {1} s)"
        case .movedTooFar: return "moved {0} pt (> {1} allowed)"
        case .fingersDownExceedRequired: return "{0} fingers down, {1} required"
        case .fingersBelowRequired: return "{0} finger(s), {1} required"
        case .held: return "held {0} s"
        case .movedBeforeDuration: return "moved {0} pt before {1} s (> {2} allowed)"
        case .liftedBeforeDuration: return "lifted before {0} s"
        case .moved: return "moved"
        case .lifted: return "lifted"
        case .fingersExceedMaximum: return "{0} fingers, at most {1}"
        case .movedPastThreshold: return "moved {0} pt (≥ {1})"
        case .liftedBeforeMoving: return "lifted before moving {0} pt"
        case .fingersExceedRequired: return "{0} fingers, {1} required"
        case .movedAcrossDirection: return "moved {0} pt across the {1} direction"
        case .movedWrongWay: return "moved the wrong way"
        case .swiped: return "moved {0} pt {1} (≥ {2})"
        case .liftedBeforeSwipe: return "lifted before moving {0} pt {1}"
        case .pinchFingersExceeded: return "{0} fingers, a pinch takes 2"
        case .pinched: return "finger distance changed {0} pt (scale {1})"
        case .scaleChanged: return "scale {0}"
        case .liftedBeforePinching: return "lifted before pinching"
        case .startedAwayFromEdge: return "began {0} pt from the nearest watched edge (> {1})"
        case .rotationFingersExceeded: return "{0} fingers, a rotation takes 2"
        case .rotated: return "the fingers turned {0}° (≥ {1}°)"
        case .rotationChanged: return "rotation {0}°"
        case .liftedBeforeRotating: return "lifted before rotating"
        case .cannotScroll: return "the content cannot scroll {0}"
        case .contentTouchesNotCancellable: return "{0} tracks the finger and canCancelContentTouches is false"
        case .touchesShouldCancelRefused: return "touchesShouldCancel(in: {0}) returned false"
        case .contentDelayPassed: return "no scroll within {0} s: the content gets the touch"
        case .liftedBeforeContentDelay: return "lifted within {0} s: the content gets the touch now"
        case .touchesCancelled: return "touches cancelled"
        }
    }

    public var text: String { ReasonTemplate.fill(template, arguments) }
}
