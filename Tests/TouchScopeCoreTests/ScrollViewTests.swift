#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TouchScopeCore

/// A window (400x400) holding a horizontal paging-capable scroll view `scroller` (50,100,300,200)
/// with content 1200x200: three 300-point pages `page0`...`page2`, each handling touches.
private struct ScrollHarness {
    let h = Harness()
    let scroller = ScrollView(id: "scroller", frame: Rect(50, 100, 300, 200))
    var pages: [View] = []

    init(contentWidth: Double = 1200, contentHeight: Double = 200) {
        scroller.contentSize = Size(width: contentWidth, height: contentHeight)
        for i in 0..<Int(contentWidth / 300) {
            let page = makeView("page\(i)", Double(i) * 300, 0, 300, contentHeight)
            page.setTouchBehaviour(.handle)
            scroller.addSubview(page)
            pages.append(page)
        }
        h.window.addSubview(scroller)
    }

    /// A drag from `from` to `to` in `steps` moves 1/60 s apart, starting at `start`; the finger
    /// rests `rest` seconds before lifting. Returns the time of the lift.
    @discardableResult
    func drag(_ from: Point, _ to: Point, steps: Int = 6, start: Double, rest: Double = 0) -> Double {
        h.drag(from, to, steps: steps, start: start, rest: rest)
    }

    func states(_ id: String) -> [String] {
        h.events.compactMap {
            if case let .gesture(g, _, _, to, _, _) = $0, g == id { return to.rawValue }
            return nil
        }
    }

    func reason(_ id: String, to state: GestureState) -> String? {
        for e in h.events {
            if case let .gesture(g, _, _, to, reason, _) = e, g == id, to == state { return reason.text }
        }
        return nil
    }

    /// The times at which `view` got `phase`.
    func times(_ phase: ResponderPhase, _ view: String) -> [Double] {
        h.recorder.records.compactMap {
            if case let .touches(p, _, r, _) = $0.event, p == phase, r == view { return $0.time }
            return nil
        }
    }
}

@Suite("Scroll views: the offset, dragging, paging, deceleration (UIScrollView)")
struct ScrollViewTests {
    @Test("contentOffset is the bounds origin, and hit-testing finds the content through it")
    func offsetIsBoundsOrigin() {
        let s = ScrollHarness()
        s.scroller.contentOffset = Point(x: 300, y: 0)
        #expect(s.scroller.bounds.origin == Point(x: 300, y: 0))
        #expect(s.h.app.hitTest(screenPoint: Point(x: 100, y: 150)).view === s.pages[1])
        #expect(s.pages[1].frame == Rect(300, 0, 300, 200), "the content keeps its frames")
    }

    @Test("a drag moves the offset by the finger's translation, opposite in sign")
    func dragFollowsFinger() {
        let s = ScrollHarness()
        s.drag(Point(x: 300, y: 200), Point(x: 180, y: 200), start: 1, rest: 0.5)
        #expect(s.scroller.contentOffset == Point(x: 120, y: 0))
        #expect(s.states("scroller.pan").prefix(2) == ["began", "changed"])
    }

    @Test("changing the offset patches the compiled hit-test index instead of rebuilding it")
    func offsetDoesNotRebuildIndex() {
        let s = ScrollHarness()
        let tester = s.h.app.hitTester
        _ = s.h.app.hitTest(screenPoint: Point(x: 100, y: 150))
        let builds = tester.indexBuilds
        let version = s.h.window.structureVersion
        for x in stride(from: 0.0, through: 900, by: 37) {
            s.scroller.contentOffset = Point(x: x, y: 0)
            let hit = s.h.app.hitTest(screenPoint: Point(x: 100, y: 150)).view
            let expected = s.pages[Int((x + 50) / 300)]
            #expect(hit === expected, "offset \(x)")
        }
        #expect(tester.indexBuilds == builds)
        #expect(s.h.window.structureVersion == version)
        // Anything else still rebuilds it.
        s.pages[0].isHidden = true
        _ = s.h.app.hitTest(screenPoint: Point(x: 100, y: 150))
        #expect(tester.indexBuilds == builds + 1)
    }

    @Test("without bounces a drag past the start stops at the edge")
    func clampsWithoutBounces() {
        let s = ScrollHarness()
        s.scroller.bounces = false
        s.drag(Point(x: 100, y: 200), Point(x: 250, y: 200), start: 1, rest: 0.5)
        #expect(s.scroller.contentOffset == Point(x: 0, y: 0))
    }

