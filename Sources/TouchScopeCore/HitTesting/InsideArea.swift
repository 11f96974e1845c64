import func Foundation.cos
import func Foundation.sin

/// Where a view's `point(inside:with:)` answers true, described as geometry in the view's own
/// (bounds) space.
///
/// This is the one description of every `point(inside:)` rule (see
/// ``PointInsideRule/area(of:)``): the recursive hit-test asks ``contains(_:)``, the compiled
/// index precomputes rectangles and culling boxes from it (``exactRect``, ``boundingBoxes``,
/// ``sureRect``), the hit map paints with that index, dead zones ask the same hit-tester, and the
/// hit-areas overlay draws ``outlines``. A new rule is one new area, and every consumer follows.
///
/// Example: the TabBar that also answers inside for its centre button is
/// `.anyOf([.rect(bounds), .converted(.rect(button.bounds), from: button, into: tabBar)])`.
public enum InsideArea {
    /// Inside a rectangle: min edges included, max edges excluded (`CGRect.contains`).
    case rect(Rect)
    /// Inside the ellipse inscribed in a rectangle (a circle in a square), its edge included.
    /// An empty rectangle contains nothing.
    case ellipse(Rect)
    /// Inside any of these (nothing, when empty).
    case anyOf([InsideArea])
    /// An area in the space of view `from`, asked in the space of its ancestor `into`: the point
    /// is converted with `from.convert(point, from: into)` first (a descendant's own area).
    indirect case converted(InsideArea, from: View, into: View)
    /// An answer geometry cannot describe (an override written in Swift): asked point by point.
    case opaque((Point) -> Bool)

    /// Never inside.
    public static var nowhere: InsideArea { .anyOf([]) }

    /// Whether `point` (in the view's space) is inside.
    public func contains(_ point: Point) -> Bool {
        switch self {
        case let .rect(r):
            return r.contains(point)
        case let .ellipse(r):
            guard r.width > 0, r.height > 0 else { return false }
            let dx = (point.x - r.midX) / (r.width / 2), dy = (point.y - r.midY) / (r.height / 2)
            return dx * dx + dy * dy <= 1
        case let .anyOf(areas):
            for area in areas where area.contains(point) { return true }
            return false
        case let .converted(area, from, into):
            return area.contains(from.convert(point, from: into))
        case let .opaque(body):
            return body(point)
        }
    }

    /// The rectangle this area is, exactly, when it is one; an empty area gives nil and
    /// ``isNowhere`` true.
    public var exactRect: Rect? {
        if case let .rect(r) = self { return r }
        return nil
    }

    /// Whether the area is empty by construction (`anyOf([])`).
    public var isNowhere: Bool {
        if case let .anyOf(areas) = self { return areas.allSatisfy(\.isNowhere) }
        return false
    }

    /// Rectangles (in the view's space) outside all of which the answer is false; empty when it
    /// is never true; nil when it cannot be bounded (an opaque answer).
    public var boundingBoxes: [Rect]? {
        switch self {
        case let .rect(r), let .ellipse(r):
            return [r]
        case let .anyOf(areas):
            var boxes: [Rect] = []
            for area in areas {
                guard let b = area.boundingBoxes else { return nil }
                boxes += b
            }
            return boxes
        case let .converted(area, from, into):
            guard let inner = area.boundingBoxes else { return nil }
            let t = from.transform(to: into)
            return inner.map { Rect(bounding: $0.corners.map(t.apply)) }
        case .opaque:
            return nil
        }
    }

    /// A rectangle within which the answer is surely true (nil when there is none to name): lets
    /// the hit map paint a slow view's core without asking it point by point.
    public var sureRect: Rect? {
        switch self {
        case let .rect(r): return r.isEmpty ? nil : r
        case let .anyOf(areas): return areas.lazy.compactMap(\.sureRect).first
        case .ellipse, .converted, .opaque: return nil
        }
    }

    /// The area's outlines in the view's space, for drawing (polygons; an ellipse as 48 points);
    /// nil when it cannot be drawn (an opaque answer).
    public var outlines: [[Point]]? {
        switch self {
        case let .rect(r):
            return [r.corners]
        case let .ellipse(r):
            guard r.width > 0, r.height > 0 else { return [] }
            let n = 48
            return [(0..<n).map { k in
                let angle = Double(k) / Double(n) * 2 * Double.pi
                return Point(x: r.midX + r.width / 2 * cos(angle), y: r.midY + r.height / 2 * sin(angle))
            }]
        case let .anyOf(areas):
            var all: [[Point]] = []
            for area in areas {
                guard let o = area.outlines else { return nil }
                all += o
            }
            return all
        case let .converted(area, from, into):
            guard let inner = area.outlines else { return nil }
            let t = from.transform(to: into)
            return inner.map { $0.map(t.apply) }
        case .opaque:
            return nil
        }
    }
}

extension View {
    /// The transform from this view's space to `ancestor`'s space (identity when they are the same
    /// view); for a view that is not a descendant, to its root's space.
    func transform(to ancestor: View) -> AffineTransform {
        var t = AffineTransform.identity
        var v: View = self
        while v !== ancestor, let parent = v.superview {
            t = t.concatenating(v.localToSuperview)
            v = parent
        }
        return t
    }
}
