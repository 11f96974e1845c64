import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// Chinese line breaking: no line starts with closing punctuation, none ends with opening.
@Suite struct ChineseLineBreaking {
    static let closing: Set<Character> = Set("。，、；：？！」）")
    static let opening: Set<Character> = Set("「（")

    static func check(_ text: String, _ what: String) {
        let measurer = FixedWidthTextMeasurer()
        for width in [120.0, 200, 260, 330, 420] {
            let lines = TextLayout.wrap(TextLayout.reflow(text), size: 12.5, maxWidth: width, measurer: measurer)
            for (i, line) in lines.enumerated() {
                if i > 0, let first = line.first { #expect(!closing.contains(first), "\(what) at \(width): line starts with \(first): \(line)") }
                if let last = line.last { #expect(!opening.contains(last), "\(what) at \(width): line ends with \(last): \(line)") }
            }
        }
    }

    @Test("every scene's title and summary, in Chinese and English")
    func sceneSummaries() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: UITest.scenesFolder.path).filter { $0.hasSuffix(".yaml") }
        #expect(!names.isEmpty)
        for name in names.sorted() {
            let document = try UITest.example(String(name.dropLast(5)))
            Self.check(document.summary, name)
            Self.check(document.title, name)
            if let t = document.translations["zh"] {
                Self.check(t.summary ?? "", name + " zh")
                Self.check(t.title ?? "", name + " zh")
            }
        }
    }

    @Test("every panel string in the Chinese table")
    func panelStrings() {
        for (key, value) in Strings.table(.zh) { Self.check(value, key) }
    }

    @Test("closing punctuation stays with the character before it")
    func keepsPunctuation() {
        let lines = TextLayout.wrap("命中测试先问父视图。它说不在内，所以子视图从来不会被问到。", size: 10, maxWidth: 60, measurer: FixedWidthTextMeasurer())
        #expect(lines.count > 1)
        #expect(lines.dropFirst().allSatisfy { !"。，".contains($0.first ?? " ") })
    }
}
