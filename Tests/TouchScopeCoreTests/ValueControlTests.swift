import Testing
@testable import TouchScopeCore

/// Issue 13, item 10: controls with a value, on the same tracking API as buttons.
@Suite("Sliders, switches and segmented controls")
struct ValueControlTests {
    private func stage(_ control: Control) -> Harness {
        let h = Harness()
        h.window.addSubview(control)
        return h
    }

    /// The control's valueChanged events, with the value recorded just before each.
    private func values(_ h: Harness) -> [Double] {
        h.events.compactMap { if case let .controlValue(_, _, v) = $0 { return v } else { return nil } }
    }

    // Apple, UISlider.isContinuous: "If true, the slider sends update events continuously to the
    // associated target's action method."
    @Test("a continuous slider sends valueChanged on every move that changes its value, clamped to its range")
    func continuousSlider() {
        let slider = Slider(id: "s", frame: Rect(40, 100, 228, 40))
        let h = stage(slider)
        h.down(54, 120, at: 0)            // on the thumb (value 0: centre at x 54)
        h.move(104, 120, at: 0.1)
        h.move(104, 125, at: 0.2)         // vertical only: same value, no event
        h.move(320, 120, at: 0.3)
        h.up(320, 120, at: 0.4)
        #expect(values(h) == [0.25, 1])
        #expect(h.controlEvents.filter { $0 == .valueChanged }.count == 2)
        #expect(h.controlEvents.first == .touchDown && h.controlEvents.last == .touchUpInside)
        #expect(slider.value == 1)
    }

    // Apple, UISlider.isContinuous: "If false, the slider only sends an action event when the
    // user releases the slider's thumb control to set the final value."
    @Test("a slider that is not continuous sends valueChanged once, when the finger lifts")
    func discreteSlider() {
        let slider = Slider(id: "s", frame: Rect(40, 100, 228, 40))
        slider.isContinuous = false
        slider.value = 0.5
        let h = stage(slider)
        h.down(154, 120, at: 0)
        h.move(204, 120, at: 0.1)
        #expect(!h.controlEvents.contains(.valueChanged))
        h.up(204, 120, at: 0.2)
        #expect(h.controlEvents.suffix(2) == [.touchUpInside, .valueChanged])
        #expect(values(h) == [0.75])
    }

    @Test("a touch on the slider's track away from the thumb is not tracked: no events, no value change")
    func sliderTrackNotTracked() {
        let slider = Slider(id: "s", frame: Rect(40, 100, 228, 40))
        let h = stage(slider)
        h.down(200, 120, at: 0)
        h.move(150, 120, at: 0.1)
        h.up(150, 120, at: 0.2)
        #expect(h.controlEvents.isEmpty)
        #expect(slider.value == 0)
    }

    @Test("a switch flips on a touch that ends inside (touchUpInside, then valueChanged), not on one lifted outside")
    func switchFlips() {
        let toggle = Switch(id: "w", frame: Rect(40, 260, 51, 31))
        let h = stage(toggle)
        h.tap(65, 275, at: 0)
        #expect(toggle.isOn)
        #expect(h.controlEvents == [.touchDown, .touchUpInside, .valueChanged])
        h.clearTrace()
        h.down(65, 275, at: 1)
        h.move(65, 400, at: 1.1)
        h.up(65, 400, at: 1.2)
        #expect(toggle.isOn, "lifted outside: not flipped")
        #expect(!h.controlEvents.contains(.valueChanged))
    }

    @Test("a segmented control selects the segment under the finger at touch-up; the selected one again sends nothing")
    func segmentedControl() {
        let seg = SegmentedControl(id: "g", frame: Rect(40, 340, 300, 32), segments: ["Day", "Week", "Month"], selected: 0)
        let h = stage(seg)
        h.tap(290, 356, at: 0)
        #expect(seg.selectedSegmentIndex == 2)
        #expect(values(h) == [2])
        h.clearTrace()
        h.tap(300, 356, at: 1)
        #expect(!h.controlEvents.contains(.valueChanged))
        #expect(seg.segment(atX: 0) == 0 && seg.segment(atX: 299.9) == 2 && seg.segment(atX: 500) == 2)
    }

    /// A slider whose continueTracking stops after the first move.
    private final class StoppingSlider: Control {
        var moves = 0
        override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
            moves += 1
            return moves < 2
        }
    }

    // Apple, continueTracking(_:with:): "Return true if touch tracking should continue; false if
    // it should stop."
    @Test("continueTracking returning false ends tracking: no more drag events or touch-up for that touch")
    func continueTrackingFalse() {
        let c = StoppingSlider(id: "c", frame: Rect(0, 0, 200, 50))
        let h = stage(c)
        h.down(10, 10, at: 0)
        h.move(20, 10, at: 0.1)
        h.move(30, 10, at: 0.2)
        h.move(40, 10, at: 0.3)
        h.up(40, 10, at: 0.4)
        #expect(h.controlEvents == [.touchDown, .touchDragInside])
        #expect(!c.isTracking)
    }
}
