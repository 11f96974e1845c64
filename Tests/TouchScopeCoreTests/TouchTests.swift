import Testing
@testable import TouchScopeCore

/// window 400x400 > a (0, 0, 100, 100), b (200, 0, 100, 100); each handles its touches.
final class TwoViews {
    let h = Harness()
    let a = makeView("a", 0, 0, 100, 100)
    let b = makeView("b", 200, 0, 100, 100)
    init() {
        a.setTouchBehaviour(.handle)
        b.setTouchBehaviour(.handle)
        h.window.with(a, b)
    }
}

@Suite("Touches: phases, locations, tap counts")
struct TouchPhaseTests {
    @Test("down, move, up deliver began, moved, ended; touch ids count from 1")
    func phasesAndIds() throws {
        let t = TwoViews()
        t.h.down(10, 10)
        let touch = try #require(t.h.lastTouch)
        #expect(touch.id == 1 && touch.phase == .began && touch.view === t.a && touch.window === t.h.window)
        t.h.move(20, 20)
        #expect(touch.phase == .moved)
        t.h.up(20, 20)
        #expect(touch.phase == .ended)
        #expect(t.h.app.activeTouches.isEmpty)
        #expect(t.h.touchesRecords() == [
            TouchesRecord(phase: .began, touches: [1], responder: "a", action: .handle),
            TouchesRecord(phase: .moved, touches: [1], responder: "a", action: .handle),
            TouchesRecord(phase: .ended, touches: [1], responder: "a", action: .handle),
        ])
        t.h.down(210, 10)
        #expect(t.h.lastTouch?.id == 2)
        t.h.down(220, 10, finger: 2)
        #expect(t.h.app.activeTouches.map(\.id) == [2, 3])
        #expect(t.h.events.contains(.touchBegan(touch: 3, finger: FingerID(device: FingerID.scriptDevice, finger: 2),
                                                location: Point(220, 10), tapCount: 1)))
    }

    @Test("the stages appear in order: input, touch, hit-test, result, Application and Window sendEvent, touches")
    func stageOrder() {
        let t = TwoViews()
        t.h.down(10, 10)
        let kinds = t.h.events.map { e -> String in
            switch e {
            case .input: return "input"
            case .touchBegan: return "touch"
            case .hitTest: return "hitTest"
            case .hitResult: return "hitResult"
            case .sendEvent(.application, _, _): return "app"
            case .sendEvent(.window, _, _): return "window"
            case .touches: return "touches"
            default: return "other"
            }
        }
        #expect(kinds == ["input", "touch", "hitTest", "hitTest", "hitTest", "hitResult", "app", "window", "touches"])
    }

    @Test("a move to the same location delivers nothing")
    func stationaryMove() {
        let t = TwoViews()
        t.h.down(10, 10)
        t.h.move(10, 10)
        #expect(t.h.receivers(.moved).isEmpty)
        #expect(t.h.lastTouch?.phase == .began)
    }

    @Test("the hit view stays the touch's view after the finger leaves it")
    func hitViewFixed() throws {
        let t = TwoViews()
        t.h.down(10, 10)
        let touch = try #require(t.h.lastTouch)
        t.h.move(250, 50)
        t.h.up(250, 50)
        #expect(touch.view === t.a)
        #expect(t.h.receivers(.moved) == ["a"])
        #expect(t.h.receivers(.ended) == ["a"])
    }

    @Test("location(in:) and previousLocation(in:) convert into any view, nil meaning the window")
    func locations() throws {
        let h = Harness(windowFrame: Rect(100, 50, 400, 400))
        let v = makeView("v", 20, 30, 100, 100)
        v.bounds.origin = Point(5, 5)
        h.window.addSubview(v)
        h.down(150, 100)
        let touch = try #require(h.lastTouch)
        #expect(touch.location(in: nil) == Point(50, 50))
        #expect(touch.location(in: h.window) == Point(50, 50))
        #expect(touch.location(in: v) == Point(35, 25))
        #expect(touch.previousLocation(in: v) == Point(35, 25))
        h.move(160, 130)
        #expect(touch.location(in: v) == Point(45, 55))
        #expect(touch.previousLocation(in: v) == Point(35, 25))
        #expect(touch.previousLocation(in: nil) == Point(50, 50))
        h.move(170, 140)
        #expect(touch.previousLocation(in: v) == Point(45, 55))
        #expect(touch.screenLocation == Point(170, 140))
        #expect(touch.startScreenLocation == Point(150, 100))
    }

    @Test("location(in:) follows a transformed view")
    func locationInTransformedView() throws {
        let h = Harness()
        let v = makeView("v", 100, 100, 100, 100)
        v.transform = AffineTransform(scaleX: 2, y: 2)
        h.window.addSubview(v)
        h.down(150, 150)
        let touch = try #require(h.lastTouch)
        #expect(close(touch.location(in: v), Point(50, 50)))
        h.move(170, 150)
        #expect(close(touch.location(in: v), Point(60, 50)))
    }

    @Test("quick taps at the same place count 1, 2, 3")
    func tapCountsUp() {
        let h = Harness()
        var counts: [Int] = []
        for i in 0..<3 {
            h.down(50, 50, at: Double(i) * 0.2)
            counts.append(h.lastTouch?.tapCount ?? 0)
            h.up(50, 50, at: Double(i) * 0.2 + 0.05)
        }
        #expect(counts == [1, 2, 3])
    }

    @Test("the tap count resets after multiTapInterval since the previous tap ended")
    func tapCountResetsAfterInterval() {
        let h = Harness()
        #expect(h.app.parameters.multiTapInterval == 0.35)
        h.down(50, 50, at: 0); h.up(50, 50, at: 0.05)
        h.down(50, 50, at: 0.05 + 0.3)
        #expect(h.lastTouch?.tapCount == 2)
        h.up(50, 50, at: 0.4)
        h.down(50, 50, at: 0.4 + 0.4)
        #expect(h.lastTouch?.tapCount == 1)
    }

    @Test("the tap count resets when the next tap is farther than multiTapDistance")
    func tapCountResetsWithDistance() {
        let h = Harness()
        #expect(h.app.parameters.multiTapDistance == 45)
        h.down(50, 50, at: 0); h.up(50, 50, at: 0.05)
        h.down(90, 50, at: 0.1)
        #expect(h.lastTouch?.tapCount == 2)
        h.up(90, 50, at: 0.15)
        h.down(140, 50, at: 0.2)
        #expect(h.lastTouch?.tapCount == 1)
    }

    @Test("a touch that moved far is not a tap: the next touch starts at tapCount 1")
    func draggedTouchIsNotATap() {
        let h = Harness()
        h.down(50, 50, at: 0); h.move(200, 50, at: 0.05); h.up(200, 50, at: 0.1)
        h.down(50, 50, at: 0.15)
        #expect(h.lastTouch?.tapCount == 1)
    }

    @Test("the multi-tap interval is a parameter")
    func intervalParameter() {
        let h = Harness()
        h.app.parameters.multiTapInterval = 1
        h.down(50, 50, at: 0); h.up(50, 50, at: 0.05)
        h.down(50, 50, at: 0.9)
        #expect(h.lastTouch?.tapCount == 2)
    }
}

