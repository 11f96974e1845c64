/// A change to a view while the scene runs, as a value: what changed and the values involved
/// (a `viewChanged` trace record carries one).
///
/// The core words it in English only: ``text`` is what the text trace prints after
/// `change <view>: ` and what the JSON trace gives as `change`. An interface in another language
/// words it from the value (its cases and their values), never by reading ``text`` back.
public enum TraceChange: Sendable, Hashable, CustomStringConvertible {
    /// A property a script's `set:` step wrote.
    case property(Property)
    /// A scroll view's offset moved (or its motion changed): where it is now, and why.
    case contentOffset(Point, Scroll)
    /// `removeFromSuperview()`: the view left its superview (nil: it had none).
    case removed(from: String?)
    /// A script's `add:` put the view inside another.
    case added(to: String)
    /// A script's `add:` was undone: the responder chain would have led back to the view.
    case addRefused(to: String)
    /// A script's `becomeFirstResponder` on a responder whose `canBecomeFirstResponder` is false.
    case becomeFirstResponderRefused
    /// A key typed on the keyboard changed a text field's text (`key`: the character, or `⌫`).
    case typed(key: String, text: String)
    /// A table row or collection view item highlighted, selected, deselected, or refused one of
    /// those (``CellSelectingScrollView``), with its index.
    case cell(CellEvent, CellWord, index: Int)
    /// A highlighted cell unhighlighted: its touches were cancelled, nothing selected.
    case cellUnhighlighted
    /// A UIView animation started on the view: its changes, duration, delay, curve, and whether
    /// the view takes touches while it runs (`allowUserInteraction`).
    case animation(changes: [AnimatedChange], duration: Double, delay: Double, curve: AnimationCurve,
                   allowsUserInteraction: Bool)
    /// A `UIViewPropertyAnimator` started on the view (its `isUserInteractionEnabled`: true by
    /// default, unlike `UIView.animate`). Hit-testing uses the model values while it runs, as
    /// for `UIView.animate`; Apple says an animator hit-tests where the view is on screen unless
    /// `isManualHitTestingEnabled`, which TouchScope does not model.
    case propertyAnimation(changes: [AnimatedChange], duration: Double, delay: Double, curve: AnimationCurve,
                           isUserInteractionEnabled: Bool)
    /// The view's last running animation ended, at `time` (seconds on the input clock).
    case animationEnded(at: Double)

    /// One property a script's `set:` step wrote, with its new value.
    public enum Property: Sendable, Hashable {
        case hidden(Bool)
        case alpha(Double)
        case interaction(Bool)
        case frame(Rect)
        case boundsOrigin(Point)
        case transform(AffineTransform)
        /// `isEnabled`; `control` false: the view is not a control, and nothing changed.
        case enabled(Bool, control: Bool)
        case clips(Bool)
        /// `isEnabled` of every gesture recognizer on the view.
        case gesturesEnabled(Bool)
    }

    /// Why a scroll view's offset moved.
    public enum Scroll: Sendable, Hashable {
        /// A finger drags the content (`pastEdge`: rubber-banding past an edge).
        case dragging(pastEdge: Bool)
        /// The finger lifted with too little speed to coast: the content stays.
        case dragEndedWithoutFlick
        /// The finger lifted after dragging, and the content starts to move on its own.
        case dragEnded(ScrollStart)
        /// A finger that stopped the content lifted without dragging, and the content moves on
        /// (to a page, or back within its edges).
        case liftedWithoutDrag(ScrollStart)
        /// A finger landed while the content moved (`motion`): it stops where it is.
        case stoppedByTouch(ScrollMotion)
        /// The content's motion reached its end.
        case ended(ScrollMotion)
        /// A deceleration reached an edge at `speed` (points per second): it goes past it by up
        /// to `peak` points and springs back.
        case reachedEdge(speed: Double, peak: Double)
    }

