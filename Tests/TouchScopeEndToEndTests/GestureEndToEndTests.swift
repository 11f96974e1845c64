import Foundation
import Testing

/// Gesture recognizers in the real window: time passes with no input at all, and the
/// recognizers still act on it (the window wakes for their deadlines).
extension EndToEnd {
@Suite("End to end: gesture recognizers in the real window", .serialized)
struct GestureEndToEndTests {
    @Test("a long press held with no input begins at 0.5 s and takes the touch from the view; a quick tap does not",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil))
    func longPressInTheRealWindow() throws {
        let window = try LiveWindow(scene: Harness.repositoryRoot.appendingPathComponent("Scenes/30-long-press.yaml"), name: "gestures")
        defer { window.stop() }
        func began(after n: Int) -> Bool {
            window.records.dropFirst(n).contains { $0["type"] as? String == "gesture" && $0["gesture"] as? String == "press" && $0["to"] as? String == "began" }
        }

        // Held: the button goes down, then nothing happens until it comes up 0.9 s later.
        var before = window.records.count
        try window.at(195, 360, ["mousedown", "1"])
        #expect(window.waitFor(after: before) { $0["type"] as? String == "gesture" && $0["to"] as? String == "began" },
                "the long press must begin while the finger is held still, with no input arriving")
        usleep(300_000)
        try window.xdo(["mouseup", "1"])
        #expect(window.waitFor(after: before) { $0["type"] as? String == "gesture" && $0["to"] as? String == "ended" })
        var records = Array(window.records.dropFirst(before))
        let bubble = records.filter { $0["type"] as? String == "touches" && $0["responder"] as? String == "bubble" }.compactMap { $0["phase"] as? String }
        #expect(bubble == ["began", "cancelled"], "the long press takes the touch from the view")
        let actions = records.filter { $0["type"] as? String == "action" }.compactMap { $0["action"] as? String }
        #expect(actions.first == "showMenu")
        let beganAt = records.first { $0["type"] as? String == "gesture" && $0["to"] as? String == "began" }?["t"] as? Double
        let downAt = records.first { $0["type"] as? String == "touch" }?["t"] as? Double
        if let beganAt, let downAt { #expect(abs(beganAt - downAt - 0.5) < 0.001, "began exactly 0.5 s after the down, on the input clock") }

        // A quick tap: the long press fails, the view gets began and ended.
        before = window.records.count
        try window.at(195, 360, ["click", "1"])
        #expect(window.waitFor(after: before) { $0["type"] as? String == "touches" && $0["phase"] as? String == "ended" })
        records = Array(window.records.dropFirst(before))
        #expect(!began(after: before))
        #expect(records.contains { $0["type"] as? String == "gesture" && $0["to"] as? String == "failed" })
    }
}
}
