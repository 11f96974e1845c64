import TouchScopeCore

/// How serious a lint finding is.
public enum LintSeverity: String, Sendable, Hashable {
    case error, warning
}

/// One lint finding: one cause, at the place that causes it (the ancestor with interaction off,
/// the view in front), with every view it keeps from taps. A view's own problems (zero size, a
/// small target) are findings at the view.
public struct LintFinding: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: LintSeverity
    /// `unreachable`, `partially-unreachable`, `small-target`, `covered`, `zero-size-ancestor`,
    /// `interaction-off-ancestor`.
    public var rule: String
    /// The first view the cause keeps from taps (the one the finding is about when there is one).
    public var view: String
    public var message: String
    /// Every view the cause keeps from taps, in file order.
    public var views: [String] = []
    /// The view that causes it (nil when it is the view itself or no view).
    public var culprit: String? = nil
}

/// What `lint` checked: the findings, the files that did not load, and what the forgiving import
/// of a dump skipped, so that a failed or partial load is never read as a clean one.
public struct LintRun: Sendable {
    public var findings: [LintFinding] = []
    /// Each file that did not load, with its errors.
    public var failures: [SceneError] = []
    /// Each warning of a dump's import (damaged lines skipped), at its line.
    public var importWarnings: [SceneError] = []
    /// Files checked (loaded).
    public var filesChecked = 0
    /// What a dump's import noticed that is not damage (a dump taken mid-animation).
    public var importNotes: [SceneError] = []

    public init(findings: [LintFinding] = [], failures: [SceneError] = [], importWarnings: [SceneError] = [], importNotes: [SceneError] = [],
                filesChecked: Int = 0) {
        self.findings = findings; self.failures = failures; self.importWarnings = importWarnings; self.importNotes = importNotes
        self.filesChecked = filesChecked
    }

    /// Whether every file loaded whole.
    public var complete: Bool { failures.isEmpty && importWarnings.isEmpty }
    public var errors: Int { findings.filter { $0.severity == .error }.count }
}

/// Lint options.
public struct LintOptions: Sendable {
    /// The smallest tappable width and height, in points (Apple's guidance: 44 x 44).
    public var minimumTarget = 44.0
    /// Whether UIKit's private controls (`_UIButtonBarButton`, `UITabBarButton`, ...) are checked.
    public var includePrivate = false
    /// The language of the messages (``WhyWords``; ids, numbers, rules and UIKit's names stay).
    public var language: Language = .en

    public init(minimumTarget: Double = 44, includePrivate: Bool = false, language: Language = .en) {
        self.minimumTarget = minimumTarget; self.includePrivate = includePrivate; self.language = language
    }
}

/// Lint for views that act on touches: controls, views whose touches methods handle touches,
/// views with gesture recognizers or actions (in a dump: views that print `gestureRecognizers`).
/// Views that are themselves hidden, fully transparent or have interaction off (or sit in a
/// hidden or transparent subtree) are deliberately out of reach and are not checked; windows are
/// not checked; UIKit's private controls are not checked unless asked for.
///
/// One finding per cause: a cause that keeps several views from taps (an ancestor with
/// interaction off over a whole form) is one finding at the ancestor, naming the views.
public enum SceneLint {
    /// The rules, with what each one means (SARIF's rule descriptions).
    public static let rules: [(id: String, severity: LintSeverity, summary: String)] = [
        ("unreachable", .error, "No point of the view can be tapped: every tap where it is on screen goes elsewhere."),
        ("partially-unreachable", .warning, "Part of the view cannot be tapped where it is on screen."),
        ("small-target", .warning, "The area where a tap reaches the view is smaller than 44 x 44 points, Apple's minimum."),
        ("covered", .warning, "Another view takes the taps over part of the view (an error when it takes all of them)."),
        ("zero-size-ancestor", .warning, "An ancestor has zero size, so the view is outside its bounds and never asked (an error when no part can be tapped)."),
        ("interaction-off-ancestor", .warning, "An ancestor has user interaction off, so hit-testing skips the view (an error when no part can be tapped)."),
    ]

