import TouchScopeCore

/// Which cells a delegate's `shouldHighlight…At` or `shouldSelect…At` refuses.
public enum CellRefusal: Sendable, Hashable {
    /// None (UIKit's default: true for every cell).
    case none
    /// Every cell (the method returns false).
    case all
    /// The cells with these ids.
    case cells([String])

    /// The delegate method's answer for a cell.
    func allows(_ cell: SelectableCell) -> Bool {
        switch self {
        case .none: true
        case .all: false
        case let .cells(ids): !ids.contains(cell.id)
        }
    }
}

/// A table or collection view's selection keys (`allowsSelection`, `allowsMultipleSelection`,
/// `shouldHighlight`, `shouldSelect`); nil values keep UIKit's defaults. On a table view
/// `shouldSelect` stands for `tableView(_:willSelectRowAt:)` returning nil (UITableView has no
/// `shouldSelect`).
public struct CellSelectionSpec: Sendable, Hashable {
    public var allowsSelection: Bool?
    public var allowsMultipleSelection: Bool?
    public var shouldHighlight = CellRefusal.none
    public var shouldSelect = CellRefusal.none
    /// A table delegate's `tableView(_:willSelectRowAt:)` answers that are not the row itself:
    /// by row id, the row to select instead, or nil for none (`willSelect: {rowA2: rowA3}`).
    public var willSelect: [String: String?] = [:]
    /// UIKit's `isEditing` and `allowsSelectionDuringEditing`.
    public var editing: Bool?
    public var allowsSelectionDuringEditing: Bool?
}

extension DocumentParser {
    /// The selection keys table and collection views share.
    static let selectionKeys = ["allowsSelection", "allowsMultipleSelection", "shouldHighlight", "shouldSelect", "willSelect",
                                "editing", "allowsSelectionDuringEditing"]
    /// The keys only a collection view has, then the selection keys.
    static let collectionKeys = ["items", "layout"] + selectionKeys

    /// Reports each collection view key on a view of `kind` (not a collection view); a table
    /// view takes the selection keys.
    func reportCollectionKeys(_ entries: [YAMLEntry], kind: ViewKind) {
        for key in Self.collectionKeys where kind != .tableView || !Self.selectionKeys.contains(key) {
            if let n = entries.first(where: { $0.key == key }) {
                let what = Self.selectionKeys.contains(key) ? "table and collection views: add 'kind: tableView' or 'kind: collectionView'" : "collection views: add 'kind: collectionView'"
                reader.error(n.keyNode, "'\(key)' is for \(what) or remove it")
            }
        }
    }

    /// A table or collection view's selection keys; `cells` are its rows or items, by id.
    func cellSelection(_ entries: [YAMLEntry], cells ids: Set<String>, owner: String) -> CellSelectionSpec {
        func value(_ key: String) -> YAMLNode? { entries.first { $0.key == key }?.value }
        var selection = CellSelectionSpec()
        selection.allowsSelection = value("allowsSelection").flatMap { reader.bool($0, "'allowsSelection'") }
        selection.allowsMultipleSelection = value("allowsMultipleSelection").flatMap { reader.bool($0, "'allowsMultipleSelection'") }
        func refusal(_ key: String) -> CellRefusal {
            guard let n = value(key) else { return .none }
            if case let .scalar(s) = n, s.string == "true" || s.string == "false" { return s.string == "true" ? .none : .all }
            guard case .sequence = n else {
                reader.error(n, "'\(key)' must be true, false, or a list of the \(owner) the delegate refuses, e.g. [\(ids.sorted().first ?? "photo2")]")
                return .none
            }
            guard let list = reader.identifiers(n, "'\(key)'") else { return .none }
            for (name, node) in list where !ids.contains(name) {
                reader.error(node, "'\(key)' names '\(name)', which is not one of this view's \(owner)")
            }
            return .cells(list.map(\.0))
        }
        selection.shouldHighlight = refusal("shouldHighlight")
        selection.shouldSelect = refusal("shouldSelect")
        selection.editing = value("editing").flatMap { reader.bool($0, "'editing'") }
        selection.allowsSelectionDuringEditing = value("allowsSelectionDuringEditing").flatMap { reader.bool($0, "'allowsSelectionDuringEditing'") }
        if let n = value("willSelect") {
            if owner != "rows" {
                reader.error(n, "'willSelect' is a table's tableView(_:willSelectRowAt:); a collection view's delegate can only refuse: use 'shouldSelect'")
            } else if let pairs = reader.mapping(n, "'willSelect'") {
                for e in pairs {
                    if !ids.contains(e.key) { reader.error(e.keyNode, "'willSelect' names '\(e.key)', which is not one of this view's rows") }
                    if case let .scalar(s) = e.value, s.string == "null" || s.string == "nil" || s.string == "~" {
                        selection.willSelect[e.key] = .some(nil)
                    } else if let to = reader.identifier(e.value, "'willSelect' (a row id, or null for none)") {
                        if !ids.contains(to) { reader.error(e.value, "'willSelect' sends '\(e.key)' to '\(to)', which is not one of this view's rows") }
                        selection.willSelect[e.key] = .some(to)
                    }
                }
            }
        }
        return selection
    }

