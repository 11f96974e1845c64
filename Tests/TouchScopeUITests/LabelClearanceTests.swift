import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The views' id labels that show stay readable under the overlays: no overlay text (a verdict
/// tag, a recognizer's tag, a chain badge's numeral, a ≠ tag) is drawn across one. Containers'
/// labels, drawn in a corner over their subviews, are what the overlays used to land on
/// (scene 55: a cell's contentView's tag after its label of no width, on the cell's label; the
/// recognizer's tag on the grid's label; scene 03: the window's tag on the tab bar's label).
@Suite struct LabelClearanceTests {
    /// The labels that show in `renderer`'s last frame, by view id.
    static func shownLabels(_ renderer: PlaygroundRenderer, _ p: Playground) -> [String: Rect] {
        guard let scene = p.scene else { return [:] }
        let windows = PlaygroundRenderer.drawingOrder(scene.application)
        let lines = renderer.labelLines(windows)
        let labels = LabelLines(lines, canvas: renderer.layout.canvas)
        let painted = renderer.paintedBoxes(windows)
        var out: [String: Rect] = [:]
        for (id, line) in lines where line.width >= 1 {
            guard let view = scene.views[id], renderer.labelShows(view, label: line, labels: labels, painted: painted) else { continue }
            out[id] = line
        }
        return out
    }

    /// The overlay text boxes of `list` that cover more than a quarter of a label that shows.
    static func covered(_ list: DisplayList, _ renderer: PlaygroundRenderer, _ p: Playground) -> [(String, Rect)] {
        let labels = shownLabels(renderer, p)
        let texts = list.marks.filter { $0.kind == .text && renderer.layout.canvas.intersects($0.rect) }.map(\.rect)
        var out: [(String, Rect)] = []
        for (id, line) in labels {
            let area = line.width * line.height
            if let t = texts.first(where: { $0.intersection(line).map { $0.width * $0.height > area / 4 } ?? false }) { out.append((id, t)) }
        }
        return out
    }

    @Test("every scene at its picture and after its script: no overlay text covers a label that shows", arguments: [Language.en, .zh])
    func everySceneKeepsLabelsClear(_ l: Language) throws {
        for name in try ViewCommandCacheTests.sceneNames() {
            let document = try UITest.example(String(name.dropLast(5)))
            for size in MarkCollisionTests.sizes {
                for steps in [document.script.throughPicture, document.script] {
                    var (p, _, r) = try UITest.rendered(document, steps: steps, width: size.0, height: size.1, l)
                    let list = r.render(width: Int(size.0), height: Int(size.1))
                    for (id, t) in Self.covered(list, r, p) {
                        Issue.record("\(name) at \(size) \(l): \(id)'s label is under overlay text at \(t)")
                    }
                }
            }
        }
    }
}
