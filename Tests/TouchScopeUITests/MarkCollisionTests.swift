import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The finger's ring, the down point of a finished drag, the chain badges and the views' labels
/// (a control's title, a segment's title, a small view's id) never hide one another, in both
/// languages and at a small and a large window (issue 12's collisions found by looking).
@Suite struct MarkCollisionTests {
    static let sizes: [(Double, Double)] = [(900, 700), (1280, 900), (1920, 1080)]

    /// The box a `.text` command's ink takes (as the fixed-width measurer measures it).
    static func textBox(_ command: DrawCommand) -> (String, Rect)? {
        guard case let .text(s, at, size, _, anchor, maxWidth) = command else { return nil }
        let m = FixedWidthTextMeasurer()
        let w = min(m.measure(s, size: size).width, maxWidth ?? .infinity)
        let h = PlaygroundRenderer.lineHeight(size)
        switch anchor {
        case .center: return (s, Rect(x: at.x - w / 2, y: at.y - h / 2, width: w, height: h))
        default: return (s, Rect(x: at.x, y: at.y, width: w, height: h))
        }
    }

    /// The finger ring's pieces drawn: whole rings (their boxes) and ring segments.
    static func ringPieces(_ list: DisplayList) -> (rings: [Rect], segments: [(Point, Point)]) {
        var rings: [Rect] = [], segments: [(Point, Point)] = []
        for c in list.commands {
            if case let .circle(center, r, color, false) = c, color == Theme.fingerRing {
                rings.append(Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
            }
            if case let .line(a, b, color, _) = c, color == Theme.fingerRing { segments.append((a, b)) }
        }
        return (rings, segments)
    }

    @Test("51: the finger's ring is whole over the Send button's label hidden under the keyboard", arguments: [Language.en, .zh])
    func ringWholeOverAHiddenLabel(_ l: Language) throws {
        let document = try UITest.example("51-text-field-and-keyboard")
        var seen = 0
        for size in Self.sizes {
            let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
            let scene = try #require(p.scene)
            let finger = try #require(p.story.fingers.first)
            guard case let .at(point) = r.fingerSpot(finger, scene) else { Issue.record("the finger is drawn"); continue }
            let c = r.layout.pixel(point)
            let ring = Rect(x: c.x - r.fingerRadius, y: c.y - r.fingerRadius, width: 2 * r.fingerRadius, height: 2 * r.fingerRadius)
            // Where a label under a view in front lies under the finger (the case this pins).
            let lines = r.labelLines(PlaygroundRenderer.drawingOrder(scene.application))
            let shown = Set(LabelClearanceTests.shownLabels(r, p).keys)
            guard lines.contains(where: { id, line in line.intersects(ring) && !shown.contains(id) }) else { continue }
            seen += 1
            let (rings, _) = Self.ringPieces(list)
            #expect(rings.contains { abs($0.midX - c.x) < 1 && abs($0.midY - c.y) < 1 }, "a whole ring at the finger at \(size) \(l)")
        }
        #expect(seen > 0, "a hidden label lies under the finger in some window size")
    }

    @Test("42: the finger's ring keeps off the segment titles (Month is readable under the finger)", arguments: sizes, [Language.en, .zh])
    func ringKeepsOffSegmentTitles(_ size: (Double, Double), _ l: Language) throws {
        let document = try UITest.example("42-slider-switch-segments")
        let (_, list, _) = try UITest.rendered(document, steps: SceneTrace.tapSteps([Point(x: 300, y: 356)]), width: size.0, height: size.1, l)
        let titles = list.commands.compactMap(Self.textBox).filter { ["Day", "Week", "Month"].contains($0.0) }.map(\.1)
        #expect(titles.count == 3)
        let (rings, segments) = Self.ringPieces(list)
        #expect(!rings.isEmpty || !segments.isEmpty, "the finger is drawn")
        for t in titles {
            let inner = t.insetBy(dx: 0.5, dy: 0.5)
            #expect(!rings.contains { $0.intersects(inner) }, "a whole ring crosses a segment title at \(size) \(l)")
            #expect(!segments.contains { PlaygroundRenderer.segment($0.0, $0.1, crosses: inner) }, "a ring piece crosses \(t) at \(size) \(l)")
        }
    }

    @Test("22 and 46: a finished drag's down point has its own legend entry, its ring lies under the title, and no badge covers it",
          arguments: ["22-button-tracking", "46-delayed-content-touches"], [Language.en, .zh])
    func downPointIsExplainedAndKeepsTheTitle(_ scene: String, _ l: Language) throws {
        for size in Self.sizes {
            let document = try UITest.example(scene)
            let (p, list, renderer) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
            guard let scene = p.scene, renderer.liftedDragRing(scene) != nil else {
                Issue.record("\(scene): the script ends in a finished drag"); continue
            }
            #expect(list.drawnMarks.contains(.downPoint), "the legend lists the down point at \(size) \(l)")
            let entry = PlaygroundRenderer.legendEntry(.downPoint, l)
            #expect(list.commands.contains { if case let .text(s, _, _, _, _, _) = $0 { return s == entry.label } else { return false } },
                    "the legend draws its entry at \(size) \(l)")
            // The ring: circles in the tracking colour around the down point (the legend's swatch has some too).
            let ring = try #require(renderer.liftedDragRing(scene))
            let ringIndex = try #require(list.commands.lastIndex {
                if case let .circle(centre, _, c, false) = $0 { return c == Theme.tracking && centre.distance(to: ring.center) < 1 } else { return false }
            })
            // The view that took the touch: its title's last drawing comes after the ring.
            let id = try #require(p.story.fingerDetails.values.first?.view)
            let view = try #require(scene.views[id])
            let title = try #require(renderer.viewLabelLayout(of: view, quad: renderer.pixelQuad(view)))
            if title.rect.intersects(ring) {
                let titleIndex = list.commands.lastIndex { if case let .text(s, at, _, _, _, _) = $0 { return s == title.lines[0].text && at == title.lines[0].at } else { return false } }
                #expect((titleIndex ?? -1) > ringIndex, "the title is drawn over the down ring at \(size) \(l)")
            }
            // No chain badge on the ring.
            let badges = list.commands.compactMap { c -> Rect? in
                if case let .circle(center, radius, color, true) = c, TouchBehaviour.allCases.contains(where: { Theme.color(of: $0) == color }) {
                    return Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
                }
                return nil
            }
            let core = ring.insetBy(dx: 2, dy: 2)
            #expect(!badges.contains { $0.intersects(core) }, "a badge covers the down point at \(size) \(l)")
        }
    }

    @Test("23 at 900 x 700: the finger over a two-line title is still drawn (whole, under the title)", arguments: [Language.en, .zh])
    func fingerOverATitleIsDrawn(_ l: Language) throws {
        let document = try UITest.example("23-button-overrides")
        let (_, list, _) = try UITest.rendered(document, width: 900, height: 700, l)
        let (rings, segments) = Self.ringPieces(list)
        #expect(!rings.isEmpty || segments.count >= 30, "the finger's ring is drawn (at least half of it)")
    }

    @Test("11: the badges' labels are whole, not elided, at every size and in both languages", arguments: sizes, [Language.en, .zh])
    func badgeLabelsAreWhole(_ size: (Double, Double), _ l: Language) throws {
        let document = try UITest.example("11-hittest-expanded-rect")
        let (_, list, _) = try UITest.rendered(document, width: size.0, height: size.1, l)
        let m = FixedWidthTextMeasurer()
        for id in ["backBadge", "frontBadge"] {
            let whole = list.commands.contains { c in
                guard case let .text(s, _, size, _, _, maxWidth) = c, s == id else { return false }
                return m.measure(s, size: size).width <= (maxWidth ?? .infinity) + 0.5
            }
            // Or on two lines, split where its words meet.
            let halves = ViewLabelLayout.twoLines(id) { m.measure($0, size: 11).width }
            let split = halves.map { h in
                [h.0, h.1].allSatisfy { part in list.commands.contains { if case let .text(s, _, _, _, _, _) = $0 { return s == part } else { return false } } }
            } ?? false
            #expect(whole || split, "\(id)'s label is elided at \(size) \(l)")
        }
    }

    @Test("15: the tag where the shake starts lies whole on the canvas, beside its first badge, at every size", arguments: sizes, [Language.en, .zh])
    func eventStartTagOnCanvas(_ size: (Double, Double), _ l: Language) throws {
        let document = try UITest.example("15-first-responder-up-the-chain")
        let (p, list, _) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
        let canvas = try #require(p.layout?.canvas)
        let starts = list.commands.compactMap { c -> Point? in
            if case let .text(s, at, _, _, _, _) = c, s.hasPrefix("▸") { return at }
            return nil
        }
        let at = try #require(starts.first, "the start tag is drawn at \(size) \(l)")
        let tag = try #require(list.marks.first { $0.kind == .text && $0.rect.insetBy(dx: -1, dy: -1).contains(at) })
        #expect(canvas.insetBy(dx: -0.5, dy: -0.5).contains(tag.rect), "the start tag \(tag.rect) is cut by the canvas \(canvas) at \(size) \(l)")
    }

    @Test("52: a view in mid-animation's model frame (where hit-testing looks) is tied by a line to the view as drawn", arguments: [Language.en, .zh])
    func modelFrameTiedToDrawnView(_ l: Language) throws {
        let document = try UITest.example("52-animating-button")
        let (p, list, renderer) = try UITest.rendered(document, steps: document.script.throughPicture, width: 1280, height: 900, l)
        let buy = try #require(p.scene?.views["buy"])
        #expect(p.scene?.application.animations.isAnimating(buy) == true, "the picture is taken mid-animation")
        let layout = try #require(p.layout)
        let model = Rect(bounding: buy.screenQuad.map(layout.pixel)).insetBy(dx: -8, dy: -8)
        let drawn = Rect(bounding: renderer.pixelQuad(buy)).insetBy(dx: -1, dy: -1)
        let color = Theme.color(of: HitTestVerdict.animating)
        let tie = list.commands.contains { c in
            guard case let .line(a, b, col, _) = c, col == color else { return false }
            return (model.contains(a) && drawn.contains(b)) || (model.contains(b) && drawn.contains(a))
        }
        #expect(tie, "a line in the animating colour runs from the model frame to the drawn button")
    }
}
