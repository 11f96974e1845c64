import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// Where the canvas puts the chain badges of views with no room of their own, the hit view's
/// marks on small and hidden views, the finger on a dark canvas, and leaders for tags off their
/// view.
@Suite struct CanvasPlacementTests {
    /// `document` rendered after `steps` (nil: its own script), with a renderer on the same snapshot.
    func render(_ document: SceneDocument, steps: [ScriptStep]? = nil, width: Double = 1280, height: Double = 900,
                _ l: Language = .en) throws -> (Playground, DisplayList, PlaygroundRenderer) {
        try UITest.rendered(document, steps: steps, width: width, height: height, l)
    }

    /// Examples/large/large-screen.yaml.
    static func largeScreen() throws -> SceneDocument {
        let url = UITest.scenesFolder.deletingLastPathComponent().appendingPathComponent("Examples/large/large-screen.yaml")
        return try UITest.parse(try String(contentsOf: url, encoding: .utf8), path: url.path)
    }

    /// The centres of the chain's round badges on the canvas, by number.
    static func badgeCentres(_ list: DisplayList, canvas: Rect) -> [Int: Point] {
        var centres: [Int: Point] = [:]
        for c in list.commands {
            if case let .text(s, at, _, _, .center, _) = c, let n = Int(s), canvas.contains(at) { centres[n] = at }
        }
        return centres
    }

    /// The box of the tag whose text starts with `prefix` (the tag's text is drawn 4 points in
    /// from its left and 1 down, one line high).
    static func tagBox(_ list: DisplayList, _ prefix: String, canvas: Rect) -> Rect? {
        for c in list.commands {
            if case let .text(s, at, size, _, .topLeft, maxWidth) = c, s.hasPrefix(prefix), canvas.contains(at) {
                return Rect(x: at.x - 4, y: at.y - 1, width: (maxWidth ?? 0) + 6, height: PlaygroundRenderer.lineHeight(size))
            }
        }
        return nil
    }

    /// The gap between two boxes (0 when they touch or overlap).
    static func gap(_ a: Rect, _ b: Rect) -> Double {
        let dx = max(0, max(a.minX, b.minX) - min(a.maxX, b.maxX))
        let dy = max(0, max(a.minY, b.minY) - min(a.maxY, b.maxY))
        return max(dx, dy)
    }

    /// The badge of `responder` in the drawn chain: its box (radius `r`).
    static func badgeBox(_ p: Playground, _ list: DisplayList, _ renderer: PlaygroundRenderer, _ responder: String) throws -> Rect {
        let n = try #require(p.story.chain.firstIndex { $0.responder == responder }) + 1
        let c = try #require(badgeCentres(list, canvas: renderer.layout.canvas)[n], "badge \(n) of \(responder)")
        let r = renderer.markSize
        return Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
    }

