import CSDL2

/// A line of text split into single-font runs on a common baseline, in pixels.
///
/// Built by ``FontCache/layout(_:size:)``; the measurer reports its size and the text texture
/// cache renders it run by run, so both agree.
struct TextRunLayout {
    /// One run of characters drawn with one font, at (`x`, `y`) from the text's top-left.
    struct Run {
        var text: String
        var font: OpaquePointer
        var x: Int32
        var y: Int32
    }

    var runs: [Run]
    var width: Int32
    var height: Int32

    /// Renders the text with `TTF_RenderUTF8_Blended` into one ARGB8888 surface (straight
    /// alpha, transparent elsewhere); nil for empty text. The caller frees the surface.
    func render(color: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        guard width > 0, height > 0, !runs.isEmpty else { return nil }
        if runs.count == 1, runs[0].y == 0, let only = TTF_RenderUTF8_Blended(runs[0].font, runs[0].text, color) {
            return only
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        SDL_FillRect(surface, nil, 0)
        for run in runs {
            guard let part = TTF_RenderUTF8_Blended(run.font, run.text, color) else { continue }
            SDL_SetSurfaceBlendMode(part, SDL_BLENDMODE_NONE)
            var dst = SDL_Rect(x: run.x, y: run.y, w: part.pointee.w, h: part.pointee.h)
            SDL_UpperBlit(part, nil, surface, &dst)
            SDL_FreeSurface(part)
        }
        return surface
    }
}
