import TouchScopeCore
import TouchScopeScenes

/// A part of the side panel that scrolls on its own.
public enum PanelSection: String, CaseIterable, Sendable, Hashable {
    /// The scene's summary (when it is longer than its part of the panel).
    case summary
    /// The view tree.
    case tree
    /// The selected view's inspector, step-through, what-if, dead zones, the last touch and the
    /// gestures: everything between the tree and the event log.
    case details
    /// The event log.
    case log
}

/// The part of a scene's summary the panel shows: whole when it fits, else a window of its
/// lines from `offset` with a hint line saying how many lines are below (or above).
struct SummaryWindow {
    /// The lines shown ("" is a paragraph gap).
    var lines: [String]
    /// "▾ n more lines: scroll here…" or "▴ n lines above…", when the summary scrolls: its
    /// ways of saying it, longest first.
    var hint: [String]?
    /// The first line shown, and how far the summary can scroll (0: it fits).
    var offset: Int
    var limit: Int
    /// All of the summary's lines.
    var total: Int
    /// The lines shown, the hint (its longest wording) last: what its height is measured on.
    var shownLines: [String] { lines + (hint.map { [$0[0]] } ?? []) }
}

/// Where the last frame drew the panel's parts, in window pixels: what the playground needs to
/// turn a wheel turn or a click into a scroll, a fold expanded or a tree node collapsed. The
/// renderer computes it; the playground keeps the last one (as it keeps the tree rows).
struct PanelFrame {
    /// Each scrolling section's visible area.
    var regions: [PanelSection: Rect] = [:]
    /// How far each section can scroll (in its own steps: tree rows, detail lines, log lines).
    var limits: [PanelSection: Int] = [:]
    /// The first tree entry shown.
    var treeStart = 0
    /// The disclosure triangles of tree rows with subviews: the view, and where to click.
    var disclosures: [(id: String, rect: Rect)] = []
    /// Folded (or expanded) runs of moves in the event log: the first record of the run, and
    /// the rectangle of its line.
    var folds: [(records: Range<Int>, rect: Rect)] = []
    /// How many lines the help can scroll (0: it fits the window whole), and how many it shows.
    var helpLimit = 0
    var helpPage = 0
}

/// The panel's own interface state: how far each section is scrolled, which one the keys
/// scroll, the tree's collapsed nodes and its find filter, and which runs of moves in the event
/// log are expanded.
///
/// Flowing in: wheel turns and scroll keys (with the last frame's ``PanelFrame`` to know where
/// the sections are and how far they go), clicks on tree disclosures and folded log lines, typed
/// filter text, and each new frame's story and selection (a new touch reveals its hit view).
/// Flowing out: the offsets, the collapsed set and filter the tree is laid out with.
struct PanelState {
    /// Steps scrolled from each section's start; the event log counts lines up from its end
    /// (0: the newest line is shown).
    var offsets: [PanelSection: Int] = [:]
    /// Whether the tree scrolls itself to reveal the selected and the hit view (until the
    /// user scrolls it).
    var treeFollows = true
    /// The section scroll keys act on: the last one scrolled or clicked.
    var focus: PanelSection = .log
    /// Views whose subtrees the tree hides.
    var collapsed: Set<String> = []
    /// The tree's find filter (view ids containing it, case-insensitive), and whether keys are
    /// typing into it.
    var filter = ""
    var isTyping = false
    /// Runs of moves in the event log shown record by record, by their first record; or all.
    var expandedMoves: Set<Int> = []
    var allMovesExpanded = false
    /// The last frame's layout of the panel.
    var frame = PanelFrame()
    /// The hit view last revealed, and how many story records the last frame had (a shorter
    /// story is a new touch: its log starts at its end, folded).
    var revealedHitView: String?
    var revealedSelection: String?
    var recordCount = 0
    /// Whether the hit view changed after the selection did (it is then revealed first).
    var hitViewIsNewer = false
    /// The help's lines scrolled from its start, where the window is too small for it whole. (The
    /// help is not in the panel, but scrolls as the panel's sections do, within what the last
    /// frame measured.)
    var helpOffset = 0

    /// Scrolls the help by `lines` (positive: down), within ``PanelFrame/helpLimit`` (from where
    /// the last frame showed it: a larger window may have lowered the limit).
    mutating func scrollHelp(by lines: Int) {
        let limit = max(0, frame.helpLimit)
        helpOffset = min(max(0, min(helpOffset, limit) + lines), limit)
    }

    /// Scrolls `section` by `steps` (positive: towards its end), within what the last frame
    /// showed it can scroll.
    mutating func scroll(_ section: PanelSection, by steps: Int) {
        let limit = frame.limits[section] ?? 0
        var current = offsets[section] ?? 0
        if section == .tree && treeFollows { current = frame.treeStart }
        // The log counts from its end: scrolling towards the end lowers the offset.
        let next = section == .log ? current - steps : current + steps
        offsets[section] = min(max(0, next), max(0, limit))
        if section == .tree { treeFollows = false }
        focus = section
    }

    /// Scrolls `section` to its start or its end.
    mutating func scrollToEnd(_ section: PanelSection, start: Bool) {
        let limit = frame.limits[section] ?? 0
        switch section {
        case .log: offsets[.log] = start ? limit : 0
        case .tree, .details, .summary: offsets[section] = start ? 0 : limit
        }
        if section == .tree { treeFollows = false }
    }

    /// The section at a window pixel, if any.
    func section(at pixel: Point) -> PanelSection? {
        PanelSection.allCases.first { frame.regions[$0]?.contains(pixel) ?? false }
    }

    /// The views the tree reveals, the one that changed last first.
    func revealOrder(selection: String?, hitView: String?) -> [String] {
        (hitViewIsNewer ? [hitView, selection] : [selection, hitView]).compactMap { $0 }
    }

