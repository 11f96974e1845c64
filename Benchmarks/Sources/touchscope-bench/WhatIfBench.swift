import BenchSupport
import Foundation
import TouchScopeCore

/// The hit map and dead zones after one what-if change on the 200-view screen (issue 17, item
/// 4): computed in full (`HitMap.compute` + `DeadZoneMap.compute`) and updated region by region
/// (`HitMapTracker.update`), in turn on the same tree and the same changes.
enum WhatIfBench {
    struct Change { let name: String; let apply: (View) -> Void }

    static var changes: [Change] { [
        Change(name: "hidden") { $0.isHidden.toggle() },
        Change(name: "interaction") { $0.isUserInteractionEnabled.toggle() },
        Change(name: "alpha") { $0.alpha = $0.alpha < 0.01 ? 1 : 0 },
        Change(name: "pointInside") { v in
            if case .inset = v.pointInsideRule { v.pointInsideRule = .default } else { v.pointInsideRule = .inset(dx: -20, dy: -20) }
        },
    ] }

    static func run() throws {
        let w = try Trees.screen200()
        let app = w.application
        let canvas = Trees.canvas
        let views = w.window.subtree.filter { !($0 is Window) }
        let maps = HitMapTracker(app, canvas: canvas)
        let both = HitMapTracker(app, canvas: canvas)
        _ = both.deadZones(app)
        var fullMap: [Double] = [], fullBoth: [Double] = [], incMap: [Double] = [], incBoth: [Double] = []
        var byKind: [String: (full: [Double], inc: [Double])] = [:]
        var numbering: [Double] = []
        var partial = 0, total = 0, recomputedShare: [Double] = []
        func ms(_ body: () -> Void) -> Double { let t0 = nowNanoseconds(); body(); return Double(nowNanoseconds() - t0) / 1e6 }
        // Passes over every view (BENCH_WHATIF_PASSES, default 1: a full dead-zone computation
        // takes about 0.1 s, so one pass is about 3 minutes).
        let passes = Int(ProcessInfo.processInfo.environment["BENCH_WHATIF_PASSES"] ?? "") ?? 1
        // BENCH_WHATIF_FULL=0: the updates only (to profile them; the full columns read 0).
        let timeFull = ProcessInfo.processInfo.environment["BENCH_WHATIF_FULL"] != "0"
        for _ in 0..<passes {
            for v in views {
                for c in changes {
                    // The change, then back: two changes, each measured both ways.
                    for _ in 0..<2 {
                        c.apply(v)
                        let a = timeFull ? ms { sink(HitMap.compute(app, canvas: canvas)) } : 0
                        let b = ms { maps.update(app); sink(maps.hitMap) }
                        // Reading `cells` numbers the views in public (by first appearance): one
                        // pass over the map, paid by whoever reads every cell (the hit map overlay).
                        numbering.append(ms { sink(maps.hitMap.cells) })
                        let cBoth = !timeFull ? 0 : ms { let m = HitMap.compute(app, canvas: canvas); sink(DeadZoneMap.compute(app, canvas: canvas, hitMap: m)) }
                        var rects: [Rect]?
                        let d = ms { rects = both.update(app); sink(both.deadZones(app)) }
                        fullMap.append(a); incMap.append(b); fullBoth.append(cBoth); incBoth.append(d)
                        let kind = v.superview is Window || v.superview?.id == "root" ? "card or tab bar" : v.subviews.isEmpty ? "leaf" : "row"
                        byKind[kind, default: ([], [])].full.append(cBoth)
                        byKind[kind, default: ([], [])].inc.append(d)
                        total += 1
                        if let rects {
                            partial += 1
                            recomputedShare.append(rects.reduce(0) { $0 + $1.width * $1.height } / (canvas.width * canvas.height))
                        } else { recomputedShare.append(1) }
                    }
                }
            }
        }
        func pct(_ xs: [Double], _ p: Double) -> Double { let s = xs.sorted(); return s[min(s.count - 1, Int(Double(s.count) * p))] }
        let m = SideBySide.median
        print("## 2b. Hit map and dead zones after one what-if change, screen (\(views.count + 1) views), 390 x 844, step 1 (ms)\n")
        print("Each change (hidden, interaction, alpha, pointInside on every view, and back: \(total) changes) is")
        print("measured both ways in turn on the same tree: a full computation and HitMapTracker.update.\n")
        print("| what | full p50 | full p99 | updated p50 | updated p90 | updated p99 | updated max | p50 ratio (updated / full) |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        print("| hit map | \(f(m(fullMap), 3)) | \(f(pct(fullMap, 0.99), 3)) | \(f(m(incMap), 3)) | \(f(pct(incMap, 0.9), 3)) | \(f(pct(incMap, 0.99), 3)) | \(f(incMap.max() ?? 0, 3)) | \(f(m(incMap) / m(fullMap), 3)) |")
        print("| hit map + dead zones | \(f(m(fullBoth), 3)) | \(f(pct(fullBoth, 0.99), 3)) | \(f(m(incBoth), 3)) | \(f(pct(incBoth, 0.9), 3)) | \(f(pct(incBoth, 0.99), 3)) | \(f(incBoth.max() ?? 0, 3)) | \(f(m(incBoth) / m(fullBoth), 3)) |")
        for (kind, t) in byKind.sorted(by: { $0.key < $1.key }) {
            print("| hit map + dead zones, change on a \(kind) (\(t.inc.count)) | \(f(m(t.full), 3)) | \(f(pct(t.full, 0.99), 3)) | \(f(m(t.inc), 3)) | \(f(pct(t.inc, 0.9), 3)) | \(f(pct(t.inc, 0.99), 3)) | \(f(t.inc.max() ?? 0, 3)) | \(f(m(t.inc) / m(t.full), 3)) |")
        }
        print("| reading the updated map's `cells` afterwards (public numbering, once per map) | | | \(f(m(numbering), 3)) | \(f(pct(numbering, 0.9), 3)) | \(f(pct(numbering, 0.99), 3)) | \(f(numbering.max() ?? 0, 3)) | |")
        print("\nUpdated region by region: \(partial) of \(total) changes; share of the canvas recomputed p50 \(f(100 * m(recomputedShare), 1)) %, p90 \(f(100 * pct(recomputedShare, 0.9), 1)) %.")
        let same = maps.hitMap.cells == HitMap.compute(app, canvas: canvas).cells
        print("Final maps equal a full computation: \(same ? "yes" : "NO").\n")
    }
}
