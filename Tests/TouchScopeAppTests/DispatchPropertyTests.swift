import Foundation
import PropertyBased
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeUI

/// Random streams of input samples (several fingers, out-of-order and duplicate ids, up without
/// down, moves after up, cancels, focus loss, the scene replaced mid-touch) through a real
/// playground, with the invariants checked after every step (``DispatchHarness``).
@Suite struct DispatchProperties {
    /// The example scenes and random ones (built once).
    static let pool: [SceneDocument] = {
        var docs = (try? Robust.exampleDocuments()) ?? []
        var rng = SeededRNG(seed: 0xD15_BA7C)
        for i in 0..<16 {
            if let doc = try? SceneParser.parse(RandomScene.yaml(rng: &rng), path: "random-\(i).yaml") { docs.append(doc) }
        }
        return docs
    }()

    /// One generated step: (kind, finger, x, y, dt) as plain integers, so shrinking works.
    static let op = zip(Gen.int(in: 0...99), Gen.int(in: 0...4), Gen.int(in: -60...460), Gen.int(in: -60...900),
                        Gen.int(in: -3...12))
    static let stream = op.array(of: 1...80)

    static func ops(_ raw: [(Int, Int, Int, Int, Int)]) -> [DispatchOp] {
        raw.map { DispatchOp(kind: $0.0, finger: $0.1, x: $0.2, y: $0.3, dt: $0.4) }
    }

    @Test(.shrinking) func randomStreamsKeepEveryInvariant() async {
        #expect(Self.pool.count >= 40)
        await SeededProperty.check(count: 250, seed: 0xD15A7C, input: zip(Gen.int(in: 0...999), Self.stream)) { (scene, raw) in
            let harness = DispatchHarness(pool: Self.pool, first: scene)
            harness.run(Self.ops(raw))
            harness.liftEveryFinger()
            #expect(harness.violations.isEmpty, "scene \(Self.pool[scene % Self.pool.count].path): \(harness.violations.prefix(5))")
        }
        Robust.figure("dispatch: 250 seeded (TOUCHSCOPE_EXPLORE=1: random) streams of up to 80 steps over \(Self.pool.count) scenes")
    }

    /// Longer streams than the property check makes, from fixed seeds.
    @Test(arguments: 0..<8)
    func longSeededStreamsKeepEveryInvariant(seed: Int) {
        var rng = SeededRNG(seed: UInt64(0xABC0 + seed))
        let raw = (0..<1_500).map { _ in
            (Int.random(in: 0...99, using: &rng), Int.random(in: 0...4, using: &rng), Int.random(in: -60...460, using: &rng),
             Int.random(in: -60...900, using: &rng), Int.random(in: -3...12, using: &rng))
        }
        let harness = DispatchHarness(pool: Self.pool, first: seed * 5)
        harness.run(Self.ops(raw))
        harness.liftEveryFinger()
        #expect(harness.violations.isEmpty, "\(harness.violations.prefix(5))")
        #expect(harness.steps == 1_500)
        Robust.figure("dispatch: seeded stream \(seed): \(harness.steps) steps, \(harness.totalRecordsChecked) trace records checked")
    }

    // MARK: Shapes the generator finds rarely, written out

    @Test func aFingerLiftedWhileAPinchWaitsForTheOtherFinger() throws {
        let index = try #require(Self.pool.firstIndex { $0.path.hasSuffix("29-simultaneous-recognizers.yaml") })
        let harness = DispatchHarness(pool: Self.pool, first: index)
        // Finger 2 lifts while finger 0 stays down: the pan, still possible with finger 0, holds
        // touch 1's ended back (delaysTouchesEnded), as UIKit does; it is no violation yet.
        harness.run(Self.ops([(28, 2, 45, 470, 0), (28, 0, 45, 470, 0), (48, 2, 0, 0, 0)]))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        // Once every finger is up, every touch has ended for its view exactly once.
        harness.liftEveryFinger()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        #expect(harness.application.activeTouches.isEmpty)
    }

    @Test func upWithoutDownMovesAfterUpAndCancelsWithoutDownAreIgnored() throws {
        let harness = DispatchHarness(pool: Self.pool, first: 0)
        harness.run([DispatchOp(.up, 170, 250), DispatchOp(.move, 170, 250), DispatchOp(.cancel),
                     DispatchOp(.down, 170, 250), DispatchOp(.up, 170, 250), DispatchOp(.move, 180, 250),
                     DispatchOp(.up, 170, 250), DispatchOp(.cancel)])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        #expect(harness.application.activeTouches.isEmpty)
    }

    @Test func aSecondDownForAFingerThatIsDownCancelsTheFirstTouch() {
        let harness = DispatchHarness(pool: Self.pool, first: 0)
        harness.run([DispatchOp(.down, 170, 250), DispatchOp(.down, 171, 251), DispatchOp(.down, 172, 252),
                     DispatchOp(.up, 172, 252)])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        #expect(harness.checker.touches.count == 3)
    }

    @Test func theSceneReplacedAndFocusLostMidTouchLeaveNoTouchActive() {
        let harness = DispatchHarness(pool: Self.pool, first: 2)
        harness.run([DispatchOp(.down, finger: 0, 100, 100), DispatchOp(.down, finger: 3, 200, 300),
                     DispatchOp(.replaceScene, finger: 1), DispatchOp(.move, finger: 0, 120, 120), DispatchOp(.up, finger: 3, 1, 1),
                     DispatchOp(.down, finger: 1, 150, 745), DispatchOp(.down, finger: 4, 195, 745), DispatchOp(.focusLost),
                     DispatchOp(.up, finger: 1, 150, 745)])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        #expect(harness.application.activeTouches.isEmpty)
    }

    @Test func outOfOrderTimestampsAndFarAwayPointsKeepTheInvariants() {
        let harness = DispatchHarness(pool: Self.pool, first: 21)
        harness.run([DispatchOp(.down, 1e12, -1e12, dt: 5), DispatchOp(.move, -1e15, 3, dt: -10), DispatchOp(.tap, 195, 745, dt: -1),
                     DispatchOp(.tap, 195, 745, dt: 0), DispatchOp(.up, 0, 0, dt: -100)])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    /// A finger held down through a very long drag: the story stays bounded, its first touch's
    /// hit-test and chain stay in it.
    @Test func aLongHoldKeepsTheStoryBoundedAndItsBeginning() throws {
        let harness = DispatchHarness(pool: Self.pool, first: 0)
        harness.checkJSON = false
        var ops = [DispatchOp(.down, 170, 250)]
        for i in 0..<6_000 { ops.append(DispatchOp(.move, 170 + Double(i % 50), 250)) }
        harness.run(ops)
        #expect(harness.violations.isEmpty, "\(harness.violations.prefix(3))")
        let p = harness.playground
        #expect(p.storyRecords.count <= Playground.maxStoryRecords)
        #expect(p.story.touch == 1)
        #expect(p.story.hitView != nil)
        #expect(!p.story.chain.isEmpty)
        #expect(p.story.fingers.first?.isDown == true)
        #expect(p.story.fingers.first?.location == Point(x: 170 + Double(5_999 % 50), y: 250))
    }
}
