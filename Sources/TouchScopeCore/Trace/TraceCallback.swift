/// A step UIKit reports to the app's own code: a delegate method it calls or a notification it
/// posts, with the values that code would receive (a ``TraceEvent/callback(_:)`` record).
///
/// These are what a developer sees in their delegate methods, so each has a stable ``name``,
/// the UIKit method or notification it stands for (`scrollViewWillBeginDragging(_:)`,
/// `tableView(_:willSelectRowAt:)`, `keyboardWillShowNotification`): the JSON trace's `name`.
/// The trace records them whether or not a scene's delegate implements the method, since UIKit
/// makes the same decision either way; an answer the scene gives (a `shouldBeginEditing: false`)
/// is in ``answer``.
public struct TraceCallback: Sendable, Hashable {
    /// Which method or notification.
    public var kind: Kind
    /// The view it is about: the scroll view, table, collection view or text field (the text
    /// field the keyboard is shown for, for the keyboard's notifications).
    public var view: String
    /// A cell's index (tables and collection views), or nil.
    public var index: Int?
    /// A scroll view's `contentOffset` when it is called (for `scrollViewWillEndDragging`: the
    /// offset the content will come to rest at, `targetContentOffset`).
    public var offset: Point?
    /// `scrollViewWillEndDragging`'s velocity, in points per second (UIKit gives points per
    /// millisecond; the trace uses one unit everywhere).
    public var velocity: Point?
    /// The keyboard's frame in screen coordinates (`keyboardFrameEndUserInfoKey`).
    public var frame: Rect?
    /// What the delegate answered, for the methods that decide something: `true`/`false`, or for
    /// `willSelectRowAt` the row it returned (`"3"`; `"nil"`: no selection). Nil for the others.
    /// The JSON trace gives it typed: a boolean, a number or null.
    public var answer: String?
    /// `scrollViewDidEndDragging(_:willDecelerate:)`'s argument.
    public var willDecelerate: Bool?

    public init(_ kind: Kind, view: String, index: Int? = nil, offset: Point? = nil, velocity: Point? = nil,
                frame: Rect? = nil, answer: String? = nil, cell: CellWord = .row) {
        self.kind = kind; self.view = view; self.index = index; self.offset = offset; self.velocity = velocity
        self.frame = frame; self.answer = answer; self.cell = cell
    }

    /// The delegate methods and notifications the trace records.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        // UIScrollViewDelegate
        case scrollViewWillBeginDragging, scrollViewWillEndDragging, scrollViewDidEndDragging
        case scrollViewWillBeginDecelerating, scrollViewDidEndDecelerating
        // UITableViewDelegate / UICollectionViewDelegate (the selection itself is an `action`
        // record: `tableView(_:didSelectRowAt:)` goes to the delegate as an action)
        case didHighlight, didUnhighlight, willSelect, willDeselect
        // UITextFieldDelegate
        case textFieldShouldBeginEditing, textFieldDidBeginEditing, textFieldShouldEndEditing
        case textFieldDidEndEditing, textFieldShouldReturn
        // UIResponder's keyboard notifications
        case keyboardWillShow, keyboardDidShow, keyboardWillHide, keyboardDidHide
    }

    /// Whether it is a notification (posted to every observer) rather than a delegate method.
    public var isNotification: Bool {
        switch kind {
        case .keyboardWillShow, .keyboardDidShow, .keyboardWillHide, .keyboardDidHide: return true
        default: return false
        }
    }

    /// UIKit's name for it, stable: the delegate method as Swift spells it (a table's and a
    /// collection view's differ: `tableView(_:didHighlightRowAt:)`,
    /// `collectionView(_:didHighlightItemAt:)`) or the notification's name.
    /// `cell` is `row` for a table and `item` for a collection view.
    public func name(cell: CellWord = .row) -> String {
        let owner = cell == .row ? "tableView" : "collectionView", c = cell.capitalized
        switch kind {
        case .scrollViewWillBeginDragging, .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating:
            return "\(kind.rawValue)(_:)"
        case .scrollViewWillEndDragging: return "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)"
        case .scrollViewDidEndDragging: return "scrollViewDidEndDragging(_:willDecelerate:)"
        case .didHighlight: return "\(owner)(_:didHighlight\(c)At:)"
        case .didUnhighlight: return "\(owner)(_:didUnhighlight\(c)At:)"
        // UICollectionViewDelegate has no will-select: it asks `shouldSelectItemAt`.
        case .willSelect: return cell == .row ? "tableView(_:willSelectRowAt:)" : "collectionView(_:shouldSelectItemAt:)"
        case .willDeselect: return cell == .row ? "tableView(_:willDeselectRowAt:)" : "collectionView(_:shouldDeselectItemAt:)"
        case .textFieldShouldBeginEditing, .textFieldDidBeginEditing, .textFieldShouldEndEditing,
             .textFieldDidEndEditing, .textFieldShouldReturn:
            return "\(kind.rawValue)(_:)"
        case .keyboardWillShow, .keyboardDidShow, .keyboardWillHide, .keyboardDidHide:
            return "\(kind.rawValue)Notification"
        }
    }

    /// Which cell word its view uses: set by the table or collection view that records it.
    public var cell: CellWord = .row

    /// The UIKit name for this record's view (``name(cell:)``).
    public var name: String { name(cell: cell) }

    /// The English words the text trace prints after `delegate ` or `notification `.
    public var text: String {
        var s = isNotification ? "\(name) (\(view))" : "\(view): \(name)"
        if let index { s += " \(cell.rawValue) \(index)" }
        if let velocity { s += " velocity \(TraceChange.point(velocity)) pt/s" }
        if let offset { s += (kind == .scrollViewWillEndDragging ? " target offset " : " offset ") + TraceChange.point(offset) }
        if let frame { s += " frame \(TraceChange.rect(frame))" }
        if let willDecelerate { s += " willDecelerate \(willDecelerate)" }
        if let answer { s += " -> \(answer)" }
        return s
    }
}
