import TouchScopeCore
import TouchScopeScenes

/// Where a script's playback is, as the status line and tests see it.
public enum PlaybackStatus: Equatable, Sendable {
    case playing(step: Int, of: Int)
    case paused(step: Int, of: Int)
    case finished
}

extension Playground {
    /// The playback's state (nil: no script is playing, or playback was interrupted).
    public var playbackStatus: PlaybackStatus? {
        guard let playback else { return nil }
        if playback.isFinished { return .finished }
        let step = playback.performedSteps, count = playback.countedSteps
        return playback.isPaused ? .paused(step: step, of: count) : .playing(step: step, of: count)
    }

    /// The caption shown (the last one the playing script reached), in the interface's language;
    /// none once the script has ended.
    public var caption: String? {
        guard let playback, !playback.isFinished else { return nil }
        return playback.caption.map { $0.text(for: language.rawValue) }
    }

    /// Where the touches the shown caption explains go (canvas points).
    var captionPoints: [Point] {
        guard let playback, !playback.isFinished else { return [] }
        return playback.captionPoints
    }

    /// Whether the dispatch animates after each touch (and during playback).
    public var animatesDispatch: Bool { animation.isEnabled }

    /// Space: plays the scene's script from the start on the scene as its file builds it (plus
    /// the what-if changes); pauses and resumes it while it plays.
    public func togglePlayback() {
        needsRedraw = true
        if var p = playback, !p.isFinished {
            p.isPaused.toggle()
            playback = p
            return
        }
        startPlayback()
    }

    /// Starts the script from its first step on a freshly built scene.
    public func startPlayback() {
        guard let old = scene else { return }
        guard old.document.script.contains(where: { $0.action != .say }) || old.document.script.contains(where: { $0.caption != nil }) else {
            notice = Localization.noScript(language)
            return
        }
        let built = SceneBuilder.build(old.document)
        WhatIf.apply(whatIfState.changes, to: built)
        // Fingers still down on the old scene are cancelled; then the trace starts as `trace`'s does.
        session.cancelAllTouches(reason: .sceneReplaced, timestamp: lastTimestamp)
        session.install(built, cancelling: nil, timestamp: lastTimestamp)
        stepThrough.index = nil
        animation.stop()
        guard let runner = session.scriptRunner() else { return }
        playback = Playback(steps: built.document.script, runner: runner)
        requests.append(.playbackStarted)
        needsRedraw = true
    }

    /// Ends playback where it is (a click or key of the user's): the script's fingers still
    /// down are cancelled, and the window's clock continues from the script's.
    func interruptPlayback() {
        guard let p = playback else { return }
        playback = nil
        animation.stop()
        if !p.isFinished {
            session.cancelAllTouches(reason: .focusLost, timestamp: p.scriptTime)
            requests.append(.playbackEnded(finished: false))
        }
        if let wall = lastWall { clockOffset = max(clockOffset, p.scriptTime - wall) }
        needsRedraw = true
    }

    /// S: the next speed (0.25x, 0.5x, 1x, 2x) for playback and the animated dispatch.
    public func cycleSpeed() {
        speed = speed.next
        notice = Localization.speedNotice(speed, language)
        needsRedraw = true
    }

    /// M: the animated dispatch on or off.
    public func toggleAnimation() {
        animation.isEnabled.toggle()
        if animation.isEnabled { animation.touchesToo = true }
        if !animation.isEnabled, animation.isRunning {
            animation.stop()
            stepThrough.index = nil
        }
        animation.skip(story: session.storyNumber)
        notice = Localization.animationNotice(animation.isEnabled, language)
        needsRedraw = true
    }

    /// One tick of the window's clock (`wall`, in the input's clock): the playing script moves
    /// on, recognizers waiting for time act, and the animated dispatch moves on.
    func clockTick(wall: Double) {
        defer { lastWall = wall }
        if var p = playback, !p.isFinished {
            let session = self.session
            let changed = p.tick(
                wall: wall, speed: speed.rawValue,
                isBusy: { self.animation.isBusy(storyNumber: session.storyNumber, hasSteps: !self.dispatchSteps.isEmpty) },
                fingersDown: { !(session.scene?.application.activeTouches.isEmpty ?? true) },
                deliver: { item in
                    session.deliver(item)
                    // A new story starts its animation at once, so the next step waits for it.
                    self.tickAnimation(wall: wall)
                })
            playback = p
            if changed { needsRedraw = true }
            if p.isFinished {
                clockOffset = max(clockOffset, p.scriptTime - wall)
                requests.append(.playbackEnded(finished: true))
            }
        } else {
            // A view or a scroll view animating moves on every frame, traced or not.
            let animating = (scene?.application.animator.isAnimating ?? false) || (scene?.application.animations.isRunning ?? false)
            if session.advanceTime(to: wall + clockOffset) || animating { needsRedraw = true }
        }
        tickAnimation(wall: wall)
    }

    private func tickAnimation(wall: Double) {
        let wanted = animation.isEnabled && (playback != nil || animation.touchesToo)
        guard wanted || animation.isRunning else {
            animation.skip(story: session.storyNumber)
            return
        }
        let steps = dispatchSteps
        if let index = animation.tick(wall: wall, speed: speed.rawValue, steps: steps, storyNumber: session.storyNumber,
                                      current: stepThrough.index) {
            stepThrough.index = index
            needsRedraw = true
        }
    }

    /// When the window should wake next, in its input clock: the next frame while something
    /// moves (playback, the animation), else the recognizers' next deadline.
    var nextWake: Double? {
        let moving = (playback.map { !$0.isPaused && !$0.isFinished } ?? false) || animation.isRunning
        if moving, let lastWall { return lastWall + 1.0 / 60.0 }
        // Recognizers' deadlines, and the next frame while a view or a scroll view animates.
        return scene?.application.nextDeadline.map { $0 - clockOffset }
    }

    /// Whether pinch / rotate mode is on (`G`).
    public var isPinchMode: Bool { router.pinchMode }

    /// `Y` / `Q`: a remote-control or motion event to the first responder, at the window's
    /// last time; it becomes the story, drawn like a touch's (the chain from the first responder).
    func sendFromKeyboard(_ subtype: EventSubtype) {
        guard scene != nil else { return }
        session.beginInputStep()
        stepThrough.index = nil
        let t = max(lastTimestamp, (lastWall ?? 0) + clockOffset)
        send(subtype, timestamp: t)
        if scene?.application.firstResponder == nil { notice = Localization.noFirstResponder(language) }
    }

    /// Whether a key command lets the playback go on (the commands about watching it).
    static func keepsPlayback(_ command: KeyCommand) -> Bool {
        switch command {
        case .togglePlayback, .cycleSpeed, .toggleAnimation, .toggleHelp, .toggleLanguage, .toggleOverlay, .exportPNG,
             .exportTrace, .togglePresenter, .cycleTextScale, .zoomIn, .zoomOut, .resetView, .toggleCompare:
            return true
        default:
            return false
        }
    }
}
