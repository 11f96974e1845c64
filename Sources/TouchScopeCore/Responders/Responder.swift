/// What a responder does with one phase of touches it receives.
///
/// These are the three behaviours a `touchesBegan`/`Moved`/`Ended`/`Cancelled` method can have in
/// UIKit, which the course material contrasts.
public enum TouchBehaviour: String, Sendable, Hashable, CaseIterable {
    /// Not overridden: UIResponder's default passes the touches to the next responder.
    case forward
    /// Overridden without calling `super`: the touches stop here.
    case handle
    /// Overridden and calling `super`: handled here and passed on to the next responder.
    case handleAndForward
}

/// A touch phase a responder method exists for.
public enum ResponderPhase: String, Sendable, Hashable, CaseIterable {
    case began, moved, ended, cancelled
}

/// An object that can receive and handle events (UIKit's `UIResponder`).
///
/// Subclasses: ``View`` (and ``Window``, ``Control``), ``ViewController``, ``Application`` and
/// ``AppDelegate``. A responder's `next` links it into the responder chain.
open class Responder {
    /// The name shown in traces and overlays; unique in a scene.
    public let id: String

    /// What each touches method does; missing phases forward (the method is not overridden).
    public var touchBehaviours: [ResponderPhase: TouchBehaviour] = [:]

    /// Action methods this responder implements (for target-action and nil-targeted actions),
    /// and `remoteControlReceived` / `motionEnded` for non-touch events.
    public var implementedMethods: Set<String> = []

    /// Whether ``canBecomeFirstResponder`` answers true (what a scene file's
    /// `canBecomeFirstResponder: true` sets; false by default).
    public var acceptsFirstResponder = false

    /// UIKit's `canBecomeFirstResponder`: ``acceptsFirstResponder`` unless a subclass overrides it
    /// (`override var canBecomeFirstResponder: Bool { true }`, as in UIKit).
    open var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    /// The class written in a Swift scene that this responder is an instance of, and which of
    /// UIKit's methods it overrides (nil: a built-in class, no user code).
    public var userClass: UserClass?

    /// Set by the default touches methods: whether the last call of a user-overridden touches
    /// method reached `super` (UIKit's default forwards the touches to the next responder).
    var reachedDefaultTouches = false

    public init(id: String) { self.id = id }

    /// The next responder in the chain, or nil at its end.
    open var next: Responder? { nil }

    /// What the touches method for `phase` does.
    public func touchBehaviour(for phase: ResponderPhase) -> TouchBehaviour {
        // Most responders override nothing: no hashing for them.
        touchBehaviours.isEmpty ? .forward : touchBehaviours[phase] ?? .forward
    }

    /// What this responder's touches method for `phase` does with the touches it receives: the
    /// dispatch traces it, calls the method (``touchesBegan(_:with:)``...), then passes the
    /// touches to ``next`` unless it is ``TouchBehaviour/handle``.
    ///
    /// The default is the scripted ``touchBehaviour(for:)``. A kind that takes touches itself
    /// (``Control``, and later a slider or a scroll view) overrides it together with the touches
    /// methods: the dispatch never asks what kind of responder it has.
    open func effectiveTouchBehaviour(for phase: ResponderPhase) -> TouchBehaviour {
        touchBehaviour(for: phase)
    }

    /// UIKit's `touchesBegan(_:with:)`: the work done with touches that began (forwarding is the
    /// dispatch's, as ``effectiveTouchBehaviour(for:)`` says). Does nothing by default.
    open func touchesBegan(_ touches: [Touch], with event: Event) { reachedDefaultTouches = true }
    /// UIKit's `touchesMoved(_:with:)`. Does nothing by default.
    open func touchesMoved(_ touches: [Touch], with event: Event) { reachedDefaultTouches = true }
    /// UIKit's `touchesEnded(_:with:)`. Does nothing by default.
    open func touchesEnded(_ touches: [Touch], with event: Event) { reachedDefaultTouches = true }
    /// UIKit's `touchesCancelled(_:with:)`. Does nothing by default.
    open func touchesCancelled(_ touches: [Touch], with event: Event) { reachedDefaultTouches = true }

