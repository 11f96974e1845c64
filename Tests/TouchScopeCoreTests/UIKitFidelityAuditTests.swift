import Testing
@testable import TouchScopeCore

// An independent fidelity audit: cases that other UIKit reimplementations' test suites and
// Apple's documentation pin, each written again here (the facts, not the code) and checked.

@Suite("Fidelity audit: hit-testing cases pinned elsewhere")
struct HitTestAuditTests {
    // flowkey/UIKit-cross-platform, UIKitTests/UIView/UIViewTests+hitTest.swift
    // (testPointInsideWithBoundsOriginSet): point(inside:) is in bounds units, so a bounds origin
    // far away leaves (50, 50) outside a 100 x 100 view.
    @Test("point(inside:) is in bounds units: a bounds origin at (10000, 10000) leaves (50, 50) outside")
    func pointInsideUsesBoundsOrigin() {
        let view = makeView("v", 0, 0, 100, 100)
        view.bounds.origin = Point(x: 10_000, y: 10_000)
        let tester = HitTester()
        #expect(!tester.pointInside(view, Point(x: 50, y: 50)))
        #expect(tester.pointInside(view, Point(x: 10_050, y: 10_050)))
    }

    // flowkey, UIViewTests+hitTest.swift (testHitTestBasic): a root view whose bounds start at
    // (-10, -10) hits itself at (-5, -5), a subview at its frame origin, a grandchild inside it,
    // and nothing outside its bounds on either side.
    @Test("hitTest in a view whose bounds start at (-10, -10)")
    func boundsOriginNegative() {
        let root = makeView("root", 0, 0, 100, 100)
        root.bounds.origin = Point(x: -10, y: -10)
        let sub = makeView("sub", 40, 40, 20, 20)
        let subsub = makeView("subsub", 10, 10, 5, 5)
        root.with(sub.with(subsub))
        let tester = HitTester()
        #expect(tester.hitTest(root, at: Point(x: -5, y: -5))?.id == "root")
        #expect(tester.hitTest(root, at: Point(x: 40, y: 40))?.id == "sub")
        #expect(tester.hitTest(root, at: Point(x: 52.5, y: 52.5))?.id == "subsub")
        #expect(tester.hitTest(root, at: Point(x: -11, y: -11)) == nil)
        #expect(tester.hitTest(root, at: Point(x: 95, y: 95)) == nil)
    }

    // flowkey, UIViewTests+hitTest.swift (testHitTestWithChildTransform): a child scaled by 0.5
    // whose box is (25, 25, 50, 50) is hit from (25, 25) to (74, 74), not at (75, 75) (its max
    // edge, in its own space 100: outside), and (100, 100) is outside the 100 x 100 root.
    @Test("a child scaled by 0.5: its box's min edge is in, its max edge out")
    func childScaledHalf() {
        let root = makeView("root", 0, 0, 100, 100)
        let child = makeView("child", 0, 0, 100, 100)
        child.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        root.with(child)
        #expect(close(child.frame, Rect(25, 25, 50, 50)))
        let tester = HitTester()
        #expect(tester.hitTest(root, at: Point(x: 25, y: 25))?.id == "child")
        #expect(tester.hitTest(root, at: Point(x: 74, y: 74))?.id == "child")
        #expect(tester.hitTest(root, at: Point(x: 20, y: 20))?.id == "root")
        #expect(tester.hitTest(root, at: Point(x: 75, y: 75))?.id == "root")
        #expect(tester.hitTest(root, at: Point(x: 100, y: 100)) == nil)
    }

    // flowkey, UIViewTests+convert.swift (testConvertToSubviewWithSubviewTransform): a subview
    // scaled by 2 whose box is (10, 10, 60, 40) has bounds 30 x 20; (60, 20) in the superview is
    // (25, 5) in the subview, and back.
    @Test("converting into a subview scaled by 2 and back")
    func convertScaledByTwo() {
        let view = makeView("view", 0, 0, 80, 40)
        let sub = makeView("sub", 25, 20, 30, 20)
        sub.transform = AffineTransform(scaleX: 2, y: 2)
        view.with(sub)
        #expect(close(sub.frame, Rect(10, 10, 60, 40)))
        let toLocal = sub.superviewToLocal
        #expect(toLocal.map { close($0.apply(Point(x: 60, y: 20)), Point(x: 25, y: 5)) } == true)
        let w = Window(id: "w", frame: Rect(0, 0, 80, 40))
        w.with(view)
        #expect(close(sub.convert(Point(x: 25, y: 5), to: view), Point(x: 60, y: 20)))
    }

