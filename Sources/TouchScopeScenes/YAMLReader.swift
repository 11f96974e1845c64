import TouchScopeCore

/// One `key: value` pair of a YAML mapping, with the key's node for error locations.
struct YAMLEntry {
    var key: String
    var keyNode: YAMLNode
    var value: YAMLNode
}

/// Typed reading of YAML nodes that collects every problem as a located ``SceneError``
/// instead of stopping at the first one.
///
/// Scalars are read from their text, never from a YAML 1.1 resolver's guess: `on` is the string
/// "on", and booleans are exactly `true` or `false`.
final class YAMLReader {
    let path: String
    private(set) var errors: [SceneError] = []

    init(path: String) { self.path = path }

    func location(_ node: YAMLNode) -> SourceLocation {
        SourceLocation(path: path, line: Int(node.mark.line), column: Int(node.mark.column))
    }

    /// Errors beyond ``SceneLimits/maxErrors``, counted but not kept (a broken file of a
    /// million nodes must not make a million messages).
    private(set) var droppedErrors = 0

    func error(_ node: YAMLNode, _ message: String) { error(at: location(node), message) }
    func error(at location: SourceLocation, _ message: String) {
        guard errors.count < SceneLimits.maxErrors else { droppedErrors += 1; return }
        errors.append(SceneError(location, SceneError.oneLine(message)))
    }

    /// The errors in file order, then one line counting those not kept.
    func sortedErrors() -> [SceneError] {
        var sorted = errors.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        if droppedErrors > 0 {
            let last = sorted.last?.location ?? SourceLocation(path: path, line: 1, column: 1)
            sorted.append(SceneError(last, "\(droppedErrors) more error(s) not shown; fix the ones above first"))
        }
        return sorted
    }

    /// Describes a node for messages: `'abc'`, `a list`, `a mapping`.
    func describe(_ node: YAMLNode) -> String {
        switch node {
        case let .scalar(s): return s.string.isEmpty ? "nothing" : "'\(SceneError.clip(s.string))'"
        case let .sequence(seq): return seq.count == 1 ? "a list of 1 item" : "a list of \(seq.count) items"
        case .mapping: return "a mapping"
        }
    }

    /// The entries of a mapping, with duplicate keys reported; nil (and an error) if not a mapping.
    func mapping(_ node: YAMLNode, _ what: String) -> [YAMLEntry]? {
        guard case let .mapping(m) = node else {
            error(node, "\(what) must be a mapping (key: value lines), found \(describe(node))")
            return nil
        }
        // The keys seen so far: the entries themselves while they are few (a scan is cheaper
        // than hashing), a dictionary for larger mappings.
        let hashed = m.count > Self.scannedMappingSize
        var seen: [String: YAMLNode] = [:]
        var entries: [YAMLEntry] = []
        entries.reserveCapacity(m.count)
        for (k, v) in m {
            guard case let .scalar(s) = k else {
                error(k, "a key in \(what) must be a plain name, found \(describe(k))")
                continue
            }
            let key = s.string
            if let first = hashed ? seen[key] : entries.first(where: { $0.key == key })?.keyNode {
                error(k, "duplicate key '\(key)' in \(what) (first at line \(location(first).line))")
                continue
            }
            if hashed { seen[key] = k }
            entries.append(YAMLEntry(key: key, keyNode: k, value: v))
        }
        return entries
    }

    /// Mappings up to this size find duplicate keys by scanning their entries.
    static let scannedMappingSize = 16

    /// Reports keys that are not in `allowed`, suggesting the closest allowed key.
    func checkKeys(_ entries: [YAMLEntry], allowed: [String], in what: String, hints: [String: String] = [:]) {
        for e in entries where !allowed.contains(e.key) {
            if let hint = hints[e.key] {
                error(e.keyNode, "'\(e.key)' is not allowed in \(what): \(hint)")
            } else if let guess = closest(e.key, in: allowed) {
                error(e.keyNode, "unknown key '\(e.key)' in \(what); did you mean '\(guess)'?")
            } else {
                error(e.keyNode, "unknown key '\(e.key)' in \(what); allowed keys: \(allowed.joined(separator: ", "))")
            }
        }
    }

    func string(_ node: YAMLNode, _ what: String) -> String? {
        guard case let .scalar(s) = node else {
            error(node, "\(what) must be text, found \(describe(node))")
            return nil
        }
        return s.string
    }

    /// A non-empty name without spaces or control characters (ids, action names).
    func identifier(_ node: YAMLNode, _ what: String) -> String? {
        guard let s = string(node, what) else { return nil }
        let isName = Self.isPlainASCIIName(s)
            ?? !(s.isEmpty || s.contains(where: { $0.isWhitespace || $0.isNewline }) || s.count > 200)
        if !isName {
            error(node, "\(what) must be a name without spaces (1 to 200 characters), found '\(s.prefix(40))'")
            return nil
        }
        return s
    }

