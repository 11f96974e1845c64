/// A cell of a ``TableView`` or a ``CollectionView`` (UIKit's `UITableViewCell`,
/// `UICollectionViewCell`): a view whose subviews belong in its ``contentView``, a view the size
/// of the cell in front of anything added to the cell itself (which is why a button added to the
/// cell, not to its contentView, stops getting touches: the contentView in front of it is hit).
public class SelectableCell: View {
    /// UIKit's `isHighlighted`: set while a finger is on the cell (after the content-touch delay).
    public internal(set) var isHighlighted = false
    /// UIKit's `isSelected`.
    public internal(set) var isSelected = false
    /// The cell's index in its table (the row) or collection view (the item).
    public var index = 0

    /// UIKit's `contentView`: the cell's front-most subview (nil until one is set).
    public var contentView: View? { subviews.last { $0.id == "\(id).contentView" } }
}

/// The words a ``CellSelectingScrollView`` uses in traces: what its cells are called and the
/// delegate methods it calls.
public struct CellSelectionNames: Sendable, Hashable {
    /// `row` or `item`, as in `selected (row 2)`.
    public var word: CellWord
    /// The delegate method told of a selection, e.g. `tableView(_:didSelectRowAt:)`.
    public var didSelect: String
    /// The delegate method told of a deselection by the user; nil: none is sent.
    public var didDeselect: String?

    public init(word: CellWord, didSelect: String, didDeselect: String?) {
        self.word = word
        self.didSelect = didSelect
        self.didDeselect = didDeselect
    }
}

/// A scroll view whose cells highlight and select under a finger: what UIKit's `UITableView` and
/// `UICollectionView` share.
///
/// Touches in a cell travel up the responder chain (the content view, the cell) to this view,
/// which handles them: `touchesBegan` highlights the cell (late, by the content-touch delay, as
/// any touch in a scroll view) if selection is allowed and the delegate's `shouldHighlight…`
/// agrees (when it does not, the whole selection is bypassed, as Apple documents);
/// `touchesEnded` selects it if `shouldSelect…` agrees, tells the delegate (an action to
/// ``delegate`` or, without one, to the nearest view controller up the chain), and, with
/// ``allowsMultipleSelection``, deselects a selected cell instead; `touchesCancelled` (the touch
/// became a scroll, or a recognizer took it) removes the highlight and selects nothing.
public class CellSelectingScrollView: ScrollView {
    /// The responder told of selections (UIKit's `delegate`); nil: the nearest view controller.
    public weak var delegate: Responder?
    /// UIKit's `allowsSelection`: false, no cell is highlighted or selected by a touch.
    public var allowsSelection = true
    /// UIKit's `allowsMultipleSelection`: a tap adds a cell to the selection, or removes a
    /// selected one (`didDeselect…`), instead of replacing it.
    public var allowsMultipleSelection = false
    /// The delegate's `shouldHighlight…At` for a cell (UIKit's default: true).
    public var shouldHighlight: (SelectableCell) -> Bool = { _ in true }
    /// The delegate's `shouldSelect…At` for a cell (UIKit's default: true).
    public var shouldSelect: (SelectableCell) -> Bool = { _ in true }
    /// A table delegate's `willSelectRowAt` answers that differ from the row itself: by row, the
    /// row to select instead, or nil to select none (a scene's `willSelect` key).
    public var willSelectAnswers: [Int: Int?] = [:]
    /// UIKit's `isEditing` (a table in editing mode, showing its delete and reorder controls).
    public var isEditing = false
    /// UIKit's `allowsSelectionDuringEditing` (false by default): while editing, a touch on a
    /// cell highlights and selects it only when this is true.
    public var allowsSelectionDuringEditing = false
    /// The cell a finger is on.
    public private(set) weak var highlightedCell: SelectableCell?
    /// The selected cells, in the order they were selected.
    public private(set) var selectedCells: [SelectableCell] = []

    /// How traces name the cells and the delegate methods.
    public let names: CellSelectionNames

    init(id: String, frame: Rect, color: Color, kind: ViewKind, names: CellSelectionNames) {
        self.names = names
        super.init(id: id, frame: frame, color: color, kind: kind)
    }

    /// The view handles the touches its cells pass up (unless a scene says otherwise).
    override public func effectiveTouchBehaviour(for phase: ResponderPhase) -> TouchBehaviour {
        touchBehaviours.isEmpty ? .handle : touchBehaviour(for: phase)
    }

    private var trace: TraceRecorder? { window?.application?.trace }

