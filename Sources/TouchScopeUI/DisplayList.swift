import TouchScopeCore

/// Where a text's anchor point sits relative to the text.
public enum TextAnchor: Sendable, Hashable {
    case topLeft, center, topRight, centerLeft
}

/// One drawing instruction, in window pixels (origin top-left, y down).
///
/// The playground builds its whole picture as a list of these with pure code; the SDL front end
/// executes them, on screen or into a PNG, so both give the same pixels.
public enum DrawCommand: Sendable, Hashable {
    /// A filled axis-aligned rectangle, alpha-blended.
    case fillRect(Rect, Color)
    /// A rectangle outline `width` pixels thick, drawn inside the rectangle.
    case strokeRect(Rect, Color, width: Double)
    /// A dashed rectangle outline (dash and gap both `dash` pixels), 1 pixel thick.
    case dashedRect(Rect, Color, dash: Double)
    /// A straight line `width` pixels thick.
    case line(from: Point, to: Point, Color, width: Double)
    /// A filled convex polygon (a transformed view's quadrilateral), alpha-blended.
    case fillPolygon([Point], Color)
    /// A polygon outline, 1 pixel thick, closed.
    case strokePolygon([Point], Color)
    /// A filled circle (`filled: false` draws a 2-pixel ring).
    case circle(center: Point, radius: Double, Color, filled: Bool)
    /// Diagonal hatching lines inside `rect`, `spacing` pixels apart.
    case hatch(Rect, Color, spacing: Double)
    /// UTF-8 text at `size` pixels, positioned by `anchor`; cut with an ellipsis beyond `maxWidth`.
    case text(String, at: Point, size: Double, Color, anchor: TextAnchor, maxWidth: Double?)
    /// Restricts drawing to `rect` intersected with the current clip, until the matching `popClip`.
    case pushClip(Rect)
    case popClip
    /// Starts a group drawn at `opacity` as one layer (group opacity, as UIKit's alpha), until
    /// the matching `popGroup`.
    case pushGroup(opacity: Double)
    case popGroup
}

/// An overlay mark as drawn (in window pixels): its colour and the colour of the edge it is
/// drawn against (its halo, or a tag's fill for its text), so legibility can be checked on the
/// display list.
public struct OverlayMark: Sendable, Hashable {
    /// A line or shape, or a text box, or a line of a path that must keep off text (a chain
    /// line: `rect` is its bounding box).
    public enum Kind: Sendable, Hashable { case graphic, text, line(from: Point, to: Point) }
    public var kind: Kind
    public var rect: Rect
    public var color: Color
    public var edge: Color

    public init(kind: Kind, rect: Rect, color: Color, edge: Color) {
        self.kind = kind; self.rect = rect; self.color = color; self.edge = edge
    }
}

/// A mark placed on the picture (a tag, a badge, a caption), with what it says and whose it is,
/// in window pixels: `touchscope render --marks` writes these, so that tests and outside tools
/// can check a picture without reading its pixels.
public struct PlacedMark: Sendable, Hashable {
    /// What the mark says.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A visited view's verdict tag, or its sign alone (`✓`).
        case verdict
        /// A responder chain badge, on the canvas or in the strip beside it.
        case chainBadge
        /// The tag of a touch cancelled by a recognizer, beside its grey badge.
        case cancelled
        /// A recognizer's tag on its view (`cardTap ✓ recognized`).
        case recognizer
        /// A nil-targeted action's search badges and tags, and where a motion event's chain starts.
        case actionSearch
        /// A numbered or blocked finger's tag.
        case finger
        /// Where a finished drag went down, and the view its touch stayed with.
        case liftedDrag
        /// A touch whose view scrolled out of sight.
        case scrolledOff
        /// The first responder's tag.
        case firstResponder
        /// The tag of a view's model frame while it animates (where hit-testing looks).
        case modelFrame
        /// A hit area's or a dead zone's tag, a step-through tag, a control's tracking tag.
        case hitArea, deadZone, step, controlTracking
        /// A difference mark (`≠`) of a comparison, a playback caption.
        case comparison, caption
        /// Anything else drawn as a tag.
        case other
    }

    public var kind: Kind
    /// The view the mark is about, if any.
    public var view: String?
    /// The finger it is about (1, 2, ...), when the picture numbers fingers.
    public var finger: Int?
    /// Its text, lines joined with a newline.
    public var text: String
    /// Its box in window pixels.
    public var box: Rect
    /// A line from a mark to what it names.
    public struct Leader: Sendable, Hashable {
        public var from: Point
        public var to: Point
    }

    /// The line that ties it to its view or finger, when it is not against it.
    public var leader: Leader?

    public init(kind: Kind, view: String? = nil, finger: Int? = nil, text: String, box: Rect) {
        self.kind = kind; self.view = view; self.finger = finger; self.text = text; self.box = box
    }
}

/// Whose the marks being placed are: the renderer sets it around each kind of mark it draws.
struct MarkOwner {
    var kind: PlacedMark.Kind = .other
    var view: String?
    var finger: Int?
}

/// A whole frame: its size in pixels, a background, and the commands in painting order.
public struct DisplayList: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var background: Color
    public var commands: [DrawCommand]
    /// The overlay marks drawn, for legibility checks (not drawn themselves).
    public var marks: [OverlayMark] = []
    /// The tags, badges and captions placed, with their text and owner (not drawn themselves).
    public var placedMarks: [PlacedMark] = []
    /// The kinds of mark drawn on the canvas that the legend lists only while drawn.
    var drawnMarks: Set<CanvasMark> = []
    /// Runs of commands reused from an earlier frame (``ViewCommandCache``): a hint for damage
    /// tracking, ignored by equality.
    public var runs = CommandRuns()

    public init(width: Int, height: Int, background: Color, commands: [DrawCommand] = []) {
        self.width = width; self.height = height; self.background = background; self.commands = commands
    }

    public mutating func append(_ command: DrawCommand) { commands.append(command) }
}

/// Measures text as the renderer will draw it, so layout (wrapping, ellipsis, panel heights) is
/// computed by pure code with the real font's metrics.
public protocol TextMeasurer: AnyObject {
    /// The width and height in pixels of `text` drawn at `size` pixels.
    func measure(_ text: String, size: Double) -> Size
}

/// A measurer for tests: every character is `size * 0.6` pixels wide, lines `size * 1.2` high.
public final class FixedWidthTextMeasurer: TextMeasurer {
    public init() {}
    public func measure(_ text: String, size: Double) -> Size {
        Size(width: Double(text.count) * size * 0.6, height: (size * 1.2).rounded(.up))
    }
}
