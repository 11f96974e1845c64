import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// In a window too narrow for the strip beside the canvas (800x600), the responders of the
/// touch's chain that are not views (view controllers, the application) have no strip to be
/// named in: each takes its badge beside the badge of the responder before it (its view, the
/// window), so the canvas's numbers run without a gap (51 at 800x600 showed 1 and 3 of 1-4).
@Suite struct ChainWithoutStripTests {
    @Test("at 800x600, every responder of the chain that is not a view has its numbered badge on the canvas, beside the one before it")
    func nonViewRespondersKeepTheirBadges() throws {
        var checked = 0
        for name in try ViewCommandCacheTests.sceneNames() {
            let document = try UITest.example(String(name.dropLast(5)))
            for l in [Language.en, .zh] {
                let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: 800, height: 600, l)
                let scene = try #require(p.scene)
                guard p.overlays.contains(.chain) else { continue }
                #expect(!r.hasChainStrip, "\(name): no strip at 800x600")
                let badges = list.placedMarks.filter { $0.kind == .chainBadge || $0.kind == .cancelled }
                for (i, link) in r.drawnChain.enumerated() where scene.views[link.responder] == nil {
                    // (After a view the canvas folds or leaves out, there is no badge to go beside.)
                    guard i > 0, let before = badges.first(where: { $0.view == r.drawnChain[i - 1].responder }) else { continue }
                    let badge = try #require(badges.first { $0.view == link.responder && $0.text == "\(i + 1)" },
                                             "\(name) \(l): \(link.responder) (number \(i + 1)) has no badge")
                    #expect(badge.box.distance(to: before.box) <= 8, "\(name) \(l): \(link.responder)'s badge is beside \(r.drawnChain[i - 1].responder)'s")
                    checked += 1
                }
            }
        }
        #expect(checked >= 20, "the course scenes have controllers and an application in their chains: \(checked)")
    }

    @Test("at 800x600, a nil-targeted action's search shows every responder it asked, lettered without a gap (16 showed A B C E)")
    func actionSearchHasNoGap() throws {
        var searches = 0
        for name in ["16-nil-target-actions", "17-nil-target-first-responder"] {
            let document = try UITest.example(name)
            let (_, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: 800, height: 600)
            #expect(!r.hasChainStrip)
            let letters = list.placedMarks.filter { $0.kind == .actionSearch && $0.text.count == 1 }.map(\.text).sorted()
            let scene = try #require(r.snapshot.scene)
            let search = try #require(r.actionSearch(scene), "\(name) has an action search")
            #expect(letters == search.links.indices.map { String(UnicodeScalar(UInt8(65 + $0))) }, "\(name): \(letters)")
            searches += 1
        }
        #expect(searches == 2)
    }
}
