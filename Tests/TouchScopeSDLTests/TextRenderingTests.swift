import CSDL2
import Testing
import TouchScopeCore
@testable import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// Text is drawn with the bundled font, measured the same way, and cut with an ellipsis.
    @Suite struct TextRendering {
        static func text(_ s: String, at: Point = Point(4, 4), size: Double = 20, anchor: TextAnchor = .topLeft,
                         maxWidth: Double? = nil) -> DrawCommand {
            .text(s, at: at, size: size, .black, anchor: anchor, maxWidth: maxWidth)
        }

        @Test func latinTextRendersInk() throws {
            let image = try Fixture.render(Fixture.list(120, 40, [Self.text("Hello")]))
            #expect(Fixture.inkCount(image) > 50)
            let bounds = try #require(Fixture.inkBounds(image))
            #expect(bounds.x0 >= 4 && bounds.y0 >= 4)
        }

        @Test func latinGlyphsComeFromTheLatinFont() throws {
            // Droid Sans Fallback has no Latin glyphs: "il" would be two equal .notdef boxes.
            let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
            #expect(measurer.measure("iiii", size: 20).width < measurer.measure("WWWW", size: 20).width / 2)
        }

        @Test func mixedLatinAndChineseMeasureAsTheSumOfRuns() throws {
            let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
            let latin = measurer.measure("Hi ", size: 20).width, cjk = measurer.measure("你好", size: 20).width
            #expect(abs(measurer.measure("Hi 你好", size: 20).width - (latin + cjk)) <= 1)
            let image = try Fixture.render(Fixture.list(200, 40, [Self.text("Hi 你好")]))
            let bounds = try #require(Fixture.inkBounds(image))
            #expect(Double(bounds.x1 - 4) > latin + cjk * 0.8)
        }

        @Test func chineseTextRendersInk() throws {
            let image = try Fixture.render(Fixture.list(120, 40, [Self.text("你好")]))
            #expect(Fixture.inkCount(image) > 50)
            // CJK glyphs are nearly square: two of them span well over a size's width.
            let bounds = try #require(Fixture.inkBounds(image))
            #expect(bounds.x1 - bounds.x0 > 25)
        }

        @Test func measurerAgreesWithRenderedWidth() throws {
            let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
            let size = measurer.measure("Hello", size: 20)
            #expect(size.width > 30 && size.width < 80)  // proportional Latin, not CJK-width boxes
            #expect(size.height >= 20 && size.height < 40)
            #expect(measurer.measure("Hello, world", size: 20).width > size.width)
            #expect(measurer.measure("Hello", size: 20.2) == size)  // sizes round to whole pixels
            let image = try Fixture.render(Fixture.list(120, 40, [Self.text("Hello", at: Point(0, 0))]))
            let bounds = try #require(Fixture.inkBounds(image))
            #expect(Double(bounds.x1) <= size.width + 1)
        }

        @Test func anchorsPositionTheText() throws {
            let center = try Fixture.render(Fixture.list(200, 60, [Self.text("Hello", at: Point(100, 30), anchor: .center)]))
            let b = try #require(Fixture.inkBounds(center))
            #expect(abs(Double(b.x0 + b.x1) / 2 - 100) <= 3)
            #expect(abs(Double(b.y0 + b.y1) / 2 - 30) <= 4)
            let right = try Fixture.render(Fixture.list(200, 60, [Self.text("Hello", at: Point(150, 10), anchor: .topRight)]))
            let r = try #require(Fixture.inkBounds(right))
            #expect(r.x1 <= 150 && r.x1 >= 145)
            let left = try Fixture.render(Fixture.list(200, 60, [Self.text("Hello", at: Point(20, 30), anchor: .centerLeft)]))
            let l = try #require(Fixture.inkBounds(left))
            #expect(l.x0 >= 20 && l.x0 <= 24)
            #expect(abs(Double(l.y0 + l.y1) / 2 - 30) <= 4)
        }

        @Test func ellipsisCutFitsMaxWidth() throws {
            let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
            let long = "The quick brown fox jumps over the lazy dog"
            let cut = TextTruncation.fit(long, size: 16, maxWidth: 100, measurer: measurer)
            #expect(cut.hasSuffix("…"))
            #expect(cut.count < long.count)
            #expect(measurer.measure(cut, size: 16).width <= 100)
            #expect(TextTruncation.fit("Hi", size: 16, maxWidth: 100, measurer: measurer) == "Hi")
            #expect(TextTruncation.fit(long, size: 16, maxWidth: 1, measurer: measurer) == "")

            let image = try Fixture.render(Fixture.list(300, 40, [Self.text(long, at: Point(10, 10), size: 16, maxWidth: 100)]))
            let bounds = try #require(Fixture.inkBounds(image))
            #expect(bounds.x1 <= 110)
            #expect(bounds.x1 > 60)
        }

        @Test func ellipsisWorksOnChineseCharacters() throws {
            let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
            let cut = TextTruncation.fit("触摸事件的分发顺序", size: 16, maxWidth: 60, measurer: measurer)
            #expect(cut.hasSuffix("…") && cut.count >= 2)
            #expect(measurer.measure(cut, size: 16).width <= 60)
        }

        @Test func textTextureCacheIsABoundedLRU() throws {
            let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 16, 16, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
            defer { SDL_DestroyRenderer(renderer) }
            let cache = TextTextureCache(renderer: renderer, fonts: measurer.fonts, capacity: 3)
            let a = try #require(cache.texture(text: "a", size: 12, color: .black))
            _ = cache.texture(text: "b", size: 12, color: .black)
            _ = cache.texture(text: "c", size: 12, color: .black)
            #expect(cache.texture(text: "a", size: 12, color: .black)?.texture == a.texture)  // hit; "a" now newest
            _ = cache.texture(text: "d", size: 12, color: .black)  // evicts "b", the least recently used
            #expect(cache.count == 3)
            #expect(cache.texture(text: "a", size: 12.3, color: .black)?.texture == a.texture)  // size rounds to 12
            #expect(cache.texture(text: "a", size: 12, color: .white)?.texture != a.texture)  // colour is part of the key
            #expect(cache.count == 3)
            #expect(cache.texture(text: "", size: 12, color: .black) == nil)
        }
    }
}
