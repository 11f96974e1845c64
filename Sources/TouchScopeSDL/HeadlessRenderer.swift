import CSDL2
import Foundation
import TouchScopeUI

/// Renders display lists into memory without a display (golden images, `--png` output, tests).
///
/// Uses SDL's software renderer on an ARGB8888 surface and the same ``SDLRenderer`` as the
/// window, so a window using `SDL_RENDER_DRIVER=software` shows exactly these pixels. The video
/// subsystem is never initialised. Output is identical run to run.
public final class HeadlessRenderer {
    /// The measurer matching this renderer's text (for laying out the lists it renders).
    public let measurer: SDLTextMeasurer
    private var surface: UnsafeMutablePointer<SDL_Surface>?
    private var renderer: OpaquePointer?
    private var drawer: SDLRenderer?

    /// Whether each list is drawn damage-tracked against the previous one this renderer drew
    /// (see ``SDLRenderer/tracksDamage``): the same pixels, only the changed part redrawn. On by
    /// default; off draws every list whole (the reference the damage tests compare with).
    public var tracksDamage = true {
        didSet { drawer?.tracksDamage = tracksDamage }
    }

    /// The rectangles the last list drawn redrew (nil: the whole frame).
    public var lastDamageRects: [(x: Int, y: Int, width: Int, height: Int)]? { drawer?.lastDamageRects }

    /// A renderer drawing text with the font at `fontURL`.
    public init(fontURL: URL) throws {
        try SDLLibrary.initialiseRendering()
        measurer = try SDLTextMeasurer(fontURL: fontURL)
    }

    deinit {
        drawer = nil
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let surface { SDL_FreeSurface(surface) }
    }

    /// Renders `list` with a fresh renderer using the font at `font`.
    public static func render(_ list: DisplayList, font: URL) throws -> RGBAImage {
        try HeadlessRenderer(fontURL: font).render(list)
    }

    /// Renders `list` into an image of the list's size (fully opaque when its background is).
    public func render(_ list: DisplayList) throws -> RGBAImage {
        let surface = try drawOnly(list)
        return try RGBAImage.fromARGB8888(surface, opaque: list.background.alpha == 255)
    }

    /// Draws `list` into the renderer's surface without reading the pixels back (what a
    /// window's frame costs before it is presented; the benchmarks time this).
    public func draw(_ list: DisplayList) throws {
        _ = try drawOnly(list)
    }

    private func drawOnly(_ list: DisplayList) throws -> UnsafeMutablePointer<SDL_Surface> {
        guard list.width > 0, list.height > 0 else { throw SDLError("display list has no pixels (\(list.width)x\(list.height))") }
        if let surface, surface.pointee.w != Int32(list.width) || surface.pointee.h != Int32(list.height) {
            drawer = nil
            if let renderer { SDL_DestroyRenderer(renderer) }
            SDL_FreeSurface(surface)
            self.surface = nil; renderer = nil
        }
        if surface == nil {
            guard let newSurface = SDL_CreateRGBSurfaceWithFormat(0, Int32(list.width), Int32(list.height), 32,
                                                                 SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { throw SDLError.last("SDL_CreateRGBSurfaceWithFormat failed") }
            surface = newSurface
            guard let newRenderer = SDL_CreateSoftwareRenderer(newSurface) else {
                throw SDLError.last("SDL_CreateSoftwareRenderer failed")
            }
            renderer = newRenderer
            let newDrawer = SDLRenderer(renderer: newRenderer, measurer: measurer)
            newDrawer.tracksDamage = tracksDamage
            // The surface keeps its pixels between lists: only the damage is copied to it.
            newDrawer.targetKeepsPixels = true
            drawer = newDrawer
        }
        guard let surface, let renderer, let drawer else { throw SDLError("headless renderer unavailable") }
        try drawer.draw(list)
        SDL_RenderFlush(renderer)
        return surface
    }
}
