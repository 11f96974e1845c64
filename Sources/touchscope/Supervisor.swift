import Foundation
import TouchScopeApp
import TouchScopeScenes
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps a Swift scene's code apart from the program's life. A command that opens a Swift scene
/// runs as a child of this one: when the scene's code traps (`fatalError`, a force-unwrap of
/// nil, an index out of range), the child dies and this process says where, at the scene
/// file's line, from the child's own crash report. The window (`open`) comes back on the last
/// good scene with the message shown; another command exits non-zero with the message.
enum Supervisor {
    /// Set in the child's environment.
    static let childVariable = "TOUCHSCOPE_SUPERVISED"

    /// Whether this invocation must be supervised: not a child already, and a Swift scene among
    /// its arguments (a `.swift` file or a folder that holds one).
    static func isNeeded(_ arguments: [String]) -> Bool {
        let env = ProcessInfo.processInfo.environment
        guard env[childVariable] == nil, env["TOUCHSCOPE_NO_SUPERVISOR"] == nil else { return false }
        let words = Array(arguments.dropFirst())
        if words.first == "new" || words.contains("--help") || words.contains("-h") { return false }
        for word in words where !word.hasPrefix("-") {
            if word.hasSuffix(".swift") { return true }
            if SceneFile.isDirectory(word), !SceneFile.swiftScenes(in: word).isEmpty { return true }
        }
        // The window's default folder.
        let opensWindow = words.isEmpty || words.first == "open" || words.first.map { !["trace", "check", "render", "compare", "record", "import", "why", "lint", "help"].contains($0) } == true
        if opensWindow, !words.contains(where: { !$0.hasPrefix("-") && $0 != "open" && !isOptionValue($0, in: words) }),
           !SceneFile.swiftScenes(in: SceneLibrary.defaultScenesDirectory()).isEmpty {
            return true
        }
        return false
    }

    private static func isOptionValue(_ word: String, in words: [String]) -> Bool {
        guard let i = words.firstIndex(of: word), i > 0 else { return false }
        return words[i - 1].hasPrefix("--") && !words[i - 1].contains("=")
    }

    nonisolated(unsafe) static var childPID: pid_t = 0

