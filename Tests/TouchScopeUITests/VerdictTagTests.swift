import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// Verdict tags sit on their view's label line; the responders that are not views get the chain
/// strip beside the canvas, even in a 900 x 640 window.
@Suite struct VerdictTagTests {
    /// The tag boxes drawn (text marks), in drawing order.
    static func tagBoxes(_ list: DisplayList) -> [Rect] { list.marks.filter { $0.kind == .text }.map(\.rect) }

    @Test("each view's verdict tag is on its label's line, right after the label, when there is room",
          arguments: [(1280.0, 900.0), (900.0, 640.0)])
    func tagOnTheLabelLine(_ size: (Double, Double)) throws {
        let document = try UITest.example("13-view-controllers-in-the-chain")
        let p = UITest.playground(document, width: size.0, height: size.1)
        p.run(document.script)
        let list = p.displayList(width: Int(size.0), height: Int(size.1), uiScale: 1, measurer: FixedWidthTextMeasurer())
        let scene = try #require(p.scene)
        var renderer = PlaygroundRenderer(snapshot: p.snapshot(layout: try #require(p.layout), measurer: FixedWidthTextMeasurer()),
                                          measurer: FixedWidthTextMeasurer())
        renderer.list = DisplayList(width: 0, height: 0, background: .black)
        let labels = renderer.labelLines(PlaygroundRenderer.drawingOrder(scene.application))
        let boxes = Self.tagBoxes(list)
        var onLine = 0
        for visit in p.story.visits {
            guard let label = labels[visit.view] else { continue }
            // A tag on this label's line, starting just after the label.
            if boxes.contains(where: { abs($0.midY - label.midY) < 1 && $0.minX >= label.maxX && $0.minX - label.maxX < 8 }) { onLine += 1 }
        }
        // In the small window, nested labels crowd each other and the finger: the tags may all
        // go elsewhere (sheetView's would hide its grabber, sheetRow's the finger), and then
        // they name their views.
        if size.0 > 1000 { #expect(onLine >= 2, "tags on their label lines: \(onLine)") }
        for mark in list.placedMarks where mark.kind == .verdict {
            let id = try #require(mark.view)
            let label = labels[id]
            let follows = label.map { abs(mark.box.midY - $0.midY) < 1 && mark.box.minX >= $0.maxX && mark.box.minX - $0.maxX < 8 } ?? false
            #expect(follows || mark.text.hasPrefix(id + " ") || mark.text.count <= 3, "\(id)'s tag \"\(mark.text)\" neither follows its label nor names it")
        }
        // No tag box overlaps a view's label.
        for box in boxes { #expect(!labels.values.contains { $0.intersects(box) }, "\(box)") }
    }

    @Test("at 900 x 640 the responders that are not views are in the chain strip beside the canvas, not on it")
    func chainStripAtSmallSize() throws {
        let document = try UITest.example("13-view-controllers-in-the-chain")
        let p = UITest.playground(document, width: 900, height: 640)
        p.run(document.script)
        let list = p.displayList(width: 900, height: 640, uiScale: 1, measurer: FixedWidthTextMeasurer())
        let layout = try #require(p.layout)
        #expect(layout.canvas.minX >= PlaygroundLayout.chainStripWidth)
        #expect(layout.canvas.maxX <= layout.panel.minX - 16)
        let strip = list.commands.compactMap { command -> String? in
            if case let .text(s, at, _, _, _, _) = command, at.x < layout.canvas.minX, at.y > layout.canvas.minY, at.y < layout.canvas.midY { return s }
            return nil
        }
        #expect(strip.contains("application") && strip.contains("appDelegate") && strip.contains("window"))
    }
}
