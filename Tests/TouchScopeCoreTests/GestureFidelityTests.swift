import Testing
@testable import TouchScopeCore

/// A window with `parent` (0,0,300,300) holding `child` (50,50,200,200), which handles its touches.
private struct Stage {
    let h = Harness()
    let parent = makeView("parent", 0, 0, 300, 300)
    let child = makeView("child", 50, 50, 200, 200)

    init() {
        h.window.addSubview(parent.with(child))
        child.setTouchBehaviour(.handle)
    }

    /// What the child received for touch `id` (nil: any touch), in order.
    func childPhases(touch id: Int? = nil) -> [String] {
        h.touchesRecords().filter { $0.responder == "child" && (id == nil || $0.touches.contains(id ?? 0)) }.map(\.phase.rawValue)
    }

    func transitions(_ id: String) -> [String] {
        h.events.compactMap {
            if case let .gesture(g, _, from, to, _, _) = $0, g == id { return "\(from.rawValue)>\(to.rawValue)" }
            return nil
        }
    }

    func reasonCode(_ id: String, to state: GestureState) -> String? {
        for e in h.events {
            if case let .gesture(g, _, _, to, reason, _) = e, g == id, to == state { return reason.code }
        }
        return nil
    }
}

/// Issue 13, items 1-6: gesture behaviour checked against Apple's documentation.
@Suite("Gesture recognizers: fidelity to Apple's documentation")
struct GestureFidelityTests {
    // Apple, UITapGestureRecognizer.numberOfTouchesRequired: "The number of fingers required to
    // tap for the gesture to be recognized" — no limit on how far apart the fingers land.
    @Test("a two-finger tap with the fingertips 80 pt apart is recognized (no spread limit within one tap)")
    func twoFingerTapSpread() {
        let s = Stage()
        let tap = TapGestureRecognizer(id: "tap")
        tap.numberOfTouchesRequired = 2
        s.parent.addGestureRecognizer(tap)
        s.h.down(100, 150, finger: 1, at: 0)
        s.h.down(180, 150, finger: 2, at: 0.02)
        s.h.up(100, 150, finger: 1, at: 0.1)
        s.h.up(180, 150, finger: 2, at: 0.12)
        #expect(s.transitions("tap").first == "possible>ended")
    }

    @Test("the distance rule still holds between successive taps: a second tap 80 pt away fails a double tap")
    func successiveTapsStillLimited() {
        let s = Stage()
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        s.parent.addGestureRecognizer(double)
        s.h.tap(100, 150, at: 0)
        s.h.tap(180, 150, at: 0.2)
        #expect(s.transitions("double").first == "possible>failed")
        #expect(s.reasonCode("double", to: .failed) == "tapLandedTooFar")
    }

    // Apple, UIPinchGestureRecognizer: "The gesture ends (UIGestureRecognizer.State.ended) when
    // both fingers lift from the view."
    @Test("a pinch ends when both fingers have lifted, not when the first lifts")
    func pinchEndsWhenBothLift() {
        let s = Stage()
        let pinch = PinchGestureRecognizer(id: "pinch")
        s.parent.addGestureRecognizer(pinch)
        s.h.down(100, 100, finger: 1, at: 0)
        s.h.down(140, 100, finger: 2, at: 0.01)
        s.h.move(180, 100, finger: 2, at: 0.1)
        #expect(pinch.state == .began)
        s.h.up(180, 100, finger: 2, at: 0.2)
        #expect(pinch.state == .began || pinch.state == .changed, "one finger still down: the pinch goes on")
        #expect(close(pinch.scale, 2), "the scale keeps its last value with one finger")
        s.h.move(110, 100, finger: 1, at: 0.3)
        s.h.up(110, 100, finger: 1, at: 0.4)
        #expect(s.transitions("pinch").contains { $0.hasSuffix(">ended") })
        #expect(pinch.state == .possible)
    }

    // Apple, cancelsTouchesInView: "When this property is true (the default) and the gesture
    // recognizer recognizes its gesture, the touches of that gesture that are pending are not
    // delivered to the view".
    @Test("a finger that joins a recognized pan belongs to the pan: the view gets none of it")
    func joiningFingerNotDelivered() {
        let s = Stage()
        let pan = PanGestureRecognizer(id: "pan")
        s.child.isMultipleTouchEnabled = true
        s.parent.addGestureRecognizer(pan)
        s.h.down(100, 100, finger: 1, at: 0)
        s.h.move(130, 100, finger: 1, at: 0.1)
        #expect(pan.state == .began)
        s.h.down(150, 150, finger: 2, at: 0.2)
        s.h.move(160, 150, finger: 2, at: 0.3)
        s.h.up(160, 150, finger: 2, at: 0.4)
        s.h.up(130, 100, finger: 1, at: 0.5)
        #expect(s.childPhases(touch: 2) == [], "the pan owns the second finger")
        #expect(s.childPhases(touch: 1) == ["began", "cancelled"])
    }

