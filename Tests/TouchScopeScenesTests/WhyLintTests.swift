import Foundation
import Testing
import TouchScopeCore
import TouchScopeTestSupport
@testable import TouchScopeScenes

/// `why` and `lint` answers on the example dumps and scenes, pinned by golden files.
@Suite struct WhyLintGoldens {
    static func built(_ relative: String) throws -> BuiltScene {
        SceneBuilder.build(try SceneFile.load(ImportFixtures.url(relative).path, displayPath: relative))
    }

    /// `touchscope why` as the command prints it, with the command line above each answer.
    static func whyTranscript(_ relative: String, _ questions: [(String, Point?)], json: Bool = false, language: Language = .en) throws -> String {
        let scene = try built(relative)
        let analyzer = TapAnalyzer(scene)
        var out = ""
        for (id, point) in questions {
            let view = try #require(scene.views[id])
            let answer = TapWhy.answer(analyzer, view: view, at: point, language: language)
            out += "$ touchscope why \(relative) --view \(id)" + (point.map { " --at \(formatNumber($0.x)),\(formatNumber($0.y))" } ?? "") + (json ? " --json" : "")
                + (language == .en ? "" : " --lang \(language.rawValue)") + "\n"
            out += json ? TapWhy.json(answer, view: view, scene: scene) : TapWhy.text(answer)
        }
        return out
    }

    static func check(_ actual: String, _ golden: String) {
        if let diff = compareGolden(actual, ImportFixtures.url(golden)) { Issue.record("\(diff)") }
    }

    @Test func whyOnTheRecursiveDescriptionDump() throws {
        let text = try Self.whyTranscript(ImportFixtures.shop, [
            ("raisedTabButton1", nil), ("raisedTabButton1", Point(x: 195, y: 750)), ("raisedTabButton1", Point(x: 195, y: 790)),
            ("button2", nil), ("button4", nil), ("button5", nil), ("button1", Point(x: 352, y: 60)), ("button3", Point(x: 20, y: 20)),
            ("tabBarButton1", nil),
        ])
        Self.check(text, "Examples/imports/shop.why.txt")
    }

    @Test func whyAsJSON() throws {
        let text = try Self.whyTranscript(ImportFixtures.shop, [("raisedTabButton1", nil), ("button5", Point(x: 60, y: 380))], json: true)
        Self.check(text, "Examples/imports/shop.why.json")
        // Each answer is one JSON object with the documented keys.
        for chunk in text.components(separatedBy: "$ touchscope").dropFirst() {
            let body = chunk.drop { $0 != "\n" }
            let object = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
            for key in ["view", "point", "gets", "sentence", "culprit", "area", "reachableArea", "reachableShare", "reachable", "blocked"] {
                #expect(object?[key] != nil, "\(key)")
            }
        }
    }

    @Test func whyOnTheSentryDumpAndOnHandWrittenScenes() throws {
        var text = try Self.whyTranscript(ImportFixtures.settings, [("scanButton1", nil), ("button2", nil), ("switch1", nil)])
        text += try Self.whyTranscript("Scenes/02-tabbar-button-broken.yaml", [("centerButton", nil)])
        text += try Self.whyTranscript("Scenes/09-hittest-intercept.yaml", [("followButton", nil)])
        text += try Self.whyTranscript("Scenes/12-views-that-ignore-touches.yaml", [("lockedChild", nil)])
        Self.check(text, "Examples/imports/more.why.txt")
    }

    /// The same questions answered in Chinese: every kind of sentence and clause the scenes give.
    @Test func whyInChinese() throws {
        var text = try Self.whyTranscript(ImportFixtures.shop, [
            ("raisedTabButton1", nil), ("raisedTabButton1", Point(x: 195, y: 750)), ("raisedTabButton1", Point(x: 195, y: 790)),
            ("button2", nil), ("button5", nil), ("button3", Point(x: 20, y: 20)), ("tabBarButton1", nil),
        ], language: .zh)
        text += try Self.whyTranscript(ImportFixtures.settings, [("scanButton1", nil), ("switch1", nil)], language: .zh)
        text += try Self.whyTranscript("Scenes/02-tabbar-button-broken.yaml", [("centerButton", nil)], language: .zh)
        text += try Self.whyTranscript("Scenes/09-hittest-intercept.yaml", [("followButton", nil)], language: .zh)
        text += try Self.whyTranscript("Scenes/12-views-that-ignore-touches.yaml", [("lockedChild", nil), ("hiddenChild", nil)], language: .zh)
        text += try Self.whyTranscript(ImportFixtures.shop, [("button5", Point(x: 60, y: 380))], json: true, language: .zh)
        Self.check(text, "Examples/imports/more.why.zh.txt")
    }

