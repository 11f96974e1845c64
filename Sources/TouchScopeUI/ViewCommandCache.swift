import TouchScopeCore

/// Each view's own drawing commands from the last frame, reused while nothing they are made
/// from has changed (the incremental part of the display list).
///
/// ``PlaygroundRenderer/drawViews(_:)`` makes, for every drawn view, its fill, outline and id
/// label from a handful of inputs: the view's quadrilateral and clip as the frame's walk found
/// them, its opacity, colour, alpha, text, kind and whether it clips, and a few things of the
/// frame (the unit, the scale, the canvas, whether views are muted). ``Key`` holds all of them:
/// when a view's key equals the one its commands were made from, those commands are exactly what
/// making them again would give (the same pure code on the same inputs), so they are copied
/// instead. No change stream is needed: the key is read from the tree every frame, so any change
/// to any input, whatever made it (a tap, a what-if change, an animation, a scroll), is seen.
///
/// Views whose commands read more than ``Key`` holds are never cached: controls (their faces
/// and captions read their values and states), buttons (their label keeps off the views in front
/// of them), windows, the hit view (its marks), views with subviews (their label keeps off their
/// subviews' labels: ``PlaygroundRenderer/isLabelSelfContained(_:quad:)``), and every view while
/// dead zones are drawn on the views.
///
/// A view's id label is drawn apart from its other commands, when its subtree is done (over its
/// subviews, under every view in front): it is kept in the same entry, as a run of its own.
///
/// Each cached run of commands carries a token (``CommandRuns``) that names exactly those
/// commands: a later frame that reuses them carries the same token, so the damage analysis can
/// reuse what it computed for them (their hashes and boxes) instead of hashing them again.
final class ViewCommandCache {
    /// Everything a view's own commands are made from (see the type's summary).
    struct Key: Equatable {
        var quad: [Point]
        var clip: Rect?
        var opacity: Double
        var alpha: Double
        var background: Color
        /// A table cell's highlight and selection (they tint its fill).
        var cellState: UInt8
        var text: String
        var kind: ViewKind
        var clipsToBounds: Bool
        var frame: FrameKey
    }

    /// What of the frame a view's commands depend on.
    struct FrameKey: Equatable {
        var u: Double
        var scale: Double
        var canvas: Rect
        var muted: Bool
    }

    /// Off: every frame makes every command anew (tests compare the two).
    var isEnabled = true
    /// The views' own commands.
    private var views = KeptCommands<Key>()
    /// Verdict outlines by view (``PlaygroundRenderer/verdictOutline(of:quad:color:style:region:front:)``).
    var outlines = KeptCommands<OutlineKey>()
    /// Tokens start at a random 64-bit value so that two caches (two playgrounds drawn by one
    /// renderer) do not hand out the same token for different commands.
    private var nextToken = UInt64.random(in: 1...(UInt64.max / 2))
    private(set) var frame: UInt64 = 0
    /// Views whose commands were reused / made in the last frame (for tests and benchmarks).
    var hits: Int { views.hits }
    var misses: Int { views.misses }
    /// Verdict outlines reused / made in the last frame.
    /// (Settable: a test that draws a frame without the cache puts back the counts of the frame with it.)
    var outlineHits: Int { get { outlines.hits } set { outlines.hits = newValue } }
    var outlineMisses: Int { get { outlines.misses } set { outlines.misses = newValue } }
    /// A verdict outline not drawn for this many frames is dropped: taps that alternate between
    /// two places visit different views, and each keeps its outline for the next tap there.
    static let outlineFrames: UInt64 = 8

    /// Starts a frame: entries not used since the previous one are dropped at its end.
    func beginFrame() {
        frame &+= 1
        views.resetCounts()
        outlines.resetCounts()
        obstacles.resetCounts()
        containerLabels.resetCounts()
    }

