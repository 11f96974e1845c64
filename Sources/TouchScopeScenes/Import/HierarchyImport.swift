import TouchScopeCore

/// Turns a real app's view hierarchy dump into a scene: UIKit's `recursiveDescription` text or
/// Sentry's `view-hierarchy.json`. Reading is strict (every malformed line or field is an error
/// at `path:line:column`), never drops a view (views read = views written, checked), and
/// refuses hostile files within the scene files' limits (``SceneLimits``).
///
/// Example: `try HierarchyImport.importFile("dump.txt").yaml` is the scene text;
/// `SceneFile.load("dump.txt")` imports in memory, so every command opens a dump directly.
public enum HierarchyImport {
    /// An import: the scene text, the parsed scene, and the counts.
    public struct Result: Sendable {
        public var format: HierarchyFormat
        public var yaml: String
        public var document: SceneDocument
        public var viewsRead: Int
        public var viewsWritten: Int
        public var layersSkipped: Int
        /// What the forgiving reader skipped and took off (``ImportReport``).
        public var report: ImportReport
        public var warnings: [SceneError] { report.warnings }
    }

    /// The dump format of a file, by its content (and its extension): nil for a scene file.
    /// A `.yaml` / `.yml` file is always a scene.
    public static func format(path: String, text: String) -> HierarchyFormat? {
        let lower = path.lowercased()
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return nil }
        // The first line with content, once prompts, quotes and comment markers are off.
        let head = String(text.unicodeScalars.prefix(16_384))
        for line in PasteCleaner.clean(head).lines.prefix(50) {
            let t = line.scalars.drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if t.isEmpty { continue }
            if t.first == "<" || t.first == "|" { return .recursiveDescription }
            if t.first == "{" || t.first == "[" { return .sentry }
            break
        }
        if lower.hasSuffix(".json") { return .sentry }
        if lower.hasSuffix(".txt") || lower.hasSuffix(".log") { return .recursiveDescription }
        return nil
    }

    /// Reads a dump into its views (no scene yet).
    public static func read(_ text: String, path: String, format: HierarchyFormat) throws(SceneDiagnostics) -> ImportedHierarchy {
        if text.utf8.count > SceneLimits.maxFileBytes {
            throw SceneDiagnostics([SceneError(SourceLocation(path: path, line: 1, column: 1),
                                               "the file is larger than \(SceneLimits.maxFileBytes / 1024 / 1024) MiB; view hierarchy dumps are small text files")])
        }
        if text.unicodeScalars.contains("\u{0}") {
            let line = text.unicodeScalars.prefix(while: { $0 != "\u{0}" }).filter { $0 == "\n" }.count + 1
            throw SceneDiagnostics([SceneError(SourceLocation(path: path, line: line, column: 1),
                                               "the file contains NUL bytes: it is binary, not a \(format.title) text dump")])
        }
        switch format {
        case .recursiveDescription: return try RecursiveDescriptionReader.read(text, path: path)
        case .sentry: return try SentryHierarchyReader.read(text, path: path)
        }
    }

    /// Imports the dump text of the file at `path` (used in messages and the scene's title).
    public static func importText(_ text: String, path: String, format: HierarchyFormat? = nil) throws(SceneDiagnostics) -> Result {
        let format = format ?? self.format(path: path, text: text) ?? .recursiveDescription
        let h = try read(text, path: path, format: format)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let out = SceneWriter.write(h, sourceName: name)
        var document: SceneDocument
        do {
            document = try SceneParser.parse(out.yaml, path: path)
        } catch {
            // The writer's scene must always parse: say so rather than pretend.
            throw SceneDiagnostics([SceneError(SourceLocation(path: path, line: 1, column: 1),
                                               "internal error: the imported scene does not load (\(error.errors.first?.description ?? "")); please report it with the file")])
        }
        let written = document.windows.reduce(0) { $0 + count($1.view) }
        // A window added around top views is not a view read from the file.
        let added = h.roots.allSatisfy { $0.kind == .window } ? 0 : 1
        guard written - added == h.viewsRead, out.viewsWritten == h.viewsRead else {
            throw SceneDiagnostics([SceneError(SourceLocation(path: path, line: 1, column: 1),
                                               "internal error: read \(h.viewsRead) views but wrote \(written - added); please report it with the file")])
        }
        // Every view points at its line in the dump (what `lint` and errors show).
        let places = Dictionary(out.ids.map { ($0.id, SourceLocation(path: path, line: $0.line, column: $0.column)) },
                                uniquingKeysWith: { a, _ in a })
        func relocate(_ v: inout ViewSpec) {
            if let p = places[v.id] { v.location = p }
            for k in v.subviews.indices { relocate(&v.subviews[k]) }
        }
        for k in document.windows.indices { relocate(&document.windows[k].view) }
        var report = ImportReport(format: format, viewsRead: h.viewsRead, viewsSkipped: h.viewsSkipped, linesSkipped: h.linesSkipped,
                                  warnings: h.warnings, warningsNotShown: h.warningsNotShown, removed: h.removed)
        report.notices = h.notices
        document.importReport = report
        return Result(format: format, yaml: out.yaml, document: document, viewsRead: h.viewsRead,
                      viewsWritten: written - added, layersSkipped: h.layersSkipped, report: report)
    }

    /// Reads and imports the dump at `path`, within the scene files' limits.
    public static func importFile(_ path: String, displayPath: String? = nil) throws(SceneDiagnostics) -> Result {
        let text = try SceneFile.read(path, displayPath: displayPath)
        return try importText(text, path: displayPath ?? path)
    }

    static func count(_ v: ViewSpec) -> Int { 1 + v.subviews.reduce(0) { $0 + count($1) } }
}

/// What an import read, skipped and took off: every command that loads a dump shows it, so a
/// partial import never looks like a whole one.
public struct ImportReport: Sendable, Hashable {
    public var format: HierarchyFormat
    public var viewsRead: Int
    /// Views the dump describes that could not be read.
    public var viewsSkipped: Int
    /// Lines that are not views (elisions, stray text).
    public var linesSkipped: Int
    /// Each skipped line or unread field, at its line and column (shown as warnings).
    public var warnings: [SceneError]
    public var warningsNotShown: Int
    /// What the paste held around the dump and was taken off.
    public var removed: [String]
    /// What is not damage but changes how to read the findings (a dump taken mid-animation).
    public var notices: [SceneError] = []

    /// Whether anything in the dump was not read.
    public var isPartial: Bool { viewsSkipped > 0 || linesSkipped > 0 || !warnings.isEmpty }

    /// `path:line:column: warning: message`, one per line (then a count of those not shown).
    public var warningLines: [String] {
        warnings.map { "\($0.location): warning: \($0.message)" }
            + (warningsNotShown > 0 ? ["\(warnings.last.map { "\($0.location)" } ?? ""): warning: and \(warningsNotShown) more warning(s) not shown"] : [])
    }

    /// One line: `read 48 view(s), skipped 2 view(s) and 1 line(s) that are not views (3 warning(s))`.
    public var summary: String {
        var out = "read \(viewsRead) view(s)"
        if viewsSkipped > 0 { out += ", skipped \(viewsSkipped) view(s)" }
        if linesSkipped > 0 { out += (viewsSkipped > 0 ? " and " : ", skipped ") + "\(linesSkipped) line(s) that are not views" }
        if isPartial { out += " (\(warnings.count + warningsNotShown) warning(s))" }
        return out
    }
}
