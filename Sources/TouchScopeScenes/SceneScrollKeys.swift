import TouchScopeCore
import Yams

/// The keys of a scroll view (`kind: scrollView` or `tableView`) as written in a scene file;
/// nil values keep UIKit's defaults.
public struct ScrollSpec: Sendable, Hashable {
    public var contentSize: Size?
    public var contentInset: EdgeInsets?
    public var contentOffset: Point?
    public var bounces: Bool?
    public var scrollEnabled: Bool?
    public var paging: Bool?
    public var directionalLock: Bool?
    public var delaysContentTouches: Bool?
    public var canCancelContentTouches: Bool?
    /// A `touchesShouldCancel(in:)` override that returns this for every content view.
    public var touchesShouldCancel: Bool?
    /// Per millisecond: `normal` (0.998), `fast` (0.99) or a number.
    public var decelerationRate: Double?
    /// The scroll view's own pan recognizer (`ID.pan`): what the app set on it.
    public var pan: ScrollPanSpec?

    public init() {}
}

/// What a scene sets on a scroll view's own pan recognizer (the `pan:` key).
public struct ScrollPanSpec: Sendable, Hashable {
    /// UIKit's `require(toFail:)`, by gesture id.
    public var requireToFail: [String] = []
    /// The delegate's `shouldRecognizeSimultaneouslyWith`, by gesture id.
    public var simultaneousWith: [String] = []
    /// The delegate's `gestureRecognizerShouldBegin`.
    public var shouldBegin: ScrollPanShouldBegin = .always
}

/// How a scroll view's pan answers `gestureRecognizerShouldBegin`.
public enum ScrollPanShouldBegin: String, Sendable, Hashable {
    /// True (UIKit's default).
    case always = "true"
    /// False: the scroll view never scrolls by dragging.
    case never = "false"
    /// False when the offset is at its start (left or top) and the drag pulls past it (right or
    /// down): the usual fix that lets a back swipe win on the first page.
    case notPullingPastStart
}

extension DocumentParser {
    /// The scroll view keys, besides those every view has.
    static let scrollKeys = [
        "contentSize", "contentInset", "contentOffset", "bounces", "scrollEnabled", "paging", "directionalLock",
        "delaysContentTouches", "canCancelContentTouches", "touchesShouldCancel", "decelerationRate", "pan",
    ]

    /// Reads the scroll view keys of a view (`kind` a scroll view kind), or reports each of them
    /// on a view of another kind.
    func scrollSpec(_ entries: [YAMLEntry], kind: ViewKind, id: String?) -> ScrollSpec? {
        func value(_ key: String) -> Node? { entries.first { $0.key == key }?.value }
        guard kind == .scrollView else {
            for key in Self.scrollKeys {
                if let n = entries.first(where: { $0.key == key }) {
                    reader.error(n.keyNode, "'\(key)' is for scroll views: add 'kind: scrollView' or remove it")
                }
            }
            return nil
        }
        var spec = ScrollSpec()
        func flag(_ key: String) -> Bool? { value(key).flatMap { reader.bool($0, "'\(key)'") } }
        spec.contentSize = value("contentSize").flatMap { reader.size($0, "'contentSize'") }
        if let n = value("contentInset") {
            if case .sequence = n {
                if let v = reader.numbers(n, "'contentInset'", count: 4, form: "a number or [top, left, bottom, right]") {
                    spec.contentInset = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
                }
            } else if let v = reader.number(n, "'contentInset'") {
                spec.contentInset = EdgeInsets(all: v)
            }
        }
        spec.contentOffset = value("contentOffset").flatMap { reader.point($0, "'contentOffset'") }
        if let n = value("contentOffset"), entries.contains(where: { $0.key == "boundsOrigin" }) {
            reader.error(n, "'contentOffset' is a scroll view's boundsOrigin: write one of them, not both")
        }
        spec.bounces = flag("bounces")
        spec.scrollEnabled = flag("scrollEnabled")
        spec.paging = flag("paging")
        spec.directionalLock = flag("directionalLock")
        spec.delaysContentTouches = flag("delaysContentTouches")
        spec.canCancelContentTouches = flag("canCancelContentTouches")
        spec.touchesShouldCancel = flag("touchesShouldCancel")
        if let n = value("decelerationRate") {
            if case let .scalar(s) = n, s.string == "normal" {
                spec.decelerationRate = ScrollParameters.normalDecelerationRate
            } else if case let .scalar(s) = n, s.string == "fast" {
                spec.decelerationRate = ScrollParameters.fastDecelerationRate
            } else if let r = reader.number(n, "'decelerationRate' (normal, fast or a number)") {
                if r <= 0 || r >= 1 {
                    reader.error(n, "'decelerationRate' must be normal, fast, or a number between 0 and 1 (per millisecond), found \(formatNumber(r))")
                } else {
                    spec.decelerationRate = r
                }
            }
        }
        if let id {
            // The scroll view's own recognizers can be named like the scene's.
            gestureIDs.insert("\(id).pan")
            gestureIDs.insert("\(id).delay")
        }
        if let n = value("pan"), let panEntries = reader.mapping(n, "'pan'") {
            reader.checkKeys(panEntries, allowed: ["requireToFail", "simultaneousWith", "shouldBegin"], in: "'pan'")
            var pan = ScrollPanSpec()
            for e in panEntries {
                switch e.key {
                case "requireToFail", "simultaneousWith":
                    guard let list = reader.identifiers(e.value, "'\(e.key)'") else { continue }
                    for (name, node) in list { gestureRefChecks.append((name, reader.location(node), e.key)) }
                    if e.key == "requireToFail" { pan.requireToFail = list.map(\.0) } else { pan.simultaneousWith = list.map(\.0) }
                case "shouldBegin":
                    if case let .scalar(s) = e.value, let rule = ScrollPanShouldBegin(rawValue: s.string) {
                        pan.shouldBegin = rule
                    } else {
                        reader.error(e.value, "'shouldBegin' must be true, false or notPullingPastStart")
                    }
                default: break
                }
            }
            spec.pan = pan
        }
        return spec
    }
}
