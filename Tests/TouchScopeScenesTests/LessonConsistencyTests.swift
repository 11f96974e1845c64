import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes
import Yams

/// Every lesson checked against its scene and its trace (issue 37, item 6): the mechanical
/// mismatches a summary or a caption can have, in English and in Chinese.
///
/// The texts checked are each scene's `summary`, `translations.zh.summary`, and every caption
/// (`say:` and `say_zh:`), in the scene files (`Scenes/*.yaml`) and in their Swift twins
/// (`Scenes/*.swift`). The rules, each deliberately conservative (a rule that cannot decide
/// says nothing):
///
/// 1. **Names.** A word that looks like a scene id — lowerCamelCase (`nameField`, `hitTest`), or
///    lower-case letters with digits (`rowA3`, `row1`), alone, dotted (`nameField.tap`,
///    `pagerFixed.pan`) or in backticks — must be something the scene has: a name its own file
///    writes (a YAML key or value outside `title`, `summary`, `say`, `say_zh` and
///    `translations`; in a Swift twin, an identifier of its code outside strings and comments),
///    an id of its document (views, windows, recognizers, controllers, actions, methods it
///    implements, words of view labels), a word its trace prints (`keyboard`, `application`,
///    `list.pan`, `isMultipleTouchEnabled`...), or a UIKit name on ``LessonWords/uikitNames``.
///    The override and delegate names of rule 2 are left to rule 2.
///    A dotted word is looked up whole, after dropping a leading type name (`UIView.endEditing`
///    is `endEditing`); it also passes when every part is an id-like known name. Argument labels
///    of a method name (`toFail` in `require(toFail:)`) are not ids. Every word on
///    ``LessonWords/uikitNames`` is a real UIKit API name; ``LessonWords/citedNames`` holds the
///    one non-UIKit name a lesson cites on purpose.
/// 2. **Overrides.** A text that names an override or a delegate answer of
///    ``LessonWords/overrideRules`` (`hitTest`, `point(inside:)` / `pointInside`,
///    `touchesShouldBegin`, `touchesShouldCancel`, `gestureRecognizerShouldBegin` /
///    `shouldBegin`, `shouldReceive`, `shouldRecognizeSimultaneously`, `shouldRequireFailureOf`,
///    `shouldBeRequiredToFailBy`, `canBecomeFirstResponder`, the collection and table delegate
///    answers, and the touches methods when "override(s)/overridden/重写" stands just before
///    them) needs the scene to have it: the YAML key with a value other than its default, a
///    Swift `override func/var` of that name, or the trace showing UIKit ask it (`touchesShouldCancel(in:
///    ...) returned false`). `hitTest` and `point(inside:)` are also what UIKit's own hit-test
///    runs, so a mention of them counts only when it is framed as the scene's: an override word
///    next to it or a possessive just before it (`the card's hitTest`, `its point(inside:)`,
///    卡片的 hitTest, 重写 hitTest); a Swift twin that calls them has them. The exception:
///    the text says it is NOT there — a negation (`not`, `never`, `no`, `without`, `n't`,
///    `nobody`, `none`, `nothing`; 不, 没, 未, 无) within four words (Chinese: eight characters)
///    of the name, in the same sentence.
/// 3. **Counts.** A sentence that begins with a number word from two to ten and, within three
///    more words, a counted noun (`buttons`, `controls`, `sliders`, `switches`, `windows`,
///    `fingers`, `recognizers`, `views`, `scroll/table/collection views`, and the id nouns
///    `photos`, `strips`, `boxes`, `cards`, `panels`, `stickers`, `badges`; in Chinese a number
///    两 ... 十 with a measure word 个/根/张/条/层/块 and, within four characters, 按钮, 控件,
///    滑块, 开关, 窗口, 手指, 识别器, (滚动/表格/集合)视图, 照片, 横条, 盒子, 贴纸, 徽章) states
///    the scene's inventory, and must equal the count: views of that kind (windows not
///    counted), windows, the fingers the script uses (or a recognizer's `touches` /
///    `minimumTouches` / `maximumTouches`: "needs two fingers"), recognizers declared, views
///    whose id contains the noun. Not counts: "kinds/types/sorts/ways of", 种, and 都 after
///    the noun ("三个视图都…": what all three do).
/// 4. **Captions ahead of playback.** A caption shows from its step until the next captioned
///    step: its *span* (a caption-only `say:` step's span starts at the next step that does
///    something, and may be empty). A caption that names a recognizer `X` as recognizing
///    (`X recognizes`, `X recognized`, `X begins`, `X began`; `X 识别`, `X 开始`, not after 从),
///    a view as the hit view (`hit view: X`, `hit view is X`, `X is the hit view`,
///    `hit-testing ends at X`, `hit-testing finds X`; `命中视图是 X`, `X 是命中视图`), or a
///    responder as first responder (`X becomes/is (now) (the) first responder`,
///    `first responder is X`, `first responder, X`, `first responder: X`; `X 成为第一响应者`,
///    `第一响应者是 X`, `第一响应者 X`) must have the trace show it — the recognizer going to
///    `began` or `ended`, a hit result for `X`, a first-responder record for `X` — at or before
///    the last step of its span. The state the scene starts in (its first responder) counts as
///    before every step. Later, or never, is a failure. `X` must be an id of the scene or of
///    its trace, and a word after "a", "an", "any", "every" or "each" is a common noun ("a long
///    press begins"), not that recognizer.
///
/// Every failure names the file, the text (`summary` or `caption N` with its line, `en` or
/// `zh`), the word, and the reason.
@Suite("Lessons agree with their scenes and traces")
struct LessonConsistencyTests {
    static let directory = repositoryRoot.appendingPathComponent("Scenes").path
    static let sceneFiles: [String] = SceneFile.scenes(in: directory)
    static let swiftTwins: [String] = SceneFile.swiftScenes(in: directory)

