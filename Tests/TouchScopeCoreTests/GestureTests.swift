import Testing
@testable import TouchScopeCore

/// A scene for gesture tests: a window with `parent` (0,0,300,300) holding `child` (50,50,100,100).
private struct GestureHarness {
    let h = Harness()
    let parent = makeView("parent", 0, 0, 300, 300)
    let child = makeView("child", 50, 50, 100, 100)

    init() {
        h.window.addSubview(parent.with(child))
        child.setTouchBehaviour(.handle)
    }

    /// What the child view received, in order: "began", "moved", "ended", "cancelled".
    var childPhases: [String] {
        h.touchesRecords().filter { $0.responder == "child" }.map(\.phase.rawValue)
    }

    /// `id`'s state changes as "from>to".
    func transitions(_ id: String) -> [String] {
        h.events.compactMap {
            if case let .gesture(g, _, from, to, _, _) = $0, g == id { return "\(from.rawValue)>\(to.rawValue)" }
            return nil
        }
    }

    func reason(_ id: String, to state: GestureState) -> String? {
        for e in h.events {
            if case let .gesture(g, _, _, to, reason, _) = e, g == id, to == state { return reason.text }
        }
        return nil
    }

    var actionsSent: [String] { h.actions.map { "\($0.sender):\($0.action)" } }
}

private final class RefusingDelegate: GestureRecognizerDelegate {
    var receive = true
    var begin = true
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { begin }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receive }
}

@Suite("Gesture recognizers: states and transitions")
struct GestureStateTests {
    @Test("discrete recognizers go possible -> ended or failed; continuous ones through began and changed")
    func validTransitions() {
        #expect(GestureState.isValid(from: .possible, to: .ended, continuous: false))
        #expect(GestureState.isValid(from: .possible, to: .failed, continuous: false))
        #expect(!GestureState.isValid(from: .possible, to: .began, continuous: false), "no fake began for a tap")
        #expect(!GestureState.isValid(from: .possible, to: .ended, continuous: true))
        #expect(GestureState.isValid(from: .possible, to: .began, continuous: true))
        #expect(GestureState.isValid(from: .began, to: .changed, continuous: true))
        #expect(GestureState.isValid(from: .changed, to: .changed, continuous: true))
        #expect(GestureState.isValid(from: .changed, to: .ended, continuous: true))
        #expect(GestureState.isValid(from: .changed, to: .cancelled, continuous: true))
        #expect(!GestureState.isValid(from: .failed, to: .began, continuous: true))
        #expect(!GestureState.isValid(from: .ended, to: .changed, continuous: true))
        for s in [GestureState.ended, .failed, .cancelled] { #expect(GestureState.isValid(from: s, to: .possible, continuous: true)) }
    }

    @Test("every transition in a busy run is valid, and every recognizer resets once its touches are over")
    func everyTransitionValid() {
        let g = GestureHarness()
        let tap = TapGestureRecognizer(id: "tap"), pan = PanGestureRecognizer(id: "pan"), press = LongPressGestureRecognizer(id: "press")
        g.child.addGestureRecognizer(tap); g.parent.addGestureRecognizer(pan); g.h.window.addGestureRecognizer(press)
        var t = 0.0
        for i in 0..<30 {
            t += 0.1
            g.h.down(100, 100, at: t)
            if i % 3 == 0 { g.h.move(100 + Double(i), 100, at: t + 0.05) }
            if i % 5 == 0 { g.h.app.advanceTime(to: t + 0.7) ; t += 0.7 }
            g.h.up(100 + Double(i % 3 == 0 ? i : 0), 100, at: t + 0.1)
            t += 0.5
            g.h.app.advanceTime(to: t)
        }
        for r in [tap, pan, press] {
            var state = GestureState.possible
            for e in g.h.events {
                guard case let .gesture(id, _, from, to, _, _) = e, id == r.id else { continue }
                #expect(from == state, "\(r.id): recorded from \(from) but was \(state)")
                #expect(GestureState.isValid(from: from, to: to, continuous: r.isContinuous), "\(r.id): \(from) -> \(to)")
                state = to
            }
            #expect(r.state == .possible, "\(r.id) reset")
        }
        #expect(g.h.app.activeTouches.isEmpty)
    }
}

@Suite("Gesture recognizers: delivery and arbitration")
struct GestureDeliveryTests {
    @Test("a tap recognizer gets the touch before the view; recognizing cancels the view's touch (no touchesEnded)")
    func tapCancelsTouchesInView() {
        let g = GestureHarness()
        let tap = TapGestureRecognizer(id: "tap")
        tap.addTarget(g.parent, action: "tapped")
        g.parent.implementedMethods = ["tapped"]
        g.child.addGestureRecognizer(tap)
        g.h.down(100, 100, at: 0)
        g.h.up(100, 100, at: 0.1)
        #expect(g.transitions("tap") == ["possible>ended", "ended>possible"])
        #expect(g.childPhases == ["began", "cancelled"])
        #expect(g.actionsSent == ["tap:tapped"])
        let order = g.h.events.compactMap { e -> String? in
            switch e {
            case .gestureTouches(_, .began, _): return "recognizer"
            case .touches(.began, _, "child", _): return "view"
            default: return nil
            }
        }
        #expect(order == ["recognizer", "view"], "recognizers see each touch before the view")
    }

