import Foundation
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
    /// The smallest size (in logical pixels) text on the canvas is drawn at: a view's label that
    /// does not fit at it is elided or left out, never shrunk further (9 px read as ~6 px glyphs
    /// in a 900x700 window).
    static let minimumCanvasTextSize = 11.0

    /// The size of a view's label on the canvas: 12 canvas points, within 11 to 15 logical
    /// pixels (`u`: pixels per logical pixel; `scale`: pixels per canvas point).
    static func viewLabelSize(u: Double, scale: Double) -> Double {
        max(minimumCanvasTextSize * u, min(15 * u, 12 * scale))
    }

    // MARK: The overlay palette
    //
    // Reserved for overlays: saturated colours that automatic view colours keep away from
    // (``Theme/minimumDistanceFromViews``), each drawn with a dark halo (``halo``) so a mark reads
    // on any fill, even a view given the same colour. Meaning never rides on colour alone: verdicts
    // have a line style and an icon, chain behaviours a badge shape, dead zones a hatch, hit
    // areas a double dashed line.

    /// The dark edge drawn around every overlay mark.
    public static let halo = Color(red: 0x0E, green: 0x0E, blue: 0x12)

    /// The colour of each hit-test verdict, used on the canvas, in the tree and in the legend.
    public static func color(of verdict: HitTestVerdict) -> Color {
        switch verdict {
        case .inside: return Color(red: 0x00, green: 0xF5, blue: 0xA0)
        case .outside: return Color(red: 0xD6, green: 0xD6, blue: 0xDE)
        case .hidden: return Color(red: 0x8F, green: 0x5C, blue: 0xFF)
        case .interactionDisabled: return Color(red: 0xFF, green: 0x7A, blue: 0x1A)
        case .animating: return Color(red: 0xA8, green: 0xFF, blue: 0x2E)
        case .transparent: return Color(red: 0x5C, green: 0xE1, blue: 0xFF)
        }
    }

    /// The icon of each verdict (its meaning without colour).
    public static func icon(of verdict: HitTestVerdict) -> String {
        switch verdict {
        case .inside: return "✓"
        case .outside: return "✗"
        case .hidden: return "◌"
        case .interactionDisabled: return "⊘"
        case .animating: return "↻"
        case .transparent: return "○"
        }
    }

    /// Marks a verdict decided by an override.
    public static let override = Color(red: 0xFF, green: 0xB0, blue: 0x20)
    /// The hit view's highlight.
    public static let hit = Color(red: 0xFF, green: 0xF0, blue: 0x00)
    /// The responder chain: handled, forwarded, handled and forwarded.
    public static func color(of action: TouchBehaviour) -> Color {
        switch action {
        case .handle: return Color(red: 0xFF, green: 0x2E, blue: 0x4D)
        case .forward: return Color(red: 0x3D, green: 0x8B, blue: 0xFF)
        case .handleAndForward: return Color(red: 0xE0, green: 0x40, blue: 0xFB)
        }
    }
    /// Overridden hit areas (double dashed).
    public static let hitArea = Color(red: 0xFF, green: 0x52, blue: 0xD9)
    /// Dead zones (hatched).
    public static let deadZone = Color(red: 0xFF, green: 0x45, blue: 0x00)

    /// Every colour of the overlay palette.
    public static var overlayPalette: [Color] {
        HitTestVerdict.allCases.map(color(of:)) + TouchBehaviour.allCases.map(color(of:)) + [override, hit, hitArea, deadZone, step, selection]
    }

    /// How far (``distance(_:_:)``) automatic view colours keep from every overlay colour.
    public static let minimumDistanceFromViews = 90.0

    /// The distance between two colours (Euclidean, in 8-bit sRGB channels).
    public static func distance(_ a: Color, _ b: Color) -> Double {
        let dr = Double(a.red) - Double(b.red), dg = Double(a.green) - Double(b.green), db = Double(a.blue) - Double(b.blue)
        return (dr * dr + dg * dg + db * db).squareRoot()
    }

    /// WCAG's relative luminance of an opaque colour.
    public static func relativeLuminance(_ c: Color) -> Double {
        func channel(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.03928 ? s / 12.92 : Foundation.pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    /// WCAG's contrast ratio of two opaque colours (1 to 21).
    public static func contrast(_ a: Color, _ b: Color) -> Double {
        let la = relativeLuminance(a), lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// A view's colour drawn muted (while the touch's overlays are on): its saturation cut to under half
    /// (towards its own grey), and lightened a little, alpha kept.
    public static func muted(_ c: Color) -> Color {
        let r: Double = 0.299 * Double(c.red)
        let g: Double = 0.587 * Double(c.green)
        let b: Double = 0.114 * Double(c.blue)
        let grey = UInt8(min(255.0, max(0.0, (r + g + b).rounded())))
        return c.mixed(with: Color(red: grey, green: grey, blue: grey, alpha: c.alpha), amount: 0.7)
            .mixed(with: Color(red: 0xF4, green: 0xF4, blue: 0xF6, alpha: c.alpha), amount: 0.2)
    }

    /// The most readable of black-ish and white text on `fill`.
    public static func ink(on fill: Color) -> Color {
        contrast(halo, fill) >= contrast(.white, fill) ? halo : .white
    }

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
    /// The light edge either side of the finger's ring: the ring reads on dark fills too.
    public static let fingerEdge = Color(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 170)

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
