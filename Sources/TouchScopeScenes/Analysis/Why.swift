import TouchScopeCore

/// The answer to "why does this view not get my tap, and where CAN it be tapped?".
public struct WhyAnswer: Sendable {
    public var view: String
    /// The point asked about (screen points), or nil for the whole view.
    public var point: Point?
    /// Whether a tap at ``point`` reaches the view (whole view: whether every part does).
    public var gets: Bool
    /// One sentence: why not, naming the culprit.
    public var sentence: String
    /// Where the view can be tapped: rectangles in window coordinates and the share.
    public var reachSentence: String
    /// The reason at the point, or the reason for the largest blocked part.
    public var culprit: DeadZoneReason?
    public var reach: TapReach
    /// The view's window's origin on the screen (reach rectangles are given relative to it).
    public var windowOrigin: Point
    /// What the answer rests on besides the dump: each note of TouchScope's table of UIKit's
    /// classes on the view, its ancestors or the culprit (`UIKit class table: UITableViewWrapperView: …`).
    public var basis: [String] = []
    /// Whether a tap can reach the view at all, itself or through its own subviews (`why` on the
    /// whole view exits 1 when it cannot, as `lint` reports an error). Always true for a point.
    public var tappable: Bool = true
}

/// Builds ``WhyAnswer``s (pure: a built scene in, words out).
public enum TapWhy {
    /// Why `view` does or does not get a tap at `point` (screen points), or anywhere when nil.
    public static func answer(_ analyzer: TapAnalyzer, view: View, at point: Point? = nil) -> WhyAnswer {
        let reach = analyzer.reach(of: view)
        let origin = view.window?.frame.origin ?? .zero
        let name = view.id
        var culprit: DeadZoneReason?
        var gets = false
        var tappable = true
        let sentence: String
        var reachText: String?
        if let p = point {
            let at = "(\(formatNumber(p.x)), \(formatNumber(p.y)))"
            if let r = analyzer.reason(view, at: p) {
                culprit = r
                if analyzer.isOn(view, p) {
                    let hit = analyzer.scene.application.hitTest(screenPoint: p).view
                    var goes = ""
                    if case .covered = r {} else { goes = "; the tap goes to \(hit?.id ?? "no view")" }
                    sentence = "\(name) does not get a tap at \(at): \(clause(r, view: view, scene: analyzer.scene))\(goes)."
                } else {
                    let hit = analyzer.scene.application.hitTest(screenPoint: p).view
                    sentence = "\(at) is not on \(name) (it is on screen at \(Rect(bounding: view.screenQuad))); a tap there goes to \(hit?.id ?? "no view")."
                }
            } else {
                gets = true
                sentence = "\(name) gets a tap at \(at): hit-testing answers \(name)."
            }
        } else {
            culprit = reach.blocked.first?.reason
            let area = formatNumber(reach.area)
            // Shares rounded together, so that the parts add up to 100%.
            let shares = percents([reach.reachableArea] + reach.blocked.map(\.area), of: reach.area)
            let ownContent = reach.blocked.filter { code($0.reason, view: view, scene: analyzer.scene).code == "subview" }.reduce(0) { $0 + $1.area }
            tappable = reach.reachableArea + ownContent > 0 || reach.hitBox != nil
            if reach.area == 0 {
                if view.bounds.width == 0 || view.bounds.height == 0 {
                    sentence = "\(name) has zero size (\(formatNumber(view.bounds.width)) x \(formatNumber(view.bounds.height))), so no tap can reach it."
                } else {
                    sentence = "\(name) covers no point of the screen that taps are sampled at: " + offScreenReasons(view, scene: analyzer.scene) + "."
                }
            } else if reach.blocked.isEmpty {
                gets = true
                sentence = "\(name) gets a tap everywhere it is on screen (\(area) pt²)."
            } else if reach.reachableArea == 0, reach.blocked.allSatisfy({ code($0.reason, view: view, scene: analyzer.scene).code == "subview" }),
                      case let .covered(first) = reach.blocked[0].reason {
                // A container: its subviews take every tap; it gets touches through the chain only.
                let d = analyzer.scene.document.describe
                sentence = "\(name) is never the hit view: its subviews take every tap on it (\(d(first)) on \(shares[1]) of it); a touch reaches \(name) only if they pass it up the responder chain."
                reachText = "It is tappable through its subviews on all of its area: the touch goes to the subview first, then up the responder chain to \(name) if the subview passes it on."
            } else {
                let main = reach.blocked[0]
                let others = zip(reach.blocked.dropFirst(), shares.dropFirst(2)).prefix(2).map { "\($1) \(clause($0.reason, view: view, scene: analyzer.scene))" }
                let rest = others.isEmpty ? "" : " (elsewhere: " + others.joined(separator: "; ") + ")"
                if reach.reachableArea == 0 {
                    sentence = "\(name) gets no tap anywhere on its \(area) pt² on screen: \(clause(main.reason, view: view, scene: analyzer.scene))\(rest)."
                } else {
                    sentence = "\(name) does not get taps on \(shares[1]) of its area on screen: \(clause(main.reason, view: view, scene: analyzer.scene))\(rest)."
                }
            }
            if reach.area == 0 { tappable = false }
        }
        var answer = WhyAnswer(view: name, point: point, gets: gets, sentence: sentence,
                               reachSentence: reachText ?? reachSentence(reach, origin: origin), culprit: culprit, reach: reach, windowOrigin: origin)
        answer.tappable = tappable
        // Say when the answer rests on the class table rather than on the dump.
        // The view, its ancestors, the culprit, and its own subviews (a text field's private
        // views that take no touches by the table).
        var involved = [view] + view.ancestors
        var stack = view.subviews
        while let v = stack.popLast(), involved.count < 200 { involved.append(v); stack += v.subviews }
        if let c = culprit, let id = code(c, view: view, scene: analyzer.scene).culprit, let v = analyzer.scene.views[id] { involved.append(v) }
        var seen: Set<String> = []
        for v in involved {
            for note in analyzer.scene.document.unknowns[v.id] ?? [] where note.hasPrefix(UIKitClassTable.tablePhrase) && seen.insert(note).inserted {
                answer.basis.append("\(v.id): " + note)
            }
        }
        return answer
    }

