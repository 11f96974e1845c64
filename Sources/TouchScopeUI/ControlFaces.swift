import TouchScopeCore

/// How the value controls look on the canvas, so their state is visible as it changes: a
/// slider's track, filled part and thumb (where tracking can begin); a switch's knob, on or
/// off; a segmented control's segments with the selected one marked. Drawn over the control's
/// fill, in its own coordinate space (a rotated control's face turns with it).
///
/// In: the control and its quadrilateral in pixels as drawn (bounds corners, clockwise from the
/// top-left). Out: display commands.
enum ControlFaces {
    /// A value control's label: its id and its value (`volume = 0.25`, `wifi = on`,
    /// `range = Week`), drawn above the control, where a form puts it, so the face stays clear.
    static func caption(for view: View, _ l: Language) -> String? {
        switch view {
        case let slider as Slider: return "\(slider.text) = \(formatNumber((slider.value * 100).rounded() / 100))"
        case let toggle as Switch: return "\(toggle.text) = \(Localization.text(toggle.isOn ? "value.on" : "value.off", l))"
        case let segmented as SegmentedControl:
            let i = segmented.selectedSegmentIndex
            return "\(segmented.text) = \(segmented.segments.indices.contains(i) ? segmented.segments[i] : Localization.text("value.noSegment", l))"
        default: return nil
        }
    }