    @Test func lintOnTheDumpsInEveryFormat() throws {
        let shop = SceneLint.findings(try Self.built(ImportFixtures.shop))
        let settings = SceneLint.findings(try Self.built(ImportFixtures.settings))
        Self.check(SceneLint.text(shop), "Examples/imports/shop.lint.txt")
        Self.check(SceneLint.json(LintRun(findings: shop, filesChecked: 1)), "Examples/imports/shop.lint.json")
        Self.check(SceneLint.sarif(LintRun(findings: shop, filesChecked: 1)), "Examples/imports/shop.lint.sarif")
        Self.check(SceneLint.text(settings), "Examples/imports/settings.lint.txt")
        #expect(shop.filter { $0.severity == .error }.map(\.view) == ["button4", "button5"])
        let rules = Set(shop.map(\.rule))
        #expect(rules == ["partially-unreachable", "small-target", "covered", "zero-size-ancestor", "interaction-off-ancestor"])
        // One finding per cause: no view is reported twice for the same culprit, and a cause is
        // reported where it is (the ancestor with interaction off, at its own line).
        let causes = shop.filter { $0.rule != "small-target" }.map { "\($0.view) \($0.culprit ?? "")" }
        #expect(Set(causes).count == causes.count)
        let off = try #require(shop.first { $0.rule == "interaction-off-ancestor" })
        #expect(off.culprit == "promoBannerView1" && off.line == 42 && off.severity == .error)
        // UIKit's private bar buttons are not checked unless asked for.
        #expect(!shop.contains { $0.view.hasPrefix("tabBarButton") || $0.view.hasPrefix("buttonBarButton") })
        #expect(!settings.contains { $0.view.hasPrefix("modernBarButton") })
        let all = SceneLint.findings(try Self.built(ImportFixtures.settings), options: LintOptions(includePrivate: true))
        #expect(all.contains { $0.view == "modernBarButton1" && $0.rule == "small-target" })
        // The threshold is an option; the message says which side is short.
        let lenient = SceneLint.findings(try Self.built(ImportFixtures.settings), options: LintOptions(minimumTarget: 30))
        #expect(!lenient.contains { $0.view == "switch1" && $0.rule == "small-target" })
        #expect(lenient.first { $0.view == "button2" && $0.rule == "small-target" }?.message.contains("9 pt tall, under the 30 pt minimum") == true)
        #expect(settings.first { $0.view == "switch1" && $0.rule == "small-target" }?.message.contains("31 pt tall") == true)
    }

    /// lint in Chinese: both dumps and the example scenes, with a lenient minimum (no "Apple's
    /// guidelines" words), and the count line with every part it can have.
    @Test func lintInChinese() throws {
        let zh = LintOptions(language: .zh)
        var findings = SceneLint.findings(try Self.built(ImportFixtures.shop), options: zh)
        findings += SceneLint.findings(try Self.built(ImportFixtures.settings), options: zh)
        findings += SceneLint.findings(try Self.built(ImportFixtures.settings), options: LintOptions(minimumTarget: 30, language: .zh))
        for name in ["02-tabbar-button-broken", "07-covered-button", "09-hittest-intercept", "12-views-that-ignore-touches"] {
            findings += SceneLint.findings(try Self.built("Scenes/\(name).yaml"), options: zh)
        }
        let at = SourceLocation(path: "a.txt", line: 3, column: 1)
        let run = LintRun(findings: findings, failures: [SceneError(at, "broken")], importWarnings: [SceneError(at, "damaged")],
                          importNotes: [SceneError(at, "mid-animation")], filesChecked: 7)
        Self.check(SceneLint.text(findings) + SceneLint.summary(run, language: .zh) + "\n", "Examples/imports/lint.zh.txt")
        // The same findings as in English, rule for rule.
        var english = SceneLint.findings(try Self.built(ImportFixtures.shop))
        english += SceneLint.findings(try Self.built(ImportFixtures.settings))
        english += SceneLint.findings(try Self.built(ImportFixtures.settings), options: LintOptions(minimumTarget: 30))
        for name in ["02-tabbar-button-broken", "07-covered-button", "09-hittest-intercept", "12-views-that-ignore-touches"] {
            english += SceneLint.findings(try Self.built("Scenes/\(name).yaml"))
        }
        #expect(findings.map(\.rule) == english.map(\.rule) && findings.map(\.views) == english.map(\.views))
        #expect(zip(findings, english).allSatisfy { $0.message != $1.message })
        // No English sentence left in the Chinese messages.
        for f in findings {
            for phrase in WhyWordsTests.englishPhrases where f.message.contains(phrase) {
                Issue.record("\(f.view) [\(f.rule)]: English in the Chinese message: \(phrase)\n\(f.message)")
            }
        }
    }