    /// A motion a scroll view starts when a finger lifts.
    public enum ScrollStart: Sendable, Hashable {
        /// Coasting from `speed` (points per second) to rest at `to` after `duration` seconds.
        case decelerating(speed: Double, to: Point, duration: Double)
        /// Coasting from `speed` into an edge at `edgeTime` seconds, past it by up to `peak`
        /// points and back, to rest at `to` after `duration` seconds.
        case deceleratingIntoEdge(speed: Double, edgeTime: Double, peak: Double, to: Point, duration: Double)
        /// Snapping to the page at `to` in `duration` seconds.
        case paging(to: Point, duration: Double)
        /// Springing back within the edges, to `to`.
        case bouncingBack(to: Point)
    }

    /// The English words, as the text trace prints them.
    public var text: String {
        switch self {
        case let .property(p): return p.text
        case let .contentOffset(offset, why): return "contentOffset = \(Self.point(offset)) (\(why.text))"
        case let .removed(from): return "removed from \(from ?? "nothing")"
        case let .added(to): return "added to \(to)"
        case let .addRefused(to): return "add to \(to) refused: the responder chain would loop"
        case .becomeFirstResponderRefused: return "becomeFirstResponder refused: canBecomeFirstResponder is false"
        case let .typed(key, text): return "typed \"\(key)\": text = \"\(text)\""
        case let .cell(event, word, index): return event.text(word, index)
        case .cellUnhighlighted: return "unhighlighted: touches cancelled, no selection"
        case let .animation(changes, duration, delay, curve, allows):
            let words = changes.map(Self.text).joined(separator: ", ")
            let after = delay > 0 ? " after \(formatNumber(delay)) s" : ""
            let interaction = allows ? "allowUserInteraction" : "user interaction off while it runs"
            return "animation: \(words) over \(formatNumber(duration)) s\(after) (\(curve.rawValue), \(interaction))"
        case let .propertyAnimation(changes, duration, delay, curve, enabled):
            let words = changes.map(Self.text).joined(separator: ", ")
            let after = delay > 0 ? " after \(formatNumber(delay)) s" : ""
            return "UIViewPropertyAnimator: \(words) over \(formatNumber(duration)) s\(after) (\(curve.rawValue), isUserInteractionEnabled = \(enabled))"
        case let .animationEnded(time): return "animation ended at \(formatNumber(time)) s"
        }
    }

    public var description: String { text }

    /// A point as the trace writes it: `[x, y]`.
    public static func point(_ p: Point) -> String { "[\(formatNumber(p.x)), \(formatNumber(p.y))]" }

    /// A rectangle as the trace writes it: `[x, y, width, height]`.
    public static func rect(_ r: Rect) -> String {
        "[\(formatNumber(r.origin.x)), \(formatNumber(r.origin.y)), \(formatNumber(r.size.width)), \(formatNumber(r.size.height))]"
    }

    /// One change of an animation in English: `frame -> [0, 0, 10, 10]`, `transform changed`.
    public static func text(_ change: AnimatedChange) -> String {
        switch change {
        case .transform: return "transform changed"
        default: return "\(change.propertyName) -> \(animatedValue(change))"
        }
    }

    /// An animated change's new value as the trace writes it (empty for a transform, which the
    /// trace does not spell out).
    public static func animatedValue(_ change: AnimatedChange) -> String {
        switch change {
        case let .frame(r): return rect(r)
        case let .center(p): return point(p)
        case let .alpha(a): return formatNumber(a)
        case .transform: return ""
        }
    }
}

extension TraceChange.Property {
    /// The property's name as a scene's `set:` writes it.
    public var name: String {
        switch self {
        case .hidden: return "hidden"
        case .alpha: return "alpha"
        case .interaction: return "interaction"
        case .frame: return "frame"
        case .boundsOrigin: return "boundsOrigin"
        case .transform: return "transform"
        case .enabled: return "enabled"
        case .clips: return "clips"
        case .gesturesEnabled: return "gesturesEnabled"
        }
    }

    /// The new value as the trace writes it (empty for a transform, which it does not spell out).
    public var value: String {
        switch self {
        case let .hidden(b), let .interaction(b), let .enabled(b, _), let .clips(b), let .gesturesEnabled(b): return String(b)
        case let .alpha(a): return formatNumber(a)
        case let .frame(r): return TraceChange.rect(r)
        case let .boundsOrigin(p): return TraceChange.point(p)
        case .transform: return ""
        }
    }