    /// The face of `view` if it is a value control (nil for every other view).
    static func commands(for view: View, quad: [Point], fill: Color, unit u: Double, ) -> [DrawCommand]? {
        guard quad.count == 4, view is Slider || view is Switch || view is SegmentedControl || view is Keyboard else { return nil }
        let b = view.presentation?.bounds ?? view.bounds
        guard b.width > 0, b.height > 0 else { return nil }
        // Bounds coordinates to pixels through the quad (exact for any affine transform).
        func px(_ x: Double, _ y: Double) -> Point {
            let fx = (x - b.minX) / b.width, fy = (y - b.minY) / b.height
            return Point(x: quad[0].x + (quad[1].x - quad[0].x) * fx + (quad[3].x - quad[0].x) * fy,
                         y: quad[0].y + (quad[1].y - quad[0].y) * fx + (quad[3].y - quad[0].y) * fy)
        }
        // Pixels per point along the control's width.
        let scale = quad[0].distance(to: quad[1]) / b.width
        func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ c: Color) -> DrawCommand {
            .fillPolygon([px(x0, y0), px(x1, y0), px(x1, y1), px(x0, y1)], c)
        }
        let ink = Theme.text(on: fill)
        let knob = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
        let edge = fill.mixed(with: .black, amount: 0.55)
        var out: [DrawCommand] = []
        switch view {
        case let slider as Slider:
            let midY = b.midY
            let thumbR = min(slider.thumbWidth, b.height) / 2
            let x0 = b.minX + slider.thumbWidth / 2, x1 = b.maxX - slider.thumbWidth / 2
            let tx = slider.thumbCenterX
            out.append(rect(x0, midY - 2, x1, midY + 2, edge.withAlpha(110)))
            out.append(rect(x0, midY - 2, tx, midY + 2, edge))
            out.append(.circle(center: px(tx, midY), radius: thumbR * scale, knob, filled: true))
            out.append(.circle(center: px(tx, midY), radius: thumbR * scale, edge, filled: false))
        case let toggle as Switch:
            let r = b.height / 2 - 2
            let on = toggle.isOn
            let track = on ? fill.mixed(with: .black, amount: 0.3) : Color(red: 0xE5, green: 0xE5, blue: 0xEA)
            // A pill: two end circles and the band between them.
            out.append(.circle(center: px(b.minX + r + 2, b.midY), radius: r * scale, track, filled: true))
            out.append(.circle(center: px(b.maxX - r - 2, b.midY), radius: r * scale, track, filled: true))
            out.append(rect(b.minX + r + 2, b.midY - r, b.maxX - r - 2, b.midY + r, track))
            let kx = on ? b.maxX - r - 2 : b.minX + r + 2
            out.append(.circle(center: px(kx, b.midY), radius: (r - 2) * scale, knob, filled: true))
            out.append(.circle(center: px(kx, b.midY), radius: (r - 2) * scale, edge, filled: false))
        case let segmented as SegmentedControl:
            let w = b.width / Double(max(1, segmented.segments.count))
            for (i, title) in segmentTitles(segmented, bounds: b, scale: scale, unit: u).enumerated() {
                let x = b.minX + Double(i) * w
                if i == segmented.selectedSegmentIndex {
                    out.append(rect(x + 2, b.minY + 2, x + w - 2, b.maxY - 2, knob))
                }
                if i > 0 { out.append(.line(from: px(x, b.minY + 4), to: px(x, b.maxY - 4), edge, width: max(1, u))) }
                let color = i == segmented.selectedSegmentIndex ? Color(red: 0x1C, green: 0x1C, blue: 0x1E) : ink
                out.append(.text(title.text, at: px(title.center.x, title.center.y), size: title.size, color, anchor: .center, maxWidth: title.maxWidth))
            }
        case is Keyboard:
            // Rows of key caps, so that it reads as a keyboard: letters on white caps, the
            // other keys on darker ones, each with its label.
            let special = fill.mixed(with: .black, amount: 0.18)
            for (key, r) in Keyboard.keys(in: b) {
                let isLetter: Bool
                if case .character = key { isLetter = true } else { isLetter = key == .space }
                out.append(rect(r.minX, r.minY, r.maxX, r.maxY, isLetter ? knob : special))
                let size = max(6, min(r.height * 0.42, r.width * (isLetter ? 0.6 : 0.3)) * scale)
                out.append(.text(key.label, at: px(r.midX, r.midY), size: size, Color(red: 0x1C, green: 0x1C, blue: 0x1E),
                                 anchor: .center, maxWidth: r.width * scale))
            }
        default:
            return nil
        }
        return out
    }

    /// A segmented control's titles: each centred on its segment (`center`, in the control's
    /// bounds), at `size` pixels, at most `maxWidth` pixels wide.
    static func segmentTitles(_ segmented: SegmentedControl, bounds b: Rect, scale: Double, unit u: Double)
        -> [(text: String, center: Point, size: Double, maxWidth: Double)] {
        let n = segmented.segments.count
        guard n > 0 else { return [] }
        let w = b.width / Double(n)
        let size = max(Theme.minimumCanvasTextSize * u, min(13 * u, b.height * 0.45 * scale))
        return segmented.segments.enumerated().map { i, title in
            (title, Point(x: b.minX + Double(i) * w + w / 2, y: b.midY), size, w * scale * 0.9)
        }
    }

    /// The boxes, in pixels, of the lines of text drawn on `view`'s face (a segmented control's
    /// titles, each its line's height; none for another view, or a turned one): what a mark over
    /// the face keeps clear of, as of a view's label (the finger's ring, the hit view's band).
    static func textBoxes(of view: View, quad: [Point], unit u: Double, measurer: TextMeasurer) -> [Rect] {
        guard let segmented = view as? SegmentedControl, quad.count == 4, PlaygroundRenderer.isAxisAligned(quad) else { return [] }
        let b = segmented.presentation?.bounds ?? segmented.bounds
        guard b.width > 0, b.height > 0 else { return [] }
        let box = Rect(bounding: quad)
        let scale = box.width / b.width, scaleY = box.height / b.height
        return segmentTitles(segmented, bounds: b, scale: scale, unit: u).map { t in
            let width = min(measurer.measure(t.text, size: t.size).width, t.maxWidth)
            let height = PlaygroundRenderer.lineHeight(t.size)
            let c = Point(x: box.minX + (t.center.x - b.minX) * scale, y: box.minY + (t.center.y - b.minY) * scaleY)
            return Rect(x: c.x - width / 2, y: c.y - height / 2, width: width, height: height)
        }
    }

    /// The letters' own box in a line of text `line` tall (about the text size: the line's
    /// height over 1.35, ``PlaygroundRenderer/lineHeight(_:)``), centred in it.
    static func glyphBox(ofLine line: Rect) -> Rect {
        line.insetBy(dx: 0, dy: (line.height - line.height / 1.35) / 2)
    }
}
