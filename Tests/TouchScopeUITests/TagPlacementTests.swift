import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// Verdict tags and chain badges never hide what the lesson is about: a value control's tag goes
/// after its caption (not over the slider, switch or segments), a tag never lies across its own
/// view's edge, and badges keep off the views' labels.
@Suite struct TagPlacementTests {
    /// `scene` rendered after `tap` (nil: after its own script).
    func render(_ scene: String, tap: Point?, width: Double, height: Double, _ l: Language = .en) throws -> (Playground, DisplayList, [String: Rect]) {
        let document = try UITest.example(scene)
        let p = UITest.playground(document, width: width, height: height)
        p.language = l
        p.run(tap.map { SceneTrace.tapSteps([$0]) } ?? document.script)
        let list = p.displayList(width: Int(width), height: Int(height), uiScale: 1, measurer: FixedWidthTextMeasurer())
        let scene = try #require(p.scene)
        var renderer = PlaygroundRenderer(snapshot: p.snapshot(layout: try #require(p.layout), measurer: FixedWidthTextMeasurer()),
                                          measurer: FixedWidthTextMeasurer())
        renderer.list = DisplayList(width: 0, height: 0, background: .black)
        return (p, list, renderer.labelLines(PlaygroundRenderer.drawingOrder(scene.application)))
    }

    func box(_ p: Playground, _ id: String) throws -> Rect {
        let view = try #require(p.scene?.views[id])
        let layout = try #require(p.layout)
        return Rect(bounding: view.screenQuad.map(layout.pixel))
    }

    @Test("a value control's verdict tag sits after its caption, off the control, in both languages and sizes",
          arguments: [(1280.0, 900.0), (900.0, 640.0)], [Language.en, .zh])
    func valueControlTagAfterCaption(_ size: (Double, Double), _ l: Language) throws {
        for (id, tap) in [("wifi", Point(x: 65, y: 275)), ("range", Point(x: 290, y: 356)), ("volume", Point(x: 54, y: 120))] {
            let (p, list, labels) = try render("42-slider-switch-segments", tap: tap, width: size.0, height: size.1, l)
            let control = try box(p, id)
            let caption = try #require(labels[id])
            #expect(caption.maxY <= control.minY + 0.5, "\(id)'s label line is its caption above it")
            // Tags are wider than tall (a badge's numeral is a square text mark of its own).
            let tags = list.marks.filter { $0.kind == .text && $0.rect.width > 1.5 * $0.rect.height }.map(\.rect)
            #expect(!tags.contains { $0.intersects(control.insetBy(dx: 1, dy: 1)) }, "no tag covers \(id) at \(size) \(l)")
            // After its caption; or, where the caption (never smaller than 11 px) leaves no room
            // for the tag after it on the canvas, just below the control.
            let after = tags.contains { abs($0.maxY - caption.maxY) < 1 && $0.minX >= caption.maxX }
            let below = tags.contains { abs($0.minY - control.maxY) < 4 && abs($0.minX - control.minX) < 1 }
            #expect(after || (size.0 < 1280 && below), "\(id)'s tag follows its caption: caption \(caption), tags \(tags)")
        }
    }

    @Test("no verdict tag lies across its own view's edge (scenes 03, 04, 12, 23 after their scripts, in Chinese)")
    func tagsDoNotStraddleTheirView() throws {
        for scene in ["03-tabbar-button-fixed", "04-button-hit-area-inset", "12-views-that-ignore-touches", "23-button-overrides"] {
            let (p, list, labels) = try render(scene, tap: nil, width: 1280, height: 900, .zh)
            let tags = list.marks.filter { $0.kind == .text }.map(\.rect)
            for visit in p.story.visits {
                guard let view = p.scene?.views[visit.view], !(view is Window) else { continue }
                let b = try box(p, visit.view)
                // Tags near this view (within a tag's height of its box).
                for tag in tags where tag.intersects(b.insetBy(dx: -2, dy: -2)) && !tags.isEmpty {
                    let ownsIt = labels[visit.view].map { tag.intersects($0.insetBy(dx: -10, dy: -10)) } ?? false
                    guard ownsIt else { continue }
                    let inside = tag.minX >= b.minX - 0.5 && tag.maxX <= b.maxX + 0.5 && tag.minY >= b.minY - 0.5 && tag.maxY <= b.maxY + 0.5
                    #expect(inside || !tag.intersects(b.insetBy(dx: 1, dy: 1)), "\(scene): \(visit.view)'s tag \(tag) lies across its edge \(b)")
                }
            }
        }
    }

    @Test("a chain badge covers no view's label (42's switch caption at 900 x 640)")
    func badgesKeepOffLabels() throws {
        let (_, list, labels) = try render("42-slider-switch-segments", tap: Point(x: 65, y: 275), width: 900, height: 640)
        let badges = list.commands.compactMap { c -> Rect? in
            if case let .circle(center, radius, color, true) = c, TouchBehaviour.allCases.contains(where: { Theme.color(of: $0) == color }) {
                return Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            }
            return nil
        }
        #expect(!badges.isEmpty)
        for b in badges { #expect(!labels.values.contains { $0.intersects(b.insetBy(dx: 1, dy: 1)) }, "badge \(b) covers a label") }
    }
}
