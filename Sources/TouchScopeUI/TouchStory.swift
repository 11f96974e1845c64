import TouchScopeCore

/// One link of the responder chain as a touch travelled it.
public struct ChainLink: Sendable, Hashable {
    public var responder: String
    public var action: TouchBehaviour
}

/// A finger of the story: its touch id, where it is (or lifted), whether it is still down.
public struct FingerMark: Sendable, Hashable {
    public var touch: Int
    public var location: Point
    public var isDown: Bool
}

/// More about a finger of the story, for its marker: its number, where it came down and on
/// what, and whether its touch was delivered.
public struct FingerDetail: Sendable, Hashable {
    /// Its number on the canvas: 1 for the story's first finger, 2 for the next, ...
    public var number: Int
    /// Where it came down (window points).
    public var start: Point
    /// Its touch's hit view, and where in that view's own coordinates it came down (the hit
    /// view's visit): the touch drawn on its view when the view moved (scrolled) since.
    public var view: String?
    public var viewPoint: Point?
    /// Why its touch was not delivered to its hit view (nil: delivered).
    public var blocked: NotDeliveredReason?
    /// The recognizers its touch was given to when it began (in trace order). A touch its view
    /// did not get (``blocked``) still reaches these: a second finger on a view whose
    /// `isMultipleTouchEnabled` is false still drives the view's pinch.
    public var recognizers: [String] = []

    /// Whether nothing took its touch: its view did not, and no recognizer got it either.
    public var reachedNobody: Bool { blocked != nil && recognizers.isEmpty }

    /// Its hit view's window.
    public var window: String?
    /// Whether hit-testing has decided its hit view.
    public var hitDecided = false
    /// A later finger's own hit-test, chain and cancels (the first finger's are the story's
    /// ``TouchStory/visits``, ``TouchStory/chain``, ``TouchStory/dropped`` and
    /// ``TouchStory/cancelled``; ``TouchStory/fingerStories`` gives every finger's alike).
    var laterVisits: [HitTestVisit] = []
    var laterChain: [ChainLink] = []
    var laterDropped = false
    var laterCancelled: [String: String] = [:]
}

/// One finger's own story: its hit-test, its hit view and the responder chain its
/// touchesBegan went along. Each finger of a multi-finger touch is hit-tested on its own, so
/// each has its own (``TouchStory/fingerStories``).
public struct FingerStory: Sendable, Hashable {
    public var number: Int
    public var touch: Int
    public var hitView: String?
    public var hitWindow: String?
    public var hitDecided: Bool
    public var visits: [HitTestVisit]
    public var chain: [ChainLink]
    public var dropped: Bool
    public var cancelled: [String: String]
    /// Why its touch was not delivered to its hit view (nil: delivered).
    public var blocked: NotDeliveredReason?
    public var recognizers: [String]
}

/// The hit views of a story's fingers: the first finger's, and the other fingers' (usually
/// none), asked per view while drawing without building a set.
public struct HitViews: Sendable {
    public var first: String?
    public var others: [String] = []
    public static let none = HitViews(first: nil)
    public func contains(_ id: String) -> Bool { id == first || (!others.isEmpty && others.contains(id)) }
    /// Every one, the first finger's first.
    public var all: [String] { (first.map { [$0] } ?? []) + others }
    public var isEmpty: Bool { first == nil && others.isEmpty }
}

/// What the overlays show about the last touch, derived from its trace records by pure code,
/// so the window, `render` and the tests all agree.
public struct TouchStory: Sendable, Hashable {
    public var fingers: [FingerMark] = []
    /// More about each finger, by its touch id.
    public var fingerDetails: [Int: FingerDetail] = [:]
    /// The first touch of the story: the one whose hit-test and chain are drawn.
    public var touch: Int?
    /// Each view the first touch's hit-test visited, in order, with its verdict.
    public var visits: [HitTestVisit] = []
    /// Every finger's visits merged (nil while only the first finger hit-tested): the first
    /// finger's, a view another finger was inside taking that finger's verdict, then the views
    /// only other fingers visited. ``shownVisits`` is what the canvas and the tree draw.
    var mergedVisits: [HitTestVisit]?
    /// The visits the canvas draws: with one finger its own; with several, a view is "inside"
    /// when any finger's hit-test went inside it, so no finger's view is marked "outside"
    /// because another finger missed it (each finger is hit-tested on its own).
    public var shownVisits: [HitTestVisit] { mergedVisits ?? visits }
    /// The shown verdict of `view` (its last shown visit).
    public func shownVisit(of view: String) -> HitTestVisit? { shownVisits.last { $0.view == view } }

