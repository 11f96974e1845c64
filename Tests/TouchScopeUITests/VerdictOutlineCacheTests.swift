import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The verdict outlines kept from the last frame (``ViewCommandCache/outline(for:key:)``) are
/// exactly the ones made anew, and each input they are made from makes them anew when it changes.
@Suite struct VerdictOutlineCacheTests {
    /// Scene 01 tapped in the middle of its canvas: every verdict drawn, outlines cut by views in front.
    static func tapped() throws -> Playground {
        let document = try SceneFile.load(ViewCommandCacheTests.root.appendingPathComponent("Scenes/01-responder-chain.yaml").path)
        let p = Playground()
        p.show(document)
        tap(p, at: p.layout(width: 1280, height: 900, uiScale: 1).canvas.center)
        return p
    }

    static func tap(_ p: Playground, at c: Point) {
        let t = p.lastTimestamp + 1
        p.handle(PointerSample(finger: .mouse, phase: .down, pixel: c, timestamp: t))
        p.handle(PointerSample(finger: .mouse, phase: .up, pixel: c, timestamp: t + 0.05))
    }

    /// The list with the caches, then without, at `width` x `height` and `uiScale`: the same
    /// commands and marks; the verdict outlines' runs inside the list, in order, not overlapping.
    static func expectSame(_ p: Playground, _ what: String, width: Int = 1280, height: Int = 900, uiScale: Double = 1) {
        let m = FixedWidthTextMeasurer()
        let cached = p.displayList(width: width, height: height, uiScale: uiScale, measurer: m)
        let cache = p.viewCommandCache
        let (hits, misses) = (cache.outlineHits, cache.outlineMisses)
        cache.isEnabled = false
        let fresh = p.displayList(width: width, height: height, uiScale: uiScale, measurer: m)
        cache.isEnabled = true
        // The counts of the cached frame, not of the fresh one (which does not use the cache).
        cache.outlineHits = hits
        cache.outlineMisses = misses
        #expect(cached.commands == fresh.commands, "\(what): the same commands with the outline cache and without")
        #expect(cached.marks == fresh.marks, "\(what): the same marks with the outline cache and without")
        var end = 0
        for run in cached.runs.runs {
            #expect(run.start >= end && run.count > 0 && run.start + run.count <= cached.commands.count, "\(what): run \(run)")
            end = run.start + run.count
        }
    }

    @Test("an unchanged frame after a tap reuses every verdict outline, with the same list as without the cache")
    func unchangedFrameReusesEveryOutline() throws {
        let p = try Self.tapped()
        Self.expectSame(p, "first")
        let cache = p.viewCommandCache
        #expect(cache.outlineMisses > 0, "the first frame makes the outlines")
        Self.expectSame(p, "second")
        #expect(cache.outlineHits > 0 && cache.outlineMisses == 0, "the second frame reuses them all")
    }

    @Test("each input of a verdict outline makes it anew: verdict, geometry, views in front, clip, unit, canvas, visibility")
    func eachInputInvalidates() throws {
        let p = try Self.tapped()
        Self.expectSame(p, "first")
        Self.expectSame(p, "second")
        let cache = p.viewCommandCache
        let scene = try #require(p.scene)
        // A visited view that is not a window and has a superview and subviews (a container).
        let visited = p.story.visits.compactMap { scene.views[$0.view] }.filter { !($0 is Window) && $0.superview != nil }
        let container = try #require(visited.first { !$0.subviews.isEmpty })
        let leaf = try #require(visited.last)
        let changes: [(String, () -> Void)] = [
            ("a visited view moved", { leaf.frame = leaf.frame.offsetBy(dx: 5, dy: 4) }),
            ("a view in front of a visited container moved", {
                if let front = container.subviews.first { front.frame = front.frame.offsetBy(dx: 9, dy: 0) }
            }),
            ("a visited view's superview clips", { leaf.superview?.clipsToBounds.toggle() }),
            ("a visited view made transparent (dotted)", { leaf.alpha = 0 }),
        ]
        for (what, change) in changes {
            change()
            p.needsRedraw = true
            Self.expectSame(p, what)
            #expect(cache.outlineMisses >= 1, "\(what): its outline is made anew")
            Self.expectSame(p, "\(what), again")
            #expect(cache.outlineMisses == 0, "\(what), again: nothing changed since, nothing is made")
        }
        // Another tap: other verdicts (colours and styles) for some views, the same for others.
        let canvas = p.layout(width: 1280, height: 900, uiScale: 1).canvas
        Self.tap(p, at: Point(x: canvas.minX + 20, y: canvas.minY + 20))
        Self.expectSame(p, "tapped elsewhere")
        #expect(cache.outlineMisses >= 1, "tapped elsewhere: changed verdicts are drawn anew")
        // The unit (line widths) and the canvas (the window's size).
        Self.expectSame(p, "at scale 2", uiScale: 2)
        #expect(cache.outlineMisses >= 1 && cache.outlineHits == 0, "another unit: every outline is made anew")
        Self.expectSame(p, "in a larger window", width: 1500, height: 1000)
        #expect(cache.outlineMisses >= 1 && cache.outlineHits == 0, "another canvas: every outline is made anew")
    }

    @Test("taps alternating between two places: only the outlines whose verdict flipped are made anew")
    func alternatingTapsRemakeOnlyFlippedVerdicts() throws {
        let p = try Self.tapped()
        let canvas = p.layout(width: 1280, height: 900, uiScale: 1).canvas
        let a = canvas.center, b = Point(x: canvas.minX + 20, y: canvas.minY + 20)
        var verdicts: [[String: HitTestVerdict]] = []
        for point in [b, a, b] {
            Self.tap(p, at: point)
            Self.expectSame(p, "tap at \(point)")
            verdicts.append(Dictionary(p.story.visits.map { ($0.view, $0.verdict) }) { $1 })
        }
        // The third tap (at b again): a view visited at a too with another verdict is made anew;
        // every other one was kept (from the first tap at b, or from the tap at a).
        let flipped = verdicts[2].filter { view, verdict in verdicts[1][view].map { $0 != verdict } ?? false }.count
        #expect(flipped >= 1, "the scene's taps change some verdict")
        #expect(p.viewCommandCache.outlineMisses == flipped)
        #expect(p.viewCommandCache.outlineHits >= 1)
    }
}
