import TouchScopeCore
import TouchScopeScenes

extension Theme {
    /// A difference between the two sides of a comparison: a pure green no overlay colour is
    /// near (at least 140 from each, ``distance(_:_:)``) and no view colour reaches while the
    /// overlays are on (views are drawn muted). Its marks also have their own shape (corner
    /// brackets outside the view and a `≠` tag), so it does not ride on colour alone.
    public static let difference = Color(red: 0x00, green: 0xE0, blue: 0x00)
}

/// Where a comparison's two canvases go: side by side in `area`, each with room for its chain
/// strip at its left, at the same scale, top-aligned.
public struct ComparisonLayout: Sendable, Hashable {
    /// The "before" and "after" canvases in window pixels.
    public var before: Rect
    public var after: Rect
    /// Pixels per canvas point (both sides).
    public var scale: Double
    /// Each side's whole column (its chain strip and canvas), for headers and dividers.
    public var beforeColumn: Rect
    public var afterColumn: Rect

    public init(area: Rect, canvasSize: Size, uiScale u: Double) {
        let gap = 16 * u
        let halfW = max(1, (area.width - gap) / 2)
        let availH = max(1, area.height)
        func fit(_ width: Double) -> Double { max(0.01, min(max(1, width) / max(1, canvasSize.width), availH / max(1, canvasSize.height))) }
        // Room for the chain strip beside each canvas only where it costs the canvas at most a
        // quarter of its size (at 900 x 640 it would leave a canvas a quarter as wide).
        let full = PlaygroundLayout.chainStripWidth * u
        let strip = fit(halfW - full - 8 * u) >= 0.75 * fit(halfW - 8 * u) ? full : 0
        let availW = max(1, halfW - strip - 8 * u)
        scale = fit(availW)
        let w = canvasSize.width * scale, h = canvasSize.height * scale
        beforeColumn = Rect(x: area.minX, y: area.minY, width: halfW, height: area.height)
        afterColumn = Rect(x: area.minX + halfW + gap, y: area.minY, width: halfW, height: area.height)
        func canvas(in column: Rect) -> Rect {
            Rect(x: (column.minX + strip + (availW - w) / 2).rounded(), y: area.minY.rounded(), width: w, height: h)
        }
        before = canvas(in: beforeColumn)
        after = canvas(in: afterColumn)
    }
}

