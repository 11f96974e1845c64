import Foundation
import TouchScopeCore
import TouchScopeScenes

/// Marks for what happened besides a plain delivered touch: numbered finger markers (a blocked
/// finger crossed and tagged with why), a touch shown on the view it began on when that view
/// scrolled away, the recognizer that won and the touch it cancelled, and the route of a
/// non-touch event or a nil-targeted action's search up the responder chain.
extension PlaygroundRenderer {
    /// Rects of `size` beside a badge or marker at `c` of radius `r`: right, left, below, above.
    func around(_ c: Point, radius r: Double, _ size: Size) -> [Rect] {
        let gap = 4 * u
        return [Rect(x: c.x + r + gap, y: c.y - size.height / 2, width: size.width, height: size.height),
                Rect(x: c.x - r - gap - size.width, y: c.y - size.height / 2, width: size.width, height: size.height),
                Rect(x: c.x - size.width / 2, y: c.y + r + gap, width: size.width, height: size.height),
                Rect(x: c.x - size.width / 2, y: c.y - r - gap - size.height, width: size.width, height: size.height),
                Rect(x: c.x - r, y: c.y + r + gap, width: size.width, height: size.height),
                Rect(x: c.x + r - size.width, y: c.y + r + gap, width: size.width, height: size.height),
                Rect(x: c.x - r, y: c.y - r - gap - size.height, width: size.width, height: size.height),
                Rect(x: c.x + r - size.width, y: c.y - r - gap - size.height, width: size.width, height: size.height)]
    }

    // MARK: Fingers

    /// Where a finger is drawn: at a point of the canvas, or (its touch's view scrolled out of
    /// sight since it began) nowhere, its view then named in a tag at the scroll view's edge.
    enum FingerSpot: Equatable {
        case at(Point)
        case scrolledOff(view: String, clip: Rect, towards: Point)
    }

    /// Where `f` is drawn (window points for `.at`). A finger still down is where it is. A lifted
    /// finger whose hit view moved since the touch began (the content scrolled, the view was
    /// dragged) is drawn where it began on that view, so it never marks a view that took no part;
    /// when that point is out of its view's sight, the finger is not drawn on the canvas.
    func fingerSpot(_ f: FingerMark, _ scene: BuiltScene) -> FingerSpot {
        guard !f.isDown, let detail = story.fingerDetails[f.touch], let id = detail.view, let local = detail.viewPoint,
              let view = scene.views[id], Drawing.opacity(of: view) != nil else { return .at(f.location) }
        let now = view.localToScreen.apply(local)
        guard now.distance(to: detail.start) > 1 else { return .at(f.location) }
        let pixel = layout.pixel(now)
        if let region = clipRegion(of: view), region.insetBy(dx: -1, dy: -1).contains(pixel) { return .at(now) }
        return .scrolledOff(view: id, clip: clipRegion(of: view) ?? layout.canvas, towards: pixel)
    }

    /// The finger markers' radius in pixels.
    var fingerRadius: Double { 18 * layout.scale }

