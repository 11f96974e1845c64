import TouchScopeCore

extension PlaygroundRenderer {
    /// How thick a scroll indicator is and how far it sits from the scroll view's edge (points),
    /// and the shortest it gets. UIKit draws them about 3 points thick, 3 from the edge (Apple does
    /// not document it); these are larger so that they show inside the hit-test overlays' outlines.
    static let indicatorThickness = 4.0
    static let indicatorInset = 6.0
    static let indicatorMinimumLength = 24.0

    /// The scroll indicators of `view`, drawn as UIKit draws them: only while the content
    /// moves (dragging, decelerating, paging, bouncing back), a thin bar along the bottom for
    /// horizontal scrolling and along the right for vertical, its length the visible share of
    /// the content and its place the offset's share of the scrollable range.
    func scrollIndicatorCommands(_ view: ScrollView) -> [DrawCommand] {
        guard view.motion != .idle else { return [] }
        let b = view.bounds
        let inset = view.contentInset
        let color = Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0xB0)
        var out: [DrawCommand] = []
        let t = view.localToScreen
        func bar(_ r: Rect) {
            let quad = r.corners.map { layout.pixel(t.apply($0)) }
            out.append(isAxisAligned(quad) ? .fillRect(Rect(bounding: quad), color) : .fillPolygon(quad, color))
        }
        func axis(visible: Double, content: Double, offset: Double, minOffset: Double, maxOffset: Double, track: Double) -> (Double, Double) {
            let total = max(content, visible)
            var length = max(Self.indicatorMinimumLength, track * visible / max(total, 1))
            let range = maxOffset - minOffset
            var f = range > 0 ? min(max((offset - minOffset) / range, 0), 1) : 0
            // Past an edge the bar shrinks, as UIKit's does while rubber-banding (also when the
            // content fits and alwaysBounce lets it move: the range is then 0).
            let over = offset < minOffset ? minOffset - offset : max(0, offset - maxOffset)
            if over > 0 { length = max(Self.indicatorThickness * 2, length - over * track / max(total, 1)) }
            if offset > maxOffset { f = 1 }
            length = min(length, track)
            return ((track - length) * f, length)
        }
        let lo = view.minimumOffset, hi = view.maximumOffset
        let both = view.scrollsHorizontally && view.scrollsVertically
        let corner = both ? Self.indicatorThickness + Self.indicatorInset : 0
        if view.scrollsHorizontally {
            let track = b.width - 2 * Self.indicatorInset - corner
            let (start, length) = axis(visible: b.width, content: view.contentSize.width + inset.left + inset.right,
                                       offset: b.minX, minOffset: lo.x, maxOffset: hi.x, track: track)
            bar(Rect(x: b.minX + Self.indicatorInset + start, y: b.maxY - Self.indicatorInset - Self.indicatorThickness,
                     width: length, height: Self.indicatorThickness))
        }
        if view.scrollsVertically {
            let track = b.height - 2 * Self.indicatorInset - corner
            let (start, length) = axis(visible: b.height, content: view.contentSize.height + inset.top + inset.bottom,
                                       offset: b.minY, minOffset: lo.y, maxOffset: hi.y, track: track)
            bar(Rect(x: b.maxX - Self.indicatorInset - Self.indicatorThickness, y: b.minY + Self.indicatorInset + start,
                     width: Self.indicatorThickness, height: length))
        }
        return out
    }
}
