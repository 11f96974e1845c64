import Testing
@testable import TouchScopeCore

// MARK: Building trees

/// A plain view with a frame in its superview's space.
func makeView(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, kind: ViewKind = .view) -> View {
    View(id: id, kind: kind, frame: Rect(x, y, w, h))
}

/// A control (a button) with a frame in its superview's space.
func makeControl(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Control {
    Control(id: id, frame: Rect(x, y, w, h))
}

extension View {
    /// Adds the views back to front (the last one is front-most) and returns self.
    @discardableResult
    func with(_ views: View...) -> Self {
        for v in views { addSubview(v) }
        return self
    }
}

// MARK: Approximate comparison

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}
func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.size.width, b.size.width, tolerance)
        && close(a.size.height, b.size.height, tolerance)
}
func close(_ a: AffineTransform, _ b: AffineTransform, _ tolerance: Double = 1e-9) -> Bool {
    close(a.a, b.a, tolerance) && close(a.b, b.b, tolerance) && close(a.c, b.c, tolerance)
        && close(a.d, b.d, tolerance) && close(a.tx, b.tx, tolerance) && close(a.ty, b.ty, tolerance)
}

// MARK: An application driven by input samples

/// One `touches` record of a trace, flattened for comparison.
struct TouchesRecord: Equatable, CustomStringConvertible {
    var phase: ResponderPhase
    var touches: [Int]
    var responder: String
    var action: TouchBehaviour
    var description: String { "\(phase.rawValue) \(touches) \(responder) \(action.rawValue)" }
}

/// An application with one window (400x400 at the screen origin by default) and a trace
/// recorder attached, fed with script-device samples. Each sample without an explicit time is one
/// second after the previous one, so taps never count as multi-taps unless a test says so.
final class Harness {
    let app = Application()
    let window: Window
    let recorder = TraceRecorder()
    var clock = 0.0

    init(windowFrame: Rect = Rect(0, 0, 400, 400), tracing: Bool = true) {
        window = Window(id: "window", frame: windowFrame)
        app.addWindow(window)
        if tracing { app.trace = recorder }
    }

    func send(_ phase: InputPhase, _ x: Double, _ y: Double, finger: Int64 = 1, at time: Double? = nil) {
        clock = time ?? clock + 1
        app.send(InputSample(finger: FingerID(device: FingerID.scriptDevice, finger: finger), phase: phase,
                             location: Point(x, y), timestamp: clock))
    }

    func down(_ x: Double, _ y: Double, finger: Int64 = 1, at time: Double? = nil) { send(.down, x, y, finger: finger, at: time) }
    func move(_ x: Double, _ y: Double, finger: Int64 = 1, at time: Double? = nil) { send(.move, x, y, finger: finger, at: time) }
    func up(_ x: Double, _ y: Double, finger: Int64 = 1, at time: Double? = nil) { send(.up, x, y, finger: finger, at: time) }

    /// A drag from `from` to `to` in `steps` moves 1/60 s apart, starting at `start`; the finger
    /// rests `rest` seconds after the last move before lifting (1/60 s after it when 0). Returns
    /// the time of the lift.
    @discardableResult
    func drag(_ from: Point, _ to: Point, steps: Int, start: Double, rest: Double = 0) -> Double {
        var t = start
        down(from.x, from.y, at: t)
        for i in 1...steps {
            t += 1.0 / 60
            let f = Double(i) / Double(steps)
            move(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f, at: t)
        }
        t += 1.0 / 60 + rest
        up(to.x, to.y, at: t)
        return t
    }

    /// Down then up at the same place, 0.05 s apart.
    func tap(_ x: Double, _ y: Double, at time: Double? = nil) {
        down(x, y, at: time)
        up(x, y, at: clock + 0.05)
    }

    /// The most recently begun active touch.
    var lastTouch: Touch? { app.activeTouches.last }

    var events: [TraceEvent] { recorder.records.map(\.event) }

    func touchesRecords(_ phase: ResponderPhase? = nil) -> [TouchesRecord] {
        events.compactMap {
            guard case let .touches(p, ids, responder, action) = $0, phase == nil || p == phase else { return nil }
            return TouchesRecord(phase: p, touches: ids, responder: responder, action: action)
        }
    }

    /// The responders that received `phase`, in order.
    func receivers(_ phase: ResponderPhase) -> [String] { touchesRecords(phase).map(\.responder) }

    var dropped: [(phase: ResponderPhase, touches: [Int])] {
        events.compactMap { if case let .dropped(p, ids) = $0 { return (p, ids) } else { return nil } }
    }

    var notDelivered: [(phase: ResponderPhase, touches: [Int], view: String, reason: NotDeliveredReason)] {
        events.compactMap {
            if case let .notDelivered(p, ids, v, r) = $0 { return (p, ids, v, r) } else { return nil }
        }
    }

    var controlEvents: [ControlEvent] {
        events.compactMap { if case let .controlEvent(_, e) = $0 { return e } else { return nil } }
    }

    var actions: [(sender: String, action: String, target: String?, explicit: Bool, implemented: Bool)] {
        events.compactMap {
            if case let .action(s, a, t, e, i) = $0 { return (s, a, t, e, i) } else { return nil }
        }
    }

    var ignoredInputs: [(sample: InputSample, reason: String)] {
        events.compactMap { if case let .inputIgnored(s, r) = $0 { return (s, r.text) } else { return nil } }
    }

    func clearTrace() { recorder.removeAll() }
}
