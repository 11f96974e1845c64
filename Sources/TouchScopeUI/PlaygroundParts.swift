import TouchScopeCore
import TouchScopeScenes

/// Which view is selected, and moving the selection through the tree.
///
/// Owns the selected view's id. Flowing in: a view id to select, tree moves (parent, first
/// subview, siblings) with the scene to move in, and new scenes (a selection whose view is gone
/// is dropped). Flowing out: the id, and the live view it names in a scene.
struct ViewSelection {
    /// The selected view's id.
    var id: String?

    /// The selected view in `scene`.
    func view(in scene: BuiltScene?) -> View? { id.flatMap { scene?.views[$0] } }

    /// Keeps the selection only if `scene` still has that view.
    mutating func keep(in scene: BuiltScene) {
        if let id, scene.views[id] == nil { self.id = nil }
    }

    /// Moves the selection one step through `scene`'s tree (a key command); others do nothing.
    mutating func move(_ command: KeyCommand, in scene: BuiltScene?) {
        switch command {
        case .selectParent:
            if let v = view(in: scene), let parent = v.superview { id = parent.id }
        case .selectChild:
            if let v = view(in: scene) { id = v.subviews.first?.id ?? v.id } else { id = scene?.windows.first?.id }
        case .selectPreviousSibling, .selectNextSibling:
            guard let v = view(in: scene) else { id = scene?.windows.first?.id; return }
            let siblings: [View] = v.superview?.subviews ?? scene?.windows ?? []
            guard let i = siblings.firstIndex(where: { $0 === v }) else { return }
            let j = command == .selectNextSibling ? i + 1 : i - 1
            if siblings.indices.contains(j) { id = siblings[j].id }
        default:
            break
        }
    }
}

/// Which overlays are shown, and the hit map and dead zones they draw.
///
/// Owns the set of overlays shown, the hit map's resolution and the hit map and dead zones of
/// the tree as it was last asked about (a ``HitMapTracker``). Flowing in: overlay toggles and a
/// ``TouchSession``; flowing out: the hit map and dead zones of the session's scene as it is now.
/// They are brought up to date when the core's version counters (``HitTestKey``) say the tree
/// changed — a new scene, a what-if change (a rebuilt tree, matched view by view by id), a view
/// dragged by a recognizer — and then only over the regions the change can affect; a new
/// resolution or canvas computes them again in full.
struct OverlayState {
    /// The overlays shown.
    var shown: Set<Overlay> = Set(Overlay.touchOverlays)
    /// Whether every dead zone is shown, not only those of views that act on touches.
    var showAllDeadZones = false
    /// Points per sample of the hit map and dead zones.
    var hitMapStep = 1.0
    private var tracker: (key: HitTestKey, map: HitMapTracker)?

    /// The overlays the open scene turned on (its `overlays` key) that nobody toggled since:
    /// off again when another scene opens.
    private(set) var turnedOnByScene: Set<Overlay> = []

    mutating func toggle(_ overlay: Overlay) {
        if shown.contains(overlay) { shown.remove(overlay) } else { shown.insert(overlay) }
        turnedOnByScene.remove(overlay)
    }

    /// A scene opens asking for `wanted` (its `overlays` key): the overlays the last scene turned
    /// on go off (unless toggled since), and the wanted ones come on. `listedBefore`: on a
    /// reload of the same file, what it listed before; then only newly listed ones come on and
    /// the rest stay as the user set them.
    mutating func sceneOpens(wanting wanted: [Overlay], listedBefore: [Overlay]?) {
        if listedBefore == nil {
            shown.subtract(turnedOnByScene)
            turnedOnByScene = []
        }
        for o in wanted where !(listedBefore?.contains(o) ?? false) && !shown.contains(o) {
            shown.insert(o)
            turnedOnByScene.insert(o)
        }
    }

    /// The hit map and dead zone tracker, up to date with `session`'s scene.
    private mutating func current(_ session: TouchSession) -> HitMapTracker? {
        guard let scene = session.scene, let key = session.hitTestKey else { return nil }
        if let t = tracker, t.map.step == hitMapStep, t.map.canvas == scene.canvas {
            if t.key != key {
                t.map.update(scene.application)
                tracker = (key, t.map)
            }
            return t.map
        }
        let map = HitMapTracker(scene.application, canvas: scene.canvas, step: hitMapStep)
        tracker = (key, map)
        return map
    }

    /// The hit map of `session`'s scene as it is now.
    mutating func hitMap(_ session: TouchSession) -> HitMap? { current(session)?.hitMap }

    /// The dead zones of `session`'s scene as it is now (computed from the hit map).
    mutating func deadZones(_ session: TouchSession) -> DeadZoneMap? {
        guard let scene = session.scene, let map = current(session) else { return nil }
        return map.deadZones(scene.application)
    }
}

/// The what-if changes and what the last one did.
///
/// Owns the changed properties of views (values that differ from the scene file's) and the
/// outcome of the last change. Flowing in: a property to cycle on a view, a freshly built scene
/// (changes the file now has are dropped, the rest applied), a revert. Flowing out: the changes
/// (to apply, to write back, to draw) and the outcome.
struct WhatIfState {
    /// The changed properties of views, by view id.
    var changes: [String: [WhatIfProperty: WhatIfValue]] = [:]
    /// What the last what-if change did to the last touch.
    var outcome: WhatIfOutcome?

    /// Keeps the changes that still differ from `built`'s file values (all are dropped when the
    /// scene is another file), and applies them to `built`.
    mutating func carry(over built: BuiltScene, sameFile: Bool) {
        if !sameFile { changes = [:] }
        // Changes the file now has (written back) are no longer changes.
        for (id, properties) in changes {
            guard let spec = built.specs[id] else { changes[id] = nil; continue }
            changes[id] = properties.filter { WhatIf.fileValue($0.key, of: spec) != $0.value }
            if changes[id]?.isEmpty ?? false { changes[id] = nil }
        }
        WhatIf.apply(changes, to: built)
        outcome = nil
    }

    /// Sets `property` of `view` to its next value; returns the value before and after.
    mutating func cycle(_ property: WhatIfProperty, of view: String, spec: ViewSpec) -> (from: WhatIfValue, to: WhatIfValue) {
        let original = WhatIf.fileValue(property, of: spec)
        let current = changes[view]?[property] ?? original
        let next = WhatIf.next(property, current: current, original: original)
        var properties = changes[view] ?? [:]
        properties[property] = next == original ? nil : next
        changes[view] = properties.isEmpty ? nil : properties
        return (current, next)
    }
}

/// Step-through: which step of the last touch's dispatch is shown.
///
/// Owns the index of the step shown (nil: the whole story, not stepping). Flowing in: moves by a
/// number of steps, a step to show, the number of steps there are; flowing out: the index.
struct StepThroughState {
    /// The step shown (nil: the whole story, not stepping).
    var index: Int?

    /// Moves by `delta` steps of `count`; the first move starts stepping (forwards at the first
    /// step, backwards at the last).
    mutating func step(by delta: Int, count: Int) {
        if let i = index {
            index = min(count - 1, max(0, i + delta))
        } else {
            index = delta > 0 ? 0 : count - 1
        }
    }

    /// Shows step `index` of `count` (clamped; none when there are no steps).
    mutating func show(_ index: Int, count: Int) {
        self.index = count == 0 ? nil : min(count - 1, max(0, index))
    }
}
