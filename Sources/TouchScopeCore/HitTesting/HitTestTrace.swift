/// Why hit-testing accepted or rejected a view it visited.
public enum HitTestVerdict: String, Sendable, Hashable, CaseIterable {
    /// `isHidden` is true: the view and its subtree are skipped.
    case hidden
    /// `isUserInteractionEnabled` is false: the view and its subtree are skipped.
    case interactionDisabled
    /// The view is being animated without `allowUserInteraction`: UIKit temporarily disables
    /// user interaction for it, so it and its subtree are skipped until the animation ends.
    case animating
    /// `alpha` is below the threshold (0.01): the view and its subtree are skipped.
    case transparent
    /// `point(inside:)` (or a hitTest override's own test) said no: the subtree is skipped.
    case outside
    /// The point is inside: the subviews are asked, front-most first.
    case inside
}

/// Which override decided a verdict or an answer.
public enum HitTestOverride: String, Sendable, Hashable {
    case pointInside, hitTest
}

/// One view visited by hit-testing, in visit order.
///
/// For a `hitTest` override that returns `self` without checking anything (the article's
/// `return self`), the verdict is what the default checks would have said; the
/// ``HitTestStep/overrideReturned(view:depth:returned:rule:)`` step after it says the override
/// returned the view regardless.
public struct HitTestVisit: Sendable, Hashable {
    public var view: String
    /// Nesting depth below the window (the window is 0).
    public var depth: Int
    /// The point in the view's own coordinate space.
    public var point: Point
    public var verdict: HitTestVerdict
    /// The override that decided the verdict, if any.
    public var override: HitTestOverride?
    /// The override's label (e.g. `inset(-20, -20)`), when there is one.
    public var rule: String?
}

/// One step of a hit-test, in order.
public enum HitTestStep: Sendable, Hashable {
    case visit(HitTestVisit)
    /// A `hitTest` override answered something other than what the default would have (or
    /// answered without asking the default): `returned` is its answer.
    case overrideReturned(view: String, depth: Int, returned: String?, rule: String)
}

/// A hit-test's whole story: the steps, then the result.
public struct HitTestTrace: Sendable, Hashable {
    public var steps: [HitTestStep] = []
    public var result: String?
    public var window: String?

    public init() {}

    /// Only the visits, in order.
    public var visits: [HitTestVisit] {
        steps.compactMap { if case let .visit(v) = $0 { return v } else { return nil } }
    }
}
