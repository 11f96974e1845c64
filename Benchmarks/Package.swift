// swift-tools-version:6.1
// TouchScope's benchmark suite, kept out of the app's own build. Run everything with
// `Benchmarks/run` (see docs/performance.md); `swift package benchmark` here runs the
// package-benchmark part alone.
import Foundation
import PackageDescription

// The main package's identity is its folder's name (a path dependency), whatever the clone is called.
let main = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TouchScopeBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The straightforward baseline, the benchmark trees and scenes, shared by every benchmark.
        .target(
            name: "BenchSupport",
            dependencies: [
                .product(name: "TouchScopeCore", package: main),
                .product(name: "TouchScopeScenes", package: main),
            ]
        ),
        // The playground frame driver (needs the UI and SDL modules).
        .target(
            name: "BenchRender",
            dependencies: [
                "BenchSupport",
                .product(name: "TouchScopeUI", package: main),
                .product(name: "TouchScopeSDL", package: main),
            ]
        ),
        // Side-by-side timings (ours vs the baseline, interleaved in one process) and the
        // figures that are not micro-benchmarks; prints the tables of docs/performance.md.
        .executableTarget(name: "touchscope-bench", dependencies: ["BenchSupport", "BenchRender"]),
        // package-benchmark suites (time, malloc counts).
        .executableTarget(
            name: "HitTesting",
            dependencies: ["BenchSupport", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/HitTesting",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "MovedTouch",
            dependencies: ["BenchSupport", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/MovedTouch",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Rendering",
            dependencies: ["BenchSupport", "BenchRender", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/Rendering",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
