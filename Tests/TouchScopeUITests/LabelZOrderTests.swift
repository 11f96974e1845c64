import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A view's id label in its place in the stacking order: over its own subviews (a scroll view's
/// or table's label was hidden under its rows), under every view drawn in front of its subtree
/// (later siblings of it or of its ancestors, windows above), in both languages and at a small,
/// a usual and a large window.
@Suite struct LabelZOrderTests {
    static let sizes: [(Double, Double)] = [(900, 700), (1280, 900), (1920, 1080)]

    /// What one rendered scene's labels were checked against.
    struct Checked {
        /// (container, subview) pairs: the subview's fill is drawn before the container's label.
        var under: [(String, String)] = []
        /// (view, front view) pairs: the front view's fill, over the label, is drawn after it.
        var over: [(String, String)] = []
    }

    /// Checks every drawn view's id label in `scene` rendered at `size` in `l` against the fills
    /// of its subviews and of the views in front; returns the pairs it checked.
    static func check(_ scene: String, _ size: (Double, Double), _ l: Language) throws -> Checked {
        let document = try UITest.example(scene)
        let (p, list, renderer) = try UITest.rendered(document, width: size.0, height: size.1, l)
        guard let built = p.scene else { return Checked() }
        let walk = renderer.memo.walk(PlaygroundRenderer.drawingOrder(built.application))
        // Each drawn view's place in painting order, its subtree's end, its box.
        var order: [ObjectIdentifier: Int] = [:], end: [ObjectIdentifier: Int] = [:]
        var views: [View] = []
        var stack: [ObjectIdentifier] = []
        for step in walk {
            let id = ObjectIdentifier(step.drawn.view)
            if step.enter {
                order[id] = views.count
                views.append(step.drawn.view)
                stack.append(id)
            } else {
                end[stack.removeLast()] = views.count - 1
            }
        }
        let boxes = views.map { Rect(bounding: renderer.pixelQuad($0)) }
        // A view's fill is found by its box: only for boxes no other drawn view has, axis-aligned.
        var boxCount: [Rect: Int] = [:]
        for b in boxes { boxCount[b, default: 0] += 1 }
        func fillIndex(_ i: Int) -> Int? {
            guard boxCount[boxes[i]] == 1, renderer.isAxisAligned(renderer.pixelQuad(views[i])) else { return nil }
            // The first fill with the view's box is its own (overlays come after the views).
            return list.commands.firstIndex { if case let .fillRect(r, c) = $0 { return r == boxes[i] && c.alpha > 0 }; return false }
        }
        var checked = Checked()
        for (i, view) in views.enumerated() {
            guard let layout = renderer.viewLabelLayout(of: view, quad: renderer.pixelQuad(view)), let line = layout.lines.first,
                  let labelIndex = list.commands.firstIndex(where: {
                      if case let .text(s, at, _, _, _, _) = $0 { return s == line.text && at == line.at }; return false
                  }) else { continue }
            let last = end[ObjectIdentifier(view)] ?? i
            // Its subviews (its whole subtree) are drawn before its label.
            for d in (i + 1)...max(i + 1, last) where d <= last {
                guard let fill = fillIndex(d) else { continue }
                #expect(fill < labelIndex, "\(scene) \(size) \(l): \(view.id)'s label is drawn under its subview \(views[d].id)")
                if boxes[d].intersects(layout.rect) { checked.under.append((view.id, views[d].id)) }
            }
            // Every view drawn after its subtree that covers part of the label is drawn after it.
            for f in (last + 1)..<views.count where boxes[f].intersects(layout.rect) {
                guard let fill = fillIndex(f) else { continue }
                #expect(fill > labelIndex, "\(scene) \(size) \(l): \(view.id)'s label is drawn over \(views[f].id), in front of it")
                checked.over.append((view.id, views[f].id))
            }
        }
        return checked
    }

