import Foundation
import Testing
@testable import TouchScopeCore

/// A control that records its tracking calls and can refuse to begin or continue.
private final class RecordingControl: Control {
    var calls: [String] = []
    var beginResult = true
    /// continueTracking returns false from this move on (1 = the first move).
    var stopAtMove: Int?
    private var moves = 0

    override func beginTracking(_ touch: Touch, with event: Event) -> Bool {
        calls.append("begin"); return beginResult
    }
    override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
        moves += 1
        calls.append("continue(inside: \(isTouchInside))")
        if let stop = stopAtMove, moves >= stop { return false }
        return true
    }
    override func endTracking(_ touch: Touch?, with event: Event?) { calls.append("end(tracking: \(isTracking))") }
    override func cancelTracking(with event: Event?) { calls.append("cancel") }
}

/// A new kind of responder (a slider's knob, say) that takes touches itself: the dispatch has
/// no idea what it is, only what it says it does.
private final class Knob: View {
    var value = 0.0
    var phases: [String] = []
    override func effectiveTouchBehaviour(for phase: ResponderPhase) -> TouchBehaviour { .handle }
    override func touchesBegan(_ touches: [Touch], with event: Event) { phases.append("began") }
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        phases.append("moved")
        if let t = touches.first { value = t.location(in: self).x / bounds.width }
    }
    override func touchesEnded(_ touches: [Touch], with event: Event) { phases.append("ended") }
    override func touchesCancelled(_ touches: [Touch], with event: Event) { phases.append("cancelled") }
}

/// window 400x400 > panel (0, 0, 400, 400) > control (100, 100, 100, 50).
private final class TrackingScene {
    let h = Harness()
    let panel = makeView("panel", 0, 0, 400, 400)
    let control = RecordingControl(id: "control", frame: Rect(100, 100, 100, 50))
    init() { h.window.with(panel.with(control)) }
}

@Suite("Controls: tracking lives in Control (UIKit's begin / continue / end / cancelTracking)")
struct ControlTrackingMethodsTests {
    @Test("a touch calls beginTracking, continueTracking per move (after isTouchInside is updated), then endTracking while still tracking")
    func trackingCalls() {
        let s = TrackingScene()
        s.h.down(150, 125)
        s.h.move(150, 300)
        s.h.up(150, 300)
        #expect(s.control.calls == ["begin", "continue(inside: false)", "end(tracking: true)"])
        #expect(s.h.controlEvents == [.touchDown, .touchDragOutside, .touchDragExit, .touchUpOutside])
        #expect(!s.control.isTracking && s.control.trackedTouch == nil)
    }

    @Test("continueTracking returning false ends tracking: no more drag events, no touchUp, no endTracking")
    func continueFalseEndsTracking() {
        let s = TrackingScene()
        s.control.stopAtMove = 2
        s.h.down(150, 125)
        s.h.move(160, 125)
        #expect(s.control.isTracking)
        s.h.move(170, 125)
        #expect(!s.control.isTracking, "the second move stopped tracking")
        s.h.move(180, 125)
        s.h.up(180, 125)
        #expect(s.h.controlEvents == [.touchDown, .touchDragInside])
        #expect(s.control.calls == ["begin", "continue(inside: true)", "continue(inside: true)"])
        #expect(!s.control.isHighlighted && s.control.trackedTouch == nil)
        // The touches still stop at the control: it is a control, tracking or not.
        #expect(s.h.receivers(.ended) == ["control"])
    }

    @Test("beginTracking returning false: no touchDown and no control event for that touch")
    func beginFalse() {
        let s = TrackingScene()
        s.control.beginResult = false
        s.h.tap(150, 125)
        #expect(s.h.controlEvents.isEmpty)
        #expect(s.control.calls == ["begin"])
        #expect(!s.control.isTracking)
    }

    @Test("a cancelled touch calls cancelTracking, then touchCancel")
    func cancelTracking() {
        let s = TrackingScene()
        s.h.down(150, 125)
        s.h.app.cancelAllTouches(reason: .focusLost, timestamp: 99)
        #expect(s.control.calls == ["begin", "cancel"])
        #expect(s.h.controlEvents == [.touchDown, .touchCancel])
    }

    @Test("a control subclass that does not prevent ancestor taps lets the ancestor's tap recognize")
    func preventsAncestorGestureOverride() {
        final class Permissive: Control {
            override func preventsAncestorGesture(_ recognizer: GestureRecognizer) -> Bool { false }
        }
        let h = Harness()
        let container = makeView("container", 0, 0, 300, 300)
        container.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
        h.window.addSubview(container.with(Permissive(id: "button", frame: Rect(50, 50, 100, 50))))
        h.tap(100, 70, at: 0)
        #expect(h.events.contains {
            if case .gesture("tap", _, .possible, .ended, _, _) = $0 { return true } else { return false }
        })
    }
}

@Suite("Dispatch: responders decide what they do with touches")
struct PolymorphicDispatchTests {
    @Test("a new kind of responder takes touches through its own methods, with no type check in Application")
    func customResponderKind() {
        let h = Harness()
        let panel = makeView("panel", 0, 0, 400, 400)
        let knob = Knob(id: "knob", frame: Rect(100, 100, 200, 40))
        h.window.with(panel.with(knob))
        h.down(110, 120)
        h.move(250, 120)
        h.up(250, 120)
        #expect(knob.phases == ["began", "moved", "ended"])
        #expect(close(knob.value, 0.75))
        #expect(h.touchesRecords().map(\.responder) == ["knob", "knob", "knob"], "it handles: nothing is forwarded")
        #expect(h.touchesRecords().allSatisfy { $0.action == .handle })
    }

    @Test("plain responders along the chain get their touches methods called as they forward")
    func forwardingRespondersAreCalled() {
        final class Listening: View {
            var began = 0
            override func touchesBegan(_ touches: [Touch], with event: Event) { began += 1 }
        }
        let h = Harness()
        let outer = Listening(id: "outer", frame: Rect(0, 0, 400, 400))
        let inner = Listening(id: "inner", frame: Rect(10, 10, 100, 100))
        h.window.with(outer.with(inner))
        h.tap(20, 20)
        #expect(inner.began == 1 && outer.began == 1)
        #expect(h.receivers(.began) == ["inner", "outer", "window", "application"])
    }

    @Test("the dispatch and the gesture engine never ask whether a responder is a Control")
    func noControlTypeCheck() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/TouchScopeCore")
        for file in ["Dispatch/Application.swift", "Gestures/GestureEngine.swift"] {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("as? Control") && !text.contains("is Control"), "\(file)")
        }
    }
}

@Suite("Gesture recognizers own their state; the arena accepts or rejects")
struct GestureArenaTests {
    @Test("a claim waiting for a required failure is the recognizer's own, and is cleared when the arena accepts it")
    func claimIsTheRecognizers() {
        let h = Harness()
        let v = makeView("v", 0, 0, 300, 300)
        h.window.addSubview(v)
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single); v.addGestureRecognizer(double)
        h.down(100, 100, at: 0); h.up(100, 100, at: 0.05)
        #expect(single.claim == .tapRecognized && single.isAwaitingRequiredFailures)
        #expect(single.state == .possible && double.deadline != nil)
        h.app.advanceTime(to: 1)
        #expect(single.claim == nil && !single.isAwaitingRequiredFailures)
        #expect(double.deadline == nil)
        #expect(h.events.contains(.gesture(gesture: "single", view: "v", from: .possible, to: .ended,
                                           reason: .requiredFailed(["double"]), values: [])))
    }
}