    /// Runs the command in a child and never returns.
    static func run(_ arguments: [String]) -> Never {
        let words = Array(arguments.dropFirst())
        let isWindow = words.isEmpty || words.first == "open"
            || !["trace", "check", "render", "compare", "record", "import", "why", "lint", "help"].contains(words.first ?? "")
        let statusPath = NSTemporaryDirectory() + "touchscope-status-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: statusPath) }
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig) { s in
                if Supervisor.childPID > 0 { kill(Supervisor.childPID, s) }
            }
        }
        var extra: [String: String] = [:]
        var crashes: [Date] = []
        while true {
            let outcome = runChild(words, environment: extra.merging([childVariable: "1", "TOUCHSCOPE_STATUS_FILE": statusPath]) { a, _ in a },
                                   quietCrash: true)
            guard let crash = outcome.crash else {
                try? FileManager.default.removeItem(atPath: statusPath)
                exit(outcome.status)
            }
            let status = (try? String(contentsOfFile: statusPath, encoding: .utf8)) ?? ""
            let note = crashNote(crash, stderr: outcome.stderr, status: status, window: isWindow)
            printError(note.description)
            guard isWindow else { exit(1) }
            crashes.append(Date())
            crashes = crashes.filter { Date().timeIntervalSince($0) < 10 }
            if crashes.count >= 3 {
                printError("touchscope: the scene's code trapped 3 times in 10 s; the window stays closed. Mend the line above and open it again.")
                exit(1)
            }
            extra = ["TOUCHSCOPE_CRASH_NOTE": note.encoded]
            if let restore = restoreEntry(status) { extra["TOUCHSCOPE_RESTORE"] = restore }
        }
    }

    /// What a crashed child left: the signal, and its standard error.
    struct Outcome {
        var status: Int32
        var crash: Int32?
        var stderr: String
    }

    static func runChild(_ words: [String], environment: [String: String], quietCrash: Bool) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath())
        process.arguments = words
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        if env["SWIFT_BACKTRACE"] == nil { env["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,sanitize=no,threads=crashed,registers=none,images=none" }
        process.environment = env
        let pipe = Pipe()
        process.standardError = pipe
        let tee = StderrTee(pipe.fileHandleForReading)
        do { try process.run() } catch {
            printError("touchscope: cannot start \(executablePath()): \(error.localizedDescription)")
            exit(1)
        }
        childPID = process.processIdentifier
        process.waitUntilExit()
        childPID = 0
        let text = tee.finish()
        if process.terminationReason == .uncaughtSignal {
            return Outcome(status: 1, crash: process.terminationStatus, stderr: text)
        }
        return Outcome(status: process.terminationStatus, crash: nil, stderr: text)
    }

    static func executablePath() -> String {
        #if os(Linux)
        if let p = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return p }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// The located message for a trap: the Swift runtime's `Fatal error` line, at the first
    /// frame of its backtrace in a scene file (`at FILE.swift:LINE:COLUMN`), else at the file the
    /// message names.
    static func crashNote(_ signal: Int32, stderr: String, status: String, window: Bool) -> SceneError {
        let lines = stderr.split(separator: "\n").map(String.init)
        var message = lines.last(where: { $0.contains("Fatal error") }).map { line -> String in
            let range = line.range(of: "Fatal error")!
            return String(line[range.lowerBound...])
        } ?? "the scene's code crashed (signal \(signal)\(signal == SIGSEGV ? ": perhaps a recursion, or a stack overflow" : ""))"
        var location: SourceLocation?
        let scenePath = lastLoaded(status)
        // The innermost frame in a compiled scene: `... in scene-KEY.so at /path/File.swift:12:15`.
        for line in lines where line.contains(" in scene-") {
            guard let at = line.range(of: ".so at ") else { continue }
            let parts = line[at.upperBound...].split(separator: ":")
            guard parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) else { continue }
            let file = parts.dropLast(2).joined(separator: ":").trimmingCharacters(in: .whitespaces)
            location = SourceLocation(path: displayName(file, scenePath: scenePath), line: l, column: c)
            break
        }
        if location == nil, let fatal = lines.last(where: { $0.contains("Fatal error") }),
           let colon = fatal.range(of: ": Fatal error") {
            let head = fatal[..<colon.lowerBound]
            if let sep = head.lastIndex(of: ":"), let l = Int(head[head.index(after: sep)...]), head.hasPrefix("/") {
                location = SourceLocation(path: displayName(String(head[..<sep]), scenePath: scenePath), line: l, column: 1)
            }
        }
        message = "the scene's Swift code trapped: \(message.replacingOccurrences(of: "Fatal error: ", with: ""))"
        return SceneError(location ?? SourceLocation(path: scenePath ?? "scene", line: 1, column: 1),
                          message + (window ? " (in UIKit the app would crash here; the window restarted on the last good scene)"
                                     : " (in UIKit the app would crash here)"))
    }

    /// A file as the user named it, when it is the scene that was loaded.
    static func displayName(_ absolute: String, scenePath: String?) -> String {
        guard let scenePath else { return absolute }
        let full = URL(fileURLWithPath: scenePath).standardizedFileURL.path
        return full == absolute ? scenePath : absolute
    }

    /// The scene file the child was on (its last `loading` line).
    static func lastLoaded(_ status: String) -> String? {
        status.split(separator: "\n").last(where: { $0.hasPrefix("loading ") }).map { String($0.dropFirst("loading ".count)) }
    }

    /// `PATH\tLIBRARY` when the child died while loading a Swift scene whose earlier build loaded.
    static func restoreEntry(_ status: String) -> String? {
        let lines = status.split(separator: "\n").map(String.init)
        guard let last = lines.last, last.hasPrefix("loading ") else { return nil }
        let path = String(last.dropFirst("loading ".count))
        for line in lines.reversed() where line.hasPrefix("good \(path)\t") {
            let library = String(line.dropFirst("good \(path)\t".count))
            return library.isEmpty ? nil : "\(path)\t\(library)"
        }
        return nil
    }
}

extension SceneError {
    /// For the child's environment: `PATH\tLINE\tCOLUMN\tMESSAGE`.
    var encoded: String { "\(location.path)\t\(location.line)\t\(location.column)\t\(message)" }

    init?(encoded: String) {
        let p = encoded.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        guard p.count == 4, let l = Int(p[1]), let c = Int(p[2]) else { return nil }
        self.init(SourceLocation(path: p[0], line: l, column: c), p[3])
    }
}

/// Copies the child's standard error to this one's, except the runtime's crash report (the
/// supervisor says the same in one line), and keeps all of it for the note.
final class StderrTee: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            var quiet = false
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
                let text = String(decoding: chunk, as: UTF8.self)
                if !quiet, let r = text.range(of: "\n*** ") ?? (text.hasPrefix("*** ") ? text.startIndex..<text.startIndex : nil) {
                    FileHandle.standardError.write(Data(text[..<r.lowerBound].utf8))
                    quiet = true
                } else if !quiet {
                    FileHandle.standardError.write(chunk)
                }
            }
            done.signal()
        }
    }
    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
