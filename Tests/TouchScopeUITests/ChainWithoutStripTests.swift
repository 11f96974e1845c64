import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// In a window too narrow for the strip beside the canvas (800x600), the responders of the
/// touch's chain that are not views (view controllers, the application) have no strip to be
/// named in: each takes its badge beside the badge of the responder before it (its view, the
/// window), so the canvas's numbers run without a gap (51 at 800x600 showed 1 and 3 of 1-4).
@Suite struct ChainWithoutStripTests {
    @Test("at 800x600, every responder of the chain that is not a view has its numbered badge on the canvas, beside the one before it where that is drawn")
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
                guard !badges.isEmpty else { continue }
                for (i, link) in r.drawnChain.enumerated() where scene.views[link.responder] == nil {
                    let badge = try #require(badges.first { $0.view == link.responder && $0.text == "\(i + 1)" },
                                             "\(name) \(l): \(link.responder) (number \(i + 1)) has no badge")
                    checked += 1
                    // Beside the badge before it, where that is drawn (else it joined the row of one
                    // drawn before it: the view before it is folded or not shown).
                    guard i > 0, let before = badges.first(where: { $0.view == r.drawnChain[i - 1].responder }) else { continue }
                    #expect(badge.box.distance(to: before.box) <= 8, "\(name) \(l): \(link.responder)'s badge is beside \(r.drawnChain[i - 1].responder)'s")
                }
            }
        }
        #expect(checked >= 20, "the course scenes have controllers and an application in their chains: \(checked)")
    }

    @Test("at 800x600, a shake sent to a first responder that is a view controller: its chain starts at the controller, whose badge joins the first row drawn (no number missing)")
    func chainStartingAtAController() throws {
        let document = try UITest.parse("""
        title: A controller first responder
        summary: A shake goes to the controller first.
        window:
          subviews:
            - id: root
              frame: [0, 0, 390, 844]
              color: "#FFFFFF"
              controller: {id: homeController, canBecomeFirstResponder: true, firstResponder: true}
              subviews:
                - id: card
                  frame: [40, 200, 300, 200]
                  color: "#88AACC"
        """)
        let (p, list, r) = try UITest.rendered(document, steps: [UITest.step(.event(.shake))], width: 800, height: 600)
        let scene = try #require(p.scene)
        #expect(!r.hasChainStrip)
        let chain = r.drawnChain
        #expect(chain.first?.responder == "homeController", "\(chain.map(\.responder))")
        #expect(chain.contains { scene.views[$0.responder] != nil }, "the chain passes views too")
        let numbers = Set(list.placedMarks.filter { $0.kind == .chainBadge || $0.kind == .cancelled }.compactMap { Int($0.text) })
        #expect(numbers == Set(1...chain.count), "\(numbers.sorted()) of \(chain.map(\.responder))")
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
