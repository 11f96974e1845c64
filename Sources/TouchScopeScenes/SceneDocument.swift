import TouchScopeCore

/// A parsed, validated scene file: what to build and what to run. Every element remembers
/// where it was written, so later errors and overlays can point at the file.
public struct SceneDocument: Sendable {
    public var path: String
    public var title: String
    public var summary: String
    /// The canvas (the phone's screen) in points.
    public var canvas: Size
    public var appImplements: [String]
    /// nil: no app delegate responder.
    public var delegateImplements: [String]?
    public var windows: [WindowSpec]
    public var script: [ScriptStep]
    /// The title and summary in other languages, by language code (`zh`): the `translations` key.
    public var translations: [String: SceneTranslation] = [:]
    /// What an imported dump could not say about each view, by view id (its `# unknown:`
    /// comments); empty for a hand-written scene.
    public var unknowns: [String: [String]] = [:]
    /// The teaching overlays the scene turns on when it opens (the `overlays` key): its lesson
    /// is in them (04's hit area 20 points beyond the button's edges).
    public var overlays: [SceneOverlay] = []
    /// A Swift scene's compiled code: what builds the views afresh each time the scene is built
    /// (nil for a scene file). ``windows`` then describes one such build, for what reads specs.
    public var program: SwiftSceneProgram? = nil
    /// For a dump imported in memory: what was read, skipped and taken off (nil for a scene file).
    public var importReport: ImportReport? = nil
    /// For an imported dump (in memory or saved by `touchscope import`): each view's class and
    /// its line in the dump, by view id, from the `# UIButton, line 12` comment under its `id:`.
    /// Lint and why name culprits with them, so a developer can find them in the dump.
    public var importedClasses: [String: ImportedClass] = [:]

    /// How messages name a view: its id, with its class and dump line when it was imported
    /// (`view6 (UIView, dump line 40)`), in `language`.
    public func describe(_ id: String, language: Language = .en) -> String {
        guard let c = importedClasses[id] else { return id }
        return WhyWords.text("describe.imported", language, id, c.name, String(c.line))
    }
}

/// An imported view's class as the dump names it, and its line in the dump.
public struct ImportedClass: Sendable, Hashable {
    public var name: String
    public var line: Int
}

/// A teaching overlay a scene can turn on when it opens (the playground's keys 5, 6 and 7).
public enum SceneOverlay: String, CaseIterable, Sendable, Hashable {
    case hitAreas, deadZones, hitMap
}

/// A scene's title and summary in another language (either may be absent: the English stays).
public struct SceneTranslation: Sendable, Hashable {
    public var title: String?
    public var summary: String?

    public init(title: String? = nil, summary: String? = nil) { self.title = title; self.summary = summary }
}

/// How one touches method behaves, per phase.
public struct TouchesSpec: Sendable, Hashable {
    public var behaviours: [ResponderPhase: TouchBehaviour]
    public static let forwardAll = TouchesSpec(behaviours: [:])
}

/// A scene's `pointInside` key.
public enum PointInsideSpec: Sendable, Hashable {
    case `default`
    case inset(dx: Double, dy: Double)
    /// `{insets: [top, left, bottom, right]}`: each edge on its own (negative grows).
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    /// `circle`: the ellipse inscribed in the bounds.
    case circle
    case subviews
    case boundsOrSubviews
    case include([String])
    case controlsOnly
    case never
    /// A Swift scene's override (`TabBar.point(inside:with:)`): code, which no scene file can
    /// say; what the tree, the inspector and what-if show for such a view.
    case code(String)

    /// The spec as a scene file writes it (YAML flow style).
    public var yaml: String {
        switch self {
        case .default: return "default"
        case let .inset(dx, dy): return dx == dy ? "{inset: \(formatNumber(dx))}" : "{inset: [\(formatNumber(dx)), \(formatNumber(dy))]}"
        case let .insets(t, l, b, r): return "{insets: [\([t, l, b, r].map(formatNumber).joined(separator: ", "))]}"
        case .circle: return "circle"
        case .subviews: return "subviews"
        case .boundsOrSubviews: return "boundsOrSubviews"
        case let .include(ids): return "{include: [\(ids.joined(separator: ", "))]}"
        case .controlsOnly: return "controlsOnly"
        case .never: return "never"
        case let .code(name): return "default  # \(name) in the Swift scene"
        }
    }