@Suite("Touches: several fingers")
struct MultiTouchTests {
    @Test("without isMultipleTouchEnabled a view gets only the first touch")
    func multipleTouchDisabled() {
        let t = TwoViews()
        t.h.down(10, 10, finger: 1)
        t.h.down(20, 20, finger: 2)
        t.h.move(30, 30, finger: 2)
        t.h.up(30, 30, finger: 2)
        t.h.up(10, 10, finger: 1)
        #expect(t.h.touchesRecords().map(\.touches) == [[1], [1]])
        #expect(t.h.receivers(.began) == ["a"])
        #expect(t.h.notDelivered.count == 1)
        #expect(t.h.notDelivered.first?.touches == [2])
        #expect(t.h.notDelivered.first?.view == "a")
        #expect(t.h.notDelivered.first?.reason == .multipleTouchDisabled)
    }

    @Test("with isMultipleTouchEnabled the view gets every touch")
    func multipleTouchEnabled() {
        let t = TwoViews()
        t.a.isMultipleTouchEnabled = true
        t.h.down(10, 10, finger: 1)
        t.h.down(20, 20, finger: 2)
        t.h.up(20, 20, finger: 2)
        t.h.up(10, 10, finger: 1)
        #expect(t.h.touchesRecords().map(\.touches) == [[1], [2], [2], [1]])
        #expect(t.h.notDelivered.isEmpty)
    }

    @Test("two fingers on two different views are both delivered")
    func twoViews() {
        let t = TwoViews()
        t.h.down(10, 10, finger: 1)
        t.h.down(210, 10, finger: 2)
        #expect(t.h.receivers(.began) == ["a", "b"])
        #expect(t.h.notDelivered.isEmpty)
    }

