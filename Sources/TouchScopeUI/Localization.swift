import TouchScopeCore

/// The interface's words in a language, by what they are for: each function names a key of the
/// string tables (``Strings``, one file per language) and fills in its values. Reasons the core
/// gives as values (``TraceReason``) are worded by ``words(for:_:)``.
public enum Localization {
    /// The words for `key` in `l` (see ``Strings/text(_:_:_:)``).
    static func text(_ key: String, _ l: Language, _ arguments: String...) -> String { Strings.text(key, l, arguments) }
    /// The ways to say `key`, longest first (``Strings/wordings(_:_:_:)``).
    static func wordings(_ key: String, _ l: Language, _ arguments: String...) -> [String] { Strings.wordings(key, l, arguments) }
    /// The ways to say `key` of `n` things (`key.one` for one, where the table has it).
    static func wordings(_ key: String, counting n: Int, _ l: Language) -> [String] { Strings.wordings(key, l, [String(n)], count: n) }

    // MARK: Reasons

    /// A reason from the trace in `l`: the table's `reason.<code>` with the reason's arguments
    /// filled in, or the reason's own English words when the language has no such entry (or
    /// the entry wants more arguments than the reason has).
    ///
    /// Arguments that are words rather than ids or numbers (a swipe's direction) are translated
    /// too, from `value.<word>` entries.
    public static func words(for reason: some TraceReason, _ l: Language) -> String {
        guard let template = Strings.table(l)["reason." + reason.code],
              Strings.placeholders(in: template).allSatisfy({ reason.arguments.indices.contains($0) })
        else { return reason.text }
        let table = Strings.table(l)
        return Strings.fill(template, reason.arguments.map { table["value." + $0] ?? $0 })
    }

    /// A control event or an action of the story, in `l` (the trace's own line for anything else).
    public static func decision(_ event: TraceEvent, _ l: Language) -> String {
        switch event {
        case let .controlEvent(control, controlEvent):
            return text("decision.controlEvent", l, control, controlEvent.rawValue)
        case let .action(sender, action, target, explicit, implemented):
            guard let target else { return text("decision.actionDropped", l, action, sender) }
            if !implemented { return text("decision.actionNotImplemented", l, action, sender, target) }
            return text(explicit ? "decision.action" : "decision.actionFound", l, action, sender, target)
        default:
            return TraceText.line(event)
        }
    }

    /// One trace record as the event log shows it in `l`: the trace's own line in English
    /// (``TraceText``), the same facts from the string tables in another language. Names from the
    /// API (`touchesBegan`, `sendEvent`, `hitTest`, states, control events) stay as they are.
    /// The event log's line for touch `touch`'s hit view `view` in `window`: a window that is
    /// itself the hit view is named once.
    static func hitResultLine(_ touch: Int, _ view: String, _ window: String?, _ l: Language) -> String {
        if view == window { return text("log.hitViewIsWindow", l, String(touch), view) }
        return text("log.hitView", l, String(touch), view, window ?? "?")
    }

