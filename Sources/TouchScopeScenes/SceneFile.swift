import Foundation
import TouchScopeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading scene and script files from disk, with errors that say which file and what to do.
public enum SceneFile {
    /// Reads and parses the scene at `path`; a view hierarchy dump (UIKit `recursiveDescription`
    /// text, Sentry `view-hierarchy.json`) is imported in memory (``HierarchyImport``).
    /// `displayPath` is what messages call the file (default: `path`).
    public static func load(_ path: String, displayPath: String? = nil) throws(SceneDiagnostics) -> SceneDocument {
        let text = try read(path, displayPath: displayPath)
        if path.hasSuffix(".swift") { return try SwiftSceneProgram.load(path, text: text, displayPath: displayPath ?? path) }
        if let format = HierarchyImport.format(path: displayPath ?? path, text: text) {
            return try HierarchyImport.importText(text, path: displayPath ?? path, format: format).document
        }
        return try SceneParser.parse(text, path: displayPath ?? path)
    }

    /// Reads and parses a script file (a list of steps).
    public static func loadScript(_ path: String) throws(SceneDiagnostics) -> [ScriptStep] {
        try SceneParser.parseScript(try read(path), path: path)
    }

    /// The scene files (`*.yaml`, `*.yml`) directly in `directory`, sorted by name; hidden files
    /// (names starting with `.`, as editors name their temporary and lock files) are skipped.
    public static func scenes(in directory: String) -> [String] {
        files(in: directory, endingIn: [".yaml", ".yml"]).sorted().map { (directory as NSString).appendingPathComponent($0) }
    }

    /// The names of the files in `directory` with one of these endings, hidden ones left out.
    private static func files(in directory: String, endingIn endings: [String]) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { name in !name.hasPrefix(".") && endings.contains { name.hasSuffix($0) } }
    }

    /// The scene files and the Swift scenes (`*.swift`) directly in `directory`, sorted by name
    /// (a Swift twin after its scene file): what the window and the commands open in a folder.
    public static func allScenes(in directory: String) -> [String] {
        files(in: directory, endingIn: [".yaml", ".yml", ".swift"]).sorted(by: sceneOrder)
            .map { (directory as NSString).appendingPathComponent($0) }
    }

    /// The order of a folder's scenes: by name without the ending, a Swift twin right after its
    /// scene file (`03-fix.yaml`, `03-fix.swift`).
    public static func sceneOrder(_ a: String, _ b: String) -> Bool {
        let (x, y) = (((a as NSString).lastPathComponent as NSString).deletingPathExtension,
                      ((b as NSString).lastPathComponent as NSString).deletingPathExtension)
        if x != y { return x < y }
        if a.hasSuffix(".swift") != b.hasSuffix(".swift") { return b.hasSuffix(".swift") }
        return a < b
    }

    /// Swift scenes (`*.swift`) directly in `directory`, sorted by name.
    public static func swiftScenes(in directory: String) -> [String] {
        files(in: directory, endingIn: [".swift"]).sorted().map { (directory as NSString).appendingPathComponent($0) }
    }

    /// Whether `path` is a directory.
    public static func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }

    /// The file's text, or a located error saying what is wrong with it.
    ///
    /// Reads at most ``SceneLimits/maxFileBytes`` + 1 bytes, and only from a regular file: a
    /// path that names a pipe, a device (`/dev/zero`) or a socket is refused without reading, so
    /// no file can make a load hang or fill memory.
    public static func read(_ path: String, displayPath: String? = nil) throws(SceneDiagnostics) -> String {
        let here = SourceLocation(path: displayPath ?? path, line: 1, column: 1)
        let data: [UInt8]
        switch readRegularFile(path, limit: SceneLimits.maxFileBytes) {
        case let .success(bytes): data = bytes
        case .missing: throw SceneDiagnostics([SceneError(here, "no such file; check the path")])
        case .directory: throw SceneDiagnostics([SceneError(here, "this is a directory, not a scene file")])
        case .notRegular: throw SceneDiagnostics([SceneError(here, "this is not a regular file (a pipe, device or socket); scenes are text files")])
        case .unreadable: throw SceneDiagnostics([SceneError(here, "cannot read the file (check its permissions)")])
        case .tooLarge:
            throw SceneDiagnostics([SceneError(here, "the file is larger than \(SceneLimits.maxFileBytes / 1024 / 1024) MiB; scenes are small text files")])
        }
        // UTF-16 with its byte order mark (what Windows PowerShell's '>' writes) is read as such.
        if data.count >= 2, (data[0] == 0xFF && data[1] == 0xFE) || (data[0] == 0xFE && data[1] == 0xFF),
           let text = String(bytes: data, encoding: .utf16) {
            return text
        }
        guard let text = String(bytes: data, encoding: .utf8) else {
            throw SceneDiagnostics([firstInvalidUTF8(data, path: displayPath ?? path)])
        }
        return text
    }

    /// The error for bytes that are not UTF-8, at the line and column of the first bad byte.
    static func firstInvalidUTF8(_ data: [UInt8], path: String) -> SceneError {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0, line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &bytes) {
            case let .valid(encoded):
                offset += encoded.count
                if encoded.count == 1 && encoded.first == 0x0A { line += 1; column = 1 } else { column += 1 }
            case .error:
                let byte = offset < data.count ? data[offset] : 0
                let hex = String(byte, radix: 16, uppercase: true)
                return SceneError(SourceLocation(path: path, line: line, column: column),
                                  "the file is not UTF-8 text: byte 0x\(hex.count < 2 ? "0" + hex : hex) (at byte \(offset)) is not valid UTF-8 (a Latin-1 or Windows-1252 file?); save it as UTF-8")
            case .emptyInput:
                return SceneError(SourceLocation(path: path, line: 1, column: 1), "the file is not UTF-8 text")
            }
        }
    }

    /// What reading a file gave.
    enum ReadResult {
        case success([UInt8])
        case missing, directory, notRegular, unreadable, tooLarge
    }

    /// The bytes of the regular file at `path`, at most `limit` of them. Opens without blocking
    /// (a FIFO would otherwise wait for a writer) and checks the opened file's type.
    static func readRegularFile(_ path: String, limit: Int) -> ReadResult {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .missing
            case EISDIR: return .directory
            default:
                var st = stat()
                if stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR { return .directory }
                return .unreadable
            }
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return .unreadable }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .directory
        default: return .notRegular
        }
        if st.st_size > off_t(limit) { return .tooLarge }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(max(0, st.st_size)) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let n = chunk.withUnsafeMutableBytes { raw in posixRead(fd, raw.baseAddress, raw.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .unreadable
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        let count = bytes.count
        // The file grew while being read.
        if count > limit { return .tooLarge }
        return .success(bytes)
    }
}

/// `read(2)` (a name the type's own `read` would shadow).
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
}