    /// The spec as traces and overlays label it (the core rule's ``PointInsideRule/label``).
    public var label: String {
        switch self {
        case let .inset(dx, dy): return "inset(\(formatNumber(dx)), \(formatNumber(dy)))"
        case let .insets(t, l, b, r): return "insets(\([t, l, b, r].map(formatNumber).joined(separator: ", ")))"
        case let .include(ids): return "include(\(ids.joined(separator: ", ")))"
        case let .code(name): return name
        default: return yaml
        }
    }
}

/// A scene's `hitTest` key.
public enum HitTestSpec: Sendable, Hashable {
    case `default`
    case returnsSelf
    case selfIfInside
    case passThrough
    case inset(dx: Double, dy: Double)
}

/// A scene's `transform` key, applied about the view's centre: scale, then rotate, then translate.
public struct TransformSpec: Sendable, Hashable {
    public var scaleX: Double = 1
    public var scaleY: Double = 1
    public var rotateDegrees: Double = 0
    public var translate: Point = .zero

    public var affineTransform: AffineTransform {
        AffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(AffineTransform(rotationAngle: rotateDegrees * Double.pi / 180))
            .concatenating(AffineTransform(translationX: translate.x, y: translate.y))
    }
}

/// A control's registered action: `{on, action, target}`; `target` nil is a nil-targeted action.
public struct ActionSpec: Sendable, Hashable {
    public var on: ControlEvent
    public var action: String
    public var target: String?
    public var location: SourceLocation
}

/// A view controller whose root view is the view it is declared on.
public struct ControllerSpec: Sendable, Hashable {
    public var id: String
    public var implements: [String]
    public var presentedBy: String?
    public var touches: TouchesSpec
    public var canBecomeFirstResponder: Bool
    public var firstResponder: Bool
    public var location: SourceLocation
}

/// The kinds of gesture recognizer a scene can attach.
public enum GestureKind: String, Sendable, Hashable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, screenEdgePan, rotation
}

/// A gesture recognizer as written in a scene's `gestures:` list. Nil values take UIKit's
/// defaults (or TouchScope's documented ones where UIKit has none).
public struct GestureSpec: Sendable, Hashable {
    public var id: String
    public var kind: GestureKind
    public var taps: Int?
    public var touches: Int?
    public var cancelsTouchesInView: Bool?
    public var delaysTouchesBegan: Bool?
    public var delaysTouchesEnded: Bool?
    public var enabled: Bool?
    public var requireToFail: [String]
    public var simultaneousWith: [String]
    public var minimumDuration: Double?
    public var allowableMovement: Double?
    public var direction: SwipeDirection?
    public var threshold: Double?
    public var minimumDistance: Double?
    /// A tap's `maximumTapDuration` (seconds the fingers may stay down).
    public var maximumDuration: Double?
    /// A screen-edge pan's `edges`.
    public var edges: [ScreenEdge] = []
    /// A pan's `minimumNumberOfTouches` and `maximumNumberOfTouches`.
    public var minimumTouches: Int? = nil
    public var maximumTouches: Int? = nil
    /// The delegate's answers: `shouldBegin`, `shouldReceive` (false: no touch; or the views whose
    /// touches it refuses), `shouldRequireFailureOf`, `shouldBeRequiredToFailBy`.
    public var shouldBegin: Bool? = nil
    public var shouldReceive: Bool? = nil
    public var refusesTouchesIn: [String] = []
    /// `shouldReceive: {notOnControls: true}`, `{onlyOwnView: true}`, `{inRect: [x, y, w, h]}`.
    public var refusesControls = false
    public var onlyOwnView = false
    public var receiveRect: Rect? = nil
    public var shouldRequireFailureOf: [String] = []
    public var shouldBeRequiredToFailBy: [String] = []
    /// A pan that moves its view by its translation (the usual `dragged(_:)` action).
    public var drags: Bool
    public var action: String?
    /// The action's target (required with an action: a recognizer has no nil-targeted actions).
    public var target: String?
    public var location: SourceLocation
}

