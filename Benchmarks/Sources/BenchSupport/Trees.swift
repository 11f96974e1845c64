import Foundation
import TouchScopeCore
import TouchScopeScenes

/// A small deterministic generator (SplitMix64): every run builds the same trees and points.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// One benchmark tree: the TouchScope application and window, the same tree as baseline
/// classes, and the points to hit-test (in the window's own space, which is the screen's).
public struct Workload {
    public let name: String
    public let application: Application
    public let window: Window
    public let baseline: BaselineView
    public let points: [Point]
    public var viewCount: Int { window.subtree.count }

    public init(name: String, application: Application, window: Window, points: [Point]) throws {
        self.name = name; self.application = application; self.window = window; self.points = points
        baseline = try BaselineView.mirror(window)
    }

    /// How many points get a different answer from the baseline and from TouchScope (must be 0).
    public func mismatches() -> Int {
        let tester = HitTester()
        var bad = 0
        for p in points where tester.hitTest(window, at: p)?.id != baseline.hitTest(p)?.id { bad += 1 }
        return bad
    }
}

/// The share of special views every generated tree has (the rest are plain views).
///
/// Per view: 4% hidden, 4% transparent (alpha 0.005), 2% interaction off; independently 10%
/// clipped, 8% transformed (a small rotation or a scale) and 12% overridden (`point(inside:)`
/// inset, a custom `point(inside:)` closure, `hitTest` expanded, `selfIfInside`, `passThrough`).
public enum Decor {
    public static func apply(_ v: View, _ rng: inout SplitMix64, allowRejection: Bool = true, allowTransform: Bool = true) {
        let r = rng.unit()
        if allowRejection {
            if r < 0.04 { v.isHidden = true } else if r < 0.08 { v.alpha = 0.005 } else if r < 0.10 { v.isUserInteractionEnabled = false }
        }
        if rng.unit() < 0.10 { v.clipsToBounds = true }
        if allowTransform, rng.unit() < 0.08 {
            v.transform = rng.unit() < 0.5 ? AffineTransform(rotationAngle: (rng.unit() - 0.5) * 0.35)
                                           : AffineTransform(scaleX: 0.9, y: 0.9)
        }
        if rng.unit() < 0.12 {
            switch Int(rng.next() % 5) {
            case 0: v.pointInsideRule = .inset(dx: -8, dy: -8)
            case 1: v.pointInsideRule = .custom(name: "leftHalf") { view, p in
                    p.x < view.bounds.midX && view.bounds.contains(p) }
            case 2: v.hitTestRule = .expanded(dx: -6, dy: -6)
            case 3: v.hitTestRule = .selfIfInside
            default: v.hitTestRule = .passThrough
            }
        }
    }
}

public enum Trees {
    public static let canvas = Size(width: 390, height: 844)

