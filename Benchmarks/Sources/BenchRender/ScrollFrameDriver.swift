import BenchSupport
import Foundation
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

/// A frame of a drag scrolling a scroll view whose content holds `views` views (issue 14): one
/// mouse move that changes the offset (dispatch, the pan, the patched hit-test index, the hit
/// map and dead zones if shown), the display list and the software renderer at 1280 x 900.
/// `overlays`: every overlay on (the touch's and the scene's: hit areas, dead zones, the hit
/// map), or the playground's defaults (the touch's overlays only, as a user sees the scene).
public final class ScrollFrameDriver {
    /// Which overlays a benchmark frame shows.
    public enum Overlays: String, CaseIterable, Sendable {
        /// Every overlay on.
        case all
        /// What the playground shows when it starts (``Overlay/touchOverlays``).
        case defaults
    }

    public let playground = Playground()
    public let renderer: HeadlessRenderer
    public let width = 1280, height = 900
    private var time = 0.0
    private var y = 0.0
    private var direction = -1.0
    private let x: Double
    private let top: Double, bottom: Double

    /// The scene: a 390 x 844 clipping scroll view filling the window, `views` rows of 40 points.
    public static func scene(views: Int) throws -> SceneDocument {
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
        return try SceneParser.parse(yaml, path: "scroll-bench.yaml")
    }

    /// Shows the scene in `playground` with `overlays`; returns the canvas.
    static func show(_ playground: Playground, views: Int, overlays: Overlays) throws -> Rect {
        playground.show(try scene(views: views))
        for overlay in Overlay.allCases where overlays == .all && !playground.overlays.contains(overlay) {
            playground.perform(.toggleOverlay(overlay))
        }
        return playground.layout(width: 1280, height: 900, uiScale: 1).canvas
    }

    public init(views: Int, overlays: Overlays = .all) throws {
        renderer = try HeadlessRenderer(fontURL: AssetLocator.fontURL())
        let c = try Self.show(playground, views: views, overlays: overlays)
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
        let list = displayList()
        let t2 = DispatchTime.now().uptimeNanoseconds
        try renderer.draw(list)
        let t3 = DispatchTime.now().uptimeNanoseconds
        return (Double(t1 - t0) / 1e6, Double(t2 - t1) / 1e6, Double(t3 - t2) / 1e6)
    }

    public func displayList() -> DisplayList {
        playground.displayList(width: width, height: height, uiScale: 1, measurer: renderer.measurer)
    }

    /// The hit-test index builds so far (scrolling must not add any).
    public var indexBuilds: Int { playground.scene?.application.hitTester.indexBuilds ?? -1 }
}

/// Frames of flinging the same scroll view: a flick (five moves of 80 pixels, 1/60 s apart,
/// lifted without resting: about 4,800 points a second), then deceleration frames at 1/60 s
/// steps on the input clock until it stops, then a flick the other way, and so on for
/// `seconds` (5 s: 300 frames). `overlays` as in ``ScrollFrameDriver``.
public final class FlingFrameDriver {
    public let playground = Playground()
    public let renderer: HeadlessRenderer
    public let width = 1280, height = 900
    private let x: Double, top: Double, bottom: Double
    private var time = 0.0
    /// Pending input of the current flick (one sample per frame), then deceleration.
    private var queue: [PointerSample] = []
    private var upwards = true
    public private(set) var flicks = 0
    public private(set) var decelerationFrames = 0
    private let list: ScrollView?

    public init(views: Int, overlays: ScrollFrameDriver.Overlays = .all) throws {
        renderer = try HeadlessRenderer(fontURL: AssetLocator.fontURL())
        let c = try ScrollFrameDriver.show(playground, views: views, overlays: overlays)
        x = c.midX
        top = c.minY + c.height * 0.25
        bottom = c.minY + c.height * 0.75
        list = playground.scene?.views["list"] as? ScrollView
    }

    /// Whether the scroll view is still moving after the last flick.
    public var isDecelerating: Bool { list?.isDecelerating ?? false }
    /// The scroll view's offset (points).
    public var offset: Double { list?.contentOffset.y ?? 0 }

    private func queueFlick() {
        flicks += 1
        let from = upwards ? bottom : top
        let d = upwards ? -80.0 : 80.0
        queue.append(PointerSample(finger: .mouse, phase: .down, pixel: Point(x: x, y: from), timestamp: 0))
        for i in 1...5 { queue.append(PointerSample(finger: .mouse, phase: .move, pixel: Point(x: x, y: from + d * Double(i)), timestamp: 0)) }
        queue.append(PointerSample(finger: .mouse, phase: .up, pixel: Point(x: x, y: from + d * 5), timestamp: 0))
        upwards.toggle()
    }

    /// What happens before frame `n` (1/60 s after the last): the flick's next sample, or the
    /// clock moving on while it decelerates, or a new flick once it stopped.
    private func input() {
        time += 1.0 / 60
        if queue.isEmpty && !isDecelerating { queueFlick() }
        if !queue.isEmpty {
            var s = queue.removeFirst()
            s = PointerSample(finger: s.finger, phase: s.phase, pixel: s.pixel, timestamp: time)
            playground.handle(s)
            // The lift is the flick's last sample; its frame also starts the deceleration.
            if s.phase != .up { return }
        }
        decelerationFrames += 1
        playground.advanceTime(to: time)
    }

    /// One frame: the input, the display list and the draw; milliseconds of each part.
    @discardableResult
    public func frame() throws -> (input: Double, list: Double, draw: Double) {
        let t0 = DispatchTime.now().uptimeNanoseconds
        input()
        let t1 = DispatchTime.now().uptimeNanoseconds
        let list = playground.displayList(width: width, height: height, uiScale: 1, measurer: renderer.measurer)
        let t2 = DispatchTime.now().uptimeNanoseconds
        try renderer.draw(list)
        let t3 = DispatchTime.now().uptimeNanoseconds
        return (Double(t1 - t0) / 1e6, Double(t2 - t1) / 1e6, Double(t3 - t2) / 1e6)
    }

    public func displayList() -> DisplayList {
        playground.displayList(width: width, height: height, uiScale: 1, measurer: renderer.measurer)
    }

    /// Draws the scene once with no input, as the window shows a scene before it is touched
    /// (the renderer's text cache filled, as it is in the window when the first flick comes).
    public func showScene() throws { try renderer.draw(displayList()) }
}
