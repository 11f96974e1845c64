import TouchScopeCore
import TouchScopeScenes

/// Writes what-if changes into a scene file's text, changing as little as possible: the value of
/// an existing key is replaced on its own line (a comment after it stays), a missing key is
/// inserted as a new line right after the view's first line, and everything else (comments,
/// order, blank lines, quoting) is left alone. The file is then hot-reloaded.
///
/// The view is found by the line and column its mapping starts at (the parser remembers where
/// each view was written). Only block mappings (one key per line) can be edited; a view written
/// as a flow mapping (`{id: a, frame: [...]}`) is reported instead.
public enum SceneWriteBack {
    /// Why the changes were not written, as a value: the window words it in its language
    /// (``Localization/writeBackFailure(_:_:)``); `description` is the English.
    public struct Failure: Error, CustomStringConvertible {
        public enum Kind: Sendable, Hashable {
            /// The file no longer parses (it was edited since it loaded): its first error.
            case doesNotParse(path: String, error: String)
            /// The view's line is not in the file any more.
            case lineMissing(view: String, line: Int)
            /// The view is a flow mapping (`{id: a, ...}`): its `key` must be changed by hand.
            case flowMapping(view: String, key: String)
        }
        public var kind: Kind
        public var description: String { Localization.writeBackFailure(kind, .en) }
    }

    /// `text` with `changes` (by view id) written in. `path` is for messages.
    public static func apply(_ changes: [String: [WhatIfProperty: WhatIfValue]], to text: String, path: String) throws -> String {
        let document: SceneDocument
        do { document = try SceneParser.parse(text, path: path) } catch {
            throw Failure(kind: .doesNotParse(path: path, error: error.errors.first?.description ?? ""))
        }
        var specs: [String: ViewSpec] = [:]
        func collect(_ s: ViewSpec) { specs[s.id] = s; s.subviews.forEach(collect) }
        document.windows.forEach { collect($0.view) }
        // A file saved with Windows line ends is edited as lines and written back with them.
        let crlf = text.contains("\r\n")
        let plain = crlf ? String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\r" })) : text
        var lines = plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Bottom-most views first, so earlier line numbers stay valid after inserting lines.
        let ordered = changes.keys.compactMap { specs[$0] }.sorted { $0.location.line > $1.location.line }
        for spec in ordered {
            for (property, value) in (changes[spec.id] ?? [:]).sorted(by: { $0.key.rawValue > $1.key.rawValue }) {
                try set(property.sceneKey, value.yaml, in: &lines, line: spec.location.line, column: spec.location.column, view: spec.id)
            }
        }
        return lines.joined(separator: crlf ? "\r\n" : "\n")
    }

    static func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    static func isContent(_ line: String) -> Bool {
        let t = line.drop { $0 == " " }
        return !t.isEmpty && !t.hasPrefix("#")
    }

    /// Sets `key: value` in the block mapping whose first key is at `line`:`column` (1-based).
    static func set(_ key: String, _ value: String, in lines: inout [String], line: Int, column: Int, view: String) throws {
        let first = line - 1
        guard lines.indices.contains(first) else { throw Failure(kind: .lineMissing(view: view, line: line)) }
        let keyIndent = column - 1
        let firstLine = lines[first]
        let start = firstLine.index(firstLine.startIndex, offsetBy: min(keyIndent, firstLine.count))
        if firstLine[start...].hasPrefix("{") {
            throw Failure(kind: .flowMapping(view: view, key: key))
        }
        // The mapping's lines: from its first line until a content line indented less.
        var end = first + 1
        while end < lines.count, !isContent(lines[end]) || indent(lines[end]) > keyIndent
                || (indent(lines[end]) == keyIndent && !lines[end].dropFirst(keyIndent).hasPrefix("- ")) {
            end += 1
        }
        for i in first..<end {
            let l = lines[i]
            let keyStart = i == first ? keyIndent : indent(l)
            guard i == first || (isContent(l) && keyStart == keyIndent) else { continue }
            let body = l.dropFirst(keyStart)
            guard body.hasPrefix(key + ":") else { continue }
            let afterKey = body.dropFirst(key.count + 1)
            // Keep a comment after the value.
            var comment = ""
            if let hash = afterKey.range(of: " #") { comment = " " + String(afterKey[hash.lowerBound...]).trimming(" ") }
            lines[i] = String(l.prefix(keyStart)) + key + ": " + value + comment
            // A block value on the lines below (more indented) is replaced too.
            var j = i + 1
            while j < end, !isContent(lines[j]) || indent(lines[j]) > keyIndent {
                if isContent(lines[j]) { lines.remove(at: j); continue }
                j += 1
            }
            return
        }
        lines.insert(String(repeating: " ", count: keyIndent) + key + ": " + value, at: first + 1)
    }
}