    /// Draws every finger of the story: a ring around where it touched (no centre dot, and no
    /// part of it, over a view's label: the title of the control it pressed stays readable);
    /// with two fingers or more, each numbered ("finger 2"); a finger whose touch reached nobody
    /// drawn dashed and crossed, tagged with why; one its view skipped but its recognizers got
    /// drawn as a finger that works, tagged with the recognizers and what the view skipped.
    mutating func drawFingers(_ scene: BuiltScene) {
        // The views' labels that show and the titles on the faces of the controls touched (42's
        // segments). A label under a view in front (51: the Send button's, under the keyboard)
        // is not kept clear: the ring would break around text no one sees.
        let windows = Self.drawingOrder(scene.application)
        let lines = labelLines(windows)
        var hidden: [Rect] = []
        let rings: [Rect] = story.fingers.compactMap { f in
            guard case let .at(point) = fingerSpot(f, scene) else { return nil }
            let c = layout.pixel(point), r = fingerRadius + 2 * u
            return Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        }
        let near = lines.filter { _, line in rings.contains { $0.intersects(line) } }
        if !near.isEmpty {
            let index = LabelLines(lines, canvas: layout.canvas)
            let painted = paintedBoxes(windows)
            for (id, line) in near {
                if let view = scene.views[id], !labelShows(view, label: line, labels: index, painted: painted) { hidden.append(line) }
            }
        }
        let shown = visibleLabelLines(windows).filter { line in !hidden.contains(line) }
        let labels = (shown + faceTitleRects(scene)).map { $0.insetBy(dx: -1.5 * u, dy: -1 * u) }
        let numbered = story.fingers.count > 1
        // A finger's name goes against its marker, on the bracket around it if need be: the
        // bracket is the touch's mark too (29, 53: pushed under it by the cancelled badge's tag,
        // "finger 1" went two lines from its finger). Only that finger's: another finger's tag
        // there reads as the bracketed touch's (29 and 53: finger 2's, over finger 1's bracket).
        let bracketed = story.fingers.first(where: { $0.touch == story.touch }) ?? story.fingers.first
        defer { placed.passable = [] }
        for f in story.fingers {
            placed.passable = f.touch == bracketed?.touch ? .touchBracket : []
            let number = story.fingerDetails[f.touch]?.number ?? 1
            let detail = story.fingerDetails[f.touch]
            let blocked = detail?.reachedNobody == true ? detail?.blocked : nil
            switch fingerSpot(f, scene) {
            case let .at(point):
                let c = layout.pixel(point)
                if !numbered, blocked == nil, !f.isDown, point == f.location, let detail {
                    owned(.liftedDrag, view: detail.view) { $0.drawLiftedDrag(detail, at: c) }
                }
                if blocked == nil, ringShare(at: c, avoiding: labels) < 0.5 {
                    // A ring cut down to a few ticks by a title under it (23's small buttons at
                    // 900 x 700) would not read as a finger: whole, under the title drawn again.
                    drawFingerMarker(at: c, down: false, blocked: false, avoiding: [])
                    let ring = Rect(x: c.x - fingerRadius, y: c.y - fingerRadius, width: 2 * fingerRadius, height: 2 * fingerRadius)
                    // Every label that shows under it (not only the visited views': 09's Follow
                    // button, never visited under its parent's hitTest override, kept the ring
                    // drawn across its title).
                    for (id, line) in near.sorted(by: { $0.key < $1.key }) where !hidden.contains(line) && line.intersects(ring) {
                        if let view = scene.views[id] { redrawLabel(of: view, over: ring) }
                    }
                } else {
                    drawFingerMarker(at: c, down: f.isDown, blocked: blocked != nil, avoiding: labels)
                }
                list.note(blocked != nil ? .blockedFinger : .finger)
                if numbered || blocked != nil {
                    let name = Localization.text("log.finger", l, String(number))
                    var wordings = [name]
                    if let reason = blocked {
                        wordings = [name + " " + Localization.fingerBlocked(reason, l)]
                        // Without the view's name, when the whole does not fit (24 at 900 x 700).
                        if case .exclusiveTouch = reason { wordings.append(name + " " + Localization.text("mark.blockedExclusiveShort", l)) }
                    } else if let detail, detail.blocked != nil {
                        wordings = [name + " " + Localization.fingerToRecognizersOnly(detail.recognizers, l)]
                        // The first recognizer and how many more, for where the whole list does not fit.
                        if detail.recognizers.count > 1 {
                            wordings.append(name + " " + Localization.fingerToFirstRecognizer(detail.recognizers[0], more: detail.recognizers.count - 1, l))
                        }
                    }
                    let viewBox = detail?.view.flatMap { scene.views[$0] }.map { Rect(bounding: pixelQuad($0)) }
                    owned(.finger, view: detail?.view, finger: number) {
                        $0.drawFingerTag(wordings, name: name, number: number, at: c, fill: blocked != nil ? Theme.error : .white, scene: scene, on: viewBox)
                    }
                }
            case let .scrolledOff(view, clip, towards):
                owned(.scrolledOff, view: view, finger: numbered ? number : nil) {
                    $0.drawScrolledOffTag(view: view, finger: numbered ? number : nil, clip: clip, towards: towards)
                }
            }
        }
    }

    /// The width of a tag of `lines` at `size`: its widest line and the tag's margins.
    func tagWidth(_ lines: [String], size: Double) -> Double {
        (lines.map { measurer.measure($0, size: size).width }.max() ?? 0) + 10 * u
    }

    /// `wording` on two lines: broken after its first colon ("finger 2 ⊘ blocked:" and
    /// "exclusiveTouch"), else after its last comma ("finger 2 → pinchB, panB," and "not the
    /// view": a list's last item stays with the list); nil when it has neither, or nothing after it.
    static func brokenInTwo(_ wording: String) -> [String]? {
        let colon = wording.firstIndex(where: { $0 == ":" || $0 == "：" })
        guard let at = colon ?? wording.lastIndex(where: { $0 == "," || $0 == "，" }) else { return nil }
        let head = String(wording[...at]), tail = String(wording[wording.index(after: at)...]).trimming(" ")
        return tail.isEmpty ? nil : [head, tail]
    }