    @Test("with cancelsTouchesInView off, a finger joining a recognized pan reaches the view")
    func joiningFingerDeliveredWithoutCancelling() {
        let s = Stage()
        let pan = PanGestureRecognizer(id: "pan")
        pan.cancelsTouchesInView = false
        s.child.isMultipleTouchEnabled = true
        s.parent.addGestureRecognizer(pan)
        s.h.down(100, 100, finger: 1, at: 0)
        s.h.move(130, 100, finger: 1, at: 0.1)
        s.h.down(150, 150, finger: 2, at: 0.2)
        s.h.up(150, 150, finger: 2, at: 0.4)
        s.h.up(130, 100, finger: 1, at: 0.5)
        #expect(s.childPhases(touch: 2) == ["began", "ended"])
    }

    // Apple, translation(in:): "The x and y values report the total translation over time" —
    // the movement of the fingers, not a jump of their centroid when a finger is added.
    @Test("a pan's translation does not jump when a finger joins or leaves")
    func panTranslationRebased() {
        let s = Stage()
        let pan = PanGestureRecognizer(id: "pan")
        s.parent.addGestureRecognizer(pan)
        s.h.down(100, 100, finger: 1, at: 0)
        s.h.move(120, 100, finger: 1, at: 0.1)
        #expect(close(pan.translation, Point(x: 20, y: 0)))
        s.h.down(200, 200, finger: 2, at: 0.2)
        #expect(close(pan.translation, Point(x: 20, y: 0)), "a finger joined: no jump")
        s.h.move(130, 110, finger: 1, at: 0.3)
        s.h.move(210, 210, finger: 2, at: 0.3)
        #expect(close(pan.translation, Point(x: 30, y: 10)), "both fingers moved 10,10")
        s.h.up(210, 210, finger: 2, at: 0.4)
        #expect(close(pan.translation, Point(x: 30, y: 10)), "a finger left: no jump")
        s.h.move(140, 110, finger: 1, at: 0.5)
        #expect(close(pan.translation, Point(x: 40, y: 10)))
    }

    // Apple does not document a tap's longest press; TouchScope's maximumTapDuration (1.5 s) is
    // a named parameter, listed in docs/faithfulness.md ("Gesture recognizers").
    @Test("a finger held longer than maximumTapDuration is not a tap; a shorter press is")
    func tapMaximumDuration() {
        let s = Stage()
        let tap = TapGestureRecognizer(id: "tap")
        s.parent.addGestureRecognizer(tap)
        #expect(tap.maximumTapDuration == 1.5)
        s.h.down(100, 100, at: 0)
        s.h.app.advanceTime(to: 1.49)
        #expect(tap.state == .possible)
        s.h.app.advanceTime(to: 3)
        s.h.up(100, 100, at: 3)
        #expect(s.transitions("tap").first == "possible>failed")
        #expect(s.reasonCode("tap", to: .failed) == "tapHeldTooLong")
        #expect(s.childPhases(touch: 1) == ["began", "ended"], "the view keeps its touch")
        s.h.down(100, 100, at: 10)
        s.h.up(100, 100, at: 11.4)
        #expect(s.transitions("tap").contains("possible>ended"))
    }

    @Test("maximumTapDuration is a parameter: 0.2 s makes a 0.3 s press fail")
    func tapMaximumDurationParameter() {
        let s = Stage()
        let tap = TapGestureRecognizer(id: "tap")
        tap.maximumTapDuration = 0.2
        s.parent.addGestureRecognizer(tap)
        s.h.down(100, 100, at: 0)
        s.h.up(100, 100, at: 0.3)
        #expect(s.transitions("tap").first == "possible>failed")
    }

    // Apple, UIGestureRecognizer.init(target:action:): "target: An object that is the recipient
    // of action messages ... nil is not a valid value."
    @Test("a recognizer's action goes to its target, never up the responder chain")
    func actionGoesToTarget() {
        let s = Stage()
        let tap = TapGestureRecognizer(id: "tap")
        s.parent.addGestureRecognizer(tap)
        s.child.implementedMethods.insert("tapped")
        s.parent.implementedMethods.insert("tapped")
        tap.addTarget(s.parent, action: "tapped")
        s.h.app.becomeFirstResponder(s.child)
        s.h.tap(100, 100, at: 0)
        let sent = s.h.actions
        #expect(sent.count == 1)
        #expect(sent.first?.target == "parent")
        #expect(sent.first?.explicit == true)
    }

    // Apple, UIControl: touchDownRepeat is "a repeated touch-down event in the control; for this
    // event the value of the UITouch tapCount method is greater than one"; delaysTouchesEnded
    // holds back the first tap's end while the double tap is possible.
    @Test("a button under an ancestor's double tap gets touchDown and touchDownRepeat for the second tap while the first tap's end is held back")
    func buttonUnderDoubleTap() {
        let h = Harness()
        let container = makeView("container", 0, 0, 300, 300)
        let button = makeControl("button", 50, 50, 100, 50)
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        container.addGestureRecognizer(double)
        h.window.addSubview(container.with(button))
        h.down(100, 70, at: 0)
        h.up(100, 70, at: 0.05)
        #expect(h.controlEvents == [.touchDown], "the first tap's end is held back: no touchUpInside yet")
        h.down(100, 70, at: 0.2)
        #expect(h.controlEvents == [.touchDown, .touchDown, .touchDownRepeat])
        h.up(100, 70, at: 0.25)
        #expect(double.state == .possible, "recognized, then reset")
        #expect(!h.controlEvents.contains(.touchUpInside), "the double tap took both touches")
        #expect(h.controlEvents.last == .touchCancel)
    }
}
