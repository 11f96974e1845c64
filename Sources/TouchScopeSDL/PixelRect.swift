import CSDL2
import TouchScopeCore

/// An integer pixel rectangle: columns `x0..<x1`, rows `y0..<y1`.
///
/// Every drawing command turns its `Double` coordinates into pixels through ``init(_:)`` —
/// each edge rounded to the nearest pixel boundary (halves away from zero) — so a rectangle,
/// its clip and its outline always agree on their edges.
struct PixelRect: Hashable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// The pixels covered by `rect`, edges rounded.
    init(_ rect: Rect) {
        self.init(x0: PixelRect.round(rect.minX), y0: PixelRect.round(rect.minY),
                  x1: PixelRect.round(rect.maxX), y1: PixelRect.round(rect.maxY))
    }

    /// A coordinate rounded to a whole pixel, clamped to a sane range (NaN becomes 0).
    static func round(_ value: Double) -> Int {
        guard value.isFinite else { return value.isNaN ? 0 : (value < 0 ? -1_000_000 : 1_000_000) }
        return Int(max(-1_000_000, min(1_000_000, value)).rounded())
    }

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The overlap; an empty rectangle when there is none.
    func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? PixelRect(x0: r.x0, y0: r.y0, x1: r.x0, y1: r.y0) : r
    }

    var sdlRect: SDL_Rect { SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, width)), h: Int32(max(0, height))) }
}
