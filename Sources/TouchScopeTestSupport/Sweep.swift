import Foundation

/// How much of an exhaustive sweep (every scene, every step, every view, every size) a test run
/// covers.
///
/// `./test` runs a fixed sample of each sweep: the same cases on every run and every machine. Each
/// behaviour is still checked, on fewer scenes and seeds. `TOUCHSCOPE_SWEEPS=full` runs every case.
/// `.ci/run` sets it for its sweep slice, and `scripts/sweeps` runs the full sweeps alone
/// (docs/testing.md).
///
/// Test support only: no product exposes this module.
public enum Sweep {
    /// Whether this run sweeps every case (`TOUCHSCOPE_SWEEPS=full`).
    public static let isFull: Bool = ProcessInfo.processInfo.environment["TOUCHSCOPE_SWEEPS"] == "full"

    /// All of `items` in a full sweep. Otherwise about `count` of them, spread evenly over the list
    /// (the first and the last included), in their order. The sample is deterministic, so a
    /// failure in `./test` fails the same way again.
    public static func sample<T>(_ items: [T], count: Int) -> [T] {
        sample(items, count: count, full: isFull)
    }

    /// ``sample(_:count:)`` with the mode given (for testing the sampler itself).
    public static func sample<T>(_ items: [T], count: Int, full: Bool) -> [T] {
        guard !full, count < items.count else { return items }
        guard count > 1 else { return Array(items.prefix(max(count, 0))) }
        // Indices 0, ..., n-1 spread evenly: i * (n-1) / (count-1), strictly increasing because
        // count <= n.
        let n = items.count
        return (0..<count).map { items[$0 * (n - 1) / (count - 1)] }
    }

    /// All of `variants` (window sizes, languages) in a full sweep; otherwise the one at
    /// `index` (a scene's place in its list), round the list: each scene is checked at one
    /// variant and, over the scenes, every variant is checked.
    public static func rotating<T>(_ variants: [T], at index: Int) -> [T] {
        rotating(variants, at: index, full: isFull)
    }

    /// ``rotating(_:at:)`` with the mode given (for testing it).
    public static func rotating<T>(_ variants: [T], at index: Int, full: Bool) -> [T] {
        guard !full, !variants.isEmpty else { return variants }
        return [variants[((index % variants.count) + variants.count) % variants.count]]
    }

    /// `full` in a full sweep, else `quick` (a number of seeds, events or repetitions).
    public static func count(full: Int, quick: Int) -> Int {
        isFull ? full : quick
    }
}
