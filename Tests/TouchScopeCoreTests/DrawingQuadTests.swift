import Testing
@testable import TouchScopeCore

/// The walk computes each view's screen quadrilateral from its ancestors' transforms, top down,
/// instead of walking up from every view: it must be bit for bit what the view computes itself.
@Suite("Drawing: the walk's quadrilaterals are the views' own")
struct DrawingQuadTests {
    /// A deterministic generator (no global randomness in tests).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    /// Windows with nested views, fractional frames, scrolled bounds origins, rotations and
    /// scales at random depths.
    func randomApp(seed: UInt64, animate: Bool) -> (Application, [View]) {
        var g = Generator(state: seed)
        func d(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &g) }
        let app = Application()
        var all: [View] = []
        for w in 0..<2 {
            let window = Window(id: "w\(w)", frame: Rect(x: d(0...30), y: d(0...30), width: 390, height: 844))
            app.addWindow(window)
            all.append(window)
            var parents: [View] = [window]
            for i in 0..<60 {
                let parent = parents[Int.random(in: 0..<parents.count, using: &g)]
                let v = View(id: "v\(w)-\(i)", frame: Rect(x: d(-20...200), y: d(-20...400), width: d(1...180), height: d(1...300)))
                if Int.random(in: 0..<4, using: &g) == 0 { v.bounds = Rect(x: d(-50...50), y: d(-80...300), width: v.bounds.width, height: v.bounds.height) }
                switch Int.random(in: 0..<6, using: &g) {
                case 0: v.transform = AffineTransform(rotationAngle: d(-3...3))
                case 1: v.transform = AffineTransform.identity.scaledBy(x: d(0.3...2.5), y: d(0.3...2.5))
                default: break
                }
                v.clipsToBounds = Int.random(in: 0..<3, using: &g) == 0
                parent.addSubview(v)
                parents.append(v)
                all.append(v)
            }
            if animate {
                for v in all.suffix(60) where Int.random(in: 0..<10, using: &g) == 0 {
                    var p = ViewPresentation(model: v)
                    p.center = Point(x: p.center.x + d(-30...30), y: p.center.y + d(-30...30))
                    v.presentation = p
                }
            }
        }
        return (app, all)
    }

    @Test("every drawn view's quadrilateral equals its presentationScreenQuad exactly", arguments: [false, true])
    func quadsIdentical(animate: Bool) {
        for seed in UInt64(1)...20 {
            let (app, all) = randomApp(seed: seed, animate: animate)
            var seen = 0
            Drawing.visit(app.windowsFrontToBack.reversed(), enter: { drawn in
                seen += 1
                let own = drawn.view.presentationScreenQuad
                // Bit patterns, so even the sign of a zero must agree.
                #expect(drawn.quad.map { [$0.x.bitPattern, $0.y.bitPattern] } == own.map { [$0.x.bitPattern, $0.y.bitPattern] },
                        "seed \(seed): \(drawn.view.id)")
            })
            #expect(seen == all.count)
        }
    }

    @Test("a window nested in a view: its subtree's quadrilaterals are still the views' own")
    func nestedWindow() {
        let app = Application()
        let window = Window(id: "w", frame: Rect(x: 5, y: 7, width: 300, height: 300))
        app.addWindow(window)
        let holder = View(id: "holder", frame: Rect(x: 10.5, y: 20.25, width: 200, height: 200))
        holder.transform = AffineTransform(rotationAngle: 0.3)
        window.addSubview(holder)
        let inner = Window(id: "inner", frame: Rect(x: 3, y: 4, width: 100, height: 100))
        holder.addSubview(inner)
        let leaf = View(id: "leaf", frame: Rect(x: 1.5, y: 2.5, width: 30, height: 30))
        inner.addSubview(leaf)
        var quads: [String: [Point]] = [:]
        Drawing.visit(app.windowsFrontToBack.reversed(), enter: { quads[$0.view.id] = $0.quad })
        for v in [window, holder, inner, leaf] as [View] { #expect(quads[v.id] == v.presentationScreenQuad, "\(v.id)") }
    }
}
