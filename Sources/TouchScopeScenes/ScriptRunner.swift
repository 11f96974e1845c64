import TouchScopeCore

/// Plays script steps into a built scene, with a reproducible clock.
///
/// The clock starts at 0. A step happens at the current time, then the clock advances by
/// ``stepDuration`` (0.05 s); `wait: s` advances it by `s` instead. A `tap` is a down and an up at
/// the step's time. A `drag` is a down, `steps` moves and an up, each ``dragFrameInterval``
/// (1/60 s) after the previous one, like frames of a real drag; the clock then continues from
/// the up. Script fingers are ``FingerID`` on ``FingerID/scriptDevice``. A step for several
/// fingers (`down: [[x, y], [x, y]]`, `tap`, `move`, `up`, `drag` with point lists) sends each of
/// its moments as ONE event (``sendSamples``), as fingers that change in the same frame are.
public struct ScriptRunner {
    public static let stepDuration = 0.05
    public static let dragFrameInterval = 1.0 / 60.0

    public let scene: BuiltScene
    public let recorder: TraceRecorder?
    public private(set) var clock: Double = 0
    /// Where touch samples go (default: straight to the scene's application).
    public var sendSample: (InputSample) -> Void
    /// Where samples of fingers that change together go, as one event (default: the scene's
    /// application, `send(_ samples:)`).
    public var sendSamples: ([InputSample]) -> Void
    /// Where motion and remote-control events go (default: the scene's application).
    public var sendEvent: (EventSubtype, Double) -> Void
    /// Where the clock's passing goes (default: the scene's application, whose gesture
    /// recognizers act on it: a long press's duration, a double tap's wait).
    public var advanceTime: (Double) -> Void

    public init(scene: BuiltScene, recorder: TraceRecorder?) {
        self.scene = scene
        self.recorder = recorder
        scene.application.trace = recorder
        let app = scene.application
        sendSample = { app.send($0) }
        sendSamples = { app.send($0) }
        sendEvent = { app.sendEvent($0, timestamp: $1) }
        advanceTime = { app.advanceTime(to: $0) }
    }

    /// Runs every step in order, numbering them from 0 in the trace; time-based behaviour
    /// then happens up to the final clock (so a final `wait` lets a double tap's wait end).
    /// Caption-only steps (`say:`) are skipped and not numbered.
    public mutating func run(_ steps: [ScriptStep]) {
        for (step, index) in Self.numbered(steps) {
            if let index { perform(step, index: index) }
        }
        finish()
    }

    /// The end of a script: time-based behaviour up to the final clock, then a scroll still
    /// decelerating or snapping to a page comes to rest, so the trace ends at rest. (A view
    /// animation is not waited for: a scene may end mid-animation on purpose.) Playback in the
    /// window ends the same way, so its trace equals `touchscope trace`.
    public mutating func finish() {
        advanceTime(clock)
        if let end = scene.application.animator.lastEnd, end > clock {
            clock = end
            recorder?.time = clock
            advanceTime(clock)
        }
    }

    /// Each step with its number in the trace (nil: a caption-only `say:` step, which has none).
    public static func numbered(_ steps: [ScriptStep]) -> [(step: ScriptStep, index: Int?)] {
        var next = 0
        return steps.map { step in
            if step.action == .say { return (step, nil) }
            defer { next += 1 }
            return (step, next)
        }
    }

    /// Applies one `set:` change to `view`, recording it. A touch keeps its view whatever
    /// changes: hiding it, turning its interaction off or moving it only affect hit-testing of
    /// later touches.
    private func apply(_ change: ViewChange, to view: View) {
        let recorded = change.property(isControl: view is Control)
        // The change first, then what it causes (a recognizer disabled mid-gesture is cancelled).
        recorder?.record(.viewChanged(view: view.id, change: .property(recorded)))
        switch change {
        case let .hidden(b): view.isHidden = b
        case let .alpha(a): view.alpha = a
        case let .interaction(b): view.isUserInteractionEnabled = b
        case let .frame(r): view.frame = r
        case let .boundsOrigin(p): view.bounds = Rect(origin: p, size: view.bounds.size)
        case let .transform(t): view.transform = t.affineTransform
        case let .enabled(b): (view as? Control)?.isEnabled = b
        case let .clips(b): view.clipsToBounds = b
        case let .gesturesEnabled(b): for r in view.gestureRecognizers { r.isEnabled = b }
        }
    }

