import TouchScopeCore
import TouchScopeScenes

/// The window's before / after view (`9`): the scene as loaded beside the scene with the what-if
/// changes, the last touch on both, the views whose part in it differs marked.
///
/// Owns whether the view is on and the "before" side last computed (a freshly built scene with
/// the last story's input sent again, no change applied), kept until the story, the changes or
/// the scene change. Flowing in: the playground's scene, story and changes; flowing out: a
/// ``ComparisonSnapshot`` for the frame. The "after" side is the live scene: clicks on it are
/// touches as usual, and the before side follows each one.
struct ComparisonState {
    var isOn = false
    private var cache: (key: Key, side: ComparisonSnapshot.Side)?

    private struct Key: Equatable {
        var scene: ObjectIdentifier
        var story: Int
        var records: Int
        var changes: [String: [WhatIfProperty: WhatIfValue]]
    }

    /// The before side for the playground's current story (the scene as its file builds it,
    /// given the story's input).
    mutating func before(scene: BuiltScene, storyNumber: Int, records: [TraceRecord],
                         changes: [String: [WhatIfProperty: WhatIfValue]]) -> ComparisonSnapshot.Side {
        let key = Key(scene: ObjectIdentifier(scene), story: storyNumber, records: records.count, changes: changes)
        if let cache, cache.key == key { return cache.side }
        let built = SceneBuilder.build(scene.document)
        let recorder = TraceRecorder(limit: TouchSession.recorderLimit)
        built.application.trace = recorder
        for sample in WhatIf.inputs(of: records) { built.application.send(sample) }
        let side = ComparisonSnapshot.Side(scene: built, story: TouchStory.build(from: recorder.records))
        cache = (key, side)
        return side
    }
}

/// What a frame of the before / after view draws besides the live canvas.
struct ComparisonSnapshot {
    /// One side: a scene and the story it made.
    struct Side {
        var scene: BuiltScene
        var story: TouchStory
    }

    var before: Side
    var columns: ComparisonLayout
    /// The views whose part in the touch differs (marked on both sides).
    var marked: Set<String>
    /// The differences in the interface's language (or, when ``isSame``, the one line saying
    /// there are none).
    var lines: [String]
    /// The touch went the same way on both sides: no "Differences" heading and no `≠`.
    var isSame = false
    var hasChanges: Bool
}

extension PlaygroundLayout {
    /// Where the two canvases of the before / after view go: the canvas area, under a row for
    /// the sides' headers and over room for the legend and a few lines of differences (zoom and
    /// pan do not apply).
    func comparisonColumns(canvasSize: Size) -> ComparisonLayout {
        let u = uiScale
        let margin = 16 * u
        let top = 34 * u + 24 * u
        let words = 4 * PlaygroundRenderer.lineHeight(13 * u)
        let area = Rect(x: margin, y: top, width: max(1, panel.minX - 2 * margin), height: max(1, height - top - margin - 56 * u - words))
        return ComparisonLayout(area: area, canvasSize: canvasSize, uiScale: u)
    }

    /// This layout with the live canvas moved to the after side of the before / after view.
    func forComparison(canvasSize: Size) -> PlaygroundLayout {
        var l = self
        let columns = comparisonColumns(canvasSize: canvasSize)
        l.canvas = columns.after
        l.scale = columns.scale
        return l
    }
}

extension Playground {
    /// Whether the before / after view is on (`9`).
    public var isComparing: Bool { comparison.isOn }

    /// `9`: the before / after view on / off.
    public func toggleComparison() {
        comparison.isOn.toggle()
        noticeWordings = Localization.compareNotice(comparison.isOn, changes: !whatIfChanges.isEmpty, language)
        needsRedraw = true
    }

    /// The before / after view's part of a frame (nil: it is off, or there is no scene).
    func comparisonSnapshot(layout: PlaygroundLayout, story shown: TouchStory) -> ComparisonSnapshot? {
        guard comparison.isOn, let scene else { return nil }
        let before = comparison.before(scene: scene, storyNumber: session.storyNumber, records: storyRecords, changes: whatIfChanges)
        let result = SceneComparison.compare(before: [before.story], after: [story])
        let touch = result.touches.first
        var lines = touch.map { $0.differences.map { Localization.difference($0, language) } } ?? []
        let isSame = touch != nil && lines.isEmpty
        if isSame { lines = [Localization.compareNoDifference(language)] }
        return ComparisonSnapshot(before: before, columns: layout.comparisonColumns(canvasSize: scene.canvas),
                                  marked: touch?.markedViews ?? [], lines: lines, isSame: isSame, hasChanges: !whatIfChanges.isEmpty)
    }
}

