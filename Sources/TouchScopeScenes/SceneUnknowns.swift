extension SceneDocument {
    /// What an imported dump could not say about each view, by view id: the `# unknown: ...`
    /// comments `touchscope import` writes under a view's `id:` line (see docs/import.md). A
    /// hand-written scene has none. Comments are not YAML values, so this reads the text itself:
    /// each `# unknown:` comment belongs to the last `id:` line above it.
    ///
    /// It reads the UTF-8 bytes line by line and makes strings only for `id:` values and the
    /// comments themselves; a file without a single `# unknown:` (every hand-written scene)
    /// costs one pass over its bytes. Lines end at LF; a CR before it is dropped.
    static func unknownComments(in text: String) -> [String: [String]] {
        var text = text
        return text.withUTF8(unknownComments(utf8:))
    }

    private static let unknownMarker = Array("# unknown:".utf8)
    private static let idMarker = Array("id:".utf8)

    private static func unknownComments(utf8 b: UnsafeBufferPointer<UInt8>) -> [String: [String]] {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        func starts(_ marker: [UInt8], at i: Int, before end: Int) -> Bool {
            guard end - i >= marker.count else { return false }
            for k in 0..<marker.count where b[i + k] != marker[k] { return false }
            return true
        }
        func string(_ from: Int, _ to: Int) -> String {
            var a = from, z = to
            while a < z, b[a] == space { a += 1 }
            while z > a, b[z - 1] == space { z -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: b[a..<z]), as: UTF8.self)
        }
        // The quick answer for files without any: is the marker anywhere?
        // (The marker read once: a static in the loop is an accessor call per byte.)
        let marker = unknownMarker, first = marker[0]
        var found = false
        var i = 0
        while i < b.count, !found {
            if b[i] == first, starts(marker, at: i, before: b.count) { found = true }
            i += 1
        }
        guard found else { return [:] }

        var out: [String: [String]] = [:]
        var current: String?
        i = 0
        while i < b.count {
            var end = i
            while end < b.count, b[end] != newline { end += 1 }
            let next = end + 1
            if end > i, b[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            var s = i
            while s < end, b[s] == space { s += 1 }
            if end - s >= 2, b[s] == UInt8(ascii: "-"), b[s + 1] == space {
                s += 2
                while s < end, b[s] == space { s += 1 }
            }
            if starts(idMarker, at: s, before: end) {
                var z = s + idMarker.count
                while z < end, b[z] != UInt8(ascii: "#") { z += 1 }
                let trimmed = string(s + idMarker.count, z)
                current = trimmed.utf8.count >= 2 && (trimmed.hasPrefix("\"") || trimmed.hasPrefix("'"))
                    ? String(trimmed.dropFirst().dropLast()) : trimmed
            } else if starts(unknownMarker, at: s, before: end), let id = current {
                out[id, default: []].append(string(s + unknownMarker.count, end))
            }
            i = next
        }
        return out
    }

    /// Each imported view's class and dump line, by id: the comment `touchscope import` writes
    /// right under a view's `id:` line (`# UIButton, line 12` or `# UIButton, line 12 (baseClass
    /// UIControl)`). Empty, after one look at the first line, for a scene that was not imported.
    static func importedClassComments(in text: String) -> [String: ImportedClass] {
        guard text.hasPrefix("# Imported from ") else { return [:] }
        var out: [String: ImportedClass] = [:]
        var id: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = raw.drop(while: { $0 == " " })
            if line.hasPrefix("- ") { line = line.dropFirst(2).drop(while: { $0 == " " }) }
            if line.hasPrefix("id:") {
                id = String(line.dropFirst(3).filter { $0 != " " && $0 != "\"" && $0 != "\r" })
                continue
            }
            guard let current = id else { continue }
            id = nil
            // `# UIButton, line 12`: the class, then the line.
            guard line.hasPrefix("# "), let comma = line.range(of: ", line ") else { continue }
            let name = String(line[line.index(line.startIndex, offsetBy: 2)..<comma.lowerBound])
            let digits = line[comma.upperBound...].prefix { $0.isNumber }
            if let n = Int(digits), !name.isEmpty { out[current] = ImportedClass(name: name, line: n) }
        }
        return out
    }
}
