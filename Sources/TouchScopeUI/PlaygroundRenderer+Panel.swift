import TouchScopeCore
import TouchScopeScenes

/// The side panel below its heading: the view tree, the details (inspector, step-through,
/// what-if, dead zones, the last touch, gestures) and the event log, each scrolling on its own
/// with a position bar at its right edge when it holds more than it shows.
extension PlaygroundRenderer {
    // MARK: The tree

    mutating func drawTree(x: Double, w: Double) {
        let panel = layout.panel
        let pad = 14 * u
        let tree = snapshot.tree
        _ = sectionTitle(Localization.views(l), x: x, y: tree.top, w: w)
        if let filter = tree.filterLine {
            text(Localization.treeFilter(snapshot.panel.filter, typing: snapshot.panel.isTyping, matches: filter.matches, l),
                 Point(x: x, y: filter.y + 2 * u), size: 12 * u, snapshot.panel.isTyping ? Theme.notice : Theme.panelText, maxWidth: w)
        }
        let hitViews = story.hitViews
        for row in tree.rows {
            let y = row.rect.minY
            if snapshot.selection == row.id { list.append(.fillRect(row.rect, Theme.selection.withAlpha(110))) }
            let indent = x + Double(row.depth) * 14 * u
            // The disclosure triangle of a view with subviews: pointing down when expanded,
            // right when its subtree is collapsed.
            if row.hasSubviews {
                let c = Point(x: indent + 4.5 * u, y: y + 9.5 * u)
                let s = 4 * u
                let triangle = row.isCollapsed
                    ? [Point(x: c.x - s * 0.6, y: c.y - s), Point(x: c.x + s * 0.9, y: c.y), Point(x: c.x - s * 0.6, y: c.y + s)]
                    : [Point(x: c.x - s, y: c.y - s * 0.6), Point(x: c.x + s, y: c.y - s * 0.6), Point(x: c.x, y: c.y + s * 0.9)]
                list.append(.fillPolygon(triangle, Theme.panelDim))
                panelFrame.disclosures.append((row.id, Rect(x: indent - 3 * u, y: y, width: 15 * u, height: row.rect.height)))
            }
            let swatch = Rect(x: indent + 12 * u, y: y + 4 * u, width: 11 * u, height: 11 * u)
            list.append(.fillRect(swatch, row.color))
            list.append(.strokeRect(swatch, Theme.panelDim, width: 1))
            var extras = ""
            if row.isFirstResponder { extras += "  ⌨" }
            if row.isCollapsed { extras += "  " + Localization.more(row.descendants, l) }
            let dim = row.ignoresTouches || !row.matches
            // The verdict at the right; the label in the room left of it, where the row is too
            // narrow (large text, a deep tree) without the kind, then the id alone.
            var verdictWidth = 0.0
            if let visit = story.shownVisit(of: row.id) {
                let c = Theme.color(of: visit.verdict)
                var tag = verdictLabel(visit.verdict)
                let isHit = hitViews.contains(row.id)
                if isHit { tag = Localization.hitTag(l) + tag }
                text(tag, Point(x: panel.maxX - pad, y: y + 2 * u), size: 11.5 * u, isHit ? Theme.hit : c,
                     anchor: .topRight)
                verdictWidth = measurer.measure(tag, size: 11.5 * u).width + 12 * u
            }
            let room = panel.maxX - pad - verdictWidth - indent - 28 * u
            let label = fitting([row.label + extras, row.id + extras, row.id], size: 12.5 * u, width: room)
            text(label, Point(x: indent + 28 * u, y: y + 2 * u), size: 12.5 * u, dim ? Theme.panelDim : Theme.panelText, maxWidth: room)
        }
        if let above = tree.above {
            text(Localization.above(above.count, l), Point(x: x, y: above.y + 2 * u), size: 12 * u, Theme.panelDim)
        }
        if let more = tree.more {
            text(Localization.more(more.count, l), Point(x: x, y: more.y + 2 * u), size: 12 * u, Theme.panelDim)
        }
        let region = Rect(x: panel.minX, y: tree.rowsTop, width: panel.width, height: max(0, tree.bottom - tree.rowsTop))
        panelFrame.regions[.tree] = region
        panelFrame.limits[.tree] = tree.maxStart
        panelFrame.treeStart = tree.start
        if tree.total > tree.rows.count {
            scrollBar(region, first: Double(tree.start), shown: Double(tree.rows.count), total: Double(tree.total))
        }
    }

    // MARK: Details and the log