/// Draws a comparison: the two sides' canvases side by side with the same touch and every
/// overlay the window draws (verdicts, hit view, chain), the views that differ marked on both,
/// a header per side, the legend, and the differences in words underneath.
///
/// Pure: two playgrounds (each showing its side's scene after the same input) and the
/// ``SceneComparison`` flow in, a ``DisplayList`` flows out; `touchscope compare --out` renders it.
public enum ComparisonPicture {
    /// The picture of `comparison` at `width` x `height` pixels; `before` and `after` show the
    /// two sides (their language and overlays are used), `labels` head the columns.
    public static func displayList(before: Playground, after: Playground, labels: (before: String, after: String),
                                   comparison: SceneComparison, width: Int, height: Int, uiScale u: Double = 1,
                                   measurer: TextMeasurer) -> DisplayList {
        let l = after.language
        let w = Double(width), h = Double(height)
        var list = DisplayList(width: width, height: height, background: Theme.background)
        let canvasSize = after.scene?.canvas ?? before.scene?.canvas ?? Size(width: 390, height: 844)

        // The words underneath: as many lines as fit in a third of the picture.
        let size = 13 * u
        let lineH = PlaygroundRenderer.lineHeight(size)
        let textW = w - 24 * u
        var lines: [(String, Color)] = []
        for line in Localization.comparisonLines(comparison, l) {
            // A touch's heading in white; its differences under it, each after a ≠.
            let isDifference = line.hasPrefix("  ")
            let body = isDifference ? String(line.dropFirst(2)) : line
            let pieces = TextLayout.wrap(body, size: size, maxWidth: textW - (isDifference ? 24 * u : 0), measurer: measurer)
            for (j, piece) in pieces.enumerated() {
                let prefix = isDifference ? (j == 0 ? "  ≠ " : "      ") : ""
                lines.append((prefix + piece, isDifference || comparison.isSame ? Theme.panelText : Theme.heading))
            }
        }
        let maxLines = max(2, Int((h * 0.3 - 30 * u) / lineH))
        if lines.count > maxLines {
            let more = lines.count - maxLines + 1
            lines = Array(lines.prefix(maxLines - 1)) + [("… +\(more)", Theme.panelDim)]
        }
        let summaryH = 26 * u + Double(lines.count) * lineH + 10 * u
        let legendH = 2 * (PlaygroundRenderer.lineHeight(11 * u) + 3 * u) + 8 * u
        let top = 40 * u
        let area = Rect(x: 12 * u, y: top, width: w - 24 * u, height: max(1, h - top - summaryH - legendH - 12 * u))
        let columns = ComparisonLayout(area: area, canvasSize: canvasSize, uiScale: u)
        let canvasBottom = max(columns.before.maxY, columns.after.maxY)

        let marked = comparison.lastTouch?.markedViews ?? []
        for (playground, canvas, column, label, isAfter) in [
            (before, columns.before, columns.beforeColumn, labels.before, false),
            (after, columns.after, columns.afterColumn, labels.after, true),
        ] {
            // The header: which side, and its file.
            let side = Localization.compareSide(after: isAfter, l)
            list.append(.text(side + " · " + label, at: Point(x: canvas.midX, y: 20 * u), size: 16 * u, Theme.heading,
                              anchor: .center, maxWidth: 2 * min(canvas.midX - column.minX, column.maxX - canvas.midX) - 16 * u))
            var layout = PlaygroundLayout(width: w, height: h, uiScale: u, canvasSize: canvasSize, presenting: true)
            layout.canvas = canvas
            layout.scale = columns.scale
            // The panel is never drawn here; it only has to be somewhere for the tree's layout.
            layout.panel = Rect(x: w, y: 0, width: PlaygroundLayout.panelWidth * u, height: h)
            var renderer = PlaygroundRenderer(snapshot: playground.snapshot(layout: layout, measurer: measurer), measurer: measurer)
            renderer.list = DisplayList(width: width, height: height, background: Theme.background)
            renderer.chainStripLeft = column.minX
            renderer.drawCanvas()
            if let scene = playground.scene { renderer.drawDifferenceMarks(marked, scene: scene) }
            list.commands += renderer.list.commands
            list.marks += renderer.list.marks
            if !isAfter {
                let x = (columns.beforeColumn.maxX + columns.afterColumn.minX) / 2
                list.append(.line(from: Point(x: x, y: 8 * u), to: Point(x: x, y: canvasBottom), Theme.canvasBorder, width: max(1, u)))
            }
        }

        // The legend, with the difference mark's entry after it.
        var legendRenderer = PlaygroundRenderer(snapshot: after.snapshot(layout: PlaygroundLayout(width: w, height: h, uiScale: u, canvasSize: canvasSize, presenting: true), measurer: measurer), measurer: measurer)
        legendRenderer.list = DisplayList(width: width, height: height, background: Theme.background)
        legendRenderer.legendArea = Rect(x: 0, y: canvasBottom + 8 * u, width: w, height: legendH)
        var end = legendRenderer.drawLegend()
        let entry = Localization.compareLegend(l)
        let entryW = measurer.measure(entry, size: 11 * u).width + 26 * u
        if end.x + entryW > w - 8 * u { end = Point(x: 12 * u, y: end.y + PlaygroundRenderer.lineHeight(11 * u) + 3 * u) }
        legendRenderer.differenceSwatch(Rect(x: end.x, y: end.y + 2 * u, width: 13 * u, height: 13 * u))
        legendRenderer.text(entry, Point(x: end.x + 18 * u, y: end.y), size: 11 * u, Theme.panelText)
        list.commands += legendRenderer.list.commands

        // The differences in words.
        var y = canvasBottom + 8 * u + legendH + 4 * u
        list.append(.fillRect(Rect(x: 0, y: y - 4 * u, width: w, height: h - y + 4 * u), Theme.panel))
        let heading = Localization.compareHeading(l)
        list.append(.text(heading, at: Point(x: 12 * u, y: y + 2 * u), size: 14 * u, Theme.difference, anchor: .topLeft, maxWidth: textW))
        y += 24 * u
        for (line, color) in lines {
            list.append(.text(line, at: Point(x: 12 * u, y: y), size: size, color, anchor: .topLeft, maxWidth: textW))
            y += lineH
        }
        return list
    }
}

