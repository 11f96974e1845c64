import Foundation
import TouchScopeCore

/// Word wrapping with the real font's metrics (Latin by words, Chinese by words of
/// ``ChineseWords`` and otherwise by characters).
enum TextLayout {
    /// `text` broken into lines no wider than `maxWidth` pixels at `size`.
    static func wrap(_ text: String, size: Double, maxWidth: Double, measurer: TextMeasurer) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in tokens(String(paragraph)) {
                let candidate = line + word
                if line.isEmpty || measurer.measure(candidate, size: size).width <= maxWidth {
                    line = candidate
                } else {
                    lines.append(trimTrailing(line))
                    line = word.first == " " ? String(word.drop { $0 == " " }) : word
                }
                if measurer.measure(line, size: size).width > maxWidth {
                    // A single token wider than the line (first on its line or moved to a new
                    // one): break it by characters.
                    var piece = ""
                    for ch in line {
                        // Closing punctuation never starts a line: it stays, a little over.
                        if !piece.isEmpty, !closing.contains(ch), measurer.measure(piece + String(ch), size: size).width > maxWidth {
                            lines.append(piece)
                            piece = ""
                        }
                        piece.append(ch)
                    }
                    line = piece
                }
            }
            lines.append(trimTrailing(line))
        }
        while lines.last == "" && lines.count > 1 { lines.removeLast() }
        return lines
    }

    /// Prose as written in a YAML block: single line breaks become spaces, blank lines separate
    /// paragraphs (as in Markdown), so the panel wraps it to its own width. With `keepBlankLines`
    /// the paragraphs stay separated by an empty line (the panel draws it as a small gap).
    static func reflow(_ text: String, keepBlankLines: Bool = false) -> String {
        let paragraphs = text.components(separatedByBlankLines: ())
        return paragraphs.map { p in
            var joined = ""
            for line in p.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
                // Latin lines join with a space, and so do a Chinese line and a Latin one (50's
                // "单元格的" and "contentView" ran together); CJK text has no spaces between words,
                // nor after or before its full-width punctuation.
                if let last = joined.last, let first = line.first, !(isCJK(last) && isCJK(first)),
                   !isCJKPunctuation(last), !isCJKPunctuation(first) { joined += " " }
                joined += line
            }
            return joined
        }.joined(separator: keepBlankLines ? "\n\n" : "\n")
    }

    /// Punctuation no line may start with (Chinese line-breaking rules, 避头).
    static let closing: Set<Character> = Set("。，、；：？！」』）》〉】〕”’…·.,;:?!)]}%")
    /// Operators no line may end with: they stay with the number or word after them.
    static let binding: Set<String> = ["=", "<", ">", "≤", "≥", "≠", "×", "+", "-", "→", "->", "≈"]
    /// Punctuation no line may end with (避尾).
    static let opening: Set<Character> = Set("「『（《〈【〔“‘([{")

    /// Words with their leading spaces; every CJK character is its own token, except that
    /// closing punctuation stays with the token before it and opening punctuation with the
    /// token after it, so no line starts with 。，、；：？！」） nor ends with 「（.
    static func tokens(_ text: String) -> [String] {
        var out: [String] = []
        for token in rawTokens(text) {
            if let last = out.last, keepsNumeral(last, token) || bindsNext(last) {
                // A number stays with its measure word and 第 with its number (外 10 点, 第 3 页);
                // "=", "<" and the like stay on the line of what they compare with.
                out[out.count - 1] = last + token
            } else if let first = token.first, closing.contains(first), let last = out.last, !last.isEmpty {
                out[out.count - 1] = last + token
            } else if let last = out.last, let end = last.last, opening.contains(end) {
                out[out.count - 1] = last + token
            } else {
                out.append(token)
            }
        }
        return out
    }

    /// Whether `token` stays on the line of `last` because of a number: a number and the space
    /// after it, a number (and that space) and the measure word after it ("外 10 点", "19.9 点":
    /// 04's summary broke between them), 第 and the number after it ("第 3 页"), a Chinese word
    /// and the number after it ("场景 47").
    static func keepsNumeral(_ last: String, _ token: String) -> Bool {
        func isNumber<S: StringProtocol>(_ s: S) -> Bool {
            !s.isEmpty && s.contains(where: \.isNumber) && s.allSatisfy { $0.isNumber || $0 == "." || $0 == "," || $0 == "%" }
        }
        // The cheap tests first: the panel wraps its text every frame, token by token.
        guard let first = token.first, let end = last.last else { return false }
        if end == "第" { return isNumber(token.drop { $0 == " " }) }
        // A number after a Chinese word, space or not, stays with it ("场景 47", "按 5": 46's
        // summary broke "（见场景" from "47）").
        if first == " " || first.isNumber, end.unicodeScalars.first.map({ (0x4E00...0x9FFF).contains($0.value) }) == true {
            return isNumber(token.drop { $0 == " " })
        }
        let spaces = first == " " && token.allSatisfy { $0 == " " }
        let unit = ChineseWords.measureWords.contains(first) || ChineseWords.numberUnits.contains(first)
        // A space after a number; a unit after a number and its space.
        let spaced = end == " "
        guard (spaces && !spaced) || (unit && spaced) else { return false }
        // The last word of `last` (after its last space).
        var body = Substring(last)
        while body.last == " " { body = body.dropLast() }
        return isNumber(String(body.reversed().prefix { $0 != " " }.reversed()))
    }

    /// Whether `last` is a comparison ("=", "<", "≥", also after an opening bracket: "（≥") that
    /// stays with what follows it.
    static func bindsNext(_ last: String) -> Bool {
        guard last.count <= 6 else { return false }
        return binding.contains(String(last.trimmingCharacters(in: .whitespaces).drop { opening.contains($0) }))
    }

    /// Words with their leading spaces; CJK text as its words (``ChineseWords``: a word of the
    /// list stays whole, any other character is a token of its own).
    static func rawTokens(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var han: [Character] = []
        func flushHan() {
            if !han.isEmpty { out += ChineseWords.segment(han); han = [] }
        }
        for ch in text {
            if isHan(ch) {
                if !current.isEmpty { out.append(current); current = "" }
                han.append(ch)
                continue
            }
            flushHan()
            if isCJK(ch) {
                if !current.isEmpty { out.append(current); current = "" }
                out.append(String(ch))
            } else if ch == " " && !current.isEmpty && current.last != " " {
                out.append(current)
                current = " "
            } else {
                current.append(ch)
            }
        }
        flushHan()
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// A Chinese character (CJK Unified Ideographs), as words are made of.
    static func isHan(_ ch: Character) -> Bool {
        guard let v = ch.unicodeScalars.first?.value else { return false }
        return (0x4E00...0x9FFF).contains(v)
    }

    /// CJK and full-width punctuation (。，「」（）): no space goes beside it.
    static func isCJKPunctuation(_ ch: Character) -> Bool {
        guard let v = ch.unicodeScalars.first?.value else { return false }
        return (0x3000...0x303F).contains(v) || (0xFF00...0xFFEF).contains(v)
    }

    static func isCJK(_ ch: Character) -> Bool {
        guard let v = ch.unicodeScalars.first?.value else { return false }
        return (0x3000...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFFEF).contains(v)
    }

    static func trimTrailing(_ s: String) -> String {
        var s = Substring(s)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

extension String {
    /// The text split at blank lines, empty paragraphs dropped.
    func components(separatedByBlankLines _: Void) -> [String] {
        var out: [String] = []
        var current: [Substring] = []
        for line in split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if !current.isEmpty { out.append(current.joined(separator: "\n")); current = [] }
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { out.append(current.joined(separator: "\n")) }
        return out
    }
}
