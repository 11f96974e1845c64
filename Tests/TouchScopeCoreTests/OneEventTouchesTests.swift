import Testing
@testable import TouchScopeCore

/// A view that records each touches call it gets: the phase, the touches' ids, the event (by
/// identity) and how many touches the event held.
private final class RecordingView: View {
    struct Call: Equatable {
        var phase: String
        var touches: [Int]
        var event: ObjectIdentifier
        var allTouches: [Int]
    }
    var calls: [Call] = []

    private func note(_ phase: String, _ touches: [Touch], _ event: Event) {
        calls.append(Call(phase: phase, touches: touches.map(\.id), event: ObjectIdentifier(event),
                          allTouches: event.allTouches.map(\.id)))
    }
    override func touchesBegan(_ touches: [Touch], with event: Event) { note("began", touches, event) }
    override func touchesMoved(_ touches: [Touch], with event: Event) { note("moved", touches, event) }
    override func touchesEnded(_ touches: [Touch], with event: Event) { note("ended", touches, event) }
    override func touchesCancelled(_ touches: [Touch], with event: Event) { note("cancelled", touches, event) }
}

extension Harness {
    /// Samples for fingers 1, 2... (one point each) sent as ONE event, one second after the
    /// previous input unless `time` says otherwise.
    func together(_ phase: InputPhase, _ points: [(Double, Double)], at time: Double? = nil) {
        clock = time ?? clock + 1
        app.send(points.enumerated().map { i, p in
            InputSample(finger: FingerID(device: FingerID.scriptDevice, finger: Int64(i + 1)), phase: phase,
                        location: Point(p.0, p.1), timestamp: clock)
        })
    }

    var highlightChanges: [String] {
        events.compactMap {
            switch $0 {
            case let .controlHighlighted(_, on): return "highlighted \(on)"
            case let .controlEvent(_, e): return e.rawValue
            default: return nil
            }
        }
    }
}

