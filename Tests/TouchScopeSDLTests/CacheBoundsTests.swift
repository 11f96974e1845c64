import CSDL2
import Testing
import TouchScopeCore
@testable import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// What the window keeps and makes per frame is bounded by the window, not by what is drawn
    /// (issue 18's window soak: zoom and text scale made memory grow by 95 MiB).
    @Suite struct CacheBounds {
        static func key(_ p: (x: Int, y: Int)) -> Int64 { Int64(p.x) << 32 ^ Int64(UInt32(truncatingIfNeeded: p.y)) }

        static func keys(_ points: [(x: Int, y: Int)]) -> Set<Int64> { Set(points.map(key)) }

        static func inside(_ r: PixelRect, _ p: (x: Int, y: Int)) -> Bool {
            p.x >= r.x0 && p.x < r.x1 && p.y >= r.y0 && p.y < r.y1
        }

        static let rects = [
            PixelRect(x0: 5, y0: 5, x1: 25, y1: 25), PixelRect(x0: -13, y0: -7, x1: 31, y1: 12),
            PixelRect(x0: 3, y0: 4, x1: 4, y1: 20), PixelRect(x0: 3, y0: 4, x1: 20, y1: 5),
            PixelRect(x0: 0, y0: 0, x1: 2, y1: 2), PixelRect(x0: 2, y0: 9, x1: 40, y1: 11),
        ]
        static let windows = [
            PixelRect(x0: 0, y0: 0, x1: 20, y1: 20), PixelRect(x0: 7, y0: -3, x1: 12, y1: 30),
            PixelRect(x0: -50, y0: -50, x1: 50, y1: 50), PixelRect(x0: 30, y0: 30, x1: 40, y1: 40),
            PixelRect(x0: 4, y0: 4, x1: 4, y1: 9), PixelRect(x0: 3, y0: 4, x1: 4, y1: 5),
        ]

        @Test func hatchWithinAWindowIsTheWholeHatchCutToIt() {
            for rect in Self.rects {
                for visible in Self.windows {
                    for spacing in [2, 3, 6] {
                        let whole = PixelShapes.hatchPoints(rect, spacing: spacing).filter { Self.inside(visible, $0) }
                        let cut = PixelShapes.hatchPoints(rect, spacing: spacing, within: visible)
                        #expect(Self.keys(cut) == Self.keys(whole), "\(rect) in \(visible), spacing \(spacing)")
                        #expect(cut.count == whole.count)
                    }
                }
            }
        }

        @Test func dashesWithinAWindowAreTheWholeOutlineCutToIt() {
            for rect in Self.rects {
                for visible in Self.windows {
                    for dash in [1, 2, 3, 5] {
                        let whole = PixelShapes.dashedPoints(rect, dash: dash).filter { Self.inside(visible, $0) }
                        let cut = PixelShapes.dashedPoints(rect, dash: dash, within: visible)
                        #expect(Self.keys(cut) == Self.keys(whole), "\(rect) in \(visible), dash \(dash)")
                        #expect(cut.count == whole.count)
                    }
                }
            }
        }

        @Test func aHugeHatchedOrDashedRectMakesOnlyTheWindowsPoints() {
            // Before: every point of the whole rect (about 2.5e11 for this hatch) was made.
            let huge = PixelRect(x0: -1_000_000, y0: -1_000_000, x1: 1_000_000, y1: 1_000_000)
            let window = PixelRect(x0: 0, y0: 0, x1: 100, y1: 80)
            #expect(PixelShapes.hatchPoints(huge, spacing: 4, within: window).count <= 100 * 80 / 4 + 100 + 80)
            #expect(PixelShapes.dashedPoints(huge, dash: 3, within: window).isEmpty)  // its outline is off screen
            let edge = PixelRect(x0: 10, y0: -1_000_000, x1: 1_000_000, y1: 1_000_000)
            #expect(PixelShapes.dashedPoints(edge, dash: 3, within: window).count <= 80)
        }

        @Test func aHugeHatchRendersTheSamePixelsAsOneJustBeyondTheFrame() throws {
            let huge = try Fixture.render(Fixture.list(40, 30, [
                .hatch(Rect(-500_000, -500_000, 1_000_000, 1_000_000), Fixture.red, spacing: 6),
                .dashedRect(Rect(-500_000, 3, 1_000_000, 20), Fixture.blue, dash: 3),
            ]))
            let small = try Fixture.render(Fixture.list(40, 30, [
                .hatch(Rect(-6, -6, 60, 60), Fixture.red, spacing: 6),
                .dashedRect(Rect(-500_000, 3, 1_000_000, 20), Fixture.blue, dash: 3),
            ]))
            #expect(huge == small)
            #expect(Fixture.inkCount(huge) > 200)
        }

        @Test func fontCacheClosesTheLeastRecentlyUsedSizeAtItsBound() throws {
            let fonts = try FontCache(urls: FontCache.faces(for: Fixture.fontURL()), maxSizes: 3)
            #expect(fonts.openSizes == [12])
            _ = try fonts.faces(size: 13)
            _ = try fonts.faces(size: 14)
            #expect(fonts.openSizes == [12, 13, 14])  // at the bound, nothing closed
            _ = try fonts.faces(size: 12.2)  // 12 again: now the most recent
            _ = try fonts.faces(size: 15)
            #expect(fonts.openSizes == [12, 14, 15])  // 13 was the least recently used
            let layout = try fonts.layout("Hi 你好", size: 13)  // reopened on demand, still works
            #expect(layout.width > 20 && layout.runs.count == 2)
            #expect(fonts.openSizes == [12, 15, 13])
            #expect(FontCache.maxSizes == 16)
        }

        @Test func textTextureCacheEvictsByBytesAsWellAsByCount() throws {
            let measurer = try SDLTextMeasurer(fontURL: Fixture.fontURL())
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 16, 16, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
            defer { SDL_DestroyRenderer(renderer) }
            func bytes(_ e: TextTextureCache.Entry?) -> Int { e.map { Int($0.width) * Int($0.height) * 4 } ?? 0 }
            // Measure three textures in a roomy cache.
            let probe = TextTextureCache(renderer: renderer, fonts: measurer.fonts, capacity: 100, byteCapacity: 1 << 30)
            let a = bytes(probe.texture(text: "aaaa", size: 20, color: .black))
            let b = bytes(probe.texture(text: "bbbb", size: 20, color: .black))
            let c = bytes(probe.texture(text: "cccc", size: 20, color: .black))
            #expect(probe.bytes == a + b + c && a > 0 && b > 0 && c > 0)

            // Exactly a + b fits: at the bound nothing goes; one byte more of text and the oldest goes.
            let cache = TextTextureCache(renderer: renderer, fonts: measurer.fonts, capacity: 100, byteCapacity: a + b)
            _ = try #require(cache.texture(text: "aaaa", size: 20, color: .black))
            _ = cache.texture(text: "bbbb", size: 20, color: .black)
            #expect(cache.count == 2 && cache.bytes == a + b)
            #expect(cache.isCached(text: "aaaa", size: 20, color: .black))
            _ = cache.texture(text: "cccc", size: 20, color: .black)  // evicts "aaaa", the least recently used
            #expect(cache.bytes <= a + b && cache.count == (b + c <= a + b ? 2 : 1))
            // Gone (a texture pointer cannot tell: a new texture may reuse the freed address), and
            // the newest stays.
            #expect(!cache.isCached(text: "aaaa", size: 20, color: .black))
            #expect(cache.isCached(text: "cccc", size: 20, color: .black))
            #expect(cache.texture(text: "aaaa", size: 20, color: .black) != nil)  // re-rendered on demand

            // A texture larger than the whole bound still draws, and is then all the cache holds.
            let tiny = TextTextureCache(renderer: renderer, fonts: measurer.fonts, capacity: 100, byteCapacity: 16)
            _ = tiny.texture(text: "aaaa", size: 20, color: .black)
            let big = tiny.texture(text: "a much longer line", size: 40, color: .black)
            #expect(big != nil && tiny.count == 1 && tiny.bytes == bytes(big))
            #expect(TextTextureCache.defaultByteCapacity == 32 << 20)
        }
    }
}
