import TouchScopeCore
import TouchScopeScenes

/// Interact: clicks and drags on the canvas are touches. Inspect: clicks select views.
public enum PlaygroundMode: String, Sendable {
    case interact, inspect
}

/// The playground, as the front end sees it: free of SDL and files. The front end feeds it
/// pointer input (in window pixels) and keys, carries out its ``Request``s, and draws
/// ``displayList(width:height:uiScale:measurer:)``.
///
/// A facade over small parts, each with one job: the ``TouchSession`` (scene, application,
/// recorder, story), the ``InputRouter`` (what a press is; window pixels to canvas points),
/// ``ViewSelection``, ``OverlayState`` (overlays, hit map and dead zone caches), ``WhatIfState``
/// and ``StepThroughState``. What it holds itself is the interface's own state: the mode, the
/// language, help, the notice, load errors, requests and whether a redraw is due. Drawing reads
/// an immutable ``PlaygroundSnapshot`` taken from these parts; it writes nothing back.
public final class Playground {
    let session = TouchSession()
    var router = InputRouter()
    var selectionState = ViewSelection()
    var overlayState = OverlayState()
    /// The inspector's last reachable share: the tree's state, the view, the share.
    var inspectorCache: (key: HitTestKey, view: String, share: Double?, why: DeadZoneReason?)?
    var whatIfState = WhatIfState()
    var stepThrough = StepThroughState()
    /// The scene's script playing in the window (Playback.swift).
    var playback: Playback?
    /// The animated dispatch: step-through playing itself.
    var animation = DispatchAnimation()
    /// The speed of playback and of the animated dispatch.
    public internal(set) var speed: PlaybackSpeed = .normal
    /// Added to the window's input clock to make the application's: a script plays on its own
    /// clock, and the window's input must not go back in time after it.
    var clockOffset = 0.0
    /// The window's clock at the last tick.
    var lastWall: Double?
    /// Presenter mode, the text scale, the canvas's zoom and pan (Presentation.swift).
    var presentation = PresentationState()
    /// The before / after view (`9`).
    var comparison = ComparisonState()
    /// The panel's scrolling, tree filter and collapsed nodes, and expanded moves.
    var panelState = PanelState()
    /// The views' own drawing commands from the last frame (``ViewCommandCache``).
    let viewCommandCache = ViewCommandCache()
    /// The panel tree's walk of the scene's views from the last frame (``PanelTreeEntries``).
    let panelTreeEntries = PanelTreeEntries()

    /// The scene shown (the last one that loaded).
    public var scene: BuiltScene? { session.scene }
    /// The errors of the last load that failed; the last good scene stays on screen.
    public private(set) var errors: SceneDiagnostics?
    /// Which of the scene list is shown, and how many there are (for the title and keys).
    public var sceneIndex = 0
    public var sceneCount = 1
    public private(set) var mode: PlaygroundMode = .interact
    /// The overlays shown.
    public var overlays: Set<Overlay> { overlayState.shown }
    /// The language of the interface (verdicts, legend, help, panel, scene summaries).
    public var language: Language = .en { didSet { needsRedraw = true } }
    /// A one-line message from the last command (an export, a what-if with no selection...).
    public internal(set) var notice: String? {
        get { noticeWordings?.first }
        set { noticeWordings = newValue.map { [$0] } }
    }
    /// The notice's ways of saying it, longest first (the string table's shorter wordings, for a
    /// status line with no room for the whole).
    var noticeWordings: [String]?
    public private(set) var isHelpVisible = false
    /// The selected view's id.
    public var selection: String? { selectionState.id }
    /// The records of the current story (since the last touch began with no finger down), at
    /// most ``maxStoryRecords``: a finger held down for minutes must not grow it forever.
    public var storyRecords: [TraceRecord] { session.log.records }
    /// The most records a story keeps (see ``StoryLog/maxRecords``).
    public static let maxStoryRecords = StoryLog.maxRecords
    /// The story of ``storyRecords``, kept up to date record by record.
    public var story: TouchStory { session.story }
    /// Whether something changed since the last frame was drawn.
    public var needsRedraw = true
    /// The last window layout (for routing input).
    public private(set) var layout: PlaygroundLayout?
    /// The tree rows of the panel as the last frame laid them out (window pixels), for clicks.
    public internal(set) var treeRows: [(id: String, rect: Rect)] = []

