import TouchScopeCore

/// Where everything goes in a window of a given pixel size: pure arithmetic, shared by drawing
/// and by input routing so a click lands where things are drawn.
public struct PlaygroundLayout: Sendable, Hashable {
    /// Window size in pixels.
    public var width: Double
    public var height: Double
    /// Pixels per logical pixel (2 on a high-DPI display): text and margins scale with it.
    public var uiScale: Double
    /// The canvas (the phone's screen) in window pixels.
    public var canvas: Rect
    /// Pixels per canvas point.
    public var scale: Double
    /// The side panel, in window pixels.
    public var panel: Rect

    public static let panelWidth = 460.0
    /// The room the chain strip needs at the canvas's left, in logical pixels.
    public static let chainStripWidth = 150.0

    /// How much larger than its design size (1280x900 logical pixels) the interface is drawn
    /// in a window of `width` x `height` pixels at `uiScale` pixels per logical pixel: the panel,
    /// its text and the marks grow with a larger window as the canvas does (never smaller than
    /// the design size, so text stays readable in a small window), in steps of 0.05.
    public static func windowTextScale(width: Double, height: Double, uiScale: Double) -> Double {
        let s = max(0.01, uiScale)
        let f = min(width / s / 1280, height / s / 900)
        return max(1, (f * 20).rounded(.down) / 20)
    }

    /// Presenter mode: the panel is hidden and the canvas fills the window.
    public var isPresenting: Bool

    /// `presenting` hides the panel (the canvas fills the window); `zoom` (1: fit) and `pan`
    /// (window pixels) move the canvas within its area, about the area's centre.
    public init(width: Double, height: Double, uiScale: Double, canvasSize: Size,
                presenting: Bool = false, zoom: Double = 1, pan: Point = .zero) {
        self.width = width
        self.height = height
        self.uiScale = uiScale
        isPresenting = presenting
        let panelW = presenting ? 0 : min(Self.panelWidth * uiScale, width * 0.55)
        panel = Rect(x: width - panelW, y: 0, width: panelW, height: height)
        let margin = 16 * uiScale
        let top = 34 * uiScale
        let availW = max(1, width - panelW - 2 * margin)
        let availH = max(1, height - top - margin - 56 * uiScale)
        let fit = max(0.01, min(availW / max(1, canvasSize.width), availH / max(1, canvasSize.height)))
        scale = fit * max(0.1, zoom)
        let w = canvasSize.width * scale, h = canvasSize.height * scale
        if zoom == 1, pan == .zero {
            // Centred; but when that leaves no room at its left for the chain strip (the
            // responders that are not views) and the window has the room, moved right to make it.
            let slack = width - panelW - w
            let strip = Self.chainStripWidth * uiScale
            let x = slack / 2 >= strip ? slack / 2 : max(slack / 2, min(strip, slack - margin))
            canvas = Rect(x: x.rounded(), y: top.rounded(), width: w, height: h)
        } else {
            // Zoomed or panned: about the centre of where the fitted canvas was.
            let fitH = canvasSize.height * fit
            let cx = (width - panelW) / 2 + pan.x, cy = top + fitH / 2 + pan.y
            canvas = Rect(x: (cx - w / 2).rounded(), y: (cy - h / 2).rounded(), width: w, height: h)
        }
    }

    /// A canvas point in window pixels.
    public func pixel(_ p: Point) -> Point {
        Point(x: canvas.minX + p.x * scale, y: canvas.minY + p.y * scale)
    }

    /// A window pixel in canvas points.
    public func point(_ pixel: Point) -> Point {
        Point(x: (pixel.x - canvas.minX) / scale, y: (pixel.y - canvas.minY) / scale)
    }

    /// A canvas rectangle in window pixels.
    public func pixelRect(_ r: Rect) -> Rect {
        Rect(x: canvas.minX + r.minX * scale, y: canvas.minY + r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    /// The strip under the canvas where the legend stays.
    public var legend: Rect {
        Rect(x: 0, y: canvas.maxY + 8 * uiScale, width: panel.minX, height: max(0, height - canvas.maxY - 8 * uiScale))
    }
}
