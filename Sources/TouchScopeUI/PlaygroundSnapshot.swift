import TouchScopeCore
import TouchScopeScenes

/// Everything one frame draws, taken from the playground's parts before drawing starts.
///
/// An immutable value: the interface state (mode, language, notice, help, errors), the scene
/// (its live views are only read: the canvas and the hit map still read views; the panel's tree
/// is values), the story shown (at the current step when stepping), the step-through steps, the
/// what-if changes, the hit map and dead zones when their overlays are shown, and the panel's
/// view tree laid out (``PanelTree``). Flowing in: the playground's parts
/// and a layout and text measurer; flowing out: what ``PlaygroundRenderer`` draws, and the tree
/// rows the playground keeps for panel clicks. Nothing is computed while drawing that the
/// playground needs afterwards.
struct PlaygroundSnapshot {
    let layout: PlaygroundLayout
    let language: Language
    let mode: PlaygroundMode
    /// The last command's notice, its ways of saying it longest first (nil: none).
    let notice: [String]?
    let errors: SceneDiagnostics?
    let isHelpVisible: Bool
    let scene: BuiltScene?
    let sceneIndex: Int
    let sceneCount: Int
    let sceneTitleAndSummary: (title: String, summary: String)?
    let overlays: Set<Overlay>
    let selection: String?
    /// The story the overlays show (at the current step when stepping through).
    let story: TouchStory
    let storyRecords: [TraceRecord]
    let stepIndex: Int?
    let dispatchSteps: [DispatchStep]
    let whatIfChanges: [String: [WhatIfProperty: WhatIfValue]]
    let whatIfOutcome: WhatIfOutcome?
    /// The hit map (when its overlay is shown).
    let hitMap: HitMap?
    /// The dead zones (when their overlay is shown).
    let deadZones: DeadZoneMap?
    /// The dead zones shown (those that matter, or all of them), and how many were left out.
    let shownDeadZones: [DeadZone]
    let hiddenDeadZones: Int
    let showAllDeadZones: Bool
    /// The panel's view tree, laid out.
    let tree: PanelTree
    /// The inspector's lines for the selected view (empty: nothing selected).
    let inspector: [Inspector.Line]
    /// The playing script's caption, in the interface's language (nil: none).
    var caption: String? = nil
    /// Where the touches the caption explains go (canvas points): it keeps off them.
    var captionPoints: [Point] = []
    /// The playing script's status line (nil: no script playing).
    var playbackLine: [String]? = nil
    /// The panel's scroll offsets, tree filter and collapsed nodes, and expanded moves.
    var panel = PanelState()
    /// The before / after view's before side and differences (nil: the view is off).
    var comparison: ComparisonSnapshot? = nil
    /// What the panel says of the scene's objects, read when the snapshot is taken: the panel
    /// draws from values (only the canvas reads the live scene).
    var facts = PanelFacts()

    struct PanelFacts {
        /// The responders of the last touch's chains whose touch was cancelled and that are
        /// controls (their cancelled tag says so).
        var cancelledControls: Set<String> = []
        /// Each recognizer of the last touch's kind ("pan", "tap").
        var gestureKinds: [String: String] = [:]
        /// Each what-if changed property's value as the scene file has it.
        var fileValues: [String: [WhatIfProperty: String]] = [:]
    }
}

/// The view tree of the side panel, laid out in window pixels: where its section starts, each
/// row shown (view, depth, rectangle), the "… n more" line when the tree does not fit, and where
/// the section ends. Computed before drawing, from the same text measurements the panel's title
/// and summary are drawn with, so clicks and drawing agree.
struct PanelTree {
    /// One row: what the panel shows of its view, read from the view when the tree is laid out
    /// (a value: drawing it reads no view).
    struct Row {
        /// The view's id.
        var id: String
        var depth: Int
        var rect: Rect
        /// Its id and kind as the row reads ("saveButton  button"; the id alone where it is the
        /// kind's own name, as "window").
        var label: String
        var color: Color
        /// Whether it has subviews (its row has a disclosure triangle), and how many views are
        /// under it (said after a collapsed row).
        var hasSubviews: Bool
        var descendants: Int
        /// Whether it is the first responder (the row ends in "⌨").
        var isFirstResponder: Bool
        /// Whether it is hidden or ignores touches (its row is dim).
        var ignoresTouches: Bool
        /// Whether the view's subtree is collapsed.
        var isCollapsed = false
        /// Whether the view matches the find filter (an ancestor shown for context does not).
        var matches = true