    @Test("a view that is no longer tracking accepts a new single touch")
    func afterFirstTouchEnds() {
        let t = TwoViews()
        t.h.down(10, 10, finger: 1)
        t.h.up(10, 10, finger: 1)
        t.h.down(20, 20, finger: 2)
        #expect(t.h.receivers(.began) == ["a", "a"])
    }

    @Test("an exclusive-touch view tracking a touch blocks touches to other views in the window")
    func exclusiveTouchBlocksOthers() {
        let t = TwoViews()
        t.a.isExclusiveTouch = true
        t.h.down(10, 10, finger: 1)
        t.h.down(210, 10, finger: 2)
        t.h.up(210, 10, finger: 2)
        #expect(t.h.receivers(.began) == ["a"])
        #expect(t.h.receivers(.ended).isEmpty)
        #expect(t.h.notDelivered.first?.view == "b")
        #expect(t.h.notDelivered.first?.reason == .exclusiveTouch("a"))
    }

    @Test("an exclusive-touch view does not get a touch while another view tracks one")
    func exclusiveViewWaits() {
        let t = TwoViews()
        t.b.isExclusiveTouch = true
        t.h.down(10, 10, finger: 1)
        t.h.down(210, 10, finger: 2)
        #expect(t.h.receivers(.began) == ["a"])
        #expect(t.h.notDelivered.first?.reason == .exclusiveTouch("b"))
    }

    @Test("exclusive touch blocks nothing once its touch has ended")
    func exclusiveReleased() {
        let t = TwoViews()
        t.a.isExclusiveTouch = true
        t.h.down(10, 10, finger: 1)
        t.h.up(10, 10, finger: 1)
        t.h.down(210, 10, finger: 2)
        #expect(t.h.receivers(.began) == ["a", "b"])
    }

    @Test("exclusive touch only applies within one window")
    func exclusivePerWindow() {
        let t = TwoViews()
        t.a.isExclusiveTouch = true
        let other = Window(id: "other", frame: Rect(500, 0, 100, 100))
        other.setTouchBehaviour(.handle)
        t.h.app.addWindow(other)
        t.h.down(10, 10, finger: 1)
        t.h.down(550, 50, finger: 2)
        #expect(t.h.receivers(.began) == ["a", "other"])
    }
}

@Suite("Touches: cancellation and odd input")
struct CancellationTests {
    @Test("cancelAllTouches sends touchesCancelled once to each view that got began and leaves no touch")
    func cancelAll() {
        let t = TwoViews()
        t.h.down(10, 10, finger: 1)
        t.h.down(210, 10, finger: 2)
        t.h.down(20, 20, finger: 3)   // not delivered: a is single-touch
        t.h.app.cancelAllTouches(reason: .focusLost, timestamp: 9)
        t.h.app.cancelAllTouches(reason: .sceneReplaced, timestamp: 10)
        #expect(t.h.app.activeTouches.isEmpty)
        let cancelled = t.h.touchesRecords(.cancelled)
        #expect(cancelled.map(\.responder).sorted() == ["a", "b"])
        #expect(cancelled.flatMap(\.touches).sorted() == [1, 2])
        #expect(t.h.events.contains(.cancelAll(reason: .focusLost, touches: [1, 2, 3])))
        #expect(t.h.events.contains(.cancelAll(reason: .sceneReplaced, touches: [])))
        // The fingers are gone: their up is ignored.
        t.h.up(10, 10, finger: 1)
        #expect(t.h.receivers(.ended).isEmpty)
        #expect(t.h.ignoredInputs.count == 1)
    }

    @Test("a terminal phase delivered again to a view that already got one is not delivered twice")
    func terminalOnlyOnce() throws {
        let t = TwoViews()
        t.h.down(10, 10)
        let touch = try #require(t.h.lastTouch)
        t.h.up(10, 10)
        let event = Event(kind: .touches, timestamp: 99, allTouches: [touch])
        t.h.app.deliver([touch], phase: .cancelled, to: t.a, event: event)
        t.h.app.deliver([touch], phase: .ended, to: t.a, event: event)
        #expect(t.h.receivers(.ended) == ["a"])
        #expect(t.h.receivers(.cancelled).isEmpty)
        #expect(touch.terminalDeliveries == 1)
    }

    @Test("cancelled touches are in the cancelled phase")
    func cancelledPhase() throws {
        let t = TwoViews()
        t.h.down(10, 10)
        let touch = try #require(t.h.lastTouch)
        t.h.app.cancelAllTouches(reason: .focusLost, timestamp: 5)
        #expect(touch.phase == .cancelled && touch.timestamp == 5)
        #expect(touch.terminalDeliveries == 1)
    }