    /// A command the front end must carry out (it owns files and the window).
    public enum Request: Equatable, Sendable {
        case nextScene, previousScene, reload
        /// Save a PNG of the window as it is now, named after `name` (no extension).
        case exportPNG(name: String)
        /// Save the last touch's trace: `text` as NAME.txt and `jsonLines` as NAME.jsonl.
        case exportTrace(name: String, text: String, jsonLines: String)
        /// Write the what-if changes into the scene file at `path` (then it hot-reloads).
        case writeBack(path: String, changes: [String: [WhatIfProperty: WhatIfValue]])
        /// The scene's script started playing (for the log).
        case playbackStarted
        /// The playing script reached its end (`finished`) or was interrupted.
        case playbackEnded(finished: Bool)
    }
    /// Requests raised by keys since the front end last took them.
    public internal(set) var requests: [Request] = []

    /// The timestamp of the last input, in the input's own clock.
    public var lastTimestamp: Double { session.lastTimestamp }
    /// What if: the changed properties of views, by view id (values differ from the file's).
    public var whatIfChanges: [String: [WhatIfProperty: WhatIfValue]] { whatIfState.changes }
    /// What the last what-if change did to the last touch.
    public var whatIfOutcome: WhatIfOutcome? { whatIfState.outcome }
    /// Step-through: the step shown (nil: the whole story, not stepping).
    public var stepIndex: Int? { stepThrough.index }
    /// Points per sample of the hit map and dead zones.
    public var hitMapStep: Double {
        get { overlayState.hitMapStep }
        set { overlayState.hitMapStep = newValue }
    }

    public init() {}

    // MARK: Scenes

    /// Shows a freshly loaded scene: the old one's touches are cancelled, the story cleared.
    /// A scene that opens turns on the teaching overlays it lists (its `overlays` key) and off
    /// those the last scene turned on; a reload of the same file turns on only those newly
    /// listed (``OverlayState/sceneOpens(wanting:listedBefore:)``).
    ///
    /// The same file again (a save, `R`): the last touch's input is sent again to the new scene,
    /// as a what-if re-run does, so the person sees at once whether the edit changed what the
    /// touch does. A touch still in progress (a finger down at the save) is cancelled instead, not
    /// re-run: its end has not happened yet.
    public func show(_ document: SceneDocument, timestamp: Double = 0) {
        let built = SceneBuilder.build(document)
        let sameFile = scene?.document.path == document.path
        let touchEnded = scene?.application.activeTouches.isEmpty ?? true
        let storyInput = sameFile && touchEnded && playback == nil ? WhatIf.inputEvents(of: storyRecords) : []
        let lastTouch = WhatIf.everyFingerLifts(storyInput) ? storyInput : []
        func overlays(_ d: SceneDocument) -> [Overlay] { d.overlays.compactMap { Overlay(rawValue: $0.rawValue) } }
        overlayState.sceneOpens(wanting: overlays(document), listedBefore: sameFile ? scene.map { overlays($0.document) } : nil)
        whatIfState.carry(over: built, sameFile: sameFile)
        if playback != nil { interruptPlayback() }
        stepThrough.index = nil
        session.install(built, cancelling: .sceneReplaced, timestamp: timestamp)
        errors = nil
        selectionState.keep(in: built)
        needsRedraw = true
        if !lastTouch.isEmpty {
            session.replay(lastTouch)
            notice = Localization.reloadedWithTouch(language)
        }
    }

    /// Shows a load failure; the last good scene stays.
    public func show(_ diagnostics: SceneDiagnostics) {
        errors = diagnostics
        needsRedraw = true
    }

    public func takeRequests() -> [Request] {
        defer { requests.removeAll() }
        return requests
    }

    /// Trace records produced since the last call (for `--log-json`).
    public func takeNewRecords() -> [TraceRecord] { session.takeNewRecords() }

    // MARK: Layout

    /// The layout for a window of `width` x `height` pixels.
    public func layout(width: Double, height: Double, uiScale: Double) -> PlaygroundLayout {
        var l = PlaygroundLayout(width: width, height: height, uiScale: uiScale * presentation.textScale
                                    * PlaygroundLayout.windowTextScale(width: width, height: height, uiScale: uiScale),
                                 canvasSize: scene?.canvas ?? Size(width: 390, height: 844),
                                 presenting: presentation.isPresenting, zoom: presentation.zoom, pan: presentation.pan)
        if comparison.isOn, let scene { l = l.forComparison(canvasSize: scene.canvas) }
        if l != layout { layout = l; needsRedraw = true }
        return l
    }

    // MARK: Input