    @Test("every scene: each view's label is drawn after its subviews' fills and before the fills of the views in front of it",
          arguments: sizes, [Language.en, .zh])
    func labelsInTheirPlace(_ size: (Double, Double), _ l: Language) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: UITest.scenesFolder.path).filter { $0.hasSuffix(".yaml") }
        var under = 0, over = 0
        for name in names.sorted() {
            let checked = try Self.check(String(name.dropLast(5)), size, l)
            under += checked.under.count
            over += checked.over.count
        }
        // Not vacuous: labels lying on subviews were found (labels under views in front: below).
        #expect(under > 10, "\(size) \(l): \(under) labels on subviews, \(over) under views in front")
    }

    /// A container whose label lies on its own subview (a button as large as it, labelled in the
    /// middle) and under a later sibling laid over its top-left corner.
    static let covered = """
    title: label under a sibling
    summary: x
    window:
      subviews:
        - id: screen
          frame: [0, 0, 390, 844]
          color: "#F2F2F7"
          subviews:
            - id: container
              frame: [20, 100, 300, 300]
              color: "#FFFFFF"
              subviews:
                - {id: content, kind: button, frame: [0, 0, 300, 300], color: "#34C759"}
            - {id: cover, frame: [20, 100, 60, 40], color: "#FF3B30"}
    """

    @Test("a container's label is drawn over its own subview that fills it and under a later sibling laid over it",
          arguments: sizes, [Language.en, .zh])
    func labelUnderALaterSibling(_ size: (Double, Double), _ l: Language) throws {
        let document = try UITest.parse(Self.covered, path: "covered.yaml")
        let (p, list, renderer) = try UITest.rendered(document, width: size.0, height: size.1, l)
        let scene = try #require(p.scene)
        let container = try #require(scene.views["container"]), content = try #require(scene.views["content"])
        let cover = try #require(scene.views["cover"])
        let layout = try #require(renderer.viewLabelLayout(of: container, quad: renderer.pixelQuad(container)))
        func index(_ match: (DrawCommand) -> Bool) throws -> Int {
            let found = list.commands.firstIndex(where: match)
            return try #require(found)
        }
        let label = try index { if case let .text(s, at, _, _, _, _) = $0 { return s == "container" && at == layout.lines[0].at }; return false }
        let contentFill = try index { if case let .fillRect(r, _) = $0 { return r == Rect(bounding: renderer.pixelQuad(content)) }; return false }
        let coverFill = try index { if case let .fillRect(r, _) = $0 { return r == Rect(bounding: renderer.pixelQuad(cover)) }; return false }
        #expect(Rect(bounding: renderer.pixelQuad(content)).intersects(layout.rect))
        #expect(Rect(bounding: renderer.pixelQuad(cover)).intersects(layout.rect))
        #expect(contentFill < label && label < coverFill, "\(size) \(l): content \(contentFill), label \(label), cover \(coverFill)")
    }

    @Test("47 and 49: the scroll views' labels lie on their content and are drawn over it", arguments: sizes, [Language.en, .zh])
    func scrollViewLabelsOverContent(_ size: (Double, Double), _ l: Language) throws {
        // 47's rowOverridden: its label on its own fill where a corner has no content (else
        // over its content, drawn after it).
        let a = try Self.check("47-touches-should-cancel", size, l)
        let document = try UITest.example("47-touches-should-cancel")
        let (p, _, r) = try UITest.rendered(document, width: size.0, height: size.1, l)
        let row = try #require(p.scene?.views["rowOverridden"])
        let label = try #require(r.viewLabelLayout(of: row, quad: r.pixelQuad(row))).rect
        #expect(a.under.contains { $0.0 == "rowOverridden" } || !r.isCoveredFromFront(label, view: row),
                "rowOverridden's label lies on its own fill or over its content at \(size) \(l): \(a.under)")
        let b = try Self.check("49-back-swipe-vs-scroll-view", size, l)
        #expect(!b.under.isEmpty, "49's scrollers' labels lie on their content at \(size) \(l)")
    }
}
