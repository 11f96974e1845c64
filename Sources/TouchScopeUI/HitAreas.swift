import TouchScopeCore

/// One overridden hit area: where a view's `point(inside:)` or `hitTest` override says a tap
/// counts, beside its visual bounds.
public struct HitArea: Sendable, Hashable {
    public var view: String
    public var override: HitTestOverride
    /// The override as the scene writes it, e.g. `inset(-20, -20)`.
    public var rule: String
    /// Rectangles in the VIEW'S OWN space (bounds space) where the override answers inside;
    /// empty when it never does. nil: a custom override whose area cannot be listed.
    public var rects: [Rect]?
    /// A short explanation of the override.
    public var note: String
}

/// The hit areas of a scene's overrides, by pure geometry.
public enum HitAreas {
    /// Every override in the windows' trees, in drawing order.
    public static func of(_ windows: [Window], language: Language = .en) -> [HitArea] {
        var out: [HitArea] = []
        for w in windows { for v in w.subtree { out += areas(of: v, language) } }
        return out
    }

    /// The areas of one view's overrides (none when it overrides nothing).
    public static func areas(of view: View, _ l: Language = .en) -> [HitArea] {
        var out: [HitArea] = []
        if !view.pointInsideRule.isDefault {
            let rects = pointInsideRects(view)
            let note: String
            switch view.pointInsideRule {
            case .inset: note = l.pick("point(inside:) answers this rectangle", "point(inside:) 按这个矩形作答")
            case .subviews: note = l.pick("inside only on its subviews' frames", "只在子视图的 frame 上算在内")
            case .boundsOrSubviews: note = l.pick("its bounds and its subviews' frames", "它的 bounds 加上子视图的 frame")
            case .include: note = l.pick("its bounds and the named descendants' areas", "它的 bounds 加上指定后代的区域")
            case .controlsOnly: note = l.pick("inside only on its control subviews", "只在控件子视图上算在内")
            case .never: note = l.pick("never inside: it and its subviews get no touches", "从不在内：它和子视图都收不到触摸")
            case .custom, .default: note = l.pick("custom point(inside:)", "自定义 point(inside:)")
            }
            out.append(HitArea(view: view.id, override: .pointInside, rule: view.pointInsideRule.label, rects: rects, note: note))
        }
        if !view.hitTestRule.isDefault {
            let rects: [Rect]?
            let note: String
            switch view.hitTestRule {
            case let .expanded(dx, dy):
                rects = [view.bounds.insetBy(dx: dx, dy: dy)]
                note = l.pick("hitTest answers this rectangle, then asks subviews", "hitTest 按这个矩形作答，再询问子视图")
            case .returnsSelf:
                rects = [view.bounds]
                note = l.pick("returns self wherever its superview asks: subviews never get touches",
                              "只要父视图来问就返回自己：子视图永远收不到触摸")
            case .selfIfInside:
                rects = pointInsideRects(view)
                note = l.pick("returns self when inside: subviews never get touches", "点在内时返回自己：子视图收不到触摸")
            case .passThrough:
                rects = []
                note = l.pick("never returns itself: only its subviews take touches", "从不返回自己：只有子视图接收触摸")
            case .custom, .default:
                rects = nil
                note = l.pick("custom hitTest", "自定义 hitTest")
            }
            out.append(HitArea(view: view.id, override: .hitTest, rule: view.hitTestRule.label, rects: rects, note: note))
        }
        return out
    }

    /// Where `view.point(inside:)` is true, as rectangles in its own space (nil: unknown).
    public static func pointInsideRects(_ view: View) -> [Rect]? {
        switch view.pointInsideRule {
        case .default: return [view.bounds]
        case let .inset(dx, dy): return [view.bounds.insetBy(dx: dx, dy: dy)]
        case .subviews: return view.subviews.map(\.frame)
        case .boundsOrSubviews: return [view.bounds] + view.subviews.map(\.frame)
        case let .include(descendants):
            var rects = [view.bounds]
            for d in descendants where d !== view && d.isDescendant(of: view) {
                for r in pointInsideRects(d) ?? [d.bounds] { rects.append(d.convert(r, to: view)) }
            }
            return rects
        case .controlsOnly: return view.subviews.filter(\.isControl).map(\.frame)
        case .never: return []
        case .custom: return nil
        }
    }
}
