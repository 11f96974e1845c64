import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// `touchscope why`'s words: every language has every key, and a Chinese answer carries no
/// English words of the English table (a missing or misnamed key falls back to English).
@Suite struct WhyWordsTests {
    @Test func everyLanguageHasEveryKeyWithItsPlaceholders() {
        for language in Language.allCases {
            let table = WhyWords.table(language)
            #expect(Set(table.keys) == Set(WhyWords.en.keys), "\(language): keys differ")
            for (key, english) in WhyWords.en {
                guard let words = table[key] else { continue }
                #expect(Set(TextTemplate.placeholders(in: words)) == Set(TextTemplate.placeholders(in: english)), "\(language) \(key): \(words)")
                if language != .en, english.contains(where: \.isLetter) {
                    #expect(words != english, "\(language) \(key) is not translated")
                }
            }
        }
    }

    /// The English table's fixed phrases (the text between placeholders) with three or more words.
    static let englishPhrases: [String] = WhyWords.en.values.flatMap { template in
        template.split(omittingEmptySubsequences: true) { $0 == "{" || $0 == "}" }
            .map { $0.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)) }
            .filter { $0.split(separator: " ").count >= 3 }
    }

    @Test func aChineseAnswerHasNoEnglishPhrase() throws {
        #expect(Self.englishPhrases.count > 30, "the oracle has phrases to look for")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // Every kind of sentence and culprit: off the canvas, clipped away, a container, each
        // kind of ancestor that keeps taps away, an own point(inside:) that says never.
        var scenes = try [WhyAnswers.offScreenYAML, WhyAnswers.culpritsYAML].map { SceneBuilder.build(try SceneParser.parse($0, path: "w.yaml")) }
        // A scene of the course with the other culprits (an ancestor's point(inside:), a hitTest
        // that passes through). The dumps' answers in Chinese are a golden (`whyInChinese`).
        for file in ["Scenes/40-hit-areas-and-dead-zones.yaml"] {
            scenes.append(SceneBuilder.build(try SceneFile.load(root.appendingPathComponent(file).path, displayPath: file)))
        }
        var texts: [(String, String)] = []
        var kinds: Set<String> = []
        for built in scenes {
            let analyzer = TapAnalyzer(built)
            for view in built.viewsInOrder.prefix(40) {
                let answer = TapWhy.answer(analyzer, view: view, language: .zh)
                if let c = answer.culprit { kinds.insert(TapWhy.code(c, view: view, scene: built).code) }
                texts.append((view.id, TapWhy.text(answer)))
                texts.append((view.id, TapWhy.text(TapWhy.answer(analyzer, view: view, at: Point(x: 60, y: 710), language: .zh))))
            }
        }
        // Every reason, worded directly (some no scene here gives: another view's hitTest, a
        // window in front).
        let some = scenes[1]
        let view = try #require(some.views["f"])
        let reasons: [DeadZoneReason] = [
            .outsideAncestor("off", rule: nil), .outsideAncestor("off", rule: "insets(-10)"), .outsideAncestor("zero", rule: nil),
            .ignored(by: "f", .hidden), .ignored(by: "off", .interactionDisabled), .ignored(by: "faint", .transparent),
            .ignored(by: "f", .animating), .ownOverride(rule: "never"), .intercepted(by: "grabber", rule: "self"), .passThrough,
            .overridden(by: "grabber", rule: "returns(a)"), .covered(by: "a"), .covered(by: "f"), .unreachable,
        ]
        for r in reasons { texts.append(("clause", TapWhy.clause(r, view: view, scene: some, language: .zh))) }
        #expect(kinds.isSuperset(of: ["covered", "subview", "ignored", "ignoredAncestor", "intercepted", "ownOverride",
                                      "outsideAncestor", "zeroSizeAncestor", "passThrough"]), "\(kinds.sorted())")
        for (id, text) in texts {
            for phrase in Self.englishPhrases where text.contains(phrase) {
                Issue.record("\(id): English in the Chinese answer: \(phrase)\n\(text)")
            }
        }
        // The oracle sees English where there is English.
        let english = TapWhy.answer(TapAnalyzer(some), view: view, language: .en)
        #expect(Self.englishPhrases.contains { TapWhy.text(english).contains($0) })
    }
}
