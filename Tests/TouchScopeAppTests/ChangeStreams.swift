import Foundation
import PropertyBased
import Testing
import TouchScopeCore
import TouchScopeTestSupport
@testable import TouchScopeScenes
import TouchScopeUI

/// A change to the scene between input steps: the script steps that change the hierarchy
/// (`set`, `add`, `remove`, `becomeFirstResponder`, `resignFirstResponder`), the window's
/// what-if toggles, and motion: `animate` and `scroll` (with the clock moved part or all of the
/// way through what they start; ``MotionStreams.swift``). Made of plain integers so that
/// property-based shrinking works.
///
/// New kinds of change go in their own `case` and their own function, so streams from
/// different branches merge without touching each other's code.
struct ChangeOp: Hashable, CustomStringConvertible, Sendable {
    enum Kind: String, Sendable, CaseIterable { case set, add, remove, becomeFirstResponder, resign, whatIf, animate, scroll }
    var kind: Kind
    /// The view changed (an index into the scene's views in file order, windows included).
    var view: Int
    /// The property set (`set`, `whatIf`) or the new superview (`add`).
    var other: Int
    /// Chooses the value set.
    var value: Int

    init(kind k: Int, view: Int, other: Int, value: Int) {
        let kinds = Kind.allCases
        // `set` is the most common change; the others come about equally often.
        kind = k < 40 ? .set : kinds[1 + (k - 40) % (kinds.count - 1)]
        self.view = view; self.other = other; self.value = value
    }

    init(_ kind: Kind, view: Int, other: Int = 0, value: Int = 0) {
        self.kind = kind; self.view = view; self.other = other; self.value = value
    }

    var description: String { "\(kind)(view \(view), \(other), \(value))" }

    /// The `set:` change this op makes, from `other` (which property) and `value`.
    var viewChange: ViewChange {
        let flag = value % 2 == 0
        switch other % 9 {
        case 0: return .hidden(flag)
        case 1: return .alpha([0, 0.005, 0.01, 0.5, 1][value % 5])
        case 2: return .interaction(flag)
        case 3:
            let x = Double(value % 7) * 40 - 40, y = Double(value % 11) * 70 - 50
            let w = Double([0, 1, 44, 120, 300][value % 5]), h = Double([0, 44, 90, 200, 500][(value / 5) % 5])
            return .frame(Rect(x: x, y: y, width: w, height: h))
        case 4: return .boundsOrigin(Point(x: Double(value % 5) * 15 - 30, y: Double(value % 3) * 25 - 25))
        case 5:
            var t = TransformSpec()
            t.scaleX = [1, 0.5, 2, 0, -1][value % 5]
            t.scaleY = [1, 2, 0.5, 1, 0][(value / 5) % 5]
            t.rotateDegrees = Double(value % 4) * 30
            t.translate = Point(x: Double(value % 3) * 20 - 20, y: 0)
            return .transform(t)
        case 6: return .enabled(flag)
        case 7: return .clips(flag)
        default: return .gesturesEnabled(flag)
        }
    }
}

/// A stream step: input (``DispatchOp``) or a change of the scene (``ChangeOp``).
enum StreamStep: Hashable, CustomStringConvertible, Sendable {
    case input(DispatchOp)
    case change(ChangeOp)

    var description: String {
        switch self {
        case let .input(op): return op.description
        case let .change(op): return op.description
        }
    }
}

extension DispatchHarness {
    /// Runs a stream of input and changes, checking the invariants (``check(after:)`` and
    /// ``checkUnderChange(_:)``) after every step, then lets every timer fire.
    func run(_ stream: [StreamStep]) {
        for step in stream {
            switch step {
            case let .input(op): apply(op)
            case let .change(op): apply(op)
            }
            checkUnderChange(step.description)
            checkMotion(step.description)
            // Whenever nothing is down and no deadline is pending, every recognizer is at rest.
            if playground.nextDeadline == nil { checkRecognizersAtRest(step.description) }
            if violations.count > 20 { return }
        }
        quiesce()
        checkRecognizersAtRest("end of stream")
    }