    @Test("with bounces a drag past the edge rubber-bands (moves less than the finger) and springs back")
    func rubberBands() {
        let s = ScrollHarness()
        s.h.down(100, 200, at: 1)
        s.h.move(120, 200, at: 1.02)
        s.h.move(250, 200, at: 1.04)
        let x = s.scroller.contentOffset.x
        #expect(x < 0 && x > -150, "rubber-banded: \(x)")
        let c = ScrollParameters.rubberBandConstant
        #expect(close(-x, (1 - 1 / (150 * c / 300 + 1)) * 300, 1e-9))
        s.h.up(250, 200, at: 1.5)
        #expect(s.scroller.motion == .bouncing)
        s.h.app.advanceTime(to: 1.5 + ScrollParameters.bounceBackDuration)
        #expect(s.scroller.contentOffset == .zero)
        #expect(s.scroller.motion == .idle)
    }

    @Test("paging: a slow drag under half a page snaps back, past half snaps on, a flick turns one page")
    func pagingSnaps() {
        let s = ScrollHarness()
        s.scroller.isPagingEnabled = true
        var end = s.drag(Point(x: 300, y: 200), Point(x: 200, y: 200), start: 1, rest: 0.5)
        #expect(s.scroller.motion == .paging)
        s.h.app.advanceTime(to: end + ScrollParameters.pagingAnimationDuration)
        #expect(s.scroller.contentOffset.x == 0)
        end = s.drag(Point(x: 300, y: 200), Point(x: 120, y: 200), start: end + 1, rest: 0.5)
        s.h.app.advanceTime(to: end + ScrollParameters.pagingAnimationDuration)
        #expect(s.scroller.contentOffset.x == 300)
        // A quick 60-point flick: the next page, not the nearest.
        end = s.drag(Point(x: 300, y: 200), Point(x: 240, y: 200), steps: 3, start: end + 1)
        s.h.app.advanceTime(to: end + ScrollParameters.pagingAnimationDuration)
        #expect(s.scroller.contentOffset.x == 600)
        // A huge flick still turns only one page.
        end = s.drag(Point(x: 340, y: 200), Point(x: 60, y: 200), steps: 2, start: end + 1)
        s.h.app.advanceTime(to: end + ScrollParameters.pagingAnimationDuration)
        #expect(s.scroller.contentOffset.x == 900)
    }

    @Test("a flick decelerates on the input clock to where the deceleration rate says, however time is sliced")
    func deceleration() {
        func run(frames: Bool) -> (Point, Double, Double?) {
            let s = ScrollHarness(contentWidth: 6000)
            let end = s.drag(Point(x: 300, y: 200), Point(x: 240, y: 200), steps: 3, start: 1)
            #expect(s.scroller.motion == .decelerating)
            let finish = s.h.app.animator.lastEnd
            if frames {
                var t = end
                while let d = s.h.app.nextDeadline, t < end + 5 { t = d; s.h.app.advanceTime(to: d) }
            } else {
                s.h.app.advanceTime(to: end + 5)
            }
            return (s.scroller.contentOffset, end, finish)
        }
        let (a, end, finish) = run(frames: true)
        let (b, _, _) = run(frames: false)
        #expect(a == b)
        // Finger velocity -1200 pt/s: content velocity 1200; rest at 60 (dragged) + 1200 / (1000 ln(1/0.998)).
        let expected = 60 + 1200 / (-1000 * log(0.998))
        #expect(close(a.x, expected, 1e-6), "\(a.x) vs \(expected)")
        let duration = log(ScrollParameters.minimumScrollVelocity / 1200) / (1000 * log(0.998))
        #expect(close((finish ?? 0) - end, duration, 1e-9))
    }

    @Test("a finger resting before it lifts leaves no velocity: no deceleration")
    func restingFingerDoesNotFlick() {
        let s = ScrollHarness()
        s.drag(Point(x: 300, y: 200), Point(x: 200, y: 200), steps: 3, start: 1, rest: 0.3)
        #expect(s.scroller.motion == .idle)
        #expect(s.scroller.contentOffset.x == 100)
    }