/// Issue 13, item 9: several touches in one event. Apple, `UIEvent.allTouches`: "all touches
/// associated with the event"; `UIResponder.touchesBegan(_:with:)`: "A set of UITouch instances
/// that represent the touches for the starting phase of the event", and the event "to which the
/// touches belong": touches that begin together on one view come in one call, and views get
/// calls with the same event.
@Suite("Touches: several touches in one event")
struct OneEventTouchesTests {
    @Test("two fingers landing together on one multi-touch view arrive in ONE touchesBegan with both touches")
    func twoTouchesOneViewOneCall() {
        let h = Harness()
        let v = RecordingView(id: "v", frame: Rect(0, 0, 300, 300))
        v.isMultipleTouchEnabled = true
        v.setTouchBehaviour(.handle)
        h.window.with(v)
        h.together(.down, [(50, 50), (250, 50)])
        h.together(.move, [(60, 60), (240, 60)])
        h.together(.up, [(60, 60), (240, 60)])
        #expect(v.calls.map(\.phase) == ["began", "moved", "ended"])
        #expect(v.calls.allSatisfy { $0.touches == [1, 2] && $0.allTouches == [1, 2] })
        #expect(h.touchesRecords() == [
            TouchesRecord(phase: .began, touches: [1, 2], responder: "v", action: .handle),
            TouchesRecord(phase: .moved, touches: [1, 2], responder: "v", action: .handle),
            TouchesRecord(phase: .ended, touches: [1, 2], responder: "v", action: .handle),
        ])
        #expect(h.app.activeTouches.isEmpty)
    }

    @Test("one finger on each of two views in one event: each view gets its own touchesBegan, with the same event")
    func twoViewsTwoCallsSameEvent() throws {
        let h = Harness()
        let a = RecordingView(id: "a", frame: Rect(0, 0, 100, 100))
        let b = RecordingView(id: "b", frame: Rect(200, 0, 100, 100))
        h.window.with(a, b)
        h.together(.down, [(50, 50), (250, 50)])
        let ca = try #require(a.calls.first), cb = try #require(b.calls.first)
        #expect(a.calls.count == 1 && b.calls.count == 1)
        #expect(ca.touches == [1] && cb.touches == [2])
        #expect(ca.event == cb.event, "the same UIEvent")
        #expect(ca.allTouches == [1, 2] && cb.allTouches == [1, 2], "allTouches holds every touch of the event")
        let appStages = h.events.filter { if case .sendEvent(.application, _, _) = $0 { return true } else { return false } }
        #expect(appStages.count == 1, "one Application.sendEvent for the event")
    }

    // Apple, isMultipleTouchEnabled: "When set to false, the view receives only the first touch
    // event in a multi-touch sequence."
    @Test("a view with multipleTouch off gets only the first of two fingers landing on it together")
    func multipleTouchOffGetsOne() {
        let h = Harness()
        let v = RecordingView(id: "v", frame: Rect(0, 0, 300, 300))
        v.setTouchBehaviour(.handle)
        h.window.with(v)
        h.together(.down, [(50, 50), (250, 50)])
        #expect(v.calls.map(\.touches) == [[1]])
        #expect(h.notDelivered.map(\.touches) == [[2]])
        #expect(h.notDelivered.first?.reason == .multipleTouchDisabled)
        h.together(.up, [(50, 50), (250, 50)])
        #expect(v.calls.map(\.touches) == [[1], [1]], "the end of the touch it never had is not delivered either")
    }

    @Test("the JSON trace lists the event's whole touch set: phase (stationary too), window location, view, location in the view")
    func jsonAllTouches() throws {
        let h = Harness()
        let a = makeView("a", 0, 0, 100, 100)
        let b = makeView("b", 200, 100, 100, 100)
        b.bounds = Rect(10, 20, 100, 100)   // a bounds origin: the view's coordinates are shifted
        a.setTouchBehaviour(.handle); b.setTouchBehaviour(.handle)
        h.window.with(a, b)
        h.down(50, 50, finger: 1)
        h.down(250, 150, finger: 2)
        h.clearTrace()
        h.move(260, 170, finger: 2)
        let first = try #require(h.app.activeTouches.first)
        #expect(first.phase == .stationary, "a touch that did not change in the event is stationary (UITouch.Phase)")
        let record = try #require(h.recorder.records.first { if case .sendEvent(.application, _, _) = $0.event { return true } else { return false } })
        let json = TraceJSON.line(record)
        #expect(json.contains(#""touches":[2],"allTouches":[{"touch":1,"phase":"stationary","location":[50,50],"view":"a","locationInView":[50,50]},{"touch":2,"phase":"moved","location":[260,170],"view":"b","locationInView":[70,90]}]"#), "\(json)")
        #expect(TraceText.line(record.event) == "Application.sendEvent  touches [2]", "the text trace is unchanged")
    }

    @Test("a touch that hit no view has view null and no location in a view")
    func jsonNoView() throws {
        let h = Harness()
        h.window.isUserInteractionEnabled = false
        h.down(50, 50)
        let record = try #require(h.recorder.records.first { if case .sendEvent(.application, _, _) = $0.event { return true } else { return false } })
        #expect(TraceJSON.line(record).contains(#""allTouches":[{"touch":1,"phase":"began","location":[50,50],"view":null}]"#))
    }

    @Test("the samples of one event: the later ones are marked 'in the same event' (text) and sameEvent (JSON), with one queue depth")
    func inputMarks() {
        let h = Harness()
        h.window.with(makeView("v", 0, 0, 300, 300))
        h.together(.down, [(50, 50), (250, 50)])
        let inputs = h.recorder.records.filter { if case .input = $0.event { return true } else { return false } }
        #expect(inputs.map { TraceText.line($0.event) } == ["input down at (50, 50) (finger 1)",
                                                            "input down at (250, 50) (finger 2), in the same event"])
        #expect(inputs.map { TraceJSON.line($0).contains(#""queueDepth":0"#) } == [true, true])
        #expect(inputs.map { TraceJSON.line($0).contains(#""sameEvent":true"#) } == [false, true])
    }

    @Test("a group of different phases, or with one finger twice, is split into consecutive events")
    func mixedGroupsSplit() {
        let h = Harness()
        let v = RecordingView(id: "v", frame: Rect(0, 0, 300, 300))
        v.setTouchBehaviour(.handle)
        h.window.with(v)
        let f = FingerID(device: FingerID.scriptDevice, finger: 1)
        h.app.send([InputSample(finger: f, phase: .down, location: Point(10, 10), timestamp: 1),
                    InputSample(finger: f, phase: .move, location: Point(20, 10), timestamp: 1),
                    InputSample(finger: f, phase: .move, location: Point(30, 10), timestamp: 1)])
        #expect(v.calls.map(\.phase) == ["began", "moved", "moved"])
        #expect(h.app.activeTouches.first?.screenLocation == Point(30, 10))
    }

    @Test("a two-finger down for a finger already down cancels that finger's old touch first, then both begin together")
    func groupDownForFingerAlreadyDown() {
        let h = Harness()
        let v = RecordingView(id: "v", frame: Rect(0, 0, 300, 300))
        v.isMultipleTouchEnabled = true
        v.setTouchBehaviour(.handle)
        h.window.with(v)
        h.down(50, 50, finger: 1)
        h.together(.down, [(60, 60), (200, 60)])
        #expect(v.calls.map(\.phase) == ["began", "cancelled", "began"])
        #expect(v.calls.last?.touches == [2, 3])
    }

    @Test("exclusiveTouch: of two fingers landing together on an exclusive view and another view, the first in the event wins")
    func exclusiveTouchInOneEvent() {
        let h = Harness()
        let a = RecordingView(id: "a", frame: Rect(0, 0, 100, 100))
        let b = RecordingView(id: "b", frame: Rect(200, 0, 100, 100))
        a.isExclusiveTouch = true
        h.window.with(a, b)
        h.together(.down, [(50, 50), (250, 50)])
        #expect(a.calls.map(\.touches) == [[1]])
        #expect(b.calls.isEmpty)
        #expect(h.notDelivered.first?.reason == .exclusiveTouch("a"))
    }
}

