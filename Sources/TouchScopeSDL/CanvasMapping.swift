import TouchScopeCore

/// How window coordinates map to canvas points.
///
/// SDL reports mouse positions in logical window coordinates and finger positions normalised
/// to 0...1 over the window; the renderer draws in output pixels, which on a high-DPI display
/// outnumber logical coordinates. The canvas (the phone screen) sits at ``canvasOrigin`` in
/// output pixels, ``pixelsPerPoint`` pixels per canvas point.
public struct CanvasMapping: Hashable, Sendable {
    /// The window's size in logical coordinates (`SDL_GetWindowSize`).
    public var windowLogicalSize: Size
    /// The renderer's output size in pixels (`SDL_GetRendererOutputSize`).
    public var windowPixelSize: Size
    /// The canvas's top-left corner, in output pixels.
    public var canvasOrigin: Point
    /// Output pixels per canvas point (the canvas zoom times the display scale).
    public var pixelsPerPoint: Double

    public init(windowLogicalSize: Size, windowPixelSize: Size, canvasOrigin: Point = .zero, pixelsPerPoint: Double = 1) {
        self.windowLogicalSize = windowLogicalSize
        self.windowPixelSize = windowPixelSize
        self.canvasOrigin = canvasOrigin
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// A mapping with no high-DPI scaling: logical coordinates are pixels.
    public static func identity(width: Double, height: Double) -> CanvasMapping {
        CanvasMapping(windowLogicalSize: Size(width: width, height: height), windowPixelSize: Size(width: width, height: height))
    }

    /// Output pixels per logical coordinate, horizontally and vertically (1 when unknown).
    public var displayScale: (x: Double, y: Double) {
        func ratio(_ pixels: Double, _ logical: Double) -> Double {
            logical > 0 && pixels > 0 ? pixels / logical : 1
        }
        return (ratio(windowPixelSize.width, windowLogicalSize.width), ratio(windowPixelSize.height, windowLogicalSize.height))
    }

    /// A logical window position (mouse) in output pixels.
    public func pixel(fromLogical p: Point) -> Point {
        let s = displayScale
        return Point(x: p.x * s.x, y: p.y * s.y)
    }

    /// A normalised window position (finger, 0...1) in output pixels.
    public func pixel(fromNormalized p: Point) -> Point {
        Point(x: p.x * windowPixelSize.width, y: p.y * windowPixelSize.height)
    }

    /// An output pixel position in canvas points.
    public func canvasPoint(fromPixel p: Point) -> Point {
        let ppp = pixelsPerPoint > 0 ? pixelsPerPoint : 1
        return Point(x: (p.x - canvasOrigin.x) / ppp, y: (p.y - canvasOrigin.y) / ppp)
    }

    /// A canvas point in output pixels (the inverse of ``canvasPoint(fromPixel:)``).
    public func pixel(fromCanvas p: Point) -> Point {
        Point(x: canvasOrigin.x + p.x * pixelsPerPoint, y: canvasOrigin.y + p.y * pixelsPerPoint)
    }
}
