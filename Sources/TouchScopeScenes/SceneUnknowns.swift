extension SceneDocument {
    /// What an imported dump could not say about each view, by view id: the `# unknown: ...`
    /// comments `touchscope import` writes under a view's `id:` line (see docs/import.md). A
    /// hand-written scene has none. Comments are not YAML values, so this reads the text itself:
    /// each `# unknown:` comment belongs to the last `id:` line above it.
    static func unknownComments(in text: String) -> [String: [String]] {
        var out: [String: [String]] = [:]
        var current: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = raw.drop { $0 == " " }
            if line.hasPrefix("- ") { line = line.dropFirst(2).drop { $0 == " " } }
            if line.hasPrefix("id:") {
                var id = line.dropFirst(3).drop { $0 == " " }
                if let hash = id.firstIndex(of: "#") { id = id[..<hash] }
                let trimmed = String(id).trimmingSpaces
                current = trimmed.count >= 2 && (trimmed.hasPrefix("\"") || trimmed.hasPrefix("'"))
                    ? String(trimmed.dropFirst().dropLast()) : trimmed
            } else if line.hasPrefix("# unknown:"), let id = current {
                out[id, default: []].append(String(line.dropFirst("# unknown:".count)).trimmingSpaces)
            }
        }
        return out
    }
}
