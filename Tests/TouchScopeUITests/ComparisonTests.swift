import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// `touchscope compare` and the window's before / after view: the same touch on two scenes (or
/// a scene as loaded and with what-if changes), and what differs.
@Suite struct ComparisonTests {
    static func taps(_ points: Point...) -> [ScriptStep] { SceneTrace.tapSteps(points) }

    @Test("the same scene with the same script: every touch the same, no difference, nothing marked")
    func sameSceneHasNoDifferences() throws {
        let document = try UITest.example("01-responder-chain")
        let c = SceneComparison.compare(before: document, after: document, steps: document.script)
        #expect(c.isSame)
        #expect(!c.touches.isEmpty)
        #expect(c.touches.allSatisfy { $0.differences.isEmpty && $0.markedViews.isEmpty })
        #expect(Localization.comparisonLines(c, .en).first?.hasPrefix("the same") == true)
    }

    @Test("05 (overflow) against 06 (the fix), a tap on the overflow: the hit view differs, background → leftChild, first")
    func overflowFixChangesTheHitView() throws {
        let c = SceneComparison.compare(before: try UITest.example("05-overflow-not-tappable"),
                                        after: try UITest.example("06-overflow-fixed"), steps: Self.taps(Point(100, 390)))
        #expect(!c.isSame)
        let touch = try #require(c.lastTouch)
        #expect(touch.differences.first == .hitView(before: "background", after: "leftChild"))
        #expect(touch.markedViews.isSuperset(of: ["background", "leftChild"]))
        #expect(touch.location == Point(100, 390))
    }

    @Test("02 against 03 (the tab bar's override): the hit view, the tab bar's verdict decided by the override, the chain and the action differ")
    func tabBarFix() throws {
        let c = SceneComparison.compare(before: try UITest.example("02-tabbar-button-broken"),
                                        after: try UITest.example("03-tabbar-button-fixed"), steps: Self.taps(Point(195, 745)))
        let d = try #require(c.lastTouch).differences
        #expect(d.first == .hitView(before: "list", after: "centerButton"))
        let tabBar = d.first { if case .visit("tabBar", _, _) = $0 { return true } else { return false } }
        guard case let .visit(_, before, after)? = tabBar else { Issue.record("no tabBar verdict difference in \(d)"); return }
        #expect(before?.verdict == .outside && before?.decidedBy == nil)
        #expect(after?.verdict == .inside && after?.decidedBy?.hasPrefix("pointInside") == true)
        #expect(d.contains { if case .chain = $0 { return true } else { return false } })
        #expect(d.contains { if case .decisions = $0 { return true } else { return false } })
        // A view only one side visits reads "not visited" on the other.
        let lines = Localization.comparisonLines(c, .en).joined(separator: "\n")
        #expect(lines.contains("centerButton: not visited → ✓ inside"))
    }

    @Test("a what-if hide on the hit view: the hit view and that view's verdict differ (inside → hidden)")
    func whatIfHideDiffers() throws {
        let document = try UITest.example("01-responder-chain")
        let changes = SceneComparison.changes(pressing: [("yellow", .hidden)], in: document)
        #expect(changes == ["yellow": [.hidden: .bool(true)]])
        let c = SceneComparison.compare(before: document, after: document, changes, steps: Self.taps(Point(170, 250)))
        let d = try #require(c.lastTouch).differences
        #expect(d.first == .hitView(before: "yellow", after: "blue"))
        #expect(d.contains(.visit(view: "yellow", before: VisitVerdict(verdict: .inside), after: VisitVerdict(verdict: .hidden))))
        #expect(d.contains { if case .chain = $0 { return true } else { return false } })
    }

    @Test("a press that cycles back to the file's value is no change: the sides are the same")
    func pressingBackIsNoChange() throws {
        let document = try UITest.example("01-responder-chain")
        let changes = SceneComparison.changes(pressing: [("yellow", .hidden), ("yellow", .hidden)], in: document)
        #expect(changes.isEmpty)
        #expect(SceneComparison.compare(before: document, after: document, changes, steps: Self.taps(Point(170, 250))).isSame)
    }

