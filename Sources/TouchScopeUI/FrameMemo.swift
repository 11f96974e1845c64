import TouchScopeCore

/// What one frame's drawing computes more than once, computed once: the walk of what is drawn
/// (``Drawing/visit(_:enter:exit:)``), the views' label lines, and the clip regions of the
/// views' superviews.
///
/// A frame draws one snapshot, and nothing changes the views while it is drawn, so each answer
/// is exactly what computing it again would give (same code, same inputs). With 1,000 views in a
/// scroll view, the views were walked four times per frame (the views, the verdict tags' label
/// lines, the chain's label lines, the chain's visible labels) and every verdict walked its
/// view's ancestors for its clip.
///
/// A reference type so that the renderer's non-mutating helpers can fill it; each
/// ``PlaygroundRenderer`` has its own (one snapshot, one layout).
final class FrameMemo {
    /// One step of the walk: a view on entering it (before its subviews) or on leaving it.
    typealias Step = (drawn: DrawnView, enter: Bool)

    private var windows: [Window] = []
    private var steps: [Step]?
    /// Per step (nil on leaving): the view's label line, in window pixels.
    private var lines: [Rect?]?
    private var linesByID: [String: Rect]?
    /// The clip region of a view whose superview is the key (``PlaygroundRenderer/clipRegion(of:)``).
    var clipRegions: [ObjectIdentifier: Rect?] = [:]
    /// What labels placed outside their views keep clear of, by the root of their tree
    /// (``PlaygroundRenderer/labelObstacles(root:line:)``).
    var labelObstacles: [ObjectIdentifier: (line: Double, obstacles: LabelObstacles)] = [:]
    /// The label lines of views asked about by their containers' labels
    /// (``PlaygroundRenderer/isOnDescendantLabel(_:of:)``).
    var descendantLabels: [ObjectIdentifier: Rect?] = [:]
    /// Whether the walk of this frame was made (``quad(of:)`` answers from it).
    var hasWalk: Bool { steps != nil }

    /// Forgets the walk unless it was of `windows` (the same window objects, in the same order).
    private func use(_ windows: [Window]) {
        guard windows.count != self.windows.count || zip(windows, self.windows).contains(where: { $0 !== $1 }) else { return }
        self.windows = windows
        steps = nil
        lines = nil
        linesByID = nil
        labelIndex = nil
        painted = nil
        quads = nil
    }

    /// A drawn view's quadrilateral from the walk, and whether it is also its model one.
    struct Quad {
        /// ``View/presentationScreenQuad``, in screen points.
        let drawn: [Point]
        /// Nothing in the view's chain animates, so ``View/screenQuad`` is `drawn` too.
        let isModel: Bool
    }

    /// Per drawn view: its index in ``enteredQuads`` (no copies of quadrilaterals, so building it
    /// for 10,000 views costs only the table).
    private var quads: [ObjectIdentifier: Int32]?
    /// Per entered view, in the walk's order: its quadrilateral and whether it is its model one.
    /// A lookup copies one of these, not the walk's step (a view, its clip and its quadrilateral):
    /// the labels ask for the views' quadrilaterals many times a view (the views in front of a
    /// label, its neighbours), and copying the step was most of their cost at 10,000 views.
    private var enteredQuads: [Quad] = []

    /// The quadrilateral of `view` as the last ``walk(_:)`` computed it (nil: no walk yet this
    /// frame, or the view is not drawn): overlays take a view's quadrilateral from the frame's one
    /// walk instead of walking up its superview chain again. Views are kept alive by the walk, so
    /// an identity names the same view all frame.
    func quad(of view: View) -> Quad? {
        if quads == nil {
            guard let steps else { return nil }
            var out: [ObjectIdentifier: Int32] = [:]
            out.reserveCapacity(steps.count / 2)
            var entered: [Quad] = []
            entered.reserveCapacity(steps.count / 2)
            var stack: [Bool] = []
            for step in steps {
                guard step.enter else { stack.removeLast(); continue }
                let moving = (stack.last ?? false) || step.drawn.view.presentation != nil
                stack.append(moving)
                out[ObjectIdentifier(step.drawn.view)] = Int32(entered.count)
                entered.append(Quad(drawn: step.drawn.quad, isModel: !moving))
            }
            quads = out
            enteredQuads = entered
        }
        guard let i = quads?[ObjectIdentifier(view)] else { return nil }
        return enteredQuads[Int(i)]
    }

    private var painted: PaintedBoxes?
    /// Where the views in front are kept across frames (nil: made every frame), and the frame
    /// they are made in (``ViewCommandCache/paintedBoxes(_:frame:make:)``).
    var keeper: (cache: ViewCommandCache, frame: ViewCommandCache.FrameKey)?

    /// `make(walk)` for ``walk(_:)`` of `windows`: computed once (the views in front, by
    /// ``PlaygroundRenderer/paintedBoxes(_:)``).
    func paintedBoxes(_ windows: [Window], make: ([Step]) -> PaintedBoxes) -> PaintedBoxes {
        let walk = walk(windows)
        if let painted { return painted }
        let made = keeper.map { $0.cache.paintedBoxes(walk, frame: $0.frame, make: make) } ?? make(walk)
        painted = made
        return made
    }

    /// The walk of `windows` in painting order: each drawn view entered, then left after its subtree.
    func walk(_ windows: [Window]) -> [Step] {
        use(windows)
        if let steps { return steps }
        var walk: [Step] = []
        Drawing.visit(windows, enter: { walk.append(($0, true)) }, exit: { walk.append(($0, false)) })
        steps = walk
        return walk
    }

    /// Per step of ``walk(_:)`` (nil on leaving a view), `line(drawn)`: computed once.
    func labelLines(_ windows: [Window], line: (DrawnView) -> Rect?) -> [Rect?] {
        let walk = walk(windows)
        if let lines { return lines }
        let computed = walk.map { $0.enter ? line($0.drawn) : nil }
        lines = computed
        return computed
    }

    private var labelIndex: LabelLines?
    /// ``labelLinesByID(_:line:)`` in a grid over `canvas` (the placement requests' labels),
    /// made once.
    func labelIndex(_ windows: [Window], canvas: Rect, line: (DrawnView) -> Rect?) -> LabelLines {
        let byID = labelLinesByID(windows, line: line)
        if let labelIndex { return labelIndex }
        let made = LabelLines(byID, canvas: canvas)
        labelIndex = made
        return made
    }

    /// The visible parts of the views the hit-test visited (``PlaygroundRenderer/outlinedVisits(_:)``),
    /// made once: the story and the views do not change while a frame is drawn.
    var outlinedVisits: OutlinedBoxes?

    /// ``labelLines(_:line:)`` by view id (a later view with the same id wins, as in a walk).
    func labelLinesByID(_ windows: [Window], line: (DrawnView) -> Rect?) -> [String: Rect] {
        let perStep = labelLines(windows, line: line)
        if let linesByID { return linesByID }
        var out: [String: Rect] = [:]
        for (step, r) in zip(walk(windows), perStep) { if let r { out[step.drawn.view.id] = r } }
        linesByID = out
        return out
    }
}