    /// Handles a pointer or finger sample from the window (its location in window pixels):
    /// a panel click, a selection, or a touch sent to the scene in canvas points.
    public func handle(_ sample: PointerSample, modifiers: InputModifiers = []) {
        guard let layout else { return }
        // The playing script stops for a person's own touch; the window's clock becomes the app's.
        if sample.phase == .down, playback != nil { interruptPlayback() }
        var sample = sample
        sample.timestamp += clockOffset
        if sample.phase == .down, notice != nil { notice = nil; needsRedraw = true }
        switch router.route(sample, modifiers: modifiers, layout: layout, mode: mode, canvas: scene?.canvas) {
        case let .panelClick(pixel):
            clickPanel(at: pixel)
        case let .select(point):
            select(topmostDrawnView(at: point)?.id)
        case let .pan(delta):
            pan(by: delta)
        case let .touches(samples):
            session.beginInputStep()
            stepThrough.index = nil
            animation.stop()
            for s in samples { touch(s) }
        case .ignored:
            break
        }
    }

    /// The simulated second finger that mirrors `finger`.
    public static func simulatedFinger(for finger: FingerID) -> FingerID {
        InputRouter.simulatedFinger(for: finger)
    }

    /// Dispatches a touch sample whose location is in CANVAS POINTS, and updates the story.
    public func touch(_ sample: InputSample) {
        if session.touch(sample) { needsRedraw = true }
    }

    /// When gesture recognizers next want the clock (a long press's duration, a double tap's
    /// wait), in the input's clock; the front end wakes up then and calls ``advanceTime(to:)``.
    /// While a script plays or the dispatch animates: the next frame.
    public var nextDeadline: Double? { nextWake }

    /// Moves the clock without input (the window's clock, as its input is stamped), so
    /// recognizers waiting for time act (their records join the story), a playing script moves
    /// on and the animated dispatch takes its next step.
    public func advanceTime(to time: Double) {
        clockTick(wall: time)
    }

    /// The window lost focus or closed: every active touch is cancelled.
    public func focusLost(timestamp: Double) {
        // The script's fingers are not the window's: a playing script goes on.
        if let p = playback, !p.isFinished { return }
        if session.cancelAllTouches(reason: .focusLost, timestamp: timestamp) { needsRedraw = true }
    }

    /// Runs script steps through the playground (as `render --tap` and `--script` do), so the
    /// overlays show the last touch exactly as the window would.
    public func run(_ steps: [ScriptStep]) {
        session.run(steps)
        needsRedraw = true
    }

    /// Sends a motion or remote-control event and makes it the story.
    public func send(_ subtype: EventSubtype, timestamp: Double) {
        guard scene != nil else { return }
        session.send(subtype, timestamp: timestamp)
        needsRedraw = true
    }

    // MARK: What if

    /// Rebuilds the scene with the what-if changes and sends the last story's input again, so
    /// the story is what the last touch would have done with the changes. Returns whether there
    /// was a touch to re-run.
    ///
    /// - Note: The re-run starts from the scene as its file builds it (plus the changes), not
    ///   from the state earlier touches left (a first responder, a tap count).
    @discardableResult
    func rerunLastStory() -> Bool {
        guard let old = scene else { return false }
        let inputs = WhatIf.inputEvents(of: storyRecords)
        let built = SceneBuilder.build(old.document)
        WhatIf.apply(whatIfState.changes, to: built)
        session.install(built, cancelling: .whatIfRerun, timestamp: lastTimestamp)
        stepThrough.index = nil
        needsRedraw = true
        guard !inputs.isEmpty else { return false }
        session.replay(inputs)
        return true
    }

    // MARK: Keys

    public func handle(_ key: Key) {
        if isHelpVisible, key != .character("?"), key != .f1, key != .escape {
            // The help scrolls where the window is too small for it whole: the scroll keys move
            // it; any other key closes it (and does what it does).
            if panelState.frame.helpLimit > 0, let lines = helpScrollLines(key) {
                panelState.scrollHelp(by: lines)
                needsRedraw = true
                return
            }
            isHelpVisible = false
            needsRedraw = true
        }
        // The tree's find filter takes the keys while it is being typed (and Esc clears it).
        let wasTyping = panelState.isTyping
        if panelState.type(key) {
            needsRedraw = true
            // Enter selects the match: the view whose id is the filter, else the first match.
            if key == .enter, wasTyping, !panelState.filter.isEmpty, let scene {
                let matches = PanelTree.entries(scene, collapsed: [], filter: panelState.filter).filter(\.matches).map(\.view.id)
                if let id = matches.first(where: { $0.lowercased() == panelState.filter.lowercased() }) ?? matches.first { select(id) }
            }
            return
        }
        guard let binding = Self.keyBindings.first(where: { $0.keys.contains(key) }) else { return }
        notice = nil
        if playback != nil, !Self.keepsPlayback(binding.command) { interruptPlayback() }
        perform(binding.command)
    }

