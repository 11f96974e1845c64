import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeTestSupport
@testable import TouchScopeUI

/// Hit areas, dead zones, hit map, what if, step-through, the simulated finger, export requests,
/// write-back and the language: each against an independent brute force or a fresh run.
@Suite("Teaching tools")
struct TeachingToolsTests {
    // MARK: Dead zones and hit map against brute force

    /// The front-most view SEEN at a screen point, by walking the tree per point (independent of
    /// the painter's grid): not hidden, accumulated alpha above 0, colour not clear, inside every
    /// clipping ancestor's box, and inside its own quadrilateral.
    static func bruteDrawn(_ app: Application, _ p: Point) -> View? {
        var found: View?
        func visit(_ v: View, clip: Rect?, alpha: Double) {
            guard !v.isHidden else { return }
            let a = alpha * v.alpha
            let quad = v.screenQuad
            let box = Rect(bounding: quad)
            let inClip = clip.map { $0.minX <= p.x && p.x <= $0.maxX && $0.minY <= p.y && p.y <= $0.maxY } ?? true
            if a > 0, v.backgroundColor.alpha > 0, inClip, convexPolygon(quad, contains: p) { found = v }
            var childClip = clip
            if v.clipsToBounds { childClip = clip.map { $0.intersection(box) ?? .zero } ?? box }
            for s in v.subviews { visit(s, clip: childClip, alpha: a) }
        }
        for w in app.windowsFrontToBack.reversed() { visit(w, clip: nil, alpha: 1) }
        return found
    }

    static let deadZoneScenes = ["40-hit-areas-and-dead-zones", "05-overflow-not-tappable", "07-covered-button",
                                 "12-views-that-ignore-touches", "21-coordinates", "03-tabbar-button-fixed", "18-window-levels",
                                 "41-round-and-lopsided-hit-areas"]

