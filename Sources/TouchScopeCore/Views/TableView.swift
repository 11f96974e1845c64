/// One row of a ``TableView`` (UIKit's `UITableViewCell`): a view whose subviews belong in its
/// ``contentView``, a view the size of the cell in front of anything added to the cell itself
/// (which is why a button added to the cell, not to its contentView, stops getting touches: the
/// contentView in front of it is hit instead).
public final class TableViewCell: View {
    /// UIKit's `isHighlighted`: set while a finger is on the row (after the content-touch delay).
    public internal(set) var isHighlighted = false
    /// UIKit's `isSelected`.
    public internal(set) var isSelected = false
    /// The row's index in its table.
    public var row = 0

    /// UIKit's `contentView`: the cell's front-most subview (nil until one is set).
    public var contentView: View? { subviews.last { $0.id == "\(id).contentView" } }

    public init(id: String, frame: Rect, color: Color = .white) {
        super.init(id: id, kind: .tableViewCell, frame: frame, color: color)
    }
}

/// A scroll view of rows that highlights and selects them (UIKit's `UITableView`).
///
/// Touches in a cell travel up the responder chain (the content view, the cell) to the table,
/// which handles them: `touchesBegan` highlights the row (late, by the content-touch delay, as
/// any touch in a scroll view), `touchesEnded` selects it and tells its delegate
/// (`tableView(_:didSelectRowAt:)`, an action to ``delegate`` or, without one, to the nearest
/// view controller up the chain), `touchesCancelled` (the touch became a scroll, or a recognizer
/// took it) removes the highlight and selects nothing.
public final class TableView: ScrollView {
    /// The responder told of selections (UIKit's `delegate`); nil: the nearest view controller.
    public weak var delegate: Responder?
    /// The row a finger is on.
    public private(set) weak var highlightedCell: TableViewCell?
    /// The selected row.
    public private(set) weak var selectedCell: TableViewCell?

    /// The delegate method's name, as traces show it.
    public static let didSelectRow = "tableView(_:didSelectRowAt:)"

    public init(id: String, frame: Rect, color: Color = .white) {
        super.init(id: id, frame: frame, color: color, kind: .tableView)
    }

    /// The table handles the touches its rows pass up (unless a scene says otherwise).
    override public func effectiveTouchBehaviour(for phase: ResponderPhase) -> TouchBehaviour {
        touchBehaviours.isEmpty ? .handle : touchBehaviour(for: phase)
    }

    private var trace: TraceRecorder? { window?.application?.trace }

    private func cell(of touch: Touch) -> TableViewCell? {
        var v = touch.view
        while let current = v, current !== self {
            if let cell = current as? TableViewCell, cell.superview === self { return cell }
            v = current.superview
        }
        return nil
    }

    override public func touchesBegan(_ touches: [Touch], with event: Event) {
        guard highlightedCell == nil, let touch = touches.first, let cell = cell(of: touch) else { return }
        highlightedCell = cell
        cell.isHighlighted = true
        trace?.record(.viewChanged(view: cell.id, change: .rowHighlighted(row: cell.row)))
    }

    override public func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let cell = highlightedCell, let touch = touches.first, self.cell(of: touch) === cell else { return }
        cell.isHighlighted = false
        highlightedCell = nil
        if let old = selectedCell, old !== cell { old.isSelected = false }
        cell.isSelected = true
        selectedCell = cell
        trace?.record(.viewChanged(view: cell.id, change: .rowSelected(row: cell.row)))
        let target = delegate ?? responderChain.dropFirst().first { $0 is ViewController }
        if let app = window?.application, let target {
            app.sendAction(Self.didSelectRow, to: .responder(target), senderID: id, searchFrom: self)
        }
    }

    override public func touchesCancelled(_ touches: [Touch], with event: Event) {
        guard let cell = highlightedCell else { return }
        cell.isHighlighted = false
        highlightedCell = nil
        trace?.record(.viewChanged(view: cell.id, change: .rowUnhighlighted))
    }
}
