/// The gesture arena of an ``Application``: what UIKit decides between recognizers and between
/// recognizers and views.
///
/// It owns the arbitration (which recognizers are involved, in what order), the phases held back
/// from views and the touches taken from them; the recognizers own their state. In: each phase
/// of the touches from ``Application`` (``process(_:phase:event:)``), the clock
/// (``advanceTime(to:)``), a cancel-all, and the recognizers' claims
/// (``GestureRecognizer/requestRecognition(_:)``) and state changes. For every phase the
/// recognizers of the hit view and all its ancestors (the window included) get the touch first;
/// a recognizer that claims to recognize is accepted, rejected (require(toFail:), prevention
/// unless simultaneous, the control rule via ``View/preventsAncestorGesture(_:)``, the delegate)
/// or made to wait, and applies the answer itself. Out: what the views get now (the phase,
/// nothing yet with `delaysTouchesBegan` / `delaysTouchesEnded`, or `touchesCancelled` and
/// nothing more once a recognizer took the touches: `cancelsTouchesInView`), the recognizers'
/// actions, and trace records. Time comes only from input timestamps and ``advanceTime(to:)``.
///
/// - Note: A recognizer that requires another to fail waits only while that other one is
///   involved (it has touches, or waits between taps); one that never saw the touch does not
///   block it. UIKit does not document the uninvolved case.
/// - Note: Recognizers see each phase in a fixed order: the hit view's, in the order they were
///   added, then each ancestor's up to the window. When two recognize on the same phase, the
///   earlier one wins (UIKit does not document an order).
/// - Note: A recognizer still possible when all its touches are over, with nothing left to
///   wait for, fails ("its touches ended"), so no touch is ever held back for good.
public final class GestureEngine {
    unowned let application: Application
    /// Recognizers with touches, or waiting (between taps), in the order they got involved.
    public private(set) var active: [GestureRecognizer] = []
    /// Phases held back from the view, per touch.
    private var withheld: [Int: (touch: Touch, phases: [TouchPhase])] = [:]
    /// Touches a recognizer took from the view: the view gets nothing more of them.
    private var takenFromView: Set<Int> = []
    private var settling = false
    /// Recognizers whose wish to recognize a cancel-all withdrew (they fail with it).
    private var waitingCancelled: Set<ObjectIdentifier> = []

    init(application: Application) { self.application = application }

    private var trace: TraceRecorder? { application.trace }

    // MARK: Time

    /// The earliest time a recognizer wants to be woken, if any.
    public var nextDeadline: Double? { active.compactMap(\.deadline).min() }

    /// Moves the clock to `time`, waking every recognizer whose deadline has come, in order.
    public func advanceTime(to time: Double) {
        while let r = earliestDue(by: time), let due = r.deadline {
            trace?.time = due
            r.arenaWake(at: due)
            settle()
            // A recognizer finished by the clock, with its touches over, resets now: the next
            // touch must find it possible again.
            resetFinishedRecognizers()
        }
        trace?.time = max(trace?.time ?? time, time)
    }

    /// The recognizer with the earliest deadline not after `time` (no allocation).
    private func earliestDue(by time: Double) -> GestureRecognizer? {
        var best: GestureRecognizer?
        for r in active {
            guard let d = r.deadline, d <= time else { continue }
            if let b = best, let bd = b.deadline, bd <= d { continue }
            best = r
        }
        return best
    }

    // MARK: Delivery

