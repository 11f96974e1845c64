import TouchScopeCore
import TouchScopeScenes

/// A hit-test visit as far as a comparison cares: the verdict, and the override that decided
/// it (its label, nil: the default checks). Where the point landed in the view's own
/// coordinates is left out: moving a view moves that point without changing the lesson.
public struct VisitVerdict: Sendable, Hashable {
    public var verdict: HitTestVerdict
    public var decidedBy: String?

    public init(verdict: HitTestVerdict, decidedBy: String? = nil) {
        self.verdict = verdict; self.decidedBy = decidedBy
    }

    init(_ visit: HitTestVisit) {
        verdict = visit.verdict
        decidedBy = visit.override.map { o in visit.rule.map { "\(o.rawValue): \($0)" } ?? o.rawValue }
    }
}

/// One way the same touch went differently on two scenes ("before" and "after").
public enum TouchDifference: Sendable, Hashable {
    /// The hit view (nil: no view took the touch).
    case hitView(before: String?, after: String?)
    /// A view the hit-test visited on one side only, or with another verdict (nil: not visited).
    case visit(view: String, before: VisitVerdict?, after: VisitVerdict?)
    /// The responder chain of `touchesBegan`, with what each responder did.
    case chain(before: [ChainLink], after: [ChainLink])
    /// Whether `touchesBegan` fell off the end of the chain.
    case dropped(before: Bool, after: Bool)
    /// The control events and actions sent.
    case decisions(before: [TraceEvent], after: [TraceEvent])
    /// A gesture recognizer's final state (nil: it took no part in the touch).
    case gesture(id: String, view: String?, before: GestureState?, after: GestureState?)

    /// The views this difference is about: where the picture marks it.
    public var views: Set<String> {
        switch self {
        case let .hitView(b, a): return Set([b, a].compactMap { $0 })
        case let .visit(view, _, _): return [view]
        case let .chain(b, a): return Set(Set(b).symmetricDifference(Set(a)).map(\.responder))
        case .dropped: return []
        case let .decisions(b, a):
            return Set(Set(b).symmetricDifference(Set(a)).compactMap { event -> String? in
                switch event {
                case let .controlEvent(control, _): return control
                case let .action(sender, _, _, _, _): return sender
                default: return nil
                }
            })
        case let .gesture(_, view, _, _): return Set([view].compactMap { $0 })
        }
    }
}

/// The same touch (a story: a touch from its first finger down to every finger up) on both
/// sides, and how it differs.
public struct TouchComparison: Sendable, Hashable {
    /// Which touch of the input it is (from 1).
    public var number: Int
    /// Where its first finger went down (nil: a touch that only one side has).
    public var location: Point?
    public var before: TouchStory
    public var after: TouchStory
    public var differences: [TouchDifference]

    /// Every view a difference of this touch is about.
    public var markedViews: Set<String> { differences.reduce(into: []) { $0.formUnion($1.views) } }
}

/// Two scenes (or one scene as loaded and with what-if changes) given the same input, compared
/// touch by touch: the hit view, the hit-test's verdicts, the responder chain, control events and
/// actions, gesture outcomes.
///
/// Pure: scenes and input flow in, stories and their differences flow out; nothing is drawn and
/// no file is read (``ComparisonRenderer`` draws it, the `compare` command and the window's
/// before/after key use it).
public struct SceneComparison: Sendable, Hashable {
    /// How many touches each side made.
    public struct TouchCounts: Sendable, Hashable {
        public var before: Int
        public var after: Int
    }

    public var touches: [TouchComparison]
    /// How many touches each side made, when they differ (the same input should make the same
    /// number; a scene whose script changes the tree can make fewer).
    public var touchCounts: TouchCounts?

    public init(touches: [TouchComparison], touchCounts: TouchCounts? = nil) {
        self.touches = touches
        self.touchCounts = touchCounts
    }

    /// Whether the input went the same way on both sides.
    public var isSame: Bool { touchCounts == nil && touches.allSatisfy(\.differences.isEmpty) }

    /// The last touch (the one the picture shows), if there is one.
    public var lastTouch: TouchComparison? { touches.last }

