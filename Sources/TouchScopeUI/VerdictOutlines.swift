import TouchScopeCore

/// The verdict outlines of the views a touch's hit-test visited, kept across frames per view
/// (``ViewCommandCache/outline(for:key:)``), with their own command runs, so a tap that changes
/// a few verdicts neither rebuilds nor re-hashes the outlines of the hundreds of views whose
/// verdict stayed.
extension PlaygroundRenderer {
    /// Draws `view`'s verdict outline: `quad` (its model corners in window pixels) haloed in
    /// `color` and `style`, cut out where `front` (the views in front of it) covers it, inside
    /// `region` (its clip region; a clip is pushed when it is not the whole canvas). From the
    /// last frame when every input is the same (``ViewCommandCache/OutlineKey``); the outline's
    /// mark is recorded either way.
    mutating func verdictOutline(of view: View, quad: [Point], color: Color, style: LineStyle, region: Rect, front: [Rect]) {
        guard let cache = viewCache else {
            makeVerdictOutline(quad: quad, color: color, style: style, region: region, front: front)
            return
        }
        let key = ViewCommandCache.OutlineKey(quad: quad, color: color, style: style, region: region, front: front,
                                              u: u, canvas: layout.canvas)
        let first = list.commands.count
        let token: UInt64
        if let kept = cache.outline(for: view, key: key) {
            list.commands.append(contentsOf: kept.commands)
            record(.graphic, Rect(bounding: quad), color, edge: Theme.halo)
            token = kept.token
        } else {
            makeVerdictOutline(quad: quad, color: color, style: style, region: region, front: front)
            token = cache.storeOutline(Array(list.commands[first...]), for: view, key: key)
        }
        if list.commands.count > first {
            list.runs.runs.append(CommandRuns.Run(start: first, count: list.commands.count - first, token: token))
        }
    }

    /// The outline made anew (what ``verdictOutline(of:quad:color:style:region:front:)`` keeps):
    /// its commands appended and its mark recorded.
    private mutating func makeVerdictOutline(quad: [Point], color: Color, style: LineStyle, region: Rect, front: [Rect]) {
        let clipped = region != layout.canvas
        if clipped { list.append(.pushClip(region)) }
        haloOutline(quad, color, width: 2 * u, style: style, excluding: front)
        if clipped { list.append(.popClip) }
    }
}

extension ViewCommandCache {
    /// Everything a verdict outline's commands are made from: the view's model quadrilateral in
    /// window pixels, the verdict's colour and line style, its clip region, the boxes of the
    /// views in front that cut it, the unit (line widths, halo, dashes) and the canvas (an
    /// outline wholly off it draws nothing; a region other than the canvas is pushed as a clip).
    struct OutlineKey: Equatable {
        var quad: [Point]
        var color: Color
        var style: LineStyle
        var region: Rect
        var front: [Rect]
        var u: Double
        var canvas: Rect
    }

    /// The outline commands made for `view` from `key`, and their token, if its entry was made
    /// from an equal key.
    func outline(for view: View, key: OutlineKey) -> (commands: [DrawCommand], token: UInt64)? {
        outlines.lookup(view, key: key, frame: frame).map { ($0.commands, $0.token) }
    }

    /// Keeps the outline `commands` made for `view` from `key`; returns their new token.
    func storeOutline(_ commands: [DrawCommand], for view: View, key: OutlineKey) -> UInt64 {
        let token = newToken()
        outlines.store(commands, for: view, key: key, token: token, frame: frame)
        return token
    }
}
