import TouchScopeCore
import TouchScopeScenes

/// The teaching tools' drawing: hit map, dead zones, hit areas, the step marker, and their
/// panel sections.
extension PlaygroundRenderer {
    /// A rectangle in cell units of a map with `step` points per cell, in window pixels.
    func pixelRect(cells r: Rect, step: Double) -> Rect {
        layout.pixelRect(Rect(x: r.minX * step, y: r.minY * step, width: r.width * step, height: r.height * step))
    }

    // MARK: Hit map

    /// Every cell of the canvas in the colour of the view a tap there reaches (opaque, so the
    /// map replaces the picture), region borders, and each region's name.
    mutating func drawHitMap(_ scene: BuiltScene) {
        guard let map = snapshot.hitMap, map.columns > 0 else { return }
        list.append(.fillRect(layout.canvas, Theme.noView))
        let regions = CellRegions.rects(grid: map.cells, columns: map.columns)
        var labels: [(String, [Rect], Color)] = []
        for (value, rects) in regions.sorted(by: { $0.key < $1.key }) {
            let view = map.views[Int(value) - 1]
            let color = Theme.muted(view.backgroundColor.withAlpha(255))
            for r in rects { list.append(.fillRect(pixelRect(cells: r, step: map.step), color)) }
            // Its rectangles, largest first: the name goes in the first that holds it.
            let boxes = rects.map { pixelRect(cells: $0, step: map.step) }.sorted { $0.width * $0.height > $1.width * $1.height }
            labels.append((view.id, boxes, color))
        }
        drawRegionBorders(map)
        let size = max(9 * u, min(13 * u, 11 * layout.scale))
        let lh = lineHeight(size)
        for (id, boxes, color) in labels {
            // On one line, else on two where the id's words meet (center|Button); a region
            // with no rectangle that holds its name whole is left unnamed, never cut.
            let width = { (s: String) in self.measurer.measure(s, size: size).width }
            let lines = [[id]] + (ViewLabelLayout.twoLines(id, width: width).map { [[$0.0, $0.1]] } ?? [])
            placing: for box in boxes where box.width > size * 2 && box.height > size * 1.3 {
                for wording in lines where (wording.map(width).max() ?? 0) <= box.width - 4 * u && Double(wording.count) * lh <= box.height {
                    for (j, line) in wording.enumerated() {
                        let y = box.midY + (Double(j) - Double(wording.count - 1) / 2) * lh
                        text(line, Point(x: box.midX, y: y), size: size, Theme.text(on: color), anchor: .center, maxWidth: box.width - 4 * u)
                    }
                    break placing
                }
            }
        }
    }

    /// Lines where neighbouring cells reach different views (``CellRegions/borders(grid:columns:)``:
    /// each band of equal rows scanned once), horizontal ones first.
    mutating func drawRegionBorders(_ map: HitMap) {
        let border = Color(red: 0, green: 0, blue: 0, alpha: 150)
        // Read once: `cells` is the map's lazily numbered grid (each read copies a reference).
        let (horizontal, vertical) = CellRegions.borders(grid: map.cells, columns: map.columns)
        for run in horizontal {
            let a = layout.pixel(Point(x: Double(run.start) * map.step, y: Double(run.line + 1) * map.step))
            let b = layout.pixel(Point(x: Double(run.end) * map.step, y: Double(run.line + 1) * map.step))
            list.append(.fillRect(Rect(x: a.x, y: a.y.rounded(.down), width: b.x - a.x, height: max(1, u)), border))
        }
        for run in vertical {
            let a = layout.pixel(Point(x: Double(run.line + 1) * map.step, y: Double(run.start) * map.step))
            let b = layout.pixel(Point(x: Double(run.line + 1) * map.step, y: Double(run.end) * map.step))
            list.append(.fillRect(Rect(x: a.x.rounded(.down), y: a.y, width: max(1, u), height: b.y - a.y), border))
        }
    }

    // MARK: Dead zones

    /// Each dead zone hatched, numbered as the panel lists it; the numbers placed together by
    /// the engine (``deadZoneTagRequest(view:box:number:)``).
    mutating func drawDeadZones(_ scene: BuiltScene) {
        var requests: [MarkRequest] = []
        for (i, zone) in snapshot.shownDeadZones.enumerated() {
            var largest = Rect.zero
            for r in zone.rects {
                // The hatching itself is drawn with the view (``deadZoneCommands(for:zones:)``),
                // under the views in front of it.
                let px = layout.pixelRect(r)
                record(.graphic, px, Theme.deadZone, edge: Theme.halo)
                if r.width * r.height > largest.width * largest.height { largest = r }
            }
            requests.append(deadZoneTagRequest(view: zone.view, box: layout.pixelRect(largest), number: i + 1))
        }
        drawTogether(requests, scene, kind: .deadZone, fill: Theme.deadZone, tied: true)
    }

