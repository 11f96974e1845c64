/// Tunable constants of hit-testing.
public struct HitTestParameters: Sendable, Hashable {
    /// Views with `alpha` strictly below this are ignored. Apple's `hitTest(_:with:)`
    /// documentation says "less than 0.01"; several articles (and the course material's code)
    /// write `alpha <= 0.01`. TouchScope follows Apple: 0.01 is hittable, 0.009 is not.
    public var alphaThreshold: Double = 0.01

    public init(alphaThreshold: Double = 0.01) { self.alphaThreshold = alphaThreshold }
}

/// Runs UIKit's hit-testing over a view tree, optionally recording every visit.
///
/// The algorithm, for each view (UIKit's `hitTest(_:with:)`): nil when hidden, when user
/// interaction is disabled, or when alpha is below 0.01; nil when `point(inside:)` is false;
/// otherwise the subviews are asked from the front-most (last) to the back-most (first), the point
/// converted into each one's space, and the first non-nil answer wins; if none, the view itself.
///
/// - Note: When several of hidden / interaction / alpha apply, the verdict names the first in
///   that order; UIKit does not say which it checks first, and the answer (nil) is the same.
/// - Note: Recording is off unless `isRecording` is set; when off, the only cost is one
///   branch per visit and no allocation.
public final class HitTester {
    public var parameters: HitTestParameters
    public var isRecording = false
    /// The last hit-test's trace (empty after an unrecorded hit-test).
    public private(set) var trace = HitTestTrace()

    public init(parameters: HitTestParameters = HitTestParameters()) { self.parameters = parameters }

    /// Hit-tests `view` at `point` (in `view`'s own space), as `view.hitTest(point, with: event)`.
    public func hitTest(_ view: View, at point: Point) -> View? {
        if isRecording || !trace.steps.isEmpty { trace = HitTestTrace() }
        let result = hitTest(view, point, depth: 0)
        if isRecording { trace.result = result?.id; trace.window = view.window?.id }
        return result
    }

    /// Hit-tests `windows` (front-most first) at a screen point; the first non-nil answer wins.
    public func hitTest(windows: [Window], screenPoint: Point) -> (view: View?, window: Window?) {
        if isRecording || !trace.steps.isEmpty { trace = HitTestTrace() }
        var found: (View?, Window?) = (nil, nil)
        for window in windows {
            guard let toLocal = window.superviewToLocal else { continue }
            if let hit = hitTest(window, toLocal.apply(screenPoint), depth: 0) {
                found = (hit, window)
                break
            }
        }
        if isRecording { trace.result = found.0?.id; trace.window = found.1?.id }
        return found
    }

    @inline(__always) private func record(_ step: HitTestStep) {
        trace.steps.append(step)
    }

    @inline(__always) private func visit(_ view: View, _ point: Point, _ depth: Int, _ verdict: HitTestVerdict,
                                         _ override: HitTestOverride?, _ rule: String?) {
        record(.visit(HitTestVisit(view: view.id, depth: depth, point: point, verdict: verdict,
                                   override: override, rule: rule)))
    }

