import TouchScopeCore
import TouchScopeScenes

/// What drawing a frame gave: the display list, and what the frame measured that input needs
/// until the next one (where the panel's sections, disclosures and folded lines went, and the
/// tree's rows, for clicks and the wheel). The renderer returns it; the playground applies it.
struct RenderedFrame {
    var list: DisplayList
    var panelFrame: PanelFrame
    var treeRows: [(id: String, rect: Rect)]
}

extension Playground {
    /// The whole window as a display list, for a window of `width` x `height` pixels, in three
    /// steps: the playground prepares (the panel's reveal and scroll state, the inspector's
    /// answer for the selection), takes a ``PlaygroundSnapshot``, and the renderer draws it
    /// into a ``RenderedFrame``; the playground then applies what the frame measured.
    public func displayList(width: Int, height: Int, uiScale: Double, measurer: TextMeasurer) -> DisplayList {
        let layout = self.layout(width: Double(width), height: Double(height), uiScale: uiScale)
        preparePanel()
        prepareInspector()
        let snapshot = snapshot(layout: layout, measurer: measurer)
        let frame = PlaygroundRenderer.frame(snapshot, width: width, height: height, measurer: measurer,
                                             viewCache: viewCommandCache.isEnabled ? viewCommandCache : nil)
        apply(frame)
        return frame.list
    }

    /// Keeps what the frame measured for the input that comes before the next frame.
    func apply(_ frame: RenderedFrame) {
        treeRows = frame.treeRows
        panelState.frame = frame.panelFrame
        needsRedraw = false
    }
}

extension PlaygroundRenderer {
    /// Draws `snapshot` into a frame of `width` x `height` pixels: reads nothing but the
    /// snapshot (and the command cache, which gives back what it would draw), writes nothing back.
    static func frame(_ snapshot: PlaygroundSnapshot, width: Int, height: Int, measurer: TextMeasurer,
                      viewCache cache: ViewCommandCache?) -> RenderedFrame {
        var renderer = PlaygroundRenderer(snapshot: snapshot, measurer: measurer)
        renderer.viewCache = cache
        let layout = snapshot.layout
        // The views in front depend on the walk, the canvas and the scale only.
        if let cache { renderer.memo.keeper = (cache, ViewCommandCache.FrameKey(u: layout.uiScale, scale: layout.scale, canvas: layout.canvas, muted: false)) }
        cache?.beginFrame()
        let list = renderer.render(width: width, height: height)
        cache?.endFrame()
        return RenderedFrame(list: list, panelFrame: renderer.panelFrame, treeRows: snapshot.tree.rows.map { ($0.id, $0.rect) })
    }
}

/// Draws a ``PlaygroundSnapshot`` into a ``DisplayList``: pure code, so the window and `render`
/// agree. It owns only the list being drawn; the snapshot flows in, the list flows out, and
/// nothing is written back to the snapshot.
struct PlaygroundRenderer {
    let snapshot: PlaygroundSnapshot
    let measurer: TextMeasurer
    var list = DisplayList(width: 0, height: 0, background: Theme.background)
    /// The boxes overlay text has taken (and the finger markers), so no two collide.
    var placed = RectIndex()
    /// The finger markers' rings (in ``placed`` as their squares): where a view has no room off
    /// the square, a round chain badge keeps only its distance from the ring
    /// (``badgeSpotInside(for:inside:avoiding:strictOnly:)``).
    var fingerRings: [(center: Point, radius: Double, square: Rect)] = []
    /// Where the panel's scrolling sections, tree disclosures and folded log lines were drawn.
    var panelFrame = PanelFrame()
    /// Where the chain strip starts (nil: the window's left edge) and where the legend goes
    /// (nil: under the canvas): a comparison draws two canvases side by side.
    var chainStripLeft: Double?
    /// The views of the chain whose badge found no room at their view (on it, on its edge, or
    /// beside it on no neighbour): listed in the chain strip with the responders that are not
    /// views, by name, instead of on a neighbour, whose badge it would read as.
    var chainViewsInStrip: Set<String> = []
    /// Where the first finger's chain badges went, by responder: a later finger's own chain
    /// joins it there (``drawLaterFingerChains(_:)``).
    var chainBadgeCenters: [String: Point] = [:]
    var legendArea: Rect?
    /// Where the playing script's caption goes (``takeCaptionSpot()``; nil: no caption).
    var captionSpot: CaptionSpot?
    /// Where each view's verdict tag went, by view id: a view with no room for its chain badge
    /// gets it beside its tag.
    var verdictTagRects: [String: Rect] = [:]
    /// Whose the tags and badges being drawn are (``PlacedMark``): set by each function that
    /// draws a kind of mark, for the marks it places.
    var owner = MarkOwner()
    /// Each tag drawn: its box and the range of its commands in ``list``, so a line drawn later
    /// across it (a drag's trail, a chain line with no way round) can be put under it again.
    var tagDrawings: [(rect: Rect, commands: Range<Int>)] = []
    /// The row on the canvas's frame where the tags of a window along its top edge (and of a
    /// screen-wide view there) go, clear of the status line (``frameTagRow(clearOf:)``): fixed
    /// for the frame, so set once by ``render(width:height:)``; nil where there is none (a
    /// comparison's canvases, drawn by ``drawCanvas()`` alone, have their headers there).
    var headerTagRow: Rect?
    /// The left end of the tags placed in ``headerTagRow`` so far: the next goes to their left.
    var headerTagsMinX: Double?
    /// The commands of the tags in ``headerTagRow``, drawn after the canvas (out of its clip).
    var frameTagCommands: [DrawCommand] = []
    /// What this frame computes once and uses in several places (the walk of what is drawn,
    /// label lines, clip regions).
    let memo = FrameMemo()
    /// The views' own commands from the last frame (nil: every command is made anew).
    var viewCache: ViewCommandCache?

    init(snapshot: PlaygroundSnapshot, measurer: TextMeasurer) {
        self.snapshot = snapshot
        self.measurer = measurer
        placed = RectIndex(area: snapshot.layout.canvas)
    }

    var layout: PlaygroundLayout { snapshot.layout }
    /// The story the overlays show (at the current step when stepping through).
    var story: TouchStory { snapshot.story }
    var language: Language { snapshot.language }
    var u: Double { layout.uiScale }
    var l: Language { language }

    mutating func render(width: Int, height: Int) -> DisplayList {
        list = DisplayList(width: width, height: height, background: Theme.background)
        let status = statusLine()
        drawStatus(status)
        headerTagRow = frameTagRow(clearOf: status.box)
        if let comparison = snapshot.comparison { chainStripLeft = comparison.columns.afterColumn.minX }
        drawCanvas()
        let legendEnd = drawLegend()
        if let comparison = snapshot.comparison { drawComparison(comparison, legendEnd: legendEnd) }
        if !layout.isPresenting { drawPanel() }
        drawNoticeToast(status)
        drawCaption()
        if let errors = snapshot.errors { drawErrors(errors) }
        if snapshot.isHelpVisible { drawHelp() }
        return list
    }

    // MARK: Helpers

    static func drawingOrder(_ app: Application) -> [Window] { app.windowsFrontToBack.reversed() }


    /// The view's quadrilateral in pixels as DRAWN (its presentation while it animates): marks
    /// attach to the view the learner sees.
    func pixelQuad(_ view: View) -> [Point] { (memo.quad(of: view)?.drawn ?? view.presentationScreenQuad).map(layout.pixel) }

    /// The view's quadrilateral in pixels where hit-testing sees it (its model geometry, also
    /// while it animates).
    func modelPixelQuad(_ view: View) -> [Point] {
        if let known = memo.quad(of: view), known.isModel { return known.drawn.map(layout.pixel) }
        return view.screenQuad.map(layout.pixel)
    }

    func isAxisAligned(_ quad: [Point]) -> Bool { Self.isAxisAligned(quad) }

    /// Whether `quad` (corners clockwise from the top-left) is an upright rectangle.
    static func isAxisAligned(_ quad: [Point]) -> Bool {
        abs(quad[0].y - quad[1].y) < 1e-6 && abs(quad[1].x - quad[2].x) < 1e-6
    }

    /// The first of `wordings` (longest first) that fits in `width` at `size`, else the last:
    /// a line too long for its room takes a shorter wording, never "…".
    func fitting(_ wordings: [String], size: Double, width: Double) -> String {
        wordings.first { measurer.measure($0, size: size).width <= width } ?? wordings.last ?? ""
    }

    mutating func text(_ s: String, _ p: Point, size: Double, _ color: Color, anchor: TextAnchor = .topLeft, maxWidth: Double? = nil) {
        list.append(.text(s, at: p, size: size, color, anchor: anchor, maxWidth: maxWidth))
    }

    /// Draws wrapped text from `y`, at most `maxLines` lines; returns the y after it.
    mutating func paragraph(_ s: String, x: Double, y: Double, width: Double, size: Double, _ color: Color, maxLines: Int = 1000) -> Double {
        var y = y
        let lines = TextLayout.wrap(s, size: size, maxWidth: width, measurer: measurer)
        for (i, line) in lines.prefix(maxLines).enumerated() {
            let shown = (i == maxLines - 1 && lines.count > maxLines) ? line + " …" : line
            text(shown, Point(x: x, y: y), size: size, color, maxWidth: width)
            y += lineHeight(size)
        }
        return y
    }

