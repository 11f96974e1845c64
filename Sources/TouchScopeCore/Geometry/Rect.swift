/// A rectangle: an origin and a size, in points (UIKit's `CGRect`).
///
/// Containment follows UIKit: the minimum edges are inside, the maximum edges are outside, so a
/// 100x100 rectangle at the origin contains (99.9, 99.9) but not (100, 100) (`CGRectContainsPoint`).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y); size = Size(width: width, height: height)
    }
    @inlinable public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    @inlinable public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    @inlinable public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
    @inlinable public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { abs(size.width) }
    @inlinable public var height: Double { abs(size.height) }
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    @inlinable public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether `point` is inside: `minX <= x < maxX` and `minY <= y < maxY` (UIKit's edge rule).
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The rectangle grown (negative values) or shrunk (positive values) on each side:
    /// `CGRectInset` semantics. A rectangle shrunk past nothing has zero size at its centre.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        var w = width - 2 * dx, h = height - 2 * dy
        var x = minX + dx, y = minY + dy
        if w < 0 { x += w / 2; w = 0 }
        if h < 0 { y += h / 2; h = 0 }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The rectangle shrunk by `insets` (positive) or grown (negative).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: max(0, width - insets.left - insets.right),
             height: max(0, height - insets.top - insets.bottom))
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap of both, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The four corners, clockwise from the minimum corner.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// The bounding box of this rectangle's corners under `transform`.
    public func applying(_ transform: AffineTransform) -> Rect {
        if transform.isIdentity { return self }
        let pts = corners.map { transform.apply($0) }
        var r = Rect(origin: pts[0], size: .zero)
        for p in pts.dropFirst() { r = r.union(Rect(origin: p, size: .zero)) }
        return r
    }

    public var description: String {
        "[\(formatNumber(origin.x)), \(formatNumber(origin.y)), \(formatNumber(size.width)), \(formatNumber(size.height))]"
    }
}

extension Rect {
    /// The gap between this box and `other` (0 when they touch or overlap): how far a tag is from
    /// the view it speaks of.
    public func distance(to other: Rect) -> Double {
        let dx = max(0, other.minX - maxX, minX - other.maxX)
        let dy = max(0, other.minY - maxY, minY - other.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