    // Apple, UIView.hitTest(_:with:): "ignores view objects that are hidden, that have disabled
    // user interactions, or have an alpha level less than 0.01" — each view's own alpha: a child
    // at 0.015 under a parent at 0.5 is drawn at 0.0075 and still hit.
    @Test("the alpha threshold reads each view's own alpha, not the product with its ancestors'")
    func alphaIsNotCumulative() {
        let root = makeView("root", 0, 0, 100, 100)
        let parent = makeView("parent", 0, 0, 100, 100)
        let child = makeView("child", 0, 0, 50, 50)
        parent.alpha = 0.5
        child.alpha = 0.015
        root.with(parent.with(child))
        #expect(HitTester().hitTest(root, at: Point(x: 10, y: 10))?.id == "child")
    }

    @Test("a mirrored view (scale -1) is hit where it is drawn, its edges by the same rule")
    func mirroredView() {
        let root = makeView("root", 0, 0, 200, 200)
        let flipped = makeView("flipped", 50, 50, 100, 100)
        flipped.transform = AffineTransform(scaleX: -1, y: 1)
        let mark = makeView("mark", 0, 0, 10, 10)   // drawn at the flipped view's top right
        root.with(flipped.with(mark))
        let tester = HitTester()
        #expect(tester.hitTest(root, at: Point(x: 145, y: 55))?.id == "mark")
        #expect(tester.hitTest(root, at: Point(x: 55, y: 55))?.id == "flipped")
    }

    @Test("a view scaled to 0 contains no point and its subviews are never asked")
    func scaleZero() {
        let root = makeView("root", 0, 0, 200, 200)
        let gone = makeView("gone", 50, 50, 100, 100)
        gone.transform = AffineTransform(scaleX: 0, y: 0)
        let inner = makeView("inner", 0, 0, 100, 100)
        root.with(gone.with(inner))
        #expect(HitTester().hitTest(root, at: Point(x: 100, y: 100))?.id == "root")
    }

    @Test("subviews are asked front-most first; the first that answers wins even if a later one also contains the point")
    func frontMostFirst() {
        let root = makeView("root", 0, 0, 200, 200)
        let back = makeView("back", 0, 0, 200, 200)
        let front = makeView("front", 0, 0, 100, 100)
        let frontChild = makeView("frontChild", 0, 0, 10, 10)
        frontChild.isUserInteractionEnabled = false
        root.with(back, front.with(frontChild))
        let tester = HitTester()
        #expect(tester.hitTest(root, at: Point(x: 5, y: 5))?.id == "front")
        #expect(tester.hitTest(root, at: Point(x: 150, y: 150))?.id == "back")
    }

    @Test("a zero-size container never passes a point to its (visible) subviews")
    func zeroSizeContainer() {
        let root = makeView("root", 0, 0, 200, 200)
        let stack = makeView("stack", 50, 50, 0, 0)
        let button = makeControl("button", 0, 0, 44, 44)
        root.with(stack.with(button))
        #expect(HitTester().hitTest(root, at: Point(x: 60, y: 60))?.id == "root")
    }
}

/// window > parent (0, 0, 300, 300) > child (50, 50, 100, 100, handles its touches) and
/// button (200, 200, 60, 40).
private struct AuditStage {
    let h = Harness()
    let parent = makeView("parent", 0, 0, 300, 300)
    let child = makeView("child", 50, 50, 100, 100)
    let button = makeControl("button", 200, 200, 60, 40)

    init() {
        h.window.addSubview(parent.with(child, button))
        child.setTouchBehaviour(.handle)
    }

    func phases(_ responder: String) -> [String] {
        h.touchesRecords().filter { $0.responder == responder }.map(\.phase.rawValue)
    }

    func transitions(_ id: String) -> [String] {
        h.events.compactMap {
            if case let .gesture(g, _, from, to, _, _) = $0, g == id { return "\(from.rawValue)>\(to.rawValue)" }
            return nil
        }
    }
}

@Suite("Fidelity audit: touches, controls and recognizers")
struct DispatchAuditTests {
    // Apple, UIGestureRecognizer.cancelsTouchesInView: when it is true and the recognizer
    // recognizes, "touches that are part of the gesture are cancelled" for the view. The tap
    // recognizes on the touch's end, which recognizers see before the view: so the view gets
    // touchesCancelled, not touchesEnded, even with delaysTouchesEnded off.
    @Test("a tap recognized at touch-up cancels the view's touch even with delaysTouchesEnded off")
    func tapCancelsWithoutDelayingEnded() {
        let s = AuditStage()
        let tap = TapGestureRecognizer(id: "tap")
        tap.delaysTouchesEnded = false
        s.parent.addGestureRecognizer(tap)
        s.h.down(100, 100, at: 0)
        s.h.up(100, 100, at: 0.1)
        #expect(s.transitions("tap").first == "possible>ended")
        #expect(s.phases("child") == ["began", "cancelled"])
    }