    /// The details and the event log from `top` to the panel's bottom: the details get what
    /// they need while the log keeps a few lines; when they need more, they scroll.
    mutating func drawDetailsAndLog(from top: Double, x: Double, w: Double) {
        let panel = layout.panel
        // The details drawn on their own first (from y = 0), to know their height.
        var details = PlaygroundRenderer(snapshot: snapshot, measurer: measurer)
        let contentHeight = details.drawDetails(x: x, y: 0, w: w)
        let logLine = lineHeight(11 * u)
        let rest = max(0, panel.maxY - top - 6 * u)
        let logTitle = 22 * u
        let logMin = min(rest * 0.5, logTitle + 6 * logLine)
        var detailsHeight = min(contentHeight, max(0, rest - logMin))
        // When the details hold more than they show, a line under them says so.
        let hintHeight = lineHeight(11 * u)
        if contentHeight > detailsHeight { detailsHeight = max(0, detailsHeight - hintHeight) }
        let step = Self.detailStep(u)
        let limit = max(0, Int(((contentHeight - detailsHeight) / step).rounded(.up)))
        let offset = min(snapshot.panel.offsets[.details] ?? 0, limit)
        // Never a sliced line: the shown part ends above the first line it would cut.
        let shownHeight = limit > 0
            ? Self.wholeLines(details.list.commands, from: Double(offset) * step, height: detailsHeight) : detailsHeight
        let region = Rect(x: panel.minX, y: top, width: panel.width, height: shownHeight)
        list.append(.pushClip(region))
        let dy = top - Double(offset) * step
        for command in details.list.commands { list.append(command.offsetBy(dy: dy)) }
        list.append(.popClip)
        list.marks += details.list.marks.map { var m = $0; m.rect = m.rect.offsetBy(dx: 0, dy: dy); return m }
        panelFrame.regions[.details] = region
        panelFrame.limits[.details] = limit
        if limit > 0 {
            scrollBar(region, first: Double(offset) * step, shown: detailsHeight, total: contentHeight)
            if offset < limit {
                text(fitting(Localization.moreBelow(l), size: 11 * u, width: w), Point(x: x, y: top + detailsHeight), size: 11 * u,
                     Theme.notice, maxWidth: w)
            }
            drawLog(from: top + detailsHeight + hintHeight, x: x, w: w)
        } else {
            drawLog(from: top + detailsHeight, x: x, w: w)
        }
    }

    /// The height from `from` (down to at most `height`) that shows only whole lines of the
    /// text in `commands`: it ends at the top of the first line that the bottom would cut.
    static func wholeLines(_ commands: [DrawCommand], from: Double, height: Double) -> Double {
        let bottom = from + height
        var cut = bottom
        for command in commands {
            guard case let .text(_, at, size, _, anchor, _) = command, anchor == .topLeft else { continue }
            if at.y < bottom && at.y + lineHeight(size) > bottom { cut = min(cut, at.y) }
        }
        return max(0, cut - from)
    }

    /// Pixels one scroll step of the details moves.
    static func detailStep(_ u: Double) -> Double { lineHeight(12.5 * u) }

