import TouchScopeCore
import TouchScopeScenes

/// Everything one frame draws, taken from the playground's parts before drawing starts.
///
/// An immutable value: the interface state (mode, language, notice, help, errors), the scene
/// (its live views are only read), the story shown (at the current step when stepping), the
/// step-through steps, the what-if changes, the hit map and dead zones when their overlays are
/// shown, and the panel's view tree laid out (``PanelTree``). Flowing in: the playground's parts
/// and a layout and text measurer; flowing out: what ``PlaygroundRenderer`` draws, and the tree
/// rows the playground keeps for panel clicks. Nothing is computed while drawing that the
/// playground needs afterwards.
struct PlaygroundSnapshot {
    let layout: PlaygroundLayout
    let language: Language
    let mode: PlaygroundMode
    let notice: String?
    let errors: SceneDiagnostics?
    let isHelpVisible: Bool
    let scene: BuiltScene?
    let sceneIndex: Int
    let sceneCount: Int
    let sceneTitleAndSummary: (title: String, summary: String)?
    let overlays: Set<Overlay>
    let selection: String?
    let selectedView: View?
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
    /// The playing script's status line (nil: no script playing).
    var playbackLine: String? = nil
}

/// The view tree of the side panel, laid out in window pixels: where its section starts, each
/// row shown (view, depth, rectangle), the "… n more" line when the tree does not fit, and where
/// the section ends. Computed before drawing, from the same text measurements the panel's title
/// and summary are drawn with, so clicks and drawing agree.
struct PanelTree {
    struct Row {
        var view: View
        var depth: Int
        var rect: Rect
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

    static var empty: PanelTree { PanelTree(top: 0, bottom: 0) }

    /// The tree of `scene` in a panel whose heading is `title` and `summary`.
    static func layout(_ scene: BuiltScene, title: String, summary: String, layout: PlaygroundLayout, measurer: TextMeasurer,
                       reveal: [String] = []) -> PanelTree {
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
        y += height(TextLayout.reflow(summary), size: 12.5 * u, maxLines: 14)
        y += 8 * u
        var tree = PanelTree(top: y, bottom: y)
        y += 22 * u
        let rowH = 19 * u
        let treeBudget = max(rowH * 3, (panel.maxY - y) * 0.42)
        let entries = Self.entries(scene)
        let fit = max(3, Int(treeBudget / rowH))
        // The rows shown: all when they fit; else a window that reveals the views asked for
        // (the selected and the hit view), with "… n above" and "… n more" lines.
        var range = entries.indices
        if entries.count > fit {
            let focus = entries.indices.filter { reveal.contains(entries[$0].view.id) }
            if let last = focus.max(), last >= fit - 1, let first = focus.min() {
                let k = fit - 2
                let start = max(1, min(first, last - k + 1))
                range = start..<min(entries.count, start + k)
            } else {
                range = 0..<(fit - 1)
            }
        }
        if range.lowerBound > 0 {
            tree.above = (range.lowerBound, y)
            y += rowH
        }
        for entry in entries[range] {
            tree.rows.append(Row(view: entry.view, depth: entry.depth, rect: Rect(x: panel.minX, y: y, width: panel.width, height: rowH)))
            y += rowH
        }
        if range.upperBound < entries.count {
            tree.more = (entries.count - range.upperBound, y)
            y += rowH
        }
        tree.bottom = y
        return tree
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
            inspector = Inspector.lines(of: view, in: scene, reachable: reachableShare(of: view), why: whyNotEverywhere(view), language)
        }
        let zoneMap = overlays.contains(.deadZones) ? currentDeadZones() : nil
        let allZones = zoneMap?.zones ?? []
        let shownZones = scene.map { DeadZoneFilter.shown(allZones, in: $0, all: overlayState.showAllDeadZones) } ?? []
        var tree = PanelTree.empty
        if let scene {
            let count = sceneCount > 1 ? "  (\(sceneIndex + 1)/\(sceneCount))" : ""
            let (title, summary) = titleAndSummary ?? (scene.document.title, scene.document.summary)
            tree = PanelTree.layout(scene, title: title + count, summary: summary, layout: layout, measurer: measurer,
                                    reveal: [selection, story.hitView].compactMap { $0 })
        }
        return PlaygroundSnapshot(
            layout: layout, language: language, mode: mode, notice: notice, errors: errors, isHelpVisible: isHelpVisible,
            scene: scene, sceneIndex: sceneIndex, sceneCount: sceneCount, sceneTitleAndSummary: titleAndSummary,
            overlays: overlays, selection: selection, selectedView: selectedView,
            story: story, storyRecords: storyRecords, stepIndex: stepIndex, dispatchSteps: steps,
            whatIfChanges: whatIfChanges, whatIfOutcome: whatIfOutcome,
            hitMap: overlays.contains(.hitMap) ? currentHitMap() : nil,
            deadZones: zoneMap, shownDeadZones: shownZones, hiddenDeadZones: allZones.count - shownZones.count,
            showAllDeadZones: overlayState.showAllDeadZones,
            tree: tree, inspector: inspector,
            caption: caption, playbackLine: playbackStatus.map { Localization.playbackStatus($0, speed: speed, language) })
    }
}
