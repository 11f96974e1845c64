import Foundation
import Testing
import TouchScopeCore
import TouchScopeTestSupport
import TouchScopeScenes
@testable import TouchScopeUI

/// The legend explains every mark the canvas draws, in both languages, at every window size.
@Suite struct LegendTests {
    static let sizes: [(Double, Double)] = [(900, 700), (1280, 900), (1920, 1080)]

    /// The texts drawn in the legend strip and their boxes.
    static func legendTexts(_ list: DisplayList, _ layout: PlaygroundLayout) -> [(text: String, box: Rect)] {
        let measurer = FixedWidthTextMeasurer()
        return list.commands.compactMap { c -> (String, Rect)? in
            guard case let .text(s, at, size, _, anchor, _) = c, layout.legend.contains(at) else { return nil }
            let m = measurer.measure(s, size: size)
            let x = anchor == .center ? at.x - m.width / 2 : at.x
            let y = anchor == .center ? at.y - m.height / 2 : at.y
            return (s, Rect(x: x, y: y, width: m.width, height: m.height))
        }
    }

    @Test("every kind of canvas mark has a legend entry in both languages, its own words and a shape or colour of its own",
          arguments: [Language.en, .zh])
    func everyMarkHasAnEntry(_ l: Language) {
        let marks = CanvasMark.allCases
        #expect(Set(marks).count == marks.count)
        // The event marks added with the chain's story (issue 12): each listed.
        for mark in [CanvasMark.finger, .blockedFinger, .cancelledBadge, .searchBadge, .modelFrame, .recognized] {
            #expect(marks.contains(mark), "\(mark)")
        }
        let entries = marks.map { PlaygroundRenderer.legendEntry($0, l) }
        for (mark, e) in zip(marks, entries) {
            #expect(!e.label.isEmpty && !e.label.hasPrefix("legend."), "\(mark): \(e.label)")
        }
        for i in entries.indices {
            for j in entries.indices where j > i {
                let a = entries[i], b = entries[j]
                #expect(a.label != b.label, "\(marks[i]) and \(marks[j]) read the same")
                if a.swatch == b.swatch || PictureLegibility.sameFamily(a.swatch, b.swatch) {
                    #expect(Theme.distance(a.color, b.color) >= 60, "\(marks[i]) vs \(marks[j])")
                }
            }
        }
        // With every overlay on, the static listing holds every mark.
        #expect(PlaygroundRenderer.legendMarks(overlays: Set(Overlay.allCases)) == marks)
    }

    @Test("every mark a scene's picture draws is in that picture's legend, which fits under the canvas, at 900x700, 1280x900 and 1920x1080",
          arguments: PictureLegibility.sceneNames)
    func everyDrawnMarkIsExplained(_ name: String) throws {
        let document = try UITest.example(name)
        // Every language and size in a full sweep; `./test` one of the six for each scene, in turn.
        let variants = [Language.en, .zh].flatMap { l in Self.sizes.map { (l, $0) } }
        for (l, (w, h)) in Sweep.rotating(variants, at: PictureLegibility.sceneNames.firstIndex(of: name) ?? 0) {
            do {
                let p = UITest.playground(document, width: w, height: h)
                p.run(document.script)
                p.language = l
                for o in Overlay.allCases { p.setOverlay(o, true) }
                let list = p.displayList(width: Int(w), height: Int(h), uiScale: 1, measurer: FixedWidthTextMeasurer())
                let layout = try #require(p.layout)
                let texts = Self.legendTexts(list, layout)
                let labels = Set(texts.map(\.text))
                for mark in list.drawnMarks {
                    #expect(labels.contains(PlaygroundRenderer.legendEntry(mark, l).label), "\(name) \(l) \(w)x\(h): \(mark) drawn, not in the legend")
                }
                // Every entry inside the legend strip: nothing runs off the window or under the panel.
                for t in texts {
                    #expect(t.box.maxY <= h + 0.5 && t.box.maxX <= layout.panel.minX + 0.5, "\(name) \(l) \(w)x\(h): '\(t.text)' at \(t.box)")
                }
            }
        }
    }

    @Test("the drawing notes each event mark it draws: fingers, a blocked finger, a recognizer's tag, a cancelled badge, square badges, a model frame")
    func drawingNotesItsMarks() throws {
        func marks(_ scene: String) throws -> Set<CanvasMark> {
            let document = try UITest.example(scene)
            let p = UITest.playground(document, width: 1280, height: 900)
            p.run(document.script)
            return p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer()).drawnMarks
        }
        let multi = try marks("24-multi-touch")
        #expect(multi.isSuperset(of: [.finger, .blockedFinger]))
        let animating = try marks("52-animating-button")
        #expect(animating.contains(.modelFrame))
        let nilTarget = try marks("16-nil-target-actions")
        #expect(nilTarget.contains(.searchBadge))
        let cancelled = try marks("47-touches-should-cancel")
        #expect(cancelled.contains(.cancelledBadge) || cancelled.contains(.recognized))
    }

    @Test("when the legend is short of room it leaves out vocabulary entries that are not on the canvas, never a drawn mark")
    func smallLegendKeepsDrawnMarks() throws {
        let document = try UITest.example("24-multi-touch")
        let p = UITest.playground(document, width: 900, height: 700)
        p.run(document.script)
        let list = p.displayList(width: 900, height: 700, uiScale: 1, measurer: FixedWidthTextMeasurer())
        let layout = try #require(p.layout)
        let labels = Set(Self.legendTexts(list, layout).map(\.text))
        #expect(labels.contains(PlaygroundRenderer.legendEntry(.blockedFinger, .en).label))
        #expect(labels.contains(PlaygroundRenderer.legendEntry(.finger, .en).label))
        #expect(labels.contains(PlaygroundRenderer.legendEntry(.hitView, .en).label))
    }
}
