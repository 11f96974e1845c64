/// Tunable constants of hit-testing.
public struct HitTestParameters: Sendable, Hashable {
    /// Views with `alpha` strictly below this are ignored. Apple's `hitTest(_:with:)`
    /// documentation says "less than 0.01"; several articles (and the course material's code)
    /// write `alpha <= 0.01`. TouchScope follows Apple: 0.01 is hittable, 0.009 is not.
    public var alphaThreshold: Double = 0.01

    public init(alphaThreshold: Double = 0.01) { self.alphaThreshold = alphaThreshold }

    /// Whether hit-testing ignores `view` for its opacity alone (alpha below the threshold). The
    /// one test of it: the hit-tester, the analyses (lint, why) and the undecided notes all ask here.
    @inline(__always) public func isTransparent(_ view: View) -> Bool { view.alpha < alphaThreshold }
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
    /// How many times a compiled index was built (a scroll must not rebuild it: tests read this).
    public private(set) var indexBuilds = 0

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
        if let index = indexes[key] {
            if index.version != root.hitTestVersion && index.structureVersion == root.structureVersion {
                // Only scroll offsets moved: their nodes are patched, nothing is rebuilt.
                index.patchOffsets(version: root.hitTestVersion)
            }
            if index.version == root.hitTestVersion {
                lastIndex = index
                return index
            }
        }
        if indexes.count >= 8 { indexes.removeAll() }
        indexBuilds += 1
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

    /// `view.hitTest(point)` with the view's own rule: its steps (``HitTestRule/steps(of:)``), or
    /// its Swift code for a custom override.
    func hitTest(_ view: View, _ point: Point, depth: Int) -> View? {
        guard let steps = view.hitTestRule.steps(of: view) else {
            guard case let .custom(name, body) = view.hitTestRule else { return nil }
            let stepsBefore = trace.steps.count
            let outerDepth = userCallDepth, outerTester = view.runningHitTester
            userCallDepth = depth
            view.runningHitTester = self
            var answer = body(HitTestCall(view: view, point: point, tester: self, depth: depth))
            userCallDepth = outerDepth
            view.runningHitTester = outerTester
            var label = name
            if let overflow = view.userCodeOverflow, view.userCodeDepth == 0 {
                // The override called itself without end: UIKit would crash (stack overflow);
                // the guard stopped it, and the touch finds no view here.
                answer = nil
                label = UserClass.overflowLabel(name, overflow)
            }
            if isRecording {
                if view.userClass?.overrides.contains(.hitTest) == true {
                    // A Swift scene's override: when it did not call super (no visit of this view
                    // was recorded at its depth), its own visit goes first, with the verdict of
                    // UIKit's default checks (the view hidden, or the point outside its bounds,
                    // while the override answered anyway), marked "without super".
                    let visitedSelf = trace.steps[stepsBefore...].contains { step in
                        if case let .visit(v) = step { return v.depth == depth && v.view == view.id }
                        return false
                    }
                    if !visitedSelf {
                        let inside = view.userClass?.overrides.contains(.pointInside) == true
                            ? view.bounds.contains(point) : Self.answerPointInside(view, point)
                        let verdict = rejection(view) ?? (inside ? .inside : .outside)
                        trace.steps.insert(.visit(HitTestVisit(view: view.id, depth: depth, point: point, verdict: verdict,
                                                               override: .hitTest, rule: label + " without super")), at: stepsBefore)
                    }
                } else if trace.steps.count == stepsBefore {
                    // The override never called super: it decided alone.
                    visit(view, point, depth, answer == nil ? .outside : .inside, .hitTest, label)
                }
                record(.overrideReturned(view: view.id, depth: depth, returned: answer?.id, rule: label))
            }
            return answer
        }
        return run(steps, view, point, depth: depth)
    }

    /// The depth of the view whose overridden `hitTest` runs now (Swift scenes): where a `super`
    /// call or another view's `hitTest` called from it is traced.
    var userCallDepth = 0


    /// UIKit's default steps: what `super.hitTest` runs.
    static var defaultSteps: HitTestSteps { HitTestSteps(checks: true, inside: .pointInside, descends: true, answersSelf: true, decidedBy: nil) }

