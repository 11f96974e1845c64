import Foundation
import TouchScopeCore

/// Every kind of mark the canvas draws; each has one legend entry (``PlaygroundRenderer/legendEntry(_:_:)``).
///
/// The drawing code notes each event mark it draws (``DisplayList/drawnMarks``), and the legend
/// lists the marks of the frame: the vocabulary (verdicts, the override tag, the hit view, the
/// chain badges) always as room allows, the other marks while one is on the canvas.
enum CanvasMark: Hashable, Sendable {
    case verdict(HitTestVerdict)
    case overrideDecided, hitView
    case badge(TouchBehaviour)
    /// A finger marker (numbered with two fingers or more).
    case finger
    /// A finger whose touch was not delivered: dashed, crossed, tagged with why.
    case blockedFinger
    /// The grey badge of a responder whose touch was cancelled.
    case cancelledBadge
    /// The square badges of a nil-targeted action's search.
    case searchBadge
    /// A view in mid-animation's model frame, hatched and dashed.
    case modelFrame
    /// A recognizer that recognized, tagged on its view.
    case recognized
    /// The first responder's tag.
    case firstResponder
    /// A control's tracking tolerance rectangle and the drag's trail.
    case tracking
    /// Where a finished drag went down (a small ring on the view that kept the touch) and its trail.
    case downPoint
    /// A tag at a scroll view's edge for a touch whose view scrolled out of sight.
    case scrolledOff
    /// The same for the hit view: in the hit view's colour, as on the canvas (48: the legend's
    /// white swatch did not match the yellow tag).
    case scrolledOffHit
    /// The selected view (inspect mode, the tree).
    case selection
    /// The view of the current step of step-through.
    case step
    /// The teaching overlays.
    case hitArea, deadZone, noView

    /// Every mark, in the legend's order.
    static var allCases: [CanvasMark] {
        HitTestVerdict.allCases.map(CanvasMark.verdict) + [.overrideDecided, .hitView] + TouchBehaviour.allCases.map(CanvasMark.badge)
            + [.finger, .blockedFinger, .cancelledBadge, .searchBadge, .modelFrame, .recognized, .firstResponder, .tracking,
               .downPoint, .scrolledOff, .scrolledOffHit, .selection, .step, .hitArea, .deadZone, .noView]
    }

    /// Listed whether drawn or not (the vocabulary every picture uses), when the legend has room.
    var isVocabulary: Bool {
        switch self {
        case .verdict, .overrideDecided, .hitView, .badge: return true
        default: return false
        }
    }

    /// The teaching overlay that draws this mark, listed while it is on.
    var overlay: Overlay? {
        switch self {
        case .hitArea: return .hitAreas
        case .deadZone: return .deadZones
        case .noView: return .hitMap
        default: return nil
        }
    }
}

extension DisplayList {
    /// Notes that a mark of `kind` is drawn (the legend lists it).
    mutating func note(_ kind: CanvasMark) { drawnMarks.insert(kind) }
}

extension PlaygroundRenderer {
    /// How a legend entry's swatch is drawn: the shape the mark has on the canvas.
    enum Swatch: Hashable {
        case outline(LineStyle), tag, hitView, badge(TouchBehaviour), doubleDashed, hatch, fill
        /// A tag with a glyph in it (a tag that says what it is in words on the canvas).
        case glyphTag(String)
        case finger, blockedFinger, cancelledBadge, squareBadge, modelFrame, tracking, downPoint, selection, step
    }

    /// One legend entry: its swatch, colour and words.
    typealias LegendEntry = (swatch: Swatch, color: Color, label: String)