    /// Apple's minimum hit target, in points.
    public static let minimumTarget = 44.0

    /// The phrase an imported view's unknowns start with when the dump prints its
    /// `gestureRecognizers` (the view handles touches, with recognizers of unknown kinds).
    public static let recognizersPhrase = "gesture recognizers:"

    /// Whether the view acts on touches (and so should be reachable).
    public static func actsOnTouches(_ spec: ViewSpec) -> Bool {
        spec.kind == .button || !spec.gestures.isEmpty || !spec.actions.isEmpty
            || spec.touches.behaviours.values.contains { $0 != .forward }
    }

    /// Whether an imported view is one of UIKit's private classes (a leading underscore, or one
    /// of the private controls bars are made of): its reachability is UIKit's business.
    public static func isPrivateUIKit(_ className: String) -> Bool {
        let name = ClassMapping.shortName(className)
        return name.hasPrefix("_") || ["UITabBarButton", "UINavigationButton", "UIButtonBarButton", "UITabBarSwappableImageView"].contains(name)
    }

    /// The findings for one built scene: causes first, in file order of the place they point at.
    public static func findings(_ scene: BuiltScene, options: LintOptions = LintOptions()) -> [LintFinding] {
        let analyzer = TapAnalyzer(scene)
        let document = scene.document
        let hitTest = scene.application.parameters.hitTest
        let l = options.language
        func words(_ key: String, _ arguments: String...) -> String { WhyWords.text(key, l, arguments) }
        var own: [LintFinding] = []
        /// Causes by (rule, culprit): the views each keeps from taps, and whether any of them wholly.
        var causes: [String: (rule: String, culprit: String?, clause: String, views: [(id: String, share: Double)], whole: Bool, order: Int)] = [:]
        var order = 0
        for view in scene.viewsInOrder where !(view is Window) {
            guard let spec = scene.spec(of: view) else { continue }
            let recognizers = document.unknowns[view.id]?.contains { $0.hasPrefix(recognizersPhrase) } ?? false
            guard actsOnTouches(spec) || recognizers else { continue }
            if let c = document.importedClasses[view.id], isPrivateUIKit(c.name), !options.includePrivate { continue }
            if view.isHidden || !view.isUserInteractionEnabled || hitTest.isTransparent(view) { continue }
            if view.ancestors.contains(where: { $0.isHidden || hitTest.isTransparent($0) }) { continue }
            let reach = analyzer.reach(of: view)
            let name = document.describe(view.id, language: l)
            func add(_ severity: LintSeverity, _ rule: String, _ message: String) {
                own.append(LintFinding(file: spec.location.path, line: spec.location.line, column: spec.location.column,
                                       severity: severity, rule: rule, view: view.id, message: message, views: [view.id]))
            }
            if reach.area == 0 {
                // Zero size: nothing to tap. Off screen or clipped away (a scrolled-away cell): not checked.
                if TapWhy.isZeroSize(view) {
                    add(.error, "unreachable", words("why.zeroSize", name, formatNumber(view.bounds.width), formatNumber(view.bounds.height)))
                }
                continue
            }
            // A subview that takes the tap is the view's own content (a button's image), not a finding.
            let coded = reach.blocked.map { (b: $0, c: TapWhy.code($0.reason, view: view, scene: scene)) }
            let ownContent = coded.filter { $0.c.code == "subview" }.reduce(0) { $0 + $1.b.area }
            // As why's verdict: no tap reaches it at all, on its area (itself or its own
            // subviews) or beyond it (an override's larger hit area).
            let wholly = reach.reachableArea + ownContent == 0 && reach.hitBox == nil
            // A view known only to have recognizers (a scroll view, a web view in a dump) is a
            // container that bars and controls overlap by design: only a view no tap reaches is
            // a finding.
            let onlyRecognizers = !actsOnTouches(spec)
            if onlyRecognizers && !wholly { continue }
            for (b, c) in coded where c.code != "subview" {
                let rule: String
                switch c.code {
                case "covered": rule = "covered"
                case "zeroSizeAncestor": rule = "zero-size-ancestor"
                case "ignoredAncestor" where c.detail == HitTestVerdict.interactionDisabled.rawValue: rule = "interaction-off-ancestor"
                default: rule = wholly ? "unreachable" : "partially-unreachable"
                }
                let key = rule + " " + (c.culprit ?? "") + " " + (c.culprit == nil || c.culprit == view.id ? view.id : "")
                let clause = TapWhy.clause(b.reason, view: view, scene: scene, language: l)
                if causes[key] == nil { causes[key] = (rule, c.culprit == view.id ? nil : c.culprit, clause, [], false, order); order += 1 }
                if let k = causes[key]!.views.firstIndex(where: { $0.id == view.id }) {
                    causes[key]!.views[k].share += b.area / reach.area
                } else {
                    causes[key]!.views.append((view.id, b.area / reach.area))
                }
                if wholly { causes[key]!.whole = true }
            }
            if let box = reach.hitBox, box.width < options.minimumTarget || box.height < options.minimumTarget {
                let minimum = formatNumber(options.minimumTarget)
                let short = [box.width < options.minimumTarget ? words("lint.wide", formatNumber(box.width)) : nil,
                             box.height < options.minimumTarget ? words("lint.tall", formatNumber(box.height)) : nil].compactMap { $0 }
                    .joined(separator: words("lint.and"))
                add(.warning, "small-target",
                    words("lint.smallTarget", name, formatNumber(box.width), formatNumber(box.height), short, minimum,
                          options.minimumTarget == minimumTarget ? words("lint.appleAsks") : ""))
            }
        }
        var out = own
        for cause in causes.values.sorted(by: { $0.order < $1.order }) {
            let views = cause.views
            let first = views[0].id
            // At the culprit's entry when the cause is another view; else at the view's.
            let at = cause.culprit.flatMap { scene.views[$0] }.flatMap { scene.spec(of: $0) } ?? scene.views[first].flatMap { scene.spec(of: $0) }
            guard let at else { continue }
            let list = views.prefix(6).map { words("lint.share", document.describe($0.id, language: l), TapWhy.percent($0.share)) }
                .joined(separator: words("lint.listSeparator"))
                + (views.count > 6 ? words("lint.more", String(views.count - 6)) : "")
            let severity: LintSeverity = cause.whole ? .error : .warning
            let message: String
            if views.count == 1 {
                let v = views[0]
                message = cause.whole
                    ? words("lint.nowhere", document.describe(first, language: l), cause.clause)
                    : words("lint.partly", document.describe(first, language: l), TapWhy.percent(v.share), cause.clause)
            } else {
                let by = cause.culprit.map { document.describe($0, language: l) } ?? words("lint.this")
                message = words("lint.keeps", by, String(views.count), list, cause.whole ? words("lint.oneWhole") : "",
                                document.describe(first, language: l), cause.clause)
            }
            out.append(LintFinding(file: at.location.path, line: at.location.line, column: at.location.column, severity: severity,
                                   rule: cause.rule, view: first, message: message, views: views.map(\.id), culprit: cause.culprit))
        }
        return out.sorted { ($0.file, $0.line, $0.column, $0.rule) < ($1.file, $1.line, $1.column, $1.rule) }
    }

