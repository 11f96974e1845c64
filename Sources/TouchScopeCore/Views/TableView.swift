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
}