    @Test("each scene file's summary and captions name only what it has, count right, and do not run ahead of the trace",
          arguments: sceneFiles)
    func sceneFile(_ path: String) throws {
        for finding in try LessonAudit(path: path).findings() { Issue.record(Comment(rawValue: finding)) }
    }

    @Test("each Swift twin's summary and captions name only what it has, count right, and do not run ahead of the trace",
          .serialized, arguments: swiftTwins)
    func swiftTwin(_ path: String) throws {
        for finding in try LessonAudit(path: path).findings() { Issue.record(Comment(rawValue: finding)) }
    }

    @Test("the audit has the course's scenes to read (a broken lookup would pass the tests above with no case)")
    func scenesAreFound() {
        #expect(Self.sceneFiles.count >= 48, "\(Self.sceneFiles.count) scene files in \(Self.directory)")
        #expect(Self.swiftTwins.count >= 18, "\(Self.swiftTwins.count) Swift twins")
    }

    // MARK: The rules fire

    /// A small scene with a recognizer that recognizes only on the second tap, two buttons and
    /// no overrides; each test below puts one wrong text on it.
    static func probe(summary: String = "A card.", zhSummary: String? = nil, captions: [String] = [],
                      zhCaptions: [String] = []) throws -> [String] {
        var yaml = """
        title: probe
        summary: "\(summary)"
        \(zhSummary.map { "translations: {zh: {summary: \"\($0)\"}}" } ?? "")
        window:
          subviews:
            - id: card
              frame: [0, 0, 390, 400]
              gestures:
                - {id: cardTap, type: tap, taps: 2, action: open, target: card}
              implements: [open]
              subviews:
                - {id: okButton, kind: button, frame: [10, 300, 100, 50]}
                - {id: cancelButton, kind: button, frame: [200, 300, 100, 50]}
        script:

        """
        let steps = ["tap: [50, 50]", "wait: 1", "tap: [50, 50]", "tap: [50, 50]"]
        for (i, step) in steps.enumerated() {
            var caption = i < captions.count && !captions[i].isEmpty ? ", say: \"\(captions[i])\"" : ""
            if i < zhCaptions.count && !zhCaptions[i].isEmpty { caption += ", say_zh: \"\(zhCaptions[i])\"" }
            yaml += "  - {\(step)\(caption)}\n"
        }
        return try LessonAudit(document: scene(yaml), displayPath: "probe.yaml", file: .yaml(yaml)).findings()
    }

    @Test("the probe scene itself is clean")
    func probeIsClean() throws {
        #expect(try Self.probe(summary: "Two buttons on a card. The card does not override hitTest.",
                               captions: ["Tap the card: cardTap waits.", "", "cardTap recognizes."]) == [])
    }

    @Test("an id the scene does not have is reported, with the text and the word")
    func unknownId() throws {
        let findings = try Self.probe(captions: ["Tap `rowA9`: nothing."])
        #expect(findings.count == 1)
        #expect(findings.first?.contains("caption 1") == true && findings.first?.contains("'rowA9'") == true)
        #expect(try Self.probe(summary: "okButton.tap and cardTap.").count == 1)
        let zh = try Self.probe(captions: ["Tap the card."], zhCaptions: ["点 rowA9。"])
        #expect(zh.count == 1 && zh.first?.contains("caption 1 (line") == true && zh.first?.contains("(zh)") == true)
        // UIKit's names, argument labels and a type-qualified name are not scene ids.
        #expect(try Self.probe(summary: "Like require(toFail:), UIView.endEditing and touchesBegan.") == [])
    }

    @Test("an override the scene does not have is reported, unless the text says it is not there")
    func missingOverride() throws {
        #expect(try Self.probe(summary: "The card's hitTest returns itself.").count == 1)
        #expect(try Self.probe(summary: "The card's point(inside:) grows it.").count == 1)
        #expect(try Self.probe(summary: "The card does not override point(inside:).") == [])
    }

    @Test("a number next to a counted noun that is not the scene's count is reported")
    func wrongCount() throws {
        #expect(try Self.probe(summary: "Three buttons on a card.").count == 1)
        #expect(try Self.probe(summary: "Two buttons on a card.") == [])
        #expect(try Self.probe(summary: "Two kinds of buttons.") == [])
        #expect(try Self.probe(zhSummary: "三个按钮。").count == 1)
        #expect(try Self.probe(zhSummary: "两个按钮放在卡片上。") == [])
        // The script uses one finger.
        #expect(try Self.probe(summary: "Two fingers tap the card.").count == 1)
    }

    @Test("a caption that names a recognition the trace shows only after the caption gives way is reported")
    func captionAhead() throws {
        // cardTap recognizes on the tap of step 3 (the second of a double tap); a caption on
        // step 0, whose span is step 0 alone (the next caption is on step 1), runs ahead of it.
        let findings = try Self.probe(captions: ["cardTap recognizes.", "Wait."])
        #expect(findings.count == 1)
        #expect(findings.first?.contains("step 3") == true)
        // Shown until the end (no later caption), the same words are in time.
        #expect(try Self.probe(captions: ["cardTap recognizes."]) == [])
        #expect(try Self.probe(captions: ["Tap.", "Wait."], zhCaptions: ["cardTap 识别成功。"]).count == 1)
        // A hit view the trace never shows, and a first responder the scene never has.
        #expect(try Self.probe(captions: ["The hit view is okButton."]).count == 1)
        #expect(try Self.probe(captions: ["Tap: the hit view is card."]) == [])
        #expect(try Self.probe(captions: ["card becomes the first responder."]).count == 1)
        // "A tap recognizes" is any tap recognizer.
        #expect(try Self.probe(captions: ["A cardTap recognizes.", "Wait."]) == [])
    }
}

// MARK: The audit

/// The checks of one scene's texts (see ``LessonConsistencyTests``).
struct LessonAudit {
    /// The scene file as written: its words count as names the scene has.
    enum File {
        case yaml(String)
        case swift(String)
    }