    /// The request for dead zone `number`'s tag (its number, as the panel lists it) in the
    /// zone's largest part `box`: inside its corners, the bottom-left first (a view's label sits
    /// at its top-left, its verdict tag at its top-right), then against it outside.
    func deadZoneTagRequest(view: String, box: Rect, number: Int) -> MarkRequest {
        let wording = tagWording(["\(number)"], namesOwner: false)
        let (w, h) = (wording.size.width, wording.size.height)
        let gap = u
        var spots: [Rect] = []
        for (x, y) in [(box.minX + gap, box.maxY - h - gap), (box.maxX - w - gap, box.maxY - h - gap),
                       (box.minX + gap, box.minY + gap), (box.maxX - w - gap, box.minY + gap)] {
            let r = Rect(x: x, y: y, width: w, height: h)
            if box.contains(r) { spots.append(r) }
        }
        for y in [box.maxY + 2 * u, box.minY - h - 2 * u] {
            for x in [box.minX, box.maxX - w] { spots.append(Rect(x: x, y: y, width: w, height: h)) }
        }
        let room = markRoom
        var candidates: [MarkCandidate] = []
        for r in spots { candidates.appendSpot(moved(r, into: room), wording: 0) }
        return MarkRequest(owner: view, box: box, wordings: [wording], candidates: candidates, rooms: [room], mayLeaveOut: false)
    }

    /// Places `requests` together over the marks placed so far and draws each as a `kind` tag
    /// on a `fill` box; one whose every spot is over a placed mark at the spot they cover least
    /// (``leastCovered(_:)``), moved to the free spot nearest it; its text at `size` (the marks'
    /// size). `tied`: a tag off its box gets a tail or leader to it.
    mutating func drawTogether(_ requests: [MarkRequest], _ scene: BuiltScene, kind: PlacedMark.Kind, fill: Color, tied: Bool, size: Double? = nil) {
        guard !requests.isEmpty else { return }
        let windows = Self.drawingOrder(scene.application)
        // (Over its own view's label too: a tag there hides the name.)
        let field = canvasField(labels: labelIndex(windows), painted: paintedBoxes(windows), shows: Set(requests.map(\.owner)), outlined: outlinedVisits(scene))
        let choices = MarkPlacement.solve(requests, field: field, area: layout.canvas)
        for (request, choice) in zip(requests, choices) {
            let spot = choice.map { request.candidates[$0] } ?? leastCovered(request)
            let lines = request.wordings[spot.wording].lines
            owned(kind, view: request.owner) { r in
                let drawn = r.tag(spot.rect, fill: fill, lines: lines, size: size ?? r.markSize, landed: choice != nil)
                if tied, !request.box.insetBy(dx: -0.5, dy: -0.5).contains(drawn) { r.tieTag(drawn, to: request.box, fill: fill) }
            }
        }
    }

    mutating func drawDeadZoneSection(x: Double, y: Double, w: Double) -> Double {
        var y = sectionTitle(Localization.deadZonesTitle(l), x: x, y: y, w: w)
        let size = 12 * u
        let zones = snapshot.shownDeadZones
        let scope = snapshot.showAllDeadZones ? Localization.deadZonesAll(l) : Localization.deadZonesThatMatter(snapshot.hiddenDeadZones, l)
        guard !zones.isEmpty else {
            y = paragraph(Localization.noDeadZones(l), x: x, y: y, width: w, size: size, Theme.panelDim)
            y = paragraph(scope, x: x, y: y, width: w, size: 11 * u, Theme.panelDim)
            return y + 8 * u
        }
        for (i, zone) in zones.prefix(6).enumerated() {
            let line = "\(i + 1). \(zone.view): \(Localization.deadZoneReason(zone.reason, l)) · \(Localization.points(zone.area, l))"
            list.append(.fillRect(Rect(x: x, y: y + 3 * u, width: 10 * u, height: 10 * u), Theme.deadZone))
            y = paragraph(line, x: x + 14 * u, y: y, width: w - 14 * u, size: size, Theme.panelText, maxLines: 2)
        }
        if zones.count > 6 { y = paragraph(Localization.more(zones.count - 6, l), x: x, y: y, width: w, size: size, Theme.panelDim) }
        y = paragraph(scope, x: x, y: y, width: w, size: 11 * u, Theme.panelDim)
        return y + 8 * u
    }

    // MARK: Hit areas