    /// UIKit's default `hitTest(_:with:)` (what `super.hitTest` runs).
    func defaultHitTest(_ view: View, _ point: Point, depth: Int) -> View? {
        run(Self.defaultSteps, view, point, depth: depth)
    }

    /// Runs a rule's steps for `view` at `point` (in its space), recording the visit.
    ///
    /// - Note: An override that skips the checks (`return self`) is recorded with the verdict the
    ///   default checks would have given, then the step saying it returned itself anyway.
    private func run(_ steps: HitTestSteps, _ view: View, _ point: Point, depth: Int) -> View? {
        let rejected = rejection(view)
        if steps.checks, let rejected {
            if isRecording { visit(view, point, depth, rejected, nil, nil) }
            return nil
        }
        let inside: Bool
        switch steps.inside {
        case .pointInside?: inside = pointInside(view, point)
        case let .area(area)?: inside = area.contains(point)
        case nil: inside = true
        }
        if isRecording {
            let verdict = steps.inside.map({ _ in false }) ?? true ? (rejected ?? (pointInside(view, point) ? .inside : .outside))
                : (inside ? .inside : .outside)
            if let label = steps.decidedBy {
                visit(view, point, depth, verdict, .hitTest, label)
            } else {
                let overridden = !view.pointInsideRule.isDefault
                var label = overridden ? view.pointInsideRule.label : nil
                if overridden, let overflow = view.userCodeOverflow, let name = label {
                    label = UserClass.overflowLabel(name, overflow)
                }
                visit(view, point, depth, verdict, overridden ? .pointInside : nil, label)
            }
        }
        guard inside else { return nil }
        guard steps.descends else {
            guard steps.answersSelf else { return nil }
            if isRecording { record(.overrideReturned(view: view.id, depth: depth, returned: view.id, rule: steps.decidedBy ?? view.hitTestRule.label)) }
            return view
        }
        let answer = hitSubviews(view, point, depth: depth) ?? view
        if !steps.answersSelf && answer === view {
            if isRecording { record(.overrideReturned(view: view.id, depth: depth, returned: nil, rule: view.hitTestRule.label)) }
            return nil
        }
        return answer
    }

    /// Why `view` is skipped before `point(inside:)` is asked, or nil when it is not.
    @inline(__always) func rejection(_ view: View) -> HitTestVerdict? {
        if view.isHidden { return .hidden }
        if !view.isUserInteractionEnabled { return .interactionDisabled }
        if view.isInteractionSuspendedByAnimation { return .animating }
        if parameters.isTransparent(view) { return .transparent }
        return nil
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
        Self.answerPointInside(view, point)
    }

