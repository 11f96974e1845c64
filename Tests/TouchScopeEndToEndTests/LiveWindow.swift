import Foundation
import Testing

/// The real playground window on its own Xvfb display, with its `--log-json` records and
/// xdotool at scene coordinates: what every end-to-end test starts from.
final class LiveWindow {
    let work: URL
    let log: URL
    let env: [String: String]
    let xdotool: String
    var wid: String
    let canvas: [Double]
    let scale: Double
    private let xvfb: Process
    let app: Process

    /// Starts Xvfb and `touchscope SCENE --log-json LOG arguments...`, and waits for the
    /// window's `ready` record. `scene` is copied into a private folder first when `copyScene`
    /// (so a test can edit it).
    init(scene: URL, arguments: [String] = [], copyScene: Bool = false, name: String, copyName: String = "scene.yaml") throws {
        self.copyName = copyName
        let binary = try #require(Harness.touchscopeBinary())
        work = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-e2e-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let display = Harness.freeDisplay()
        xvfb = try Harness.start(try #require(Harness.which("Xvfb")), [":\(display)", "-screen", "0", "1280x900x24", "-nolisten", "tcp"])
        guard Harness.wait(seconds: 10, { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(display)") }) else {
            Harness.stop(xvfb)
            throw LiveWindowError("Xvfb did not start on :\(display)")
        }
        // Explicit: other suites in this process set SDL_VIDEODRIVER=dummy, which the window must not inherit.
        env = ["DISPLAY": ":\(display)", "SDL_RENDER_DRIVER": "software", "SDL_VIDEODRIVER": "x11"]
        var scenePath = scene.path
        if copyScene {
            scenePath = work.appendingPathComponent(copyName).path
            try String(contentsOf: scene, encoding: .utf8).write(toFile: scenePath, atomically: true, encoding: .utf8)
        }
        log = work.appendingPathComponent("log.jsonl")
        // Run in the private folder: whatever the window writes (exports) stays out of the repository.
        app = try Harness.start(binary, [scenePath, "--log-json", log.path] + arguments, environment: env,
                                log: work.appendingPathComponent("app.out"), directory: work)
        let logURL = log
        guard Harness.wait(seconds: 20, { Harness.records(logURL).contains { $0["type"] as? String == "ready" } }),
              let ready = Harness.records(log).last(where: { $0["type"] as? String == "ready" }),
              let canvas = ready["canvas"] as? [Double], let scale = ready["scale"] as? Double else {
            Harness.stop(app); Harness.stop(xvfb)
            throw LiveWindowError("the window wrote no ready record")
        }
        self.canvas = canvas
        self.scale = scale
        xdotool = try #require(Harness.which("xdotool"))
        guard let wid = Self.findWindow(env: env, xdotool: xdotool) else {
            Harness.stop(app); Harness.stop(xvfb)
            throw LiveWindowError("the window was not found by its class")
        }
        self.wid = wid
    }

    /// The path of the scene the window shows when it was copied.
    var sceneCopy: String { work.appendingPathComponent(copyName).path }
    let copyName: String

    /// A scene point as window coordinates for xdotool.
    func pixel(_ x: Double, _ y: Double) -> [String] {
        [String(Int((canvas[0] + x * scale).rounded())), String(Int((canvas[1] + y * scale).rounded()))]
    }

    /// The program's process and its descendants (the window runs in a child of the supervisor).
    var processes: [pid_t] {
        var found = [app.processIdentifier]
        var index = 0
        while index < found.count {
            let parent = found[index]
            index += 1
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(parent)/task")) ?? []
            for task in tasks {
                let children = (try? String(contentsOfFile: "/proc/\(parent)/task/\(task)/children", encoding: .utf8)) ?? ""
                found += children.split(separator: " ").compactMap { pid_t($0) }
            }
        }
        return found
    }

    /// Runs xdotool with these arguments against the window's display.
    func xdo(_ arguments: [String]) throws { try Harness.run(xdotool, arguments, environment: env) }

    /// Moves the pointer to a scene point (then more xdotool commands, e.g. `click 1`).
    func at(_ x: Double, _ y: Double, _ then: [String] = []) throws {
        try xdo(["mousemove", "--window", wid] + pixel(x, y) + then)
    }

    /// Presses a key in the window.
    func key(_ name: String) throws {
        try xdo(["windowfocus", "--sync", wid])
        try xdo(["key", name])
        usleep(150_000)
    }

    var records: [[String: Any]] { Harness.records(log) }

    /// The records of `type` after the first `n` records.
    func records(after n: Int, _ type: String) -> [[String: Any]] {
        records.dropFirst(n).filter { $0["type"] as? String == type }
    }

    /// Waits until a record after the first `n` satisfies `condition`.
    func waitFor(after n: Int = 0, seconds: Double = 10, _ condition: @escaping ([String: Any]) -> Bool) -> Bool {
        Harness.wait(seconds: seconds) { self.records.dropFirst(n).contains(where: condition) }
    }

    /// Finds the window again (a Swift scene's window comes back as a new window after a trap).
    func findWindowAgain() -> Bool {
        guard let window = Self.findWindow(env: env, xdotool: xdotool, newest: true) else { return false }
        wid = window
        return true
    }

    /// The window's id by its class (the newest when several are listed), waiting up to 10 s.
    static func findWindow(env: [String: String], xdotool: String, newest: Bool = false) -> String? {
        var window: String?
        _ = Harness.wait(seconds: 10) {
            let ids = (try? Harness.run(xdotool, ["search", "--class", "touchscope"], environment: env).output)?
                .split(separator: "\n").map(String.init) ?? []
            window = newest ? ids.last : ids.first
            return window != nil
        }
        return window
    }

    /// Closes the window and stops everything it started.
    func stop() {
        Harness.stop(app)
        Harness.stop(xvfb)
        try? FileManager.default.removeItem(at: work)
    }
}

struct LiveWindowError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Every end-to-end suite, one at a time: each starts an X server and a software-rendered
/// window, and two cores cannot run several side by side without starving them.
@Suite("End to end", .serialized)
struct EndToEnd {}