extension PlaygroundRenderer {
    /// The two sides' headings ("as loaded · before", "with the changes · after"): over each
    /// canvas, centred on it (its column also holds the chain strip), each with the box its words
    /// take and the width they may take.
    func comparisonHeadings(_ c: ComparisonSnapshot) -> [(words: String, box: Rect, size: Double, room: Double)] {
        let size = 14 * u
        return [(c.columns.beforeColumn, c.columns.before, false), (c.columns.afterColumn, c.columns.after, true)].map { column, canvas, isAfter in
            let words = Localization.compareSide(after: isAfter, l) + " · " + Localization.whatIfSide(after: isAfter, l)
            let room = 2 * min(canvas.midX - column.minX, column.maxX - canvas.midX) - 8 * u
            let (w, h) = (min(room, measurer.measure(words, size: size).width), lineHeight(size))
            return (words, Rect(x: canvas.midX - w / 2, y: column.minY - 12 * u - h / 2, width: w, height: h), size, room)
        }
    }

    /// The before / after view: the before side's canvas (a renderer of its own on its own
    /// snapshot), the headers over both, the difference marks on the live (after) side, and the
    /// differences in words under the legend where there is room.
    mutating func drawComparison(_ c: ComparisonSnapshot, legendEnd: Point) {
        let u = self.u
        var beforeLayout = layout
        beforeLayout.canvas = c.columns.before
        let s = snapshot
        let side = PlaygroundSnapshot(
            layout: beforeLayout, language: s.language, mode: s.mode, notice: nil, errors: nil, isHelpVisible: false,
            scene: c.before.scene, sceneIndex: s.sceneIndex, sceneCount: s.sceneCount, sceneTitleAndSummary: s.sceneTitleAndSummary,
            overlays: s.overlays.subtracting([.hitMap, .deadZones]), selection: nil,
            story: c.before.story, storyRecords: [], stepIndex: nil, dispatchSteps: [],
            whatIfChanges: [:], whatIfOutcome: nil, hitMap: nil, deadZones: nil, shownDeadZones: [], hiddenDeadZones: 0,
            showAllDeadZones: false, tree: .empty, inspector: [])
        var before = PlaygroundRenderer(snapshot: side, measurer: measurer)
        before.list = DisplayList(width: list.width, height: list.height, background: Theme.background)
        before.chainStripLeft = c.columns.beforeColumn.minX
        before.drawCanvas()
        before.drawDifferenceMarks(c.marked, scene: c.before.scene)
        list.commands += before.list.commands
        list.marks += before.list.marks
        if let scene = snapshot.scene { drawDifferenceMarks(c.marked, scene: scene) }

        for heading in comparisonHeadings(c) {
            text(heading.words, heading.box.center, size: heading.size, Theme.heading, anchor: .center, maxWidth: heading.room)
        }
        let x = (c.columns.beforeColumn.maxX + c.columns.afterColumn.minX) / 2
        list.append(.line(from: Point(x: x, y: c.columns.before.minY - 22 * u), to: Point(x: x, y: max(c.columns.before.maxY, c.columns.after.maxY)),
                          Theme.canvasBorder, width: max(1, u)))

        // The difference mark's legend entry after the others, then the differences in words
        // under the legend, as many as fit.
        let legendSize = 11 * u
        let entry = Localization.compareLegend(l)
        let entryW = measurer.measure(entry, size: legendSize).width + 26 * u
        var end = legendEnd
        if end.x + entryW > layout.legend.maxX - 8 * u { end = Point(x: 12 * u, y: end.y + lineHeight(legendSize) + 3 * u) }
        if layout.legend.height > 20 * u {
            differenceSwatch(Rect(x: end.x, y: end.y + 2 * u, width: 13 * u, height: 13 * u))
            text(entry, Point(x: end.x + 18 * u, y: end.y), size: legendSize, Theme.panelText)
        }
        var y = end.y + lineHeight(legendSize) + 8 * u
        let lineSize = 13 * u
        let lh = lineHeight(lineSize)
        let maxX = layout.panel.minX - 12 * u
        guard y + 2 * lh <= layout.height - 4 * u, !c.lines.isEmpty else { return }
        if c.isSame {
            _ = paragraph(c.lines[0], x: 12 * u, y: y, width: maxX - 12 * u, size: lineSize, Theme.panelText)
            return
        }
        text(Localization.compareHeading(l), Point(x: 12 * u, y: y), size: lineSize, Theme.difference, maxWidth: maxX - 12 * u)
        y += lh
        // Each difference whole, as many as fit; then how many more there are.
        let bottom = layout.height - 4 * u
        for (k, line) in c.lines.enumerated() {
            let lines = TextLayout.wrap("≠ " + line, size: lineSize, maxWidth: maxX - 12 * u, measurer: measurer)
            let left = c.lines.count - k
            let roomForMore = left > 1 ? lh : 0
            guard y + Double(lines.count) * lh + roomForMore <= bottom else {
                if y + lh <= bottom { text(Localization.more(left, l), Point(x: 12 * u, y: y), size: lineSize, Theme.panelDim) }
                break
            }
            for text in lines {
                self.text(text, Point(x: 12 * u, y: y), size: lineSize, Theme.panelText, maxWidth: maxX - 12 * u)
                y += lh
            }
        }
    }
}