/// One view (or a window's own view properties) as written in a scene file.
public struct ViewSpec: Sendable {
    public var id: String
    public var kind: ViewKind
    public var frame: Rect
    public var boundsOrigin: Point
    public var transform: TransformSpec?
    public var color: Color
    public var text: String
    public var alpha: Double
    public var hidden: Bool
    public var interaction: Bool
    public var clips: Bool
    public var multipleTouch: Bool
    public var exclusiveTouch: Bool
    public var enabled: Bool
    public var pointInside: PointInsideSpec
    public var hitTest: HitTestSpec
    public var touches: TouchesSpec
    public var implements: [String]
    public var canBecomeFirstResponder: Bool
    public var firstResponder: Bool
    public var actions: [ActionSpec]
    public var controller: ControllerSpec?
    public var contentSize: Size?
    public var paging: Bool
    public var gestures: [GestureSpec]
    public var subviews: [ViewSpec]
    public var location: SourceLocation
    /// A slider's, switch's or segmented control's value keys (nil: the kind's defaults).
    public var controlValue: ControlValueSpec? = nil
    /// A scroll view's keys (nil for other kinds).
    public var scroll: ScrollSpec? = nil
}

/// The value keys of the controls that have a value: a slider's `value`, `minimumValue`,
/// `maximumValue`, `continuous`; a switch's `isOn`; a segmented control's `segments` and
/// `selectedSegment`.
public struct ControlValueSpec: Sendable, Hashable {
    public var value: Double?
    public var minimumValue: Double?
    public var maximumValue: Double?
    public var continuous: Bool?
    public var isOn: Bool?
    public var segments: [String]?
    public var selectedSegment: Int?
    /// A text field's delegate answers (`textFieldShouldBeginEditing` and the others).
    public var shouldBeginEditing: Bool?
    public var shouldEndEditing: Bool?
    public var shouldReturn: Bool?
}

/// A window: its level, whether it is the key window, and its view properties.
public struct WindowSpec: Sendable {
    public var view: ViewSpec
    public var level: Double
    public var isKey: Bool
}

/// What one script step does.
public enum ScriptAction: Sendable, Hashable {
    case tap(Point)
    case down(Point)
    case move(Point)
    case up(Point?)
    case cancel
    case drag(from: Point, to: Point, steps: Int)
    /// Several fingers changing in ONE event (`down: [[x, y], [x, y]]`, likewise `move` and
    /// `up`): the step's finger and the next ones, one point each, as when fingers land, move
    /// or lift in the same frame (UIKit coalesces them into one `UIEvent`).
    case fingers(InputPhase, [Point])
    /// `tap: [[x, y], [x, y]]`: the fingers go down in one event, then lift in one event.
    case tapFingers([Point])
    /// `drag: {from: [[x, y], ...], to: [[x, y], ...], steps: n}`: the fingers go down in one
    /// event, each frame moves all of them in one event, and they lift in one event.
    case dragFingers(from: [Point], to: [Point], steps: Int)
    case wait(Double)
    case event(EventSubtype)
    /// `set: {view: ID, hidden: true, ...}`: changes view properties (in file order).
    case set(view: String, changes: [ViewChange])
    /// `add: {view: ID, to: PARENT}`: UIKit's `addSubview` (moves the view if it has a superview).
    case addView(view: String, to: String)
    /// `remove: ID`: UIKit's `removeFromSuperview`.
    case removeView(String)
    /// `becomeFirstResponder: ID`.
    case becomeFirstResponder(String)
    /// `resignFirstResponder: true`: the first responder resigns.
    case resignFirstResponder
    /// `say: text`: only a caption (``ScriptStep/caption``). It does nothing to the scene, takes
    /// no time on the script's clock and has no number in the trace, so captions never change one.
    case say
    /// `animate: {view: ID, frame: [...], duration: s, options: [allowUserInteraction]}`:
    /// UIKit's `UIView.animate(withDuration:delay:options:animations:)`.
    case animate(AnimationStep)
}

/// One `animate:` step: which view, what changes, and UIKit's timing and options.
public struct AnimationStep: Sendable, Hashable {
    public var view: String
    public var changes: [AnimatedChangeSpec]
    public var duration: Double
    public var delay: Double
    public var curve: AnimationCurve
    /// UIKit's `.allowUserInteraction` option: the view takes touches while it animates (for a
    /// property animator, its `isUserInteractionEnabled`).
    public var allowUserInteraction: Bool
    /// Run by a `UIViewPropertyAnimator` (`animator: true`) rather than `UIView.animate`.
    public var propertyAnimator = false

