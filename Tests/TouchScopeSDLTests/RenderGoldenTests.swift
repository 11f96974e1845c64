import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// `touchscope render` pinned pixel for pixel: each case renders a scene headless and
    /// compares it with a golden PNG in `Golden/` (re-record with `TOUCHSCOPE_RECORD=1`).
    @Suite struct RenderGolden {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

        struct Case: CustomTestStringConvertible, Sendable {
            var name: String
            var scene: String
            var taps: [Point]? = nil
            var setup: @Sendable (Playground) -> Void = { _ in }
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case(name: "responder-chain-script", scene: "01-responder-chain"),
            Case(name: "tabbar-fixed-centre-button", scene: "03-tabbar-button-fixed", taps: [Point(195, 745)]),
            Case(name: "overflow-not-tappable", scene: "05-overflow-not-tappable"),
            Case(name: "views-that-ignore-touches", scene: "12-views-that-ignore-touches"),
            Case(name: "coordinates-transforms", scene: "21-coordinates"),
            Case(name: "window-levels", scene: "18-window-levels"),
            Case(name: "multi-touch", scene: "24-multi-touch"),
            Case(name: "chinese-text", scene: "25-zh-responder-chain"),
            Case(name: "gestures-panel-double-tap", scene: "28-double-vs-single-tap", taps: [Point(100, 360), Point(100, 360)]),
            Case(name: "gestures-control-beats-tap", scene: "26-tap-vs-button"),
            Case(name: "help-overlay", scene: "01-responder-chain", taps: [], setup: { $0.perform(.toggleHelp) }),
            Case(name: "overlays-off-with-selection", scene: "03-tabbar-button-fixed", taps: [Point(195, 745)], setup: { p in
                for o in Overlay.touchOverlays { p.perform(.toggleOverlay(o)) }
                p.select("tabBar")
            }),
            // The teaching tools (issue 6), each on a scene made for it.
            Case(name: "hit-areas", scene: "40-hit-areas-and-dead-zones", setup: { p in
                p.setOverlay(.hitAreas, true)
                p.setOverlay(.verdicts, false)
            }),
            Case(name: "dead-zones", scene: "40-hit-areas-and-dead-zones", taps: [Point(350, 55)], setup: { p in
                p.setOverlay(.deadZones, true)
                p.setOverlay(.verdicts, false)
            }),
            Case(name: "hit-map", scene: "40-hit-areas-and-dead-zones", taps: [], setup: { $0.setOverlay(.hitMap, true) }),
            Case(name: "what-if-point-inside", scene: "05-overflow-not-tappable", taps: [Point(100, 390)], setup: { p in
                p.select("openBox")
                p.whatIf(.pointInside)
                p.whatIf(.pointInside)
            }),
            // Mid-animation: the button drawn on its way up, its model frame dashed where taps go.
            Case(name: "animating-button", scene: "52-animating-button"),
            // Collection views after their script: selected items tinted, the strip scrolled.
            Case(name: "collection-view", scene: "55-collection-view-selection"),
            Case(name: "collection-view-zh", scene: "55-collection-view-selection", setup: { $0.language = .zh }),
            // Value controls drawn with their state: thumbs, knob, selected segment.
            Case(name: "value-controls", scene: "42-slider-switch-segments"),
            Case(name: "step-through", scene: "01-responder-chain", taps: [Point(170, 250)], setup: { $0.showStep(5) }),
            Case(name: "simulated-second-finger", scene: "24-multi-touch", taps: [], setup: { p in
                guard let layout = p.layout else { return }
                p.handle(PointerSample(finger: .mouse, phase: .down, pixel: layout.pixel(Point(120, 200)), timestamp: 0), modifiers: [.control])
                p.handle(PointerSample(finger: .mouse, phase: .move, pixel: layout.pixel(Point(110, 190)), timestamp: 0.1), modifiers: [.control])
            }),
            Case(name: "chinese-interface", scene: "05-overflow-not-tappable", setup: { p in
                p.language = .zh
                p.setOverlay(.deadZones, true)
            }),
            Case(name: "inspect-mode-error-panel", scene: "01-responder-chain", taps: [Point(170, 250)], setup: { p in
                p.perform(.toggleMode)
                do {
                    _ = try SceneParser.parse("title: broken\nwindow:\n  subviews:\n    - id: a\n      frame: [0, 0, -5, 10]\n", path: "Scenes/01-responder-chain.yaml")
                } catch let diagnostics as SceneDiagnostics {
                    p.show(diagnostics)
                } catch {}
            }),
        ]

        @Test("render draws the same pixels as the golden PNG", arguments: cases)
        func renderMatchesGolden(_ c: Case) throws {
            let document = try SceneFile.load(Self.root.appendingPathComponent("Scenes/\(c.scene).yaml").path)
            let steps = c.taps.map { SceneTrace.tapSteps($0) } ?? document.script
            let image = try SceneRenderer.render(document, steps: steps, width: 1280, height: 900, configure: c.setup)
            try GoldenPNG.check(image, name: c.name)
        }

        @Test("rendering the same scene twice gives identical pixels")
        func renderIsDeterministic() throws {
            let document = try SceneFile.load(Self.root.appendingPathComponent("Scenes/21-coordinates.yaml").path)
            let a = try SceneRenderer.render(document, steps: document.script, width: 640, height: 480)
            let b = try SceneRenderer.render(document, steps: document.script, width: 640, height: 480)
            #expect(a.difference(from: b).differingPixels == 0)
        }
    }
}
