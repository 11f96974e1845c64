import TouchScopeCore

/// The line style of an overlay outline: meaning carried without colour.
enum LineStyle {
    case solid, dashed, dotted
}

/// The overlay marks' drawing: every mark on a dark halo (``Theme/halo``), so it reads on any
/// view colour, and recorded as an ``OverlayMark`` for the legibility checks.
extension PlaygroundRenderer {
    /// The size of overlay text (tags, badges): 11 points of the interface, growing with the
    /// canvas's scale up to 15, so marks scale with the window and its pixel density.
    var markSize: Double { max(11 * u, min(15 * u, 11 * u * layout.scale)) }

    /// Records a mark drawn.
    mutating func record(_ kind: OverlayMark.Kind, _ rect: Rect, _ color: Color, edge: Color) {
        list.marks.append(OverlayMark(kind: kind, rect: rect, color: color.withAlpha(255), edge: edge.withAlpha(255)))
    }

    /// An outline `width` pixels wide in `color` on a dark band one pixel wider each side.
    func haloOutlineCommands(_ quad: [Point], _ color: Color, width: Double, style: LineStyle = .solid) -> [DrawCommand] {
        let edge = max(1, u.rounded())
        if isAxisAligned(quad) {
            let r = Rect(bounding: quad)
            var out: [DrawCommand] = [.strokeRect(r, Theme.halo, width: width + 2 * edge)]
            switch style {
            case .solid:
                out.append(.strokeRect(r.insetBy(dx: edge, dy: edge), color, width: width))
            case .dashed, .dotted:
                let dash = (style == .dashed ? 6 : 2) * u
                var k = 0.0
                while k < width {
                    out.append(.dashedRect(r.insetBy(dx: edge + k, dy: edge + k), color, dash: dash))
                    k += 1
                }
            }
            return out
        }
        var out: [DrawCommand] = []
        for i in 0..<quad.count {
            out.append(.line(from: quad[i], to: quad[(i + 1) % quad.count], Theme.halo, width: width + 2 * edge))
        }
        for i in 0..<quad.count {
            let a = quad[i], b = quad[(i + 1) % quad.count]
            switch style {
            case .solid:
                out.append(.line(from: a, to: b, color, width: width))
            case .dashed, .dotted:
                // Dashes along the edge.
                let length = a.distance(to: b)
                let dash = (style == .dashed ? 6 : 2) * u
                guard length > 0 else { continue }
                var t = 0.0
                while t < length {
                    let e = min(length, t + dash)
                    let p = Point(x: a.x + (b.x - a.x) * t / length, y: a.y + (b.y - a.y) * t / length)
                    let q = Point(x: a.x + (b.x - a.x) * e / length, y: a.y + (b.y - a.y) * e / length)
                    out.append(.line(from: p, to: q, color, width: width))
                    t += 2 * dash
                }
            }
        }
        return out
    }

    /// Draws and records a haloed outline.
    mutating func haloOutline(_ quad: [Point], _ color: Color, width: Double, style: LineStyle = .solid) {
        // Wholly off the canvas (a row scrolled far out of its scroll view): nothing to draw
        // under the canvas's clip; the mark is still recorded.
        if !isOffCanvas(Rect(bounding: quad), margin: width + 2 * max(1, u.rounded()) + 4) {
            list.commands.append(contentsOf: haloOutlineCommands(quad, color, width: width, style: style))
        }
        record(.graphic, Rect(bounding: quad), color, edge: Theme.halo)
    }

    /// A haloed line from `a` to `b`.
    mutating func haloLine(from a: Point, to b: Point, _ color: Color, width: Double) {
        list.append(.line(from: a, to: b, Theme.halo, width: width + 2 * max(1, u.rounded())))
        list.append(.line(from: a, to: b, color, width: width))
        record(.graphic, Rect(bounding: [a, b]), color, edge: Theme.halo)
    }

    /// The nearest free place for a box of overlay text wanted at `rect` (moved down, up, left or
    /// right in steps, staying on the canvas), taken for it: no two overlay text boxes overlap and
    /// none sits under a finger marker.
    mutating func freeSpot(for rect: Rect) -> Rect {
        let spot = freeSpotSearch(for: rect)
        placed.append(spot)
        return spot
    }

    /// Where ``freeSpot(for:)`` would put `rect`, nothing taken.
    func freeSpotSearch(for rect: Rect) -> Rect {
        // Its halo (one edge wide) stays on the canvas too: a tag flush with the canvas's edge
        // lost its border there (scene 50's tags at the right edge).
        let canvas = layout.canvas.insetBy(dx: max(1, u.rounded()), dy: max(1, u.rounded()))
        let gap = 3 * u
        func fits(_ r: Rect) -> Bool {
            !placed.overlapsMark(r, gap: gap)
        }
        func onCanvas(_ r: Rect) -> Rect {
            var r = r
            if r.maxX > canvas.maxX { r = r.offsetBy(dx: canvas.maxX - r.maxX, dy: 0) }
            if r.minX < canvas.minX { r = r.offsetBy(dx: canvas.minX - r.minX, dy: 0) }
            // A tag's text runs a pixel below its box: kept off the canvas's bottom edge.
            if r.maxY > canvas.maxY - u { r = r.offsetBy(dx: 0, dy: canvas.maxY - u - r.maxY) }
            if r.minY < canvas.minY { r = r.offsetBy(dx: 0, dy: canvas.minY - r.minY) }
            return r
        }
        // On the canvas's frame, where the tag of a view along its top edge may go: kept when free.
        if isInHeaderTagRow(rect) && fits(rect) { return rect }
        let start = onCanvas(rect)
        var spot = start
        search: for k in 0..<40 {
            let dy = Double(k) * (rect.height + gap)
            let dx = Double(k) * (rect.width + gap)
            for candidate in [start.offsetBy(dx: 0, dy: dy), start.offsetBy(dx: 0, dy: -dy),
                              start.offsetBy(dx: -dx, dy: 0), start.offsetBy(dx: dx, dy: 0)] {
                let c = onCanvas(candidate)
                if fits(c) { spot = c; break search }
            }
        }
        return spot
    }