    @Test("a view its subviews cover wholly gets its chain badge beside its named tag, not on a subview (scene 02's screen)",
          arguments: [Language.en, .zh])
    func coveredViewsBadgeBesideItsTag(_ l: Language) throws {
        let (p, list, renderer) = try render(try UITest.example("02-tabbar-button-broken"), l)
        let scene = try #require(p.scene)
        let canvas = renderer.layout.canvas
        let badge = try Self.badgeBox(p, list, renderer, "screen")
        let tabBar = Rect(bounding: try #require(scene.views["tabBar"]).screenQuad.map(renderer.layout.pixel))
        #expect(!badge.intersects(tabBar), "screen's badge \(badge) lands on the tab bar \(tabBar)")
        // Its tag: named ("screen ✓ inside"), or, where screen's own label shows (drawn over its
        // subviews) and the words would cover it, its sign ("✓") under that label.
        let signs = list.commands.compactMap { c -> Rect? in
            if case let .text(s, at, size, _, .topLeft, maxWidth) = c, s == Theme.icon(of: .inside), canvas.contains(at) {
                return Rect(x: at.x - 4, y: at.y - 1, width: (maxWidth ?? 0) + 6, height: PlaygroundRenderer.lineHeight(size))
            }
            return nil
        }
        let tags = (Self.tagBox(list, "screen ", canvas: canvas).map { [$0] } ?? []) + signs
        #expect(!tags.isEmpty, "screen has a tag")
        #expect(tags.contains { Self.gap(badge, $0) <= 6 }, "screen's badge \(badge) is beside its tag \(tags)")
    }

    @Test("a small control crowded by its title and the finger gets its badge on it or beside its tag, never far off; else in the strip by name (31's Pin, the large screen's tab.more)")
    func smallControlsBadgeStaysWithIt() throws {
        // The large screen at 900x700 and 1920x1080 is not pinned: its tab bar is so crowded by
        // tags and row labels that the badge still goes to the nearest free spot.
        let cases: [(SceneDocument, String, [(Double, Double)])] = [
            (try UITest.example("31-draggable-view"), "pinButton", [(1280, 900), (900, 700), (1920, 1080)]),
            (try Self.largeScreen(), "tab.more", [(1280, 900)])]
        for (document, id, sizes) in cases {
            for size in sizes {
                let (p, list, renderer) = try render(document, width: size.0, height: size.1)
                let scene = try #require(p.scene)
                // With no spot on it, against it or beside its tag (a crowded tab bar's, whose
                // tag reaches past its neighbour): listed in the strip beside the canvas.
                if list.placedMarks.contains(where: { $0.kind == .chainBadge && $0.view == id && $0.box.maxX <= renderer.layout.canvas.minX }) {
                    continue
                }
                let box = Rect(bounding: try #require(scene.views[id]).presentationScreenQuad.map(renderer.layout.pixel))
                let badge = try Self.badgeBox(p, list, renderer, id)
                let tag = renderer.markSize
                let tagBox = Self.tagBox(list, id + " ", canvas: renderer.layout.canvas)
                let near = Self.gap(badge, box) <= 6 || tagBox.map { Self.gap(badge, $0) <= 6 } ?? false
                #expect(near, "\(id) at \(size): the badge \(badge) is neither on/at \(box) nor beside its tag \(String(describing: tagBox)) (\(tag))")
            }
        }
    }

    @Test("a value control's badge keeps off its face (the segments' titles): beside its tag (scene 42's segmented control)")
    func valueControlsBadgeKeepsOffItsFace() throws {
        let (p, list, renderer) = try render(try UITest.example("42-slider-switch-segments"))
        let scene = try #require(p.scene)
        let id = try #require(p.story.hitView)
        let view = try #require(scene.views[id])
        #expect(view is SegmentedControl)
        let box = Rect(bounding: view.presentationScreenQuad.map(renderer.layout.pixel))
        let badge = try Self.badgeBox(p, list, renderer, id)
        #expect(!badge.intersects(box.insetBy(dx: 1, dy: 1)), "the badge \(badge) covers the control \(box)")
        #expect(Self.gap(badge, box) <= 6 + renderer.lineHeight(renderer.markSize), "the badge stays next to the control")
    }

    @Test("no touch bracket on a hit view under twice its size, and a thin band there: the small view's title stays clear (03's + button, 42's segments)")
    func smallHitViewsKeepTheirTitle() throws {
        let cases: [(String, [ScriptStep]?)] = [("03-tabbar-button-fixed", SceneTrace.tapSteps([Point(x: 195, y: 745)])),
                                                ("42-slider-switch-segments", nil)]
        for (name, steps) in cases {
            let (p, _, renderer) = try render(try UITest.example(name), steps: steps)
            let scene = try #require(p.scene)
            let view = try #require(p.story.hitView.flatMap { scene.views[$0] })
            let box = Rect(bounding: view.presentationScreenQuad.map(renderer.layout.pixel))
            #expect(renderer.fingerBracketCommands(within: box).isEmpty, "\(name): brackets on \(view.id) \(box)")
            #expect(renderer.hitBandWidth(side: min(box.width, box.height)) <= min(box.width, box.height) / 10, "\(name): band")
        }
        // A large hit view keeps its bracket (scene 14's 'first').
        let (p, _, renderer) = try render(try UITest.example("14-first-responder-remote"))
        let first = try #require(p.scene?.views["first"])
        #expect(!renderer.fingerBracketCommands(within: Rect(bounding: first.screenQuad.map(renderer.layout.pixel))).isEmpty)
    }

    @Test("a hidden hit view (a hitTest override returned it) is still marked: its band is drawn (scene 10's ghostSticker)")
    func hiddenHitViewIsMarked() throws {
        let (p, list, renderer) = try render(try UITest.example("10-hittest-return-self"))
        let scene = try #require(p.scene)
        #expect(p.story.hitView == "ghostSticker")
        let ghost = try #require(scene.views["ghostSticker"])
        #expect(Drawing.opacity(of: ghost) == nil)
        let box = Rect(bounding: ghost.screenQuad.map(renderer.layout.pixel))
        let band = list.commands.contains {
            if case let .strokeRect(r, color, _) = $0, color == Theme.hit, box.insetBy(dx: -1, dy: -1).contains(r) { return true }
            return false
        }
        #expect(band, "no hit band inside ghostSticker \(box)")
    }

    @Test("a finger's ring has a light edge, so a tap outside every window shows on the black canvas (scene 19)")
    func fingerReadsOnBlack() throws {
        let (p, list, renderer) = try render(try UITest.example("19-key-window"))
        #expect(p.story.hitView == nil)
        let finger = try #require(p.story.fingers.last)
        let c = renderer.layout.pixel(finger.location)
        let edges = list.commands.filter {
            if case let .circle(centre, _, color, _) = $0, color == Theme.fingerEdge, UITest.close(centre, c, tolerance: 0.01) { return true }
            return false
        }
        #expect(edges.count >= 2, "the ring's light edges at \(c)")
        #expect(Theme.contrast(Theme.fingerEdge.withAlpha(255), .black) >= 3)
    }

    @Test("a tag against its view's edge needs no leader; one off the view's corner or farther does (02's homeTab)")
    func leaderRule() {
        let box = Rect(x: 100, y: 100, width: 90, height: 40)
        // Above the view, along its top edge.
        #expect(PlaygroundRenderer.isAttached(Rect(x: 110, y: 82, width: 100, height: 15), to: box, gap: 4, overlap: 12))
        // Beside it, level with it.
        #expect(PlaygroundRenderer.isAttached(Rect(x: 193, y: 110, width: 100, height: 15), to: box, gap: 4, overlap: 12))
        // Inside it.
        #expect(PlaygroundRenderer.isAttached(Rect(x: 104, y: 104, width: 50, height: 15), to: box, gap: 4, overlap: 12))
        // Off its top-right corner (02's homeTab tag, over the centre button): a leader.
        #expect(!PlaygroundRenderer.isAttached(Rect(x: 193, y: 83, width: 110, height: 15), to: box, gap: 4, overlap: 12))
        // Far away.
        #expect(!PlaygroundRenderer.isAttached(Rect(x: 300, y: 300, width: 110, height: 15), to: box, gap: 4, overlap: 12))
    }
    @Test("a view near the canvas's right edge keeps its verdict tag on its own edge, not over its neighbour (05's clippedBox, 12's alpha002)", arguments: [(900.0, 700.0), (1280.0, 900.0)])
    func tagStaysOffTheNeighbour(_ size: (Double, Double)) throws {
        for (scene, view, neighbour) in [("05-overflow-not-tappable", "clippedBox", "openBox"), ("12-views-that-ignore-touches", "alpha002", "alpha001")] {
            let document = try UITest.example(scene)
            let (p, list, renderer) = try render(document, steps: document.script.throughPicture, width: size.0, height: size.1)
            let built = try #require(p.scene)
            let canvas = renderer.layout.canvas
            guard let tag = Self.tagBox(list, view + " ", canvas: canvas) else { continue }   // its tag follows its label
            let other = try #require(built.views[neighbour])
            let otherBox = Rect(bounding: renderer.pixelQuad(other))
            #expect(!tag.insetBy(dx: 1, dy: 1).intersects(otherBox), "\(scene) at \(size): \(view)'s tag \(tag) lies on \(neighbour) \(otherBox)")
        }
    }
    @Test("a cancelled touch's tag sits under its badge, a line down, not at the far end of the view over another (26: the Like button)", arguments: [Language.en, .zh])
    func cancelledTagUnderItsBadge(_ l: Language) throws {
        let document = try UITest.example("26-tap-vs-button")
        let (p, list, renderer) = try render(document, l)
        let canvas = renderer.layout.canvas
        let tag = try #require(Self.tagBox(list, Localization.cancelledTag(isControl: false, by: "cardTap", l), canvas: canvas))
        let badge = try Self.badgeBox(p, list, renderer, "card")
        let like = Rect(bounding: renderer.pixelQuad(try #require(p.scene?.views["likeButton"])))
        #expect(!tag.intersects(like), "\(tag) over likeButton \(like)")
        #expect(tag.minY - badge.maxY < 4 * badge.height, "the tag \(tag) is far below its badge \(badge)")
    }
}