    // Apple, UIControl.Event.touchCancel: "A system event canceling the current touches for the
    // control." A pan on an ancestor that begins takes the button's touch (a pan is not one of
    // the gestures a control beats on its ancestors): the button sends touchCancel and is no
    // longer highlighted.
    @Test("a pan beginning on an ancestor cancels a button's tracking: touchCancel, not highlighted")
    func panCancelsButton() {
        let s = AuditStage()
        let pan = PanGestureRecognizer(id: "pan")
        s.parent.addGestureRecognizer(pan)
        s.h.down(220, 210, at: 0)
        #expect(s.button.isHighlighted)
        s.h.move(220, 240, at: 0.05)
        s.h.move(220, 260, at: 0.1)
        #expect(pan.state == .began || pan.state == .changed)
        #expect(s.h.controlEvents.last == .touchCancel)
        #expect(!s.button.isHighlighted && !s.button.isTracking)
        s.h.up(220, 260, at: 0.2)
        #expect(!s.h.controlEvents.contains(.touchUpInside) && !s.h.controlEvents.contains(.touchUpOutside))
    }

    // Apple, UIControl: a touch that ends inside sends touchUpInside. The tracking tolerance
    // (70 points, undocumented) decides "inside" at the end as while dragging.
    @Test("released just inside the tolerance: touchUpInside; just past it: touchUpOutside", arguments: [
        (329.9, ControlEvent.touchUpInside), (330.0, ControlEvent.touchUpOutside),
    ])
    func releaseAtTheTolerance(x: Double, expected: ControlEvent) {
        let s = AuditStage()
        s.h.window.frame = Rect(0, 0, 600, 600)
        s.parent.frame = Rect(0, 0, 600, 600)
        s.h.down(230, 220, at: 0)
        s.h.move(x, 220, at: 0.1)
        s.h.up(x, 220, at: 0.2)
        #expect(s.h.controlEvents.last == expected)
    }

    // Apple, UIView.isMultipleTouchEnabled (false by default for a UIButton too): a second finger
    // on a tracking button is not delivered, so it sends no second touchDown.
    @Test("a second finger on a tracking button sends nothing")
    func secondFingerOnButton() {
        let s = AuditStage()
        s.h.down(210, 210, finger: 1, at: 0)
        s.h.down(240, 230, finger: 2, at: 0.05)
        s.h.up(240, 230, finger: 2, at: 0.1)
        #expect(s.h.controlEvents == [.touchDown])
        #expect(s.button.isTracking)
        s.h.up(210, 210, finger: 1, at: 0.2)
        #expect(s.h.controlEvents == [.touchDown, .touchUpInside])
    }

    // Apple, UITouch.tapCount: the second of two quick taps has a tap count of 2 (and UIControl
    // sends touchDownRepeat for it).
    @Test("the second quick tap's touch has tapCount 2 in every phase")
    func tapCountInEveryPhase() {
        let s = AuditStage()
        s.h.tap(100, 100, at: 0)
        s.h.down(101, 101, at: 0.2)
        #expect(s.h.lastTouch?.tapCount == 2)
        s.h.move(102, 101, at: 0.22)
        #expect(s.h.lastTouch?.tapCount == 2)
    }

    // Apple, UIGestureRecognizer.delaysTouchesBegan: "the window suspends delivery of touch objects
    // in the touchesBegan phase to the view"; if the recognizer then fails, they are delivered.
    @Test("delaysTouchesBegan on a long press: a quick tap reaches the view only at touch-up, began then ended")
    func delayedBeganReleasedOnFailure() {
        let s = AuditStage()
        let press = LongPressGestureRecognizer(id: "press")
        press.delaysTouchesBegan = true
        s.parent.addGestureRecognizer(press)
        s.h.down(100, 100, at: 0)
        #expect(s.phases("child").isEmpty)
        s.h.up(100, 100, at: 0.1)
        #expect(s.phases("child") == ["began", "ended"])
    }

    // Apple, "Using responders and the responder chain": a view's next responder is its
    // superview, or its view controller when it is that controller's root view; the window's is
    // the application. A touch not handled anywhere walks the whole chain.
    @Test("an unhandled touch walks view, superview, controller, window, application, then is dropped")
    func unhandledTouchWalksTheChain() {
        let h = Harness()
        let root = makeView("root", 0, 0, 400, 400)
        let leaf = makeView("leaf", 10, 10, 50, 50)
        let vc = ViewController(id: "vc", view: root)
        h.window.rootViewController = vc
        h.window.with(root.with(leaf))
        h.down(20, 20)
        #expect(h.receivers(.began) == ["leaf", "root", "vc", "window", "application"])
        #expect(h.dropped.count == 1)
    }
}
