import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The tags of the teaching tools, placed by the engine: a tracking control's state in its
/// tolerance area, and step-through's words by the current step's view.
@Suite struct ToolTagTests {
    static let yaml = """
    title: t
    window:
      subviews:
        - {id: card, frame: [20, 100, 350, 300], color: "#DDEEFF"}
        - {id: send, kind: button, frame: [130, 240, 120, 44]}
    """

    func list(_ p: Playground, _ width: Double, _ height: Double) -> DisplayList {
        p.displayList(width: Int(width), height: Int(height), uiScale: 1, measurer: FixedWidthTextMeasurer())
    }

    @Test("a tracking control's state tag lies in its tolerance area, off the finger and every other mark",
          arguments: [(900.0, 640.0, Language.en), (1280, 900, .zh), (1920, 1080, .en)])
    func trackingTag(_ c: (Double, Double, Language)) throws {
        let p = UITest.playground(try UITest.parse(Self.yaml), width: c.0, height: c.1)
        p.language = c.2
        // Down on the button and a little to the right: still inside, the control tracking.
        p.run([UITest.step(.down(Point(x: 190, y: 262))), UITest.step(.move(Point(x: 200, y: 262)))])
        let list = list(p, c.0, c.1)
        let layout = try #require(p.layout)
        let send = try #require(p.scene?.views["send"] as? Control)
        try #require(send.isTracking, "the button tracks the touch")
        let tag = try #require(list.placedMarks.first { $0.kind == .controlTracking }, "a tracking tag")
        let tolerance = p.scene?.application.parameters.controlTrackingTolerance ?? 0
        let box = Rect(bounding: send.screenQuad.map(layout.pixel))
        let area = box.insetBy(dx: -tolerance * layout.scale, dy: -tolerance * layout.scale)
        // In the area, or against it (a long state on a small canvas).
        let gap = max(0, max(tag.box.minX - area.maxX, area.minX - tag.box.maxX, tag.box.minY - area.maxY, area.minY - tag.box.maxY))
        #expect(area.intersects(tag.box) || gap <= 4 * layout.scale + 0.5, "\(tag.box) at the tolerance area \(area)")
        #expect(layout.canvas.contains(tag.box), "\(tag.box) whole on the canvas")
        // The state, on one line or two; off the area, after the control's name.
        let state = Localization.trackingState(highlighted: true, inside: true, c.2)
        let said = tag.text.replacingOccurrences(of: "\n", with: " ")
        #expect(said == state || said == "send " + state || [state, "send " + state].contains(tag.text.replacingOccurrences(of: "\n", with: "")),
                "\(tag.text)")
        if !area.contains(tag.box) { #expect(tag.text.hasPrefix("send "), "off the area, the tag names the control: \(tag.text)") }
        let finger = layout.pixel(Point(x: 200, y: 262))
        #expect(tag.box.distance(to: Rect(x: finger.x, y: finger.y, width: 0, height: 0)) > 18 * layout.scale, "the tag is off the finger")
        for other in list.placedMarks where other != tag && other.kind != .finger {
            #expect(!other.box.intersects(tag.box.insetBy(dx: 1, dy: 1)), "\(other.kind) \(other.text) under the tracking tag")
        }
    }

    @Test("step-through's tag is against the current step's view, whole on the canvas, over no other mark",
          arguments: [(900.0, 640.0, Language.en), (1280, 900, .zh)])
    func stepTag(_ c: (Double, Double, Language)) throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"), width: c.0, height: c.1)
        p.language = c.2
        p.run(SceneTrace.tapSteps([Point(x: 170, y: 250)]))
        var checked = 0
        p.step(by: 1)
        while let i = p.stepIndex, checked < 40 {
            let list = list(p, c.0, c.1)
            let layout = try #require(p.layout)
            if let id = p.dispatchSteps[i].subject, let view = p.scene?.views[id] {
                let tag = try #require(list.placedMarks.first { $0.kind == .step }, "step \(i)'s tag")
                let bracket = Rect(bounding: view.screenQuad.map(layout.pixel)).insetBy(dx: -5 * layout.scale, dy: -5 * layout.scale)
                #expect(layout.canvas.contains(tag.box), "step \(i): \(tag.box) on the canvas")
                let gap = max(0, max(tag.box.minX - bracket.maxX, bracket.minX - tag.box.maxX, tag.box.minY - bracket.maxY, bracket.minY - tag.box.maxY))
                #expect(gap <= 4 * layout.scale + 0.5 || bracket.intersects(tag.box), "step \(i): the tag \(tag.box) is against \(id)'s bracket \(bracket)")
                for other in list.placedMarks where other != tag && other.kind != .chainBadge && other.kind != .finger {
                    #expect(!other.box.intersects(tag.box.insetBy(dx: 1, dy: 1)), "step \(i): \(other.kind) \(other.text) under the step tag")
                }
                checked += 1
            }
            p.step(by: 1)
            if p.stepIndex == i { break }
        }
        #expect(checked > 5)
    }
}
