/// Interprets touches as a gesture (UIKit's `UIGestureRecognizer`).
///
/// A recognizer owns its state: its touches, its ``state``, its wake-up time, and its claim to
/// recognize. Subclasses read touches and decide with ``requestRecognition(_:)``,
/// ``setState(_:reason:)`` and ``fail(_:)``. Asking to recognize is a claim the
/// ``GestureEngine`` (the arena) accepts, rejects or makes wait (require(toFail:), prevention,
/// the control rule, the delegate); the engine answers through a narrow interface (accept,
/// reject, wait, withdraw) and the recognizer applies its own state changes, which the engine
/// then traces and acts on (actions, the view's touches).
open class GestureRecognizer {
    public let id: String
    /// The view it is attached to.
    public internal(set) weak var view: View?
    public private(set) var state: GestureState = .possible
    /// UIKit's `isEnabled`: a disabled recognizer gets no touches; disabling it mid-gesture
    /// cancels (or fails) it.
    public var isEnabled = true {
        didSet { if oldValue && !isEnabled { engine?.recognizerWasDisabled(self) } }
    }
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public weak var delegate: GestureRecognizerDelegate?
    /// Keeps a scene's delegate alive (UIKit's delegate is weak; a scene owns its delegates here).
    public var ownedDelegate: GestureRecognizerDelegate? { didSet { delegate = ownedDelegate } }
    /// UIKit's `require(toFail:)`: the recognizers still alive that this one waits for. Held
    /// weakly (each is owned by its own view): two recognizers that require each other to fail
    /// would otherwise keep each other, their views and their trees alive for good.
    public var requiredToFail: [GestureRecognizer] { requiredToFailBoxes.compactMap(\.recognizer) }
    private struct WeakRecognizer { weak var recognizer: GestureRecognizer? }
    private var requiredToFailBoxes: [WeakRecognizer] = []
    /// Target-action pairs, sent on the transitions that carry an action (see ``isContinuous``).
    /// Every action has a target: for `UIGestureRecognizer(target:action:)` Apple says nil is not
    /// a valid target; only controls send nil-targeted actions up the responder chain
    /// (`UIApplication.sendAction`).
    public var actions: [GestureAction] = []
    /// Code that runs on those same transitions, before the actions are sent: what an app's
    /// action method would do (a scene's `drags: true` moves the view with a pan).
    public var handler: ((GestureRecognizer) -> Void)?

    /// The touches this recognizer is tracking, in the order they began.
    public private(set) var touches: [Touch] = []
    /// Its claim to recognize (why it asked), while the arena has not accepted or rejected it.
    public private(set) var claim: GestureRuleReason?
    /// Whether the arena made its claim wait for the recognizers it requires to fail.
    public private(set) var isAwaitingRequiredFailures = false
    /// The arena it is in (set when it takes its first touch).
    private(set) weak var engine: GestureEngine?

    public init(id: String) { self.id = id }

    /// UIKit's `addTarget(_:action:)`.
    public func addTarget(_ target: Responder, action: String) {
        actions.append(GestureAction(action, target: target))
    }

    /// Continuous recognizers (pan, pinch, long press) go through began and changed; discrete
    /// ones (tap, swipe) go straight to ended.
    open var isContinuous: Bool { false }

    /// The kind's name in traces (`tap`, `pan`...).
    open var kindName: String { "gesture" }

    /// UIKit's `require(toFail:)`: this recognizer recognizes only once `other` has failed.
    public func require(toFail other: GestureRecognizer) {
        // Requiring itself to fail could never be satisfied: ignored.
        guard other !== self else { return }
        if !requiredToFail.contains(where: { $0 === other }) { requiredToFailBoxes.append(WeakRecognizer(recognizer: other)) }
    }

    /// UIKit's `canPrevent(_:)` (true by default).
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// UIKit's `canBePrevented(by:)` (true by default).
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// The number of touches it is tracking now (UIKit's `numberOfTouches`).
    public var numberOfTouches: Int { touches.filter { !$0.phase.isTerminal }.count }

    /// The centroid of its active touches in `view`'s space (nil: the window's).
    public func location(in view: View?) -> Point {
        let active = touches.filter { !$0.phase.isTerminal }
        let list = active.isEmpty ? touches : active
        guard !list.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for t in list { let p = t.location(in: view); x += p.x; y += p.y }
        return Point(x: x / Double(list.count), y: y / Double(list.count))
    }

    /// When the recognizer wants to be woken up (a long press's duration, a tap's interval).
    public private(set) var deadline: Double?

    // MARK: What subclasses call

