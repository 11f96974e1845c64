/// The application: its windows, its event queue, the first responder, and the dispatch of
/// every event (UIKit's `UIApplication` with `sendEvent(_:)` and `UIWindow.sendEvent(_:)`).
///
/// It owns the windows, the queue, the touches in progress (their ids, tap counts and hit views)
/// and the first responder. In: ``InputSample``s (``enqueue(_:)``, ``send(_:)``), the clock
/// (``advanceTime(to:)``), ``cancelAllTouches(reason:timestamp:)`` and non-touch events. Each
/// sample flows one way: the queue -> `Application.sendEvent` -> `Window.sendEvent` ->
/// hit-testing (new touches only) -> the ``gestures`` engine, which says what the views get now
/// -> the hit view's touches methods -> along the responder chain while responders forward. It
/// never asks what kind a responder is: each decides what it does with touches
/// (``Responder/effectiveTouchBehaviour(for:)`` and the touches methods; a ``Control`` tracks).
/// Out: the responders' touches methods, control events and actions (``sendActions(_:_:)``,
/// ``sendAction(_:to:from:)``), and, with a ``trace`` attached, a record of every decision.
public final class Application: Responder {
    public private(set) var windows: [Window] = []
    /// The app delegate; when set, the application's next responder.
    public var delegate: AppDelegate?
    public private(set) var firstResponder: Responder?
    public private(set) weak var keyWindow: Window?
    /// The keyboard's system window, made the first time the keyboard comes up; it is in
    /// ``windows`` while the keyboard is up (``isKeyboardShown``).
    public internal(set) var keyboardWindow: KeyboardWindow?
    /// The id of the view the keyboard is up for.
    var keyboardOwnerID: String?
    public var parameters = DispatchParameters() { didSet { hitTester.parameters = parameters.hitTest } }
    /// Attach a recorder to trace dispatch; nil (the default) traces nothing at no cost.
    public var trace: TraceRecorder?
    public let hitTester = HitTester()
    /// The classes of the Swift scene this application runs, by class (empty for a scene file):
    /// views of them made while it runs are marked as the scene's own are.
    public var userClasses: [ObjectIdentifier: UserClass] = [:]
    /// The gesture recognizers' arbiter: recognizers get each touch before the views.
    public private(set) lazy var gestures = GestureEngine(application: self)
    /// UIView animations, on the same clock as the gestures.
    public private(set) lazy var animations = ViewAnimator(application: self)
    /// The scroll views' animations (deceleration, paging, bounce back) on the input clock.
    public let animator = ScrollAnimator()

    /// The next time something waits for the clock: a recognizer's deadline or an animation's
    /// next frame. The front end wakes then and calls ``advanceTime(to:)``.
    public var nextDeadline: Double? {
        [gestures.nextDeadline, animator.nextDeadline, animations.nextFrameTime].compactMap { $0 }.min()
    }

    /// Touches in progress, in the order they began.
    public private(set) var activeTouches: [Touch] = []
    /// Samples waiting, each marked when the next one belongs to the same event.
    private var queue: [(sample: InputSample, joinsNext: Bool)] = []
    private var queueHead = 0
    /// The samples of the event being handled (reused, so one sample allocates nothing).
    private var eventSamples: [InputSample] = []
    private var nextTouchID = 1
    private var lastTap: (location: Point, time: Double, tapCount: Int)?

    public init() { super.init(id: "application") }

    /// Touches still held when the application goes (a test or a tool dropping it mid-touch)
    /// would keep a cycle alive: touch -> its view -> the view's recognizers -> their touches.
    /// The recognizers let go of them, so the whole tree is freed.
    deinit {
        for window in windows {
            for view in window.subtree {
                for recognizer in view.gestureRecognizers { recognizer.arenaForgetTouches() }
            }
        }
    }

    override public var next: Responder? { delegate }

    // MARK: Windows

    /// Adds a window; the first one added becomes the key window.
    public func addWindow(_ window: Window) {
        windows.append(window)
        window.application = self
        if keyWindow == nil { keyWindow = window }
    }

