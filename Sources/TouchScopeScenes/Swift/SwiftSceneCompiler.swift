import Foundation
import TouchKit
import TouchScopeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compiles a Swift scene file against the TouchKit library into a shared library, loads it, and
/// hands back its ``SceneExport``.
///
/// The file is compiled as written, with two additions made by `touchscope`: the recursion guard
/// at the start of each overridden `hitTest` and `point(inside:with:)` (on the same line, so
/// lines stay), and a second file with the C entry point that returns the scene and the list of
/// the file's classes with what each overrides. The library is not linked against TouchKit: its
/// TouchKit symbols resolve to the running program's own (which exports them), so a class the
/// file declares is a subclass of the very `View` the program hit-tests.
///
/// Compiled libraries are kept in a cache keyed by the source and the TouchKit build, so opening
/// the same file again (a trace of every scene, a reload that changed nothing) does not compile.
public enum SwiftSceneCompiler {
    /// The name of the C entry point the generated file defines.
    static let entrySymbol = "touchscope_scene_v1"
    /// Changes when the way scenes are compiled changes (flags, the guard): old cache entries are
    /// then not used.
    static let flagsVersion = "3: -Onone -g, guard as closure, entry in the same file"

    /// How long a compile may run before it is stopped (seconds): `TOUCHSCOPE_SWIFT_TIMEOUT`,
    /// 120 by default.
    public static var timeout: Double {
        ProcessInfo.processInfo.environment["TOUCHSCOPE_SWIFT_TIMEOUT"].flatMap(Double.init) ?? 120
    }

    /// Loaded libraries by their path: a library stays loaded for the life of the process (the
    /// objects of a scene built from it may outlive a reload).
    nonisolated(unsafe) private static var loaded: [String: SceneExport] = [:]
    private static let lock = NSLock()