    /// Gives one phase of `touches` to their recognizers, settles, and returns the touches the
    /// views get now.
    func process(_ touches: [Touch], phase: TouchPhase, event: Event) -> [Touch] {
        // The common case, no recognizer involved and nothing held back: the views get it all.
        if active.isEmpty && withheld.isEmpty && takenFromView.isEmpty
            && (phase != .began || touches.allSatisfy({ $0.gestureRecognizers.isEmpty })) {
            return touches
        }
        let time = event.timestamp
        if phase == .began {
            attach(touches)
            for touch in touches { takeIfOwned(touch) }
        }
        // A stable order: each touch's recognizers (the hit view's first, in the order added,
        // then each ancestor's up to the window), touch by touch.
        var ordered: [GestureRecognizer] = []
        for t in touches {
            for r in t.gestureRecognizers where !ordered.contains(where: { $0 === r }) { ordered.append(r) }
        }
        var byRecognizer: [(GestureRecognizer, [Touch])] = []
        for r in ordered where r.isEnabled && !r.state.isFinished {
            let mine = touches.filter { t in r.touches.contains { $0 === t } }
            if !mine.isEmpty { byRecognizer.append((r, mine)) }
        }
        for (r, mine) in byRecognizer {
            // Finished ones are done; ones waiting for required failures have decided, and only
            // those failures (or a cancel) settle them now.
            guard !r.state.isFinished, r.claim == nil || phase == .cancelled else { continue }
            if phase != .began, let rp = phase.responderPhase {
                trace?.record(.gestureTouches(gesture: r.id, phase: rp, touches: mine.map(\.id)))
            }
            switch phase {
            case .began: r.touchesBegan(mine, at: time)
            case .moved: r.touchesMoved(mine, at: time)
            case .ended: r.touchesEnded(mine, at: time)
            case .cancelled: r.touchesCancelled(mine, at: time)
            case .stationary: break
            }
            settle()
        }
        failIdleRecognizers()
        settle()

        var now: [Touch] = []
        for touch in touches {
            let key = touch.id
            if takenFromView.contains(key) { continue }
            if var held = withheld[key] {
                if phase == .cancelled {
                    // The view never saw began: it hears nothing. Otherwise it gets cancelled.
                    withheld[key] = nil
                    if held.phases.first != .began { now.append(touch) }
                } else {
                    held.phases.append(phase)
                    withheld[key] = held
                }
                continue
            }
            let delayers = recognizersDelaying(touch, phase: phase)
            if !delayers.isEmpty, let view = touch.view, let rp = phase.responderPhase {
                withheld[key] = (touch, [phase])
                trace?.record(.touchesDelayed(phase: rp, touches: [touch.id], view: view.id, by: delayers.map(\.id)))
                continue
            }
            if phase == .began, refusedByScrollView(touch) { continue }
            now.append(touch)
        }
        return now
    }

    /// Called once the views have had the event: finished recognizers whose touches are all
    /// over reset to possible (UIKit resets after the event is delivered).
    func eventDelivered(phase: TouchPhase) {
        if phase.isTerminal { resetFinishedRecognizers() }
    }