    /// The legend entry of `mark` in `l`.
    static func legendEntry(_ mark: CanvasMark, _ l: Language) -> LegendEntry {
        switch mark {
        case let .verdict(v):
            return (.outline(lineStyle(of: v, invisible: false)), Theme.color(of: v), Theme.icon(of: v) + " " + Localization.verdict(v, l))
        case .overrideDecided: return (.tag, Theme.override, Localization.overrideDecided(l))
        case .hitView: return (.hitView, Theme.hit, Localization.hitViewLegend(l))
        case let .badge(b): return (.badge(b), Theme.color(of: b), Localization.behaviour(b, l))
        case .finger: return (.finger, Theme.finger.withAlpha(255), Localization.text("legend.finger", l))
        case .blockedFinger: return (.blockedFinger, Theme.error, Localization.text("legend.blockedFinger", l))
        case .cancelledBadge: return (.cancelledBadge, Theme.color(of: HitTestVerdict.outside), Localization.text("legend.cancelled", l))
        case .searchBadge: return (.squareBadge, Theme.color(of: TouchBehaviour.forward), Localization.text("legend.search", l))
        case .modelFrame: return (.modelFrame, Theme.color(of: .animating), Localization.text("legend.modelFrame", l))
        case .recognized: return (.glyphTag("✓"), .white, Localization.text("legend.recognized", l))
        case .firstResponder: return (.glyphTag("⌨"), .white, Localization.text("legend.firstResponder", l))
        case .tracking: return (.tracking, Theme.tracking, Localization.text("legend.tracking", l))
        case .downPoint: return (.downPoint, Theme.tracking, Localization.text("legend.downPoint", l))
        case .scrolledOff: return (.glyphTag("↑"), .white, Localization.text("legend.scrolledOff", l))
        case .scrolledOffHit: return (.glyphTag("↑"), Theme.hit, Localization.text("legend.scrolledOffHit", l))
        case .selection: return (.selection, Theme.selection, Localization.text("legend.selection", l))
        case .step: return (.step, Theme.step, Localization.text("legend.step", l))
        case .hitArea: return (.doubleDashed, Theme.hitArea, Localization.hitAreaLegend(l))
        case .deadZone: return (.hatch, Theme.deadZone, Localization.deadZoneLegend(l))
        case .noView: return (.fill, Theme.noView, Localization.noViewLegend(l))
        }
    }

    /// The marks the legend may list for `overlays`: the vocabulary (`animating` only while it
    /// can be seen: `showsAnimating`), the teaching overlays that are on, and of the other marks
    /// those in `drawn` (nil: all of them).
    static func legendMarks(overlays: Set<Overlay>, showsAnimating: Bool = true, drawn: Set<CanvasMark>? = nil) -> [CanvasMark] {
        CanvasMark.allCases.filter { mark in
            if case .verdict(.animating) = mark { return showsAnimating }
            if mark.isVocabulary { return true }
            if let overlay = mark.overlay { return overlays.contains(overlay) }
            return drawn?.contains(mark) ?? true
        }
    }

    /// The legend's entries for `overlays` (every mark's, the teaching overlays' while on); no
    /// two alike (``Theme/distance(_:_:)`` of their colours at least 60, or different shapes).
    static func legendEntries(overlays: Set<Overlay>, _ l: Language, showsAnimating: Bool = true) -> [LegendEntry] {
        legendMarks(overlays: overlays, showsAnimating: showsAnimating).map { legendEntry($0, l) }
    }

    /// The vocabulary marks this frame shows (the others are noted as they are drawn).
    var vocabularyOnCanvas: Set<CanvasMark> {
        var out: Set<CanvasMark> = []
        let overlays = snapshot.overlays
        if overlays.contains(.verdicts) {
            for visit in story.shownVisits {
                out.insert(.verdict(visit.verdict))
                if visit.override != nil { out.insert(.overrideDecided) }
            }
        }
        if overlays.contains(.hitView), story.hitView != nil { out.insert(.hitView) }
        if overlays.contains(.chain) {
            for link in drawnChain where story.cancelled[link.responder] == nil { out.insert(.badge(link.action)) }
        }
        return out
    }

    /// The legend's text size and the room between its lines: 11 points, 10 and tighter lines
    /// when the marks on the canvas need more lines than the strip has at 11.
    func legendMetrics(compact: Bool) -> (size: Double, step: Double) {
        compact ? (10 * u, lineHeight(10 * u) + 1 * u) : (11 * u, lineHeight(11 * u) + 3 * u)
    }

