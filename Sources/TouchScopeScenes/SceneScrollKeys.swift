import TouchScopeCore

/// The keys of a scroll view (`kind: scrollView`, `tableView` or `collectionView`) as written in a scene file;
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
    /// A `touchesShouldCancel(in:)` override that returns true for these views and every view
    /// inside them, UIKit's default for the others (a list in the scene).
    public var touchesShouldCancelAllows: [String] = []
    /// UIKit's `keyboardDismissMode`.
    public var keyboardDismissMode: KeyboardDismissMode?
    /// A `touchesShouldBegin(_:with:in:)` override: `false` for every content view, or false for
    /// the listed views and every view inside them (``touchesShouldBeginRefuses``).
    public var touchesShouldBegin: Bool?
    /// The views a `touchesShouldBegin` override refuses (a list in the scene).
    public var touchesShouldBeginRefuses: [String] = []
    /// Per millisecond: `normal` (0.998), `fast` (0.99) or a number.
    public var decelerationRate: Double?
    /// The scroll view's own pan recognizer (`ID.pan`): what the app set on it.
    public var pan: ScrollPanSpec?
    /// A collection view's selection keys.
    public var selection: CellSelectionSpec?

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
        "keyboardDismissMode",
    ] + collectionKeys

    /// Reads the scroll view keys of a view (`kind` a scroll view kind), or reports each of them
    /// on a view of another kind.
    func scrollSpec(_ entries: [YAMLEntry], kind: ViewKind, id: String?) -> ScrollSpec? {
        func value(_ key: String) -> YAMLNode? { entries.first { $0.key == key }?.value }
        if kind != .collectionView { reportCollectionKeys(entries, kind: kind) }
        guard kind == .scrollView || kind == .tableView || kind == .collectionView else {
            for key in Self.scrollKeys where key != "rows" && !Self.collectionKeys.contains(key) {
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
        // `touchesShouldCancel` and `touchesShouldBegin`: a constant, or a list of views.
        func overrideAnswer(_ key: String, listMeaning: String, example: String) -> (Bool?, [String]) {
            guard let n = value(key) else { return (nil, []) }
            if case .sequence = n {
                guard let list = reader.identifiers(n, "'\(key)'") else { return (nil, []) }
                for (name, node) in list { viewRefChecks.append((name, reader.location(node), key)) }
                return (nil, list.map(\.0))
            }
            if case let .scalar(s) = n, s.string == "true" || s.string == "false" { return (s.string == "true", []) }
            reader.error(n, "'\(key)' must be true, false, or a list of the content views \(listMeaning), e.g. [\(example)]")
            return (nil, [])
        }
        (spec.touchesShouldCancel, spec.touchesShouldCancelAllows) = overrideAnswer(
            "touchesShouldCancel", listMeaning: "it lets a scroll cancel (UIKit's default for the others)", example: "buyButton")
        (spec.touchesShouldBegin, spec.touchesShouldBeginRefuses) = overrideAnswer(
            "touchesShouldBegin", listMeaning: "it refuses", example: "slider")
        if let n = value("keyboardDismissMode") {
            if case let .scalar(s) = n, let mode = KeyboardDismissMode(rawValue: s.string) {
                spec.keyboardDismissMode = mode
            } else {
                reader.error(n, "'keyboardDismissMode' must be none, onDrag or interactive")
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

/// How scene errors name a list of cells and one of them.
struct CellWords {
    /// The key: `rows` or `items`.
    let list: String
    /// `row`, `item`.
    let noun: String
    /// `a row`, `an item`.
    var one: String { (noun.first == "i" ? "an " : "a ") + noun }
    /// An example entry, quoted.
    let example: String
    /// An example id.
    let first: String
}

extension DocumentParser {
    /// A table view's `rows:`: each row a cell (UIKit's `UITableViewCell`) as wide as the table,
    /// stacked from the top (see ``cells(_:words:kind:sizeKeys:depth:size:)``).
    func tableRows(_ node: YAMLNode, tableID: String, width: Double, depth: Int) -> [ViewSpec] {
        var y = 0.0
        let words = CellWords(list: "rows", noun: "row", example: "'- {id: row1, height: 44}'", first: "row1")
        return cells(node, words: words, kind: .tableViewCell, sizeKeys: ["height"], depth: depth) { value in
            var height = 44.0
            if let n = value("height"), let h = reader.number(n, "'height'") {
                if h <= 0 { reader.error(n, "'height' must be more than 0, found \(formatNumber(h))") } else { height = h }
            }
            return Size(width: width, height: height)
        }.map { cell in
            var cell = cell
            cell.frame.origin.y = y
            y += cell.frame.height
            return cell
        }
    }

    /// The cells of a table or collection view (`rows:`, `items:`), each at the origin with the
    /// size `size` reads from its keys, holding its `subviews` in its content view (id
    /// `ID.contentView`, clear, the cell's size, in front) and its `cellSubviews` in the cell
    /// itself, behind the content view: the mistake of adding a button to the cell instead of its
    /// contentView.
    func cells(_ node: YAMLNode, words: CellWords, kind: ViewKind, sizeKeys: [String], depth: Int,
               size: ((String) -> YAMLNode?) -> Size) -> [ViewSpec] {
        guard let items = reader.list(node, "'\(words.list)'") else { return [] }
        var cells: [ViewSpec] = []
        for item in items {
            guard let entries = reader.mapping(item, words.one) else { continue }
            reader.checkKeys(entries, allowed: ["id"] + sizeKeys + ["color", "text", "subviews", "cellSubviews"], in: words.one)
            func value(_ key: String) -> YAMLNode? { entries.first { $0.key == key }?.value }
            guard let idNode = value("id"), let id = reader.identifier(idNode, "the \(words.noun)'s 'id'") else {
                if value("id") == nil { reader.error(item, "\(words.one) needs an 'id', e.g. \(words.example)") }
                continue
            }
            register(id, idNode)
            register("\(id).contentView", idNode)
            let cellSize = size(value)
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
            let bounds = Rect(x: 0, y: 0, width: cellSize.width, height: cellSize.height)
            let content = plainSpec("\(id).contentView", kind: .view, frame: bounds,
                                    color: Color(red: 0, green: 0, blue: 0, alpha: 0), text: "", subviews: children("subviews"),
                                    location: location)
            cells.append(plainSpec(id, kind: kind, frame: bounds, color: color,
                                   text: text, subviews: children("cellSubviews") + [content], location: location))
        }
        if items.isEmpty { reader.error(node, "'\(words.list)' needs at least one \(words.noun), e.g. '- {id: \(words.first)}'") }
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