    /// The details: the inspector, step-through, what-if, dead zones, the last touch and the
    /// gestures, from `y`; returns the y after them.
    mutating func drawDetails(x: Double, y: Double, w: Double) -> Double {
        var y = y
        let size = 12.5 * u
        if let selected = snapshot.selection, !snapshot.inspector.isEmpty { y = drawInspectorSection(selected, x: x, y: y, w: w) }
        if snapshot.stepIndex != nil { y = drawStepSection(x: x, y: y, w: w) }
        if snapshot.whatIfOutcome != nil || !snapshot.whatIfChanges.isEmpty { y = drawWhatIfSection(x: x, y: y, w: w) }
        if snapshot.overlays.contains(.deadZones) { y = drawDeadZoneSection(x: x, y: y, w: w) }
        if story.touch == nil, story.chain.isEmpty, let event = story.event {
            // A remote-control or motion event: no hit-testing, it starts at the first responder.
            y = sectionTitle(Localization.lastEvent(l), x: x, y: y, w: w)
            y = paragraph(Localization.eventHeadline(event, l), x: x, y: y, width: w, size: size, Theme.hit)
            for (i, link) in story.eventChain.enumerated() {
                let behaviour: TouchBehaviour = link.action == .handled ? .handle : .forward
                let line = "\(i + 1). \(link.responder) — \(Localization.eventAction(link.action, l))"
                list.append(.circle(center: Point(x: x + 5 * u, y: y + 8 * u), radius: 4 * u, Theme.color(of: behaviour), filled: true))
                y = paragraph(line, x: x + 14 * u, y: y, width: w - 14 * u, size: size, Theme.panelText)
            }
            if story.eventDropped { y = paragraph(Localization.dropped(l), x: x, y: y, width: w, size: size, Theme.panelDim) }
            return y + 8 * u
        }
        y = sectionTitle(Localization.lastTouch(l), x: x, y: y, w: w)
        if story.touch == nil && story.chain.isEmpty {
            y = paragraph(Localization.clickHint(snapshot.mode, l), x: x, y: y, width: w, size: size, Theme.panelDim)
        } else {
            // Each finger is hit-tested on its own and has its own chain: with two or more, each
            // finger's hit view and chain under its number.
            let fingers = story.fingerStories
            if fingers.count < 2 {
                let hit = snapshot.stepIndex != nil && !story.hitDecided
                    ? Localization.hitViewUndecided(l) : Localization.hitView(story.hitView, window: story.hitWindow, l)
                y = paragraph(hit, x: x, y: y, width: w, size: size, Theme.hit)
                if let nd = story.notDelivered { y = drawNotDelivered(nd.view, nd.reason, recognizers: [], x: x, y: y, w: w) }
                y = drawChainLines(story.chain, cancelled: story.cancelled, dropped: story.dropped, x: x, y: y, w: w)
            } else {
                for finger in fingers {
                    let hit = snapshot.stepIndex != nil && !finger.hitDecided
                        ? Localization.hitViewUndecided(l) : Localization.hitView(finger.hitView, window: finger.hitWindow, l)
                    y = paragraph(Localization.text("log.finger", l, String(finger.number)) + " · " + hit,
                                  x: x, y: y, width: w, size: size, Theme.hit)
                    if let reason = finger.blocked, let view = finger.hitView {
                        y = drawNotDelivered(view, reason, recognizers: finger.recognizers, x: x, y: y, w: w)
                    }
                    y = drawChainLines(finger.chain, cancelled: finger.cancelled, dropped: finger.dropped, x: x, y: y, w: w)
                }
            }
            // Repeated events collapse with counts; the first and last of each kind stay.
            for line in StoryLines.collapse(story.decisions.map { Localization.decision($0, l) }, limit: 12) {
                y = paragraph(line, x: x, y: y, width: w, size: size, Theme.panelText)
            }
        }
        y += 8 * u
        if snapshot.overlays.contains(.gestures) && !story.gestures.isEmpty { y = drawGesturesSection(x: x, y: y, w: w) }
        return y
    }

    /// A finger its view did not get: why, and the recognizers that still get it (a pinch's
    /// second finger), then not in the error colour, since nothing is lost.
    mutating func drawNotDelivered(_ view: String, _ reason: NotDeliveredReason, recognizers: [String], x: Double, y: Double, w: Double) -> Double {
        var line = Localization.notDeliveredTo(view, Localization.words(for: reason, l), l)
        if !recognizers.isEmpty { line += " · " + Localization.text("panel.recognizersStillGet", l, recognizers.joined(separator: ", ")) }
        return paragraph(line, x: x, y: y, width: w, size: 12.5 * u, recognizers.isEmpty ? Theme.error : Theme.panelText)
    }

    /// A touch's responder chain, one numbered line per responder with what it did, and the
    /// line saying it fell off the end.
    mutating func drawChainLines(_ chain: [ChainLink], cancelled: [String: String], dropped: Bool, x: Double, y: Double, w: Double) -> Double {
        var y = y
        let size = 12.5 * u
        for (i, link) in chain.enumerated() {
            var line = "\(i + 1). \(link.responder) — \(Localization.behaviour(link.action, l))"
            // A touch a recognizer took away, or that ended in touchesCancelled: said here as
            // on the canvas, so "handled" never stands alone for a cancelled touch.
            if let by = cancelled[link.responder] {
                line += " · " + Localization.cancelledTag(isControl: snapshot.facts.cancelledControls.contains(link.responder), by: by, l)
            }
            list.append(.circle(center: Point(x: x + 5 * u, y: y + 8 * u), radius: 4 * u, Theme.color(of: link.action), filled: true))
            y = paragraph(line, x: x + 14 * u, y: y, width: w - 14 * u, size: size, Theme.panelText)
        }
        if dropped { y = paragraph(Localization.dropped(l), x: x, y: y, width: w, size: size, Theme.panelDim) }
        return y
    }

