import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes
import TouchScopeTestSupport

/// A scene that loads never has a responder chain that loops: `presentedBy` cycles (direct,
/// through other controllers, or through a controller whose view is inside the presented one's)
/// are refused at the entry that closes them.
@Suite("Responder cycles")
struct ResponderCycleTests {
    /// Whether walking `next` from `start` comes back to a responder already seen.
    static func loops(from start: Responder) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var current: Responder? = start
        while let r = current {
            if !seen.insert(ObjectIdentifier(r)).inserted { return true }
            current = r.next
        }
        return false
    }

    @Test("a controller presented by itself is refused at its 'presentedBy'")
    func selfPresentation() {
        let found = errors("""
        title: T
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, 10]
              controller: {id: vc, presentedBy: vc}
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("test.yaml:6:41: error: controller 'vc' is presented by itself") == true, "\(found)")
    }

    @Test("the presentedBy that closes a loop is the one reported, with the loop spelled out")
    func loopThroughTwoControllers() {
        let found = errors("""
        title: T
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, 10]
              controller: {id: first, presentedBy: second}
            - id: b
              frame: [0, 0, 10, 10]
              controller: {id: second, presentedBy: first}
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("test.yaml:9:45: error: 'presentedBy: first' makes the responder chain loop: 'second' -> 'first' -> 'second'") == true, "\(found)")
    }

    @Test("a controller presented by one whose view is inside its own loops through the views")
    func loopThroughTheViewTree() {
        let found = errors("""
        title: T
        window:
          subviews:
            - id: outer
              frame: [0, 0, 10, 10]
              controller: {id: outerVC, presentedBy: innerVC}
              subviews:
                - id: inner
                  frame: [0, 0, 10, 10]
                  controller: {id: innerVC}
        """)
        #expect(found.count == 1)
        #expect(found.first?.contains("'outerVC' -> 'innerVC' -> 'outerVC'") == true, "\(found)")
    }

    @Test("presenting from an enclosing controller or a sibling is fine (no loop)")
    func presentationsThatEnd() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - id: outer
              frame: [0, 0, 10, 10]
              controller: {id: outerVC}
              subviews:
                - id: inner
                  frame: [0, 0, 10, 10]
                  controller: {id: innerVC, presentedBy: outerVC}
            - id: sheet
              frame: [0, 0, 10, 10]
              controller: {id: sheetVC, presentedBy: innerVC}
        """)
        let built = SceneBuilder.build(doc)
        for r in built.responders.values { #expect(!Self.loops(from: r), "\(r.id)") }
    }

    @Test("a document made in code with a presentedBy loop still builds chains that end")
    func builderLeavesOutTheLinkThatLoops() throws {
        var doc = try scene("""
        title: T
        window:
          subviews:
            - id: a
              frame: [0, 0, 10, 10]
              controller: {id: first}
            - id: b
              frame: [0, 0, 10, 10]
              controller: {id: second, presentedBy: first}
        """)
        doc.windows[0].view.subviews[0].controller?.presentedBy = "second"
        let built = SceneBuilder.build(doc)
        for r in built.responders.values { #expect(!Self.loops(from: r), "\(r.id)") }
        // The first link in file order stays; the one that closes the loop is left out.
        #expect((built.responders["first"] as? ViewController)?.presentingViewController === built.responders["second"])
        #expect((built.responders["second"] as? ViewController)?.presentingViewController == nil)
    }

    @Test("every corpus scene's responder chains end")
    func corpusChainsEnd() throws {
        for path in SceneFile.scenes(in: repositoryRoot.appendingPathComponent("Scenes").path) {
            let built = SceneBuilder.build(try SceneFile.load(path))
            for r in built.responders.values { #expect(!Self.loops(from: r), "\(path): \(r.id)") }
        }
    }

    /// Random nestings of controllers with random `presentedBy`: the parser refuses the scene
    /// exactly when the built chain (the same scene without the check, presented by hand) loops;
    /// and every scene it accepts has chains that end, the first responder's included.
    @Test("refused exactly when the chain loops (random scenes against brute force)")
    func randomScenesAgainstBruteForce() throws {
        var rng = SplitMix(seed: 0x5EED_C1C1E)
        var refused = 0, accepted = 0
        for _ in 0..<400 {
            let count = Int.random(in: 1...6, using: &rng)
            // parent[i]: the controller view that view i sits in (nil: the window).
            var parent: [Int?] = []
            var presenter: [Int?] = []
            for i in 0..<count {
                parent.append(i > 0 && Bool.random(using: &rng) ? Int.random(in: 0..<i, using: &rng) : nil)
                presenter.append(Int.random(in: 0...3, using: &rng) == 0 ? nil : Int.random(in: 0..<count, using: &rng))
            }
            func yaml(presenting: Bool) -> String {
                var lines = ["title: T", "window:", "  subviews:"]
                func emit(_ i: Int, _ indent: String) {
                    var controller = "{id: vc\(i), canBecomeFirstResponder: true\(i == 0 ? ", firstResponder: true" : "")"
                    if presenting, let p = presenter[i] { controller += ", presentedBy: vc\(p)" }
                    lines.append("\(indent)- id: v\(i)")
                    lines.append("\(indent)  frame: [0, 0, 10, 10]")
                    lines.append("\(indent)  controller: \(controller)}")
                    let children = (0..<count).filter { parent[$0] == i }
                    if !children.isEmpty {
                        lines.append("\(indent)  subviews:")
                        for c in children { emit(c, indent + "    ") }
                    }
                }
                for i in 0..<count where parent[i] == nil { emit(i, "    ") }
                return lines.joined(separator: "\n") + "\n"
            }
            // Brute force: build without presentedBy, present by hand, walk.
            let plain = SceneBuilder.build(try scene(yaml(presenting: false)))
            for i in 0..<count {
                guard let p = presenter[i] else { continue }
                let vc = plain.responders["vc\(i)"] as? ViewController
                vc?.presentingViewController = plain.responders["vc\(p)"] as? ViewController
            }
            let expectLoop = plain.responders.values.contains { Self.loops(from: $0) }
            let text = yaml(presenting: true)
            let found = errors(text)
            #expect(found.isEmpty == !expectLoop, "\(text)\n\(found)")
            if found.isEmpty {
                accepted += 1
                let built = SceneBuilder.build(try scene(text))
                for r in built.responders.values { #expect(!Self.loops(from: r), "\(text)") }
                if let first = built.application.firstResponder { #expect(first.responderChain.count < 50) }
            } else {
                refused += 1
                for e in found { #expect(e.contains("loop"), "\(e)") }
            }
        }
        #expect(refused > 50 && accepted > 50, "refused \(refused), accepted \(accepted)")
    }
}

typealias SplitMix = SplitMix64