    /// A leader from a tag at `rect` to a ring of `radius` at `c` (a finger, a drag's down
    /// point): from the tag's point nearest `c` to `gap` outside the ring; nil when the tag is
    /// against the ring already (within 6 units of it).
    func ringLeader(from rect: Rect, to c: Point, radius r: Double, gap: Double) -> (from: Point, to: Point)? {
        let from = Point(x: min(max(c.x, rect.minX), rect.maxX), y: min(max(c.y, rect.minY), rect.maxY))
        let d = from.distance(to: c)
        guard d > r + 6 * u else { return nil }
        return (from, Point(x: c.x + (from.x - c.x) * (r + gap) / d, y: c.y + (from.y - c.y) * (r + gap) / d))
    }

    /// A drag that ended away from where it began (22's Send dragged off and lifted): the
    /// finger's trail from down to up and, where it went down, a small haloed ring tagged with
    /// the view that took the touch, so the lifted finger is tied to the view that tracked it.
    /// The ring is hollow and drawn under the view's label (its title is drawn again over the
    /// ring and the trail), and the tag goes beside the view, never across its title or edge.
    mutating func drawLiftedDrag(_ detail: FingerDetail, at c: Point) {
        let start = layout.pixel(detail.start)
        guard let id = detail.view, start.distance(to: c) > fingerRadius else { return }
        let trail = drawTrail()
        list.note(.downPoint)
        let r = 5 * u
        list.commands.append(contentsOf: downRingCommands(at: start, radius: r))
        let ring = Rect(x: start.x - r, y: start.y - r, width: 2 * r, height: 2 * r)
        record(.graphic, ring, Theme.tracking, edge: Theme.halo)
        let view = snapshot.scene?.views[id]
        // Its tag names the view and belongs to the ring: against it, else beside the view
        // (under it, over it, level with the down point) with a leader to the ring. Never across
        // the view's edge or over its title: it is the view's tag.
        var near = start
        if let scene = snapshot.scene {
            let box = view.flatMap { visibleBox(of: $0, quad: pixelQuad($0)) }
            let gap = 5 * u
            func beside(_ sz: Size) -> [Rect] {
                guard let box else { return [] }
                let y = start.y - sz.height / 2, x = start.x - sz.width / 2
                return [Rect(x: x, y: box.maxY + gap, width: sz.width, height: sz.height),
                        Rect(x: x, y: box.minY - gap - sz.height, width: sz.width, height: sz.height),
                        Rect(x: box.maxX + gap, y: y, width: sz.width, height: sz.height),
                        Rect(x: box.minX - gap - sz.width, y: y, width: sz.width, height: sz.height)]
            }
            let texts = [Localization.text("mark.downOn", l, id), Localization.text("mark.downOnShort", l, id)]
            let request = ringTagRequest(owner: id, box: box ?? ring, centre: start, radius: r + 2 * u, texts: texts, namesOwner: true,
                                         more: beside, mayLeaveOut: false)
            if let rect = drawRingTag(request, scene, fill: Theme.tracking, leaderTo: (start, r)) {
                near = Point(x: min(max(start.x, rect.minX), rect.maxX), y: min(max(start.y, rect.minY), rect.maxY))
            }
        }
        // The view's title over the ring, the trail and the leader; the other views' labels the
        // trail runs across over it too (46: the trail ran through "listImmediate").
        if let view { redrawLabel(of: view, over: Rect(bounding: [start, c, near]).insetBy(dx: -r - 3 * u, dy: -r - 3 * u)) }
        if let scene = snapshot.scene, trail.count > 1 {
            for (other, line) in labelLines(Self.drawingOrder(scene.application)) where other != id {
                guard zip(trail, trail.dropFirst()).contains(where: { Self.segment($0.0, $0.1, crosses: line) }),
                      let v = scene.views[other] else { continue }
                redrawLabel(of: v, over: line)
            }
        }
    }

    /// The down point's mark at `c`: a hollow ring of `radius` in the tracking colour between two
    /// dark edges, and a dark dot at its centre, small enough that a title under it still reads.
    func downRingCommands(at c: Point, radius r: Double) -> [DrawCommand] {
        let edge = max(1, u.rounded())
        var out: [DrawCommand] = []
        for k in stride(from: -edge, through: edge, by: 1) { out.append(.circle(center: c, radius: r + k, Theme.tracking, filled: false)) }
        out.append(.circle(center: c, radius: r + edge + 1, Theme.halo, filled: false))
        out.append(.circle(center: c, radius: r - edge - 1, Theme.halo, filled: false))
        out.append(.circle(center: c, radius: max(1, 1.2 * u), Theme.halo, filled: true))
        return out
    }

