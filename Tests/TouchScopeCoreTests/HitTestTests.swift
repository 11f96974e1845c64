import Testing
@testable import TouchScopeCore

/// Hit-tests `window` at a point in its own space (as UIKit's `window.hitTest(_:with:)`).
private func hit(_ window: Window, _ x: Double, _ y: Double) -> String? {
    HitTester().hitTest(window, at: Point(x, y))?.id
}

@Suite("Hit-testing: the default algorithm")
struct DefaultHitTestTests {
    @Test("the front-most (last) subview wins where siblings overlap")
    func frontMostFirst() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        w.with(makeView("back", 0, 0, 200, 200), makeView("front", 100, 100, 200, 200))
        #expect(hit(w, 150, 150) == "front")
        #expect(hit(w, 50, 50) == "back")
        #expect(hit(w, 250, 250) == "front")
        #expect(hit(w, 350, 350) == "window")
    }

    @Test("the deepest view containing the point is the answer")
    func deepest() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        w.with(makeView("a", 50, 50, 200, 200).with(makeView("b", 50, 50, 100, 100).with(makeView("c", 10, 10, 20, 20))))
        #expect(hit(w, 115, 115) == "c")
        #expect(hit(w, 140, 140) == "b")
        #expect(hit(w, 60, 60) == "a")
    }

    @Test("hidden views and their subtrees are ignored")
    func hiddenIgnored() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let back = makeView("back", 0, 0, 200, 200), front = makeView("front", 0, 0, 200, 200)
        front.addSubview(makeView("frontChild", 0, 0, 50, 50))
        w.with(back, front)
        front.isHidden = true
        #expect(hit(w, 10, 10) == "back")
    }

    @Test("views with user interaction disabled are ignored")
    func interactionDisabledIgnored() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let back = makeView("back", 0, 0, 200, 200), front = makeView("front", 0, 0, 200, 200)
        w.with(back, front)
        front.isUserInteractionEnabled = false
        #expect(hit(w, 10, 10) == "back")
    }

    @Test("alpha below 0.01 is ignored (0 and 0.009 fall through to the view behind)",
          arguments: [0.0, 0.005, 0.009, 0.00999])
    func transparentIgnored(_ alpha: Double) {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let front = makeView("front", 0, 0, 200, 200)
        front.alpha = alpha
        w.with(makeView("back", 0, 0, 200, 200), front)
        #expect(hit(w, 10, 10) == "back")
    }

    @Test("alpha 0.01 and above is hittable (Apple: only 'less than 0.01' is ignored)",
          arguments: [0.01, 0.02, 0.5, 1.0])
    func translucentHittable(_ alpha: Double) {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let front = makeView("front", 0, 0, 200, 200)
        front.alpha = alpha
        w.with(makeView("back", 0, 0, 200, 200), front)
        #expect(hit(w, 10, 10) == "front")
    }

    @Test("the alpha threshold is a parameter")
    func alphaThresholdParameter() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let front = makeView("front", 0, 0, 200, 200)
        front.alpha = 0.01
        w.with(makeView("back", 0, 0, 200, 200), front)
        let tester = HitTester(parameters: HitTestParameters(alphaThreshold: 0.02))
        #expect(tester.hitTest(w, at: Point(10, 10))?.id == "back")
    }

    @Test("a parent with interaction disabled blocks its whole subtree")
    func disabledParentBlocksSubtree() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let parent = makeView("parent", 0, 0, 200, 200)
        let child = makeView("child", 10, 10, 50, 50)
        w.with(parent.with(child))
        parent.isUserInteractionEnabled = false
        #expect(hit(w, 20, 20) == "window")
    }

    @Test("a button inside a label (interaction off by default) cannot be tapped")
    func buttonInsideLabel() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        w.with(makeView("label", 0, 0, 200, 200, kind: .label).with(makeControl("button", 10, 10, 50, 50)))
        #expect(hit(w, 20, 20) == "window")
    }

    @Test("a hidden, disabled or transparent window is not hit")
    func rejectedWindow() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        w.isHidden = true
        #expect(hit(w, 10, 10) == nil)
        w.isHidden = false
        w.alpha = 0
        #expect(hit(w, 10, 10) == nil)
    }

    @Test("the min edges are inside and the max edges are outside",
          arguments: [(100.0, 100.0, "view"), (149.9, 149.9, "view"), (150, 150, "window"),
                      (150, 120, "window"), (120, 150, "window"), (99.9, 120, "window")])
    func edges(_ x: Double, _ y: Double, _ expected: String) {
        let w = Window(frame: Rect(0, 0, 400, 400))
        w.addSubview(makeView("view", 100, 100, 50, 50))
        #expect(hit(w, x, y) == expected)
    }

    @Test("the bounds origin (scroll offset) shifts where subviews are hit")
    func boundsOriginShiftsHits() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let scroller = makeView("scroller", 0, 0, 200, 200, kind: .scrollView)
        let content = makeView("content", 0, 100, 50, 50)
        w.with(scroller.with(content))
        #expect(hit(w, 10, 110) == "content")
        scroller.bounds.origin = Point(0, 100)
        #expect(hit(w, 10, 10) == "content")
        #expect(hit(w, 10, 110) == "scroller")
    }

    @Test("nested transforms: a scaled parent and a rotated child are hit where they are drawn")
    func nestedTransforms() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let parent = makeView("parent", 100, 100, 100, 100)
        parent.transform = AffineTransform(scaleX: 2, y: 2)   // covers 50...250 on screen
        let child = makeView("child", 25, 25, 50, 50)
        child.transform = AffineTransform(rotationAngle: .pi / 4)
        w.with(parent.with(child))
        // Scaled: inside the parent's drawn area but outside its untransformed frame.
        #expect(hit(w, 60, 60) == "parent")
        #expect(hit(w, 45, 45) == "window")
        // The child's centre and a point just inside its rotated corner.
        #expect(hit(w, 150, 150) == "child")
        #expect(hit(w, child.convert(Point(1, 1), to: nil).x, child.convert(Point(1, 1), to: nil).y) == "child")
        // The corner of the child's frame (bounding box) is outside the rotated square.
        let corner = parent.convert(Point(16, 16), to: nil)
        #expect(child.frame.contains(Point(16, 16)))
        #expect(hit(w, corner.x, corner.y) == "parent")
    }

    @Test("a subview overflowing its parent is not hittable outside the parent, clipping or not",
          arguments: [false, true])
    func overflowNotHittable(_ clips: Bool) {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let parent = makeView("parent", 100, 100, 100, 100)
        parent.clipsToBounds = clips
        w.with(parent.with(makeView("child", 50, 50, 100, 100)))
        #expect(hit(w, 170, 170) == "child")
        #expect(hit(w, 220, 220) == "window")
        #expect(hit(w, 120, 120) == "parent")
    }

    @Test("Application.hitTest(screenPoint:) converts the screen point into a window placed off the origin")
    func screenPointIntoOffsetWindow() {
        let h = Harness(windowFrame: Rect(100, 50, 200, 200))
        h.window.addSubview(makeView("v", 0, 0, 20, 20))
        let r = h.app.hitTest(screenPoint: Point(105, 55))
        #expect(r.view?.id == "v")
        #expect(r.window === h.window)
        #expect(h.app.hitTest(screenPoint: Point(125, 55)).view?.id == "window")
        let miss = h.app.hitTest(screenPoint: Point(5, 5))
        #expect(miss.view == nil && miss.window == nil)
    }
}