    /// `view.hitTest(point)` with the view's own rule.
    func hitTest(_ view: View, _ point: Point, depth: Int) -> View? {
        switch view.hitTestRule {
        case .default:
            return defaultHitTest(view, point, depth: depth)
        case .returnsSelf:
            if isRecording {
                // The override checks nothing; the verdict recorded is what the default checks
                // would have said, then that the override returned the view anyway.
                let verdict = rejection(view) ?? (pointInside(view, point) ? .inside : .outside)
                visit(view, point, depth, verdict, .hitTest, "self")
                record(.overrideReturned(view: view.id, depth: depth, returned: view.id, rule: "self"))
            }
            return view
        case .selfIfInside:
            guard let verdict = rejection(view) else {
                let inside = pointInside(view, point)
                if isRecording { visit(view, point, depth, inside ? .inside : .outside, .hitTest, "selfIfInside") }
                if inside && isRecording {
                    record(.overrideReturned(view: view.id, depth: depth, returned: view.id, rule: "selfIfInside"))
                }
                return inside ? view : nil
            }
            if isRecording { visit(view, point, depth, verdict, nil, nil) }
            return nil
        case .passThrough:
            let answer = defaultHitTest(view, point, depth: depth)
            if answer === view {
                if isRecording { record(.overrideReturned(view: view.id, depth: depth, returned: nil, rule: "passThrough")) }
                return nil
            }
            return answer
        case let .expanded(dx, dy):
            if let verdict = rejection(view) {
                if isRecording { visit(view, point, depth, verdict, nil, nil) }
                return nil
            }
            let inside = view.bounds.insetBy(dx: dx, dy: dy).contains(point)
            if isRecording { visit(view, point, depth, inside ? .inside : .outside, .hitTest, view.hitTestRule.label) }
            guard inside else { return nil }
            return hitSubviews(view, point, depth: depth) ?? view
        case let .custom(name, body):
            let stepsBefore = trace.steps.count
            let answer = body(HitTestCall(view: view, point: point, tester: self, depth: depth))
            if isRecording {
                if trace.steps.count == stepsBefore {
                    // The override never called super: it decided alone.
                    visit(view, point, depth, answer == nil ? .outside : .inside, .hitTest, name)
                }
                record(.overrideReturned(view: view.id, depth: depth, returned: answer?.id, rule: name))
            }
            return answer
        }
    }

    /// Why `view` is skipped before `point(inside:)` is asked, or nil when it is not.
    @inline(__always) func rejection(_ view: View) -> HitTestVerdict? {
        if view.isHidden { return .hidden }
        if !view.isUserInteractionEnabled { return .interactionDisabled }
        if view.alpha < parameters.alphaThreshold { return .transparent }
        return nil
    }

    /// UIKit's default `hitTest(_:with:)` (what `super.hitTest` runs).
    func defaultHitTest(_ view: View, _ point: Point, depth: Int) -> View? {
        if let verdict = rejection(view) {
            if isRecording { visit(view, point, depth, verdict, nil, nil) }
            return nil
        }
        let inside = pointInside(view, point)
        if isRecording {
            let overridden = !view.pointInsideRule.isDefault
            visit(view, point, depth, inside ? .inside : .outside, overridden ? .pointInside : nil,
                  overridden ? view.pointInsideRule.label : nil)
        }
        guard inside else { return nil }
        return hitSubviews(view, point, depth: depth) ?? view
    }

    /// Asks the subviews, front-most first; the first non-nil answer.
    @inline(__always) private func hitSubviews(_ view: View, _ point: Point, depth: Int) -> View? {
        let subviews = view.subviews
        var index = subviews.count
        while index > 0 {
            index -= 1
            let subview = subviews[index]
            guard let toLocal = subview.superviewToLocal else { continue }
            if let hit = hitTest(subview, toLocal.apply(point), depth: depth + 1) { return hit }
        }
        return nil
    }

    /// `view.point(inside: point)` with the view's own rule (untraced: it is a question, not a visit).
    public func pointInside(_ view: View, _ point: Point) -> Bool {
        switch view.pointInsideRule {
        case .default:
            return view.bounds.contains(point)
        case let .inset(dx, dy):
            return view.bounds.insetBy(dx: dx, dy: dy).contains(point)
        case .subviews:
            return view.subviews.contains { $0.frame.contains(point) }
        case .boundsOrSubviews:
            return view.bounds.contains(point) || view.subviews.contains { $0.frame.contains(point) }
        case let .include(descendants):
            if view.bounds.contains(point) { return true }
            return descendants.contains { d in
                guard d !== view, d.isDescendant(of: view) else { return false }
                return pointInside(d, d.convert(point, from: view))
            }
        case .controlsOnly:
            return view.subviews.contains { $0.isControl && $0.frame.contains(point) }
        case .never:
            return false
        case let .custom(_, body):
            return body(view, point)
        }
    }
}