    public static func logLine(_ event: TraceEvent, _ l: Language) -> String {
        // The hit view's line from the table in every language: the trace's own English line,
        // "x (window window)", reads as a stutter (and names a window that is the hit view twice).
        if case let .hitResult(touch, view?, window) = event { return hitResultLine(touch, view, window, l) }
        guard l != .en else { return TraceText.line(event) }
        let list = TraceText.list
        func finger(_ f: FingerID) -> String {
            switch f.device {
            case FingerID.mouseDevice: return text("log.mouse", l)
            case FingerID.scriptDevice: return text("log.finger", l, String(f.finger))
            case FingerID.simulatedDevice:
                return f.finger == 1 ? text("log.mirroredFinger", l) : text("log.simulatedFinger", l, String(f.finger))
            default: return TraceText.line(event)
            }
        }
        func phase(_ p: ResponderPhase) -> String { p.rawValue.prefix(1).uppercased() + p.rawValue.dropFirst() }
        switch event {
        case let .input(s, depth, sameEvent):
            let line = depth > 0 ? text("log.inputQueued", l, inputPhase(s.phase, l), "\(s.location)", finger(s.finger), String(depth))
                : text("log.input", l, inputPhase(s.phase, l), "\(s.location)", finger(s.finger))
            return sameEvent ? text("log.inputSameEvent", l, line) : line
        case let .inputIgnored(s, reason):
            return text("log.inputIgnored", l, inputPhase(s.phase, l), "\(s.location)", finger(s.finger), words(for: reason, l))
        case let .touchBegan(touch, _, _, tapCount):
            return text("log.touchBegan", l, String(touch), String(tapCount))
        case let .hitTest(_, .visit(v)):
            var s = String(repeating: "  ", count: v.depth + 1) + "\(v.view)  \(v.point)  \(verdict(v.verdict, l))"
            if let ov = v.override { s += "  " + text("log.overrideRule", l, ov.rawValue, v.rule ?? "") }
            return s
        case let .hitTest(_, .overrideReturned(view, depth, returned, rule)):
            return String(repeating: "  ", count: depth + 1) + text("log.overrideReturned", l, view, rule, returned ?? "nil")
        case let .hitResult(touch, view, window):
            guard let view else { return text("log.hitNone", l, String(touch)) }
            return hitResultLine(touch, view, window, l)
        case let .touches(p, touches, responder, action):
            return text("log.touches", l, phase(p), list(touches), responder, behaviour(action, l))
        case let .dropped(p, touches):
            return text("log.dropped", l, phase(p), list(touches))
        case let .chainLoops(p, touches, responder):
            return text("log.chainLoops", l, phase(p), list(touches), responder)
        case let .notDelivered(p, touches, view, reason):
            return text("log.notDelivered", l, phase(p), list(touches), view, words(for: reason, l))
        case .controlEvent, .action:
            return decision(event, l)
        case let .controlHighlighted(control, highlighted):
            return text("log.controlHighlighted", l, control, String(highlighted))
        case let .firstResponder(id):
            return text("log.firstResponder", l, id ?? text("log.none", l))
        case let .callback(c):
            return callback(c, l)
        case let .undecided(choice, view, _):
            return text("log.undecided", l, choice.rawValue, text("undecided.\(choice.rawValue)", l, view))
        case let .cancelAll(reason, touches):
            return text("log.cancelAll", l, list(touches), words(for: reason, l))
        case let .gesture(gesture, view, from, to, reason, values):
            let numbers = values.isEmpty ? "" : "  (" + values.map { "\($0.name) \(formatNumber($0.value))" }.joined(separator: ", ") + ")"
            return text("log.gesture", l, gesture, view, from.rawValue, to.rawValue, words(for: reason, l)) + numbers
        case let .gestureTouches(gesture, p, touches):
            return text("log.gestureTouches", l, gesture, phase(p), list(touches))
        case let .gestureDeclinedTouch(gesture, touch, because):
            return text("log.gestureDeclined", l, gesture, String(touch), because)
        case let .gestureWaiting(gesture, others):
            return text("log.gestureWaiting", l, gesture, others.joined(separator: ", "))
        case let .gestureCancelsTouches(gesture, touches, view):
            return text("log.gestureCancels", l, gesture, list(touches), view)
        case let .touchesDelayed(p, touches, view, by):
            return text("log.delayed", l, phase(p), list(touches), view, by.joined(separator: ", "))
        case let .touchesReleased(p, touches, view):
            return text("log.released", l, phase(p), list(touches), view)
        case let .contentTouchRefused(scrollView, touches, view, because):
            let key = because == .touchesShouldBegin ? "log.refusedShouldBegin" : "log.refusedStoppedScrolling"
            return text(key, l, scrollView, list(touches), view)
        case let .viewChanged(view, change):
            return text("log.viewChanged", l, view, Self.change(change, l))
        case let .controlValue(control, name, value):
            return text("log.controlValue", l, control, name, formatNumber(value))
        case let .event(subtype, responder, action):
            return text("log.event", l, eventKind(subtype.kind, l), subtype.rawValue, responder, text("event.action." + action.rawValue, l))
        case let .eventDropped(subtype):
            return text("log.eventDropped", l, eventKind(subtype.kind, l), subtype.rawValue)
        default:
            return TraceText.line(event)
        }
    }

    // MARK: Overlays and keys

    public static func overlayTitle(_ o: Overlay, _ l: Language) -> String { text("overlay." + o.rawValue, l) }

