import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// ``PlaygroundRenderer/isFreeForLabel(_:of:)`` through the frame's grid of views
/// (``LabelObstacles``) answers what a walk of the whole tree answers.
@Suite struct LabelObstaclesTests {
    /// The rule as a walk of the tree (the code the grid replaced); where a label may go at all is
    /// the renderer's own rule, not compared here.
    static func walkAnswer(_ r: PlaygroundRenderer, _ rect: Rect, of view: View) -> Bool {
        guard r.isWithinLabelReach(rect, of: view) else { return false }
        var ancestors: Set<ObjectIdentifier> = []
        var root: View = view
        while let s = root.superview { ancestors.insert(ObjectIdentifier(s)); root = s }
        let line = r.lineHeight(r.viewLabelSize) + 4 * r.u
        var free = true
        let own = Rect(bounding: r.pixelQuad(view))
        func visit(_ v: View, inView: Bool) {
            guard free, !v.isHidden else { return }
            let box = Rect(bounding: r.pixelQuad(v))
            // The view's own subviews lying inside it (all, when it clips) do not count (its
            // label just outside it).
            if v !== view, !ancestors.contains(ObjectIdentifier(v)), !(inView && (view.clipsToBounds || own.contains(box))) {
                if box.insetBy(dx: 0, dy: -line).intersects(rect) { free = false; return }
            }
            for s in v.subviews { visit(s, inView: inView || v === view) }
        }
        visit(root, inView: false)
        return free
    }

    @Test("on every scene, for spots under, over, beside and inside every view, the grid answers what the walk answers")
    func gridAnswersWhatTheWalkAnswers() throws {
        var asked = 0, free = 0
        for name in try ViewCommandCacheTests.sceneNames() {
            let document = try SceneFile.load(ViewCommandCacheTests.root.appendingPathComponent("Scenes/\(name)").path)
            let p = Playground()
            p.show(document)
            let layout = p.layout(width: 1280, height: 900, uiScale: 1)
            let m = FixedWidthTextMeasurer()
            let renderer = PlaygroundRenderer(snapshot: p.snapshot(layout: layout, measurer: m), measurer: m)
            _ = renderer.memo.walk(PlaygroundRenderer.drawingOrder(try #require(p.scene).application))
            for view in try #require(p.scene).views.values.sorted(by: { $0.id < $1.id }) {
                let box = Rect(bounding: renderer.pixelQuad(view))
                let h = renderer.lineHeight(renderer.viewLabelSize)
                for w in [20.0, 60, 140] {
                    for spot in [Rect(x: box.minX, y: box.maxY + 2, width: w, height: h),
                                 Rect(x: box.minX, y: box.minY - h - 2, width: w, height: h),
                                 Rect(x: box.maxX + 3, y: box.minY, width: w, height: h),
                                 Rect(x: box.minX + 4, y: box.minY + 3, width: w, height: h)] {
                        let answer = renderer.isFreeForLabel(spot, of: view)
                        #expect(answer == Self.walkAnswer(renderer, spot, of: view), "\(name): \(view.id) at \(spot)")
                        asked += 1
                        if answer { free += 1 }
                    }
                }
            }
        }
        // Both answers occur, so the comparison means something.
        #expect(asked > 1000 && free > 50 && free < asked - 50, "asked \(asked), free \(free)")
    }
}

/// The label obstacles kept across frames (``ViewCommandCache/labelObstacles(root:key:make:)``) are
/// exactly the ones made anew on the same state, and every input they are made from makes them
/// anew when it changes.
@Suite struct KeptLabelObstaclesTests {
    /// One frame's grids of `p`'s windows, asked through `cache` as a frame asks them, each against
    /// one made anew on the same state: the same views in the same order with the same boxes (all
    /// ``PlaygroundRenderer/isFreeForLabel(_:of:)`` reads of it). Returns the frame's reuses and
    /// makings, and the number of windows.
    @discardableResult
    static func frame(_ p: Playground, _ cache: ViewCommandCache, _ what: String, width: Double = 1280, height: Double = 900,
                      uiScale: Double = 1) throws -> (hits: Int, misses: Int, windows: Int) {
        let m = FixedWidthTextMeasurer()
        let layout = p.layout(width: width, height: height, uiScale: uiScale)
        let snapshot = p.snapshot(layout: layout, measurer: m)
        let kept = PlaygroundRenderer(snapshot: snapshot, measurer: m)
        kept.memo.keeper = (cache, ViewCommandCache.FrameKey(u: layout.uiScale, scale: layout.scale, canvas: layout.canvas, muted: false))
        let fresh = PlaygroundRenderer(snapshot: snapshot, measurer: m)
        let order = PlaygroundRenderer.drawingOrder(try #require(p.scene).application)
        _ = kept.memo.walk(order)
        _ = fresh.memo.walk(order)
        let line = kept.lineHeight(kept.viewLabelSize) + 4 * kept.u
        cache.beginFrame()
        for window in order {
            let grid = kept.labelObstacles(root: window, line: line)
            let made = fresh.freshLabelObstacles(root: window, line: line)
            #expect(grid.views.count == made.views.count && zip(grid.views, made.views).allSatisfy { $0 === $1 },
                    "\(what): \(window.id): the grid holds the views a fresh one holds, in order")
            #expect(grid.grid.rects == made.grid.rects, "\(what): \(window.id): the grid's boxes are the fresh ones")
        }
        let counts = (cache.obstacleHits, cache.obstacleMisses, order.count)
        cache.endFrame()
        return counts
    }