    private func record(_ cell: SelectableCell, _ event: CellEvent) {
        trace?.record(.viewChanged(view: cell.id, change: .cell(event, names.word, index: cell.index)))
    }

    /// Records a delegate method about `cell` (``TraceCallback``).
    private func call(_ kind: TraceCallback.Kind, _ cell: SelectableCell, answer: String? = nil) {
        trace?.record(.callback(TraceCallback(kind, view: id, index: cell.index, answer: answer, cell: names.word)))
    }

    /// This view's cells.
    private var cells: [SelectableCell] { subviews.compactMap { $0 as? SelectableCell } }

    private func cell(of touch: Touch) -> SelectableCell? {
        var v = touch.view
        while let current = v, current !== self {
            if let cell = current as? SelectableCell, cell.superview === self { return cell }
            v = current.superview
        }
        return nil
    }

    // MARK: A delegate written in Swift (TableViewDelegate, CollectionViewDelegate)

    /// The Swift delegate's `shouldHighlight…At` (true without one).
    func delegateShouldHighlight(_ index: Int) -> Bool { true }
    /// The Swift delegate's `willSelect…At`: the index to select instead, nil for none (the index
    /// itself without one).
    func delegateWillSelect(_ index: Int) -> Int? { index }
    /// Readies the Swift delegate's `didSelect…` / `didDeselect…` for the action that tells it.
    func delegateWillReceive(_ method: String, index: Int) {}

    private func tellDelegate(_ method: String, index: Int) {
        delegateWillReceive(method, index: index)
        let target = delegate ?? responderChain.dropFirst().first { $0 is ViewController }
        if let app = window?.application, let target {
            app.sendAction(method, to: .responder(target), senderID: id, searchFrom: self)
        }
    }

    private func deselect(_ cell: SelectableCell) {
        // A table asks `willDeselectRowAt`, a collection view `shouldDeselectItemAt`; the scene
        // cannot refuse a deselection, so the answer is UIKit's default.
        call(.willDeselect, cell, answer: names.word == .row ? String(cell.index) : "true")
        cell.isSelected = false
        selectedCells.removeAll { $0 === cell }
        guard let method = names.didDeselect else { return }
        record(cell, .deselected)
        tellDelegate(method, index: cell.index)
    }

    override public func touchesBegan(_ touches: [Touch], with event: Event) {
        reachedDefaultTouches = true
        guard highlightedCell == nil, let touch = touches.first, let cell = cell(of: touch) else { return }
        guard allowsSelection else {
            record(cell, .selectionOff)
            return
        }
        guard !isEditing || allowsSelectionDuringEditing else {
            record(cell, .editing)
            return
        }
        guard shouldHighlight(cell), delegateShouldHighlight(cell.index) else {
            record(cell, .highlightRefused)
            return
        }
        highlightedCell = cell
        cell.isHighlighted = true
        record(cell, .highlighted)
        call(.didHighlight, cell)
    }

    override public func touchesEnded(_ touches: [Touch], with event: Event) {
        reachedDefaultTouches = true
        guard let touched = highlightedCell, let touch = touches.first, self.cell(of: touch) === touched else { return }
        touched.isHighlighted = false
        highlightedCell = nil
        call(.didUnhighlight, touched)
        if allowsMultipleSelection && touched.isSelected {
            deselect(touched)
            return
        }
        // UIKit's `willSelect…At` may refuse (nil) or name another cell to select instead; a
        // collection view's `shouldSelectItemAt` can only refuse.
        var chosen: Int? = shouldSelect(touched) ? delegateWillSelect(touched.index) : nil
        if chosen != nil, let answer = willSelectAnswers[touched.index] { chosen = answer }
        call(.willSelect, touched, answer: names.word == .row ? chosen.map(String.init) ?? "nil" : String(chosen != nil))
        guard let chosen, let cell = chosen == touched.index ? touched : cells.first(where: { $0.index == chosen }) else {
            record(touched, .selectRefused)
            return
        }
        if !allowsMultipleSelection {
            for old in selectedCells where old !== cell { deselect(old) }
        }
        cell.isSelected = true
        if !selectedCells.contains(where: { $0 === cell }) { selectedCells.append(cell) }
        record(cell, .selected)
        tellDelegate(names.didSelect, index: cell.index)
    }

    override public func touchesCancelled(_ touches: [Touch], with event: Event) {
        reachedDefaultTouches = true
        guard let cell = highlightedCell else { return }
        cell.isHighlighted = false
        highlightedCell = nil
        trace?.record(.viewChanged(view: cell.id, change: .cellUnhighlighted))
        call(.didUnhighlight, cell)
    }
}