        init(_ view: View, depth: Int, rect: Rect, firstResponder: Responder?, isCollapsed: Bool = false, matches: Bool = true) {
            id = view.id
            self.depth = depth
            self.rect = rect
            label = view.id
            // The kind after the id, unless the id is the kind's own name ("window").
            if view.kind != .view && view.id != view.kind.rawValue { label += "  " + view.kind.rawValue }
            color = view.backgroundColor
            hasSubviews = !view.subviews.isEmpty
            descendants = isCollapsed ? Self.descendantCount(view) : 0
            isFirstResponder = firstResponder === view
            ignoresTouches = view.isHidden || !view.isUserInteractionEnabled
            self.isCollapsed = isCollapsed
            self.matches = matches
        }

        /// How many views are under `view`.
        static func descendantCount(_ view: View) -> Int { view.subviews.reduce(0) { $0 + 1 + descendantCount($1) } }
    }

    /// The y of the section title.
    var top: Double
    var rows: [Row] = []
    /// How many views the "… n more" line stands for, and its y.
    var more: (count: Int, y: Double)?
    /// How many views the "… n above" line at the top stands for (the tree scrolled to reveal
    /// the selected and the hit view), and its y.
    var above: (count: Int, y: Double)?
    /// The y after the last row.
    var bottom: Double
    /// The find filter's line (how many views match, and its y), when there is a filter.
    var filterLine: (matches: Int, y: Double)?
    /// The y of the first row (or of the "… n above" line).
    var rowsTop = 0.0
    /// The entries the tree has (after collapsing and filtering), the first one shown, and the
    /// last entry it can start at.
    var total = 0
    var start = 0
    var maxStart = 0

    static var empty: PanelTree { PanelTree(top: 0, bottom: 0) }

    /// The tree of `scene` in a panel whose heading is `title` and `summary`, revealing the
    /// views of `reveal` (all of them when they fit together, else the first).
    static func layout(_ scene: BuiltScene, title: String, summary: String, layout: PlaygroundLayout, measurer: TextMeasurer,
                       reveal: [String] = [], state: PanelState = PanelState(), kept: PanelTreeEntries? = nil) -> PanelTree {
        let u = layout.uiScale
        let panel = layout.panel
        let w = panel.width - 2 * 14 * u
        func height(_ s: String, size: Double, maxLines: Int) -> Double {
            let lines = TextLayout.wrap(s, size: size, maxWidth: w, measurer: measurer)
            return Double(min(lines.count, maxLines)) * PlaygroundRenderer.lineHeight(size)
        }
        var y = 12 * u
        y += height(title, size: 17 * u, maxLines: 3)
        y += 4 * u
        let summaryWindow = PlaygroundRenderer.summaryWindow(summary, width: w, u: u, panelHeight: panel.height, measurer: measurer,
                                                             offset: state.offsets[.summary] ?? 0)
        y += PlaygroundRenderer.summaryHeight(summaryWindow.shownLines, u: u)
        y += 8 * u
        var tree = PanelTree(top: y, bottom: y)
        y += 22 * u
        let rowH = 19 * u
        let treeBudget = max(rowH * 3, (panel.maxY - y) * 0.42)
        var fit = max(3, Int(treeBudget / rowH))
        let filtering = !state.filter.isEmpty || state.isTyping
        let entries = Self.entries(scene, collapsed: filtering ? [] : state.collapsed, filter: state.filter,
                                   all: kept?.entries(scene) ?? Self.entries(scene))
        if filtering {
            tree.filterLine = (entries.filter(\.matches).count, y)
            y += rowH
            fit = max(3, fit - 1)
        }
        tree.rowsTop = y
        tree.total = entries.count
        // The rows shown: all when they fit; else a window with "… n above" and "… n more"
        // lines, where the user scrolled it, or (until then) where it reveals the views asked
        // for (the selected and the hit view).
        var range = entries.indices
        if entries.count > fit {
            let maxStart = entries.count - (fit - 1)
            tree.maxStart = maxStart
            var start = 0
            if state.treeFollows {
                // All of them when they fit together; else the first asked for, in the middle.
                let k = fit - 2
                let focus = entries.indices.filter { reveal.contains(entries[$0].view.id) }
                if let hi = focus.max(), hi >= fit - 1, let lo = focus.min() {
                    if hi - lo < k {
                        start = max(1, min(lo, hi - k + 1))
                    } else if let first = reveal.first, let p = entries.firstIndex(where: { $0.view.id == first }) {
                        start = max(1, p - k / 2)
                    }
                }
            } else {
                start = state.offsets[.tree] ?? 0
            }
            start = min(max(0, start), maxStart)
            if start == 0 {
                range = 0..<(fit - 1)
            } else if start >= maxStart {
                range = maxStart..<entries.count
            } else {
                range = start..<min(entries.count, start + fit - 2)
            }
            tree.start = range.lowerBound
        }
        if range.lowerBound > 0 {
            tree.above = (range.lowerBound, y)
            y += rowH
        }
        for entry in entries[range] {
            tree.rows.append(Row(entry.view, depth: entry.depth, rect: Rect(x: panel.minX, y: y, width: panel.width, height: rowH),
                                 firstResponder: scene.application.firstResponder,
                                 isCollapsed: !filtering && state.collapsed.contains(entry.view.id) && !entry.view.subviews.isEmpty,
                                 matches: entry.matches))
            y += rowH
        }
        if range.upperBound < entries.count {
            tree.more = (entries.count - range.upperBound, y)
            y += rowH
        }
        tree.bottom = y
        return tree
    }

