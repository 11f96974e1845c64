import TouchScopeCore

/// The words of the canvas marks for what is not a plain delivered touch (``EventMarks``).
extension Localization {
    /// A blocked finger's reason, short: "⊘ not delivered: exclusiveTouch (exclusiveView)".
    static func fingerBlocked(_ reason: NotDeliveredReason, _ l: Language) -> String {
        switch reason {
        case .multipleTouchDisabled: return text("mark.blockedMultipleTouch", l)
        case let .exclusiveTouch(view): return text("mark.blockedExclusive", l, view)
        }
    }

    /// A finger its view skipped but its recognizers got: "→ pinchA, panA, not the view" (why
    /// the view skipped it is said in LAST TOUCH).
    static func fingerToRecognizersOnly(_ recognizers: [String], _ l: Language) -> String {
        text("mark.recognizersOnly", l, recognizers.joined(separator: ", "))
    }

    /// ``fingerToRecognizersOnly(_:_:)`` naming the first recognizer and counting the rest
    /// ("→ pinchB +1, not the view"): the whole list on a narrow canvas would not fit, and a
    /// count is not a cut.
    static func fingerToFirstRecognizer(_ first: String, more: Int, _ l: Language) -> String {
        text("mark.recognizersOnlyMore", l, first, String(more))
    }

    /// The tag at a scroll view's edge for a touch whose view scrolled out of sight.
    static func scrolledOff(_ view: String, hit: Bool, finger: Int?, _ l: Language) -> String {
        let s = text(hit ? "mark.scrolledOffHit" : "mark.scrolledOff", l, view)
        return finger.map { text("log.finger", l, String($0)) + " · " + s } ?? s
    }

    /// A recognizer that recognized, on its view: "cardTap ✓ recognized".
    static func recognizedTag(_ gesture: String, _ l: Language) -> String { text("mark.recognized", l, gesture) }

    /// Beside the chain badge of a responder whose touch was cancelled.
    static func cancelledTag(isControl: Bool, by gesture: String, _ l: Language) -> String {
        let what = isControl ? "touchCancel" : "touchesCancelled"
        return gesture.isEmpty ? text("mark.cancelled", l, what) : text("mark.cancelledBy", l, gesture, what)
    }

    /// At the first badge of a remote-control or motion event's chain.
    static func eventStartTag(_ e: EventSubtype, _ l: Language) -> String {
        text("mark.eventStart", l, eventKind(e.kind, l) + " " + e.rawValue)
    }

    /// ``eventStartTag(_:_:)`` without "the first responder" (its own tag says so), for a
    /// narrow canvas.
    static func eventStartTagShort(_ e: EventSubtype, _ l: Language) -> String {
        text("mark.eventStartShort", l, eventKind(e.kind, l) + " " + e.rawValue)
    }

    /// At the first step of a nil-targeted action's search.
    static func actionSearchStart(_ action: String, fromFirstResponder: Bool, _ l: Language) -> String {
        text(fromFirstResponder ? "mark.searchFromFirstResponder" : "mark.searchFromSender", l, action)
    }

    /// Beside the first step of a nil-targeted action's search on the canvas.
    static func actionSearchStartShort(_ action: String, _ l: Language) -> String { text("mark.searchStarts", l, action) }

    /// At the end of a nil-targeted action's search.
    static func actionSearchFound(_ action: String, _ responder: String, _ l: Language) -> String {
        text("mark.searchFound", l, action, responder)
    }

    static func actionSearchDropped(_ action: String, _ l: Language) -> String { text("mark.searchDropped", l, action) }
}