    func lineHeight(_ size: Double) -> Double { Self.lineHeight(size) }

    /// The height of a line of text of `size`.
    static func lineHeight(_ size: Double) -> Double { (size * 1.35).rounded() }

    mutating func outline(_ quad: [Point], _ color: Color, width: Double) {
        for command in outlineCommands(quad, color, width: width) { list.append(command) }
    }

    func outlineCommands(_ quad: [Point], _ color: Color, width: Double) -> [DrawCommand] {
        if isAxisAligned(quad) { return [.strokeRect(Rect(bounding: quad), color, width: width)] }
        return (0..<quad.count).map { i in .line(from: quad[i], to: quad[(i + 1) % quad.count], color, width: width) }
    }

    // MARK: Status bar

    /// The status line: the mode (or playback's line) and a notice after it, with where its
    /// text goes (`box`), which the tags on the canvas's frame keep off.
    struct StatusLine {
        var text: String
        var color: Color
        /// The notice when it fits on the status line after the mode's text.
        var notice: String?
        /// The notice's lines when it does not: drawn over the top of the window on a plate
        /// (``drawNoticeToast(_:)``), wrapped to the window's width, never cut.
        var toast: [String] = []
        /// Where the notice starts, after the mode's text.
        var noticeX: Double
        var size: Double
        var room: Double
        var box: Rect
    }

    func statusLine() -> StatusLine {
        let size = 13 * u
        let modeWordings = snapshot.playbackLine ?? Localization.statusWordings(snapshot.mode, l)
        let color = snapshot.mode == .interact ? Theme.panelText : Theme.hit
        let room = layout.panel.minX - 24 * u
        var modeText = fitting(modeWordings, size: size, width: room)
        var inline: String?
        var toast: [String] = []
        if let noticeWordings = snapshot.notice, let notice = noticeWordings.first {
            // The notice (a key's answer) after the mode, the mode's hints dropped for it if need
            // be (the mode's shorter wordings).
            func onTheLine(_ words: String) -> String? {
                modeWordings.first { 24 * u + measurer.measure($0, size: size).width + measurer.measure(words, size: size).width <= room }
            }
            if let mode = onTheLine(notice) {
                (modeText, inline) = (mode, notice)
            } else {
                // Too long for the line: on its own plate over the top of the window, as wide as
                // the window, on as many lines as it needs; but where that plate would hide the
                // before / after headings, a shorter wording on the line.
                toast = TextLayout.wrap(notice, size: size, maxWidth: max(40 * u, layout.width - 40 * u), measurer: measurer)
                let plate = toastPlate(toast, size: size, under: Rect(x: 12 * u, y: 9 * u, width: 0, height: lineHeight(size)))
                if let c = snapshot.comparison, comparisonHeadings(c).contains(where: { $0.box.intersects(plate) }) {
                    for words in noticeWordings.dropFirst() {
                        guard let mode = onTheLine(words) else { continue }
                        (modeText, inline, toast) = (mode, words, [])
                        break
                    }
                }
            }
        }
        let measured = measurer.measure(modeText, size: size).width
        let noticeX = 12 * u + measured + 24 * u
        let width = inline.map { noticeX - 12 * u + measurer.measure($0, size: size).width } ?? min(room, measured)
        return StatusLine(text: modeText, color: color, notice: inline, toast: toast, noticeX: noticeX, size: size, room: room,
                          box: Rect(x: 12 * u, y: 9 * u, width: max(0, width), height: lineHeight(size)))
    }

    /// A notice too long for the status line: its lines on a plate under it (the mode and
    /// playback's progress stay in sight), over the top of the canvas and the panel, until the
    /// next touch or key clears it.
    mutating func drawNoticeToast(_ s: StatusLine) {
        guard !s.toast.isEmpty else { return }
        let h = lineHeight(s.size)
        let plate = toastPlate(s.toast, size: s.size, under: s.box)
        list.append(.fillRect(plate, Theme.background))
        list.append(.strokeRect(plate, Theme.notice, width: max(1, u)))
        for (i, line) in s.toast.enumerated() {
            text(line, Point(x: plate.minX + 6 * u, y: plate.minY + 5 * u + Double(i) * h), size: s.size, Theme.notice)
        }
    }

    /// The plate of a notice's `lines` under the status line's `box`.
    func toastPlate(_ lines: [String], size: Double, under box: Rect) -> Rect {
        let w = lines.map { measurer.measure($0, size: size).width }.max() ?? 0
        return Rect(x: 6 * u, y: box.maxY + 3 * u, width: w + 12 * u, height: Double(lines.count) * lineHeight(size) + 10 * u)
    }

    mutating func drawStatus(_ s: StatusLine) {
        text(s.text, Point(x: 12 * u, y: 9 * u), size: s.size, s.color, maxWidth: s.room)
        if let notice = s.notice {
            text(notice, Point(x: s.noticeX, y: 9 * u), size: s.size, Theme.notice, maxWidth: max(0, s.room - (s.noticeX - 12 * u)))
        }
    }

    /// The middle of each finger's ring (a square 0.7 of its radius each way): what a chain
    /// line keeps off, so it never runs through a finger (it may graze the ring).
    var fingerRingCores: [Rect] {
        fingerRings.map { Rect(x: $0.center.x - 0.7 * $0.radius, y: $0.center.y - 0.7 * $0.radius, width: 1.4 * $0.radius, height: 1.4 * $0.radius) }
    }

    // MARK: Canvas

    mutating func drawCanvas() {
        let canvas = layout.canvas
        list.append(.fillRect(canvas.insetBy(dx: -3 * u, dy: -3 * u), Theme.canvasBorder))
        list.append(.fillRect(canvas, .black))
        guard let scene = snapshot.scene else {
            text("No scene", canvas.center, size: 16 * u, Theme.panelDim, anchor: .center)
            return
        }
        list.append(.pushClip(canvas))
        // Nothing goes under a finger marker.
        if snapshot.overlays.contains(.finger) {
            for f in story.fingers {
                guard case let .at(point) = fingerSpot(f, scene) else { continue }
                let c = layout.pixel(point)
                let r = fingerRadius
                let square = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
                placed.append(square)
                fingerRings.append((c, r, square))
            }
        }
        // The caption of a playing script, before any mark: the marks keep off it.
        takeCaptionSpot()
        // And nothing on the bracket around the touch that found the hit view, but the finger's
        // own marks (``drawFingers(_:)`` passes over it for them).
        if snapshot.overlays.contains(.hitView), let id = story.hitView, let view = scene.views[id], Drawing.opacity(of: view) != nil,
           let bracket = fingerBracketSquare(within: Rect(bounding: pixelQuad(view))) {
            placed.append(bracket, as: .touchBracket)
        }
        drawViews(Self.drawingOrder(scene.application))
        if snapshot.overlays.contains(.hitView) {
            let hits = story.hitViews
            // Every finger's hit view: each finger is hit-tested on its own.
            for id in hits.all {
                guard let view = scene.views[id] else { continue }
                // A hidden hit view (a hitTest override returned it) is not drawn, but took the
                // touch: its band and bracket still mark where it is, over what is drawn.
                if Drawing.opacity(of: view) == nil { list.commands.append(contentsOf: hitMarkCommands(pixelQuad(view), labels: [])) }
                record(.graphic, Rect(bounding: pixelQuad(view)), Theme.hit, edge: Theme.halo)
            }
        }
        if snapshot.overlays.contains(.hitMap) { drawHitMap(scene) }
        if snapshot.overlays.contains(.deadZones) { drawDeadZones(scene) }
        if snapshot.overlays.contains(.hitAreas) { drawHitAreas(scene) }
        drawOverlays(scene)
        drawControlTracking(scene)
        if snapshot.stepIndex != nil { drawStepMarker(scene) }
        list.append(.popClip)
        list.commands += frameTagCommands
        if snapshot.overlays.contains(.chain) && hasChainStrip { drawChainStrip(scene) }
    }