    @Test("touches are compared one by one, split as the window splits stories: the second of two taps changes its hit view, the first only who decided a verdict")
    func touchByTouch() throws {
        let document = try UITest.example("05-overflow-not-tappable")
        let changes = SceneComparison.changes(pressing: [("openBox", .pointInside), ("openBox", .pointInside)], in: document)
        let c = SceneComparison.compare(before: document, after: document, changes, steps: Self.taps(Point(100, 330), Point(100, 390)))
        #expect(c.touches.count == 2)
        // The first tap reaches openChild on both sides; only who decided openBox's verdict
        // differs (the override now answers "inside", as the default did).
        #expect(c.touches[0].differences == [.visit(view: "openBox", before: VisitVerdict(verdict: .inside),
                                                    after: VisitVerdict(verdict: .inside, decidedBy: "pointInside: boundsOrSubviews"))])
        #expect(c.touches[1].differences.first == .hitView(before: "background", after: "openChild"))
        let lines = Localization.comparisonLines(c, .en)
        #expect(lines.first == "touch 1 at (100, 330): 1 difference")
        #expect(lines.contains { $0.hasPrefix("touch 2 at (100, 390): ") })
    }

    @Test("a drag compares control events: a disabled button sends none")
    func dragComparesControlEvents() throws {
        let document = try UITest.example("03-tabbar-button-fixed")
        let changes = SceneComparison.changes(pressing: [("centerButton", .enabled)], in: document)
        let steps = [UITest.step(.drag(from: Point(195, 770), to: Point(200, 775), steps: 5))]
        let c = SceneComparison.compare(before: document, after: document, changes, steps: steps)
        let d = try #require(c.lastTouch).differences
        let decisions = d.first { if case .decisions = $0 { return true } else { return false } }
        guard case let .decisions(before, after)? = decisions else { Issue.record("no control difference in \(d)"); return }
        #expect(!before.isEmpty)
        #expect(after.isEmpty)
        #expect(try #require(c.lastTouch).markedViews.contains("centerButton"))
    }

    @Test("every difference is worded in English and Chinese, and the Chinese words are not the English ones")
    func wordedInBothLanguages() throws {
        let c = SceneComparison.compare(before: try UITest.example("02-tabbar-button-broken"),
                                        after: try UITest.example("03-tabbar-button-fixed"), steps: Self.taps(Point(195, 745)))
        let en = Localization.comparisonLines(c, .en), zh = Localization.comparisonLines(c, .zh)
        #expect(en.count == zh.count)
        for (e, z) in zip(en, zh) { #expect(e != z) }
        #expect(zh.joined().contains("命中视图"))
    }

    @Test("9: the before / after view puts the live canvas on the right, the scene as loaded on the left, and words the difference")
    func windowKey() throws {
        let document = try UITest.example("01-responder-chain")
        let p = UITest.playground(document, width: 1280, height: 900)
        let full = try #require(p.layout)
        p.handle(.character("9"))
        #expect(p.isComparing)
        let split = p.layout(width: 1280, height: 900, uiScale: 1)
        #expect(split.canvas.minX > full.canvas.minX)
        #expect(split.canvas.maxX <= split.panel.minX)
        let columns = split.comparisonColumns(canvasSize: document.canvas)
        #expect(columns.before.maxX < columns.after.minX)
        // A click on the right-hand canvas is a touch of the live scene, as usual.
        let pixel = split.pixel(Point(170, 250))
        p.handle(UITest.pointer(.down, pixel))
        p.handle(UITest.pointer(.up, pixel, t: 0.1))
        #expect(p.story.hitView == "yellow")
        p.select("yellow")
        p.whatIf(.hidden)
        let texts = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer()).texts
        #expect(texts.contains("before · as loaded"))
        #expect(texts.contains("after · with the changes"))
        #expect(texts.contains { $0.hasPrefix("≠ hit view: yellow → blue") })
        #expect(texts.contains("≠"))
        p.handle(.character("9"))
        #expect(!p.isComparing)
        #expect(p.layout(width: 1280, height: 900, uiScale: 1).canvas == full.canvas)
    }

    @Test("the difference colour is far from every overlay colour and reads on the halo")
    func differenceColour() {
        for c in Theme.overlayPalette { #expect(Theme.distance(Theme.difference, c) >= 140) }
        #expect(Theme.contrast(Theme.difference, Theme.halo) >= 3)
    }

    @Test("the picture: both canvases side by side at one scale, a header per side, the differences underneath")
    func picture() throws {
        let list = try UITest.comparisonPicture("02-tabbar-button-broken", "03-tabbar-button-fixed", steps: Self.taps(Point(195, 745)))
        #expect(list.width == 1280 && list.height == 900)
        let texts = list.texts
        #expect(texts.contains("before · 02.yaml"))
        #expect(texts.contains("after · 03.yaml"))
        #expect(texts.contains("Differences"))
        #expect(texts.contains { $0.contains("hit view: list → centerButton") })
        // Marked views carry a ≠ tag on each side where the view is.
        #expect(texts.filter { $0 == "≠" }.count >= 2)
    }

    @Test("the difference brackets never run across a tag: 05 against its what-if fix, 02 against 03, both languages",
          arguments: [Language.en, .zh])
    func bracketsKeepOffTags(_ l: Language) throws {
        let m = FixedWidthTextMeasurer()
        func side(_ d: SceneDocument, _ steps: [ScriptStep], whatIf: [String: [WhatIfProperty: WhatIfValue]] = [:]) -> Playground {
            let p = Playground()
            p.language = l
            if whatIf.isEmpty { p.show(d) } else { p.show(d, whatIf: whatIf) }
            p.run(steps)
            return p
        }
        let o5 = try UITest.example("05-overflow-not-tappable")
        let t5 = Self.taps(Point(100, 390))
        let fix = SceneComparison.changes(pressing: [("openBox", .pointInside), ("openBox", .pointInside)], in: o5)
        let o2 = try UITest.example("02-tabbar-button-broken"), o3 = try UITest.example("03-tabbar-button-fixed")
        let t2 = Self.taps(Point(195, 745))
        let pairs: [(Playground, Playground, SceneComparison)] = [
            (side(o5, t5), side(o5, t5, whatIf: fix), SceneComparison.compare(before: o5, after: o5, fix, steps: t5)),
            (side(o2, t2), side(o3, t2), SceneComparison.compare(before: o2, after: o3, steps: t2)),
        ]
        for (before, after, c) in pairs {
            let list = ComparisonPicture.displayList(before: before, after: after, labels: ("a", "b"), comparison: c,
                                                     width: 1024, height: 768, measurer: m)
            // A bracket arm: a straight difference-coloured graphic one line wide (a ≠ tag is a box).
            let arms = list.marks.filter { $0.kind == .graphic && $0.color == Theme.difference.withAlpha(255) && min($0.rect.width, $0.rect.height) < 1 }
            let texts = list.marks.filter { $0.kind == .text && $0.edge != Theme.difference.withAlpha(255) }
            #expect(!arms.isEmpty, "brackets are drawn")
            for a in arms {
                #expect(!texts.contains { $0.rect.intersects(a.rect.insetBy(dx: -1, dy: -1)) }, "a bracket at \(a.rect) crosses a tag (\(l))")
            }
        }
    }
}
