import Foundation
import TouchScopeScenes

/// Valid scenes made at random: trees of views with every behaviour the format has (buttons and
/// actions, hidden, transparent, interaction off, multiple and exclusive touch, per-phase
/// touches, point-inside and hit-test overrides, transforms that cannot be inverted, several
/// windows with levels), written as YAML so the parser reads them too.
///
/// Gesture recognizers: when the `gestures` key exists, add them here (a random `gestures:` list
/// on random views) and every dispatch property checks them with no other change.
enum RandomScene {
    static func yaml(rng: inout SeededRNG) -> String {
        var ids = 0
        var out = "title: random\nsummary: generated\ncanvas: [390, 844]\napp: {implements: [buy, tap]}\n"
        let windowCount = Int.random(in: 1...2, using: &rng)
        out += "windows:\n"
        var allIDs: [String] = []
        for w in 0..<windowCount {
            out += "  - id: w\(w)\n"
            if w > 0 {
                out += "    level: \(Int.random(in: -1...2, using: &rng))\n"
                out += "    frame: [\(Int.random(in: 0...200, using: &rng)), \(Int.random(in: 0...400, using: &rng)), 190, 400]\n"
            }
            if Bool.random(using: &rng) { out += "    multipleTouch: true\n" }
            out += "    subviews:\n"
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                out += view(depth: 0, indent: "      ", ids: &ids, all: &allIDs, rng: &rng)
            }
        }
        return out
    }

    static func view(depth: Int, indent: String, ids: inout Int, all: inout [String], rng: inout SeededRNG) -> String {
        ids += 1
        let id = "v\(ids)"
        all.append(id)
        let isButton = Int.random(in: 0..<4, using: &rng) == 0
        var s = "\(indent)- id: \(id)\n"
        let i = indent + "  "
        let w = Int.random(in: 0...300, using: &rng), h = Int.random(in: 0...300, using: &rng)
        s += "\(i)frame: [\(Int.random(in: -40...300, using: &rng)), \(Int.random(in: -40...700, using: &rng)), \(w), \(h)]\n"
        if isButton {
            s += "\(i)kind: button\n"
            if Int.random(in: 0..<5, using: &rng) == 0 { s += "\(i)enabled: false\n" }
            let events = ["touchDown", "touchUpInside", "touchUpOutside", "touchDragExit", "touchCancel", "touchDownRepeat"]
            s += "\(i)actions: [{on: \(events.randomElement(using: &rng)!), action: buy, target: null}, {on: touchUpInside, action: tap, target: application}]\n"
        } else if Int.random(in: 0..<6, using: &rng) == 0 {
            s += "\(i)kind: \(["label", "imageView", "scrollView"].randomElement(using: &rng)!)\n"
        }
        if Int.random(in: 0..<8, using: &rng) == 0 { s += "\(i)hidden: true\n" }
        if Int.random(in: 0..<8, using: &rng) == 0 { s += "\(i)alpha: \(["0", "0.009", "0.01", "0.5"].randomElement(using: &rng)!)\n" }
        if Int.random(in: 0..<8, using: &rng) == 0 { s += "\(i)interaction: \(Bool.random(using: &rng))\n" }
        if Bool.random(using: &rng) { s += "\(i)multipleTouch: true\n" }
        if Int.random(in: 0..<6, using: &rng) == 0 { s += "\(i)exclusiveTouch: true\n" }
        if Int.random(in: 0..<5, using: &rng) == 0 { s += "\(i)clips: true\n" }
        let behaviours = ["forward", "handle", "handleAndForward"]
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: s += "\(i)touches: \(behaviours.randomElement(using: &rng)!)\n"
        case 1:
            s += "\(i)touches: {began: \(behaviours.randomElement(using: &rng)!), moved: \(behaviours.randomElement(using: &rng)!), ended: \(behaviours.randomElement(using: &rng)!), cancelled: \(behaviours.randomElement(using: &rng)!)}\n"
        default: break
        }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: s += "\(i)pointInside: {inset: \(Int.random(in: -30...30, using: &rng))}\n"
        case 1: s += "\(i)pointInside: \(["subviews", "boundsOrSubviews", "controlsOnly", "never"].randomElement(using: &rng)!)\n"
        case 2: s += "\(i)hitTest: \(["self", "selfIfInside", "passThrough"].randomElement(using: &rng)!)\n"
        case 3: s += "\(i)hitTest: {inset: [\(Int.random(in: -20...20, using: &rng)), 5]}\n"
        default: break
        }
        if Int.random(in: 0..<7, using: &rng) == 0 {
            s += "\(i)transform: {scale: \(["0", "0.5", "[2, 1]", "-1"].randomElement(using: &rng)!), rotate: \(Int.random(in: -180...180, using: &rng)), translate: [3, -4]}\n"
        }
        if Int.random(in: 0..<5, using: &rng) == 0 { s += "\(i)boundsOrigin: [\(Int.random(in: -50...50, using: &rng)), 10]\n" }
        if !isButton, depth < 4, Int.random(in: 0..<3, using: &rng) == 0 {
            s += "\(i)subviews:\n"
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                s += view(depth: depth + 1, indent: i + "  ", ids: &ids, all: &all, rng: &rng)
            }
        }
        return s
    }

    /// A chain of `depth` views, each inside the last, all containing the canvas's top-left
    /// corner (the deepest is `v<depth>`), written compactly so the file stays small.
    static func chain(depth: Int) -> String {
        var s = "title: chain\nwindow:\n  subviews:\n"
        var indent = "    "
        for d in 1...depth {
            s += "\(indent)- id: v\(d)\n\(indent)  frame: [0, 0, \(max(10, 400 - d)), \(max(10, 800 - d))]\n"
            if d < depth { s += "\(indent)  subviews:\n" }
            indent += "  "
        }
        return s
    }
}