    /// The views of `scene` the tree lists, depth first, with their depths: the subviews of
    /// `collapsed` views left out; with a `filter`, only views whose id contains it
    /// (ignoring case) and their ancestors (which do not match, shown for context).
    /// `all` is ``entries(_:)`` of `scene` (kept across frames by the playground: ``PanelTreeEntries``).
    static func entries(_ scene: BuiltScene, collapsed: Set<String>, filter: String,
                        all: [(view: View, depth: Int)]? = nil) -> [(view: View, depth: Int, matches: Bool)] {
        let all = all ?? entries(scene)
        guard filter.isEmpty else {
            let needle = filter.lowercased()
            var keep = Set<ObjectIdentifier>()
            var matched = Set<ObjectIdentifier>()
            for (view, _) in all where view.id.lowercased().contains(needle) {
                matched.insert(ObjectIdentifier(view))
                var v: View? = view
                while let s = v, keep.insert(ObjectIdentifier(s)).inserted { v = s.superview }
            }
            return all.filter { keep.contains(ObjectIdentifier($0.view)) }
                .map { ($0.view, $0.depth, matched.contains(ObjectIdentifier($0.view))) }
        }
        var out: [(View, Int, Bool)] = []
        var skipBelow: Int?
        for (view, depth) in all {
            if let d = skipBelow { if depth > d { continue } else { skipBelow = nil } }
            out.append((view, depth, true))
            if collapsed.contains(view.id) { skipBelow = depth }
        }
        return out
    }

    /// Every view of `scene`, depth first, with its depth.
    static func entries(_ scene: BuiltScene) -> [(view: View, depth: Int)] {
        var out: [(View, Int)] = []
        func walk(_ v: View, _ d: Int) {
            out.append((v, d))
            for s in v.subviews { walk(s, d + 1) }
        }
        for w in scene.windows { walk(w, 0) }
        return out
    }
}

/// ``PanelTree/entries(_:)`` of the scene last asked, kept while its windows' trees keep their
/// members: a walk of every view each frame was about 0.45 ms of a 10,000-view frame after a
/// tap, which changes no view. The walk reads only the scene's windows and each view's subviews;
/// adding, inserting or removing a subview anywhere under a window (a move among siblings is a
/// remove and an insert) moves that window's ``View/membershipVersion``, and nothing else does:
/// a view animating or scrolling keeps the walk. The entries hold their views, so a window's
/// identity names the same window while it is kept.
final class PanelTreeEntries {
    private var kept: (windows: [Window], versions: [UInt64], entries: [(view: View, depth: Int)])?
    /// Walks reused / made since the playground was made (for tests).
    private(set) var hits = 0
    private(set) var misses = 0

