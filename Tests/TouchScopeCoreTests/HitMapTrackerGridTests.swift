import Testing
@testable import TouchScopeCore
import TouchScopeTestSupport

/// The tracker rewrites its grids in place or in a spare grid; the maps it handed out before must
/// keep the answers they had (value semantics), whoever still holds them.
@Suite("Hit maps and dead zones handed out by a tracker keep their values")
struct HitMapTrackerGridTests {
    static let canvas = Size(width: 220, height: 320)

    struct Kept {
        let map: HitMap
        let zones: DeadZoneMap
        let cells: [UInt32], views: [String], answers: [String?], drawn: [UInt32], zoneList: [DeadZone]
    }

    static func keep(_ t: HitMapTracker, _ app: Application) -> Kept {
        let m = t.hitMap, z = t.deadZones(app)
        var answers: [String?] = []
        for r in 0..<m.rows { for c in 0..<m.columns { answers.append(m.view(column: c, row: r)?.id) } }
        // Copies of what they read now (arrays are values: taken before later updates).
        return Kept(map: m, zones: z, cells: m.cells.map { $0 }, views: m.views.map(\.id), answers: answers,
                    drawn: z.drawn.map { $0 }, zoneList: z.zones)
    }

    /// Twelve random trees in a full sweep; `./test` takes four of them (docs/testing.md).
    @Test("maps held across later updates (one, two or none at a time) do not change", arguments: Sweep.sample(Array(UInt64(1)...UInt64(12)), count: 4))
    func heldMapsKeepTheirValues(_ seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 31)
        let app = HitMapTests.randomApp(seed: seed)
        let tracker = HitMapTracker(app, canvas: Self.canvas, step: 2)
        _ = tracker.deadZones(app)
        var held: [Kept] = []
        for round in 0..<10 {
            // Hold none, the last, or the last two maps while the tracker updates.
            switch rng.next() % 3 {
            case 0: held = []
            case 1: held = Array(held.suffix(1))
            default: held = Array(held.suffix(2))
            }
            held.append(Self.keep(tracker, app))
            let what = HitMapTrackerTests.change(app, &rng)
            tracker.update(app)
            for k in held {
                var answers: [String?] = []
                for r in 0..<k.map.rows { for c in 0..<k.map.columns { answers.append(k.map.view(column: c, row: r)?.id) } }
                #expect(answers == k.answers, "seed \(seed), round \(round): \(what)")
                #expect(k.map.cells == k.cells && k.map.views.map(\.id) == k.views, "seed \(seed), round \(round): \(what)")
                #expect(k.zones.drawn == k.drawn && k.zones.zones == k.zoneList, "seed \(seed), round \(round): \(what)")
            }
            let full = HitMap.compute(app, canvas: Self.canvas, step: 2)
            #expect(HitMapTrackerTests.ok(HitMapTrackerTests.sameMap(tracker.hitMap, full)), "seed \(seed), round \(round): \(what)")
            #expect(HitMapTrackerTests.ok(HitMapTrackerTests.sameZones(tracker.deadZones(app),
                                                                       DeadZoneMap.compute(app, canvas: Self.canvas, step: 2, hitMap: full))),
                    "seed \(seed), round \(round): \(what)")
        }
    }

    @Test("a tracker's map answers view(column:row:) as the full map does, before its cells are numbered")
    func answersWithoutNumbering() {
        let app = HitMapTests.randomApp(seed: 5)
        let tracker = HitMapTracker(app, canvas: Self.canvas, step: 2)
        let full = HitMap.compute(app, canvas: Self.canvas, step: 2)
        var differing = 0
        for r in 0..<full.rows { for c in 0..<full.columns where tracker.hitMap.view(column: c, row: r) !== full.view(column: c, row: r) { differing += 1 } }
        #expect(differing == 0)
        #expect(tracker.hitMap.view(column: -1, row: 0) == nil && tracker.hitMap.view(column: 0, row: full.rows) == nil)
    }
}
