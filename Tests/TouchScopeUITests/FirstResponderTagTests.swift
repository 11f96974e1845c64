import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The first responder's tag, placed by the engine: inside its view's corner where it fits,
/// saying only "⌨ first responder"; off a view too small for it, naming the view, against it or
/// tied to it by a leader, and never over another mark.
@Suite struct FirstResponderTagTests {
    static func scene(field: [Double]) -> String {
        """
        title: t
        window:
          subviews:
            - id: form
              frame: [0, 100, 390, 300]
              subviews:
                - {id: field, kind: textField, frame: [\(field.map { formatNumber($0) }.joined(separator: ", "))], canBecomeFirstResponder: true, firstResponder: true}
                - {id: other, kind: button, frame: [20, 200, 120, 44]}
        """
    }

    func tag(_ field: [Double], _ l: Language) throws -> (mark: PlacedMark, visible: Rect, renderer: PlaygroundRenderer, list: DisplayList) {
        let (p, list, renderer) = try UITest.rendered(try UITest.parse(Self.scene(field: field), path: "fr.yaml"), steps: [], width: 1280, height: 900, l)
        let view = try #require(p.scene?.views["field"])
        let visible = Rect(bounding: view.screenQuad.map(renderer.layout.pixel))
        let mark = try #require(list.placedMarks.first { $0.kind == .firstResponder }, "a first-responder tag")
        #expect(mark.view == "field")
        return (mark, visible, renderer, list)
    }

    @Test(arguments: [Language.en, .zh])
    func insideARoomyViewItSaysOnlyWhatItIs(_ l: Language) throws {
        let (mark, visible, _, _) = try tag([20, 20, 300, 60], l)
        #expect(mark.text == Localization.firstResponderTag(l))
        #expect(visible.contains(mark.box), "\(mark.box) inside \(visible)")
        // In the bottom-right corner, off the field's edges.
        #expect(mark.box.maxX < visible.maxX && mark.box.maxY < visible.maxY && mark.box.midX > visible.midX && mark.box.midY > visible.midY)
    }

    @Test(arguments: [Language.en, .zh])
    func offATinyViewItNamesTheViewAndIsTiedToIt(_ l: Language) throws {
        let (mark, visible, renderer, list) = try tag([20, 20, 30, 12], l)
        #expect(!visible.contains(mark.box))
        #expect(mark.text == "field " + Localization.firstResponderTag(l), "\(mark.text)")
        // Against the field, or a leader from the tag to the field's edge.
        let touches = CanvasPlacementTests.gap(mark.box, visible) <= 4 * renderer.u
        let leader = list.commands.contains { c in
            guard case let .line(a, b, _, _) = c else { return false }
            let ends = [a, b]
            return ends.contains { mark.box.insetBy(dx: -1, dy: -1).contains($0) } && ends.contains { visible.insetBy(dx: -1, dy: -1).contains($0) }
        }
        #expect(touches || leader, "\(mark.box) is tied to \(visible)")
        // Over no other mark.
        for other in list.placedMarks where other != mark && other.kind != .chainBadge {
            #expect(!other.box.intersects(mark.box.insetBy(dx: 1, dy: 1)), "\(other.kind) \(other.text) under the tag")
        }
    }
}