    /// "It can be tapped on 76% of its area (3112 of 4096 pt²): [x, y, w, h] ... (window coordinates)."
    static func reachSentence(_ reach: TapReach, origin: Point) -> String {
        guard reach.reachableArea > 0 else {
            if let box = reach.hitBox {
                return "It can be tapped only outside its area on screen (its hit area, an override's, is within \(box.offsetBy(dx: -origin.x, dy: -origin.y)) in window coordinates)."
            }
            return "It cannot be tapped anywhere."
        }
        let rects = reach.reachable.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
        var list = rects.prefix(6).map(\.description).joined(separator: ", ")
        if rects.count > 6 { list += " and \(rects.count - 6) more" }
        let share = percents([reach.reachableArea] + reach.blocked.map(\.area), of: reach.area)[0]
        return "It can be tapped on \(share) of its area (\(formatNumber(reach.reachableArea)) of \(formatNumber(reach.area)) pt²): \(list) in window coordinates."
    }

    /// Parts of a whole as whole percentages that add up to 100 (largest remainder), each part
    /// that is neither none nor all kept off 0% and 100%: `[62.5, 37.5]` of 100 -> 63%, 37%.
    public static func percents(_ parts: [Double], of whole: Double) -> [String] {
        guard whole > 0, !parts.isEmpty else { return parts.map { _ in "0%" } }
        let exact = parts.map { $0 / whole * 100 }
        var p = exact.map { Int($0.rounded(.down)) }
        var left = 100 - p.reduce(0, +)
        let byRemainder = exact.indices.sorted { (exact[$0] - Double(p[$0]), -$0) > (exact[$1] - Double(p[$1]), -$1) }
        for k in byRemainder where left > 0 && exact[k] > Double(p[k]) { p[k] += 1; left -= 1 }
        for k in p.indices {
            if exact[k] > 0 && p[k] == 0 { p[k] = 1 }
            if exact[k] < 100 && p[k] == 100 { p[k] = 99 }
        }
        return p.map { "\($0)%" }
    }

