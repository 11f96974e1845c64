import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The canvas's marks in their view's place in the stacking order: the hit view's band, dead-zone
/// hatching and verdict outlines never cover a view in front; every verdict tag reads as its own
/// view's.
@Suite struct CanvasZOrderTests {
    /// `scene` rendered after its own script (or `steps`), with a renderer on the same snapshot.
    func render(_ scene: String, steps: [ScriptStep]? = nil, width: Double = 1280, height: Double = 900, _ l: Language = .en,
                overlays: [Overlay] = []) throws -> (Playground, DisplayList, PlaygroundRenderer) {
        let document = try UITest.example(scene)
        let p = UITest.playground(document, width: width, height: height)
        p.language = l
        p.run(steps ?? document.script)
        for o in overlays { p.setOverlay(o, true) }
        let m = FixedWidthTextMeasurer()
        let list = p.displayList(width: Int(width), height: Int(height), uiScale: 1, measurer: m)
        let renderer = PlaygroundRenderer(snapshot: p.snapshot(layout: try #require(p.layout), measurer: m), measurer: m)
        return (p, list, renderer)
    }

    /// Every command with the clip in force when it is drawn (the canvas's clip and every push).
    static func withClips(_ list: DisplayList) -> [(command: DrawCommand, clip: Rect?)] {
        var stack: [Rect?] = []
        var out: [(DrawCommand, Rect?)] = []
        for c in list.commands {
            switch c {
            case let .pushClip(r):
                let current = stack.last ?? Rect(x: 0, y: 0, width: Double(list.width), height: Double(list.height))
                stack.append(current.flatMap { $0.intersection(r) })
            case .popClip:
                _ = stack.popLast()
            default:
                out.append((c, stack.last ?? Rect(x: 0, y: 0, width: Double(list.width), height: Double(list.height))))
            }
        }
        return out
    }

    static func index(of text: String, in list: DisplayList) -> Int? {
        list.commands.firstIndex { if case let .text(s, _, _, _, _, _) = $0 { return s == text }; return false }
    }

    @Test("a white hit view that fills most of the screen gets a band 5 points wide on a dark halo, under its subviews (scene 01, tap 100,700)",
          arguments: [(1280.0, 900.0), (900.0, 700.0), (1920.0, 1080.0)])
    func hitBandOnWhite(_ size: (Double, Double)) throws {
        let (p, list, renderer) = try render("01-responder-chain", width: size.0, height: size.1)
        #expect(p.story.hitView == "white")
        let white = Rect(bounding: renderer.pixelQuad(try #require(p.scene?.views["white"])))
        let bands = list.commands.enumerated().compactMap { i, c -> (Int, Rect, Double)? in
            if case let .strokeRect(r, color, width) = c, color == Theme.hit, white.contains(r) { return (i, r, width) }
            return nil
        }
        let band = try #require(bands.first { white.contains($0.1) && $0.2 >= 5 }, "no wide hit band inside white: \(bands)")
        // On a dark halo wider than the band, both contrasting 3:1 with the white view and each other.
        #expect(list.commands[..<band.0].contains { if case let .strokeRect(_, c, w) = $0 { return c == Theme.halo && w > band.2 }; return false })
        #expect(Theme.contrast(Theme.hit, Theme.halo) >= 3)
        #expect(Theme.contrast(Theme.halo, Theme.muted(.white)) >= 3)
        // In white's place in the stacking order: before orange (its subview, in front) is labelled.
        let orange = try #require(Self.index(of: "orange", in: list))
        #expect(bands.allSatisfy { $0.0 < orange }, "a hit band drawn over the subview in front")
        // And a bracket around the finger, in the hit view's colour.
        let finger = renderer.layout.pixel(Point(x: 100, y: 700))
        let arms = list.commands.filter {
            if case let .line(a, _, c, _) = $0 { return c == Theme.hit && a.distance(to: finger) < 60 }
            return false
        }
        #expect(arms.count == 8)
    }

    @Test("dead-zone hatching is drawn under the view in front (scene 40's shop button under the glass)")
    func deadZoneUnderFrontView() throws {
        let (p, list, _) = try render("40-hit-areas-and-dead-zones", overlays: [.hitAreas, .deadZones])
        #expect(p.story.hitView == "glass")
        let canvas = try #require(p.layout).canvas
        let hatches = list.commands.indices.filter {
            if case let .hatch(r, c, _) = list.commands[$0] { return c == Theme.deadZone && canvas.contains(r) }
            return false
        }
        #expect(!hatches.isEmpty)
        // The glass is in front of the shop button: its hit band comes after every hatch line.
        let band = try #require(list.commands.firstIndex { if case let .strokeRect(_, c, _) = $0 { return c == Theme.hit }; return false })
        #expect(hatches.allSatisfy { $0 < band })
        // And every hatch is drawn before the label of a view painted in front of its view (the
        // pass-through container and the caption come after the shop button).
        let caption = try #require(Self.index(of: "label: interaction off", in: list) ?? list.commands.firstIndex {
            if case let .text(s, _, _, _, _, _) = $0 { return s.hasPrefix("label") }; return false
        })
        #expect(hatches.allSatisfy { $0 < caption })
    }

    @Test("a container's verdict outline is cut out where its subview in front covers it (06 boundsBox over rightChild, 11 avatar over its badges)",
          arguments: [("06-overflow-fixed", "boundsBox", ["rightChild"]), ("11-hittest-expanded-rect", "avatar", ["backBadge", "editDot"])])
    func outlineUnderSubviews(_ c: (String, String, [String])) throws {
        let (p, list, renderer) = try render(c.0)
        let scene = try #require(p.scene)
        let view = try #require(scene.views[c.1])
        let box = Rect(bounding: view.screenQuad.map(renderer.layout.pixel))
        let visit = try #require(p.story.visits.first { $0.view == c.1 }, "\(c.1) not asked")
        let color = Theme.color(of: visit.verdict)
        let outlines = Self.withClips(list).filter {
            switch $0.command {
            case let .strokeRect(r, col, _), let .dashedRect(r, col, _): return col == color && box.insetBy(dx: -4, dy: -4).contains(r) && r.width > box.width - 10
            default: return false
            }
        }
        #expect(!outlines.isEmpty)
        for id in c.2 {
            let front = Rect(bounding: renderer.pixelQuad(try #require(scene.views[id]))).insetBy(dx: 1, dy: 1)
            for o in outlines {
                #expect(o.clip.flatMap { $0.intersection(front) } == nil, "\(c.1)'s outline drawn over \(id)")
            }
        }
    }

    @Test("every verdict tag sits on its own view's label line or names its view and touches it (or is tied to it by a leader)",
          arguments: ["02-tabbar-button-broken", "18-window-levels", "21-coordinates", "41-round-and-lopsided-hit-areas",
                      "47-touches-should-cancel", "48-nested-scroll-views", "50-table-view-selection", "01-responder-chain"])
    func tagsTiedToTheirViews(_ name: String) throws {
        for l in [Language.en, .zh] {
            for size in [(1280.0, 900.0), (900.0, 700.0), (1920.0, 1080.0)] {
                let (p, list, renderer) = try render(name, width: size.0, height: size.1, l)
                let scene = try #require(p.scene)
                let windows = PlaygroundRenderer.drawingOrder(scene.application)
                let labels = LabelLines(renderer.labelLines(windows), canvas: renderer.layout.canvas)
                let painted = renderer.paintedBoxes(windows)
                // The canvas's texts: drawn under the canvas's clip (not the legend's, nor the strip's).
                let canvas = renderer.layout.canvas
                let texts: [(String, Point)] = Self.withClips(list).compactMap {
                    if case let .text(s, at, _, _, _, _) = $0.command, let clip = $0.clip, canvas.insetBy(dx: -0.5, dy: -0.5).contains(clip),
                       canvas.contains(at) { return (s, at) }
                    return nil
                }
                let leaders: [(Point, Point)] = list.commands.compactMap { if case let .line(a, b, _, _) = $0 { return (a, b) }; return nil }
                for visit in p.story.visits {
                    guard let view = scene.views[visit.view] else { continue }
                    var plain = Theme.icon(of: visit.verdict) + " " + Localization.verdict(visit.verdict, l)
                    if visit.override != nil { plain += " ⚙" }
                    let quad = view.screenQuad.map(renderer.layout.pixel)
                    let where_ = "\(name) \(l) \(size) \(visit.view)"
                    if let at = texts.first(where: { $0.0 == visit.view + " " + plain })?.1 {
                        // Named: on its view (grown by a few pixels) or tied by a leader.
                        let tagBox = list.marks.first { $0.kind == .text && $0.rect.contains(at) }?.rect ?? Rect(x: at.x - 4, y: at.y - 1, width: 40, height: 16)
                        guard let visible = renderer.visibleBox(of: view, quad: quad) else { continue }
                        let touches = tagBox.insetBy(dx: -6, dy: -6).intersects(visible)
                        let tied = leaders.contains { tagBox.insetBy(dx: -2, dy: -2).contains($0.0) && visible.insetBy(dx: -2, dy: -2).contains($0.1) }
                        #expect(touches || tied, "\(where_): named tag at \(tagBox) far from its view \(visible)")
                    }
                }
                // An unnamed tag reads as the view whose label it follows: that label must be
                // visible and that view's verdict the tag's.
                for visit in p.story.visits {
                    var plain = Theme.icon(of: visit.verdict) + " " + Localization.verdict(visit.verdict, l)
                    if visit.override != nil { plain += " ⚙" }
                    for (s, at) in texts where s == plain {
                        // The label whose line it follows.
                        let owner = labels.byID.first { _, r in abs((at.y - 1 + 8) - r.midY) < 12 && at.x - 4 >= r.maxX && at.x - 4 - r.maxX < 9 }
                        let ownerID = try #require(owner?.key, "\(name) \(l) \(size): unnamed tag \(s) at \(at) follows no label; labels near: \(labels.byID.filter { abs($0.value.midY - at.y) < 30 })")
                        let ownerView = try #require(scene.views[ownerID])
                        #expect(p.story.visits.contains { $0.view == ownerID }, "\(name) \(l) \(size): tag after \(ownerID)'s label, which was not asked")
                        #expect(renderer.labelShows(ownerView, label: try #require(labels[ownerID]), labels: labels, painted: painted),
                                "\(name) \(l) \(size): tag after \(ownerID)'s hidden label")
                    }
                }
            }
        }
    }
}
