// Side-by-side figures for docs/performance.md: TouchScope and the straightforward baseline in
// one process, interleaved round by round, on the same trees and points.
//
//   touchscope-bench [hittest] [hitmap] [whatif] [dispatch] [render] [tapframe] [load] [overrides]   (default: all)
//   touchscope-bench growth [FILE.csv]   (how cost grows with the number of views; not in the default run)
import BenchSupport
#if canImport(BenchRender)
import BenchRender
import TouchScopeSDL
import TouchScopeUI
#endif
import Foundation
import TouchScopeCore
import TouchScopeScenes

let args = Set(CommandLine.arguments.dropFirst())
func wants(_ s: String) -> Bool { args.isEmpty || args.contains(s) }
func f(_ x: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", x) }

do {
    if wants("hittest") {
        print("## 1. Single hit-test (ns per hit-test, median of 21 interleaved rounds)\n")
        print("| tree | views | baseline | trace off | ratio (baseline / off) | trace on | trace on / baseline | answers differ |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for w in try Trees.all() {
            let off = HitTester(), on = HitTester()
            on.isRecording = true
            let n = Double(w.points.count)
            let t = SideBySide.measure(calls: w.points.count, [
                { sink(Bodies.baseline(w)) },
                { sink(Bodies.ours(w, tester: off)) },
                { sink(Bodies.ours(w, tester: on)) },
            ])
            _ = n
            print("| \(w.name) | \(w.viewCount) | \(f(t[0])) | \(f(t[1])) | \(f(t[0] / t[1], 2))x | \(f(t[2])) | \(f(t[2] / t[0], 2))x | \(w.mismatches()) |")
        }
        print()
    }

    if wants("hitmap") {
        print("## 2. Full hit map, 390 x 844 canvas, one answer per point (ms, median of 15)\n")
        print("| scene | views | HitMap.compute | baseline per point | ratio | Application.hitTest per point | cells differing from per-point |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        var scenes: [Workload] = [try Trees.screen200()]
        let course = try Trees.courseScenes()
        var worstCourse = (name: "", ms: 0.0)
        for (path, scene) in course {
            let t = SideBySide.milliseconds(runs: 5) { sink(HitMap.compute(scene.application, canvas: scene.canvas)) }
            if t.median > worstCourse.ms { worstCourse = ((path as NSString).lastPathComponent, t.median) }
        }
        scenes.append(try Trees.largestCourseScene())
        for w in scenes {
            let canvas = Trees.canvas
            let cells = Bodies.cellCentres(canvas: canvas)
            let map = HitMap.compute(w.application, canvas: canvas)
            let bad = Bodies.mapMismatches(map, w.application)
            let ours = SideBySide.milliseconds(runs: 15) { sink(HitMap.compute(w.application, canvas: canvas)) }
            let base = SideBySide.milliseconds(runs: 5) { sink(Bodies.baselineMap(w, points: cells)) }
            let perPoint = SideBySide.milliseconds(runs: 5) { sink(Bodies.perPointMap(w.application, points: cells)) }
            print("| \(w.name) | \(w.viewCount) | \(f(ours.median, 2)) | \(f(base.median, 1)) | \(f(base.median / ours.median, 1))x | \(f(perPoint.median, 1)) | \(bad) |")
        }
        print("\nSlowest course scene for HitMap.compute: \(worstCourse.name), \(f(worstCourse.ms, 2)) ms.\n")
    }

    if wants("whatif") { try WhatIfBench.run() }
    if wants("overrides") { SwiftOverrideBench.run() }

    if args.contains("growth") {
        // Not part of the default run (about a minute): `growth [FILE.csv]`.
        let file = CommandLine.arguments.drop { $0 != "growth" }.dropFirst().first { $0.hasSuffix(".csv") }
        try Growth.run(path: file)
        exit(0)
    }

    if args.contains("moves-only") {
        // For allocation profiling (perf, valgrind): 100,000 moved touches, trace off, after a warm-up.
        let d = try DragDriver(traced: args.contains("traced"))
        for _ in 0..<1000 { d.move() }
        for _ in 0..<100_000 { d.move() }
        exit(0)
    }

    if wants("dispatch") {
        print("## 3. Moved-touch dispatch in a drag (scene 22, finger on a button)\n")
        let off = try DragDriver(traced: false), on = try DragDriver(traced: true)
        let t = SideBySide.measure(calls: 100, [
            { for _ in 0..<100 { off.move() } },
            { for _ in 0..<100 { on.move() } },
        ])
        print("| trace | ns per move |\n| --- | ---: |\n| off | \(f(t[0])) |\n| on | \(f(t[1])) |\n")
        print("(Allocations per move: `swift package benchmark --target MovedTouch`, malloc counts.)\n")
    }

    #if canImport(BenchRender)
    if wants("render") {
        print("## 4. A frame with all overlays, software renderer, 1280 x 900 (ms, median of 15)\n")
        print("| views | display list | draw (software) | frame total | p90 total |")
        print("| ---: | ---: | ---: | ---: | ---: |")
        for n in [200, 1000, 10_000] {
            let d = try FrameDriver(views: n)
            let list = SideBySide.milliseconds { sink(d.displayList()) }
            let l = d.displayList()
            let draw = try SideBySide.milliseconds { try d.renderer.draw(l) }
            let total = try SideBySide.milliseconds { try d.frame() }
            print("| \(n) | \(f(list.median, 2)) | \(f(draw.median, 2)) | \(f(total.median, 2)) | \(f(total.p90, 2)) |")
        }
        print()
    }
    if wants("tapframe") || wants("render") {
        print("## 4b. The frame after a tap, full redraw vs damage-tracked, 1280 x 900 (ms)\n")
        print("Each frame: a tap (down and up) at one of two points in turn, the display list, the draw.")
        print("The two renderers take frames in turn, A B A B.\n")
        print("| views | frames | full p50 | full p99 | damage-tracked p50 | damage-tracked p99 | of which display list p50 | draw p50 full / tracked | p50 ratio |")
        print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        var diagnostics: [String] = []
        // TOUCHSCOPE_TAPFRAME_VIEWS=1000 (or 200, 10000): one size only (for profiling).
        let onlyViews = ProcessInfo.processInfo.environment["TOUCHSCOPE_TAPFRAME_VIEWS"].flatMap { Int($0) }
        for (n, frames) in [(200, 300), (1000, 300), (10_000, 120)] where onlyViews.map({ $0 == n }) ?? true {
            let full = try FrameDriver(views: n)
            full.renderer.tracksDamage = false
            let tracked = try FrameDriver(views: n)
            for _ in 0..<4 { try full.tapFrame(); try tracked.tapFrame() }
            var a: [Double] = [], b: [Double] = [], lists: [Double] = [], drawA: [Double] = [], drawB: [Double] = []
            var areas: [Double] = [], rectCounts: [Double] = []
            for _ in 0..<frames {
                let x = try full.tapFrame(), y = try tracked.tapFrame()
                let rects = tracked.renderer.lastDamageRects ?? [(0, 0, 1280, 900)]
                areas.append(Double(rects.reduce(0) { $0 + $1.width * $1.height }) / (1280 * 900))
                rectCounts.append(Double(rects.count))
                a.append(x.list + x.draw); b.append(y.list + y.draw); lists.append(y.list)
                drawA.append(x.draw); drawB.append(y.draw)
            }
            func pct(_ xs: [Double], _ p: Double) -> Double { let s = xs.sorted(); return s[min(s.count - 1, Int(Double(s.count) * p))] }
            let m = SideBySide.median
            if let dir = ProcessInfo.processInfo.environment["BENCH_DUMP_DAMAGE"] {
                try tracked.tapFrame()
                var list = tracked.displayList()
                for r in tracked.renderer.lastDamageRects ?? [] {
                    list.commands.append(.strokeRect(Rect(Double(r.x), Double(r.y), Double(r.width), Double(r.height)), Color(red: 255, green: 0, blue: 255), width: 2))
                }
                try HeadlessRenderer(fontURL: AssetLocator.fontURL()).render(list).savePNG(path: "\(dir)/damage-\(n).png")
            }
            let same = tracked.displayList()
            try tracked.renderer.draw(same)
            let unchanged = try SideBySide.milliseconds { try tracked.renderer.draw(same) }
            diagnostics.append("| \(n) | \(f(100 * m(areas), 1)) % | \(f(m(rectCounts), 0)) | \(f(unchanged.median, 2)) |")
            print("| \(n) | \(frames) | \(f(m(a), 2)) | \(f(pct(a, 0.99), 2)) | \(f(m(b), 2)) | \(f(pct(b, 0.99), 2)) | \(f(m(lists), 2)) | \(f(m(drawA), 2)) / \(f(m(drawB), 2)) | \(f(m(b) / m(a), 2)) |")
        }
        print("\n| views | damaged share of the frame, p50 | damage rectangles, p50 | drawing an unchanged list (comparison only), ms |")
        print("| ---: | ---: | ---: | ---: |")
        for line in diagnostics { print(line) }
        print()
    }
    #endif

    #if canImport(BenchRender)
    if wants("scroll") {
        // Frame time percentiles: p50, p99, max, and the frames over 16.7 ms (a dropped frame at 60 fps).
        func summary(_ xs: [Double]) -> (p50: Double, p90: Double, p99: Double, max: Double, over: Int) {
            let s = xs.sorted()
            let p = { (q: Double) in s[min(s.count - 1, Int(Double(s.count) * q))] }
            return (p(0.5), p(0.9), p(0.99), s.last ?? 0, s.filter { $0 > 1000.0 / 60 }.count)
        }
        let m = SideBySide.median
        print("## 4b. Scrolling 1,000 content views, software renderer at 1280 x 900 (ms per frame)\n")
        print("A drag: 300 frames of one 3-pixel move each. A fling: 5 s at 60 frames a second (300 frames): flicks of about")
        print("4,800 points a second, each followed by its deceleration on the input clock until it stops, then the next flick.")
        print("Overlays: every overlay on (the touch's and the scene's: hit areas, dead zones, the hit map), or the playground's")
        print("defaults (the touch's overlays: finger, hit view, verdicts, chain, gestures).\n")
        print("| run | overlays | frames | p50 | p90 | p99 | max | over 16.7 ms | input (p50) | display list (p50) | draw (p50) | index builds |")
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        let n = 1000
        var flingNotes: [String] = []
        // TOUCHSCOPE_SCROLL_OVERLAYS=defaults (or all): one configuration only (for profiling).
        let only = ProcessInfo.processInfo.environment["TOUCHSCOPE_SCROLL_OVERLAYS"].flatMap(ScrollFrameDriver.Overlays.init(rawValue:))
        for overlays in [ScrollFrameDriver.Overlays.defaults, .all] where only.map({ $0 == overlays }) ?? true {
            let label = overlays == .all ? "every overlay" : "defaults"
            let d = try ScrollFrameDriver(views: n, overlays: overlays)
            for _ in 0..<20 { try d.frame() }
            let before = d.indexBuilds
            var ms: [Double] = [], moves: [Double] = [], lists: [Double] = [], draws: [Double] = []
            for _ in 0..<300 {
                let t0 = DispatchTime.now().uptimeNanoseconds
                let parts = try d.frame()
                ms.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
                moves.append(parts.move); lists.append(parts.list); draws.append(parts.draw)
            }
            var s = summary(ms)
            print("| drag | \(label) | \(ms.count) | \(f(s.p50, 2)) | \(f(s.p90, 2)) | \(f(s.p99, 2)) | \(f(s.max, 2)) | \(s.over) | \(f(m(moves), 2)) | \(f(m(lists), 2)) | \(f(m(draws), 2)) | \(d.indexBuilds - before) |")
            let fling = try FlingFrameDriver(views: n, overlays: overlays)
            try fling.showScene()
            let fb = fling.playground.scene?.application.hitTester.indexBuilds ?? 0
            ms = []; moves = []; lists = []; draws = []
            for _ in 0..<300 {
                let t0 = DispatchTime.now().uptimeNanoseconds
                let parts = try fling.frame()
                ms.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
                moves.append(parts.input); lists.append(parts.list); draws.append(parts.draw)
            }
            s = summary(ms)
            let fa = fling.playground.scene?.application.hitTester.indexBuilds ?? 0
            print("| fling (5 s) | \(label) | \(ms.count) | \(f(s.p50, 2)) | \(f(s.p90, 2)) | \(f(s.p99, 2)) | \(f(s.max, 2)) | \(s.over) | \(f(m(moves), 2)) | \(f(m(lists), 2)) | \(f(m(draws), 2)) | \(fa - fb) |")
            flingNotes.append("\(label): \(fling.flicks) flicks, \(fling.decelerationFrames) of the 300 frames decelerating")
        }
        print("\nThe flings: " + flingNotes.joined(separator: "; ") + ".\n")
    }
    if wants("scroll-png"), let dir = CommandLine.arguments.drop(while: { $0 != "scroll-png" }).dropFirst().first {
        // Frames of the drag and the fling as PNGs (to compare two builds' pixels), each with
        // every overlay on ("drag-", "fling-") and with the defaults ("defaults-drag-", ...).
        for overlays in ScrollFrameDriver.Overlays.allCases {
            let prefix = overlays == .all ? "" : "defaults-"
            let d = try ScrollFrameDriver(views: 1000, overlays: overlays)
            for i in 0..<120 {
                try d.frame()
                if i % 10 == 0 { try d.renderer.render(d.displayList()).savePNG(path: "\(dir)/\(prefix)drag-\(i).png") }
            }
            let fling = try FlingFrameDriver(views: 1000, overlays: overlays)
            for i in 0..<300 {
                try fling.frame()
                if i % 10 == 0 { try fling.renderer.render(fling.displayList()).savePNG(path: "\(dir)/\(prefix)fling-\(i).png") }
            }
        }
    }
    #endif

    if wants("load") {
        print("## 7c. Loading a generated scene file (read + parse + build, ms, median of 15)\n")
        print("| views | load + build |\n| ---: | ---: |")
        for n in [1000, 10_000] {
            let path = try SceneGen.write(views: n)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let t = try SideBySide.milliseconds { sink(SceneBuilder.build(try SceneFile.load(path))) }
            print("| \(n) | \(f(t.median, 1)) |")
        }
        print()
        // Where the time goes (measured before choosing what to speed up).
        print("| views | read | YAML parse + validation (`SceneParser.parse`) | build (`SceneBuilder.build`) |\n| ---: | ---: | ---: | ---: |")
        for n in [1000, 10_000] {
            let path = try SceneGen.write(views: n)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let text = try SceneFile.read(path)
            let document = try SceneParser.parse(text, path: path)
            let read = try SideBySide.milliseconds { sink(try SceneFile.read(path)) }
            let parse = try SideBySide.milliseconds { sink(try SceneParser.parse(text, path: path)) }
            let build = SideBySide.milliseconds { sink(SceneBuilder.build(document)) }
            print("| \(n) | \(f(read.median, 1)) | \(f(parse.median, 1)) | \(f(build.median, 1)) |")
        }
        print()
    }
} catch {
    FileHandle.standardError.write(Data("touchscope-bench: \(error)\n".utf8))
    exit(1)
}