@Suite("Hit-testing: point(inside:) overrides")
struct PointInsideRuleTests {
    @Test("inset(-20, -20) grows the hit area by 20 on every side (min edge in, max edge out)",
          arguments: [(80.0, 80.0, "button"), (79.9, 100.0, "window"), (169.9, 169.9, "button"),
                      (170, 120, "window"), (120, 170, "window"), (125, 125, "button")])
    func insetGrows(_ x: Double, _ y: Double, _ expected: String) {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let button = makeControl("button", 100, 100, 50, 50)
        button.pointInsideRule = .inset(dx: -20, dy: -20)
        w.addSubview(button)
        #expect(hit(w, x, y) == expected)
    }

    @Test("inset with positive values shrinks the hit area")
    func insetShrinks() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let v = makeView("v", 100, 100, 50, 50)
        v.pointInsideRule = .inset(dx: 10, dy: 10)
        w.addSubview(v)
        #expect(hit(w, 105, 105) == "window")
        #expect(hit(w, 110, 110) == "v")
    }

    /// window > parent (0, 0, 200, 200) > inner (50, 50, 50, 50), overflow (150, 150, 100, 100).
    private func subviewsTree(_ rule: PointInsideRule) -> Window {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let parent = makeView("parent", 0, 0, 200, 200)
        parent.pointInsideRule = rule
        w.with(parent.with(makeView("inner", 50, 50, 50, 50), makeView("overflow", 150, 150, 100, 100)))
        return w
    }

    @Test("subviews: inside only over a subview's frame, so the parent's own area no longer counts")
    func subviewsRule() {
        let w = subviewsTree(.subviews)
        #expect(hit(w, 10, 10) == "window")
        #expect(hit(w, 60, 60) == "inner")
        #expect(hit(w, 220, 220) == "overflow")
    }

    @Test("boundsOrSubviews: the parent's own area and overflowing subviews are both inside")
    func boundsOrSubviewsRule() {
        let w = subviewsTree(.boundsOrSubviews)
        #expect(hit(w, 10, 10) == "parent")
        #expect(hit(w, 60, 60) == "inner")
        #expect(hit(w, 220, 220) == "overflow")
        #expect(hit(w, 300, 100) == "window")
    }

    @Test("the default rule leaves the overflowing part of a subview untappable")
    func defaultRuleOverflow() {
        #expect(hit(subviewsTree(.default), 220, 220) == "window")
    }

    /// A tab bar at the bottom with a centre button sticking out 30 points above it.
    private func tabBar(_ rule: (View, View) -> PointInsideRule, buttonRule: PointInsideRule = .default) -> Window {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let bar = makeView("tabBar", 0, 300, 400, 100)
        let button = makeControl("centre", 170, -30, 60, 60)
        button.pointInsideRule = buttonRule
        w.with(makeView("content", 0, 0, 400, 300), bar.with(makeView("item", 0, 0, 100, 100), button))
        bar.pointInsideRule = rule(bar, button)
        return w
    }

    @Test("include([descendant]): the part sticking out becomes tappable")
    func includeDescendant() {
        #expect(hit(tabBar { _, _ in .default }, 200, 280) == "content")
        #expect(hit(tabBar { _, b in .include([b]) }, 200, 280) == "centre")
        #expect(hit(tabBar { _, b in .include([b]) }, 200, 265) == "content")
        #expect(hit(tabBar { _, b in .include([b]) }, 50, 350) == "item")
    }

    @Test("include([descendant]) asks the descendant's own point(inside:) rule")
    func includeUsesDescendantsRule() {
        let grown = PointInsideRule.inset(dx: -10, dy: -10)
        #expect(hit(tabBar({ _, b in .include([b]) }, buttonRule: grown), 200, 262) == "centre")
        #expect(hit(tabBar({ _, b in .include([b]) }, buttonRule: .default), 200, 262) == "content")
    }

    @Test("include ignores views that are not descendants")
    func includeIgnoresStrangers() {
        let stranger = makeView("stranger", 0, 0, 400, 400)
        #expect(hit(tabBar { _, _ in .include([stranger]) }, 200, 280) == "content")
        #expect(hit(tabBar { bar, _ in .include([bar]) }, 200, 280) == "content")
    }

    /// window > beneath (button) ; cover (full window, controlsOnly) > own control, plain view.
    private func coverTree(_ rule: PointInsideRule) -> Window {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let cover = makeView("cover", 0, 0, 400, 400)
        cover.pointInsideRule = rule
        w.with(makeControl("beneath", 200, 200, 50, 50),
               cover.with(makeControl("own", 10, 10, 50, 50), makeView("plain", 100, 10, 50, 50)))
        return w
    }

    @Test("controlsOnly: a covering view lets touches through except on its own controls")
    func controlsOnlyRule() {
        let w = coverTree(.controlsOnly)
        #expect(hit(w, 210, 210) == "beneath")
        #expect(hit(w, 20, 20) == "own")
        #expect(hit(w, 110, 20) == "window")
        #expect(hit(coverTree(.default), 210, 210) == "cover")
    }

    @Test("never: the view and its subtree are never hit")
    func neverRule() {
        let w = coverTree(.never)
        #expect(hit(w, 210, 210) == "beneath")
        #expect(hit(w, 20, 20) == "window")
    }

    @Test("custom closure: a round button is not hit in its corners")
    func customRule() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let round = makeControl("round", 100, 100, 100, 100)
        round.pointInsideRule = .custom(name: "circle") { v, p in p.distance(to: v.bounds.center) < 50 }
        w.addSubview(round)
        #expect(hit(w, 150, 150) == "round")
        #expect(hit(w, 105, 105) == "window")
        #expect(round.pointInsideRule.label == "circle")
    }

    @Test("rule labels name the override for traces")
    func labels() {
        #expect(PointInsideRule.inset(dx: -20, dy: -20).label == "inset(-20, -20)")
        #expect(PointInsideRule.inset(dx: 0.5, dy: 2).label == "inset(0.5, 2)")
        let a = makeView("a", 0, 0, 1, 1), b = makeView("b", 0, 0, 1, 1)
        #expect(PointInsideRule.include([a, b]).label == "include(a, b)")
        #expect(PointInsideRule.controlsOnly.label == "controlsOnly")
        #expect(HitTestRule.returnsSelf.label == "self")
        #expect(HitTestRule.expanded(dx: -10, dy: -5).label == "inset(-10, -5)")
    }
}

