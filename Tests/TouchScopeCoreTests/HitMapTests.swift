import Testing
@testable import TouchScopeCore
import TouchScopeTestSupport

/// The compiled hit-testing path and the painted hit map against the recursive algorithm, on
/// random trees with every kind of special view, and after changes to the tree.
@Suite("Hit map and compiled hit-testing")
struct HitMapTests {
    typealias RNG = SplitMix64

    /// A random application: two windows (one smaller, in front), nested views with rotations,
    /// scales, scrolled bounds, every rule, hidden / transparent / disabled views.
    static func randomApp(seed: UInt64) -> Application {
        var rng = RNG(state: seed)
        let app = Application()
        let back = Window(id: "back", frame: Rect(x: 0, y: 0, width: 200, height: 300))
        let front = Window(id: "front", frame: Rect(x: 20, y: 40, width: 150, height: 120))
        front.level = 1
        app.addWindow(back); app.addWindow(front)
        var all: [View] = [back, front]
        for i in 0..<60 {
            let parent = all[Int(rng.next() % UInt64(all.count))]
            let b = parent.bounds
            let v: View = rng.unit() < 0.2
                ? Control(id: "c\(i)", frame: Rect(x: b.minX + rng.unit() * b.width * 0.8, y: b.minY + rng.unit() * b.height * 0.8,
                                                   width: 8 + rng.unit() * b.width * 0.6, height: 8 + rng.unit() * b.height * 0.6))
                : View(id: "v\(i)", frame: Rect(x: b.minX - 10 + rng.unit() * b.width * 0.9, y: b.minY - 10 + rng.unit() * b.height * 0.9,
                                                width: 5 + rng.unit() * b.width * 0.7, height: 5 + rng.unit() * b.height * 0.7))
            switch rng.next() % 10 {
            case 0: v.transform = AffineTransform(rotationAngle: rng.unit() * 3)
            case 1: v.transform = AffineTransform(scaleX: 0.5 + rng.unit(), y: 0.5 + rng.unit())
            case 2: v.bounds = Rect(origin: Point(x: rng.unit() * 20, y: rng.unit() * 20), size: v.bounds.size)
            case 3: v.transform = AffineTransform(scaleX: -1, y: 1)
            default: break
            }
            switch rng.next() % 16 {
            case 0: v.isHidden = true
            case 1: v.alpha = 0.005
            case 2: v.isUserInteractionEnabled = false
            case 3: v.pointInsideRule = .inset(dx: -6, dy: 4)
            case 4: v.pointInsideRule = .subviews
            case 5: v.pointInsideRule = .boundsOrSubviews
            case 6: v.pointInsideRule = .controlsOnly
            case 7: v.pointInsideRule = .never
            case 8: v.pointInsideRule = .custom(name: "top half") { view, p in view.bounds.contains(p) && p.y < view.bounds.midY }
            case 9: v.hitTestRule = .returnsSelf
            case 10: v.hitTestRule = .selfIfInside
            case 11: v.hitTestRule = .passThrough
            case 12: v.hitTestRule = .expanded(dx: -5, dy: -5)
            case 13: v.hitTestRule = .custom(name: "parent") { call in call.callSuper() == nil ? nil : call.view.superview }
            case 14: v.pointInsideRule = .insets(EdgeInsets(top: -3, left: -9, bottom: 5, right: -1))
            case 15: v.pointInsideRule = .circle
            default: break
            }
            parent.addSubview(v)
            all.append(v)
        }
        return app
    }

    static func check(_ app: Application, canvas: Size, step: Double) -> Int {
        let map = HitMap.compute(app, canvas: canvas, step: step)
        let recorded = HitTester()
        recorded.isRecording = true
        let windows = app.windowsFrontToBack
        var differing = 0
        for row in 0..<map.rows {
            for column in 0..<map.columns {
                let p = map.samplePoint(column: column, row: row)
                let fast = app.hitTest(screenPoint: p).view
                let slow = recorded.hitTest(windows: windows, screenPoint: p).view
                let reference = ReferenceHitTest.hitTest(app, p)
                if map.view(column: column, row: row) !== slow || fast !== slow || slow !== reference { differing += 1 }
            }
        }
        return differing
    }

