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
    /// The language of ``sentence``, ``reachSentence`` and the clauses of ``TapWhy/json(_:view:scene:)``.
    public var language: Language = .en
}

/// Builds ``WhyAnswer``s (pure: a built scene in, words out).
public enum TapWhy {
    /// Why `view` does or does not get a tap at `point` (screen points), or anywhere when nil,
    /// in `language`'s words (``WhyWords``): ids, rectangles, numbers and UIKit's names stay.
    public static func answer(_ analyzer: TapAnalyzer, view: View, at point: Point? = nil, language l: Language = .en) -> WhyAnswer {
        func w(_ key: String, _ arguments: String...) -> String { WhyWords.text(key, l, arguments) }
        func clause(_ r: DeadZoneReason) -> String { TapWhy.clause(r, view: view, scene: analyzer.scene, language: l) }
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
                    if case .covered = r {} else { goes = w("why.goesTo", hit?.id ?? w("why.noView")) }
                    sentence = w("why.notAt", name, at, clause(r), goes)
                } else {
                    let hit = analyzer.scene.application.hitTest(screenPoint: p).view
                    sentence = w("why.notOn", at, name, Rect(bounding: view.screenQuad).description, hit?.id ?? w("why.noView"))
                }
            } else {
                gets = true
                sentence = w("why.getsAt", name, at)
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
                    sentence = w("why.zeroSize", name, formatNumber(view.bounds.width), formatNumber(view.bounds.height))
                } else {
                    sentence = w("why.offScreen", name, offScreenReasons(view, scene: analyzer.scene, language: l))
                }
            } else if reach.blocked.isEmpty {
                gets = true
                sentence = w("why.everywhere", name, area)
            } else if reach.reachableArea == 0, reach.blocked.allSatisfy({ code($0.reason, view: view, scene: analyzer.scene).code == "subview" }),
                      case let .covered(first) = reach.blocked[0].reason {
                // A container: its subviews take every tap; it gets touches through the chain only.
                let d = { analyzer.scene.document.describe($0, language: l) }
                sentence = w("why.neverHit", name, d(first), shares[1])
                reachText = w("reach.throughSubviews", name)
            } else {
                let main = reach.blocked[0]
                let others = zip(reach.blocked.dropFirst(), shares.dropFirst(2)).prefix(2).map { w("why.share", $1, clause($0.reason)) }
                let rest = others.isEmpty ? "" : w("why.elsewhere", others.joined(separator: w("why.separator")))
                if reach.reachableArea == 0 {
                    sentence = w("why.nowhere", name, area, clause(main.reason), rest)
                } else {
                    sentence = w("why.partly", name, shares[1], clause(main.reason), rest)
                }
            }
            if reach.area == 0 { tappable = false }
        }
        var answer = WhyAnswer(view: name, point: point, gets: gets, sentence: sentence,
                               reachSentence: reachText ?? reachSentence(reach, origin: origin, language: l), culprit: culprit, reach: reach, windowOrigin: origin)
        answer.tappable = tappable
        answer.language = l
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
    static func reachSentence(_ reach: TapReach, origin: Point, language l: Language = .en) -> String {
        guard reach.reachableArea > 0 else {
            if let box = reach.hitBox {
                return WhyWords.text("reach.hitAreaOnly", l, box.offsetBy(dx: -origin.x, dy: -origin.y).description)
            }
            return WhyWords.text("reach.nowhere", l)
        }
        let rects = reach.reachable.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
        var list = rects.prefix(6).map(\.description).joined(separator: WhyWords.text("reach.listSeparator", l))
        if rects.count > 6 { list = WhyWords.text("reach.more", l, list, String(rects.count - 6)) }
        let share = percents([reach.reachableArea] + reach.blocked.map(\.area), of: reach.area)[0]
        return WhyWords.text("reach.some", l, share, formatNumber(reach.reachableArea), formatNumber(reach.area), list)
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
    static func offScreenReasons(_ view: View, scene: BuiltScene, language l: Language = .en) -> String {
        func w(_ key: String, _ arguments: String...) -> String { WhyWords.text(key, l, arguments) }
        let d = { scene.document.describe($0, language: l) }
        let box = Rect(bounding: view.screenQuad)
        let canvas = Rect(x: 0, y: 0, width: scene.canvas.width, height: scene.canvas.height)
        var reasons: [String] = []
        if box.width < 1 || box.height < 1 {
            reasons.append(w("offScreen.thin", formatNumber(box.width), formatNumber(box.height)))
        } else if box.intersection(canvas) == nil {
            reasons.append(w("offScreen.outsideCanvas", box.description, formatNumber(canvas.width), formatNumber(canvas.height)))
        }
        for a in view.ancestors where a.clipsToBounds && !(a is Window) {
            let clip = Rect(bounding: a.screenQuad)
            if clip.width == 0 || clip.height == 0 {
                reasons.append(w("offScreen.zeroSizeClip", d(a.id))); break
            }
            if clip.intersection(box) == nil {
                reasons.append(w("offScreen.clippedBy", d(a.id), a.id, clip.description, box.description)); break
            }
        }
        if reasons.isEmpty { reasons.append(w("offScreen.unknown")) }
        for a in view.ancestors where a.isHidden || scene.application.parameters.hitTest.isTransparent(a) {
            reasons.append(a.isHidden ? w("offScreen.hiddenAncestor", d(a.id)) : w("offScreen.transparentAncestor", d(a.id), formatNumber(a.alpha)))
        }
        return reasons.joined(separator: w("why.separator"))
    }

    /// Whether `view` has zero width or height.
    static func isZeroSize(_ view: View) -> Bool { view.bounds.width == 0 || view.bounds.height == 0 }

    /// The reason as a clause naming the culprit, in `language`.
    public static func clause(_ reason: DeadZoneReason, view: View, scene: BuiltScene, language l: Language = .en) -> String {
        func w(_ key: String, _ arguments: String...) -> String { WhyWords.text(key, l, arguments) }
        let name = view.id
        // A culprit is named with its class and dump line too when the scene is an imported dump.
        let d = { scene.document.describe($0, language: l) }
        switch reason {
        case let .outsideAncestor(a, rule):
            let ancestor = scene.views[a]
            if let ancestor, isZeroSize(ancestor) {
                return w("clause.zeroSizeAncestor", d(a), formatNumber(ancestor.bounds.width), formatNumber(ancestor.bounds.height), a,
                         ancestor.clipsToBounds ? "" : w("clause.drawnAnyway", a))
            }
            if let rule { return w("clause.outsideRule", d(a), rule, a) }
            let clips = ancestor?.clipsToBounds ?? false
            return w("clause.outsideBounds", d(a), a, clips ? "" : w("clause.partDrawn", a))
        case let .ignored(by, verdict):
            let what: String
            switch verdict {
            case .hidden: what = w("ignored.hidden")
            case .interactionDisabled: what = w("ignored.interactionDisabled")
            case .animating: what = w("ignored.animating")
            case .transparent: what = w("ignored.transparent", formatNumber(scene.views[by]?.alpha ?? 0))
            default: what = w("ignored.other")
            }
            if by == name { return w("clause.ignoredSelf", what) }
            return w("clause.ignoredAncestor", d(by), what, by)
        case let .ownOverride(rule):
            return w("clause.ownOverride", rule)
        case let .intercepted(by, rule):
            return w("clause.intercepted", d(by), rule, by)
        case .passThrough:
            return w("clause.passThrough")
        case let .overridden(by, rule):
            return w("clause.overridden", d(by), rule)
        case let .covered(by):
            if let hit = scene.views[by], hit.isDescendant(of: view) {
                return w("clause.subview", d(by), name, by)
            }
            return w("clause.covered", d(by))
        case .unreachable:
            return w("clause.unreachable")
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
        a.sentence + "\n" + a.reachSentence + "\n" + a.basis.map { WhyWords.text("why.basis", a.language, $0) + "\n" }.joined()
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
            return "{\"code\": \(q(c.code)), \"view\": \(q(c.culprit)), \"detail\": \(q(c.detail)), \"text\": \(q(clause(r, view: view, scene: scene, language: a.language)))}"
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