    /// Every overridden area dashed in the override colour, with a tag naming the override
    /// (``hitAreaTagRequest(view:area:label:)``), the tags placed together by the engine.
    mutating func drawHitAreas(_ scene: BuiltScene) {
        var requests: [MarkRequest] = []
        for window in Self.drawingOrder(scene.application) {
            for view in window.subtree where !view.isHidden {
                for area in HitAreas.areas(of: view, l) {
                    var box: Rect?
                    let toScreen = view.localToScreen
                    for outline in area.outlines ?? [] where !outline.isEmpty {
                        let quad = outline.map { layout.pixel(toScreen.apply($0)) }
                        let b = Rect(bounding: quad)
                        if quad.count == 4 && isAxisAligned(quad) {
                            haloOutline(quad, Theme.hitArea, width: 2 * u, style: .dashed)
                        } else {
                            for i in 0..<quad.count {
                                list.append(.line(from: quad[i], to: quad[(i + 1) % quad.count], Theme.halo, width: 3 * u))
                            }
                            list.append(.strokePolygon(quad, Theme.hitArea))
                            record(.graphic, b, Theme.hitArea, edge: Theme.halo)
                        }
                        box = box.map { $0.union(b) } ?? b
                    }
                    let anchor = box ?? Rect(bounding: pixelQuad(view))
                    // No tag for an area wholly off the canvas (scrolled away): pulled onto the
                    // canvas's edge it would name nothing there.
                    guard anchor.intersects(layout.canvas) else { continue }
                    let label = "⚙ \(area.override == .pointInside ? "pointInside" : "hitTest"): \(area.rule)"
                    requests.append(hitAreaTagRequest(view: view.id, area: anchor, label: label))
                }
            }
        }
        drawTogether(requests, scene, kind: .hitArea, fill: Theme.hitArea, tied: false)
    }

    /// The request for the tag of a hit area (a `point(inside:)` or `hitTest` override's,
    /// "⚙ pointInside: insets(-10)") of the view `view`, whose dashed outline bounds `area`: over
    /// its left or right end, or under it, against it or up to two lines off, slid along the
    /// canvas's side to stay whole on it; on one line, broken after its colon, or wrapped to the
    /// canvas (large text). Its words name
    /// the override and its colour is the area's dashes, so it is tied by its words: a tag a
    /// line over another area's tag needs no leader through that tag (the nearer the better).
    func hitAreaTagRequest(view: String, area: Rect, label: String) -> MarkRequest {
        let size = markSize
        let h = lineHeight(size)
        let canvas = layout.canvas.insetBy(dx: 2 * u, dy: 0)
        // (One line only where it fits the canvas's width: a wording is never cut.)
        var texts = [[label]]
        if let two = Self.brokenInTwo(label) {
            texts = tagWidth([label], size: size) - 2 * u <= canvas.width ? [[label], two] : [two]
        }
        // (Wrapped to the canvas's width where even two lines are wider: large text.)
        if let last = texts.last, tagWidth(last, size: size) - 2 * u > canvas.width {
            texts = texts.filter { tagWidth($0, size: size) - 2 * u <= canvas.width }
                + [TextLayout.wrap(label, size: size, maxWidth: max(1, canvas.width - 8 * u), measurer: measurer)]
        }
        let wordings = texts.map { lines in
            MarkWording(text: lines.joined(separator: "\n"),
                        size: Size(width: min(tagWidth(lines, size: size) - 2 * u, canvas.width), height: Double(lines.count) * h),
                        namesOwner: true, cost: lines.count == 1 ? 0 : Self.twoLineWordingCost)
        }
        var candidates: [MarkCandidate] = []
        for (k, wording) in wordings.enumerated() {
            let (w, th) = (wording.size.width, wording.size.height)
            for step in 0..<3 {
                let off = Double(step) * (h + 3 * u)
                // (Slid along the canvas's side, never up or down: over or under the area is what
                // says whose it is.)
                for y in [area.minY - th - off, area.maxY + off] where y >= canvas.minY - 0.5 && y + th <= canvas.maxY + 0.5 {
                    for x in [area.minX, area.maxX - w] {
                        let spot = Rect(x: min(max(canvas.minX, x), canvas.maxX - w), y: y, width: w, height: th)
                        // (Not slid into the area: over what the override makes tappable.)
                        if !spot.intersects(area.insetBy(dx: 1, dy: 1)) { candidates.appendSpot(spot, wording: k) }
                    }
                }
            }
        }
        // An area over the whole canvas: over its top-left corner.
        if candidates.isEmpty, let wording = wordings.first {
            candidates.append(MarkCandidate(rect: Rect(x: canvas.minX, y: canvas.minY, width: wording.size.width, height: wording.size.height),
                                            wording: 0, rank: 0))
        }
        var request = MarkRequest(owner: view, box: area, wordings: wordings, candidates: candidates, rooms: [canvas], mayLeaveOut: false)
        request.tiedByWords = true
        return request
    }

