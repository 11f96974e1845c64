import TouchScopeCore

/// The baseline every hit-test figure is compared with: the course material's algorithm written
/// the straightforward way, as plain Swift classes.
///
/// - recursive: `hitTest` calls `hitTest` on each subview;
/// - subviews asked in reverse (front-most first);
/// - the point converted at each level (`convert(point, from: superview)`, computed on the spot
///   from `center`, `bounds` and `transform`, nothing cached);
/// - `point(inside:)` and `hitTest` are dynamic (overridable) methods; every override a
///   benchmark tree uses is a subclass, as it would be in UIKit.
///
/// It answers exactly as TouchScope's `HitTester` does (the benchmarks check it on every point).
open class BaselineView {
    public let id: String
    public var center: Point
    public var bounds: Rect
    public var transform: AffineTransform = .identity
    public var alpha: Double = 1
    public var isHidden = false
    public var isUserInteractionEnabled = true
    public private(set) var subviews: [BaselineView] = []
    public private(set) weak var superview: BaselineView?

    public init(id: String, center: Point, bounds: Rect) {
        self.id = id; self.center = center; self.bounds = bounds
    }

    public func addSubview(_ view: BaselineView) {
        subviews.append(view)
        view.superview = self
    }

    /// UIKit's `point(inside:with:)`.
    open func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// UIKit's `hitTest(_:with:)`, as the course material writes it.
    open func hitTest(_ point: Point) -> BaselineView? {
        if isHidden || !isUserInteractionEnabled || alpha < 0.01 { return nil }
        guard self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            guard let converted = subview.convertFromSuperview(point) else { continue }
            if let hit = subview.hitTest(converted) { return hit }
        }
        return self
    }

    /// `convert(point, from: superview)`: undo the centre, the transform (about the centre) and
    /// the bounds origin. An identity transform needs no inverse.
    public func convertFromSuperview(_ p: Point) -> Point? {
        if transform.isIdentity {
            return Point(x: p.x - center.x + bounds.midX, y: p.y - center.y + bounds.midY)
        }
        guard let inverse = transform.inverted() else { return nil }
        let q = inverse.apply(Point(x: p.x - center.x, y: p.y - center.y))
        return Point(x: q.x + bounds.midX, y: q.y + bounds.midY)
    }

    /// `convert(point, from: ancestor)` through every level in between.
    public func convert(_ p: Point, fromAncestor ancestor: BaselineView) -> Point? {
        guard self !== ancestor, let parent = superview else { return p }
        guard let inParent = parent.convert(p, fromAncestor: ancestor) else { return nil }
        return convertFromSuperview(inParent)
    }

    /// The frame in the superview's space (the bounding box of the transformed bounds).
    public var frame: Rect {
        let local = Rect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }
}

// MARK: Overrides, as subclasses

/// An overridden `point(inside:)`, as a subclass: the override's answer is TouchScope's one
/// description of the rule (``PointInsideRule/area(of:)``), computed once when the tree is
/// mirrored, so that the baseline and TouchScope can never disagree about what a rule means;
/// only the algorithm around it differs.
public final class BaselinePointInsideView: BaselineView {
    public var area: InsideArea = .nowhere
    override public func point(inside point: Point) -> Bool { area.contains(point) }
}

/// An overridden `hitTest`, as a subclass, written the way the course writes its overrides but
/// following the rule's steps (``HitTestRule/steps(of:)``): the checks (unless skipped), the
/// inside test (`point(inside:)` or the override's own area), the subviews front to back when
/// it descends, then itself (or nil for a pass-through).
public final class BaselineHitTestView: BaselineView {
    public var steps = HitTestSteps(checks: true, inside: .pointInside, descends: true, answersSelf: true, decidedBy: nil)
    public var area: InsideArea?
    override public func point(inside point: Point) -> Bool { area?.contains(point) ?? bounds.contains(point) }
    override public func hitTest(_ point: Point) -> BaselineView? {
        if steps.checks && (isHidden || !isUserInteractionEnabled || alpha < 0.01) { return nil }
        switch steps.inside {
        case nil: break
        case .pointInside?: guard self.point(inside: point) else { return nil }
        case let .area(own)?: guard own.contains(point) else { return nil }
        }
        if steps.descends {
            for subview in subviews.reversed() {
                guard let converted = subview.convertFromSuperview(point) else { continue }
                if let hit = subview.hitTest(converted) { return hit === self && !steps.answersSelf ? nil : hit }
            }
        }
        return steps.answersSelf ? self : nil
    }
}

// MARK: From a TouchScope tree

public enum BaselineError: Error, CustomStringConvertible {
    case unsupported(String)
    public var description: String {
        switch self { case let .unsupported(s): return "the baseline has no equivalent of \(s)" }
    }
}

extension BaselineView {
    /// The same tree as `root` (geometry, flags, overrides), as baseline classes.
    /// `.custom` rules become closures calling the same body on the TouchScope view.
    public static func mirror(_ root: View) throws -> BaselineView {
        func make(_ v: View) throws -> BaselineView {
            let b: BaselineView
            let area: InsideArea? = v.pointInsideRule.isDefault ? nil : v.pointInsideRule.area(of: v)
            if let steps = v.hitTestRule.steps(of: v) {
                if v.hitTestRule.isDefault {
                    if let area {
                        let p = BaselinePointInsideView(id: v.id, center: v.center, bounds: v.bounds); p.area = area; b = p
                    } else {
                        b = BaselineView(id: v.id, center: v.center, bounds: v.bounds)
                    }
                } else {
                    let h = BaselineHitTestView(id: v.id, center: v.center, bounds: v.bounds)
                    h.steps = steps; h.area = area; b = h
                }
            } else {
                throw BaselineError.unsupported("the custom hitTest \(v.hitTestRule.label)")
            }
            b.transform = v.transform
            b.alpha = v.alpha
            b.isHidden = v.isHidden
            b.isUserInteractionEnabled = v.isUserInteractionEnabled
            for s in v.subviews { b.addSubview(try make(s)) }
            return b
        }
        let root = try make(root)
        return root
    }
}
