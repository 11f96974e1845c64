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

/// A numbered finger's tag says which ring is which: on every scene with two fingers or more,
/// at three sizes and in both languages, a mark that starts with the finger's name ("finger 2",
/// or "finger 2 ⊘ blocked: …") lies against its ring, off every other finger's ring; a wording
/// that went farther has the name alone against the ring and a leader.
@Suite struct FingerNameTests {
    @Test(arguments: [Language.en, .zh])
    func everyNumberedFingersNameIsAgainstItsRing(_ l: Language) throws {
        var checked = 0
        // (Only the scenes whose script uses a second finger: the others draw one.)
        func twoFingers(_ d: SceneDocument) -> Bool {
            d.script.contains { step in
                switch step.action {
                case .fingers, .tapFingers, .dragFingers: return true
                default: return step.finger > 1
                }
            }
        }
        try UITest.eachScenePicture(l, where: twoFingers) { name, size, p, list, r in
            guard let scene = p.scene, p.story.fingers.count > 1 else { return }
            var rings: [(number: Int, centre: Point)] = []
            for f in p.story.fingers {
                guard case let .at(point) = r.fingerSpot(f, scene), let n = p.story.fingerDetails[f.touch]?.number else { continue }
                rings.append((n, r.layout.pixel(point)))
            }
            for (number, c) in rings {
                let finger = Localization.text("log.finger", l, String(number))
                let ring = r.fingerRadius + 2 * r.u
                let near = list.placedMarks.filter { $0.kind == .finger && $0.finger == number && $0.text.hasPrefix(finger) }
                    .filter { $0.box.distance(to: Rect(x: c.x - ring, y: c.y - ring, width: 2 * ring, height: 2 * ring)) <= 4 * r.u + 0.5 }
                checked += 1
                if near.isEmpty { Issue.record("\(name) at \(size) \(l): no tag of \(finger) against its ring at \(c)") }
                for other in rings where other.number != number {
                    for m in near where m.box.distance(to: Rect(x: other.centre.x, y: other.centre.y, width: 0, height: 0)) < r.fingerRadius {
                        Issue.record("\(name) at \(size) \(l): \(finger)'s tag \(m.box) is on finger \(other.number)'s ring")
                    }
                }
            }
        }
        #expect(checked >= 20, "fingers checked: \(checked)")
    }
}