    let document: SceneDocument
    let displayPath: String
    let file: File
    let trace: [TraceRecord]
    /// How many records at the trace's start are the scene's initial state (the first
    /// responder it starts with), before any step: they count as step -1.
    let initialRecords: Int
    let traceText: String
    /// Every name the scene has (rule 1).
    let known: Set<String>

    init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let display = "Scenes/" + (path as NSString).lastPathComponent
        self.init(document: try SceneFile.load(path), displayPath: display,
                  file: path.hasSuffix(".swift") ? .swift(text) : .yaml(text))
    }

    init(document: SceneDocument, displayPath: String, file: File) {
        self.document = document
        self.displayPath = displayPath
        self.file = file
        trace = SceneTrace.run(document)
        initialRecords = SceneTrace.run(document, steps: []).count
        traceText = TraceText.format(trace)
        var known = Set<String>()
        switch file {
        case let .yaml(text): known.formUnion(Self.yamlWords(text))
        case let .swift(text): known.formUnion(Self.words(in: Self.codeOnly(text)))
        }
        known.formUnion(Self.words(in: traceText))
        for view in document.allViews {
            known.insert(view.id)
            known.formUnion(Self.words(in: view.text))
            known.formUnion(view.implements)
            for g in view.gestures { known.insert(g.id); if let a = g.action { known.insert(a) } }
            for a in view.actions { known.insert(a.action) }
            if let c = view.controller { known.insert(c.id); known.formUnion(c.implements) }
        }
        known.formUnion(document.appImplements)
        known.formUnion(document.delegateImplements ?? [])
        known.formUnion(LessonWords.uikitNames)
        known.formUnion(LessonWords.citedNames)
        self.known = known
    }

    /// One text the audit reads: where it is, its language, its words.
    struct Text {
        var label: String
        var zh: Bool
        var text: String
        /// For a caption: its index in the script.
        var scriptIndex: Int?
    }

    var texts: [Text] {
        var texts = [Text(label: "summary", zh: false, text: document.summary)]
        if let zh = document.translations["zh"]?.summary { texts.append(Text(label: "summary", zh: true, text: zh)) }
        var n = 0
        for (i, step) in document.script.enumerated() {
            guard let caption = step.caption else { continue }
            n += 1
            let label = "caption \(n) (line \(step.location.line))"
            texts.append(Text(label: label, zh: false, text: caption.text, scriptIndex: i))
            if let zh = caption.zh { texts.append(Text(label: label, zh: true, text: zh, scriptIndex: i)) }
        }
        return texts
    }

    func findings() -> [String] {
        var out: [String] = []
        for t in texts {
            let here = "\(displayPath): \(t.label) (\(t.zh ? "zh" : "en"))"
            out += unknownNames(t).map { "\(here): \($0)" }
            out += missingOverrides(t).map { "\(here): \($0)" }
            out += wrongCounts(t).map { "\(here): \($0)" }
            if let i = t.scriptIndex { out += captionAhead(t, scriptIndex: i).map { "\(here): \($0)" } }
        }
        return out
    }

    // MARK: Rule 1: names

    func unknownNames(_ t: Text) -> [String] {
        var out: [String] = []
        var reported = Set<String>()
        let overrideNames = Set(LessonWords.overrideRules.flatMap(\.tokens))
        for token in LessonWords.tokens(t.text) where LessonWords.isIdLike(token.word) {
            if LessonWords.isArgumentLabel(t.text, token) || overrideNames.contains(token.word) { continue }
            // A leading type name qualifies what follows (`UIView.endEditing`, `UITouch.view`).
            var parts = token.word.split(separator: ".").map(String.init)
            while parts.count > 1, let c = parts[0].unicodeScalars.first, c >= "A" && c <= "Z" { parts.removeFirst() }
            let word = parts.joined(separator: ".")
            if known.contains(word) { continue }
            // A dotted word not known whole passes when every part is an id-like known name
            // (`bounds.insetBy` is known whole from a Swift twin's code); `okButton.tap`, with no
            // recognizer of that name, does not.
            if parts.count > 1, parts.allSatisfy({ LessonWords.isIdLike($0) && known.contains($0) }) { continue }
            if reported.insert(word).inserted {
                out.append("'\(word)' is not in the scene: no view, window, recognizer, controller, action or word of the file or of its trace has that name, and it is not a UIKit name on the allow-list")
            }
        }
        return out
    }

    // MARK: Rule 2: overrides

    func missingOverrides(_ t: Text) -> [String] {
        var out: [String] = []
        for rule in LessonWords.overrideRules {
            for mention in rule.mentions(in: t.text) {
                if rule.isPresent(file: file, trace: traceText, document: document) { break }
                if LessonWords.isNegated(t.text, around: mention, zh: t.zh) { continue }
                out.append("'\(rule.name)' is named as an override or delegate answer, but the scene has none (\(rule.evidence)), and the text does not say it is not overridden")
                break
            }
        }
        return out
    }

    // MARK: Rule 3: counts

    func wrongCounts(_ t: Text) -> [String] {
        var out: [String] = []
        for claim in LessonWords.countClaims(t.text, zh: t.zh) {
            let actual = count(claim.noun)
            if claim.noun == .fingers, fingerRequirements.contains(claim.number) { continue }
            if claim.number != actual {
                out.append("'\(claim.phrase)' says \(claim.number), but the scene has \(actual) \(claim.noun.description)")
            }
        }
        return out
    }

    /// How many of a counted noun the scene has.
    func count(_ noun: LessonWords.CountedNoun) -> Int {
        let views = document.allViews.filter { !isWindow($0) }
        switch noun {
        case .buttons: return views.filter { $0.kind == .button }.count
        case .controls: return views.filter { $0.kind.isControl }.count
        case .sliders: return views.filter { $0.kind == .slider }.count
        case .switches: return views.filter { $0.kind == .switch }.count
        case .scrollViews: return views.filter { [.scrollView, .tableView, .collectionView].contains($0.kind) }.count
        case .tableViews: return views.filter { $0.kind == .tableView }.count
        case .collectionViews: return views.filter { $0.kind == .collectionView }.count
        case .views: return views.count
        case .windows: return document.windows.count
        case .recognizers: return document.allViews.reduce(0) { $0 + $1.gestures.count }
        case .fingers: return fingersUsed
        case let .idNoun(stem): return views.filter { $0.id.lowercased().contains(stem) }.count
        }
    }

    func isWindow(_ view: ViewSpec) -> Bool { document.windows.contains { $0.view.id == view.id } }

    /// The fingers the script uses: the highest finger number of any step (a point list counts
    /// on from its step's finger).
    var fingersUsed: Int {
        document.script.reduce(0) { most, step in
            let n: Int
            switch step.action {
            case let .fingers(_, points), let .tapFingers(points): n = step.finger + points.count - 1
            case let .dragFingers(from, _, _): n = step.finger + from.count - 1
            case .tap, .down, .move, .up, .cancel, .drag: n = step.finger
            default: n = 0
            }
            return max(most, n)
        }
    }

    /// Finger numbers a recognizer asks for (`touches`, `minimumTouches`, `maximumTouches`): a
    /// text may say "needs two fingers" of a scene whose script uses one.
    var fingerRequirements: Set<Int> {
        Set(document.allViews.flatMap(\.gestures).flatMap { [$0.touches, $0.minimumTouches, $0.maximumTouches].compactMap { $0 } })
    }

    // MARK: Rule 4: captions ahead of playback

    /// The ids a playback claim can name: views, windows, controllers, recognizers (the
    /// document's, and those the trace shows, such as a scroll view's `list.pan`), and the
    /// responders the trace names.
    var sceneIds: Set<String> {
        var ids = Set<String>()
        for view in document.allViews {
            ids.insert(view.id)
            ids.formUnion(view.gestures.map(\.id))
            if let c = view.controller { ids.insert(c.id) }
        }
        for record in trace {
            switch record.event {
            case let .gesture(g, _, _, _, _, _): ids.insert(g)
            case let .hitResult(_, v?, _): ids.insert(v)
            case let .firstResponder(r?): ids.insert(r)
            default: break
            }
        }
        return ids
    }

    func captionAhead(_ t: Text, scriptIndex: Int) -> [String] {
        let numbered = ScriptRunner.numbered(document.script)
        let nextCaption = document.script.indices.first { $0 > scriptIndex && document.script[$0].caption != nil }
            ?? document.script.count
        // The last step that does something while this caption shows; or, for a caption with
        // none (a caption-only step followed by another caption), the last step before it.
        let spanEnd = numbered[..<nextCaption].compactMap(\.index).last ?? -1
        var out: [String] = []
        for claim in LessonWords.playbackClaims(t.text, zh: t.zh) where sceneIds.contains(claim.id) {
            let matches: (TraceEvent) -> Bool
            let what: String
            switch claim.kind {
            case .recognizes:
                guard document.allViews.contains(where: { $0.gestures.contains { $0.id == claim.id } })
                    || traceText.contains("gesture \(claim.id) ") else { continue }
                matches = {
                    if case let .gesture(g, _, _, to, _, _) = $0 { return g == claim.id && (to == .began || to == .ended) }
                    return false
                }
                what = "recognizing"
            case .hitView:
                matches = { if case let .hitResult(_, v, _) = $0 { return v == claim.id }; return false }
                what = "the hit view"
            case .firstResponder:
                matches = { if case let .firstResponder(r) = $0 { return r == claim.id }; return false }
                what = "the first responder"
            }
            let first = trace.indices.first { matches(trace[$0].event) }.map { $0 < initialRecords ? -1 : trace[$0].step }
            guard let step = first else {
                out.append("'\(claim.id)' is named as \(what) ('\(claim.phrase)'), but the trace never shows it")
                continue
            }
            if step > spanEnd {
                let span = spanEnd < 0 ? "it shows before any step" : "its last step is \(spanEnd)"
                out.append("'\(claim.id)' is named as \(what) ('\(claim.phrase)'), but the trace shows it first at step \(step), after this caption gives way (\(span))")
            }
        }
        return out
    }

    // MARK: The scene's own words

    /// The identifier words of a YAML scene: keys and scalar values, except the lesson texts.
    static func yamlWords(_ text: String) -> Set<String> {
        guard let root = try? Yams.compose(yaml: text) else { return [] }
        var words = Set<String>()
        func walk(_ node: Node) {
            switch node {
            case let .scalar(s): words.formUnion(Self.words(in: s.string))
            case let .mapping(m):
                for (key, value) in m {
                    let k = key.string ?? ""
                    if ["title", "summary", "say", "say_zh", "translations"].contains(k) { continue }
                    words.formUnion(Self.words(in: k))
                    walk(value)
                }
            case let .sequence(s): for item in s { walk(item) }
            }
        }
        walk(root)
        return words
    }

    /// Swift source without its string literals and comments.
    static func codeOnly(_ source: String) -> String {
        let s = Array(source.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        func starts(_ p: String, at j: Int) -> Bool {
            let ps = Array(p.unicodeScalars)
            return j + ps.count <= s.count && Array(s[j..<(j + ps.count)]) == ps
        }
        while i < s.count {
            if starts("//", at: i) {
                while i < s.count && s[i] != "\n" { i += 1 }
            } else if starts("/*", at: i) {
                i += 2
                while i < s.count && !starts("*/", at: i) { i += 1 }
                i += 2
            } else if starts("\"\"\"", at: i) {
                i += 3
                while i < s.count && !starts("\"\"\"", at: i) { i += 1 }
                i += 3
                out.append(" ")
            } else if s[i] == "\"" {
                i += 1
                while i < s.count && s[i] != "\"" && s[i] != "\n" { i += s[i] == "\\" ? 2 : 1 }
                i += 1
                out.append(" ")
            } else {
                out.append(s[i]); i += 1
            }
        }
        return String(out)
    }

    /// The identifier words of a text (dotted words and their parts).
    static func words(in text: String) -> Set<String> {
        var words = Set<String>()
        for t in LessonWords.tokens(text) {
            words.insert(t.word)
            for part in t.word.split(separator: ".") { words.insert(String(part)) }
        }
        return words
    }
}