    @Test("a touch on a decelerating scroll view stops it where it is")
    func touchStopsDeceleration() {
        let s = ScrollHarness(contentWidth: 6000)
        let end = s.drag(Point(x: 300, y: 200), Point(x: 240, y: 200), steps: 3, start: 1)
        s.h.app.advanceTime(to: end + 0.1)
        let x = s.scroller.contentOffset.x
        s.h.down(200, 200, at: end + 0.1)
        #expect(s.scroller.motion == .idle)
        #expect(s.scroller.contentOffset.x == x)
        s.h.app.advanceTime(to: end + 3)
        #expect(s.scroller.contentOffset.x == x)
    }

    @Test("the touch that stops a deceleration never reaches the content (with and without the content-touch delay); the next one does")
    func touchThatStopsScrollingIsSwallowed() {
        for delays in [true, false] {
            let s = ScrollHarness(contentWidth: 6000)
            s.scroller.delaysContentTouches = delays
            let end = s.drag(Point(x: 300, y: 200), Point(x: 240, y: 200), steps: 3, start: 1)
            s.h.app.advanceTime(to: end + 0.1)
            #expect(s.scroller.isDecelerating)
            let before = s.h.touchesRecords().count
            s.h.tap(200, 200, at: end + 0.1)
            s.h.app.advanceTime(to: end + 0.5)
            #expect(s.h.touchesRecords().count == before, "delays \(delays): no page got any phase of the stopping tap")
            #expect(s.h.events.contains { if case let .contentTouchRefused("scroller", _, _, because) = $0 { return because == .stoppedScrolling } else { return false } })
            // At rest, the next tap reaches the page.
            s.h.tap(200, 200, at: end + 1)
            s.h.app.advanceTime(to: end + 1.5)
            #expect(s.h.touchesRecords().count > before, "delays \(delays): the tap at rest reaches the content")
        }
    }

    @Test("a paging snap stopped by a finger: the page under it gets nothing of that touch")
    func touchStoppingPagingIsSwallowed() {
        let s = ScrollHarness()
        s.scroller.isPagingEnabled = true
        let end = s.drag(Point(x: 300, y: 200), Point(x: 140, y: 200), steps: 4, start: 1)
        s.h.app.advanceTime(to: end + 0.05)
        #expect(s.scroller.motion == .paging)
        let before = s.h.touchesRecords().count
        s.h.tap(200, 200, at: end + 0.05)
        s.h.app.advanceTime(to: end + 0.6)
        #expect(s.h.touchesRecords().count == before)
    }

    @Test("touchesShouldBegin false for a button: it never gets the touch (no touchDown, no action), and a drag from it scrolls")
    func touchesShouldBeginRefuses() {
        for delays in [true, false] {
            let s = ScrollHarness()
            let button = makeControl("button", 100, 50, 150, 100)
            s.pages[0].addSubview(button)
            s.scroller.delaysContentTouches = delays
            s.scroller.touchesShouldBeginRefuses = ["button"]
            s.h.tap(250, 200, at: 1)
            s.h.app.advanceTime(to: 1.5)
            #expect(s.h.controlEvents.isEmpty, "delays \(delays)")
            #expect(s.h.events.contains { if case let .contentTouchRefused("scroller", _, "button", because) = $0 { return because == .touchesShouldBegin } else { return false } })
            // A control never tracked the finger, so touchesShouldCancel is not asked: it scrolls.
            s.drag(Point(x: 250, y: 200), Point(x: 150, y: 200), start: 2, rest: 0.5)
            #expect(s.scroller.contentOffset.x > 0, "delays \(delays)")
            #expect(s.h.controlEvents.isEmpty)
            // The page around the button is not refused.
            #expect(s.scroller.touchesShouldBegin([], in: s.pages[0]))
            #expect(!s.scroller.touchesShouldBegin([], in: button))
        }
    }

    @Test("touchesShouldBegin refusing a view refuses the views inside it; false for every view refuses all; default true")
    func touchesShouldBeginInside() {
        let s = ScrollHarness()
        let inner = makeView("inner", 10, 10, 50, 50)
        s.pages[1].addSubview(inner)
        #expect(s.scroller.touchesShouldBegin([], in: inner))
        s.scroller.touchesShouldBeginRefuses = ["page1"]
        #expect(!s.scroller.touchesShouldBegin([], in: inner))
        #expect(s.scroller.touchesShouldBegin([], in: s.pages[0]))
        s.scroller.touchesShouldBeginOverride = false
        #expect(!s.scroller.touchesShouldBegin([], in: s.pages[0]))
    }

