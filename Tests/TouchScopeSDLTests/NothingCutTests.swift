import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeTestSupport
import TouchScopeUI

extension SDLTests {
    /// No text on screen is cut with "…": every text the picture draws with a width limit fits
    /// it with the real font (the backend elides a text wider than its limit). A text that does
    /// not fit takes a shorter wording, a smaller size or another line.
    @Suite struct NothingCut {
        static let variants: [(width: Double, height: Double, language: Language)] = [
            (900, 640, .en), (900, 640, .zh), (1280, 900, .en), (1280, 900, .zh), (1920, 1080, .en), (1920, 1080, .zh),
        ]

        /// The texts of `list` wider than their limit, with the limit and the width they need, and
        /// the lines a paragraph cut at its last line (they end in " …").
        static func cut(_ list: DisplayList, measurer: TextMeasurer) -> [String] {
            list.commands.compactMap { command in
                guard case let .text(text, _, size, _, _, maxWidth) = command else { return nil }
                if text.hasSuffix(" …") { return "\"\(text)\" ends a paragraph cut short" }
                guard let maxWidth else { return nil }
                let width = measurer.measure(text, size: size).width
                return width > maxWidth + 0.5 ? "\"\(text)\" needs \(Int(width.rounded())) px, has \(Int(maxWidth))" : nil
            }
        }

        @Test("playing every scene's script (three window sizes, both languages; one each in ./test, in turn): no text is cut with \"…\"",
              arguments: try DamageTracking.sceneNames())
        func playingEveryScene(_ file: String) throws {
            let document = try SceneFile.load(DamageTracking.root.appendingPathComponent("Scenes/\(file)").path)
            guard !document.script.isEmpty else { return }
            let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
            let index = try DamageTracking.sceneNames().firstIndex(of: file) ?? 0
            for (w, h, l) in Sweep.rotating(Self.variants, at: index) {
                let p = Playground()
                p.show(document)
                p.language = l
                _ = p.layout(width: w, height: h, uiScale: 1)
                var wall = 100.0
                p.advanceTime(to: wall)
                p.handle(.character(" "))
                var frame = 0
                var reported = Set<String>()
                while p.playbackStatus != .finished, frame < 20_000 {
                    wall += 1.0 / 30
                    frame += 1
                    p.advanceTime(to: wall)
                    guard frame % (Sweep.isFull ? 3 : 15) == 0 else { continue }
                    let list = p.displayList(width: Int(w), height: Int(h), uiScale: 1, measurer: measurer)
                    for text in Self.cut(list, measurer: measurer) where reported.insert(text).inserted {
                        Issue.record("\(file) at \(Int(w))x\(Int(h)) \(l), frame \(frame): \(text)")
                    }
                }
                #expect(frame > 1, "\(file): the script played")
            }
        }

        @Test("every scene with the help, pinch mode, step-through, each scene overlay, the gestures panel, presenter mode, before / after, or the text at 1.5x or 2x (at 1280 and 1920), at three window sizes in both languages (one each in ./test, in turn): no text is cut with \"…\"",
              arguments: try DamageTracking.sceneNames())
        func everyTool(_ file: String) throws {
            let document = try SceneFile.load(DamageTracking.root.appendingPathComponent("Scenes/\(file)").path)
            let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
            let tools: [[KeyCommand]] = [
                [.toggleHelp], [.toggleMode], [.stepForward, .stepForward, .stepForward], [.toggleOverlay(.hitAreas)],
                [.toggleOverlay(.deadZones)], [.toggleOverlay(.hitMap)], [.toggleOverlay(.gestures)], [.togglePresenter], [.toggleCompare],
                [.cycleTextScale], [.cycleTextScale, .cycleTextScale],
            ]
            let index = try DamageTracking.sceneNames().firstIndex(of: file) ?? 0
            for (w, h, l) in Sweep.rotating(Self.variants, at: index) {
                for commands in tools {
                    // (The text at 1.5x or 2x in a 900x640 window is a 600x430 or 450x320 window's
                    // room: names that no room holds are elided there, docs/playground.md.)
                    if commands.first == .cycleTextScale && w < 1280 { continue }
                    let p = Playground()
                    p.show(document)
                    p.language = l
                    _ = p.layout(width: w, height: h, uiScale: 1)
                    p.run(document.script.throughPicture)
                    for command in commands { p.perform(command) }
                    _ = p.layout(width: w, height: h, uiScale: 1)
                    let list = p.displayList(width: Int(w), height: Int(h), uiScale: 1, measurer: measurer)
                    for text in Self.cut(list, measurer: measurer) {
                        Issue.record("\(file) at \(Int(w))x\(Int(h)) \(l) after \(commands): \(text)")
                    }
                }
            }
        }

        @Test("every scene's picture after its script, at three window sizes in both languages: no text is cut with \"…\"")
        func everyPicture() throws {
            let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
            var checked = 0
            for file in try DamageTracking.sceneNames() {
                for (w, h, l) in Self.variants {
                    let (_, _, list) = try SDLTests.realFontPicture(String(file.dropLast(5)), width: Int(w), height: Int(h), l)
                    for text in Self.cut(list, measurer: measurer) { Issue.record("\(file) at \(Int(w))x\(Int(h)) \(l): \(text)") }
                    checked += list.commands.count
                }
            }
            #expect(checked > 10_000)
        }
    }
}
