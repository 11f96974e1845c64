// package-benchmark suite: one moved-touch dispatch per iteration in a drag (the finger down on a
// button of scene 22, the hit view cached), trace off and trace on. The malloc count per
// iteration is the number of heap allocations of one move in steady state.
import Benchmark
import BenchSupport
import TouchScopeCore

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .mallocCountSmall, .instructions],
                                           warmupIterations: 1_000, scalingFactor: .one,
                                           maxDuration: .seconds(1), maxIterations: 200_000)
    nonisolated(unsafe) let off = try! DragDriver(traced: false)
    nonisolated(unsafe) let on = try! DragDriver(traced: true, limit: 10_000)
    // Calibration: what one iteration of the harness itself allocates (subtract it).
    Benchmark("empty iteration (harness overhead)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(0) }
    }
    Benchmark("moved touch, trace off") { benchmark in
        for _ in benchmark.scaledIterations { off.move() }
    }
    Benchmark("moved touch, trace on (recorder bounded to 10,000 records)") { benchmark in
        for _ in benchmark.scaledIterations { on.move() }
    }
}