@Suite("Hit-testing: hitTest overrides")
struct HitTestRuleTests {
    /// window > back (0, 0, 400, 400) ; box (100, 100, 100, 100) > child (10, 10, 30, 30).
    private func tree(_ rule: HitTestRule, configure: (View) -> Void = { _ in }) -> Window {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let box = makeView("box", 100, 100, 100, 100)
        box.hitTestRule = rule
        configure(box)
        w.with(makeView("back", 0, 0, 400, 400), box.with(makeView("child", 10, 10, 30, 30)))
        return w
    }

    @Test("returnsSelf: the view takes the touch and its subviews never get one")
    func returnsSelfIntercepts() {
        #expect(hit(tree(.returnsSelf), 115, 115) == "box")
        #expect(hit(tree(.default), 115, 115) == "child")
    }

    @Test("returnsSelf is unconditional: it answers even outside its bounds (the article's pitfall)")
    func returnsSelfOutside() {
        #expect(hit(tree(.returnsSelf), 10, 10) == "box")
        #expect(hit(tree(.returnsSelf), 399, 399) == "box")
    }

    @Test("returnsSelf is unconditional: it answers even when hidden, disabled or transparent")
    func returnsSelfHidden() {
        #expect(hit(tree(.returnsSelf) { $0.isHidden = true }, 150, 150) == "box")
        #expect(hit(tree(.returnsSelf) { $0.isUserInteractionEnabled = false }, 150, 150) == "box")
        #expect(hit(tree(.returnsSelf) { $0.alpha = 0 }, 150, 150) == "box")
    }

