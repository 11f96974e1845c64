import Testing
@testable import TouchScopeCore

/// Issue 13, item 11: shouldReceive per touch, and a slider or switch beating a drag along it.
@Suite("shouldReceive per touch; value controls beat a parallel drag")
struct ShouldReceivePerTouchTests {
    private func stage() -> (Harness, View, View, Control) {
        let h = Harness()
        let card = makeView("card", 0, 0, 300, 300)
        card.setTouchBehaviour(.handle)
        let avatar = makeView("avatar", 20, 20, 60, 60)
        avatar.setTouchBehaviour(.handle)
        let button = makeControl("button", 100, 200, 100, 50)
        h.window.addSubview(card.with(avatar, button))
        return (h, card, avatar, button)
    }

    private func declined(_ h: Harness) -> [String] {
        h.events.compactMap { if case let .gestureDeclinedTouch(g, _, why) = $0 { return "\(g): \(why)" } else { return nil } }
    }

    // The common delegate body `return touch.view === gestureRecognizer.view`.
    @Test("onlyOwnView: a touch on a subview is not received; one on the view itself is, and the trace says why")
    func onlyOwnView() {
        let (h, card, _, _) = stage()
        let tap = TapGestureRecognizer(id: "tap")
        let d = SceneGestureDelegate(); d.onlyOwnView = true
        tap.ownedDelegate = d
        card.addGestureRecognizer(tap)
        h.tap(50, 50, at: 0)
        #expect(tap.state == .possible)
        #expect(declined(h) == ["tap: the touch's view is avatar, not the recognizer's own view card"])
        h.tap(250, 100, at: 1)
        #expect(h.events.contains { if case let .gesture("tap", _, _, to, _, _) = $0 { return to == .ended } else { return false } })
    }

    // The common delegate body `return !(touch.view is UIControl)`.
    @Test("notOnControls: a touch on a control is not received")
    func notOnControls() {
        let (h, card, _, _) = stage()
        let press = LongPressGestureRecognizer(id: "press")
        let d = SceneGestureDelegate(); d.refusesControls = true
        press.ownedDelegate = d
        card.addGestureRecognizer(press)
        h.down(150, 225, at: 0)
        h.up(150, 225, at: 1)
        #expect(press.state == .possible || press.state == .failed)
        #expect(declined(h) == ["press: the touch's view button is a control"])
        #expect(h.controlEvents.contains(.touchUpInside))
    }

    // A drag handle: `rect.contains(touch.location(in: gestureRecognizer.view))`.
    @Test("inRect: only touches that begin in the rectangle (in the recognizer's view) are received")
    func inRect() {
        let (h, card, _, _) = stage()
        let pan = PanGestureRecognizer(id: "pan")
        let d = SceneGestureDelegate(); d.onlyInRect = Rect(x: 0, y: 0, width: 300, height: 10)
        pan.ownedDelegate = d
        card.addGestureRecognizer(pan)
        h.down(150, 150, at: 0); h.move(150, 190, at: 0.1); h.up(150, 190, at: 0.2)
        #expect(!pan.state.hasRecognized)
        #expect(declined(h).first?.contains("outside inRect") == true)
        h.down(150, 5, at: 1); h.move(150, 60, at: 1.1)
        #expect(pan.state == .began || pan.state == .changed)
    }

    // Apple, UIControl: "a single finger swipe on the knob of a UISlider, in a direction parallel
    // to the slider" goes to the slider, not to an ancestor's recognizer.
    @Test("a slider dragged by its knob beats an ancestor's pan along it, but not across it")
    func sliderBeatsParallelPan() {
        let h = Harness()
        let card = makeView("card", 0, 0, 400, 400)
        let slider = Slider(id: "slider", frame: Rect(x: 50, y: 100, width: 228, height: 40))
        h.window.addSubview(card.with(slider))
        let pan = PanGestureRecognizer(id: "pan")
        card.addGestureRecognizer(pan)
        // The thumb is at x 64 (value 0).
        h.down(64, 120, at: 0); h.move(120, 122, at: 0.1); h.up(120, 122, at: 0.2)
        #expect(!pan.state.hasRecognized || pan.state == .failed)
        #expect(h.events.contains { if case let .gesture("pan", _, _, .failed, .controlBeatsAncestorDrag("slider"), _) = $0 { return true } else { return false } })
        #expect(slider.value > 0)
        let before = slider.value
        // Across the slider (vertical), the pan wins and the slider's touch is cancelled.
        h.down(Double(50) + slider.thumbCenterX, 120, at: 1); h.move(Double(50) + slider.thumbCenterX, 200, at: 1.1)
        #expect(pan.state == .began || pan.state == .changed)
        h.up(Double(50) + slider.thumbCenterX, 200, at: 1.2)
        #expect(slider.value == before)
    }

    @Test("a tap recognizer beaten by a control keeps the tap reason; the drag reason is for pans and swipes")
    func reasonsDiffer() {
        #expect(GestureReason.controlBeatsAncestorTap("b").code != GestureReason.controlBeatsAncestorDrag("b").code)
    }
}