    public static func describe(_ command: KeyCommand, _ l: Language) -> String {
        switch command {
        case .toggleHelp: return text("command.toggleHelp", l)
        case .nextScene: return text("command.nextScene", l)
        case .previousScene: return text("command.previousScene", l)
        case .toggleMode: return text("command.toggleMode", l)
        case let .toggleOverlay(o): return text("command.toggleOverlay", l, overlayTitle(o, l))
        case .reload: return text("command.reload", l)
        case .selectParent: return text("command.selectParent", l)
        case .selectChild: return text("command.selectChild", l)
        case .selectPreviousSibling: return text("command.selectPreviousSibling", l)
        case .selectNextSibling: return text("command.selectNextSibling", l)
        case .dismiss: return text("command.dismiss", l)
        case let .whatIf(p): return text("command.whatIf", l, whatIfVerb(p, l))
        case .revertWhatIf: return text("command.revertWhatIf", l)
        case .writeBack: return text("command.writeBack", l)
        case .stepForward: return text("command.stepForward", l)
        case .stepBackward: return text("command.stepBackward", l)
        case .stepNextKind: return text("command.stepNextKind", l)
        case .toggleAllDeadZones: return text("command.toggleAllDeadZones", l)
        case .exportPNG: return text("command.exportPNG", l)
        case .exportTrace: return text("command.exportTrace", l)
        case .toggleLanguage: return text("command.toggleLanguage", l)
        case .togglePlayback: return text("command.togglePlayback", l)
        case .cycleSpeed: return text("command.cycleSpeed", l)
        case .toggleAnimation: return text("command.toggleAnimation", l)
        case .togglePresenter: return text("command.togglePresenter", l)
        case .cycleTextScale: return text("command.cycleTextScale", l)
        case .zoomIn: return text("command.zoomIn", l)
        case .zoomOut: return text("command.zoomOut", l)
        case .resetView: return text("command.resetView", l)
        case .remotePlayPause: return text("command.remotePlayPause", l)
        case .shake: return text("command.shake", l)
        case .resignFirstResponder: return text("command.resignFirstResponder", l)
        case .togglePinchMode: return text("command.togglePinchMode", l)
        case .toggleCompare: return text("command.toggleCompare", l)
        case .scrollDown, .scrollUp, .scrollToStart, .scrollToEnd, .toggleAllMoves, .findInTree, .toggleCollapse:
            return describePanel(command, l)
        }
    }

    static func whatIfVerb(_ p: WhatIfProperty, _ l: Language) -> String { text("whatIf.verb." + p.rawValue, l) }

    public static func onOff(_ on: Bool, _ l: Language) -> String { text(on ? "help.on" : "help.off", l) }

    // MARK: Verdicts and legend

    public static func verdict(_ v: HitTestVerdict, _ l: Language) -> String { text("verdict." + v.rawValue, l) }

    public static func behaviour(_ b: TouchBehaviour, _ l: Language) -> String { text("behaviour." + b.rawValue, l) }

    public static func overrideDecided(_ l: Language) -> String { text("legend.overrideDecided", l) }
    public static func hitViewLegend(_ l: Language) -> String { text("legend.hitView", l) }
    public static func hitAreaLegend(_ l: Language) -> String { text("legend.hitArea", l) }
    public static func deadZoneLegend(_ l: Language) -> String { text("legend.deadZone", l) }
    public static func noViewLegend(_ l: Language) -> String { text("legend.noView", l) }

    // MARK: Status bar, panel

    public static func status(_ mode: PlaygroundMode, _ l: Language) -> String { statusWordings(mode, l)[0] }
    /// The status line's ways of saying the mode, longest first (its key hints, then "?: help",
    /// then the mode alone).
    static func statusWordings(_ mode: PlaygroundMode, _ l: Language) -> [String] { wordings("status." + mode.rawValue, l) }

    public static func views(_ l: Language) -> String { text("panel.views", l) }
    public static func lastTouch(_ l: Language) -> String { text("panel.lastTouch", l) }
    public static func eventLog(_ l: Language) -> String { text("panel.eventLog", l) }
    public static func gestures(_ l: Language) -> String { text("panel.gestures", l) }
    public static func gestureOutcome(_ t: GestureTimeline, _ l: Language) -> String {
        if t.recognized { return text("gesture.recognized", l) }
        switch t.finalState {
        case .failed: return text("gesture.failed", l)
        case .cancelled: return text("gesture.cancelled", l)
        default: return text(t.waitedFor.isEmpty ? "gesture.stillPossible" : "gesture.waiting", l)
        }
    }
    /// Why a recognizer is still possible: it waits for `others` to fail.
    public static func waitsFor(_ others: [String], _ l: Language) -> String {
        text("gesture.waitsFor", l, others.joined(separator: ", "))
    }
    public static func more(_ n: Int, _ l: Language) -> String { text("panel.more", l, "\(n)") }
    /// The tree's line for `n` views above the rows shown.
    public static func above(_ n: Int, _ l: Language) -> String { text("panel.above", l, "\(n)") }
    public static func hitTag(_ l: Language) -> String { text("panel.hitTag", l) }
    public static func clickHint(_ mode: PlaygroundMode, _ l: Language) -> String { text("panel.clickHint." + mode.rawValue, l) }
    public static func hitView(_ view: String?, window: String?, _ l: Language) -> String {
        guard let view else { return text("panel.hitViewNone", l) }
        guard let window, window != view else { return text("panel.hitView", l, view) }
        return text("panel.hitViewInWindow", l, view, window)
    }

