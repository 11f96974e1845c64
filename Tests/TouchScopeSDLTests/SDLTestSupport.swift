import Foundation
import Testing
import TouchScopeCore
import TouchScopeSDL
import TouchScopeUI

/// All SDL tests, run one at a time: SDL's event queue and SDL_ttf are process-wide.
@Suite(.serialized)
struct SDLTests {}

/// Shared fixtures for the SDL tests.
enum Fixture {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)
    static let white = Color.white

    static func fontURL() throws -> URL { try AssetLocator.fontURL() }

    static func render(_ list: DisplayList) throws -> RGBAImage {
        try HeadlessRenderer.render(list, font: fontURL())
    }

    /// A 20x20 white list.
    static func list(_ commands: [DrawCommand]) -> DisplayList {
        DisplayList(width: 20, height: 20, background: .white, commands: commands)
    }

    static func list(_ width: Int, _ height: Int, background: Color = .white, _ commands: [DrawCommand]) -> DisplayList {
        DisplayList(width: width, height: height, background: background, commands: commands)
    }

    /// Whether two colours match within `tolerance` per channel.
    static func close(_ a: Color, _ b: Color, tolerance: Int = 2) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
    }

    /// Pixels differing from `background` inside `x0..<x1`, `y0..<y1` (whole image by default).
    static func inkCount(_ image: RGBAImage, background: Color = .white,
                         x: Range<Int>? = nil, y: Range<Int>? = nil) -> Int {
        var count = 0
        for py in y ?? 0..<image.height {
            for px in x ?? 0..<image.width where image.pixel(x: px, y: py) != background { count += 1 }
        }
        return count
    }

    /// The bounding box of pixels differing from `background`, if any.
    static func inkBounds(_ image: RGBAImage, background: Color = .white) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var box: (Int, Int, Int, Int)?
        for py in 0..<image.height {
            for px in 0..<image.width where image.pixel(x: px, y: py) != background {
                if let b = box { box = (min(b.0, px), min(b.1, py), max(b.2, px + 1), max(b.3, py + 1)) }
                else { box = (px, py, px + 1, py + 1) }
            }
        }
        return box
    }
}