    /// Compiles (or finds in the cache) and loads the scene at `path`. Errors are located in the
    /// scene file (file:line:column), with the compiler's own message.
    public static func load(_ path: String, text: String, displayPath: String) throws(SceneDiagnostics) -> (SceneExport, String) {
        let here = SourceLocation(path: displayPath, line: 1, column: 1)
        let source = SwiftSceneSource(text)
        guard source.declaresScene else {
            throw SceneDiagnostics([SceneError(here, "a Swift scene declares `let scene = Scene(\"Title\") { window in ... }` at the top level; none was found (`touchscope new FILE.swift` writes a starter)")])
        }
        guard let modules = modulesDirectory() else {
            throw SceneDiagnostics([SceneError(here, "cannot find the TouchKit module next to this program (looked for Modules/TouchKit.swiftmodule beside it); build it with `swift build`, or set TOUCHSCOPE_MODULES to the folder that holds it")])
        }
        guard let swiftc = compilerPath() else {
            throw SceneDiagnostics([SceneError(here, "cannot find `swiftc` on the PATH; Swift scenes are compiled with the Swift toolchain (install Swift 6, or set TOUCHSCOPE_SWIFTC)")])
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        // One file: the scene as written (its lines mapped to the scene file), then the entry
        // point in the same file, so that it sees the file's private classes too.
        let compiled = "#sourceLocation(file: \"\(escaped(absolute))\", line: 1)\n" + source.instrumented(text)
            + "\n#sourceLocation()\n" + entryFile(source)
        var hasher = FNV1a()
        hasher.add(compiled); hasher.add(modules); hasher.add(moduleStamp(modules)); hasher.add(flagsVersion)
        let key = String(hasher.value, radix: 16)
        let dir = try cacheDirectory()
        let library = (dir as NSString).appendingPathComponent("scene-\(key).so")
        if !FileManager.default.fileExists(atPath: library) {
            try compile(swiftc: swiftc, modules: modules, sources: [("scene-\(key)-\(UUID().uuidString).swift", compiled)],
                        module: "SwiftScene_\(key)", output: library, directory: dir, userFile: absolute, displayPath: displayPath,
                        source: source)
        }
        return (try loadLibrary(library, displayPath: displayPath), library)
    }

    /// Loads a compiled scene library (once per process; later calls return the same export).
    public static func loadLibrary(_ library: String, displayPath: String) throws(SceneDiagnostics) -> SceneExport {
        lock.lock()
        let already = loaded[library]
        lock.unlock()
        if let already { return already }
        let export = try open(library, here: SourceLocation(path: displayPath, line: 1, column: 1))
        lock.lock()
        loaded[library] = export
        lock.unlock()
        return export
    }

    /// The generated entry point: the scene and the file's classes with their overrides.
    static func entryFile(_ source: SwiftSceneSource) -> String {
        let classes = source.classes.filter { !$0.overrides.isEmpty && !$0.generic }
            .map { "(\($0.name).self, \"\($0.name)\", \($0.overrides.rawValue))" }
        return """
        // Written by touchscope: the entry point it loads the scene by.
        import TouchKit
        @_cdecl("\(entrySymbol)")
        public func __touchscopeSceneEntry() -> UnsafeMutableRawPointer {
            let classes: [(type: AnyClass, name: String, overrides: UInt32)] = [\(classes.joined(separator: ", "))]
            return Unmanaged.passRetained(SceneExport(scene: scene, classes: classes)).toOpaque()
        }

        """
    }

    private static func escaped(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    // MARK: Compiling

    static func compile(swiftc: String, modules: String, sources: [(String, String)], module: String, output: String,
                        directory: String, userFile: String, displayPath: String, source: SwiftSceneSource) throws(SceneDiagnostics) {
        let here = SourceLocation(path: displayPath, line: 1, column: 1)
        var paths: [String] = []
        for (name, text) in sources {
            let p = (directory as NSString).appendingPathComponent(name)
            do { try text.write(toFile: p, atomically: true, encoding: .utf8) } catch {
                throw SceneDiagnostics([SceneError(here, "cannot write the compiler's input to \(directory): \(error.localizedDescription)")])
            }
            paths.append(p)
        }
        let partial = output + ".part-\(getpid())-\(UUID().uuidString)"
        defer {
            unlink(partial)
            for p in paths { unlink(p) }
        }
        var arguments = ["-emit-library", "-parse-as-library", "-module-name", module, "-I", modules, "-Onone", "-g",
                         "-swift-version", "5", "-o", partial] + paths
        #if os(macOS)
        arguments += ["-Xlinker", "-undefined", "-Xlinker", "dynamic_lookup"]
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        do { try process.run() } catch {
            throw SceneDiagnostics([SceneError(here, "cannot run \(swiftc): \(error.localizedDescription)")])
        }
        // Read while it runs (a full pipe would block the compiler), with a deadline.
        let reader = PipeReader(errors.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                usleep(500_000)
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                break
            }
            usleep(10_000)
        }
        process.waitUntilExit()
        // The compiler's own children may hold the pipe after a timeout: wait a little, no more.
        let text = reader.finish(timeout: timedOut ? 2 : nil)
        if timedOut {
            throw SceneDiagnostics([SceneError(here, "compiling took longer than \(Int(timeout)) s and was stopped; make the file smaller, or raise TOUCHSCOPE_SWIFT_TIMEOUT")])
        }
        guard process.terminationStatus == 0 else {
            throw SceneDiagnostics(diagnostics(text, userFile: userFile, displayPath: displayPath, source: source))
        }
        // Another process may have compiled the same source meanwhile: its library is as good.
        if rename(partial, output) != 0 && !FileManager.default.fileExists(atPath: output) {
            throw SceneDiagnostics([SceneError(here, "cannot move the compiled scene into \(directory)")])
        }
        prune(directory)
    }

    /// The compiler's errors as located scene errors: those in the scene file at their line and
    /// column; those in the generated entry point explained; anything else as it was printed.
    static func diagnostics(_ output: String, userFile: String, displayPath: String, source: SwiftSceneSource? = nil) -> [SceneError] {
        var errors: [SceneError] = []
        let here = SourceLocation(path: displayPath, line: 1, column: 1)
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            // path:line:column: error: message (a path may hold ':': line and column are read
            // from the right of the place).
            guard let marker = line.range(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            let message = line[marker.upperBound...].trimmingCharacters(in: .whitespaces)
            guard place.count >= 3, let l = Int(place[place.count - 2]), let c = Int(place[place.count - 1]) else {
                errors.append(SceneError(here, String(line)))
                continue
            }
            let file = place.dropLast(2).joined(separator: ":")
            if file == userFile {
                let column = source?.originalColumn(line: l, column: c) ?? c
                errors.append(SceneError(SourceLocation(path: displayPath, line: l, column: column), message))
            } else if (file as NSString).lastPathComponent.hasPrefix("scene-") {
                if message.contains("'scene'") {
                    errors.append(SceneError(here, "`scene` must be a `Scene` (`let scene = Scene(\"Title\") { window in ... }`): \(message)"))
                } else {
                    errors.append(SceneError(here, "the file's classes could not be registered: \(message)"))
                }
            } else {
                errors.append(SceneError(here, "\(file):\(l):\(c): \(message)"))
            }
        }
        if errors.isEmpty {
            let trimmed = output.trimmingCharacters(in: .whitespacesAndNewlines)
            errors.append(SceneError(here, "the Swift compiler failed: \(trimmed.isEmpty ? "no message" : String(trimmed.prefix(2000)))"))
        }
        return errors
    }

    // MARK: Loading

    static func open(_ library: String, here: SourceLocation) throws(SceneDiagnostics) -> SceneExport {
        guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            throw SceneDiagnostics([SceneError(here, "cannot load the compiled scene: \(reason)")])
        }
        guard let symbol = dlsym(handle, entrySymbol) else {
            throw SceneDiagnostics([SceneError(here, "the compiled scene has no entry point \(entrySymbol)")])
        }
        typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
        let entry = unsafeBitCast(symbol, to: Entry.self)
        return Unmanaged<SceneExport>.fromOpaque(entry()).takeRetainedValue()
    }