/// Issue 13, item 9: a control's highlighted state in the trace. Apple, `UIControl.isHighlighted`:
/// "controls set and clear this state automatically when a touch enters and exits during
/// tracking and when there is a touch up".
@Suite("Controls: highlighted changes in the trace")
struct HighlightTraceTests {
    @Test("highlighted: true on touchDown, false when the touch leaves, true when it comes back, false on touch up")
    func highlightSequence() {
        let s = ButtonScene()
        s.h.down(150, 125)
        s.h.move(160, 125)             // inside still: touchDragInside, and no highlight record
        s.h.move(350, 125)             // beyond the 70-point tolerance
        s.h.move(150, 125)
        s.h.up(150, 125)
        #expect(s.h.highlightChanges == ["highlighted true", "touchDown", "touchDragInside",
                                         "highlighted false", "touchDragOutside", "touchDragExit",
                                         "highlighted true", "touchDragInside", "touchDragEnter",
                                         "highlighted false", "touchUpInside"])
    }

    @Test("a cancelled touch and a control disabled mid-touch turn highlighted off, traced")
    func highlightOffOnCancelAndDisable() {
        let s = ButtonScene()
        s.h.down(150, 125)
        s.h.send(.cancel, 150, 125)
        #expect(s.h.highlightChanges == ["highlighted true", "touchDown", "highlighted false", "touchCancel"])
        s.h.clearTrace()
        s.h.down(150, 125)
        s.button.isEnabled = false
        #expect(s.h.highlightChanges == ["highlighted true", "touchDown", "highlighted false"])
        #expect(!s.button.isHighlighted)
    }

    @Test("a control that does not track the touch (beginTracking false: a slider touched off its thumb) is not highlighted")
    func notTrackingNotHighlighted() {
        let h = Harness()
        let slider = Slider(id: "s", frame: Rect(40, 100, 228, 40))
        h.window.addSubview(slider)
        h.down(200, 120)
        h.move(150, 120)
        #expect(!slider.isHighlighted)
        h.up(150, 120)
        #expect(h.highlightChanges.isEmpty)
    }

    @Test("continueTracking returning false ends tracking, and highlighted goes off with it")
    func continueTrackingFalseUnhighlights() {
        final class StopsAtOnce: Control {
            override func continueTracking(_ touch: Touch, with event: Event) -> Bool { false }
        }
        let h = Harness()
        let c = StopsAtOnce(id: "c", frame: Rect(0, 0, 200, 50))
        h.window.addSubview(c)
        h.down(10, 10)
        h.move(20, 10)
        #expect(!c.isHighlighted && !c.isTracking)
        h.move(30, 10)
        h.up(30, 10)
        #expect(h.highlightChanges == ["highlighted true", "touchDown", "highlighted false"])
    }

    @Test("the highlighted record's text and JSON")
    func highlightFormats() {
        let record = TraceRecord(step: 2, time: 0.5, event: .controlHighlighted(control: "buy", highlighted: true))
        #expect(TraceText.line(record.event) == "control buy: highlighted = true")
        #expect(TraceJSON.line(record) == #"{"type":"controlHighlighted","step":2,"t":0.5,"control":"buy","highlighted":true}"#)
    }
}

/// Recognizers when several fingers arrive in one event.
@Suite("Gesture recognizers: fingers that land, move and lift in one event")
struct OneEventGestureTests {
    private func transitions(_ h: Harness, _ id: String) -> [String] {
        h.events.compactMap {
            if case let .gesture(g, _, from, to, _, _) = $0, g == id { return "\(from.rawValue)>\(to.rawValue)" }
            return nil
        }
    }

