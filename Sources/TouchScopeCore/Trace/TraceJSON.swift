/// Formats trace records as JSON lines: one object per record, each with `type`, `step` and `t`.
///
/// The record types and fields are a public interface (documented in `docs/trace-format.md`);
/// new fields and types may be added, so consumers ignore what they do not know.
public enum TraceJSON {
    /// One JSON object (no newline) for `record`.
    public static func line(_ record: TraceRecord) -> String {
        var o = JSONObject()
        func base(_ type: String) { o.add("type", type); o.add("step", record.step); o.add("t", record.time) }
        switch record.event {
        case let .input(sample, depth, sameEvent):
            base("input")
            o.add("finger", Int(sample.finger.finger)); o.add("device", Int(sample.finger.device))
            o.add("phase", sample.phase.rawValue); o.add("location", sample.location); o.add("queueDepth", depth)
            if sameEvent { o.add("sameEvent", true) }
        case let .inputIgnored(sample, reason):
            base("inputIgnored")
            o.add("finger", Int(sample.finger.finger)); o.add("device", Int(sample.finger.device))
            o.add("phase", sample.phase.rawValue); o.add("location", sample.location); o.add("reason", reason.text); o.addReason(reason)
        case let .touchBegan(touch, finger, location, tapCount):
            base("touch")
            o.add("touch", touch); o.add("finger", Int(finger.finger)); o.add("device", Int(finger.device))
            o.add("location", location); o.add("tapCount", tapCount)
        case let .sendEvent(stage, touches, allTouches):
            base("sendEvent")
            switch stage {
            case .application: o.add("stage", "application")
            case let .window(id): o.add("stage", "window"); o.add("window", id)
            }
            o.add("touches", touches)
            if !allTouches.isEmpty { o.add("allTouches", allTouches) }
        case let .hitTest(touch, .visit(v)):
            base("hitTest")
            o.add("touch", touch); o.add("view", v.view); o.add("verdict", v.verdict.rawValue)
            if let ov = v.override { o.add("override", ov.rawValue) }
            if let rule = v.rule { o.add("rule", rule) }
            o.add("depth", v.depth); o.add("point", v.point)
        case let .hitTest(touch, .overrideReturned(view, depth, returned, rule)):
            base("hitTestOverride")
            o.add("touch", touch); o.add("view", view); o.addNullable("returned", returned)
            o.add("override", "hitTest"); o.add("rule", rule); o.add("depth", depth)
        case let .hitResult(touch, view, window):
            base("hitResult")
            o.add("touch", touch); o.addNullable("view", view); o.addNullable("window", window)
        case let .touches(phase, touches, responder, action):
            base("touches")
            o.add("phase", phase.rawValue); o.add("touches", touches); o.add("responder", responder)
            o.add("action", action.traceName)
        case let .dropped(phase, touches):
            base("dropped")
            o.add("phase", phase.rawValue); o.add("touches", touches)
        case let .chainLoops(phase, touches, responder):
            base("chainLoops")
            o.add("phase", phase.rawValue); o.add("touches", touches); o.add("responder", responder)
        case let .notDelivered(phase, touches, view, reason):
            base("notDelivered")
            o.add("phase", phase.rawValue); o.add("touches", touches); o.add("view", view)
            switch reason {
            case .multipleTouchDisabled: o.add("reason", "multipleTouchDisabled")
            case let .exclusiveTouch(owner): o.add("reason", "exclusiveTouch"); o.add("owner", owner)
            }
            o.addReason(reason)
        case let .controlEvent(control, event):
            base("controlEvent")
            o.add("control", control); o.add("event", event.rawValue)
        case let .controlHighlighted(control, highlighted):
            base("controlHighlighted")
            o.add("control", control); o.add("highlighted", highlighted)
        case let .viewChanged(view, change):
            base("viewChanged")
            o.add("view", view); o.add("change", change.text)
        case let .controlValue(control, name, value):
            base("controlValue")
            o.add("control", control); o.add("name", name); o.add("value", value)
        case let .action(sender, action, target, explicit, implemented):
            base("action")
            o.add("sender", sender); o.add("action", action); o.addNullable("target", target)
            o.add("explicitTarget", explicit); o.add("implemented", implemented)
        case let .event(subtype, responder, action):
            base("event")
            o.add("kind", subtype.kind.traceName); o.add("subtype", subtype.rawValue)
            o.add("responder", responder); o.add("action", action.rawValue)
        case let .eventDropped(subtype):
            base("eventDropped")
            o.add("kind", subtype.kind.traceName); o.add("subtype", subtype.rawValue)
        case let .firstResponder(id):
            base("firstResponder")
            o.addNullable("responder", id)
        case let .callback(c):
            base(c.isNotification ? "notification" : "delegate")
            o.add("name", c.name); o.add("view", c.view)
            if let i = c.index { o.add("index", i) }
            if let v = c.velocity { o.add("velocity", v) }
            if let p = c.offset { o.add(c.kind == .scrollViewWillEndDragging ? "targetContentOffset" : "contentOffset", p) }
            if let f = c.frame { o.add("frame", f) }
            if let w = c.willDecelerate { o.add("willDecelerate", w) }
            // Typed: a boolean, a row number, or null for a willSelectRowAt that returned nil.
            if let a = c.answer {
                if a == "true" || a == "false" { o.add("answer", a == "true") }
                else if a == "nil" { o.addNullable("answer", nil) }
                else if let n = Int(a) { o.add("answer", n) }
                else { o.add("answer", a) }
            }
        case let .undecided(choice, view, touch):
            base("undecided")
            o.add("key", choice.rawValue); o.add("view", view)
            if let touch { o.add("touch", touch) }
            o.add("text", choice.text(view))
        case let .cancelAll(reason, touches):
            base("cancelAll")
            o.add("reason", reason.text); o.addReason(reason); o.add("touches", touches)
        case let .gesture(gesture, view, from, to, reason, values):
            base("gesture")
            o.add("gesture", gesture); o.add("view", view); o.add("from", from.rawValue); o.add("to", to.rawValue)
            o.add("reason", reason.text); o.addReason(reason)
            for v in values { o.add(v.name, v.value) }
        case let .gestureTouches(gesture, phase, touches):
            base("gestureTouches")
            o.add("gesture", gesture); o.add("phase", phase.rawValue); o.add("touches", touches)
        case let .gestureDeclinedTouch(gesture, touch, because):
            base("gestureDeclinedTouch")
            o.add("gesture", gesture); o.add("touch", touch); o.add("because", because)
        case let .gestureWaiting(gesture, others):
            base("gestureWaiting")
            o.add("gesture", gesture); o.add("waitingFor", others)
        case let .gestureCancelsTouches(gesture, touches, view):
            base("gestureCancelsTouches")
            o.add("gesture", gesture); o.add("touches", touches); o.add("view", view)
        case let .touchesDelayed(phase, touches, view, by):
            base("touchesDelayed")
            o.add("phase", phase.rawValue); o.add("touches", touches); o.add("view", view); o.add("by", by)
        case let .touchesReleased(phase, touches, view):
            base("touchesReleased")
            o.add("phase", phase.rawValue); o.add("touches", touches); o.add("view", view)
        case let .contentTouchRefused(scrollView, touches, view, because):
            base("contentTouchRefused")
            o.add("scrollView", scrollView); o.add("touches", touches); o.add("view", view); o.add("because", because.rawValue)
        }
        return o.text + "}"
    }

