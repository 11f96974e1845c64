import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeTestSupport
@testable import TouchScopeUI

/// The views' own commands kept from the last frame (``ViewCommandCache``) are exactly the ones
/// a frame made from scratch would have: the cache is invalidated by every change that matters.
@Suite struct ViewCommandCacheTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func sceneNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenes").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The display list with the cache (as the window draws it), then with the cache off on the
    /// same state: the same commands, and runs that lie inside the list without overlapping.
    static func expectCacheMatchesFresh(_ p: Playground, _ what: String, hits: inout Int) {
        let m = FixedWidthTextMeasurer()
        let cached = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: m)
        hits += p.viewCommandCache.hits + p.viewCommandCache.outlineHits
        p.viewCommandCache.isEnabled = false
        let fresh = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: m)
        p.viewCommandCache.isEnabled = true
        #expect(fresh.runs.runs.isEmpty, "\(what): no runs without the cache")
        #expect(cached.marks == fresh.marks, "\(what): the same overlay marks with the caches and without")
        guard cached.commands != fresh.commands else {
            var end = 0
            for run in cached.runs.runs {
                #expect(run.start >= end && run.count > 0 && run.start + run.count <= cached.commands.count, "\(what): run \(run)")
                end = run.start + run.count
            }
            return
        }
        let first = zip(cached.commands, fresh.commands).enumerated().first { $0.element.0 != $0.element.1 }
        Issue.record("\(what): cached list differs from a fresh one (\(cached.commands.count) vs \(fresh.commands.count) commands; first difference at \(first.map { "\($0.offset): \($0.element.0) vs \($0.element.1)" } ?? "the end"))")
    }

    @Test("every scene, after every step of its script, what-if changes, scrolling and animation, draws with the cache what it draws without")
    func cachedListEqualsAFreshOneAfterEveryStep() throws {
        var hits = 0
        // Every scene in a full sweep; `./test` takes ten spread over the list (docs/testing.md).
        let names = Sweep.sample(try Self.sceneNames(), count: 10)
        for name in names {
            let document = try SceneFile.load(Self.root.appendingPathComponent("Scenes/\(name)").path)
            let p = Playground()
            p.show(document)
            _ = p.layout(width: 1280, height: 900, uiScale: 1)
            Self.expectCacheMatchesFresh(p, "\(name) shown", hits: &hits)
            // Twice: the second frame is the one that reuses commands.
            Self.expectCacheMatchesFresh(p, "\(name) shown again", hits: &hits)
            for (i, step) in document.script.enumerated() {
                p.run([step])
                Self.expectCacheMatchesFresh(p, "\(name) after step \(i + 1)", hits: &hits)
                // Time passes: animations and decelerations move views without any input.
                p.advanceTime(to: p.lastTimestamp + 0.15)
                Self.expectCacheMatchesFresh(p, "\(name) 0.15 s after step \(i + 1)", hits: &hits)
            }
            // What-if changes on views that are not controls and on controls, and undone.
            let ids = (p.scene?.views.keys.sorted() ?? []).filter { $0 != p.scene?.application.windowsFrontToBack.first?.id }
            for id in ids.prefix(4) {
                p.select(id)
                Self.expectCacheMatchesFresh(p, "\(name) \(id) selected", hits: &hits)
                for property in [WhatIfProperty.alpha, .hidden, .clips, .enabled] {
                    p.whatIf(property)
                    Self.expectCacheMatchesFresh(p, "\(name) \(id) what-if \(property)", hits: &hits)
                }
            }
            p.select(nil)
            // Overlays that change how views are drawn: muted colours, dead zones on the views.
            for overlay in [Overlay.verdicts, .chain, .hitView] {
                p.setOverlay(overlay, !p.overlays.contains(overlay))
                Self.expectCacheMatchesFresh(p, "\(name) \(overlay) toggled", hits: &hits)
            }
            p.setOverlay(.deadZones, true)
            Self.expectCacheMatchesFresh(p, "\(name) dead zones on", hits: &hits)
            p.setOverlay(.deadZones, false)
            Self.expectCacheMatchesFresh(p, "\(name) dead zones off", hits: &hits)
            p.language = .zh
            Self.expectCacheMatchesFresh(p, "\(name) in Chinese", hits: &hits)
        }
        // The test is about reuse: most views' commands must have come from the cache.
        #expect(hits > 40 * names.count, "\(hits) reuses over \(names.count) scenes")
    }

    @Test("a view moved, recoloured, retitled or made translucent is drawn anew, the others are reused")
    func changedViewIsDrawnAnew() throws {
        let document = try SceneFile.load(Self.root.appendingPathComponent("Scenes/08-paging-scroll-view.yaml").path)
        let p = Playground()
        p.show(document)
        _ = p.layout(width: 1280, height: 900, uiScale: 1)
        var hits = 0
        Self.expectCacheMatchesFresh(p, "first", hits: &hits)
        Self.expectCacheMatchesFresh(p, "second", hits: &hits)
        let cache = p.viewCommandCache
        let all = cache.hits
        #expect(all > 0 && cache.misses == 0, "an unchanged frame reuses every cacheable view")
        // A view without subviews, in a scene with several (a container's label keeps off its
        // subviews' labels, so it is never kept: ViewCommandCache).
        let view = try #require(p.scene?.views.values.sorted { $0.id < $1.id }.first { !($0 is Window) && !($0 is Control) && $0.superview != nil && $0.subviews.isEmpty })
        let changes: [(String, () -> Void)] = [
            ("moved", { view.frame = view.frame.offsetBy(dx: 7, dy: 3) }),
            ("recoloured", { view.backgroundColor = Color(red: 1, green: 2, blue: 3) }),
            ("retitled", { view.text = view.text + "!" }),
            ("translucent", { view.alpha = 0.5 }),
            ("clipping", { view.clipsToBounds.toggle() }),
        ]
        for (what, change) in changes {
            change()
            p.needsRedraw = true
            Self.expectCacheMatchesFresh(p, what, hits: &hits)
            #expect(cache.misses >= 1, "\(what): the changed view is drawn anew")
            #expect(cache.hits >= 1, "\(what): the unchanged views are reused")
        }
    }
}

