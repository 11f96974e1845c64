import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// View id labels that do not fit their view at the usual size: smaller, on two lines or just
/// outside the view before they are elided ("sti…", "tiltedC…" in issue 12's review).
@Suite struct ViewLabelTests {
    /// The label of `id` in `scene` after its script, as laid out for drawing.
    func label(_ scene: String, _ id: String, width: Double = 1280, height: Double = 900) throws -> (ViewLabelLayout, PlaygroundRenderer, View) {
        let (p, _, renderer) = try UITest.rendered(try UITest.example(scene), width: width, height: height)
        let view = try #require(p.scene?.views[id])
        return (try #require(renderer.viewLabelLayout(of: view, quad: renderer.pixelQuad(view))), renderer, view)
    }

    /// Whether any line of `layout` is wider than it may be (the backend would elide it).
    func isElided(_ layout: ViewLabelLayout, _ renderer: PlaygroundRenderer) -> Bool {
        layout.lines.contains { renderer.measurer.measure($0.text, size: layout.size).width > layout.maxWidth + 0.5 }
    }

    @Test("scene 10: stickerDot's label is whole, under the dot and inside the sticker, over no other view")
    func stickerDotLabelGoesUnder() throws {
        let (layout, renderer, view) = try label("10-hittest-return-self", "stickerDot")
        #expect(!isElided(layout, renderer))
        #expect(layout.lines.map(\.text).joined() == "stickerDot")
        let dot = Rect(bounding: renderer.pixelQuad(view))
        let sticker = Rect(bounding: renderer.pixelQuad(try #require(view.superview)))
        #expect(layout.outside && layout.rect.minY >= dot.maxY && sticker.contains(layout.rect))
        #expect(layout.size >= Theme.minimumCanvasTextSize * renderer.u - 0.01)
    }

    @Test("scene 21: the tilted child's label is on two lines (tilted / Child), whole, in the middle of the diamond")
    func tiltedChildOnTwoLines() throws {
        let (layout, renderer, view) = try label("21-coordinates", "tiltedChild")
        #expect(!isElided(layout, renderer))
        #expect(layout.lines.map(\.text) == ["tilted", "Child"])
        #expect(Rect(bounding: renderer.pixelQuad(view)).contains(layout.rect))
    }

    @Test("two lines split where an id's words meet, the longer line as short as it can be")
    func splitsAtWords() {
        let w: (String) -> Double = { Double($0.count) }
        #expect(ViewLabelLayout.twoLines("stickerDot", width: w)! == ("sticker", "Dot"))
        #expect(ViewLabelLayout.twoLines("row12.toggle", width: w)! == ("row12.", "toggle"))
        #expect(ViewLabelLayout.twoLines("tabBarItem", width: w)! == ("tabBar", "Item"))
        #expect(ViewLabelLayout.twoLines("plain", width: w) == nil)
    }

    @Test("every scene at 1280x900 and 900x700: a label moved outside its view lies on the canvas over no view but its ancestors, and no two view labels overlap", arguments: [(1280.0, 900.0), (900, 700)])
    func movedLabelsOverNothing(_ size: (Double, Double)) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: UITest.scenesFolder.path).filter { $0.hasSuffix(".yaml") }
        for name in names.sorted() {
            let (p, _, renderer) = try UITest.rendered(try UITest.example(String(name.dropLast(5))), width: size.0, height: size.1)
            guard let scene = p.scene else { continue }
            var moved: [(String, Rect)] = []
            for (id, view) in scene.views where !view.isHidden {
                guard let layout = renderer.viewLabelLayout(of: view, quad: renderer.pixelQuad(view)), layout.outside else { continue }
                moved.append((id, layout.rect))
                #expect(renderer.layout.canvas.contains(layout.rect), "\(name): \(id)")
                var ancestors: Set<ObjectIdentifier> = []
                var v: View = view
                while let s = v.superview { ancestors.insert(ObjectIdentifier(s)); v = s }
                // (A view that clips hides its subviews outside it: a table's rows scrolled out.)
                for (other, o) in scene.views where o !== view && !o.isHidden && !ancestors.contains(ObjectIdentifier(o)) && !(o is Window)
                    && !(view.clipsToBounds && o.isDescendant(of: view)) {
                    #expect(!Rect(bounding: renderer.pixelQuad(o)).intersects(layout.rect), "\(name): \(id)'s label lies on \(other)")
                }
            }
            for i in moved.indices { for j in moved.indices where j > i {
                #expect(!moved[i].1.intersects(moved[j].1), "\(name): \(moved[i].0) and \(moved[j].0)")
            } }
        }
    }
}
