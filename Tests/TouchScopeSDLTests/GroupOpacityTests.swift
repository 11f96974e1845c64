import Foundation
import Testing
import TouchScopeCore
import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// Groups composite as one layer at their opacity (UIKit's alpha on a parent view).
    @Suite struct GroupOpacity {
        @Test func redOverWhiteAtHalfOpacityIsPink() throws {
            let image = try Fixture.render(Fixture.list([
                .pushGroup(opacity: 0.5), .fillRect(Rect(0, 0, 10, 10), Fixture.red), .popGroup,
            ]))
            #expect(Fixture.close(image.pixel(x: 5, y: 5), Color(red: 255, green: 128, blue: 128)))
            #expect(image.pixel(x: 15, y: 15) == .white)
        }

        @Test func overlappingChildrenDoNotDoubleBlend() throws {
            let image = try Fixture.render(Fixture.list([
                .pushGroup(opacity: 0.5),
                .fillRect(Rect(0, 0, 12, 12), Fixture.red),
                .fillRect(Rect(6, 6, 12, 12), Fixture.red),
                .popGroup,
            ]))
            let single = image.pixel(x: 2, y: 2), overlap = image.pixel(x: 8, y: 8)
            #expect(single == overlap)
            #expect(Fixture.close(overlap, Color(red: 255, green: 128, blue: 128)))
        }

        @Test func laterChildCoversEarlierInsideTheGroup() throws {
            let image = try Fixture.render(Fixture.list([
                .pushGroup(opacity: 0.5),
                .fillRect(Rect(0, 0, 12, 12), Fixture.red),
                .fillRect(Rect(6, 6, 12, 12), Fixture.blue),
                .popGroup,
            ]))
            #expect(Fixture.close(image.pixel(x: 8, y: 8), Color(red: 128, green: 128, blue: 255)))
            #expect(Fixture.close(image.pixel(x: 2, y: 2), Color(red: 255, green: 128, blue: 128)))
        }

        @Test func translucentChildIsNotDarkened() throws {
            let image = try Fixture.render(Fixture.list([
                .pushGroup(opacity: 0.5), .fillRect(Rect(0, 0, 10, 10), Fixture.red.withAlpha(128)), .popGroup,
            ]))
            // 0.5 * 0.5 = 0.25 coverage of red over white.
            #expect(Fixture.close(image.pixel(x: 5, y: 5), Color(red: 255, green: 191, blue: 191), tolerance: 3))
        }

        @Test func nestedGroupsMultiplyOpacity() throws {
            let image = try Fixture.render(Fixture.list([
                .pushGroup(opacity: 0.5), .pushGroup(opacity: 0.5),
                .fillRect(Rect(0, 0, 10, 10), Fixture.red),
                .popGroup,
                .fillRect(Rect(10, 0, 10, 10), Fixture.red),
                .popGroup,
            ]))
            #expect(Fixture.close(image.pixel(x: 5, y: 5), Color(red: 255, green: 191, blue: 191), tolerance: 3))
            #expect(Fixture.close(image.pixel(x: 15, y: 5), Color(red: 255, green: 128, blue: 128)))
        }

        @Test func clipInsideGroupClipsTheChildren() throws {
            let image = try Fixture.render(Fixture.list([
                .pushGroup(opacity: 0.5),
                .pushClip(Rect(0, 0, 10, 20)), .fillRect(Rect(0, 0, 20, 20), Fixture.red), .popClip,
                .fillRect(Rect(0, 15, 20, 5), Fixture.blue),
                .popGroup,
            ]))
            #expect(Fixture.close(image.pixel(x: 5, y: 5), Color(red: 255, green: 128, blue: 128)))
            #expect(image.pixel(x: 15, y: 5) == .white)
            #expect(Fixture.close(image.pixel(x: 15, y: 17), Color(red: 128, green: 128, blue: 255)))
        }

        @Test func groupInsideClipIsClipped() throws {
            let image = try Fixture.render(Fixture.list([
                .pushClip(Rect(0, 0, 10, 20)),
                .pushGroup(opacity: 0.5), .fillRect(Rect(0, 0, 20, 20), Fixture.red), .popGroup,
                .popClip,
            ]))
            #expect(Fixture.close(image.pixel(x: 5, y: 5), Color(red: 255, green: 128, blue: 128)))
            #expect(image.pixel(x: 15, y: 5) == .white)
        }

        @Test func opaqueGroupMatchesNoGroup() throws {
            let children: [DrawCommand] = [.fillRect(Rect(0, 0, 12, 12), Fixture.red.withAlpha(100)),
                                           .fillRect(Rect(6, 6, 12, 12), Fixture.blue.withAlpha(200))]
            let grouped = try Fixture.render(Fixture.list([.pushGroup(opacity: 1)] + children + [.popGroup]))
            let plain = try Fixture.render(Fixture.list(children))
            #expect(grouped.difference(from: plain).differingPixels == 0)
        }

        @Test func transparentGroupDrawsNothing() throws {
            let image = try Fixture.render(Fixture.list([
                .pushGroup(opacity: 0), .fillRect(Rect(0, 0, 20, 20), Fixture.red),
                .pushGroup(opacity: 0.5), .fillRect(Rect(0, 0, 20, 20), Fixture.red), .popGroup,
                .popGroup,
                .fillRect(Rect(0, 0, 2, 2), Fixture.blue),
            ]))
            #expect(Fixture.inkCount(image) == 4)
        }

        @Test func unclosedGroupIsStillComposited() throws {
            let image = try Fixture.render(Fixture.list([.pushGroup(opacity: 0.5), .fillRect(Rect(0, 0, 10, 10), Fixture.red)]))
            #expect(Fixture.close(image.pixel(x: 5, y: 5), Color(red: 255, green: 128, blue: 128)))
        }
    }
}

extension SDLTests {
    @Suite struct GroupDepthLimit {
        @Test("groups nested deeper than the layer limit draw without their own layer (bounded memory), and never crash")
        func deepGroupsAreBounded() throws {
            var commands: [DrawCommand] = []
            let depth = SDLRenderer.maxLayerDepth + 40
            for _ in 0..<depth { commands.append(.pushGroup(opacity: 0.99)) }
            commands.append(.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), Fixture.red))
            for _ in 0..<depth { commands.append(.popGroup) }
            let image = try Fixture.render(Fixture.list(commands))
            // Red over white: the green channel shows how much the red was faded. Each layer's
            // opacity is 252/255; 24 layers leave 0.752 of the red (green about 63); all 64
            // would leave 0.47 (green about 136).
            let layered = pow(252.0 / 255.0, Double(SDLRenderer.maxLayerDepth))
            let expectedGreen = 255 * (1 - layered)
            let green = Double(image.pixel(x: 5, y: 5).green)
            #expect(abs(green - expectedGreen) < 20, "green \(green), expected about \(expectedGreen) (each composite rounds)")
            #expect(image.pixel(x: 5, y: 5).red == 255)
        }
    }
}