    @Test("a bounce caught by a touch past the edge springs back when the finger lifts without dragging")
    func caughtBounceSpringsBack() {
        let s = ScrollHarness()
        s.h.down(100, 200, at: 1)
        s.h.move(120, 200, at: 1.02)
        s.h.move(250, 200, at: 1.04)
        s.h.up(250, 200, at: 1.5)
        #expect(s.scroller.motion == .bouncing)
        // Caught a tenth of the way back: still past the edge, and held there.
        s.h.down(200, 200, at: 1.53)
        let caught = s.scroller.contentOffset.x
        #expect(s.scroller.motion == .idle && caught < 0, "\(caught)")
        s.h.app.advanceTime(to: 1.8)
        #expect(s.scroller.contentOffset.x == caught, "held while the finger is down")
        // Lifted without a drag: back within the limits (found by the motion streams: it stayed at
        // \(caught) for good).
        s.h.up(200, 200, at: 1.9)
        #expect(s.scroller.motion == .bouncing)
        s.h.app.advanceTime(to: 1.9 + ScrollParameters.bounceBackDuration)
        #expect(s.scroller.contentOffset == .zero)
        #expect(s.scroller.motion == .idle)
    }

    @Test("a paging snap caught half-way finishes on the nearest page when the finger lifts without dragging")
    func caughtPagingSnapFinishesOnAPage() {
        let s = ScrollHarness()
        s.scroller.isPagingEnabled = true
        let end = s.drag(Point(x: 300, y: 200), Point(x: 120, y: 200), start: 1, rest: 0.5)
        #expect(s.scroller.motion == .paging)
        s.h.down(200, 200, at: end + 0.05)
        let caught = s.scroller.contentOffset.x
        #expect(caught > 180 && caught < 300, "\(caught)")
        s.h.up(200, 200, at: end + 0.1)
        s.h.app.advanceTime(to: end + 1)
        #expect(s.scroller.contentOffset.x == 300)
    }

    @Test("a deceleration caught within the limits stays where it was caught after the lift")
    func caughtDecelerationStays() {
        let s = ScrollHarness(contentWidth: 6000)
        let end = s.drag(Point(x: 300, y: 200), Point(x: 240, y: 200), steps: 3, start: 1)
        s.h.app.advanceTime(to: end + 0.1)
        s.h.down(200, 200, at: end + 0.1)
        let x = s.scroller.contentOffset.x
        s.h.up(200, 200, at: end + 0.2)
        s.h.app.advanceTime(to: end + 3)
        #expect(s.scroller.contentOffset.x == x)
        #expect(s.scroller.motion == .idle)
    }

    @Test("scrollEnabled false disables the pan recognizer: nothing scrolls")
    func scrollDisabled() {
        let s = ScrollHarness()
        s.scroller.isScrollEnabled = false
        s.drag(Point(x: 300, y: 200), Point(x: 100, y: 200), start: 1, rest: 0.5)
        #expect(s.scroller.contentOffset == .zero)
        #expect(!s.scroller.panGestureRecognizer.isEnabled)
    }

    @Test("the pan does not begin along an axis the content cannot scroll")
    func cannotScrollThatWay() {
        let s = ScrollHarness()
        s.drag(Point(x: 200, y: 250), Point(x: 200, y: 150), start: 1, rest: 0.5)
        #expect(s.reason("scroller.pan", to: .failed) == "the content cannot scroll vertically")
        #expect(s.scroller.contentOffset == .zero)
    }

    @Test("directional lock keeps a horizontal drag horizontal")
    func directionalLock() {
        let s = ScrollHarness(contentWidth: 1200, contentHeight: 900)
        s.scroller.isDirectionalLockEnabled = true
        s.drag(Point(x: 300, y: 200), Point(x: 150, y: 230), start: 1, rest: 0.5)
        #expect(s.scroller.contentOffset.y == 0)
        #expect(s.scroller.contentOffset.x == 150)
        let free = ScrollHarness(contentWidth: 1200, contentHeight: 900)
        free.drag(Point(x: 300, y: 200), Point(x: 150, y: 170), start: 1, rest: 0.5)
        #expect(free.scroller.contentOffset.y == 30)
    }
}