    /// How far a key scrolls the help, in lines (nil: it is not a scroll key).
    func helpScrollLines(_ key: Key) -> Int? {
        // (A page: the lines shown but one, which stays in sight.)
        let page = max(1, panelState.frame.helpPage - 1)
        switch key {
        case .down, .character("j"): return Self.scrollStep
        case .up, .character("k"): return -Self.scrollStep
        case .pageDown, .character(" "): return page
        case .pageUp: return -page
        case .end: return Int.max / 2
        case .home: return -(Int.max / 2)
        default: return nil
        }
    }

    public func perform(_ command: KeyCommand) {
        needsRedraw = true
        switch command {
        case .toggleHelp:
            isHelpVisible.toggle()
            panelState.helpOffset = 0
        case .nextScene: requests.append(.nextScene)
        case .previousScene: requests.append(.previousScene)
        case .reload: requests.append(.reload)
        case .toggleMode: mode = mode == .interact ? .inspect : .interact
        case let .toggleOverlay(o): overlayState.toggle(o)
        case .dismiss:
            if isHelpVisible { isHelpVisible = false } else if stepIndex != nil { stepThrough.index = nil } else { selectionState.id = nil }
        case let .whatIf(property): whatIf(property)
        case .revertWhatIf: revertWhatIf()
        case .writeBack:
            guard let scene, !whatIfChanges.isEmpty else { notice = Localization.nothingToWrite(language); return }
            guard scene.document.program == nil else { notice = Localization.writeBackSwift(language); return }
            guard scene.document.importReport == nil else { notice = Localization.writeBackDump(scene.document.path, language); return }
            requests.append(.writeBack(path: scene.document.path, changes: whatIfChanges))
        case .stepForward: animation.stop(); step(by: 1)
        case .stepBackward: animation.stop(); step(by: -1)
        case .stepNextKind: animation.stop(); stepToNextKind()
        case .togglePlayback: togglePlayback()
        case .cycleSpeed: cycleSpeed()
        case .toggleAnimation: toggleAnimation()
        case .togglePresenter: togglePresenter()
        case .toggleCompare: toggleComparison()
        case .cycleTextScale: cycleTextScale()
        case .zoomIn: zoom(steps: 1)
        case .zoomOut: zoom(steps: -1)
        case .resetView: resetView()
        case .remotePlayPause: sendFromKeyboard(.togglePlayPause)
        case .shake: sendFromKeyboard(.shake)
        case .resignFirstResponder: resignFromKeyboard()
        case .togglePinchMode:
            router.pinchMode.toggle()
            notice = Localization.pinchNotice(router.pinchMode, language)
        case .toggleAllDeadZones:
            overlayState.showAllDeadZones.toggle()
            if !overlays.contains(.deadZones) { overlayState.toggle(.deadZones) }
        case .exportPNG: requests.append(.exportPNG(name: exportName))
        case .exportTrace:
            requests.append(.exportTrace(name: exportName + "-trace", text: TraceText.format(storyRecords),
                                         jsonLines: TraceJSON.lines(storyRecords)))
        case .toggleLanguage: language = language == .en ? .zh : .en
        case .selectParent, .selectChild, .selectPreviousSibling, .selectNextSibling:
            selectionState.move(command, in: scene)
        case .scrollDown, .scrollUp, .scrollToStart, .scrollToEnd, .toggleAllMoves, .findInTree, .toggleCollapse:
            performPanel(command)
        }
    }

    // MARK: Selection

    public var selectedView: View? { selectionState.view(in: scene) }

    public func select(_ id: String?) {
        selectionState.id = id
        needsRedraw = true
    }

    /// The front-most view DRAWN at a canvas point, whatever hit-testing would say (inspect mode
    /// picks what you see, including views that cannot be hit): ``Drawing``'s decision, the one
    /// the window paints with, so a clear or fully transparent view in front is not picked.
    public func topmostDrawnView(at point: Point) -> View? {
        guard let scene else { return nil }
        return Drawing.topmost(at: point, in: PlaygroundRenderer.drawingOrder(scene.application))
    }

    private func clickPanel(at pixel: Point) {
        if clickPanelParts(at: pixel) { return }
        if let row = treeRows.first(where: { $0.rect.contains(pixel) }) {
            select(row.id)
        }
    }
}

extension Rect {
    func intersects(_ other: Rect) -> Bool { intersection(other) != nil }
}
