import TouchScopeCore

/// How SDL's input coordinates map to window output pixels, the unit display lists are drawn in
/// and ``PointerSample``s carry.
///
/// SDL reports mouse positions in logical window coordinates and finger positions normalised to
/// 0...1 over the window; the renderer draws in output pixels, which on a high-DPI display
/// outnumber logical coordinates. Where the canvas sits in those pixels is the playground's
/// business (its layout turns pixels into canvas points), not the window's.
public struct WindowMapping: Hashable, Sendable {
    /// The window's size in logical coordinates (`SDL_GetWindowSize`).
    public var windowLogicalSize: Size
    /// The renderer's output size in pixels (`SDL_GetRendererOutputSize`).
    public var windowPixelSize: Size

    public init(windowLogicalSize: Size, windowPixelSize: Size) {
        self.windowLogicalSize = windowLogicalSize
        self.windowPixelSize = windowPixelSize
    }

    /// A mapping with no high-DPI scaling: logical coordinates are pixels.
    public static func identity(width: Double, height: Double) -> WindowMapping {
        WindowMapping(windowLogicalSize: Size(width: width, height: height), windowPixelSize: Size(width: width, height: height))
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
}
