import TouchScopeCore
import TouchScopeScenes

/// The live touch session: the scene shown, its application, the trace recorder and the story
/// of the last touch.
///
/// Owns the built scene (and through it the application and its views), the recorder the
/// application writes to, the ``StoryLog``, the input step counter and the records not yet taken
/// for `--log-json`. Flowing in: scenes to show (``install(_:cancelling:timestamp:)``), touch
/// samples in canvas points, motion events, clock advances and script steps. Flowing out: trace
/// records (``takeNewRecords()``), the story, and ``hitTestKey``, which tells the hit map and dead
/// zones whether the tree changed — read from the core's version counters, not counted here.
final class TouchSession {
    /// The scene shown (the last one that loaded).
    private(set) var scene: BuiltScene?
    /// The records and story of the current story.
    private(set) var log = StoryLog()
    /// The timestamp of the last input, in the input's own clock.
    private(set) var lastTimestamp: Double = 0
    /// The playground's recorder keeps at most this many records (it is emptied of taken
    /// records every ``recorderRotation``; the story keeps its own, ``StoryLog/maxRecords``).
    static let recorderLimit = 200_000
    private var recorder = TraceRecorder(limit: TouchSession.recorderLimit)
    private var exportedCount = 0
    private var unexported: [TraceRecord] = []
    private var inputStep = 0
    /// How many stories were started (each reset of the story counts): the animated dispatch
    /// starts again when it changes.
    private(set) var storyNumber = 0

    /// How many taken records the recorder holds before it is emptied.
    static let recorderRotation = 20_000

    var story: TouchStory { log.story }

    /// Replaces the scene with `built`: the old scene's touches are cancelled with `reason` (nil:
    /// the caller did that already)
    /// (their records still go to ``takeNewRecords()``), a new recorder records `built`'s initial
    /// state, and the story starts empty.
    func install(_ built: BuiltScene, cancelling reason: CancelReason?, timestamp: Double) {
        if let reason { scene?.application.cancelAllTouches(reason: reason, timestamp: timestamp) }
        if exportedCount < recorder.records.count { unexported += recorder.records[exportedCount...] }
        recorder = TraceRecorder(limit: Self.recorderLimit)
        built.application.trace = recorder
        SceneTrace.recordInitialState(built, recorder)
        scene = built
        exportedCount = 0
        resetStory()
    }

    private func resetStory() {
        log.reset()
        storyNumber += 1
    }

    /// Trace records produced since the last call (for `--log-json`).
    func takeNewRecords() -> [TraceRecord] {
        let all = recorder.records
        var out = unexported
        unexported.removeAll()
        if exportedCount < all.count { out += all[exportedCount...] }
        exportedCount = all.count
        // Records already taken are not needed again (the story keeps its own): emptying the
        // recorder now and then keeps a long session's memory flat and far from the
        // recorder's limit, where every new record would shift the whole buffer.
        if exportedCount >= Self.recorderRotation {
            recorder.removeAll()
            exportedCount = 0
        }
        return out
    }

    /// Counts one input from the window (its records carry the step number).
    func beginInputStep() {
        inputStep += 1
        recorder.step = inputStep
    }

    /// Dispatches a touch sample (canvas points); a down with no finger down starts a new
    /// story. Returns whether the story changed.
    @discardableResult
    func touch(_ sample: InputSample) -> Bool {
        guard let app = scene?.application else { return false }
        lastTimestamp = max(lastTimestamp, sample.timestamp)
        if sample.phase == .down, app.activeTouches.isEmpty { resetStory() }
        return recording { app.send(sample) }
    }

    /// Dispatches samples that changed together as one event (canvas points); a down with no
    /// finger down starts a new story. Returns whether the story changed.
    @discardableResult
    func touch(_ samples: [InputSample]) -> Bool {
        guard let app = scene?.application, let first = samples.first else { return false }
        lastTimestamp = max(lastTimestamp, samples.map(\.timestamp).max() ?? first.timestamp)
        if first.phase == .down, app.activeTouches.isEmpty { log.reset() }
        return recording { app.send(samples) }
    }

