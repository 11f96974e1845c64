import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The string tables: a language is a file, and every file says everything English says.
@Suite("String tables")
struct StringsTests {
    @Test("every language has every key, and no key English lacks")
    func everyKeyInEveryLanguage() {
        let keys = Set(Strings.en.keys)
        #expect(keys.count > 100)
        for language in Language.allCases {
            let table = Strings.table(language)
            #expect(Set(table.keys).subtracting(keys).isEmpty, "\(language) has keys English lacks: \(Set(table.keys).subtracting(keys))")
            #expect(keys.subtracting(table.keys).isEmpty, "\(language) lacks \(keys.subtracting(table.keys).sorted())")
        }
    }

    @Test("every entry has the same placeholders as English, and English numbers them from 0 without gaps")
    func placeholdersMatch() {
        for (key, english) in Strings.en {
            let expected = Strings.placeholders(in: english).sorted()
            #expect(Set(expected) == Set(0..<Set(expected).count), "\(key): \(english)")
            for language in Language.allCases {
                guard let words = Strings.table(language)[key] else { continue }
                #expect(Strings.placeholders(in: words).sorted() == expected, "\(language) \(key): \(words)")
            }
        }
    }

    @Test("a shorter wording (.short, .shorter) belongs to an entry, is shorter than the wording before it and fills none of its placeholders that the entry lacks; wordings(_:) gives them longest first")
    func shorterWordings() {
        for l in Language.allCases {
            let table = Strings.table(l)
            var shortened = 0
            for (key, template) in table {
                for suffix in [".short", ".shorter"] where key.hasSuffix(suffix) {
                    let base = String(key.dropLast(suffix.count))
                    guard let full = table[base] else { Issue.record("\(l) \(key) has no entry \(base)"); continue }
                    let before = suffix == ".short" ? full : (table[base + ".short"] ?? "")
                    #expect(template.count < before.count, "\(l) \(key): \"\(template)\" is not shorter than \"\(before)\"")
                    #expect(Set(Strings.placeholders(in: template)).isSubset(of: Strings.placeholders(in: full)), "\(l) \(key)")
                    shortened += 1
                }
            }
            #expect(shortened >= 12, "\(l): the status line's and the hints' shorter wordings are in the table")
        }
        #expect(Strings.wordings("status.interact", .en) == ["INTERACT · click = touch · Tab: inspect · ?: help", "INTERACT · ?: help", "INTERACT"])
        #expect(Strings.wordings("panel.summaryAbove", .zh, ["3"]) == ["▴ 上面还有 3 行：在这里向上滚动", "▴ 上面还有 3 行"])
        #expect(Strings.wordings("panel.views", .en) == ["Views"], "an entry with no shorter wording has one")
        // One line is "1 more line" (the table's .one entry), more are "lines".
        #expect(Localization.summaryBelow(1, .en).last == "▾ 1 more line")
        #expect(Localization.summaryBelow(2, .en).last == "▾ 2 more lines")
        #expect(Localization.helpAbove(1, .en).last == "▴ 1 line above")
        #expect(Localization.summaryBelow(1, .zh).last == "▾ 下面还有 1 行")
    }

    @Test("filling replaces each placeholder once, in one pass; a missing argument leaves it")
    func fill() {
        #expect(Strings.fill("Step {0} of {1}", ["2", "5"]) == "Step 2 of 5")
        #expect(Strings.fill("{1} before {0}", ["a", "b"]) == "b before a")
        #expect(Strings.fill("{0}", ["{1}", "x"]) == "{1}", "an argument is not filled again")
        #expect(Strings.fill("a {0} b {1}", ["x"]) == "a x b {1}")
        #expect(Strings.fill("{ not a placeholder }", []) == "{ not a placeholder }")
    }

    @Test("a key the language lacks falls back to English; an unknown key comes out as itself")
    func fallback() {
        #expect(Strings.text("panel.views", .zh) == "视图")
        #expect(Strings.text("panel.views", .en) == "Views")
        #expect(Strings.text("no.such.key", .zh) == "no.such.key")
    }