    // MARK: Where things are

    /// The folder with TouchKit.swiftmodule: `TOUCHSCOPE_MODULES`, or `Modules` beside this
    /// program (SwiftPM's build folder), or beside it.
    static func modulesDirectory() -> String? {
        let env = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let m = env["TOUCHSCOPE_MODULES"] { candidates.append(m) }
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        var selfExe = exe.path
        #if os(Linux)
        if let real = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            selfExe = (real as NSString).deletingLastPathComponent
        }
        #endif
        for base in [selfExe, exe.path] {
            candidates.append((base as NSString).appendingPathComponent("Modules"))
            candidates.append(base)
            // An .xctest bundle on macOS: Contents/MacOS inside the build folder.
            candidates.append(((base as NSString).appendingPathComponent("../../..") as NSString).appendingPathComponent("Modules"))
        }
        return candidates.first { FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("TouchKit.swiftmodule")) }
    }

    static func moduleStamp(_ modules: String) -> String {
        let p = (modules as NSString).appendingPathComponent("TouchKit.swiftmodule")
        let a = try? FileManager.default.attributesOfItem(atPath: p)
        let d = (a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let core = try? FileManager.default.attributesOfItem(atPath: (modules as NSString).appendingPathComponent("TouchScopeCore.swiftmodule"))
        let e = (core?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(d)-\(e)"
    }

    static func compilerPath() -> String? {
        let env = ProcessInfo.processInfo.environment
        if let c = env["TOUCHSCOPE_SWIFTC"] { return c }
        for dir in (env["PATH"] ?? "/usr/bin").split(separator: ":") {
            let p = "\(dir)/swiftc"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    /// `TOUCHSCOPE_CACHE`, else `$XDG_CACHE_HOME/touchscope/swift-scenes`, else
    /// `~/.cache/touchscope/swift-scenes`, else `touchscope-swift-scenes-UID` in the temporary
    /// folder. Made private to the user (0700); a folder that another user owns, or that others
    /// can write to, is refused (a library planted there would be loaded and run).
    static func cacheDirectory() throws(SceneDiagnostics) -> String {
        let env = ProcessInfo.processInfo.environment
        let base: String
        if let c = env["TOUCHSCOPE_CACHE"] { base = c }
        else if let x = env["XDG_CACHE_HOME"] { base = "\(x)/touchscope/swift-scenes" }
        else if let h = env["HOME"] { base = "\(h)/.cache/touchscope/swift-scenes" }
        else { base = NSTemporaryDirectory() + "touchscope-swift-scenes-\(getuid())" }
        try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        var info = stat()
        guard lstat(base, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid(),
              info.st_mode & 0o022 == 0 else {
            throw SceneDiagnostics([SceneError(SourceLocation(path: base, line: 1, column: 1),
                "the cache folder for compiled Swift scenes is not a folder of yours that only you can write to; set TOUCHSCOPE_CACHE to one")])
        }
        return base
    }

    /// Whether `path` is a library this program compiled: `scene-KEY.so` in the cache folder.
    public static func isCachedLibrary(_ path: String) -> Bool {
        guard let dir = try? cacheDirectory() else { return false }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return url.deletingLastPathComponent().path == URL(fileURLWithPath: dir).standardizedFileURL.path
            && url.lastPathComponent.hasPrefix("scene-") && url.lastPathComponent.hasSuffix(".so")
    }

    /// Keeps the cache to its newest `keep` libraries (each save of a scene compiles a new one).
    static func prune(_ dir: String, keep: Int = 200) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: dir) else { return }
        let libraries = names.filter { $0.hasPrefix("scene-") && $0.hasSuffix(".so") }
        guard libraries.count > keep else { return }
        let dated = libraries.map { name -> (String, Date) in
            let p = (dir as NSString).appendingPathComponent(name)
            return (p, ((try? fm.attributesOfItem(atPath: p))?[.modificationDate] as? Date) ?? .distantPast)
        }.sorted { $0.1 < $1.1 }
        for (p, _) in dated.prefix(libraries.count - keep) { try? fm.removeItem(atPath: p) }
    }
}

/// FNV-1a, 64 bits: the cache key of a compiled scene.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ s: String) {
        for b in s.utf8 { value = (value ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        value = (value ^ 0xff) &* 0x0000_0100_0000_01b3
    }
}

/// Drains a pipe on a background thread (so the writer never blocks on a full pipe), keeping
/// what it read; `onChunk` sees each piece as it comes (the supervisor's copy to its own stderr).
public final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    public init(_ handle: FileHandle, onChunk: (@Sendable (Data) -> Void)? = nil) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
                onChunk?(chunk)
            }
            done.signal()
        }
    }
    public func finish(timeout: Double? = nil) -> String {
        if let timeout {
            guard done.wait(timeout: .now() + timeout) == .success else { return "" }
        } else {
            done.wait()
        }
        return String(decoding: data, as: UTF8.self)
    }
}
