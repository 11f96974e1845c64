// package-benchmark suite: hit-testing (time and mallocs) on every benchmark tree, TouchScope and
// the baseline, and the full hit map of the 200-view screen.
import Benchmark
import BenchSupport
import TouchScopeCore

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .instructions],
                                           warmupIterations: 10, scalingFactor: .one,
                                           maxDuration: .seconds(1), maxIterations: 100_000)
    // The trees are built once; every benchmark hit-tests all of a tree's points (256) per iteration.
    nonisolated(unsafe) let trees = try! Trees.all()
    for w in trees {
        nonisolated(unsafe) let off = HitTester()
        nonisolated(unsafe) let on = HitTester()
        on.isRecording = true
        Benchmark("hitTest \(w.name) baseline x\(w.points.count)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(Bodies.baseline(w)) }
        }
        Benchmark("hitTest \(w.name) trace off x\(w.points.count)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(Bodies.ours(w, tester: off)) }
        }
        Benchmark("hitTest \(w.name) trace on x\(w.points.count)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(Bodies.ours(w, tester: on)) }
        }
    }
    nonisolated(unsafe) let screen = try! Trees.screen200()
    Benchmark("HitMap.compute 390x844, \(screen.name)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxIterations: 200)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(HitMap.compute(screen.application, canvas: Trees.canvas)) }
    }
}
