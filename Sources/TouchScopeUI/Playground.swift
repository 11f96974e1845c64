import TouchScopeCore
import TouchScopeScenes

/// Interact: clicks and drags on the canvas are touches. Inspect: clicks select views.
public enum PlaygroundMode: String, Sendable {
    case interact, inspect
}

/// The playground's whole state and behaviour, free of SDL and files: a scene, its live
/// application, the last touch's story, overlays, selection, help and errors. The front end
/// feeds it input (in window pixels) and keys, and draws ``displayList(width:height:uiScale:measurer:)``.
public final class Playground {
    /// The scene shown (the last one that loaded).
    public private(set) var scene: BuiltScene?
    /// The errors of the last load that failed; the last good scene stays on screen.
    public private(set) var errors: SceneDiagnostics?
    /// Which of the scene list is shown, and how many there are (for the title and keys).
    public var sceneIndex = 0
    public var sceneCount = 1
    public private(set) var mode: PlaygroundMode = .interact
    public private(set) var overlays: Set<Overlay> = Set(Overlay.touchOverlays)
    /// The language of the interface (verdicts, legend, help, panel, scene summaries).
    public var language: Language = .en { didSet { needsRedraw = true } }
    /// A one-line message from the last command (an export, a what-if with no selection...).
    public internal(set) var notice: String?
    public private(set) var isHelpVisible = false
    /// The selected view's id.
    public private(set) var selection: String?
    /// The records of the current story (since the last touch began with no finger down), at
    /// most ``maxStoryRecords``: a finger held down for minutes must not grow it forever.
    public private(set) var storyRecords: [TraceRecord] = [] {
        didSet { if storyRecords.count > Self.maxStoryRecords { compactStory() } }
    }
    /// The most records a story keeps. Past this, the oldest movement records (moves, their
    /// deliveries, drag control events) go first; if that is not enough, the oldest records
    /// after the story's first quarter (its first touch, hit-test and chain) go.
    public static let maxStoryRecords = 2_000
    public private(set) var story = TouchStory()
    /// Whether something changed since the last frame was drawn.
    public var needsRedraw = true
    /// The last window layout (for routing input).
    public private(set) var layout: PlaygroundLayout?

    /// A command the front end must carry out (it owns files and the window).
    public enum Request: Equatable, Sendable {
        case nextScene, previousScene, reload
        /// Save a PNG of the window as it is now, named after `name` (no extension).
        case exportPNG(name: String)
        /// Save the last touch's trace: `text` as NAME.txt and `jsonLines` as NAME.jsonl.
        case exportTrace(name: String, text: String, jsonLines: String)
        /// Write the what-if changes into the scene file at `path` (then it hot-reloads).
        case writeBack(path: String, changes: [String: [WhatIfProperty: WhatIfValue]])
    }
    /// Requests raised by keys since the front end last took them.
    public private(set) var requests: [Request] = []

    /// The timestamp of the last input, in the input's own clock.
    public private(set) var lastTimestamp: Double = 0
    private var recorder = TraceRecorder(limit: 200_000)
    private var exportedCount = 0
    private var unexported: [TraceRecord] = []
    private var inputStep = 0
    /// Presses that started as a selection (inspect mode or alt-click), by finger: their moves
    /// and up are not touches either, even if the mode or Alt changes before the up.

    /// Presses that are not touches, by finger, from their down to their up.
    private enum Press { case panel, select, offCanvas }
    private var presses: [FingerID: Press] = [:]
    /// Presses that also move a simulated second finger, mirrored about the canvas centre.
    private var mirrored: Set<FingerID> = []

    /// What if: the changed properties of views, by view id (values differ from the file's).
    public internal(set) var whatIfChanges: [String: [WhatIfProperty: WhatIfValue]] = [:]
    /// What the last what-if change did to the last touch.
    public internal(set) var whatIfOutcome: WhatIfOutcome?
    /// Step-through: the step shown (nil: the whole story, not stepping).
    public internal(set) var stepIndex: Int?
    /// Bumped whenever the views' hit-testing could change (a new scene, a what-if change):
    /// the hit map and dead zones are recomputed when it changes.
    public internal(set) var generation = 0
    var hitMapCache: (generation: Int, map: HitMap)?
    var deadZoneCache: (generation: Int, map: DeadZoneMap)?
    /// Points per sample of the hit map and dead zones.
    public var hitMapStep = 1.0

    public init() {}

    // MARK: Scenes