// MARK: Words

enum LessonWords {
    /// UIKit API names the lessons use that a scene need not have (the override and delegate
    /// names of ``overrideRules`` are not here: rule 2 checks them). Each is a real UIKit name:
    /// of UIEvent (`allTouches`), UIResponder, UIView, UIControl, UISlider, UIScrollView,
    /// UIGestureRecognizer and UIPanGestureRecognizer, or a control event (`touchDown`).
    static let uikitNames: Set<String> = [
        "allTouches", "becomeFirstResponder", "resignFirstResponder", "beginTracking", "continueTracking",
        "endTracking", "cancelsTouchesInView", "clipsToBounds", "delaysContentTouches", "delaysTouchesBegan",
        "delaysTouchesEnded", "endEditing", "isContinuous", "isUserInteractionEnabled", "motionEnded",
        "multipleTouchEnabled", "setTranslation", "touchDown",
    ]

    /// Names lessons cite that are neither UIKit's nor the scene's, each for a reason:
    /// `hitTestEdgeInsets` is the property of the UIButton categories many apps ship (scene 41
    /// shows what they do).
    static let citedNames: Set<String> = ["hitTestEdgeInsets"]

    struct Token {
        var word: String
        /// Scalar offsets in the text.
        var start: Int
        var end: Int
    }