    /// Applies one change: script steps through a ``ScriptRunner`` on the shown scene (so the
    /// trace records them as a script would), what-if through the playground.
    func apply(_ change: ChangeOp) {
        steps += 1
        guard let scene = playground.scene else { return }
        let views = scene.viewsInOrder
        guard !views.isEmpty else { return }
        let view = views[change.view % views.count]
        switch change.kind {
        case .set: perform(.set(view: view.id, changes: [change.viewChange]))
        case .add: applyAdd(change, view: view, views: views)
        case .remove: perform(.removeView(view.id))
        case .becomeFirstResponder:
            let responders = scene.responders.keys.sorted()
            perform(.becomeFirstResponder(responders[change.other % max(1, responders.count)]))
        case .resign: perform(.resignFirstResponder)
        case .whatIf: applyWhatIf(change, view: view)
        case .animate: applyAnimate(change, view: view)
        case .scroll: applyScroll(change, view: view)
        }
        check(after: DispatchOp(.wait, dt: 0))
    }

    /// `add: {view, to}`: moves the view into another one (a window cannot be moved; a view
    /// cannot go into its own subtree: the script ignores both, as UIKit raises).
    private func applyAdd(_ change: ChangeOp, view: View, views: [View]) {
        let parent = views[change.other % views.count]
        perform(.addView(view: view.id, to: parent.id))
    }

    /// Selects the view and toggles one what-if property: the playground re-runs the last touch
    /// on a freshly built scene, so the checker follows the new application, and the fingers
    /// down are the ones the re-run left down.
    private func applyWhatIf(_ change: ChangeOp, view: View) {
        let old = application
        playground.select(view.id)
        if change.value % 7 == 6 {
            playground.revertWhatIf()
        } else {
            playground.whatIf(WhatIfProperty.allCases[change.other % WhatIfProperty.allCases.count])
        }
        guard application !== old else { return }
        whatIfReruns += 1
        reportProblems(checker.consume(checkJSON: checkJSON), "whatIf")
        if !old.activeTouches.isEmpty { reportProblems(["the replaced scene still has active touches \(old.activeTouches.map(\.id))"], "whatIf") }
        reportProblems(checker.checkEnded(active: []), "whatIf")
        restart(fingersDown: Set(application.activeTouches.map(\.finger)))
    }

    /// Runs one script step at the stream's clock, recording into the scene's trace under the
    /// current step and time (restored afterwards).
    func perform(_ action: ScriptAction) {
        guard let scene = playground.scene else { return }
        let recorder = application.trace
        let (step, time) = (recorder?.step ?? 0, recorder?.time ?? 0)
        var runner = ScriptRunner(scene: scene, recorder: recorder)
        runner.advanceTime = { [playground] in playground.advanceTime(to: $0) }
        // Moves the runner's clock to the stream's (a removed view's cancel is stamped then).
        runner.perform(ScriptStep(action: .wait(self.time), location: Self.changeLocation), index: step)
        let before = recorder?.records.count ?? 0
        runner.perform(ScriptStep(action: action, location: Self.changeLocation), index: step)
        if (recorder?.records.count ?? 0) > before { changesRecorded += 1 }
        recorder?.step = step
        recorder?.time = time
    }

    static let changeLocation = SourceLocation(path: "change-stream", line: 1, column: 1)

    /// The invariants that must hold whatever changed:
    /// - a control whose touch was cancelled sends no touchUpInside for it;
    /// - the hit-test answer (compiled and recorded) equals the recursive reference's at a grid
    ///   of points on the current tree;
    /// - the playground's hit map (cached on the tree's versions) equals per-point hit-testing.
    func checkUnderChange(_ label: String) {
        var problems = controlWatch.consume(application)
        guard let scene = playground.scene else { return reportProblems(problems, label) }
        let app = scene.application
        let canvas = scene.canvas
        let recorded = HitTester()
        recorded.isRecording = true
        let windows = app.windowsFrontToBack
        for i in 0..<6 {
            for j in 0..<9 {
                let p = Point(x: canvas.width * (Double(i) + 0.37) / 6 - 20, y: canvas.height * (Double(j) + 0.61) / 9 - 20)
                let fast = app.hitTest(screenPoint: p).view
                let slow = recorded.hitTest(windows: windows, screenPoint: p).view
                let reference = ReferenceHitTest.hitTest(app, p)
                if fast !== reference || slow !== reference {
                    problems.append("hit-test at \(p): compiled \(fast?.id ?? "nil"), recorded \(slow?.id ?? "nil"), reference \(reference?.id ?? "nil")")
                    break
                }
            }
        }
        if checkHitMap, let map = playground.currentHitMap() {
            outer: for row in 0..<map.rows {
                for column in 0..<map.columns {
                    let p = map.samplePoint(column: column, row: row)
                    let direct = app.hitTest(screenPoint: p).view
                    if map.view(column: column, row: row) !== direct {
                        problems.append("hit map at \(p) says \(map.view(column: column, row: row)?.id ?? "nil"), hit-testing says \(direct?.id ?? "nil")")
                        break outer
                    }
                }
            }
        }
        reportProblems(problems, label)
    }