    /// Draws the windows as ``Drawing`` decides what is drawn: painting order, hidden subtrees
    /// skipped, a fill only where it shows, each translucent view as one layer (group opacity),
    /// clipping views clipping their subviews. Every view's id label is an annotation of the
    /// playground, drawn even when its fill is clear.
    mutating func drawViews(_ windows: [Window]) {
        // The walk first (what is drawn, in painting order), then the commands: no closure
        // captures the display list being built.
        let walk = memo.walk(windows)
        // The list's own buffer, taken (so appending copies nothing) and put back at the end.
        var list = self.list.commands
        self.list.commands = []
        let renderer = self
        // The hit view is marked in its place in the stacking order: its band right after its
        // fill (under its subviews and its label), so every view in front of it covers the
        // mark as it covers the view.
        let hitView = snapshot.overlays.contains(.hitView) ? story.hitViews : .none
        // While the touch's overlays are on, views are drawn muted: the overlay palette's
        // saturated colours are then the only saturated colours on the canvas.
        let muted = !snapshot.overlays.isDisjoint(with: [.hitView, .verdicts, .chain])
        let deadZones = snapshot.overlays.contains(.deadZones) ? snapshot.shownDeadZones : []
        let frameKey = ViewCommandCache.FrameKey(u: u, scale: layout.scale, canvas: layout.canvas, muted: muted)
        var runs: [CommandRuns.Run] = []
        // Each entered view's id label (and its run's token when kept), drawn when its subtree
        // is done: over its own subviews, under every view drawn after its subtree (later
        // siblings of it or of its ancestors, windows in front).
        var labels: [(commands: [DrawCommand], token: UInt64?)] = []
        labels.reserveCapacity(16)
        var label: [DrawCommand] = []
        for (drawn, isEnter) in walk {
            if !isEnter {
                if drawn.view.clipsToBounds { list.append(.popClip) }
                if let scrollView = drawn.view as? ScrollView { list.append(contentsOf: renderer.scrollIndicatorCommands(scrollView)) }
                let translucent = (drawn.view.presentation?.alpha ?? drawn.view.alpha) < 1
                // A translucent view's own label after its group, at full strength: a label is the
                // playground's, not the view's content (12's alpha 0 box was unnamed).
                if translucent { list.append(.popGroup) }
                if let own = labels.popLast(), !own.commands.isEmpty {
                    let first = list.count
                    list.append(contentsOf: own.commands)
                    if let token = own.token { runs.append(CommandRuns.Run(start: first, count: own.commands.count, token: token)) }
                }
                if translucent {
                    // A translucent hit view (alpha 0.02 still takes touches) keeps a mark that
                    // reads: its band drawn at full strength, after its group.
                    if hitView.contains(drawn.view.id) {
                        let quad = drawn.quad.map(renderer.layout.pixel)
                        list.append(contentsOf: renderer.hitMarkCommands(quad, labels: renderer.labelsOnHitView(drawn.view, quad: quad)))
                    }
                }
                continue
            }
            let view = drawn.view
            let alpha = view.presentation?.alpha ?? view.alpha
            if alpha < 1 { list.append(.pushGroup(opacity: alpha)) }
            let quad = drawn.quad.map(renderer.layout.pixel)
            // The view's own commands: from the last frame when nothing they are made from
            // changed (ViewCommandCache), else made now.
            // A culled view makes at most its clip: not worth a look in the cache (a scroll
            // view's rows far out of sight are most of 10,000 views).
            guard let cache = viewCache, ViewCommandCache.isCacheable(view, hitView: hitView, deadZones: !deadZones.isEmpty),
                  !renderer.isCulled(drawn, quad: quad, keep: false), renderer.isLabelSelfContained(view, quad: quad) else {
                label.removeAll(keepingCapacity: true)
                renderer.ownCommands(drawn, quad: quad, alpha: alpha, hitView: hitView, muted: muted, deadZones: deadZones,
                                     into: &list, label: &label)
                labels.append((label, nil))
                continue
            }
            let key = ViewCommandCache.key(drawn, quad: quad, frame: frameKey)
            let first = list.count
            let kept: ViewCommandCache.Kept
            if let found = cache.commands(for: view, key: key) {
                list.append(contentsOf: found.commands)
                kept = found
            } else {
                label.removeAll(keepingCapacity: true)
                renderer.ownCommands(drawn, quad: quad, alpha: alpha, hitView: hitView, muted: muted, deadZones: deadZones,
                                     into: &list, label: &label)
                kept = cache.store(Array(list[first...]), label: label, for: view, key: key)
            }
            if list.count > first { runs.append(CommandRuns.Run(start: first, count: list.count - first, token: kept.token)) }
            labels.append((kept.label, kept.labelToken))
        }
        self.list.commands = list
        self.list.runs.runs.append(contentsOf: runs)
    }

    /// The commands `drawn` makes itself: on entering it (after its group, before its subviews),
    /// into `list`, its fill and control face, dead zones, the hit view's band, its
    /// outline, a value control's caption, and its clip; into `label`, its id label, drawn when
    /// its subtree is done (after its clip is popped, before its group is), so its own subviews
    /// never cover it and every view drawn after its subtree does. `quad`: its corners in window
    /// pixels.
    func ownCommands(_ drawn: DrawnView, quad: [Point], alpha: Double, hitView: HitViews, muted: Bool, deadZones: [DeadZone],
                     into list: inout [DrawCommand], label labelCommands: inout [DrawCommand]) {
        let view = drawn.view
        // Culled: a view whose own marks (fill, face, outline, label or caption) would all
        // fall outside what clips them draws nothing itself; its subviews are still visited
        // (a view that does not clip may have subviews elsewhere).
        if self.isCulled(drawn, quad: quad, keep: hitView.contains(view.id)) {
            if view.clipsToBounds { list.append(.pushClip(Rect(bounding: quad))) }
            return
        }
        var fill = view.backgroundColor
        if let control = view as? Control {
            if control.isHighlighted { fill = fill.mixed(with: .black, amount: 0.35) }
            if !control.isEnabled { fill = fill.mixed(with: Color(red: 0x80, green: 0x80, blue: 0x80), amount: 0.6) }
        }
        if let cell = view as? SelectableCell, cell.isHighlighted || cell.isSelected {
            fill = fill.mixed(with: Color(red: 0x8E, green: 0x8E, blue: 0x93), amount: cell.isHighlighted ? 0.45 : 0.25)
        }
        // Muted while the overlays are on, the hit view too: no wash of the hit colour over it
        // (it shifted its hue: 09's blue card read green, 08's blue page olive like the green
        // page beside it), nor its full colour (08's blue page 3 then took the forwarded
        // badge's blue): its band and the bracket around the touch mark it.
        if muted { fill = Theme.muted(fill) }
        if drawn.isVisible {
            list.append(self.isAxisAligned(quad) ? .fillRect(Rect(bounding: quad), fill) : .fillPolygon(quad, fill))
            if let face = ControlFaces.commands(for: view, quad: quad, fill: fill, unit: self.u) {
                list.append(contentsOf: face)
            }
        }
        // Dead zones on the view itself, so views in front cover them as they cover the view.
        if !deadZones.isEmpty { list.append(contentsOf: self.deadZoneCommands(for: view.id, zones: deadZones)) }
        // The hit view's band and the bracket around the touch, in its place in the stacking
        // order (under its subviews and the views in front), clear of its label.
        if alpha >= 1 && hitView.contains(view.id) {
            list.append(contentsOf: self.hitMarkCommands(quad, labels: self.labelsOnHitView(view, quad: quad)))
        }
        if !(view is Window) {
            if drawn.isVisible {
                list.append(contentsOf: self.outlineCommands(quad, fill.mixed(with: .black, amount: 0.45).withAlpha(fill.alpha),
                                                                  width: max(1, self.u)))
            }
            let box = Rect(bounding: quad)
            let u = self.u
            let size = Theme.viewLabelSize(u: u, scale: self.layout.scale)
            // A label clipped away entirely (content scrolled out of its scroll view) is not
            // laid out at all.
            let clippedAway = drawn.clip.map { $0.intersection(Rect(bounding: drawn.quad)) == nil } ?? false
            if !clippedAway, let caption = ControlFaces.caption(for: view, self.l) {
                // Above the control, on what is drawn behind it.
                var under = view.superview?.backgroundColor ?? .white
                if muted { under = Theme.muted(under) }
                list.append(.text(caption, at: Point(x: box.minX, y: box.minY - self.lineHeight(size)), size: size,
                                  Theme.text(on: under), anchor: .topLeft, maxWidth: max(box.width, 160 * u)))
            } else if !clippedAway, let label = self.viewLabelLayout(of: view, quad: quad) {
                // Buttons and rotated views are labelled in the middle, others at the
                // top-left; smaller, on two lines or under the view when it does not fit.
                var under = fill
                if label.outside {
                    under = self.labelGround(of: view, rect: label.rect)
                    if muted { under = Theme.muted(under) }
                } else if alpha < 1 || !drawn.isVisible {
                    // A translucent view (12's alpha boxes): the label is drawn after its group,
                    // at full strength, so its ink is for what shows there: its fill at its alpha
                    // over what is behind (white ink, chosen for the red fill, on a red box at
                    // alpha 0.009 over a light screen could not be read).
                    var behind = self.labelGround(of: view, rect: label.rect)
                    if muted { behind = Theme.muted(behind) }
                    under = drawn.isVisible ? behind.mixed(with: fill.withAlpha(255), amount: alpha * Double(fill.alpha) / 255) : behind
                } else if drawn.isVisible, fill.alpha == 255, !view.subviews.isEmpty, self.isAxisAligned(quad) {
                    // Drawn over its own subviews (after its subtree): on a plate of the view's
                    // own ground (its fill), so the label reads on whatever content lies under it
                    // (a scroll view's rows, a table's cells) and its colour stays the one chosen
                    // for that ground. Where no subview lies under it, the plate is the fill it is
                    // drawn on.
                    labelCommands.append(.fillRect(label.rect.insetBy(dx: -2 * u, dy: 0), fill))
                }
                for line in label.lines {
                    labelCommands.append(.text(line.text, at: line.at, size: label.size, Theme.text(on: under), anchor: label.anchor,
                                               maxWidth: label.maxWidth))
                }
            }
        }
        if view.clipsToBounds { list.append(.pushClip(Rect(bounding: quad))) }
    }

