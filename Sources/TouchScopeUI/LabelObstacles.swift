import TouchScopeCore

/// The views a label placed outside its view must keep clear of (``PlaygroundRenderer/isFreeForLabel(_:of:)``):
/// every view of one tree that is not hidden (nor under a hidden view), with its box in window
/// pixels, in a grid, built once per frame and tree, and kept across frames while the tree and
/// the layout stay (``ViewCommandCache/labelObstacles(root:key:make:)``). The grid only narrows
/// the candidates: each is tested exactly as a walk of the whole tree tests it, so the answer is
/// the walk's.
///
/// A walk per label made a frame quadratic in views: at 10,000 views, 0.9 of the frame. Building
/// the grid every frame was still about 2 ms of a 10,000-view frame after a tap, which changes
/// no view's geometry.
struct LabelObstacles {
    /// The views, in the walk's order; `grid.rects[i]` is `views[i]`'s box.
    let views: [View]
    let grid: RectIndex

    /// Everything the grid of one tree is made from, but the tree's views themselves, which
    /// ``View/hitTestVersion`` of the tree's root stands for: it moves on every change under the
    /// root of a view's geometry (centre, bounds, transform, a scroll offset), of `isHidden` and
    /// of the subviews (added, removed, reordered), which is all the grid reads of the views
    /// while nothing animates (grids are not kept while anything animates: presentations move
    /// without the version).
    struct Key: Equatable {
        /// The root's ``View/hitTestVersion``.
        var version: UInt64
        /// The label line the boxes are grown by (which boxes are kept depends on it).
        var line: Double
        /// The unit, the scale and the canvas: where a view's box lands in window pixels.
        var frame: ViewCommandCache.FrameKey
        /// Whether the frame's walk was made when the grid was (the boxes come from it, else
        /// from each view's own quadrilateral).
        var walked: Bool
    }
}

extension PlaygroundRenderer {
    /// ``LabelObstacles`` of the tree under `root` (computed once per frame; kept across frames
    /// in the view cache while its key stays and nothing animates). Only boxes that can meet a
    /// label on the canvas are kept: a label's box lies inside the canvas, so a box that, grown
    /// by `line` up and down, misses the canvas can never meet one.
    func labelObstacles(root: View, line: Double) -> LabelObstacles {
        let id = ObjectIdentifier(root)
        if let known = memo.labelObstacles[id], known.line == line { return known.obstacles }
        let obstacles: LabelObstacles
        if let keeper = memo.keeper, let window = root as? Window, let application = window.application,
           !application.animations.isRunning {
            let key = LabelObstacles.Key(version: root.hitTestVersion, line: line, frame: keeper.frame, walked: memo.hasWalk)
            obstacles = keeper.cache.labelObstacles(root: root, key: key) { freshLabelObstacles(root: root, line: line) }
        } else {
            obstacles = freshLabelObstacles(root: root, line: line)
        }
        memo.labelObstacles[id] = (line, obstacles)
        return obstacles
    }

    /// ``LabelObstacles`` of the tree under `root` made anew (a walk of the tree).
    func freshLabelObstacles(root: View, line: Double) -> LabelObstacles {
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
        return LabelObstacles(views: views, grid: grid)
    }
}
