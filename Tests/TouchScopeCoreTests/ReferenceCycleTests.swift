import Testing
@testable import TouchScopeCore

/// Trees that are let go are freed, whatever their rules and recognizers link (LeakSanitizer
/// found each of these cycles; docs/robustness.md). Each test builds a tree in a scope, keeps only
/// weak references, and checks that they are all nil once the scope is left.
@Suite struct ReferenceCycles {
    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Runs `build`, which returns what it wants watched, and says what is still alive after it.
    static func alive(_ build: () -> [(String, AnyObject)]) -> [String] {
        var watched: [(String, Weak)] = []
        do { watched = build().map { ($0.0, Weak($0.1)) } }
        return watched.filter { $0.1.object != nil }.map(\.0)
    }

    @Test func twoRecognizersThatRequireEachOtherToFailAreFreed() {
        let left = Self.alive {
            let h = Harness()
            let a = makeView("a", 0, 0, 100, 100), b = makeView("b", 0, 0, 50, 50)
            h.window.with(a.with(b))
            let tapA = TapGestureRecognizer(id: "tapA"), tapB = TapGestureRecognizer(id: "tapB")
            a.addGestureRecognizer(tapA)
            b.addGestureRecognizer(tapB)
            tapA.require(toFail: tapB)
            tapB.require(toFail: tapA)
            h.tap(20, 20)
            h.down(20, 20)
            return [("application", h.app), ("a", a), ("b", b), ("tapA", tapA), ("tapB", tapB)]
        }
        #expect(left.isEmpty, "still alive: \(left)")
    }

    @Test func requireToFailStillWorksWhileBothAreAlive() {
        let h = Harness()
        let a = makeView("a", 0, 0, 100, 100)
        h.window.with(a)
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        a.addGestureRecognizer(single)
        a.addGestureRecognizer(double)
        single.require(toFail: double)
        #expect(single.requiredToFail.map(\.id) == ["double"])
    }

    @Test func aRecognizerRequiringOneThatIsGoneWaitsForNothing() {
        let single = TapGestureRecognizer(id: "single")
        do {
            let other = TapGestureRecognizer(id: "other")
            single.require(toFail: other)
            #expect(single.requiredToFail.count == 1)
        }
        #expect(single.requiredToFail.isEmpty)
    }

    @Test func includeRulesNamingTheViewItselfOrAnAncestorAreFreed() {
        let left = Self.alive {
            let h = Harness()
            let bar = makeView("bar", 0, 300, 400, 100), button = makeControl("centre", 170, -30, 60, 60)
            h.window.with(bar.with(button))
            bar.pointInsideRule = .include([bar, button])
            button.pointInsideRule = .include([bar, h.window])
            h.tap(200, 290)
            return [("application", h.app), ("window", h.window), ("bar", bar), ("centre", button)]
        }
        #expect(left.isEmpty, "still alive: \(left)")
    }

    @Test func includeStillCountsALiveDescendant() {
        let h = Harness()
        let bar = makeView("bar", 0, 300, 400, 100), button = makeControl("centre", 170, -30, 60, 60)
        h.window.with(makeView("content", 0, 0, 400, 300), bar.with(button))
        bar.pointInsideRule = .include([button])
        #expect(h.app.hitTest(screenPoint: Point(200, 280)).view?.id == "centre")
        #expect(PointInsideRule.include([button]).label == "include(centre)")
    }

    /// An application let go while touches are active (a test or tool dropping it mid-touch):
    /// controls tracking, recognizers holding touches, a touch held back.
    @Test func anApplicationDroppedMidTouchIsFreed() {
        let left = Self.alive {
            let h = Harness()
            let panel = makeView("panel", 0, 0, 300, 300), button = makeControl("button", 10, 10, 80, 80)
            h.window.with(panel.with(button))
            let pan = PanGestureRecognizer(id: "pan"), tap = TapGestureRecognizer(id: "tap")
            tap.numberOfTapsRequired = 2
            panel.addGestureRecognizer(pan)
            panel.addGestureRecognizer(tap)
            h.down(50, 50, finger: 1)
            h.down(200, 200, finger: 2)
            h.move(230, 240, finger: 2)
            h.up(230, 240, finger: 2)
            let touches = h.app.activeTouches.map { ("touch \($0.id)", $0 as AnyObject) }
            return [("application", h.app), ("panel", panel), ("button", button), ("pan", pan), ("tap", tap)] + touches
        }
        #expect(left.isEmpty, "still alive: \(left)")
    }
}
