import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// Marks only where their view can be seen, badges inside their view, chain lines that keep off
/// text, a button's label clear of the views in front of it, and the step hint's key names.
@Suite struct OverlayPlacementTests {
    /// `scene` rendered after `steps` (nil: its own script), with a renderer on the same snapshot.
    func render(_ scene: String, steps: [ScriptStep]? = nil, width: Double = 1280, height: Double = 900,
                _ l: Language = .en) throws -> (Playground, DisplayList, PlaygroundRenderer) {
        try UITest.rendered(try UITest.example(scene), steps: steps, width: width, height: height, l)
    }

    /// The canvas texts drawn with `prefix` (the verdict tags start with their icon).
    static func texts(_ list: DisplayList, in canvas: Rect, starting prefix: String) -> [Point] {
        list.commands.compactMap {
            if case let .text(s, at, _, _, _, _) = $0, s.hasPrefix(prefix), canvas.contains(at) { return at }
            return nil
        }
    }

    /// The placement request for `view`'s verdict tag ("✗ outside"), nil when it gets none.
    static func request(_ renderer: PlaygroundRenderer, _ scene: BuiltScene, _ view: View, quad: [Point]) -> MarkRequest? {
        guard let region = renderer.clipRegion(of: view) else { return nil }
        let item = VerdictTagItem(text: "✗ outside", compact: "✗", view: view, quad: quad, region: region, fill: .white)
        let order = PlaygroundRenderer.drawingOrder(scene.application)
        return renderer.verdictTagRequest(item, labels: LabelLines([:], canvas: renderer.layout.canvas), painted: renderer.paintedBoxes(order))
    }

    /// Scene 08 driven two pages further, to page 4 of the fixed pager.
    static var toPage4: [ScriptStep] {
        let drag = UITest.step(.drag(from: Point(x: 375, y: 575), to: Point(x: 255, y: 575), steps: 8))
        return [drag, UITest.step(.wait(0.5)), drag, UITest.step(.wait(0.5)), UITest.step(.tap(Point(x: 195, y: 575)))]
    }

    @Test("a page mostly off the screen gets no verdict tag, so none piles at the canvas's edge (scene 08, page 4)",
          arguments: [Language.en, .zh])
    func offScreenPageHasNoTag(_ l: Language) throws {
        let (p, list, renderer) = try render("08-paging-scroll-view", steps: Self.toPage4, l)
        let scene = try #require(p.scene)
        #expect(p.story.hitView == "fixed4")
        // fixed5, the sliver at the right edge, is the only view the touch found outside.
        #expect(p.story.visits.contains { $0.view == "fixed5" && $0.verdict == .outside })
        #expect(Self.texts(list, in: renderer.layout.canvas, starting: Theme.icon(of: .outside)).isEmpty)
        let fixed5 = try #require(scene.views["fixed5"])
        let quad = fixed5.screenQuad.map(renderer.layout.pixel)
        #expect(Self.request(renderer, scene, fixed5, quad: quad) == nil)
        // The page in view keeps its tag.
        let fixed4 = try #require(scene.views["fixed4"])
        #expect(Self.request(renderer, scene, fixed4, quad: fixed4.screenQuad.map(renderer.layout.pixel)) != nil)
    }

    @Test("content scrolled out of its scroll view gets no tag and no outline over what is in view (scene 48 at 1920x1080)")
    func scrolledOutContentHasNoTag() throws {
        let (p, list, renderer) = try render("48-nested-scroll-views", width: 1920, height: 1080)
        let scene = try #require(p.scene)
        var hidden = 0
        for visit in p.story.visits {
            let view = try #require(scene.views[visit.view])
            let quad = view.screenQuad.map(renderer.layout.pixel)
            guard renderer.visibleBox(of: view, quad: quad) == nil else { continue }
            hidden += 1
            #expect(Self.request(renderer, scene, view, quad: quad) == nil)
        }
        #expect(hidden >= 2, "the carousel and its cards are scrolled out of the feed")
        // Every verdict tag drawn is of a view that shows: the feed, the banner, the window.
        let tags = Self.texts(list, in: renderer.layout.canvas, starting: Theme.icon(of: .inside))
            + Self.texts(list, in: renderer.layout.canvas, starting: Theme.icon(of: .outside))
        let shown = p.story.visits.filter { v in
            guard let view = scene.views[v.view] else { return false }
            return renderer.visibleBox(of: view, quad: view.screenQuad.map(renderer.layout.pixel)) != nil
        }
        #expect(tags.count <= Set(shown.map(\.view)).count, "\(tags.count) tags for \(shown.map(\.view))")
    }

