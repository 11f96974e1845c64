import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// Issue 13, item 9: script steps for several fingers that change in one event.
@Suite("Script steps for fingers together")
struct FingersTogetherTests {
    @Test("down, move, up, tap and drag take point lists: one point per finger, from the step's finger")
    func forms() throws {
        let doc = try scene("""
        title: T
        window: {}
        script:
          - down: [[1, 2], [3, 4]]
          - move: [[5, 6], [7, 8]]
          - up: [[5, 6], [7, 8]]
          - {tap: [[1, 1], [2, 2], [3, 3]], finger: 3}
          - drag: {from: [[0, 0], [10, 0]], to: [[-5, 0], [15, 0]], steps: 4}
          - down: [9, 9]
        """)
        #expect(doc.script.map(\.action) == [
            .fingers(.down, [Point(1, 2), Point(3, 4)]), .fingers(.move, [Point(5, 6), Point(7, 8)]),
            .fingers(.up, [Point(5, 6), Point(7, 8)]), .tapFingers([Point(1, 1), Point(2, 2), Point(3, 3)]),
            .dragFingers(from: [Point(0, 0), Point(10, 0)], to: [Point(-5, 0), Point(15, 0)], steps: 4),
            .down(Point(9, 9)),
        ])
        #expect(doc.script[3].finger == 3)
    }

    @Test("malformed point lists, fingers past 20 and a drag whose lists differ are errors at their place")
    func errorsAtTheirPlace() {
        let base = "title: T\nwindow: {}\nscript:\n"
        #expect(errors(base + "  - down: [[1, 2], [3]]\n") == ["test.yaml:4:20: error: each point of 'down' must be [x, y], found a list of 1 item"])
        #expect(errors(base + "  - {down: [[1, 2], [3, 4]], finger: 20}\n") ==
                ["test.yaml:4:5: error: 2 fingers from finger 20 go past finger 20: start at a lower 'finger' or give fewer points"])
        #expect(errors(base + "  - drag: {from: [[0, 0], [1, 1]], to: [[2, 2]]}\n") ==
                ["test.yaml:4:11: error: 'drag' moves 2 fingers from 'from' but 'to' has 1 points: give one 'to' point per finger"])
        #expect(errors(base + "  - drag: {from: [[0, 0], [1, 1]], to: [2, 2]}\n") ==
                ["test.yaml:4:40: error: 'to' must be a list of points like 'from' ([[x, y], [x, y]]), one per finger"])
    }

    @Test("a step's samples go to the application as one event per moment: down, each drag frame, up")
    func runnerSendsOneEventPerMoment() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - {id: v, frame: [0, 0, 300, 300], multipleTouch: true, touches: handle}
        script:
          - tap: [[10, 10], [200, 10]]
          - drag: {from: [[10, 10], [200, 10]], to: [[20, 10], [190, 10]], steps: 2}
        """)
        let built = SceneBuilder.build(doc)
        let recorder = TraceRecorder()
        var runner = ScriptRunner(scene: built, recorder: recorder)
        runner.run(doc.script)
        let calls = recorder.records.compactMap { r -> String? in
            guard case let .touches(phase, ids, "v", _) = r.event else { return nil }
            return "\(phase.rawValue) \(ids)"
        }
        #expect(calls == ["began [1, 2]", "ended [1, 2]", "began [3, 4]", "moved [3, 4]", "moved [3, 4]", "ended [3, 4]"])
    }
}
