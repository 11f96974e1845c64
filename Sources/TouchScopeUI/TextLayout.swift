import Foundation
import TouchScopeCore

/// Word wrapping with the real font's metrics, at Unicode's line-break opportunities (ICU) and,
/// in Chinese, between the words of ``ChineseWords``.
enum TextLayout {
    /// `text` broken into lines no wider than `maxWidth` pixels at `size`.
    static func wrap(_ text: String, size: Double, maxWidth: Double, measurer: TextMeasurer) -> [String] {
        wrap(text, size: size, maxWidth: maxWidth, measurer: measurer, weakLinks: true)
    }

    /// ``wrap(_:size:maxWidth:measurer:)``; without `weakLinks`, a Chinese word and the number
    /// after it are not kept together (``keepsNumeral(_:_:weakLinks:)``).
    static func wrap(_ text: String, size: Double, maxWidth: Double, measurer: TextMeasurer, weakLinks: Bool) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in tokens(String(paragraph), weakLinks: weakLinks) {
                let candidate = line + word
                // The spaces a piece ends with hang past the line's end (they are trimmed).
                if line.isEmpty || measurer.measure(trimTrailing(candidate), size: size).width <= maxWidth {
                    line = candidate
                } else {
                    lines.append(trimTrailing(line))
                    line = word
                }
                if weakLinks, measurer.measure(trimTrailing(line), size: size).width > maxWidth, tokens(line, weakLinks: false).count > 1 {
                    // A token wider than the line that holds a Chinese word and the number after
                    // it ("外 10 点或 20 点"): broken there first, each number kept with its unit.
                    let parts = wrap(line, size: size, maxWidth: maxWidth, measurer: measurer, weakLinks: false)
                    lines += parts.dropLast()
                    line = parts.last ?? ""
                }
                if measurer.measure(trimTrailing(line), size: size).width > maxWidth {
                    // A single token wider than the line (first on its line or moved to a new
                    // one): break it by characters.
                    var piece = ""
                    for ch in line {
                        if !piece.isEmpty, ch != " ", measurer.measure(piece + String(ch), size: size).width > maxWidth {
                            if !closing.contains(ch) {
                                // Opening punctuation never ends a line: it goes down too.
                                var cut = piece.endIndex
                                while cut > piece.startIndex, opening.contains(piece[piece.index(before: cut)]) { cut = piece.index(before: cut) }
                                if cut == piece.startIndex { cut = piece.endIndex }
                                lines.append(trimTrailing(String(piece[..<cut])))
                                piece = String(piece[cut...])
                            } else {
                                // Closing punctuation never starts a line, and no line is wider
                                // than the room: the character before it (and any closing
                                // punctuation between) goes down with it; with nothing before
                                // that on the line, it stays, a little over.
                                var cut = piece.endIndex
                                while cut > piece.startIndex, closing.contains(piece[piece.index(before: cut)]) { cut = piece.index(before: cut) }
                                if cut > piece.startIndex { cut = piece.index(before: cut) }
                                while cut > piece.startIndex, opening.contains(piece[piece.index(before: cut)]) { cut = piece.index(before: cut) }
                                if cut > piece.startIndex {
                                    lines.append(trimTrailing(String(piece[..<cut])))
                                    piece = String(piece[cut...])
                                }
                            }
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

    /// Punctuation no line may start with (Chinese line-breaking rules, 避头): the rule a word
    /// wider than its line keeps when it is broken by characters (ICU keeps it everywhere else),
    /// and what may follow a number (``isNumber(_:)``).
    static let closing: Set<Character> = Set("。，、；：？！」』）》〉】〕”’…·.,;:?!)]}%")
    /// Operators no line may end with: they stay with the number or word after them.
    static let binding: Set<String> = ["=", "<", ">", "≤", "≥", "≠", "×", "+", "-", "→", "->", "≈"]
    /// Punctuation no line may end with (避尾), when a word is broken by characters; also
    /// dropped before a binding operator ("（≥").
    static let opening: Set<Character> = Set("「『（《〈【〔“‘([{")

    /// The pieces a line may break between, each with the spaces after it: ICU's line-break
    /// opportunities (``rawTokens(_:)``), then a number kept with its measure word, 第 with its
    /// number, a Chinese word with the number after it, and "=" or "<" with what follows.
    /// Memoized: the panel wraps the same texts every frame.
    static func tokens(_ text: String, weakLinks: Bool = true) -> [String] {
        if weakLinks, let hit = tokenCache.value(for: text) { return hit }
        var out: [String] = []
        for token in rawTokens(text) {
            if let last = out.last, keepsNumeral(last, token, weakLinks: weakLinks) || bindsNext(last) {
                // A number stays with its measure word and 第 with its number (外 10 点, 第 3 页);
                // "=", "<" and the like stay on the line of what they compare with.
                out[out.count - 1] = last + token
            } else {
                out.append(token)
            }
        }
        if weakLinks { tokenCache.store(out, for: text) }
        return out
    }

    private static let tokenCache = TokenCache()

    /// Whether `token` stays on the line of `last` because of a number: a number and the measure
    /// word or unit after it, space or not ("外 10 点", "19.9 点", "3个"); 第 and the number after
    /// it ("第 3 页"); a Chinese word and the number after it ("场景 47", "按 5"). These are the
    /// course's typesetting, beyond UAX #14, which breaks at every space. The last is the weak
    /// link: without `weakLinks` it does not hold.
    static func keepsNumeral(_ last: String, _ token: String, weakLinks: Bool = true) -> Bool {
        // The cheap tests first: this runs for every piece of every text wrapped.
        guard let first = token.first else { return false }
        let body = trimTrailing(last)
        guard let end = body.last else { return false }
        if end == "第" || weakLinks && isHan(end) { return isNumber(token) }
        guard ChineseWords.measureWords.contains(first) || ChineseWords.numberUnits.contains(first) else { return false }
        // The last word of `last` (after its last space).
        return isNumber(String(body.reversed().prefix { $0 != " " }.reversed()))
    }

    /// Whether `piece` is a number ("47", "19.9", "1,000", "50%"), with closing punctuation and
    /// spaces after it ("47）。").
    static func isNumber(_ piece: String) -> Bool {
        var s = Substring(piece)
        while let last = s.last, last == " " || closing.contains(last) && last != "%" { s = s.dropLast() }
        return s.contains(where: \.isNumber) && s.allSatisfy { $0.isNumber || $0 == "." || $0 == "," || $0 == "%" }
    }

    /// Whether `last` is a comparison ("=", "<", "≥", also after an opening bracket: "（≥") that
    /// stays with what follows it.
    static func bindsNext(_ last: String) -> Bool {
        guard last.count <= 6 else { return false }
        return binding.contains(String(last.trimmingCharacters(in: .whitespaces).drop { opening.contains($0) }))
    }

    /// `text` cut where a line may break, each piece with the spaces after it.
    ///
    /// Unicode's line-breaking rules (UAX #14, through ICU with its Chinese tailoring) say where:
    /// after spaces and hyphens, never before closing punctuation (。，）」…) nor after opening
    /// punctuation (（「“), not inside a number, and between any two Chinese characters. That
    /// last one splits words (视|图), and ICU's own Chinese dictionary does not know the course's
    /// words (点|击, 拖|动, 响应|者), so inside a run of Chinese characters a break stays only
    /// between the words ``ChineseWords`` segments it into.
    static func rawTokens(_ text: String) -> [String] {
        let chars = Array(text)
        guard !chars.isEmpty else { return [] }
        var ends = UnicodeLineBreaks.opportunities(text, characters: chars)
        var i = 0
        while i < chars.count {
            guard isHan(chars[i]) else { i += 1; continue }
            var j = i + 1
            while j < chars.count, isHan(chars[j]) { j += 1 }
            if j - i > 1 {
                var words = Set<Int>()
                var k = i
                // A measure word or unit right after a number is the number's
                // (``keepsNumeral(_:_:weakLinks:)``); where a phrase starts after it (第 1 页|和第
                // 3 页, 20 点|不能) a line may break there, and the run's words start after it.
                if ChineseWords.measureWords.contains(chars[i]) || ChineseWords.numberUnits.contains(chars[i]),
                   j - i > 2, ChineseWords.startsPhrase.contains(chars[i + 1]),
                   let before = chars[..<i].last(where: { $0 != " " }), before.isNumber {
                    k += 1
                    words.insert(k)
                }
                for word in ChineseWords.segment(Array(chars[k..<j])) { k += word.count; words.insert(k) }
                for p in (i + 1)..<j where !words.contains(p) { ends[p] = false }
            }
            i = j
        }
        var out: [String] = []
        var piece = ""
        for (k, ch) in chars.enumerated() {
            // (Spaces that start the text stay with its first word: UAX #14 allows a break after
            // them, which would leave an empty first line.)
            if ends[k] && !piece.isEmpty && piece.contains(where: { $0 != " " }) { out.append(piece); piece = "" }
            piece.append(ch)
        }
        out.append(piece)
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
