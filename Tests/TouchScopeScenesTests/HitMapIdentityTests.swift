import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeTestSupport

/// `HitMap` paints its answers instead of hit-testing every point; on every course scene it must
/// give exactly what `Application.hitTest(screenPoint:)` gives, point for point.
@Suite("Hit map identity on the course scenes")
struct HitMapIdentityTests {
    static let sceneFiles: [String] = SceneFile.scenes(in: repositoryRoot.appendingPathComponent("Scenes").path)

    @Test("HitMap equals Application.hitTest(screenPoint:) at every point", arguments: sceneFiles)
    func identical(_ path: String) throws {
        let scene = SceneBuilder.build(try SceneFile.load(path))
        let app = scene.application
        // A full sweep maps at 1 and 2.5 points; `./test` at 1.7, a step that falls between the
        // scenes' whole-point edges (docs/testing.md).
        for step in Sweep.isFull ? [1.0, 2.5] : [1.7] {
            let map = HitMap.compute(app, canvas: scene.canvas, step: step)
            var firstSeen: [ObjectIdentifier] = []
            var seen = Set<ObjectIdentifier>()
            var differing = 0
            var example = ""
            for row in 0..<map.rows {
                for column in 0..<map.columns {
                    let p = map.samplePoint(column: column, row: row)
                    let expected = app.hitTest(screenPoint: p).view
                    if map.view(column: column, row: row) !== expected {
                        differing += 1
                        if example.isEmpty {
                            example = "at \(p): map \(map.view(column: column, row: row)?.id ?? "nil"), hitTest \(expected?.id ?? "nil")"
                        }
                    }
                    if let v = expected, seen.insert(ObjectIdentifier(v)).inserted { firstSeen.append(ObjectIdentifier(v)) }
                }
            }
            #expect(differing == 0, "step \(step): \(differing) cells differ, first \(example)")
            // Views are numbered in the order they first appear, row by row.
            #expect(map.views.map(ObjectIdentifier.init) == firstSeen, "step \(step)")
        }
    }

    @Test("unrecorded hit-tests equal the recorded (recursive) algorithm", arguments: sceneFiles)
    func fastEqualsRecorded(_ path: String) throws {
        let scene = SceneBuilder.build(try SceneFile.load(path))
        let windows = scene.application.windowsFrontToBack
        let fast = HitTester(), recorded = HitTester()
        recorded.isRecording = true
        var y = 0.25
        while y < scene.canvas.height {
            var x = 0.25
            while x < scene.canvas.width {
                let p = Point(x: x, y: y)
                let a = fast.hitTest(windows: windows, screenPoint: p)
                let b = recorded.hitTest(windows: windows, screenPoint: p)
                #expect(a.view === b.view && a.window === b.window, "at \(p)")
                if a.view !== b.view { return }
                x += 3
            }
            y += 3
        }
    }
}
