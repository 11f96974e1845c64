import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeUI

/// One step of a random input stream, in canvas points.
///
/// Gesture recognizers: scenes with random `gestures:` come from ``RandomScene``; a step kind
/// that advances the clock without input (for long presses and double-tap waits) belongs here
/// next to ``Kind/wait`` when the playground gets one. ``TraceChecker/gestureInvariant`` is
/// where the valid-transition check plugs in.
struct DispatchOp: Hashable, CustomStringConvertible, Sendable {
    enum Kind: String, Sendable { case down, move, up, cancel, tap, focusLost, replaceScene, event, wait }
    var kind: Kind
    var finger: Int
    var x: Double
    var y: Double
    /// Seconds since the previous step (negative: out of order).
    var dt: Double

    /// Decodes a generated tuple: `kind` 0...99 (weights below), `finger` 0...4, `x`, `y` in
    /// canvas points (with far-away values mixed in), `dt` in 20 ms units.
    init(kind k: Int, finger: Int, x: Int, y: Int, dt: Int) {
        switch k {
        case 0..<28: kind = .move
        case 28..<48: kind = .down
        case 48..<66: kind = .up
        case 66..<72: kind = .cancel
        case 72..<76: kind = .focusLost
        case 76..<79: kind = .replaceScene
        case 79..<82: kind = .event
        case 82..<86: kind = .wait
        default: kind = .tap
        }
        self.finger = finger
        // Now and then a coordinate far outside the canvas.
        self.x = x % 97 == 0 ? Double(x) * 1e9 : Double(x)
        self.y = y % 89 == 0 ? -Double(y) * 1e7 : Double(y)
        self.dt = Double(dt) * 0.02
    }

    init(_ kind: Kind, finger: Int = 0, _ x: Double = 0, _ y: Double = 0, dt: Double = 0.02) {
        self.kind = kind; self.finger = finger; self.x = x; self.y = y; self.dt = dt
    }

    /// Five fingers: the mouse, two script fingers, and finger 1 on two touch devices (the same
    /// finger id reused across devices).
    static let fingers = [FingerID.mouse, FingerID(device: FingerID.scriptDevice, finger: 1),
                          FingerID(device: FingerID.scriptDevice, finger: 2), FingerID(device: 7, finger: 1),
                          FingerID(device: 8, finger: 1)]

    var fingerID: FingerID { Self.fingers[finger % Self.fingers.count] }

    var description: String {
        switch kind {
        case .focusLost, .replaceScene, .event, .wait: return "\(kind)(\(finger)) dt \(dt)"
        default: return "\(kind) f\(finger) (\(x), \(y)) dt \(dt)"
        }
    }
}

/// Runs input streams through a real ``Playground`` (its scene's application, trace on) and
/// checks the invariants after every step.
final class DispatchHarness {
    let playground = Playground()
    let pool: [SceneDocument]
    var checker: TraceChecker
    /// The fingers the stream says are down on the canvas.
    private(set) var down: Set<FingerID> = []
    private(set) var time = 0.0
    var steps = 0
    private(set) var violations: [String] = []
    /// The control invariant's reader (``ChangeStreams.swift``).
    var controlWatch = ControlWatch()
    /// The animation and scroll invariants' reader (``MotionStreams.swift``).
    var motionWatch = MotionWatch()
    /// Whether ``checkUnderChange(_:)`` compares the playground's hit map with hit-testing.
    var checkHitMap = true
    /// Changes that made a trace record (a view changed, the first responder) and what-if re-runs.
    var changesRecorded = 0, whatIfReruns = 0
    /// Trace records checked, over every scene the stream showed.
    var totalRecordsChecked: Int { retiredRecords + checker.recordsChecked }
    private var retiredRecords = 0

    /// Check the JSON of every record (slower; the soak turns it off and streams the log).
    var checkJSON = true

    init(pool: [SceneDocument], first: Int) {
        self.pool = pool
        playground.show(pool[first % pool.count])
        _ = playground.layout(width: 1200, height: 900, uiScale: 1)
        checker = TraceChecker(application: playground.scene!.application)
    }

    var application: Application { playground.scene!.application }

    /// Runs `ops`, then lets every timer fire (as a window left alone would) and, when no finger
    /// is down, checks that every touch that began for its view has ended for it.
    ///
    /// A touch lifted while another finger stays down may legitimately wait to end for its view:
    /// a recognizer still possible with the other finger holds its `touchesEnded` back
    /// (`delaysTouchesEnded`) until it fails or recognizes, which UIKit does too. So the ends are
    /// only required once no finger is down (``liftEveryFinger()``).
    func run(_ ops: [DispatchOp]) {
        for op in ops {
            apply(op)
            if violations.count > 20 { return }
        }
        quiesce()
    }

