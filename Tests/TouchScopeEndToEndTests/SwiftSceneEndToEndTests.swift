import Foundation
import Testing

/// A Swift scene in the real window: a save recompiles and reloads it, and the next click
/// follows the new code; a trap in the scene's code brings the window back with the message.
extension EndToEnd {
@Suite("End to end: Swift scenes in the real window", .serialized)
struct SwiftSceneEndToEndTests {
    static func gate(_ answer: String, trapOnTouch: Bool = false) -> String {
        """
        import TouchKit
        final class Gate: View {
            override func point(inside point: Point, with event: Event?) -> Bool { \(answer) }
            override func touchesBegan(_ touches: [Touch], with event: Event) {
                let items = [1, 2, 3]
                if \(trapOnTouch) { print(items[items.count]) }
            }
        }
        let scene = Scene("Gate", summary: "A gate.") { window in
            window.addSubview(Gate(id: "gate", frame: Rect(0, 0, 200, 200)))
        }

        """
    }

    func hitViews(_ live: LiveWindow, after n: Int) -> [String] {
        live.records(after: n, "hitResult").compactMap { $0["view"] as? String }
    }

    @Test("a save recompiles the Swift scene and the next click follows the new code",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil))
    func hotReload() throws {
        let original = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(getpid()).swift")
        try Self.gate("true").write(to: original, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: original) }
        let live = try LiveWindow(scene: original, copyScene: true, name: "swift-reload", copyName: "Gate.swift")
        defer { live.stop() }

        var n = live.records.count
        try live.at(50, 50, ["click", "1"])
        #expect(live.waitFor(after: n) { $0["type"] as? String == "hitResult" })
        #expect(hitViews(live, after: n) == ["gate"])

        // The new code: point(inside:) says no everywhere.
        n = live.records.count
        try Self.gate("false").write(toFile: live.sceneCopy, atomically: true, encoding: .utf8)
        #expect(live.waitFor(after: n, seconds: 30) { $0["type"] as? String == "scene" }, "the window did not reload the file")
        n = live.records.count
        try live.at(50, 50, ["click", "1"])
        #expect(live.waitFor(after: n) { $0["type"] as? String == "hitResult" })
        #expect(hitViews(live, after: n) == ["window"], "the click still followed the old code")

        // A compile error: the window keeps the last good scene and says where.
        n = live.records.count
        try Self.gate("undefinedName").write(toFile: live.sceneCopy, atomically: true, encoding: .utf8)
        #expect(live.waitFor(after: n, seconds: 30) { r in
            r["type"] as? String == "loadError" && (r["message"] as? String ?? "").contains("Gate.swift:3:")
        }, "no located compile error")
        n = live.records.count
        try live.at(50, 50, ["click", "1"])
        #expect(live.waitFor(after: n) { $0["type"] as? String == "hitResult" })
        #expect(hitViews(live, after: n) == ["window"], "the last good scene is not the one on screen")
    }

    @Test("a trap in the scene's code: the window comes back with the message at the scene's line",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil))
    func trapComesBack() throws {
        let original = FileManager.default.temporaryDirectory.appendingPathComponent("trap-\(getpid()).swift")
        try Self.gate("bounds.contains(point)", trapOnTouch: true).write(to: original, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: original) }
        let live = try LiveWindow(scene: original, copyScene: true, name: "swift-trap", copyName: "Trap.swift")
        defer { live.stop() }

        var n = live.records.count
        try live.at(50, 50, ["click", "1"])
        // The child traps; the supervisor starts the window again, which reports the trap.
        #expect(live.waitFor(after: n, seconds: 20) { r in
            r["type"] as? String == "loadError" && (r["message"] as? String ?? "").contains("Trap.swift:6:")
                && (r["message"] as? String ?? "").contains("Index out of range")
        }, "no located trap message after the crash")
        #expect(live.waitFor(after: n, seconds: 20) { $0["type"] as? String == "ready" }, "the window did not come back")
        #expect(live.app.isRunning, "the supervisor itself went down")
        #expect(live.findWindowAgain())

        // The window works: a click on the window outside the gate is dispatched. (The new
        // window may take a moment to be mapped after its first frame: the click is repeated
        // until one arrives.)
        n = live.records.count
        var dispatched = false
        for _ in 0..<8 where !dispatched {
            try live.at(300, 500, ["click", "1"])
            dispatched = live.waitFor(after: n, seconds: 1.5) { $0["type"] as? String == "hitResult" }
        }
        #expect(dispatched, "no click reached the window that came back")
        #expect(hitViews(live, after: n).allSatisfy { $0 == "window" } && !hitViews(live, after: n).isEmpty)
    }
}
}