    /// Every finger's story in order, the first finger's from the story's own fields.
    public var fingerStories: [FingerStory] {
        fingers.compactMap { f in
            guard let d = fingerDetails[f.touch] else { return nil }
            let isFirst = f.touch == touch
            return FingerStory(number: d.number, touch: f.touch, hitView: isFirst ? hitView : d.view,
                               hitWindow: isFirst ? hitWindow : d.window, hitDecided: isFirst ? hitDecided : d.hitDecided,
                               visits: isFirst ? visits : d.laterVisits, chain: isFirst ? chain : d.laterChain,
                               dropped: isFirst ? dropped : d.laterDropped, cancelled: isFirst ? cancelled : d.laterCancelled,
                               blocked: d.blocked, recognizers: d.recognizers)
        }
    }

    /// The hit views of every finger: the first finger's and the others'.
    public var hitViews: HitViews {
        var others: [String] = []
        for f in fingers where f.touch != touch {
            if let v = fingerDetails[f.touch]?.view, v != hitView, !others.contains(v) { others.append(v) }
        }
        return HitViews(first: hitView, others: others)
    }
    /// Views whose hitTest override decided the answer, with what they returned.
    public var overrideAnswers: [String: String] = [:]
    public var hitView: String?
    /// Whether hit-testing has decided the first touch's hit view (nil or not) yet.
    public var hitDecided = false
    public var hitWindow: String?
    /// The responder chain of touchesBegan for the first touch, with what each did.
    public var chain: [ChainLink] = []
    /// Whether touchesBegan fell off the end of the chain.
    public var dropped = false
    /// The views whose touch of the story a recognizer cancelled, and the responders that
    /// handled a touchesCancelled of it, each with the recognizer that cancelled it ("" when
    /// no recognizer did).
    public var cancelled: [String: String] = [:]
    /// Why a touch of the story (usually a second finger) was not delivered to its hit view.
    public var notDelivered: NotDelivered?
    /// Control events and actions, in order, as values (the panel words them in the interface's
    /// language: ``Localization/decision(_:_:)``).
    public var decisions: [TraceEvent] = []
    /// The same decisions as the trace's text.
    public var decisionLines: [String] { decisions.map(TraceText.line) }

    /// Every gesture recognizer that took part, in the order it first did, with its states.
    public var gestures: [GestureTimeline] = []

    /// A non-touch event (remote control, shake) the story is about when it has no touch: its
    /// subtype, the responders it went through from the first responder, and whether it fell
    /// off the end of the chain.
    public var event: EventSubtype?
    public var eventChain: [EventLink] = []
    public var eventDropped = false

    public init() {}

    /// The timeline of `id`, created when first seen.
    mutating func timeline(for id: String, view: String?) {
        if let i = gestures.firstIndex(where: { $0.id == id }) {
            if let view, gestures[i].view == nil { gestures[i].view = view }
        } else {
            gestures.append(GestureTimeline(id: id, view: view))
        }
    }

    /// The verdict of `view`'s visit (its last visit if several).
    public func visit(of view: String) -> HitTestVisit? { visits.last { $0.view == view } }

    /// Builds the story of `records` (the records since the last touch began with no other
    /// finger down): the same as appending them to a ``TouchStoryBuilder``.
    public static func build(from records: some Sequence<TraceRecord>) -> TouchStory {
        var builder = TouchStoryBuilder()
        builder.append(contentsOf: records)
        return builder.story
    }
}