    /// A collection view's `layout:` (a flow layout), `items:` (its cells, placed by the layout)
    /// and selection keys; the content size is the layout's.
    func collectionView(_ entries: [YAMLEntry], frame: Rect, depth: Int)
        -> (cells: [ViewSpec], contentSize: Size, selection: CellSelectionSpec) {
        func value(_ key: String) -> YAMLNode? { entries.first { $0.key == key }?.value }
        var layout = FlowLayout()
        var itemSizeNode: YAMLNode?
        if let n = value("layout"), let layoutEntries = reader.mapping(n, "'layout'") {
            reader.checkKeys(layoutEntries, allowed: ["itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "scrollDirection"],
                             in: "'layout'")
            for e in layoutEntries {
                switch e.key {
                case "itemSize":
                    if let s = positiveSize(e.value, "'itemSize'") { layout.itemSize = s; itemSizeNode = e.value }
                case "minimumLineSpacing", "minimumInteritemSpacing":
                    guard let v = reader.number(e.value, "'\(e.key)'") else { continue }
                    if v < 0 {
                        reader.error(e.value, "'\(e.key)' must be 0 or more, found \(formatNumber(v)): UIKit's spacing is a minimum gap, never an overlap")
                    } else if e.key == "minimumLineSpacing" { layout.minimumLineSpacing = v } else { layout.minimumInteritemSpacing = v }
                case "sectionInset":
                    var inset: EdgeInsets?
                    if case .sequence = e.value {
                        if let v = reader.numbers(e.value, "'sectionInset'", count: 4, form: "a number or [top, left, bottom, right]") {
                            inset = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
                        }
                    } else if let v = reader.number(e.value, "'sectionInset'") {
                        inset = EdgeInsets(all: v)
                    }
                    if let inset {
                        if min(inset.top, inset.left, inset.bottom, inset.right) < 0 {
                            reader.error(e.value, "'sectionInset' must not be negative: write 0 or more on each edge")
                        } else {
                            layout.sectionInset = inset
                        }
                    }
                case "scrollDirection":
                    if case let .scalar(s) = e.value, let d = FlowLayout.ScrollDirection(rawValue: s.string) {
                        layout.scrollDirection = d
                    } else {
                        reader.error(e.value, "'scrollDirection' must be vertical or horizontal")
                    }
                default: break
                }
            }
        }
        var cells: [ViewSpec] = []
        // Where each cell's size was written (its own `size`, else the layout's `itemSize`).
        var sizeNodes: [YAMLNode?] = []
        if let n = value("items") {
            let words = CellWords(list: "items", noun: "item", example: "'- {id: photo1}'", first: "item1")
            cells = self.cells(n, words: words, kind: .collectionViewCell, sizeKeys: ["size"], depth: depth) { value in
                let node = value("size")
                sizeNodes.append(node ?? itemSizeNode)
                return node.flatMap { positiveSize($0, "'size'") } ?? layout.itemSize
            }
        }
        // UIKit logs that the flow layout's behaviour is undefined for an item longer than a line.
        let length = layout.lineLength(in: frame.size)
        let vertical = layout.scrollDirection == .vertical
        for (cell, node) in zip(cells, sizeNodes) {
            let along = vertical ? cell.frame.width : cell.frame.height
            guard along > length else { continue }
            let message = "item '\(cell.id)' is \(formatNumber(along)) points \(vertical ? "wide" : "tall") but a \(layout.scrollDirection.rawValue) "
                + "collection view's lines have \(formatNumber(max(length, 0))) (its \(vertical ? "width" : "height") less the section insets): "
                + "UIKit leaves the layout undefined; make the item smaller"
            if let node { reader.error(node, message) } else { reader.error(at: cell.location, message) }
        }
        let placed = layout.layout(cells.map(\.frame.size), in: frame.size)
        for i in cells.indices { cells[i].frame = placed.frames[i] }

        return (cells, placed.contentSize, cellSelection(entries, cells: Set(cells.map(\.id)), owner: "items"))
    }

    /// A `[width, height]` with both more than 0.
    private func positiveSize(_ node: YAMLNode, _ what: String) -> Size? {
        guard let s = reader.size(node, what) else { return nil }
        guard s.width > 0, s.height > 0 else {
            reader.error(node, "\(what) must be more than 0 on both sides, found [\(formatNumber(s.width)), \(formatNumber(s.height))]")
            return nil
        }
        return s
    }
}
