import Testing
@testable import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The frame's memo (``FrameMemo``) and the label lines left out far off the canvas give what
/// computing everything afresh gives, on a scrolled list of rows (issue 14 item 7).
@Suite("One walk per frame: the frame memo and labels far off the canvas")
struct FrameMemoTests {
    /// A 300 x 400 clipping list of `rows` rows of 40 points (a caption-bearing slider every
    /// tenth row), scrolled by a drag of `drag` points; its renderer.
    func scrolled(rows: Int, drag: Double) throws -> (Playground, PlaygroundRenderer) {
        var yaml = """
        title: T
        window:
          subviews:
            - id: list
              kind: scrollView
              frame: [20, 20, 300, 400]
              clips: true
              contentSize: [300, \(rows * 40)]
              subviews:

        """
        for i in 0..<rows {
            let kind = i % 10 == 3 ? ", kind: slider" : ""
            yaml += "        - {id: row\(i), frame: [0, \(i * 40), 300, 40]\(kind)}\n"
        }
        let p = UITest.playground(try UITest.parse(yaml, path: "t.yaml"))
        let layout = try #require(p.layout)
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 150, y: 380)), t: 1))
        for i in 1...8 { p.handle(UITest.pointer(.move, layout.pixel(Point(x: 150, y: 380 - drag * Double(i) / 8)), t: 1 + Double(i) * 0.02)) }
        let renderer = PlaygroundRenderer(snapshot: p.snapshot(layout: layout, measurer: FixedWidthTextMeasurer()),
                                          measurer: FixedWidthTextMeasurer())
        return (p, renderer)
    }

    @Test("the memo's walk is Drawing.visit's, step for step, and is kept for the same windows")
    func walkIsDrawingsWalk() throws {
        let (p, renderer) = try scrolled(rows: 60, drag: 300)
        let windows = PlaygroundRenderer.drawingOrder(try #require(p.scene).application)
        var expected: [(View, Bool, [Point], Rect?)] = []
        Drawing.visit(windows, enter: { expected.append(($0.view, true, $0.quad, $0.clip)) },
                      exit: { expected.append(($0.view, false, $0.quad, $0.clip)) })
        let walk = renderer.memo.walk(windows)
        #expect(walk.count == expected.count)
        for (a, b) in zip(walk, expected) {
            #expect(a.drawn.view === b.0 && a.enter == b.1 && a.drawn.quad == b.2 && a.drawn.clip == b.3)
        }
        #expect(renderer.memo.walk(windows).count == walk.count)
        #expect(renderer.memo.walk([]).isEmpty, "other windows: walked again")
    }

    @Test("a view's quadrilateral from the frame's walk is the view's own, drawn and model; none before the walk")
    func quadsFromTheWalk() throws {
        let (p, renderer) = try scrolled(rows: 60, drag: 300)
        let scene = try #require(p.scene)
        let windows = PlaygroundRenderer.drawingOrder(scene.application)
        let row = try #require(scene.views["row7"])
        #expect(renderer.memo.quad(of: row) == nil, "no walk yet: the caller computes it")
        #expect(renderer.pixelQuad(row) == row.presentationScreenQuad.map(renderer.layout.pixel))
        _ = renderer.memo.walk(windows)
        var count = 0
        Drawing.visit(windows, enter: { drawn in
            count += 1
            let known = renderer.memo.quad(of: drawn.view)
            #expect(known?.drawn == drawn.view.presentationScreenQuad)
            #expect(known?.isModel == true, "nothing animates here")
            #expect(renderer.pixelQuad(drawn.view) == drawn.view.presentationScreenQuad.map(renderer.layout.pixel))
            #expect(renderer.modelPixelQuad(drawn.view) == drawn.view.screenQuad.map(renderer.layout.pixel))
        })
        #expect(count > 60)
        // A view in mid-animation: drawn where its presentation is, its model quad its own.
        var moved = ViewPresentation(model: row)
        moved.center = Point(x: moved.center.x + 37, y: moved.center.y)
        row.presentation = moved
        let fresh = PlaygroundRenderer(snapshot: p.snapshot(layout: renderer.layout, measurer: FixedWidthTextMeasurer()),
                                       measurer: FixedWidthTextMeasurer())
        _ = fresh.memo.walk(windows)
        #expect(fresh.memo.quad(of: row)?.isModel == false)
        #expect(fresh.pixelQuad(row) == row.presentationScreenQuad.map(fresh.layout.pixel))
        #expect(fresh.modelPixelQuad(row) == row.screenQuad.map(fresh.layout.pixel))
        #expect(fresh.pixelQuad(row) != fresh.modelPixelQuad(row))
        row.presentation = nil
    }

    @Test("label lines left out are those of views far off the canvas; every other one is the view's own")
    func labelsFarOffTheCanvasOnly() throws {
        let (p, renderer) = try scrolled(rows: 200, drag: 600)
        let windows = PlaygroundRenderer.drawingOrder(try #require(p.scene).application)
        let byID = renderer.labelLines(windows)
        let canvas = renderer.layout.canvas
        var leftOut = 0
        Drawing.visit(windows, enter: { drawn in
            let full = renderer.labelLine(of: drawn.view, quad: drawn.quad.map(renderer.layout.pixel))
            if let kept = byID[drawn.view.id] {
                #expect(kept == full)
            } else if let full {
                leftOut += 1
                // Far: not within a tag's or a badge's reach of the canvas.
                #expect(!full.insetBy(dx: -100, dy: -100).intersects(canvas), "\(drawn.view.id) left out but near")
            }
        })
        #expect(leftOut > 100, "most rows are far out of sight")
        #expect(byID.values.contains { $0.intersects(canvas) })
    }

    @Test("the clip region of a row is its superview's, computed once, and the same as walking up")
    func clipRegionShared() throws {
        let (p, renderer) = try scrolled(rows: 30, drag: 200)
        let scene = try #require(p.scene)
        let list = try #require(scene.views["list"])
        // The walk up the ancestors, as clipRegion did before it was kept per superview.
        var expected: Rect? = renderer.layout.canvas
        var ancestor: View? = list
        while let a = ancestor, let r = expected {
            if a.clipsToBounds { expected = r.intersection(Rect(bounding: a.screenQuad.map(renderer.layout.pixel))) }
            ancestor = a.superview
        }
        for row in list.subviews { #expect(renderer.clipRegion(of: row) == expected) }
        #expect(renderer.memo.clipRegions.count == 1)
    }
}

/// Cutting outlines around the views in front (`subtract(_:holes:limit:)`) gives the pieces the
/// plain algorithm gives: every piece cut by every hole, slivers dropped after each hole.
@Suite("Cutting rectangles by holes")
struct SubtractHolesTests {
    /// The plain algorithm, as it was before the fast path.
    static func reference(_ rects: [Rect], holes: [Rect], limit: Int) -> [Rect]? {
        var pieces = rects
        for hole in holes {
            var next: [Rect] = []
            for p in pieces { next.append(contentsOf: PlaygroundRenderer.subtract(p, hole)) }
            pieces = next.filter { $0.width >= 0.5 && $0.height >= 0.5 }
            if pieces.count > limit { return nil }
        }
        return pieces
    }

    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    @Test("the same pieces in the same order as the plain algorithm, on random outlines and holes")
    func sameAsPlain() {
        var g = Generator(state: 17)
        func d(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &g) }
        var nilCount = 0
        for round in 0..<2000 {
            let box = Rect(x: d(0...100), y: d(0...100), width: d(0.2...300), height: d(0.2...300))
            let bands = PlaygroundRenderer.edgeBands(of: box, thickness: d(0.3...8))
            let holes = (0..<Int.random(in: 0...40, using: &g)).map { _ in
                Rect(x: d(-20...400), y: d(-20...400), width: d(0.1...120), height: d(0.1...120))
            }
            let limit = round % 3 == 0 ? 6 : 256
            let fast = PlaygroundRenderer.subtract(bands, holes: holes, limit: limit)
            #expect(fast == Self.reference(bands, holes: holes, limit: limit), "round \(round)")
            if fast == nil { nilCount += 1 }
        }
        #expect(nilCount > 0, "some rounds exceed the limit, so that path is compared too")
    }
}
