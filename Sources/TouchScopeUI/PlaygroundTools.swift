import TouchScopeCore
import TouchScopeScenes

/// The teaching tools: what if, step-through, hit map and dead zones, export names.
extension Playground {
    // MARK: What if

    /// Changes `property` of the selected view (the next value of its cycle), then re-runs the
    /// last touch and records what changed.
    public func whatIf(_ property: WhatIfProperty) {
        guard let scene, let view = selectedView, let spec = scene.spec(of: view) else {
            notice = Localization.whatIfNeedsSelection(language)
            return
        }
        if property == .enabled, !(view is Control) {
            notice = Localization.whatIfNotControl(view.id, language)
            return
        }
        let (current, next) = whatIfState.cycle(property, of: view.id, spec: spec)
        // Before and after are against the scene as loaded (its file), not the previous press.
        let before = storyAsLoaded(WhatIf.inputEvents(of: storyRecords), document: scene.document)
        let reran = rerunLastStory()
        whatIfState.outcome = WhatIfOutcome(view: view.id, property: property, from: current, to: next,
                                            hitBefore: before.hitView, hitAfter: story.hitView,
                                            chainBefore: before.chain, chainAfter: story.chain, reran: reran)
        if !reran { notice = Localization.whatIfNoTouch(language) }
    }

    /// The story `inputs` make on the scene as its file builds it, with no what-if change:
    /// the baseline every what-if outcome is told against.
    func storyAsLoaded(_ inputs: [[InputSample]], document: SceneDocument) -> TouchStory {
        let built = SceneBuilder.build(document)
        let recorder = TraceRecorder(limit: TouchSession.recorderLimit)
        built.application.trace = recorder
        for event in inputs { built.application.send(event) }
        return TouchStory.build(from: recorder.records)
    }

    /// Undoes every what-if change and re-runs the last touch.
    public func revertWhatIf() {
        guard scene != nil else { return }
        whatIfState.changes = [:]
        rerunLastStory()
        whatIfState.outcome = nil
        notice = Localization.reverted(language)
    }

    // MARK: Step-through

    /// The steps of the last touch's dispatch.
    public var dispatchSteps: [DispatchStep] { StepThrough.steps(of: storyRecords) }

    /// The story the overlays show: the whole story, or its state at the current step.
    public var displayedStory: TouchStory {
        guard let stepIndex else { return story }
        return StepThrough.story(storyRecords, steps: dispatchSteps, at: stepIndex)
    }

    /// Moves the step-through by `delta` steps; the first press starts it (forwards at the
    /// first step, backwards at the last).
    public func step(by delta: Int) {
        let count = dispatchSteps.count
        guard count > 0 else { notice = Localization.noStory(language); return }
        stepThrough.step(by: delta, count: count)
        needsRedraw = true
    }

    /// Jumps to the next step of a kind not seen yet in this touch (a step's kind: its text
    /// without numbers), past any number of repeated moves; the last step when none is left.
    public func stepToNextKind() {
        let steps = dispatchSteps
        guard !steps.isEmpty else { notice = Localization.noStory(language); return }
        func kind(_ s: DispatchStep) -> String { String(s.text.filter { !$0.isNumber && $0 != "." }) }
        let start = stepThrough.index ?? -1
        var seen = Set(steps.prefix(start + 1).map(kind))
        var target = steps.count - 1
        for j in (start + 1)..<steps.count {
            let k = kind(steps[j])
            if !seen.contains(k) { target = j; break }
            seen.insert(k)
        }
        stepThrough.show(target, count: steps.count)
        needsRedraw = true
    }

    /// Shows step `index` (clamped), as `render --step N` does with N - 1.
    public func showStep(_ index: Int) {
        stepThrough.show(index, count: dispatchSteps.count)
        needsRedraw = true
    }

    // MARK: Overlays

    /// Shows or hides an overlay.
    public func setOverlay(_ overlay: Overlay, _ on: Bool) {
        if overlays.contains(overlay) != on { perform(.toggleOverlay(overlay)) }
        needsRedraw = true
    }

    /// The share of `view`'s area on screen where a tap reaches the view itself: the answer
    /// `touchscope why` and `lint` give (``TapReach/share``), from ``inspection(of:)``.
    func reachableShare(of view: View) -> Double? { inspection(of: view)?.share }

    /// Why a tap does not reach `view` somewhere on it: the culprit `touchscope why --view`
    /// names (nil when every point of it reaches it), from ``inspection(of:)``.
    func whyNotEverywhere(_ view: View) -> DeadZoneReason? { inspection(of: view)?.why }

    /// The inspector's answer for `view`: the one kept by ``prepareInspector()`` when it is
    /// still current, else worked out now (and not kept: reading it changes nothing).
    func inspection(of view: View) -> (share: Double?, why: DeadZoneReason?)? {
        guard let key = session.hitTestKey, let scene else { return nil }
        if let c = inspectorCache, c.key == key, c.view == view.id { return (c.share, c.why) }
        // One analysis for the command line and the window: the same share, the same culprit.
        let answer = TapWhy.answer(TapAnalyzer(scene, hitMap: currentHitMap()), view: view)
        return (answer.reach.area > 0 ? answer.reach.share : nil, answer.culprit)
    }

    /// Keeps the inspector's answer for the selected view (``inspection(of:)`` gives back the
    /// one kept while the tree has not changed and the same view is selected): before a
    /// snapshot, which then only reads it.
    func prepareInspector() {
        guard let key = session.hitTestKey, let view = selectedView, let (share, why) = inspection(of: view) else { return }
        inspectorCache = (key, view.id, share, why)
    }

    /// The hit map of the scene as it is now (cached until the core says the tree changed).
    public func currentHitMap() -> HitMap? { overlayState.hitMap(session) }

    /// The dead zones of the scene as it is now (cached like the hit map, and computed from it).
    public func currentDeadZones() -> DeadZoneMap? { overlayState.deadZones(session) }

    // MARK: Export and notices

    /// The base name of exported files: the scene file's name without its extension.
    public var exportName: String {
        guard let path = scene?.document.path else { return "touchscope" }
        var name = String(path.split(separator: "/").last ?? "touchscope")
        if name.hasSuffix(".yaml") { name.removeLast(5) } else if name.hasSuffix(".yml") { name.removeLast(4) }
        return name
    }

    /// Shows a one-line message in the status bar (the front end reports exports this way).
    public func notify(_ message: String) {
        notice = message
        needsRedraw = true
    }

    /// The scene's title and summary in the interface language (the file's translation, if any).
    public var sceneTitleAndSummary: (title: String, summary: String)? {
        guard let document = scene?.document else { return nil }
        if language != .en, let t = document.translations[language.rawValue] {
            return (t.title ?? document.title, t.summary ?? document.summary)
        }
        return (document.title, document.summary)
    }
}