    // MARK: Step-through

    /// The current step's view outlined, with the step written beside it.
    mutating func drawStepMarker(_ scene: BuiltScene) {
        let steps = snapshot.dispatchSteps
        guard let i = snapshot.stepIndex, steps.indices.contains(i), let id = steps[i].subject, let view = scene.views[id] else { return }
        let quad = pixelQuad(view)
        let box = Rect(bounding: quad)
        list.note(.step)
        haloOutline(quad, Theme.step, width: 3 * u)
        haloOutline(corners(box.insetBy(dx: -5 * u, dy: -5 * u)), Theme.step, width: 2 * u, style: .dashed)
        let label = "\(i + 1)/\(steps.count) " + steps[i].text(in: l)
        let size = markSize
        // On as many lines as the canvas's width needs: a step's words are never cut.
        let lines = TextLayout.wrap(label, size: size, maxWidth: max(1, layout.canvas.width - 8 * u), measurer: measurer)
        drawAlone(stepTagRequest(view: id, box: box, lines: lines), scene, kind: .step, fill: Theme.step)
    }

    mutating func drawStepSection(x: Double, y: Double, w: Double) -> Double {
        let steps = snapshot.dispatchSteps
        guard let i = snapshot.stepIndex, steps.indices.contains(i) else { return y }
        var y = sectionTitle(Localization.stepTitle(i, steps.count, l), x: x, y: y, w: w)
        let size = 12 * u
        for k in max(0, i - 2)...min(steps.count - 1, i + 1) {
            let current = k == i
            y = listRow("\(k + 1). " + steps[k].text(in: l), x: x, y: y, w: w, size: size, current ? Theme.heading : Theme.panelDim,
                        highlight: current ? Theme.step.withAlpha(70) : nil)
        }
        y = paragraph(Localization.stepHint(l), x: x, y: y, width: w, size: 11 * u, Theme.panelDim)
        return y + 8 * u
    }

    // MARK: What if

    mutating func drawWhatIfSection(x: Double, y: Double, w: Double) -> Double {
        var y = sectionTitle(Localization.whatIfTitle(l), x: x, y: y, w: w)
        let size = 12 * u
        for (id, properties) in snapshot.whatIfChanges.sorted(by: { $0.key < $1.key }) {
            for (p, value) in properties.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                let file = snapshot.facts.fileValues[id]?[p] ?? "?"
                y = paragraph("\(id).\(p.sceneKey): \(file) → \(value)", x: x, y: y, width: w, size: size, Theme.changed)
                // The same fix in Swift, as a developer would write it.
                let code = WhatIf.swiftFix(view: id, p, value)
                if !code.isEmpty {
                    y = paragraph(Localization.inSwift(l), x: x, y: y, width: w, size: 11 * u, Theme.panelDim)
                    for line in code.prefix(9) {
                        y = paragraph("  " + line, x: x, y: y, width: w, size: 11 * u, Theme.panelDim, maxLines: 2)
                    }
                }
            }
        }
        if let o = snapshot.whatIfOutcome, o.reran {
            let none = Localization.none(l)
            let hit = "\(Localization.hitLabel(l)) (\(Localization.before(l)) → \(Localization.after(l))): \(o.hitBefore ?? none) → \(o.hitAfter ?? none)"
            y = paragraph(hit + (o.hitChanged ? "" : "  " + Localization.unchanged(l)), x: x, y: y, width: w, size: size,
                          o.hitChanged ? Theme.hit : Theme.panelText)
            func chain(_ c: [ChainLink]) -> String { c.isEmpty ? none : c.map(\.responder).joined(separator: " › ") }
            let before = "\(Localization.before(l)) \(Localization.chainLabel(l)): \(chain(o.chainBefore))"
            let after = "\(Localization.after(l)) \(Localization.chainLabel(l)): \(chain(o.chainAfter))"
            y = paragraph(before, x: x, y: y, width: w, size: size, Theme.panelDim, maxLines: 2)
            y = paragraph(after + (o.chainChanged ? "" : "  " + Localization.unchanged(l)), x: x, y: y, width: w, size: size,
                          o.chainChanged ? Theme.hit : Theme.panelText, maxLines: 2)
        }
        y = paragraph(Localization.whatIfHint(l), x: x, y: y, width: w, size: 11 * u, Theme.panelDim, maxLines: 2)
        return y + 8 * u
    }
}
