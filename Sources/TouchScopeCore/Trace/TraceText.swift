/// Formats trace records as readable text, one line per decision, indented by stage.
///
/// Example (a tap on a yellow view whose parents all forward):
/// ```
/// step 1  t=0.05  input down at (200, 300) (finger 1)
///   touch 1 began (tapCount 1)
///   hit-test touch 1:
///     window  (200, 300)  inside
///       white  (180, 280)  inside
///         yellow  (20, 20)  inside
///   hit view: yellow (window window)
///   Application.sendEvent  touches [1]
///   window.sendEvent  touches [1]
///   touchesBegan [1] -> yellow: forwarded
/// ```
public enum TraceText {
    public static func format(_ records: [TraceRecord]) -> String {
        var out = ""
        var lastStep: Int?
        for r in records {
            if r.step != lastStep {
                out += "step \(r.step)  t=\(formatNumber(r.time))\n"
                lastStep = r.step
            }
            out += "  " + line(r.event) + "\n"
        }
        return out
    }

    /// One record's text (without the step header or indentation of the stage).
    public static func line(_ event: TraceEvent) -> String {
        switch event {
        case let .input(s, depth, sameEvent):
            return "input \(s.phase.rawValue) at \(s.location) (\(fingerName(s.finger)))" + (depth > 0 ? " queued behind \(depth)" : "")
                + (sameEvent ? ", in the same event" : "")
        case let .inputIgnored(s, reason):
            return "input \(s.phase.rawValue) at \(s.location) (\(fingerName(s.finger))) ignored: \(reason.text)"
        case let .touchBegan(touch, _, _, tapCount):
            return "touch \(touch) began (tapCount \(tapCount))"
        case let .sendEvent(.application, touches, _):
            return "Application.sendEvent" + (touches.isEmpty ? "" : "  touches \(list(touches))")
        case let .sendEvent(.window(id), touches, _):
            return "\(id).sendEvent  touches \(list(touches))"
        case let .hitTest(_, .visit(v)):
            var s = String(repeating: "  ", count: v.depth + 1) + "\(v.view)  \(v.point)  \(v.verdict.rawValue)"
            if let ov = v.override { s += "  [\(ov.rawValue) override \(v.rule ?? "")]" }
            return s
        case let .hitTest(_, .overrideReturned(view, depth, returned, rule)):
            return String(repeating: "  ", count: depth + 1) + "\(view).hitTest override \(rule) returned \(returned ?? "nil")"
        case let .hitResult(touch, view, window):
            if let view { return "hit view for touch \(touch): \(view) (window \(window ?? "?"))" }
            return "hit view for touch \(touch): none"
        case let .touches(phase, touches, responder, action):
            return "touches\(phase.rawValue.capitalizedFirst) \(list(touches)) -> \(responder): \(action.traceName)"
        case let .dropped(phase, touches):
            return "touches\(phase.rawValue.capitalizedFirst) \(list(touches)) dropped: end of the responder chain"
        case let .chainLoops(phase, touches, responder):
            return "touches\(phase.rawValue.capitalizedFirst) \(list(touches)) stopped: the responder chain loops back to \(responder), which already had them"
        case let .notDelivered(phase, touches, view, reason):
            return "touches\(phase.rawValue.capitalizedFirst) \(list(touches)) not delivered to \(view): \(reason.text)"
        case let .controlEvent(control, event):
            return "control \(control): \(event.rawValue)"
        case let .controlHighlighted(control, highlighted):
            return "control \(control): highlighted = \(highlighted)"
        case let .viewChanged(view, change):
            return "change \(view): \(change.text)"
        case let .controlValue(control, name, value):
            return "control \(control): \(name) = \(formatNumber(value))"
        case let .action(sender, action, target, explicit, implemented):
            if let target {
                if !implemented { return "action \(action) from \(sender) -> \(target), which does not implement it" }
                return "action \(action) from \(sender) -> \(target)" + (explicit ? "" : " (nil target, found up the chain)")
            }
            return "action \(action) from \(sender) -> nobody implements it: dropped"
        case let .event(subtype, responder, action):
            return "\(subtype.kind.traceName) \(subtype.rawValue) -> \(responder): \(action.rawValue)"
        case let .eventDropped(subtype):
            return "\(subtype.kind.traceName) \(subtype.rawValue) dropped: end of the responder chain"
        case let .firstResponder(id):
            return "first responder: \(id ?? "none")"
        case let .callback(c):
            return (c.isNotification ? "notification " : "delegate ") + c.text
        case let .undecided(choice, view, _):
            return "undecided \(choice.rawValue): \(choice.text(view))"
        case let .cancelAll(reason, touches):
            return "cancel all touches \(list(touches)): \(reason.text)"
        case let .gesture(gesture, view, from, to, reason, values):
            let numbers = values.isEmpty ? "" : "  (" + values.map { "\($0.name) \(formatNumber($0.value))" }.joined(separator: ", ") + ")"
            return "gesture \(gesture) on \(view): \(from.rawValue) -> \(to.rawValue): \(reason.text)\(numbers)"
        case let .gestureTouches(gesture, phase, touches):
            return "gesture \(gesture) gets touches\(phase.rawValue.capitalizedFirst) \(list(touches))"
        case let .gestureDeclinedTouch(gesture, touch, because):
            return "gesture \(gesture) does not receive touch \(touch): its delegate's shouldReceive says no (\(because))"
        case let .gestureWaiting(gesture, others):
            return "gesture \(gesture) waits for \(others.joined(separator: ", ")) to fail"
        case let .gestureCancelsTouches(gesture, touches, view):
            return "gesture \(gesture) cancels touches \(list(touches)) in \(view) (cancelsTouchesInView)"
        case let .touchesDelayed(phase, touches, view, by):
            return "touches\(phase.rawValue.capitalizedFirst) \(list(touches)) held back from \(view) by \(by.joined(separator: ", "))"
        case let .touchesReleased(phase, touches, view):
            return "touches\(phase.rawValue.capitalizedFirst) \(list(touches)) released to \(view)"
        case let .contentTouchRefused(scrollView, touches, view, because):
            switch because {
            case .touchesShouldBegin:
                return "scroll view \(scrollView): touchesShouldBegin(in: \(view)) is false: touches \(list(touches)) never reach \(view)"
            case .stoppedScrolling:
                return "scroll view \(scrollView): touches \(list(touches)) stopped its scrolling, so they never reach \(view)"
            }
        }
    }

    /// Touch ids as the trace writes them: `[1, 2]`.
    public static func list(_ ids: [Int]) -> String { "[" + ids.map(String.init).joined(separator: ", ") + "]" }

    static func fingerName(_ f: FingerID) -> String {
        switch f.device {
        case FingerID.mouseDevice: return "mouse"
        case FingerID.scriptDevice: return "finger \(f.finger)"
        // The simulated second finger (Control-drag, G) mirrors the mouse (finger 1): not
        // numbered 1, which the canvas calls the mouse's finger, but named for what it is.
        case FingerID.simulatedDevice: return f.finger == 1 ? "mirrored finger" : "mirror of finger \(f.finger)"
        default: return "touch device \(f.device) finger \(f.finger)"
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
