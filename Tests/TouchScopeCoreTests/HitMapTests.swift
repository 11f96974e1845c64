import Testing
@testable import TouchScopeCore

/// The compiled hit-testing path and the painted hit map against the recursive algorithm, on
/// random trees with every kind of special view, and after changes to the tree.
@Suite("Hit map and compiled hit-testing")
struct HitMapTests {
    struct RNG: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

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