    /// `view`'s id label drawn again (its commands as ``drawViews(_:)`` made them) when it meets
    /// `area`: the marks drawn there since stay under its text.
    mutating func redrawLabel(of view: View, over area: Rect) {
        guard let layout = viewLabelLayout(of: view, quad: pixelQuad(view)), layout.rect.intersects(area) else { return }
        var again: [DrawCommand] = []
        // Each letter edged in the view's own fill, so the letters read over the ring and the
        // ring still shows between them (a veil over the whole line left both half-read: 09's
        // "Follow" at 900 x 700); a dark halo under dark letters would hide them.
        let box = Rect(bounding: pixelQuad(view))
        var edge: Color?
        if !layout.outside, let fill = list.commands.first(where: { if case let .fillRect(r, _) = $0 { return r == box } else { return false } }),
           case let .fillRect(_, color) = fill {
            edge = color.withAlpha(255)
        }
        let d = max(1, u.rounded())
        for line in layout.lines {
            guard let found = list.commands.last(where: { if case let .text(t, at, _, _, _, _) = $0 { return t == line.text && at == line.at } else { return false } }),
                  case let .text(t, at, size, color, anchor, maxWidth) = found else { continue }
            if let edge {
                for (dx, dy) in [(-d, 0.0), (d, 0), (0, -d), (0, d), (-d, -d), (d, -d), (-d, d), (d, d)] {
                    again.append(.text(t, at: Point(x: at.x + dx, y: at.y + dy), size: size, edge, anchor: anchor, maxWidth: maxWidth))
                }
            }
            again.append(.text(t, at: at, size: size, color, anchor: anchor, maxWidth: maxWidth))
        }
        list.commands.append(contentsOf: again)
    }

    /// The box of the down point's ring ``drawFingers(_:)`` will draw for a finished drag (one
    /// finger, lifted away from where it went down), in window pixels: the chain's badges keep off it.
    func liftedDragRing(_ scene: BuiltScene) -> Rect? {
        guard story.fingers.count == 1, let f = story.fingers.first, !f.isDown, let detail = story.fingerDetails[f.touch],
              detail.reachedNobody != true, detail.view != nil, case let .at(point) = fingerSpot(f, scene), point == f.location else { return nil }
        let start = layout.pixel(detail.start)
        guard start.distance(to: layout.pixel(point)) > fingerRadius else { return nil }
        let r = 5 * u + 2 * u
        return Rect(x: start.x - r, y: start.y - r, width: 2 * r, height: 2 * r)
    }

