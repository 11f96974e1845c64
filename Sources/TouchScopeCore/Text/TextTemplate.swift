/// Words with `{0}`, `{1}`, ... placeholders, filled with arguments: the form of every string
/// table (the window's, and the command line's answers in ``Language``s).
public enum TextTemplate {
    /// `template` with each `{n}` replaced by `arguments[n]`, in one pass (an argument that
    /// itself contains `{0}` is left as it is). A placeholder with no argument stays.
    public static func fill(_ template: String, _ arguments: [String]) -> String {
        // Bytes, not `contains("{")`: that resolves to Foundation's substring search, which
        // costs microseconds per call (every label of every frame).
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var out = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let n = Int(after[..<close]), arguments.indices.contains(n) {
                out += arguments[n]
                rest = after[after.index(after: close)...]
            } else {
                out.append("{")
                rest = after
            }
        }
        return out + rest
    }

    /// The placeholder numbers in `template`, in order of appearance.
    public static func placeholders(in template: String) -> [Int] {
        var out: [Int] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            if let n = Int(after[..<close]) { out.append(n) }
            rest = after[after.index(after: close)...]
        }
        return out
    }
}
