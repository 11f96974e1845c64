import BenchRender
import BenchSupport
import Foundation
import TouchScopeCore
import TouchScopeScenes

/// How cost grows with the number of views (issue 17, item 7): hit-test, hit map, dispatch,
/// frame and load at 10 to 100,000 views. Prints CSV rows `figure,views,value,unit` (to stdout
/// and to `path` when given), which `Benchmarks/scripts/growth_plot.py` draws.
///
/// The same file builds against older commits (only APIs they share): the baseline's curve is
/// this file run in a checkout of that commit.
enum Growth {
    static let sizes = [10, 100, 1_000, 10_000, 100_000]

    /// A grid of cards of views over a 390 x 844 screen, like the generated scene files
    /// (`SceneGen`), built in code: scene files stop at 20,000 views.
    static func app(views count: Int) -> (Application, [Point]) {
        let app = Application()
        let window = Window(id: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        app.addWindow(window)
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(root)
        let cards = max(1, Int(Double(count).squareRoot().rounded(.up)))
        let perCard = max(0, (count - 1) / cards - 1)
        let cardColumns = max(1, Int(Double(cards).squareRoot().rounded(.up)))
        let cardRows = (cards + cardColumns - 1) / cardColumns
        let cw = 390.0 / Double(cardColumns), ch = 844.0 / Double(cardRows)
        let childColumns = max(1, Int(Double(perCard).squareRoot().rounded(.up)))
        let childRows = max(1, (perCard + childColumns - 1) / childColumns)
        let vw = (cw - 4) / Double(childColumns), vh = (ch - 4) / Double(childRows)
        var rng = SplitMix64(seed: 7)
        var made = 1
        for c in 0..<cards where made < count {
            let card = View(id: "card\(c)", frame: Rect(x: Double(c % cardColumns) * cw + 1, y: Double(c / cardColumns) * ch + 1,
                                                       width: cw - 2, height: ch - 2))
            Decor.apply(card, &rng)
            root.addSubview(card)
            made += 1
            for i in 0..<perCard where made < count {
                let frame = Rect(x: 2 + Double(i % childColumns) * vw, y: 2 + Double(i / childColumns) * vh, width: vw * 0.9, height: vh * 0.9)
                let v: View = i % 7 == 3 ? Control(id: "c\(c)v\(i)", frame: frame) : View(id: "c\(c)v\(i)", frame: frame)
                Decor.apply(v, &rng)
                card.addSubview(v)
                made += 1
            }
        }
        return (app, Trees.randomPoints(256, seed: 11))
    }

    static func run(path: String?) throws {
        var rows: [String] = ["figure,views,value,unit"]
        func emit(_ figure: String, _ n: Int, _ value: Double, _ unit: String) {
            let row = "\(figure),\(n),\(String(format: "%.6g", value)),\(unit)"
            print(row)
            rows.append(row)
        }
        for n in sizes {
            let (app, points) = app(views: n)
            let quick = n >= 10_000
            let hit = SideBySide.measure(rounds: quick ? 7 : 21, calls: points.count, [{
                for p in points { sink(app.hitTest(screenPoint: p)) }
            }])[0]
            emit("hit-test", n, hit / 1000, "µs")
            let map = SideBySide.milliseconds(runs: quick ? 5 : 15) { sink(HitMap.compute(app, canvas: Size(width: 390, height: 844))) }
            emit("hit map", n, map.median, "ms")
            // A tap (down and up) at a fixed random point, trace off.
            var t = 0.0
            let target = points[0]
            let tap = SideBySide.measure(rounds: quick ? 7 : 21, calls: 1, [{
                t += 0.1
                app.send(InputSample(finger: .mouse, phase: .down, location: target, timestamp: t))
                app.send(InputSample(finger: .mouse, phase: .up, location: target, timestamp: t + 0.05))
            }])[0]
            emit("dispatch", n, tap / 1000, "µs")
        }
        for n in sizes {
            // The playground frame with every overlay, full redraw (scene files stop at 20,000
            // views: beyond that, views are added in code to the generated scene's root).
            let d = try FrameDriver(views: min(n, 10_000))
            fullFrames(d)
            if n > 10_000, let root = d.playground.scene?.views["root"] {
                let (extra, _) = app(views: n - 10_000)
                for card in extra.windowsFrontToBack[0].subviews[0].subviews { root.addSubview(card) }
            }
            try d.frame()
            let frame = try SideBySide.milliseconds(runs: n >= 100_000 ? 3 : n >= 10_000 ? 5 : 15) { try d.frame() }
            emit("frame", n, frame.median, "ms")
        }
        for n in sizes where n <= 10_000 {
            let file = try SceneGen.write(views: n)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let load = try SideBySide.milliseconds(runs: n >= 10_000 ? 5 : 15) { sink(SceneBuilder.build(try SceneFile.load(file))) }
            emit("load", n, load.median, "ms")
        }
        if let path { try (rows.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8) }
    }

    /// Every frame drawn whole (what a frame costs before damage tracking saves part of it).
    static func fullFrames(_ d: FrameDriver) {
        d.renderer.tracksDamage = false    // GROWTH-BASELINE: delete this line in a checkout without damage tracking
    }
}
