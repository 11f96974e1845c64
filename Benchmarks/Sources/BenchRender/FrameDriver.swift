import BenchSupport
import Foundation
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

/// A playground frame with every overlay on: the generated scene, a tap on it, the display list
/// and the software renderer at 1280 x 900.
public final class FrameDriver {
    public let playground = Playground()
    public let renderer: HeadlessRenderer
    public let width = 1280, height = 900

    public init(views: Int) throws {
        renderer = try HeadlessRenderer(fontURL: AssetLocator.fontURL())
        playground.show(try SceneGen.document(views: views))
        let layout = playground.layout(width: Double(width), height: Double(height), uiScale: 1)
        // A tap in the middle of the canvas: hit view, verdicts and the chain all have content.
        let c = layout.canvas.center
        playground.handle(PointerSample(finger: .mouse, phase: .down, pixel: c, timestamp: 0))
        playground.handle(PointerSample(finger: .mouse, phase: .up, pixel: c, timestamp: 0.05))
    }

    private var taps = 0

    /// A tap at one of two points in turn (so every tap moves the overlays), then the frame:
    /// what the window draws after a tap. Returns the milliseconds of the display list and of
    /// drawing it.
    @discardableResult
    public func tapFrame() throws -> (list: Double, draw: Double) {
        let c = playground.layout?.canvas.center ?? Point(x: 640, y: 450)
        let p = taps % 2 == 0 ? c : Point(x: c.x + 48, y: c.y + 36)
        taps += 1
        let t = 0.1 * Double(taps)
        playground.handle(PointerSample(finger: .mouse, phase: .down, pixel: p, timestamp: t))
        playground.handle(PointerSample(finger: .mouse, phase: .up, pixel: p, timestamp: t + 0.05))
        let t0 = nowNanoseconds()
        let list = displayList()
        let t1 = nowNanoseconds()
        try renderer.draw(list)
        let t2 = nowNanoseconds()
        return (Double(t1 - t0) / 1e6, Double(t2 - t1) / 1e6)
    }

    public func displayList() -> DisplayList {
        playground.displayList(width: width, height: height, uiScale: 1, measurer: renderer.measurer)
    }

    /// Builds the display list and draws it (what the window does per frame, before presenting).
    public func frame() throws {
        try renderer.draw(displayList())
    }
}