    /// For ASCII text, whether it is a name: 1 to 200 characters, none of them whitespace (tab,
    /// line feed, vertical tab, form feed, carriage return, space: the ASCII characters that are
    /// `isWhitespace` or `isNewline`). Nil for other text (read as `Character`s instead).
    static func isPlainASCIIName(_ s: String) -> Bool? {
        var count = 0
        var blank = false
        for byte in s.utf8 {
            if byte >= 0x80 { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) { blank = true }
            count += 1
        }
        return count > 0 && count <= 200 && !blank
    }

    func bool(_ node: YAMLNode, _ what: String) -> Bool? {
        guard case let .scalar(s) = node else {
            error(node, "\(what) must be true or false, found \(describe(node))")
            return nil
        }
        switch s.string {
        case "true": return true
        case "false": return false
        default:
            error(node, "\(what) must be true or false, found '\(s.string)'")
            return nil
        }
    }

    /// A finite number within ``SceneLimits/maxCoordinate``.
    func number(_ node: YAMLNode, _ what: String) -> Double? {
        guard case let .scalar(s) = node else {
            error(node, "\(what) must be a number, found \(describe(node))")
            return nil
        }
        // The common case first: a plain finite number within the limit, read without copies.
        if let value = Double(s.string), value.isFinite, abs(value) <= SceneLimits.maxCoordinate { return value }
        let text = s.string.trimming(" ")
        let lowered = text.lowercased()
        if [".inf", "+.inf", "-.inf", ".nan", "inf", "-inf", "+inf", "nan", "infinity", "-infinity"].contains(lowered) {
            error(node, "\(what) must be a finite number, found '\(text)'")
            return nil
        }
        guard let value = Double(text) else {
            error(node, "\(what) must be a number, found '\(text)'")
            return nil
        }
        guard value.isFinite else {
            error(node, "\(what) must be a finite number, found '\(text)'")
            return nil
        }
        guard abs(value) <= SceneLimits.maxCoordinate else {
            error(node, "\(what) is too large: \(text) (the limit is \(Int(SceneLimits.maxCoordinate)))")
            return nil
        }
        return value
    }

    func integer(_ node: YAMLNode, _ what: String, range: ClosedRange<Int>) -> Int? {
        guard let v = number(node, what) else { return nil }
        guard v == v.rounded(), let i = Int(exactly: v), range.contains(i) else {
            error(node, "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(describe(node))")
            return nil
        }
        return i
    }

    /// A list of exactly `count` numbers.
    func numbers(_ node: YAMLNode, _ what: String, count: Int, form: String) -> [Double]? {
        guard case let .sequence(seq) = node, seq.count == count else {
            error(node, "\(what) must be \(form), found \(describe(node))")
            return nil
        }
        var out: [Double] = []
        out.reserveCapacity(count)
        for n in seq {
            guard let v = number(n, what) else { return nil }
            out.append(v)
        }
        return out
    }

    func point(_ node: YAMLNode, _ what: String) -> Point? {
        guard let v = numbers(node, what, count: 2, form: "[x, y]") else { return nil }
        return Point(x: v[0], y: v[1])
    }

    func size(_ node: YAMLNode, _ what: String) -> Size? {
        guard let v = numbers(node, what, count: 2, form: "[width, height]") else { return nil }
        guard v[0] >= 0, v[1] >= 0 else {
            error(node, "\(what) must not be negative: [\(formatNumber(v[0])), \(formatNumber(v[1]))]")
            return nil
        }
        return Size(width: v[0], height: v[1])
    }

    func rect(_ node: YAMLNode, _ what: String) -> Rect? {
        guard let v = numbers(node, what, count: 4, form: "[x, y, width, height]") else { return nil }
        guard v[2] >= 0, v[3] >= 0 else {
            error(node, "\(what) has a negative size (\(formatNumber(v[2])) x \(formatNumber(v[3]))): width and height must be 0 or more")
            return nil
        }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func list(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        guard case let .sequence(seq) = node else {
            error(node, "\(what) must be a list ([a, b] or lines starting with '-'), found \(describe(node))")
            return nil
        }
        return seq.nodes
    }

    func identifiers(_ node: YAMLNode, _ what: String) -> [(String, YAMLNode)]? {
        guard let items = list(node, what) else { return nil }
        return items.compactMap { n in identifier(n, "each name in \(what)").map { ($0, n) } }
    }

    /// The allowed word closest to `word` (edit distance at most 2, or a case-only difference).
    func closest(_ word: String, in allowed: [String]) -> String? {
        var best: (String, Int)?
        for candidate in allowed {
            if candidate.lowercased() == word.lowercased() { return candidate }
            let d = editDistance(word.lowercased(), candidate.lowercased())
            if d <= 2, best.map({ d < $0.1 }) ?? true { best = (candidate, d) }
        }
        return best?.0
    }
}

/// Levenshtein distance between two short strings.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
