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
            #expect(size.width > 30 && size.width < 80)
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
            #expect(l.x0 >= 20 && l.x0 <= 23)
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

        @Test func textCacheStaysBounded() throws {
            let surfaceList = Fixture.list(50, 20, [])
            _ = surfaceList
            let headless = try HeadlessRenderer(fontURL: Fixture.fontURL())
            for i in 0..<40 {
                _ = try headless.render(Fixture.list(50, 20, [Self.text("\(i)", size: 10)]))
            }
            // Rendering many distinct strings still draws the newest correctly.
            let image = try headless.render(Fixture.list(50, 20, [Self.text("new", size: 10)]))
            #expect(Fixture.inkCount(image) > 0)
        }
    }
}