    mutating func drawOverlays(_ scene: BuiltScene) {
        let overlays = snapshot.overlays
        if let id = snapshot.selection, let sel = scene.views[id] {
            let quad = pixelQuad(sel)
            list.note(.selection)
            haloOutline(quad, Theme.selection, width: 3 * u)
            let around = Rect(bounding: quad).insetBy(dx: -5 * u, dy: -5 * u)
            haloOutline(corners(around), .white, width: 2 * u, style: .dashed)
        }
        // Model frames first: the verdict tags placed on them go over their dashes.
        drawAnimationModels(scene)
        if overlays.contains(.verdicts) {
            var labelled: Set<String> = []
            let labels = LabelLines(labelLines(Self.drawingOrder(scene.application)).merging(modelLabelLines(scene)) { $1 },
                                    canvas: layout.canvas)
            let painted = paintedBoxes(Self.drawingOrder(scene.application))
            var tags: [VerdictTagItem] = []
            // Which tag each view's verdict is in, and with what verdict: a twin (a cell's
            // contentView) with its superview's verdict is said in its superview's tag.
            var tagOf: [String: (index: Int, verdict: HitTestVerdict, override: Bool)] = [:]
            let hitViews = story.hitViews
            for visit in story.shownVisits {
                guard let view = scene.views[visit.view], !labelled.contains(visit.view) else { continue }
                labelled.insert(visit.view)
                // Only where the view can show: not over the content around a scroll view that
                // clips it away.
                guard let region = clipRegion(of: view) else { continue }
                // Verdicts are hit-testing's: on the model geometry it used (for a view in
                // mid-animation, where it is going, not where it is drawn).
                let quad = modelPixelQuad(view)
                let color = Theme.color(of: visit.verdict)
                // Cut out where views in front of it (its subviews among them) cover it; kept
                // from the last frame when nothing it is made from changed.
                var front = painted.front(of: view.id, touching: Rect(bounding: quad).insetBy(dx: -4 * u, dy: -4 * u))
                // And where its ancestors' labels lie on it: they are drawn over their subviews.
                front.append(contentsOf: ancestorLabelPlates(of: view, touching: Rect(bounding: quad).insetBy(dx: -4 * u, dy: -4 * u),
                                                             labels: labels))
                verdictOutline(of: view, quad: quad, color: color, style: Self.lineStyle(of: visit.verdict, invisible: isEffectivelyInvisible(view)),
                               region: region, front: front)
                // No tag for a view out of sight (verdictTagRequest's first test), decided
                // before its label is worded and measured (a scroll view's 1,000 rows).
                guard visibleBox(of: view, quad: quad) != nil else { continue }
                // Nor for UIKit's own containers of an imported screen that said "inside".
                if visit.verdict == .inside, Self.isFoldedContainer(view, in: scene, hitViews: hitViews) { continue }
                // (Its superview tagged with its verdict first: the box test computes the
                // superview's corners, for each of a 10,000-view scene's visited views.)
                if let parent = view.superview, let twin = tagOf[parent.id], twin.verdict == visit.verdict,
                   twin.override == (visit.override != nil), twinSuperview(of: view, quad: quad, superviewQuad: modelPixelQuad) === parent {
                    // "k2 + contentView ✓ inside"; its sign alone is the box's, which both share.
                    tags[twin.index].text = "+ " + Self.twinName(view, in: parent) + " " + tags[twin.index].text
                    tags[twin.index].twins = true
                    if hitViews.contains(view.id) { tags[twin.index].isHit = true }
                    tagOf[view.id] = twin
                    continue
                }
                tagOf[view.id] = (tags.count, visit.verdict, visit.override != nil)
                var label = Theme.icon(of: visit.verdict) + " " + verdictLabel(visit.verdict)
                var compact = Theme.icon(of: visit.verdict)
                if visit.override != nil { label += " ⚙"; compact += " ⚙" }
                tags.append(VerdictTagItem(text: label, compact: compact, view: view, quad: quad, region: region,
                                          fill: visit.override != nil ? Theme.override : color, isHit: hitViews.contains(view.id)))
            }
            // The tags over every outline: a subview's outline never runs across its container's tag.
            drawVerdictTags(tags, labels: labels, painted: painted)
        }
        // The first responder (where keyboard, motion and nil-targeted actions go first).
        drawFirstResponderTag(scene)
        // The lines that may cross a tag are drawn from here on: chain and search lines, trails,
        // finger rings (the verdict tags' leaders, drawn before, end at their tags).
        let linesFrom = list.commands.count
        if overlays.contains(.chain) {
            // (Only with a recognizer that recognized: the labels are a grid of every view's.)
            if story.gestures.contains(where: \.recognized) { keepingMarksOffLabels(scene) { $0.drawRecognizerMarks(scene) } }
            drawChain(scene)
            drawLaterFingerChains(scene)
            owned(.actionSearch) { $0.drawActionSearch(scene) }
        }
        if overlays.contains(.finger) { drawFingers(scene) }
        redrawTagsCrossedByLines(from: linesFrom)
    }

    /// Every tag that a line drawn after it (from the command `linesFrom` on) crosses (a finger's
    /// trail, which follows the finger and cannot go round; a chain or search line with no free
    /// way round), drawn again over the lines: text stays readable and the line runs under it.
    mutating func redrawTagsCrossedByLines(from linesFrom: Int) {
        guard let tagsFrom = tagDrawings.first?.commands.lowerBound else { return }
        let first = max(tagsFrom, linesFrom)
        var segments: [(index: Int, a: Point, b: Point)] = []
        var boxes = RectIndex(area: layout.canvas)
        list.commands.withUnsafeBufferPointer { commands in
            for i in first..<commands.count {
                guard case let .line(a, b, _, width) = commands[i] else { continue }
                segments.append((i, a, b))
                boxes.append(Rect(bounding: [a, b]).insetBy(dx: -width / 2, dy: -width / 2))
            }
        }
        guard !segments.isEmpty else { return }
        var again: [Range<Int>] = []
        for drawing in tagDrawings {
            let inner = drawing.rect.insetBy(dx: 2 * u, dy: 2 * u)
            guard inner.width > 0, inner.height > 0 else { continue }
            let crossed = boxes.contains(near: inner, margin: 0) { k, box in
                let s = segments[k]
                return s.index >= drawing.commands.upperBound && box.intersects(inner) && Self.segment(s.a, s.b, crosses: inner)
            }
            if crossed { again.append(drawing.commands) }
        }
        for range in again { list.commands.append(contentsOf: list.commands[range]) }
    }

    /// The id labels that lie on the hit view `view` (`quad`: its corners in window pixels): its
    /// own, the text on its face (a segmented control's titles) and its ancestors' labels (drawn
    /// over it, after their subtrees); its band keeps clear of them.
    func labelsOnHitView(_ view: View, quad: [Point]) -> [Rect] {
        var out: [Rect] = labelLine(of: view, quad: quad).map { [$0] } ?? []
        // A segmented control's titles (its face, not a label): a small control's band would
        // cross them (42 in a small window). The band cuts its holes a point taller than the
        // labels; the letters' own box is the hole, so a band just above or below them keeps going.
        out += ControlFaces.textBoxes(of: view, quad: quad, unit: u, measurer: measurer).map {
            ControlFaces.glyphBox(ofLine: $0).insetBy(dx: 0, dy: 1 * u)
        }
        return out + ancestorBoxes(of: view, touching: Rect(bounding: quad)) { labelLine(of: $0, quad: pixelQuad($0)) }
    }

    /// The plates of `view`'s ancestors' id labels (drawn over their subtrees, `view` among
    /// them) that overlap `area`: a verdict outline of `view` is cut there, as by a view in front.
    func ancestorLabelPlates(of view: View, touching area: Rect, labels: LabelLines) -> [Rect] {
        ancestorBoxes(of: view, touching: area) { labels[$0.id] }
    }

    /// The boxes `box` gives `view`'s ancestors (their label lines), 2 points wider each side,
    /// that meet `area`.
    func ancestorBoxes(of view: View, touching area: Rect, _ box: (View) -> Rect?) -> [Rect] {
        var out: [Rect] = []
        var ancestor = view.superview
        while let a = ancestor {
            if let r = box(a)?.insetBy(dx: -2 * u, dy: 0), r.intersects(area) { out.append(r) }
            ancestor = a.superview
        }
        return out
    }

    /// Every view in mid-animation: its model frame (where hit-testing looks: the animation's
    /// end) dashed, tagged, while the view itself is drawn where its presentation is.
    mutating func drawAnimationModels(_ scene: BuiltScene) {
        let animations = scene.application.animations
        guard animations.isRunning else { return }
        for window in Self.drawingOrder(scene.application) {
            for view in window.subtree where animations.isAnimating(view) && Drawing.opacity(of: view) != nil {
                let quad = view.screenQuad.map(layout.pixel)
                let color = Theme.color(of: .animating)
                drawModelFrame(quad, color)
                // Tied to the view as drawn (the hit view's band marks it there, in its place in
                // the stacking order), so the two read as one button: where hit-testing looks and
                // where it is seen (scene 52).
                tieModelFrame(Rect(bounding: quad), to: Rect(bounding: pixelQuad(view)), color)
                let label = Localization.text(view.isInteractionSuspendedByAnimation ? "animation.modelIgnoring" : "animation.model", l)
                drawAlone(modelFrameTagRequest(view: view.id, box: Rect(bounding: quad), label: label), scene, kind: .modelFrame, fill: color)
            }
        }
    }

    /// The line style of a verdict's outline: inside solid, outside dashed, not drawn dotted.
    static func lineStyle(of verdict: HitTestVerdict, invisible: Bool) -> LineStyle {
        if verdict == .hidden || verdict == .transparent || invisible { return .dotted }
        return verdict == .inside ? .solid : .dashed
    }

