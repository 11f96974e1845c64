import TouchScopeCore

/// The views a label placed outside its view must keep clear of (``PlaygroundRenderer/isFreeForLabel(_:of:)``):
/// every view of one tree that is not hidden (nor under a hidden view), with its box in window
/// pixels, in a grid, built once per frame and tree. The grid only narrows the candidates: each
/// is tested exactly as a walk of the whole tree tests it, so the answer is the walk's.
///
/// A walk per label made a frame quadratic in views: at 10,000 views, 0.9 of the frame.
struct LabelObstacles {
    /// The views, in the walk's order; `grid.rects[i]` is `views[i]`'s box.
    let views: [View]
    let grid: RectIndex
}

extension PlaygroundRenderer {
    /// ``LabelObstacles`` of the tree under `root` (computed once per frame). Only boxes that can
    /// meet a label on the canvas are kept: a label's box lies inside the canvas, so a box that,
    /// grown by `line` up and down, misses the canvas can never meet one.
    func labelObstacles(root: View, line: Double) -> LabelObstacles {
        let key = ObjectIdentifier(root)
        if let known = memo.labelObstacles[key], known.line == line { return known.obstacles }
        let canvas = layout.canvas
        var views: [View] = []
        var grid = RectIndex(area: canvas)
        func visit(_ v: View) {
            guard !v.isHidden else { return }
            let box = Rect(bounding: pixelQuad(v))
            if box.insetBy(dx: 0, dy: -line).intersects(canvas) {
                views.append(v)
                grid.append(box)
            }
            for s in v.subviews { visit(s) }
        }
        visit(root)
        let obstacles = LabelObstacles(views: views, grid: grid)
        memo.labelObstacles[key] = (line, obstacles)
        return obstacles
    }
}