    /// Lifts every finger the stream left down (not counted as steps), lets the timers fire, and
    /// checks the ends.
    func liftEveryFinger() {
        guard !down.isEmpty else { return }
        for (index, f) in DispatchOp.fingers.enumerated() where down.contains(f) {
            apply(DispatchOp(.up, finger: index, 200, 200, dt: 0.02))
            steps -= 1
        }
        quiesce()
    }

    /// What the window does when it wakes up for a recognizer's deadline: moves the clock to it.
    private func fireTimers() {
        var guardCount = 0
        while let d = playground.nextDeadline, d <= time, guardCount < 1_000 {
            playground.advanceTime(to: max(d, 0))
            guardCount += 1
        }
    }

    /// Moves the stream's clock on by `seconds` with no input, firing the timers (and the
    /// animations' frames) on the way, as a window left alone would.
    func advanceClock(by seconds: Double) {
        time += max(0, seconds)
        fireTimers()
    }

    /// Ten seconds with no input: every timer fires; then, when no finger is down, no touch that
    /// is over may still be waiting to end for its view.
    func quiesce() {
        time += 10
        fireTimers()
        let op = DispatchOp(.wait, dt: 10)
        report(checker.consume(checkJSON: checkJSON), op)
        guard down.isEmpty else { return }
        report(checker.checkEnded(active: Set(application.activeTouches.map(\.id))), op)
    }

    func apply(_ op: DispatchOp) {
        steps += 1
        time = max(0, time + op.dt)
        fireTimers()
        let f = op.fingerID
        let p = Point(x: op.x, y: op.y)
        func sample(_ phase: InputPhase) { playground.touch(InputSample(finger: f, phase: phase, location: p, timestamp: time)) }
        switch op.kind {
        case .down: sample(.down); down.insert(f)
        case .move: sample(.move)
        case .up: sample(.up); down.remove(f)
        case .cancel: sample(.cancel); down.remove(f)
        case .tap: sample(.down); sample(.up); down.remove(f)
        case .focusLost: playground.focusLost(timestamp: time); down.removeAll()
        case .event: playground.send(EventSubtype.allCases[op.finger % EventSubtype.allCases.count], timestamp: time)
        case .wait: time += 1; fireTimers()
        case .replaceScene:
            let old = application
            _ = checker.consume(checkJSON: false)
            playground.show(pool[(op.finger + steps) % pool.count], timestamp: time)
            down.removeAll()
            // The old scene: every touch ended for its view, none left active.
            report(checker.consume(checkJSON: checkJSON), op)
            if !old.activeTouches.isEmpty { report(["the replaced scene still has active touches \(old.activeTouches.map(\.id))"], op) }
            report(checker.checkEnded(active: []), op)
            retiredRecords += checker.recordsChecked
            checker = TraceChecker(application: application)
        }
        check(after: op)
    }

    func check(after op: DispatchOp) {
        var problems = checker.consume(checkJSON: checkJSON)
        let active = application.activeTouches
        let fingers = active.map(\.finger)
        if Set(fingers).count != fingers.count { problems.append("two active touches for one finger: \(fingers)") }
        if Set(fingers) != down {
            problems.append("active fingers \(fingers.map(\.description).sorted()) but down \(down.map(\.description).sorted())")
        }
        if down.isEmpty {
            // A button that overrides touchesEnded or touchesCancelled without super never ends
            // its tracking, as in UIKit (it stays highlighted); every other control must.
            for case let control as Control in playground.scene!.views.values
            where (control.isTracking || control.trackedTouch != nil)
                && control.touchBehaviour(for: .ended) != .handle && control.touchBehaviour(for: .cancelled) != .handle {
                problems.append("control \(control.id) still tracking with no finger down")
            }
        }
        if playground.storyRecords.count > Playground.maxStoryRecords {
            problems.append("story has \(playground.storyRecords.count) records")
        }
        report(problems, op)
    }

    private func report(_ problems: [String], _ op: DispatchOp) {
        for p in problems { violations.append("step \(steps) (\(op)): \(p)") }
    }

    func reportProblems(_ problems: [String], _ label: String) {
        for p in problems { violations.append("step \(steps) (\(label)): \(p)") }
    }

    /// Follows a new application (a what-if re-run): a fresh trace checker, and the fingers
    /// that are down in it.
    func restart(fingersDown: Set<FingerID>) {
        retiredRecords += checker.recordsChecked
        checker = TraceChecker(application: application)
        down = fingersDown
    }
}

/// Reads one application's trace as it grows and checks that it is well formed.
struct TraceChecker {
    struct TouchState {
        var hitView: String?
        var beganToHitView = 0
        var terminalToHitView = 0
        var endedToHitView = 0
        /// The recognizer that took the touch from its hit view (cancelsTouchesInView), if any.
        var takenBy: String?
    }

    let application: Application
    private(set) var touches: [Int: TouchState] = [:]
    /// Each gesture recognizer's last recorded state, by id.
    private var gestureStates: [String: GestureState] = [:]
    private var nextID = 1
    private var read = 0
    private(set) var recordsChecked = 0

    init(application: Application) { self.application = application }