    @Test func lintOnTheExampleScenes() throws {
        var findings: [LintFinding] = []
        for name in ["02-tabbar-button-broken", "03-tabbar-button-fixed", "07-covered-button", "09-hittest-intercept", "12-views-that-ignore-touches"] {
            findings += SceneLint.findings(try Self.built("Scenes/\(name).yaml"))
        }
        Self.check(SceneLint.text(findings), "Examples/imports/scenes.lint.txt")
        // The fixed tab bar has no finding on its centre button.
        #expect(!findings.contains { $0.file.contains("03-") && $0.view == "centerButton" })
        #expect(findings.contains { $0.file.contains("02-") && $0.view == "centerButton" && $0.rule == "partially-unreachable" })
    }

    @Test func jsonAndSARIFAreValidAndComplete() throws {
        let shop = SceneLint.findings(try Self.built(ImportFixtures.shop))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(SceneLint.json(LintRun(findings: shop, filesChecked: 1)).utf8)) as? [String: Any])
        #expect(object["complete"] as? Bool == true && object["filesChecked"] as? Int == 1)
        let list = try #require(object["findings"] as? [[String: Any]])
        #expect(list.count == shop.count)
        for f in list {
            for key in ["file", "line", "column", "severity", "rule", "view", "views", "culprit", "message"] { #expect(f[key] != nil, "\(key)") }
        }
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SceneLint.sarif(LintRun(findings: shop, filesChecked: 1)).utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "touchscope")
        let ruleIDs = (driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == shop.count)
        for r in results {
            let id = try #require(r["ruleId"] as? String)
            #expect(ruleIDs.firstIndex(of: id) == r["ruleIndex"] as? Int)
            #expect(["error", "warning"].contains(r["level"] as? String ?? ""))
            #expect(((r["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = (r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == ImportFixtures.shop)
            #expect(((location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
        }
        let empty = try JSONSerialization.jsonObject(with: Data(SceneLint.sarif(LintRun()).utf8)) as? [String: Any]
        #expect(empty != nil)
    }
}

@Suite struct LintLoadVisibility {
    /// A failed or partial load shows in every format, never as a clean run.
    @Test func aFailedOrPartialLoadIsVisibleInEveryFormat() throws {
        let failed = SceneError(SourceLocation(path: "gone.txt", line: 1, column: 1), "no such file; check the path")
        let elided = "Tests/TouchScopeScenesTests/Pastes/elided.txt"
        let document = try SceneFile.load(ImportFixtures.url(elided).path, displayPath: elided)
        let warnings = try #require(document.importReport?.warnings)
        #expect(warnings.count == 2)
        let run = LintRun(findings: SceneLint.findings(SceneBuilder.build(document)), failures: [failed], importWarnings: warnings, filesChecked: 1)
        #expect(!run.complete)
        // Text: the count line says what was not checked.
        let summary = SceneLint.summary(run)
        #expect(summary.contains("1 file(s) did not load and were not checked") && summary.contains("1 dump(s) imported in part (2 damaged line(s) skipped)"), "\(summary)")
        #expect(SceneLint.summary(LintRun(filesChecked: 3)) == "0 error(s), 0 warning(s) in 3 file(s)")
        // JSON: complete false, the failures and the import's warnings at their places.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(SceneLint.json(run).utf8)) as? [String: Any])
        #expect(json["complete"] as? Bool == false)
        #expect((json["failures"] as? [[String: Any]])?.first?["file"] as? String == "gone.txt")
        #expect((json["importWarnings"] as? [[String: Any]])?.map { $0["line"] as? Int } == [4, 6])
        // SARIF: the invocation did not succeed, with a notification for each.
        let sarifText = SceneLint.sarif(run)
        #expect(sarifText.contains("\"executionSuccessful\": false"))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(sarifText.utf8)) as? [String: Any])
        let invocation = try #require(((sarif["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notes.map { $0["level"] as? String } == ["error", "warning", "warning"])
        // A partial import alone still ran: success, with the warnings as notifications.
        let partial = SceneLint.sarif(LintRun(importWarnings: warnings, filesChecked: 1))
        #expect(partial.contains("\"executionSuccessful\": true") && partial.contains("imported in part"))
    }
}

