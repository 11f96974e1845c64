import Foundation
import TouchScopeCore
import TouchScopeScenes
import TouchScopeUI

/// Carries out the teaching tools' requests that need files: exports (a PNG of the window, the
/// last touch's trace) and writing what-if changes back into the scene file. The playground
/// raises them; it never touches files itself. Each result is reported in the status bar.
public final class ToolRequestHandler {
    /// Where exports go (default: ``defaultExportDirectory(environment:)``, outside any
    /// repository the playground is started from).
    public var exportDirectory: String
    /// Draws the window as it is now into a PNG at a path (set by the window: it owns the
    /// renderer). Without it, PNG exports report that they are not available.
    public var renderPNG: ((_ path: String) throws -> Void)?
    /// The files written, in order (for tests and logs).
    public private(set) var written: [String] = []

    public init(exportDirectory: String = ToolRequestHandler.defaultExportDirectory(environment: ProcessInfo.processInfo.environment)) {
        self.exportDirectory = exportDirectory
    }

    /// Where exports go without `--export-dir`: `$TOUCHSCOPE_EXPORT_DIR` when set, else
    /// `~/touchscope-exports` (made on the first export), so that `X` and `T` never leave files in
    /// the directory the playground was started from (a repository, where they show up as
    /// untracked files). The status bar shows the full path of every file written.
    public static func defaultExportDirectory(environment: [String: String]) -> String {
        if let dir = environment["TOUCHSCOPE_EXPORT_DIR"], !dir.isEmpty { return dir }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent("touchscope-exports").path
    }

    /// Performs `request` if it is a tool request; returns false for the others.
    @discardableResult
    public func perform(_ request: Playground.Request, playground: Playground) -> Bool {
        let l = playground.language
        switch request {
        case let .exportPNG(name):
            let path = freshPath(name, "png")
            do {
                guard let renderPNG else { throw ToolError("PNG export needs the window's renderer") }
                try renderPNG(path)
                written.append(path)
                playground.notify(Localization.exported(path, l))
            } catch {
                playground.notify(Localization.exportFailed("\(error)", l))
            }
        case let .exportTrace(name, text, jsonLines):
            let txt = freshPath(name, "txt")
            let jsonl = String(txt.dropLast(4)) + ".jsonl"
            do {
                try text.write(toFile: txt, atomically: true, encoding: .utf8)
                try jsonLines.write(toFile: jsonl, atomically: true, encoding: .utf8)
                written += [txt, jsonl]
                playground.notify(Localization.exported("\(txt), \(jsonl)", l))
            } catch {
                playground.notify(Localization.exportFailed("\(error.localizedDescription)", l))
            }
        case let .writeBack(path, changes):
            do {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                let edited = try SceneWriteBack.apply(changes, to: text, path: path)
                try edited.write(toFile: path, atomically: true, encoding: .utf8)
                written.append(path)
                playground.notify(Localization.wroteBack(path, l))
            } catch let failure as SceneWriteBack.Failure {
                playground.notify(Localization.writeBackFailure(failure.kind, l))
            } catch {
                playground.notify(Localization.writeBackFailed(path, error.localizedDescription, l))
            }
        default:
            return false
        }
        return true
    }

    /// `DIR/NAME.EXT`, or `DIR/NAME-2.EXT`... when it exists (exports never overwrite); DIR is
    /// made if it is missing.
    func freshPath(_ name: String, _ ext: String) -> String {
        let dir = URL(fileURLWithPath: exportDirectory)
        // Made on the first export; a failure shows when the file is written.
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var candidate = dir.appendingPathComponent("\(name).\(ext)").path
        var n = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = dir.appendingPathComponent("\(name)-\(n).\(ext)").path
            n += 1
        }
        return candidate
    }
}

struct ToolError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