    /// Drops the entries of views not drawn this frame (views removed, scrolled out, a scene
    /// switched), so the cache holds at most one entry per drawn view; verdict outlines not
    /// drawn for ``outlineFrames`` frames.
    func endFrame() {
        views.drop(unusedFor: 1, at: frame)
        outlines.drop(unusedFor: Self.outlineFrames, at: frame)
        obstacles.drop(unusedSince: frame)
        containerLabels.drop(unusedSince: frame)
    }

    /// What a container's id label is placed from (``PlaygroundRenderer/viewLabelLayout(of:quad:)``
    /// looks at its subviews' labels, the views in front of it and the views around it): every
    /// window's ``View/hitTestVersion`` (geometry, visibility, the tree), which views clip, its
    /// corners, the frame's scale and canvas, and the measurer.
    struct ContainerLabelKey: Equatable {
        /// The windows' ``View/hitTestVersion``s and ``View/drawingVersion``s (clips, texts, fills).
        var versions: [UInt64]
        var drawing: [UInt64]
        var quad: [Point]
        var frame: FrameKey
        var measurer: ObjectIdentifier
    }

    /// The label layouts of the containers drawn (by view), kept while their key holds: placing a
    /// container's label asks the whole scene, every frame (the frame after a tap on the
    /// 1,000-view screen spent a third of its display list on it).
    private var containerLabels = KeptByView<ContainerLabelKey, ViewLabelLayout?>()
    /// Container labels reused / made in the last frame (for tests).
    var containerLabelHits: Int { containerLabels.hits }
    var containerLabelMisses: Int { containerLabels.misses }

    /// `view`'s container label layout kept from an equal `key`, else `make()`, kept.
    func containerLabel(of view: View, key: ContainerLabelKey, make: () -> ViewLabelLayout?) -> ViewLabelLayout? {
        // Made outside the store's access: making one asks for its subviews' (nested containers).
        if let kept = containerLabels.reuse(for: view, key: key, frame: frame) { return kept }
        let made = make()
        containerLabels.store(made, for: view, key: key, frame: frame)
        return made
    }

    /// The label obstacles of each tree drawn (by its root), with the key they were made from.
    private var obstacles = KeptByView<LabelObstacles.Key, LabelObstacles>()
    /// Label obstacles reused / made in the last frame (for tests).
    var obstacleHits: Int { obstacles.hits }
    var obstacleMisses: Int { obstacles.misses }

    /// The label obstacles kept for the tree under `root`, if any (for tests).
    func keptObstacles(root: View) -> LabelObstacles? { obstacles.kept(for: root) }

    /// The label obstacles of the tree under `root` (``PlaygroundRenderer/labelObstacles(root:line:)``):
    /// the ones kept for it when they were made from an equal `key`, else `make()`, kept.
    func labelObstacles(root: View, key: LabelObstacles.Key, make: () -> LabelObstacles) -> LabelObstacles {
        if let kept = obstacles.reuse(for: root, key: key, frame: frame) { return kept }
        let made = make()
        obstacles.store(made, for: root, key: key, frame: frame)
        return made
    }

    /// A token no run has had.
    func newToken() -> UInt64 {
        nextToken &+= 1
        return nextToken
    }

    /// Whether `view`'s own commands can be cached at all (see the type's summary).
    static func isCacheable(_ view: View, hitView: HitViews, deadZones: Bool) -> Bool {
        !deadZones && !hitView.contains(view.id) && !(view is Control) && !(view is Window) && view.kind != .button
    }

    /// A view's kept commands: those drawn on entering it, and its id label, drawn when its
    /// subtree is done (``PlaygroundRenderer/ownCommands(_:quad:alpha:hitView:muted:deadZones:into:label:)``),
    /// each run with a token of its own (they lie apart in the list).
    struct Kept {
        var commands: [DrawCommand]
        var token: UInt64
        var label: [DrawCommand]
        var labelToken: UInt64
    }

