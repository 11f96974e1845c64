import TouchScopeCore

/// How one of UIKit's classes behaves for touches, from `Import/uikit-classes.txt` (data, compiled
/// in). Both importers ask it; the scene says when a view's behaviour rests on it.
public struct UIKitClassInfo: Sendable, Hashable {
    /// How the class answers hit-testing.
    public enum HitTesting: String, Sendable, Hashable {
        /// UIView's algorithm.
        case `default`
        /// point(inside:) over its superview's bounds, and never the hit view itself (UIKit's
        /// table wrapper view of iOS 7 to 10).
        case superviewBounds
    }

    public var name: String
    /// nil: by the name's suffix (``ClassMapping/kind(of:baseClass:)``).
    public var kind: ViewKind?
    /// nil: the kind's default. Applies when the dump does not say (Sentry records no flags).
    public var interaction: Bool?
    public var hitTesting: HitTesting
    /// Apple's documentation, a runtime header or observed dumps, as the table says.
    public var source: String
    /// The entry's line in the table.
    public var line: Int

    /// Whether an import changes anything because of this entry (beyond the kind a name gives).
    var changesBehaviour: Bool { interaction != nil || hitTesting != .default }
}

/// The table of UIKit's public and private classes (`Import/uikit-classes.txt`).
public enum UIKitClassTable {
    /// The table's path in the repository, as messages name it.
    public static let path = "Sources/TouchScopeScenes/Import/uikit-classes.txt"

    /// Every entry by class name.
    public static let entries: [String: UIKitClassInfo] = {
        var out: [String: UIKitClassInfo] = [:]
        for entry in (try? parse(String(decoding: PackageResources.uikit_classes_txt, as: UTF8.self))) ?? [] { out[entry.name] = entry }
        return out
    }()

    /// The entry for a class (its module prefix ignored: `UIKit.UIButton`), or nil.
    public static func info(_ className: String) -> UIKitClassInfo? {
        entries[className] ?? entries[ClassMapping.shortName(className)]
    }

    /// Whether a class is private to UIKit (a leading underscore) and not in the table: its
    /// touch behaviour is unknown, and the import says so rather than guess.
    public static func isUnknownPrivate(_ className: String) -> Bool {
        let name = ClassMapping.shortName(className)
        return name.hasPrefix("_") && info(className) == nil
    }

    /// Parses the table's text; every malformed line is an error at its line (the tests load
    /// the file through this, so a bad edit fails them).
    public static func parse(_ text: String) throws(SceneDiagnostics) -> [UIKitClassInfo] {
        var out: [UIKitClassInfo] = []
        var errors: [SceneError] = []
        var seen: Set<String> = []
        for (k, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: [" ", "\t", "\r"])
            if line.isEmpty || line.hasPrefix("#") { continue }
            func fail(_ message: String) { errors.append(SceneError(SourceLocation(path: path, line: k + 1, column: 1), message)) }
            let fields = line.split(separator: "|", maxSplits: 4, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: [" ", "\t"]) }
            guard fields.count == 5 else { fail("expected 'class | kind | interaction | hit-testing | source'"); continue }
            let name = fields[0]
            guard !name.isEmpty, !name.contains(" "), seen.insert(name).inserted else { fail("expected a class name, once: '\(name)'"); continue }
            var kind: ViewKind?
            switch fields[1] {
            case "-": kind = nil
            case "control": kind = .button
            default:
                guard let k = ViewKind(rawValue: fields[1]), [.scrollView, .label, .imageView, .window, .view].contains(k) else {
                    fail("kind: expected control, scrollView, label, imageView, window, view or -, found '\(fields[1])'"); continue
                }
                kind = k
            }
            let interaction: Bool?
            switch fields[2] {
            case "-": interaction = nil
            case "on": interaction = true
            case "off": interaction = false
            default: fail("interaction: expected on, off or -, found '\(fields[2])'"); continue
            }
            guard let hitTesting = UIKitClassInfo.HitTesting(rawValue: fields[3]) else {
                fail("hit-testing: expected default or superviewBounds, found '\(fields[3])'"); continue
            }
            let source = fields[4]
            guard source.hasPrefix("Apple's documentation") || source.hasPrefix("runtime header") || source.hasPrefix("observed")
                    || source.hasPrefix("assumption") else {
                fail("source: expected it to start with Apple's documentation, runtime header, observed or assumption"); continue
            }
            out.append(UIKitClassInfo(name: name, kind: kind, interaction: interaction, hitTesting: hitTesting, source: source, line: k + 1))
        }
        if !errors.isEmpty { throw SceneDiagnostics(errors) }
        return out
    }
}

extension ImportedView {
    /// Applies the class table to this view (and its subviews): the kind it gives, the interaction
    /// it gives when the dump did not say (`dumpSaysInteraction` false: Sentry), the superview's
    /// bounds for a wrapper view, and a note in the scene whenever an answer rests on the table
    /// (or on nothing, for a private class the table does not know).
    mutating func applyClassTable(dumpSaysInteraction: Bool, superviewBounds: Rect? = nil) {
        let info = UIKitClassTable.info(className) ?? baseClass.flatMap(UIKitClassTable.info)
        if let info {
            if let k = info.kind, kind != .window || k == .window { kind = k }
            var used: [String] = []
            if let i = info.interaction, !dumpSaysInteraction, interaction == nil {
                interaction = i
                used.append("user interaction \(i ? "on" : "off")")
            }
            if info.hitTesting == .superviewBounds, let b = superviewBounds {
                // The superview's bounds in this view's own space, as insets of its bounds (negative grows).
                let left = b.minX - frame.minX, top = b.minY - frame.minY
                let edges = (top: top, left: left, bottom: frame.height - (top + b.height), right: frame.width - (left + b.width))
                // A scene's numbers stay within its limits; beyond them (a hostile dump) the rule is not applied.
                if [edges.top, edges.left, edges.bottom, edges.right].allSatisfy({ abs($0) <= SceneLimits.maxCoordinate }) {
                    insets = edges
                    passesTouchesThrough = true
                    used.append("answers point(inside:) over its superview's bounds and passes touches through")
                }
            }
            if !used.isEmpty {
                unknowns.append("\(UIKitClassTable.tablePhrase) \(info.name): \(used.joined(separator: "; ")) (source: \(info.source))")
            }
        } else if UIKitClassTable.isUnknownPrivate(className) {
            unknowns.append("\(className): a private UIKit class not in TouchScope's table (\(UIKitClassTable.path)); it is taken as a plain UIView, which may not be how UIKit treats it")
        }
        let bounds = Rect(x: boundsOrigin.x, y: boundsOrigin.y, width: frame.width, height: frame.height)
        for k in subviews.indices { subviews[k].applyClassTable(dumpSaysInteraction: dumpSaysInteraction, superviewBounds: bounds) }
    }
}

extension UIKitClassTable {
    /// The phrase a view's note starts with when its behaviour rests on the table (why and the
    /// inspector show it).
    public static let tablePhrase = "UIKit class table:"
}
