import Foundation
import Testing
import TouchScopeTestSupport

/// Playback in the real window under Xvfb: Space plays the scene's script (at 2x, with its
/// captions and the animated dispatch), and the records the window logs from the start of the
/// playback to its end are, line for line, what `touchscope trace --json` prints for the scene.
extension EndToEnd {
@Suite("End to end: playback in the real window", .serialized)
struct PlaybackEndToEndTests {
    /// The raw log lines between the playback's start and end markers.
    static func playbackLines(_ log: URL) -> [String]? {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains(#""type":"playback","state":"started""#) }),
              let end = lines.firstIndex(where: { $0.contains(#""type":"playback","state":"finished""#) }), end > start
        else { return nil }
        return Array(lines[(start + 1)..<end]).filter { !$0.contains(#""type":"ready""#) && !$0.contains(#""type":"scene""#) }
    }

    @Test("Space plays the script to its end; the window's trace equals `touchscope trace`",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil),
          // A drag, taps, then remote events; `./test` plays the first (the headless playback
          // tests play every scene), a full sweep all three (docs/testing.md).
          arguments: Sweep.sample(["22-button-tracking", "01-responder-chain", "14-first-responder-remote"], count: 1))
    func playbackMatchesTrace(_ name: String) throws {
        let scene = Harness.repositoryRoot.appendingPathComponent("Scenes/\(name).yaml")
        let binary = try #require(Harness.touchscopeBinary())
        let expected = try Harness.run(binary, ["trace", scene.path, "--json"]).output
            .split(separator: "\n").map(String.init)
        let live = try LiveWindow(scene: scene, arguments: ["--lang", "en"], name: "play-\(name)")
        defer { live.stop() }
        try live.key("s")        // 1x -> 2x
        try live.key("space")
        let log = live.log
        let ended = Harness.wait(seconds: 120) { Self.playbackLines(log) != nil }
        #expect(ended, "the playback reached its end")
        #expect(live.app.isRunning)
        let lines = Self.playbackLines(log) ?? []
        #expect(lines == expected, "\(lines.count) lines played, \(expected.count) traced")
    }

    @Test("a click during playback interrupts it and is a touch of its own",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil))
    func clickInterrupts() throws {
        let scene = Harness.repositoryRoot.appendingPathComponent("Scenes/01-responder-chain.yaml")
        let live = try LiveWindow(scene: scene, arguments: ["--lang", "en"], name: "play-interrupt")
        defer { live.stop() }
        try live.key("space")
        #expect(live.waitFor { $0["type"] as? String == "playback" && $0["state"] as? String == "started" })
        let n = live.records.count
        try live.at(100, 700, ["click", "1"])
        #expect(live.waitFor(after: n) { $0["type"] as? String == "playback" && $0["state"] as? String == "interrupted" })
        #expect(live.waitFor(after: n) { $0["type"] as? String == "hitResult" && $0["view"] as? String == "white" },
                "the click is a touch on white")
    }

    @Test("Y and Q send remote play / pause and a shake to the first responder in the real window",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil))
    func remoteAndShakeKeys() throws {
        let scene = Harness.repositoryRoot.appendingPathComponent("Scenes/14-first-responder-remote.yaml")
        let live = try LiveWindow(scene: scene, arguments: ["--lang", "en"], name: "remote")
        defer { live.stop() }
        try live.key("y")
        #expect(live.waitFor { $0["type"] as? String == "event" && $0["subtype"] as? String == "togglePlayPause"
                && $0["responder"] as? String == "second" })
        try live.key("q")
        #expect(live.waitFor { $0["type"] as? String == "event" && $0["subtype"] as? String == "shake"
                && $0["responder"] as? String == "mainController" && $0["action"] as? String == "handled" })
    }

    @Test("G then a drag pinches one view with two fingers; a click is a two-finger tap",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil))
    func pinchModeInTheRealWindow() throws {
        let scene = Harness.repositoryRoot.appendingPathComponent("Scenes/29-simultaneous-recognizers.yaml")
        let live = try LiveWindow(scene: scene, arguments: ["--lang", "en"], name: "pinch")
        defer { live.stop() }
        try live.key("g")
        var n = live.records.count
        try live.at(220, 250, ["mousedown", "1"])
        for i in 1...8 { try live.at(220 + Double(i) * 8, 250) }
        try live.xdo(["mouseup", "1"])
        #expect(live.waitFor(after: n) { $0["type"] as? String == "gesture" && $0["gesture"] as? String == "pinchA"
                && $0["to"] as? String == "began" }, "the pinch began")
        let hits = live.records(after: n, "hitResult").compactMap { $0["view"] as? String }
        #expect(hits == ["exclusivePhoto", "exclusivePhoto"], "two fingers, one view: \(hits)")
        n = live.records.count
        try live.at(200, 600, ["click", "1"])
        #expect(live.waitFor(after: n) { _ in live.records(after: n, "touch").count == 2 }, "a two-finger tap")
    }
}
}