    static func app(_ build: (Window) -> Void) -> (Application, Window) {
        let app = Application()
        let window = Window(frame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        app.addWindow(window)
        build(window)
        return (app, window)
    }

    /// Uniformly random points over the canvas.
    public static func randomPoints(_ count: Int, seed: UInt64, in rect: Rect = Rect(x: 0, y: 0, width: 390, height: 844)) -> [Point] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            Point(x: rect.minX + rng.unit() * rect.width, y: rect.minY + rng.unit() * rect.height)
        }
    }

    /// A chain of 64 nested views (each 2 points inside its parent); every level also has a
    /// small front sibling that is hidden, transparent, clipped, transformed or overridden.
    /// Chain views are clipped, transformed (scale 0.995) or overridden too, never hidden.
    public static func deep(levels: Int = 64) throws -> Workload {
        var rng = SplitMix64(seed: 64)
        let (app, window) = app { window in
            var parent: View = window
            for level in 0..<levels {
                let b = parent.bounds
                let v = View(id: "chain\(level)", frame: Rect(x: b.minX + 2, y: b.minY + 2, width: b.width - 4, height: b.height - 4))
                switch level % 8 {
                case 1: v.clipsToBounds = true
                case 3: v.pointInsideRule = .inset(dx: -1, dy: -1)
                case 5: v.hitTestRule = .passThrough
                case 7: v.transform = AffineTransform(scaleX: 0.995, y: 0.995)
                default: break
                }
                parent.addSubview(v)
                let decoy = View(id: "decoy\(level)", frame: Rect(x: b.minX + 4, y: b.minY + 4, width: 16, height: 16))
                Decor.apply(decoy, &rng)
                switch level % 4 {
                case 0: decoy.isHidden = true
                case 1: decoy.alpha = 0.005
                default: break
                }
                parent.addSubview(decoy)
                parent = v
            }
        }
        // Most points reach the bottom of the chain; some stop on the way.
        var points = randomPoints(192, seed: 1, in: Rect(x: 140, y: 140, width: 110, height: 560))
        points += randomPoints(64, seed: 2)
        return try Workload(name: "deep (chain of \(levels))", application: app, window: window, points: points)
    }

    /// 1,000 siblings over the canvas (a 25 x 40 grid of overlapping views).
    public static func wide(count: Int = 1000) throws -> Workload {
        var rng = SplitMix64(seed: 1000)
        let (app, window) = app { window in
            let columns = 25, rows = (count + columns - 1) / columns
            let w = canvas.width / Double(columns), h = canvas.height / Double(rows)
            for i in 0..<count {
                let x = Double(i % columns) * w, y = Double(i / columns) * h
                let v = View(id: "v\(i)", frame: Rect(x: x - w * 0.25, y: y - h * 0.25, width: w * 1.5, height: h * 1.5))
                Decor.apply(v, &rng)
                window.addSubview(v)
            }
        }
        return try Workload(name: "wide (\(count) siblings)", application: app, window: window, points: randomPoints(256, seed: 3))
    }

    /// A balanced tree: 10 children per view, 4 levels below the window (10,000 leaves,
    /// 11,111 views in all); children tile their parent in a 5 x 2 or 2 x 5 grid.
    public static func balanced(fanout: Int = 10, levels: Int = 4) throws -> Workload {
        var rng = SplitMix64(seed: 10_000)
        let (app, window) = app { window in
            func fill(_ parent: View, level: Int) {
                guard level < levels else { return }
                let b = parent.bounds
                let columns = level % 2 == 0 ? 2 : 5, rows = (fanout + columns - 1) / columns
                let w = b.width / Double(columns), h = b.height / Double(rows)
                for i in 0..<fanout {
                    let v = View(id: "n\(level)_\(parent.subviews.count)_\(i)_\(rng.next() % 1_000_000)",
                                 frame: Rect(x: b.minX + Double(i % columns) * w, y: b.minY + Double(i / columns) * h, width: w, height: h))
                    Decor.apply(v, &rng)
                    parent.addSubview(v)
                    fill(v, level: level + 1)
                }
            }
            fill(window, level: 0)
        }
        return try Workload(name: "balanced (\(window.subtree.count) views)", application: app, window: window,
                            points: randomPoints(256, seed: 4))
    }

    /// A 200-view screen (the hit-map target's scene): 10 cards of 19 views, cards with rows
    /// and nested controls, with the usual share of special views.
    public static func screen200() throws -> Workload {
        var rng = SplitMix64(seed: 200)
        let (app, window) = app { window in
            let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
            window.addSubview(root)
            for card in 0..<10 {
                let c = View(id: "card\(card)", frame: Rect(x: 8 + Double(card % 2) * 190, y: 10 + Double(card / 2) * 166, width: 182, height: 158))
                Decor.apply(c, &rng, allowRejection: card % 5 != 0)
                root.addSubview(c)
                var row: View = c
                for i in 0..<18 {
                    if i % 6 == 0 {
                        row = View(id: "card\(card)row\(i / 6)", frame: Rect(x: 4, y: 4 + Double(i / 6) * 50, width: 174, height: 48))
                        Decor.apply(row, &rng)
                        c.addSubview(row)
                    } else {
                        let k = i % 6 - 1
                        let v: View = k == 2 ? Control(id: "card\(card)b\(i)", frame: Rect(x: 4 + Double(k) * 34, y: 6, width: 30, height: 36))
                                             : View(id: "card\(card)v\(i)", frame: Rect(x: 4 + Double(k) * 34, y: 6, width: 30, height: 36))
                        Decor.apply(v, &rng)
                        row.addSubview(v)
                    }
                }
            }
            // A tab bar whose centre button overflows it, made reachable by the bar's override.
            let bar = View(id: "tabBar", frame: Rect(x: 0, y: 844 - 60, width: 390, height: 60))
            root.addSubview(bar)
            var centre: View?
            for i in 0..<7 {
                let b = Control(id: "tab\(i)", frame: Rect(x: 6 + Double(i) * 55, y: i == 3 ? -20 : 8, width: 48, height: i == 3 ? 70 : 44))
                bar.addSubview(b)
                if i == 3 { centre = b }
            }
            bar.pointInsideRule = .include([centre!])
        }
        return try Workload(name: "screen (\(window.subtree.count) views)", application: app, window: window,
                            points: randomPoints(256, seed: 5))
    }

    /// The course scenes (`Scenes/*.yaml`), built.
    public static func courseScenes(directory: String = Paths.scenes) throws -> [(path: String, scene: BuiltScene)] {
        try SceneFile.scenes(in: directory).map { path in (path, SceneBuilder.build(try SceneFile.load(path))) }
    }

    /// The course scene with the most views, as a workload (points over its canvas).
    public static func largestCourseScene() throws -> Workload {
        let scenes = try courseScenes()
        guard let (path, scene) = scenes.max(by: { $0.scene.views.count < $1.scene.views.count }) else {
            throw BaselineError.unsupported("an empty Scenes/ folder")
        }
        let window = scene.application.windowsFrontToBack[0]
        let c = scene.canvas
        let name = (path as NSString).lastPathComponent
        return try Workload(name: "course: \(name) (\(scene.views.count) views)", application: scene.application, window: window,
                            points: randomPoints(256, seed: 6, in: Rect(x: 0, y: 0, width: c.width, height: c.height)))
    }

    public static func all() throws -> [Workload] {
        [try deep(), try wide(), try balanced(), try largestCourseScene()]
    }
}

/// Where the main package's files are (the benchmarks run from `Benchmarks/` or the root).
public enum Paths {
    public static let root: String = {
        if let root = ProcessInfo.processInfo.environment["TOUCHSCOPE_ROOT"] { return root }
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }   // Benchmarks/Sources/BenchSupport/Trees.swift
        return url.path
    }()
    public static var scenes: String { root + "/Scenes" }
}
