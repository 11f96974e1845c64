import TouchScopeCore

/// One step of a touch's dispatch, for step-through: a hit-test visit, the hit view, a delivery
/// to a responder, a control event, an action, a recognizer transition.
public struct DispatchStep: Sendable, Hashable {
    /// The index of the step's record in the story's records.
    public var record: Int
    /// The view or responder the step is about (nil: none, e.g. no hit view).
    public var subject: String?
    /// The step as the trace writes it.
    public var text: String
    /// The step's trace event, for wording it in the interface's language.
    public var event: TraceEvent

    /// The step as the event log words it in `l`: the same strings the panel uses, so the
    /// canvas's step label and the log say the same thing (in English too: the trace's own hit
    /// view line, "yellow (window window)", is worded "yellow (in window)" in the log).
    public func text(in l: Language) -> String {
        Localization.logLine(event, l).trimming(" ")
    }
}

/// Splits a story's trace into the steps step-through replays, and rebuilds the story as it
/// stood at each step, by pure code.
public enum StepThrough {
    /// The steps of `records`, in order.
    public static func steps(of records: [TraceRecord]) -> [DispatchStep] {
        var out: [DispatchStep] = []
        for (i, r) in records.enumerated() {
            let subject: String??
            switch r.event {
            case let .hitTest(_, .visit(v)): subject = v.view
            case let .hitTest(_, .overrideReturned(view, _, _, _)): subject = view
            case let .hitResult(_, view, _): subject = .some(view)
            case let .touches(_, _, responder, _): subject = responder
            case .dropped: subject = .some(nil)
            case let .notDelivered(_, _, view, _): subject = view
            case let .controlEvent(control, _): subject = control
            case let .action(sender, _, target, _, _): subject = .some(target ?? sender)
            case let .event(_, responder, _): subject = responder
            case let .gesture(gesture: _, view: view, from: _, to: _, reason: _, values: _): subject = view
            default: subject = nil
            }
            if let subject { out.append(DispatchStep(record: i, subject: subject, text: TraceText.line(r.event).trimming(" "), event: r.event)) }
        }
        return out
    }

    /// The story as it stood after step `index` (the records up to and including that step's).
    public static func story(_ records: [TraceRecord], steps: [DispatchStep], at index: Int) -> TouchStory {
        guard steps.indices.contains(index) else { return TouchStory.build(from: records) }
        return TouchStory.build(from: records[...steps[index].record])
    }
}
