import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A story at any length: a long drag keeps its lesson in the panel.
@Suite struct LongStory {
    /// Scene 22 after dragging from Send 280 points down in 90 moves.
    static func longDrag() throws -> Playground {
        let p = UITest.playground(try UITest.example("22-button-tracking"), width: 1280, height: 900)
        p.run([UITest.step(.drag(from: Point(x: 195, y: 330), to: Point(x: 195, y: 610), steps: 90))])
        return p
    }

    static func texts(_ p: Playground) -> [String] {
        p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer()).texts
    }

    @Test("a long drag on scene 22 keeps touchDown and touchDragExit in LAST TOUCH, repeats collapsed with counts")
    func longDragKeepsTheLesson() throws {
        let p = try Self.longDrag()
        let texts = Self.texts(p)
        #expect(texts.contains("control sendButton: touchDown"))
        #expect(texts.contains("control sendButton: touchDragExit"))
        #expect(texts.contains { $0.hasPrefix("control sendButton: touchDragInside ×") })
        #expect(texts.contains { $0.hasPrefix("control sendButton: touchDragOutside ×") })
        #expect(texts.contains("control sendButton: touchUpOutside"))
    }

    @Test("repeated lines collapse with counts; beyond the limit the first and last of each kind stay")
    func collapse() {
        #expect(StoryLines.collapse(["a", "b", "b", "b", "c"], limit: 10) == ["a", "b ×3", "c"])
        let alternating = ["down"] + Array(repeating: ["in", "out"], count: 10).flatMap { $0 } + ["up"]
        let shown = StoryLines.collapse(alternating, limit: 6)
        #expect(shown.first == "down" && shown.last == "up")
        #expect(shown.contains("in") && shown.contains("out"))
        #expect(shown.count <= 8)
        #expect(shown.contains { $0.hasPrefix("… ×") })
    }

    @Test("the event log folds consecutive moves into one line")
    func logFoldsMoves() throws {
        let p = try Self.longDrag()
        let lines = StoryLines.log(p.storyRecords[...])
        let folds = lines.compactMap { if case let .moves(_, count, _) = $0 { return count } else { return nil } }
        #expect(!folds.isEmpty)
        #expect(lines.count < p.storyRecords.count / 3)
        #expect(Self.texts(p).contains { $0.hasPrefix("▸ … ") && $0.contains(" moves, to (") })
    }

    @Test("step-through jumps past repeated moves to the next new kind of step")
    func stepNextKind() throws {
        let p = try Self.longDrag()
        let steps = p.dispatchSteps
        var visited: [String] = []
        p.perform(.stepNextKind)
        while let i = p.stepIndex {
            visited.append(steps[i].text)
            if i == steps.count - 1 { break }
            p.perform(.stepNextKind)
        }
        #expect(visited.count < steps.count / 4, "far fewer presses than steps")
        #expect(visited.contains { $0.contains("touchDragExit") })
        #expect(visited.contains { $0.contains("touchDown") })
    }

    @Test("step 1 says the hit view is not decided yet, not 'none'")
    func stepOneUndecided() throws {
        let p = try Self.longDrag()
        p.showStep(0)
        let texts = Self.texts(p)
        let joined = texts.joined(separator: " ")
        #expect(joined.contains("hit view: not decided yet"))
        #expect(!joined.contains("hit view: none"))
    }
}
