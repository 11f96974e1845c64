import CSDL2
import Foundation
import TouchScopeCore
import TouchScopeUI

/// Measures text with SDL_ttf exactly as ``SDLRenderer`` draws it.
///
/// Sizes are rounded to whole pixels and fonts are cached per size; the renderer draws with the
/// same fonts, so layout computed with this measurer matches the pixels.
public final class SDLTextMeasurer: TextMeasurer {
    let fonts: FontCache

    /// Opens the font at `fontURL`. A bundled font (``AssetLocator/fontURL(environment:executableURL:)``)
    /// brings the other bundled fonts beside it: DejaVu Sans for Latin, Droid Sans Fallback for CJK.
    public convenience init(fontURL: URL) throws {
        try self.init(fontURLs: FontCache.faces(for: fontURL))
    }

    /// Opens `fontURLs` in fallback order: each character uses the first font that has it.
    public init(fontURLs: [URL]) throws {
        fonts = try FontCache(urls: fontURLs)
    }

    /// The width and height in pixels of `text` at `size` pixels; zero width for empty text
    /// (height is then the first font's line height). Zero when the font fails.
    public func measure(_ text: String, size: Double) -> Size {
        // Layout asks about the same strings every frame; SDL_ttf measuring is the slow part.
        let key = MeasureKey(text: text, size: size)
        if let cached = measured[key] { return cached }
        let result: Size
        if let layout = try? fonts.layout(text, size: size) {
            result = Size(width: Double(layout.width), height: Double(layout.height))
        } else {
            result = .zero
        }
        if measured.count >= Self.measureCacheLimit { measured.removeAll(keepingCapacity: true) }
        measured[key] = result
        return result
    }

    private struct MeasureKey: Hashable {
        var text: String
        var size: Double
    }

    /// Measured sizes (a pure function of the text and size for these fonts); emptied when full.
    private var measured: [MeasureKey: Size] = [:]
    private static let measureCacheLimit = 16_384
}
