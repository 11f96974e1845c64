import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A verdict tag stays near the view it speaks of: in a crowded picture (a small window, a tab
/// bar of tagged views) a tag pushed to the far end of a long leader, over other views, reads as
/// theirs; it shrinks to its verdict's sign instead ("⊘"), which lands beside its view (issue 12).
@Suite struct TagReachTests {
    /// How far each verdict tag lies from the part of its view that shows, in line heights.
    static func reaches(_ renderer: PlaygroundRenderer, _ p: Playground) -> [(String, Double)] {
        guard let scene = p.scene else { return [] }
        let line = PlaygroundRenderer.lineHeight(renderer.markSize)
        return renderer.verdictTagRects.compactMap { id, rect in
            guard let view = scene.views[id], let visible = renderer.visibleBox(of: view, quad: renderer.modelPixelQuad(view)) else { return nil }
            return (id, rect.distance(to: visible) / line)
        }
    }

    /// 48 (the feed scrolled under the banner) and 19 (windowB under windowC): a tag that names
    /// its view sits on a part of that view no view in front covers, never on the view in front.
    @Test("48 and 19: a named tag lies on its own view, not on the view drawn over it", arguments: [Language.en, .zh])
    func namedTagsStayOnTheirOwnView(_ l: Language) throws {
        for (name, ids) in [("48-nested-scroll-views", ["feed"]), ("19-key-window", ["windowB"])] {
            let document = try UITest.example(name)
            for size in MarkCollisionTests.sizes {
                var (p, _, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
                let list = r.render(width: Int(size.0), height: Int(size.1))
                let scene = try #require(p.scene)
                let painted = r.paintedBoxes(PlaygroundRenderer.drawingOrder(scene.application))
                let canvas = r.layout.canvas
                let texts = list.commands.compactMap { c -> String? in if case let .text(s, at, _, _, _, _) = c, canvas.contains(at) { return s } else { return nil } }
                for id in ids {
                    let tag = try #require(r.verdictTagRects[id], "\(id) has a tag")
                    // A tag after the view's own label (which, for a container, is drawn over its
                    // subviews) is the label's; only a tag that names its view is placed by this rule.
                    guard texts.contains(where: { $0.hasPrefix(id + " ") }) else { continue }
                    let covered = painted.front(of: id, touching: tag).compactMap { $0.intersection(tag) }.map { $0.width * $0.height }.max() ?? 0
                    #expect(covered <= tag.width * tag.height / 3, "\(name): \(id)'s tag lies on a view in front of it at \(size) \(l)")
                }
            }
        }
    }

    /// 12 in a small window: photo's named tag covered its own label and tappablePhoto's; its
    /// sign goes after photo's label instead, and no tag covers a label that shows.
    @Test("12 at 900x700: no verdict tag covers a view's label that shows", arguments: [Language.en, .zh])
    func tagsKeepOffLabels(_ l: Language) throws {
        let document = try UITest.example("12-views-that-ignore-touches")
        var (p, _, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: 900, height: 700, l)
        _ = r.render(width: 900, height: 700)
        let scene = try #require(p.scene)
        let windows = PlaygroundRenderer.drawingOrder(scene.application)
        let lines = r.labelLines(windows)
        let labels = LabelLines(lines, canvas: r.layout.canvas)
        let painted = r.paintedBoxes(windows)
        for id in ["photo", "tappablePhoto"] {
            let view = try #require(scene.views[id])
            let line = try #require(lines[id])
            guard r.labelShows(view, label: line, labels: labels, painted: painted) else { continue }
            for (other, tag) in r.verdictTagRects where tag.insetBy(dx: 1, dy: 1).intersects(line) {
                Issue.record("\(other)'s tag covers \(id)'s label (\(l))")
            }
        }
    }

    static let reach = 2.5

    @Test("every scene, both languages, three window sizes: each verdict tag within 2.5 line heights of its view",
          arguments: PictureLegibility.sceneNames)
    func everySceneKeepsTagsNear(_ name: String) throws {
        let document = try UITest.example(name)
        for l in [Language.en, .zh] {
            for size in MarkCollisionTests.sizes {
                var (p, _, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
                _ = r.render(width: Int(size.0), height: Int(size.1))
                for (id, d) in Self.reaches(r, p) {
                    #expect(d <= Self.reach, "\(name): \(id)'s tag is \(d) line heights away at \(size) \(l)")
                }
            }
        }
    }

    /// The two pictures where a tag used to hang at the end of a long leader over other views:
    /// each tag now lies within a line of its view, worded in full or as its sign, whichever
    /// the placement engine finds clear there, never at the end of a leader. In the 500-view
    /// tab bar the icon and the title under the finger have no spot off the finger, the
    /// labels, their neighbours and the hit view's tag, and are left out (their outlines say
    /// their verdicts, the legend and the tree the words).
    @Test("02 tapped on the Home tab in a small window, and the 500-view screen's tab bar: the crowded tags stay beside their views",
          arguments: [Language.en, .zh])
    func crowdedTagsShrinkToTheirSign(_ l: Language) throws {
        let tabs = try UITest.example("02-tabbar-button-broken")
        let large = try SceneParser.parse(String(contentsOf: UITest.scenesFolder.deletingLastPathComponent()
            .appendingPathComponent("Examples/large/large-screen.yaml"), encoding: .utf8), path: "large-screen.yaml")
        let cases: [(SceneDocument, [ScriptStep], (Double, Double), [String], Bool)] = [
            (tabs, SceneTrace.tapSteps([Point(x: 70, y: 800)]), (900, 700), ["homeTab"], true),
            (large, large.script, (1280, 900), ["tab.more.icon", "tab.more.title"], false),
        ]
        for (document, steps, size, ids, tagged) in cases {
            var (p, list, r) = try UITest.rendered(document, steps: steps, width: size.0, height: size.1, l)
            _ = r.render(width: Int(size.0), height: Int(size.1))
            let reaches = Dictionary(Self.reaches(r, p), uniquingKeysWith: { a, _ in a })
            #expect(!tagged || ids.allSatisfy { reaches[$0] != nil }, "\(ids) have tags at \(size) \(l)")
            for id in ids {
                guard let d = reaches[id] else { continue }
                #expect(d <= 1, "\(id)'s tag is \(d) line heights from it at \(size) \(l)")
                #expect(!list.placedMarks.contains { $0.kind == .verdict && $0.view == id && $0.leader != nil },
                        "\(id)'s tag hangs on a leader at \(size) \(l)")
            }
        }
    }

    /// Scene 50 in a small window: the recognizer's view is narrower than its tag's wording; the
    /// tag takes its short form or its whole wording where there is room, and is never cut to
    /// "tapKeeps ✓...".
    @Test("50 at 900x700: the recognized tag is whole, in either wording", arguments: [Language.en, .zh])
    func recognizedTagIsNeverCut(_ l: Language) throws {
        let document = try UITest.example("50-table-view-selection")
        let (_, list, _) = try UITest.rendered(document, steps: document.script.throughPicture, width: 900, height: 700, l)
        let m = FixedWidthTextMeasurer()
        let tags = list.commands.compactMap { c -> (String, Double)? in
            if case let .text(s, _, size, _, _, maxWidth) = c, s.hasPrefix("tapKeeps") { return (s, maxWidth.map { $0 - m.measure(s, size: size).width } ?? 1) }
            return nil
        }
        let tag = try #require(tags.first)
        #expect(tag.1 >= 0, "'\(tag.0)' fits its box")
        #expect(tag.0 == "tapKeeps ✓" || tag.0 == Localization.recognizedTag("tapKeeps", l), "a whole wording at 900x700 \(l)")
    }
}

/// Chain badges sit on or against their own view, never at the far end of a tag or on another
/// view (issue 12; found by looking at every scene in a small window).
@Suite struct BadgeReachTests {
    /// The centres of the chain badges drawn on the canvas, by number.
    static func badgeCentres(_ list: DisplayList, canvas: Rect) -> [Int: Point] {
        var centres: [Int: Point] = [:]
        for c in list.commands {
            if case let .text(s, at, _, _, .center, _) = c, let n = Int(s), canvas.contains(at) { centres[n] = at }
        }
        return centres
    }

    @Test("51: the keyboard shown by the text field is a view on the canvas: its verdict tag, its badge there, not in the strip",
          arguments: [Language.en, .zh])
    func keyboardIsOnTheCanvas(_ l: Language) throws {
        let document = try UITest.example("51-text-field-and-keyboard")
        var (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: 1280, height: 900, l)
        let scene = try #require(p.scene)
        let keyboard = try #require(scene.views["keyboard"], "the keyboard is among the scene's views while it shows")
        #expect(keyboard is Keyboard)
        #expect(p.story.hitView == "keyboard")
        _ = r.render(width: 1280, height: 900)
        #expect(r.verdictTagRects["keyboard"] != nil, "the keyboard has its verdict tag")
        let canvas = try #require(p.layout).canvas
        let box = Rect(bounding: r.pixelQuad(keyboard))
        let one = try #require(Self.badgeCentres(list, canvas: canvas)[1], "badge 1 is on the canvas")
        #expect(box.contains(one), "badge 1 is on the keyboard")
        let strip = list.commands.contains { if case let .text(s, at, _, _, _, _) = $0 { return s == "keyboard" && at.x < canvas.minX } else { return false } }
        #expect(!strip, "the keyboard is not listed in the strip beside the canvas")
    }

    @Test("03 and 55 in every window size: each view's badge lies on its view or against it (at most a badge away)",
          arguments: ["03-tabbar-button-fixed", "55-collection-view-selection"], [Language.en, .zh])
    func badgesStayBesideTheirViews(_ name: String, _ l: Language) throws {
        let document = try UITest.example(name)
        for size in MarkCollisionTests.sizes {
            let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1, l)
            let scene = try #require(p.scene)
            let canvas = try #require(p.layout).canvas
            let centres = Self.badgeCentres(list, canvas: canvas)
            let radius = r.markSize
            for (i, link) in p.story.chain.enumerated() {
                guard let view = scene.views[link.responder], !(view is Window), let c = centres[i + 1],
                      let visible = r.visibleBox(of: view, quad: r.pixelQuad(view)) else { continue }
                let d = Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius).distance(to: visible)
                #expect(d <= 2 * radius + 8 * r.u + 0.01, "\(name): \(link.responder)'s badge is \(d) px from it at \(size) \(l)")
            }
        }
    }
}