    /// One line of the event log as shown: a record, a folded run of moves (expandable), the
    /// header of an expanded run, or a record inside an expanded run (indented).
    enum LogEntry {
        case record(Int, indented: Bool)
        case folded(Range<Int>, count: Int, location: Point)
        case expanded(Range<Int>, count: Int)
    }

    /// The event log's entries for the story's records, runs of moves folded unless expanded.
    func logEntries() -> [LogEntry] {
        let records = snapshot.storyRecords
        var out: [LogEntry] = []
        for line in StoryLines.log(records[...]) {
            switch line {
            case let .record(k): out.append(.record(k, indented: false))
            case let .moves(range, count, location):
                if snapshot.panel.isExpanded(range.lowerBound) {
                    out.append(.expanded(range, count: count))
                    out += range.map { .record($0, indented: true) }
                } else {
                    out.append(.folded(range, count: count, location: location))
                }
            }
        }
        return out
    }

    /// The event log from `top` to the panel's bottom: the tail of the story's trace, scrolled
    /// up by the log's offset (in entries from its end).
    mutating func drawLog(from top: Double, x: Double, w: Double) {
        let panel = layout.panel
        var y = sectionTitle(Localization.eventLog(l), x: x, y: top, w: w)
        let logSize = 11 * u
        let lh = lineHeight(logSize)
        let region = Rect(x: panel.minX, y: y, width: panel.width, height: max(0, panel.maxY - y - 4 * u))
        panelFrame.regions[.log] = region
        let available = Int(max(0, panel.maxY - y - 6 * u) / lh)
        let records = snapshot.storyRecords
        if let i = snapshot.stepIndex, snapshot.dispatchSteps.indices.contains(i) {
            // Stepping: the log ends at the current step, which is highlighted; nothing folded.
            // Each entry on as many lines as it needs, the newest that fit.
            let upTo = snapshot.dispatchSteps[i].record
            var shown: [(lines: [String], isCurrent: Bool)] = []
            var used = 0
            for k in stride(from: upTo, through: records.startIndex, by: -1) {
                let lines = rowLines(Localization.logLine(records[k].event, l), w: w, size: logSize)
                // (The current step shows even where it needs more lines than there are.)
                if used + lines.count > available, !shown.isEmpty { break }
                used += lines.count
                shown.append((lines, k == upTo))
            }
            for entry in shown.reversed() {
                y = drawRowLines(entry.lines, x: x, y: y, w: w, size: logSize, entry.isCurrent ? Theme.heading : Theme.panelDim,
                                 highlight: entry.isCurrent ? Theme.step.withAlpha(70) : nil)
            }
            panelFrame.limits[.log] = 0
            return
        }
        // Only the entries that fit are formatted (a long story has up to 2,000 records); long
        // lines wrap.
        let entries = logEntries()
        let limit = max(0, entries.count - 1)
        let offset = min(snapshot.panel.offsets[.log] ?? 0, limit)
        panelFrame.limits[.log] = limit
        let blocks = logBlocks(entries, offset: offset, available: available, w: w)
        // The section's title line says how many entries are older (above) and newer (below,
        // when scrolled up) than the ones shown, taking no line from the log.
        var hidden: [String] = []
        if blocks.count < entries.count - offset { hidden.append(Localization.above(entries.count - offset - blocks.count, l)) }
        if offset > 0 { hidden.append(Localization.more(offset, l)) }
        if !hidden.isEmpty {
            text(hidden.joined(separator: " · "), Point(x: x + w, y: top), size: logSize, Theme.notice, anchor: .topRight)
        }
        for block in blocks.reversed() {
            var indent = 0.0
            var color = Theme.panelDim
            switch block.entry {
            case let .record(_, indented): indent = indented ? 12 * u : 0
            case let .folded(range, _, _), let .expanded(range, _):
                color = Theme.notice
                panelFrame.folds.append((range, Rect(x: x - 4 * u, y: y, width: w + 8 * u, height: Double(block.lines.count) * lh)))
            }
            y = drawRowLines(block.lines, x: x + indent, y: y, w: w - indent, size: logSize, color)
        }
        if entries.count > blocks.count {
            let first = Double(entries.count - offset - blocks.count)
            scrollBar(region, first: first, shown: Double(blocks.count), total: Double(entries.count))
        }
    }

