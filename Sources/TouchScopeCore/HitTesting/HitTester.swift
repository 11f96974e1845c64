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
///
/// - Note: Unrecorded hit-tests run on a compiled copy of the tree (``HitTestIndex``): flat
///   arrays, cached transforms, and each subview skipped without converting the point when the
///   point is outside the box its answer must lie in. The copy is rebuilt when anything in the
///   tree that can change an answer changes; overrides written as closures are always run live.
///   The answers are those of the recursive algorithm (the tests compare them point for point).
public final class HitTester {
    public var parameters: HitTestParameters
    public var isRecording = false
    /// The last hit-test's trace (empty after an unrecorded hit-test).
    public private(set) var trace = HitTestTrace()
    /// Compiled trees by root (a few windows at most).
    private var indexes: [ObjectIdentifier: HitTestIndex] = [:]
    private var lastIndex: HitTestIndex?

    public init(parameters: HitTestParameters = HitTestParameters()) { self.parameters = parameters }

    /// Hit-tests `view` at `point` (in `view`'s own space), as `view.hitTest(point, with: event)`.
    public func hitTest(_ view: View, at point: Point) -> View? {
        resetTrace()
        let result = index(for: view).hitTest(point, tester: self)
        if isRecording { trace.result = result?.id; trace.window = view.window?.id }
        return result
    }

    /// Hit-tests `windows` (front-most first) at a screen point; the first non-nil answer wins.
    public func hitTest(windows: [Window], screenPoint: Point) -> (view: View?, window: Window?) {
        resetTrace()
        var found: (View?, Window?) = (nil, nil)
        for window in windows {
            guard let toLocal = window.superviewToLocal else { continue }
            let local = toLocal.apply(screenPoint)
            if let hit = index(for: window).hitTest(local, tester: self) {
                found = (hit, window)
                break
            }
        }
        if isRecording { trace.result = found.0?.id; trace.window = found.1?.id }
        return found
    }

    /// Starts a new trace, keeping the steps' storage when nobody else holds it.
    @inline(__always) private func resetTrace() {
        guard isRecording || !trace.steps.isEmpty || trace.result != nil || trace.window != nil else { return }
        trace.steps.removeAll(keepingCapacity: true)
        trace.result = nil
        trace.window = nil
    }

    /// The compiled copy of `root`'s tree, rebuilt when the tree changed.
    func index(for root: View) -> HitTestIndex {
        if let last = lastIndex, last.views[0] === root, last.version == root.hitTestVersion { return last }
        let key = ObjectIdentifier(root)
        if let index = indexes[key], index.version == root.hitTestVersion {
            lastIndex = index
            return index
        }
        if indexes.count >= 8 { indexes.removeAll() }
        let index = HitTestIndex(root: root)
        indexes[key] = index
        lastIndex = index
        return index
    }

    /// Moves the trace's steps out (to record into a local array without exclusivity checks).
    func takeSteps() -> [HitTestStep] {
        var steps: [HitTestStep] = []
        swap(&steps, &trace.steps)
        return steps
    }

    /// Moves steps taken with ``takeSteps()`` back.
    func putSteps(_ steps: inout [HitTestStep]) {
        swap(&steps, &trace.steps)
    }

