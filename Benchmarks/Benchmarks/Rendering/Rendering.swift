// package-benchmark suite: a playground frame with every overlay on (display list + software
// drawing, 1280 x 900), and loading a generated scene file.
import Benchmark
import BenchRender
import BenchSupport
import Foundation
import TouchScopeScenes

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                                           warmupIterations: 2, scalingFactor: .one,
                                           maxDuration: .seconds(2), maxIterations: 200)
    for n in [1000, 10_000] {
        nonisolated(unsafe) let driver = try! FrameDriver(views: n)
        Benchmark("frame, all overlays, software 1280x900, \(n) views") { benchmark in
            for _ in benchmark.scaledIterations { try! driver.frame() }
        }
    }
    nonisolated(unsafe) let path = try! SceneGen.write(views: 10_000)
    Benchmark("load a generated 10,000-view scene file (read, parse, build)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(SceneBuilder.build(try! SceneFile.load(path))) }
    }
}