    @Test("with cancelsTouchesInView off the view gets began and ended as usual")
    func tapWithoutCancelling() {
        let g = GestureHarness()
        let tap = TapGestureRecognizer(id: "tap")
        tap.cancelsTouchesInView = false
        g.child.addGestureRecognizer(tap)
        g.h.down(100, 100, at: 0)
        g.h.up(100, 100, at: 0.1)
        #expect(g.transitions("tap").first == "possible>ended")
        #expect(g.childPhases == ["began", "ended"])
    }

    @Test("a tap that moves more than its allowable movement fails, and the view keeps its touch")
    func tapMovedTooFar() {
        let g = GestureHarness()
        g.child.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
        g.h.down(100, 100, at: 0)
        g.h.move(111, 100, at: 0.05)
        g.h.up(111, 100, at: 0.1)
        #expect(g.transitions("tap").first == "possible>failed")
        #expect(g.childPhases == ["began", "moved", "ended"])
    }

    @Test("single vs double tap, one tap: the single tap waits for the double tap to fail, then recognizes")
    func singleWaitsForDouble() {
        let g = GestureHarness()
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        g.child.addGestureRecognizer(single); g.child.addGestureRecognizer(double)
        g.h.down(100, 100, at: 0)
        g.h.up(100, 100, at: 0.05)
        #expect(g.transitions("single").isEmpty, "still waiting")
        #expect(g.h.events.contains(.gestureWaiting(gesture: "single", for: ["double"])))
        #expect(g.childPhases == ["began"], "touchesEnded is held back while the double tap may still happen")
        g.h.app.advanceTime(to: 0.3)
        #expect(g.transitions("single").isEmpty)
        g.h.app.advanceTime(to: 0.41)
        #expect(g.transitions("double").first == "possible>failed")
        #expect(g.transitions("single").first == "possible>ended")
        #expect(g.reason("single", to: .ended)?.contains("double") == true)
        #expect(g.childPhases == ["began", "cancelled"], "the single tap recognized: the view's touch is cancelled")
    }

    @Test("single vs double tap, two taps: the double tap recognizes and the single tap fails")
    func doubleWins() {
        let g = GestureHarness()
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        g.child.addGestureRecognizer(single); g.child.addGestureRecognizer(double)
        g.h.down(100, 100, at: 0); g.h.up(100, 100, at: 0.05)
        g.h.down(100, 100, at: 0.2); g.h.up(100, 100, at: 0.25)
        #expect(g.transitions("double").first == "possible>ended")
        #expect(g.transitions("single").first == "possible>failed")
        #expect(g.reason("single", to: .failed)?.contains("double recognized") == true)
        #expect(g.childPhases == ["began", "began", "cancelled"], "both touches end cancelled, never ended")
        #expect(g.h.touchesRecords(.cancelled).first?.touches == [1, 2], "in one touchesCancelled call")
        g.h.app.advanceTime(to: 2)
        #expect(g.transitions("single").filter { $0.hasSuffix(">ended") }.isEmpty)
    }

    @Test("single and double tap without require(toFail:): a double tap fires both, the single tap on each tap")
    func bothFireWithoutRequirement() {
        let g = GestureHarness()
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        g.child.addGestureRecognizer(single); g.child.addGestureRecognizer(double)
        g.h.down(100, 100, at: 0); g.h.up(100, 100, at: 0.05)
        g.h.down(100, 100, at: 0.2); g.h.up(100, 100, at: 0.25)
        #expect(g.transitions("single").filter { $0 == "possible>ended" }.count == 2)
        #expect(g.transitions("double").filter { $0 == "possible>ended" }.count == 1)
    }