    /// Compares `steps` run on `before` and on `after` (each with its what-if changes applied
    /// first).
    public static func compare(before: SceneDocument, _ beforeChanges: [String: [WhatIfProperty: WhatIfValue]] = [:],
                               after: SceneDocument, _ afterChanges: [String: [WhatIfProperty: WhatIfValue]] = [:],
                               steps: [ScriptStep]) -> SceneComparison {
        compare(before: stories(of: before, changes: beforeChanges, steps: steps),
                after: stories(of: after, changes: afterChanges, steps: steps))
    }

    /// Compares two lists of stories, touch by touch.
    public static func compare(before: [TouchStory], after: [TouchStory]) -> SceneComparison {
        var touches: [TouchComparison] = []
        for i in 0..<min(before.count, after.count) {
            let b = before[i], a = after[i]
            touches.append(TouchComparison(number: i + 1, location: b.fingers.first?.location ?? a.fingers.first?.location,
                                           before: b, after: a, differences: differences(b, a)))
        }
        return SceneComparison(touches: touches, touchCounts: before.count == after.count ? nil : TouchCounts(before: before.count, after: after.count))
    }

    /// The differences between one touch's story on each side, in the order the lesson tells
    /// it: where the hit-test went, what it found, who handled it, what controls and gestures did.
    public static func differences(_ b: TouchStory, _ a: TouchStory) -> [TouchDifference] {
        var out: [TouchDifference] = []
        var order: [String] = []
        for v in b.visits + a.visits where !order.contains(v.view) { order.append(v.view) }
        for view in order {
            let vb = b.visit(of: view).map(VisitVerdict.init), va = a.visit(of: view).map(VisitVerdict.init)
            if vb != va { out.append(.visit(view: view, before: vb, after: va)) }
        }
        if b.hitView != a.hitView { out.insert(.hitView(before: b.hitView, after: a.hitView), at: 0) }
        if b.chain != a.chain { out.append(.chain(before: b.chain, after: a.chain)) }
        if b.dropped != a.dropped { out.append(.dropped(before: b.dropped, after: a.dropped)) }
        if b.decisions != a.decisions { out.append(.decisions(before: b.decisions, after: a.decisions)) }
        var gestures: [String] = []
        for g in b.gestures + a.gestures where !gestures.contains(g.id) { gestures.append(g.id) }
        for id in gestures {
            let gb = b.gestures.first { $0.id == id }, ga = a.gestures.first { $0.id == id }
            if gb?.finalState != ga?.finalState {
                out.append(.gesture(id: id, view: gb?.view ?? ga?.view, before: gb?.finalState, after: ga?.finalState))
            }
        }
        return out
    }

    /// The stories `steps` make on `document` with `changes` applied: one per touch, split
    /// exactly as the window splits them (a finger down with no finger down starts a story; an
    /// event such as a shake is its own story and is left out here, as it has no touch).
    public static func stories(of document: SceneDocument, changes: [String: [WhatIfProperty: WhatIfValue]] = [:],
                               steps: [ScriptStep]) -> [TouchStory] {
        let built = SceneBuilder.build(document)
        WhatIf.apply(changes, to: built)
        let session = TouchSession()
        session.install(built, cancelling: nil, timestamp: 0)
        guard var runner = session.scriptRunner() else { return [] }
        var stories: [TouchStory] = []
        func keep(_ story: TouchStory) { if story.touch != nil { stories.append(story) } }
        runner.sendSample = { sample in
            let number = session.storyNumber, prior = session.story
            session.touch(sample)
            if session.storyNumber != number { keep(prior) }
        }
        runner.sendEvent = { subtype, time in
            keep(session.story)
            session.send(subtype, timestamp: time)
        }
        runner.advanceTime = { session.advanceTime(to: $0) }
        runner.run(steps)
        keep(session.story)
        return stories
    }

    /// What-if changes given as `VIEW:PROPERTY` presses, in order, as the window's keys make
    /// them (each press the property's next value; a press back to the file's value drops it).
    public static func changes(pressing presses: [(view: String, property: WhatIfProperty)],
                               in document: SceneDocument) -> [String: [WhatIfProperty: WhatIfValue]] {
        var state = WhatIfState()
        let specs = document.viewSpecs
        for (view, property) in presses {
            guard let spec = specs.first(where: { $0.id == view }) else { continue }
            _ = state.cycle(property, of: view, spec: spec)
        }
        return state.changes
    }
}