    /// A share as a whole percentage (never 0% or 100% for a part that is neither).
    public static func percent(_ share: Double) -> String {
        var p = Int((share * 100).rounded())
        if share > 0 && p == 0 { p = 1 }
        if share < 1 && p == 100 { p = 99 }
        return "\(p)%"
    }

    /// Why a view with a size covers no point of the screen, naming each ancestor that does it:
    /// off the canvas, clipped away by a clipping ancestor (or one of zero size), thinner than a
    /// point; and a hidden or transparent ancestor, which also keeps it from being drawn and asked.
    static func offScreenReasons(_ view: View, scene: BuiltScene) -> String {
        let d = scene.document.describe
        let box = Rect(bounding: view.screenQuad)
        let canvas = Rect(x: 0, y: 0, width: scene.canvas.width, height: scene.canvas.height)
        var reasons: [String] = []
        if box.width < 1 || box.height < 1 {
            reasons.append("it is thinner than a point (\(formatNumber(box.width)) x \(formatNumber(box.height)) on screen)")
        } else if box.intersection(canvas) == nil {
            reasons.append("it is outside the canvas, at \(box) on a \(formatNumber(canvas.width)) x \(formatNumber(canvas.height)) screen")
        }
        for a in view.ancestors where a.clipsToBounds && !(a is Window) {
            let clip = Rect(bounding: a.screenQuad)
            if clip.width == 0 || clip.height == 0 {
                reasons.append("its ancestor \(d(a.id)) has zero size and clips its subviews"); break
            }
            if clip.intersection(box) == nil {
                reasons.append("its ancestor \(d(a.id)) clips it away (\(a.id) is at \(clip), it is at \(box))"); break
            }
        }
        if reasons.isEmpty { reasons.append("it is clipped away or outside the canvas") }
        for a in view.ancestors where a.isHidden || scene.application.parameters.hitTest.isTransparent(a) {
            reasons.append("and its ancestor \(d(a.id)) \(a.isHidden ? "is hidden" : "is fully transparent (alpha \(formatNumber(a.alpha)))"), so hit-testing would skip it anyway")
        }
        return reasons.joined(separator: "; ")
    }

    /// Whether `view` has zero width or height.
    static func isZeroSize(_ view: View) -> Bool { view.bounds.width == 0 || view.bounds.height == 0 }

    /// The reason as a clause naming the culprit.
    public static func clause(_ reason: DeadZoneReason, view: View, scene: BuiltScene) -> String {
        let name = view.id
        // A culprit is named with its class and dump line too when the scene is an imported dump.
        let d = scene.document.describe
        switch reason {
        case let .outsideAncestor(a, rule):
            let ancestor = scene.views[a]
            if let ancestor, isZeroSize(ancestor) {
                return "its ancestor \(d(a)) has zero size (\(formatNumber(ancestor.bounds.width)) x \(formatNumber(ancestor.bounds.height))), so every point is outside \(a)'s bounds and its subviews are never asked\(ancestor.clipsToBounds ? "" : " (\(a) does not clip, so they are drawn)")"
            }
            if let rule {
                return "the point is outside \(d(a))'s point(inside:) area (\(rule)); hit-testing asks \(a) first, so its subviews are never asked"
            }
            let clips = ancestor?.clipsToBounds ?? false
            return "the point is outside its ancestor \(d(a))'s bounds; hit-testing asks \(a) first and \(a) says no, so its subviews are never asked\(clips ? "" : " (\(a) does not clip, so this part is drawn)")"
        case let .ignored(by, verdict):
            let what: String
            switch verdict {
            case .hidden: what = "is hidden"
            case .interactionDisabled: what = "has user interaction off"
            case .animating: what = "is being animated without allowUserInteraction (UIKit turns its interaction off until the animation ends)"
            case .transparent: what = "has alpha below 0.01 (\(formatNumber(scene.views[by]?.alpha ?? 0)))"
            default: what = "is skipped"
            }
            if by == name { return "it \(what), so hit-testing skips it and its subviews" }
            return "its ancestor \(d(by)) \(what), so hit-testing skips \(by) and everything in it"
        case let .ownOverride(rule):
            return "its own point(inside:) (\(rule)) says no there"
        case let .intercepted(by, rule):
            return "\(d(by))'s hitTest override (\(rule)) returns \(by) itself, so its subviews never get the tap"
        case .passThrough:
            return "its hitTest override passes the tap through to what is behind it"
        case let .overridden(by, rule):
            return "\(d(by))'s hitTest override (\(rule)) answers another view"
        case let .covered(by):
            if let hit = scene.views[by], hit.isDescendant(of: view) {
                return "its subview \(d(by)) takes the tap (the touch reaches \(name) only if \(by) passes it up the responder chain)"
            }
            return "\(d(by)), in front of it, takes the tap"
        case .unreachable:
            return "no view takes a tap there (a window in front turns it away)"
        }
    }

