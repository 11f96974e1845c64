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

    /// The ways to say `key` in `language`, longest first: its words, then its `.short` and
    /// `.shorter` entries where the table has them (a status line or hint too long for its
    /// room takes the first that fits). The table's translator says what a shorter wording keeps;
    /// no code cuts translated words apart.
    /// `count`: how many things the words count; where it is 1 and the table has `key.one`
    /// ("1 more line", not "1 more lines"), the wordings are `key.one`'s.
    static func wordings(_ key: String, _ language: Language, _ arguments: [String] = [], count: Int? = nil) -> [String] {
        if count == 1, table(language)[key + ".one"] ?? en[key + ".one"] != nil { return wordings(key + ".one", language, arguments) }
        var out = [text(key, language, arguments)]
        let own = table(language)[key] != nil ? table(language) : en
        for suffix in [".short", ".shorter"] {
            if let template = own[key + suffix] { out.append(fill(template, arguments)) }
        }
        return out
    }

    /// `template` with each `{n}` replaced by `arguments[n]` (``TextTemplate/fill(_:_:)``).
    static func fill(_ template: String, _ arguments: [String]) -> String { TextTemplate.fill(template, arguments) }

    /// The placeholder numbers in `template`, in order of appearance.
    static func placeholders(in template: String) -> [Int] { TextTemplate.placeholders(in: template) }
}
