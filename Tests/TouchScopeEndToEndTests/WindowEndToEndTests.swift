import Foundation
import Testing

/// The real window under Xvfb, driven by xdotool at scene coordinates, checked through what the
/// program reports (`--log-json`) and what it shows (a screenshot).
extension EndToEnd {
@Suite("End to end: the real window under Xvfb", .serialized)
struct WindowEndToEndTests {
    @Test("the tools the end-to-end test needs are installed (required in CI)")
    func toolsPresent() {
        if Harness.isRequired {
            #expect(Harness.toolsAvailable, "Xvfb, xdotool, xprop and ImageMagick's import must be installed (scripts/setup --test)")
            #expect(Harness.touchscopeBinary() != nil, "the touchscope binary must be built")
        }
    }

    @Test("clicks and drags in the real window are dispatched and drawn as headless render draws them",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil))
    func realWindow() throws {
        let binary = try #require(Harness.touchscopeBinary())
        // The window watches a copy of a corpus scene, so the test can edit it (hot reload).
        let original = Harness.repositoryRoot.appendingPathComponent("Scenes/03-tabbar-button-fixed.yaml")
        let sceneText = try String(contentsOf: original, encoding: .utf8)
        let live = try LiveWindow(scene: original, copyScene: true, name: "window")
        defer { live.stop() }
        let work = live.work, log = live.log, env = live.env, xdotool = live.xdotool, wid = live.wid
        let canvas = live.canvas, app = live.app
        let scene = live.sceneCopy
        func pixel(_ x: Double, _ y: Double) -> [String] { live.pixel(x, y) }

        // 0. The window's title names the scene (UTF-8, whatever the locale).
        let title = try Harness.run(try #require(Harness.which("xprop")), ["-id", wid, "_NET_WM_NAME"], environment: env).output
        #expect(title.contains("\"TouchScope — TabBar centre button, fixed"), "title: \(title)")

        // 1. A click on the part of the centre button that sticks out above the tab bar.
        try Harness.run(xdotool, ["mousemove", "--window", wid] + pixel(195, 745) + ["click", "1"], environment: env)
        #expect(Harness.wait(seconds: 10) { Harness.records(log).contains { $0["type"] as? String == "action" } }, "no action record")
        var records = Harness.records(log)
        let hit = records.first { $0["type"] as? String == "hitResult" }
        #expect(hit?["view"] as? String == "centerButton")
        #expect(hit?["window"] as? String == "window")
        let visits = records.filter { $0["type"] as? String == "hitTest" }.compactMap { $0["view"] as? String }
        #expect(visits.starts(with: ["window", "screen", "tabBar"]))
        let tabBarVisit = records.first { $0["type"] as? String == "hitTest" && $0["view"] as? String == "tabBar" }
        #expect(tabBarVisit?["verdict"] as? String == "inside")
        #expect(tabBarVisit?["override"] as? String == "pointInside")
        let chain = records.filter { $0["type"] as? String == "touches" && $0["phase"] as? String == "began" }
        #expect(chain.map { $0["responder"] as? String } == ["centerButton"])
        let controlEvents = records.filter { $0["type"] as? String == "controlEvent" }.compactMap { $0["event"] as? String }
        #expect(controlEvents == ["touchDown", "touchUpInside"])
        let action = records.first { $0["type"] as? String == "action" }
        #expect(action?["action"] as? String == "compose")
        let touchLocation = try #require(records.first { $0["type"] as? String == "touch" }?["location"] as? [Double])

        // 2. What the window shows is what `render` draws for the same touch (software renderer).
        usleep(400_000)
        let shot = work.appendingPathComponent("window.png")
        try Harness.run(try #require(Harness.which("import")), ["-window", "root", shot.path], environment: env)
        let rendered = work.appendingPathComponent("render.png")
        let tap = "\(touchLocation[0]),\(touchLocation[1])"
        let render = try Harness.run(binary, ["render", original.path, "--out", rendered.path, "--tap", tap])
        #expect(render.status == 0)
        let differing = try pixelDifference(shot: shot, render: rendered, canvas: canvas)
        #expect(differing == 0, "the window's canvas differs from the headless render in \(differing) pixels (see \(shot.path))")

        // 3. A drag on the home tab: began, moves, ended for one touch, all forwarded up the chain.
        let before = Harness.records(log).count
        try Harness.run(xdotool, ["mousemove", "--window", wid] + pixel(60, 790) + ["mousedown", "1"], environment: env)
        for y in stride(from: 780.0, through: 700, by: -20) {
            try Harness.run(xdotool, ["mousemove", "--window", wid] + pixel(60, y), environment: env)
        }
        try Harness.run(xdotool, ["mouseup", "1"], environment: env)
        #expect(Harness.wait(seconds: 10) {
            Harness.records(log).dropFirst(before).contains { $0["type"] as? String == "touches" && $0["phase"] as? String == "ended" }
        })
        records = Array(Harness.records(log).dropFirst(before))
        #expect(records.first { $0["type"] as? String == "hitResult" }?["view"] as? String == "homeTab")
        let phases = records.filter { $0["type"] as? String == "touches" && $0["responder"] as? String == "homeTab" }
            .compactMap { $0["phase"] as? String }
        #expect(phases.first == "began" && phases.last == "ended" && phases.contains("moved"))
        let touchIDs = Set(records.filter { $0["type"] as? String == "touches" }.compactMap { ($0["touches"] as? [Int])?.first })
        #expect(touchIDs.count == 1, "one finger, one touch")

        // 4. Hot reload: a broken save shows its error and the last good scene keeps working;
        //    the next good save is picked up.
        let truncated = String(sceneText.prefix(sceneText.count / 2)) + "\n  - {id: [oops\n"
        try truncated.write(toFile: scene, atomically: false, encoding: .utf8)
        #expect(Harness.wait(seconds: 10) { Harness.records(log).contains { $0["type"] as? String == "loadError" } },
                "a broken save must report a load error")
        let loadError = Harness.records(log).first { $0["type"] as? String == "loadError" }?["message"] as? String ?? ""
        #expect(loadError.hasPrefix(scene + ":"), "the error says where: \(loadError)")
        let beforeTap = Harness.records(log).count
        try Harness.run(xdotool, ["mousemove", "--window", wid] + pixel(195, 745) + ["click", "1"], environment: env)
        #expect(Harness.wait(seconds: 10) { Harness.records(log).dropFirst(beforeTap).contains { $0["type"] as? String == "action" } },
                "the last good scene still dispatches after a broken save")
        let fixed = sceneText.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("title:") ? "title: Reloaded scene" : String($0) }.joined(separator: "\n")
        try fixed.write(toFile: scene + ".tmp", atomically: false, encoding: .utf8)
        _ = rename(scene + ".tmp", scene)  // an editor's write-then-rename save
        #expect(Harness.wait(seconds: 10) {
            Harness.records(log).contains { ($0["type"] as? String == "scene") && (($0["title"] as? String)?.hasPrefix("Reloaded") ?? false) }
        }, "the next good save is loaded")
        #expect(app.isRunning)

        // 5. The program exits cleanly when its window is closed.
        try Harness.run(xdotool, ["windowclose", wid], environment: env)
        #expect(Harness.wait(seconds: 10) { !app.isRunning }, "the program did not exit after its window closed")
    }

    /// How many pixels of the canvas differ between the screenshot and the render.
    func pixelDifference(shot: URL, render: URL, canvas: [Double]) throws -> Int {
        let geometry = "\(Int(canvas[2]))x\(Int(canvas[3]))+\(Int(canvas[0]))+\(Int(canvas[1]))"
        guard let convert = Harness.which("convert") else { return -1 }
        let a = shot.deletingLastPathComponent().appendingPathComponent("a.rgb")
        let b = shot.deletingLastPathComponent().appendingPathComponent("b.rgb")
        try Harness.run(convert, [shot.path, "-crop", geometry, "-depth", "8", "rgb:\(a.path)"])
        try Harness.run(convert, [render.path, "-crop", geometry, "-depth", "8", "rgb:\(b.path)"])
        let da = try Data(contentsOf: a), db = try Data(contentsOf: b)
        guard da.count == db.count, !da.isEmpty else { return max(da.count, db.count, 1) }
        var differing = 0
        var i = 0
        while i + 2 < da.count {
            if da[i] != db[i] || da[i + 1] != db[i + 1] || da[i + 2] != db[i + 2] { differing += 1 }
            i += 3
        }
        return differing
    }
}
}