    /// Hidden, or fully transparent, itself or through an ancestor (``Drawing/opacity(of:)``).
    func isEffectivelyInvisible(_ view: View) -> Bool { (Drawing.opacity(of: view) ?? 0) == 0 }

    func verdictLabel(_ v: HitTestVerdict) -> String { Localization.verdict(v, l) }

    /// `[2, 3, 4, 7]` as "2–4, 7".
    static func ranges(_ numbers: [Int]) -> String {
        var parts: [String] = []
        var k = 0
        while k < numbers.count {
            var j = k
            while j + 1 < numbers.count, numbers[j + 1] == numbers[j] + 1 { j += 1 }
            parts.append(j > k ? "\(numbers[k])–\(numbers[j])" : "\(numbers[k])")
            k = j + 1
        }
        return parts.joined(separator: ", ")
    }

    /// Whether `view` is one of UIKit's own plain containers in an imported screen (transition,
    /// wrapper and layout views: a class the class table knows as a plain view, or a private
    /// class it does not know), not a finger's hit view, with no recognizers. A real screen has a dozen
    /// on a touch's path; a verdict tag and a chain badge for each pile onto the spot where the
    /// lesson is, so the canvas folds them: their outlines stay, their "inside" tags and their
    /// forwarding badges are left out, and the panel lists every link.
    static func isFoldedContainer(_ view: View, in scene: BuiltScene, hitViews: HitViews) -> Bool {
        guard let c = scene.document.importedClasses[view.id], !hitViews.contains(view.id), view.gestureRecognizers.isEmpty,
              !(view is Window), !(view is Control), !(view is ScrollView) else { return false }
        if let info = UIKitClassTable.info(c.name) {
            return info.kind == .view && info.hitTesting == .default && info.interaction == nil && ClassMapping.shortName(c.name).hasPrefix("UI")
                || ClassMapping.shortName(c.name).hasPrefix("_") && info.kind == .view && info.hitTesting == .default
        }
        return UIKitClassTable.isUnknownPrivate(c.name)
    }

    mutating func drawChain(_ scene: BuiltScene) {
        keepingMarksOffLabels(scene) { $0.drawChainKeepingOffLabels(scene) }
    }

    /// ``drawChain(_:)`` with the labels among the placed marks.
    private mutating func drawChainKeepingOffLabels(_ scene: BuiltScene) {
        var badges: [(Point, Int, TouchBehaviour)] = []
        let r = markSize
        let strip = hasChainStrip
        let windows = Self.drawingOrder(scene.application)
        let painted = paintedBoxes(windows)
        let chain = drawnChain
        var touch: Point?
        if let f = story.fingers.first(where: { $0.touch == story.touch }), case let .at(point) = fingerSpot(f, scene) { touch = layout.pixel(point) }
        // One badge per link on the canvas; a view and its twin superview next in the chain (a
        // cell's contentView, then the cell) share one place, side by side.
        var items: [ChainBadgeItem] = []
        var i = 0
        while i < chain.count {
            let link = chain[i]
            var numbers = [i + 1]
            defer { i += numbers.count }
            guard let view = scene.views[link.responder] else { continue }
            // Windows go to the strip beside the canvas with the other responders that are not views.
            if strip && view is Window { continue }
            // UIKit's own containers of an imported screen that only passed the touch on: folded
            // (the panel's chain lists them).
            if link.action == .forward, Self.isFoldedContainer(view, in: scene, hitViews: story.hitViews) { continue }
            if i + 1 < chain.count, let next = scene.views[chain[i + 1].responder],
               twinSuperview(of: view, quad: pixelQuad(view), superviewQuad: pixelQuad) === next {
                numbers.append(i + 2)
            }
            // With no strip beside the canvas to name them, the responders after it that are not
            // views share its place, side by side, as a twin does (``nonViewRow(_:in:_:)``). (Each
            // is drawn struck or not by its own touch.)
            if !strip { numbers = nonViewRow(numbers, in: chain, scene) }
            // A responder whose touch was cancelled keeps its struck badge on the canvas, with by
            // whom under it where there is room; never paired with a twin.
            if let by = story.cancelled[link.responder] {
                numbers = strip ? [i + 1] : nonViewRow([i + 1], in: chain, scene)
                items.append(ChainBadgeItem(numbers: numbers, view: view, touch: touch, mayLeaveOut: false, isHit: link.responder == story.hitView,
                                            said: cancelledWordings(isControl: view is Control, by: by)))
                continue
            }
            let cancelled = numbers.contains { story.cancelled[chain[$0 - 1].responder] != nil }
            let item = ChainBadgeItem(numbers: numbers, view: view, touch: touch, mayLeaveOut: strip && !cancelled,
                                      isHit: link.responder == story.hitView)
            // A row with no room side by side in its box where one badge has room (a small cell
            // with the finger in its middle): one badge each, all in that box, placed as the
            // view's (its twin's own search would find its box covered by the view).
            if numbers.count >= 2 {
                var one = item
                one.numbers = [numbers[0]]
                func hasRoom(_ it: ChainBadgeItem) -> Bool {
                    guard let q = chainBadgeRequest(it, painted: painted)?.request else { return false }
                    return q.candidates.contains { q.box.insetBy(dx: -0.5, dy: -0.5).contains($0.rect) }
                }
                if !hasRoom(item), hasRoom(one) {
                    for n in numbers {
                        one.numbers = [n]
                        items.append(one)
                    }
                    continue
                }
            }
            items.append(item)
        }
        // (With no strip, a responder that is not a view and follows none drawn (the chain starts
        // at a controller, or the view before it is folded or not shown) joins the row of the
        // badge drawn before it, or the first row.)
        if !strip, !items.isEmpty {
            let drawn = Set(items.flatMap(\.numbers))
            for (k, link) in chain.enumerated() where scene.views[link.responder] == nil && !drawn.contains(k + 1) {
                let row = items.lastIndex { ($0.numbers.first ?? 0) < k + 1 } ?? 0
                items[row].numbers = (items[row].numbers + [k + 1]).sorted()
            }
        }
        let spots = placeChainBadges(items, painted: painted, scene: scene)
        var said: [String: (text: String, rect: Rect)] = [:]
        for (item, spot) in zip(items, spots) {
            // None on the canvas better than none: in the strip beside the canvas, by name; with
            // no strip, the free spot nearest where it was wanted.
            if spot == nil, item.mayLeaveOut {
                for n in item.numbers { chainViewsInStrip.insert(chain[n - 1].responder) }
                continue
            }
            let box = spot?.box ?? freeSpot(for: chainBadgeAnchor(item, box: Rect(bounding: pixelQuad(item.view)),
                                                                  size: badgeRowSize(item.numbers.count, radius: r)))
            if let s = spot?.said { said[chain[item.numbers[0] - 1].responder] = s }
            for (c, n) in zip(badgeCentres(in: box, count: item.numbers.count), item.numbers) { badges.append((c, n, chain[n - 1].action)) }
        }
        // The lines keep off text: the views' labels, the tags, the other badges' numerals; and
        // off the fingers' rings (scene 55 at 1920: the line from k2's badge above the cell to
        // the grid's below it ran through the finger).
        let canvas = layout.canvas
        let texts = visibleLabelLines(windows) + list.marks.filter { $0.kind == .text && canvas.intersects($0.rect) }.map(\.rect)
            + fingerRingCores
        for k in badges.indices.dropFirst() {
            let (a, b) = (badges[k - 1].0, badges[k].0)
            let others = badges.indices.filter { $0 != k && $0 != k - 1 }.map { Rect(x: badges[$0].0.x - r, y: badges[$0].0.y - r, width: 2 * r, height: 2 * r) }
            let path = chainRoute(from: a, to: b, avoiding: Self.obstacles(texts + others, between: a, and: b, radius: r))
            haloPath(path, Theme.color(of: chain[badges[k].1 - 1].action), width: 2 * u)
        }
        // Badges over every line, so no line crosses a numeral; a responder whose touch was then
        // cancelled gets a struck badge, not a handled one.
        for b in badges {
            let responder = chain[b.1 - 1].responder
            chainBadgeCenters[responder] = b.0
            if story.cancelled[responder] != nil {
                owned(.cancelled, view: responder) { $0.cancelledBadge(at: b.0, radius: r, number: b.1, responder: responder, said: said[responder]) }
            } else {
                owned(.chainBadge, view: responder) { $0.badge(at: b.0, radius: r, number: b.1, action: b.2) }
            }
        }
        // An event's chain: where it starts (the first responder) said at its first badge, as
        // long as it can be.
        if let full = routeStartLabel(), let first = badges.first(where: { $0.1 == 1 }), let event = story.event {
            let responder = drawnChain[0].responder
            let ring = Rect(x: first.0.x - r, y: first.0.y - r, width: 2 * r, height: 2 * r)
            let box = scene.views[responder].flatMap { visibleBox(of: $0, quad: pixelQuad($0)) } ?? ring
            let texts = [full, Localization.eventStartTagShort(event, l), Localization.text("mark.eventStartShortest", l)]
            drawRingTag(ringTagRequest(owner: responder, box: box, centre: first.0, radius: r, texts: texts, namesOwner: false, mayLeaveOut: false),
                        scene, fill: .white)
        }
    }

