/// Pure pixel decompositions of the outlined and curved drawing commands.
///
/// Each shape becomes non-overlapping pixel rectangles, points or exact 45° segments, so a
/// translucent colour blends every covered pixel exactly once, and the software renderer
/// gives the same pixels every run.
enum PixelShapes {
    /// A pixel segment from (`x0`, `y0`) to (`x1`, `y1`), endpoints included.
    struct Segment: Hashable, Sendable {
        var x0: Int, y0: Int, x1: Int, y1: Int
    }

    /// The four sides of an outline `width` pixels thick drawn inside `rect`.
    static func strokeRects(_ rect: PixelRect, width: Int) -> [PixelRect] {
        guard !rect.isEmpty, width > 0 else { return [] }
        if 2 * width >= rect.width || 2 * width >= rect.height { return [rect] }
        return [
            PixelRect(x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: rect.y0 + width),
            PixelRect(x0: rect.x0, y0: rect.y1 - width, x1: rect.x1, y1: rect.y1),
            PixelRect(x0: rect.x0, y0: rect.y0 + width, x1: rect.x0 + width, y1: rect.y1 - width),
            PixelRect(x0: rect.x1 - width, y0: rect.y0 + width, x1: rect.x1, y1: rect.y1 - width),
        ]
    }

    /// The "on" pixels of a 1-pixel dashed outline: the perimeter is walked clockwise from the
    /// top-left pixel and alternates `dash` pixels on, `dash` pixels off.
    static func dashedPoints(_ rect: PixelRect, dash: Int) -> [(x: Int, y: Int)] {
        dashedPoints(rect, dash: dash, within: rect)
    }

    /// The pixels of ``dashedPoints(_:dash:)`` that lie inside `visible`, without walking or
    /// keeping the rest: the dash phase of each pixel is its offset along the perimeter, so the
    /// answer is exactly the whole outline's pixels inside `visible`, and its size is bounded by
    /// `visible`'s perimeter however large `rect` is (a zoomed-in outline; issue 18's soak).
    static func dashedPoints(_ rect: PixelRect, dash: Int, within visible: PixelRect) -> [(x: Int, y: Int)] {
        guard !rect.isEmpty else { return [] }
        let d = max(1, dash)
        let w = rect.width, h = rect.height
        var points: [(x: Int, y: Int)] = []
        func on(_ offset: Int) -> Bool { (offset / d) % 2 == 0 }
        func clamp(_ range: Range<Int>, _ to: Range<Int>) -> Range<Int> { range.clamped(to: to) }
        let columns = visible.x0..<max(visible.x0, visible.x1), rows = visible.y0..<max(visible.y0, visible.y1)
        // Top side, left to right: offsets 0..<w.
        if rows.contains(rect.y0) {
            for x in clamp(rect.x0..<rect.x1, columns) where on(x - rect.x0) { points.append((x, rect.y0)) }
        }
        guard h > 1 else { return points }
        // Right side, downwards: offsets w..<w + h - 1.
        if columns.contains(rect.x1 - 1) {
            for y in clamp((rect.y0 + 1)..<rect.y1, rows) where on(w + y - rect.y0 - 1) { points.append((rect.x1 - 1, y)) }
        }
        guard w > 1 else { return points }
        // Bottom side, right to left from x1 - 2: offsets w + h - 1 ...
        if rows.contains(rect.y1 - 1) {
            let xs = clamp(rect.x0..<(rect.x1 - 1), columns)
            for x in xs.reversed() where on(w + h - 1 + (rect.x1 - 2 - x)) { points.append((x, rect.y1 - 1)) }
        }
        // Left side, upwards from y1 - 2 to y0 + 1: offsets 2w + h - 2 ...
        if columns.contains(rect.x0) {
            let ys = clamp((rect.y0 + 1)..<(rect.y1 - 1), rows)
            for y in ys.reversed() where on(2 * w + h - 2 + (rect.y1 - 2 - y)) { points.append((rect.x0, y)) }
        }
        return points
    }

    /// One-pixel-high spans covering a disc: pixel rows whose centre lies inside the circle,
    /// each span's ends rounded from the circle's edge at that row.
    static func discSpans(centerX cx: Double, centerY cy: Double, radius r: Double) -> [PixelRect] {
        ringSpans(centerX: cx, centerY: cy, radius: r, thickness: nil)
    }

