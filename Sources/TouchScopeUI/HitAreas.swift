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

    static func note(_ rule: PointInsideRule, _ l: Language) -> String {
        let kind: String
        switch rule {
        case .inset: kind = "inset"
        case .insets: kind = "insets"
        case .circle: kind = "circle"
        case .subviews: kind = "subviews"
        case .boundsOrSubviews: kind = "boundsOrSubviews"
        case .include: kind = "include"
        case .controlsOnly: kind = "controlsOnly"
        case .never: kind = "never"
        case .custom, .default: kind = "custom"
        }
        return Strings.text("hitArea.pointInside.\(kind)", l)
    }

    static func note(_ rule: HitTestRule, _ l: Language) -> String {
        let kind: String
        switch rule {
        case .expanded: kind = "expanded"
        case .returnsSelf: kind = "returnsSelf"
        case .selfIfInside: kind = "selfIfInside"
        case .passThrough: kind = "passThrough"
        case .custom, .default: kind = "custom"
        }
        return Strings.text("hitArea.hitTest.\(kind)", l)
    }
}