    /// Takes a window off the screen (the keyboard's, when it goes).
    func removeWindow(_ window: Window) {
        windows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = windows.first }
    }

    /// UIKit's `makeKey()`.
    public func makeKey(_ window: Window) {
        if windows.contains(where: { $0 === window }) { keyWindow = window }
    }

    /// The windows in hit-testing order: highest level first, the key window first among equals,
    /// then the most recently added.
    public var windowsFrontToBack: [Window] {
        windows.enumerated().sorted { lhs, rhs in
            if lhs.element.level != rhs.element.level { return lhs.element.level > rhs.element.level }
            let lk = lhs.element === keyWindow, rk = rhs.element === keyWindow
            if lk != rk { return lk }
            return lhs.offset > rhs.offset
        }.map(\.element)
    }

    /// Hit-tests the windows at a screen point without dispatching anything.
    public func hitTest(screenPoint: Point) -> (view: View?, window: Window?) {
        hitTester.isRecording = false
        return hitTester.hitTest(windows: windowsFrontToBack, screenPoint: screenPoint)
    }

    // MARK: First responder

    /// UIKit's `becomeFirstResponder()`: succeeds when `canBecomeFirstResponder` is true, the
    /// responder does not refuse (``Responder/shouldBecomeFirstResponder(in:)``: a text field's
    /// `textFieldShouldBeginEditing`), and the current first responder agrees to give way
    /// (``Responder/shouldResignFirstResponder(in:)``: `textFieldShouldEndEditing`). The old one
    /// is told it resigned, the new one that it became first, and the keyboard follows
    /// (``updateKeyboard()``). Already first: true, nothing happens.
    @discardableResult
    public func becomeFirstResponder(_ responder: Responder) -> Bool {
        guard responder.canBecomeFirstResponder else { return false }
        if firstResponder === responder { return true }
        guard responder.shouldBecomeFirstResponder(in: self) else { return false }
        let old = firstResponder
        if let old, !old.shouldResignFirstResponder(in: self) { return false }
        firstResponder = responder
        trace?.record(.firstResponder(responder.id))
        old?.didResignFirstResponder(in: self)
        responder.didBecomeFirstResponder(in: self)
        updateKeyboard()
        return true
    }

    /// Notes, once per touch and case, that the rest of a touch reaches `view` though it (or an
    /// ancestor) has since been hidden, made transparent, had interaction turned off, or started
    /// an animation that suspends interaction: Apple does not say (``UndecidedChoice``). What
    /// already held when the touch began (a hidden view whose `hitTest` override returns it) is
    /// not a change under the finger: `began` marks it as seen without a note.
    private func noteUndecided(_ touches: [Touch], view: View, began: Bool) {
        var cases: [UndecidedChoice] = []
        var v: View? = view
        while let current = v, !(current is Window) || current === view {
            if current.isHidden { cases.append(.hiddenUnderFinger) }
            if !current.isUserInteractionEnabled { cases.append(.interactionOffUnderFinger) }
            if parameters.hitTest.isTransparent(current) { cases.append(.transparentUnderFinger) }
            if current.isInteractionSuspendedByAnimation { cases.append(.animationUnderFinger) }
            v = current.superview
        }
        guard !cases.isEmpty else { return }
        for touch in touches where touch.isDeliveredToView || began {
            for c in cases where !touch.notedUndecided.contains(c) {
                touch.notedUndecided.insert(c)
                if !began { trace?.record(.undecided(c, view: view.id, touch: touch.id)) }
            }
        }
    }

    /// UIKit's `removeFromSuperview()` while touches may be active. A touch keeps its view
    /// (`UITouch.view`), but Apple's `touchesCancelled(_:with:)` counts "the view handling the
    /// touch events" being "removed from its window" as an interruption: every active touch
    /// whose view is `view` or inside it gets touchesCancelled now (if its view has seen it
    /// begin and not end) and nothing more. Gesture recognizers keep their touches.
    public func removeFromSuperview(_ view: View, timestamp: Double) {
        let wasInWindow = view.window != nil
        trace?.record(.viewChanged(view: view.id, change: .removed(from: view.superview?.id)))
        if wasInWindow {
            let affected = activeTouches.filter { t in
                guard let v = t.view, t.isDeliveredToView, t.terminalDeliveries == 0 else { return false }
                return v === view || v.isDescendant(of: view)
            }
            var views: [View] = []
            for t in affected { if let v = t.view, !views.contains(where: { $0 === v }) { views.append(v) } }
            for v in views {
                let mine = affected.filter { $0.view === v }
                deliver(mine, phase: .cancelled, to: v,
                        event: Event(kind: .touches, timestamp: timestamp, allTouches: activeTouches))
                for t in mine { t.isDeliveredToView = false }
            }
        }
        for v in view.subtree { animations.removeAnimations(of: v) }
        view.removeFromSuperview()
    }

    /// UIKit's `resignFirstResponder()` on the current first responder: it may refuse
    /// (``Responder/shouldResignFirstResponder(in:)``) unless `forced` (`endEditing(true)`, or
    /// the view left its window). Returns whether there is no first responder now.
    @discardableResult
    public func resignCurrentFirstResponder(forced: Bool = false) -> Bool {
        guard let old = firstResponder else { return true }
        if !forced, !old.shouldResignFirstResponder(in: self) { return false }
        firstResponder = nil
        trace?.record(.firstResponder(nil))
        old.didResignFirstResponder(in: self)
        updateKeyboard()
        return true
    }

    /// A view left its window (``View/removeFromSuperview()``): a first responder inside it
    /// resigns, without being asked (UIKit resigns a responder that moves to no window), and the
    /// keyboard goes with it.
    func viewLeftWindow(_ view: View) {
        guard let first = firstResponder as? View, first === view || first.isDescendant(of: view) else { return }
        resignCurrentFirstResponder(forced: true)
    }

    // MARK: The event queue

    /// Puts a sample in the application's event queue (the run loop's source0 in iOS).
    public func enqueue(_ sample: InputSample) {
        trace?.time = sample.timestamp
        trace?.record(.input(sample, queueDepth: waitingEvents))
        queue.append((sample, false))
    }

    /// Puts samples that happened together (fingers that landed, moved or lifted in the same
    /// frame) in the queue as ONE event, as UIKit coalesces them into one `UIEvent`: the touches
    /// that change in the same phase go to each view in one touches call (two fingers landing on
    /// one view together: one `touchesBegan` with both), and every view they go to gets the same
    /// event.
    ///
    /// Samples of different phases, or a second sample for a finger already in the group, start
    /// the next event (UIKit delivers each phase by its own method anyway).
    ///
    /// - Note: Apple does not say which touch a view with `isMultipleTouchEnabled` false gets
    ///   when several land on it in one event, nor which wins between an `isExclusiveTouch` view
    ///   and another view in one event: TouchScope takes the first in the event's (the samples')
    ///   order. Splitting a mixed group into events in order is TouchScope's choice too.
    public func enqueue(_ samples: [InputSample]) {
        let depth = waitingEvents
        for (i, sample) in samples.enumerated() {
            trace?.time = sample.timestamp
            trace?.record(.input(sample, queueDepth: depth, sameEvent: i > 0))
            queue.append((sample, i < samples.count - 1))
        }
    }

    /// How many events wait in the queue.
    private var waitingEvents: Int {
        var n = 0
        var i = queueHead
        while i < queue.count {
            if !queue[i].joinsNext { n += 1 }
            i += 1
        }
        return n
    }

    /// Takes every queued event, oldest first, and dispatches it.
    public func processQueue() {
        while queueHead < queue.count {
            eventSamples.removeAll(keepingCapacity: true)
            repeat {
                eventSamples.append(queue[queueHead].sample)
                queueHead += 1
            } while queueHead < queue.count && queue[queueHead - 1].joinsNext
            handleGroup(eventSamples)
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
    }

    /// Enqueues and processes one sample.
    public func send(_ sample: InputSample) {
        enqueue(sample)
        processQueue()
    }

    /// Enqueues and processes samples that happened together, as one event (see
    /// ``enqueue(_:)-([InputSample])``).
    public func send(_ samples: [InputSample]) {
        enqueue(samples)
        processQueue()
    }

    private func activeTouch(for finger: FingerID) -> Touch? {
        activeTouches.first { $0.finger == finger }
    }

    /// Moves the clock to `time` without input: gesture recognizers waiting for it (a long
    /// press's duration, the next tap of a double tap) act now.
    public func advanceTime(to time: Double) {
        animations.advanceTime(to: time)
        animator.advance(to: time)
        gestures.advanceTime(to: time)
    }

    /// Splits a group into events: a run of one phase with each finger at most once.
    private func handleGroup(_ samples: [InputSample]) {
        var start = 0
        while start < samples.count {
            var end = start + 1
            while end < samples.count, samples[end].phase == samples[start].phase,
                  !samples[start..<end].contains(where: { $0.finger == samples[end].finger }) {
                end += 1
            }
            handle(samples[start..<end])
            start = end
        }
    }

    /// Handles one event: samples of one phase, each for a different finger, at the first
    /// sample's time.
    private func handle(_ samples: ArraySlice<InputSample>) {
        guard let first = samples.first else { return }
        let time = first.timestamp
        animations.advanceTime(to: time)
        animator.advance(to: time)
        gestures.advanceTime(to: time)
        trace?.time = time
        changedBuffer.removeAll(keepingCapacity: true)
        switch first.phase {
        case .down:
            for sample in samples {
                if activeTouch(for: sample.finger) != nil {
                    // A second "down" for a finger already down: the old touch can no longer end
                    // normally, so it is cancelled before the new one begins.
                    trace?.record(.inputIgnored(sample, reason: .fingerAlreadyDown))
                    cancel(touches: activeTouches.filter { $0.finger == sample.finger }, timestamp: time)
                }
            }
            for sample in samples { changedBuffer.append(begin(sample)) }
            dispatch(changedBuffer, phase: .began, timestamp: time)
        case .move:
            for sample in samples {
                guard let touch = activeTouch(for: sample.finger) else {
                    trace?.record(.inputIgnored(sample, reason: .moveWithoutFinger))
                    continue
                }
                guard sample.location != touch.screenLocation else { continue }
                touch.previousScreenLocation = touch.screenLocation
                touch.screenLocation = sample.location
                touch.timestamp = time
                touch.phase = .moved
                changedBuffer.append(touch)
            }
            guard !changedBuffer.isEmpty else { return }
            dispatch(changedBuffer, phase: .moved, timestamp: time)
        case .up:
            for sample in samples {
                guard let touch = activeTouch(for: sample.finger) else {
                    trace?.record(.inputIgnored(sample, reason: .upWithoutFinger))
                    continue
                }
                if sample.location != touch.screenLocation {
                    touch.previousScreenLocation = touch.screenLocation
                    touch.screenLocation = sample.location
                }
                touch.timestamp = time
                touch.phase = .ended
                changedBuffer.append(touch)
            }
            guard !changedBuffer.isEmpty else { return }
            let ended = changedBuffer
            dispatch(ended, phase: .ended, timestamp: time)
            activeTouches.removeAll { t in ended.contains { $0 === t } }
            for touch in ended {
                if touch.screenLocation.distance(to: touch.startScreenLocation) <= parameters.multiTapDistance {
                    lastTap = (touch.startScreenLocation, time, touch.tapCount)
                } else {
                    lastTap = nil
                }
            }
        case .cancel:
            for sample in samples {
                guard let touch = activeTouch(for: sample.finger) else {
                    trace?.record(.inputIgnored(sample, reason: .cancelWithoutFinger))
                    continue
                }
                changedBuffer.append(touch)
            }
            guard !changedBuffer.isEmpty else { return }
            cancel(touches: changedBuffer, timestamp: time)
        }
    }

    /// A new touch for `sample`: its tap count and hit view, traced; active, not yet dispatched.
    private func begin(_ sample: InputSample) -> Touch {
        let id = nextTouchID
        nextTouchID += 1
        var tapCount = 1
        if let last = lastTap, sample.timestamp - last.time <= parameters.multiTapInterval,
           sample.location.distance(to: last.location) <= parameters.multiTapDistance {
            tapCount = last.tapCount + 1
        }
        trace?.record(.touchBegan(touch: id, finger: sample.finger, location: sample.location, tapCount: tapCount))
        hitTester.isRecording = trace != nil
        let (view, window) = hitTester.hitTest(windows: windowsFrontToBack, screenPoint: sample.location)
        if let trace {
            for step in hitTester.trace.steps { trace.record(.hitTest(touch: id, step)) }
            trace.record(.hitResult(touch: id, view: view?.id, window: window?.id))
        }
        let touch = Touch(id: id, finger: sample.finger, location: sample.location, timestamp: sample.timestamp,
                          tapCount: tapCount, view: view, window: window)
        activeTouches.append(touch)
        return touch
    }

    /// Cancels every active touch (the window lost focus or closed, the scene was replaced...).
    /// Every touch that began for a view gets touchesCancelled, exactly once.
    public func cancelAllTouches(reason: CancelReason, timestamp: Double) {
        let touches = activeTouches
        trace?.record(.cancelAll(reason: reason, touches: touches.map(\.id)))
        // Nothing waiting to recognize may do so because of the cancellation.
        gestures.stopWaiting()
        if !touches.isEmpty { cancel(touches: touches, timestamp: timestamp) }
        // Touches already lifted whose end a recognizer still holds back end now too.
        gestures.cancelEverything(timestamp: timestamp)
    }

    private func cancel(touches: [Touch], timestamp: Double) {
        for touch in touches {
            touch.phase = .cancelled
            touch.timestamp = timestamp
        }
        dispatch(touches, phase: .cancelled, timestamp: timestamp)
        activeTouches.removeAll { t in touches.contains { $0 === t } }
    }

    // MARK: sendEvent

    /// The one touches event, reused for every dispatch (as UIKit reuses its touches `UIEvent`),
    /// so a moved touch allocates nothing.
    private let touchesEvent = Event(kind: .touches, timestamp: 0, allTouches: [])
    /// The touches an event changes (reused, so a moved touch allocates nothing).
    private var changedBuffer: [Touch] = []

    /// Dispatches one event: `changed` touches in `phase`; every other active touch is
    /// stationary in it (UIKit's `UITouch.Phase.stationary`).
    private func dispatch(_ changed: [Touch], phase: TouchPhase, timestamp: Double) {
        touchesEvent.timestamp = timestamp
        touchesEvent.allTouches = activeTouches
        if activeTouches.count > changed.count {
            for t in activeTouches where !t.phase.isTerminal && !changed.contains(where: { $0 === t }) { t.phase = .stationary }
        }
        sendEvent(touchesEvent, changed: changed, phase: phase)
    }

    /// `UIApplication.sendEvent`: passes the changed touches to their windows.
    private func sendEvent(_ event: Event, changed: [Touch], phase: TouchPhase) {
        trace?.record(.sendEvent(.application, touches: changed.map(\.id), allTouches: event.allTouches.map(EventTouch.init)))
        // The common case, one window: no grouping.
        if let w = changed.first?.window, changed.allSatisfy({ $0.window === w }) {
            windowSendEvent(w, event: event, changed: changed, phase: phase)
            return
        }
        var windowsInOrder: [Window] = []
        for touch in changed {
            if let w = touch.window, !windowsInOrder.contains(where: { $0 === w }) { windowsInOrder.append(w) }
        }
        for window in windowsInOrder {
            windowSendEvent(window, event: event, changed: changed.filter { $0.window === window }, phase: phase)
        }
    }

    /// `UIWindow.sendEvent`: recognizers first, then each hit view and its responder chain.
    private func windowSendEvent(_ window: Window, event: Event, changed: [Touch], phase: TouchPhase) {
        trace?.record(.sendEvent(.window(window.id), touches: changed.map(\.id)))
        let toViews = gestures.process(changed, phase: phase, event: event)
        // The common case, one view: no grouping.
        if let v = toViews.first?.view, toViews.allSatisfy({ $0.view === v }) {
            deliver(toViews, phase: phase, to: v, event: event)
            gestures.eventDelivered(phase: phase)
            return
        }
        var views: [View] = []
        for touch in toViews {
            if let v = touch.view, !views.contains(where: { $0 === v }) { views.append(v) }
        }
        for view in views {
            deliver(toViews.filter { $0.view === view }, phase: phase, to: view, event: event)
        }
        gestures.eventDelivered(phase: phase)
    }

    /// Delivers one phase of touches to their hit view, honouring multiple and exclusive touch.
    /// Only the dispatch and the gesture engine deliver (after arbitration): it is not public.
    func deliver(_ touches: [Touch], phase: TouchPhase, to view: View, event: Event) {
        guard let responderPhase = phase.responderPhase else { return }
        if trace != nil { noteUndecided(touches, view: view, began: phase == .began) }
        var deliverable: [Touch] = []
        if phase == .began {
            for touch in touches {
                if let reason = blockReason(for: touch, view: view) {
                    trace?.record(.notDelivered(phase: .began, touches: [touch.id], view: view.id, reason: reason))
                } else {
                    touch.isDeliveredToView = true
                    deliverable.append(touch)
                }
            }
        } else if !phase.isTerminal && touches.allSatisfy({ $0.isDeliveredToView }) {
            // The common case (a move of touches the view has): all of them, no copy.
            deliverable = touches
        } else {
            for touch in touches where touch.isDeliveredToView {
                if phase.isTerminal {
                    guard touch.terminalDeliveries == 0 else { continue }
                    touch.terminalDeliveries += 1
                }
                deliverable.append(touch)
            }
        }
        guard !deliverable.isEmpty else { return }
        deliverAlongChain(deliverable, phase: responderPhase, from: view, event: event)
    }

    private func blockReason(for touch: Touch, view: View) -> NotDeliveredReason? {
        let tracking = activeTouches.filter { $0 !== touch && $0.isDeliveredToView && !$0.phase.isTerminal }
        if !view.isMultipleTouchEnabled, tracking.contains(where: { $0.view === view }) {
            return .multipleTouchDisabled
        }
        let sameWindow = tracking.filter { $0.window === touch.window && $0.view !== view }
        if let owner = sameWindow.first(where: { $0.view?.isExclusiveTouch == true })?.view {
            return .exclusiveTouch(owner.id)
        }
        if view.isExclusiveTouch, !sameWindow.isEmpty { return .exclusiveTouch(view.id) }
        return nil
    }

    /// Sends the touches method for `phase` to `view`, then along the responder chain for as
    /// long as each responder forwards. Each responder decides what it does with the touches
    /// (``Responder/effectiveTouchBehaviour(for:)`` and its touches methods): a control tracks
    /// them, a plain view does what its scene says.
    private func deliverAlongChain(_ touches: [Touch], phase: ResponderPhase, from view: View, event: Event) {
        let ids = trace == nil ? [] : touches.map(\.id)
        var responder: Responder? = view
        var hops = 0
        // A chain that a change made loop (a controller's root view moved inside a view it
        // presented) would forward round the loop for ever; it stops at the first repeat.
        var seen: [ObjectIdentifier] = []
        while let r = responder, hops < Responder.maxChainLength {
            hops += 1
            let key = ObjectIdentifier(r)
            if seen.contains(key) {
                trace?.record(.chainLoops(phase: phase, touches: ids, responder: r.id))
                return
            }
            seen.append(key)
            let behaviour: TouchBehaviour
            if let user = r.userClass, user.overrides.contains(.touches(phase)) {
                // A Swift scene's override: what it did is known only after it ran. It handled
                // the touches; it forwarded them too if its `super` call reached UIKit's default
                // (which passes them to the next responder).
                // Its line goes first, as every responder's does, and says what it did after.
                let position = trace?.nextPosition
                trace?.record(.touches(phase: phase, touches: ids, responder: r.id, action: .handle))
                r.reachedDefaultTouches = false
                r.receive(touches, phase: phase, with: event)
                let builtIn = r.effectiveTouchBehaviour(for: phase)
                behaviour = !r.reachedDefaultTouches ? .handle : builtIn == .forward ? .handleAndForward : builtIn
                if let position, behaviour != .handle {
                    trace?.replace(position, with: .touches(phase: phase, touches: ids, responder: r.id, action: behaviour))
                }
            } else {
                behaviour = r.effectiveTouchBehaviour(for: phase)
                trace?.record(.touches(phase: phase, touches: ids, responder: r.id, action: behaviour))
                r.receive(touches, phase: phase, with: event)
            }
            if behaviour == .handle { return }
            responder = r.next
        }
        trace?.record(.dropped(phase: phase, touches: ids))
    }

    // MARK: Actions

    /// UIKit's `sendActions(for:)`: records the event, then sends every action registered for it.
    public func sendActions(_ control: Control, _ controlEvent: ControlEvent) {
        trace?.record(.controlEvent(control: control.id, event: controlEvent))
        for action in control.actions where action.event == controlEvent {
            sendAction(action.action, to: action.target, from: control)
        }
    }

    /// UIKit's `sendAction(_:to:from:for:)`. Returns who performed the action (nil: nobody).
    @discardableResult
    public func sendAction(_ action: String, to target: ActionTarget, from sender: Responder) -> Responder? {
        sendAction(action, to: target, senderID: sender.id, searchFrom: sender)
    }

    /// Sends an action for a sender that may not be a responder (a gesture recognizer): a nil
    /// target is searched for from the first responder, or from `searchFrom` when there is none.
    @discardableResult
    public func sendAction(_ action: String, to target: ActionTarget, senderID: String, searchFrom: Responder) -> Responder? {
        if let r = target.responder {
            let implemented = r.implements(action)
            trace?.record(.action(sender: senderID, action: action, target: r.id, explicit: true, implemented: implemented))
            if implemented { r.actionBodies[action]?(senderID) }
            return implemented ? r : nil
        }
        let start = firstResponder ?? searchFrom
        let found = start.responderChain.first { $0.implements(action) }
        trace?.record(.action(sender: senderID, action: action, target: found?.id, explicit: false,
                              implemented: found != nil))
        found?.actionBodies[action]?(senderID)
        return found
    }

    // MARK: Non-touch events

    /// Sends a motion or remote-control event: to the first responder (the key window when
    /// there is none), then up the chain until a responder implements its method.
    ///
    /// - Note: UIKit does not document where such an event goes with no first responder;
    ///   TouchScope starts at the key window.
    @discardableResult
    public func sendEvent(_ subtype: EventSubtype, timestamp: Double) -> Responder? {
        trace?.time = timestamp
        trace?.record(.sendEvent(.application, touches: []))
        let start: Responder? = firstResponder ?? keyWindow
        for responder in start?.responderChain ?? [] {
            if responder.implements(subtype.method) {
                trace?.record(.event(subtype, responder: responder.id, action: .handled))
                // A Swift scene's override runs (a scene file's `implements` only says it exists).
                if responder.userClass != nil {
                    let event = Event(kind: subtype.kind, subtype: subtype, timestamp: timestamp)
                    if subtype == .shake {
                        responder.motionBegan(subtype, with: event)
                        responder.motionEnded(subtype, with: event)
                    } else {
                        responder.remoteControlReceived(with: event)
                    }
                }
                return responder
            }
            trace?.record(.event(subtype, responder: responder.id, action: .forwarded))
        }
        trace?.record(.eventDropped(subtype))
        return nil
    }
}
