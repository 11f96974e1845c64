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

/// `point(inside:)`: `bounds.insetBy(dx:dy:)` (a button with a larger hit area).
public final class BaselineInsetView: BaselineView {
    public var dx = 0.0, dy = 0.0
    override public func point(inside point: Point) -> Bool { bounds.insetBy(dx: dx, dy: dy).contains(point) }
}

/// `point(inside:)`: only over a subview's frame.
public final class BaselineSubviewsView: BaselineView {
    override public func point(inside point: Point) -> Bool { subviews.contains { $0.frame.contains(point) } }
}

/// `point(inside:)`: the bounds, or over a subview's frame.
public final class BaselineBoundsOrSubviewsView: BaselineView {
    override public func point(inside point: Point) -> Bool {
        bounds.contains(point) || subviews.contains { $0.frame.contains(point) }
    }
}

/// `point(inside:)`: only over a control subview's frame.
public final class BaselineControlsOnlyView: BaselineView {
    public var controls: Set<ObjectIdentifier> = []
    override public func point(inside point: Point) -> Bool {
        subviews.contains { controls.contains(ObjectIdentifier($0)) && $0.frame.contains(point) }
    }
}

/// `point(inside:)`: never.
public final class BaselineNeverView: BaselineView {
    override public func point(inside point: Point) -> Bool { false }
}

/// `point(inside:)`: the bounds, or inside one of these descendants (the tab bar's centre button).
public final class BaselineIncludeView: BaselineView {
    public var included: [BaselineView] = []
    override public func point(inside point: Point) -> Bool {
        if bounds.contains(point) { return true }
        return included.contains { d in
            guard let local = d.convert(point, fromAncestor: self) else { return false }
            return d.point(inside: local)
        }
    }
}

/// `point(inside:)`: any closure.
public final class BaselineClosureView: BaselineView {
    public var body: (BaselineView, Point) -> Bool = { _, _ in false }
    override public func point(inside point: Point) -> Bool { body(self, point) }
}

/// `hitTest`: `return self`.
public final class BaselineReturnsSelfView: BaselineView {
    override public func hitTest(_ point: Point) -> BaselineView? { self }
}

/// `hitTest`: the checks, `point(inside:)`, then `self` without asking subviews
/// (`point(inside:)` is the default or an inset one: `dx`, `dy`).
public final class BaselineSelfIfInsideView: BaselineView {
    public var dx = 0.0, dy = 0.0
    override public func point(inside point: Point) -> Bool { bounds.insetBy(dx: dx, dy: dy).contains(point) }
    override public func hitTest(_ point: Point) -> BaselineView? {
        if isHidden || !isUserInteractionEnabled || alpha < 0.01 { return nil }
        return self.point(inside: point) ? self : nil
    }
}

/// `hitTest`: `super.hitTest`, except nil where that is `self`.
public final class BaselinePassThroughView: BaselineView {
    override public func hitTest(_ point: Point) -> BaselineView? {
        let answer = super.hitTest(point)
        return answer === self ? nil : answer
    }
}

/// `hitTest`: the checks, then an expanded rectangle instead of `point(inside:)`.
public final class BaselineExpandedView: BaselineView {
    public var dx = 0.0, dy = 0.0
    override public func hitTest(_ point: Point) -> BaselineView? {
        if isHidden || !isUserInteractionEnabled || alpha < 0.01 { return nil }
        guard bounds.insetBy(dx: dx, dy: dy).contains(point) else { return nil }
        for subview in subviews.reversed() {
            guard let converted = subview.convertFromSuperview(point) else { continue }
            if let hit = subview.hitTest(converted) { return hit }
        }
        return self
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
        var byID: [ObjectIdentifier: BaselineView] = [:]
        var includes: [(BaselineIncludeView, [View])] = []
        func make(_ v: View) throws -> BaselineView {
            let b: BaselineView
            switch v.hitTestRule {
            case .default:
                switch v.pointInsideRule {
                case .default: b = BaselineView(id: v.id, center: v.center, bounds: v.bounds)
                case let .inset(dx, dy):
                    let i = BaselineInsetView(id: v.id, center: v.center, bounds: v.bounds); i.dx = dx; i.dy = dy; b = i
                case .subviews: b = BaselineSubviewsView(id: v.id, center: v.center, bounds: v.bounds)
                case .boundsOrSubviews: b = BaselineBoundsOrSubviewsView(id: v.id, center: v.center, bounds: v.bounds)
                case .controlsOnly:
                    let c = BaselineControlsOnlyView(id: v.id, center: v.center, bounds: v.bounds); b = c
                case .never: b = BaselineNeverView(id: v.id, center: v.center, bounds: v.bounds)
                case let .include(views):
                    let i = BaselineIncludeView(id: v.id, center: v.center, bounds: v.bounds)
                    includes.append((i, views)); b = i
                case let .custom(_, body):
                    let c = BaselineClosureView(id: v.id, center: v.center, bounds: v.bounds)
                    c.body = { _, p in body(v, p) }; b = c
                }
            case .returnsSelf: b = BaselineReturnsSelfView(id: v.id, center: v.center, bounds: v.bounds)
            case .selfIfInside:
                let s = BaselineSelfIfInsideView(id: v.id, center: v.center, bounds: v.bounds)
                switch v.pointInsideRule {
                case .default: break
                case let .inset(dx, dy): s.dx = dx; s.dy = dy
                default: throw BaselineError.unsupported("selfIfInside with \(v.pointInsideRule.label)")
                }
                b = s
            case .passThrough:
                guard v.pointInsideRule.isDefault else { throw BaselineError.unsupported("passThrough with \(v.pointInsideRule.label)") }
                b = BaselinePassThroughView(id: v.id, center: v.center, bounds: v.bounds)
            case let .expanded(dx, dy):
                let e = BaselineExpandedView(id: v.id, center: v.center, bounds: v.bounds); e.dx = dx; e.dy = dy; b = e
            case let .custom(name, _):
                throw BaselineError.unsupported("the custom hitTest \(name)")
            }
            b.transform = v.transform
            b.alpha = v.alpha
            b.isHidden = v.isHidden
            b.isUserInteractionEnabled = v.isUserInteractionEnabled
            byID[ObjectIdentifier(v)] = b
            for s in v.subviews { b.addSubview(try make(s)) }
            if let c = b as? BaselineControlsOnlyView {
                c.controls = Set(zip(v.subviews, b.subviews).filter { $0.0.isControl }.map { ObjectIdentifier($0.1) })
            }
            return b
        }
        let root = try make(root)
        for (view, targets) in includes {
            view.included = try targets.map { t in
                guard let b = byID[ObjectIdentifier(t)] else { throw BaselineError.unsupported("include of a non-descendant") }
                return b
            }
        }
        return root
    }
}
