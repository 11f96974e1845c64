import Testing
import TouchScopeCore
@testable import TouchScopeUI

@Suite("TextLayout")
struct TextLayoutTests {
    let m = FixedWidthTextMeasurer()
    // At size 10 every character is 6 pixels wide.
    let size = 10.0

    func width(_ s: String) -> Double { m.measure(s, size: size).width }

    @Test("no line is wider than maxWidth", arguments: [30.0, 42.0, 60.0, 100.0, 250.0])
    func linesFit(maxWidth: Double) {
        let texts = [
            "The quick brown fox jumps over the lazy dog and keeps on running far away.",
            "short",
            "a supercalifragilisticexpialidocious word in the middle of a sentence",
            "supercalifragilisticexpialidocious",
            "ends with a longlonglonglonglonglonglonglongword",
            "two  spaces   and\nnew lines\n\nand a blank one",
            "日本語のテキストは単語の間にスペースがありません。",
            "Mixed 日本語 and English words 混在",
        ]
        for text in texts {
            let lines = TextLayout.wrap(text, size: size, maxWidth: maxWidth, measurer: m)
            #expect(!lines.isEmpty)
            for line in lines {
                #expect(width(line) <= maxWidth, "\"\(line)\" from \"\(text)\" at \(maxWidth)")
            }
        }
    }

    @Test("wrapping keeps every non-space character, in order")
    func nothingLost() {
        let text = "a supercalifragilisticexpialidocious word, then 日本語のテキスト and more words"
        for maxWidth in [30.0, 50.0, 90.0, 400.0] {
            let lines = TextLayout.wrap(text, size: size, maxWidth: maxWidth, measurer: m)
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "at \(maxWidth)")
        }
    }

    @Test("Latin text breaks between words, filling each line")
    func wordsWrap() {
        let lines = TextLayout.wrap("one two three four five", size: size, maxWidth: 60, measurer: m)
        #expect(lines == ["one two", "three four", "five"])
        #expect(TextLayout.wrap("fits on one line", size: size, maxWidth: 1000, measurer: m) == ["fits on one line"])
    }

    @Test("CJK text without spaces wraps by characters")
    func cjkByCharacters() {
        let lines = TextLayout.wrap("日本語のテキストを折り返す", size: size, maxWidth: 30, measurer: m)
        #expect(lines == ["日本語のテ", "キストを折", "り返す"])
    }

    @Test("a word too long for a line is broken by characters")
    func longWordBroken() {
        #expect(TextLayout.wrap("abcdefghijklm", size: size, maxWidth: 30, measurer: m) == ["abcde", "fghij", "klm"])
        // Also when it follows another word, and when more words follow it.
        #expect(TextLayout.wrap("hi abcdefghijklm", size: size, maxWidth: 30, measurer: m) == ["hi", "abcde", "fghij", "klm"])
        #expect(TextLayout.wrap("hi abcdefghijklm yo", size: size, maxWidth: 30, measurer: m) == ["hi", "abcde", "fghij", "klm", "yo"])
    }

    @Test("the breaks are Unicode's (UAX #14, through ICU): after a hyphen and a slash, never inside a number, an arrow or a character")
    func unicodeLineBreaking() {
        // After a hyphen: "hit-" ends a line rather than "hit-tested" being moved whole or cut
        // by characters (a hand-made breaker has only spaces).
        #expect(TextLayout.wrap("are hit-tested first", size: size, maxWidth: 60, measurer: m) == ["are hit-", "tested", "first"])
        // After a slash in a path or an address, not anywhere inside it.
        #expect(TextLayout.wrap("see Scenes/tabbar.yaml", size: size, maxWidth: 90, measurer: m) == ["see Scenes/", "tabbar.yaml"])
        // A number with its separators and its sign, and an arrow, stay whole (where each fits).
        for width in stride(from: 48.0, through: 120, by: 6) {
            let lines = TextLayout.wrap("1,000.5 views (50%) changed -> began", size: size, maxWidth: width, measurer: m)
            #expect(lines.contains { $0.contains("1,000.5") }, "\(width): \(lines)")
            #expect(lines.contains { $0.contains("(50%)") }, "\(width): \(lines)")
            #expect(!lines.contains { $0.hasSuffix("-") && !$0.hasSuffix("->") }, "\(width): \(lines)")
        }
        // A line never starts with a closing quotation mark nor ends with an opening one.
        for width in stride(from: 24.0, through: 90, by: 6) {
            let lines = TextLayout.wrap("他说“点击按钮”之后，“取消”按钮才出现。", size: size, maxWidth: width, measurer: m)
            #expect(!lines.dropFirst().contains { $0.hasPrefix("”") || $0.hasPrefix("，") }, "\(width): \(lines)")
            #expect(!lines.contains { $0.hasSuffix("“") }, "\(width): \(lines)")
        }
        // A character made of several scalars (an accent, a flag, a family emoji) is never cut.
        let text = "cafe\u{301} 🇨🇳🇨🇳🇨🇳 👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧 done"
        for width in [6.0, 12, 18, 30] {
            let lines = TextLayout.wrap(text, size: size, maxWidth: width, measurer: m)
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(width): \(lines)")
        }
        // Spaces that start a text (an indented line of code) stay with its first word: no
        // empty first line.
        #expect(TextLayout.wrap("  abcdefghijklmnop", size: size, maxWidth: 60, measurer: m) == ["  abcdefgh", "ijklmnop"])
        #expect(TextLayout.wrap("  kt1.alpha = 0.5", size: size, maxWidth: 60, measurer: m).first?.isEmpty == false)
        // ICU says a line may break between any two Chinese characters; inside a word the
        // wrapper does not (ChineseWords), elsewhere it does.
        let chars = Array("点击按钮")
        let icu = UnicodeLineBreaks.opportunities("点击按钮", characters: chars)
        #expect(icu == [true, true, true, true, true])
        #expect(TextLayout.rawTokens("点击按钮") == ["点击", "按钮"])
    }

    @Test("newlines start new lines and blank lines are kept inside the text")
    func explicitNewlines() {
        #expect(TextLayout.wrap("one\ntwo\n\nthree\n", size: size, maxWidth: 1000, measurer: m) == ["one", "two", "", "three"])
    }

    @Test("reflow joins single newlines into spaces and keeps blank-line paragraphs apart")
    func reflow() {
        #expect(TextLayout.reflow("one\ntwo\n\nthree\n  four\n") == "one two\nthree four")
        #expect(TextLayout.reflow("a\n\n\n\nb") == "a\nb")
        #expect(TextLayout.reflow("single line") == "single line")
        #expect(TextLayout.reflow("") == "")
        // The reflowed paragraphs wrap as separate lines.
        let lines = TextLayout.wrap(TextLayout.reflow("alpha\nbeta\n\ngamma"), size: size, maxWidth: 1000, measurer: m)
        #expect(lines == ["alpha beta", "gamma"])
    }

    @Test("FixedWidthTextMeasurer: 0.6 x size per character, 1.2 x size per line")
    func fixedWidthMeasurer() {
        #expect(m.measure("abcd", size: 10) == Size(width: 24, height: 12))
        #expect(m.measure("", size: 20).width == 0)
    }
}