    /// Spans covering a ring `thickness` pixels wide inside radius `r` (nil: a filled disc).
    static func ringSpans(centerX cx: Double, centerY cy: Double, radius r: Double, thickness: Double?) -> [PixelRect] {
        guard r > 0, r.isFinite, cx.isFinite, cy.isFinite, r < 100_000 else { return [] }
        let inner = thickness.map { r - $0 } ?? 0
        var spans: [PixelRect] = []
        let top = Int((cy - r).rounded(.down)), bottom = Int((cy + r).rounded(.up))
        for y in top...bottom {
            let dy = Double(y) + 0.5 - cy
            guard abs(dy) < r else { continue }
            let half = (r * r - dy * dy).squareRoot()
            let x0 = PixelRect.round(cx - half), x1 = PixelRect.round(cx + half)
            guard x1 > x0 else { continue }
            if inner > 0, abs(dy) < inner {
                let innerHalf = (inner * inner - dy * dy).squareRoot()
                let ix0 = max(x0, PixelRect.round(cx - innerHalf)), ix1 = min(x1, PixelRect.round(cx + innerHalf))
                if ix1 > ix0 {
                    spans.append(PixelRect(x0: x0, y0: y, x1: ix0, y1: y + 1))
                    spans.append(PixelRect(x0: ix1, y0: y, x1: x1, y1: y + 1))
                    continue
                }
            }
            spans.append(PixelRect(x0: x0, y0: y, x1: x1, y1: y + 1))
        }
        return spans.filter { !$0.isEmpty }
    }

    /// 45° hatching ("/" lines, `x + y` constant) clipped to `rect`, lines `spacing` pixels apart
    /// along each axis and aligned to the canvas (so hatching does not crawl as the rect moves).
    static func hatchSegments(_ rect: PixelRect, spacing: Int) -> [Segment] {
        guard !rect.isEmpty else { return [] }
        let sp = max(2, spacing)
        let first = rect.x0 + rect.y0, last = (rect.x1 - 1) + (rect.y1 - 1)
        var s = first + ((sp - first % sp) % sp)
        var segments: [Segment] = []
        while s <= last {
            let xa = max(rect.x0, s - (rect.y1 - 1)), xb = min(rect.x1 - 1, s - rect.y0)
            if xa <= xb { segments.append(Segment(x0: xa, y0: s - xa, x1: xb, y1: s - xb)) }
            s += sp
        }
        return segments
    }

    /// The pixels of a 1-pixel line (Bresenham), both endpoints included.
    static func linePoints(x0: Int, y0: Int, x1: Int, y1: Int) -> [(x: Int, y: Int)] {
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var err = dx + dy, x = x0, y = y0
        var points: [(x: Int, y: Int)] = []
        points.reserveCapacity(max(dx, -dy) + 1)
        while true {
            points.append((x, y))
            if x == x1 && y == y1 { break }
            let e2 = 2 * err
            if e2 >= dy { err += dy; x += sx }
            if e2 <= dx { err += dx; y += sy }
        }
        return points
    }

    /// The pixels of a closed 1-pixel polygon outline, each pixel once.
    static func polygonOutlinePoints(_ vertices: [(x: Int, y: Int)]) -> [(x: Int, y: Int)] {
        guard let first = vertices.first else { return [] }
        var seen = Set<Int64>()
        var points: [(x: Int, y: Int)] = []
        let closed = vertices + [first]
        for i in 0..<(closed.count - 1) {
            for p in linePoints(x0: closed[i].x, y0: closed[i].y, x1: closed[i + 1].x, y1: closed[i + 1].y)
            where seen.insert(Int64(p.x) << 32 ^ Int64(UInt32(truncatingIfNeeded: p.y))).inserted {
                points.append(p)
            }
        }
        return points
    }

    /// The pixels of ``hatchSegments(_:spacing:)``.
    static func hatchPoints(_ rect: PixelRect, spacing: Int) -> [(x: Int, y: Int)] {
        hatchPoints(rect, spacing: spacing, within: rect)
    }

    /// The pixels of ``hatchSegments(_:spacing:)`` that lie inside `visible`. The lines are
    /// aligned to the canvas (`x + y` a multiple of the spacing), so hatching `rect ∩ visible`
    /// gives exactly those pixels, and their number is bounded by `visible`'s area however large
    /// `rect` is: a hatched view zoomed in 8x made tens of megabytes of points, nearly all off
    /// screen, each frame (issue 18's window soak).
    static func hatchPoints(_ rect: PixelRect, spacing: Int, within visible: PixelRect) -> [(x: Int, y: Int)] {
        let segments = hatchSegments(rect.intersection(visible), spacing: spacing)
        var points: [(x: Int, y: Int)] = []
        points.reserveCapacity(segments.reduce(0) { $0 + $1.x1 - $1.x0 + 1 })
        for s in segments {
            for i in 0...(s.x1 - s.x0) { points.append((s.x0 + i, s.y0 - i)) }
        }
        return points
    }
}