    /// Every word the interface asks for, in `l`.
    static func everything(_ l: Language) -> [String] {
        var out: [String] = []
        out += Overlay.allCases.map { Localization.overlayTitle($0, l) }
        out += Playground.keyBindings.map { Localization.describe($0.command, l) }
        out += WhatIfProperty.allCases.map { Localization.whatIfVerb($0, l) }
        out += HitTestVerdict.allCases.map { Localization.verdict($0, l) }
        out += TouchBehaviour.allCases.map { Localization.behaviour($0, l) }
        out += [PlaygroundMode.interact, .inspect].flatMap { [Localization.status($0, l), Localization.clickHint($0, l)] }
        out += [Localization.onOff(true, l), Localization.onOff(false, l), Localization.overrideDecided(l), Localization.hitViewLegend(l),
                Localization.hitAreaLegend(l), Localization.deadZoneLegend(l), Localization.noViewLegend(l), Localization.views(l),
                Localization.lastTouch(l), Localization.eventLog(l), Localization.gestures(l), Localization.more(3, l),
                Localization.hitTag(l), Localization.hitView(nil, window: nil, l), Localization.hitView("v", window: nil, l),
                Localization.hitView("v", window: "w", l), Localization.notDelivered("x", l), Localization.notDeliveredTo("x", "y", l), Localization.dropped(l),
                Localization.waitsFor(["a", "b"], l), Localization.errorsTitle(l), Localization.errorsKeep(true, l),
                Localization.errorsKeep(false, l), Localization.keys(l), Localization.helpMouse(l), Localization.helpTree(l),
                Localization.whatIfTitle(l), Localization.whatIfHint(l), Localization.whatIfNeedsSelection(l),
                Localization.whatIfNotControl("v", l), Localization.whatIfNoTouch(l), Localization.before(l), Localization.after(l),
                Localization.unchanged(l), Localization.chainLabel(l), Localization.hitLabel(l), Localization.none(l),
                Localization.reverted(l), Localization.nothingToWrite(l), Localization.stepTitle(0, 3, l), Localization.stepHint(l),
                Localization.noStory(l), Localization.deadZonesTitle(l), Localization.noDeadZones(l), Localization.points(12, l),
                Localization.exported("p", l), Localization.exportFailed("m", l), Localization.wroteBack("p", l),
                Localization.writeBackDump("d.txt", l), Localization.writeBackFailed("p", "why", l)]
        // Keys made from a value at run time: every value's.
        out += [InputPhase.down, .move, .up, .cancel].map { Localization.inputPhase($0, l) }
        out += [SceneWriteBack.Failure.Kind.doesNotParse(path: "p", error: "e"), .lineMissing(view: "v", line: 3),
                .flowMapping(view: "v", key: "k")].map { Localization.writeBackFailure($0, l) }
        let reasons: [DeadZoneReason] = [.outsideAncestor("a", rule: "r"), .outsideAncestor("a", rule: nil), .ignored(by: "v", .hidden),
                                         .ownOverride(rule: "r"), .intercepted(by: "v", rule: "r"), .passThrough,
                                         .overridden(by: "v", rule: "r"), .covered(by: "v"), .unreachable]
        out += reasons.map { Localization.deadZoneReason($0, l) }
        return out
    }

    @Test("everything the interface asks for is in the tables, filled, in both languages")
    func everythingIsInTheTables() {
        for l in Language.allCases {
            for words in Self.everything(l) {
                #expect(Strings.en[words] == nil, "\(l): asked for a key the tables lack: \(words)")
                #expect(Strings.placeholders(in: words).isEmpty, "\(l): unfilled placeholder in \(words)")
            }
        }
        #expect(Localization.stepTitle(1, 4, .en) == "Step 2 of 4")
        #expect(Localization.stepTitle(1, 4, .zh) == "第 2 步，共 4 步")
        #expect(Localization.hitView("v", window: "w", .zh) == "命中视图：v（在 w 中）")
    }

    struct Reason: TraceReason {
        var code: String
        var arguments: [String]
        var text: String
    }

    @Test("a typed reason is worded from reason.<code> with its arguments, else by its own English text")
    func reasonWords() {
        let covered = Reason(code: "covered", arguments: ["front"], text: "covered by front in front")
        #expect(Localization.words(for: covered, .zh) == "被前面的 front 挡住")
        #expect(Localization.words(for: covered, .en) == "covered by front in front")
        let unknown = Reason(code: "somethingNew", arguments: ["x"], text: "something new about x")
        #expect(Localization.words(for: unknown, .zh) == "something new about x")
        let short = Reason(code: "intercepted", arguments: ["v"], text: "intercepted by v")
        #expect(Localization.words(for: short, .zh) == "intercepted by v", "too few arguments: the English text, not a hole")
    }

    @Test("every reason code the core can give has words in every language, with the core's placeholders")
    func everyReasonCodeIsTranslated() {
        for (code, template) in TraceReasonCatalog.englishTemplates {
            for language in [Language.en, .zh] {
                let entry = Strings.table(language)["reason." + code]
                #expect(entry != nil, "reason.\(code) missing in \(language)")
                if let entry {
                    #expect(Set(Strings.placeholders(in: entry)) == Set(Strings.placeholders(in: template)),
                            "reason.\(code) in \(language): \(entry) vs the core's \(template)")
                }
            }
        }
    }

    @Test("Chinese words a gesture reason in Chinese, its direction included")
    func gestureReasonInChinese() {
        let reason = GestureReason.controlBeatsAncestorTap("sendButton")
        #expect(Localization.words(for: reason, .zh) == "控件 sendButton 胜过它祖先视图上的点按识别器")
        let swipe = GestureReason.rule(.swiped(distance: 80, direction: .left, minimum: 50))
        #expect(Localization.words(for: swipe, .en) == swipe.text)
        #expect(Localization.words(for: swipe, .zh) == "向左移动了 80 pt（≥ 50）")
    }

    @Test("the event log is the trace's own text in English (the hit view's line aside) and the same facts in Chinese, for every record of every scene")
    func eventLogInBothLanguages() throws {
        for path in SceneFile.scenes(in: UITest.scenesFolder.path) {
            let records = SceneTrace.run(try SceneFile.load(path))
            for r in records {
                // The hit view's line names its window as "in window", and a window that is the
                // hit view once (the trace's "x (window window)" read as a stutter).
                if case .hitResult = r.event {} else { #expect(Localization.logLine(r.event, .en) == TraceText.line(r.event)) }
                let zh = Localization.logLine(r.event, .zh)
                #expect(!zh.contains("{"), "\(path): an unfilled placeholder in \(zh)")
                switch r.event {
                case .touchBegan, .hitResult, .gesture, .cancelAll, .notDelivered, .dropped:
                    #expect(zh != TraceText.line(r.event), "\(path): not translated: \(zh)")
                default: break
                }
            }
        }
    }
}