    /// With no finger down and every deadline past, every recognizer is back in `possible`
    /// (recognizers reset once their touches end; a failed or ended one waits for no one).
    func checkRecognizersAtRest(_ label: String) {
        guard down.isEmpty, application.activeTouches.isEmpty, let scene = playground.scene else { return }
        var problems: [String] = []
        for (id, r) in scene.gestures.sorted(by: { $0.key < $1.key }) where r.state != .possible {
            problems.append("recognizer \(id) is \(r.state.rawValue) with no touch and no deadline due")
        }
        reportProblems(problems, label)
    }
}

/// Reads an application's trace for the control invariant: a touch cancelled for a control
/// never makes it send touchUpInside. (touchUpInside is recorded while the touches method that
/// caused it is delivered, so the control's last touches record says which touches it was.)
struct ControlWatch {
    private weak var application: Application?
    private var read = 0
    private var cancelled: Set<String> = []
    private var last: [String: (phase: ResponderPhase, touches: [Int])] = [:]

    mutating func consume(_ app: Application) -> [String] {
        if application !== app { self = ControlWatch(); application = app }
        guard let records = app.trace?.records else { return [] }
        if read > records.count { read = 0 }
        var problems: [String] = []
        for r in records[read...] {
            switch r.event {
            case let .touches(phase, ids, responder, _):
                last[responder] = (phase, ids)
                if phase == .cancelled { for id in ids { cancelled.insert("\(id) \(responder)") } }
            case let .controlEvent(control, .touchUpInside):
                guard let l = last[control], l.phase == .ended,
                      l.touches.contains(where: { !cancelled.contains("\($0) \(control)") }) else {
                    problems.append("\(control) sent touchUpInside for a touch it had been cancelled for (last: \(last[control].map { "\($0.phase) \($0.touches)" } ?? "none"))")
                    continue
                }
            default: break
            }
        }
        read = records.count
        return problems
    }
}

/// Random streams of input and hierarchy changes (issue 13's script steps and the what-if
/// toggles) through a real playground, with every invariant of ``DispatchProperties`` and
/// those of ``DispatchHarness/checkUnderChange(_:)`` checked after every step.
@Suite struct ChangeStreamProperties {
    static var pool: [SceneDocument] { DispatchProperties.pool }

    /// One generated step: a change one time in four, else an input step.
    static let step = zip(Gen.int(in: 0...99), Gen.int(in: 0...99), Gen.int(in: 0...4), Gen.int(in: -60...460),
                          Gen.int(in: -60...900), Gen.int(in: -3...12))

    static func stream(_ raw: [(Int, Int, Int, Int, Int, Int)]) -> [StreamStep] {
        raw.map { r in
            r.0 < 25
                ? .change(ChangeOp(kind: r.1, view: r.3 + 60, other: r.4 + 60, value: r.5 + 3 + r.2))
                : .input(DispatchOp(kind: r.1, finger: r.2, x: r.3, y: r.4, dt: r.5))
        }
    }

    static func seeded(_ seed: UInt64, count: Int) -> [(Int, Int, Int, Int, Int, Int)] {
        var rng = SeededRNG(seed: seed)
        return (0..<count).map { _ in
            (Int.random(in: 0...99, using: &rng), Int.random(in: 0...99, using: &rng), Int.random(in: 0...4, using: &rng),
             Int.random(in: -60...460, using: &rng), Int.random(in: -60...900, using: &rng), Int.random(in: -3...12, using: &rng))
        }
    }

    static func harness(first: Int) -> DispatchHarness {
        let harness = DispatchHarness(pool: pool, first: first)
        harness.playground.hitMapStep = 12
        return harness
    }

    /// Streams per run: 150 in a full sweep, 40 in `./test` (docs/testing.md).
    static let streams = Sweep.count(full: 150, quick: 40)

    /// Whether the random exploration runs (`TOUCHSCOPE_EXPLORE=1`): new random streams on every
    /// run, shrunk when one fails. `./test` and CI run seeded streams instead, the same on every
    /// run, so a failure there is a change's, not the dice's; pin what exploring finds.
    static let exploring = SeededProperty.exploring

