import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The panel at any window size (issue 12, items 5 and "everything scaled"): a summary longer
/// than its part of the panel scrolls and says how much is below, never ends in "…"; the event
/// log says how many entries are above; the hit-view line names a window once; canvas labels
/// never shrink below a legible size.
@Suite("Panel at any window size")
struct PanelWindowSizeTests {
    let measurer = FixedWidthTextMeasurer()

    /// A summary of `n` English sentences, in two paragraphs.
    static func longSummary(_ n: Int) -> String {
        let sentence = "The scroll view's pan is nearer the touch, so it sees each move first and recognizes first."
        let half = Array(repeating: sentence, count: n / 2).joined(separator: " ")
        return half + "\n\n" + half
    }

    @Test("a long English summary is never cut with \"…\": every line is reachable by scrolling, paragraph gaps kept")
    func longSummaryScrolls() {
        let summary = Self.longSummary(30)
        let all = TextLayout.wrap(TextLayout.reflow(summary, keepBlankLines: true), size: 12.5, maxWidth: 400, measurer: measurer)
        #expect(all.contains(""), "the paragraph break is kept")
        let first = PlaygroundRenderer.summaryWindow(summary, width: 400, u: 1, panelHeight: 700, measurer: measurer)
        #expect(first.limit > 0)
        #expect(first.hint == Localization.summaryBelow(all.count - first.lines.count, .en) || first.hint != nil)
        var seen: [String] = []
        for offset in 0...first.limit {
            let window = PlaygroundRenderer.summaryWindow(summary, width: 400, u: 1, panelHeight: 700, measurer: measurer, offset: offset)
            #expect(!window.lines.contains { $0.hasSuffix("…") }, "offset \(offset): a line ends in …")
            #expect(window.lines.count < first.lines.count + 1)
            seen += window.lines
        }
        for line in all where !line.isEmpty { #expect(seen.contains(line), "never shown: \(line)") }
        let last = PlaygroundRenderer.summaryWindow(summary, width: 400, u: 1, panelHeight: 700, measurer: measurer, offset: 10_000)
        #expect(last.offset == first.limit)
        #expect(last.hint == Localization.summaryAbove(first.limit, .en))
    }

    @Test("at 900x700 a long summary scrolls with the mouse wheel, and no summary line is drawn past the tree's top")
    func summaryScrollsInTheWindow() throws {
        var document = try UITest.example("49-back-swipe-vs-scroll-view")
        document.summary = Self.longSummary(30)
        let p = UITest.playground(document, width: 900, height: 700)
        p.run(document.script)
        let before = p.displayList(width: 900, height: 700, uiScale: 1, measurer: measurer)
        let region = try #require(p.panelState.frame.regions[.summary])
        #expect((p.panelState.frame.limits[.summary] ?? 0) > 0)
        let texts = PanelTextTests.texts(before)
        #expect(texts.contains { $0.hasPrefix("▾ ") && $0.contains("more lines") }, "the summary says it holds more")
        #expect(!texts.contains { $0.hasSuffix(" …") })
        p.scroll(at: Point(x: region.midX, y: region.midY), lines: 2)
        #expect(p.panelOffset(.summary) == 2 * Playground.scrollStep)
        let after = p.displayList(width: 900, height: 700, uiScale: 1, measurer: measurer)
        #expect(PanelTextTests.texts(after) != texts, "scrolling the summary changes what it shows")
        // Every summary line is above the tree's heading.
        let treeTop = p.snapshot(layout: try #require(p.layout), measurer: measurer).tree.top
        for command in after.commands {
            guard case let .text(s, at, size, _, _, _) = command, at.y < treeTop - 0.5, at.x >= region.minX else { continue }
            #expect(at.y + PlaygroundRenderer.lineHeight(size) <= treeTop + 8.5, "'\(s)' runs into the tree")
        }
    }

    @Test("at 900x700 no panel section draws a partial row, in every scene, in English and Chinese")
    func noPartialRowsSmall() throws {
        for scene in try PanelTextTests.sceneNames() {
            for language in [Language.en, .zh] {
                let p = try PanelTextTests.ran(scene, width: 900, height: 700, language: language)
                let list = p.displayList(width: 900, height: 700, uiScale: 1, measurer: measurer)
                let panel = try #require(p.layout).panel
                var clips: [Rect] = []
                for command in list.commands {
                    switch command {
                    case let .pushClip(r): clips.append(r)
                    case .popClip: _ = clips.popLast()
                    case let .text(s, at, size, _, anchor, _):
                        guard anchor == .topLeft, at.x >= panel.minX else { continue }
                        // Text a section's clip hides entirely is not drawn.
                        let bottom = min(clips.last?.maxY ?? panel.maxY, panel.maxY)
                        if let clip = clips.last, at.y >= clip.maxY || at.y + PlaygroundRenderer.lineHeight(size) <= clip.minY { continue }
                        #expect(at.y + PlaygroundRenderer.lineHeight(size) <= bottom + 0.5, "\(scene) \(language): '\(s)' is cut (\(at.y), ends \(bottom))")
                    default: break
                    }
                }
                // A section that holds more than it shows says so.
                for section in [PanelSection.details, .summary] where (p.panelState.frame.limits[section] ?? 0) > 0 {
                    let texts = PanelTextTests.texts(list)
                    #expect(texts.contains { $0.hasPrefix("▾") }, "\(scene) \(language): \(section) holds more without a hint")
                }
            }
        }
    }

    @Test("the event log says how many entries are above the ones it shows")
    func logSaysWhatIsAbove() throws {
        let p = try PanelTextTests.ran("22-button-tracking", width: 900, height: 700)
        let texts = PanelTextTests.texts(p.displayList(width: 900, height: 700, uiScale: 1, measurer: measurer))
        #expect(texts.contains { $0.hasPrefix("… ") && $0.hasSuffix(" above") })
    }

    @Test("the hit-view line names a window that is the hit view once (no \"window (window window)\")")
    func windowNamedOnce() {
        let record = TraceEvent.hitResult(touch: 2, view: "window", window: "window")
        #expect(Localization.logLine(record, .en) == "hit view for touch 2: the window window itself")
        #expect(!Localization.logLine(record, .zh).contains("（窗口 window）"))
        #expect(Localization.logLine(.hitResult(touch: 1, view: "box", window: "window"), .en) == "hit view for touch 1: box (in window)")
        #expect(Localization.hitView("window", window: "window", .en) == "hit view: window")
    }

    @Test("view labels on the canvas are never smaller than 11 px, even in a 900x700 window")
    func labelsLegibleSmall() throws {
        let p = try PanelTextTests.ran("01-responder-chain", width: 900, height: 700)
        let list = p.displayList(width: 900, height: 700, uiScale: 1, measurer: measurer)
        let canvas = try #require(p.layout).canvas
        let labels = list.commands.compactMap { c -> Double? in
            guard case let .text(s, at, size, _, _, _) = c, canvas.contains(at), ["white", "orange", "blue", "yellow"].contains(s) else { return nil }
            return size
        }
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { $0 >= Theme.minimumCanvasTextSize }, "\(labels)")
        #expect(Theme.viewLabelSize(u: 1, scale: 0.5) == 11)
        #expect(Theme.viewLabelSize(u: 1.2, scale: 2) == 15 * 1.2)
    }
}