    /// The commands made for `view` from `key`, and their tokens, if its entry was made from an
    /// equal key.
    func commands(for view: View, key: Key) -> Kept? {
        views.lookup(view, key: key, frame: frame).map { Kept(commands: $0.commands, token: $0.token, label: $0.after, labelToken: $0.afterToken) }
    }

    /// Keeps `commands` and `label`, made for `view` from `key`; returns them with their new tokens.
    func store(_ commands: [DrawCommand], label: [DrawCommand], for view: View, key: Key) -> Kept {
        let kept = Kept(commands: commands, token: newToken(), label: label, labelToken: newToken())
        views.store(commands, after: label, for: view, key: key, token: kept.token, afterToken: kept.labelToken, frame: frame)
        return kept
    }

    /// What ``PlaygroundRenderer/paintedBoxes(_:)`` reads of one view entered in the walk.
    struct PaintedStep: Equatable {
        let view: ObjectIdentifier
        let id: String
        let quad: [Point]
        let clip: Rect?
        let opacity: Double
        let backgroundAlpha: UInt8
        /// How deep in the walk it was entered (the same views entered in the same order may nest
        /// differently, and the subtrees' ends are kept too).
        let depth: Int
    }

    /// The views in front as the last frame found them, and the walk and frame they came from.
    private var painted: (steps: [PaintedStep], frame: FrameKey, boxes: PaintedBoxes)?

    /// The views in front (``PaintedBoxes``) for `walk` in a frame of `frameKey`: the last
    /// frame's when every view entered, in the same order, has the same quadrilateral, clip,
    /// opacity and colour's alpha (all that `make` reads: a tap changes none of them), else
    /// `make(walk)`, kept for the next frame.
    func paintedBoxes(_ walk: [FrameMemo.Step], frame frameKey: FrameKey,
                      make: ([FrameMemo.Step]) -> PaintedBoxes) -> PaintedBoxes {
        var steps: [PaintedStep] = []
        steps.reserveCapacity(walk.count / 2)
        var depth = 0
        for step in walk {
            guard step.enter else { depth -= 1; continue }
            let drawn = step.drawn
            steps.append(PaintedStep(view: ObjectIdentifier(drawn.view), id: drawn.view.id, quad: drawn.quad, clip: drawn.clip,
                                     opacity: drawn.opacity, backgroundAlpha: drawn.view.backgroundColor.alpha, depth: depth))
            depth += 1
        }
        if let painted, painted.frame == frameKey, painted.steps == steps { return painted.boxes }
        let boxes = make(walk)
        painted = (steps, frameKey, boxes)
        return boxes
    }

    /// The key of `drawn` (its pixel quadrilateral `quad`) in a frame of `frameKey`.
    static func key(_ drawn: DrawnView, quad: [Point], frame frameKey: FrameKey) -> Key {
        let view = drawn.view
        var cellState: UInt8 = 0
        if let cell = view as? SelectableCell { cellState = (cell.isHighlighted ? 1 : 0) | (cell.isSelected ? 2 : 0) }
        return Key(quad: quad, clip: drawn.clip, opacity: drawn.opacity, alpha: view.presentation?.alpha ?? view.alpha,
                   background: view.backgroundColor, cellState: cellState, text: view.text, kind: view.kind,
                   clipsToBounds: view.clipsToBounds, frame: frameKey)
    }
}

/// Runs of a display list's commands that are known to be the same as a run of an earlier
/// list's: each run's token names one exact sequence of commands (``ViewCommandCache``), so two
/// lists that carry a run with the same token have the same commands in it.
///
/// A hint for the renderer's damage analysis, not content: two display lists are equal (and hash
/// alike) whatever their runs.
public struct CommandRuns: Sendable, Hashable {
    /// `count` commands from `start`, named by `token`.
    public struct Run: Sendable, Hashable {
        public let start: Int
        public let count: Int
        public let token: UInt64
    }

    /// The runs, in the order of their commands (they do not overlap).
    public internal(set) var runs: [Run] = []

