import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The step label on the canvas (step-through and the animated dispatch) speaks the interface's
/// language, with the same words as the panel's event log.
@Suite("Step label language")
struct StepLabelLanguageTests {
    let measurer = FixedWidthTextMeasurer()

    /// Every text command of a display list.
    func texts(_ list: DisplayList) -> [String] {
        list.commands.compactMap { if case let .text(s, _, _, _, _, _) = $0 { return s } else { return nil } }
    }

    /// The English words of the hit-test verdicts and of the dispatch lines, none of which may
    /// appear in a Chinese step label (API names such as touchesBegan stay as they are).
    var englishWords: [String] {
        HitTestVerdict.allCases.map { Localization.verdict($0, .en) } + ["hit view for touch", "handled", "forwarded", "window window"]
    }

    @Test("in Chinese, every step's label on the canvas is the event log's Chinese line, with no English verdict word")
    func chineseStepLabels() throws {
        for (scene, tap) in [("01-responder-chain", Point(x: 170, y: 250)), ("20-hit-testing-order", Point(x: 80, y: 200))] {
            let p = UITest.playground(try UITest.example(scene))
            p.language = .zh
            p.run(SceneTrace.tapSteps([tap]))
            let steps = p.dispatchSteps
            #expect(steps.count > 3)
            p.step(by: 1)
            for i in steps.indices {
                if i > 0 { p.step(by: 1) }
                let list = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: measurer)
                let prefix = "\(i + 1)/\(steps.count) "
                let labels = texts(list).filter { $0.hasPrefix(prefix) }
                let label = try #require(labels.first, "step \(i + 1) of \(scene) has a label on the canvas")
                let expected = Localization.logLine(p.storyRecords[steps[i].record].event, .zh).trimming(" ")
                #expect(label == prefix + expected)
                for word in englishWords {
                    #expect(!label.contains(word), "\(scene) step \(i + 1): '\(label)' says '\(word)' in English")
                }
                // The panel's step list uses the same words.
                #expect(texts(list).contains("\(i + 1). " + expected))
            }
        }
    }

    @Test("in English, the label is the trace's own line, as before")
    func englishStepLabels() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        p.run(SceneTrace.tapSteps([Point(x: 170, y: 250)]))
        p.step(by: 1)
        let steps = p.dispatchSteps
        let list = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: measurer)
        let line = TraceText.line(p.storyRecords[steps[0].record].event).trimming(" ")
        #expect(texts(list).contains("1/\(steps.count) " + line))
        #expect(steps[0].text(in: .en) == steps[0].text)
    }

    @Test("in English, the hit view's step says \"yellow (in window)\" as the event log does, not the trace's \"(window window)\"")
    func englishHitViewStep() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        p.run(SceneTrace.tapSteps([Point(x: 170, y: 250)]))
        let steps = p.dispatchSteps
        let hit = try #require(steps.firstIndex { if case .hitResult = $0.event { return true } else { return false } })
        p.step(by: 1)
        for _ in 0..<hit { p.step(by: 1) }
        let list = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: measurer)
        let wording = "hit view for touch 1: yellow (in window)"
        #expect(steps[hit].text(in: .en) == wording)
        #expect(texts(list).contains("\(hit + 1)/\(steps.count) " + wording), "the canvas's step label")
        #expect(texts(list).contains("\(hit + 1). " + wording), "the panel's step list")
        #expect(!texts(list).contains { $0.contains("window window") })
    }
}