    @Test("a recognizer finished by the clock resets at once, so the next touch reaches it")
    func resetAfterTimeout() {
        let g = GestureHarness()
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        g.child.addGestureRecognizer(single); g.child.addGestureRecognizer(double)
        g.h.down(100, 100, at: 0); g.h.up(100, 100, at: 0.05)
        g.h.app.advanceTime(to: 1)
        #expect(single.state == .possible && double.state == .possible)
        g.h.down(100, 100, at: 1.1); g.h.up(100, 100, at: 1.15)
        g.h.down(100, 100, at: 1.3); g.h.up(100, 100, at: 1.35)
        #expect(g.transitions("double").filter { $0 == "possible>ended" }.count == 1, "two quick taps after a single one")
    }

    @Test("a double tap whose second tap comes too late fails; without a dependent, the first tap's end arrives late")
    func doubleTapTimesOut() {
        let g = GestureHarness()
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        g.child.addGestureRecognizer(double)
        g.h.down(100, 100, at: 0); g.h.up(100, 100, at: 0.05)
        #expect(g.childPhases == ["began"])
        g.h.down(100, 100, at: 0.5)
        #expect(g.transitions("double").first == "possible>failed")
        #expect(Array(g.childPhases.prefix(3)) == ["began", "ended", "began"])
    }

    @Test("long press: lifted before 0.5 s it fails and the view gets began and ended")
    func longPressTooShort() {
        let g = GestureHarness()
        g.child.addGestureRecognizer(LongPressGestureRecognizer(id: "press"))
        g.h.down(100, 100, at: 0)
        g.h.app.advanceTime(to: 0.3)
        g.h.up(100, 100, at: 0.4)
        #expect(g.transitions("press").first == "possible>failed")
        #expect(g.childPhases == ["began", "ended"])
    }

    @Test("long press: held 0.5 s it begins (cancelling the view's touch), changes as it moves, ends when lifted")
    func longPressRecognized() {
        let g = GestureHarness()
        let press = LongPressGestureRecognizer(id: "press")
        press.addTarget(g.parent, action: "pressed")
        g.child.addGestureRecognizer(press)
        g.h.down(100, 100, at: 0)
        g.h.app.advanceTime(to: 0.49)
        #expect(press.state == .possible)
        g.h.app.advanceTime(to: 0.5)
        #expect(press.state == .began)
        g.h.move(130, 100, at: 0.6)
        g.h.up(130, 100, at: 0.7)
        #expect(g.transitions("press") == ["possible>began", "began>changed", "changed>ended", "ended>possible"])
        #expect(g.childPhases == ["began", "cancelled"])
        #expect(g.actionsSent == ["press:pressed", "press:pressed", "press:pressed"], "continuous: began, changed, ended")
    }

    @Test("long press: moving more than 10 points before 0.5 s fails it")
    func longPressMovedTooFar() {
        let g = GestureHarness()
        g.child.addGestureRecognizer(LongPressGestureRecognizer(id: "press"))
        g.h.down(100, 100, at: 0)
        g.h.move(109, 100, at: 0.1)
        #expect(g.transitions("press").isEmpty, "9 points is allowed")
        g.h.move(111, 100, at: 0.2)
        g.h.app.advanceTime(to: 1)
        #expect(g.transitions("press").first == "possible>failed")
        g.h.up(111, 100, at: 1.1)
        #expect(g.childPhases == ["began", "moved", "moved", "ended"])
    }

    @Test("pan below its threshold fails at lift; the view gets began, moved, ended")
    func panBelowThreshold() {
        let g = GestureHarness()
        g.parent.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
        g.h.down(100, 100, at: 0)
        g.h.move(105, 100, at: 0.1)
        g.h.up(105, 100, at: 0.2)
        #expect(g.transitions("pan").first == "possible>failed")
        #expect(g.childPhases == ["began", "moved", "ended"])
    }