    /// A stable code for a reason (JSON and SARIF).
    public static func code(_ reason: DeadZoneReason, view: View, scene: BuiltScene) -> (code: String, culprit: String?, detail: String?) {
        switch reason {
        case let .outsideAncestor(a, rule):
            if let v = scene.views[a], isZeroSize(v) { return ("zeroSizeAncestor", a, nil) }
            return ("outsideAncestor", a, rule)
        case let .ignored(by, verdict): return (by == view.id ? "ignored" : "ignoredAncestor", by, verdict.rawValue)
        case let .ownOverride(rule): return ("ownOverride", view.id, rule)
        case let .intercepted(by, rule): return ("intercepted", by, rule)
        case .passThrough: return ("passThrough", view.id, nil)
        case let .overridden(by, rule): return ("overridden", by, rule)
        case let .covered(by):
            if let hit = scene.views[by], hit.isDescendant(of: view) { return ("subview", by, nil) }
            return ("covered", by, nil)
        case .unreachable: return ("unreachable", nil, nil)
        }
    }

    /// The answer as text: the sentence, then where it can be tapped.
    public static func text(_ a: WhyAnswer) -> String {
        a.sentence + "\n" + a.reachSentence + "\n" + a.basis.map { "This rests on TouchScope's table, not on the dump: \($0)\n" }.joined()
    }

    /// The answer as one JSON object (keys in a fixed order).
    public static func json(_ a: WhyAnswer, view: View, scene: BuiltScene) -> String {
        func q(_ s: String?) -> String { s.map(TraceJSON.quote) ?? "null" }
        func rect(_ r: Rect) -> String {
            let w = r.offsetBy(dx: -a.windowOrigin.x, dy: -a.windowOrigin.y)
            return "[\(formatNumber(w.minX)), \(formatNumber(w.minY)), \(formatNumber(w.width)), \(formatNumber(w.height))]"
        }
        func reasonJSON(_ r: DeadZoneReason) -> String {
            let c = code(r, view: view, scene: scene)
            return "{\"code\": \(q(c.code)), \"view\": \(q(c.culprit)), \"detail\": \(q(c.detail)), \"text\": \(q(clause(r, view: view, scene: scene)))}"
        }
        var out = "{\n"
        out += "  \"view\": \(q(a.view)),\n"
        out += "  \"point\": " + (a.point.map { "[\(formatNumber($0.x)), \(formatNumber($0.y))]" } ?? "null") + ",\n"
        out += "  \"gets\": \(a.gets),\n"
        out += "  \"sentence\": \(q(a.sentence)),\n"
        out += "  \"culprit\": " + (a.culprit.map(reasonJSON) ?? "null") + ",\n"
        out += "  \"area\": \(formatNumber(a.reach.area)),\n"
        out += "  \"reachableArea\": \(formatNumber(a.reach.reachableArea)),\n"
        out += "  \"reachableShare\": \(formatNumber(a.reach.share)),\n"
        out += "  \"reachable\": [" + a.reach.reachable.map(rect).joined(separator: ", ") + "],\n"
        out += "  \"blocked\": [" + a.reach.blocked.map { b in
            "\n    {\"reason\": \(reasonJSON(b.reason)), \"area\": \(formatNumber(b.area)), \"rects\": [" + b.rects.map(rect).joined(separator: ", ") + "]}"
        }.joined(separator: ",") + (a.reach.blocked.isEmpty ? "" : "\n  ") + "],\n"
        out += "  \"basis\": [" + a.basis.map { q($0) }.joined(separator: ", ") + "],\n"
        out += "  \"coordinates\": \"window\"\n"
        out += "}\n"
        return out
    }
}
