import Foundation

/// Monotonic nanoseconds.
@inline(__always) public func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Side-by-side timing: the candidates run in turn, round after round, in one process, so a
/// busy machine slows them alike; each figure is the median over the rounds.
public enum SideBySide {
    /// Median nanoseconds per call of each body (`calls` calls per invocation of a body),
    /// over `rounds` interleaved rounds of at least `minimumNanoseconds` each.
    public static func measure(rounds: Int = 21, calls: Int, minimumNanoseconds: UInt64 = 3_000_000,
                               _ bodies: [() -> Void]) -> [Double] {
        // Warm up and find how many invocations fill a round.
        var repeats = [Int](repeating: 1, count: bodies.count)
        for (i, body) in bodies.enumerated() {
            body()
            while true {
                let t0 = nowNanoseconds()
                for _ in 0..<repeats[i] { body() }
                if nowNanoseconds() - t0 >= minimumNanoseconds || repeats[i] >= 1 << 20 { break }
                repeats[i] *= 2
            }
        }
        var samples = [[Double]](repeating: [], count: bodies.count)
        for _ in 0..<rounds {
            for (i, body) in bodies.enumerated() {
                let t0 = nowNanoseconds()
                for _ in 0..<repeats[i] { body() }
                let dt = nowNanoseconds() - t0
                samples[i].append(Double(dt) / Double(repeats[i] * calls))
            }
        }
        return samples.map(median)
    }

    /// Median milliseconds of `body` over `runs` runs (after one warm-up run).
    public static func milliseconds(runs: Int = 15, _ body: () throws -> Void) rethrows -> (median: Double, p90: Double) {
        try body()
        var ms: [Double] = []
        for _ in 0..<runs {
            let t0 = nowNanoseconds()
            try body()
            ms.append(Double(nowNanoseconds() - t0) / 1e6)
        }
        ms.sort()
        return (median(ms), ms[min(ms.count - 1, Int(Double(ms.count) * 0.9))])
    }

    public static func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        guard !s.isEmpty else { return .nan }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never) public func sink<T>(_ value: T) { _ = value }