    @Test("returnsSelf is still reached only if its superview is inside")
    func returnsSelfNeedsSuperview() {
        let w = Window(frame: Rect(0, 0, 100, 100))
        let box = makeView("box", 10, 10, 10, 10)
        box.hitTestRule = .returnsSelf
        w.addSubview(box)
        #expect(hit(w, 150, 150) == nil)
    }

    @Test("selfIfInside: intercepts inside its bounds only and honours hidden")
    func selfIfInside() {
        #expect(hit(tree(.selfIfInside), 115, 115) == "box")
        #expect(hit(tree(.selfIfInside), 150, 150) == "box")
        #expect(hit(tree(.selfIfInside), 10, 10) == "back")
        #expect(hit(tree(.selfIfInside) { $0.isHidden = true }, 150, 150) == "back")
        #expect(hit(tree(.selfIfInside) { $0.isUserInteractionEnabled = false }, 150, 150) == "back")
    }

    @Test("selfIfInside uses the view's point(inside:) rule")
    func selfIfInsideUsesPointInside() {
        #expect(hit(tree(.selfIfInside) { $0.pointInsideRule = .inset(dx: -20, dy: -20) }, 85, 85) == "box")
    }

    @Test("passThrough: nil where the default answer is the view itself, subviews still hit")
    func passThrough() {
        #expect(hit(tree(.passThrough), 150, 150) == "back")
        #expect(hit(tree(.passThrough), 115, 115) == "child")
        #expect(hit(tree(.default), 150, 150) == "box")
    }