    /// Checks the records added since the last call.
    mutating func consume(checkJSON: Bool) -> [String] {
        guard let records = application.trace?.records else { return [] }
        var problems: [String] = []
        if read > records.count { read = 0 }
        for r in records[read...] {
            recordsChecked += 1
            problems += check(r)
            if checkJSON {
                let line = TraceJSON.line(r)
                if (try? JSONSerialization.jsonObject(with: Data(line.utf8))) == nil { problems.append("not JSON: \(line)") }
                _ = TraceText.line(r.event)
            }
        }
        read = records.count
        return problems
    }

    private mutating func known(_ ids: [Int], _ what: String) -> [String] {
        ids.filter { touches[$0] == nil }.map { "\(what) names touch \($0), which never began" }
    }

    private mutating func check(_ r: TraceRecord) -> [String] {
        var problems: [String] = []
        switch r.event {
        case let .touchBegan(id, _, _, tapCount):
            if id != nextID { problems.append("touch \(id) began, expected \(nextID)") }
            if tapCount < 1 { problems.append("tap count \(tapCount)") }
            nextID = id + 1
            touches[id] = TouchState()
        case let .hitResult(id, view, _):
            problems += known([id], "hitResult")
            touches[id]?.hitView = view
        case let .hitTest(id, _):
            problems += known([id], "hitTest")
        case let .touches(phase, ids, responder, _):
            problems += known(ids, "touches \(phase)")
            for id in ids where touches[id]?.hitView == responder {
                guard var s = touches[id] else { continue }
                switch phase {
                case .began:
                    s.beganToHitView += 1
                    if s.beganToHitView > 1 { problems.append("touch \(id) began twice for \(responder)") }
                case .moved:
                    if s.beganToHitView == 0 { problems.append("touch \(id) moved for \(responder) without began") }
                    if s.terminalToHitView > 0 { problems.append("touch \(id) moved for \(responder) after it ended") }
                case .ended, .cancelled:
                    if s.beganToHitView == 0 { problems.append("touch \(id) \(phase) for \(responder) without began") }
                    s.terminalToHitView += 1
                    if phase == .ended { s.endedToHitView += 1 }
                    if s.terminalToHitView > 1 { problems.append("touch \(id) ended twice for \(responder)") }
                }
                touches[id] = s
            }
        case let .gestureCancelsTouches(gesture, ids, view):
            problems += known(ids, "gestureCancelsTouches")
            for id in ids where touches[id]?.hitView == view { touches[id]?.takenBy = gesture }
        case let .notDelivered(_, ids, _, _): problems += known(ids, "notDelivered")
        case let .dropped(_, ids): problems += known(ids, "dropped")
        case let .cancelAll(_, ids): problems += known(ids, "cancelAll")
        default:
            problems += gestureInvariant(r)
        }
        return problems
    }

    /// The gesture-state check: every transition a recognizer records starts from the state it
    /// last recorded and is one UIKit allows (possible -> ended / began / failed; began /
    /// changed -> changed / ended / cancelled; ended / failed / cancelled -> possible on reset).
    private mutating func gestureInvariant(_ r: TraceRecord) -> [String] {
        guard case let .gesture(id, _, from, to, _, _) = r.event else { return [] }
        var problems: [String] = []
        let last = gestureStates[id] ?? .possible
        if from != last { problems.append("gesture \(id) went from \(from.rawValue), but its last state was \(last.rawValue)") }
        if !GestureState.isValid(from: from, to: to, continuous: true) && !GestureState.isValid(from: from, to: to, continuous: false) {
            problems.append("gesture \(id): invalid transition \(from.rawValue) -> \(to.rawValue)")
        }
        gestureStates[id] = to
        return problems
    }

    /// Every touch that is no longer active and began for its hit view has ended for it exactly
    /// once. (An active touch may already have been cancelled for its view: a recognizer that
    /// recognizes takes the touch from the view, and the touch goes on for the recognizer.)
    /// Checked when no timer is due, since recognizers may hold a view's `ended` back until
    /// they fail (and right after the scene is replaced, when nothing more can come).
    func checkEnded(active: Set<Int>) -> [String] {
        var problems: [String] = []
        for (id, s) in touches.sorted(by: { $0.key < $1.key }) where !active.contains(id) {
            if s.beganToHitView == 1 && s.terminalToHitView != 1 {
                problems.append("touch \(id) began for \(s.hitView ?? "nil") and ended \(s.terminalToHitView) times for it")
            }
            // A touch a recognizer took (a scroll view's pan, say) ends for its view with exactly
            // one touchesCancelled, never touchesEnded.
            if let taker = s.takenBy, s.beganToHitView == 1, s.endedToHitView > 0 {
                problems.append("touch \(id) was taken by \(taker) but ended (not cancelled) for \(s.hitView ?? "nil")")
            }
        }
        for id in active where touches[id] == nil { problems.append("active touch \(id) never began in the trace") }
        return problems
    }
}