    @Test("map, compiled and recursive answers agree on random trees", arguments: Array(UInt64(1)...UInt64(12)))
    func randomTrees(_ seed: UInt64) {
        let app = Self.randomApp(seed: seed)
        #expect(Self.check(app, canvas: Size(width: 200, height: 300), step: 1.5) == 0)
    }

    @Test("cellBounds: each view reached, with the smallest box of its cells, as cell by cell", arguments: Array(UInt64(1)...UInt64(6)))
    func cellBoundsAreTheCellsBoxes(_ seed: UInt64) {
        let map = HitMap.compute(Self.randomApp(seed: seed), canvas: Size(width: 200, height: 300), step: 2.5)
        var expected: [ObjectIdentifier: (Int, Int, Int, Int)] = [:]
        for row in 0..<map.rows {
            for column in 0..<map.columns {
                guard let v = map.view(column: column, row: row) else { continue }
                let b = expected[ObjectIdentifier(v)] ?? (column, row, column, row)
                expected[ObjectIdentifier(v)] = (min(b.0, column), min(b.1, row), max(b.2, column), max(b.3, row))
            }
        }
        let bounds = map.cellBounds()
        #expect(bounds.count == expected.count && expected.count > 1)
        for b in bounds {
            let e = expected[ObjectIdentifier(b.view)]
            #expect(e?.0 == b.minColumn && e?.1 == b.minRow && e?.2 == b.maxColumn && e?.3 == b.maxRow, "\(b.view.id)")
        }
    }

    @Test("asymmetric insets: each edge moves on its own, negative grows (UIEdgeInsetsInsetRect)")
    func insetsPointInside() {
        let v = View(id: "v", frame: Rect(x: 0, y: 0, width: 40, height: 20))
        v.pointInsideRule = .insets(EdgeInsets(top: -5, left: -10, bottom: 2, right: 0))
        let tester = HitTester()
        // The area is x in [-10, 40), y in [-5, 18).
        #expect(tester.pointInside(v, Point(x: -10, y: -5)))
        #expect(!tester.pointInside(v, Point(x: -10.01, y: 0)))
        #expect(tester.pointInside(v, Point(x: 39.99, y: 17.99)))
        #expect(!tester.pointInside(v, Point(x: 40, y: 10)), "the right edge is not moved: max edges excluded")
        #expect(!tester.pointInside(v, Point(x: 10, y: 18)), "the bottom edge moved in by 2")
        #expect(v.pointInsideRule.label == "insets(-5, -10, 2, 0)")
        #expect(v.pointInsideRule.area(of: v).exactRect == Rect(x: -10, y: -5, width: 50, height: 23))
    }

    @Test("circle: inside the ellipse inscribed in the bounds, its edge included; corners are outside")
    func circlePointInside() {
        let v = View(id: "round", frame: Rect(x: 100, y: 100, width: 70, height: 70))
        v.pointInsideRule = .circle
        let tester = HitTester()
        #expect(tester.pointInside(v, Point(x: 35, y: 35)))
        #expect(tester.pointInside(v, Point(x: 35, y: 0)), "the top of the circle is on the edge: inside")
        #expect(tester.pointInside(v, Point(x: 0, y: 35)))
        #expect(!tester.pointInside(v, Point(x: 5, y: 5)), "a corner of the square")
        #expect(!tester.pointInside(v, Point(x: 69, y: 69)))
        let oval = View(id: "oval", frame: Rect(x: 0, y: 0, width: 100, height: 20))
        oval.pointInsideRule = .circle
        #expect(tester.pointInside(oval, Point(x: 99, y: 10)))
        #expect(!tester.pointInside(oval, Point(x: 95, y: 2)), "an ellipse for a wide view, not a circle")
        let flat = View(id: "flat", frame: Rect(x: 0, y: 0, width: 10, height: 0))
        flat.pointInsideRule = .circle
        #expect(!tester.pointInside(flat, Point(x: 5, y: 0)), "an empty view contains nothing")
    }