    @Test("expanded(dx, dy): a larger rect, then subviews front to back, then self")
    func expanded() {
        let w = tree(.expanded(dx: -20, dy: -20))
        #expect(hit(w, 85, 85) == "box")
        #expect(hit(w, 79.9, 85) == "back")
        #expect(hit(w, 219.9, 150) == "box")
        #expect(hit(w, 220, 150) == "back")
        #expect(hit(w, 115, 115) == "child")
        #expect(hit(w, 150, 150) == "box")
        #expect(hit(tree(.expanded(dx: -20, dy: -20)) { $0.isHidden = true }, 150, 150) == "back")
    }

    @Test("expanded walks subviews front-most first")
    func expandedFrontMostFirst() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let box = makeView("box", 100, 100, 100, 100)
        box.hitTestRule = .expanded(dx: -20, dy: -20)
        w.addSubview(box.with(makeView("b1", 0, 0, 50, 50), makeView("b2", 0, 0, 50, 50)))
        #expect(hit(w, 110, 110) == "b2")
    }

    @Test("custom closure calling callSuper: redirects the view's own answer to a child")
    func customCallingSuper() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let box = makeView("box", 100, 100, 100, 100)
        let child = makeView("child", 10, 10, 30, 30)
        box.hitTestRule = .custom(name: "redirect") { call in
            let answer = call.callSuper()
            return answer === call.view ? child : answer
        }
        w.with(makeView("back", 0, 0, 400, 400), box.with(child))
        #expect(hit(w, 150, 150) == "child")
        #expect(hit(w, 115, 115) == "child")
        #expect(hit(w, 10, 10) == "back")
    }

    @Test("custom closure can hit-test a chosen subview and ask point(inside:)")
    func customWithHelpers() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let box = makeView("box", 100, 100, 100, 100)
        let a = makeView("a", 0, 0, 100, 100), b = makeView("b", 0, 0, 100, 100)
        box.hitTestRule = .custom(name: "backFirst") { call in
            guard call.pointInside() else { return nil }
            return call.hitTest(a) ?? call.hitTest(b) ?? call.view
        }
        w.addSubview(box.with(a, b))
        #expect(hit(w, 150, 150) == "a")
        #expect(hit(w, 50, 50) == "window")
    }
}

@Suite("Hit-testing: windows")
struct WindowOrderTests {
    @Test("windows are ordered by level, the key window first among equals, then the most recent")
    func windowOrder() {
        let app = Application()
        let w1 = Window(id: "w1", frame: Rect(0, 0, 100, 100))
        let w2 = Window(id: "w2", frame: Rect(0, 0, 100, 100))
        let w3 = Window(id: "w3", frame: Rect(0, 0, 100, 100))
        app.addWindow(w1); app.addWindow(w2); app.addWindow(w3)
        #expect(app.keyWindow === w1)
        #expect(app.windowsFrontToBack.map(\.id) == ["w1", "w3", "w2"])
        app.makeKey(w2)
        #expect(app.windowsFrontToBack.map(\.id) == ["w2", "w3", "w1"])
        w1.level = 1
        #expect(app.windowsFrontToBack.map(\.id) == ["w1", "w2", "w3"])
    }

    @Test("the front-most window that answers wins; a window that misses lets the next one try")
    func hitTestsFrontWindowFirst() {
        let app = Application()
        let low = Window(id: "low", frame: Rect(0, 0, 400, 400))
        let alert = Window(id: "alert", frame: Rect(100, 100, 100, 100))
        alert.level = 2000
        app.addWindow(low)
        app.addWindow(alert)
        #expect(app.hitTest(screenPoint: Point(150, 150)).window === alert)
        #expect(app.hitTest(screenPoint: Point(150, 150)).view?.id == "alert")
        #expect(app.hitTest(screenPoint: Point(50, 50)).window === low)
        alert.level = -1
        #expect(app.hitTest(screenPoint: Point(150, 150)).window === low)
    }

    @Test("among windows of equal level the key window is hit first")
    func keyWindowFirst() {
        let app = Application()
        let a = Window(id: "a", frame: Rect(0, 0, 100, 100)), b = Window(id: "b", frame: Rect(0, 0, 100, 100))
        app.addWindow(a); app.addWindow(b)
        #expect(app.hitTest(screenPoint: Point(50, 50)).window === a)
        app.makeKey(b)
        #expect(app.hitTest(screenPoint: Point(50, 50)).window === b)
    }

    @Test("makeKey ignores a window the application does not have")
    func makeKeyUnknown() {
        let app = Application()
        let a = Window(id: "a", frame: Rect(0, 0, 100, 100))
        app.addWindow(a)
        app.makeKey(Window(id: "stranger", frame: .zero))
        #expect(app.keyWindow === a)
        #expect(a.application === app)
    }
}

