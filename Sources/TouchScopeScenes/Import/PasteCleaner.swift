/// Takes off what debuggers, consoles and chat tools add around a `recursiveDescription` dump
/// before the reader sees it, keeping each line's place in the file for messages.
///
/// What it removes, each only where it finds it:
/// - on every line (a gutter the whole paste has): a console's log prefix
///   (`2024-05-01 10:11:12.345678+0200 Shop[812:90211] `), comment markers (`// `) and Markdown
///   quote markers (`> `);
/// - whole lines: debugger prompts and their commands (`(lldb) po …`, Cycript's `cy# …`,
///   Frida's `[USB::iPhone::Shop]-> …`), Xcode's `Printing description of …`, Markdown fences
///   (```` ``` ````), and lines made only of what closes a quoted string (`"`, `")`, `` ` ``);
/// - before a view: the opening of a printed string (`@"`, `"`, `` ` ``, `Optional("`,
///   `(NSString *) $1 = 0x600… @"`, `(String) $R0 = "`, `- some : `);
/// - after a view: the closing quote or backtick;
/// - a dump printed as one escaped string (`<UIWindow…>\n   | <UIView…>`, as Cycript and a Swift
///   `po` of the description print it) is split back into its lines.
///
/// Each kind of thing removed is named once in ``Output/removed``, so the import can say what it
/// took off.
enum PasteCleaner {
    /// One line as the reader sees it.
    struct Line {
        var scalars: [Unicode.Scalar]
        /// The 1-based line in the file.
        var line: Int
        /// Scalars removed before `scalars[0]` on that line (a column is `offset + index + 1`).
        var offset: Int
    }

    struct Output {
        var lines: [Line] = []
        /// What was removed, one phrase per kind, in the order first met.
        var removed: [String] = []

        mutating func note(_ phrase: String) { if !removed.contains(phrase) { removed.append(phrase) } }
    }

    static func clean(_ text: String) -> Output {
        var out = Output()
        var number = 0
        for raw in RecursiveDescriptionReader.linesOfScalars(text) {
            number += 1
            for piece in unescaped(Array(raw), &out) {
                var line = Line(scalars: piece.scalars, line: number, offset: piece.offset)
                stripGutter(&line, &out)
                if skipsWholeLine(line.scalars, &out) { continue }
                stripWrapper(&line, &out)
                out.lines.append(line)
            }
        }
        return out
    }

    // MARK: Escaped dumps

    /// A line that holds a whole dump as one escaped string (`\n` between views) split at each
    /// `\n`, with `\"`, `\'` and `\\` read as the characters they stand for; other lines as
    /// they are.
    static func unescaped(_ s: [Unicode.Scalar], _ out: inout Output) -> [(scalars: [Unicode.Scalar], offset: Int)] {
        // Only a `\n` that is followed by another view (`   | <` or `<`) marks an escaped dump.
        var escapedBreak = false
        var k = 0
        while k + 1 < s.count {
            if s[k] == "\\" && s[k + 1] == "n" {
                var j = k + 2
                while j < s.count, s[j] == " " || s[j] == "|" || s[j] == "\t" { j += 1 }
                if j < s.count, s[j] == "<" { escapedBreak = true; break }
            }
            k += 1
        }
        guard escapedBreak else { return [(s, 0)] }
        out.note("escaped line breaks (\\n) of a dump printed as one string")
        var pieces: [(scalars: [Unicode.Scalar], offset: Int)] = []
        var current: [Unicode.Scalar] = []
        var start = 0
        k = 0
        while k < s.count {
            if s[k] == "\\", k + 1 < s.count {
                switch s[k + 1] {
                case "n":
                    pieces.append((current, start)); current = []; start = k + 2; k += 2; continue
                case "\"", "'", "\\":
                    current.append(s[k + 1]); k += 2; continue
                case "t":
                    current.append(" "); k += 2; continue
                default: break
                }
            }
            current.append(s[k])
            k += 1
        }
        pieces.append((current, start))
        return pieces
    }

    // MARK: Gutters

    static func stripGutter(_ line: inout Line, _ out: inout Output) {
        func drop(_ n: Int) { line.scalars.removeFirst(n); line.offset += n }
        func dropSpaces() {
            var n = 0
            while n < line.scalars.count, line.scalars[n] == " " || line.scalars[n] == "\t" || line.scalars[n] == "\u{FEFF}" { n += 1 }
            if n > 0 { drop(n) }
        }
        dropSpaces()
        // A log prefix and comment markers, in either order (a logged line pasted into a comment).
        for _ in 0..<2 {
            if let n = logPrefixLength(line.scalars) { drop(n); out.note("console log prefixes (date, process[pid:thread])"); dropSpaces() }
            // `//`, `///`: a dump pasted into a code comment.
            if line.scalars.count >= 2, line.scalars[0] == "/", line.scalars[1] == "/" {
                var n = 0
                while n < line.scalars.count, line.scalars[n] == "/" { n += 1 }
                drop(n); out.note("comment markers (//)"); dropSpaces()
            }
        }
        // `> ` (a Markdown quote), only before a view or a nesting bar.
        var n = 0
        while n < line.scalars.count, line.scalars[n] == ">" || line.scalars[n] == " " { n += 1 }
        if n > 0, line.scalars.first == ">", n < line.scalars.count, line.scalars[n] == "<" || line.scalars[n] == "|" {
            drop(n); out.note("Markdown quote markers (>)")
        }
    }