    /// Each later finger's own part of its responder chain: the responders it passes before its
    /// chain meets the first finger's (its hit view and the views around it that the first
    /// finger's chain does not pass), numbered along its own chain, near that finger, and tied
    /// by a line to the first finger's badge where the two chains meet. Each touch is hit-tested
    /// on its own, so each finger has its own chain (two fingers on two photos: the second photo
    /// gets its own badge 1).
    mutating func drawLaterFingerChains(_ scene: BuiltScene) {
        guard story.touch != nil, story.fingers.count > 1 else { return }
        keepingMarksOffLabels(scene) { $0.drawLaterFingerChainsKeepingOffLabels(scene) }
    }

    /// ``drawLaterFingerChains(_:)`` with the labels among the placed marks.
    private mutating func drawLaterFingerChainsKeepingOffLabels(_ scene: BuiltScene) {
        let r = markSize
        let windows = Self.drawingOrder(scene.application)
        let painted = paintedBoxes(windows)
        // What the lines keep off, as the first finger's do.
        let canvas = layout.canvas
        var texts: [Rect]?
        // The responders with a badge so far: a later finger's chain joins the earlier ones'
        // where it meets them (a third finger's at the second's container).
        var joined = chainBadgeCenters
        let firstChain = Set(drawnChain.map(\.responder))
        for finger in story.fingerStories.dropFirst() where finger.blocked == nil {
            let own = Array(finger.chain.enumerated().prefix { joined[$0.element.responder] == nil && !firstChain.contains($0.element.responder) })
            guard !own.isEmpty else { continue }
            var at: Point?
            if let f = story.fingers.first(where: { $0.touch == finger.touch }), case let .at(p) = fingerSpot(f, scene) { at = layout.pixel(p) }
            var items: [ChainBadgeItem] = []
            var links: [ChainLink] = []
            for (i, link) in own {
                guard let view = scene.views[link.responder], !(view is Window),
                      !(link.action == .forward && Self.isFoldedContainer(view, in: scene, hitViews: HitViews(first: finger.hitView))) else { continue }
                items.append(ChainBadgeItem(numbers: [i + 1], view: view, touch: at, mayLeaveOut: false, isHit: link.responder == finger.hitView,
                                            said: finger.cancelled[link.responder].map { cancelledWordings(isControl: view is Control, by: $0) } ?? []))
                links.append(link)
            }
            var badges: [(center: Point, number: Int, link: ChainLink, said: (text: String, rect: Rect)?)] = []
            for (k, spot) in placeChainBadges(items, painted: painted, scene: scene).enumerated() {
                let item = items[k]
                guard spot != nil || visibleBox(of: item.view, quad: pixelQuad(item.view)) != nil else { continue }
                let box = spot?.box ?? freeSpot(for: chainBadgeAnchor(item, box: Rect(bounding: pixelQuad(item.view)), size: Size(width: 2 * r, height: 2 * r)))
                badges.append((box.center, item.numbers[0], links[k], spot?.said))
            }
            guard !badges.isEmpty else { continue }
            // The lines: along its own badges, then on to the badge where its chain meets an
            // earlier finger's (none when that responder's badge is in the strip).
            var stops = badges.map { ($0.center, $0.link.action) }
            if let join = finger.chain.dropFirst(own.count).first, let end = joined[join.responder] {
                stops.append((end, join.action))
            }
            let keepOff = texts ?? (visibleLabelLines(windows) + list.marks.filter { $0.kind == .text && canvas.intersects($0.rect) }.map(\.rect)
                + fingerRingCores)
            texts = keepOff
            for k in stops.indices.dropFirst() {
                let (a, b) = (stops[k - 1].0, stops[k].0)
                var path = chainRoute(from: a, to: b, avoiding: Self.obstacles(keepOff, between: a, and: b, radius: r))
                // The earlier finger's badge is drawn already: the line stops at its ring.
                if k == badges.count, path.count >= 2 {
                    let (p, q) = (path[path.count - 2], path[path.count - 1])
                    let d = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
                    if d > r { path[path.count - 1] = Point(x: q.x - (q.x - p.x) * (r + 1.5 * u) / d, y: q.y - (q.y - p.y) * (r + 1.5 * u) / d) }
                }
                haloPath(path, Theme.color(of: stops[k - 1].1), width: 2 * u)
            }
            for b in badges {
                let responder = b.link.responder
                joined[responder] = b.center
                if finger.cancelled[responder] != nil {
                    owned(.cancelled, view: responder, finger: finger.number) {
                        $0.cancelledBadge(at: b.center, radius: r, number: b.number, responder: responder, said: b.said)
                    }
                } else {
                    owned(.chainBadge, view: responder, finger: finger.number) { $0.badge(at: b.center, radius: r, number: b.number, action: b.link.action) }
                }
            }
        }
    }

    /// The boxes (window pixels) of the views the hit-test visited under `view` (its subviews,
    /// at any depth) that are not among `painted`'s (hidden, or drawn too faint to hide what is
    /// behind) and overlap `area`: their verdict outlines are drawn all the same. At most
    /// ``frontViewsSearchedForATag`` + 1 of them (a caller wanting fewer searches no further).
    func unpaintedVisitedBoxes(under view: View, touching area: Rect, painted: PaintedBoxes) -> [Rect] {
        var boxes: [Rect] = []
        for visit in story.shownVisits where visit.view != view.id {
            guard let v = snapshot.scene?.views[visit.view], painted.order[v.id] == nil || Drawing.opacity(of: v).map({ $0 < 0.5 }) ?? true else { continue }
            var up = v.superview
            while let s = up, s !== view { up = s.superview }
            guard up != nil else { continue }
            let box = Rect(bounding: pixelQuad(v))
            if box.intersects(area) { boxes.append(box) }
            if boxes.count > Self.frontViewsSearchedForATag { break }
        }
        return boxes
    }

    /// `view`'s verdict tag when it sits on or against the view: a badge after a tag at the end
    /// of a leader would land on other views (scene 55's k2.contentView, whose badge went onto k4).
    func attachedTag(of view: View, quad: [Point]) -> Rect? {
        guard let tag = verdictTagRects[view.id], let visible = visibleBox(of: view, quad: quad),
              Self.isAttached(tag, to: visible, gap: 4 * u, overlap: 12 * u) else { return nil }
        return tag
    }

    /// One row of the chain strip per link that is not a view on the canvas (controllers, the
    /// window, the application, the app delegate): its numbered badge (round for the touch's
    /// chain, square for an action search) and its name. Returns the y under the last row.
    mutating func drawStripRows(_ links: [ChainLink], _ scene: BuiltScene, x: Double, y: Double, radius r: Double, square: Bool) -> Double {
        var y = y
        for (i, link) in links.enumerated() {
            if let view = scene.views[link.responder], !(view is Window), square || !chainViewsInStrip.contains(view.id) { continue }
            y = stripY(clearOfCaption: y, height: 2 * r, x: x)
            let c = Point(x: x + r + 2 * u, y: y + r)
            if square {
                squareBadge(at: c, radius: r, number: i + 1, action: link.action)
            } else {
                owned(.chainBadge, view: link.responder) { $0.badge(at: c, radius: r, number: i + 1, action: link.action) }
            }
            let room = layout.canvas.minX - c.x - r - 16 * u
            let name = stripName(link.responder, room: room)
            let lh = lineHeight(name.size)
            // Centred on the badge, reaching at most 4 units over the row (into the gap after
            // the row before); more lines make the row taller.
            let top = max(y - 4 * u, y + r - Double(name.lines.count) * lh / 2)
            for (j, line) in name.lines.enumerated() {
                text(line, Point(x: c.x + r + 6 * u, y: top + Double(j) * lh), size: name.size, Theme.panelText, maxWidth: room)
            }
            y += max(stripRowHeight, top - y + Double(name.lines.count) * lh + 8 * u)
        }
        return y
    }

    /// A chain strip row's name as it fits in `room` beside its badge, never cut: at the usual
    /// size, else at the smallest legible one, else on two lines where its words meet
    /// (rowA1.|contentView), else wrapped (its row then grows).
    func stripName(_ name: String, room: Double) -> (lines: [String], size: Double) {
        let size = 12 * u
        if measurer.measure(name, size: size).width <= room { return ([name], size) }
        let small = min(size, Theme.minimumCanvasTextSize * u)
        let width = { (s: String) in measurer.measure(s, size: small).width }
        if width(name) <= room { return ([name], small) }
        if let (a, b) = ViewLabelLayout.twoLines(name, width: width), max(width(a), width(b)) <= room { return ([a, b], small) }
        return (TextLayout.wrap(name, size: small, maxWidth: max(1, room), measurer: measurer), small)
    }

    /// The chain strip's badge radius and the height of one of its rows.
    var stripBadgeRadius: Double { 11 * u }
    var stripRowHeight: Double { 2 * stripBadgeRadius + 8 * u }

    /// Whether there is room beside the canvas for the chain strip.
    var hasChainStrip: Bool { layout.canvas.minX - (chainStripLeft ?? 0) >= PlaygroundLayout.chainStripWidth * u - 0.5 }