    /// Shows a freshly loaded scene: the old one's touches are cancelled, the story cleared.
    public func show(_ document: SceneDocument, timestamp: Double = 0) {
        scene?.application.cancelAllTouches(reason: .sceneReplaced, timestamp: timestamp)
        // The old scene's last records (its touches cancelled) still go to `takeNewRecords`.
        if exportedCount < recorder.records.count { unexported += recorder.records[exportedCount...] }
        let built = SceneBuilder.build(document)
        if scene?.document.path != document.path { whatIfChanges = [:] }
        // Changes the file now has (written back) are no longer changes.
        for (id, properties) in whatIfChanges {
            guard let spec = built.specs[id] else { whatIfChanges[id] = nil; continue }
            whatIfChanges[id] = properties.filter { WhatIf.fileValue($0.key, of: spec) != $0.value }
            if whatIfChanges[id]?.isEmpty ?? false { whatIfChanges[id] = nil }
        }
        WhatIf.apply(whatIfChanges, to: built)
        whatIfOutcome = nil
        stepIndex = nil
        generation += 1
        recorder = TraceRecorder(limit: 200_000)
        built.application.trace = recorder
        SceneTrace.recordInitialState(built, recorder)
        scene = built
        errors = nil
        storyRecords = []
        story = TouchStory()
        exportedCount = 0
        if let s = selection, built.views[s] == nil { selection = nil }
        needsRedraw = true
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
    public func takeNewRecords() -> [TraceRecord] {
        let all = recorder.records
        var out = unexported
        unexported.removeAll()
        if exportedCount < all.count { out += all[exportedCount...] }
        exportedCount = all.count
        // Records already taken are not needed again (the story keeps its own): emptying the
        // recorder now and then keeps a long session's memory flat and far from the
        // recorder's limit, where every new record would shift the whole buffer.
        if exportedCount >= Self.recorderRotation {
            recorder.removeAll()
            exportedCount = 0
        }
        return out
    }

    /// How many taken records the recorder holds before it is emptied.
    static let recorderRotation = 20_000

    // MARK: Layout

    /// The layout for a window of `width` x `height` pixels.
    public func layout(width: Double, height: Double, uiScale: Double) -> PlaygroundLayout {
        let l = PlaygroundLayout(width: width, height: height, uiScale: uiScale,
                                 canvasSize: scene?.canvas ?? Size(width: 390, height: 844))
        if l != layout { layout = l; needsRedraw = true }
        return l
    }

    // MARK: Input

    /// Handles a pointer or finger sample whose location is in WINDOW PIXELS.
    public func handle(_ sample: InputSample, modifiers: InputModifiers = []) {
        guard let layout else { return }
        let point = layout.point(sample.location)
        if sample.phase == .down, notice != nil { notice = nil; needsRedraw = true }
        if sample.phase == .down {
            // What a press is (a touch, a panel click, a selection, nothing) is decided by its
            // down; its moves and up follow it whatever changes meanwhile (mode, modifiers).
            presses[sample.finger] = nil
            if layout.panel.contains(sample.location) {
                presses[sample.finger] = .panel
                clickPanel(at: sample.location)
                return
            }
            if mode == .inspect || modifiers.contains(.alt) {
                presses[sample.finger] = .select
                select(topmostDrawnView(at: point)?.id)
                return
            }
            if !layout.canvas.contains(sample.location) {
                // Beside the phone's screen: nothing is there to touch.
                presses[sample.finger] = .offCanvas
                return
            }
            // Control-drag: a second finger mirrored about the canvas centre, as the iOS
            // Simulator's Option-drag.
            if modifiers.contains(.control) { mirrored.insert(sample.finger) } else { mirrored.remove(sample.finger) }
        } else if presses[sample.finger] != nil {
            if sample.phase == .up || sample.phase == .cancel { presses[sample.finger] = nil }
            return
        }
        inputStep += 1
        recorder.step = inputStep
        if stepIndex != nil { stepIndex = nil }
        touch(InputSample(finger: sample.finger, phase: sample.phase, location: point, timestamp: sample.timestamp))
        if mirrored.contains(sample.finger), let canvas = scene?.canvas {
            let mirror = Point(x: canvas.width - point.x, y: canvas.height - point.y)
            touch(InputSample(finger: Self.simulatedFinger(for: sample.finger), phase: sample.phase, location: mirror, timestamp: sample.timestamp))
            if sample.phase == .up || sample.phase == .cancel { mirrored.remove(sample.finger) }
        }
    }

    /// The simulated second finger that mirrors `finger`.
    public static func simulatedFinger(for finger: FingerID) -> FingerID {
        FingerID(device: FingerID.simulatedDevice, finger: finger.finger)
    }

    /// Dispatches a touch sample whose location is in CANVAS POINTS, and updates the story.
    public func touch(_ sample: InputSample) {
        guard let app = scene?.application else { return }
        lastTimestamp = max(lastTimestamp, sample.timestamp)
        if sample.phase == .down, app.activeTouches.isEmpty {
            // A new story begins.
            storyRecords.removeAll()
        }
        let before = recorder.records.count
        app.send(sample)
        if recorder.records.count > before {
            storyRecords.append(contentsOf: recorder.records[before...])
            story = TouchStory.build(from: storyRecords)
            needsRedraw = true
        }
    }

    /// When gesture recognizers next want the clock (a long press's duration, a double tap's
    /// wait), in the input's clock; the front end wakes up then and calls ``advanceTime(to:)``.
    public var nextDeadline: Double? { scene?.application.gestures.nextDeadline }

    /// Moves the clock without input, so recognizers waiting for time act; their records join
    /// the story.
    public func advanceTime(to time: Double) {
        guard let app = scene?.application else { return }
        let before = recorder.records.count
        app.advanceTime(to: time)
        if recorder.records.count > before {
            storyRecords.append(contentsOf: recorder.records[before...])
            story = TouchStory.build(from: storyRecords)
            needsRedraw = true
        }
    }

    /// Shrinks the story to half of ``maxStoryRecords`` (see there).
    private func compactStory() {
        let target = Self.maxStoryRecords / 2
        var excess = storyRecords.count - target
        var kept: [TraceRecord] = []
        kept.reserveCapacity(storyRecords.count)
        for r in storyRecords {
            if excess > 0, Self.isMovement(r.event) { excess -= 1 } else { kept.append(r) }
        }
        if kept.count > target {
            let head = target / 2
            kept.removeSubrange(head..<(kept.count - (target - head)))
        }
        storyRecords = kept
    }

    static func isMovement(_ event: TraceEvent) -> Bool {
        switch event {
        case let .input(sample, _): return sample.phase == .move
        case .sendEvent, .inputIgnored: return true
        case let .touches(phase, _, _, _): return phase == .moved
        case let .dropped(phase, _): return phase == .moved
        case let .controlEvent(_, e): return e == .touchDragInside || e == .touchDragOutside
        default: return false
        }
    }

    /// The window lost focus or closed: every active touch is cancelled.
    public func focusLost(timestamp: Double) {
        guard let app = scene?.application, !app.activeTouches.isEmpty else { return }
        let before = recorder.records.count
        app.cancelAllTouches(reason: .focusLost, timestamp: timestamp)
        storyRecords.append(contentsOf: recorder.records[before...])
        story = TouchStory.build(from: storyRecords)
        needsRedraw = true
    }

    /// Runs script steps through the playground (as `render --tap` and `--script` do), so the
    /// overlays show the last touch exactly as the window would.
    public func run(_ steps: [ScriptStep]) {
        guard let scene else { return }
        var runner = ScriptRunner(scene: scene, recorder: recorder)
        runner.sendSample = { [unowned self] in self.touch($0) }
        runner.sendEvent = { [unowned self] in self.send($0, timestamp: $1) }
        runner.advanceTime = { [unowned self] in self.advanceTime(to: $0) }
        runner.run(steps)
    }

    /// Sends a motion or remote-control event and makes it the story.
    public func send(_ subtype: EventSubtype, timestamp: Double) {
        guard let app = scene?.application else { return }
        storyRecords.removeAll()
        let before = recorder.records.count
        app.sendEvent(subtype, timestamp: timestamp)
        storyRecords.append(contentsOf: recorder.records[before...])
        story = TouchStory.build(from: storyRecords)
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
        let inputs = WhatIf.inputs(of: storyRecords)
        old.application.cancelAllTouches(reason: .whatIfRerun, timestamp: lastTimestamp)
        if exportedCount < recorder.records.count { unexported += recorder.records[exportedCount...] }
        let built = SceneBuilder.build(old.document)
        WhatIf.apply(whatIfChanges, to: built)
        recorder = TraceRecorder(limit: 200_000)
        built.application.trace = recorder
        SceneTrace.recordInitialState(built, recorder)
        scene = built
        exportedCount = 0
        generation += 1
        stepIndex = nil
        storyRecords = []
        story = TouchStory()
        needsRedraw = true
        guard !inputs.isEmpty else { return false }
        recorder.step = inputStep
        let before = recorder.records.count
        for sample in inputs { built.application.send(sample) }
        storyRecords = Array(recorder.records[before...])
        story = TouchStory.build(from: storyRecords)
        return true
    }

    // MARK: Keys

    public func handle(_ key: Key) {
        if isHelpVisible, key != .character("?"), key != .f1, key != .escape {
            isHelpVisible = false
            needsRedraw = true
        }
        guard let binding = Self.keyBindings.first(where: { $0.keys.contains(key) }) else { return }
        notice = nil
        perform(binding.command)
    }

    public func perform(_ command: KeyCommand) {
        needsRedraw = true
        switch command {
        case .toggleHelp: isHelpVisible.toggle()
        case .nextScene: requests.append(.nextScene)
        case .previousScene: requests.append(.previousScene)
        case .reload: requests.append(.reload)
        case .toggleMode: mode = mode == .interact ? .inspect : .interact
        case let .toggleOverlay(o):
            if overlays.contains(o) { overlays.remove(o) } else { overlays.insert(o) }
        case .dismiss:
            if isHelpVisible { isHelpVisible = false } else if stepIndex != nil { stepIndex = nil } else { selection = nil }
        case let .whatIf(property): whatIf(property)
        case .revertWhatIf: revertWhatIf()
        case .writeBack:
            guard let scene, !whatIfChanges.isEmpty else { notice = Localization.nothingToWrite(language); return }
            requests.append(.writeBack(path: scene.document.path, changes: whatIfChanges))
        case .stepForward: step(by: 1)
        case .stepBackward: step(by: -1)
        case .exportPNG: requests.append(.exportPNG(name: exportName))
        case .exportTrace:
            requests.append(.exportTrace(name: exportName + "-trace", text: TraceText.format(storyRecords),
                                         jsonLines: TraceJSON.lines(storyRecords)))
        case .toggleLanguage: language = language == .en ? .zh : .en
        case .selectParent:
            if let v = selectedView, let parent = v.superview { selection = parent.id }
        case .selectChild:
            if let v = selectedView { selection = v.subviews.first?.id ?? v.id } else { selection = scene?.windows.first?.id }
        case .selectPreviousSibling, .selectNextSibling:
            guard let v = selectedView else { selection = scene?.windows.first?.id; return }
            let siblings: [View] = v.superview?.subviews ?? scene?.windows ?? []
            guard let i = siblings.firstIndex(where: { $0 === v }) else { return }
            let j = command == .selectNextSibling ? i + 1 : i - 1
            if siblings.indices.contains(j) { selection = siblings[j].id }
        }
    }

    // MARK: Selection

    public var selectedView: View? { selection.flatMap { scene?.views[$0] } }

    public func select(_ id: String?) {
        selection = id
        needsRedraw = true
    }

    /// The front-most view DRAWN at a canvas point, whatever hit-testing would say (inspect mode
    /// picks what you see, including views that cannot be hit).
    public func topmostDrawnView(at point: Point) -> View? {
        guard let scene else { return nil }
        var found: View?
        for window in PlaygroundRenderer.drawingOrder(scene.application) {
            visitDrawn(window, clip: nil) { view, quad, clip in
                if convexPolygon(quad, contains: point), clip?.contains(point) ?? true { found = view }
            }
        }
        return found
    }

    /// Calls `body` for every visible view in drawing order with its screen quadrilateral,
    /// honouring hidden views and clipping ancestors.
    func visitDrawn(_ view: View, clip: Rect?, _ body: (View, [Point], Rect?) -> Void) {
        guard !view.isHidden else { return }
        let quad = view.screenQuad
        // A view clipped away is not drawn, but its subviews may be (they can overflow it back
        // inside the clip), so they are still visited.
        if clip.map({ Rect(bounding: quad).intersects($0) }) ?? true { body(view, quad, clip) }
        var childClip = clip
        if view.clipsToBounds {
            let b = Rect(bounding: quad)
            childClip = clip.map { $0.intersection(b) ?? .zero } ?? b
        }
        for s in view.subviews { visitDrawn(s, clip: childClip, body) }
    }

    /// The tree rows as laid out in the panel (set when drawing), for clicks.
    var treeRows: [(id: String, rect: Rect)] = []

    private func clickPanel(at pixel: Point) {
        if let row = treeRows.first(where: { $0.rect.contains(pixel) }) {
            select(row.id)
        }
    }
}

extension Rect {
    func intersects(_ other: Rect) -> Bool { intersection(other) != nil }
}
