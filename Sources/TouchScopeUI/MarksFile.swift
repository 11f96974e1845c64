import Foundation
import TouchScopeCore

/// The marks of a picture as JSON (`touchscope render --marks FILE.json`): every tag, badge and
/// caption placed (its kind, owner, text, box and leader) beside the box of every view as drawn,
/// all in window pixels, so that a test or an outside tool can check a picture without reading
/// its pixels. docs/playground.md describes the format.
public enum MarksFile {
    /// The JSON object for `list`, drawn by `playground` at `layout`: keys sorted, one line.
    public static func json(_ list: DisplayList, playground: Playground, layout: PlaygroundLayout) -> String {
        var views: [[String: Any]] = []
        if let scene = playground.scene {
            for window in scene.application.windowsFrontToBack.reversed() {
                for view in window.subtree {
                    let box = Rect(bounding: view.presentationScreenQuad.map(layout.pixel))
                    var entry: [String: Any] = ["id": view.id, "window": window.id, "superview": view.superview?.id ?? NSNull(),
                                                "box": numbers(box), "hidden": view.isHidden]
                    // In mid-animation: where hit-testing looks (the model frame) too.
                    let model = Rect(bounding: view.screenQuad.map(layout.pixel))
                    if numbers(model) != numbers(box) { entry["modelBox"] = numbers(model) }
                    views.append(entry)
                }
            }
        }
        let marks: [[String: Any]] = list.placedMarks.map { mark in
            var out: [String: Any] = ["kind": mark.kind.rawValue, "text": mark.text, "box": numbers(mark.box)]
            out["view"] = mark.view ?? NSNull()
            out["finger"] = mark.finger ?? NSNull()
            if let leader = mark.leader {
                out["leader"] = [[round(leader.from.x), round(leader.from.y)], [round(leader.to.x), round(leader.to.y)]]
            } else {
                out["leader"] = NSNull()
            }
            return out
        }
        let object: [String: Any] = [
            "width": list.width, "height": list.height, "canvas": numbers(layout.canvas), "scale": round(layout.scale),
            "views": views, "marks": marks,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// `x, y, width, height`, to a hundredth of a pixel.
    static func numbers(_ r: Rect) -> [Double] { [round(r.minX), round(r.minY), round(r.width), round(r.height)] }

    static func round(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}
