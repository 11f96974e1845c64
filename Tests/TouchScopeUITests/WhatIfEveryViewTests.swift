import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeTestSupport
@testable import TouchScopeUI

/// Every what-if property on every view of every course scene, one change at a time: the hit
/// map and dead zones a ``HitMapTracker`` updates region by region equal a full computation,
/// cell for cell (numbering included) and zone for zone.
@Suite("What-if changes on every view: incremental equals full")
struct WhatIfEveryViewTests {
    static let step = 4.0

    /// Every course scene in a full sweep; `./test` takes eight spread over the list
    /// (docs/testing.md).
    static func scenes() throws -> [String] {
        Sweep.sample(try FileManager.default.contentsOfDirectory(atPath: UITest.scenesFolder.path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { String($0.dropLast(5)) }, count: 8)
    }

    /// The values one property takes in the what-if cycle, starting after the file's value and
    /// ending back on it. `full`: the whole cycle; else one step there and back.
    static func cycle(_ property: WhatIfProperty, _ original: WhatIfValue, full: Bool) -> [WhatIfValue] {
        var out: [WhatIfValue] = []
        var v = original
        repeat {
            v = WhatIf.next(property, current: v, original: original)
            out.append(v)
        } while v != original && full && out.count < 20
        if out.last != original { out.append(original) }
        return out
    }

    static func applicable(_ property: WhatIfProperty, _ view: View) -> Bool {
        property != .enabled || view is Control
    }

    @Test("each property of each view, changed and back, on every course scene", arguments: try scenes())
    func everyViewEveryProperty(_ name: String) throws {
        let built = SceneBuilder.build(try UITest.example(name))
        let app = built.application
        let tracker = HitMapTracker(app, canvas: built.canvas, step: Self.step)
        _ = tracker.deadZones(app)
        // The whole cycle for a seeded sample of (view, property), one step there and back for the rest.
        var rng = SplitMix64(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(17) { $0 &* 31 &+ Int($1) }))
        var checked = 0, partial = 0
        for id in built.views.keys.sorted() {
            guard let view = built.views[id], let spec = built.specs[id] else { continue }
            for property in WhatIfProperty.allCases where Self.applicable(property, view) {
                let original = WhatIf.fileValue(property, of: spec)
                let full = rng.next() % 4 == 0
                for value in Self.cycle(property, original, full: full) {
                    WhatIf.set(property, value, on: view, scene: built)
                    if tracker.update(app) != nil { partial += 1 }
                    let map = HitMap.compute(app, canvas: built.canvas, step: Self.step)
                    let zones = DeadZoneMap.compute(app, canvas: built.canvas, step: Self.step, hitMap: map)
                    let got = tracker.hitMap, gotZones = tracker.deadZones(app)
                    let sameMap = got.cells == map.cells && got.views.count == map.views.count
                        && zip(got.views, map.views).allSatisfy { $0 === $1 }
                    let sameZones = gotZones.zones == zones.zones && gotZones.drawn == zones.drawn
                        && gotZones.drawnViews.count == zones.drawnViews.count
                        && zip(gotZones.drawnViews, zones.drawnViews).allSatisfy { $0 === $1 }
                    #expect(sameMap, "\(name): \(id).\(property) = \(value)")
                    #expect(sameZones, "\(name): \(id).\(property) = \(value)")
                    checked += 1
                    if !sameMap || !sameZones { return }
                }
            }
        }
        #expect(checked == 0 || partial > 0, "\(name): no update was region by region")
    }
}
