import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// No chain line runs through a finger (55 at 1920 x 1080: the line from k2's badge to the
/// grid's crossed the ring). (The badges beside the ring, with the real font: SDLTests'
/// FingerRoomFontTests.)
@Suite struct FingerRoomTests {
    @Test("every scene, three sizes, both languages: no chain line runs through a finger", arguments: [Language.en, .zh])
    func noLineThroughAFinger(_ l: Language) throws {
        var checked = 0
        let chainColours = Set([TouchBehaviour.handle, .forward, .handleAndForward].map { Theme.color(of: $0).withAlpha(255) })
        try UITest.eachScenePicture(l) { name, size, p, list, r in
            guard let scene = p.scene else { return }
            let cores = p.story.fingers.compactMap { f -> Rect? in
                guard case let .at(point) = r.fingerSpot(f, scene) else { return nil }
                let c = r.layout.pixel(point), k = 0.6 * r.fingerRadius
                return Rect(x: c.x - k, y: c.y - k, width: 2 * k, height: 2 * k)
            }
            for mark in list.marks {
                guard case let .line(a, b) = mark.kind, chainColours.contains(mark.color) else { continue }
                checked += 1
                // A line starting at a badge beside the finger may leave from its edge; its
                // ends are badges, never in the ring's middle.
                for core in cores where PlaygroundRenderer.segment(a, b, crosses: core) {
                    Issue.record("\(name) at \(size) \(l): the chain line \(a) → \(b) runs through the finger at \(core.center)")
                }
            }
        }
        #expect(checked > 50, "chain lines checked: \(checked)")
    }
}
