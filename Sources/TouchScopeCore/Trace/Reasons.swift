/// A reason whose English words are a template with `{0}`, `{1}`... filled from its arguments.
protocol TemplatedReason: TraceReason {
    /// The English words with `{0}`, `{1}`... where the arguments go.
    var template: String { get }
}

extension GestureReason: TemplatedReason {}
extension GestureRuleReason: TemplatedReason {}

/// Fills `{0}`, `{1}`... in reason templates.
enum ReasonTemplate {
    /// `template` with each `{n}` replaced by `arguments[n]`, in one pass (an argument that
    /// itself contains `{0}` is not expanded again).
    static func fill(_ template: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let n = Int(rest[afterOpen..<close]),
               arguments.indices.contains(n) {
                out += arguments[n]
                rest = rest[rest.index(after: close)...]
            } else {
                out += "{"
                rest = rest[afterOpen...]
            }
        }
        return out + rest
    }
}

/// Why an input sample was ignored (it does not fit the touches in progress).
public enum InputIgnoredReason: TemplatedReason, Hashable {
    /// A second down for a finger already down: its touch is cancelled first.
    case fingerAlreadyDown
    /// A move for a finger that is not down.
    case moveWithoutFinger
    /// An up for a finger that is not down.
    case upWithoutFinger
    /// A cancel for a finger that is not down.
    case cancelWithoutFinger

    public var code: String {
        switch self {
        case .fingerAlreadyDown: return "fingerAlreadyDown"
        case .moveWithoutFinger: return "moveWithoutFinger"
        case .upWithoutFinger: return "upWithoutFinger"
        case .cancelWithoutFinger: return "cancelWithoutFinger"
        }
    }
    public var arguments: [String] { [] }
    public var template: String {
        switch self {
        case .fingerAlreadyDown: return "finger already down: its touch is cancelled"
        case .moveWithoutFinger: return "move without a finger down"
        case .upWithoutFinger: return "up without a finger down"
        case .cancelWithoutFinger: return "cancel without a finger down"
        }
    }
    public var text: String { template }
}

/// Why every active touch was cancelled (``Application/cancelAllTouches(reason:timestamp:)``).
public enum CancelReason: TemplatedReason, Hashable {
    /// The scene was replaced (reloaded, or another one opened).
    case sceneReplaced
    /// The window lost the input focus.
    case focusLost
    /// A what-if re-ran the scene's touches.
    case whatIfRerun

    public var code: String {
        switch self {
        case .sceneReplaced: return "sceneReplaced"
        case .focusLost: return "focusLost"
        case .whatIfRerun: return "whatIfRerun"
        }
    }
    public var arguments: [String] { [] }
    public var template: String {
        switch self {
        case .sceneReplaced: return "scene replaced"
        case .focusLost: return "the window lost focus"
        case .whatIfRerun: return "what if: re-run"
        }
    }
    public var text: String { template }
}

extension NotDeliveredReason: TemplatedReason {
    public var code: String {
        switch self {
        case .multipleTouchDisabled: return "multipleTouchDisabled"
        case .exclusiveTouch: return "exclusiveTouch"
        }
    }
    public var arguments: [String] {
        switch self {
        case .multipleTouchDisabled: return []
        case let .exclusiveTouch(owner): return [owner]
        }
    }
    public var template: String {
        switch self {
        case .multipleTouchDisabled: return "isMultipleTouchEnabled is false and it already tracks a touch"
        case .exclusiveTouch: return "exclusive touch ({0})"
        }
    }
    public var text: String { ReasonTemplate.fill(template, arguments) }
}

/// A hit-test verdict is the reason a visited view was searched or skipped; its words in the
/// trace are its raw value.
extension HitTestVerdict: TemplatedReason {
    public var code: String {
        switch self {
        case .hidden: return "hitTestHidden"
        case .interactionDisabled: return "hitTestInteractionDisabled"
        case .animating: return "hitTestAnimating"
        case .transparent: return "hitTestTransparent"
        case .outside: return "hitTestOutside"
        case .inside: return "hitTestInside"
        }
    }
    public var arguments: [String] { [] }
    public var template: String { rawValue }
    public var text: String { rawValue }
}