@Suite struct WhyAnswers {
    func scene(_ yaml: String) throws -> BuiltScene { SceneBuilder.build(try SceneParser.parse(yaml, path: "w.yaml")) }

    /// Views off the canvas under a hidden ancestor, clipped away by an ancestor, and a container
    /// whose subview takes every tap (also `WhyWordsTests`' Chinese answers).
    static let offScreenYAML = """
        title: t
        canvas: [390, 844]
        window:
          subviews:
            - id: drawer
              frame: [400, 0, 300, 844]
              hidden: true
              subviews: [{id: logout, kind: button, frame: [20, 20, 100, 44]}]
            - id: strip
              frame: [0, 100, 390, 50]
              clips: true
              subviews: [{id: more, kind: button, frame: [0, 60, 100, 44]}]
            - id: cell
              frame: [0, 300, 390, 60]
              subviews: [{id: title, kind: button, frame: [0, 0, 390, 60]}]
        """

    /// A view under each kind of ancestor that keeps taps from it (interaction off, hidden,
    /// transparent, a hitTest that returns itself, zero size) and one whose own point(inside:)
    /// says never (also `WhyWordsTests`' Chinese answers).
    static let culpritsYAML = """
        title: t
        window:
          subviews:
            - id: off
              frame: [0, 0, 100, 100]
              interaction: false
              subviews: [{id: a, kind: button, frame: [0, 0, 50, 50]}]
            - id: ghost
              frame: [100, 0, 100, 100]
              hidden: true
              subviews: [{id: b, kind: button, frame: [0, 0, 50, 50]}]
            - id: faint
              frame: [200, 0, 100, 100]
              alpha: 0.001
              subviews: [{id: c, kind: button, frame: [0, 0, 50, 50]}]
            - id: grabber
              frame: [0, 200, 100, 100]
              hitTest: self
              subviews: [{id: d, kind: button, frame: [0, 0, 50, 50]}]
            - id: zero
              frame: [200, 200, 0, 0]
              subviews: [{id: e, kind: button, frame: [0, 0, 50, 50]}]
            - {id: f, kind: button, frame: [0, 400, 50, 50], pointInside: never}
        """

