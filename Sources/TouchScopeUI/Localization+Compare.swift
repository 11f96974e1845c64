import TouchScopeCore

/// The words of a comparison (`touchscope compare`, the window's before / after key).
extension Localization {
    /// "before" / "after".
    public static func compareSide(after: Bool, _ l: Language) -> String { text(after ? "compare.after" : "compare.before", l) }

    /// "as loaded" / "with the changes" (the what-if panel's words for the two sides).
    public static func whatIfSide(after: Bool, _ l: Language) -> String { text(after ? "whatIf.after" : "whatIf.before", l) }

    /// A touch's heading: `touch 2 at (100, 390)`.
    public static func compareTouch(_ t: TouchComparison, _ l: Language) -> String {
        guard let p = t.location else { return text("compare.touch", l, String(t.number)) }
        return text("compare.touchAt", l, String(t.number), "\(p)")
    }

    /// How many differences: `3 differences`.
    public static func compareCount(_ n: Int, _ l: Language) -> String {
        n == 0 ? text("compare.sameTouch", l) : n == 1 ? text("compare.oneDifference", l) : text("compare.differences", l, String(n))
    }

    /// The whole comparison is the same.
    public static func compareSame(_ touches: Int, _ l: Language) -> String { text("compare.same", l, String(touches)) }
    /// The before / after view's line when the last touch goes the same way on both sides.
    public static func compareNoDifference(_ l: Language) -> String { text("compare.noDifference", l) }

    /// The sides made different numbers of touches.
    public static func compareTouchCounts(_ c: SceneComparison.TouchCounts, _ l: Language) -> String {
        text("compare.touchCounts", l, String(c.before), String(c.after))
    }

    /// No touch was made at all.
    public static func compareNoTouch(_ l: Language) -> String { text("compare.noTouch", l) }

    /// The heading of the differences under the picture.
    public static func compareHeading(_ l: Language) -> String { text("compare.heading", l) }

    /// The legend entry of the difference mark.
    public static func compareLegend(_ l: Language) -> String { text("compare.legend", l) }

    /// The window's before / after notice (on: which side is which; off).
    public static func compareNotice(_ on: Bool, changes: Bool, _ l: Language) -> [String] {
        guard on else { return wordings("compare.off", l) }
        return wordings(changes ? "compare.on" : "compare.onNoChanges", l)
    }

    /// One difference, in `l`.
    public static func difference(_ d: TouchDifference, _ l: Language) -> String {
        let none = text("compare.none", l)
        func chain(_ links: [ChainLink]) -> String {
            links.isEmpty ? none : links.map { "\($0.responder) \(behaviour($0.action, l))" }.joined(separator: text("compare.listSeparator", l))
        }
        func visit(_ v: VisitVerdict?) -> String {
            guard let v else { return text("compare.notVisited", l) }
            let words = Theme.icon(of: v.verdict) + " " + verdict(v.verdict, l)
            return v.decidedBy.map { words + " (⚙ " + $0 + ")" } ?? words
        }
        func decisions(_ events: [TraceEvent]) -> String {
            // Repeats collapsed, as the panel does: touchDragInside ×32.
            var runs: [(String, Int)] = []
            for line in events.map({ decision($0, l) }) {
                if let last = runs.last, last.0 == line { runs[runs.count - 1].1 += 1 } else { runs.append((line, 1)) }
            }
            return runs.isEmpty ? none : runs.map { $0.1 > 1 ? "\($0.0) ×\($0.1)" : $0.0 }.joined(separator: text("compare.separator", l))
        }
        func state(_ s: GestureState?) -> String { s.map(\.rawValue) ?? text("compare.noPart", l) }
        func yesNo(_ b: Bool) -> String { text(b ? "compare.yes" : "compare.no", l) }
        switch d {
        case let .hitView(b, a): return text("compare.hitView", l, b ?? none, a ?? none)
        case let .visit(view, b, a): return text("compare.visit", l, view, visit(b), visit(a))
        case let .chain(b, a): return text("compare.chain", l, chain(b), chain(a))
        case let .dropped(b, a): return text("compare.dropped", l, yesNo(b), yesNo(a))
        case let .decisions(b, a): return text("compare.decisions", l, decisions(b), decisions(a))
        case let .gesture(id, view, b, a): return text("compare.gesture", l, id, view ?? none, state(b), state(a))
        }
    }

    /// The comparison as lines of text: each touch that differs, its differences indented
    /// under it; or one line saying the input went the same way.
    public static func comparisonLines(_ c: SceneComparison, _ l: Language) -> [String] {
        var out: [String] = []
        if let counts = c.touchCounts { out.append(compareTouchCounts(counts, l)) }
        if c.touches.isEmpty, c.touchCounts == nil { return [compareNoTouch(l)] }
        for t in c.touches where !t.differences.isEmpty {
            out.append(text("compare.touchLine", l, compareTouch(t, l), compareCount(t.differences.count, l)))
            out += t.differences.map { "  " + difference($0, l) }
        }
        if out.isEmpty { out.append(compareSame(c.touches.count, l)) }
        return out
    }
}