    /// How many lines `entries` take laid out from the left of a legend `width` wide at `size`,
    /// with `extra` more pixels of entry after them (the comparison's own entry).
    func legendLines(_ entries: [LegendEntry], width: Double, size: Double, extra: Double = 0) -> Int {
        var x = 12 * u
        var lines = 1
        let widths = entries.map { measurer.measure($0.label, size: size).width + 26 * u } + (extra > 0 ? [extra] : [])
        for w in widths {
            if x + w > width - 8 * u && x > 12 * u { x = 12 * u; lines += 1 }
            x += w
        }
        return lines
    }

    /// The entries the legend draws in `area`, and whether compactly: every mark of the frame;
    /// when they need more lines than the area holds, the vocabulary entries not on the canvas
    /// are left out, last first, until they fit, then the text is made smaller (the marks on the
    /// canvas are always explained).
    func fittedLegend(in area: Rect) -> (entries: [LegendEntry], compact: Bool) {
        let animating = (snapshot.scene?.application.animations.isRunning ?? false) || story.visits.contains { $0.verdict == .animating }
        let onCanvas = list.drawnMarks.union(vocabularyOnCanvas)
        var marks = Self.legendMarks(overlays: snapshot.overlays, showsAnimating: animating, drawn: list.drawnMarks)
        func fits(compact: Bool) -> Bool {
            let (size, step) = legendMetrics(compact: compact)
            let room = max(1, Int((area.height - 2 * u - lineHeight(size)) / step) + 1)
            let extra = snapshot.comparison != nil ? measurer.measure(Localization.compareLegend(l), size: size).width + 26 * u : 0
            return legendLines(marks.map { Self.legendEntry($0, l) }, width: area.maxX, size: size, extra: extra) <= room
        }
        while !fits(compact: false), let i = marks.lastIndex(where: { $0.isVocabulary && !onCanvas.contains($0) }) {
            marks.remove(at: i)
        }
        return (marks.map { Self.legendEntry($0, l) }, !fits(compact: false))
    }

    /// Draws the legend; returns where the next entry would go.
    @discardableResult
    mutating func drawLegend() -> Point {
        let area = legendArea ?? layout.legend
        guard area.height > 20 * u else { return Point(x: area.minX, y: area.minY) }
        var x = 12 * u
        var y = area.minY + 2 * u
        let (entries, compact) = fittedLegend(in: area)
        let (size, step) = legendMetrics(compact: compact)
        for (swatch, color, label) in entries {
            let w = measurer.measure(label, size: size).width + 26 * u
            if x + w > area.maxX - 8 * u && x > 12 * u { x = 12 * u; y += step }
            drawSwatch(swatch, color, in: Rect(x: x, y: y + (compact ? 1 : 2) * u, width: 13 * u, height: 13 * u))
            text(label, Point(x: x + 18 * u, y: y), size: size, Theme.panelText)
            x += w
        }
        return Point(x: x, y: y)
    }