    /// `view.point(inside: point)` with the view's own rule, asked by no hit-test.
    static func answerPointInside(_ view: View, _ point: Point) -> Bool {
        switch view.pointInsideRule {
        // Shortcuts that build no area value; the answers are the area's.
        case .default: return view.bounds.contains(point)
        case let .custom(_, body): return body(view, point)
        default: return view.pointInsideRule.area(of: view).contains(point)
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
        var animating: Bool
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

    private(set) var version: UInt64
    /// The root's ``View/structureVersion`` when compiled.
    let structureVersion: UInt64
    /// The scroll views' nodes: patched in place when only offsets moved.
    private(set) var scrollNodes: [Int] = []
    let views: ContiguousArray<View>
    private(set) var nodes: ContiguousArray<Node>
    /// Each node's children (node indices), back to front, at `childStart..<childStart+childCount`.
    let children: ContiguousArray<Int32>
    /// Each node's override label for traces (see ``Node/insideOverride``).
    let rules: ContiguousArray<String?>
    /// Each node's view id (traces read these without touching the views).
    let ids: ContiguousArray<String>
    /// For nodes whose tested area is not one rectangle: that area, asked point by point.
    private(set) var liveAreas: ContiguousArray<InsideArea?>
    /// Whether any node has a live area (most trees have none: the walk then passes no buffer).
    private(set) var hasLiveAreas: Bool
    /// The empty buffer passed then (never read: no node of such a tree asks a live area).
    private static var noLiveAreas: UnsafeBufferPointer<InsideArea?> { UnsafeBufferPointer(start: nil, count: 0) }

    init(root: View) {
        version = root.hitTestVersion
        structureVersion = root.structureVersion
        var views = ContiguousArray<View>()
        var nodes = ContiguousArray<Node>()
        var children = ContiguousArray<Int32>()
        var areas: [Int: [Box]] = [:]
        // Breadth-first per view so each view's children are contiguous in `children`.
        var rules = ContiguousArray<String?>()
        var live = ContiguousArray<InsideArea?>()
        views.append(root)
        let (rootNode, rootRule, rootLive) = Self.node(root)
        nodes.append(rootNode); rules.append(rootRule); live.append(rootLive)
        var next = 0
        while next < views.count {
            let view = views[next]
            let subviews = view.subviews
            nodes[next].childStart = Int32(children.count)
            nodes[next].childCount = Int32(subviews.count)
            if nodes[next].kind == .slow, nodes[next].invertible, let tested = live[next],
               let rects = Self.cullAreas(view, tested) {
                let boxes = rects.map { Self.cullBox($0, view: view) }
                if !boxes.contains(where: { $0 == nil }) { areas[next] = boxes.compactMap { $0 } }
            }
            for subview in subviews {
                children.append(Int32(views.count))
                views.append(subview)
                let (node, rule, area) = Self.node(subview)
                nodes.append(node); rules.append(rule); live.append(area)
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
        self.liveAreas = live
        self.hasLiveAreas = live.contains { $0 != nil }
        self.ids = ContiguousArray(views.map(\.id))
        self.scrollNodes = views.indices.filter { views[$0] is ScrollView }
    }

    /// Recompiles the scroll views' own nodes after their offsets moved (nothing else changed:
    /// ``View/structureVersion`` is the same). A node's children and the boxes they are culled
    /// with are in its content's space, which an offset does not change.
    func patchOffsets(version: UInt64) {
        for i in scrollNodes {
            let view = views[i]
            let old = nodes[i]
            var (node, _, area) = Self.node(view)
            node.childStart = old.childStart
            node.childCount = old.childCount
            node.subtreeHasSlow = old.subtreeHasSlow
            nodes[i] = node
            liveAreas[i] = area
            if area != nil { hasLiveAreas = true }
            if node.kind == .slow, node.invertible, let tested = area, let rects = Self.cullAreas(view, tested) {
                let boxes = rects.map { Self.cullBox($0, view: view) }
                areas[i] = boxes.contains(where: { $0 == nil }) ? nil : boxes.compactMap { $0 }
            }
        }
        self.version = version
    }

    /// Node `view` compiled from its rule's steps (``HitTestRule/steps(of:)``) and its
    /// `point(inside:)` area (``PointInsideRule/area(of:)``): the rectangle the walks test, the
    /// culling box, the override that labels its verdict; and the area asked live, for rules whose
    /// answer is not one rectangle.
    private static func node(_ view: View) -> (Node, String?, InsideArea?) {
        let toLocal = view.superviewToLocal
        let steps = view.hitTestRule.steps(of: view)
        let pointArea = view.pointInsideRule.area(of: view)
        // The area step 2 tests; for an override that skips it (`return self`), the area its
        // recorded verdict reports.
        var tested = pointArea
        if let steps, case let .area(area)? = steps.inside { tested = area }
        let rect: Rect? = tested.exactRect
        let rectLike = rect != nil || tested.isNowhere
        var kind: Kind
        var liveKind: Kind
        if let steps {
            if !steps.checks && steps.intercepts { liveKind = .returnsSelf }
            else if !steps.checks { liveKind = .slow }
            else if steps.descends { liveKind = steps.answersSelf ? .standard : .passThrough }
            else { liveKind = steps.answersSelf ? .selfIfInside : .slow }
            kind = liveKind == .returnsSelf || rectLike ? liveKind : .slow
        } else {
            kind = .slow; liveKind = .slow
        }
        let r = rect
        var node = Node(toLocal: toLocal ?? .identity,
                        minX: r?.minX ?? .infinity, minY: r?.minY ?? .infinity,
                        maxX: r?.maxX ?? -.infinity, maxY: r?.maxY ?? -.infinity,
                        boxMinX: -.infinity, boxMinY: -.infinity, boxMaxX: .infinity, boxMaxY: .infinity,
                        alpha: view.alpha, childStart: 0, childCount: 0, kind: kind,
                        liveKind: liveKind,
                        enabled: !view.isHidden && view.isUserInteractionEnabled && !view.isInteractionSuspendedByAnimation,
                        hidden: view.isHidden, interaction: view.isUserInteractionEnabled,
                        animating: view.isInteractionSuspendedByAnimation,
                        rectLikePointInside: rectLike,
                        insideOverride: nil,
                        invertible: toLocal != nil,
                        axisAligned: toLocal.map { $0.b == 0 && $0.c == 0 } ?? false,
                        subtreeHasSlow: kind == .slow)
        var rule: String?
        if let steps {
            if let label = steps.decidedBy {
                node.insideOverride = .hitTest; rule = label
            } else if !view.pointInsideRule.isDefault {
                node.insideOverride = .pointInside; rule = view.pointInsideRule.label
            }
        }
        if toLocal == nil {
            node.boxMinX = .infinity; node.boxMaxX = -.infinity
        } else if let steps, steps.checks, liveKind != .slow {
            // The answer is nil unless the tested area says yes: cull outside its boxes.
            if let boxes = tested.boundingBoxes {
                if var area = boxes.first {
                    for b in boxes.dropFirst() { area = area.union(b) }
                    if let box = Self.cullBox(area, view: view) {
                        node.boxMinX = box.minX; node.boxMinY = box.minY; node.boxMaxX = box.maxX; node.boxMaxY = box.maxY
                    }
                } else {
                    node.boxMinX = .infinity; node.boxMaxX = -.infinity    // never inside
                }
            }
            if kind == .slow, liveKind == .standard, let sure = tested.sureRect {
                node.coreRect = true
                node.minX = sure.minX; node.minY = sure.minY; node.maxX = sure.maxX; node.maxY = sure.maxY
            }
        }
        return (node, rule, rectLike ? nil : tested)
    }

    /// Rectangles (in the view's space) outside all of which a slow view's answer is nil (for
    /// the hit map's per-sample work): nil when they cannot be bounded.
    private static func cullAreas(_ view: View, _ tested: InsideArea) -> [Rect]? {
        guard let steps = view.hitTestRule.steps(of: view), steps.checks else { return nil }
        return tested.boundingBoxes
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
        guard hasLiveAreas else { return hitTest(point, tester: tester, threshold: threshold, liveAreas: Self.noLiveAreas) }
        return liveAreas.withUnsafeBufferPointer { hitTest(point, tester: tester, threshold: threshold, liveAreas: $0) }
    }

    @inline(__always) private func hitTest(_ point: Point, tester: HitTester, threshold: Double,
                                           liveAreas: UnsafeBufferPointer<InsideArea?>) -> View? {
        nodes.withUnsafeBufferPointer { nodes in
            children.withUnsafeBufferPointer { children in
                var walker = Walker(nodes: nodes, children: children, views: views, rules: rules, ids: ids, liveAreas: liveAreas,
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
        /// The areas asked live (``HitTestIndex/liveAreas``).
        let liveAreas: UnsafeBufferPointer<InsideArea?>
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
                    guard liveAreas[i]?.contains(p) ?? tester.pointInside(views[i], p) else { return nil }
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
                : node.animating ? .animating : node.alpha < threshold ? .transparent : nil
            let inside: Bool
            if node.rectLikePointInside {
                inside = p.x >= node.minX && p.x < node.maxX && p.y >= node.minY && p.y < node.maxY
            } else if rejection == nil {
                // Asked live, only when not rejected (as the recursive code asks it).
                inside = liveAreas[i]?.contains(p) ?? tester.pointInside(views[i], p)
            } else {
                inside = false
            }
            if kind == .returnsSelf {
                visit(id, depth, p, rejection ?? (inside ? .inside : .outside), node, i)
                steps.append(.overrideReturned(view: id, depth: depth, returned: id, rule: views[i].hitTestRule.label))
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
                steps.append(.overrideReturned(view: id, depth: depth, returned: id, rule: views[i].hitTestRule.label))
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
                    steps.append(.overrideReturned(view: id, depth: depth, returned: nil, rule: views[i].hitTestRule.label))
                    return nil
                }
                return views[i]
            }
            if kind == .passThrough && answer === views[i] {
                steps.append(.overrideReturned(view: id, depth: depth, returned: nil, rule: views[i].hitTestRule.label))
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