    static func tap(_ p: Playground, at c: Point) {
        let t = p.lastTimestamp + 1
        p.handle(PointerSample(finger: .mouse, phase: .down, pixel: c, timestamp: t))
        p.handle(PointerSample(finger: .mouse, phase: .up, pixel: c, timestamp: t + 0.05))
    }

    static func playground(_ name: String) throws -> Playground {
        let p = Playground()
        p.show(try SceneFile.load(ViewCommandCacheTests.root.appendingPathComponent("Scenes/\(name)").path))
        return p
    }

    @Test("on every scene, taps keep the grids of label obstacles, and each kept grid is the one made anew")
    func tapKeepsTheGrids() throws {
        var frames = 0, reused = 0, listsReused = 0
        for name in try ViewCommandCacheTests.sceneNames() {
            let p = try Self.playground(name)
            let cache = ViewCommandCache()
            let first = try Self.frame(p, cache, "\(name) first")
            #expect(first.hits == 0 && first.misses == first.windows, "\(name): the first frame makes every window's grid")
            let c = p.layout(width: 1280, height: 900, uiScale: 1).canvas.center
            for (i, point) in [c, Point(x: c.x + 48, y: c.y + 36), c].enumerated() {
                Self.tap(p, at: point)
                let after = try Self.frame(p, cache, "\(name) after tap \(i + 1)")
                #expect(after.hits + after.misses == after.windows, "\(name): one grid per window")
                frames += 1
                if after.misses == 0 { reused += 1 }
            }
            // The window's own frames use the kept grids too (where a label asks at all).
            let m = FixedWidthTextMeasurer()
            _ = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: m)
            if p.viewCommandCache.obstacleMisses > 0 {
                Self.tap(p, at: c)
                _ = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: m)
                if p.viewCommandCache.obstacleHits > 0 { listsReused += 1 }
            }
        }
        // Most taps move no view (a few scenes' taps do: a drag, a scroll, a button that moves views).
        #expect(reused * 10 > frames * 7, "frames after a tap that reused every grid: \(reused) of \(frames)")
        #expect(listsReused > 0, "display lists after a tap that reused a grid: \(listsReused)")
    }

    @Test("each input of the grid makes it anew: a view moved, rotated, hidden, removed, put back, a scroll, the canvas, the unit")
    func eachInputMakesItAnew() throws {
        var scrolled = 0
        for name in try ViewCommandCacheTests.sceneNames() {
            let p = try Self.playground(name)
            let cache = ViewCommandCache()
            try Self.frame(p, cache, "\(name) first")
            let unchanged = try Self.frame(p, cache, "\(name) unchanged")
            #expect(unchanged.misses == 0 && unchanged.hits == unchanged.windows, "\(name): an unchanged frame reuses every grid")
            let app = try #require(p.scene?.application)
            let windows = Set(app.windowsFrontToBack.map(ObjectIdentifier.init))
            let views = (p.scene?.views.values.sorted { $0.id < $1.id } ?? []).filter { !windows.contains(ObjectIdentifier($0)) && $0.superview != nil }
            func expectAnew(_ what: String, width: Double = 1280, height: Double = 900, uiScale: Double = 1) throws {
                let frame = try Self.frame(p, cache, "\(name) \(what)", width: width, height: height, uiScale: uiScale)
                #expect(frame.misses > 0, "\(name): \(what) makes a grid anew")
            }
            for v in [views.first, views.last].compactMap({ $0 }) {
                v.center = Point(x: v.center.x + 7, y: v.center.y - 5)
                try expectAnew("\(v.id) moved")
                v.transform = AffineTransform(rotationAngle: 0.2)
                try expectAnew("\(v.id) rotated")
                v.transform = .identity
                v.isHidden.toggle()
                try expectAnew("\(v.id) hidden toggled")
                v.isHidden.toggle()
                try expectAnew("\(v.id) hidden toggled back")
                let parent = try #require(v.superview)
                let index = try #require(parent.subviews.firstIndex { $0 === v })
                v.removeFromSuperview()
                try expectAnew("\(v.id) removed")
                parent.insertSubview(v, at: index)
                try expectAnew("\(v.id) put back")
            }
            if let scroll = views.compactMap({ $0 as? ScrollView }).first {
                scroll.bounds = Rect(x: scroll.bounds.minX, y: scroll.bounds.minY + 9, width: scroll.bounds.width, height: scroll.bounds.height)
                try expectAnew("\(scroll.id) scrolled")
                scrolled += 1
            }
            try expectAnew("another canvas", width: 1100, height: 820)
            try expectAnew("another unit", uiScale: 1.5)
            try expectAnew("back to the first canvas and unit")
            let again = try Self.frame(p, cache, "\(name) unchanged again")
            #expect(again.misses == 0, "\(name): kept again")
        }
        #expect(scrolled > 3, "scenes with a scroll view scrolled: \(scrolled)")
    }

    @Test("while a view animates no grid is kept (presentations move without a version); after the end it is kept again")
    func animationsAreNotKept() throws {
        var checked = 0
        for name in try ViewCommandCacheTests.sceneNames() {
            let p = try Self.playground(name)
            let cache = ViewCommandCache()
            try Self.frame(p, cache, "\(name) first")
            let app = try #require(p.scene?.application)
            let windows = Set(app.windowsFrontToBack.map(ObjectIdentifier.init))
            guard let v = p.scene?.views.values.sorted(by: { $0.id < $1.id }).first(where: { !windows.contains(ObjectIdentifier($0)) && $0.superview != nil }) else { continue }
            p.run([UITest.step(.animate(AnimationStep(view: v.id, changes: [.frame(Rect(x: v.frame.minX + 40, y: v.frame.minY + 30, width: v.frame.width, height: v.frame.height))],
                                                       duration: 1, delay: 0, curve: .linear, allowUserInteraction: true)))])
            p.advanceTime(to: app.animations.time + 0.3)
            #expect(app.animations.isRunning)
            for step in 0..<2 {
                let frame = try Self.frame(p, cache, "\(name) animating \(step)")
                #expect(frame.hits == 0 && frame.misses == 0, "\(name): nothing kept nor reused while \(v.id) animates")
                #expect(app.windowsFrontToBack.allSatisfy { cache.keptObstacles(root: $0) == nil }, "\(name): no grid kept while \(v.id) animates")
                p.advanceTime(to: app.animations.time + 0.2)
            }
            p.advanceTime(to: app.animations.time + 2)
            #expect(!app.animations.isRunning)
            let after = try Self.frame(p, cache, "\(name) after the animation")
            #expect(after.misses == after.windows, "\(name): made and kept again once nothing animates")
            let next = try Self.frame(p, cache, "\(name) after the animation, again")
            #expect(next.hits == next.windows, "\(name): reused again")
            checked += 1
            if checked == 4 { break }
        }
        #expect(checked == 4)
    }
}