    @Test("pan above its threshold: the view gets began, moved, then cancelled; the pan began, changed, ended")
    func panAboveThreshold() {
        let g = GestureHarness()
        let pan = PanGestureRecognizer(id: "pan")
        g.parent.addGestureRecognizer(pan)
        g.h.down(100, 100, at: 0)
        g.h.move(105, 100, at: 0.1)
        g.h.move(112, 100, at: 0.2)
        #expect(pan.state == .began)
        #expect(pan.translation == Point(12, 0))
        g.h.move(140, 110, at: 0.3)
        #expect(pan.translation == Point(40, 10))
        #expect(close(pan.velocity, Point(280, 100), 1e-6))
        g.h.up(140, 110, at: 0.4)
        #expect(g.childPhases == ["began", "moved", "cancelled"])
        #expect(g.transitions("pan") == ["possible>began", "began>changed", "changed>ended", "ended>possible"])
    }

    @Test("pan translation can be reset with setTranslation")
    func panSetTranslation() {
        let g = GestureHarness()
        let pan = PanGestureRecognizer(id: "pan")
        g.parent.addGestureRecognizer(pan)
        g.h.down(100, 100, at: 0)
        g.h.move(130, 100, at: 0.1)
        pan.setTranslation(.zero)
        #expect(pan.translation == .zero)
        g.h.move(135, 104, at: 0.2)
        #expect(pan.translation == Point(5, 4))
    }

    @Test("delaysTouchesBegan, recognizer fails: the view gets the withheld began and moves, then the rest")
    func delaysTouchesBeganThenFails() {
        let g = GestureHarness()
        let swipe = SwipeGestureRecognizer(id: "swipe")
        swipe.delaysTouchesBegan = true
        g.parent.addGestureRecognizer(swipe)
        g.h.down(100, 100, at: 0)
        g.h.move(104, 100, at: 0.05)
        #expect(g.childPhases.isEmpty, "nothing while the swipe is possible")
        g.h.move(104, 140, at: 0.1)
        #expect(g.transitions("swipe").first == "possible>failed")
        #expect(g.childPhases == ["began", "moved", "moved"])
        g.h.up(104, 140, at: 0.2)
        #expect(g.childPhases == ["began", "moved", "moved", "ended"])
    }

    @Test("delaysTouchesBegan, recognizer recognizes: the view never hears of the touch")
    func delaysTouchesBeganThenRecognizes() {
        let g = GestureHarness()
        let swipe = SwipeGestureRecognizer(id: "swipe")
        swipe.delaysTouchesBegan = true
        g.parent.addGestureRecognizer(swipe)
        g.h.down(100, 100, at: 0)
        g.h.move(130, 100, at: 0.05)
        g.h.move(160, 102, at: 0.1)
        #expect(g.transitions("swipe").first == "possible>ended")
        g.h.up(160, 102, at: 0.15)
        #expect(g.childPhases.isEmpty)
        #expect(g.h.app.activeTouches.isEmpty)
    }

    @Test("a recognizer on the window gets touches of any view in it")
    func recognizerOnWindow() {
        let g = GestureHarness()
        g.h.window.addGestureRecognizer(TapGestureRecognizer(id: "windowTap"))
        g.h.tap(100, 100, at: 0)
        #expect(g.transitions("windowTap").first == "possible>ended")
        #expect(g.childPhases == ["began", "cancelled"])
    }

    @Test("a disabled recognizer gets no touches; disabling one mid-gesture cancels it")
    func disabledRecognizer() {
        let g = GestureHarness()
        let tap = TapGestureRecognizer(id: "tap")
        tap.isEnabled = false
        g.child.addGestureRecognizer(tap)
        g.h.tap(100, 100, at: 0)
        #expect(g.transitions("tap").isEmpty)
        #expect(g.childPhases == ["began", "ended"])

        let pan = PanGestureRecognizer(id: "pan")
        g.parent.addGestureRecognizer(pan)
        g.h.down(100, 100, at: 1)
        g.h.move(130, 100, at: 1.1)
        #expect(pan.state == .began)
        pan.isEnabled = false
        #expect(g.transitions("pan").contains("began>cancelled"))
        #expect(g.reason("pan", to: .cancelled) == GestureReason.disabled.text)
        g.h.up(130, 100, at: 1.2)
        #expect(pan.state == .possible)
    }

    @Test("two nested pans: the inner one recognizes and prevents the outer")
    func nestedPansExclusive() {
        let g = GestureHarness()
        let inner = PanGestureRecognizer(id: "inner"), outer = PanGestureRecognizer(id: "outer")
        g.child.addGestureRecognizer(inner); g.parent.addGestureRecognizer(outer)
        g.h.down(100, 100, at: 0)
        g.h.move(130, 100, at: 0.1)
        #expect(inner.state == .began)
        #expect(outer.state == .failed)
        #expect(g.reason("outer", to: .failed) == GestureReason.preventedBy("inner").text)
    }

