import Testing
import TouchScopeCore
@testable import TouchScopeUI

@Suite("PlaygroundLayout")
struct PlaygroundLayoutTests {
    static let windows: [(Double, Double, Double)] = [(1200, 900, 1), (1400, 700, 1), (2400, 1800, 2), (800, 1200, 1), (3000, 600, 1)]
    static let canvases = [Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 500, height: 500)]

    @Test("the canvas keeps the scene's aspect ratio and one scale for both axes")
    func aspectRatio() {
        for (w, h, u) in Self.windows {
            for size in Self.canvases {
                let l = PlaygroundLayout(width: w, height: h, uiScale: u, canvasSize: size)
                #expect(abs(l.canvas.width / l.canvas.height - size.width / size.height) < 1e-9, "\(w)x\(h) \(size)")
                #expect(abs(l.canvas.width - size.width * l.scale) < 1e-9)
                #expect(abs(l.canvas.height - size.height * l.scale) < 1e-9)
            }
        }
    }

    @Test("the canvas fits in the window beside the panel, below the status bar")
    func canvasFitsBesidePanel() {
        for (w, h, u) in Self.windows {
            for size in Self.canvases {
                let l = PlaygroundLayout(width: w, height: h, uiScale: u, canvasSize: size)
                #expect(l.canvas.minX >= 0, "\(w)x\(h) \(size)")
                #expect(l.canvas.maxX <= l.panel.minX, "\(w)x\(h) \(size)")
                #expect(l.canvas.minY >= 20 * u)
                #expect(l.canvas.maxY <= h)
                // It fills the space: one of the two dimensions is (about) at its limit.
                let availW = w - l.panel.width - 32 * u, availH = h - 34 * u - 16 * u - 56 * u
                #expect(abs(l.canvas.width - availW) < 1e-6 || abs(l.canvas.height - availH) < 1e-6)
            }
        }
    }

    @Test("point(pixel(p)) == p and pixel(point(q)) == q")
    func roundTrip() {
        let l = PlaygroundLayout(width: 1234, height: 877, uiScale: 1, canvasSize: Size(width: 390, height: 844))
        for p in [Point(x: 0, y: 0), Point(x: 195, y: 422), Point(x: 390, y: 844), Point(x: -10, y: 1000), Point(x: 17.25, y: 3.5)] {
            let back = l.point(l.pixel(p))
            #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9, "\(p) -> \(back)")
        }
        let q = Point(x: 700, y: 300)
        let there = l.pixel(l.point(q))
        #expect(abs(there.x - q.x) < 1e-9 && abs(there.y - q.y) < 1e-9)
        // The canvas corners map to the canvas rectangle.
        #expect(UITest.close(l.pixel(.zero), l.canvas.origin))
        #expect(UITest.close(l.pixelRect(Rect(x: 0, y: 0, width: 390, height: 844)), l.canvas, tolerance: 1e-9))
    }

    @Test("the panel runs the full height along the right edge")
    func panelOnTheRight() {
        for (w, h, u) in Self.windows {
            let l = PlaygroundLayout(width: w, height: h, uiScale: u, canvasSize: Size(width: 390, height: 844))
            #expect(l.panel.maxX == w)
            #expect(l.panel.minY == 0 && l.panel.height == h)
            #expect(l.panel.minX > l.canvas.maxX)
            #expect(l.panel.width > 0 && l.panel.width <= w * 0.55 + 1e-9)
        }
    }

    @Test("the legend strip lies below the canvas and left of the panel")
    func legendBelowCanvas() {
        for (w, h, u) in Self.windows {
            let l = PlaygroundLayout(width: w, height: h, uiScale: u, canvasSize: Size(width: 390, height: 844))
            #expect(l.legend.minY >= l.canvas.maxY)
            #expect(l.legend.maxY <= h + 1e-9)
            #expect(l.legend.maxX <= l.panel.minX)
            #expect(l.legend.height > 20 * u, "room for at least one legend line in \(w)x\(h)")
        }
    }

    @Test("uiScale 2 doubles the panel width (and the canvas keeps its proportion)")
    func highDPI() {
        let one = PlaygroundLayout(width: 1400, height: 900, uiScale: 1, canvasSize: Size(width: 390, height: 844))
        let two = PlaygroundLayout(width: 2800, height: 1800, uiScale: 2, canvasSize: Size(width: 390, height: 844))
        #expect(one.panel.width == PlaygroundLayout.panelWidth)
        #expect(two.panel.width == 2 * one.panel.width)
        #expect(abs(two.scale - 2 * one.scale) < 1e-9)
        #expect(abs(two.canvas.minY - 2 * one.canvas.minY) < 1)
    }
}
