import TouchScopeCore

/// UIKit's hit-testing written out plainly, straight from Apple's description and the course's
/// code, with its own geometry for every override: an independent brute force that shares
/// nothing with ``HitTester`` (not the rules' areas, not the steps, not the compiled index).
enum ReferenceHitTest {
    static func hitTest(_ app: Application, _ screenPoint: Point) -> View? {
        for window in app.windowsFrontToBack {
            guard let toLocal = window.superviewToLocal else { continue }
            if let hit = hitTest(window, toLocal.apply(screenPoint)) { return hit }
        }
        return nil
    }

    /// Hidden, interaction off, transparent, or animating without `allowUserInteraction` (UIKit
    /// turns the view's interaction off while the animation runs). Geometry is the model's.
    static func skipped(_ v: View) -> Bool {
        v.isHidden || !v.isUserInteractionEnabled || v.isInteractionSuspendedByAnimation || v.alpha < 0.01
    }

    static func hitTest(_ v: View, _ p: Point) -> View? {
        switch v.hitTestRule {
        case .returnsSelf:
            return v
        case .selfIfInside:
            return !skipped(v) && pointInside(v, p) ? v : nil
        case .passThrough:
            let answer = defaultHitTest(v, p)
            return answer === v ? nil : answer
        case let .expanded(dx, dy):
            guard !skipped(v) else { return nil }
            let r = v.bounds
            guard p.x >= r.minX + dx, p.x < r.maxX - dx, p.y >= r.minY + dy, p.y < r.maxY - dy else { return nil }
            return subviews(v, p) ?? v
        case .custom:
            // Swift code: the only way to know is to run it.
            return HitTester().hitTest(v, at: p)
        case .default:
            return defaultHitTest(v, p)
        }
    }

    static func defaultHitTest(_ v: View, _ p: Point) -> View? {
        guard !skipped(v), pointInside(v, p) else { return nil }
        return subviews(v, p) ?? v
    }

    static func subviews(_ v: View, _ p: Point) -> View? {
        for s in v.subviews.reversed() {
            guard let toLocal = s.superviewToLocal else { continue }
            if let hit = hitTest(s, toLocal.apply(p)) { return hit }
        }
        return nil
    }

    static func inRect(_ p: Point, x0: Double, y0: Double, x1: Double, y1: Double) -> Bool {
        p.x >= x0 && p.x < x1 && p.y >= y0 && p.y < y1
    }

    static func pointInside(_ v: View, _ p: Point) -> Bool {
        let b = v.bounds
        switch v.pointInsideRule {
        case .default:
            return inRect(p, x0: b.minX, y0: b.minY, x1: b.maxX, y1: b.maxY)
        case let .inset(dx, dy):
            return inRect(p, x0: b.minX + dx, y0: b.minY + dy, x1: b.maxX - dx, y1: b.maxY - dy)
        case let .insets(e):
            // UIEdgeInsetsInsetRect: each edge moves inwards by its inset (outwards when negative).
            return inRect(p, x0: b.minX + e.left, y0: b.minY + e.top, x1: b.maxX - e.right, y1: b.maxY - e.bottom)
        case .circle:
            let rx = b.width / 2, ry = b.height / 2
            guard rx > 0, ry > 0 else { return false }
            let cx = b.minX + rx, cy = b.minY + ry
            return (p.x - cx) * (p.x - cx) / (rx * rx) + (p.y - cy) * (p.y - cy) / (ry * ry) <= 1
        case .subviews:
            return v.subviews.contains { $0.frame.contains(p) }
        case .boundsOrSubviews:
            return b.contains(p) || v.subviews.contains { $0.frame.contains(p) }
        case let .include(descendants):
            return b.contains(p) || descendants.contains { d in
                d !== v && d.isDescendant(of: v) && pointInside(d, d.convert(p, from: v))
            }
        case .controlsOnly:
            return v.subviews.contains { $0 is Control && $0.frame.contains(p) }
        case .never:
            return false
        case let .custom(_, body):
            return body(v, p)
        }
    }
}
