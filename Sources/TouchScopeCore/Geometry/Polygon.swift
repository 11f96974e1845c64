extension Rect {
    /// The smallest rectangle containing every point (a transformed view's quadrilateral, say).
    /// Empty input gives ``Rect/zero``.
    public init(bounding points: [Point]) {
        guard let first = points.first else { self = .zero; return }
        var r = Rect(origin: first, size: .zero)
        for p in points.dropFirst() { r = r.union(Rect(origin: p, size: .zero)) }
        self = r
    }
}

/// Whether a convex polygon (such as a transformed view's screen quadrilateral) contains `p`,
/// edges included: what the window fills when it draws the polygon.
public func convexPolygon(_ polygon: [Point], contains p: Point) -> Bool {
    var sign = 0.0
    for i in 0..<polygon.count {
        let a = polygon[i], b = polygon[(i + 1) % polygon.count]
        let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
        if cross != 0 {
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
    }
    return true
}

extension String {
    /// The string without `character` repeated at either end.
    public func trimming(_ character: Character) -> String {
        var s = Substring(self)
        while s.first == character { s = s.dropFirst() }
        while s.last == character { s = s.dropLast() }
        return String(s)
    }
}