@Suite("Scroll views: content touches (delaysContentTouches, canCancelContentTouches, touchesShouldCancel)")
struct ScrollContentTouchTests {
    @Test("delaysContentTouches: touchesBegan reaches the content after the delay when no scroll began")
    func delayedBegan() {
        let s = ScrollHarness()
        s.h.down(200, 200, at: 1)
        #expect(s.times(.began, "page0").isEmpty)
        s.h.app.advanceTime(to: 1 + ScrollParameters.contentTouchDelay)
        #expect(s.times(.began, "page0") == [1 + ScrollParameters.contentTouchDelay])
        s.h.up(200, 200, at: 2)
        #expect(s.times(.ended, "page0") == [2])
    }

    @Test("delaysContentTouches: a quick tap reaches the content at touch-up, began then ended")
    func quickTapAtTouchUp() {
        let s = ScrollHarness()
        s.h.down(200, 200, at: 1)
        s.h.up(200, 200, at: 1.05)
        #expect(s.times(.began, "page0") == [1.05])
        #expect(s.times(.ended, "page0") == [1.05])
        #expect(s.reason("scroller.delay", to: .failed) == "lifted within 0.15 s: the content gets the touch now")
    }

    @Test("delaysContentTouches: a scroll that begins within the delay leaves the content nothing")
    func quickScrollLeavesContentNothing() {
        let s = ScrollHarness()
        s.drag(Point(x: 300, y: 200), Point(x: 200, y: 200), steps: 4, start: 1)
        #expect(s.h.touchesRecords().filter { $0.responder == "page0" || $0.responder == "page1" }.isEmpty)
    }

    @Test("delaysContentTouches false: touchesBegan at once; a plain view is cancelled when the scroll begins")
    func noDelayThenCancelled() {
        let s = ScrollHarness()
        s.scroller.delaysContentTouches = false
        s.h.down(300, 200, at: 1)
        #expect(s.times(.began, "page0") == [1])
        s.h.move(280, 200, at: 1.02)
        #expect(s.times(.cancelled, "page0") == [1.02])
        #expect(s.scroller.contentOffset.x == 20)
    }

    @Test("a button tracking the finger is not cancelled by default: the scroll does not begin (touchesShouldCancel is false for controls)")
    func buttonKeepsTheFinger() {
        let s = ScrollHarness()
        let button = makeControl("button", 100, 50, 150, 100)
        s.pages[0].addSubview(button)
        s.scroller.delaysContentTouches = false
        s.drag(Point(x: 250, y: 200), Point(x: 150, y: 200), start: 1, rest: 0.5)
        #expect(s.reason("scroller.pan", to: .failed) == "touchesShouldCancel(in: button) returned false")
        #expect(s.scroller.contentOffset == .zero)
        #expect(!s.h.controlEvents.contains(.touchCancel))
    }

    @Test("touchesShouldCancel overridden to true: the button gets touchCancel and never touchUpInside, and the view scrolls")
    func overriddenCancelsButton() {
        let s = ScrollHarness()
        let button = makeControl("button", 100, 50, 150, 100)
        s.pages[0].addSubview(button)
        s.scroller.delaysContentTouches = false
        s.scroller.touchesShouldCancelOverride = true
        s.drag(Point(x: 250, y: 200), Point(x: 230, y: 200), steps: 2, start: 1, rest: 0.5)
        #expect(s.h.controlEvents.contains(.touchCancel))
        #expect(!s.h.controlEvents.contains(.touchUpInside))
        #expect(s.scroller.contentOffset.x == 20)
    }

    @Test("the default touchesShouldCancel(in:) is true unless the view is a control")
    func defaultTouchesShouldCancel() {
        let s = ScrollHarness()
        #expect(s.scroller.touchesShouldCancel(in: s.pages[0]))
        #expect(!s.scroller.touchesShouldCancel(in: makeControl("b", 0, 0, 10, 10)))
    }

    @Test("canCancelContentTouches false: once the content tracks the finger, nothing scrolls")
    func cannotCancel() {
        let s = ScrollHarness()
        s.scroller.canCancelContentTouches = false
        s.h.down(300, 200, at: 1)
        s.h.app.advanceTime(to: 1.2)
        s.h.move(250, 200, at: 1.3)
        s.h.up(250, 200, at: 1.4)
        #expect(s.reason("scroller.pan", to: .failed) == "page0 tracks the finger and canCancelContentTouches is false")
        #expect(s.scroller.contentOffset == .zero)
        #expect(s.times(.ended, "page0") == [1.4])
    }
}