    /// UIKit's `remoteControlReceived(with:)`. A Swift scene's override makes this responder
    /// handle remote-control events (a scene file says `implements: [remoteControlReceived]`).
    open func remoteControlReceived(with event: Event) {}
    /// UIKit's `motionBegan(_:with:)`.
    open func motionBegan(_ motion: EventSubtype, with event: Event?) {}
    /// UIKit's `motionEnded(_:with:)`. A Swift scene's override handles shake events.
    open func motionEnded(_ motion: EventSubtype, with event: Event?) {}

    /// The application this responder's events go through (a view's window's, a controller's
    /// view's), for ``becomeFirstResponder()`` called from code.
    open var owningApplication: Application? { nil }

    /// UIKit's `becomeFirstResponder()`: asks the application to make this the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let app = owningApplication else {
            // Not in a window yet (a Swift scene's code building its views): it becomes first
            // responder when the scene is put in its windows, if it can then.
            wantsFirstResponder = canBecomeFirstResponder
            return wantsFirstResponder
        }
        return app.becomeFirstResponder(self)
    }

    /// Set by ``becomeFirstResponder()`` called before the responder was in a window: the scene's
    /// builder makes it first responder once it is.
    public var wantsFirstResponder = false

    /// UIKit's `resignFirstResponder()`: stops being the first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        wantsFirstResponder = false
        guard let app = owningApplication, app.firstResponder === self else { return true }
        return app.resignCurrentFirstResponder()
    }

    /// Asked just before this responder becomes the first responder, once
    /// ``canBecomeFirstResponder`` has said yes: false refuses (a text field asks its delegate's
    /// `textFieldShouldBeginEditing`). True by default.
    open func shouldBecomeFirstResponder(in app: Application) -> Bool { true }
    /// UIKit's `canResignFirstResponder`, asked when this first responder is asked to give way
    /// (another responder becoming first, `resignFirstResponder()`); `endEditing(true)` and the
    /// view leaving its window do not ask. False keeps it first (a text field asks its
    /// delegate's `textFieldShouldEndEditing`). True by default.
    open func shouldResignFirstResponder(in app: Application) -> Bool { true }
    /// Called once this responder has become the first responder.
    open func didBecomeFirstResponder(in app: Application) {}
    /// Called once this responder is no longer the first responder.
    open func didResignFirstResponder(in app: Application) {}

    /// UIKit's `isFirstResponder`.
    public var isFirstResponder: Bool { owningApplication?.firstResponder === self }

    /// Calls the touches method for `phase`.
    final func receive(_ touches: [Touch], phase: ResponderPhase, with event: Event) {
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
    }

    /// Sets one behaviour for every phase.
    public func setTouchBehaviour(_ behaviour: TouchBehaviour) {
        for phase in ResponderPhase.allCases { touchBehaviours[phase] = behaviour }
    }

    /// The code of action methods written in a Swift scene, by name: run when this responder
    /// performs the action (target-action or a nil-targeted search); the argument is the sender.
    public var actionBodies: [String: (_ sender: String) -> Void] = [:]

    /// Declares that this responder implements the action `name`, and what it does: UIKit's
    /// `@objc func name(_ sender:)` (Swift has no selectors here: actions are named by strings).
    public func implement(_ name: String, _ body: @escaping (_ sender: String) -> Void = { _ in }) {
        implementedMethods.insert(name)
        actionBodies[name] = body
    }

    /// Whether this responder implements `method` (UIKit's `responds(to:)` for action methods).
    public func implements(_ method: String) -> Bool { implementedMethods.contains(method) }

    /// The longest responder chain walked: by ``responderChain`` (nil-targeted actions, the
    /// first responder's events) and by touch delivery along the chain. A scene file cannot
    /// make a chain loop (the loader refuses `presentedBy` loops at their line), but a change
    /// can: a script's `add` that moves a controller's root view inside a view the controller
    /// presented. Every walk stops at the first responder it meets twice (touch delivery
    /// records `chainLoops`), and at this length in any case.
    public static let maxChainLength = 100_000

    /// The responders from this one to the end of the chain, this one first, each once (a chain
    /// that loops ends before its first repeat; at most ``maxChainLength``).
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var seen = Set<ObjectIdentifier>()
        var current: Responder? = self
        while let r = current, chain.count < Responder.maxChainLength, seen.insert(ObjectIdentifier(r)).inserted {
            chain.append(r)
            current = r.next
        }
        return chain
    }
}
