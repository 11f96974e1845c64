import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// No line is drawn over overlay text: a drag's trail (which follows the finger and cannot go
/// round), a leader, a chain or search line runs under every tag it crosses (31's "✗ cancelled",
/// 46's tags), and under the view labels a trail crosses (46's listImmediate).
@Suite struct LinesUnderTextTests {
    /// The `.text` commands on the canvas whose box a `.line` command drawn after them (after
    /// the last time the same text is drawn at the same place) crosses.
    static func crossed(_ list: DisplayList, canvas: Rect, u: Double) -> [String] {
        var lastText: [String: (Int, Rect)] = [:]
        var lines: [(Int, Point, Point)] = []
        for (i, c) in list.commands.enumerated() {
            if case let .line(a, b, _, _) = c { lines.append((i, a, b)) }
            guard let (s, box) = MarkCollisionTests.textBox(c), canvas.contains(box), !s.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            lastText["\(s)@\(box.minX),\(box.minY)"] = (i, box)
        }
        var out: [String] = []
        for (key, (i, box)) in lastText {
            let inner = box.insetBy(dx: 2 * u, dy: 3 * u)
            guard inner.width > 0, inner.height > 0 else { continue }
            if lines.contains(where: { $0.0 > i && PlaygroundRenderer.segment($0.1, $0.2, crosses: inner) }) { out.append(key) }
        }
        return out.sorted()
    }

    @Test("31, 46 and 16 in every window size and both languages: no line is drawn over text", arguments: [Language.en, .zh])
    func linesRunUnderText(_ l: Language) throws {
        for name in ["31-draggable-view", "46-delayed-content-touches", "16-nil-target-actions"] {
            let document = try UITest.example(name)
            for size in MarkCollisionTests.sizes {
                let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
                let canvas = try #require(p.layout).canvas
                for key in Self.crossed(list, canvas: canvas, u: r.u) { Issue.record("\(name) at \(size) \(l): a line is drawn over \(key)") }
            }
        }
    }
}

/// An event's "▸ … starts here" tag lies on the first responder's own part, never on a view in
/// front of it (15 at 900 x 700: it lay on `first`, the one view the lesson says is never asked).
@Suite struct EventStartTagTests {
    @Test("15 in every window size and both languages: the start tag lies on second, off first", arguments: [Language.en, .zh])
    func startTagOnTheFirstResponder(_ l: Language) throws {
        let document = try UITest.example("15-first-responder-up-the-chain")
        for size in MarkCollisionTests.sizes {
            let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
            let scene = try #require(p.scene)
            let first = Rect(bounding: r.pixelQuad(try #require(scene.views["first"])))
            let second = Rect(bounding: r.pixelQuad(try #require(scene.views["second"])))
            let start = list.commands.compactMap(MarkCollisionTests.textBox).filter { $0.0.hasPrefix("▸") }
            #expect(!start.isEmpty, "the start tag is drawn at \(size) \(l)")
            for (s, box) in start {
                #expect(!box.insetBy(dx: 1, dy: 1).intersects(first), "\(s) lies on first at \(size) \(l)")
                #expect(second.contains(box.center), "\(s) lies on second at \(size) \(l)")
            }
        }
    }
}

/// With two fingers, each finger's name lies against its own marker, not over or under the
/// other finger (29 and 53: finger 2's tag lay over finger 1 and finger 2 had no name), and a
/// blocked finger's reason is never cut at the canvas's edge (24 at 900 x 700).
@Suite struct FingerTagTests {
    @Test("24, 29 and 53 in every window size and both languages: each finger named against its own marker",
          arguments: [Language.en, .zh])
    func fingersNamedBesideTheirMarkers(_ l: Language) throws {
        for name in ["24-multi-touch", "29-simultaneous-recognizers", "53-two-fingers-one-event"] {
            let document = try UITest.example(name)
            for size in MarkCollisionTests.sizes {
                let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
                let scene = try #require(p.scene)
                let canvas = r.layout.canvas
                var markers: [(Int, Point)] = []
                for f in p.story.fingers {
                    guard case let .at(point) = r.fingerSpot(f, scene) else { continue }
                    markers.append((p.story.fingerDetails[f.touch]?.number ?? 1, r.layout.pixel(point)))
                }
                #expect(markers.count == 2, "\(name): two fingers drawn at \(size) \(l)")
                // The canvas's texts (the panel names every finger too, in its own story).
                let texts = list.commands.compactMap(MarkCollisionTests.textBox).filter { !$0.1.intersects(r.layout.panel) }
                let h = PlaygroundRenderer.lineHeight(r.markSize)
                // The hit view's bracket around the touch that found it: the finger's name goes
                // against it, as nothing goes on it.
                let bracket = p.story.hitView.flatMap { scene.views[$0] }.flatMap {
                    r.fingerBracketSquare(within: Rect(bounding: $0.presentationScreenQuad.map(r.layout.pixel)))
                }
                for (n, c) in markers {
                    let ring = Rect(x: c.x - r.fingerRadius, y: c.y - r.fingerRadius, width: 2 * r.fingerRadius, height: 2 * r.fingerRadius)
                    let around = bracket.flatMap { $0.contains(ring) ? $0 : nil } ?? ring
                    let prefix = Localization.text("log.finger", l, String(n))
                    // A tag on two lines: its first line and the one right under it.
                    let named = texts.filter { $0.0 == prefix || $0.0.hasPrefix(prefix + " ") }.map { s, box in
                        let next = texts.first { abs($0.1.minX - box.minX) < 0.5 && abs($0.1.minY - box.maxY) < 0.5 && $0.0 != s }
                        return (s, next.map { box.union($0.1) } ?? box)
                    }
                    let beside = named.contains { _, box in
                        box.distance(to: around) <= h && !markers.contains { $0.0 != n && box.insetBy(dx: -r.fingerRadius, dy: -r.fingerRadius - h).contains($0.1) }
                    }
                    #expect(beside, "\(name): finger \(n) is named against its marker, off the other finger, at \(size) \(l): \(named)")
                    for (s, box) in named { #expect(canvas.contains(box), "\(name): \(s) is cut at the canvas's edge at \(size) \(l)") }
                }
            }
        }
    }
}