    /// The share of a finger ring at `c` that ``fingerMarkerCommands(at:down:blocked:avoiding:)``
    /// draws clear of `labels` (1: whole).
    func ringShare(at c: Point, avoiding labels: [Rect]) -> Double {
        let r = fingerRadius
        let near = labels.filter { $0.intersects(Rect(x: c.x - r - 2, y: c.y - r - 2, width: 2 * r + 4, height: 2 * r + 4)) }
        guard !near.isEmpty else { return 1 }
        let n = 60
        var clear = 0
        for k in 0..<n {
            let a0 = Double(k) / Double(n) * 2 * Double.pi, a1 = Double(k + 1) / Double(n) * 2 * Double.pi
            let p = Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0)), q = Point(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
            if !near.contains(where: { Self.segment(p, q, crosses: $0) || $0.contains(p) || $0.contains(q) }) { clear += 1 }
        }
        return Double(clear) / Double(n)
    }

    /// The boxes of the titles drawn on the faces of the value controls the touch visited (a
    /// segmented control's segment titles), in window pixels: the finger's ring keeps off them.
    func faceTitleRects(_ scene: BuiltScene) -> [Rect] {
        story.shownVisits.flatMap { visit in
            scene.views[visit.view].map { ControlFaces.textBoxes(of: $0, quad: pixelQuad($0), unit: u, measurer: measurer) } ?? []
        }
    }

    /// The pieces of a finger marker at `c` (pixels): a ring and a dot; for a blocked finger a
    /// dashed ring in the error colour, crossed. Every piece that would cross one of `labels`
    /// is left out (the dot then becomes four ticks pointing at the spot).
    func fingerMarkerCommands(at c: Point, down: Bool, blocked: Bool, avoiding labels: [Rect]) -> [DrawCommand] {
        let r = fingerRadius
        let near = labels.filter { $0.intersects(Rect(x: c.x - r - 2, y: c.y - r - 2, width: 2 * r + 4, height: 2 * r + 4)) }
        func clear(_ a: Point, _ b: Point) -> Bool { !near.contains { Self.segment(a, b, crosses: $0) || $0.contains(a) || $0.contains(b) } }
        var out: [DrawCommand] = []
        // A finger still down: a translucent disc, unless it would cover a label.
        if down && near.isEmpty { out.append(.circle(center: c, radius: r, Theme.finger, filled: true)) }
        let n = 60
        let width = max(2, 2 * u)
        let pieces: [(Point, Point)] = (0..<n).map { k in
            let a0 = Double(k) / Double(n) * 2 * Double.pi, a1 = Double(k + 1) / Double(n) * 2 * Double.pi
            return (Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0)), Point(x: c.x + r * cos(a1), y: c.y + r * sin(a1)))
        }
        if blocked {
            // Dashed, in the error colour on the dark halo, and crossed.
            for (k, piece) in pieces.enumerated() where k % 5 < 3 && clear(piece.0, piece.1) {
                out.append(.line(from: piece.0, to: piece.1, Theme.halo, width: width + 2))
                out.append(.line(from: piece.0, to: piece.1, Theme.error, width: width))
            }
            for angle in [0.25, 1.25, 0.75, 1.75].map({ $0 * Double.pi }) {
                let p = Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
                guard clear(p, c) else { continue }
                out.append(.line(from: p, to: c, Theme.halo, width: width + 2))
                out.append(.line(from: p, to: c, Theme.error, width: width))
            }
            return out
        }
        // The ring: whole when no label is in its way, else the pieces clear of labels.
        if pieces.allSatisfy({ clear($0.0, $0.1) }) {
            // On a light edge each side, so the dark ring reads on a dark fill too (a touch
            // outside every window lands on the black canvas).
            out.append(.circle(center: c, radius: r + 2, Theme.fingerEdge, filled: false))
            out.append(.circle(center: c, radius: r - 2, Theme.fingerEdge, filled: false))
            out.append(.circle(center: c, radius: r, Theme.fingerRing, filled: false))
        } else {
            for piece in pieces where clear(piece.0, piece.1) { out.append(.line(from: piece.0, to: piece.1, Theme.fingerRing, width: width)) }
        }
        // Where it touched: a dot; over a label, four short ticks from the ring pointing at it.
        let dot = 2.5 * u
        if !near.contains(where: { $0.intersects(Rect(x: c.x - dot - 1, y: c.y - dot - 1, width: 2 * dot + 2, height: 2 * dot + 2)) }) {
            out.append(.circle(center: c, radius: dot + 1.5, Theme.fingerEdge, filled: true))
            out.append(.circle(center: c, radius: dot, Theme.fingerRing, filled: true))
        } else {
            for angle in [0, 0.5, 1, 1.5].map({ $0 * Double.pi }) {
                let p = Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
                let q = Point(x: c.x + 0.55 * r * cos(angle), y: c.y + 0.55 * r * sin(angle))
                guard clear(p, q) else { continue }
                out.append(.line(from: p, to: q, Theme.fingerRing, width: width))
            }
        }
        return out
    }

    mutating func drawFingerMarker(at c: Point, down: Bool, blocked: Bool, avoiding labels: [Rect]) {
        list.commands.append(contentsOf: fingerMarkerCommands(at: c, down: down, blocked: blocked, avoiding: labels))
    }

    // MARK: Recognizers and cancelled touches

    /// Whether a view in front at `front` covers the whole of `box` (to a pixel).
    static func covers(_ front: Rect, _ box: Rect) -> Bool { front.insetBy(dx: -1, dy: -1).contains(box) }

    /// A chain badge for a responder whose touch was then cancelled: grey (not the handled
    /// red disc), with what is said under it ("✗ touchesCancelled (by cardTap)") where the
    /// engine found room for it (``chainBadgeRequest(_:painted:)``'s wordings): else the grey
    /// badge alone says it (the legend has it), and the panel says by whom.
    mutating func cancelledBadge(at c: Point, radius r: Double, number: Int, responder: String, said: (text: String, rect: Rect)?) {
        let color = Theme.color(of: HitTestVerdict.outside)
        let edge = max(1, u.rounded())
        list.note(.cancelledBadge)
        list.append(.circle(center: c, radius: r + 1.5 * edge, Theme.halo, filled: true))
        list.append(.circle(center: c, radius: r, color, filled: true))
        text("\(number)", c, size: r + 1 * u, Theme.halo, anchor: .center)
        let box = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        record(.graphic, box, color, edge: Theme.halo)
        record(.text, box, Theme.halo, edge: color)
        list.placedMarks.append(PlacedMark(kind: .chainBadge, view: responder, text: "\(number)", box: box))
        if let said { tag(said.rect, fill: color, lines: [said.text], size: markSize, landed: true) }
    }

    /// What may be said under the cancelled badge of `responder` (`isControl`: a control's
    /// touch is cancelled with touchCancel), long to short: by whom, else "✗ cancelled".
    func cancelledWordings(isControl: Bool, by: String) -> [String] {
        [Localization.cancelledTag(isControl: isControl, by: by, l), Localization.text("mark.cancelledShort", l)]
    }

    // MARK: Routes that are not a touch's

    /// The chain the canvas draws: the touch's; with no touch, a remote-control or motion
    /// event's, from the first responder (forwarded as a ring, handled as a disc).
    var drawnChain: [ChainLink] {
        if story.touch != nil || !story.chain.isEmpty || story.event == nil { return story.chain }
        return story.eventChain.map { ChainLink(responder: $0.responder, action: $0.action == .handled ? .handle : .forward) }
    }

    /// Whether the drawn chain fell off its end.
    var drawnChainDropped: Bool { story.touch == nil && story.event != nil ? story.eventDropped : story.dropped }

    /// The tag at the first badge of an event's chain: where it starts, and why there.
    func routeStartLabel() -> String? {
        guard story.touch == nil, story.chain.isEmpty, let event = story.event else { return nil }
        return Localization.eventStartTag(event, l)
    }

    /// The last nil-targeted action of the story (a control's or a recognizer's action with no
    /// target), with the responders its search asked in order: from the first responder (the
    /// sender when there is none) up the chain, to the one that implements it or the end.
    func actionSearch(_ scene: BuiltScene) -> (action: String, links: [ChainLink], found: Bool, fromFirstResponder: Bool)? {
        for d in story.decisions.reversed() {
            guard case let .action(sender, action, target, explicit, implemented) = d, !explicit else { continue }
            let app = scene.application
            let senderResponder: Responder? = scene.views[sender] ?? scene.gestures[sender]?.view
            guard let start = app.firstResponder ?? senderResponder else { return nil }
            var links: [ChainLink] = []
            for r in start.responderChain {
                let isTarget = implemented && r.id == target
                links.append(ChainLink(responder: r.id, action: isTarget ? .handle : .forward))
                if isTarget { break }
            }
            return (action, links, implemented, app.firstResponder != nil)
        }
        return nil
    }

    /// Draws the search of the story's last nil-targeted action: square numbered badges (the
    /// touch's chain has round ones) on each view asked, joined by a line, the responders that
    /// are not views listed in the chain strip (with no strip, beside the view before them); a
    /// tag at the start (from the first responder or the sender) and one at the end (who
    /// performed it, or dropped).
    mutating func drawActionSearch(_ scene: BuiltScene) {
        guard let search = actionSearch(scene) else { return }
        let r = markSize * 0.85
        var spots: [(Point, Int, TouchBehaviour)] = []
        let painted = paintedBoxes(Self.drawingOrder(scene.application))
        // Each link's square at its view's top-right, where the engine finds room
        // (``placeChainBadges(_:painted:scene:)``), as the touch's chain badges.
        var items: [ChainBadgeItem] = []
        for (i, link) in search.links.enumerated() {
            guard let view = scene.views[link.responder], !(hasChainStrip && view is Window) else { continue }
            guard let inside = visibleBox(of: view, quad: pixelQuad(view))?.insetBy(dx: 2 * u, dy: 2 * u) else { continue }
            // With no strip to name them, the responders after it that are not views beside it,
            // in a row, as the touch's chain has them.
            let numbers = hasChainStrip ? [i + 1] : nonViewRow([i + 1], in: search.links, scene)
            let size = badgeRowSize(numbers.count, radius: r)
            let want = Rect(x: inside.maxX - size.width - 4 * u, y: inside.minY + 2 * u, width: size.width, height: size.height)
            items.append(ChainBadgeItem(numbers: numbers, view: view, touch: nil, mayLeaveOut: false, isHit: false, radius: r, wanted: want))
        }
        for (k, spot) in keepingMarksOffLabels(scene, { $0.placeChainBadges(items, painted: painted, scene: scene) }).enumerated() {
            let box = spot?.box ?? badgeSpot(for: items[k].wanted ?? .zero, inside: nil)
            for (c, n) in zip(badgeCentres(in: box, count: items[k].numbers.count), items[k].numbers) {
                spots.append((c, n, search.links[n - 1].action))
            }
        }
        // The lines keep off text (scene 16: B to C ran through "shareButton ✓ inside"), as the
        // touch's chain lines do.
        let canvas = layout.canvas
        let texts = visibleLabelLines(Self.drawingOrder(scene.application))
            + list.marks.filter { $0.kind == .text && canvas.intersects($0.rect) }.map(\.rect) + fingerRingCores
        for k in spots.indices.dropFirst() {
            let (a, b) = (spots[k - 1].0, spots[k].0)
            haloPath(chainRoute(from: a, to: b, avoiding: Self.obstacles(texts, between: a, and: b, radius: r)),
                     Theme.color(of: TouchBehaviour.forward), width: 1.5 * u)
        }
        for s in spots { squareBadge(at: s.0, radius: r, number: s.1, action: s.2) }
        // The start, beside badge 1 (the strip says from where: ``drawActionSearchStrip(_:from:)``),
        // only where it is clear, as the strip says it too; the end beside the last badge when it
        // is on the canvas, else in the strip.
        func box(of link: ChainLink, ring: Rect) -> Rect {
            scene.views[link.responder].flatMap { visibleBox(of: $0, quad: pixelQuad($0)) } ?? ring
        }
        if let first = spots.first(where: { $0.1 == 1 }), let link = search.links.first {
            let ring = Rect(x: first.0.x - r, y: first.0.y - r, width: 2 * r, height: 2 * r)
            drawRingTag(ringTagRequest(owner: link.responder, box: box(of: link, ring: ring), centre: first.0, radius: r,
                                       texts: [Localization.actionSearchStartShort(search.action, l)], namesOwner: false, mayLeaveOut: true),
                        scene, fill: .white)
        }
        if let last = spots.last, let link = search.links.last, searchEndsOnCanvas(search.links, scene) || !hasChainStrip {
            let ring = Rect(x: last.0.x - r, y: last.0.y - r, width: 2 * r, height: 2 * r)
            let request = ringTagRequest(owner: link.responder, box: box(of: link, ring: ring), centre: last.0, radius: r,
                                         texts: [searchEndLabel(search)], namesOwner: search.found, mayLeaveOut: false)
            drawRingTag(request, scene, fill: search.found ? Theme.color(of: TouchBehaviour.handle) : Theme.color(of: HitTestVerdict.outside))
        }
    }

    func searchEndLabel(_ search: (action: String, links: [ChainLink], found: Bool, fromFirstResponder: Bool)) -> String {
        search.found ? Localization.actionSearchFound(search.action, search.links.last?.responder ?? "", l)
                     : Localization.actionSearchDropped(search.action, l)
    }

    /// Whether the search's last responder is a view drawn on the canvas (not in the strip).
    func searchEndsOnCanvas(_ links: [ChainLink], _ scene: BuiltScene) -> Bool {
        guard let last = links.last, let view = scene.views[last.responder], !(view is Window) else { return false }
        return visibleBox(of: view, quad: pixelQuad(view)) != nil
    }

    /// The search's responders that are not views on the canvas, in the chain strip under the
    /// touch's own (from `y`), with square badges; where it ended written under them when that
    /// is not on the canvas.
    mutating func drawActionSearchStrip(_ scene: BuiltScene, from y: Double) {
        guard let search = actionSearch(scene) else { return }
        let r = stripBadgeRadius
        let x = (chainStripLeft ?? 0) + 12 * u
        var y = y + (y > layout.canvas.minY + 4 * u ? 10 * u : 0)
        let header = Localization.actionSearchStart(search.action, fromFirstResponder: search.fromFirstResponder, l)
        y = stripY(clearOfCaption: y, height: lineHeight(12 * u), x: x)
        y = paragraph(header, x: x, y: y, width: layout.canvas.minX - x - 12 * u, size: 12 * u, Theme.panelText, maxLines: 3) + 4 * u
        y = drawStripRows(search.links, scene, x: x, y: y, radius: r, square: true)
        if !searchEndsOnCanvas(search.links, scene) {
            _ = paragraph(searchEndLabel(search), x: x, y: stripY(clearOfCaption: y, height: lineHeight(12 * u), x: x),
                          width: layout.canvas.minX - x - 12 * u, size: 12 * u, Theme.panelText, maxLines: 3)
        }
    }

    /// The mark of an action search's `number`th step: a letter (A, B, C...), so that on a view
    /// both the touch's chain and the search ask (16's Share) the round ① and the square A differ
    /// by more than their shape.
    static func searchStepLabel(_ number: Int) -> String {
        guard (1...26).contains(number), let scalar = Unicode.Scalar(64 + number) else { return "\(number)" }
        return String(Character(scalar))
    }

    /// A square badge (an action search's step, lettered A, B, C...): filled where the action
    /// was performed, a square ring where the responder was asked and passed it on.
    mutating func squareBadge(at c: Point, radius r: Double, number: Int, action: TouchBehaviour) {
        let color = Theme.color(of: action)
        let edge = max(1, u.rounded())
        let box = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        list.note(.searchBadge)
        list.append(.fillRect(box.insetBy(dx: -1.5 * edge, dy: -1.5 * edge), Theme.halo))
        list.append(.fillRect(box, color))
        var ink = Theme.ink(on: color)
        if action == .forward {
            list.append(.fillRect(box.insetBy(dx: 3 * u, dy: 3 * u), Theme.halo))
            ink = .white
        }
        text(Self.searchStepLabel(number), c, size: r + 1 * u, ink, anchor: .center)
        record(.graphic, box, color, edge: Theme.halo)
        record(.text, box, ink, edge: action == .forward ? Theme.halo : color)
        place(Self.searchStepLabel(number), box)
    }
}