    /// The English words.
    public var text: String {
        switch self {
        case .transform: return "transform changed"
        case let .enabled(b, control) where !control: return "enabled = \(b) (not a control: no effect)"
        case let .gesturesEnabled(b): return "gesture recognizers enabled = \(b)"
        default: return "\(name) = \(value)"
        }
    }
}

extension TraceChange.Scroll {
    /// The English words.
    public var text: String {
        switch self {
        case let .dragging(pastEdge): return pastEdge ? "dragging, rubber-banding past the edge" : "dragging"
        case .dragEndedWithoutFlick: return "drag ended, no flick"
        case let .dragEnded(start): return "drag ended: \(start.text)"
        case let .liftedWithoutDrag(start): return "lifted without a drag: \(start.text)"
        case let .stoppedByTouch(motion): return "\(motion.rawValue) stopped by a touch"
        case let .ended(motion): return "\(motion.rawValue) ended"
        case let .reachedEdge(speed, peak):
            return "decelerating reached the edge at \(formatNumber(speed)) pt/s: bouncing past it by up to \(formatNumber(peak)) pt and back"
        }
    }
}

extension TraceChange.ScrollStart {
    /// The English words.
    public var text: String {
        let n = formatNumber
        switch self {
        case let .decelerating(speed, to, duration):
            return "decelerating from \(n(speed)) pt/s, to rest at \(TraceChange.point(to)) in \(n(duration)) s"
        case let .deceleratingIntoEdge(speed, edgeTime, peak, to, duration):
            return "decelerating from \(n(speed)) pt/s, into the edge at \(n(edgeTime)) s, "
                + "past it by up to \(n(peak)) pt and back, to rest at \(TraceChange.point(to)) in \(n(duration)) s"
        case let .paging(to, duration): return "paging to \(TraceChange.point(to)) in \(n(duration)) s"
        case let .bouncingBack(to): return "bouncing back to \(TraceChange.point(to))"
        }
    }
}

extension AnimatedChange {
    /// The animated property's UIKit name: `frame`, `center`, `alpha`, `transform`.
    public var propertyName: String {
        switch self {
        case .frame: return "frame"
        case .center: return "center"
        case .alpha: return "alpha"
        case .transform: return "transform"
        }
    }
}

/// What a cell is called: a table's `row`, a collection view's `item`.
public enum CellWord: String, Sendable, Hashable, CaseIterable {
    case row, item

    /// As in the delegate's method names: `Row`, `Item`.
    public var capitalized: String { self == .row ? "Row" : "Item" }
}

/// What happened to a cell's selection (``TraceChange/cell(_:_:index:)``).
public enum CellEvent: String, Sendable, Hashable, CaseIterable {
    /// A finger is on it (UIKit's `isHighlighted`).
    case highlighted
    /// The finger lifted on it: selected, the delegate told.
    case selected
    /// Deselected by a tap (multiple selection) or by another cell's selection.
    case deselected
    /// Not highlighted: the view's `allowsSelection` is false.
    case selectionOff
    /// Not highlighted: the delegate's `shouldHighlight…At` said no (no selection follows).
    case highlightRefused
    /// Not highlighted: the view is editing and `allowsSelectionDuringEditing` is false.
    case editing
    /// Highlighted but not selected: the delegate's `shouldSelectItemAt` said no (a table's
    /// `willSelectRowAt` returned nil).
    case selectRefused

    /// The trace's English for this event on cell `index`.
    func text(_ word: CellWord, _ index: Int) -> String {
        let which = "\(word.rawValue) \(index)"
        switch self {
        case .highlighted: return "highlighted (\(which))"
        case .selected: return "selected (\(which))"
        case .deselected: return "deselected (\(which))"
        case .selectionOff: return "not highlighted (\(which)): allowsSelection is false"
        case .highlightRefused: return "not highlighted (\(which)): shouldHighlight\(word.capitalized)At returned false"
        case .editing: return "not highlighted (\(which)): editing, and allowsSelectionDuringEditing is false"
        case .selectRefused:
            // UITableView asks `willSelectRowAt` (nil refuses); UICollectionView `shouldSelectItemAt`.
            return word == .row ? "not selected (\(which)): willSelectRowAt returned nil"
                : "not selected (\(which)): shouldSelect\(word.capitalized)At returned false"
        }
    }
}