    @inline(__always) func record(_ step: HitTestStep) {
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

/// A compiled copy of one view tree for unrecorded hit-testing and hit maps: every view's
/// flags, its cached superview-to-local transform, the rectangle its `point(inside:)` (or
/// `hitTest` rectangle) tests, and a box in the superview's space outside which its answer is
/// nil (a little larger than the exact area, so rounding never culls a point that is inside).
///
/// Views whose answer the index cannot compute from these numbers (a custom `hitTest`, a
/// `point(inside:)` that looks at subviews, descendants or a closure) are `slow`: their subtree
/// is hit-tested by ``HitTester``'s recursive code, live.
final class HitTestIndex {
    enum Kind: UInt8 {
        /// The default `hitTest` (or the `expanded` override): checks, rectangle, subviews, self.
        case standard
        /// Checks, rectangle, then self without asking subviews.
        case selfIfInside
        /// The default answer, except nil where that answer is the view itself.
        case passThrough
        /// `return self`, unconditionally.
        case returnsSelf
        /// Computed by the recursive code.
        case slow
    }

    struct Node {
        /// Superview (parent) space to this view's space.
        var toLocal: AffineTransform
        /// The point is inside when `minX <= x < maxX` and `minY <= y < maxY` (`Rect.contains`).
        var minX: Double, minY: Double, maxX: Double, maxY: Double
        /// In the parent's space: outside this box the view's answer is nil (may be infinite).
        var boxMinX: Double, boxMinY: Double, boxMaxX: Double, boxMaxY: Double
        var alpha: Double
        var childStart: Int32, childCount: Int32
        var kind: Kind
        /// How the walks treat a `slow` view: as its `hitTest` rule (standard, selfIfInside,
        /// passThrough, returnsSelf) with `point(inside:)` asked live, or `slow` (a custom
        /// `hitTest`: the recursive code). Equal to `kind` for the other views.
        var liveKind: Kind
        /// Not hidden and interaction on (alpha is compared at query time).
        var enabled: Bool
        var hidden: Bool
        var interaction: Bool
        /// `point(inside:)` is the default, an inset or `never` (a rectangle, maybe empty).
        var rectLikePointInside: Bool
        /// For traces: the override that decides the inside / outside verdict, and its label.
        /// (The label is in ``HitTestIndex/rules``, so that a node stays plain data.)
        var insideOverride: HitTestOverride?
        /// The transform is invertible (otherwise the view contains no point).
        var invertible: Bool
        /// `toLocal` keeps axes (b == c == 0): hit maps can work per column and per row.
        var axisAligned: Bool
        /// Some view in the subtree (itself included) is `slow`.
        var subtreeHasSlow: Bool
        /// A `slow` view with the default `hitTest` whose `point(inside:)` is surely true within
        /// `minX...maxY` (its bounds: `include`, `boundsOrSubviews`); hit maps paint it there.
        var coreRect: Bool = false
    }

    /// In the parent's space, for `slow` views: boxes outside all of which the answer is nil.
    typealias Box = (minX: Double, minY: Double, maxX: Double, maxY: Double)
    private(set) var areas: [Int: [Box]] = [:]

    let version: UInt64
    let views: ContiguousArray<View>
    let nodes: ContiguousArray<Node>
    /// Each node's children (node indices), back to front, at `childStart..<childStart+childCount`.
    let children: ContiguousArray<Int32>
    /// Each node's override label for traces (see ``Node/insideOverride``).
    let rules: ContiguousArray<String?>
    /// Each node's view id (traces read these without touching the views).
    let ids: ContiguousArray<String>

    init(root: View) {
        version = root.hitTestVersion
        var views = ContiguousArray<View>()
        var nodes = ContiguousArray<Node>()
        var children = ContiguousArray<Int32>()
        var areas: [Int: [Box]] = [:]
        // Breadth-first per view so each view's children are contiguous in `children`.
        var rules = ContiguousArray<String?>()
        views.append(root)
        let (rootNode, rootRule) = Self.node(root)
        nodes.append(rootNode); rules.append(rootRule)
        var next = 0
        while next < views.count {
            let view = views[next]
            let subviews = view.subviews
            nodes[next].childStart = Int32(children.count)
            nodes[next].childCount = Int32(subviews.count)
            if nodes[next].kind == .slow, nodes[next].invertible, let rects = Self.insideAreas(view) {
                let boxes = (rects ?? []).map { Self.cullBox($0, view: view) }
                if !boxes.contains(where: { $0 == nil }) { areas[next] = boxes.compactMap { $0 } }
            }
            for subview in subviews {
                children.append(Int32(views.count))
                views.append(subview)
                let (node, rule) = Self.node(subview)
                nodes.append(node); rules.append(rule)
            }
            next += 1
        }
        // Children come after their parents: one backward pass sees every subtree whole.
        for i in nodes.indices.reversed() {
            let start = Int(nodes[i].childStart), end = start + Int(nodes[i].childCount)
            var slow = nodes[i].kind == .slow
            for k in start..<end where nodes[Int(children[k])].subtreeHasSlow { slow = true }
            nodes[i].subtreeHasSlow = slow
        }
        self.views = views
        self.nodes = nodes
        self.children = children
        self.areas = areas
        self.rules = rules
        self.ids = ContiguousArray(views.map(\.id))
    }

    private static func node(_ view: View) -> (Node, String?) {
        let toLocal = view.superviewToLocal
        var kind: Kind
        var rect: Rect? = view.bounds
        switch view.pointInsideRule {
        case .default: break
        case let .inset(dx, dy): rect = view.bounds.insetBy(dx: dx, dy: dy)
        case .never: rect = nil
        default: rect = nil
        }
        let rectLike: Bool
        switch view.pointInsideRule {
        case .default, .inset, .never: rectLike = true
        default: rectLike = false
        }
        switch view.hitTestRule {
        case .default: kind = rectLike ? .standard : .slow
        case .selfIfInside: kind = rectLike ? .selfIfInside : .slow
        case .passThrough: kind = rectLike ? .passThrough : .slow
        case let .expanded(dx, dy): kind = .standard; rect = view.bounds.insetBy(dx: dx, dy: dy)
        case .returnsSelf: kind = .returnsSelf
        case .custom: kind = .slow
        }
        let r = rect
        var liveKind = kind
        if kind == .slow {
            switch view.hitTestRule {
            case .default: liveKind = .standard
            case .selfIfInside: liveKind = .selfIfInside
            case .passThrough: liveKind = .passThrough
            case .returnsSelf: liveKind = .returnsSelf
            case .expanded, .custom: liveKind = .slow
            }
        }
        var node = Node(toLocal: toLocal ?? .identity,
                        minX: r?.minX ?? .infinity, minY: r?.minY ?? .infinity,
                        maxX: r?.maxX ?? -.infinity, maxY: r?.maxY ?? -.infinity,
                        boxMinX: -.infinity, boxMinY: -.infinity, boxMaxX: .infinity, boxMaxY: .infinity,
                        alpha: view.alpha, childStart: 0, childCount: 0, kind: kind,
                        liveKind: liveKind,
                        enabled: !view.isHidden && view.isUserInteractionEnabled,
                        hidden: view.isHidden, interaction: view.isUserInteractionEnabled,
                        rectLikePointInside: rectLike,
                        insideOverride: nil,
                        invertible: toLocal != nil,
                        axisAligned: toLocal.map { $0.b == 0 && $0.c == 0 } ?? false,
                        subtreeHasSlow: kind == .slow)
        var rule: String?
        switch view.hitTestRule {
        case .default, .passThrough:
            if !view.pointInsideRule.isDefault { node.insideOverride = .pointInside; rule = view.pointInsideRule.label }
        case .expanded: node.insideOverride = .hitTest; rule = view.hitTestRule.label
        case .selfIfInside: node.insideOverride = .hitTest; rule = "selfIfInside"
        case .returnsSelf: node.insideOverride = .hitTest; rule = "self"
        case .custom: break
        }
        if toLocal == nil {
            node.boxMinX = .infinity; node.boxMaxX = -.infinity
        } else if kind == .slow {
            switch view.hitTestRule {
            case .default, .selfIfInside, .passThrough:
                // The answer is nil unless `point(inside:)` says yes, and these overrides say yes
                // only within rectangles we can bound.
                if let rects = Self.insideAreas(view) {
                    if let rects, var area = rects.first {
                        for r in rects.dropFirst() { area = area.union(r) }
                        if let box = Self.cullBox(area, view: view) {
                            node.boxMinX = box.minX; node.boxMinY = box.minY; node.boxMaxX = box.maxX; node.boxMaxY = box.maxY
                        }
                    } else {
                        node.boxMinX = .infinity; node.boxMaxX = -.infinity    // never inside
                    }
                }
                if case .default = view.hitTestRule {
                    switch view.pointInsideRule {
                    case .include, .boundsOrSubviews:
                        let b = view.bounds
                        node.coreRect = true
                        node.minX = b.minX; node.minY = b.minY; node.maxX = b.maxX; node.maxY = b.maxY
                    default: break
                    }
                }
            default:
                break
            }
        } else if kind == .standard || kind == .selfIfInside || kind == .passThrough {
            if let r {
                if let box = Self.cullBox(r, view: view) {
                    node.boxMinX = box.minX; node.boxMinY = box.minY; node.boxMaxX = box.maxX; node.boxMaxY = box.maxY
                }
            } else {
                node.boxMinX = .infinity; node.boxMaxX = -.infinity    // never inside
            }
        }
        return (node, rule)
    }

    /// Rectangles (in the view's space) outside all of which the view's `point(inside:)` override
    /// is false: `.some(nil)` when it is never true, nil when it cannot be bounded (a closure).
    private static func insideAreas(_ view: View) -> [Rect]?? {
        func union(_ rects: [Rect]) -> [Rect]?? { rects.isEmpty ? .some(nil) : .some(rects) }
        switch view.pointInsideRule {
        case .subviews: return union(view.subviews.map(\.frame))
        case .boundsOrSubviews: return union([view.bounds] + view.subviews.map(\.frame))
        case .controlsOnly: return union(view.subviews.filter(\.isControl).map(\.frame))
        case let .include(descendants):
            var rects = [view.bounds]
            for d in descendants where d !== view && d.isDescendant(of: view) {
                let own: Rect
                switch d.pointInsideRule {
                case .default: own = d.bounds
                case let .inset(dx, dy): own = d.bounds.insetBy(dx: dx, dy: dy)
                case .never: continue
                default: return nil
                }
                // d's space to the view's space.
                var t = AffineTransform.identity
                var v: View = d
                while v !== view, let parent = v.superview {
                    t = t.concatenating(v.localToSuperview)
                    v = parent
                }
                let corners = [Point(x: own.minX, y: own.minY), Point(x: own.maxX, y: own.minY),
                               Point(x: own.maxX, y: own.maxY), Point(x: own.minX, y: own.maxY)].map(t.apply)
                var r = Rect(origin: corners[0], size: .zero)
                for c in corners.dropFirst() { r = r.union(Rect(origin: c, size: .zero)) }
                rects.append(r)
            }
            return union(rects)
        default:
            return nil
        }
    }

    /// The rectangle `r` (in the view's space) in its superview's space, grown by a margin far
    /// larger than any rounding; nil (no culling) when the numbers are not safe to cull with.
    private static func cullBox(_ r: Rect, view: View) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        let t = view.localToSuperview
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else { return nil }
        // Badly conditioned transforms amplify rounding: do not cull those.
        let norm = abs(t.a) + abs(t.b) + abs(t.c) + abs(t.d)
        let det = abs(t.determinant)
        guard det > 0, norm * norm / det < 1e6 else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for corner in [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)] {
            let p = t.apply(corner)
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let magnitude = max(abs(minX), abs(maxX), abs(minY), abs(maxY), abs(t.tx), abs(t.ty), 1)
        let margin = magnitude * 1e-7 + 1e-9
        guard (minX - margin).isFinite, (maxX + margin).isFinite, (minY - margin).isFinite, (maxY + margin).isFinite else { return nil }
        return (minX - margin, minY - margin, maxX + margin, maxY + margin)
    }

    /// The root's answer at `point` (in the root's own space), unrecorded.
    func hitTest(_ point: Point, tester: HitTester) -> View? {
        let threshold = tester.parameters.alphaThreshold
        return nodes.withUnsafeBufferPointer { nodes in
            children.withUnsafeBufferPointer { children in
                var walker = Walker(nodes: nodes, children: children, views: views, rules: rules, ids: ids,
                                    tester: tester, threshold: threshold)
                guard tester.isRecording else { return walker.hit(0, point, depth: 0) }
                walker.steps = tester.takeSteps()
                let result = walker.hitRecorded(0, point, depth: 0)
                tester.putSteps(&walker.steps)
                return result
            }
        }
    }

    /// The recursive walk over the flat arrays.
    struct Walker {
        let nodes: UnsafeBufferPointer<Node>
        let children: UnsafeBufferPointer<Int32>
        let views: ContiguousArray<View>
        let rules: ContiguousArray<String?>
        let ids: ContiguousArray<String>
        let tester: HitTester
        let threshold: Double
        /// The trace's steps while a recorded walk runs (moved back around live overrides).
        var steps: [HitTestStep] = []

        /// Node `i`'s answer at `p` (in node `i`'s own space).
        mutating func hit(_ i: Int, _ p: Point, depth: Int) -> View? {
            let node = nodes[i]
            let kind = node.liveKind
            switch kind {
            case .slow:
                return tester.hitTest(views[i], p, depth: depth)
            case .returnsSelf:
                return views[i]
            case .standard, .selfIfInside, .passThrough:
                guard node.enabled, !(node.alpha < threshold) else { return nil }
                if node.kind == .slow {
                    // An override of `point(inside:)` the index cannot precompute: asked live.
                    guard tester.pointInside(views[i], p) else { return nil }
                } else {
                    guard p.x >= node.minX && p.x < node.maxX && p.y >= node.minY && p.y < node.maxY else { return nil }
                }
                if kind == .selfIfInside { return views[i] }
                var k = Int(node.childStart) + Int(node.childCount)
                let start = Int(node.childStart)
                while k > start {
                    k -= 1
                    let c = Int(children[k])
                    let child = nodes[c]
                    // Outside the child's box: its answer is nil; no need to convert the point.
                    guard p.x >= child.boxMinX && p.x <= child.boxMaxX && p.y >= child.boxMinY && p.y <= child.boxMaxY,
                          child.invertible else { continue }
                    if let answer = hit(c, child.toLocal.apply(p), depth: depth + 1) {
                        // A pass-through view answers nil where the answer would be itself.
                        return kind == .passThrough && answer === views[i] ? nil : answer
                    }
                }
                return kind == .passThrough ? nil : views[i]
            }
        }

        /// Node `i`'s answer at `p`, recording every visit exactly as the recursive code does
        /// (no box culling: every subview asked is a visit in the trace).
        mutating func hitRecorded(_ i: Int, _ p: Point, depth: Int) -> View? {
            let node = nodes[i]
            let kind = node.liveKind
            if kind == .slow {
                tester.putSteps(&steps)
                let answer = tester.hitTest(views[i], p, depth: depth)
                steps = tester.takeSteps()
                return answer
            }
            let id = ids[i]
            let rejection: HitTestVerdict? = node.hidden ? .hidden : !node.interaction ? .interactionDisabled
                : node.alpha < threshold ? .transparent : nil
            let inside: Bool
            if node.rectLikePointInside {
                inside = p.x >= node.minX && p.x < node.maxX && p.y >= node.minY && p.y < node.maxY
            } else if rejection == nil {
                // Asked live, only when not rejected (as the recursive code asks it).
                inside = tester.pointInside(views[i], p)
            } else {
                inside = false
            }
            if kind == .returnsSelf {
                visit(id, depth, p, rejection ?? (inside ? .inside : .outside), node, i)
                steps.append(.overrideReturned(view: id, depth: depth, returned: id, rule: "self"))
                return views[i]
            }
            if let rejection {
                steps.append(.visit(HitTestVisit(view: id, depth: depth, point: p, verdict: rejection,
                                                 override: nil, rule: nil)))
                return nil
            }
            visit(id, depth, p, inside ? .inside : .outside, node, i)
            guard inside else { return nil }
            if kind == .selfIfInside {
                steps.append(.overrideReturned(view: id, depth: depth, returned: id, rule: "selfIfInside"))
                return views[i]
            }
            var answer: View?
            var k = Int(node.childStart) + Int(node.childCount)
            let start = Int(node.childStart)
            while k > start {
                k -= 1
                let c = Int(children[k])
                let child = nodes[c]
                guard child.invertible else { continue }
                if let hit = hitRecorded(c, child.toLocal.apply(p), depth: depth + 1) { answer = hit; break }
            }
            guard let answer else {
                if kind == .passThrough {
                    steps.append(.overrideReturned(view: id, depth: depth, returned: nil, rule: "passThrough"))
                    return nil
                }
                return views[i]
            }
            if kind == .passThrough && answer === views[i] {
                steps.append(.overrideReturned(view: id, depth: depth, returned: nil, rule: "passThrough"))
                return nil
            }
            return answer
        }

        @inline(__always) private mutating func visit(_ id: String, _ depth: Int, _ p: Point, _ verdict: HitTestVerdict,
                                                      _ node: Node, _ i: Int) {
            steps.append(.visit(HitTestVisit(view: id, depth: depth, point: p, verdict: verdict,
                                             override: node.insideOverride, rule: node.insideOverride == nil ? nil : rules[i])))
        }
    }
}
