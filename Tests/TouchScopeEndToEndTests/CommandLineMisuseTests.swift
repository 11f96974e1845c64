import Foundation
import Testing

/// Every command-line misuse gives a one-line error on standard error and a non-zero exit,
/// without opening a window.
@Suite struct CommandLineMisuse {
    /// Runs `touchscope` with no display; returns its status, standard output and error.
    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        guard let binary = Harness.touchscopeBinary() else { throw MisuseError.noBinary }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        env["SDL_VIDEODRIVER"] = "dummy-none"
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        // Read both pipes to the end (the program ends when it is done), then reap it.
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    enum MisuseError: Error { case noBinary }

    static let scene = Harness.repositoryRoot.appendingPathComponent("Scenes/01-responder-chain.yaml").path

    static func cases(_ dir: URL) -> [(String, [String])] {
        let missing = dir.appendingPathComponent("missing.yaml").path
        let fifo = dir.appendingPathComponent("fifo.yaml").path
        let noDir = dir.appendingPathComponent("no/such/dir").path
        return [
            ("missing scene (trace)", ["trace", missing]),
            ("missing scene (render)", ["render", missing, "--out", dir.appendingPathComponent("x.png").path]),
            ("missing scene (open)", ["open", missing]),
            ("missing scene (default command)", [missing]),
            ("a pipe as the scene", ["trace", fifo]),
            ("a directory as the scene", ["trace", dir.path]),
            ("a device as the scene", ["trace", "/dev/zero"]),
            ("an empty directory (open)", ["open", dir.appendingPathComponent("empty").path]),
            ("missing argument", ["trace"]),
            ("missing --out", ["render", scene]),
            ("bad --tap", ["trace", scene, "--tap", "1,x"]),
            ("non-finite --tap", ["trace", scene, "--tap", "nan,1"]),
            ("overflowing --tap", ["trace", scene, "--tap", "1e400,1"]),
            ("bad --size", ["render", scene, "--out", dir.appendingPathComponent("y.png").path, "--size", "10x10"]),
            ("bad --size text", ["open", scene, "--size", "big"]),
            ("unknown flag", ["trace", scene, "--bogus"]),
            ("unknown subcommand option", ["check", "--tap", "1,1"]),
            ("missing --script file", ["trace", scene, "--script", missing]),
            ("unwritable --out", ["render", scene, "--out", noDir + "/x.png"]),
            ("--out is a directory", ["render", scene, "--out", dir.path]),
            ("unwritable --marks", ["render", scene, "--out", dir.appendingPathComponent("m.png").path, "--marks", noDir + "/m.json"]),
            ("unwritable --log-json", ["open", scene, "--log-json", noDir + "/log.jsonl"]),
            ("--log-json is a directory", ["open", scene, "--log-json", dir.path]),
            ("unknown --what-if view", ["render", scene, "--out", dir.appendingPathComponent("w.png").path, "--what-if", "nosuch:hidden"]),
            ("unknown --what-if property", ["render", scene, "--out", dir.appendingPathComponent("w.png").path, "--what-if", "white:bogus"]),
            ("--what-if enabled on a plain view", ["render", scene, "--out", dir.appendingPathComponent("w.png").path, "--what-if", "white:enabled"]),
            ("unknown --select", ["render", scene, "--out", dir.appendingPathComponent("s.png").path, "--select", "nosuch"]),
            ("missing scene (compare)", ["compare", missing, scene, "--tap", "1,1"]),
            ("compare: one scene and no --what-if", ["compare", scene, "--tap", "1,1"]),
            ("compare: three scenes", ["compare", scene, scene, scene]),
            ("compare: bad --drag", ["compare", scene, scene, "--drag", "1,1-2,2"]),
            ("compare: a tap outside the canvas", ["compare", scene, scene, "--tap", "1000,1"]),
            ("compare: unwritable --out", ["compare", scene, scene, "--tap", "1,1", "--out", noDir + "/c.png"]),
            ("compare: unknown --what-if view", ["compare", scene, "--what-if", "nosuch:hidden"]),
        ]
    }

    @Test func everyMisuseIsOneLineAndNonZero() throws {
        guard Harness.touchscopeBinary() != nil else {
            if Harness.isRequired { Issue.record("touchscope binary not found") }
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-misuse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("fifo.yaml").path, 0o644) == 0)
        for (name, arguments) in Self.cases(dir) {
            let r = try Self.run(arguments)
            let lines = r.err.split(separator: "\n", omittingEmptySubsequences: true)
            #expect(r.status != 0, "\(name): exit status 0")
            #expect(lines.count == 1, "\(name): \(lines.count) lines on stderr:\n\(r.err)")
            #expect(r.out.isEmpty, "\(name): printed on stdout: \(r.out.prefix(200))")
        }
    }

    /// An id that names no view is an error that names it, suggests the closest id and lists
    /// the scene's views, exits 1 and writes no picture (it used to render as if nothing was
    /// asked).
    @Test func unknownViewIDsInRenderOptionsAreErrorsThatNameThem() throws {
        guard Harness.touchscopeBinary() != nil else {
            if Harness.isRequired { Issue.record("touchscope binary not found") }
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-ids-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("out.png").path
        let cases: [([String], [String])] = [
            (["--what-if", "nosuch:hidden"], ["--what-if nosuch:hidden: no view 'nosuch'", "Its views: window, white, orange, blue, yellow"]),
            (["--what-if", "Orange:alpha"], ["no view 'Orange'", "Did you mean 'orange'?"]),
            (["--select", "nosuch"], ["--select: no view 'nosuch'", "Its views: window, white"]),
            (["--select", "yelow"], ["--select: no view 'yelow'", "Did you mean 'yellow'?"]),
            (["--what-if", "white:enabled"], ["'white' is not a control"]),
        ]
        for (options, expected) in cases {
            let r = try Self.run(["render", Self.scene, "--out", png] + options)
            #expect(r.status == 1, "\(options): exit status \(r.status)")
            for text in expected { #expect(r.err.contains(text), "\(options): \(r.err)") }
            #expect(!FileManager.default.fileExists(atPath: png), "\(options) wrote a picture")
        }
        // Known ids still render.
        let ok = try Self.run(["render", Self.scene, "--out", png, "--select", "white", "--what-if", "orange:hidden"])
        #expect(ok.status == 0, "\(ok.err)")
        #expect(FileManager.default.fileExists(atPath: png))
    }

    @Test func helpShowsTheDefaultSizeAsWidthByHeight() throws {
        guard Harness.touchscopeBinary() != nil else {
            if Harness.isRequired { Issue.record("touchscope binary not found") }
            return
        }
        for command in ["render", "open"] {
            let r = try Self.run([command, "--help"])
            #expect(r.status == 0)
            let help = r.out.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
            #expect(help.contains("(default: 1280x900)"), "\(command) --help: \(r.out)")
            #expect(!r.out.contains("SizeArgument"), "\(command) --help: \(r.out)")
        }
    }

    @Test func helpStillPrintsTheHelp() throws {
        guard Harness.touchscopeBinary() != nil else {
            // Issue 38: this returned silently, so a missing binary passed even in CI.
            if Harness.isRequired { Issue.record("touchscope binary not found") }
            return
        }
        let r = try Self.run(["trace", "--help"])
        #expect(r.status == 0)
        #expect(r.out.contains("USAGE"))
    }
}