    // MARK: Formats

    /// `file:line:column: severity: message [rule]`, one finding per line.
    public static func text(_ findings: [LintFinding]) -> String {
        findings.map { "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.rule)]\n" }.joined()
    }

    /// The count line `lint` ends with (on stderr): findings, then what did not load or loaded
    /// in part, so a run that checked less than it was given never reads as clean.
    public static func summary(_ run: LintRun, language l: Language = .en) -> String {
        var out = WhyWords.text("lint.count", l, String(run.errors), String(run.findings.count - run.errors), String(run.filesChecked))
        if !run.failures.isEmpty {
            out += WhyWords.text("lint.notLoaded", l, String(Set(run.failures.map(\.location.path)).count))
        }
        if !run.importWarnings.isEmpty {
            out += WhyWords.text("lint.inPart", l, String(Set(run.importWarnings.map(\.location.path)).count), String(run.importWarnings.count))
        }
        if !run.importNotes.isEmpty {
            out += WhyWords.text("lint.midAnimation", l, String(Set(run.importNotes.map(\.location.path)).count))
        }
        return out
    }

    /// A JSON object: whether every file loaded whole, what did not load, what a dump's import
    /// skipped, and the findings (one per line).
    public static func json(_ run: LintRun) -> String {
        let q = TraceJSON.quote
        func place(_ e: SceneError) -> String {
            "{\"file\": \(q(e.location.path)), \"line\": \(e.location.line), \"column\": \(e.location.column), \"message\": \(q(e.message))}"
        }
        func list(_ items: [String]) -> String { items.isEmpty ? "[]" : "[\n" + items.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]" }
        var out = "{\n"
        out += "  \"complete\": \(run.complete),\n"
        out += "  \"filesChecked\": \(run.filesChecked),\n"
        out += "  \"failures\": \(list(run.failures.map(place))),\n"
        out += "  \"importWarnings\": \(list(run.importWarnings.map(place))),\n"
        out += "  \"importNotes\": \(list(run.importNotes.map(place))),\n"
        out += "  \"findings\": " + list(run.findings.map { f in
            "{\"file\": \(q(f.file)), \"line\": \(f.line), \"column\": \(f.column), \"severity\": \(q(f.severity.rawValue)), \"rule\": \(q(f.rule)), \"view\": \(q(f.view)), "
                + "\"views\": [\(f.views.map(q).joined(separator: ", "))], \"culprit\": \(f.culprit.map(q) ?? "null"), \"message\": \(q(f.message))}"
        }) + "\n"
        out += "}\n"
        return out
    }

