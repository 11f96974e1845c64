import Foundation
import TouchScopeCore

/// Reading scene and script files from disk, with errors that say which file and what to do.
public enum SceneFile {
    /// Reads and parses the scene at `path`.
    /// `displayPath` is what messages call the file (default: `path`).
    public static func load(_ path: String, displayPath: String? = nil) throws(SceneDiagnostics) -> SceneDocument {
        let text = try read(path, displayPath: displayPath)
        return try SceneParser.parse(text, path: displayPath ?? path)
    }

    /// Reads and parses a script file (a list of steps).
    public static func loadScript(_ path: String) throws(SceneDiagnostics) -> [ScriptStep] {
        try SceneParser.parseScript(try read(path), path: path)
    }

    /// The scene files (`*.yaml`, `*.yml`) directly in `directory`, sorted by name.
    public static func scenes(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
            .map { (directory as NSString).appendingPathComponent($0) }
    }

    /// Whether `path` is a directory.
    public static func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }

    /// The file's text, or a located error saying what is wrong with it.
    public static func read(_ path: String, displayPath: String? = nil) throws(SceneDiagnostics) -> String {
        let here = SourceLocation(path: displayPath ?? path, line: 1, column: 1)
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw SceneDiagnostics([SceneError(here, "no such file; check the path")])
        }
        if isDir.boolValue { throw SceneDiagnostics([SceneError(here, "this is a directory, not a scene file")]) }
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path) else {
            throw SceneDiagnostics([SceneError(here, "cannot read the file (check its permissions)")])
        }
        if data.count > SceneLimits.maxFileBytes {
            throw SceneDiagnostics([SceneError(here, "the file is larger than \(SceneLimits.maxFileBytes / 1024 / 1024) MiB; scenes are small text files")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneDiagnostics([SceneError(here, "the file is not UTF-8 text")])
        }
        return text
    }
}
