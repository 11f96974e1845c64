import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The panel's text (issue 12): every event-log line in Chinese, the last event whatever its
/// kind, summaries that are not cut short, details that never slice a line, text that grows
/// with the window.
@Suite("Panel text")
struct PanelTextTests {
    let measurer = FixedWidthTextMeasurer()

    static func texts(_ list: DisplayList) -> [String] {
        list.commands.compactMap { if case let .text(s, _, _, _, _, _) = $0 { return s } else { return nil } }
    }

    static func sceneNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: UITest.scenesFolder.path).filter { $0.hasSuffix(".yaml") }
            .map { String($0.dropLast(5)) }.sorted()
    }

    /// A playground that ran `scene`'s own script, at `width` x `height`.
    static func ran(_ scene: String, width: Double = 1280, height: Double = 900, language: Language = .en) throws -> Playground {
        let document = try UITest.example(scene)
        let p = UITest.playground(document, width: width, height: height)
        p.language = language
        p.run(document.script)
        return p
    }

    /// English the Chinese event log used to show (issue 12's review): scroll-view changes,
    /// input phases, motion and remote-control lines, the override bracket.
    static let english = ["(dragging", "drag ended", "decelerating", "paging to", "bouncing back", "stopped by a touch",
                          "输入 down", "输入 up", "motion ", "remote ", "dropped: end", "vertically", "horizontally",
                          " override ", "highlighted (row", "selected (row", "removed from", "added to ", "shown for",
                          "resigned first responder", "change "]

    @Test("every scene's event log, its script run, has no English lines in Chinese")
    func chineseLogIsChinese() throws {
        for scene in try Self.sceneNames() {
            let p = try Self.ran(scene)
            for record in p.storyRecords {
                let line = Localization.logLine(record.event, .zh)
                for word in Self.english where line.contains(word) {
                    Issue.record("\(scene): '\(line)' says '\(word)' in English")
                }
            }
        }
    }

    @Test("a scroll view's changes are worded in Chinese from their values")
    func changes() {
        #expect(Localization.change(.contentOffset(Point(x: 0, y: 420), .ended(.decelerating)), .zh) == "contentOffset = [0, 420]（减速结束）")
        #expect(Localization.change(.contentOffset(Point(x: 0, y: 12), .dragEnded(.decelerating(speed: 900, to: Point(x: 0, y: 420), duration: 1.2))), .zh)
            == "contentOffset = [0, 12]（拖动结束：以 900 pt/s 开始减速，1.2 秒后停在 [0, 420]）")
        #expect(Localization.change(.contentOffset(Point(x: 3, y: 0), .dragging(pastEdge: false)), .zh) == "contentOffset = [3, 0]（拖动中）")
        #expect(Localization.change(.property(.hidden(true)), .zh) == "hidden = true")
        #expect(Localization.change(.contentOffset(Point(x: 0, y: 420), .ended(.decelerating)), .en) == "contentOffset = [0, 420] (decelerating ended)")
    }

    /// Whether `change` is a plain `property = value` (UIKit's name, the trace's value), which
    /// reads the same in every language.
    static func isAssignment(_ change: TraceChange) -> Bool {
        switch change {
        case .property(.transform), .property(.gesturesEnabled), .property(.enabled(_, control: false)): return false
        case .property: return true
        default: return false
        }
    }

    @Test("every view change any scene's whole script records is worded in Chinese, except a plain 'property = value', and in English as the trace prints it")
    func everyChangeIsTranslated() throws {
        var seen = 0
        for scene in try Self.sceneNames() {
            let document = try UITest.example(scene)
            let p = UITest.playground(document, width: 1280, height: 900)
            p.run(document.script)
            for record in p.takeNewRecords() {
                guard case let .viewChanged(_, change) = record.event else { continue }
                seen += 1
                let zh = Localization.change(change, .zh)
                #expect(Self.isAssignment(change) || zh != change.text, "\(scene): '\(change.text)' stays English in Chinese")
                #expect(zh.range(of: "[A-Za-z]+ [a-z]+ [a-z]+", options: .regularExpression) == nil,
                        "\(scene): '\(zh)' has English words in Chinese")
                #expect(Localization.change(change, .en) == change.text, "\(scene): the English table words '\(change.text)' otherwise")
            }
        }
        #expect(seen > 50)
        #expect(Localization.change(.animation(changes: [.alpha(1)], duration: 1, delay: 0, curve: .linear, allowsUserInteraction: false), .zh)
            == "动画：alpha -> 1，用时 1 秒（linear，运行期间关闭用户交互）")
    }

    @Test("after a shake or a remote-control event the panel shows that event and its chain, not the idle hint")
    func lastEventWhateverItsKind() throws {
        for language in [Language.en, .zh] {
            let p = try Self.ran("15-first-responder-up-the-chain", language: language)
            #expect(p.story.event == .shake)
            #expect(!p.story.eventChain.isEmpty)
            let texts = Self.texts(p.displayList(width: 1280, height: 900, uiScale: 1, measurer: measurer))
            #expect(!texts.contains(Localization.clickHint(.interact, language)))
            #expect(texts.contains(Localization.lastEvent(language).uppercased()))
            // The headline, wrapped to the panel's width.
            let joined = texts.joined().filter { $0 != " " }
            #expect(joined.contains(Localization.eventHeadline(.shake, language).filter { $0 != " " }))
            let first = p.story.eventChain[0]
            #expect(texts.contains("1. \(first.responder) — \(Localization.eventAction(first.action, language))"))
        }
    }

    @Test("a summary is shown whole (no \"…\") in every scene, at 1280x900 and at 1920x1080")
    func summariesWhole() throws {
        for scene in try Self.sceneNames() {
            for (w, h) in [(1280.0, 900.0), (1920, 1080)] {
                let p = try Self.ran(scene, width: w, height: h)
                let layout = try #require(p.layout)
                let (_, summary) = try #require(p.sceneTitleAndSummary)
                let lines = PlaygroundRenderer.summaryLines(summary, width: layout.panel.width - 28 * layout.uiScale, u: layout.uiScale,
                                                            panelHeight: layout.panel.height, measurer: measurer)
                #expect(!(lines.last ?? "").hasSuffix(" …"), "\(scene) at \(w)x\(h): the summary is cut")
            }
        }
        // Paragraphs stay apart: scene 01 has two.
        let lines = PlaygroundRenderer.summaryLines("one\n\ntwo", width: 400, u: 1, panelHeight: 900, measurer: measurer)
        #expect(lines == ["one", "", "two"])
    }

    @Test("no text line of the panel is sliced by the edge of its section, in any scene, at 900x700 and 1280x900")
    func noSlicedLines() throws {
        for scene in try Self.sceneNames() {
            for (w, h, language) in [(900.0, 700.0, Language.zh), (900, 700, .en), (1280, 900, .en)] {
                let p = try Self.ran(scene, width: w, height: h, language: language)
                let list = p.displayList(width: Int(w), height: Int(h), uiScale: 1, measurer: measurer)
                var clips: [Rect] = []
                for command in list.commands {
                    switch command {
                    case let .pushClip(r): clips.append(r)
                    case .popClip: _ = clips.popLast()
                    case let .text(s, at, size, _, anchor, _):
                        // The panel's text (a canvas tag's line box may overhang a clip by a pixel
                        // below its glyphs).
                        guard anchor == .topLeft, at.x >= (p.layout?.panel.minX ?? 0), let clip = clips.last, at.y < clip.maxY,
                              at.y >= clip.minY - 0.5 else { continue }
                        let bottom = at.y + PlaygroundRenderer.lineHeight(size)
                        #expect(bottom <= clip.maxY + 0.5, "\(scene) \(language) at \(Int(w))x\(Int(h)): '\(s)' is sliced (\(at.y)–\(bottom), clip ends \(clip.maxY))")
                    default: break
                    }
                }
            }
        }
    }

    @Test("the interface grows with a window larger than 1280x900 and stays at its design size otherwise")
    func textScalesWithTheWindow() {
        #expect(PlaygroundLayout.windowTextScale(width: 1280, height: 900, uiScale: 1) == 1)
        #expect(PlaygroundLayout.windowTextScale(width: 900, height: 700, uiScale: 1) == 1)
        #expect(PlaygroundLayout.windowTextScale(width: 1920, height: 1080, uiScale: 1) == 1.2)
        #expect(PlaygroundLayout.windowTextScale(width: 2560, height: 1800, uiScale: 2) == 1, "a high-DPI 1280x900 window")
        let p = Playground()
        p.show(try! UITest.example("01-responder-chain"))
        #expect(p.layout(width: 1920, height: 1080, uiScale: 1).uiScale == 1.2)
        #expect(p.layout(width: 1280, height: 900, uiScale: 1).uiScale == 1)
    }

    @Test("the tree does not repeat a view's id as its kind (\"window  window\")")
    func treeRowWindow() throws {
        let p = try Self.ran("01-responder-chain")
        let texts = Self.texts(p.displayList(width: 1280, height: 900, uiScale: 1, measurer: measurer))
        #expect(!texts.contains { $0.hasPrefix("window  window") })
        #expect(texts.contains { $0.hasPrefix("window") })
    }

    @Test("scene 07's captions say what its YAML does: fix 1 is point(inside:), fix 2 is hitTest; nothing turns interaction off")
    func coveredButtonCaptions() throws {
        let captions = try UITest.example("07-covered-button").script.compactMap(\.caption)
        for language in ["en", "zh"] {
            let texts = captions.map { $0.text(for: language) }
            let fix1 = try #require(texts.first { $0.hasPrefix("Fix 1") || $0.hasPrefix("办法一") })
            let fix2 = try #require(texts.first { $0.hasPrefix("Fix 2") || $0.hasPrefix("办法二") })
            #expect(fix1.contains("point(inside:)") && !fix1.contains("hitTest"), "\(fix1)")
            #expect(fix2.contains("hitTest"), "\(fix2)")
            for text in texts {
                #expect(!text.contains("interaction off") && !text.contains("关闭自己的交互") && !text.contains("forgot") && !text.contains("忘了"), "\(text)")
            }
        }
    }

    @Test("scene 25's view labels carry no numbers that could be read as the chain's order")
    func zhResponderChainLabels() throws {
        let yaml = try String(contentsOf: UITest.scenesFolder.appendingPathComponent("25-zh-responder-chain.yaml"), encoding: .utf8)
        let labels = yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("text:") }
        #expect(labels.count == 4)
        for label in labels { #expect(!label.contains { $0.isNumber }, "\(label)") }
    }
}
