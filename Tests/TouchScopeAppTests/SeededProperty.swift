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
            // Every issue the body records says which input it was.
            let which = "seeded input \(k) of \(count) (seed \(seed)): " + String(String(describing: value).prefix(400))
            let named = IssueHandlingTrait.compactMapIssues { issue in
                var issue = issue
                issue.comments.append(Comment(rawValue: which))
                return issue
            }
            nonisolated(unsafe) let run = body
            nonisolated(unsafe) let drawn = value
            do {
                if let test = Test.current {
                    try await named.provideScope(for: test, testCase: Test.Case.current) { try await run(drawn) }
                } else {
                    try await run(value)
                }
            } catch {
                Issue.record("\(which) threw \(error)", sourceLocation: sourceLocation)
            }
        }
    }
}

@Suite struct SeededPropertyTests {
    @Test("a seeded check draws the same inputs on every run, and an issue its body records names the input")
    func sameInputsAndNamedIssues() async {
        var first: [Int] = [], second: [Int] = []
        await SeededProperty.check(count: 20, seed: 7, input: Gen.int(in: 0...1_000_000)) { first.append($0) }
        await SeededProperty.check(count: 20, seed: 7, input: Gen.int(in: 0...1_000_000)) { second.append($0) }
        #expect(first == second && Set(first).count > 15)
        guard !SeededProperty.exploring else { return }
        let fourth = first[3]
        // The issues the body records, caught (and kept from failing this test) with their comments.
        final class Caught: @unchecked Sendable { var comments: [String] = []; let lock = NSLock() }
        let caught = Caught()
        let catcher = IssueHandlingTrait.compactMapIssues { issue in
            caught.lock.withLock { caught.comments += issue.comments.map(\.rawValue) }
            return nil
        }
        guard let test = Test.current else { return }
        try? await catcher.provideScope(for: test, testCase: Test.Case.current) {
            await SeededProperty.check(count: 5, seed: 7, input: Gen.int(in: 0...1_000_000)) { n in
                #expect(n != fourth)
            }
        }
        #expect(caught.comments == ["seeded input 3 of 5 (seed 7): \(fourth)"], "\(caught.comments)")
    }
}