/// Builds a ``TouchStory`` from trace records as they come, so a story that grows by a few
/// records per input costs a few steps per input, not a pass over every record.
///
/// Owns the story so far and which touch each finger is (to move and lift its mark). Records
/// flow in through ``append(contentsOf:)``; the story flows out. Appending a trace in any number
/// of pieces gives exactly ``TouchStory/build(from:)`` of the whole trace.
public struct TouchStoryBuilder: Sendable {
    /// The story of every record appended so far.
    public private(set) var story = TouchStory()
    private var touchOfFinger: [FingerID: Int] = [:]
    /// The points each touch's hit-test visited views at, until its hit view is known.
    private var visitPoints: [Int: [String: Point]] = [:]
    /// Where each view is in the story's merged visits (once a later finger hit-tested).
    private var mergedIndex: [String: Int] = [:]

    /// Merges a visit of a later finger (or of the first, once merging began) into the shown
    /// visits: a view new to them is added; one another finger was inside stays inside.
    private mutating func merge(_ v: HitTestVisit) {
        if story.mergedVisits == nil {
            story.mergedVisits = story.visits
            for (i, old) in story.visits.enumerated() { mergedIndex[old.view] = i }
        }
        if let i = mergedIndex[v.view] {
            if story.mergedVisits![i].verdict != .inside && v.verdict == .inside { story.mergedVisits![i] = v }
        } else {
            mergedIndex[v.view] = story.mergedVisits!.count
            story.mergedVisits!.append(v)
        }
    }

    /// Whether `touch` is a later finger of the story (not its first).
    private func isLater(_ touch: Int) -> Bool { touch != story.touch && story.fingerDetails[touch] != nil }

    public init() {}

    private mutating func lift(_ touch: Int) {
        if let i = story.fingers.firstIndex(where: { $0.touch == touch }) { story.fingers[i].isDown = false }
    }