    @Test("a button's label moves off the edge of the clear view laid over half of it (scene 40's shop button)")
    func buttonLabelClearOfFrontViewEdge() throws {
        let (p, list, renderer) = try render("40-hit-areas-and-dead-zones")
        let glass = Rect(bounding: try #require(p.scene?.views["glass"]).screenQuad.map(renderer.layout.pixel))
        let shop = Rect(bounding: try #require(p.scene?.views["shopButton"]).screenQuad.map(renderer.layout.pixel))
        let m = FixedWidthTextMeasurer()
        let labels = list.commands.compactMap { c -> Rect? in
            guard case let .text(s, at, size, _, .center, _) = c, s == "shop" else { return nil }
            let w = m.measure(s, size: size).width
            return Rect(x: at.x - w / 2, y: at.y - size / 2, width: w, height: size)
        }
        let label = try #require(labels.first)
        #expect(!(label.minX < glass.maxX && glass.maxX < label.maxX), "glass's edge runs through the label")
        #expect(label.minX >= glass.maxX && label.maxX <= shop.maxX, "the label sits on the part of the button a tap reaches")
    }

    @Test("every chain badge lies inside its view (scenes 01, 02, 03, 05), in both languages",
          arguments: ["01-responder-chain", "02-tabbar-button-broken", "03-tabbar-button-fixed", "05-overflow-not-tappable"])
    func badgesStayInTheirView(_ name: String) throws {
        for l in [Language.en, .zh] {
            let (p, list, renderer) = try render(name, l)
            let scene = try #require(p.scene)
            let canvas = renderer.layout.canvas
            var centres: [Int: Point] = [:]
            for c in list.commands {
                if case let .text(s, at, _, _, .center, _) = c, let n = Int(s), canvas.contains(at) { centres[n] = at }
            }
            for (i, link) in p.story.chain.enumerated() {
                guard let view = scene.views[link.responder], !(view is Window) else { continue }
                let c = try #require(centres[i + 1], "\(name): badge \(i + 1)")
                let box = Rect(bounding: view.presentationScreenQuad.map(renderer.layout.pixel))
                #expect(box.contains(c), "\(name) \(l): badge \(i + 1) at \(c) is outside \(link.responder) \(box)")
            }
        }
    }

    @Test("a chain line never crosses a label or a tag (scene 03 in Chinese, scene 05's taps)")
    func chainLinesAvoidText() throws {
        let cases: [(String, [ScriptStep]?, Language)] = [
            ("02-tabbar-button-broken", nil, .zh), ("03-tabbar-button-fixed", nil, .zh),
            ("05-overflow-not-tappable", SceneTrace.tapSteps([Point(x: 100, y: 330)]), .en),
            ("05-overflow-not-tappable", SceneTrace.tapSteps([Point(x: 290, y: 330)]), .zh),
        ]
        for (name, steps, l) in cases {
            let (p, list, renderer) = try render(name, steps: steps, l)
            let lines = Self.lineSegments(list)
            #expect(lines.count >= 2, "\(name): the chain is drawn")
            let texts = try Self.textBoxes(list, renderer, p)
            for (a, b) in lines {
                for box in texts where PlaygroundRenderer.segment(a, b, crosses: box.insetBy(dx: 0.5, dy: 0.5)) {
                    Issue.record("\(name) \(l): the chain line \(a)-\(b) crosses the text box \(box)")
                }
            }
        }
    }

    /// The chain lines' segments.
    static func lineSegments(_ list: DisplayList) -> [(Point, Point)] {
        list.marks.compactMap { if case let .line(a, b) = $0.kind { return (a, b) }; return nil }
    }

    /// The text a chain line must keep off: the view labels shown and the overlay text boxes
    /// (badges excepted: a line ends under its own two badges).
    static func textBoxes(_ list: DisplayList, _ renderer: PlaygroundRenderer, _ p: Playground) throws -> [Rect] {
        let scene = try #require(p.scene)
        let labels = renderer.visibleLabelLines(PlaygroundRenderer.drawingOrder(scene.application))
        // The caption box is drawn over everything, lines included.
        let tags = list.marks.filter { $0.kind == .text && abs($0.rect.width - $0.rect.height) > 0.5 && $0.edge != Theme.captionBox }
            .map(\.rect)
        return labels + tags
    }

    @Test("the step hint names its punctuation keys, and no wrapped line starts with punctuation", arguments: [Language.en, .zh])
    func stepHintNamesKeys(_ l: Language) {
        let hint = Localization.stepHint(l)
        let punctuation: Set<Character> = Set("。，、；：？！」）,.;:?!)")
        #expect(hint.first.map { !punctuation.contains($0) } ?? false, "\(hint)")
        let m = FixedWidthTextMeasurer()
        for width in stride(from: 60.0, through: 420, by: 15) {
            let lines = TextLayout.wrap(hint, size: 11, maxWidth: width, measurer: m)
            for line in lines {
                let first = line.trimmingCharacters(in: .whitespaces).first
                #expect(first.map { !punctuation.contains($0) } ?? true, "\(l) at \(width): \(lines)")
            }
            if l == .zh {
                let joined = lines.joined()
                for key in ["逗号键", "句号键", "斜杠键"] { #expect(joined.contains(key), "\(key) is split at \(width): \(lines)") }
            }
        }
    }
}