    /// `s` as a JSON string literal, quotes included.
    public static func quote(_ s: String) -> String { JSONObject.quote(s) }

    /// Every record, one JSON object per line, each line ending in a newline.
    public static func lines(_ records: [TraceRecord]) -> String {
        var out = ""
        for r in records { out += line(r); out += "\n" }
        return out
    }
}

extension TouchBehaviour {
    /// The name used in traces: `forwarded`, `handled` or `handledAndForwarded`.
    public var traceName: String {
        switch self {
        case .forward: return "forwarded"
        case .handle: return "handled"
        case .handleAndForward: return "handledAndForwarded"
        }
    }
}

extension EventKind {
    /// The name used in traces: `touches`, `motion` or `remote`.
    public var traceName: String {
        switch self {
        case .touches: return "touches"
        case .motion: return "motion"
        case .remoteControl: return "remote"
        }
    }
}

/// A minimal JSON object writer: keys in insertion order, deterministic output.
struct JSONObject {
    private(set) var text = "{"
    private var first = true

    private mutating func key(_ k: String) {
        if !first { text += "," }
        first = false
        text += JSONObject.quote(k) + ":"
    }
    mutating func add(_ k: String, _ v: String) { key(k); text += JSONObject.quote(v) }
    mutating func add(_ k: String, _ v: Int) { key(k); text += String(v) }
    mutating func add(_ k: String, _ v: Bool) { key(k); text += v ? "true" : "false" }
    mutating func add(_ k: String, _ v: Double) { key(k); text += JSONObject.number(v) }
    mutating func add(_ k: String, _ v: Point) { key(k); text += "[\(JSONObject.number(v.x)),\(JSONObject.number(v.y))]" }
    mutating func add(_ k: String, _ v: Rect) {
        key(k)
        text += "[\(JSONObject.number(v.origin.x)),\(JSONObject.number(v.origin.y)),\(JSONObject.number(v.size.width)),\(JSONObject.number(v.size.height))]"
    }
    mutating func add(_ k: String, _ v: [Int]) { key(k); text += "[" + v.map(String.init).joined(separator: ",") + "]" }
    mutating func add(_ k: String, _ v: [String]) { key(k); text += "[" + v.map(JSONObject.quote).joined(separator: ",") + "]" }
    /// An event's touches: `[{"touch":1,"phase":"moved","location":[x,y],"view":"a","locationInView":[x,y]}, ...]`.
    mutating func add(_ k: String, _ v: [EventTouch]) {
        key(k)
        text += "["
        for (i, t) in v.enumerated() {
            var o = JSONObject()
            o.add("touch", t.touch); o.add("phase", t.phase.rawValue); o.add("location", t.location)
            o.addNullable("view", t.view)
            if let p = t.locationInView { o.add("locationInView", p) }
            text += (i == 0 ? "" : ",") + o.text + "}"
        }
        text += "]"
    }
    mutating func addNullable(_ k: String, _ v: String?) {
        key(k)
        if let v { text += JSONObject.quote(v) } else { text += "null" }
    }

    /// `reasonCode`, then `reasonArguments` when the reason mentions any values.
    mutating func addReason(_ reason: some TraceReason) {
        add("reasonCode", reason.code)
        let arguments = reason.arguments
        if !arguments.isEmpty { add("reasonArguments", arguments) }
    }

    static func number(_ v: Double) -> String { v.isFinite ? formatNumber(v) : "null" }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
