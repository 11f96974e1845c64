import BenchSupport
import Foundation
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

/// A frame of a drag scrolling a scroll view whose content holds `views` views (issue 14): one
/// mouse move that changes the offset (dispatch, the pan, the patched hit-test index, the hit
/// map and dead zones if shown), the display list and the software renderer at 1280 x 900.
public final class ScrollFrameDriver {
    public let playground = Playground()
    public let renderer: HeadlessRenderer
    public let width = 1280, height = 900
    private var time = 0.0
    private var y = 0.0
    private var direction = -1.0
    private let x: Double
    private let top: Double, bottom: Double

    public init(views: Int) throws {
        renderer = try HeadlessRenderer(fontURL: AssetLocator.fontURL())
        var yaml = """
        title: "Scroll frame, \(views) views"
        window:
          subviews:
            - id: list
              kind: scrollView
              frame: [0, 0, 390, 844]
              clips: true
              contentSize: [390, \(views * 40)]
              subviews:

        """
        for i in 0..<views {
            yaml += "        - {id: row\(i), frame: [0, \(i * 40), 390, 40], color: \"#\(i % 2 == 0 ? "FFFFFF" : "E5E5EA")\"}\n"
        }
        playground.show(try SceneParser.parse(yaml, path: "scroll-bench.yaml"))
        let layout = playground.layout(width: Double(width), height: Double(height), uiScale: 1)
        let c = layout.canvas
        x = c.midX
        top = c.minY + c.height * 0.25
        bottom = c.minY + c.height * 0.75
        y = bottom
        playground.handle(PointerSample(finger: .mouse, phase: .down, pixel: Point(x: x, y: y), timestamp: 0))
        // Past the pan's threshold: every later move scrolls.
        for _ in 0..<4 { step() }
    }

    /// One move of the finger (3 pixels, back and forth between a quarter and three quarters of
    /// the canvas), 1/60 s after the last.
    private func step() {
        y += 3 * direction
        if y < top || y > bottom { direction = -direction; y += 6 * direction }
        time += 1.0 / 60
        playground.handle(PointerSample(finger: .mouse, phase: .move, pixel: Point(x: x, y: y), timestamp: time))
    }

    /// One frame: the move, then the display list drawn. Returns the milliseconds of each part
    /// (the move's dispatch, the display list, the software draw).
    @discardableResult
    public func frame() throws -> (move: Double, list: Double, draw: Double) {
        let t0 = DispatchTime.now().uptimeNanoseconds
        step()
        let t1 = DispatchTime.now().uptimeNanoseconds
        let list = playground.displayList(width: width, height: height, uiScale: 1, measurer: renderer.measurer)
        let t2 = DispatchTime.now().uptimeNanoseconds
        try renderer.draw(list)
        let t3 = DispatchTime.now().uptimeNanoseconds
        return (Double(t1 - t0) / 1e6, Double(t2 - t1) / 1e6, Double(t3 - t2) / 1e6)
    }

    /// The hit-test index builds so far (scrolling must not add any).
    public var indexBuilds: Int { playground.scene?.application.hitTester.indexBuilds ?? -1 }
}
