import TouchScopeCore

/// Plays script steps into a built scene, with a reproducible clock.
///
/// The clock starts at 0. A step happens at the current time, then the clock advances by
/// ``stepDuration`` (0.05 s); `wait: s` advances it by `s` instead. A `tap` is a down and an up at
/// the step's time. A `drag` is a down, `steps` moves and an up, each ``dragFrameInterval``
/// (1/60 s) after the previous one, like frames of a real drag; the clock then continues from
/// the up. Script fingers are ``FingerID`` on ``FingerID/scriptDevice``.
public struct ScriptRunner {
    public static let stepDuration = 0.05
    public static let dragFrameInterval = 1.0 / 60.0

    public let scene: BuiltScene
    public let recorder: TraceRecorder?
    public private(set) var clock: Double = 0
    /// Where touch samples go (default: straight to the scene's application).
    public var sendSample: (InputSample) -> Void
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
        sendEvent = { app.sendEvent($0, timestamp: $1) }
        advanceTime = { app.advanceTime(to: $0) }
    }

    /// Runs every step in order, numbering them from 0 in the trace; time-based behaviour
    /// then happens up to the final clock (so a final `wait` lets a double tap's wait end).
    public mutating func run(_ steps: [ScriptStep]) {
        for (index, step) in steps.enumerated() { perform(step, index: index) }
        advanceTime(clock)
    }

    /// Runs one step, recorded as step `index`.
    public mutating func perform(_ step: ScriptStep, index: Int) {
        recorder?.step = index
        recorder?.time = clock
        let app = scene.application
        let finger = FingerID(device: FingerID.scriptDevice, finger: Int64(step.finger))
        func send(_ phase: InputPhase, _ p: Point, at t: Double) {
            sendSample(InputSample(finger: finger, phase: phase, location: p, timestamp: t))
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
        case let .wait(seconds):
            let end = clock + seconds
            advanceTime(end)
            clock = end
            recorder?.time = clock
            return
        case let .event(subtype):
            sendEvent(subtype, clock)
        }
        clock += Self.stepDuration
    }
}
