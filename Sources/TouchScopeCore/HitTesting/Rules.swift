/// How a view answers `point(inside:with:)`: the default, or one of the overrides the course
/// material teaches, or any Swift closure.
public enum PointInsideRule {
    /// UIKit's default: `bounds.contains(point)`.
    case `default`
    /// `bounds.insetBy(dx:dy:).contains(point)` (`CGRectInset` semantics: negative values grow
    /// the area, as the article's button with a hit area 20 points larger does).
    case inset(dx: Double, dy: Double)
    /// `bounds.inset(by: insets)` (`UIEdgeInsetsInsetRect`): each edge on its own, negative
    /// values grow the area, as the `hitTestEdgeInsets` categories many apps use do.
    case insets(EdgeInsets)
    /// Inside the ellipse inscribed in the bounds (a circle for a square view), its edge
    /// included: how round buttons (the tab bar's centre button) override `point(inside:)` so that
    /// their corners do not take taps.
    case circle
    /// Inside only where a subview's `frame` contains the point, exactly as the article's code:
    /// the view's own area outside its subviews no longer counts.
    case subviews
    /// Inside the bounds, or where a subview's `frame` contains the point.
    case boundsOrSubviews
    /// The default answer, or inside one of these descendants by that descendant's own
    /// `point(inside:)` (the point converted to its space): the TabBar and its centre button.
    /// The views are held weakly (``IncludedViews``): a rule naming the view's own ancestor
    /// would otherwise keep the whole tree alive.
    case include(IncludedViews)
    /// Inside only where a control subview's `frame` contains the point: a covering view that
    /// lets touches through to what is beneath it, except on its own controls.
    case controlsOnly
    /// Never inside.
    case never
    /// Any override written in Swift: `name` labels it in traces and overlays.
    case custom(name: String, (View, Point) -> Bool)

    /// Whether this is UIKit's default (no override).
    public var isDefault: Bool { if case .default = self { return true } else { return false } }

    /// Whether the answer can change when something in the view's subtree changes (a subview
    /// moved, hidden, added), not only the view's own bounds: the incremental hit map repaints
    /// such a view's whole region then. A new rule answers here (the switch has no default).
    public var readsSubtree: Bool {
        switch self {
        case .default, .inset, .insets, .circle, .never: return false
        case .subviews, .boundsOrSubviews, .include, .controlsOnly, .custom: return true
        }
    }

    /// A short label for traces and overlays, e.g. `inset(-20, -20)`.
    public var label: String {
        switch self {
        case .default: return "default"
        case let .inset(dx, dy): return "inset(\(formatNumber(dx)), \(formatNumber(dy)))"
        case let .insets(e):
            return "insets(\([e.top, e.left, e.bottom, e.right].map(formatNumber).joined(separator: ", ")))"
        case .circle: return "circle"
        case .subviews: return "subviews"
        case .boundsOrSubviews: return "boundsOrSubviews"
        case let .include(views): return "include(\(views.map(\.id).joined(separator: ", ")))"
        case .controlsOnly: return "controlsOnly"
        case .never: return "never"
        case let .custom(name, _): return name
        }
    }

    /// Where this rule answers inside for `view`, in `view`'s own space: the ONE implementation
    /// of each rule, which every consumer (hit-tests, the compiled index, hit map, dead zones,
    /// hit areas) derives from.
    public func area(of view: View) -> InsideArea {
        switch self {
        case .default:
            return .rect(view.bounds)
        case let .inset(dx, dy):
            return .rect(view.bounds.insetBy(dx: dx, dy: dy))
        case let .insets(e):
            return .rect(view.bounds.inset(by: e))
        case .circle:
            return .ellipse(view.bounds)
        case .subviews:
            return .anyOf(view.subviews.map { .rect($0.frame) })
        case .boundsOrSubviews:
            return .anyOf([.rect(view.bounds)] + view.subviews.map { .rect($0.frame) })
        case let .include(descendants):
            var areas: [InsideArea] = [.rect(view.bounds)]
            for d in descendants where d !== view && d.isDescendant(of: view) {
                areas.append(.converted(d.pointInsideRule.area(of: d), from: d, into: view))
            }
            return .anyOf(areas)
        case .controlsOnly:
            return .anyOf(view.subviews.filter(\.isControl).map { .rect($0.frame) })
        case .never:
            return .nowhere
        case let .custom(_, body):
            return .opaque { body(view, $0) }
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

    /// Whether the answer can depend on the subtree beyond what the subviews' own regions say
    /// (see ``PointInsideRule/readsSubtree``): only code we cannot see.
    public var readsSubtree: Bool {
        switch self {
        case .default, .returnsSelf, .selfIfInside, .passThrough, .expanded: return false
        case .custom: return true
        }
    }

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

    /// What this rule does, as UIKit's steps in order: the ONE description of each rule that the
    /// recursive walk, the compiled and recorded walks, the hit map, dead zones and hit areas
    /// follow. nil for a custom override (Swift code: it is run, not described).
    public func steps(of view: View) -> HitTestSteps? {
        switch self {
        case .default:
            return HitTestSteps(checks: true, inside: .pointInside, descends: true, answersSelf: true, decidedBy: nil)
        case .returnsSelf:
            return HitTestSteps(checks: false, inside: nil, descends: false, answersSelf: true, decidedBy: label)
        case .selfIfInside:
            return HitTestSteps(checks: true, inside: .pointInside, descends: false, answersSelf: true, decidedBy: label)
        case .passThrough:
            return HitTestSteps(checks: true, inside: .pointInside, descends: true, answersSelf: false, decidedBy: nil)
        case let .expanded(dx, dy):
            return HitTestSteps(checks: true, inside: .area(.rect(view.bounds.insetBy(dx: dx, dy: dy))), descends: true,
                                answersSelf: true, decidedBy: label)
        case .custom:
            return nil
        }
    }
}

/// A `hitTest(_:with:)` rule as UIKit's steps: (1) unless `checks` is off, nil when hidden,
/// interaction off or alpha below the threshold; (2) nil when the point is not `inside`; (3) when
/// it `descends`, the subviews front to back, the first non-nil answer wins; (4) the view itself,
/// or nil when it does not `answersSelf` (a pass-through: nil wherever the answer would be itself).
///
/// Example: UIKit's default is `checks, pointInside, descends, answersSelf`; the interception
/// done right (`selfIfInside`) is `checks, pointInside, self` without descending.
public struct HitTestSteps {
    /// How step 2 decides whether the point is inside.
    public enum Inside {
        /// The view's own `point(inside:)` (its ``PointInsideRule``).
        case pointInside
        /// The override's own area instead of `point(inside:)`.
        case area(InsideArea)
    }
    /// Step 1: the hidden / interaction / alpha checks.
    public var checks: Bool
    /// Step 2 (nil: skipped, the override answers without looking at the point).
    public var inside: Inside?
    /// Step 3: asks the subviews.
    public var descends: Bool
    /// Step 4: the view answers itself when no subview does (false: nil instead).
    public var answersSelf: Bool
    /// The override's label when it decides the inside verdict itself (traces say `⚙ hitTest`),
    /// nil when `point(inside:)` decides it.
    public var decidedBy: String?

    /// Whether the override answers itself without asking its subviews (interception).
    public var intercepts: Bool { !descends && answersSelf }

    public init(checks: Bool, inside: Inside?, descends: Bool, answersSelf: Bool, decidedBy: String?) {
        self.checks = checks; self.inside = inside; self.descends = descends
        self.answersSelf = answersSelf; self.decidedBy = decidedBy
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
