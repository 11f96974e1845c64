import TouchScopeCore

/// The playground's colours and sizes, in one place.
public enum Theme {
    public static let background = Color(red: 0x1E, green: 0x1F, blue: 0x24)
    public static let panel = Color(red: 0x26, green: 0x28, blue: 0x2E)
    public static let panelText = Color(red: 0xE6, green: 0xE6, blue: 0xE6)
    public static let panelDim = Color(red: 0x9A, green: 0x9C, blue: 0xA3)
    public static let heading = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
    public static let selection = Color(red: 0x3D, green: 0x7E, blue: 0xFF)
    public static let error = Color(red: 0xFF, green: 0x5A, blue: 0x52)
    public static let errorBackground = Color(red: 0x3A, green: 0x12, blue: 0x14, alpha: 240)
    public static let canvasBorder = Color(red: 0x55, green: 0x57, blue: 0x5E)

    /// The colour of each hit-test verdict, used on the canvas, in the tree and in the legend.
    public static func color(of verdict: HitTestVerdict) -> Color {
        switch verdict {
        case .inside: return Color(red: 0x34, green: 0xC7, blue: 0x59)
        case .outside: return Color(red: 0x8E, green: 0x8E, blue: 0x93)
        case .hidden: return Color(red: 0xAF, green: 0x52, blue: 0xDE)
        case .interactionDisabled: return Color(red: 0xFF, green: 0x9F, blue: 0x0A)
        case .transparent: return Color(red: 0x64, green: 0xD2, blue: 0xFF)
        }
    }

    /// Marks a verdict decided by an override.
    public static let override = Color(red: 0xFF, green: 0x2D, blue: 0x95)
    /// The hit view's highlight.
    public static let hit = Color(red: 0xFF, green: 0xD6, blue: 0x0A)
    /// The responder chain: handled, forwarded, handled and forwarded.
    public static func color(of action: TouchBehaviour) -> Color {
        switch action {
        case .handle: return Color(red: 0xFF, green: 0x45, blue: 0x3A)
        case .forward: return Color(red: 0x0A, green: 0x84, blue: 0xFF)
        case .handleAndForward: return Color(red: 0xBF, green: 0x5A, blue: 0xF2)
        }
    }
    /// Overridden hit areas (dashed).
    public static let hitArea = Color(red: 0xFF, green: 0x2D, blue: 0x95)
    /// Dead zones (hatched).
    public static let deadZone = Color(red: 0xFF, green: 0x3B, blue: 0x30)
    /// Hit map: where no view takes a tap.
    public static let noView = Color(red: 0x30, green: 0x30, blue: 0x34)
    /// Step-through: the current step.
    public static let step = Color(red: 0x5A, green: 0xC8, blue: 0xFA)
    /// A notice in the status bar.
    public static let notice = Color(red: 0x5A, green: 0xC8, blue: 0xFA)
    /// What if: a result that changed.
    public static let changed = Color(red: 0xFF, green: 0x9F, blue: 0x0A)
    public static let finger = Color(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 200)
    public static let fingerRing = Color(red: 0x00, green: 0x00, blue: 0x00, alpha: 200)

    /// The colour of a gesture recognizer's state in the gestures panel.
    public static func color(of state: GestureState) -> Color {
        switch state {
        case .possible: return Color(red: 0x8E, green: 0x8E, blue: 0x93)
        case .began, .changed: return Color(red: 0x0A, green: 0x84, blue: 0xFF)
        case .ended: return Color(red: 0x34, green: 0xC7, blue: 0x59)
        case .failed: return Color(red: 0xFF, green: 0x45, blue: 0x3A)
        case .cancelled: return Color(red: 0xFF, green: 0x9F, blue: 0x0A)
        }
    }

    /// A readable text colour on `background`.
    public static func text(on background: Color) -> Color {
        background.luminance > 0.6 ? Color(red: 0x1C, green: 0x1C, blue: 0x1E) : .white
    }
}
