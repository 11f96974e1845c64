import Testing
@testable import TouchScopeCore

@Suite("Dispatch: the event queue and gesture recognizer collection")
struct DispatchTests {
    @Test("queued samples are recorded with the queue depth and processed oldest first")
    func queueOrder() {
        let h = Harness()
        h.window.addSubview(makeView("v", 0, 0, 100, 100))
        let finger = FingerID(device: FingerID.scriptDevice, finger: 1)
        h.app.enqueue(InputSample(finger: finger, phase: .down, location: Point(10, 10), timestamp: 1))
        h.app.enqueue(InputSample(finger: finger, phase: .move, location: Point(20, 10), timestamp: 2))
        h.app.enqueue(InputSample(finger: finger, phase: .up, location: Point(20, 10), timestamp: 3))
        #expect(h.touchesRecords().isEmpty)
        let depths = h.events.compactMap { e -> Int? in if case let .input(_, d, _) = e { return d } else { return nil } }
        #expect(depths == [0, 1, 2])
        #expect(h.recorder.records.map(\.time) == [1, 2, 3])
        h.app.processQueue()
        #expect(h.receivers(.began).first == "v")
        #expect(h.receivers(.moved).first == "v")
        #expect(h.receivers(.ended).first == "v")
        #expect(h.app.activeTouches.isEmpty)
        // Each record carries the time of the sample that caused it.
        let ended = h.recorder.records.first { if case .touches(.ended, _, _, _) = $0.event { return true } else { return false } }
        #expect(ended?.time == 3)
    }

    @Test("an input record carries its own sample's time, not the previous one's")
    func inputRecordTime() {
        let h = Harness()
        h.down(10, 10, at: 0.25)
        #expect(h.recorder.records.first?.time == 0.25)
        h.up(10, 10, at: 0.5)
        let inputs = h.recorder.records.filter { if case .input = $0.event { return true } else { return false } }
        #expect(inputs.map(\.time) == [0.25, 0.5])
    }

    @Test("the trace step set by the feeder is stamped on every record")
    func stepStamp() {
        let h = Harness()
        h.recorder.step = 4
        h.tap(10, 10)
        #expect(!h.recorder.records.isEmpty)
        #expect(h.recorder.records.allSatisfy { $0.step == 4 })
    }

    @Test("a touch collects the recognizers of its hit view and every ancestor, the view's first")
    func recognizersCollected() throws {
        let h = Harness()
        let parent = makeView("parent", 0, 0, 200, 200), child = makeView("child", 0, 0, 100, 100)
        let r1 = PanGestureRecognizer(id: "r1"), r2 = PanGestureRecognizer(id: "r2"), r3 = PanGestureRecognizer(id: "r3")
        child.addGestureRecognizer(r1)
        parent.addGestureRecognizer(r2)
        h.window.addGestureRecognizer(r3)
        h.window.addSubview(parent.with(child))
        h.down(10, 10)
        let touch = try #require(h.lastTouch)
        #expect(touch.gestureRecognizers.map(\.id) == ["r1", "r2", "r3"])
    }

    @Test("changing the application's parameters changes its hit-testing")
    func parametersReachHitTester() {
        let h = Harness()
        let v = makeView("v", 0, 0, 100, 100)
        v.alpha = 0.015
        h.window.addSubview(v)
        #expect(h.app.hitTest(screenPoint: Point(10, 10)).view === v)
        h.app.parameters.hitTest.alphaThreshold = 0.02
        #expect(h.app.hitTester.parameters.alphaThreshold == 0.02)
        #expect(h.app.hitTest(screenPoint: Point(10, 10)).view === h.window)
    }

    @Test("the trace of a touch records the hit-test steps and the result with the window")
    func hitTestInDispatchTrace() {
        let h = Harness()
        let b = makeControl("b", 0, 0, 50, 50)
        b.pointInsideRule = .inset(dx: -20, dy: -20)
        h.window.addSubview(b)
        h.down(60, 60)
        let steps = h.events.compactMap { e -> HitTestVisit? in
            if case let .hitTest(1, .visit(v)) = e { return v } else { return nil }
        }
        #expect(steps.map(\.view) == ["window", "b"])
        #expect(steps[1].override == .pointInside && steps[1].rule == "inset(-20, -20)")
        #expect(h.events.contains(.hitResult(touch: 1, view: "b", window: "window")))
    }
}
