import CSDL2
import TouchScopeCore

/// Rendered text textures of one renderer, kept in a bounded least-recently-used cache.
///
/// Keyed by (string, pixel size, colour). Text is rendered with `TTF_RenderUTF8_Blended`
/// (straight alpha) and drawn with blend mode blend. Two bounds, the least recently used
/// texture going first: `capacity` textures and `byteCapacity` bytes of pixels (4 a pixel),
/// because a text zoomed in 8x is 64 times the pixels of the same text at 1x. The texture just
/// made always stays, so the bytes held are at most `byteCapacity` or that one texture.
/// Textures are destroyed when evicted and when the cache goes away (the renderer must
/// outlive it).
final class TextTextureCache {
    /// The default ``byteCapacity``: 32 MiB of pixels (a 300,000-event window soak with zoom
    /// and text scale held 7 to 14 MiB in 512 textures).
    static let defaultByteCapacity = 32 << 20

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
    let byteCapacity: Int
    private var entries: [Key: Entry] = [:]
    /// The pixel bytes of every cached texture.
    private(set) var bytes = 0
    private var clock: UInt64 = 0

    init(renderer: OpaquePointer, fonts: FontCache, capacity: Int = 512, byteCapacity: Int = TextTextureCache.defaultByteCapacity) {
        self.renderer = renderer; self.fonts = fonts; self.capacity = max(1, capacity)
        self.byteCapacity = max(0, byteCapacity)
    }

    private static func bytes(of entry: Entry) -> Int { Int(entry.width) * Int(entry.height) * 4 }

    deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    }

    /// How many textures are cached.
    var count: Int { entries.count }

    /// Whether `text` at `size` in `color` is cached now (without rendering or touching it).
    func isCached(text: String, size: Double, color: Color) -> Bool {
        entries[Key(text: text, size: FontCache.pixelSize(size), color: color)] != nil
    }

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
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUse: clock)
        while !entries.isEmpty, entries.count >= capacity || bytes + Self.bytes(of: entry) > byteCapacity {
            evictOldest()
        }
        entries[key] = entry
        bytes += Self.bytes(of: entry)
        return entry
    }

    private func evictOldest() {
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
        SDL_DestroyTexture(oldest.value.texture)
        entries.removeValue(forKey: oldest.key)
        bytes -= Self.bytes(of: oldest.value)
    }
}