    /// Whether following `next` from `start` comes back to a responder already passed.
    static func responderChainLoops(from start: Responder) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var current: Responder? = start
        while let r = current {
            if !seen.insert(ObjectIdentifier(r)).inserted { return true }
            current = r.next
        }
        return false
    }

    /// Runs one step, recorded as step `index`.
    public mutating func perform(_ step: ScriptStep, index: Int) {
        if step.action == .say { return }
        recorder?.step = index
        recorder?.time = clock
        let app = scene.application
        let finger = FingerID(device: FingerID.scriptDevice, finger: Int64(step.finger))
        func send(_ phase: InputPhase, _ p: Point, at t: Double) {
            sendSample(InputSample(finger: finger, phase: phase, location: p, timestamp: t))
        }
        /// One event of the step's fingers (finger, finger + 1...), one point each.
        func sendTogether(_ phase: InputPhase, _ points: [Point], at t: Double) {
            sendSamples(points.enumerated().map { i, p in
                InputSample(finger: FingerID(device: FingerID.scriptDevice, finger: Int64(step.finger + i)),
                            phase: phase, location: p, timestamp: t)
            })
        }
        func lastLocation() -> Point {
            app.activeTouches.first { $0.finger == finger }?.screenLocation ?? .zero
        }
        switch step.action {
        case let .tap(p):
            send(.down, p, at: clock)
            send(.up, p, at: clock)
        case let .down(p): send(.down, p, at: clock)
        case let .move(p): send(.move, p, at: clock)
        case let .up(p): send(.up, p ?? lastLocation(), at: clock)
        case .cancel: send(.cancel, lastLocation(), at: clock)
        case let .drag(from, to, steps):
            var t = clock
            send(.down, from, at: t)
            for i in 1...max(1, steps) {
                t += Self.dragFrameInterval
                let f = Double(i) / Double(max(1, steps))
                send(.move, Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), at: t)
            }
            t += Self.dragFrameInterval
            send(.up, to, at: t)
            clock = t
        case let .fingers(phase, points):
            sendTogether(phase, points, at: clock)
        case let .tapFingers(points):
            sendTogether(.down, points, at: clock)
            sendTogether(.up, points, at: clock)
        case let .dragFingers(from, to, steps):
            var t = clock
            sendTogether(.down, from, at: t)
            let n = max(1, steps)
            for i in 1...n {
                t += Self.dragFrameInterval
                let f = Double(i) / Double(n)
                sendTogether(.move, zip(from, to).map { a, b in Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }, at: t)
            }
            t += Self.dragFrameInterval
            sendTogether(.up, to, at: t)
            clock = t
        case let .wait(seconds):
            let end = clock + seconds
            advanceTime(end)
            clock = end
            recorder?.time = clock
            return
        case let .event(subtype):
            sendEvent(subtype, clock)
        case let .set(id, changes):
            guard let view = scene.views[id] else { break }
            for change in changes { apply(change, to: view) }
        case let .addView(id, parentID):
            guard let view = scene.views[id], let parent = scene.views[parentID] else { break }
            // A view cannot go inside itself or its own subtree (UIKit raises); ignored here.
            guard view !== parent, !parent.isDescendant(of: view) else { break }
            let oldParent = view.superview
            let oldIndex = oldParent?.subviews.firstIndex { $0 === view }
            parent.addSubview(view)
            // A controller's root view moved inside a view of a controller it presents would make
            // the responder chain loop (the parser refuses the same loop made by `presentedBy`):
            // the move is undone and the trace says why.
            if Self.responderChainLoops(from: view) {
                if let oldParent, let oldIndex { oldParent.insertSubview(view, at: oldIndex) } else { view.removeFromSuperview() }
                recorder?.record(.viewChanged(view: id, change: .addRefused(to: parentID)))
                break
            }
            recorder?.record(.viewChanged(view: id, change: .added(to: parentID)))
        case let .removeView(id):
            guard let view = scene.views[id] else { break }
            app.removeFromSuperview(view, timestamp: clock)
        case let .becomeFirstResponder(id):
            guard let responder = scene.responders[id] else { break }
            if !app.becomeFirstResponder(responder) {
                recorder?.record(.viewChanged(view: id, change: .becomeFirstResponderRefused))
            }
        case .resignFirstResponder:
            app.resignCurrentFirstResponder()
        case .say:
            return
        case let .animate(a):
            guard let view = scene.views[a.view] else { break }
            app.animations.animate(view, changes: a.changes.map(\.change), duration: a.duration, delay: a.delay,
                                   curve: a.curve, allowUserInteraction: a.allowUserInteraction,
                                   propertyAnimator: a.propertyAnimator, at: clock)
        }
        clock += Self.stepDuration
    }
}