extension TraceEvent {
    /// The reason this record gives, if it carries one (a verdict, why a gesture changed state,
    /// why input was ignored...).
    public var reason: (any TraceReason)? {
        switch self {
        case let .inputIgnored(_, reason): return reason
        case let .hitTest(_, .visit(v)): return v.verdict
        case let .notDelivered(_, _, _, reason): return reason
        case let .cancelAll(reason, _): return reason
        case let .gesture(_, _, _, _, reason, _): return reason
        default: return nil
        }
    }
}

/// Every kind of reason the trace can give, for string tables: each code with its English
/// template (`{0}`, `{1}`... where the arguments go).
public enum TraceReasonCatalog {
    /// One example of every reason (each code once), in a stable order.
    static let examples: [any TemplatedReason] = {
        var all: [any TemplatedReason] = []
        all += [InputIgnoredReason.fingerAlreadyDown, .moveWithoutFinger, .upWithoutFinger, .cancelWithoutFinger]
        all += HitTestVerdict.allCases.map { $0 as any TemplatedReason }
        all += [NotDeliveredReason.multipleTouchDisabled, .exclusiveTouch("owner")]
        all += [CancelReason.sceneReplaced, .focusLost, .whatIfRerun]
        let rules: [GestureRuleReason] = [
            .tapRecognized, .tapsRecognized(count: 2), .tapLandedTooFar(tap: 2, distance: 50, limit: 45),
            .nextTapTooLate(tap: 2, interval: 0.35), .tapHeldTooLong(duration: 1.5, limit: 1.5), .movedTooFar(distance: 14, limit: 10),
            .fingersDownExceedRequired(down: 2, required: 1), .fingersBelowRequired(count: 1, required: 2),
            .held(duration: 0.5), .movedBeforeDuration(distance: 14, duration: 0.5, limit: 10),
            .liftedBeforeDuration(duration: 0.5), .moved, .lifted, .fingersExceedMaximum(count: 3, maximum: 2),
            .movedPastThreshold(distance: 12, threshold: 10), .liftedBeforeMoving(distance: 10),
            .fingersExceedRequired(count: 2, required: 1), .movedAcrossDirection(distance: 20, direction: .right),
            .movedWrongWay, .swiped(distance: 60, direction: .right, minimum: 50),
            .liftedBeforeSwipe(distance: 50, direction: .right), .pinchFingersExceeded(count: 3),
            .pinched(change: 8, scale: 1.1), .scaleChanged(scale: 1.2), .liftedBeforePinching,
            .startedAwayFromEdge(distance: 40, region: 20), .rotationFingersExceeded(count: 3),
            .rotated(degrees: 6, threshold: 5), .rotationChanged(degrees: 30), .liftedBeforeRotating,
            .cannotScroll(axis: "horizontally"), .contentTouchesNotCancellable(view: "button"),
            .touchesShouldCancelRefused(view: "button"), .contentDelayPassed(delay: 0.15),
            .liftedBeforeContentDelay(delay: 0.15),
            .touchesCancelled,
        ]
        all += rules.map { GestureReason.rule($0) as any TemplatedReason }
        all += [GestureReason.requiredFailed(["a", "b"]), .requiredRecognized("a"), .preventedBy("a"),
                .controlBeatsAncestorTap("button"), .controlBeatsAncestorDrag("slider"), .delegateRefused, .disabled, .reset, .touchesCancelled,
                .touchesAlreadyEnded, .requiredFailureCycle, .touchesEnded]
        return all
    }()

    /// Every reason code with its English template, in a stable order (each code once).
    public static var englishTemplates: [(code: String, template: String)] {
        examples.map { ($0.code, $0.template) }
    }

    /// `template` (English or a translation) with each `{n}` replaced by `arguments[n]`, in one
    /// pass; placeholders without an argument stay as they are.
    public static func fill(_ template: String, with arguments: [String]) -> String {
        ReasonTemplate.fill(template, arguments)
    }
}