/// Containers' id labels (placed by asking the whole scene) are kept across frames while
/// nothing they are placed from changes, and made anew when it does: a what-if that toggles
/// a container's clipsToBounds (which moves its ``View/drawingVersion``) or its alpha; a
/// subview's text or a container's clipping set directly.
@Suite struct KeptContainerLabelTests {
    @Test("55: the second frame reuses every container label; a clips or alpha toggle makes them anew, as a fresh list does")
    func containerLabelsKept() throws {
        let p = UITest.playground(try UITest.example("55-collection-view-selection"), width: 1280, height: 900)
        let m = FixedWidthTextMeasurer()
        _ = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: m)
        #expect(p.viewCommandCache.containerLabelMisses > 0, "the first frame makes them")
        _ = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: m)
        #expect(p.viewCommandCache.containerLabelMisses == 0 && p.viewCommandCache.containerLabelHits > 0, "the second keeps them")
        var hits = 0
        for property in [WhatIfProperty.clips, .alpha] {
            p.select("strip")
            p.whatIf(property)
            _ = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: m)
            #expect(p.viewCommandCache.containerLabelMisses > 0, "\(property) on strip makes them anew")
            ViewCommandCacheTests.expectCacheMatchesFresh(p, "55 after \(property)", hits: &hits)
        }
        // Set directly, not through a what-if: a cell's text grows (its label now takes more of
        // the grid), the strip stops clipping.
        let scene = try #require(p.scene)
        let cell = try #require(scene.views["photo1"])
        let strip = try #require(scene.views["strip"])
        for (what, change) in [("a cell retitled", { cell.text += " with a much longer title" }), ("strip unclipped", { strip.clipsToBounds.toggle() })] {
            _ = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: m)
            change()
            _ = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: m)
            #expect(p.viewCommandCache.containerLabelMisses > 0, "\(what) makes them anew")
            ViewCommandCacheTests.expectCacheMatchesFresh(p, "55 after \(what)", hits: &hits)
        }
    }
}