    /// Collapses or expands `id`'s subtree in the tree.
    mutating func toggleCollapsed(_ id: String) {
        if collapsed.contains(id) { collapsed.remove(id) } else { collapsed.insert(id) }
    }

    /// Expands every ancestor of `view`, so its row is in the tree, and lets the tree follow.
    mutating func reveal(_ view: View) {
        var v = view.superview
        while let s = v { collapsed.remove(s.id); v = s.superview }
        treeFollows = true
    }

    /// Whether the run of moves starting at record `first` is shown record by record.
    func isExpanded(_ first: Int) -> Bool { allMovesExpanded != expandedMoves.contains(first) }

    /// Expands or folds the run of moves starting at record `first`.
    mutating func toggleMoves(_ first: Int) {
        if expandedMoves.contains(first) { expandedMoves.remove(first) } else { expandedMoves.insert(first) }
    }

    /// A key while the find filter is being typed: characters go into the filter, Backspace
    /// takes one out, Enter ends typing (keeping the filter), Esc clears it. Returns whether
    /// the key was used.
    mutating func type(_ key: Key) -> Bool {
        guard isTyping else {
            // Esc clears a kept filter before it does anything else.
            if key == .escape && !filter.isEmpty { filter = ""; return true }
            return false
        }
        switch key {
        case let .character(c): filter.append(c)
        case .backspace: if !filter.isEmpty { filter.removeLast() }
        case .enter: isTyping = false
        case .escape: filter = ""; isTyping = false
        default: return false
        }
        offsets[.tree] = 0
        treeFollows = true
        return true
    }
}

extension Playground {
    /// How many steps a wheel notch or a scroll key moves a section.
    static let scrollStep = 3

    /// The wheel turned `lines` notches (positive: towards the end, down) with the pointer at a
    /// window pixel: the help scrolls while it is shown; else the panel section under the
    /// pointer scrolls; elsewhere nothing happens.
    public func scroll(at pixel: Point, lines: Double) {
        guard let layout else { return }
        let steps = Int((lines * Double(Self.scrollStep)).rounded())
        // Over the help (it covers the window), the wheel scrolls it where it does not fit.
        if isHelpVisible {
            if steps != 0, panelState.frame.helpLimit > 0 { panelState.scrollHelp(by: steps); needsRedraw = true }
            return
        }
        guard let section = router.routeWheel(at: pixel, layout: layout, section: panelState.section(at: pixel)) else { return }
        guard steps != 0 else { return }
        panelState.scroll(section, by: steps)
        needsRedraw = true
    }

    /// The panel's part of a key command (scrolling, folds, the tree's collapse and filter).
    func performPanel(_ command: KeyCommand) {
        switch command {
        case .scrollDown: panelState.scroll(panelState.focus, by: Self.scrollStep)
        case .scrollUp: panelState.scroll(panelState.focus, by: -Self.scrollStep)
        case .scrollToStart: panelState.scrollToEnd(panelState.focus, start: true)
        case .scrollToEnd: panelState.scrollToEnd(panelState.focus, start: false)
        case .toggleAllMoves:
            panelState.allMovesExpanded.toggle()
            panelState.expandedMoves = []
        case .findInTree:
            panelState.isTyping = true
            panelState.focus = .tree
        case .toggleCollapse:
            guard let id = selection, let view = selectedView else { notice = Localization.nothingSelected(language); return }
            if view.subviews.isEmpty { return }
            panelState.toggleCollapsed(id)
        default:
            break
        }
    }

    /// The tree's find filter as typed so far (empty: no filter), and whether keys type into it.
    public var treeFilter: (text: String, isTyping: Bool) { (panelState.filter, panelState.isTyping) }

    /// How far each panel section is scrolled (the event log: lines up from its end).
    public func panelOffset(_ section: PanelSection) -> Int { panelState.offsets[section] ?? 0 }

    /// A click in the panel: a tree disclosure collapses or expands, a folded run of moves
    /// expands or folds, a tree row selects; the section clicked takes the scroll keys.
    func clickPanelParts(at pixel: Point) -> Bool {
        if let section = panelState.section(at: pixel) { panelState.focus = section }
        if let d = panelState.frame.disclosures.first(where: { $0.rect.contains(pixel) }) {
            panelState.toggleCollapsed(d.id)
            needsRedraw = true
            return true
        }
        if let f = panelState.frame.folds.first(where: { $0.rect.contains(pixel) }) {
            // The log counts from its end: the clicked line stays where it is while the run's
            // records appear (or go) below it.
            let expanding = !panelState.isExpanded(f.records.lowerBound)
            panelState.toggleMoves(f.records.lowerBound)
            let offset = (panelState.offsets[.log] ?? 0) + (expanding ? f.records.count : -f.records.count)
            panelState.offsets[.log] = max(0, offset)
            panelState.focus = .log
            needsRedraw = true
            return true
        }
        return false
    }

    /// Before a frame is laid out: a new touch's log starts at its end, folded; a new hit view
    /// is revealed in the tree (its ancestors expanded).
    func preparePanel() {
        let count = storyRecords.count
        if count < panelState.recordCount {
            panelState.expandedMoves = []
            panelState.offsets[.log] = 0
            panelState.offsets[.details] = 0
        }
        panelState.recordCount = count
        if let hit = story.hitView, hit != panelState.revealedHitView, let view = scene?.views[hit] {
            panelState.reveal(view)
            panelState.hitViewIsNewer = true
        }
        panelState.revealedHitView = story.hitView
        if let id = selection, id != panelState.revealedSelection, let view = selectedView {
            panelState.reveal(view)
            panelState.hitViewIsNewer = false
        }
        panelState.revealedSelection = selection
    }
}