    /// A SARIF 2.1.0 log (one run; the rules, the invocation, then one result per finding) that
    /// code-review tools show inline. The invocation says whether every file loaded
    /// (`executionSuccessful`) and carries a notification for each load error and each line a
    /// dump's import skipped, so a failed or partial load never shows as a clean check.
    public static func sarif(_ run: LintRun) -> String {
        let q = TraceJSON.quote
        func location(_ file: String, _ line: Int, _ column: Int) -> String {
            "{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(q(file))}, \"region\": {\"startLine\": \(max(1, line)), \"startColumn\": \(max(1, column))}}}"
        }
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
        let notes = run.failures.map { ("error", $0) } + run.importWarnings.map { ("warning", $0) } + run.importNotes.map { ("note", $0) }
        out += "      \"invocations\": [{\"executionSuccessful\": \(run.failures.isEmpty), \"toolExecutionNotifications\": [" + notes.map { level, e in
            "\n        {\"level\": \(q(level)), \"message\": {\"text\": \(q(level == "error" ? "not loaded, not checked: " + e.message : level == "warning" ? "imported in part: " + e.message : e.message))}, "
                + "\"locations\": [\(location(e.location.path, e.location.line, e.location.column))]}"
        }.joined(separator: ",") + (notes.isEmpty ? "" : "\n      ") + "]}],\n"
        out += "      \"results\": [" + run.findings.map { f in
            let ruleIndex = rules.firstIndex { $0.id == f.rule } ?? 0
            return "\n        {\"ruleId\": \(q(f.rule)), \"ruleIndex\": \(ruleIndex), \"level\": \(q(f.severity.rawValue)), \"message\": {\"text\": \(q(f.message))}, "
                + "\"locations\": [\(location(f.file, f.line, f.column))], "
                + "\"properties\": {\"view\": \(q(f.view)), \"views\": [\(f.views.map(q).joined(separator: ", "))]}}"
        }.joined(separator: ",") + (run.findings.isEmpty ? "" : "\n      ") + "]\n"
        out += "    }\n  ]\n}\n"
        return out
    }
}