    @Test("two nested pans with simultaneous recognition: both begin and both change")
    func nestedPansSimultaneous() {
        let g = GestureHarness()
        let inner = PanGestureRecognizer(id: "inner"), outer = PanGestureRecognizer(id: "outer")
        outer.ownedDelegate = SimultaneousDelegate(ids: ["inner"])
        g.child.addGestureRecognizer(inner); g.parent.addGestureRecognizer(outer)
        g.h.down(100, 100, at: 0)
        g.h.move(130, 100, at: 0.1)
        g.h.move(140, 100, at: 0.2)
        #expect(inner.state == .changed && outer.state == .changed)
        g.h.up(140, 100, at: 0.3)
        #expect(g.transitions("outer").contains("changed>ended"))
    }

    @Test("a control beats a single-tap recognizer on its ancestor")
    func controlBeatsAncestorTap() {
        let h = Harness()
        let container = makeView("container", 0, 0, 300, 300)
        let button = makeControl("button", 50, 50, 100, 50)
        button.addAction("buy", target: .firstResponder, for: .touchUpInside)
        container.implementedMethods = ["buy"]
        container.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
        h.window.addSubview(container.with(button))
        h.tap(100, 70, at: 0)
        #expect(h.controlEvents == [.touchDown, .touchUpInside])
        let failed = h.events.contains {
            if case let .gesture("tap", _, .possible, .failed, reason, _) = $0 {
                return reason == GestureReason.controlBeatsAncestorTap("button")
            }
            return false
        }
        #expect(failed)
    }

    @Test("a recognizer attached to the control itself wins over the control")
    func recognizerOnControlWins() {
        let h = Harness()
        let button = makeControl("button", 50, 50, 100, 50)
        button.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
        h.window.addSubview(button)
        h.tap(100, 70, at: 0)
        #expect(h.controlEvents == [.touchDown, .touchCancel])
    }

    @Test("a double-tap recognizer on an ancestor does not lose to a control")
    func controlDoesNotBeatDoubleTap() {
        let h = Harness()
        let container = makeView("container", 0, 0, 300, 300)
        let button = makeControl("button", 50, 50, 100, 50)
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        container.addGestureRecognizer(double)
        h.window.addSubview(container.with(button))
        h.tap(100, 70, at: 0)
        h.tap(100, 70, at: 0.2)
        #expect(double.state == .possible)
        #expect(h.events.contains { if case .gesture("double", _, .possible, .ended, _, _) = $0 { return true } else { return false } })
    }

    @Test("the delegate: shouldReceive false keeps the touch from the recognizer; shouldBegin false fails it")
    func delegateDecides() {
        let g = GestureHarness()
        let tap = TapGestureRecognizer(id: "tap")
        let delegate = RefusingDelegate()
        tap.delegate = delegate
        g.child.addGestureRecognizer(tap)
        delegate.receive = false
        g.h.tap(100, 100, at: 0)
        #expect(g.transitions("tap").isEmpty)
        delegate.receive = true
        delegate.begin = false
        g.h.tap(100, 100, at: 1)
        #expect(g.reason("tap", to: .failed) == GestureReason.delegateRefused.text)
    }

    @Test("swipe: far enough in its direction recognizes; the wrong way fails")
    func swipe() {
        let g = GestureHarness()
        let swipe = SwipeGestureRecognizer(id: "swipe")
        swipe.direction = .left
        g.parent.addGestureRecognizer(swipe)
        g.h.down(200, 100, at: 0); g.h.move(160, 100, at: 0.05); g.h.move(140, 103, at: 0.1); g.h.up(140, 103, at: 0.15)
        #expect(g.transitions("swipe").first == "possible>ended")
        g.h.down(100, 100, at: 1); g.h.move(130, 100, at: 1.05); g.h.up(130, 100, at: 1.1)
        #expect(g.transitions("swipe").filter { $0 == "possible>failed" }.count == 1)
    }

