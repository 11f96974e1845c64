import Testing
@testable import TouchScopeCore

/// Issue 13, item 11: the delegate's other questions, and a pan's touch counts.
@Suite("Gesture recognizer delegate questions and pan touch counts")
struct GestureDelegateTests {
    private func stage() -> (Harness, View, View) {
        let h = Harness()
        let parent = makeView("parent", 0, 0, 300, 300)
        let child = makeView("child", 50, 50, 100, 100)
        child.setTouchBehaviour(.handle)
        h.window.addSubview(parent.with(child))
        return (h, parent, child)
    }

    private func transitions(_ h: Harness, _ id: String) -> [String] {
        h.events.compactMap {
            if case let .gesture(g, _, from, to, _, _) = $0, g == id { return "\(from.rawValue)>\(to.rawValue)" }
            return nil
        }
    }

    // Apple, gestureRecognizer(_:shouldRequireFailureOf:): "true to set up a dynamic failure
    // requirement between gestureRecognizer and otherGestureRecognizer."
    @Test("shouldRequireFailureOf makes the recognizer wait for the other to fail, as require(toFail:) does")
    func shouldRequireFailureOf() {
        let (h, parent, _) = stage()
        let swipe = SwipeGestureRecognizer(id: "swipe")
        let pan = PanGestureRecognizer(id: "pan")
        let d = SceneGestureDelegate()
        d.requiresFailureOf = ["swipe"]
        pan.ownedDelegate = d
        parent.addGestureRecognizer(swipe); parent.addGestureRecognizer(pan)
        h.down(100, 100, at: 0)
        h.move(115, 100, at: 0.1)
        #expect(pan.state == .possible, "waits for the swipe")
        h.move(120, 130, at: 0.2)
        #expect(swipe.state == .failed)
        #expect(pan.state == .began || pan.state == .changed)
        h.up(120, 130, at: 0.3)
    }

    // Apple, gestureRecognizer(_:shouldBeRequiredToFailBy:): "true to set up a dynamic failure
    // requirement between gestureRecognizer and otherGestureRecognizer" (the other one waits).
    @Test("shouldBeRequiredToFailBy makes the other recognizer wait; when this one recognizes, the other fails")
    func shouldBeRequiredToFailBy() {
        let (h, parent, _) = stage()
        let swipe = SwipeGestureRecognizer(id: "swipe")
        let pan = PanGestureRecognizer(id: "pan")
        let d = SceneGestureDelegate()
        d.requiredToFailBy = ["pan"]
        swipe.ownedDelegate = d
        parent.addGestureRecognizer(swipe); parent.addGestureRecognizer(pan)
        h.down(100, 100, at: 0)
        h.move(115, 100, at: 0.05)
        #expect(pan.state == .possible)
        h.move(170, 100, at: 0.1)
        #expect(transitions(h, "swipe").contains("possible>ended"))
        #expect(transitions(h, "pan").first == "possible>failed")
        h.up(170, 100, at: 0.2)
    }

    // Apple, gestureRecognizer(_:shouldReceive:): "false to prevent the gesture recognizer from
    // seeing this touch object."
    @Test("shouldReceive refusing touches in a view: a touch there never reaches the recognizer")
    func shouldReceivePerView() {
        let (h, parent, _) = stage()
        let pan = PanGestureRecognizer(id: "pan")
        let d = SceneGestureDelegate()
        d.refusesTouchesIn = ["child"]
        pan.ownedDelegate = d
        parent.addGestureRecognizer(pan)
        h.down(100, 100, at: 0); h.move(100, 140, at: 0.1); h.up(100, 140, at: 0.2)
        #expect(transitions(h, "pan").isEmpty)
        h.down(200, 200, at: 1); h.move(200, 240, at: 1.1); h.up(200, 240, at: 1.2)
        #expect(transitions(h, "pan").first == "possible>began")
    }

    // Apple, gestureRecognizerShouldBegin(_:): "false to make the recognizer fail".
    @Test("shouldBegin false fails the recognizer when it would recognize")
    func shouldBeginFalse() {
        let (h, parent, _) = stage()
        let tap = TapGestureRecognizer(id: "tap")
        let d = SceneGestureDelegate()
        d.shouldBegin = false
        tap.ownedDelegate = d
        parent.addGestureRecognizer(tap)
        h.tap(100, 100, at: 0)
        #expect(transitions(h, "tap").first == "possible>failed")
    }

