import TouchScopeCore

/// The keys of a scroll view (`kind: scrollView` or `tableView`) as written in a scene file;
/// nil values keep UIKit's defaults.
public struct ScrollSpec: Sendable, Hashable {
    public var contentSize: Size?
    public var contentInset: EdgeInsets?
    public var contentOffset: Point?
    public var bounces: Bool?
    /// UIKit's `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal: Bool?
    /// UIKit's `alwaysBounceVertical`.
    public var alwaysBounceVertical: Bool?
    public var scrollEnabled: Bool?
    public var paging: Bool?
    public var directionalLock: Bool?
    public var delaysContentTouches: Bool?
    public var canCancelContentTouches: Bool?
    /// A `touchesShouldCancel(in:)` override that returns this for every content view.
    public var touchesShouldCancel: Bool?
    /// A `touchesShouldBegin(_:with:in:)` override: `false` for every content view, or false for
    /// the listed views and every view inside them (``touchesShouldBeginRefuses``).
    public var touchesShouldBegin: Bool?
    /// The views a `touchesShouldBegin` override refuses (a list in the scene).
    public var touchesShouldBeginRefuses: [String] = []
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
        "contentSize", "contentInset", "contentOffset", "bounces", "alwaysBounceHorizontal", "alwaysBounceVertical", "scrollEnabled", "paging", "directionalLock",
        "delaysContentTouches", "canCancelContentTouches", "touchesShouldCancel", "touchesShouldBegin", "decelerationRate", "pan", "rows",
    ]

    /// Reads the scroll view keys of a view (`kind` a scroll view kind), or reports each of them
    /// on a view of another kind.
    func scrollSpec(_ entries: [YAMLEntry], kind: ViewKind, id: String?) -> ScrollSpec? {
        func value(_ key: String) -> YAMLNode? { entries.first { $0.key == key }?.value }
        guard kind == .scrollView || kind == .tableView else {
            for key in Self.scrollKeys where key != "rows" {
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
        spec.alwaysBounceHorizontal = flag("alwaysBounceHorizontal")
        spec.alwaysBounceVertical = flag("alwaysBounceVertical")
        spec.scrollEnabled = flag("scrollEnabled")
        spec.paging = flag("paging")
        spec.directionalLock = flag("directionalLock")
        spec.delaysContentTouches = flag("delaysContentTouches")
        spec.canCancelContentTouches = flag("canCancelContentTouches")
        spec.touchesShouldCancel = flag("touchesShouldCancel")
        if let n = value("touchesShouldBegin") {
            if case .sequence = n {
                if let list = reader.identifiers(n, "'touchesShouldBegin'") {
                    for (name, node) in list { viewRefChecks.append((name, reader.location(node), "touchesShouldBegin")) }
                    spec.touchesShouldBeginRefuses = list.map(\.0)
                }
            } else if case let .scalar(s) = n, s.string == "true" || s.string == "false" {
                spec.touchesShouldBegin = s.string == "true"
            } else {
                reader.error(n, "'touchesShouldBegin' must be true, false, or a list of the content views it refuses, e.g. [slider]")
            }
        }
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

extension DocumentParser {
    /// A table view's `rows:`: each row a cell (UIKit's `UITableViewCell`) as wide as the table,
    /// stacked from the top, holding its `subviews` in its content view (id `ROW.contentView`,
    /// clear, the cell's size, in front) and its `cellSubviews` in the cell itself, behind the
    /// content view: the mistake of adding a button to the cell instead of its contentView.
    func tableRows(_ node: YAMLNode, tableID: String, width: Double, depth: Int) -> [ViewSpec] {
        guard let items = reader.list(node, "'rows'") else { return [] }
        var cells: [ViewSpec] = []
        var y = 0.0
        for item in items {
            guard let entries = reader.mapping(item, "a row") else { continue }
            reader.checkKeys(entries, allowed: ["id", "height", "color", "text", "subviews", "cellSubviews"], in: "a row")
            func value(_ key: String) -> YAMLNode? { entries.first { $0.key == key }?.value }
            guard let idNode = value("id"), let id = reader.identifier(idNode, "the row's 'id'") else {
                if value("id") == nil { reader.error(item, "a row needs an 'id', e.g. '- {id: row1, height: 44}'") }
                continue
            }
            register(id, idNode)
            register("\(id).contentView", idNode)
            var height = 44.0
            if let n = value("height"), let h = reader.number(n, "'height'") {
                if h <= 0 { reader.error(n, "'height' must be more than 0, found \(formatNumber(h))") } else { height = h }
            }
            var color = Color.white
            if let n = value("color"), let text = reader.string(n, "'color'") {
                if let c = Color(hex: text) { color = c } else { reader.error(n, "'color' must be '#RRGGBB' or '#RRGGBBAA', found '\(text)'") }
            }
            let text = value("text").flatMap { reader.string($0, "'text'") } ?? id
            func children(_ key: String) -> [ViewSpec] {
                guard let n = value(key), let list = reader.list(n, "'\(key)'") else { return [] }
                return list.compactMap { view($0, depth: depth + 3) }
            }
            let location = reader.location(item)
            let content = plainSpec("\(id).contentView", kind: .view, frame: Rect(x: 0, y: 0, width: width, height: height),
                                    color: Color(red: 0, green: 0, blue: 0, alpha: 0), text: "", subviews: children("subviews"),
                                    location: location)
            let cell = plainSpec(id, kind: .tableViewCell, frame: Rect(x: 0, y: y, width: width, height: height), color: color,
                                 text: text, subviews: children("cellSubviews") + [content], location: location)
            cells.append(cell)
            y += height
        }
        if items.isEmpty { reader.error(node, "'rows' needs at least one row, e.g. '- {id: row1}'") }
        return cells
    }

    /// A view spec with every key at its default.
    func plainSpec(_ id: String, kind: ViewKind, frame: Rect, color: Color, text: String, subviews: [ViewSpec],
                   location: SourceLocation) -> ViewSpec {
        ViewSpec(id: id, kind: kind, frame: frame, boundsOrigin: .zero, transform: nil, color: color, text: text, alpha: 1,
                 hidden: false, interaction: true, clips: false, multipleTouch: false, exclusiveTouch: false, enabled: true,
                 pointInside: .default, hitTest: .default, touches: .forwardAll, implements: [], canBecomeFirstResponder: false,
                 firstResponder: false, actions: [], controller: nil, contentSize: nil, paging: false, gestures: [],
                 subviews: subviews, location: location)
    }
}