    func entries(_ scene: BuiltScene) -> [(view: View, depth: Int)] {
        let versions = scene.windows.map(\.membershipVersion)
        if let kept, kept.versions == versions, kept.windows.count == scene.windows.count,
           zip(kept.windows, scene.windows).allSatisfy({ $0 === $1 }) {
            hits += 1
            return kept.entries
        }
        let made = PanelTree.entries(scene)
        kept = (scene.windows, versions, made)
        misses += 1
        return made
    }
}

extension Playground {
    /// The snapshot of everything a frame in `layout` draws.
    func snapshot(layout: PlaygroundLayout, measurer: TextMeasurer) -> PlaygroundSnapshot {
        // The steps are only needed (and only worth formatting) when stepping.
        let steps = stepThrough.index != nil ? dispatchSteps : []
        let story: TouchStory
        if let i = stepThrough.index {
            story = StepThrough.story(storyRecords, steps: steps, at: i)
        } else {
            story = self.story
        }
        let titleAndSummary = sceneTitleAndSummary
        var inspector: [Inspector.Line] = []
        if let scene, let view = selectedView {
            let answer = inspection(of: view)
            inspector = Inspector.lines(of: view, in: scene, reachable: answer?.share, why: answer?.why, language)
        }
        let zoneMap = overlays.contains(.deadZones) ? currentDeadZones() : nil
        let allZones = zoneMap?.zones ?? []
        let shownZones = scene.map { DeadZoneFilter.shown(allZones, in: $0, all: overlayState.showAllDeadZones) } ?? []
        var tree = PanelTree.empty
        if let scene {
            let count = sceneCount > 1 ? "  (\(sceneIndex + 1)/\(sceneCount))" : ""
            let (title, summary) = titleAndSummary ?? (scene.document.title, scene.document.summary)
            tree = PanelTree.layout(scene, title: title + count, summary: summary, layout: layout, measurer: measurer,
                                    reveal: panelState.revealOrder(selection: selection, hitView: story.hitView), state: panelState,
                                    kept: panelTreeEntries)
        }
        var snapshot = PlaygroundSnapshot(
            layout: layout, language: language, mode: mode, notice: noticeWordings, errors: errors, isHelpVisible: isHelpVisible,
            scene: scene, sceneIndex: sceneIndex, sceneCount: sceneCount, sceneTitleAndSummary: titleAndSummary,
            overlays: overlays, selection: selection,
            story: story, storyRecords: storyRecords, stepIndex: stepIndex, dispatchSteps: steps,
            whatIfChanges: whatIfChanges, whatIfOutcome: whatIfOutcome,
            hitMap: overlays.contains(.hitMap) ? currentHitMap() : nil,
            deadZones: zoneMap, shownDeadZones: shownZones, hiddenDeadZones: allZones.count - shownZones.count,
            showAllDeadZones: overlayState.showAllDeadZones,
            tree: tree, inspector: inspector,
            caption: caption, captionPoints: captionPoints, playbackLine: playbackStatus.map { Localization.playbackStatusWordings($0, speed: speed, language) },
            panel: panelState)
        snapshot.comparison = comparisonSnapshot(layout: layout, story: story)
        if let scene { snapshot.facts = panelFacts(scene, story: story) }
        return snapshot
    }

    /// ``PlaygroundSnapshot/PanelFacts`` of `story` in `scene`.
    func panelFacts(_ scene: BuiltScene, story: TouchStory) -> PlaygroundSnapshot.PanelFacts {
        var facts = PlaygroundSnapshot.PanelFacts()
        let cancelled = Set(story.cancelled.keys).union(story.fingerStories.flatMap(\.cancelled.keys))
        facts.cancelledControls = cancelled.filter { scene.views[$0] is Control }
        for t in story.gestures { facts.gestureKinds[t.id] = scene.gestures[t.id]?.kindName ?? "" }
        for (id, properties) in whatIfChanges {
            guard let spec = scene.specs[id] else { continue }
            for p in properties.keys { facts.fileValues[id, default: [:]][p] = WhatIf.fileValue(p, of: spec).description }
        }
        return facts
    }
}
