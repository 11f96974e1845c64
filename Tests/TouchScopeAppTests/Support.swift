import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeTestSupport

/// Shared helpers of the robustness suites.
enum Robust {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static var scenesFolder: URL { root.appendingPathComponent("Scenes") }

    /// Every example scene file, sorted.
    static var sceneFiles: [URL] {
        SceneFile.scenes(in: scenesFolder.path).map { URL(fileURLWithPath: $0) }
    }

    /// The example scenes, parsed.
    static func exampleDocuments() throws -> [SceneDocument] {
        try sceneFiles.map { try SceneFile.load($0.path) }
    }

    /// `path:line:column: error: message`, with a line and column that exist (line at most one
    /// past the text's last line).
    static func isLocated(_ error: SceneError, path: String, lineCount: Int) -> Bool {
        let d = error.description
        return d.hasPrefix("\(path):") && d.contains(": error: ") && error.location.line >= 1
            && error.location.column >= 1 && error.location.line <= max(1, lineCount + 1)
            && !error.message.isEmpty && !error.message.contains("\n")
    }

    /// Parses `text`; returns the document, or checks that every error is located and returns nil.
    @discardableResult
    static func loadsOrLocates(_ text: String, path: String = "fuzz.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SceneDocument? {
        do {
            return try SceneParser.parse(text, path: path)
        } catch {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(!error.errors.isEmpty, "no error for a rejected file", sourceLocation: sourceLocation)
            for e in error.errors where !isLocated(e, path: path, lineCount: lines) {
                Issue.record("badly located error: \(e.description)\n--- input (first 400 bytes):\n\(text.prefix(400))", sourceLocation: sourceLocation)
            }
            #expect(error.errors.count <= SceneLimits.maxErrors + 1, sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The errors of a scene text (empty when it loads).
    static func errors(_ text: String, path: String = "test.yaml") -> [SceneError] {
        do { _ = try SceneParser.parse(text, path: path); return [] } catch { return error.errors }
    }

    /// The process's resident set size in bytes (Linux: /proc/self/statm; 0 elsewhere).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    static func mib(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }

    /// Writes a line to the figures file `TOUCHSCOPE_FIGURES` (when set) and to standard output,
    /// so docs/robustness.md can quote what a run measured.
    static func figure(_ line: String) {
        print("[robustness] \(line)")
        guard let path = ProcessInfo.processInfo.environment["TOUCHSCOPE_FIGURES"] else { return }
        if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: nil) }
        if let h = FileHandle(forWritingAtPath: path) {
            h.seekToEndOfFile()
            h.write(Data((line + "\n").utf8))
            try? h.close()
        }
    }

    /// A fresh temporary directory.
    static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchscope-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The suites' deterministic generator (``SplitMix64``): a failure names its seed.
typealias SeededRNG = SplitMix64