    /// Where a row of the chain strip `height` high that would start at `y` starts: under the
    /// caption where the caption lies across the strip there (a caption wider than the canvas
    /// reaches into the strip's column), else at `y`.
    func stripY(clearOfCaption y: Double, height: Double, x: Double) -> Double {
        guard let caption = captionSpot?.box, caption.minX < layout.canvas.minX, caption.maxX > x,
              caption.minY < y + height + 2 * u, caption.maxY > y - 2 * u else { return y }
        return caption.maxY + 6 * u
    }

    /// The responders of the chain that are not views on the canvas (windows, controllers, the
    /// application, the app delegate), as numbered badges in a strip beside the canvas, instead
    /// of piled in the canvas's corner.
    mutating func drawChainStrip(_ scene: BuiltScene) {
        let r = stripBadgeRadius
        let x = (chainStripLeft ?? 0) + 12 * u
        var y = layout.canvas.minY + 4 * u
        y = drawStripRows(drawnChain, scene, x: x, y: y, radius: r, square: false)
        if story.touch == nil && story.event != nil && drawnChainDropped {
            y = paragraph(Localization.dropped(l), x: x, y: stripY(clearOfCaption: y, height: lineHeight(12 * u), x: x),
                          width: layout.canvas.minX - x - 12 * u, size: 12 * u, Theme.panelText, maxLines: 3)
        }
        // The chain's numbers the canvas left out: UIKit's own containers, folded.
        let folded = drawnChain.enumerated().filter { $0.element.action == .forward }
            .filter { scene.views[$0.element.responder].map { Self.isFoldedContainer($0, in: scene, hitViews: story.hitViews) } ?? false }
            .map { $0.offset + 1 }
        if !folded.isEmpty {
            y = paragraph(Localization.foldedContainers(Self.ranges(folded), folded.count, l), x: x,
                          y: stripY(clearOfCaption: y + 4 * u, height: lineHeight(12 * u), x: x),
                          width: layout.canvas.minX - x - 12 * u, size: 12 * u, Theme.panelText, maxLines: 4)
        }
        drawActionSearchStrip(scene, from: y)
    }

    // MARK: Panel

    mutating func drawPanel() {
        let panel = layout.panel
        list.append(.fillRect(panel, Theme.panel))
        let pad = 14 * u
        let x = panel.minX + pad
        let w = panel.width - 2 * pad
        var y = 12 * u
        guard let (title, summary) = snapshot.sceneTitleAndSummary else { return }
        let count = snapshot.sceneCount > 1 ? "  (\(snapshot.sceneIndex + 1)/\(snapshot.sceneCount))" : ""
        y = paragraph(title + count, x: x, y: y, width: w, size: 17 * u, Theme.heading, maxLines: 3)
        y += 4 * u
        drawSummary(summary, x: x, y: y, w: w)
        drawTree(x: x, w: w)
        drawDetailsAndLog(from: snapshot.tree.bottom + 8 * u, x: x, w: w)
    }

    /// The scene's summary as the panel shows it: wrapped to `width`, its paragraphs separated
    /// by an empty line (drawn as ``paragraphGap(_:)``), never cut: up to 40% of the panel's
    /// height (at least 8 lines) shows at once; a longer summary scrolls (`offset`: lines
    /// scrolled) and its last line says how many lines are below or above.
    static func summaryWindow(_ summary: String, width: Double, u: Double, panelHeight: Double, measurer: TextMeasurer,
                              offset: Int = 0, _ l: Language = .en) -> SummaryWindow {
        let size = 12.5 * u
        let all = TextLayout.wrap(TextLayout.reflow(summary, keepBlankLines: true), size: size, maxWidth: width, measurer: measurer)
        let maxLines = max(8, Int(panelHeight * 0.4 / lineHeight(size)))
        guard all.count > maxLines else { return SummaryWindow(lines: all, hint: nil, offset: 0, limit: 0, total: all.count) }
        // One line is the hint; the rest show the text from `offset`.
        let shown = maxLines - 1
        let limit = all.count - shown
        let start = min(max(0, offset), limit)
        var lines = Array(all[start..<(start + shown)])
        // No blank line at the window's edges (a paragraph gap there reads as a missing line).
        while lines.last == "" { lines.removeLast() }
        let below = all.count - start - shown
        let hint = below > 0 ? Localization.summaryBelow(below, l) : Localization.summaryAbove(start, l)
        return SummaryWindow(lines: lines, hint: hint, offset: start, limit: limit, total: all.count)
    }

    /// The summary's lines shown with no scrolling (the hint, if any, last).
    static func summaryLines(_ summary: String, width: Double, u: Double, panelHeight: Double, measurer: TextMeasurer) -> [String] {
        let window = summaryWindow(summary, width: width, u: u, panelHeight: panelHeight, measurer: measurer)
        return window.shownLines
    }

    /// The height of ``summaryLines(_:width:u:panelHeight:measurer:)``.
    static func summaryHeight(_ lines: [String], u: Double) -> Double {
        let size = 12.5 * u
        return lines.reduce(0) { $0 + ($1.isEmpty ? paragraphGap(size) : lineHeight(size)) }
    }

    /// Draws the summary from `y`, scrolled as the panel state says, and records its region
    /// (the mouse wheel and the scroll keys move it when it holds more than it shows).
    mutating func drawSummary(_ summary: String, x: Double, y top: Double, w: Double) {
        let size = 12.5 * u
        let window = Self.summaryWindow(summary, width: w, u: u, panelHeight: layout.panel.height, measurer: measurer,
                                        offset: snapshot.panel.offsets[.summary] ?? 0, l)
        var y = top
        for line in window.lines {
            if line.isEmpty {
                y += Self.paragraphGap(size)
            } else {
                text(line, Point(x: x, y: y), size: size, Theme.panelDim, maxWidth: w)
                y += lineHeight(size)
            }
        }
        guard let hint = window.hint else { return }
        text(fitting(hint, size: 11 * u, width: w), Point(x: x, y: y), size: 11 * u, Theme.notice, maxWidth: w)
        y += lineHeight(size)
        let region = Rect(x: layout.panel.minX, y: top, width: layout.panel.width, height: y - top)
        panelFrame.regions[.summary] = region
        panelFrame.limits[.summary] = window.limit
        scrollBar(region, first: Double(window.offset), shown: Double(window.lines.count), total: Double(window.total))
    }

    /// The space between two paragraphs of text of `size`: half a line.
    static func paragraphGap(_ size: Double) -> Double { (lineHeight(size) / 2).rounded() }

    /// The inspector: the selected view's properties, rules, recognizers, controller, next
    /// responder and reachable share.
    mutating func drawInspectorSection(_ id: String, x: Double, y: Double, w: Double) -> Double {
        var y = sectionTitle(Localization.inspectorTitle(l), x: x, y: y, w: w)
        let size = 11.5 * u
        y = paragraph(id, x: x, y: y, width: w, size: 12.5 * u, Theme.heading)
        for line in snapshot.inspector {
            let s = line.label.isEmpty ? line.value : "\(line.label): \(line.value)"
            y = paragraph(s, x: x, y: y, width: w, size: size, Theme.panelText)
        }
        return y + 8 * u
    }

    /// The gestures panel: each recognizer of the last touch, its states in order (changed
    /// runs collapsed), whether it won, and why it ended where it did.
    mutating func drawGesturesSection(x: Double, y: Double, w: Double) -> Double {
        let l = snapshot.language
        var y = sectionTitle(Localization.gestures(l), x: x, y: y, w: w)
        let size = 12 * u
        let small = 11 * u
        // Every recognizer: the details scroll when they hold more than they show.
        for t in story.gestures {
            let kind = snapshot.facts.gestureKinds[t.id] ?? ""
            let outcome = Localization.gestureOutcome(t, l)
            let head = "\(t.id)  \(kind)\(t.view.map { " · \($0)" } ?? "")"
            list.append(.circle(center: Point(x: x + 5 * u, y: y + 8 * u), radius: 4 * u, Theme.color(of: t.recognized ? .ended : t.finalState), filled: true))
            text(outcome, Point(x: x + w, y: y), size: small, Theme.color(of: t.recognized ? .ended : t.finalState), anchor: .topRight)
            // A long name wraps (left of the outcome) instead of ending in "…".
            y = paragraph(head, x: x + 14 * u, y: y, width: w - 120 * u, size: size, Theme.panelText)
            // possible -> began -> changed ×n -> ended, each state in its colour.
            var chips: [(String, GestureState)] = [("possible", .possible)]
            for step in t.steps {
                if step.state == .changed, let last = chips.last, last.1 == .changed {
                    let n = (Int(last.0.split(separator: "×").last ?? "1") ?? 1) + 1
                    chips[chips.count - 1] = ("changed ×\(n)", .changed)
                } else {
                    chips.append((step.state.rawValue, step.state))
                }
            }
            var cx = x + 14 * u
            for (i, chip) in chips.enumerated() {
                let label = (i == 0 ? "" : "→ ") + chip.0
                let width = measurer.measure(label, size: small).width + 6 * u
                if cx + width > x + w { cx = x + 14 * u; y += lineHeight(small) }
                text(label, Point(x: cx, y: y), size: small, Theme.color(of: chip.1))
                cx += width
            }
            y += lineHeight(small)
            var why = t.steps.last.map { Localization.words(for: $0.reason, l) } ?? ""
            if !t.waitedFor.isEmpty && !t.recognized && t.finalState == .possible {
                why = Localization.waitsFor(t.waitedFor, l)
            }
            if !why.isEmpty { y = paragraph(why, x: x + 14 * u, y: y, width: w - 14 * u, size: small, Theme.panelDim) }
            y += 3 * u
        }
        return y + 6 * u
    }

