import TouchScopeCore

/// A view's change (a `viewChanged` record's ``TraceChange``: a scroll view's offset and motion,
/// a keyboard, a table row, an animation, a script's edits) in the interface's language.
///
/// Built from the change's cases and values, never from its English text: each case has its
/// `change.*` entry in every string table, and the exhaustive switches below make a new case in
/// the core fail to compile until it has one. A property a script sets reads `name = value` in
/// every language (UIKit's names, the trace's values).
extension Localization {
    /// `change` in `l`.
    static func change(_ change: TraceChange, _ l: Language) -> String {
        switch change {
        case let .property(p): return property(p, l)
        case let .contentOffset(offset, why):
            return text("change.contentOffset", l, formatNumber(offset.x), formatNumber(offset.y), scroll(why, l))
        case let .removed(from?): return text("change.removed", l, from)
        case .removed(from: nil): return text("change.removedFromNothing", l)
        case let .added(to): return text("change.added", l, to)
        case let .addRefused(to): return text("change.addRefused", l, to)
        case .becomeFirstResponderRefused: return text("change.becomeRefused", l)
        case let .typed(key, typed): return text("change.typed", l, key, typed)
        case let .cell(event, word, index):
            return text("change.\(word.rawValue)\(event.rawValue.prefix(1).uppercased())\(event.rawValue.dropFirst())", l, String(index))
        case .cellUnhighlighted: return text("change.rowUnhighlighted", l)
        case let .animation(changes, duration, delay, curve, allows):
            let words = changes.map { animated($0, l) }.joined(separator: text("change.listSeparator", l))
            // allowUserInteraction is UIKit's option name, the same in every language.
            let interaction = allows ? "allowUserInteraction" : text("change.interactionOff", l)
            if delay > 0 {
                return text("change.animationAfter", l, words, formatNumber(duration), formatNumber(delay), curve.rawValue, interaction)
            }
            return text("change.animation", l, words, formatNumber(duration), curve.rawValue, interaction)
        case let .propertyAnimation(changes, duration, delay, curve, enabled):
            let words = changes.map { animated($0, l) }.joined(separator: text("change.listSeparator", l))
            if delay > 0 {
                return text("change.propertyAnimationAfter", l, words, formatNumber(duration), formatNumber(delay), curve.rawValue, String(enabled))
            }
            return text("change.propertyAnimation", l, words, formatNumber(duration), curve.rawValue, String(enabled))
        case let .animationEnded(time): return text("change.animationEnded", l, formatNumber(time))
        }
    }

    /// A delegate method or notification (a `callback` record) in `l`: UIKit's name stays as it
    /// is (it is what a developer searches for), the words and values around it are `l`'s.
    static func callback(_ c: TraceCallback, _ l: Language) -> String {
        var details = ""
        if let i = c.index { details += text("callback.\(c.cell.rawValue)", l, String(i)) }
        if let v = c.velocity { details += text("callback.velocity", l, TraceChange.point(v)) }
        if let p = c.offset {
            details += text(c.kind == .scrollViewWillEndDragging ? "callback.targetOffset" : "callback.offset", l, TraceChange.point(p))
        }
        if let f = c.frame { details += text("callback.frame", l, TraceChange.rect(f)) }
        if let w = c.willDecelerate { details += text("callback.willDecelerate", l, String(w)) }
        if let a = c.answer { details += text("callback.answer", l, a) }
        return text(c.isNotification ? "log.notification" : "log.delegate", l, c.view, c.name, details)
    }

    /// A property a script's `set:` wrote, in `l`.
    static func property(_ p: TraceChange.Property, _ l: Language) -> String {
        switch p {
        case .transform: return text("change.transformChanged", l)
        case let .enabled(b, control: false): return text("change.enabledNoEffect", l, String(b))
        case let .gesturesEnabled(b): return text("change.gesturesEnabled", l, String(b))
        case .hidden, .alpha, .interaction, .frame, .boundsOrigin, .enabled, .clips:
            return text("change.assignment", l, p.name, p.value)
        }
    }

    /// Why a scroll view's offset moved, in `l`.
    static func scroll(_ why: TraceChange.Scroll, _ l: Language) -> String {
        switch why {
        case let .dragging(pastEdge): return text(pastEdge ? "change.rubberBanding" : "change.dragging", l)
        case .dragEndedWithoutFlick: return text("change.noFlick", l)
        case let .dragEnded(start): return text("change.dragEnded", l, scrollStart(start, l))
        case let .liftedWithoutDrag(start): return text("change.lifted", l, scrollStart(start, l))
        case let .stoppedByTouch(motion): return text("change.stoppedByTouch", l, scrollMotion(motion, l))
        case let .ended(motion): return text("change.motionEnded", l, scrollMotion(motion, l))
        case let .reachedEdge(speed, peak): return text("change.reachedEdge", l, formatNumber(speed), formatNumber(peak))
        }
    }

    /// A motion a scroll view starts when a finger lifts, in `l`.
    static func scrollStart(_ start: TraceChange.ScrollStart, _ l: Language) -> String {
        let n = formatNumber
        switch start {
        case let .decelerating(speed, to, duration):
            return text("change.decelerating", l, n(speed), n(to.x), n(to.y), n(duration))
        case let .deceleratingIntoEdge(speed, edgeTime, peak, to, duration):
            return text("change.deceleratingIntoEdge", l, n(speed), n(edgeTime), n(peak), n(to.x), n(to.y), n(duration))
        case let .paging(to, duration): return text("change.paging", l, n(to.x), n(to.y), n(duration))
        case let .bouncingBack(to): return text("change.bouncing", l, n(to.x), n(to.y))
        }
    }

    /// A scroll view's motion named in a change (`decelerating` ended, `paging` stopped by a
    /// touch), in `l`.
    static func scrollMotion(_ m: ScrollMotion, _ l: Language) -> String {
        switch m {
        case .idle, .dragging, .decelerating, .paging, .bouncing: return text("change.motion." + m.rawValue, l)
        }
    }

    /// One change of an animation, in `l`: `frame -> [0, 0, 10, 10]`, the transform's words.
    static func animated(_ change: AnimatedChange, _ l: Language) -> String {
        switch change {
        case .transform: return text("change.transformChanged", l)
        case .frame, .center, .alpha: return text("change.animated", l, change.propertyName, TraceChange.animatedValue(change))
        }
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
    static func moreBelow(_ l: Language) -> [String] { wordings("panel.moreBelow", l) }
    /// The summary's last line when `n` of its lines are below what it shows.
    static func summaryBelow(_ n: Int, _ l: Language) -> [String] { wordings("panel.summaryBelow", counting: n, l) }
    /// The summary's last line when it is scrolled to its end, `n` lines above.
    static func summaryAbove(_ n: Int, _ l: Language) -> [String] { wordings("panel.summaryAbove", counting: n, l) }

    /// A later finger's touch that did not reach `view`, and why, in `l`.
    static func notDeliveredTo(_ view: String, _ reason: String, _ l: Language) -> String { text("panel.notDeliveredTo", l, view, reason) }
}