    static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c == "_"
    }

    /// Runs of ASCII letters, digits and `_`, joined by single dots (`nameField.tap`); a
    /// leading or trailing dot is punctuation.
    static func tokens(_ text: String) -> [Token] {
        let s = Array(text.unicodeScalars)
        var out: [Token] = []
        var i = 0
        while i < s.count {
            guard isWordScalar(s[i]) else { i += 1; continue }
            let start = i
            while i < s.count && (isWordScalar(s[i]) || (s[i] == "." && i + 1 < s.count && isWordScalar(s[i + 1]) && i > start)) {
                i += 1
            }
            out.append(Token(word: String(String.UnicodeScalarView(s[start..<i])), start: start, end: i))
        }
        return out
    }

    /// Whether `token` is an argument label of a method name (`toFail` in `require(toFail:)`,
    /// `didSelectRowAt` in `tableView(_:didSelectRowAt:)`): inside parentheses that follow a
    /// word, and followed by a colon.
    static func isArgumentLabel(_ text: String, _ token: Token) -> Bool {
        let s = Array(text.unicodeScalars)
        guard token.end < s.count, s[token.end] == ":" else { return false }
        var depth = 0, j = token.start - 1
        while j >= 0 {
            if s[j] == ")" { depth += 1 } else if s[j] == "(" {
                if depth == 0 { return j > 0 && isWordScalar(s[j - 1]) }
                depth -= 1
            } else if s[j] == "\n" { return false }
            j -= 1
        }
        return false
    }

    /// lowerCamelCase, or lower-case letters with digits; for a dotted word, any part.
    static func isIdLike(_ word: String) -> Bool {
        if word.contains(".") { return word.split(separator: ".").contains { isIdLike(String($0)) } }
        guard let first = word.unicodeScalars.first, first >= "a" && first <= "z" else { return false }
        return word.unicodeScalars.contains { ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") }
    }

    /// Whether scalar `j` ends a sentence (`.` `!` `?` `;` `:` before a space or the end; the
    /// Chinese marks; a line break).
    static func endsSentence(_ s: [Unicode.Scalar], _ j: Int) -> Bool {
        let c = s[j]
        if c == "." || c == "!" || c == "?" || c == ";" || c == ":" { return j + 1 >= s.count || s[j + 1] == " " || s[j + 1] == "\n" }
        return "。！？；：\n".unicodeScalars.contains(c)
    }

    /// Whether a negation stands near `range` (scalar offsets) in its sentence: an English
    /// negation among the four words before or after it, or 不, 没, 未, 无 within eight
    /// characters of it.
    static func isNegated(_ text: String, around range: Range<Int>, zh: Bool) -> Bool {
        let s = Array(text.unicodeScalars)
        var lo = range.lowerBound, hi = range.upperBound
        while lo > 0 && !endsSentence(s, lo - 1) { lo -= 1 }
        while hi < s.count && !endsSentence(s, hi) { hi += 1 }
        let before = String(String.UnicodeScalarView(s[lo..<range.lowerBound]))
        let after = String(String.UnicodeScalarView(s[range.upperBound..<hi]))
        let zhNegations: Set<Character> = ["不", "没", "未", "无"]
        if before.suffix(8).contains(where: zhNegations.contains) || after.prefix(8).contains(where: zhNegations.contains) { return true }
        let negations: Set<String> = ["not", "never", "no", "without", "nobody", "none", "nothing"]
        func words(_ t: String) -> [String] {
            t.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
        }
        let near = words(before).suffix(4) + words(after).prefix(4)
        return near.contains { negations.contains($0) || $0.hasSuffix("n't") }
    }

    // MARK: Overrides

    /// Whether the mention at `range` is framed as the scene's own (see
    /// ``OverrideRule/onlyWhenAttributed``).
    static func isAttributed(_ s: [Unicode.Scalar], _ range: Range<Int>) -> Bool {
        let before = String(String.UnicodeScalarView(s[max(0, range.lowerBound - 30)..<range.lowerBound]))
            .replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces)
        let after = String(String.UnicodeScalarView(s[range.upperBound..<min(s.count, range.upperBound + 16)]))
            .replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces)
        let lower = before.lowercased()
        for possessive in ["'s", "’s", "'s own", "’s own", " its", " its own", " whose", " their"] where lower.hasSuffix(possessive) { return true }
        if lower == "its" || lower == "its own" || lower == "whose" { return true }
        if before.hasSuffix("的") || before.suffix(6).contains("重写") || after.hasPrefix("重写") { return true }
        let wordsBefore = lower.split { !$0.isLetter }.suffix(3)
        if wordsBefore.contains(where: { $0.hasPrefix("overrid") }) { return true }
        return after.lowercased().split { !$0.isLetter }.first?.hasPrefix("overrid") == true
    }

    struct OverrideRule {
        /// The name reported.
        var name: String
        /// Words that mention it (whole tokens) and phrases (substrings).
        var tokens: [String]
        var phrases: [String] = []
        /// Touches methods count only after "override"/"overrides"/"overridden"/"重写".
        var needsOverrideWord = false
        /// Scene keys whose presence (with a value other than these defaults) is the override.
        var yamlKeys: [String]
        var yamlDefaults: [String] = []
        /// Swift: `override func NAME` / `override var NAME`.
        var swiftNames: [String]
        /// Trace phrases that show UIKit asking it.
        var tracePhrases: [String] = []
        /// The document has it some other way (a text field can become first responder).
        var documentHas: (@Sendable (SceneDocument) -> Bool)? = nil

        var evidence: String {
            var e = yamlKeys.isEmpty ? [] : ["no \(yamlKeys.map { "'\($0):'" }.joined(separator: " or ")) key"]
            e.append("no Swift override")
            if !tracePhrases.isEmpty { e.append("the trace never shows it asked") }
            return e.joined(separator: ", ")
        }

        /// `hitTest` and `point(inside:)` are also UIKit's own methods (every hit-test calls
        /// them), so a mention is a claim about the scene only when it is framed as one: an
        /// override word just before or after it, or a possessive just before it (`the card's
        /// hitTest`, `its point(inside:)`, `whose hitTest`; 卡片的 hitTest, 重写 hitTest).
        var onlyWhenAttributed = false

        /// The mentions, each range running to the end of the method's name
        /// (`point(inside:with:)` whole).
        func mentions(in text: String) -> [Range<Int>] {
            var out: [Range<Int>] = []
            let toks = LessonWords.tokens(text)
            let s = Array(text.unicodeScalars)
            func throughParens(_ start: Int, _ end: Int) -> Int {
                guard end < s.count, s[end] == "(" || s[start..<end].contains("(") else { return end }
                var j = end
                while j < s.count && s[j] != ")" && s[j] != " " && j - end < 24 { j += 1 }
                return j < s.count && s[j] == ")" ? j + 1 : end
            }
            for (i, t) in toks.enumerated() where tokens.contains(t.word) {
                if needsOverrideWord {
                    let before = toks[max(0, i - 3)..<i].map { $0.word.lowercased() }
                    let zhBefore = String(String.UnicodeScalarView(s[max(0, t.start - 6)..<t.start]))
                    guard before.contains(where: { $0.hasPrefix("overrid") }) || zhBefore.contains("重写") else { continue }
                }
                out.append(t.start..<throughParens(t.start, t.end))
            }
            for p in phrases {
                let ps = Array(p.unicodeScalars)
                var j = 0
                while j + ps.count <= s.count {
                    if Array(s[j..<(j + ps.count)]) == ps { out.append(j..<throughParens(j, j + ps.count)); j += ps.count } else { j += 1 }
                }
            }
            if onlyWhenAttributed { out = out.filter { LessonWords.isAttributed(s, $0) } }
            return out.sorted { $0.lowerBound < $1.lowerBound }
        }

        func isPresent(file: LessonAudit.File, trace: String, document: SceneDocument) -> Bool {
            if tracePhrases.contains(where: trace.contains) { return true }
            if documentHas?(document) == true { return true }
            switch file {
            case let .yaml(text):
                for line in text.split(separator: "\n") {
                    for key in yamlKeys {
                        // `key:` as a mapping key (block or flow style), with its value.
                        for prefix in [" \(key):", "{\(key):", "-\(key):"] {
                            guard let r = (" " + line).range(of: prefix) else { continue }
                            let value = (" " + line)[r.upperBound...].trimmingCharacters(in: .whitespaces)
                            if !yamlDefaults.contains(where: { value.hasPrefix($0) }) { return true }
                        }
                    }
                }
                return false
            case let .swift(text):
                // Overridden, or (for UIKit's own `hitTest` and `point(inside:)`) called by its code.
                let code = LessonAudit.codeOnly(text)
                return swiftNames.contains { code.contains("override func \($0)") || code.contains("override var \($0)") }
                    || (onlyWhenAttributed && swiftNames.contains { code.contains(".\($0)") || code.contains(" \($0)") })
            }
        }
    }

    static let overrideRules: [OverrideRule] = [
        OverrideRule(name: "hitTest", tokens: ["hitTest"], yamlKeys: ["hitTest"], yamlDefaults: ["default"],
                     swiftNames: ["hitTest("], tracePhrases: ["hitTest override"], onlyWhenAttributed: true),
        OverrideRule(name: "point(inside:)", tokens: ["pointInside"], phrases: ["point(inside:"], yamlKeys: ["pointInside"],
                     yamlDefaults: ["default"], swiftNames: ["point(inside"], tracePhrases: ["[pointInside override", "point(inside:with:) override"],
                     onlyWhenAttributed: true),
        OverrideRule(name: "touchesShouldBegin", tokens: ["touchesShouldBegin"], yamlKeys: ["touchesShouldBegin"],
                     swiftNames: ["touchesShouldBegin"], tracePhrases: ["touchesShouldBegin("]),
        OverrideRule(name: "touchesShouldCancel", tokens: ["touchesShouldCancel"], yamlKeys: ["touchesShouldCancel"],
                     swiftNames: ["touchesShouldCancel"], tracePhrases: ["touchesShouldCancel("]),
        OverrideRule(name: "gestureRecognizerShouldBegin", tokens: ["gestureRecognizerShouldBegin", "shouldBegin"],
                     yamlKeys: ["shouldBegin"], yamlDefaults: ["true"], swiftNames: ["gestureRecognizerShouldBegin"],
                     tracePhrases: ["shouldBegin returned"]),
        OverrideRule(name: "shouldReceive", tokens: ["shouldReceive"], yamlKeys: ["shouldReceive"], yamlDefaults: ["true"],
                     swiftNames: [], tracePhrases: ["shouldReceive says"]),
        OverrideRule(name: "shouldRecognizeSimultaneously", tokens: ["shouldRecognizeSimultaneously", "shouldRecognizeSimultaneouslyWith"],
                     yamlKeys: ["simultaneousWith"], swiftNames: []),
        OverrideRule(name: "shouldRequireFailureOf", tokens: ["shouldRequireFailureOf"], yamlKeys: ["shouldRequireFailureOf"], swiftNames: []),
        OverrideRule(name: "shouldBeRequiredToFailBy", tokens: ["shouldBeRequiredToFailBy"], yamlKeys: ["shouldBeRequiredToFailBy"], swiftNames: []),
        OverrideRule(name: "canBecomeFirstResponder", tokens: ["canBecomeFirstResponder"], yamlKeys: ["canBecomeFirstResponder"],
                     yamlDefaults: ["false"], swiftNames: ["canBecomeFirstResponder"],
                     documentHas: { $0.allViews.contains { $0.kind == .textField } }),
        OverrideRule(name: "shouldHighlightItemAt", tokens: ["shouldHighlightItemAt", "shouldHighlight"], yamlKeys: ["shouldHighlight"],
                     yamlDefaults: ["true"], swiftNames: []),
        OverrideRule(name: "shouldSelectItemAt", tokens: ["shouldSelectItemAt", "willSelectRowAt", "shouldSelect"], yamlKeys: ["shouldSelect"],
                     yamlDefaults: ["true"], swiftNames: []),
        OverrideRule(name: "touches methods", tokens: ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"],
                     needsOverrideWord: true, yamlKeys: ["touches"], yamlDefaults: ["forward"], swiftNames: ["touches"]),
    ]

    // MARK: Counts

    enum CountedNoun: Hashable, CustomStringConvertible {
        case buttons, controls, sliders, switches, scrollViews, tableViews, collectionViews, views, windows, recognizers, fingers
        /// Views whose id contains this (lower-case) stem.
        case idNoun(String)

        var description: String {
            switch self {
            case .buttons: return "buttons"
            case .controls: return "controls"
            case .sliders: return "sliders"
            case .switches: return "switches"
            case .scrollViews: return "scroll views (table and collection views included)"
            case .tableViews: return "table views"
            case .collectionViews: return "collection views"
            case .views: return "views (windows not counted)"
            case .windows: return "windows"
            case .recognizers: return "gesture recognizers declared"
            case .fingers: return "fingers in its script"
            case let .idNoun(stem): return "views whose id contains '\(stem)'"
            }
        }
    }

    struct CountClaim {
        var phrase: String
        var number: Int
        var noun: CountedNoun
    }

    static let englishNumbers = ["two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10]
    static let englishNouns: [(words: [String], noun: CountedNoun)] = [
        (["scroll", "views"], .scrollViews), (["table", "views"], .tableViews), (["collection", "views"], .collectionViews),
        (["buttons"], .buttons), (["controls"], .controls), (["sliders"], .sliders), (["switches"], .switches),
        (["windows"], .windows), (["fingers"], .fingers), (["recognizers"], .recognizers), (["views"], .views),
        (["photos"], .idNoun("photo")), (["strips"], .idNoun("strip")), (["boxes"], .idNoun("box")), (["cards"], .idNoun("card")),
        (["panels"], .idNoun("panel")), (["stickers"], .idNoun("sticker")), (["badges"], .idNoun("badge")),
    ]
    static let chineseNumbers: [Character: Int] = ["两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10]
    static let chineseMeasures: Set<Character> = ["个", "根", "张", "条", "层", "块"]
    static let chineseNouns: [(String, CountedNoun)] = [
        ("滚动视图", .scrollViews), ("表格视图", .tableViews), ("集合视图", .collectionViews), ("按钮", .buttons),
        ("控件", .controls), ("滑块", .sliders), ("开关", .switches), ("窗口", .windows), ("手指", .fingers),
        ("识别器", .recognizers), ("视图", .views), ("照片", .idNoun("photo")), ("横条", .idNoun("strip")),
        ("盒子", .idNoun("box")), ("贴纸", .idNoun("sticker")), ("徽章", .idNoun("badge")),
    ]

    /// The sentences of a text (split at sentence ends).
    static func sentences(_ text: String) -> [String] {
        var out: [String] = [], current = ""
        let chars = Array(text)
        for (i, c) in chars.enumerated() {
            let isEnd: Bool
            if c == "." || c == "!" || c == "?" || c == ":" || c == ";" {
                isEnd = i + 1 >= chars.count || chars[i + 1] == " " || chars[i + 1] == "\n"
            } else {
                isEnd = "。！？；：\n".contains(c)
            }
            if isEnd { out.append(current); current = "" } else { current.append(c) }
        }
        out.append(current)
        return out.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func countClaims(_ text: String, zh: Bool) -> [CountClaim] {
        var out: [CountClaim] = []
        for sentence in sentences(text) {
            if let first = sentence.first, chineseNumbers[first] != nil {
                // 两个灰色盒子, 四层嵌套的视图, 三条横条: number, measure word, up to four characters, noun.
                let chars = Array(sentence)
                guard chars.count > 2, chineseMeasures.contains(chars[1]) else { continue }
                let rest = String(chars[2...])
                // The noun nearest the measure word (the longer one on a tie: 滚动视图, not 视图).
                let found = chineseNouns.compactMap { noun, kind -> (Int, Int, Range<String.Index>, CountedNoun)? in
                    guard let r = rest.range(of: noun) else { return nil }
                    let d = rest.distance(from: rest.startIndex, to: r.lowerBound)
                    return d <= 4 ? (d, -noun.count, r, kind) : nil
                }.min { ($0.0, $0.1) < ($1.0, $1.1) }
                guard let (_, _, r, kind) = found else { continue }
                // 三个视图都实现了…: "all three" says what those do, not how many there are.
                if rest[r.upperBound...].hasPrefix("都") { continue }
                out.append(CountClaim(phrase: String(chars[0..<2]) + rest[..<r.upperBound], number: chineseNumbers[first]!, noun: kind))
                continue
            }
            let words = sentence.lowercased().split { !$0.isLetter && $0 != "-" }.map(String.init)
            guard let n = words.first.flatMap({ englishNumbers[$0] }) else { continue }
            let window = Array(words.dropFirst().prefix(5))
            search: for start in 0..<min(4, window.count) {
                // "two kinds of buttons", "three ways": not a count of things.
                if window[...start].contains(where: { ["kinds", "kind", "types", "sorts", "ways"].contains($0) }) { break }
                for (nounWords, kind) in englishNouns where start + nounWords.count <= window.count {
                    if Array(window[start..<(start + nounWords.count)]) == nounWords {
                        out.append(CountClaim(phrase: ([words[0]] + window[..<(start + nounWords.count)]).joined(separator: " "), number: n, noun: kind))
                        break search
                    }
                }
            }
        }
        return out
    }

    // MARK: Playback claims

    struct PlaybackClaim {
        enum Kind { case recognizes, hitView, firstResponder }
        var kind: Kind
        var id: String
        var phrase: String
    }

    static func playbackClaims(_ text: String, zh: Bool) -> [PlaybackClaim] {
        let toks = tokens(text)
        let s = Array(text.unicodeScalars)
        func between(_ a: Int, _ b: Int) -> String {
            guard a <= b else { return "" }
            return String(String.UnicodeScalarView(s[a..<b])).replacingOccurrences(of: "`", with: "")
        }
        var out: [PlaybackClaim] = []
        for (i, t) in toks.enumerated() where isIdLike(t.word) || t.word.allSatisfy({ $0.isLowercase }) {
            let next = i + 1 < toks.count ? toks[i + 1].word.lowercased() : ""
            let next2 = i + 2 < toks.count ? toks[i + 2].word.lowercased() : ""
            let next3 = i + 3 < toks.count ? toks[i + 3].word.lowercased() : ""
            let next4 = i + 4 < toks.count ? toks[i + 4].word.lowercased() : ""
            let gapNext = i + 1 < toks.count ? between(t.end, toks[i + 1].start) : ""
            let prev = (max(0, i - 4)..<i).map { toks[$0].word.lowercased() }.joined(separator: " ")
            let gapPrev = i > 0 ? between(toks[i - 1].end, t.start) : ""
            let afterText = between(t.end, min(s.count, t.end + 10)).trimmingCharacters(in: .whitespaces)
            let beforeText = between(max(0, t.start - 10), t.start).trimmingCharacters(in: .whitespaces)
            let word = t.word
            // "a long press begins": an indefinite noun phrase is any recognizer, not that one.
            let generic = (max(0, i - 2)..<i).contains { ["a", "an", "any", "every", "each"].contains(toks[$0].word.lowercased()) }
            func add(_ kind: PlaybackClaim.Kind, _ phrase: String) {
                if !generic { out.append(PlaybackClaim(kind: kind, id: word, phrase: phrase)) }
            }
            // English.
            if gapNext.trimmingCharacters(in: .whitespaces).isEmpty, ["recognizes", "recognized", "begins", "began"].contains(next) {
                add(.recognizes, "\(word) \(next)")
            }
            if (prev.hasSuffix("hit view") && gapPrev.trimmingCharacters(in: .whitespaces) == ":")
                || prev.hasSuffix("hit view is") || prev.hasSuffix("testing ends at") || prev.hasSuffix("testing finds") {
                add(.hitView, "\(prev) \(word)")
            }
            if next == "is", next2 == "the", next3 == "hit", next4 == "view" { add(.hitView, "\(word) is the hit view") }
            if ["becomes", "is"].contains(next) {
                let rest = [next2, next3, next4, i + 5 < toks.count ? toks[i + 5].word.lowercased() : ""].filter { !["the", "now"].contains($0) }
                if rest.count >= 2, rest[0] == "first", rest[1] == "responder" { add(.firstResponder, "\(word) \(next) ... first responder") }
            }
            if prev.hasSuffix("first responder") && (gapPrev.contains(",") || gapPrev.contains(":")) || prev.hasSuffix("first responder is") {
                add(.firstResponder, "\(prev)\(gapPrev.trimmingCharacters(in: .whitespaces)) \(word)")
            }
            // Chinese.
            if zh {
                if afterText.hasPrefix("识别") || afterText.hasPrefix("开始") {
                    if !beforeText.hasSuffix("从") { add(.recognizes, "\(word) \(afterText.prefix(2))") }
                }
                if beforeText.hasSuffix("命中视图是") || afterText.hasPrefix("是命中视图") { add(.hitView, "命中视图 \(word)") }
                if afterText.hasPrefix("成为第一响应者") || beforeText.hasSuffix("第一响应者是") || beforeText.hasSuffix("第一响应者") {
                    add(.firstResponder, "第一响应者 \(word)")
                }
            }
        }
        return out
    }
}

extension SceneDocument {
    /// Every view of every window, the windows included, depth first.
    var allViews: [ViewSpec] {
        var out: [ViewSpec] = []
        func walk(_ v: ViewSpec) { out.append(v); v.subviews.forEach(walk) }
        windows.forEach { walk($0.view) }
        return out
    }
}
