/// One row of a ``TableView`` (UIKit's `UITableViewCell`); see ``SelectableCell``.
public final class TableViewCell: SelectableCell {
    /// The row's index in its table.
    public var row: Int {
        get { index }
        set { index = newValue }
    }

    public init(id: String, frame: Rect, color: Color = .white) {
        super.init(id: id, kind: .tableViewCell, frame: frame, color: color)
    }
}

/// A scroll view of rows that highlights and selects them (UIKit's `UITableView`); the rules
/// are ``CellSelectingScrollView``'s. Selecting another row deselects the old one first
/// (`tableView(_:didDeselectRowAt:)`, then `didSelectRowAt`), as UIKit does.
public final class TableView: CellSelectingScrollView {
    /// The selected row.
    public var selectedCell: TableViewCell? { selectedCells.last as? TableViewCell }

    /// The delegate method's name, as traces show it.
    public static let didSelectRow = "tableView(_:didSelectRowAt:)"
    /// The delegate method told when the user's selection of another row (or a tap on a selected
    /// row, with multiple selection) deselects one.
    public static let didDeselectRow = "tableView(_:didDeselectRowAt:)"

    public init(id: String, frame: Rect, color: Color = .white) {
        super.init(id: id, frame: frame, color: color, kind: .tableView,
                   names: CellSelectionNames(word: .row, didSelect: Self.didSelectRow, didDeselect: Self.didDeselectRow))
    }

    private var swiftDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    override func delegateShouldHighlight(_ index: Int) -> Bool {
        swiftDelegate?.tableView(self, shouldHighlightRowAt: index) ?? true
    }

    override func delegateWillSelect(_ index: Int) -> Int? {
        guard let d = swiftDelegate else { return index }
        return d.tableView(self, willSelectRowAt: index)
    }

    override func delegateWillReceive(_ method: String, index: Int) {
        guard let d = swiftDelegate, let responder = delegate else { return }
        responder.implement(method) { [weak d, unowned self] _ in
            if method == Self.didSelectRow { d?.tableView(self, didSelectRowAt: index) } else { d?.tableView(self, didDeselectRowAt: index) }
        }
    }
}

/// UIKit's `UITableViewDelegate`, for the decisions the playground models, written in Swift: set
/// a table's ``CellSelectingScrollView/delegate`` to a responder (a view controller) that adopts
/// it. Rows are numbers (one section).
public protocol TableViewDelegate: AnyObject {
    /// false: the row is not highlighted, and not selected (Apple: the whole selection is bypassed).
    func tableView(_ tableView: TableView, shouldHighlightRowAt row: Int) -> Bool
    /// The row to select: `row`, another row, or nil for none.
    func tableView(_ tableView: TableView, willSelectRowAt row: Int) -> Int?
    func tableView(_ tableView: TableView, didSelectRowAt row: Int)
    func tableView(_ tableView: TableView, didDeselectRowAt row: Int)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, shouldHighlightRowAt row: Int) -> Bool { true }
    public func tableView(_ tableView: TableView, willSelectRowAt row: Int) -> Int? { row }
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt row: Int) {}
}