extension PlaygroundRenderer {
    /// Marks each view of `ids` that `scene` has (windows left out: they fill the screen; the
    /// words underneath name them): corner brackets just outside the view and a `≠` tag; a view
    /// that covers most of the canvas (a background) gets the tag only, as its brackets would
    /// frame the whole screen.
    mutating func drawDifferenceMarks(_ ids: Set<String>, scene: BuiltScene) {
        let size = max(11 * u, min(15 * u, 13 * layout.scale))
        list.append(.pushClip(layout.canvas.insetBy(dx: -8 * u, dy: -8 * u)))
        var requests: [MarkRequest] = []
        for id in ids.sorted() {
            guard let view = scene.views[id], !(view is Window) else { continue }
            let box = Rect(bounding: view.screenQuad.map(layout.pixel)).insetBy(dx: -4 * u, dy: -4 * u)
            let len = max(6 * u, min(18 * u, min(box.width, box.height) / 3))
            let c = corners(box)
            let covers = box.width * box.height > 0.6 * layout.canvas.width * layout.canvas.height
            for (i, p) in c.enumerated() where !covers {
                // Along each edge that meets the corner, `len` long.
                for q in [c[(i + 1) % 4], c[(i + 3) % 4]] {
                    let d = p.distance(to: q)
                    guard d > 0 else { continue }
                    let end = Point(x: p.x + (q.x - p.x) / d * len, y: p.y + (q.y - p.y) / d * len)
                    // Not across a tag or label already placed (05's openBox tag was cut by a
                    // bracket of openChild): the other arms and the ≠ tag still mark the view.
                    let arm = Rect(bounding: [p, end]).insetBy(dx: -3 * u, dy: -3 * u)
                    if placed.contains(near: arm, margin: 0, where: { _, r in r.intersects(arm) }) { continue }
                    haloLine(from: p, to: end, Theme.difference, width: 4 * u)
                }
            }
            if !covers { record(.graphic, box, Theme.difference, edge: Theme.halo) }
            requests.append(differenceTagRequest(view: id, box: box, size: size))
        }
        drawTogether(requests, scene, kind: .comparison, fill: Theme.difference, tied: false, size: size)
        list.append(.popClip)
    }

    /// The request for the `≠` tag of a view that differs, whose brackets bound `box`: over the
    /// brackets' top-right corner, then their other corners outside, then inside (a view along
    /// the canvas's edge, a background). The brackets tie it to its view.
    func differenceTagRequest(view: String, box: Rect, size: Double) -> MarkRequest {
        let text = "≠"
        let (w, h) = (measurer.measure(text, size: size).width + 10 * u, lineHeight(size))
        let wording = MarkWording(text: text, size: Size(width: w, height: h), namesOwner: false, cost: 0)
        let gap = 2 * u
        var spots: [Rect] = []
        for (x, y) in [(box.maxX - w, box.minY - h - gap), (box.minX, box.minY - h - gap), (box.maxX - w, box.maxY + gap), (box.minX, box.maxY + gap)] {
            spots.append(Rect(x: x, y: y, width: w, height: h))
        }
        // Inside, down from the top corners a line at a time (a background's top corners hold
        // its label and the window's tag), then the bottom corners.
        for k in 0..<3 {
            for x in [box.maxX - w - gap, box.minX + gap] { spots.append(Rect(x: x, y: box.minY + gap + Double(k) * (h + gap), width: w, height: h)) }
        }
        for x in [box.maxX - w - gap, box.minX + gap] { spots.append(Rect(x: x, y: box.maxY - h - gap, width: w, height: h)) }
        let room = markRoom
        var candidates: [MarkCandidate] = []
        for r in spots { candidates.appendSpot(moved(r, into: room), wording: 0, besideNamer: true) }
        return MarkRequest(owner: view, box: box, wordings: [wording], candidates: candidates, rooms: [room], mayLeaveOut: false)
    }

    /// The difference mark as a legend swatch: corner brackets.
    mutating func differenceSwatch(_ box: Rect) {
        let c = corners(box)
        let len = box.width / 3
        for (i, p) in c.enumerated() {
            for q in [c[(i + 1) % 4], c[(i + 3) % 4]] {
                let d = p.distance(to: q)
                guard d > 0 else { continue }
                list.append(.line(from: p, to: Point(x: p.x + (q.x - p.x) / d * len, y: p.y + (q.y - p.y) / d * len), Theme.difference, width: 2 * u))
            }
        }
    }
}

extension Playground {
    /// Shows `document` with the what-if `changes` in force from the start (as the window's
    /// keys would leave them), so every input that follows runs on the changed scene: one side
    /// of a comparison.
    public func show(_ document: SceneDocument, whatIf changes: [String: [WhatIfProperty: WhatIfValue]]) {
        show(document)
        guard !changes.isEmpty else { return }
        whatIfState.changes = changes
        let built = SceneBuilder.build(document)
        WhatIf.apply(changes, to: built)
        session.install(built, cancelling: nil, timestamp: 0)
        selectionState.keep(in: built)
    }
}
