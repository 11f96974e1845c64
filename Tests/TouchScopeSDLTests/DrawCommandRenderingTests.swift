import Testing
import TouchScopeCore
import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// Each drawing command gives the expected pixels headless.
    @Suite struct DrawCommandRendering {
        @Test func fillRectCoversExactlyItsPixels() throws {
            let image = try Fixture.render(Fixture.list([.fillRect(Rect(5, 5, 10, 10), Fixture.red)]))
            #expect(image.pixel(x: 5, y: 5) == Fixture.red)
            #expect(image.pixel(x: 14, y: 14) == Fixture.red)
            #expect(image.pixel(x: 4, y: 5) == .white)
            #expect(image.pixel(x: 5, y: 4) == .white)
            #expect(image.pixel(x: 15, y: 14) == .white)
            #expect(image.pixel(x: 14, y: 15) == .white)
            #expect(Fixture.inkCount(image) == 100)
        }

        @Test func fractionalRectEdgesRoundToNearestPixel() throws {
            let image = try Fixture.render(Fixture.list([.fillRect(Rect(2.4, 2.6, 3, 3), Fixture.red)]))
            // x: 2.4 -> 2, 5.4 -> 5; y: 2.6 -> 3, 5.6 -> 6.
            #expect(Fixture.inkBounds(image).map { [$0.x0, $0.y0, $0.x1, $0.y1] } == [2, 3, 5, 6])
        }

        @Test func translucentFillBlendsOverBackground() throws {
            let image = try Fixture.render(Fixture.list([.fillRect(Rect(0, 0, 20, 20), Fixture.red.withAlpha(128))]))
            #expect(Fixture.close(image.pixel(x: 10, y: 10), Color(red: 255, green: 127, blue: 127)))
        }

        @Test func backgroundFillsTheWholeImage() throws {
            let bg = Color(red: 10, green: 20, blue: 30)
            let image = try Fixture.render(Fixture.list(7, 5, background: bg, []))
            #expect(image.width == 7 && image.height == 5)
            #expect(image.pixel(x: 0, y: 0) == bg && image.pixel(x: 6, y: 4) == bg)
        }

        @Test func strokeRectDrawsInsideTheRectAtItsWidth() throws {
            let image = try Fixture.render(Fixture.list([.strokeRect(Rect(2, 2, 12, 12), Fixture.red, width: 2)]))
            #expect(image.pixel(x: 2, y: 2) == Fixture.red)
            #expect(image.pixel(x: 3, y: 8) == Fixture.red)
            #expect(image.pixel(x: 4, y: 8) == .white)
            #expect(image.pixel(x: 13, y: 13) == Fixture.red)
            #expect(image.pixel(x: 12, y: 8) == Fixture.red)
            #expect(image.pixel(x: 11, y: 8) == .white)
            #expect(image.pixel(x: 14, y: 14) == .white)
            #expect(Fixture.inkCount(image) == 12 * 12 - 8 * 8)
        }

        @Test func translucentStrokeCornersBlendOnce() throws {
            let image = try Fixture.render(Fixture.list([.strokeRect(Rect(2, 2, 12, 12), Fixture.red.withAlpha(128), width: 3)]))
            #expect(image.pixel(x: 2, y: 2) == image.pixel(x: 8, y: 2))
            #expect(image.pixel(x: 3, y: 3) == image.pixel(x: 3, y: 8))
        }

        @Test func dashedRectAlternatesDashAndGap() throws {
            let image = try Fixture.render(Fixture.list([.dashedRect(Rect(2, 2, 16, 16), Fixture.red, dash: 3)]))
            #expect(image.pixel(x: 2, y: 2) == Fixture.red)
            #expect(image.pixel(x: 4, y: 2) == Fixture.red)
            #expect(image.pixel(x: 5, y: 2) == .white)
            #expect(image.pixel(x: 7, y: 2) == .white)
            #expect(image.pixel(x: 8, y: 2) == Fixture.red)
            #expect(image.pixel(x: 10, y: 10) == .white)
            #expect(Fixture.inkCount(image, y: 3..<17) > 0)  // the sides are dashed too
        }

        @Test func thinLineCoversItsPixelRow() throws {
            let image = try Fixture.render(Fixture.list([.line(from: Point(2, 5), to: Point(10, 5), Fixture.red, width: 1)]))
            #expect(image.pixel(x: 2, y: 5) == Fixture.red)
            #expect(image.pixel(x: 6, y: 5) == Fixture.red)
            #expect(image.pixel(x: 6, y: 4) == .white && image.pixel(x: 6, y: 6) == .white)
            #expect(image.pixel(x: 12, y: 5) == .white)
        }

        @Test func thickLineIsWidthPixelsAcross() throws {
            let image = try Fixture.render(Fixture.list([.line(from: Point(2, 10), to: Point(18, 10), Fixture.red, width: 4)]))
            #expect(image.pixel(x: 10, y: 8) == Fixture.red)
            #expect(image.pixel(x: 10, y: 11) == Fixture.red)
            #expect(image.pixel(x: 10, y: 6) == .white && image.pixel(x: 10, y: 13) == .white)
            let column = (0..<20).filter { image.pixel(x: 10, y: $0) == Fixture.red }.count
            #expect(column == 4)
        }

        @Test func diagonalThickLineIsDrawn() throws {
            let image = try Fixture.render(Fixture.list([.line(from: Point(2, 2), to: Point(18, 18), Fixture.red, width: 3)]))
            #expect(image.pixel(x: 10, y: 10) == Fixture.red)
            #expect(image.pixel(x: 2, y: 17) == .white)
        }

        @Test func fillPolygonFillsAConvexQuad() throws {
            let diamond = [Point(10, 2), Point(18, 10), Point(10, 18), Point(2, 10)]
            let image = try Fixture.render(Fixture.list([.fillPolygon(diamond, Fixture.red)]))
            #expect(image.pixel(x: 10, y: 10) == Fixture.red)
            #expect(image.pixel(x: 6, y: 10) == Fixture.red)
            #expect(image.pixel(x: 3, y: 3) == .white && image.pixel(x: 17, y: 17) == .white)
        }

        @Test func translucentPolygonBlendsEachPixelOnce() throws {
            let quad = [Point(2, 2), Point(18, 2), Point(18, 18), Point(2, 18)]
            let image = try Fixture.render(Fixture.list([.fillPolygon(quad, Fixture.red.withAlpha(128))]))
            let samples = [(5, 5), (10, 10), (15, 15), (9, 10), (6, 14)].map { image.pixel(x: $0.0, y: $0.1) }
            #expect(Set(samples).count == 1)
            #expect(Fixture.close(samples[0], Color(red: 255, green: 127, blue: 127)))
        }

        @Test func strokePolygonOutlinesOnly() throws {
            let square = [Point(3, 3), Point(16, 3), Point(16, 16), Point(3, 16)]
            let image = try Fixture.render(Fixture.list([.strokePolygon(square, Fixture.red)]))
            #expect(image.pixel(x: 8, y: 3) == Fixture.red)
            #expect(image.pixel(x: 16, y: 8) == Fixture.red)
            #expect(image.pixel(x: 3, y: 12) == Fixture.red)
            #expect(image.pixel(x: 9, y: 9) == .white)
        }

        @Test func filledCircleIsADisc() throws {
            let image = try Fixture.render(Fixture.list(40, 40, [.circle(center: Point(20, 20), radius: 10, Fixture.red, filled: true)]))
            #expect(image.pixel(x: 20, y: 20) == Fixture.red)
            #expect(image.pixel(x: 11, y: 20) == Fixture.red && image.pixel(x: 28, y: 20) == Fixture.red)
            #expect(image.pixel(x: 8, y: 20) == .white && image.pixel(x: 31, y: 20) == .white)
            #expect(image.pixel(x: 12, y: 12) == .white)  // outside the disc, inside its box
            let area = Double(Fixture.inkCount(image))
            #expect(abs(area - Double.pi * 100) < 20)
        }

        @Test func openCircleIsATwoPixelRing() throws {
            let image = try Fixture.render(Fixture.list(40, 40, [.circle(center: Point(20, 20), radius: 10, Fixture.red, filled: false)]))
            #expect(image.pixel(x: 20, y: 20) == .white)
            #expect(image.pixel(x: 10, y: 20) == Fixture.red && image.pixel(x: 11, y: 20) == Fixture.red)
            #expect(image.pixel(x: 12, y: 20) == .white)
            let row = (0..<40).filter { image.pixel(x: $0, y: 20) == Fixture.red }.count
            #expect(row == 4)
        }

        @Test func hatchDrawsDiagonalsInsideTheRectOnly() throws {
            let image = try Fixture.render(Fixture.list(30, 30, [.hatch(Rect(5, 5, 20, 20), Fixture.red, spacing: 6)]))
            let inside = Fixture.inkCount(image, x: 5..<25, y: 5..<25)
            #expect(inside > 40)
            #expect(Fixture.inkCount(image) == inside)
            // Lines are 45° "/": x + y is constant along each, multiples of the spacing.
            for y in 5..<25 { for x in 5..<25 where image.pixel(x: x, y: y) == Fixture.red { #expect((x + y) % 6 == 0) } }
        }

        @Test func clipStackIntersectsAndRestores() throws {
            let image = try Fixture.render(Fixture.list(30, 30, [
                .pushClip(Rect(0, 0, 10, 10)),
                .pushClip(Rect(5, 5, 20, 20)),
                .fillRect(Rect(0, 0, 30, 30), Fixture.red),
                .popClip,
                .fillRect(Rect(0, 0, 5, 30), Fixture.blue),
                .popClip,
                .fillRect(Rect(25, 25, 5, 5), Fixture.blue),
            ]))
            #expect(image.pixel(x: 5, y: 5) == Fixture.red && image.pixel(x: 9, y: 9) == Fixture.red)
            #expect(image.pixel(x: 10, y: 10) == .white && image.pixel(x: 12, y: 7) == .white)
            #expect(image.pixel(x: 2, y: 2) == Fixture.blue && image.pixel(x: 2, y: 9) == Fixture.blue)
            #expect(image.pixel(x: 2, y: 12) == .white)
            #expect(image.pixel(x: 27, y: 27) == Fixture.blue)
        }

        @Test func disjointClipsDrawNothing() throws {
            let image = try Fixture.render(Fixture.list([
                .pushClip(Rect(0, 0, 5, 5)), .pushClip(Rect(10, 10, 5, 5)),
                .fillRect(Rect(0, 0, 20, 20), Fixture.red), .text("Hi", at: Point(0, 0), size: 12, Fixture.red, anchor: .topLeft, maxWidth: nil),
                .popClip, .popClip,
            ]))
            #expect(Fixture.inkCount(image) == 0)
        }

        @Test func unbalancedPopsAreIgnored() throws {
            let image = try Fixture.render(Fixture.list([.popClip, .popGroup, .fillRect(Rect(0, 0, 4, 4), Fixture.red), .pushGroup(opacity: 0.5)]))
            #expect(image.pixel(x: 1, y: 1) == Fixture.red)
        }
    }
}
