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
        /// The labels checked.
        var labels = 0
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
            checked.labels += 1
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
        var labels = 0, over = 0
        for name in names.sorted() {
            let checked = try Self.check(String(name.dropLast(5)), size, l)
            labels += checked.labels
            over += checked.over.count
        }
        // Not vacuous: the labels of every scene were checked (a label under a view in front is
        // checked on a scene made for it: labelsOnOwnFillAndUnderLaterSiblings).
        #expect(labels > 200, "\(size) \(l): \(labels) labels, \(over) under views in front")
    }

    /// A container filled by its subview, one whose subview leaves its bottom bare, and a view
    /// with a later sibling laid over its top-left corner (where its label goes).
    static let covered = """
    title: label under a sibling
    summary: x
    window:
      subviews:
        - id: screen
          frame: [0, 0, 390, 844]
          color: "#F2F2F7"
          subviews:
            - id: filled
              frame: [20, 60, 300, 200]
              color: "#FFFFFF"
              subviews:
                - {id: content, kind: button, frame: [0, 0, 300, 200], color: "#34C759"}
            - id: bottomBare
              frame: [20, 300, 300, 200]
              color: "#FFFFFF"
              subviews:
                - {id: topHalf, frame: [0, 0, 300, 100], color: "#5AC8FA"}
            - {id: leaf, frame: [20, 540, 300, 200], color: "#FFFFFF"}
            - {id: cover, frame: [20, 540, 80, 40], color: "#FF3B30"}
    """

    @Test("a container's label goes on its own fill, never on a subview; a label under a later sibling laid over it is drawn under it",
          arguments: sizes, [Language.en, .zh])
    func labelsOnOwnFillAndUnderLaterSiblings(_ size: (Double, Double), _ l: Language) throws {
        let document = try UITest.parse(Self.covered, path: "covered.yaml")
        let (p, list, r) = try UITest.rendered(document, width: size.0, height: size.1, l)
        let scene = try #require(p.scene)
        func index(_ match: (DrawCommand) -> Bool) throws -> Int {
            let found = list.commands.firstIndex(where: match)
            return try #require(found)
        }
        func fill(_ id: String) throws -> Int {
            let box = Rect(bounding: r.pixelQuad(try #require(scene.views[id])))
            return try index { if case let .fillRect(rect, _) = $0 { return rect == box }; return false }
        }
        // Filled by its subview: not on the button (it would read as the button's) but just
        // outside, over its top edge, on the screen's fill.
        let filled = try #require(scene.views["filled"])
        let filledLayout = try #require(r.viewLabelLayout(of: filled, quad: r.pixelQuad(filled)))
        let filledBox = Rect(bounding: r.pixelQuad(filled))
        #expect(filledLayout.outside && !filledLayout.rect.intersects(filledBox) && filledLayout.rect.maxY <= filledBox.minY)
        // Its bottom bare: the label at a bottom corner, on its own fill, after its subview.
        let bare = try #require(scene.views["bottomBare"])
        let layout = try #require(r.viewLabelLayout(of: bare, quad: r.pixelQuad(bare)))
        let topHalf = Rect(bounding: r.pixelQuad(try #require(scene.views["topHalf"])))
        #expect(!layout.rect.intersects(topHalf) && Rect(bounding: r.pixelQuad(bare)).contains(layout.rect))
        let bareLabel = try index { if case let .text(s, at, _, _, _, _) = $0 { return s == "bottomBare" && at == layout.lines[0].at }; return false }
        #expect(try fill("topHalf") < bareLabel)
        // A leaf's label at its top-left, under the sibling laid over it: drawn before its fill.
        let leaf = try #require(scene.views["leaf"])
        let leafLayout = try #require(r.viewLabelLayout(of: leaf, quad: r.pixelQuad(leaf)))
        #expect(Rect(bounding: r.pixelQuad(try #require(scene.views["cover"]))).intersects(leafLayout.rect))
        let leafLabel = try index { if case let .text(s, at, _, _, _, _) = $0 { return s == "leaf" && at == leafLayout.lines[0].at }; return false }
        #expect(try fill("leaf") < leafLabel && leafLabel < fill("cover"))
    }

    @Test("47, 49, 50 and 55: a scroll view's label lies on its own fill, never on its content", arguments: sizes, [Language.en, .zh])
    func scrollViewLabelsOffTheirContent(_ size: (Double, Double), _ l: Language) throws {
        var shown = 0
        for name in ["47-touches-should-cancel", "49-back-swipe-vs-scroll-view", "50-table-view-selection", "55-collection-view-selection"] {
            _ = try Self.check(name, size, l)
            let document = try UITest.example(name)
            let (p, _, r) = try UITest.rendered(document, width: size.0, height: size.1, l)
            let scene = try #require(p.scene)
            for view in scene.viewsInOrder where view is ScrollView && !view.subviews.isEmpty {
                guard let label = r.viewLabelLayout(of: view, quad: r.pixelQuad(view))?.rect else { continue }
                shown += 1
                #expect(!r.isCoveredFromFront(label, view: view), "\(name): \(view.id)'s label lies on a view in front at \(size) \(l)")
            }
        }
        #expect(shown >= 4, "scroll views with a bare corner are labelled (\(shown)) at \(size) \(l)")
    }
}