    /// The hit view line while hit-testing has not decided yet (step-through).
    public static func hitViewUndecided(_ l: Language) -> String { text("panel.hitViewUndecided", l) }

    /// The event log's line for `count` folded moves ending at `location`.
    public static func foldedMoves(_ count: Int, to location: Point, _ l: Language) -> String {
        text("log.foldedMoves", l, String(count), formatNumber(location.x), formatNumber(location.y))
    }

    public static func notDelivered(_ s: String, _ l: Language) -> String { text("panel.notDelivered", l, s) }
    public static func dropped(_ l: Language) -> String { text("panel.dropped", l) }

    // MARK: Errors, help

    public static func errorsTitle(_ l: Language) -> String { text("errors.title", l) }
    public static func errorsKeep(_ hasScene: Bool, _ l: Language) -> String { text(hasScene ? "errors.keepScene" : "errors.fix", l) }
    public static func keys(_ l: Language) -> String { text("help.keys", l) }
    public static func helpMouse(_ l: Language) -> String { text("help.mouse", l) }
    public static func helpTree(_ l: Language) -> String { text("help.tree", l) }
    /// The help's scroll hints, where the window is too small for it whole.
    static func helpMore(_ n: Int, _ l: Language) -> [String] { wordings("help.more", counting: n, l) }
    static func helpAbove(_ n: Int, _ l: Language) -> [String] { wordings("help.above", counting: n, l) }

    // MARK: What if

    public static func whatIfTitle(_ l: Language) -> String { text("whatIf.title", l) }
    public static func whatIfHint(_ l: Language) -> String { text("whatIf.hint", l) }
    public static func inSwift(_ l: Language) -> String { text("whatIf.inSwift", l) }
    public static func writeBackSwift(_ l: Language) -> String { text("notice.writeBackSwift", l) }
    public static func foldedContainers(_ numbers: String, _ count: Int, _ l: Language) -> String {
        text("chain.folded", l, numbers, String(count))
    }
    public static func writeBackDump(_ path: String, _ l: Language) -> String { text("notice.writeBackDump", l, path) }
    public static func whatIfNeedsSelection(_ l: Language) -> String { text("whatIf.needsSelection", l) }
    public static func whatIfNotControl(_ view: String, _ l: Language) -> String { text("whatIf.notControl", l, view) }
    public static func whatIfNoTouch(_ l: Language) -> String { text("whatIf.noTouch", l) }
    public static func before(_ l: Language) -> String { text("whatIf.before", l) }
    public static func after(_ l: Language) -> String { text("whatIf.after", l) }
    public static func unchanged(_ l: Language) -> String { text("whatIf.unchanged", l) }
    public static func chainLabel(_ l: Language) -> String { text("whatIf.chain", l) }
    public static func hitLabel(_ l: Language) -> String { text("whatIf.hit", l) }
    public static func none(_ l: Language) -> String { text("whatIf.none", l) }
    static func inspectorTitle(_ l: Language) -> String { text("inspector.title", l) }
    static func firstResponderTag(_ l: Language) -> String { text("inspector.firstResponderTag", l) }
    /// A label of the inspector (`inspector.<key>`).
    static func inspectorLabel(_ key: String, _ l: Language) -> String { text("inspector." + key, l) }
    public static func reverted(_ l: Language) -> String { text("whatIf.reverted", l) }
    public static func nothingToWrite(_ l: Language) -> String { text("whatIf.nothingToWrite", l) }

    // MARK: Step-through

    public static func stepTitle(_ index: Int, _ count: Int, _ l: Language) -> String {
        text("step.title", l, "\(index + 1)", "\(count)")
    }
    public static func stepHint(_ l: Language) -> String { text("step.hint", l) }
    public static func noStory(_ l: Language) -> String { text("step.noStory", l) }

    // MARK: Dead zones, hit map, hit areas