    @Test("the new kinds are compiled and mapped exactly, also under rotations and scrolled bounds",
          arguments: [0.0, 0.4, 1.3])
    func newKindsAgainstBruteForce(_ angle: Double) {
        let app = Application()
        let window = Window(id: "w", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        app.addWindow(window)
        let bar = View(id: "bar", frame: Rect(x: 0, y: 120, width: 200, height: 60))
        let round = Control(id: "round", frame: Rect(x: 70, y: -30, width: 60, height: 60))
        round.pointInsideRule = .circle
        round.transform = AffineTransform(rotationAngle: angle)
        bar.pointInsideRule = .include([round])
        let small = Control(id: "small", frame: Rect(x: 150, y: 20, width: 20, height: 20))
        small.pointInsideRule = .insets(EdgeInsets(top: -4, left: -16, bottom: -12, right: -2))
        small.transform = AffineTransform(rotationAngle: angle / 2)
        let scroller = View(id: "scroller", frame: Rect(x: 10, y: 10, width: 100, height: 80))
        scroller.bounds = Rect(x: 7, y: 13, width: 100, height: 80)
        let inner = View(id: "inner", frame: Rect(x: 20, y: 20, width: 40, height: 40))
        inner.pointInsideRule = .circle
        scroller.addSubview(inner)
        window.addSubview(scroller)
        window.addSubview(small)
        window.addSubview(bar)
        bar.addSubview(round)
        #expect(Self.check(app, canvas: Size(width: 200, height: 200), step: 0.7) == 0)
        // The round button's corners above the bar belong to what is behind; its circle to it.
        if angle == 0 {
            #expect(app.hitTest(screenPoint: Point(x: 100, y: 95)).view === round)
            #expect(app.hitTest(screenPoint: Point(x: 73, y: 93)).view === window, "a corner outside the circle, above the bar")
            #expect(app.hitTest(screenPoint: Point(x: 127, y: 147)).view === bar, "a corner outside the circle, inside the bar")
            #expect(app.hitTest(screenPoint: Point(x: 136, y: 50)).view === small, "inside the lopsided area, left and below")
            #expect(app.hitTest(screenPoint: Point(x: 136, y: 53)).view === window, "below the grown bottom edge")
        }
    }

    @Test("answers follow changes to the tree (the compiled copy is rebuilt)")
    func invalidation() {
        let app = Application()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        app.addWindow(window)
        let a = View(id: "a", frame: Rect(x: 10, y: 10, width: 30, height: 30))
        let child = View(id: "child", frame: Rect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(a)
        a.addSubview(child)
        let p = Point(x: 20, y: 20)
        #expect(app.hitTest(screenPoint: p).view === child)
        child.isHidden = true
        #expect(app.hitTest(screenPoint: p).view === a)
        child.isHidden = false
        child.alpha = 0
        #expect(app.hitTest(screenPoint: p).view === a)
        child.alpha = 1
        child.center = Point(x: 25, y: 25)
        #expect(app.hitTest(screenPoint: p).view === a)
        child.transform = AffineTransform(scaleX: 3, y: 3)
        #expect(app.hitTest(screenPoint: p).view === child)
        a.bounds = Rect(x: 100, y: 100, width: 30, height: 30)
        #expect(app.hitTest(screenPoint: p).view === a)
        a.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        a.hitTestRule = .selfIfInside
        #expect(app.hitTest(screenPoint: p).view === a)
        a.hitTestRule = .default
        a.isUserInteractionEnabled = false
        #expect(app.hitTest(screenPoint: p).view === window)
        a.isUserInteractionEnabled = true
        a.pointInsideRule = .never
        #expect(app.hitTest(screenPoint: p).view === window)
        a.pointInsideRule = .default
        child.removeFromSuperview()
        #expect(app.hitTest(screenPoint: p).view === a)
        let cover = View(id: "cover", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(cover)
        #expect(app.hitTest(screenPoint: p).view === cover)
        window.insertSubview(cover, at: 0)
        #expect(app.hitTest(screenPoint: p).view === a)
        window.center = Point(x: 500, y: 500)
        #expect(app.hitTest(screenPoint: p).view == nil)
        #expect(Self.check(app, canvas: Size(width: 100, height: 100), step: 1) == 0)
    }
}
