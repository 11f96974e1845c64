import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeTestSupport
import TouchScopeUI

extension SDLTests {
    /// Damage-tracked frames (only what changed since the previous frame is redrawn) give the
    /// very pixels of a full redraw.
    @Suite struct DamageTracking {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()

        static func sceneNames() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenes").path)
                .filter { $0.hasSuffix(".yaml") }.sorted()
        }

        /// Draws `list` with the damage-tracked renderer and whole with a fresh one, and records
        /// any pixel that differs.
        static func expectSamePixels(_ list: DisplayList, tracked: HeadlessRenderer, full: HeadlessRenderer,
                                     _ what: @autoclosure () -> String) throws {
            let a = try tracked.render(list)
            let b = try full.render(list)
            let diff = a.difference(from: b)
            if diff.differingPixels != 0 {
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("damage-\(UUID().uuidString).png").path
                try? a.savePNG(path: path)
                Issue.record("\(what()): \(diff.differingPixels) pixels differ from a full redraw (max channel \(diff.maxChannelDifference)); damage \(String(describing: tracked.lastDamageRects)); tracked image: \(path)")
            }
        }

        @Test("every scene, after every step of its script and a few panel changes, draws the pixels of a full redraw")
        func everySceneAfterEveryStepMatchesAFullRedraw() throws {
            let font = try Fixture.fontURL()
            let tracked = try HeadlessRenderer(fontURL: font)
            let full = try HeadlessRenderer(fontURL: font)
            full.tracksDamage = false
            let (width, height) = (960, 700)
            var partialFrames = 0
            // Every scene in a full sweep; `./test` takes eight spread over the list (docs/testing.md).
            for name in Sweep.sample(try Self.sceneNames(), count: 8) {
                let document = try SceneFile.load(Self.root.appendingPathComponent("Scenes/\(name)").path)
                let playground = Playground()
                playground.show(document)
                _ = playground.layout(width: Double(width), height: Double(height), uiScale: 1)
                func check(_ what: String) throws {
                    let list = playground.displayList(width: width, height: height, uiScale: 1, measurer: tracked.measurer)
                    try Self.expectSamePixels(list, tracked: tracked, full: full, "\(name) \(what)")
                    if tracked.lastDamageRects != nil { partialFrames += 1 }
                }
                try check("shown")
                for (i, step) in document.script.enumerated() {
                    playground.run([step])
                    try check("after step \(i + 1)")
                }
                // The panel and the overlays change too: help, an overlay, a selection, the language.
                playground.perform(.toggleHelp)
                try check("help shown")
                playground.perform(.toggleHelp)
                try check("help hidden")
                playground.setOverlay(.hitMap, true)
                try check("hit map on")
                playground.setOverlay(.hitMap, false)
                if let id = playground.scene?.views.keys.sorted().last {
                    playground.select(id)
                    try check("\(id) selected")
                }
                playground.language = .zh
                try check("in Chinese")
            }
            // The test is about partial frames: most frames after the first must be partial.
            #expect(partialFrames > 0)
        }

        /// Random lists of every command, with clips and nested groups, changed at random from
        /// frame to frame (commands moved, recoloured, removed, added, groups' opacity changed).
        @Test("random lists changed at random draw the pixels of a full redraw", arguments: [UInt64(1), 2, 3, 4])
        func randomListsMatchAFullRedraw(seed: UInt64) throws {
            let font = try Fixture.fontURL()
            let tracked = try HeadlessRenderer(fontURL: font)
            let full = try HeadlessRenderer(fontURL: font)
            full.tracksDamage = false
            var rng = SplitMix64(seed: seed)
            var commands = (0..<40).map { _ in Self.randomCommand(&rng) }
            for frame in 0..<30 {
                let list = DisplayList(width: 240, height: 180, background: .white, commands: Self.nested(commands, &rng, seed: seed &+ UInt64(frame / 3)))
                try Self.expectSamePixels(list, tracked: tracked, full: full, "seed \(seed) frame \(frame)")
                // Change a few commands.
                for _ in 0..<(1 + Int(rng.next() % 3)) {
                    let i = Int(rng.next() % UInt64(commands.count))
                    switch rng.next() % 4 {
                    case 0: commands[i] = Self.randomCommand(&rng)
                    case 1: commands.remove(at: i)
                    case 2: commands.insert(Self.randomCommand(&rng), at: i)
                    default: commands.swapAt(i, Int(rng.next() % UInt64(commands.count)))
                    }
                }
            }
        }

