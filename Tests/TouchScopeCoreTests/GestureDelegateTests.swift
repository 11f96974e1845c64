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