    public init(view: String, changes: [AnimatedChangeSpec], duration: Double, delay: Double = 0,
                curve: AnimationCurve = .easeInOut, allowUserInteraction: Bool = false) {
        self.view = view; self.changes = changes; self.duration = duration; self.delay = delay
        self.curve = curve; self.allowUserInteraction = allowUserInteraction
    }
}

/// One property an `animate:` step changes.
public enum AnimatedChangeSpec: Sendable, Hashable {
    case frame(Rect)
    case center(Point)
    case alpha(Double)
    case transform(TransformSpec)

    /// The core's change.
    public var change: AnimatedChange {
        switch self {
        case let .frame(r): return .frame(r)
        case let .center(p): return .center(p)
        case let .alpha(a): return .alpha(a)
        case let .transform(t): return .transform(t.affineTransform)
        }
    }
}

/// One property a `set:` step changes.
public enum ViewChange: Sendable, Hashable {
    case hidden(Bool)
    case alpha(Double)
    case interaction(Bool)
    case frame(Rect)
    case boundsOrigin(Point)
    case transform(TransformSpec)
    case enabled(Bool)
    case clips(Bool)
    /// Every gesture recognizer on the view: `isEnabled`.
    case gesturesEnabled(Bool)

    /// The key as written in the scene (the trace's name for the property).
    public var key: String { property(isControl: true).name }

    /// The change as the trace records it; `isControl`: whether the view is a control (`enabled`
    /// changes nothing on any other view, and the trace says so).
    public func property(isControl: Bool) -> TraceChange.Property {
        switch self {
        case let .hidden(b): return .hidden(b)
        case let .alpha(a): return .alpha(a)
        case let .interaction(b): return .interaction(b)
        case let .frame(r): return .frame(r)
        case let .boundsOrigin(p): return .boundsOrigin(p)
        case let .transform(t): return .transform(t.affineTransform)
        case let .enabled(b): return .enabled(b, control: isControl)
        case let .clips(b): return .clips(b)
        case let .gesturesEnabled(b): return .gesturesEnabled(b)
        }
    }
}

/// One step of a scene's `script`, for one finger (1 unless `finger: n`).
public struct ScriptStep: Sendable, Hashable {
    public var action: ScriptAction
    public var finger: Int
    public var location: SourceLocation
    /// The subtitle shown from this step on when the script plays in the window (`say:`).
    public var caption: Caption?
    /// Whether this is the script's picture step (`picture: true`): the step that shows the
    /// lesson, where `render` stops when it is given no input of its own.
    public var isPicture: Bool

    public init(action: ScriptAction, finger: Int = 1, location: SourceLocation, caption: Caption? = nil, isPicture: Bool = false) {
        self.action = action; self.finger = finger; self.location = location; self.caption = caption
        self.isPicture = isPicture
    }
}

extension Array where Element == ScriptStep {
    /// The steps `render` runs for the scene's own picture: up to and including the step marked
    /// `picture: true`, or all of them when none is.
    public var throughPicture: [ScriptStep] {
        guard let i = firstIndex(where: \.isPicture) else { return self }
        return Array(self[...i])
    }
}

/// A script step's caption: what the lesson says while the step plays (`say:`, and `say_zh:` for
/// Simplified Chinese).
public struct Caption: Sendable, Hashable {
    /// The English text.
    public var text: String
    /// The Simplified Chinese text (nil: the English one is shown).
    public var zh: String?

    public init(text: String, zh: String? = nil) {
        self.text = text; self.zh = zh
    }

    /// The text for a language code (`en`, `zh`); English when there is no translation.
    public func text(for languageCode: String) -> String {
        languageCode == "zh" ? (zh ?? text) : text
    }
}

extension SceneDocument {
    /// Every view's spec (windows included), in file order: each window, then its subtree depth
    /// first.
    public var viewSpecs: [ViewSpec] {
        var out: [ViewSpec] = []
        func visit(_ spec: ViewSpec) {
            out.append(spec)
            spec.subviews.forEach(visit)
        }
        for w in windows { visit(w.view) }
        return out
    }

    /// The view id most like `word` (a case-only difference, or at most two edits), for "did you
    /// mean" in messages about an unknown id.
    public func closestViewID(to word: String) -> String? {
        YAMLReader(path: path).closest(word, in: viewSpecs.map(\.id))
    }
}
