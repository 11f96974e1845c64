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

    /// Opens the font file (for example ``AssetLocator/fontURL(environment:executableURL:)``).
    public init(fontURL: URL) throws {
        fonts = try FontCache(url: fontURL)
    }

    /// The width and height in pixels of `text` at `size` pixels; zero width for empty text
    /// (height is then the font's line height). Zero when the font fails.
    public func measure(_ text: String, size: Double) -> Size {
        guard let font = try? fonts.font(size: size) else { return .zero }
        if text.isEmpty { return Size(width: 0, height: Double(TTF_FontHeight(font))) }
        var w: Int32 = 0, h: Int32 = 0
        guard TTF_SizeUTF8(font, text, &w, &h) == 0 else { return .zero }
        return Size(width: Double(w), height: Double(h))
    }
}