    /// Seeded stream `k` of a family: its scene (an index into the pool) from `sceneSeed + k`,
    /// and its steps (1 to `maxSteps`) from `stepsSeed + k`.
    static func seededStream(_ k: Int, sceneSeed: UInt64, stepsSeed: UInt64, maxSteps: Int) -> (scene: Int, raw: [(Int, Int, Int, Int, Int, Int)]) {
        var rng = SeededRNG(seed: sceneSeed + UInt64(k))
        let scene = Int.random(in: 0...999, using: &rng)
        return (scene, seeded(stepsSeed + UInt64(k), count: Int.random(in: 1...maxSteps, using: &rng)))
    }

    /// Runs `count` seeded streams of a family through `check` (which plays one on a fresh
    /// harness and returns it), and lists the streams whose harness saw a violation.
    static func seededStreamProblems(count: Int, sceneSeed: UInt64, stepsSeed: UInt64, maxSteps: Int, pool: [SceneDocument],
                                     check: (_ scene: Int, _ raw: [(Int, Int, Int, Int, Int, Int)]) -> DispatchHarness) -> [String] {
        (0..<count).compactMap { k in
            let (scene, raw) = seededStream(k, sceneSeed: sceneSeed, stepsSeed: stepsSeed, maxSteps: maxSteps)
            let harness = check(scene, raw)
            return harness.violations.isEmpty ? nil : "stream \(k) on \(pool[scene % pool.count].path): \(harness.violations.prefix(3))"
        }
    }

    @Test func seededStreamsWithChangesKeepEveryInvariant() {
        let problems = Self.seededStreamProblems(count: Self.streams, sceneSeed: 0xC4A1_0000, stepsSeed: 0xC4A2_0000, maxSteps: 60,
                                                 pool: Self.pool) { scene, raw in
            let harness = Self.harness(first: scene)
            harness.run(Self.stream(raw))
            harness.liftEveryFinger()
            harness.checkRecognizersAtRest("all fingers up")
            return harness
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        Robust.figure("change streams: \(Self.streams) seeded streams of up to 60 steps (a quarter of them changes)")
    }

    @Test(.shrinking, .enabled(if: exploring)) func randomStreamsWithChangesKeepEveryInvariant() async {
        await propertyCheck(count: Self.streams, input: Gen.int(in: 0...999), Self.step.array(of: 1...60)) { scene, raw in
            let harness = Self.harness(first: scene)
            harness.run(Self.stream(raw))
            harness.liftEveryFinger()
            harness.checkRecognizersAtRest("all fingers up")
            #expect(harness.violations.isEmpty, "scene \(Self.pool[scene % Self.pool.count].path): \(harness.violations.prefix(5))")
        }
        Robust.figure("change streams: \(Self.streams) property-based streams of up to 60 steps (a quarter of them changes)")
    }

    /// What a random seed of the 150 streams found (a CI run on 2026-12-06), shrunk: a tap on
    /// scene 92 of the pool (28, double vs single tap), then its recognizers disabled while the
    /// double tap waits for its second tap. They failed and stayed failed, with no touch down and
    /// nothing due; a disabled recognizer whose touches are over now resets at once.
    @Test func aChangeAfterATouchLeavesNoRecognizerFailedAtRest() {
        let harness = Self.harness(first: 92)
        harness.run(Self.stream([(25, 86, 0, 20, 250, 0), (0, 0, 0, 190, 704, 0)]))
        harness.liftEveryFinger()
        harness.checkRecognizersAtRest("all fingers up")
        #expect(harness.violations.isEmpty, "\(harness.violations.prefix(4))")
        #expect(harness.application.trace?.records.contains { if case .gesture(_, _, _, .failed, .disabled, _) = $0.event { return true }; return false } == true,
                "the stream still disables a recognizer mid-wait")
    }

    /// Six seeds in a full sweep; `./test` takes the first and the last.
    @Test(arguments: Sweep.sample(Array(0..<6), count: 2))
    func longSeededStreamsWithChangesKeepEveryInvariant(seed: Int) {
        let harness = Self.harness(first: seed * 7 + 3)
        harness.checkHitMap = seed % 2 == 0
        harness.run(Self.stream(Self.seeded(UInt64(0xC4A0 + seed), count: 600)))
        harness.liftEveryFinger()
        harness.checkRecognizersAtRest("all fingers up")
        #expect(harness.violations.isEmpty, "\(harness.violations.prefix(5))")
        #expect(harness.changesRecorded > 60 && harness.whatIfReruns > 3, "\(harness.changesRecorded) changes, \(harness.whatIfReruns) what-ifs")
        Robust.figure("change streams: seeded stream \(seed): \(harness.steps) steps, \(harness.changesRecorded) changes and \(harness.whatIfReruns) what-if re-runs, \(harness.totalRecordsChecked) trace records checked")
    }
}