    @Test("dead zones are exactly the points where the view you see is not the view a tap reaches", arguments: deadZoneScenes)
    func deadZonesMatchBruteForce(_ name: String) throws {
        let scene = SceneBuilder.build(try UITest.example(name))
        let step = 3.0
        let zones = DeadZoneMap.compute(scene.application, canvas: scene.canvas, step: step)
        // Every cell the zones cover, by view.
        var covered: [Int: String] = [:]
        for zone in zones.zones {
            for r in zone.rects {
                var y = r.minY + step / 2
                while y < r.maxY {
                    var x = r.minX + step / 2
                    while x < r.maxX {
                        let cell = Int(y / step) * zones.columns + Int(x / step)
                        #expect(covered[cell] == nil, "\(name): zones overlap at (\(x), \(y))")
                        covered[cell] = zone.view
                        x += step
                    }
                    y += step
                }
            }
        }
        var dead = 0
        for row in 0..<zones.rows {
            for column in 0..<zones.columns {
                let p = Point(x: (Double(column) + 0.5) * step, y: (Double(row) + 0.5) * step)
                let drawn = Self.bruteDrawn(scene.application, p)
                let hit = scene.application.hitTest(screenPoint: p).view
                let expected: String? = (drawn != nil && hit !== drawn) ? drawn!.id : nil
                let actual = covered[row * zones.columns + column]
                if expected != nil { dead += 1 }
                #expect(actual == expected, "\(name) at \(p): dead zone of \(actual ?? "nothing"), brute force says \(expected ?? "nothing")")
                #expect(zones.hitMap.view(column: column, row: row) === hit, "\(name) at \(p): the hit map agrees with hitTest")
                if actual != expected || zones.hitMap.view(column: column, row: row) !== hit { return }
            }
        }
        if name == "40-hit-areas-and-dead-zones" || name == "05-overflow-not-tappable" { #expect(dead > 0) }
    }

    @Test("each dead zone of the dead-zone scene has the reason the scene teaches")
    func deadZoneReasons() throws {
        let scene = SceneBuilder.build(try UITest.example("40-hit-areas-and-dead-zones"))
        let zones = DeadZoneMap.compute(scene.application, canvas: scene.canvas, step: 2)
        func reasons(_ id: String) -> Set<DeadZoneReason> { Set(zones.zones(of: id).map(\.reason)) }
        #expect(reasons("badge") == [.outsideAncestor("card", rule: nil)])
        #expect(reasons("innerButton") == [.intercepted(by: "interceptor", rule: "selfIfInside")])
        #expect(reasons("shopButton") == [.covered(by: "glass")])
        #expect(reasons("passContainer") == [.passThrough])
        #expect(reasons("caption") == [.ignored(by: "caption", .interactionDisabled)])
        #expect(reasons("background") == [.covered(by: "smallButton")], "the small button's bigger hit area covers the background")
        #expect(reasons("smallButton").isEmpty && reasons("passButton").isEmpty && reasons("glass").isEmpty)
        // The badge's dead part is what sticks out of the card: 80 x 40 above it, 20 x 30 beside it.
        let badgeArea = try #require(zones.zones(of: "badge").first?.area)
        #expect(abs(badgeArea - (80 * 40 + 20 * 30)) < 1e-9, "\(badgeArea)")
    }

    @Test("cell regions cover exactly their cells (random grids)")
    func cellRegionsAreExact() {
        var rng = SplitMix64(seed: 0xCE11)
        for _ in 0..<40 {
            let columns = Int.random(in: 1...17, using: &rng), rows = Int.random(in: 1...13, using: &rng)
            let grid = (0..<(columns * rows)).map { _ in UInt32.random(in: 0...3, using: &rng) }
            var rebuilt = [UInt32](repeating: 0, count: grid.count)
            for (value, rects) in CellRegions.rects(grid: grid, columns: columns) {
                for r in rects {
                    for y in Int(r.minY)..<Int(r.maxY) {
                        for x in Int(r.minX)..<Int(r.maxX) {
                            #expect(rebuilt[y * columns + x] == 0, "rectangles overlap")
                            rebuilt[y * columns + x] = value
                        }
                    }
                }
            }
            #expect(rebuilt == grid)
        }
    }

    @Test("the hit map overlay paints every region in its view's colour and is recomputed after a what-if change")
    func hitMapOverlay() throws {
        let p = UITest.playground(try UITest.example("05-overflow-not-tappable"))
        p.setOverlay(.hitMap, true)
        let list = p.displayList(width: 1200, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer())
        let map = try #require(p.currentHitMap())
        let openChild = try #require(p.scene?.views["openChild"])
        #expect(map.views.contains { $0 === openChild })
        #expect(list.commands.contains { if case let .fillRect(_, c) = $0 { return c == openChild.backgroundColor.withAlpha(255) } else { return false } })
        // A cell in openChild's overflow reaches the background...
        let overflow = (column: 100, row: 390)
        #expect(map.view(column: overflow.column, row: overflow.row)?.id == "background")
        // ...until openBox's point(inside:) takes its subviews in.
        p.select("openBox")
        p.whatIf(.pointInside)  // inset(-20, -20)
        p.whatIf(.pointInside)  // boundsOrSubviews
        let after = try #require(p.currentHitMap())
        #expect(after.view(column: overflow.column, row: overflow.row)?.id == "openChild")
        #expect(p.currentHitMap()?.cells == after.cells, "cached while nothing changes")
    }

    @Test("hit areas list each override with its rectangles in the view's own space")
    func hitAreas() throws {
        let scene = SceneBuilder.build(try UITest.example("40-hit-areas-and-dead-zones"))
        let areas = HitAreas.of(scene.windows)
        let small = try #require(areas.first { $0.view == "smallButton" })
        #expect(small.override == .pointInside && small.rule == "inset(-16, -16)")
        #expect(small.rects == [Rect(x: -16, y: -16, width: 142, height: 76)])
        #expect(areas.first { $0.view == "interceptor" }?.override == .hitTest)
        #expect(areas.first { $0.view == "passContainer" }?.rects == [])
        #expect(Set(areas.map(\.view)) == ["smallButton", "interceptor", "passContainer"])
        let tabBar = SceneBuilder.build(try UITest.example("03-tabbar-button-fixed"))
        let include = try #require(HitAreas.of(tabBar.windows).first { $0.view == "tabBar" })
        #expect(include.rects?.count == 2, "the tab bar's bounds and the centre button's frame")
    }

    @Test("hit areas of the round and the lopsided overrides: an ellipse outline and the moved edges")
    func roundAndLopsidedHitAreas() throws {
        let scene = SceneBuilder.build(try UITest.example("41-round-and-lopsided-hit-areas"))
        let areas = HitAreas.of(scene.windows)
        let close = try #require(areas.first { $0.view == "closeButton" })
        #expect(close.rule == "insets(-6, -20, -20, -6)")
        #expect(close.rects == [Rect(x: -20, y: -6, width: 56, height: 56)], "30x30 grown by 20 left, 6 right, 6 top, 20 bottom")
        let round = try #require(areas.first { $0.view == "centerButton" })
        #expect(round.rule == "circle" && round.rects == [Rect(x: 0, y: 0, width: 70, height: 70)])
        let outline = try #require(round.outlines?.first)
        #expect(outline.count > 8, "drawn as a round polygon, not a square")
        for p in outline {
            let d = ((p.x - 35) * (p.x - 35) + (p.y - 35) * (p.y - 35)).squareRoot()
            #expect(abs(d - 35) < 1e-9, "every outline point lies on the inscribed circle")
        }
        // The tab bar's include area carries the button's circle, converted into the bar's space.
        let bar = try #require(areas.first { $0.view == "tabBar" })
        let converted = try #require(bar.outlines?.last)
        #expect(converted.allSatisfy { p in abs(((p.x - 195) * (p.x - 195) + (p.y - 5) * (p.y - 5)).squareRoot() - 35) < 1e-9 })
    }

    // MARK: What if

    @Test("a what-if change re-runs the last touch and gives the trace a scene with that property gives")
    func whatIfRerunMatchesFreshRun() throws {
        let document = try UITest.example("05-overflow-not-tappable")
        let p = UITest.playground(document)
        p.run(SceneTrace.tapSteps([Point(x: 100, y: 390)]))
        #expect(p.story.hitView == "background")
        p.select("openBox")
        p.whatIf(.pointInside)
        p.whatIf(.pointInside)
        #expect(p.whatIfChanges == ["openBox": [.pointInside: .pointInside(.boundsOrSubviews)]])
        let outcome = try #require(p.whatIfOutcome)
        #expect(outcome.hitBefore == "background" && outcome.hitAfter == "openChild" && outcome.reran)
        #expect(outcome.chainBefore.map(\.responder) == ["background"])
        #expect(outcome.chainAfter.map(\.responder) == ["openChild", "openBox", "background"])

        // The same scene with the property written in the file, run fresh.
        let yaml = try String(contentsOf: UITest.scenesFolder.appendingPathComponent("05-overflow-not-tappable.yaml"), encoding: .utf8)
        let changed = yaml.replacingOccurrences(of: "text: \"clips: false\"", with: "text: \"clips: false\"\n          pointInside: boundsOrSubviews")
        let fresh = SceneTrace.run(try UITest.parse(changed), steps: SceneTrace.tapSteps([Point(x: 100, y: 390)]))
        let freshStory = fresh.drop { if case .input = $0.event { return false } else { return true } }
        #expect(p.storyRecords.map(\.event) == freshStory.map(\.event))

        // Revert: the file's scene, the first answer again.
        p.revertWhatIf()
        #expect(p.whatIfChanges.isEmpty)
        #expect(p.story.hitView == "background")
        #expect(p.scene?.views["openBox"]?.pointInsideRule.isDefault == true)
    }

    @Test("what-if keys toggle and cycle each property, and a second press of a toggle undoes it")
    func whatIfCycles() throws {
        let p = UITest.playground(try UITest.example("12-views-that-ignore-touches"))
        let id = try #require(p.scene?.windows.first?.subviews.first?.subviews.first?.id)
        p.select(id)
        let view = try #require(p.scene?.views[id])
        p.whatIf(.hidden)
        #expect(p.scene?.views[id]?.isHidden == !view.isHidden)
        p.whatIf(.hidden)
        #expect(p.whatIfChanges[id]?[.hidden] == nil, "back to the file's value: no change")
        let alphas: [Double] = (0..<4).compactMap { _ in
            p.whatIf(.alpha)
            return p.scene?.views[id]?.alpha
        }
        #expect(Set(alphas).isSuperset(of: [1, 0.01, 0]))
        #expect(WhatIf.next(.pointInside, current: .pointInside(.never), original: .pointInside(.default))
                == .pointInside(.insets(top: -10, left: -30, bottom: -10, right: -30)))
        #expect(WhatIf.next(.pointInside, current: .pointInside(.circle), original: .pointInside(.default)) == .pointInside(.default),
                "the last override of the cycle wraps back to the file's own")
        #expect(WhatIf.next(.alpha, current: .number(0), original: .number(0.5)) == .number(0.5))
    }

    // MARK: Step-through

    @Test("step-through shows the story as it stood at every step, forwards and backwards")
    func stepThroughEveryStep() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        p.run(SceneTrace.tapSteps([Point(x: 170, y: 250)]))
        let steps = p.dispatchSteps
        let records = p.storyRecords
        #expect(steps.count > 8)
        let hitStep = try #require(steps.firstIndex { if case .hitResult = records[$0.record].event { return true } else { return false } })
        p.step(by: 1)
        #expect(p.stepIndex == 0)
        var previous = TouchStory()
        for i in 0..<steps.count {
            if i > 0 { p.step(by: 1) }
            #expect(p.stepIndex == i)
            let shown = p.displayedStory
            #expect(shown == TouchStory.build(from: Array(records[...steps[i].record])))
            #expect(shown.visits.count >= previous.visits.count && shown.chain.count >= previous.chain.count)
            #expect((shown.hitView != nil) == (i >= hitStep), "the hit view appears at its step")
            if case let .hitTest(_, .visit(v)) = records[steps[i].record].event { #expect(shown.visits.last == v && steps[i].subject == v.view) }
            if case let .touches(.began, _, responder, _) = records[steps[i].record].event { #expect(shown.chain.last?.responder == responder) }
            previous = shown
        }
        #expect(previous == p.story, "the last step is the whole story")
        p.step(by: 1)
        #expect(p.stepIndex == steps.count - 1, "stays at the last step")
        for i in stride(from: steps.count - 2, through: 0, by: -1) {
            p.step(by: -1)
            #expect(p.stepIndex == i)
        }
        p.step(by: -1)
        #expect(p.stepIndex == 0)
        p.perform(.dismiss)
        #expect(p.stepIndex == nil && p.displayedStory == p.story)
        // Backwards first starts at the last step.
        p.step(by: -1)
        #expect(p.stepIndex == steps.count - 1)
    }

    // MARK: Simulated second finger

    @Test("a control-drag adds a second finger mirrored about the canvas centre")
    func simulatedSecondFinger() throws {
        let p = UITest.playground(try UITest.example("24-multi-touch"))
        let layout = try #require(p.layout)
        let canvas = try #require(p.scene?.canvas)
        let a = Point(x: 100, y: 300), b = Point(x: 140, y: 260)
        p.handle(UITest.pointer(.down, layout.pixel(a)), modifiers: [.control])
        p.handle(UITest.pointer(.move, layout.pixel(b), t: 0.1), modifiers: [.control])
        p.handle(UITest.pointer(.up, layout.pixel(b), t: 0.2), modifiers: [])
        let began = p.storyRecords.compactMap { r -> (FingerID, Point)? in
            if case let .touchBegan(_, finger, location, _) = r.event { return (finger, location) } else { return nil }
        }
        #expect(began.count == 2)
        #expect(began.last?.0 == Playground.simulatedFinger(for: .mouse))
        if let m = began.last?.1 { #expect(UITest.close(m, Point(x: canvas.width - a.x, y: canvas.height - a.y), tolerance: 1e-6)) }
        #expect(p.story.fingers.count == 2 && p.story.fingers.allSatisfy { !$0.isDown }, "both fingers lift together")
        #expect(p.scene?.application.activeTouches.isEmpty == true)
        // Without the modifier, one finger.
        p.click(canvas: a)
        #expect(p.story.fingers.count == 1)
    }

    // MARK: Export, language, write-back

    @Test("the export keys raise requests with the last touch's trace as text and JSON lines")
    func exportRequests() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        p.run(SceneTrace.tapSteps([Point(x: 170, y: 250)]))
        _ = p.takeRequests()
        p.handle(.character("t"))
        p.handle(.character("x"))
        let requests = p.takeRequests()
        #expect(requests.count == 2)
        #expect(requests.first == .exportTrace(name: "01-responder-chain-trace", text: TraceText.format(p.storyRecords),
                                               jsonLines: TraceJSON.lines(p.storyRecords)))
        #expect(requests.last == .exportPNG(name: "01-responder-chain"))
    }

    @Test("the language comes from the locale environment, and the interface speaks it")
    func language() throws {
        #expect(Language.fromEnvironment(["LANG": "zh_CN.UTF-8"]) == .zh)
        #expect(Language.fromEnvironment(["LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"]) == .en)
        #expect(Language.fromEnvironment(["LC_MESSAGES": "zh_TW", "LANG": "C"]) == .zh)
        #expect(Language.fromEnvironment([:]) == .en)
        for b in Playground.keyBindings where b.command != .toggleLanguage {
            let zh = Playground.describe(b.command, in: .zh)
            #expect(zh != Playground.describe(b.command, in: .en), "\(b.label) has a Chinese description")
            #expect(zh.contains { TextLayout.isCJK($0) }, "\(b.label): \(zh)")
        }
        for v in HitTestVerdict.allCases where v != .transparent { #expect(Localization.verdict(v, .zh) != Localization.verdict(v, .en)) }
        let p = UITest.playground(try UITest.example("05-overflow-not-tappable"))
        p.perform(.toggleLanguage)
        p.perform(.toggleHelp)
        let texts = p.displayList(width: 1200, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer()).texts
        #expect(texts.contains(Localization.keys(.zh)) && texts.contains(Localization.views(.zh)))
        #expect(texts.contains { $0.hasPrefix("子视图") || $0.contains("溢出") || $0.contains("父视图") }, "the scene's summary in Chinese")
    }

    @Test("every built-in scene has a Chinese title and summary")
    func everySceneTranslated() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: UITest.scenesFolder.path).filter { $0.hasSuffix(".yaml") }
        #expect(files.count >= 26)
        for f in files {
            let document = try UITest.example(String(f.dropLast(5)))
            let zh = document.translations["zh"]
            let summary = zh?.summary ?? (document.summary.contains { TextLayout.isCJK($0) } ? document.summary : nil)
            #expect(summary?.contains { TextLayout.isCJK($0) } == true, "\(f) has a Chinese summary")
        }
    }

    @Test("write-back changes only the affected keys and keeps comments")
    func writeBack() throws {
        let yaml = """
        title: t
        # a comment at the top
        window:
          subviews:
            - id: a
              frame: [0, 0, 100, 100]
              hidden: false   # keep me
              pointInside:
                inset: 4
              subviews:
                - {id: flow, frame: [0, 0, 10, 10]}
            - id: b
              frame: [0, 100, 100, 100]
              kind: button
        """
        let changes: [String: [WhatIfProperty: WhatIfValue]] = [
            "a": [.hidden: .bool(true), .alpha: .number(0.01), .pointInside: .pointInside(.never)],
            "b": [.enabled: .bool(false), .clips: .bool(true)],
        ]
        let edited = try SceneWriteBack.apply(changes, to: yaml, path: "t.yaml")
        #expect(edited.contains("      hidden: true # keep me"))
        #expect(edited.contains("# a comment at the top"))
        #expect(!edited.contains("inset: 4"))
        let document = try UITest.parse(edited)
        let a = try #require(document.windows.first?.view.subviews.first)
        let b = try #require(document.windows.first?.view.subviews.last)
        #expect(a.hidden && a.alpha == 0.01 && a.pointInside == .never && a.subviews.first?.id == "flow")
        #expect(!b.enabled && b.clips && b.kind == .button)
        let lines = Set(yaml.split(separator: "\n"))
        let editedLines = Set(edited.split(separator: "\n"))
        #expect(lines.subtracting(editedLines).count == 3, "only the changed keys' lines differ: hidden, pointInside, inset")
        #expect(throws: SceneWriteBack.Failure.self) { try SceneWriteBack.apply(["flow": [.hidden: .bool(true)]], to: yaml, path: "t.yaml") }
        // Why it was not written, as a value, worded in either language.
        do {
            _ = try SceneWriteBack.apply(["flow": [.hidden: .bool(true)]], to: yaml, path: "t.yaml")
        } catch let failure as SceneWriteBack.Failure {
            #expect(failure.kind == .flowMapping(view: "flow", key: "hidden"))
            #expect(failure.description == "view 'flow' is written as a flow mapping ({...}); change 'hidden' by hand")
            #expect(Localization.writeBackFailure(failure.kind, .zh) == "视图 'flow' 写成了单行映射（{...}），请手动修改 'hidden'")
        }
        do {
            _ = try SceneWriteBack.apply(["a": [.hidden: .bool(true)]], to: "title: [", path: "t.yaml")
            Issue.record("a file that does not parse is not written")
        } catch let failure as SceneWriteBack.Failure {
            guard case let .doesNotParse(path, error) = failure.kind else { Issue.record("\(failure.kind)"); return }
            #expect(path == "t.yaml" && !error.isEmpty)
            #expect(Localization.writeBackFailure(failure.kind, .zh).hasPrefix("t.yaml 已无法解析"))
        }
    }

    @Test("write-back keeps a file's Windows line ends and edits it as it does with plain ones")
    func writeBackKeepsWindowsLineEnds() throws {
        let yaml = "title: t\nwindow:\n  subviews:\n    - id: a\n      frame: [0, 0, 100, 100]\n      hidden: false\n"
        let crlf = yaml.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let changes: [String: [WhatIfProperty: WhatIfValue]] = ["a": [.hidden: .bool(true), .alpha: .number(0.5)]]
        let plain = try SceneWriteBack.apply(changes, to: yaml, path: "t.yaml")
        let edited = try SceneWriteBack.apply(changes, to: crlf, path: "t.yaml")
        #expect(edited == plain.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"))
        #expect(plain.contains("hidden: true") && plain.contains("alpha: 0.5"))
    }
}
