import TouchScopeCore

/// How serious a lint finding is.
public enum LintSeverity: String, Sendable, Hashable {
    case error, warning
}

/// One lint finding, at the view's entry in the scene (or its line in an imported dump).
public struct LintFinding: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: LintSeverity
    /// `unreachable`, `partially-unreachable`, `small-target`, `covered`, `zero-size-ancestor`,
    /// `interaction-off-ancestor`.
    public var rule: String
    public var view: String
    public var message: String
}

/// Lint for views that act on touches: controls, views whose touches methods handle touches,
/// views with gesture recognizers or actions. Views that are themselves hidden, fully
/// transparent or have interaction off (or sit in a hidden or transparent subtree) are
/// deliberately out of reach and are not checked; windows are not checked.
public enum SceneLint {
    /// The rules, with what each one means (SARIF's rule descriptions).
    public static let rules: [(id: String, severity: LintSeverity, summary: String)] = [
        ("unreachable", .error, "No point of the view can be tapped: every tap where it is on screen goes elsewhere."),
        ("partially-unreachable", .warning, "Part of the view cannot be tapped where it is on screen."),
        ("small-target", .warning, "The area where a tap reaches the view is smaller than 44 x 44 points, Apple's minimum."),
        ("covered", .warning, "Another view takes the taps over part of the view."),
        ("zero-size-ancestor", .warning, "An ancestor has zero size, so the view is outside its bounds and never asked."),
        ("interaction-off-ancestor", .warning, "An ancestor has user interaction off, so hit-testing skips the view."),
    ]

    /// Apple's minimum hit target, in points.
    public static let minimumTarget = 44.0

    /// Whether the view acts on touches (and so should be reachable).
    public static func actsOnTouches(_ spec: ViewSpec) -> Bool {
        spec.kind == .button || !spec.gestures.isEmpty || !spec.actions.isEmpty
            || spec.touches.behaviours.values.contains { $0 != .forward }
    }

    /// The findings for one built scene, in file order.
    public static func findings(_ scene: BuiltScene) -> [LintFinding] {
        let analyzer = TapAnalyzer(scene)
        var out: [LintFinding] = []
        for view in scene.viewsInOrder where !(view is Window) {
            guard let spec = scene.spec(of: view), actsOnTouches(spec) else { continue }
            if view.isHidden || !view.isUserInteractionEnabled || view.alpha < 0.01 { continue }
            if view.ancestors.contains(where: { $0.isHidden || $0.alpha < 0.01 }) { continue }
            let reach = analyzer.reach(of: view)
            func add(_ severity: LintSeverity, _ rule: String, _ message: String) {
                out.append(LintFinding(file: spec.location.path, line: spec.location.line, column: spec.location.column,
                                       severity: severity, rule: rule, view: view.id, message: message))
            }
            let why = TapWhy.answer(analyzer, view: view)
            if reach.area == 0 {
                // Zero size: nothing to tap. Off screen or clipped away (a scrolled-away cell): not checked.
                if TapWhy.isZeroSize(view) { add(.error, "unreachable", why.sentence) }
                continue
            }
            // A subview that takes the tap is the view's own content (a button's image), not a finding.
            let ownContent = reach.blocked.filter { TapWhy.code($0.reason, view: view, scene: scene).code == "subview" }.reduce(0) { $0 + $1.area }
            if reach.reachableArea + ownContent == 0 {
                add(.error, "unreachable", why.sentence)
            } else if reach.reachableArea + ownContent < reach.area {
                add(.warning, "partially-unreachable", why.sentence + " " + why.reachSentence)
            }
            if let box = reach.hitBox, box.width < minimumTarget || box.height < minimumTarget {
                add(.warning, "small-target",
                    "\(view.id)'s tappable area is \(formatNumber(box.width)) x \(formatNumber(box.height)) pt, smaller than Apple's minimum of 44 x 44 pt (grow it with pointInside: {inset: n} and a negative n).")
            }
            var seen: Set<String> = []
            for b in reach.blocked {
                let c = TapWhy.code(b.reason, view: view, scene: scene)
                switch c.code {
                case "covered":
                    guard let by = c.culprit, seen.insert("covered " + by).inserted else { continue }
                    let share = reach.blocked.filter { TapWhy.code($0.reason, view: view, scene: scene) == c }.reduce(0) { $0 + $1.area }
                    add(.warning, "covered", "\(by), in front of \(view.id), takes the taps over \(TapWhy.percent(share / reach.area)) of it.")
                case "zeroSizeAncestor":
                    guard let by = c.culprit, seen.insert("zero " + by).inserted else { continue }
                    add(.warning, "zero-size-ancestor", "\(view.id)'s ancestor \(by) has zero size, so taps on \(view.id) are outside \(by)'s bounds and never reach it.")
                case "ignoredAncestor" where c.detail == HitTestVerdict.interactionDisabled.rawValue:
                    guard let by = c.culprit, seen.insert("interaction " + by).inserted else { continue }
                    add(.warning, "interaction-off-ancestor", "\(view.id)'s ancestor \(by) has user interaction off, so hit-testing skips \(by) and \(view.id) never gets a tap.")
                default:
                    continue
                }
            }
        }
        return out
    }

    // MARK: Formats

    /// `file:line:column: severity: message [rule]`, one finding per line.
    public static func text(_ findings: [LintFinding]) -> String {
        findings.map { "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.rule)]\n" }.joined()
    }

    /// A JSON list, one finding per line.
    public static func json(_ findings: [LintFinding]) -> String {
        if findings.isEmpty { return "[]\n" }
        let q = TraceJSON.quote
        return "[\n" + findings.map { f in
            "  {\"file\": \(q(f.file)), \"line\": \(f.line), \"column\": \(f.column), \"severity\": \(q(f.severity.rawValue)), \"rule\": \(q(f.rule)), \"view\": \(q(f.view)), \"message\": \(q(f.message))}"
        }.joined(separator: ",\n") + "\n]\n"
    }

    /// A SARIF 2.1.0 log (one run; the rules, then one result per finding) that code-review
    /// tools show inline.
    public static func sarif(_ findings: [LintFinding]) -> String {
        let q = TraceJSON.quote
        var out = "{\n"
        out += "  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
        out += "  \"version\": \"2.1.0\",\n"
        out += "  \"runs\": [\n    {\n"
        out += "      \"tool\": {\n        \"driver\": {\n"
        out += "          \"name\": \"touchscope\",\n"
        out += "          \"rules\": [\n" + rules.map { r in
            "            {\"id\": \(q(r.id)), \"shortDescription\": {\"text\": \(q(r.summary))}, \"defaultConfiguration\": {\"level\": \(q(r.severity.rawValue))}}"
        }.joined(separator: ",\n") + "\n          ]\n"
        out += "        }\n      },\n"
        out += "      \"results\": [" + findings.map { f in
            let ruleIndex = rules.firstIndex { $0.id == f.rule } ?? 0
            return "\n        {\"ruleId\": \(q(f.rule)), \"ruleIndex\": \(ruleIndex), \"level\": \(q(f.severity.rawValue)), \"message\": {\"text\": \(q(f.message))}, "
                + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(q(f.file))}, \"region\": {\"startLine\": \(f.line), \"startColumn\": \(f.column)}}}], "
                + "\"properties\": {\"view\": \(q(f.view))}}"
        }.joined(separator: ",") + (findings.isEmpty ? "" : "\n      ") + "]\n"
        out += "    }\n  ]\n}\n"
        return out
    }
}
