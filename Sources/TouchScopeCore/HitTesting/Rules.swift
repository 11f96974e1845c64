/// How a view answers `point(inside:with:)`: the default, or one of the overrides the course
/// material teaches, or any Swift closure.
public enum PointInsideRule {
    /// UIKit's default: `bounds.contains(point)`.
    case `default`
    /// `bounds.insetBy(dx:dy:).contains(point)` (`CGRectInset` semantics: negative values grow
    /// the area, as the article's button with a hit area 20 points larger does).
    case inset(dx: Double, dy: Double)
    /// Inside only where a subview's `frame` contains the point, exactly as the article's code:
    /// the view's own area outside its subviews no longer counts.
    case subviews
    /// Inside the bounds, or where a subview's `frame` contains the point.
    case boundsOrSubviews
    /// The default answer, or inside one of these descendants by that descendant's own
    /// `point(inside:)` (the point converted to its space): the TabBar and its centre button.
    case include([View])
    /// Inside only where a control subview's `frame` contains the point: a covering view that
    /// lets touches through to what is beneath it, except on its own controls.
    case controlsOnly
    /// Never inside.
    case never
    /// Any override written in Swift: `name` labels it in traces and overlays.
    case custom(name: String, (View, Point) -> Bool)

    /// Whether this is UIKit's default (no override).
    public var isDefault: Bool { if case .default = self { return true } else { return false } }

    /// A short label for traces and overlays, e.g. `inset(-20, -20)`.
    public var label: String {
        switch self {
        case .default: return "default"
        case let .inset(dx, dy): return "inset(\(formatNumber(dx)), \(formatNumber(dy)))"
        case .subviews: return "subviews"
        case .boundsOrSubviews: return "boundsOrSubviews"
        case let .include(views): return "include(\(views.map(\.id).joined(separator: ", ")))"
        case .controlsOnly: return "controlsOnly"
        case .never: return "never"
        case let .custom(name, _): return name
        }
    }
}

/// How a view answers `hitTest(_:with:)`: the default, one of the overrides the course material
/// teaches, or any Swift closure.
public enum HitTestRule {
    /// UIKit's default algorithm.
    case `default`
    /// `return self`, unconditionally, exactly as the article's interception code: no check of
    /// hidden, interaction, alpha or the point. The pitfall: the view takes touches wherever its
    /// superview asks it, and its subviews never get any.
    case returnsSelf
    /// The default checks and `point(inside:)`, then `self` without asking subviews
    /// (interception done right).
    case selfIfInside
    /// The default answer, except nil where that answer is the view itself (a pass-through
    /// container: its subviews still get touches).
    case passThrough
    /// The article's own expanded rectangle: the default checks, then `bounds.insetBy(dx:dy:)`
    /// instead of `point(inside:)`, then subviews front to back, then `self`.
    case expanded(dx: Double, dy: Double)
    /// Any override written in Swift; `name` labels it in traces and overlays.
    case custom(name: String, (HitTestCall) -> View?)

    public var isDefault: Bool { if case .default = self { return true } else { return false } }

    public var label: String {
        switch self {
        case .default: return "default"
        case .returnsSelf: return "self"
        case .selfIfInside: return "selfIfInside"
        case .passThrough: return "passThrough"
        case let .expanded(dx, dy): return "inset(\(formatNumber(dx)), \(formatNumber(dy)))"
        case let .custom(name, _): return name
        }
    }
}

/// What a custom `hitTest` override receives: the view, the point in its space, and `super`.
public struct HitTestCall {
    public let view: View
    public let point: Point
    let tester: HitTester
    let depth: Int

    /// UIKit's `super.hitTest(point, with: event)`: the default algorithm, traced.
    public func callSuper() -> View? { tester.defaultHitTest(view, point, depth: depth) }

    /// The view's own `point(inside:)` answer.
    public func pointInside() -> Bool { tester.pointInside(view, point) }

    /// `subview.hitTest(subview.convert(point, from: view))`, traced.
    public func hitTest(_ subview: View) -> View? {
        guard let toLocal = subview.superviewToLocal else { return nil }
        return tester.hitTest(subview, toLocal.apply(point), depth: depth + 1)
    }
}