    /// A legend swatch: the mark's shape in small.
    mutating func drawSwatch(_ swatch: Swatch, _ color: Color, in box: Rect) {
        let c = box.center
        let r = box.width / 2
        switch swatch {
        case let .outline(style):
            list.append(.fillRect(box, Theme.panelDim.withAlpha(90)))
            list.commands.append(contentsOf: haloOutlineCommands(corners(box), color, width: 2 * u, style: style))
        case .tag:
            list.append(.fillRect(box, color))
        case .hitView:
            list.append(.fillRect(box, Theme.panelDim.withAlpha(90)))
            list.commands.append(contentsOf: haloOutlineCommands(corners(box), color, width: 3 * u))
        case let .badge(action):
            list.append(.circle(center: c, radius: r, color, filled: true))
            if action == .forward { list.append(.circle(center: c, radius: r - 3 * u, Theme.halo, filled: true)) }
            if action == .handleAndForward { list.append(.circle(center: c, radius: r - 2.5 * u, Theme.halo, filled: false)) }
        case .doubleDashed:
            list.append(.dashedRect(box, color, dash: 3 * u))
            list.append(.dashedRect(box.insetBy(dx: 1, dy: 1), color, dash: 3 * u))
        case .hatch:
            list.append(.hatch(box, color, spacing: 4 * u))
            list.append(.strokeRect(box, color, width: 1))
        case .fill:
            list.append(.fillRect(box, color))
            list.append(.strokeRect(box, Theme.panelDim, width: 1))
        case let .glyphTag(glyph):
            // A tag's white box, wider than tall as on the canvas, the glyph in it.
            let tag = Rect(x: box.minX - 1 * u, y: box.minY + 1 * u, width: box.width + 2 * u, height: box.height - 2 * u)
            list.append(.fillRect(tag, color))
            text(glyph, tag.center, size: 10 * u, Theme.ink(on: color), anchor: .center)
        case .finger:
            // The canvas's marker: a light disc, a dark ring and the dot where it touched.
            list.append(.circle(center: c, radius: r, color, filled: true))
            list.append(.circle(center: c, radius: r - 1 * u, Theme.fingerRing.withAlpha(255), filled: false))
            list.append(.circle(center: c, radius: 2 * u, Theme.fingerRing.withAlpha(255), filled: true))
        case .blockedFinger:
            // Dashed and crossed, in the error colour.
            let n = 12
            for k in 0..<n where k % 2 == 0 {
                let a0 = Double(k) / Double(n) * 2 * Double.pi, a1 = Double(k + 1) / Double(n) * 2 * Double.pi
                list.append(.line(from: Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0)), to: Point(x: c.x + r * cos(a1), y: c.y + r * sin(a1)),
                                  color, width: 1.5 * u))
            }
            let d = r * 0.7
            list.append(.line(from: Point(x: c.x - d, y: c.y - d), to: Point(x: c.x + d, y: c.y + d), color, width: 1.5 * u))
            list.append(.line(from: Point(x: c.x - d, y: c.y + d), to: Point(x: c.x + d, y: c.y - d), color, width: 1.5 * u))
        case .cancelledBadge:
            // The grey disc, struck.
            list.append(.circle(center: c, radius: r, color, filled: true))
            text("✗", c, size: 10 * u, Theme.halo, anchor: .center)
        case .squareBadge:
            // A square ring (asked and passed on); a performed step is a filled square.
            list.append(.fillRect(box, color))
            list.append(.fillRect(box.insetBy(dx: 3 * u, dy: 3 * u), Theme.halo))
            // Lettered, as on the canvas (the touch's chain is numbered).
            text("A", c, size: 9 * u, .white, anchor: .center)
        case .modelFrame:
            list.append(.hatch(box.insetBy(dx: 2 * u, dy: 2 * u), color.withAlpha(150), spacing: 4 * u))
            list.append(.dashedRect(box, color, dash: 3 * u))
        case .tracking:
            list.append(.dashedRect(box, color, dash: 3 * u))
            list.append(.line(from: Point(x: box.minX + 2 * u, y: box.maxY - 3 * u), to: Point(x: box.maxX - 2 * u, y: box.minY + 3 * u),
                              color, width: 1.5 * u))
        case .downPoint:
            // The canvas's mark: the trail from a small haloed ring (where the finger went down).
            let ring = Point(x: box.minX + 4 * u, y: box.maxY - 4 * u)
            list.append(.line(from: ring, to: Point(x: box.maxX, y: box.minY), Theme.halo, width: 3.5 * u))
            list.append(.line(from: ring, to: Point(x: box.maxX, y: box.minY), color, width: 1.5 * u))
            list.commands.append(contentsOf: downRingCommands(at: ring, radius: 3.5 * u))
        case .selection:
            list.commands.append(contentsOf: haloOutlineCommands(corners(box.insetBy(dx: 2 * u, dy: 2 * u)), color, width: 2 * u))
            list.append(.dashedRect(box, .white, dash: 2 * u))
        case .step:
            list.commands.append(contentsOf: haloOutlineCommands(corners(box.insetBy(dx: 2 * u, dy: 2 * u)), color, width: 2 * u))
            list.append(.dashedRect(box, color, dash: 2 * u))
        }
    }

    /// The corners of `r`, clockwise from the top left.
    func corners(_ r: Rect) -> [Point] {
        [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
    }
}
