import Foundation
import PropertyBased
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeUI

/// Random drag streams (flicks, slow drags, holds, a second finger) over the scroll view scenes
/// (nested scroll views, buttons in scroll views, tables, collection views, the back swipe), through a real
/// playground, with the dispatch invariants checked after every step (``DispatchHarness``: each
/// touch that began for a view ends for it exactly once...) and one more: a control that got
/// touchCancel sends no touchUpInside for that touch.
@Suite struct ScrollProperties {
    static let names = ["08-paging-scroll-view", "21-coordinates", "46-delayed-content-touches", "47-touches-should-cancel",
                        "48-nested-scroll-views", "49-back-swipe-vs-scroll-view", "50-table-view-selection",
                        "51-text-field-and-keyboard", "55-collection-view-selection"]
    static let pool: [SceneDocument] = ((try? Robust.exampleDocuments()) ?? []).filter { doc in
        names.contains { doc.path.hasSuffix("\($0).yaml") }
    }

    /// One drag: start (x, y), movement (dx, dy), moves, 10 ms units between moves, rest before
    /// lifting (10 ms units), finger.
    static let drag = zip(Gen.int(in: 0...390), Gen.int(in: 0...844), Gen.int(in: -300...300), Gen.int(in: -300...300),
                          Gen.int(in: 1...12), Gen.int(in: 1...8), Gen.int(in: 0...40), Gen.int(in: 0...2))
    static let stream = drag.array(of: 1...12)

    /// The drags as input steps; a drag with finger 2 starts while the previous one's finger is
    /// still down (a second finger), and both lift at its end.
    static func ops(_ raw: [(Int, Int, Int, Int, Int, Int, Int, Int)]) -> [DispatchOp] {
        var out: [DispatchOp] = []
        for (x, y, dx, dy, moves, gap, rest, finger) in raw {
            let f = finger == 2 ? 2 : 1
            out.append(DispatchOp(.down, finger: f, Double(x), Double(y), dt: 0.05))
            for i in 1...moves {
                let k = Double(i) / Double(moves)
                out.append(DispatchOp(.move, finger: f, Double(x) + Double(dx) * k, Double(y) + Double(dy) * k, dt: Double(gap) * 0.01))
            }
            out.append(DispatchOp(.up, finger: f, Double(x + dx), Double(y + dy), dt: Double(rest) * 0.01))
            if f == 2 { out.append(DispatchOp(.up, finger: 1, Double(x), Double(y), dt: 0.01)) }
            // Let a flick run part of the way, so the next drag may land on moving content.
            out.append(DispatchOp(.wait, dt: Double(rest % 5) * 0.05))
        }
        return out
    }

    /// Controls that sent touchUpInside after touchCancel, for the same touch.
    static func cancelledThenUpInside(_ records: [TraceRecord]) -> [String] {
        var cancelled: Set<String> = []
        var problems: [String] = []
        for r in records {
            guard case let .controlEvent(control, event) = r.event else { continue }
            switch event {
            case .touchDown: cancelled.remove(control)
            case .touchCancel: cancelled.insert(control)
            case .touchUpInside where cancelled.contains(control):
                problems.append("\(control) sent touchUpInside after touchCancel at t=\(r.time)")
            default: break
            }
        }
        return problems
    }

    @Test(.shrinking) func randomDragsOverScrollViewsKeepEveryInvariant() async {
        #expect(Self.pool.count == Self.names.count)
        await SeededProperty.check(count: 150, seed: 0x5C2011, input: zip(Gen.int(in: 0...999), Self.stream)) { (scene, raw) in
            let harness = DispatchHarness(pool: Self.pool, first: scene)
            harness.run(Self.ops(raw))
            harness.liftEveryFinger()
            let records = harness.application.trace?.records ?? []
            let problems = harness.violations + Self.cancelledThenUpInside(records)
            #expect(problems.isEmpty, "scene \(Self.pool[scene % Self.pool.count].path): \(problems.prefix(5))")
            // At rest, every scroll view is back within its limits.
            for case let s as ScrollView in harness.playground.scene?.views.values.map({ $0 }) ?? [] where s.motion == .idle {
                #expect(s.contentOffset == s.clamped(s.contentOffset), "\(s.id) left at \(s.contentOffset)")
            }
        }
        Robust.figure("scroll: 150 seeded (TOUCHSCOPE_EXPLORE=1: random) drag streams over \(Self.pool.count) scroll scenes")
    }

    @Test func theInvariantCheckCatchesATouchUpInsideAfterACancel() {
        let records = [TraceRecord(step: 0, time: 0, event: .controlEvent(control: "b", event: .touchDown)),
                       TraceRecord(step: 0, time: 1, event: .controlEvent(control: "b", event: .touchCancel)),
                       TraceRecord(step: 0, time: 2, event: .controlEvent(control: "b", event: .touchUpInside))]
        #expect(Self.cancelledThenUpInside(records).count == 1)
        #expect(Self.cancelledThenUpInside(Array(records.prefix(2))).isEmpty)
    }
}
