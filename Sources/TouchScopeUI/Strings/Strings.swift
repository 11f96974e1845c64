import TouchScopeCore

/// The interface's words: one table per language, each in its own file (`Strings+en.swift`,
/// `Strings+zh.swift`), from a key (`panel.views`, `reason.covered`) to words with `{0}`, `{1}`,
/// ... placeholders.
///
/// Owns nothing but the tables. A key, a language and arguments flow in; words flow out. A key
/// the language lacks falls back to English; a key English lacks comes out as the key itself
/// (the tests make sure no code asks for one). Pure: no files are read.
enum Strings {
    /// The table of `language`.
    static func table(_ language: Language) -> [String: String] {
        switch language {
        case .en: return en
        case .zh: return zh
        }
    }

    /// The words for `key` in `language` (else English), with `arguments` filled in.
    static func text(_ key: String, _ language: Language, _ arguments: [String] = []) -> String {
        guard let template = table(language)[key] ?? en[key] else { return key }
        return fill(template, arguments)
    }

    /// `template` with each `{n}` replaced by `arguments[n]`, in one pass (an argument that
    /// itself contains `{0}` is left as it is). A placeholder with no argument stays.
    static func fill(_ template: String, _ arguments: [String]) -> String {
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
    static func placeholders(in template: String) -> [Int] {
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