    /// Attaches new touches (those that began in one event) to the recognizers of their hit
    /// views and ancestors that take them. Each recognizer gets the touches of the event that it
    /// takes in one `touchesBegan`, as in UIKit (two fingers landing together: one call, two
    /// touches).
    private func attach(_ touches: [Touch]) {
        var ordered: [GestureRecognizer] = []
        for t in touches {
            for r in t.gestureRecognizers where !ordered.contains(where: { $0 === r }) { ordered.append(r) }
        }
        for r in ordered {
            // A recognizer that finished outside a touch's end (disabled, or failed because one
            // it requires recognized) resets before it can take the next touch.
            if r.state.isFinished && r.touches.allSatisfy({ $0.phase.isTerminal }) { reset(r) }
            // One that has asked to recognize and only waits for others to fail has decided:
            // it takes no new touches.
            guard r.isEnabled, !r.state.isFinished, r.claim == nil else { continue }
            var taken: [Int] = []
            for touch in touches where touch.gestureRecognizers.contains(where: { $0 === r }) {
                if let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) {
                    if let trace {
                        let because = (d as? ExplainsShouldReceive)?.whyNotReceived(touch, by: r) ?? "the delegate's answer"
                        trace.record(.gestureDeclinedTouch(gesture: r.id, touch: touch.id, because: because))
                    }
                    continue
                }
                r.arenaAdd(touch, engine: self)
                taken.append(touch.id)
            }
            guard !taken.isEmpty else { continue }
            if !active.contains(where: { $0 === r }) { active.append(r) }
            trace?.record(.gestureTouches(gesture: r.id, phase: .began, touches: taken))
        }
    }

    /// `cancelsTouchesInView`: a new touch taken by a recognizer that has already recognized (a
    /// finger joining a pan) belongs to the gesture; its view gets none of it.
    private func takeIfOwned(_ touch: Touch) {
        guard !takenFromView.contains(touch.id), let view = touch.view,
              let owner = touch.gestureRecognizers.first(where: { r in
                  (r.state == .began || r.state == .changed) && r.cancelsTouchesInView && r.touches.contains { $0 === touch }
              }) else { return }
        takenFromView.insert(touch.id)
        trace?.record(.gestureCancelsTouches(gesture: owner.id, touches: [touch.id], view: view.id))
    }

    /// The recognizers that hold `phase` of `touch` back from the view right now.
    private func recognizersDelaying(_ touch: Touch, phase: TouchPhase) -> [GestureRecognizer] {
        let mine = active.filter { r in r.state == .possible && r.touches.contains { $0 === touch } }
        switch phase {
        case .began: return mine.filter(\.delaysTouchesBegan)
        case .ended: return mine.filter(\.delaysTouchesEnded)
        default: return []
        }
    }

    // MARK: Arbitration

    /// Decides a recognizer that claims to recognize: reject it, make it wait, or accept it (and
    /// then reject the recognizers its recognition beats).
    func decide(_ r: GestureRecognizer) {
        guard r.state == .possible, let claim = r.claim else { return }
        if let d = r.delegate, !d.gestureRecognizerShouldBegin(r) {
            r.arenaReject(.delegateRefused)
            return
        }
        if let control = viewBeating(r) {
            r.arenaReject(r is TapGestureRecognizer ? .controlBeatsAncestorTap(control.id) : .controlBeatsAncestorDrag(control.id))
            return
        }
        if let winner = active.first(where: { $0 !== r && $0.state.hasRecognized && sharesTouches($0, r) && prevents($0, r) }) {
            r.arenaReject(.preventedBy(winner.id))
            return
        }
        let requirements = failureRequirements(of: r)
        if let recognized = requirements.first(where: { $0.state.hasRecognized }) {
            r.arenaReject(.requiredRecognized(recognized.id))
            return
        }
        let waitingFor = requirements.filter { $0.state == .possible && isInvolved($0) }
        if !waitingFor.isEmpty {
            if r.arenaWait() {
                trace?.record(.gestureWaiting(gesture: r.id, for: waitingFor.map(\.id)))
            }
            return
        }
        r.arenaAccept(r.isAwaitingRequiredFailures ? .requiredFailed(requirements.map(\.id)) : .rule(claim))
        // First the view loses the touches, so that nothing held back for them is released
        // when the recognizers below fail.
        if r.cancelsTouchesInView { takeTouchesFromView(r) }
        for other in active where other !== r && other.state == .possible {
            let requiresR = failureRequirements(of: other).contains { $0 === r }
            guard requiresR || (sharesTouches(r, other) && prevents(r, other)) else { continue }
            other.arenaReject(requiresR ? .requiredRecognized(r.id) : .preventedBy(r.id))
        }
    }

    /// The most rounds ``settle()`` makes for one input. Each round that changes something
    /// moves at least one recognizer out of `possible` or releases a held-back phase, so a few
    /// rounds per recognizer always suffice; the bound only keeps a bug from hanging dispatch.
    static let maxSettleRounds = 1_000

    /// Settles waiting recognizers until nothing changes (at most ``maxSettleRounds`` rounds).
    private func settle() {
        guard !settling else { return }
        settling = true
        defer { settling = false }
        var changed = true
        var rounds = 0
        while changed && rounds < Self.maxSettleRounds {
            changed = false
            rounds += 1
            for r in active where r.state == .possible && r.claim != nil {
                decide(r)
                if r.state != .possible || !r.isAwaitingRequiredFailures { changed = true }
            }
            if releaseWithheld() { changed = true }
            if failDeadlockedWaits() { changed = true }
        }
    }

    /// Whether `r` waits only for recognizers that themselves wait, in a cycle, so nothing can
    /// ever settle it (`a.require(toFail: b)` and `b.require(toFail: a)`).
    private func isDeadlocked(_ r: GestureRecognizer, _ visiting: inout Set<ObjectIdentifier>) -> Bool {
        guard r.isAwaitingRequiredFailures else { return false }
        if visiting.contains(ObjectIdentifier(r)) { return true }
        visiting.insert(ObjectIdentifier(r))
        defer { visiting.remove(ObjectIdentifier(r)) }
        let waits = failureRequirements(of: r).filter { $0.state == .possible && isInvolved($0) }
        return !waits.isEmpty && waits.allSatisfy { isDeadlocked($0, &visiting) }
    }

    /// Fails recognizers caught in a require(toFail:) cycle. Returns whether any were.
    private func failDeadlockedWaits() -> Bool {
        // All of a cycle fail together: none of them wins by being found first.
        let deadlocked = active.filter { r in
            var visiting: Set<ObjectIdentifier> = []
            return r.state == .possible && isDeadlocked(r, &visiting)
        }
        for r in deadlocked { _ = r.arenaWithdraw() }
        for r in deadlocked where r.state == .possible { r.arenaReject(.requiredFailureCycle) }
        return !deadlocked.isEmpty
    }

    /// The hit view of one of `r`'s touches, below `r`'s view, that keeps `r` from beginning (a
    /// control beats a single tap on its ancestors: ``View/preventsAncestorGesture(_:)``).
    private func viewBeating(_ r: GestureRecognizer) -> View? {
        guard let owner = r.view else { return nil }
        for t in r.touches {
            if let v = t.view, v !== owner, v.isDescendant(of: owner), v.preventsAncestorGesture(r) { return v }
        }
        return nil
    }

    /// The recognizers `r` must wait for: its `require(toFail:)` list, and the involved ones the
    /// delegates pair with it (`shouldRequireFailureOf` on its delegate,
    /// `shouldBeRequiredToFailBy` on theirs).
    private func failureRequirements(of r: GestureRecognizer) -> [GestureRecognizer] {
        var list = r.requiredToFail
        for o in active where o !== r && !list.contains(where: { $0 === o }) {
            if let d = r.delegate, d.gestureRecognizer(r, shouldRequireFailureOf: o) { list.append(o); continue }
            if let d = o.delegate, d.gestureRecognizer(o, shouldBeRequiredToFailBy: r) { list.append(o) }
        }
        return list
    }

    private func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.touches.contains { t in b.touches.contains { $0 === t } }
    }

    /// Whether `winner`, having recognized, makes `other` fail.
    private func prevents(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        if let d = winner.delegate, d.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) { return false }
        if let d = other.delegate, d.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) { return false }
        return winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    private func isInvolved(_ r: GestureRecognizer) -> Bool {
        active.contains { $0 === r } && (!r.touches.isEmpty || r.deadline != nil)
    }

    // MARK: What recognizers report

    /// A recognizer changed its state: traced, its handler and actions fired on the transitions
    /// that have them, and the others settled when it failed or was cancelled.
    func recognizerChanged(_ r: GestureRecognizer, from: GestureState, reason: GestureReason) {
        let state = r.state
        trace?.record(.gesture(gesture: r.id, view: r.view?.id ?? "", from: from, to: state, reason: reason,
                               values: r.traceValues.map { TraceValue(name: $0.0, value: $0.1) }))
        let fires = r.isContinuous ? [.began, .changed, .ended, .cancelled].contains(state) : state == .ended
        if fires {
            r.handler?(r)
            for a in r.actions {
                guard let target = a.target else { continue }
                application.sendAction(a.action, to: .responder(target), senderID: r.id, searchFrom: target)
            }
        }
        if state == .failed || state == .cancelled { settle() }
    }

    /// A recognizer in the arena was disabled: it is cancelled (or fails).
    func recognizerWasDisabled(_ r: GestureRecognizer) {
        guard active.contains(where: { $0 === r }) else { return }
        r.arenaReject(.disabled)
        settle()
        // Disabled between touches (a double tap waiting for its second tap), nothing else will
        // reset it: back to possible now, as the clock's path does, if its touches are over.
        resetFinishedRecognizers()
    }

    /// `cancelsTouchesInView`: the view gets touchesCancelled for the recognizer's touches it has
    /// seen begin, and nothing more of any of them.
    private func takeTouchesFromView(_ r: GestureRecognizer) {
        var cancelNow: [Touch] = []
        var silent: [Touch] = []
        for t in r.touches {
            let key = t.id
            guard !takenFromView.contains(key), t.view != nil else { continue }
            let held = withheld.removeValue(forKey: key)
            takenFromView.insert(key)
            if held?.phases.first == .began || !t.isDeliveredToView {
                silent.append(t)
            } else if t.terminalDeliveries == 0 {
                cancelNow.append(t)
            }
        }
        guard !cancelNow.isEmpty || !silent.isEmpty else { return }
        var views: [View] = []
        for t in cancelNow + silent { if let v = t.view, !views.contains(where: { $0 === v }) { views.append(v) } }
        for view in views {
            let ids = (cancelNow + silent).filter { $0.view === view }.map(\.id)
            trace?.record(.gestureCancelsTouches(gesture: r.id, touches: ids, view: view.id))
            let toCancel = cancelNow.filter { $0.view === view }
            if !toCancel.isEmpty {
                application.deliver(toCancel, phase: .cancelled, to: view,
                                    event: Event(kind: .touches, timestamp: trace?.time ?? 0, allTouches: application.activeTouches))
            }
        }
    }

    /// Whether a scroll view around `touch`'s view keeps it from that view, about to get its
    /// `touchesBegan` (``ScrollView/touchesShouldBegin(_:in:)``, or the touch stopped its
    /// scrolling); if so the view gets none of the touch from now on (recorded).
    private func refusedByScrollView(_ touch: Touch) -> Bool {
        guard let view = touch.view else { return false }
        var ancestor = view.superview
        while let a = ancestor {
            if let because = a.refusal(of: touch, to: view) {
                takenFromView.insert(touch.id)
                trace?.record(.contentTouchRefused(scrollView: a.id, touches: [touch.id], view: view.id, because: because))
                return true
            }
            ancestor = a.superview
        }
        return false
    }

    /// Delivers held-back phases whose recognizers no longer hold them. Returns whether any were.
    ///
    /// Touches released together to one view with the same held-back phases (two fingers that
    /// landed on it in one event) get each phase in one call, as they would have without the
    /// delay; every view released to in one round gets the same event.
    ///
    /// - Note: Apple does not say how held-back touches are delivered when released; TouchScope
    ///   delivers them as the event they arrived in would have been.
    @discardableResult
    private func releaseWithheld() -> Bool {
        var released: [(view: View, phases: [TouchPhase], touches: [Touch])] = []
        for (key, held) in withheld.sorted(by: { $0.value.touch.id < $1.value.touch.id }) {
            let stillBegan = held.phases.first == .began && !recognizersDelaying(held.touch, phase: .began).isEmpty
            let stillEnded = held.phases.contains(.ended) && !recognizersDelaying(held.touch, phase: .ended).isEmpty
            if stillBegan { continue }
            if stillEnded && held.phases.first != .began { continue }
            guard let view = held.touch.view else { withheld[key] = nil; continue }
            var phases = held.phases
            if stillEnded, let i = phases.firstIndex(of: .ended) {
                // The began (and moves) go now; the ended waits for its own recognizers.
                withheld[key] = (held.touch, Array(phases[i...]))
                phases = Array(phases[..<i])
            } else {
                withheld[key] = nil
            }
            guard !phases.isEmpty else { continue }
            // The held-back began is about to reach the content: its scroll views are asked now.
            if phases.first == .began, refusedByScrollView(held.touch) {
                withheld[key] = nil
                continue
            }
            if let i = released.firstIndex(where: { $0.view === view && $0.phases == phases }) {
                released[i].touches.append(held.touch)
            } else {
                released.append((view, phases, [held.touch]))
            }
        }
        guard !released.isEmpty else { return false }
        let event = Event(kind: .touches, timestamp: trace?.time ?? 0, allTouches: application.activeTouches)
        for group in released {
            for phase in group.phases {
                guard let rp = phase.responderPhase else { continue }
                trace?.record(.touchesReleased(phase: rp, touches: group.touches.map(\.id), view: group.view.id))
                application.deliver(group.touches, phase: phase, to: group.view, event: event)
            }
        }
        return true
    }

    /// Every touch is being cancelled (focus lost, scene replaced): touches whose end is still
    /// held back get touchesCancelled (nothing, if their view never saw them begin), and
    /// recognizers waiting between taps or for others fail. Nothing is left waiting.
    func cancelEverything(timestamp: Double) {
        stopWaiting()
        let held = withheld.sorted { $0.key < $1.key }
        withheld.removeAll()
        for (id, entry) in held {
            takenFromView.insert(id)
            let touch = entry.touch
            guard entry.phases.first != .began, touch.isDeliveredToView, touch.terminalDeliveries == 0,
                  let view = touch.view else { continue }
            application.deliver([touch], phase: .cancelled, to: view,
                                event: Event(kind: .touches, timestamp: timestamp, allTouches: application.activeTouches))
        }
        for r in active where r.state == .possible
            && (r.deadline != nil || waitingCancelled.contains(ObjectIdentifier(r)) || !r.touches.isEmpty) {
            r.arenaReject(.touchesCancelled)
        }
        for r in active where r.state == .began || r.state == .changed {
            r.arenaReject(.touchesCancelled)
        }
        waitingCancelled.removeAll()
        resetFinishedRecognizers()
    }

    /// Every touch is about to be cancelled: recognizers that asked to recognize and wait for
    /// others give up the wish, so no failure during the cancellation lets them recognize.
    func stopWaiting() {
        for r in active where r.arenaWithdraw() {
            waitingCancelled.insert(ObjectIdentifier(r))
        }
    }

    // MARK: Reset

    /// Fails recognizers left possible with all their touches over and nothing to wait for.
    private func failIdleRecognizers() {
        for r in active where r.state == .possible && r.deadline == nil && !r.isAwaitingRequiredFailures
            && !r.touches.isEmpty && r.touches.allSatisfy({ $0.phase.isTerminal }) {
            r.arenaReject(.touchesEnded)
        }
    }

    /// Back to possible, touches forgotten (UIKit's reset).
    private func reset(_ r: GestureRecognizer) {
        let from = r.arenaReset()
        trace?.record(.gesture(gesture: r.id, view: r.view?.id ?? "", from: from, to: .possible,
                               reason: .reset, values: []))
    }

    /// Resets finished recognizers whose touches are all over.
    func resetFinishedRecognizers() {
        for r in active where r.state.isFinished && r.touches.allSatisfy({ $0.phase.isTerminal }) { reset(r) }
        active.removeAll { $0.state == .possible && $0.touches.isEmpty && $0.deadline == nil && !$0.isAwaitingRequiredFailures }
        // Touch ids are never reused, so forgetting finished ones only bounds memory.
        for key in takenFromView where !application.activeTouches.contains(where: { $0.id == key }) && withheld[key] == nil {
            takenFromView.remove(key)
        }
    }
}