    /// Asks to recognize (possible -> began for continuous, -> ended for discrete). The arena
    /// may make it wait (require(toFail:)) or reject it (prevented, delegate, control rule).
    public func requestRecognition(_ reason: GestureRuleReason) {
        guard state == .possible, isEnabled, let engine else { return }
        claim = reason
        engine.decide(self)
    }

    /// Moves a recognized continuous recognizer on (changed, ended, cancelled).
    public func setState(_ state: GestureState, reason: GestureRuleReason) {
        move(to: state, reason: .rule(reason))
    }

    /// Fails the recognizer (from possible).
    public func fail(_ reason: GestureRuleReason) {
        guard state == .possible else { return }
        move(to: .failed, reason: .rule(reason))
    }

    /// Asks to be woken at `time` (``timeReached(_:)``), or never with nil.
    public func setDeadline(_ time: Double?) { deadline = time }

    /// Changes its state (inside an arena), forgetting its claim and wake-up once finished; the
    /// engine traces the change and acts on it.
    private func move(to new: GestureState, reason: GestureReason) {
        guard let engine else { return }
        let from = state
        guard GestureState.isValid(from: from, to: new, continuous: isContinuous) else {
            assertionFailure("invalid gesture transition \(from) -> \(new) for \(id)")
            return
        }
        state = new
        if new.isFinished { deadline = nil; claim = nil; isAwaitingRequiredFailures = false }
        engine.recognizerChanged(self, from: from, reason: reason)
    }

    // MARK: The arena's answers (called by the GestureEngine only)

    /// Lets go of its touches without any transition: the application it served is gone.
    func arenaForgetTouches() { touches.removeAll() }

    /// Enters the arena for `touch`.
    func arenaAdd(_ touch: Touch, engine: GestureEngine) {
        self.engine = engine
        touches.append(touch)
    }

    /// Its claim is accepted: it recognizes (possible -> began or ended). A continuous one whose
    /// touches are already over ends at once.
    func arenaAccept(_ reason: GestureReason) {
        isAwaitingRequiredFailures = false
        claim = nil
        move(to: isContinuous ? .began : .ended, reason: reason)
        if isContinuous && touches.allSatisfy({ $0.phase.isTerminal }) {
            // It waited past the end of its touches: the gesture is already over.
            move(to: .ended, reason: .touchesAlreadyEnded)
        }
    }

    /// Its claim waits for the recognizers it requires to fail. Returns whether it just began
    /// waiting.
    func arenaWait() -> Bool {
        guard !isAwaitingRequiredFailures else { return false }
        isAwaitingRequiredFailures = true
        return true
    }

    /// Rejected (or closed by the arena): it gives up its claim and wake-up and fails if still
    /// possible, or is cancelled if it had begun.
    func arenaReject(_ reason: GestureReason) {
        switch state {
        case .possible:
            deadline = nil
            claim = nil
            isAwaitingRequiredFailures = false
            move(to: .failed, reason: reason)
        case .began, .changed:
            move(to: .cancelled, reason: reason)
        default:
            break
        }
    }

    /// Gives up its claim without failing yet (every touch is about to be cancelled). Returns
    /// whether it had one.
    func arenaWithdraw() -> Bool {
        guard claim != nil || isAwaitingRequiredFailures else { return false }
        claim = nil
        isAwaitingRequiredFailures = false
        if state == .possible { deadline = nil }
        return true
    }

    /// Its wake-up time came.
    func arenaWake(at time: Double) {
        deadline = nil
        timeReached(time)
    }

    /// Back to possible with no touches (UIKit's reset); returns the state it left.
    func arenaReset() -> GestureState {
        let from = state
        state = .possible
        touches.removeAll()
        deadline = nil
        claim = nil
        isAwaitingRequiredFailures = false
        reset()
        return from
    }

    // MARK: What subclasses override

    open func touchesBegan(_ touches: [Touch], at time: Double) {}
    open func touchesMoved(_ touches: [Touch], at time: Double) {}
    open func touchesEnded(_ touches: [Touch], at time: Double) {}
    open func touchesCancelled(_ touches: [Touch], at time: Double) {
        if state == .began || state == .changed { setState(.cancelled, reason: .touchesCancelled) } else { fail(.touchesCancelled) }
    }
    /// The clock reached ``deadline``.
    open func timeReached(_ time: Double) {}
    /// Back to possible: forget the gesture (UIKit's `reset()`).
    open func reset() {}

    /// Extra numbers the trace shows for this recognizer (translation, scale...).
    open var traceValues: [(String, Double)] { [] }
}

/// One target-action pair of a gesture recognizer. The target is held weakly, as UIKit does;
/// an action whose target is gone is not sent.
public struct GestureAction {
    public var action: String
    public private(set) weak var target: Responder?

    public init(_ action: String, target: Responder) {
        self.action = action
        self.target = target
    }
}
