import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeUI

/// A scene the playground no longer shows is freed: its application, windows, views, touches
/// and recognizers, whatever state its touches were in when it went. (LeakSanitizer found
/// whole scenes kept alive by reference cycles; these pin each cycle with weak references.)
@Suite struct SceneLifetime {
    /// Weak references to what a scene was made of.
    final class Watch {
        weak var application: Application?
        var views: [WeakBox] = []
        var touches: [WeakBox] = []
        var recognizers: [WeakBox] = []

        struct WeakBox { weak var object: AnyObject?; let name: String }

        func watch(_ scene: BuiltScene) {
            application = scene.application
            views += scene.views.map { WeakBox(object: $0.value, name: "view \($0.key)") }
            recognizers += scene.gestures.map { WeakBox(object: $0.value, name: "recognizer \($0.key)") }
        }

        func watchTouches(_ app: Application) {
            touches += app.activeTouches.map { WeakBox(object: $0, name: "touch \($0.id)") }
        }

        /// What is still alive.
        var alive: [String] {
            var out: [String] = []
            if application != nil { out.append("application") }
            for b in views + touches + recognizers where b.object != nil { out.append(b.name) }
            return out
        }
    }

    static var pool: [SceneDocument] { DispatchProperties.pool }

    /// Runs `ops` on scene `first`, watching every scene shown, then drops the harness.
    static func aliveAfter(first: Int, _ ops: [DispatchOp]) -> [String] {
        let watch = Watch()
        do {
            let harness = DispatchHarness(pool: pool, first: first)
            var shown = harness.application
            watch.watch(harness.playground.scene!)
            for op in ops {
                harness.apply(op)
                watch.watchTouches(harness.application)
                if harness.application !== shown {
                    shown = harness.application
                    watch.watch(harness.playground.scene!)
                }
            }
        }
        return watch.alive
    }

    static func index(_ suffix: String) throws -> Int {
        try #require(pool.firstIndex { $0.path.hasSuffix(suffix) })
    }
}

extension SceneLifetime {
    /// Five fingers down across the canvas, moved, one lifted: touches that began for views,
    /// controls tracking, recognizers holding touches (and some ended touches held back).
    static let midTouch: [DispatchOp] = [
        DispatchOp(.down, finger: 0, 60, 120), DispatchOp(.down, finger: 1, 195, 400), DispatchOp(.down, finger: 2, 300, 700),
        DispatchOp(.down, finger: 3, 100, 780), DispatchOp(.down, finger: 4, 200, 250),
        DispatchOp(.move, finger: 1, 199, 404), DispatchOp(.move, finger: 0, 90, 160), DispatchOp(.up, finger: 2, 300, 700),
    ]

    @Test(arguments: 0..<48)
    func aSceneReplacedMidTouchIsFreed(scene: Int) {
        let alive = Self.aliveAfter(first: scene, Self.midTouch + [DispatchOp(.replaceScene, finger: 1)])
        #expect(alive.isEmpty, "scene \(Self.pool[scene % Self.pool.count].path): still alive: \(alive.prefix(8))")
    }

    @Test(arguments: 0..<48)
    func aSceneDroppedMidTouchIsFreed(scene: Int) {
        let alive = Self.aliveAfter(first: scene, Self.midTouch)
        #expect(alive.isEmpty, "scene \(Self.pool[scene % Self.pool.count].path): still alive: \(alive.prefix(8))")
    }

    @Test(arguments: 0..<48)
    func aSceneReplacedAfterTapsIsFreed(scene: Int) {
        let alive = Self.aliveAfter(first: scene, [DispatchOp(.tap, finger: 0, 60, 120), DispatchOp(.tap, finger: 1, 195, 400),
                                                   DispatchOp(.tap, finger: 1, 195, 400), DispatchOp(.replaceScene, finger: 1)])
        #expect(alive.isEmpty, "scene \(Self.pool[scene % Self.pool.count].path): still alive: \(alive.prefix(8))")
    }
}

extension SceneLifetime {
    static func seededOps(_ seed: Int) -> [DispatchOp] {
        var rng = SeededRNG(seed: UInt64(0xABC0 + seed))
        let raw = (0..<1_500).map { _ in
            (Int.random(in: 0...99, using: &rng), Int.random(in: 0...4, using: &rng), Int.random(in: -60...460, using: &rng),
             Int.random(in: -60...900, using: &rng), Int.random(in: -3...12, using: &rng))
        }
        return DispatchProperties.ops(raw)
    }

    @Test(arguments: 0..<8)
    func longStreamsFreeEveryScene(seed: Int) {
        let ops = Self.seededOps(seed)
        let alive = Self.aliveAfter(first: seed * 5, ops)
        guard !alive.isEmpty else { return }
        // The shortest prefix that leaks, for the message.
        var lo = 1, hi = ops.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Self.aliveAfter(first: seed * 5, Array(ops.prefix(mid))).isEmpty { lo = mid + 1 } else { hi = mid }
        }
        Issue.record("seed \(seed): alive \(alive.prefix(6)); shortest leaking prefix \(lo): \(ops.prefix(lo).suffix(12))")
    }
}