// MARK: Model frames

extension PlaygroundRenderer {
    /// The label lines of the views in mid-animation as on their MODEL frame (where
    /// hit-testing looked), so their verdict tags go there, not on the view as drawn.
    func modelLabelLines(_ scene: BuiltScene) -> [String: Rect] {
        let animations = scene.application.animations
        guard animations.isRunning else { return [:] }
        var out: [String: Rect] = [:]
        for window in Self.drawingOrder(scene.application) {
            for view in window.subtree where animations.isAnimating(view) && Drawing.opacity(of: view) != nil {
                if let r = labelLine(of: view, quad: view.screenQuad.map(layout.pixel)) { out[view.id] = r }
            }
        }
        return out
    }

    /// A model frame: sparse diagonal hatching inside and a dashed outline a few pixels outside
    /// (clear of the verdict outline on the same frame), in the animating colour; unlike the
    /// hit view's solid yellow band.
    /// A line in the animating colour from a model frame's dashed outline (`model`) to the view
    /// as drawn (`drawn`, its presentation), when they lie apart: under the model's tag, which is
    /// drawn after it.
    mutating func tieModelFrame(_ model: Rect, to drawn: Rect, _ color: Color) {
        let out = 7 * u
        let m = model.insetBy(dx: -out, dy: -out)
        guard !m.intersects(drawn) else { return }
        let a: Point, b: Point
        if drawn.minY >= m.maxY || drawn.maxY <= m.minY {
            let x = (max(m.minX, drawn.minX) + min(m.maxX, drawn.maxX)) / 2
            let overlapX = max(m.minX, drawn.minX) < min(m.maxX, drawn.maxX)
            let (xa, xb) = overlapX ? (x, x) : (m.midX, drawn.midX)
            a = Point(x: xa, y: drawn.minY >= m.maxY ? m.maxY : m.minY)
            b = Point(x: xb, y: drawn.minY >= m.maxY ? drawn.minY : drawn.maxY)
        } else {
            let y = (max(m.minY, drawn.minY) + min(m.maxY, drawn.maxY)) / 2
            a = Point(x: drawn.minX >= m.maxX ? m.maxX : m.minX, y: y)
            b = Point(x: drawn.minX >= m.maxX ? drawn.minX : drawn.maxX, y: y)
        }
        haloLine(from: a, to: b, color, width: max(1, 1.5 * u))
    }

    mutating func drawModelFrame(_ quad: [Point], _ color: Color) {
        let box = Rect(bounding: quad)
        list.note(.modelFrame)
        if isAxisAligned(quad) { list.append(.hatch(box, color.withAlpha(150), spacing: 8 * u)) }
        let out = 7 * u
        let around = isAxisAligned(quad) ? corners(box.insetBy(dx: -out, dy: -out)) : quad
        haloOutline(around, color, width: 2 * u, style: .dashed)
    }
}
