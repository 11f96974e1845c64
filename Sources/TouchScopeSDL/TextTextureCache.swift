import CSDL2
import TouchScopeCore

/// Rendered text textures of one renderer, kept in a bounded least-recently-used cache.
///
/// Keyed by (string, pixel size, colour). Text is rendered with `TTF_RenderUTF8_Blended`
/// (straight alpha) and drawn with blend mode blend. Textures are destroyed when evicted and
/// when the cache goes away (the renderer must outlive it).
final class TextTextureCache {
    struct Key: Hashable {
        var text: String
        var size: Int
        var color: Color
    }

    struct Entry {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUse: UInt64
    }

    private let renderer: OpaquePointer
    private let fonts: FontCache
    let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0

    init(renderer: OpaquePointer, fonts: FontCache, capacity: Int = 512) {
        self.renderer = renderer; self.fonts = fonts; self.capacity = max(1, capacity)
    }

    deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    }

    /// How many textures are cached.
    var count: Int { entries.count }

    /// The texture for `text`, rendering it on a miss; nil for empty text or on failure.
    func texture(text: String, size: Double, color: Color) -> Entry? {
        guard !text.isEmpty else { return nil }
        let key = Key(text: text, size: FontCache.pixelSize(size), color: color)
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            return entry
        }
        guard let layout = try? fonts.layout(text, size: size) else { return nil }
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        guard let surface = layout.render(color: sdlColor) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        if entries.count >= capacity { evictOldest() }
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUse: clock)
        entries[key] = entry
        return entry
    }

    private func evictOldest() {
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
        SDL_DestroyTexture(oldest.value.texture)
        entries.removeValue(forKey: oldest.key)
    }
}