        /// Found by the random lists: a translucent group that draws nothing left the drawing
        /// in its layer, so what came after it was lost (in full redraws too).
        @Test("what is drawn after a translucent group that draws nothing still shows")
        func drawingAfterAnEmptyGroupShows() throws {
            let image = try Fixture.render(Fixture.list([.pushGroup(opacity: 0.5), .popGroup, .fillRect(Rect(2, 2, 10, 10), .black)]))
            #expect(image.pixel(x: 5, y: 5) == .black)
        }

        @Test("an unchanged frame redraws nothing, and a change redraws only around it")
        func damageIsLocal() throws {
            let renderer = try HeadlessRenderer(fontURL: Fixture.fontURL())
            let base: [DrawCommand] = [.fillRect(Rect(0, 0, 400, 300), Fixture.blue), .text("Hello", at: Point(x: 300, y: 250), size: 14, .white, anchor: .topLeft, maxWidth: nil)]
            _ = try renderer.render(Fixture.list(400, 300, base))
            #expect(renderer.lastDamageRects == nil)
            _ = try renderer.render(Fixture.list(400, 300, base))
            #expect(renderer.lastDamageRects?.isEmpty == true)
            _ = try renderer.render(Fixture.list(400, 300, base + [.fillRect(Rect(10, 10, 5, 5), Fixture.red)]))
            let rects = try #require(renderer.lastDamageRects)
            #expect(rects.count == 1)
            #expect(rects.allSatisfy { $0.x <= 10 && $0.y <= 10 && $0.x + $0.width >= 15 && $0.y + $0.height >= 15 && $0.width * $0.height <= 64 * 64 })
        }

        static func randomCommand(_ rng: inout SplitMix64) -> DrawCommand {
            func d(_ n: Double) -> Double { (rng.unit() * n).rounded() / 2 * 2 + (rng.next() % 2 == 0 ? 0 : 0.5) }
            let colors: [Color] = [.white, .black, Fixture.red, Fixture.blue, Color(red: 0, green: 200, blue: 0, alpha: 128),
                                   Color(red: 250, green: 200, blue: 0, alpha: 200)]
            let color = colors[Int(rng.next() % UInt64(colors.count))]
            let rect = Rect(d(220), d(160), d(60) + 1, d(50) + 1)
            switch rng.next() % 10 {
            case 0: return .strokeRect(rect, color, width: 1 + d(4))
            case 1: return .dashedRect(rect, color, dash: 3)
            case 2: return .line(from: Point(x: d(240), y: d(180)), to: Point(x: d(240), y: d(180)), color, width: 1 + d(6))
            case 3:
                let c = Point(x: d(240), y: d(180))
                return .fillPolygon([c, Point(x: c.x + d(40), y: c.y + 5), Point(x: c.x + 20, y: c.y + d(40) + 5)], color)
            case 4: return .strokePolygon([Point(x: d(240), y: d(180)), Point(x: d(240), y: d(180)), Point(x: d(240), y: d(180))], color)
            case 5: return .circle(center: Point(x: d(240), y: d(180)), radius: 2 + d(20), color, filled: rng.next() % 2 == 0)
            case 6: return .hatch(rect, color, spacing: 4)
            case 7:
                let anchors: [TextAnchor] = [.topLeft, .center, .topRight, .centerLeft]
                let texts = ["tap", "Hello world", "中文 text", "a long label that gets cut"]
                return .text(texts[Int(rng.next() % 4)], at: Point(x: d(240), y: d(180)), size: 10 + d(8), color,
                             anchor: anchors[Int(rng.next() % 4)], maxWidth: rng.next() % 2 == 0 ? nil : 20 + d(60))
            default: return .fillRect(rect, color)
            }
        }

        /// `commands` cut into nested clips and groups (the same cuts for the same `seed`).
        static func nested(_ commands: [DrawCommand], _ rng: inout SplitMix64, seed: UInt64) -> [DrawCommand] {
            var cuts = SplitMix64(seed: seed)
            var out: [DrawCommand] = []
            var open: [DrawCommand] = []
            for command in commands {
                switch cuts.next() % 8 {
                case 0:
                    out.append(.pushGroup(opacity: [0.5, 0.25, 1, 0, 0.9][Int(rng.next() % 5)])); open.append(.popGroup)
                case 1:
                    out.append(.pushClip(Rect(Double(cuts.next() % 120), Double(cuts.next() % 90), 120, 90))); open.append(.popClip)
                case 2:
                    if let close = open.popLast() { out.append(close) }
                default: break
                }
                out.append(command)
            }
            out.append(contentsOf: open.reversed())
            return out
        }
    }
}
