import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// The animated dispatch and playback's captions pinned pixel for pixel: frames of the window
    /// at fixed times of a deterministic clock (re-record with `TOUCHSCOPE_RECORD=1`).
    @Suite struct AnimationGolden {
        struct Frame: CustomTestStringConvertible, Sendable {
            var name: String
            /// Seconds after the tap (or after Space) at which the frame is drawn.
            var at: Double
            var playback = false
            var language: Language = .en
            var testDescription: String { name }
        }

        /// Scene 01, a tap on yellow: step k of the animation is shown from k x 0.32 s on.
        static let frames: [Frame] = [
            Frame(name: "animation-1-white-visited", at: 0.16 + 1 * DispatchAnimationTiming.interval),
            Frame(name: "animation-5-hit-view", at: 0.16 + 5 * DispatchAnimationTiming.interval),
            Frame(name: "animation-8-chain-climbs", at: 0.16 + 8 * DispatchAnimationTiming.interval),
            Frame(name: "playback-caption", at: 0.5, playback: true),
            Frame(name: "playback-caption-zh", at: 0.5, playback: true, language: .zh),
        ]

        @Test("frames of the animated dispatch and of playback are the golden PNGs", arguments: frames)
        func frameMatchesGolden(_ f: Frame) throws {
            let document = try SceneFile.load(RenderGolden.root.appendingPathComponent("Scenes/01-responder-chain.yaml").path)
            let renderer = try HeadlessRenderer(fontURL: AssetLocator.fontURL())
            let p = Playground()
            p.show(document)
            p.language = f.language
            if !f.playback { p.perform(.toggleAnimation); p.perform(.toggleAnimation) }   // touches animate too
            let layout = p.layout(width: 1280, height: 900, uiScale: 1)
            let t0 = 10.0
            p.advanceTime(to: t0)
            if f.playback {
                p.handle(.character(" "))
            } else {
                let at = layout.pixel(Point(x: 170, y: 250))
                p.handle(PointerSample(finger: .mouse, phase: .down, pixel: at, timestamp: t0))
                p.handle(PointerSample(finger: .mouse, phase: .up, pixel: at, timestamp: t0))
            }
            // The window's clock ticks at 60 Hz up to the frame's time.
            var t = t0
            while t + 1.0 / 60 < t0 + f.at { t += 1.0 / 60; p.advanceTime(to: t) }
            p.advanceTime(to: t0 + f.at)
            let image = try renderer.render(p.displayList(width: 1280, height: 900, uiScale: 1, measurer: renderer.measurer))
            try GoldenPNG.check(image, name: f.name)
        }
    
        @Test("a button tracking a drag: its tolerance rectangle dashed, the trail, its live state (golden PNG)")
        func controlTrackingMatchesGolden() throws {
            let document = try SceneFile.load(RenderGolden.root.appendingPathComponent("Scenes/22-button-tracking.yaml").path)
            let renderer = try HeadlessRenderer(fontURL: AssetLocator.fontURL())
            let p = Playground()
            p.show(document)
            p.perform(.toggleAnimation)
            let layout = p.layout(width: 1280, height: 900, uiScale: 1)
            p.handle(PointerSample(finger: .mouse, phase: .down, pixel: layout.pixel(Point(x: 195, y: 330)), timestamp: 1))
            for (i, y) in [360.0, 400, 440, 460].enumerated() {
                p.handle(PointerSample(finger: .mouse, phase: .move, pixel: layout.pixel(Point(x: 205, y: y)), timestamp: 1 + Double(i + 1) * 0.05))
            }
            let list = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: renderer.measurer)
            let dashed = list.commands.filter { if case .dashedRect = $0 { return true } else { return false } }
            #expect(!dashed.isEmpty, "the tolerance rectangle is drawn while the button tracks")
            let image = try renderer.render(list)
            let path = RenderGolden.golden.appendingPathComponent("control-tracking.png").path
            if ProcessInfo.processInfo.environment["TOUCHSCOPE_RECORD"] == "1" {
                try image.savePNG(path: path)
            } else {
                let diff = image.difference(from: try RGBAImage.loadPNG(path: path))
                #expect(diff.differingPixels == 0, "control-tracking: \(diff.differingPixels) pixels differ")
            }
            p.handle(PointerSample(finger: .mouse, phase: .up, pixel: layout.pixel(Point(x: 205, y: 460)), timestamp: 2))
            let after = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: renderer.measurer)
            // The tolerance rectangle goes (the trail and the down point stay: the drag's story).
            let dashedAfter = after.commands.filter { if case .dashedRect = $0 { return true } else { return false } }
            #expect(dashedAfter.count < dashed.count, "nothing tracks after the finger lifts")
        }
}
}