    @Test("pinch: two fingers spreading begin it; scale is the distance ratio; lifting both fingers ends it")
    func pinch() {
        let g = GestureHarness()
        let pinch = PinchGestureRecognizer(id: "pinch")
        g.parent.addGestureRecognizer(pinch)
        g.h.down(100, 100, finger: 1, at: 0)
        g.h.down(140, 100, finger: 2, at: 0.01)
        g.h.move(160, 100, finger: 2, at: 0.1)
        #expect(pinch.state == .began)
        #expect(close(pinch.scale, 1.5))
        g.h.move(180, 100, finger: 2, at: 0.2)
        #expect(close(pinch.scale, 2))
        #expect(close(pinch.velocity, 5))
        g.h.up(180, 100, finger: 2, at: 0.3)
        #expect(!g.transitions("pinch").contains("changed>ended"))
        g.h.up(100, 100, finger: 1, at: 0.4)
        #expect(g.transitions("pinch").contains("changed>ended"))
        #expect(pinch.state == .possible)
    }

    @Test("cancelling all touches cancels a recognized pan and fails a possible one")
    func cancelAll() {
        let g = GestureHarness()
        let pan = PanGestureRecognizer(id: "pan"), tap = TapGestureRecognizer(id: "tap")
        g.parent.addGestureRecognizer(pan); g.child.addGestureRecognizer(tap)
        g.h.down(100, 100, at: 0)
        g.h.move(130, 100, at: 0.1)
        g.h.app.cancelAllTouches(reason: .focusLost, timestamp: 0.2)
        #expect(g.transitions("pan").contains("changed>cancelled") || g.transitions("pan").contains("began>cancelled"))
        #expect(pan.state == .possible && tap.state == .possible)
        #expect(g.h.app.activeTouches.isEmpty)
    }

    @Test("the gesture record in JSON carries from, to, the reason and the recognizer's values")
    func gestureJSON() {
        let record = TraceRecord(step: 2, time: 0.5, event: .gesture(
            gesture: "pan", view: "card", from: .began, to: .changed, reason: .rule(.moved),
            values: [TraceValue(name: "translationX", value: 12), TraceValue(name: "translationY", value: -3.5)]))
        #expect(TraceJSON.line(record) == #"{"type":"gesture","step":2,"t":0.5,"gesture":"pan","view":"card","from":"began","to":"changed","reason":"moved","reasonCode":"moved","translationX":12,"translationY":-3.5}"#)
    }
}

/// Found by review: outcomes must not depend on the order recognizers were added.
@Suite("Gesture recognizers: require(toFail:) regardless of order")
struct GestureOrderTests {
    /// A single tap that requires a double tap to fail, both on the child, added in either order.
    private func pair(_ g: GestureHarness, doubleFirst: Bool) -> (TapGestureRecognizer, TapGestureRecognizer) {
        let single = TapGestureRecognizer(id: "single"), double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        single.addTarget(g.parent, action: "single")
        double.addTarget(g.parent, action: "double")
        g.parent.implementedMethods = ["single", "double"]
        for r in doubleFirst ? [double, single] : [single, double] { g.child.addGestureRecognizer(r) }
        return (single, double)
    }

    private func log(_ g: GestureHarness) -> [String] {
        g.h.touchesRecords().filter { $0.responder == "child" }.map { "\($0.phase.rawValue)\($0.touches)" }
    }

