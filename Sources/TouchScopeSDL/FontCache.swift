import CSDL2
import Foundation

/// Open SDL_ttf fonts of one font file, one per integer pixel size.
///
/// Sizes are rounded to whole pixels (at least 1) so measuring and drawing always use the very
/// same `TTF_Font`. Fonts are closed when the cache goes away.
final class FontCache {
    let url: URL
    private var fonts: [Int: OpaquePointer] = [:]

    /// Opens the file once at a small size to fail early on a missing or broken font.
    init(url: URL) throws {
        try SDLLibrary.initialiseRendering()
        self.url = url
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SDLError("font file not found: \(url.path)")
        }
        _ = try font(size: 12)
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// The integer pixel size used for a requested size.
    static func pixelSize(_ size: Double) -> Int {
        guard size.isFinite else { return 1 }
        return max(1, min(1000, Int(size.rounded())))
    }

    /// The font at `size` pixels (rounded), opened on first use.
    func font(size: Double) throws -> OpaquePointer {
        let px = Self.pixelSize(size)
        if let font = fonts[px] { return font }
        guard let font = TTF_OpenFont(url.path, Int32(px)) else {
            throw SDLError.last("TTF_OpenFont(\(url.lastPathComponent), \(px)) failed")
        }
        fonts[px] = font
        return font
    }
}
