import Foundation
import TouchScopeCore
import TouchScopeScenes

/// Generated scene files (YAML, the same format as `Scenes/`) for the loading and rendering
/// figures: `count` views in a grid of cards, each card a grid of views, with the usual share of
/// hidden, transparent, clipped, transformed and overridden views, and labels.
public enum SceneGen {
    public static func yaml(views count: Int, seed: UInt64 = 7) -> String {
        var rng = SplitMix64(seed: seed)
        let cards = max(1, Int(Double(count).squareRoot().rounded(.up)))
        let perCard = max(0, (count - 1) / cards - 1)    // 1 root, cards, perCard children each
        let cardColumns = max(1, Int(Double(cards).squareRoot().rounded(.up)))
        let cardRows = (cards + cardColumns - 1) / cardColumns
        let cw = 390.0 / Double(cardColumns), ch = 844.0 / Double(cardRows)
        let childColumns = max(1, Int(Double(perCard).squareRoot().rounded(.up)))
        let childRows = max(1, (perCard + childColumns - 1) / childColumns)
        let vw = (cw - 4) / Double(childColumns), vh = (ch - 4) / Double(childRows)
        func f(_ x: Double) -> String { formatNumber((x * 100).rounded() / 100) }
        func decor(_ indent: String) -> String {
            var s = ""
            let r = rng.unit()
            if r < 0.04 { s += "\(indent)hidden: true\n" } else if r < 0.08 { s += "\(indent)alpha: 0.005\n" }
            else if r < 0.10 { s += "\(indent)interaction: false\n" }
            if rng.unit() < 0.10 { s += "\(indent)clips: true\n" }
            if rng.unit() < 0.08 { s += "\(indent)transform: {rotate: \(Int(rng.next() % 20) - 10)}\n" }
            if rng.unit() < 0.12 {
                switch rng.next() % 4 {
                case 0: s += "\(indent)pointInside: {inset: -8}\n"
                case 1: s += "\(indent)hitTest: {inset: -6}\n"
                case 2: s += "\(indent)hitTest: selfIfInside\n"
                default: s += "\(indent)hitTest: passThrough\n"
                }
            }
            return s
        }
        var out = "title: \"Generated: \(count) views\"\nsummary: A generated scene for the benchmarks.\nwindow:\n  subviews:\n"
        out += "    - id: root\n      frame: [0, 0, 390, 844]\n      color: \"#F2F2F7\"\n      touches: handle\n      subviews:\n"
        var made = 1
        for c in 0..<cards where made < count {
            let x = Double(c % cardColumns) * cw, y = Double(c / cardColumns) * ch
            out += "        - id: card\(c)\n          frame: [\(f(x + 1)), \(f(y + 1)), \(f(cw - 2)), \(f(ch - 2))]\n"
            out += "          color: \"#\(String(format: "%06X", Int(rng.next() % 0xFFFFFF)))\"\n"
            out += decor("          ")
            made += 1
            guard perCard > 0, made < count else { continue }
            out += "          subviews:\n"
            for i in 0..<perCard where made < count {
                let vx = 2 + Double(i % childColumns) * vw, vy = 2 + Double(i / childColumns) * vh
                let kind = i % 7 == 3 ? "          kind: button\n".replacingOccurrences(of: "          ", with: "              ") : ""
                out += "            - id: c\(c)v\(i)\n\(kind)              frame: [\(f(vx)), \(f(vy)), \(f(vw * 0.9)), \(f(vh * 0.9))]\n"
                out += "              color: \"#\(String(format: "%06X", Int(rng.next() % 0xFFFFFF)))\"\n"
                if i % 5 == 0 { out += "              touches: handle\n" }
                out += decor("              ")
                made += 1
            }
        }
        return out
    }

    /// Writes the generated scene to a temporary file and returns its path.
    public static func write(views count: Int) throws -> String {
        let path = NSTemporaryDirectory() + "touchscope-bench-\(count)-views.yaml"
        try yaml(views: count).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The generated scene, parsed.
    public static func document(views count: Int) throws -> SceneDocument {
        try SceneParser.parse(yaml(views: count), path: "generated-\(count).yaml")
    }
}
