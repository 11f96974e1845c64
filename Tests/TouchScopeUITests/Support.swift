import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// Helpers shared by the playground tests.
enum UITest {
    /// The comparison picture of the course scenes `before` and `after` given the same `steps`,
    /// at 1280 x 900 with the fixed-width measurer (files labelled "02.yaml" and "03.yaml").
    static func comparisonPicture(_ before: String, _ after: String, steps: [ScriptStep]) throws -> DisplayList {
        let b = try example(before), a = try example(after)
        func side(_ d: SceneDocument) -> Playground {
            let p = Playground()
            p.show(d)
            p.run(steps)
            return p
        }
        let c = SceneComparison.compare(before: b, after: a, steps: steps)
        return ComparisonPicture.displayList(before: side(b), after: side(a), labels: ("02.yaml", "03.yaml"),
                                             comparison: c, width: 1280, height: 900, measurer: FixedWidthTextMeasurer())
    }

    /// `document` rendered after `steps` (nil: its own script) with the fixed-width measurer,
    /// and a renderer on the same snapshot (for the placement helpers the display list used).
    static func rendered(_ document: SceneDocument, steps: [ScriptStep]? = nil, width: Double = 1280, height: Double = 900,
                         _ l: Language = .en) throws -> (Playground, DisplayList, PlaygroundRenderer) {
        let p = playground(document, width: width, height: height)
        p.language = l
        p.run(steps ?? document.script)
        let m = FixedWidthTextMeasurer()
        let list = p.displayList(width: Int(width), height: Int(height), uiScale: 1, measurer: m)
        let renderer = PlaygroundRenderer(snapshot: p.snapshot(layout: try #require(p.layout), measurer: m), measurer: m)
        return (p, list, renderer)
    }

    static let here = SourceLocation(path: "test.yaml", line: 1, column: 1)

    /// The repository's `Scenes/` folder.
    static var scenesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenes")
    }

    static func parse(_ yaml: String, path: String = "test.yaml") throws -> SceneDocument {
        do { return try SceneParser.parse(yaml, path: path) } catch {
            Issue.record("scene does not parse: \(error)")
            throw error
        }
    }

    /// One of the example scenes, by file name without extension.
    /// Every scene at its picture (its script up to the picture), in each of the three window
    /// sizes, in `l`: `body` gets the scene's file name, the size, the playground, the list the
    /// renderer drew and the renderer (its placements as of that list).
    static func eachScenePicture(_ l: Language, where include: (SceneDocument) -> Bool = { _ in true },
                                 _ body: (String, (Double, Double), Playground, DisplayList, PlaygroundRenderer) throws -> Void) throws {
        for name in try ViewCommandCacheTests.sceneNames() {
            let document = try example(String(name.dropLast(5)))
            guard include(document) else { continue }
            for size in MarkCollisionTests.sizes {
                var (p, _, r) = try rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
                let list = r.render(width: Int(size.0), height: Int(size.1))
                try body(name, size, p, list, r)
            }
        }
    }

    static func example(_ name: String) throws -> SceneDocument {
        let url = scenesFolder.appendingPathComponent(name + ".yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try parse(text, path: url.path)
    }

    static func step(_ action: ScriptAction, finger: Int = 1) -> ScriptStep {
        ScriptStep(action: action, finger: finger, location: here)
    }

    static func sample(_ phase: InputPhase, _ p: Point, finger: FingerID = .mouse, t: Double = 0) -> InputSample {
        InputSample(finger: finger, phase: phase, location: p, timestamp: t)
    }

    /// A pointer sample from the window, at a window pixel.
    static func pointer(_ phase: InputPhase, _ pixel: Point, finger: FingerID = .mouse, t: Double = 0) -> PointerSample {
        PointerSample(finger: finger, phase: phase, pixel: pixel, timestamp: t)
    }

    static func finger(_ n: Int64) -> FingerID { FingerID(device: FingerID.scriptDevice, finger: n) }

    /// A built scene with a recorder attached.
    static func traced(_ document: SceneDocument) -> (BuiltScene, TraceRecorder) {
        let built = SceneBuilder.build(document)
        let recorder = TraceRecorder()
        built.application.trace = recorder
        return (built, recorder)
    }

    /// A playground showing `document`, laid out in a 1200 x 900 window.
    static func playground(_ document: SceneDocument, width: Double = 1200, height: Double = 900) -> Playground {
        let p = Playground()
        p.show(document)
        _ = p.layout(width: width, height: height, uiScale: 1)
        return p
    }

    /// A small tree with a hidden view, a half-transparent view and a clipping view.
    static let treeYAML = """
    title: Test Tree Scene
    summary: |
      First line of the summary
      continues here.

      Second paragraph.
    window:
      subviews:
        - id: root
          frame: [0, 0, 390, 844]
          color: "#FFFFFF"
          touches: handle
          subviews:
            - id: a
              frame: [20, 100, 150, 150]
              color: "#FF0000"
              subviews:
                - id: a1
                  frame: [10, 10, 50, 50]
                  color: "#00FF00"
            - id: b
              frame: [200, 100, 150, 150]
              color: "#0000FF"
              alpha: 0.5
            - id: c
              frame: [20, 300, 150, 150]
              color: "#FFFF00"
              hidden: true
            - id: d
              frame: [200, 300, 150, 150]
              color: "#00FFFF"
              clips: true
              subviews:
                - id: d1
                  frame: [100, 100, 100, 100]
                  color: "#FF00FF"
    """

    static func tree() throws -> SceneDocument { try parse(treeYAML) }

    /// The rectangle a view is drawn in, in window pixels.
    static func pixelRect(of view: View, _ layout: PlaygroundLayout) -> Rect {
        layout.pixelRect(view.convert(view.bounds, to: nil))
    }

    static func close(_ a: Rect, _ b: Rect, tolerance: Double = 0.01) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.maxX - b.maxX) < tolerance && abs(a.maxY - b.maxY) < tolerance
    }

    static func close(_ a: Point, _ b: Point, tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }
}

extension DisplayList {
    /// Every text drawn.
    var texts: [String] {
        commands.compactMap { if case let .text(s, _, _, _, _, _) = $0 { return s } else { return nil } }
    }

    /// The index of the first `fillRect` of `color` at (about) `rect`.
    func fillIndex(_ rect: Rect, _ color: Color) -> Int? {
        commands.firstIndex {
            if case let .fillRect(r, c) = $0 { return c == color && UITest.close(r, rect) }
            return false
        }
    }

    func hasFill(at rect: Rect) -> Bool {
        commands.contains {
            if case let .fillRect(r, _) = $0 { return UITest.close(r, rect) }
            return false
        }
    }

    /// The clips and groups open just before command `index`, outermost first.
    func openScopes(before index: Int) -> [DrawCommand] {
        var stack: [DrawCommand] = []
        for c in commands[..<index] {
            switch c {
            case .pushClip, .pushGroup: stack.append(c)
            case .popClip, .popGroup: if !stack.isEmpty { stack.removeLast() }
            default: break
            }
        }
        return stack
    }
}

extension Playground {
    /// Presses and lifts the mouse at a canvas point (sent in window pixels).
    func click(canvas p: Point, modifiers: InputModifiers = [], t: Double = 0) {
        guard let layout else { return }
        handle(UITest.pointer(.down, layout.pixel(p), t: t), modifiers: modifiers)
        handle(UITest.pointer(.up, layout.pixel(p), t: t), modifiers: modifiers)
    }
}
