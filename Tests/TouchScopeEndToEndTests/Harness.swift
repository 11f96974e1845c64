import Foundation

/// Runs programs and reads what the window writes: the plumbing of the end-to-end test.
enum Harness {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether CI demands the end-to-end test (then missing tools are a failure, not a skip).
    static var isRequired: Bool { ProcessInfo.processInfo.environment["TOUCHSCOPE_REQUIRE_E2E"] == "1" }

    /// The full path of `tool` on PATH, or nil.
    static func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    static var toolsAvailable: Bool { ["Xvfb", "xdotool", "import", "xprop"].allSatisfy { which($0) != nil } }

    /// The `touchscope` binary built beside this test bundle.
    static func touchscopeBinary() -> String? {
        if let override = ProcessInfo.processInfo.environment["TOUCHSCOPE_BIN"] { return override }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("touchscope").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        let fallback = repositoryRoot.appendingPathComponent(".build/debug/touchscope").path
        return FileManager.default.isExecutableFile(atPath: fallback) ? fallback : nil
    }

    /// Starts a program; its output goes to `log`.
    static func start(_ path: String, _ arguments: [String], environment: [String: String] = [:], log: URL? = nil,
                      directory: URL? = nil) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        if let directory { p.currentDirectoryURL = directory }
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        p.environment = env
        if let log {
            FileManager.default.createFile(atPath: log.path, contents: nil)
            let h = try FileHandle(forWritingTo: log)
            p.standardOutput = h
            p.standardError = h
        } else {
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
        }
        try p.run()
        return p
    }

    /// Runs a program to the end and returns its exit status and standard output.
    @discardableResult
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:],
                    timeout: Double = 60) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        // A deadline, so a stuck tool fails the test instead of hanging the suite.
        let deadline = Date().addingTimeInterval(timeout)
        while p.isRunning && Date() < deadline { usleep(10_000) }
        if p.isRunning { stop(p) }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Stops a process: SIGTERM, then SIGKILL if it lingers.
    static func stop(_ p: Process) {
        guard p.isRunning else { return }
        p.terminate()
        let deadline = Date().addingTimeInterval(3)
        while p.isRunning && Date() < deadline { usleep(20_000) }
        if p.isRunning { kill(p.processIdentifier, SIGKILL) }
        p.waitUntilExit()
    }

    /// Polls `condition` until it holds or `seconds` pass (waiting for a program, not timing it).
    static func wait(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// A display number with no X server on it, never the same twice in this process (suites
    /// may start windows at the same moment, before either X server has made its socket).
    static func freeDisplay() -> Int {
        displayLock.lock()
        defer { displayLock.unlock() }
        while true {
            nextDisplay += 1
            let n = nextDisplay
            if !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") {
                return n
            }
        }
    }
    private static let displayLock = NSLock()
    nonisolated(unsafe) private static var nextDisplay = 90 + Int(getpid() % 50) * 10

    /// The JSON objects in a JSON-lines file.
    static func records(_ url: URL) -> [[String: Any]] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }
}