@Suite("Scroll views: nesting")
struct NestedScrollViewTests {
    /// A vertical outer scroll view holding a horizontal inner one.
    private func perpendicular() -> (Harness, outer: ScrollView, inner: ScrollView) {
        let h = Harness()
        let outer = ScrollView(id: "outer", frame: Rect(0, 0, 400, 400))
        outer.contentSize = Size(width: 400, height: 1600)
        let inner = ScrollView(id: "inner", frame: Rect(0, 100, 400, 200))
        inner.contentSize = Size(width: 1600, height: 200)
        outer.addSubview(inner)
        h.window.addSubview(outer)
        return (h, outer, inner)
    }

    private func drag(_ h: Harness, _ from: Point, _ to: Point, start: Double) {
        h.down(from.x, from.y, at: start)
        for i in 1...6 {
            let f = Double(i) / 6
            h.move(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f, at: start + Double(i) / 60)
        }
        h.up(to.x, to.y, at: start + 1)
    }

    @Test("perpendicular: a horizontal drag scrolls the inner one, a vertical drag on it the outer one")
    func perpendicularShare() {
        let (h, outer, inner) = perpendicular()
        drag(h, Point(x: 300, y: 200), Point(x: 200, y: 200), start: 1)
        #expect(inner.contentOffset == Point(x: 100, y: 0))
        #expect(outer.contentOffset == .zero)
        drag(h, Point(x: 200, y: 250), Point(x: 200, y: 150), start: 3)
        #expect(inner.contentOffset == Point(x: 100, y: 0))
        #expect(outer.contentOffset == Point(x: 0, y: 100))
    }

    @Test("same direction: the inner one takes the drag (it sees the touch first); the outer is prevented")
    func sameDirectionInnerFirst() {
        let h = Harness()
        let outer = ScrollView(id: "outer", frame: Rect(0, 0, 400, 400))
        outer.contentSize = Size(width: 1600, height: 400)
        let inner = ScrollView(id: "inner", frame: Rect(0, 100, 400, 200))
        inner.contentSize = Size(width: 800, height: 200)
        outer.addSubview(inner)
        h.window.addSubview(outer)
        drag(h, Point(x: 300, y: 200), Point(x: 200, y: 200), start: 1)
        #expect(inner.contentOffset.x == 100)
        #expect(outer.contentOffset.x == 0)
        // An inner one whose content fits gives the drag to the outer one.
        inner.contentSize = Size(width: 400, height: 200)
        inner.contentOffset = .zero
        drag(h, Point(x: 300, y: 200), Point(x: 200, y: 200), start: 3)
        #expect(outer.contentOffset.x == 100)
    }
}

@Suite("Text fields and the keyboard")
struct TextFieldTests {
    @Test("a tap makes the field first responder and shows the keyboard in its own window at the screen's bottom; resigning removes it")
    func keyboardComesAndGoes() throws {
        let h = Harness()
        let field = TextField(id: "field", frame: Rect(20, 20, 200, 40))
        let background = makeView("background", 0, 0, 400, 400)
        let dismiss = TapGestureRecognizer(id: "dismiss")
        background.addGestureRecognizer(dismiss)
        background.addSubview(field)
        h.window.addSubview(background)
        h.tap(50, 40)
        #expect(h.app.firstResponder === field)
        let keyboardWindow = try #require(h.app.keyboardWindow)
        #expect(h.app.windows.contains { $0 === keyboardWindow } && keyboardWindow.level > h.window.level)
        #expect(keyboardWindow.frame == Rect(0, 400 - Keyboard.height, 400, Keyboard.height))
        #expect(h.app.hitTest(screenPoint: Point(x: 200, y: 390)).view === keyboardWindow.keyboard)
        #expect(h.window.subtree.allSatisfy { !($0 is Keyboard) }, "the keyboard is not in the app's window")
        #expect(dismiss.state == .possible)
        #expect(h.events.contains { if case let .gesture(g, _, _, to, _, _) = $0 { return g == "dismiss" && to == .failed }; return false },
                "the field's own tap prevents the ancestor's")
        h.app.resignCurrentFirstResponder()
        #expect(!h.app.isKeyboardShown && !h.app.windows.contains { $0 === keyboardWindow })
    }
}