    @Test("a cancel sample cancels that finger's touch only")
    func cancelSample() {
        let t = TwoViews()
        t.h.down(10, 10, finger: 1)
        t.h.down(210, 10, finger: 2)
        t.h.send(.cancel, 210, 10, finger: 2)
        #expect(t.h.touchesRecords(.cancelled) == [TouchesRecord(phase: .cancelled, touches: [2], responder: "b", action: .handle)])
        #expect(t.h.app.activeTouches.map(\.id) == [1])
    }

    @Test("up, move or cancel without a finger down is ignored and recorded")
    func inputWithoutDown() {
        let t = TwoViews()
        t.h.up(10, 10)
        t.h.move(10, 10)
        t.h.send(.cancel, 10, 10)
        #expect(t.h.touchesRecords().isEmpty)
        #expect(t.h.ignoredInputs.map(\.sample.phase) == [.up, .move, .cancel])
        #expect(t.h.ignoredInputs.map(\.reason) == ["up without a finger down", "move without a finger down",
                                                    "cancel without a finger down"])
        #expect(t.h.app.activeTouches.isEmpty)
    }

    @Test("a second down for a finger already down cancels the old touch before the new one begins")
    func duplicateDown() {
        let t = TwoViews()
        t.h.down(10, 10)
        t.h.down(210, 10)
        #expect(t.h.app.activeTouches.map(\.id) == [2])
        #expect(t.h.touchesRecords() == [
            TouchesRecord(phase: .began, touches: [1], responder: "a", action: .handle),
            TouchesRecord(phase: .cancelled, touches: [1], responder: "a", action: .handle),
            TouchesRecord(phase: .began, touches: [2], responder: "b", action: .handle),
        ])
        #expect(t.h.ignoredInputs.count == 1)
    }

    @Test("fingers are told apart by device and finger id")
    func fingerIdentity() {
        let t = TwoViews()
        t.a.isMultipleTouchEnabled = true
        t.h.app.send(InputSample(finger: FingerID(device: 7, finger: 1), phase: .down, location: Point(10, 10), timestamp: 0))
        t.h.app.send(InputSample(finger: FingerID(device: 8, finger: 1), phase: .down, location: Point(20, 20), timestamp: 0))
        #expect(t.h.app.activeTouches.count == 2)
        #expect(t.h.ignoredInputs.isEmpty)
    }

    @Test("invariant: every touch delivered began to its view gets exactly one terminal phase there")
    func terminalInvariant() {
        let h = Harness()
        let a = makeView("a", 0, 0, 200, 200), b = makeView("b", 200, 0, 200, 200)
        let c = makeView("c", 0, 200, 400, 200)
        b.isMultipleTouchEnabled = true
        c.isExclusiveTouch = true
        a.touchBehaviours[.began] = .handle
        b.setTouchBehaviour(.handleAndForward)
        h.window.with(a, b, c)
        // A deterministic pseudo-random script over three fingers.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: UInt64) -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (seed >> 33) % n
        }
        for step in 0..<600 {
            let finger = Int64(next(3)) + 1
            let x = Double(next(420)), y = Double(next(420))
            switch next(10) {
            case 0...3: h.down(x, y, finger: finger)
            case 4...6: h.move(x, y, finger: finger)
            case 7...8: h.up(x, y, finger: finger)
            default: h.send(.cancel, x, y, finger: finger)
            }
            if step % 97 == 96 { h.app.cancelAllTouches(reason: .focusLost, timestamp: h.clock) }
        }
        h.app.cancelAllTouches(reason: .sceneReplaced, timestamp: h.clock + 1)
        #expect(h.app.activeTouches.isEmpty)

        var hitView: [Int: String] = [:]
        var began: [Int: Int] = [:], terminal: [Int: Int] = [:], undelivered: Set<Int> = []
        for e in h.events {
            switch e {
            case let .hitResult(touch, view?, _): hitView[touch] = view
            case let .notDelivered(_, ids, _, _): undelivered.formUnion(ids)
            case let .touches(phase, ids, responder, _):
                for id in ids where hitView[id] == responder {
                    if phase == .began { began[id, default: 0] += 1 }
                    if phase == .ended || phase == .cancelled { terminal[id, default: 0] += 1 }
                }
            default: break
            }
        }
        #expect(began.count > 50)
        #expect(!undelivered.isEmpty)
        for (id, count) in began {
            #expect(count == 1)
            #expect(terminal[id] == 1, "touch \(id) on \(hitView[id] ?? "?")")
        }
        for id in undelivered { #expect(terminal[id] == nil && began[id] == nil) }
    }
}