    public init() {}

    public static func == (_: CommandRuns, _: CommandRuns) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

/// Commands kept per view across frames, each with the key it was made from and its runs' tokens
/// (``ViewCommandCache`` keeps one store for the views' own commands, one for verdict outlines).
struct KeptCommands<Key: Equatable> {
    /// A class, so a hit marks its entry used without writing the dictionary.
    final class Entry {
        let key: Key
        let commands: [DrawCommand]
        let token: UInt64
        /// Commands drawn later in the list, apart from `commands` (a view's id label, after its
        /// subtree), under a token of their own.
        let after: [DrawCommand]
        let afterToken: UInt64
        var frame: UInt64

        init(key: Key, commands: [DrawCommand], token: UInt64, after: [DrawCommand], afterToken: UInt64, frame: UInt64) {
            self.key = key; self.commands = commands; self.token = token; self.after = after; self.afterToken = afterToken
            self.frame = frame
        }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Entries reused / made since ``resetCounts()``.
    var hits = 0
    var misses = 0

    /// The commands kept for `view` and their token, if they were made from a key equal to
    /// `key`; marks them used in `frame`.
    mutating func lookup(_ view: View, key: Key, frame: UInt64) -> Entry? {
        guard let entry = entries[ObjectIdentifier(view)], entry.key == key else { return nil }
        entry.frame = frame
        hits += 1
        return entry
    }

    /// Keeps `commands` (and `after`), made for `view` from `key`, under `token` (and `afterToken`).
    mutating func store(_ commands: [DrawCommand], after: [DrawCommand] = [], for view: View, key: Key, token: UInt64,
                        afterToken: UInt64 = 0, frame: UInt64) {
        entries[ObjectIdentifier(view)] = Entry(key: key, commands: commands, token: token, after: after, afterToken: afterToken, frame: frame)
        misses += 1
    }

    mutating func resetCounts() {
        hits = 0
        misses = 0
    }

    /// Drops the entries not used in the last `frames` frames up to `frame` (1: not used in it).
    mutating func drop(unusedFor frames: UInt64, at frame: UInt64) {
        if entries.count > hits + misses { entries = entries.filter { frame &- $0.value.frame < frames } }
    }
}

/// Values kept per view across frames (a tree's label obstacles by its root, a container's label
/// layout), each with the key it was made from and the frame it was last used in. The view is
/// held, so its identity names it while kept.
struct KeptByView<Key: Equatable, Value> {
    private var entries: [ObjectIdentifier: (view: View, key: Key, value: Value, frame: UInt64)] = [:]
    /// Values reused / made since the counts were reset.
    private(set) var hits = 0
    private(set) var misses = 0

    mutating func resetCounts() { hits = 0; misses = 0 }

    /// The value kept for `view` when it was made from an equal `key` (marked used in `frame`),
    /// else nil: the caller makes it and ``store(_:for:key:frame:)``s it (outside this store's
    /// access, as making one may ask for another).
    mutating func reuse(for view: View, key: Key, frame: UInt64) -> Value? {
        let id = ObjectIdentifier(view)
        guard let kept = entries[id], kept.view === view, kept.key == key else { return nil }
        entries[id]?.frame = frame
        hits += 1
        return kept.value
    }

    /// Keeps `value`, made for `view` from `key`.
    mutating func store(_ value: Value, for view: View, key: Key, frame: UInt64) {
        entries[ObjectIdentifier(view)] = (view, key, value, frame)
        misses += 1
    }

    /// The value kept for `view`, if any.
    func kept(for view: View) -> Value? {
        entries[ObjectIdentifier(view)].flatMap { $0.view === view ? $0.value : nil }
    }

    /// Drops the values not used in `frame`.
    mutating func drop(unusedSince frame: UInt64) {
        if entries.contains(where: { $0.value.frame != frame }) { entries = entries.filter { $0.value.frame == frame } }
    }
}