    public static func deadZonesTitle(_ l: Language) -> String { text("deadZones.title", l) }
    public static func noDeadZones(_ l: Language) -> String { text("deadZones.none", l) }
    /// Says the dead zones shown are only those that matter, and how many others there are.
    public static func deadZonesThatMatter(_ others: Int, _ l: Language) -> String { text("deadZones.thatMatter", l, String(others)) }
    public static func deadZonesAll(_ l: Language) -> String { text("deadZones.all", l) }
    public static func deadZoneReason(_ r: DeadZoneReason, _ l: Language) -> String {
        switch r {
        case let .outsideAncestor(a, rule):
            if let rule { return text("reason.outsideAncestor", l, a, rule) }
            return text("reason.outsideAncestorBounds", l, a)
        case let .ignored(v, verdict): return text("reason.ignored", l, v, Localization.verdict(verdict, l))
        case let .ownOverride(rule): return text("reason.ownOverride", l, rule)
        case let .intercepted(v, rule): return text("reason.intercepted", l, v, rule)
        case .passThrough: return text("reason.passThrough", l)
        case let .overridden(v, rule): return text("reason.overridden", l, v, rule)
        case let .covered(v): return text("reason.covered", l, v)
        case .unreachable: return text("reason.unreachable", l)
        }
    }
    public static func points(_ area: Double, _ l: Language) -> String { text("deadZones.area", l, formatNumber(area.rounded())) }

    // MARK: Playback

    public static func noScript(_ l: Language) -> String { text("play.noScript", l) }
    public static func speedNotice(_ s: PlaybackSpeed, _ l: Language) -> String { text("play.speed", l, s.label) }
    public static func animationNotice(_ on: Bool, _ l: Language) -> String { text(on ? "play.animationOn" : "play.animationOff", l) }
    /// The status line while a script plays, is paused or has finished.
    public static func playbackStatus(_ status: PlaybackStatus, speed: PlaybackSpeed, _ l: Language) -> String {
        playbackStatusWordings(status, speed: speed, l)[0]
    }

    /// The playback line's ways of saying it, longest first (with its key hint, then without).
    static func playbackStatusWordings(_ status: PlaybackStatus, speed: PlaybackSpeed, _ l: Language) -> [String] {
        switch status {
        case let .playing(step, count): return wordings("play.playing", l, String(step), String(count), speed.label)
        case let .paused(step, count): return wordings("play.paused", l, String(step), String(count))
        case .finished: return wordings("play.finished", l)
        }
    }

    /// A tracking control's live state: highlighted or not, the touch inside or outside.
    public static func trackingState(highlighted: Bool, inside: Bool, _ l: Language) -> String {
        text("tracking.state", l, text(highlighted ? "tracking.highlighted" : "tracking.notHighlighted", l),
             text(inside ? "tracking.inside" : "tracking.outside", l))
    }
    public static func pinchNotice(_ on: Bool, _ l: Language) -> String { text(on ? "pinch.on" : "pinch.off", l) }
    public static func noFirstResponder(_ l: Language) -> String { text("event.noFirstResponder", l) }
    /// The `;` key found no first responder to resign.
    public static func nothingToResign(_ l: Language) -> String { text("event.nothingToResign", l) }
    public static func presenterNotice(_ on: Bool, _ l: Language) -> String { text(on ? "present.on" : "present.off", l) }
    public static func textScaleNotice(_ scale: Double, _ l: Language) -> String { text("present.textScale", l, formatNumber(scale) + "x") }

    // MARK: Notices from the front end

    public static func exported(_ path: String, _ l: Language) -> String { text("notice.exported", l, path) }
    /// The scene file was loaded again and the last touch re-run on it.
    public static func reloadedWithTouch(_ l: Language) -> String { text("notice.reloadedWithTouch", l) }
    public static func exportFailed(_ message: String, _ l: Language) -> String { text("notice.exportFailed", l, message) }
    public static func wroteBack(_ path: String, _ l: Language) -> String { text("notice.wroteBack", l, path) }
    /// Why `W` did not write the changes into a scene file.
    public static func writeBackFailure(_ kind: SceneWriteBack.Failure.Kind, _ l: Language) -> String {
        switch kind {
        case let .doesNotParse(path, error): return text("writeBack.doesNotParse", l, path, error)
        case let .lineMissing(view, line): return text("writeBack.lineMissing", l, view, String(line))
        case let .flowMapping(view, key): return text("writeBack.flowMapping", l, view, key)
        }
    }
    /// The file could not be read or written: `path` and the system's reason.
    public static func writeBackFailed(_ path: String, _ reason: String, _ l: Language) -> String {
        text("notice.writeBackFailed", l, path, reason)
    }
}