    /// Where ``tag(_:fill:_:size:within:)`` puts a tag wanted at `placement`, nothing taken:
    /// the free spot nearest it inside `within` (its view's visible part), else on the canvas.
    func landing(of placement: (rect: Rect, within: Rect?)) -> Rect {
        placement.within.flatMap { badgeSpotInside(for: placement.rect, inside: $0) } ?? freeSpotSearch(for: placement.rect)
    }

    /// A tag: `label` on a `fill` box with a dark edge, the text in the most readable ink,
    /// at the free spot nearest `rect`.
    /// `within`: the region the tag must stay in (its view's visible part), when not the canvas.
    /// Returns where it went.
    @discardableResult
    mutating func tag(_ rect: Rect, fill: Color, _ label: String, size: Double, within region: Rect? = nil) -> Rect {
        tag(landing(of: (rect, region)), fill: fill, lines: [label], size: size, landed: true)
    }

    /// A tag of several `lines` in `rect` (one line high each), as ``tag(_:fill:_:size:within:)``
    /// draws one: on a `fill` box with a dark edge, at the free spot nearest `rect` (`landed`:
    /// `rect` is that spot already).
    @discardableResult
    mutating func tag(_ rect: Rect, fill: Color, lines: [String], size: Double, landed: Bool = false) -> Rect {
        let rect = landed ? rect : landing(of: (rect, nil))
        placed.append(rect)
        let edge = max(1, u.rounded())
        let start = list.commands.count
        list.append(.fillRect(rect.insetBy(dx: -edge, dy: -edge), Theme.halo))
        list.append(.fillRect(rect, fill))
        let ink = Theme.ink(on: fill)
        let h = lineHeight(size)
        for (i, line) in lines.enumerated() {
            text(line, Point(x: rect.minX + 4 * u, y: rect.minY + 1 * u + Double(i) * h), size: size, ink, maxWidth: rect.width - 6 * u)
        }
        if rect.maxY <= layout.canvas.minY || rect.maxX <= layout.canvas.minX || rect.minX >= layout.canvas.maxX {
            // On the canvas's frame (``headerTagRow``) or in the margin beside it: drawn after
            // the canvas, out of its clip; no line on the canvas crosses it.
            frameTagCommands += list.commands[start...]
            list.commands.removeSubrange(start...)
            if rect.maxY <= layout.canvas.minY { headerTagsMinX = min(headerTagsMinX ?? rect.minX, rect.minX) }
        } else {
            tagDrawings.append((rect, start..<list.commands.count))
        }
        record(.graphic, rect, fill, edge: Theme.halo)
        record(.text, rect, ink, edge: fill)
        place(lines.joined(separator: "\n"), rect)
        return rect
    }

    /// Records a placed mark saying `text` at `box`, owned as ``owner`` says.
    mutating func place(_ text: String, _ box: Rect) {
        list.placedMarks.append(PlacedMark(kind: owner.kind, view: owner.view, finger: owner.finger, text: text, box: box))
    }

    /// Ties the mark placed last to its view or finger by the leader from `a` to `b`.
    mutating func placedLeader(from a: Point, to b: Point) {
        guard !list.placedMarks.isEmpty else { return }
        list.placedMarks[list.placedMarks.count - 1].leader = PlacedMark.Leader(from: a, to: b)
    }

    /// Runs `draw` with the marks it places owned by `kind`, `view` and `finger`.
    mutating func owned(_ kind: PlacedMark.Kind, view: String? = nil, finger: Int? = nil, _ draw: (inout PlaygroundRenderer) -> Void) {
        let saved = owner
        owner = MarkOwner(kind: kind, view: view, finger: finger)
        draw(&self)
        owner = saved
    }

    /// A chain badge: its number in a circle whose shape says what the responder did (handled:
    /// a disc; forwarded: a ring; handled and forwarded: a disc with a ring inside).
    mutating func badge(at c: Point, radius r: Double, number: Int, action: TouchBehaviour) {
        let color = Theme.color(of: action)
        let edge = max(1, u.rounded())
        list.append(.circle(center: c, radius: r + 1.5 * edge, Theme.halo, filled: true))
        list.append(.circle(center: c, radius: r, color, filled: true))
        var ink = Theme.ink(on: color)
        switch action {
        case .handle: break
        case .forward:
            list.append(.circle(center: c, radius: r - 3 * u, Theme.halo, filled: true))
            ink = .white
        case .handleAndForward:
            list.append(.circle(center: c, radius: r - 2.5 * u, Theme.halo, filled: false))
        }
        text("\(number)", c, size: r + 1 * u, ink, anchor: .center)
        let box = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        record(.graphic, box, color, edge: Theme.halo)
        record(.text, box, ink, edge: action == .forward ? Theme.halo : color)
        place("\(number)", box)
    }
}
