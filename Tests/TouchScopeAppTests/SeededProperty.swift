import Foundation
import PropertyBased
import Testing

/// Property checks whose inputs are the same on every run of `./test` and CI, so that a
/// failure there is a change's, not the dice's (a CI run once failed on a new random stream):
/// `count` inputs drawn from `input` with a generator seeded from `seed`. With
/// `TOUCHSCOPE_EXPLORE=1` the same check draws new random inputs instead and shrinks a failing
/// one (``propertyCheck``); pin what exploring finds as a plain test (docs/testing.md).
enum SeededProperty {
    static let exploring = ProcessInfo.processInfo.environment["TOUCHSCOPE_EXPLORE"] == "1"

    static func check<T, S: SendableSequenceType>(count: Int, seed: UInt64, input: Generator<T, S>,
                                                  sourceLocation: SourceLocation = #_sourceLocation,
                                                  perform body: (T) async throws -> Void) async {
        if exploring {
            await propertyCheck(count: count, input: input, perform: body, sourceLocation: sourceLocation)
            return
        }
        var rng = Xoshiro(seed: (seed, seed &* 0x9E37_79B9_7F4A_7C15 | 1, 0x5EED_0000_0000_0001, ~seed))
        for k in 0..<count {
            let value = input.run(using: &rng)
            do { try await body(value) } catch {
                Issue.record("seeded input \(k) of \(count) (seed \(seed)) threw \(error): \(value)", sourceLocation: sourceLocation)
            }
        }
    }
}
