import Testing
import TouchScopeCore
@testable import TouchScopeUI

@Suite("Value controls drawn with their state")
struct ControlFacesTests {
    private let quad = [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 40), Point(x: 0, y: 40)]

    private func circles(_ commands: [DrawCommand]) -> [(Point, Double, Bool)] {
        commands.compactMap { if case let .circle(c, r, _, filled) = $0 { return (c, r, filled) } else { return nil } }
    }

    @Test("a slider's thumb is drawn where its value puts it (thumbCenterX), and moves with the value")
    func sliderThumb() throws {
        let slider = Slider(id: "s", frame: Rect(x: 0, y: 0, width: 200, height: 40))
        for value in [0.0, 0.5, 1.0] {
            slider.value = value
            let face = try #require(ControlFaces.commands(for: slider, quad: quad, fill: .white, unit: 1))
            let thumb = try #require(circles(face).first { $0.2 })
            #expect(abs(thumb.0.x - slider.thumbCenterX) < 1e-9 && abs(thumb.0.y - 20) < 1e-9)
            #expect(abs(thumb.1 - 14) < 1e-9, "28-point thumb")
        }
        #expect(ControlFaces.caption(for: slider, .en) == "s = 1")
    }

    @Test("a switch's knob is on the right when on, on the left when off; its caption says which")
    func switchKnob() throws {
        let toggle = Switch(id: "wifi", frame: Rect(x: 0, y: 0, width: 200, height: 40))
        let off = try #require(ControlFaces.commands(for: toggle, quad: quad, fill: .white, unit: 1))
        toggle.isOn = true
        let on = try #require(ControlFaces.commands(for: toggle, quad: quad, fill: .white, unit: 1))
        let knobOff = try #require(circles(off).last { $0.2 }), knobOn = try #require(circles(on).last { $0.2 })
        #expect(knobOff.0.x < 100 && knobOn.0.x > 100)
        #expect(ControlFaces.caption(for: toggle, .en) == "wifi = on")
        #expect(ControlFaces.caption(for: toggle, .zh) == "wifi = 开")
    }

    @Test("a segmented control shows every title, the selected segment filled")
    func segments() throws {
        let control = SegmentedControl(id: "range", frame: Rect(x: 0, y: 0, width: 300, height: 40), segments: ["Day", "Week", "Month"], selected: 1)
        let q = [Point(x: 0, y: 0), Point(x: 300, y: 0), Point(x: 300, y: 40), Point(x: 0, y: 40)]
        let face = try #require(ControlFaces.commands(for: control, quad: q, fill: .white, unit: 1))
        let titles = face.compactMap { if case let .text(s, _, _, _, _, _) = $0 { return s } else { return nil } }
        #expect(titles == ["Day", "Week", "Month"])
        let filled = face.compactMap { if case let .fillPolygon(p, _) = $0 { return Rect(bounding: p) } else { return nil } }
        #expect(filled.count == 1 && filled[0].minX > 100 && filled[0].maxX < 200, "segment 1 of 3 is filled")
        #expect(ControlFaces.caption(for: control, .en) == "range = Week")
    }

    @Test("a rotated control's face turns with it (drawn through its quadrilateral)")
    func rotated() throws {
        let slider = Slider(id: "s", frame: Rect(x: 0, y: 0, width: 200, height: 40))
        slider.value = 1
        // The quad turned 90° clockwise: the slider's x axis points down the screen.
        let turned = [Point(x: 40, y: 0), Point(x: 40, y: 200), Point(x: 0, y: 200), Point(x: 0, y: 0)]
        let face = try #require(ControlFaces.commands(for: slider, quad: turned, fill: .white, unit: 1))
        let thumb = try #require(circles(face).first { $0.2 })
        #expect(abs(thumb.0.y - slider.thumbCenterX) < 1e-9 && abs(thumb.0.x - 20) < 1e-9)
    }

    @Test("other views have no face and no caption")
    func plainViews() {
        let v = View(id: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(ControlFaces.commands(for: v, quad: quad, fill: .white, unit: 1) == nil)
        #expect(ControlFaces.caption(for: v, .en) == nil)
    }
}