    /// The newest entries of the log up to `offset` entries from its end, each wrapped to `w`,
    /// as many as fit in `available` lines (newest first).
    func logBlocks(_ entries: [LogEntry], offset: Int, available: Int, w: Double) -> [(lines: [String], entry: LogEntry)] {
        let records = snapshot.storyRecords
        let logSize = 11 * u
        var blocks: [(lines: [String], entry: LogEntry)] = []
        var used = 0
        for entry in entries.dropLast(offset).reversed() {
            let textLine: String
            var indent = 0.0
            switch entry {
            case let .record(k, indented):
                textLine = Localization.logLine(records[k].event, l)
                indent = indented ? 12 * u : 0
            case let .folded(_, count, location): textLine = "▸ " + Localization.foldedMoves(count, to: location, l)
            case let .expanded(_, count): textLine = Localization.expandedMoves(count, l)
            }
            let wrapped = rowLines(textLine, w: w - indent, size: logSize)
            if used + wrapped.count > available { break }
            used += wrapped.count
            blocks.append((wrapped, entry))
        }
        return blocks
    }

    /// A row of a panel list (a log entry, a step) as its lines: whole when it fits in `w`, else
    /// wrapped with its later lines indented (``listRow(_:x:y:w:size:_:highlight:)``), never cut.
    func rowLines(_ s: String, w: Double, size: Double) -> [String] {
        if measurer.measure(s, size: size).width <= w { return [s] }
        return TextLayout.wrap(s, size: size, maxWidth: w - 12 * u, measurer: measurer)
    }

    /// Draws a row of a panel list from `y` (``rowLines(_:w:size:)``), on a `highlight` band when
    /// given; returns the y after it.
    mutating func listRow(_ s: String, x: Double, y: Double, w: Double, size: Double, _ color: Color, highlight: Color? = nil) -> Double {
        drawRowLines(rowLines(s, w: w, size: size), x: x, y: y, w: w, size: size, color, highlight: highlight)
    }

    /// Draws a list row's `lines` (``rowLines(_:w:size:)``) from `y`, its later lines indented;
    /// returns the y after it.
    mutating func drawRowLines(_ lines: [String], x: Double, y: Double, w: Double, size: Double, _ color: Color,
                               highlight: Color? = nil) -> Double {
        let lh = lineHeight(size)
        if let highlight { list.append(.fillRect(Rect(x: x - 4 * u, y: y, width: w + 8 * u, height: Double(lines.count) * lh), highlight)) }
        var y = y
        for (j, line) in lines.enumerated() {
            text(line, Point(x: x + (j == 0 ? 0 : 12 * u), y: y), size: size, color, maxWidth: w - (j == 0 ? 0 : 12 * u))
            y += lh
        }
        return y
    }

    // MARK: Scroll bars

    /// The position bar of a section that holds more than it shows: a track along its right
    /// edge and a thumb for the part shown (`first` and `shown` of `total`, in any unit).
    mutating func scrollBar(_ region: Rect, first: Double, shown: Double, total: Double) {
        guard total > 0, region.height > 8 * u else { return }
        let track = Rect(x: region.maxX - 6 * u, y: region.minY + 2 * u, width: 3 * u, height: region.height - 4 * u)
        list.append(.fillRect(track, Theme.canvasBorder))
        let h = max(8 * u, track.height * min(1, shown / total))
        let top = track.minY + (track.height - h) * min(1, max(0, first / max(1, total - shown)))
        list.append(.fillRect(Rect(x: track.minX, y: top, width: track.width, height: h), Theme.selection))
    }
}

extension DrawCommand {
    /// The command moved down by `dy` pixels.
    func offsetBy(dy: Double) -> DrawCommand {
        func p(_ q: Point) -> Point { Point(x: q.x, y: q.y + dy) }
        func r(_ q: Rect) -> Rect { q.offsetBy(dx: 0, dy: dy) }
        switch self {
        case let .fillRect(rect, c): return .fillRect(r(rect), c)
        case let .strokeRect(rect, c, width): return .strokeRect(r(rect), c, width: width)
        case let .dashedRect(rect, c, dash): return .dashedRect(r(rect), c, dash: dash)
        case let .line(from, to, c, width): return .line(from: p(from), to: p(to), c, width: width)
        case let .fillPolygon(points, c): return .fillPolygon(points.map(p), c)
        case let .strokePolygon(points, c): return .strokePolygon(points.map(p), c)
        case let .circle(center, radius, c, filled): return .circle(center: p(center), radius: radius, c, filled: filled)
        case let .hatch(rect, c, spacing): return .hatch(r(rect), c, spacing: spacing)
        case let .text(s, at, size, c, anchor, maxWidth): return .text(s, at: p(at), size: size, c, anchor: anchor, maxWidth: maxWidth)
        case let .pushClip(rect): return .pushClip(r(rect))
        case .popClip, .pushGroup, .popGroup: return self
        }
    }
}
