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

    /// The subcommands that are not the window (every other word opens it), and `help`.
    static let headlessCommands: Set<String> = Set(TouchScopeCommand.configuration.subcommands
        .compactMap { $0.configuration.commandName }.filter { $0 != "open" } + ["help"])

    /// Whether this invocation must be supervised: not a child already, and either the window
    /// (a Swift scene can be dropped on it or saved into its folder at any time) or a command with
    /// a Swift scene among its arguments (a `.swift` file or a folder that holds one).
    /// `TOUCHSCOPE_NO_SUPERVISOR=1` runs without one (the soak and the window benchmarks measure
    /// the window's own process); the window then refuses Swift scenes.
    static func isNeeded(_ arguments: [String]) -> Bool {
        let env = ProcessInfo.processInfo.environment
        guard env[childVariable] == nil, env["TOUCHSCOPE_NO_SUPERVISOR"] == nil else { return false }
        let words = Array(arguments.dropFirst())
        if words.first == "new" || words.contains("--help") || words.contains("-h") { return false }
        if isWindow(words) { return true }
        for word in words where !word.hasPrefix("-") {
            if word.hasSuffix(".swift") { return true }
            if SceneFile.isDirectory(word), !SceneFile.swiftScenes(in: word).isEmpty { return true }
        }
        return false
    }

    static func isWindow(_ words: [String]) -> Bool {
        words.first.map { !headlessCommands.contains($0) } ?? true
    }

    /// The child's pid, for the signal handler (a plain word: a signal handler may read it).
    nonisolated(unsafe) static var childPID: pid_t = 0
    /// Set by the signal handler: the child was told to stop (its death is not a trap).
    nonisolated(unsafe) static var forwardedSignal: Int32 = 0

    /// The signals that mean a trap in Swift code (fatalError, a failed precondition, a nil
    /// force-unwrap, an out-of-range index, a stack overflow); any other ends the child plainly.
    static let trapSignals: Set<Int32> = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Runs the command in a child and never returns.
    static func run(_ arguments: [String]) -> Never {
        let words = Array(arguments.dropFirst())
        let window = isWindow(words)
        // A status file only this user can read and write, under a name no one can guess.
        var template = Array((NSTemporaryDirectory() + "touchscope-status-XXXXXX").utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else {
            printError("touchscope: cannot create a file in \(NSTemporaryDirectory()) (the supervisor's status file)")
            exit(1)
        }
        close(fd)
        let statusPath = String(cString: template)
        func finish(_ code: Int32) -> Never {
            unlink(statusPath)
            exit(code)
        }
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig) { s in
                Supervisor.forwardedSignal = s
                if Supervisor.childPID > 0 { kill(Supervisor.childPID, s) }
            }
        }
        var extra: [String: String] = [:]
        var crashes: [Date] = []
        while true {
            let outcome = runChild(words, environment: extra.merging([childVariable: "1", "TOUCHSCOPE_STATUS_FILE": statusPath]) { a, _ in a })
            guard let signal = outcome.signal else { finish(outcome.status) }
            guard trapSignals.contains(signal), forwardedSignal == 0 else { finish(128 + signal) }
            let status = (try? String(contentsOfFile: statusPath, encoding: .utf8)) ?? ""
            let note = crashNote(signal, stderr: outcome.stderr, status: status, window: window)
            printError(note.description)
            guard window else { finish(1) }
            crashes.append(Date())
            crashes = crashes.filter { Date().timeIntervalSince($0) < 10 }
            if crashes.count >= 3 {
                printError("touchscope: the scene's code trapped 3 times in 10 s; the window stays closed. Mend the line above and open it again.")
                finish(1)
            }
            extra = ["TOUCHSCOPE_CRASH_NOTE": note.encoded]
            if let at = lastLoaded(status) { extra["TOUCHSCOPE_START_AT"] = at }
            if let restore = restoreEntry(status) { extra["TOUCHSCOPE_RESTORE"] = restore }
        }
    }

    /// How the child ended: its exit status, or the signal that ended it, and its standard error.
    struct Outcome {
        var status: Int32
        var signal: Int32?
        var stderr: String
    }

    static func runChild(_ words: [String], environment: [String: String]) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath())
        process.arguments = words
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        if env["SWIFT_BACKTRACE"] == nil { env["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,sanitize=no,threads=crashed,registers=none,images=none" }
        process.environment = env
        let pipe = Pipe()
        process.standardError = pipe
        let filter = CrashReportFilter()
        let tee = PipeReader(pipe.fileHandleForReading) { filter.pass($0) }
        do { try process.run() } catch {
            printError("touchscope: cannot start \(executablePath()): \(error.localizedDescription)")
            exit(1)
        }
        childPID = process.processIdentifier
        process.waitUntilExit()
        childPID = 0
        let text = tee.finish()
        if process.terminationReason == .uncaughtSignal {
            return Outcome(status: 1, signal: process.terminationStatus, stderr: text)
        }
        return Outcome(status: process.terminationStatus, signal: nil, stderr: text)
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

    /// `PATH\tLIBRARY\tMTIME` when the child died while loading a Swift scene whose earlier build
    /// loaded: the window loads that library for PATH until the file changes from MTIME.
    static func restoreEntry(_ status: String) -> String? {
        let lines = status.split(separator: "\n").map(String.init)
        guard let last = lines.last, last.hasPrefix("loading ") else { return nil }
        let path = String(last.dropFirst("loading ".count))
        for line in lines.reversed() where line.hasPrefix("good \(path)\t") {
            let library = String(line.dropFirst("good \(path)\t".count))
            guard !library.isEmpty, SwiftSceneCompiler.isCachedLibrary(library) else { return nil }
            let mtime = ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(path)\t\(library)\t\(mtime)"
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
/// supervisor says the same in one line).
final class CrashReportFilter: @unchecked Sendable {
    private var quiet = false
    func pass(_ chunk: Data) {
        guard !quiet else { return }
        let text = String(decoding: chunk, as: UTF8.self)
        if let r = text.range(of: "\n*** ") ?? (text.hasPrefix("*** ") ? text.startIndex..<text.startIndex : nil) {
            FileHandle.standardError.write(Data(text[..<r.lowerBound].utf8))
            quiet = true
        } else {
            FileHandle.standardError.write(chunk)
        }
    }
}
