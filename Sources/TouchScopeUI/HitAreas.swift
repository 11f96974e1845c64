import TouchScopeCore

/// One overridden hit area: where a view's `point(inside:)` or `hitTest` override says a tap
/// counts, beside its visual bounds.
public struct HitArea: Sendable, Hashable {
    public var view: String
    public var override: HitTestOverride
    /// The override as the scene writes it, e.g. `inset(-20, -20)`.
    public var rule: String
    /// Bounding rectangles in the VIEW'S OWN space (bounds space) of where the override answers
    /// inside (exact for rectangular areas); empty when it never does. nil: a custom override
    /// whose area cannot be listed.
    public var rects: [Rect]?
    /// The same area as outlines (polygons in the view's space; a round area as a polygon of many
    /// points); nil when it cannot be drawn.
    public var outlines: [[Point]]?
    /// A short explanation of the override.
    public var note: String
}

/// The hit areas of a scene's overrides, derived from the one description of each rule
/// (``PointInsideRule/area(of:)``, ``HitTestRule/steps(of:)``).
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
            let area = view.pointInsideRule.area(of: view)
            out.append(HitArea(view: view.id, override: .pointInside, rule: view.pointInsideRule.label,
                               rects: area.boundingBoxes, outlines: area.outlines, note: note(view.pointInsideRule, l)))
        }
        if !view.hitTestRule.isDefault {
            let area = hitTestArea(view)
            out.append(HitArea(view: view.id, override: .hitTest, rule: view.hitTestRule.label,
                               rects: area?.boundingBoxes, outlines: area?.outlines, note: note(view.hitTestRule, l)))
        }
        return out
    }

    /// Where a view's `hitTest` answers the view itself (nil: a custom override).
    static func hitTestArea(_ view: View) -> InsideArea? {
        guard let steps = view.hitTestRule.steps(of: view) else { return nil }
        guard steps.answersSelf else { return .nowhere }
        switch steps.inside {
        case nil: return .rect(view.bounds)
        case .pointInside?: return view.pointInsideRule.area(of: view)
        case let .area(area)?: return area
        }
    }

    /// Where `view.point(inside:)` is true, as bounding rectangles in its own space (nil: unknown).
    public static func pointInsideRects(_ view: View) -> [Rect]? {
        view.pointInsideRule.area(of: view).boundingBoxes
    }

    static func note(_ rule: PointInsideRule, _ l: Language) -> String {
        switch rule {
        case .inset: return l.pick("point(inside:) answers this rectangle", "point(inside:) 按这个矩形作答")
        case .insets: return l.pick("point(inside:) answers the bounds with each edge moved", "point(inside:) 按各边分别外扩或内缩后的 bounds 作答")
        case .circle: return l.pick("inside only within the circle inscribed in its bounds", "只有 bounds 内切圆以内算在内")
        case .subviews: return l.pick("inside only on its subviews' frames", "只在子视图的 frame 上算在内")
        case .boundsOrSubviews: return l.pick("its bounds and its subviews' frames", "它的 bounds 加上子视图的 frame")
        case .include: return l.pick("its bounds and the named descendants' areas", "它的 bounds 加上指定后代的区域")
        case .controlsOnly: return l.pick("inside only on its control subviews", "只在控件子视图上算在内")
        case .never: return l.pick("never inside: it and its subviews get no touches", "从不在内：它和子视图都收不到触摸")
        case .custom, .default: return l.pick("custom point(inside:)", "自定义 point(inside:)")
        }
    }

    static func note(_ rule: HitTestRule, _ l: Language) -> String {
        switch rule {
        case .expanded: return l.pick("hitTest answers this rectangle, then asks subviews", "hitTest 按这个矩形作答，再询问子视图")
        case .returnsSelf: return l.pick("returns self wherever its superview asks: subviews never get touches",
                                         "只要父视图来问就返回自己：子视图永远收不到触摸")
        case .selfIfInside: return l.pick("returns self when inside: subviews never get touches", "点在内时返回自己：子视图收不到触摸")
        case .passThrough: return l.pick("never returns itself: only its subviews take touches", "从不返回自己：只有子视图接收触摸")
        case .custom, .default: return l.pick("custom hitTest", "自定义 hitTest")
        }
    }
}