    /// Moves the clock without input. Returns whether the story changed.
    @discardableResult
    func advanceTime(to time: Double) -> Bool {
        guard let app = scene?.application else { return false }
        return recording { app.advanceTime(to: time) }
    }

    /// Cancels every active touch (the window lost focus). Returns whether there were any.
    @discardableResult
    func cancelAllTouches(reason: CancelReason, timestamp: Double) -> Bool {
        guard let app = scene?.application, !app.activeTouches.isEmpty else { return false }
        recording { app.cancelAllTouches(reason: reason, timestamp: timestamp) }
        return true
    }

    /// Sends a motion or remote-control event, which becomes the story.
    func send(_ subtype: EventSubtype, timestamp: Double) {
        guard let app = scene?.application else { return }
        resetStory()
        recording { app.sendEvent(subtype, timestamp: timestamp) }
    }

    /// The first responder resigns at `timestamp` (the window's `;` key); its records join the
    /// current story. Returns whether there was a first responder.
    @discardableResult
    func resignFirstResponder(timestamp: Double) -> Bool {
        guard let app = scene?.application, app.firstResponder != nil else { return false }
        lastTimestamp = max(lastTimestamp, timestamp)
        recording {
            app.advanceTime(to: timestamp)
            app.resignCurrentFirstResponder()
        }
        return true
    }

    /// Runs script steps, their samples and events sent as the window's would be.
    func run(_ steps: [ScriptStep]) {
        guard let scene else { return }
        var runner = ScriptRunner(scene: scene, recorder: recorder)
        runner.sendSample = { [unowned self] in self.touch($0) }
        runner.sendSamples = { [unowned self] in self.touch($0) }
        runner.sendEvent = { [unowned self] in self.send($0, timestamp: $1) }
        runner.advanceTime = { [unowned self] in self.advanceTime(to: $0) }
        runner.run(steps)
    }

    /// A runner for the scene's script that records into this session's recorder (its hooks
    /// are the caller's to set; the playback queues them).
    func scriptRunner() -> ScriptRunner? {
        guard let scene else { return nil }
        return ScriptRunner(scene: scene, recorder: recorder)
    }

    /// Delivers what a playing script asked for, as the window's input would be: samples and
    /// events join the story, the clock moves the recognizers on.
    func deliver(_ item: Playback.Item) {
        switch item {
        case let .sample(s): touch(s)
        case let .samples(s): touch(s)
        case let .event(subtype, t): send(subtype, timestamp: t)
        case let .advance(t): advanceTime(to: t)
        }
    }

    /// Sends `inputs` again (a what-if re-run, on a freshly installed scene) as one story, under
    /// the current input step.
    func replay(_ inputs: [[InputSample]]) {
        guard let app = scene?.application else { return }
        recorder.step = inputStep
        resetStory()
        recording { for event in inputs { app.send(event) } }
    }

    /// Runs `body` and adds the records it made to the story; returns whether it made any.
    @discardableResult
    private func recording(_ body: () -> Void) -> Bool {
        let before = recorder.records.count
        body()
        guard recorder.records.count > before else { return false }
        log.append(contentsOf: recorder.records[before...])
        return true
    }

    /// What the hit map and dead zones depend on, as the core counts it (nil: no scene).
    var hitTestKey: HitTestKey? { scene.map { HitTestKey($0.application) } }
}

/// The state of a scene's tree as far as hit-testing can tell, for caches of what hit-testing
/// answers (the hit map, dead zones): the windows front to back, by identity, and each window's
/// `hitTestVersion`, which the core bumps on every change of a view in it that can change a
/// hit-test answer (geometry, hidden, alpha, interaction, rules, subviews).
///
/// The windows are held, so a freed scene's window cannot be mistaken for a new one at the same
/// address.
struct HitTestKey: Equatable {
    let windows: [Window]
    let versions: [UInt64]

    init(_ application: Application) {
        windows = application.windowsFrontToBack
        versions = windows.map(\.hitTestVersion)
    }

    static func == (a: HitTestKey, b: HitTestKey) -> Bool {
        a.versions == b.versions && a.windows.count == b.windows.count
            && zip(a.windows, b.windows).allSatisfy { $0 === $1 }
    }
}
