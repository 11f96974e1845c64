import BenchSupport
import Foundation
import TouchScopeCore

/// A button whose hit area is 20 points beyond its edges, written as a Swift scene writes it.
final class BigHitAreaButton: View {
    override func point(inside point: Point, with event: Event?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// The cost of hit-testing through a Swift scene's `point(inside:with:)` override, side by side
/// with the same rule as data (`pointInside: {inset: -20}`), with the same rule as a closure
/// (the core's custom rule, which the override is called through), and with no rule at all.
enum SwiftOverrideBench {
    static func run() {
        print("## 9. Hit-testing through a Swift override (ns per hit-test, median of 21 interleaved rounds)\n")
        print("A grid of buttons, every one with a hit area 20 points beyond its edges, hit-tested at the same")
        print("4,096 random points: as a scene file's rule (`inset: -20`, compiled), as a closure rule, and as a")
        print("Swift subclass overriding `point(inside:with:)` (what a Swift scene makes). 'plain' is the same grid")
        print("without any rule: what views without overrides keep.\n")
        print("| buttons | plain | data rule | closure rule | Swift override | override / data rule | override / closure |")
        print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for n in [100, 1000] {
            let plain = grid(n) { View(id: $0, kind: .button, frame: $1) }
            let data = grid(n) { id, frame in
                let v = View(id: id, kind: .button, frame: frame)
                v.pointInsideRule = .inset(dx: -20, dy: -20)
                return v
            }
            let closure = grid(n) { id, frame in
                let v = View(id: id, kind: .button, frame: frame)
                v.pointInsideRule = .custom(name: "inset") { view, p in view.bounds.insetBy(dx: -20, dy: -20).contains(p) }
                return v
            }
            let swift = grid(n) { id, frame in
                let v = BigHitAreaButton(id: id, kind: .button, frame: frame)
                v.adopt(UserClass(name: "BigHitAreaButton", overrides: [.pointInside]))
                return v
            }
            var rng = SplitMix64(seed: 7)
            let points = (0..<4096).map { _ in Point(x: rng.unit() * 390, y: rng.unit() * 844) }
            let apps = [plain, data, closure, swift]
            // Same answers from all three rules (the plain grid differs by design).
            var differ = 0
            for p in points {
                let a = data.hitTest(screenPoint: p).view?.id, b = closure.hitTest(screenPoint: p).view?.id
                let c = swift.hitTest(screenPoint: p).view?.id
                if a != b || a != c { differ += 1 }
            }
            let t = SideBySide.measure(calls: points.count, apps.map { app in { for p in points { sink(app.hitTest(screenPoint: p).view) } } })
            print("| \(n) | \(f(t[0])) | \(f(t[1])) | \(f(t[2])) | \(f(t[3])) | \(f(t[3] / t[1], 2))x | \(f(t[3] / t[2], 2))x |" + (differ > 0 ? " (\(differ) answers differ!)" : ""))
        }
        print()
    }

    /// `n` buttons of 30 x 30 points on a 390 x 844 canvas, rows of equal spacing.
    static func grid(_ n: Int, _ make: (String, Rect) -> View) -> Application {
        let app = Application()
        let window = Window(frame: Rect(0, 0, 390, 844))
        let columns = max(1, Int(Double(n).squareRoot() * 390 / 844 * 2))
        let rows = (n + columns - 1) / columns
        let w = 390.0 / Double(columns), h = 844.0 / Double(rows)
        for i in 0..<n {
            let frame = Rect(Double(i % columns) * w + w / 2 - 15, Double(i / columns) * h + h / 2 - 15, 30, 30)
            window.addSubview(make("b\(i)", frame))
        }
        app.addWindow(window)
        app.makeKey(window)
        return app
    }
}