    private func gestureTouches(_ h: Harness, _ id: String, _ phase: ResponderPhase) -> [[Int]] {
        h.events.compactMap {
            if case let .gestureTouches(g, p, t) = $0, g == id, p == phase { return t }
            return nil
        }
    }

    // Apple, numberOfTouchesRequired: "The number of fingers required to tap for the gesture to
    // be recognized."
    @Test("a two-finger tap whose fingers land together and lift together, 200 pt apart, is recognized; the recognizer gets both in one touchesBegan")
    func twoFingerTapTogether() {
        let h = Harness()
        let v = makeView("v", 0, 0, 400, 400)
        h.window.with(v)
        let tap = TapGestureRecognizer(id: "tap")
        tap.numberOfTouchesRequired = 2
        v.addGestureRecognizer(tap)
        h.together(.down, [(100, 100), (300, 100)], at: 0)
        h.together(.up, [(100, 100), (300, 100)], at: 0.1)
        #expect(gestureTouches(h, "tap", .began) == [[1, 2]])
        #expect(gestureTouches(h, "tap", .ended) == [[1, 2]])
        #expect(transitions(h, "tap").first == "possible>ended")
    }

    @Test("a one-finger tap fails when two fingers land together (more fingers than required)")
    func oneFingerTapTwoFingers() {
        let h = Harness()
        let v = makeView("v", 0, 0, 400, 400)
        h.window.with(v)
        let tap = TapGestureRecognizer(id: "tap")
        v.addGestureRecognizer(tap)
        h.together(.down, [(100, 100), (140, 100)], at: 0)
        h.together(.up, [(100, 100), (140, 100)], at: 0.1)
        #expect(transitions(h, "tap").first == "possible>failed")
    }

    // Apple, UIPinchGestureRecognizer: the pinch begins when the fingers move apart or together
    // and "ends when both fingers lift".
    @Test("a pinch whose fingers land, spread and lift together begins, changes and ends, with the scale of the distances")
    func pinchTogether() throws {
        let h = Harness()
        let v = makeView("v", 0, 0, 400, 400)
        h.window.with(v)
        let pinch = PinchGestureRecognizer(id: "pinch")
        v.addGestureRecognizer(pinch)
        h.together(.down, [(150, 200), (250, 200)], at: 0)
        h.together(.move, [(140, 200), (260, 200)], at: 0.02)
        h.together(.move, [(100, 200), (300, 200)], at: 0.04)
        #expect(close(pinch.scale, 2))
        h.together(.up, [(100, 200), (300, 200)], at: 0.06)
        #expect(transitions(h, "pinch").prefix(3) == ["possible>began", "began>changed", "changed>ended"])
        #expect(gestureTouches(h, "pinch", .moved) == [[1, 2], [1, 2]], "one touchesMoved per event, with both fingers")
    }

    @Test("two fingers held back together (delaysTouchesBegan) are released together: one touchesBegan with both")
    func heldBackTogetherReleasedTogether() {
        let h = Harness()
        let v = RecordingView(id: "v", frame: Rect(0, 0, 400, 400))
        v.isMultipleTouchEnabled = true
        v.setTouchBehaviour(.handle)
        h.window.with(v)
        let swipe = SwipeGestureRecognizer(id: "swipe")
        swipe.numberOfTouchesRequired = 2
        swipe.delaysTouchesBegan = true
        v.addGestureRecognizer(swipe)
        h.together(.down, [(150, 200), (250, 200)], at: 0)
        #expect(v.calls.isEmpty, "held back while the swipe may still recognize")
        h.together(.move, [(130, 200), (230, 200)], at: 0.02)   // the wrong way: the swipe fails
        #expect(transitions(h, "swipe").first == "possible>failed")
        #expect(v.calls.map(\.phase) == ["began", "moved"])
        #expect(v.calls.map(\.touches) == [[1, 2], [1, 2]])
        #expect(h.events.contains(.touchesReleased(phase: .began, touches: [1, 2], view: "v")))
    }

    @Test("a two-finger pan moved together translates by the centroid's movement, with no jump")
    func panTogether() {
        let h = Harness()
        let v = makeView("v", 0, 0, 400, 400)
        h.window.with(v)
        let pan = PanGestureRecognizer(id: "pan")
        v.addGestureRecognizer(pan)
        h.together(.down, [(100, 100), (200, 100)], at: 0)
        h.together(.move, [(115, 100), (215, 100)], at: 0.02)
        h.together(.move, [(130, 110), (230, 110)], at: 0.04)
        #expect(close(pan.translation, Point(30, 10)))
        #expect(transitions(h, "pan").first == "possible>began")
    }
}
