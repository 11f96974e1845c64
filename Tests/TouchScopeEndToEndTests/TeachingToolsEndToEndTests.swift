import Foundation
import Testing

/// The teaching tools in the real window under Xvfb: overlay keys, the simulated second finger,
/// a what-if change re-running the last touch, exports and write-back, checked through the
/// `--log-json` records and the files the window writes.
extension EndToEnd {
@Suite("End to end: teaching tools in the real window", .serialized)
struct TeachingToolsEndToEndTests {
    @Test("overlay keys, ctrl-drag second finger, what if, export and write-back work in the real window",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil))
    func teachingTools() throws {
        let original = Harness.repositoryRoot.appendingPathComponent("Scenes/40-hit-areas-and-dead-zones.yaml")
        let exports = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-e2e-exports-\(getpid())")
        try? FileManager.default.removeItem(at: exports)
        try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: exports) }
        let live = try LiveWindow(scene: original, arguments: ["--lang", "en", "--export-dir", exports.path],
                                  copyScene: true, name: "tools")
        defer { live.stop() }
        let work = live.work, log = live.log, env = live.env, xdotool = live.xdotool, wid = live.wid
        let app = live.app
        let scene = live.sceneCopy
        func pixel(_ x: Double, _ y: Double) -> [String] { live.pixel(x, y) }
        func key(_ name: String) throws { try live.key(name) }
        func records(after n: Int, _ type: String) -> [[String: Any]] { live.records(after: n, type) }

        // 1. The scene overlays on, and a look at the window (the picture is kept on failure).
        for k in ["5", "6", "7"] { try key(k) }
        usleep(500_000)
        try Harness.run(try #require(Harness.which("import")), ["-window", "root", work.appendingPathComponent("overlays.png").path], environment: env)
        #expect(app.isRunning, "the window survives the hit map and dead zones")
        for k in ["7"] { try key(k) }

        // 2. Ctrl-drag: two touches, the second mirrored about the canvas centre (390 x 844).
        var n = Harness.records(log).count
        try Harness.run(xdotool, ["mousemove", "--window", wid] + pixel(300, 600), environment: env)
        try Harness.run(xdotool, ["keydown", "ctrl", "mousedown", "1"], environment: env)
        try Harness.run(xdotool, ["mousemove", "--window", wid] + pixel(290, 590), environment: env)
        try Harness.run(xdotool, ["mouseup", "1", "keyup", "ctrl"], environment: env)
        #expect(Harness.wait(seconds: 10) { records(after: n, "touch").count >= 2 }, "two touches began")
        let touches = records(after: n, "touch").compactMap { $0["location"] as? [Double] }
        if touches.count >= 2 {
            #expect(abs(touches[1][0] - (390 - touches[0][0])) < 1 && abs(touches[1][1] - (844 - touches[0][1])) < 1,
                    "mirrored: \(touches)")
        }

        // 3. A tap on the badge where it sticks out of the card: the background gets it.
        n = Harness.records(log).count
        try Harness.run(xdotool, ["mousemove", "--window", wid] + pixel(350, 55) + ["click", "1"], environment: env)
        #expect(Harness.wait(seconds: 10) { records(after: n, "hitResult").first?["view"] as? String == "background" })

        // 4. What if: select the card (alt-click) and cycle its point(inside:) twice (inset -20,
        //    then boundsOrSubviews): the last touch re-runs at once and reaches the badge.
        try Harness.run(xdotool, ["mousemove", "--window", wid] + pixel(250, 180), environment: env)
        try Harness.run(xdotool, ["keydown", "alt", "click", "1", "keyup", "alt"], environment: env)
        usleep(200_000)
        n = Harness.records(log).count
        try key("o")
        try key("o")
        #expect(Harness.wait(seconds: 10) { records(after: n, "hitResult").contains { $0["view"] as? String == "badge" } },
                "the re-run reaches the badge once the card answers for its subviews")

        // 5. Exports: the trace (text and JSON lines) and a PNG of the window.
        try key("t")
        try key("x")
        let files = { (try? FileManager.default.contentsOfDirectory(atPath: exports.path)) ?? [] }
        #expect(Harness.wait(seconds: 10) { Set(files()).isSuperset(of: ["scene-trace.txt", "scene-trace.jsonl", "scene.png"]) },
                "exports: \(files())")
        let text = (try? String(contentsOf: exports.appendingPathComponent("scene-trace.txt"), encoding: .utf8)) ?? ""
        #expect(text.contains("hit view for touch") && text.contains("badge"))
        #expect(Harness.wait(seconds: 10) {
            ((try? Data(contentsOf: exports.appendingPathComponent("scene.png"))) ?? Data()).starts(with: [0x89, 0x50, 0x4E, 0x47])
        }, "a PNG file")

        // 6. Write-back: the change goes into the scene file, which hot-reloads.
        n = Harness.records(log).count
        try key("w")
        #expect(Harness.wait(seconds: 10) {
            ((try? String(contentsOfFile: scene, encoding: .utf8)) ?? "").contains("pointInside: boundsOrSubviews")
        }, "the scene file has the change")
        #expect(Harness.wait(seconds: 10) { !records(after: n, "scene").isEmpty }, "and it reloads")
        let written = (try? String(contentsOfFile: scene, encoding: .utf8)) ?? ""
        #expect(written.contains("# the badge above the card"), "comments stay")
        #expect(app.isRunning)
    }
}
}