    mutating func sectionTitle(_ title: String, x: Double, y: Double, w: Double) -> Double {
        text(title.uppercased(), Point(x: x, y: y), size: 11.5 * u, Theme.selection)
        list.append(.fillRect(Rect(x: x, y: y + 17 * u, width: w, height: max(1, u)), Theme.canvasBorder))
        return y + 22 * u
    }

    // MARK: Errors and help

    mutating func drawErrors(_ diagnostics: SceneDiagnostics) {
        let area = Rect(x: 16 * u, y: 40 * u, width: layout.panel.minX - 32 * u, height: layout.height * 0.5)
        let size = 12.5 * u
        let w = area.width - 24 * u
        var lines: [String] = []
        for e in diagnostics.errors.prefix(12) {
            lines.append(contentsOf: TextLayout.wrap(e.description, size: size, maxWidth: w, measurer: measurer))
        }
        let keep = Localization.errorsKeep(snapshot.scene != nil, l)
        let h = Double(lines.count + 3) * lineHeight(size) + 16 * u
        let box = Rect(x: area.minX, y: area.minY, width: area.width, height: min(h, layout.height - area.minY - 8 * u))
        list.append(.fillRect(box, Theme.errorBackground))
        list.append(.strokeRect(box, Theme.error, width: 2 * u))
        var y = box.minY + 8 * u
        text(Localization.errorsTitle(l), Point(x: box.minX + 12 * u, y: y), size: 14 * u, Theme.error)
        y += lineHeight(14 * u)
        for line in lines {
            guard y < box.maxY - 2 * lineHeight(size) else { break }
            text(line, Point(x: box.minX + 12 * u, y: y), size: size, .white, maxWidth: w)
            y += lineHeight(size)
        }
        text(keep, Point(x: box.minX + 12 * u, y: y + 4 * u), size: size, Theme.panelDim, maxWidth: w)
    }

    mutating func drawHelp() {
        let bindings = Playground.keyBindings
        let descriptions = bindings.map { b -> String in
            var description = Playground.describe(b.command, in: l)
            if case let .toggleOverlay(o) = b.command { description += "  " + Localization.onOff(snapshot.overlays.contains(o), l) }
            return description
        }
        // The first layout whose height fits the window: one column, else two or three side by
        // side, in a smaller size if need be; each description on as many lines as it needs,
        // never cut. Where none fits (a small window), one column, and it scrolls: columns side
        // by side that scroll together would be read down one, then back up for the next.
        let (u, room) = (self.u, layout.height - 40 * self.u)
        var plan = HelpPlan(size: 0, box: .zero, keyWidths: [], columnWidth: 0, columns: [], mouse: [], tree: [])
        var oneColumn = plan
        for (columns, size) in [(1, 13 * u), (1, 12 * u), (2, 13 * u), (2, 12 * u), (2, 11 * u), (3, 11 * u)] {
            plan = helpPlan(descriptions, bindings.map(\.label), columns: columns, size: size)
            if plan.box.height <= room { break }
            if columns == 1 { oneColumn = plan }
        }
        let scrolls = plan.box.height > room
        if scrolls { plan = oneColumn }
        let size = plan.size
        let lh = lineHeight(size)
        var box = plan.box
        if scrolls { box = Rect(x: box.minX, y: 20 * u, width: box.width, height: room) }
        list.append(.fillRect(Rect(x: 0, y: 0, width: layout.width, height: layout.height), Color(red: 0, green: 0, blue: 0, alpha: 140)))
        list.append(.fillRect(box, Theme.panel))
        list.append(.strokeRect(box, Theme.selection, width: 2 * u))
        let top = box.minY + 12 * u
        text(Localization.keys(l), Point(x: box.minX + 16 * u, y: top), size: 17 * u, Theme.heading)
        let firstRow = top + lineHeight(17 * u) + 4 * u
        // The rows: the columns' lines side by side, then the mouse's and the tree's lines (after
        // a gap: six units whole, a row scrolling). Scrolling, the rows that fit above a hint line.
        let tallest = plan.columns.map { $0.reduce(0) { $0 + plan.wrapped[$1].count } }.max() ?? 0
        let extras = plan.mouse + plan.tree
        var (first, shown) = (0, tallest + extras.count + 1)
        var gap = 6 * u
        if scrolls {
            gap = lh
            shown = max(1, Int(((box.maxY - 12 * u - lh - 4 * u) - firstRow) / lh))
            let limit = max(0, tallest + 1 + extras.count - shown)
            panelFrame.helpLimit = limit
            panelFrame.helpPage = shown
            first = min(max(0, snapshot.panel.helpOffset), limit)
        }
        let rows = first..<(first + shown)
        func y(_ row: Int) -> Double { firstRow + Double(row - first) * lh + (row > tallest ? gap - lh : 0) }
        for (c, column) in plan.columns.enumerated() {
            let x = box.minX + 16 * u + Double(c) * plan.columnWidth
            var row = 0
            for k in column {
                let lines = row..<(row + plan.wrapped[k].count)
                // (A key whose first lines are scrolled off stays beside its first line shown.)
                if let shownFrom = lines.clamped(to: rows).first {
                    text(bindings[k].label, Point(x: x, y: y(shownFrom)), size: size, Theme.hit)
                }
                for (n, line) in plan.wrapped[k].enumerated() where rows.contains(row + n) {
                    text(line, Point(x: x + plan.keyWidths[c], y: y(row + n)), size: size, Theme.panelText)
                }
                row = lines.upperBound
            }
        }
        for (n, line) in extras.enumerated() where rows.contains(tallest + 1 + n) {
            text(line, Point(x: box.minX + 16 * u, y: y(tallest + 1 + n)), size: size, Theme.panelDim)
        }
        // (The lines below or above, the blank one between the keys and the mouse's not counted.)
        let below = tallest + 1 + extras.count - rows.upperBound - (rows.upperBound <= tallest ? 1 : 0)
        let above = first - (first > tallest ? 1 : 0)
        guard scrolls, below > 0 || above > 0 else { return }
        let hint = below > 0 ? Localization.helpMore(below, l) : Localization.helpAbove(above, l)
        text(fitting(hint, size: size, width: box.width - 32 * u),
             Point(x: box.minX + 16 * u, y: box.maxY - 12 * u - lh), size: size, Theme.selection, maxWidth: box.width - 32 * u)
    }

    /// The help's layout in `columns` columns at `size`: its box (centred in the window), the
    /// bindings' indices in each column (in order, the columns about as tall as each other) and
    /// every text wrapped to its room.
    struct HelpPlan {
        var size: Double
        var box: Rect
        /// Each column's room for its keys.
        var keyWidths: [Double]
        var columnWidth: Double
        var columns: [[Int]]
        var wrapped: [[String]] = []
        var mouse: [String]
        var tree: [String]
    }

    func helpPlan(_ descriptions: [String], _ labels: [String], columns: Int, size: Double) -> HelpPlan {
        let lh = lineHeight(size)
        let w = min(layout.width - 40 * u, (columns == 1 ? 780 : 1400) * u)
        // (Inside the box's 16-unit margins; a column's text stops 12 units before the next.)
        let columnWidth = (w - 32 * u) / Double(columns)
        let keyWidths = labels.map { measurer.measure($0, size: size).width + 14 * u }
        func wrap(_ k: Int, keyWidth: Double) -> [String] {
            TextLayout.wrap(descriptions[k], size: size, maxWidth: max(1, columnWidth - keyWidth - 12 * u), measurer: measurer)
        }
        // Columns filled in order up to an even share of the lines (wrapped beside the widest
        // key of all), then each column's descriptions wrapped again beside its own widest key.
        var wrapped = descriptions.indices.map { wrap($0, keyWidth: keyWidths.max() ?? 0) }
        let total = wrapped.reduce(0) { $0 + $1.count }
        let share = (total + columns - 1) / columns
        var split: [[Int]] = [[]]
        var used = 0
        for (k, lines) in wrapped.enumerated() {
            if used + lines.count > share, !split[split.count - 1].isEmpty, split.count < columns { split.append([]); used = 0 }
            split[split.count - 1].append(k)
            used += lines.count
        }
        let columnKeys = split.map { column in column.map { keyWidths[$0] }.max() ?? 0 }
        for (c, column) in split.enumerated() { for k in column { wrapped[k] = wrap(k, keyWidth: columnKeys[c]) } }
        let tallest = split.map { $0.reduce(0) { $0 + wrapped[$1].count } }.max() ?? 0
        let mouse = TextLayout.wrap(Localization.helpMouse(l), size: size, maxWidth: w - 32 * u, measurer: measurer)
        let tree = TextLayout.wrap(Localization.helpTree(l), size: size, maxWidth: w - 32 * u, measurer: measurer)
        let h = 12 * u + lineHeight(17 * u) + 4 * u + Double(tallest) * lh + 6 * u + Double(mouse.count + tree.count) * lh + 12 * u
        let box = Rect(x: (layout.width - w) / 2, y: max(20 * u, (layout.height - h) / 2), width: w, height: h)
        return HelpPlan(size: size, box: box, keyWidths: columnKeys, columnWidth: columnWidth, columns: split, wrapped: wrapped, mouse: mouse, tree: tree)
    }

}