    @Test("a second tap far away: the first tap is still a single tap, the second an ordinary touch", arguments: [false, true])
    func secondTapFarAway(doubleFirst: Bool) {
        let g = GestureHarness()
        let (single, double) = pair(g, doubleFirst: doubleFirst)
        // Both inside the child (50...150), 90 points apart: more than a double tap allows.
        g.h.down(55, 100, at: 0); g.h.up(55, 100, at: 0.05)
        g.h.down(145, 100, at: 0.2); g.h.up(145, 100, at: 0.25)
        g.h.app.advanceTime(to: 2)
        #expect(g.actionsSent == ["single:single"])
        #expect(log(g) == ["began[1]", "cancelled[1]", "began[2]", "ended[2]"])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("a second touch that moves: the first tap is still a single tap, the second touch reaches the view", arguments: [false, true])
    func secondTouchMoves(doubleFirst: Bool) {
        let g = GestureHarness()
        _ = pair(g, doubleFirst: doubleFirst)
        g.h.down(100, 100, at: 0); g.h.up(100, 100, at: 0.05)
        g.h.down(100, 100, at: 0.2); g.h.move(130, 100, at: 0.22); g.h.up(130, 100, at: 0.25)
        g.h.app.advanceTime(to: 2)
        #expect(g.actionsSent == ["single:single"])
        #expect(log(g) == ["began[1]", "began[2]", "cancelled[1]", "moved[2]", "ended[2]"])
    }

    @Test("a pan that requires a swipe to fail begins when the swipe fails, and ends with its touch", arguments: [false, true])
    func panWaitsForSwipe(swipeFirst: Bool) {
        let g = GestureHarness()
        let pan = PanGestureRecognizer(id: "pan"), swipe = SwipeGestureRecognizer(id: "swipe")
        pan.require(toFail: swipe)
        for r: GestureRecognizer in swipeFirst ? [swipe, pan] : [pan, swipe] { g.parent.addGestureRecognizer(r) }
        g.h.down(100, 100, at: 0); g.h.move(115, 100, at: 0.05); g.h.move(130, 100, at: 0.1); g.h.up(130, 100, at: 0.15)
        #expect(g.transitions("swipe").first == "possible>failed")
        #expect(g.transitions("pan") == ["possible>began", "began>ended", "ended>possible"])
    }

    @Test("cancelling every touch while a single tap waits never fires it", arguments: [false, true])
    func cancelAllWhileWaiting(doubleFirst: Bool) {
        let g = GestureHarness()
        let (single, double) = pair(g, doubleFirst: doubleFirst)
        g.h.down(100, 100, at: 0); g.h.up(100, 100, at: 0.05)
        g.h.app.cancelAllTouches(reason: .focusLost, timestamp: 0.1)
        #expect(g.actionsSent.isEmpty)
        #expect(log(g) == ["began[1]", "cancelled[1]"])
        #expect(single.state == .possible && double.state == .possible)
        g.h.down(100, 100, at: 1); g.h.up(100, 100, at: 1.05)
        g.h.down(100, 100, at: 1.2)
        g.h.app.cancelAllTouches(reason: .focusLost, timestamp: 1.25)
        #expect(g.actionsSent.isEmpty, "also when the cancel comes during the second tap")
    }

    @Test("a require(toFail:) cycle fails both, and the view's touches still end")
    func requireCycle() {
        let g = GestureHarness()
        let a = TapGestureRecognizer(id: "a"), b = TapGestureRecognizer(id: "b")
        a.require(toFail: b); b.require(toFail: a)
        g.child.addGestureRecognizer(a); g.child.addGestureRecognizer(b)
        g.h.down(100, 100, at: 0); g.h.up(100, 100, at: 0.05)
        g.h.app.advanceTime(to: 5)
        #expect(g.transitions("a").contains("possible>failed") && g.transitions("b").contains("possible>failed"))
        #expect(log(g).last?.hasPrefix("ended") == true || log(g).last?.hasPrefix("cancelled") == true)
        #expect(a.state == .possible && b.state == .possible)
        let selfish = TapGestureRecognizer(id: "selfish")
        selfish.require(toFail: selfish)
        #expect(selfish.requiredToFail.isEmpty, "requiring itself to fail is ignored")
    }

    @Test("a recognizer disabled and enabled between touches takes the next touch")
    func disabledThenEnabled() {
        let g = GestureHarness()
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        g.child.addGestureRecognizer(double)
        g.h.down(100, 100, at: 0); g.h.up(100, 100, at: 0.05)
        double.isEnabled = false
        double.isEnabled = true
        g.h.down(100, 100, at: 1); g.h.up(100, 100, at: 1.05)
        g.h.down(100, 100, at: 1.2); g.h.up(100, 100, at: 1.25)
        #expect(g.transitions("double").contains("possible>ended"))
    }

    @Test("a recognizer disabled while it waits for a second tap is back to possible at once, with the one waiting for it")
    func disabledBetweenTapsResets() {
        let g = GestureHarness()
        let single = TapGestureRecognizer(id: "single")
        let double = TapGestureRecognizer(id: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        g.child.addGestureRecognizer(single); g.child.addGestureRecognizer(double)
        g.h.down(100, 100, at: 0); g.h.up(100, 100, at: 0.05)
        #expect(double.state == .possible && g.h.app.nextDeadline != nil, "the double tap waits for its second tap")
        single.isEnabled = false
        double.isEnabled = false
        #expect(g.transitions("double").contains("possible>failed") && g.transitions("double").last == "failed>possible")
        #expect(single.state == .possible && double.state == .possible, "no touch is down and nothing is due: both at rest")
        #expect(g.h.app.nextDeadline == nil)
    }
}