@Suite("Hit-testing: the trace")
struct HitTestTraceTests {
    @Test("visits are recorded in order with depth, local point and verdict")
    func visitOrder() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let back = makeView("back", 0, 0, 200, 200)
        back.addSubview(makeView("child", 10, 10, 50, 50))
        let hidden = makeView("hidden", 0, 0, 400, 400)
        hidden.isHidden = true
        let off = makeView("off", 0, 0, 400, 400)
        off.isUserInteractionEnabled = false
        let clear = makeView("clear", 0, 0, 400, 400)
        clear.alpha = 0.005
        w.with(back, makeView("far", 300, 300, 50, 50), hidden, off, clear)
        let tester = HitTester()
        tester.isRecording = true
        let result = tester.hitTest(w, at: Point(20, 30))
        #expect(result?.id == "child")
        let visits = tester.trace.visits
        #expect(visits.map(\.view) == ["window", "clear", "off", "hidden", "far", "back", "child"])
        #expect(visits.map(\.verdict) == [.inside, .transparent, .interactionDisabled, .hidden, .outside, .inside, .inside])
        #expect(visits.map(\.depth) == [0, 1, 1, 1, 1, 1, 2])
        #expect(visits.last?.point == Point(10, 20))
        #expect(visits[4].point == Point(-280, -270))
        #expect(visits.allSatisfy { $0.override == nil && $0.rule == nil })
        #expect(tester.trace.result == "child")
        #expect(tester.trace.window == "window")
    }

    @Test("a point(inside:) override is named on the visit it decided")
    func pointInsideOverrideRecorded() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let button = makeControl("button", 100, 100, 50, 50)
        button.pointInsideRule = .inset(dx: -20, dy: -20)
        w.addSubview(button)
        let tester = HitTester()
        tester.isRecording = true
        _ = tester.hitTest(w, at: Point(85, 90))
        let v = tester.trace.visits.last
        #expect(v?.view == "button")
        #expect(v?.verdict == .inside)
        #expect(v?.override == .pointInside)
        #expect(v?.rule == "inset(-20, -20)")
        #expect(v?.point == Point(-15, -10))
        #expect(tester.trace.visits.first?.override == nil)
    }

    @Test("a hitTest override records its visit and what it returned")
    func hitTestOverrideRecorded() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let box = makeView("box", 100, 100, 100, 100)
        box.hitTestRule = .returnsSelf
        w.addSubview(box.with(makeView("child", 0, 0, 10, 10)))
        let tester = HitTester()
        tester.isRecording = true
        _ = tester.hitTest(w, at: Point(5, 5))
        #expect(tester.trace.steps.count == 3)
        #expect(tester.trace.visits.map(\.view) == ["window", "box"])
        #expect(tester.trace.visits[1].override == .hitTest && tester.trace.visits[1].rule == "self")
        #expect(tester.trace.steps.last == .overrideReturned(view: "box", depth: 1, returned: "box", rule: "self"))
        #expect(tester.trace.result == "box")
    }

    @Test("returnsSelf's visit records what the default checks would have said; the override step says it returned the view anyway")
    func returnsSelfHonestVerdict() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let box = makeView("box", 100, 100, 100, 100)
        box.hitTestRule = .returnsSelf
        w.addSubview(box)
        let tester = HitTester()
        tester.isRecording = true
        #expect(tester.hitTest(w, at: Point(5, 5)) === box)
        #expect(tester.trace.visits[1].verdict == .outside)
        _ = tester.hitTest(w, at: Point(150, 150))
        #expect(tester.trace.visits[1].verdict == .inside)
        box.isHidden = true
        #expect(tester.hitTest(w, at: Point(150, 150)) === box)
        #expect(tester.trace.visits[1].verdict == .hidden)
        #expect(tester.trace.visits[1].override == .hitTest)
        #expect(tester.trace.steps.last == .overrideReturned(view: "box", depth: 1, returned: "box", rule: "self"))
    }

    @Test("passThrough records an override that returned nil")
    func passThroughRecorded() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let box = makeView("box", 100, 100, 100, 100)
        box.hitTestRule = .passThrough
        w.addSubview(box)
        let tester = HitTester()
        tester.isRecording = true
        _ = tester.hitTest(w, at: Point(150, 150))
        #expect(tester.trace.visits.map(\.view) == ["window", "box"])
        #expect(tester.trace.visits[1].override == nil)
        #expect(tester.trace.steps.last == .overrideReturned(view: "box", depth: 1, returned: nil, rule: "passThrough"))
        #expect(tester.trace.result == "window")
    }

    @Test("a custom hitTest that calls super records super's visits, then its answer")
    func customCallingSuperRecorded() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let box = makeView("box", 100, 100, 100, 100)
        box.hitTestRule = .custom(name: "never") { call in _ = call.callSuper(); return nil }
        w.addSubview(box.with(makeView("child", 0, 0, 10, 10)))
        let tester = HitTester()
        tester.isRecording = true
        _ = tester.hitTest(w, at: Point(105, 105))
        #expect(tester.trace.visits.map(\.view) == ["window", "box", "child"])
        #expect(tester.trace.visits[1].override == nil)
        #expect(tester.trace.steps.last == .overrideReturned(view: "box", depth: 1, returned: nil, rule: "never"))
    }

    @Test("a custom hitTest that decides alone gets a visit marked as a hitTest override")
    func customAloneRecorded() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let box = makeView("box", 100, 100, 100, 100)
        box.hitTestRule = .custom(name: "grab") { call in call.view }
        w.addSubview(box)
        let tester = HitTester()
        tester.isRecording = true
        _ = tester.hitTest(w, at: Point(5, 5))
        let v = tester.trace.visits[1]
        #expect(v.view == "box" && v.verdict == .inside && v.override == .hitTest && v.rule == "grab")
        #expect(tester.trace.result == "box")
    }

    @Test("expanded and selfIfInside mark their visits as hitTest overrides")
    func expandedRecorded() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let a = makeView("a", 0, 0, 100, 100), b = makeView("b", 200, 200, 100, 100)
        a.hitTestRule = .expanded(dx: -20, dy: -20)
        b.hitTestRule = .selfIfInside
        w.with(a, b)
        let tester = HitTester()
        tester.isRecording = true
        _ = tester.hitTest(w, at: Point(110, 110))
        #expect(tester.trace.visits.map(\.verdict) == [.inside, .outside, .inside])
        #expect(tester.trace.visits.map(\.override) == [nil, .hitTest, .hitTest])
        #expect(tester.trace.visits.map(\.rule) == [nil, "selfIfInside", "inset(-20, -20)"])
        #expect(tester.trace.result == "a")
    }

    @Test("hit-testing windows records the window hit, or nil for both when nothing is hit")
    func windowsTrace() {
        let w1 = Window(id: "w1", frame: Rect(0, 0, 100, 100)), w2 = Window(id: "w2", frame: Rect(200, 0, 100, 100))
        let tester = HitTester()
        tester.isRecording = true
        _ = tester.hitTest(windows: [w1, w2], screenPoint: Point(250, 50))
        #expect(tester.trace.visits.map(\.view) == ["w1", "w2"])
        #expect(tester.trace.visits.map(\.verdict) == [.outside, .inside])
        #expect(tester.trace.visits[1].point == Point(50, 50))
        #expect(tester.trace.result == "w2" && tester.trace.window == "w2")
        _ = tester.hitTest(windows: [w1, w2], screenPoint: Point(150, 50))
        #expect(tester.trace.result == nil && tester.trace.window == nil)
        #expect(tester.trace.visits.count == 2)
    }

    @Test("with recording off the trace stays empty")
    func recordingOff() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        w.addSubview(makeView("v", 0, 0, 10, 10))
        let tester = HitTester()
        #expect(tester.hitTest(w, at: Point(5, 5))?.id == "v")
        _ = tester.hitTest(windows: [w], screenPoint: Point(5, 5))
        #expect(tester.trace.steps.isEmpty)
        #expect(tester.trace.result == nil && tester.trace.window == nil)
    }

    @Test("each recorded hit-test starts a fresh trace")
    func freshTrace() {
        let w = Window(frame: Rect(0, 0, 400, 400))
        let tester = HitTester()
        tester.isRecording = true
        _ = tester.hitTest(w, at: Point(5, 5))
        _ = tester.hitTest(w, at: Point(6, 6))
        #expect(tester.trace.visits.count == 1)
        #expect(tester.trace.visits[0].point == Point(6, 6))
    }
}
