import TouchScopeCore

/// The words of trace lines the core writes as English text (a view's `change`: a scroll view's
/// offset and motion, a keyboard, a table row, a script's edits), in the interface's language.
///
/// Each `change.*` entry of the English table is also the pattern the core's text is matched
/// against (`{0}`, `{1}`: any text); the same entry of `l`'s table gives the words. Text no
/// pattern matches stays as the core wrote it.
extension Localization {
    /// The `change.*` keys, most specific first.
    static let changeKeys = [
        "change.contentOffset", "change.rubberBanding", "change.dragging", "change.noFlick", "change.dragEnded",
        "change.deceleratingIntoEdge", "change.reachedEdge", "change.liftedPaging", "change.liftedBouncing",
        "change.decelerating", "change.paging", "change.bouncing", "change.stoppedByTouch", "change.motionEnded",
        "change.keyboardShown", "change.keyboardHidden", "change.rowHighlighted", "change.rowSelected",
        "change.rowUnhighlighted", "change.itemHighlighted", "change.itemSelected", "change.itemDeselected",
        "change.itemSelectionOff", "change.itemHighlightRefused", "change.itemSelectRefused", "change.removed", "change.added", "change.animationEnded",
        "change.animationAfter", "change.animation", "change.addRefused", "change.becomeRefused",
        "change.transformChanged", "change.enabledNoEffect", "change.gesturesEnabled",
    ]
    /// Keys whose arguments are themselves changes (translated again).
    static let nestedChangeKeys: Set<String> = ["change.contentOffset", "change.dragEnded"]
    /// Keys whose first argument is a scroll motion's name (`decelerating`, `paging`, `bouncing`).
    static let motionChangeKeys: Set<String> = ["change.stoppedByTouch", "change.motionEnded"]

    /// `change` (a `viewChanged` record's text) in `l`.
    static func change(_ change: String, _ l: Language) -> String {
        guard l != .en else { return change }
        for key in changeKeys {
            guard let pattern = Strings.en[key], let values = Self.match(change, pattern: pattern) else { continue }
            var arguments = values
            if nestedChangeKeys.contains(key), let last = arguments.indices.last { arguments[last] = Self.change(arguments[last], l) }
            if motionChangeKeys.contains(key), !arguments.isEmpty, Strings.en["change.motion." + arguments[0]] != nil {
                arguments[0] = text("change.motion." + arguments[0], l)
            }
            // An animation's last argument: allowUserInteraction (a UIKit name), or the words for off.
            if key.hasPrefix("change.animation"), key != "change.animationEnded", let last = arguments.indices.last,
               arguments[last] == Strings.en["change.interactionOff"] {
                arguments[last] = text("change.interactionOff", l)
            }
            return Strings.fill(Strings.table(l)[key] ?? pattern, arguments)
        }
        return change
    }

    /// The values of `pattern`'s placeholders (`{0}`, `{1}`, in order) when `s` matches it
    /// whole; nil when it does not. A placeholder takes the shortest text before the next
    /// literal part, the last one everything up to the pattern's literal ending.
    static func match(_ s: String, pattern: String) -> [String]? {
        // The pattern as literal parts between placeholders.
        var literals: [String] = []
        var current = ""
        var rest = Substring(pattern)
        while !rest.isEmpty {
            if rest.first == "{", let close = rest.firstIndex(of: "}"),
               Int(rest[rest.index(after: rest.startIndex)..<close]) != nil {
                literals.append(current)
                current = ""
                rest = rest[rest.index(after: close)...]
            } else {
                current.append(rest.removeFirst())
            }
        }
        literals.append(current)
        var text = Substring(s)
        guard text.hasPrefix(literals[0]) else { return nil }
        text = text.dropFirst(literals[0].count)
        if literals.count == 1 { return text.isEmpty ? [] : nil }
        var values: [String] = []
        for (i, literal) in literals.enumerated().dropFirst() {
            if i == literals.count - 1 {
                guard text.hasSuffix(literal), text.count >= literal.count else { return nil }
                values.append(String(text.dropLast(literal.count)))
            } else {
                guard !literal.isEmpty, let range = text.range(of: literal) else { return nil }
                values.append(String(text[..<range.lowerBound]))
                text = text[range.upperBound...]
            }
        }
        return values.contains(where: \.isEmpty) ? nil : values
    }

    /// An input sample's phase (`down`, `move`, `up`, `cancel`) in `l`.
    static func inputPhase(_ p: InputPhase, _ l: Language) -> String { text("input." + p.rawValue, l) }

    /// A non-touch event's kind (motion, remote control) in `l`.
    static func eventKind(_ k: EventKind, _ l: Language) -> String { text("event.kind." + k.traceName, l) }

    /// The last-event section's title (a remote-control or motion event instead of a touch).
    static func lastEvent(_ l: Language) -> String { text("panel.lastEvent", l) }

    /// What a non-touch event is and where it starts, in `l`.
    static func eventHeadline(_ e: EventSubtype, _ l: Language) -> String {
        text("panel.eventHeadline", l, eventKind(e.kind, l), e.rawValue, e.method)
    }

    /// What a responder did with a non-touch event, in `l`.
    static func eventAction(_ a: EventAction, _ l: Language) -> String { text("event.action." + a.rawValue, l) }

    /// The line under a panel section that holds more than it shows.
    static func moreBelow(_ l: Language) -> String { text("panel.moreBelow", l) }
    /// The summary's last line when `n` of its lines are below what it shows.
    static func summaryBelow(_ n: Int, _ l: Language) -> String { text("panel.summaryBelow", l, String(n)) }
    /// The summary's last line when it is scrolled to its end, `n` lines above.
    static func summaryAbove(_ n: Int, _ l: Language) -> String { text("panel.summaryAbove", l, String(n)) }

    /// A later finger's touch that did not reach `view`, and why, in `l`.
    static func notDeliveredTo(_ view: String, _ reason: String, _ l: Language) -> String { text("panel.notDeliveredTo", l, view, reason) }
}