    // Apple, UIPanGestureRecognizer.minimumNumberOfTouches: "The minimum number of fingers that
    // can touch the view for gesture recognition"; maximumNumberOfTouches likewise.
    @Test("a pan needing two fingers does not begin with one; one allowing one finger fails when a second lands")
    func panTouchCounts() {
        let (h, parent, _) = stage()
        let pan = PanGestureRecognizer(id: "pan")
        pan.minimumNumberOfTouches = 2
        parent.addGestureRecognizer(pan)
        h.down(200, 200, at: 0); h.move(200, 260, at: 0.1); h.up(200, 260, at: 0.2)
        #expect(transitions(h, "pan").first == "possible>failed")
        h.down(200, 200, finger: 1, at: 1); h.down(230, 200, finger: 2, at: 1.01)
        h.move(200, 240, finger: 1, at: 1.1); h.move(230, 240, finger: 2, at: 1.1)
        #expect(pan.state == .began || pan.state == .changed)
        h.up(200, 240, finger: 1, at: 1.2); h.up(230, 240, finger: 2, at: 1.2)

        let (h2, parent2, _) = stage()
        let one = PanGestureRecognizer(id: "one")
        one.maximumNumberOfTouches = 1
        parent2.addGestureRecognizer(one)
        h2.down(200, 200, finger: 1, at: 0); h2.down(230, 200, finger: 2, at: 0.01)
        #expect(transitions(h2, "one").first == "possible>failed")
    }
}

@Suite("Screen-edge pan and rotation recognizers")
struct EdgeAndRotationTests {
    private func transitions(_ h: Harness, _ id: String) -> [String] {
        h.events.compactMap {
            if case let .gesture(g, _, from, to, _, _) = $0, g == id { return "\(from.rawValue)>\(to.rawValue)" }
            return nil
        }
    }

    // Apple, UIScreenEdgePanGestureRecognizer: "looks for panning (dragging) gestures that start
    // near an edge of the screen". How near is TouchScope's edgeRegion (20 points).
    @Test("a screen-edge pan takes a drag that begins within 20 points of its edge, and fails one that begins further in")
    func edgePan() {
        let h = Harness()
        let edge = ScreenEdgePanGestureRecognizer(id: "edge")
        edge.edges = [.left]
        h.window.addGestureRecognizer(edge)
        h.down(5, 200, at: 0); h.move(40, 200, at: 0.1); h.up(40, 200, at: 0.2)
        #expect(transitions(h, "edge").first == "possible>began")
        h.clearTrace()
        h.down(40, 200, at: 1); h.move(100, 200, at: 1.1); h.up(100, 200, at: 1.2)
        #expect(transitions(h, "edge").first == "possible>failed")
        h.clearTrace()
        edge.edges = [.right]
        h.down(390, 200, at: 2); h.move(300, 200, at: 2.1); h.up(300, 200, at: 2.2)
        #expect(transitions(h, "edge").first == "possible>began", "the window is 400 wide: 10 points from the right edge")
    }

    // Apple, UIRotationGestureRecognizer: rotation is in radians; the gesture is continuous and
    // takes two fingers.
    @Test("rotation: two fingers turning begin it past 5 degrees; rotation in radians; ends when both lift")
    func rotation() {
        let h = Harness()
        let v = makeView("dial", 0, 0, 400, 400)
        h.window.addSubview(v)
        let r = RotationGestureRecognizer(id: "rot")
        v.addGestureRecognizer(r)
        h.down(100, 200, finger: 1, at: 0); h.down(200, 200, finger: 2, at: 0.01)
        h.move(200, 203, finger: 2, at: 0.1)
        #expect(r.state == .possible, "1.7 degrees: not yet")
        h.move(200, 300, finger: 2, at: 0.2)
        #expect(r.state == .began)
        #expect(close(r.rotation, Double.pi / 4, 1e-9))
        h.up(200, 300, finger: 2, at: 0.3)
        #expect(!transitions(h, "rot").contains("began>ended"))
        h.up(100, 200, finger: 1, at: 0.4)
        #expect(transitions(h, "rot").contains("began>ended"))
    }
}