    /// The length of a console's log prefix at the start of `s`: `2024-05-01 10:11:12.345678+0200
    /// Shop[812:90211] ` (NSLog and Xcode's console), nil when there is none.
    static func logPrefixLength(_ s: [Unicode.Scalar]) -> Int? {
        func digits(_ i: Int, _ n: Int) -> Bool {
            guard i + n <= s.count else { return false }
            return s[i..<(i + n)].allSatisfy { $0 >= "0" && $0 <= "9" }
        }
        guard digits(0, 4), s.count > 19, s[4] == "-", digits(5, 2), s[7] == "-", digits(8, 2),
              s[10] == " " || s[10] == "T", digits(11, 2), s[13] == ":", digits(14, 2), s[16] == ":", digits(17, 2) else { return nil }
        var i = 19
        // Fraction and zone: `.345678+0200`, `Z`.
        while i < s.count, s[i] != " " { i += 1 }
        guard i < s.count else { return nil }
        i += 1
        // `Process[pid:thread] `: a name, then a bracket with a colon inside.
        guard let open = s[i...].firstIndex(of: "["), let close = s[open...].firstIndex(of: "]"),
              !s[i..<open].contains(" ") || s[i..<open].count < 80, s[open..<close].contains(":") else { return nil }
        var end = close + 1
        while end < s.count, s[end] == " " { end += 1 }
        return end
    }

    // MARK: Whole lines

    static func skipsWholeLine(_ s: [Unicode.Scalar], _ out: inout Output) -> Bool {
        let text = String(String.UnicodeScalarView(s))
        if text.hasPrefix("(lldb)") { out.note("lldb prompts and their commands"); return true }
        if text.hasPrefix("cy#") { out.note("Cycript prompts (cy#) and their commands"); return true }
        if text.hasPrefix("Printing description of ") { out.note("Xcode's 'Printing description of' line"); return true }
        if text.hasPrefix("```") || text.hasPrefix("~~~") { out.note("Markdown code fences"); return true }
        // A Swift `po` of an optional: `▿ Optional<Any>` above `  - some : <UIWindow…>`.
        if text.hasPrefix("▿ Optional") || text.hasPrefix("Optional<") { out.note("the Optional a Swift po prints around its value"); return true }
        // Frida: `[USB::iPhone::Shop]-> command`, `[Local::PID::812 ]->`.
        if text.hasPrefix("["), let close = text.firstIndex(of: "]"), text[close...].hasPrefix("]->") {
            out.note("Frida prompts and their commands"); return true
        }
        // What closes a printed string, alone on its line: `"`, `")`, `)`, `` ` ``.
        if !s.isEmpty, s.allSatisfy({ $0 == "\"" || $0 == ")" || $0 == "`" || $0 == "'" || $0 == ";" || $0 == " " }) {
            out.note("the opening and closing of a printed string (@\", \", `, Optional(…))"); return true
        }
        return false
    }

    // MARK: Wrappers

    /// Takes off the opening of a printed string before a view (`@"`, `Optional("`, …) and the
    /// closing after it.
    static func stripWrapper(_ line: inout Line, _ out: inout Output) {
        let s = line.scalars
        guard let first = s.firstIndex(where: { $0 == "<" || $0 == "|" }), first > 0 else {
            stripClosing(&line, &out)
            return
        }
        let prefix = String(String.UnicodeScalarView(s[..<first]))
        guard isWrapper(prefix) else { return }
        line.scalars.removeFirst(first)
        line.offset += first
        out.note("the opening and closing of a printed string (@\", \", `, Optional(…))")
        stripClosing(&line, &out)
    }

    /// A view line's closing quote, backtick or bracket right after its `>`: `…>>"`, `…>>")`,
    /// `` …>>` ``. No line of a real dump has one there (a sublayer's `(layer)` follows a space).
    static func stripClosing(_ line: inout Line, _ out: inout Output) {
        var end = line.scalars.count
        while end > 0, line.scalars[end - 1] == " " { end -= 1 }
        var k = end
        while k > 0, line.scalars[k - 1] == "\"" || line.scalars[k - 1] == "`" || line.scalars[k - 1] == ")" { k -= 1 }
        guard k < end, k > 0, line.scalars[k - 1] == ">" else { return }
        line.scalars.removeSubrange(k..<line.scalars.count)
        out.note("the opening and closing of a printed string (@\", \", `, Optional(…))")
    }

    /// Whether the text before a dump's first view is the opening of a printed string: quotes and
    /// backticks, `@"`, `Optional(`, a debugger's result name (`(NSString *) $1 = 0x600… `,
    /// `(String) $R0 = `, `$R0 = `), a `dump`'s `- some : `, in that order, each optional.
    static func isWrapper(_ prefix: String) -> Bool {
        var rest = Substring(prefix)
        func skipSpaces() { while rest.first == " " || rest.first == "▿" { rest = rest.dropFirst() } }
        skipSpaces()
        // `(Type) `
        if rest.first == "(", let close = rest.firstIndex(of: ")"), !rest.hasPrefix("(<") {
            rest = rest[rest.index(after: close)...]; skipSpaces()
        }
        // `$R0 = `, `$1 = `
        if rest.first == "$" {
            rest = rest.dropFirst().drop(while: { $0.isLetter || $0.isNumber }); skipSpaces()
            guard rest.first == "=" else { return false }
            rest = rest.dropFirst(); skipSpaces()
        }
        // `0x600000a1c000 `
        if rest.hasPrefix("0x") { rest = rest.dropFirst(2).drop(while: \.isHexDigit); skipSpaces() }
        // `- some : `
        if rest.hasPrefix("- some") { rest = rest.dropFirst(6); skipSpaces(); if rest.first == ":" { rest = rest.dropFirst() }; skipSpaces() }
        if rest.hasPrefix("Optional(") { rest = rest.dropFirst(9); skipSpaces() }
        if rest.hasPrefix("Optional<") { return false }
        rest = rest.drop(while: { $0 == "@" || $0 == "\"" || $0 == "`" || $0 == "'" || $0 == " " })
        return rest.isEmpty
    }
}
