import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeTestSupport
@testable import TouchScopeUI

/// The playground's hit map and dead zones after what-if changes (each a rebuilt scene, updated
/// region by region by ``HitMapTracker``) against a full computation, on every course scene.
@Suite("What-if changes update the hit map and dead zones exactly")
struct WhatIfHitMapTests {
    static func scenes() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: UITest.scenesFolder.path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { String($0.dropLast(5)) }
    }

    @Test("every course scene: random what-if changes, then the maps equal a full computation")
    func everyCourseScene() throws {
        var rng = SplitMix64(seed: 17)
        var checked = 0
        for name in try Self.scenes() {
            let p = UITest.playground(try UITest.example(name))
            p.hitMapStep = 3
            p.setOverlay(.hitMap, true)
            p.setOverlay(.deadZones, true)
            _ = p.currentHitMap(); _ = p.currentDeadZones()
            guard let ids = p.scene.map({ Array($0.views.keys).sorted() }), !ids.isEmpty else { continue }
            for round in 0..<6 {
                let id = ids[Int(rng.next() % UInt64(ids.count))]
                let property = WhatIfProperty.allCases[Int(rng.next() % UInt64(WhatIfProperty.allCases.count))]
                p.select(id)
                p.whatIf(property)
                let scene = try #require(p.scene)
                let map = try #require(p.currentHitMap())
                let zones = try #require(p.currentDeadZones())
                let full = HitMap.compute(scene.application, canvas: scene.canvas, step: 3)
                let fullZones = DeadZoneMap.compute(scene.application, canvas: scene.canvas, step: 3, hitMap: full)
                let sameMap = map.cells == full.cells && map.views.map(\.id) == full.views.map(\.id)
                    && zip(map.views, full.views).allSatisfy { $0 === $1 }
                #expect(sameMap, "\(name), change \(round): \(id).\(property)")
                #expect(zones.zones == fullZones.zones && zones.drawn == fullZones.drawn, "\(name), change \(round): \(id).\(property)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }
}