    @Test func aCoveredButtonNamesTheViewInFrontAndWhereItCanBeTapped() throws {
        let built = try scene("""
        title: t
        window:
          subviews:
            - {id: buy, kind: button, frame: [0, 0, 100, 100]}
            - {id: glass, frame: [50, 0, 100, 100]}
        """)
        let a = TapWhy.answer(TapAnalyzer(built), view: try #require(built.views["buy"]))
        #expect(a.sentence == "buy does not get taps on 50% of its area on screen: glass, in front of it, takes the tap.")
        #expect(a.reach.reachable == [Rect(x: 0, y: 0, width: 50, height: 100)])
        #expect(a.reachSentence == "It can be tapped on 50% of its area (5000 of 10000 pt²): [0, 0, 50, 100] in window coordinates.")
    }

    /// A view with no point on screen names each ancestor that does it (and a hidden one), and
    /// `why` would exit 1 for it; a container reached only through its subviews does not.
    @Test func offScreenAndClippedViewsNameTheirAncestors() throws {
        let built = try scene(Self.offScreenYAML)
        let analyzer = TapAnalyzer(built)
        let logout = TapWhy.answer(analyzer, view: try #require(built.views["logout"]))
        #expect(logout.sentence.contains("outside the canvas") && logout.sentence.contains("its ancestor drawer is hidden"), "\(logout.sentence)")
        #expect(!logout.tappable)
        let more = TapWhy.answer(analyzer, view: try #require(built.views["more"]))
        #expect(more.sentence.contains("its ancestor strip clips it away"), "\(more.sentence)")
        let cell = TapWhy.answer(analyzer, view: try #require(built.views["cell"]))
        #expect(cell.tappable && cell.reachSentence.contains("through its subviews"), "\(cell.reachSentence)")
        #expect(!TapWhy.text(cell).contains("cannot be tapped anywhere"))
    }

    /// One verdict per view: lint's error ("cannot be tapped anywhere") exactly when why says the
    /// view cannot be tapped at all, on every example scene and dump.
    @Test func lintAndWhyAgreeOnEveryView() throws {
        var files = ["Examples/imports/shop-recursiveDescription.txt", "Examples/imports/settings-view-hierarchy.json",
                     "Tests/TouchScopeScenesTests/Pastes/chat-ios9.txt", "Tests/TouchScopeScenesTests/Pastes/sentry-text-field.json"]
        // Every scene in a full sweep; `./test` takes twenty spread over the list (docs/testing.md).
        files += Sweep.sample(SceneFile.scenes(in: repositoryRoot.appendingPathComponent("Scenes").path), count: 20)
            .map { "Scenes/" + ($0 as NSString).lastPathComponent }
        var compared = 0
        for file in files {
            let scene = SceneBuilder.build(try SceneFile.load(repositoryRoot.appendingPathComponent(file).path, displayPath: file))
            let analyzer = TapAnalyzer(scene)
            let findings = SceneLint.findings(scene)
            func tappable(_ id: String) -> Bool { scene.views[id].map { TapWhy.answer(analyzer, view: $0).tappable } ?? true }
            // An error names a view why says cannot be tapped at all...
            for f in findings where f.severity == .error {
                #expect(f.views.contains { !tappable($0) }, "\(file): \(f.message)")
                compared += 1
            }
            // ... and a view lint reports that why says cannot be tapped at all is in an error.
            let inErrors = Set(findings.filter { $0.severity == .error }.flatMap(\.views))
            for id in Set(findings.flatMap(\.views)) where !tappable(id) {
                #expect(inErrors.contains(id), "\(file): \(id): why says untappable, lint gives no error")
            }
        }
        // Errors to compare: at least five over every scene, three over `./test`'s sample.
        #expect(compared >= (Sweep.isFull ? 5 : 3))
    }

    @Test func partsAddUpToOneHundredPercent() {
        #expect(TapWhy.percents([62.5, 37.5], of: 100) == ["63%", "37%"])
        #expect(TapWhy.percents([1, 1, 1], of: 3) == ["34%", "33%", "33%"])
        #expect(TapWhy.percents([0.2, 99.8], of: 100) == ["1%", "99%"])
    }

    @Test func eachReasonNamesItsCulprit() throws {
        let built = try scene(Self.culpritsYAML)
        let analyzer = TapAnalyzer(built)
        func sentence(_ id: String) throws -> String { TapWhy.answer(analyzer, view: try #require(built.views[id])).sentence }
        #expect(try sentence("a").contains("its ancestor off has user interaction off"))
        #expect(try sentence("b").contains("its ancestor ghost is hidden"))
        #expect(try sentence("c").contains("its ancestor faint has alpha below 0.01"))
        #expect(try sentence("d").contains("grabber's hitTest override (self) returns grabber itself"))
        #expect(try sentence("e").contains("its ancestor zero has zero size (0 x 0)"))
        #expect(try sentence("f").contains("its own point(inside:) (never) says no there"))
        for id in ["a", "b", "c", "d", "e", "f"] { #expect(try sentence(id).hasPrefix("\(id) gets no tap anywhere")) }
    }

    @Test func aContainerWhoseSubviewsTakeEveryTapSaysSo() throws {
        let built = try scene("""
        title: t
        window:
          subviews:
            - id: card
              frame: [0, 0, 100, 100]
              subviews: [{id: fill, frame: [0, 0, 100, 100]}]
        """)
        let a = TapWhy.answer(TapAnalyzer(built), view: try #require(built.views["card"]))
        #expect(a.sentence == "card is never the hit view: its subviews take every tap on it (fill on 100% of it); a touch reaches card only if they pass it up the responder chain.")
        // Lint does not count a view's own subviews against it.
        let lint = try scene("""
        title: t
        window:
          subviews:
            - id: button
              kind: button
              frame: [0, 0, 100, 100]
              subviews: [{id: badge, kind: button, frame: [0, 0, 50, 50]}]
        """)
        #expect(SceneLint.findings(lint).filter { $0.view == "button" }.isEmpty)
    }

    @Test func atAPointItSaysWhereTheTapGoes() throws {
        let built = try scene("""
        title: t
        window:
          subviews:
            - id: bar
              frame: [0, 100, 200, 50]
              subviews: [{id: btn, kind: button, frame: [50, -20, 40, 60]}]
        """)
        let analyzer = TapAnalyzer(built)
        let btn = try #require(built.views["btn"])
        #expect(TapWhy.answer(analyzer, view: btn, at: Point(x: 60, y: 90)).sentence.hasSuffix("; the tap goes to window."))
        #expect(TapWhy.answer(analyzer, view: btn, at: Point(x: 60, y: 120)).gets)
        #expect(TapWhy.answer(analyzer, view: btn, at: Point(x: 5, y: 5)).sentence.hasPrefix("(5, 5) is not on btn"))
    }
}