    /// Adds `records` (the next records of the trace) to the story.
    public mutating func append(contentsOf records: some Sequence<TraceRecord>) {
        for r in records {
            switch r.event {
            case let .touchBegan(touch, finger, location, _):
                if story.touch == nil { story.touch = touch }
                story.fingerDetails[touch] = FingerDetail(number: story.fingers.count + 1, start: location)
                story.fingers.append(FingerMark(touch: touch, location: location, isDown: true))
                touchOfFinger[finger] = touch
            case let .input(sample, _, _):
                guard sample.phase != .down, let t = touchOfFinger[sample.finger],
                      let i = story.fingers.firstIndex(where: { $0.touch == t }) else { break }
                story.fingers[i].location = sample.location
                if sample.phase == .up || sample.phase == .cancel {
                    story.fingers[i].isDown = false
                    touchOfFinger[sample.finger] = nil
                }
            case let .cancelAll(_, touches):
                touches.forEach { lift($0) }
            case let .hitTest(touch, step):
                if case let .visit(v) = step, story.fingerDetails[touch] != nil {
                    visitPoints[touch, default: [:]][v.view] = v.point
                    if isLater(touch) {
                        story.fingerDetails[touch]?.laterVisits.append(v)
                        merge(v)
                    }
                }
                guard touch == story.touch else { break }
                switch step {
                case let .visit(v):
                    story.visits.append(v)
                    if story.mergedVisits != nil { merge(v) }
                case let .overrideReturned(view, _, returned, _): story.overrideAnswers[view] = returned ?? "nil"
                }
            case let .hitResult(touch, view, window):
                if story.fingerDetails[touch] != nil {
                    story.fingerDetails[touch]?.view = view
                    story.fingerDetails[touch]?.window = window
                    story.fingerDetails[touch]?.hitDecided = true
                    story.fingerDetails[touch]?.viewPoint = view.flatMap { visitPoints[touch]?[$0] }
                    visitPoints[touch] = nil
                }
                guard touch == story.touch else { break }
                story.hitView = view
                story.hitWindow = window
                story.hitDecided = true
            case let .touches(.began, touches, responder, action):
                if let t = story.touch, touches.contains(t) {
                    story.chain.append(ChainLink(responder: responder, action: action))
                }
                for t in touches where isLater(t) { story.fingerDetails[t]?.laterChain.append(ChainLink(responder: responder, action: action)) }
            case let .dropped(.began, touches):
                if let t = story.touch, touches.contains(t) { story.dropped = true }
                for t in touches where isLater(t) { story.fingerDetails[t]?.laterDropped = true }
            case let .notDelivered(.began, touches, view, reason):
                // Any finger of the story: the first one never is blocked (a story starts with no
                // finger down), so it is a later finger that was not delivered.
                if story.fingers.contains(where: { touches.contains($0.touch) }) {
                    story.notDelivered = NotDelivered(view: view, reason: reason)
                }
                for t in touches where story.fingerDetails[t] != nil { story.fingerDetails[t]?.blocked = reason }
            case let .gestureCancelsTouches(gesture, touches, view):
                if let t = story.touch, touches.contains(t) { story.cancelled[view] = gesture }
                for t in touches where isLater(t) { story.fingerDetails[t]?.laterCancelled[view] = gesture }
            case let .touches(.cancelled, touches, responder, action) where action != .forward:
                // A responder that only passed the cancel on keeps its forwarded badge.
                if let t = story.touch, touches.contains(t), story.cancelled[responder] == nil { story.cancelled[responder] = "" }
                for t in touches where isLater(t) && story.fingerDetails[t]?.laterCancelled[responder] == nil {
                    story.fingerDetails[t]?.laterCancelled[responder] = ""
                }
            case .controlEvent, .action:
                story.decisions.append(r.event)
            case let .event(subtype, responder, action) where story.touch == nil:
                if story.event != subtype { story.event = subtype; story.eventChain = []; story.eventDropped = false }
                story.eventChain.append(EventLink(responder: responder, action: action))
            case let .eventDropped(subtype) where story.touch == nil:
                if story.event != subtype { story.event = subtype; story.eventChain = [] }
                story.eventDropped = true
            case let .gestureTouches(gesture, phase, touches):
                story.timeline(for: gesture, view: nil)
                if phase == .began {
                    for t in touches where story.fingerDetails[t]?.recognizers.contains(gesture) == false {
                        story.fingerDetails[t]?.recognizers.append(gesture)
                    }
                }
            case let .gestureWaiting(gesture, others):
                story.timeline(for: gesture, view: nil)
                if let i = story.gestures.firstIndex(where: { $0.id == gesture }) {
                    story.gestures[i].waitedFor = others
                }
            case let .gesture(gesture, view, _, to, reason, _) where to != .possible:
                story.timeline(for: gesture, view: view)
                if let i = story.gestures.firstIndex(where: { $0.id == gesture }) {
                    story.gestures[i].steps.append(GestureTimeline.Step(state: to, time: r.time, reason: reason))
                }
            default:
                break
            }
        }
    }
}

/// One responder a non-touch event reached, and what it did with it.
public struct EventLink: Sendable, Hashable {
    public var responder: String
    public var action: EventAction
}

/// A later finger of the story that did not reach its view, and why.
public struct NotDelivered: Sendable, Hashable {
    public var view: String
    public var reason: NotDeliveredReason
}

/// One gesture recognizer's part in a touch: the states it went through, when and why.
public struct GestureTimeline: Sendable, Hashable {
    public struct Step: Sendable, Hashable {
        public var state: GestureState
        public var time: Double
        /// Why it went there, as a value (``Localization/words(for:_:)`` words it).
        public var reason: GestureReason
    }

    public var id: String
    public var view: String?
    /// Its states after possible, in order (a reset to possible is left out).
    public var steps: [Step] = []
    /// The recognizers it waited for (require(toFail:)), if it did.
    public var waitedFor: [String] = []

    public init(id: String, view: String?) { self.id = id; self.view = view }

    /// Where it ended up: its last state (possible when it is still undecided).
    public var finalState: GestureState { steps.last?.state ?? .possible }

    /// Whether it recognized its gesture (it won).
    public var recognized: Bool { steps.contains { $0.state.hasRecognized } }
}
