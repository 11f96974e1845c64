/// Interprets touches as a gesture (UIKit's `UIGestureRecognizer`).
///
/// Subclasses only read touches and ask for state changes with ``requestRecognition()``,
/// ``setState(_:reason:)`` and ``fail(_:)``; the ``GestureEngine`` decides what those changes
/// mean for the other recognizers and for the view (arbitration, cancellation, delays).
open class GestureRecognizer {
    public let id: String
    /// The view it is attached to.
    public internal(set) weak var view: View?
    public internal(set) var state: GestureState = .possible
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
    /// UIKit's `require(toFail:)`.
    public private(set) var requiredToFail: [GestureRecognizer] = []
    /// Target-action pairs, sent on the transitions that carry an action (see ``isContinuous``).
    public var actions: [(action: String, target: ActionTarget)] = []
    /// Code that runs on those same transitions, before the actions are sent: what an app's
    /// action method would do (a scene's `drags: true` moves the view with a pan).
    public var handler: ((GestureRecognizer) -> Void)?

    /// The touches this recognizer is tracking, in the order they began.
    public internal(set) var touches: [Touch] = []
    /// Set by the engine when the recognizer asked to recognize but must wait for others.
    var isAwaitingRequiredFailures = false
    /// Why it asked to recognize, while the engine has not decided yet.
    var pendingReason: GestureRuleReason?
    weak var engine: GestureEngine?

    public init(id: String) { self.id = id }

    /// Continuous recognizers (pan, pinch, long press) go through began and changed; discrete
    /// ones (tap, swipe) go straight to ended.
    open var isContinuous: Bool { false }

    /// The kind's name in traces (`tap`, `pan`...).
    open var kindName: String { "gesture" }

    /// UIKit's `require(toFail:)`: this recognizer recognizes only once `other` has failed.
    public func require(toFail other: GestureRecognizer) {
        // Requiring itself to fail could never be satisfied: ignored.
        guard other !== self else { return }
        if !requiredToFail.contains(where: { $0 === other }) { requiredToFail.append(other) }
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
    public internal(set) var deadline: Double?

    // MARK: What subclasses call

    /// Asks to recognize (possible -> began for continuous, -> ended for discrete). The engine
    /// may make it wait (require(toFail:)) or fail it (prevented, delegate, control rule).
    public func requestRecognition(_ reason: GestureRuleReason) {
        engine?.requestRecognition(self, reason: reason)
    }

    /// Moves a recognized continuous recognizer on (changed, ended, cancelled).
    public func setState(_ state: GestureState, reason: GestureRuleReason) {
        engine?.transition(self, to: state, reason: .rule(reason))
    }

    /// Fails the recognizer (from possible).
    public func fail(_ reason: GestureRuleReason) {
        guard state == .possible else { return }
        engine?.transition(self, to: .failed, reason: .rule(reason))
    }

    /// Asks to be woken at `time` (``timeReached(_:)``), or never with nil.
    public func setDeadline(_ time: Double?) { deadline = time }

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
