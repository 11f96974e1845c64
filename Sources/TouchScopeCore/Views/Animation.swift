import func Foundation.atan2
import func Foundation.cos
import func Foundation.sin

/// What the screen shows of a view while it animates (Core Animation's presentation layer):
/// its centre, bounds, transform and alpha at this moment. The view's own properties are the
/// model values, already the animation's end state.
public struct ViewPresentation: Sendable, Hashable {
    public var center: Point
    public var bounds: Rect
    public var transform: AffineTransform
    public var alpha: Double

    /// The view's model values (what hit-testing uses).
    public init(model view: View) {
        center = view.center; bounds = view.bounds; transform = view.transform; alpha = view.alpha
    }

    /// The mapping from the view's space to its superview's, as drawn.
    public var localToSuperview: AffineTransform {
        AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The frame as drawn: the bounding box of the transformed bounds.
    public var frame: Rect {
        let local = Rect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }
}

/// A timing curve (UIKit's `UIView.AnimationOptions` curves). `easeInOut` is UIKit's default for
/// `animate(withDuration:animations:)`; the eased curves are Core Animation's cubic Béziers.
public enum AnimationCurve: String, Sendable, Hashable, CaseIterable {
    case easeInOut, easeIn, easeOut, linear

    /// The animation's progress (0...1) at `fraction` (0...1) of its duration.
    public func progress(_ fraction: Double) -> Double {
        if !(fraction > 0) { return 0 }
        if fraction >= 1 { return 1 }
        let t = fraction
        switch self {
        case .linear: return t
        case .easeInOut: return Self.bezier(t, 0.42, 0, 0.58, 1)
        case .easeIn: return Self.bezier(t, 0.42, 0, 1, 1)
        case .easeOut: return Self.bezier(t, 0, 0, 0.58, 1)
        }
    }

    /// The y of the cubic Bézier (0,0), (x1,y1), (x2,y2), (1,1) at x = `t` (bisection: x is
    /// monotonic for these control points).
    private static func bezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coord(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if coord(mid, x1, x2) < t { lo = mid } else { hi = mid }
        }
        return coord((lo + hi) / 2, y1, y2)
    }
}

/// One property change an animation makes (UIKit's animatable view properties that touch
/// delivery depends on).
public enum AnimatedChange: Sendable, Hashable {
    case frame(Rect)
    case center(Point)
    case alpha(Double)
    case transform(AffineTransform)
}

/// UIView animations on the input clock: `UIView.animate(withDuration:delay:options:animations:)`.
///
/// As in UIKit, an animation sets the view's properties (the model) at once, to their final
/// values, and only the picture moves: ``View/presentation`` says where the view is drawn now,
/// interpolated from where it was drawn when the animation started. Hit-testing uses the model,
/// so a moving view is hit where it is going, not where it is drawn. And, as Apple documents
/// for UIView animations, "user interactions are temporarily disabled for the views being
/// animated" unless the options include `allowUserInteraction`: such a view is skipped by
/// hit-testing (verdict ``HitTestVerdict/animating``) until its animations end.
///
/// In: ``animate(_:changes:duration:delay:curve:allowUserInteraction:at:)`` and the clock
/// (``advanceTime(to:)``, called by ``Application/advanceTime(to:)`` and before every input
/// sample). Out: ``View/presentation`` on each animating view, the views' interaction while
/// animating, and `viewChanged` trace records when an animation starts and ends.
public final class ViewAnimator {
    /// How often a front end should redraw while something animates (seconds).
    public static let frameInterval = 1.0 / 60.0

    private struct Track {
        enum Property { case center, size, alpha, transform }
        let view: View
        let property: Property
        let from: ViewPresentation
        let to: ViewPresentation
        let start: Double
        let end: Double
        let curve: AnimationCurve
        let allowsUserInteraction: Bool
    }

    private var tracks: [Track] = []
    /// Completion handlers of animations started from code (Swift scenes), with when they end.
    private var completions: [(end: Double, body: (Bool) -> Void)] = []
    /// The clock as last advanced.
    public private(set) var time: Double = 0
    private weak var application: Application?

    init(application: Application) { self.application = application }

    /// Whether any animation is running (a front end redraws every ``frameInterval`` then).
    public var isRunning: Bool { !tracks.isEmpty }

    /// When the picture next changes: the next frame while animating, else nil.
    public var nextFrameTime: Double? { tracks.isEmpty ? nil : time + Self.frameInterval }

    /// When the last running animation ends (nil: none runs).
    public var endTime: Double? { tracks.map(\.end).max() }

    /// Whether `view` has an animation in flight (delay included).
    public func isAnimating(_ view: View) -> Bool { tracks.contains { $0.view === view } }

    /// Animates `changes` on `view` over `duration` seconds after `delay`, starting at `time`.
    /// The model takes the final values now; the presentation moves from where the view is
    /// drawn now. A property already animating is taken over from its current presentation.
    public func animate(_ view: View, changes: [AnimatedChange], duration: Double, delay: Double = 0,
                        curve: AnimationCurve = .easeInOut, allowUserInteraction: Bool = false,
                        propertyAnimator: Bool = false, at time: Double) {
        // A clock that went back (a new script on an old scene) counts as now.
        let time = max(time, self.time)
        advanceTime(to: time)
        let from = view.presentation ?? ViewPresentation(model: view)
        for change in changes {
            switch change {
            case let .frame(r): view.frame = r
            case let .center(p): view.center = p
            case let .alpha(a): view.alpha = a
            case let .transform(t): view.transform = t
            }
        }
        let to = ViewPresentation(model: view)
        let start = time + max(0, delay)
        let end = start + max(0, duration)
        var changed: [Track.Property] = []
        if from.center != to.center { changed.append(.center) }
        if from.bounds.size != to.bounds.size { changed.append(.size) }
        if from.alpha != to.alpha { changed.append(.alpha) }
        if from.transform != to.transform { changed.append(.transform) }
        if propertyAnimator {
            application?.trace?.record(.viewChanged(view: view.id, change: .propertyAnimation(
                changes: changes, duration: duration, delay: delay, curve: curve, isUserInteractionEnabled: allowUserInteraction)))
        } else {
            application?.trace?.record(.viewChanged(view: view.id, change: .animation(
                changes: changes, duration: duration, delay: delay, curve: curve, allowsUserInteraction: allowUserInteraction)))
        }
        guard end > time, !changed.isEmpty else {
            refresh(view)
            return
        }
        tracks.removeAll { $0.view === view && changed.contains($0.property) }
        for p in changed {
            tracks.append(Track(view: view, property: p, from: from, to: to, start: start, end: end,
                                curve: curve, allowsUserInteraction: allowUserInteraction))
        }
        refresh(view)
    }

    /// Moves the clock to `time`: presentations follow; animations that are over end (traced).
    @discardableResult
    public func advanceTime(to time: Double) -> Bool {
        guard time >= self.time else { return false }
        self.time = time
        defer { runDueCompletions() }
        guard !tracks.isEmpty else { return false }
        var finished: [View] = []
        var ends: [ObjectIdentifier: Double] = [:]
        tracks.removeAll { track in
            guard track.end <= time else { return false }
            if !finished.contains(where: { $0 === track.view }) { finished.append(track.view) }
            ends[ObjectIdentifier(track.view), default: track.end] = max(ends[ObjectIdentifier(track.view)] ?? track.end, track.end)
            return true
        }
        var views: [View] = finished
        for t in tracks where !views.contains(where: { $0 === t.view }) { views.append(t.view) }
        for v in views { refresh(v) }
        for v in finished where !isAnimating(v) {
            // What is drawn moved under the cached hit map and dead zones: they are redone.
            v.invalidateHitTesting()
            application?.trace?.record(.viewChanged(view: v.id, change: .animationEnded(at: ends[ObjectIdentifier(v)] ?? time)))
        }
        return true
    }

    /// The completions whose animations are over, after the tracks ended and were traced (a
    /// completion may start the next animation).
    private func runDueCompletions() {
        guard !completions.isEmpty else { return }
        let due = completions.filter { $0.end <= time }
        completions.removeAll { $0.end <= time }
        for c in due { c.body(true) }
    }

    /// Calls `completion` when the clock reaches `end` (UIKit's completion block; `true`: the
    /// animation ran to its end).
    public func whenDone(at end: Double, _ completion: @escaping (Bool) -> Void) {
        if end <= time { completion(true) } else { completions.append((end, completion)) }
    }

    /// Stops every animation of `view` where it is going (the model), as removing a view's
    /// layer animations does.
    public func removeAnimations(of view: View) {
        guard isAnimating(view) else { return }
        tracks.removeAll { $0.view === view }
        refresh(view)
    }

    /// Recomputes `view`'s presentation and whether animations keep touches from it.
    private func refresh(_ view: View) {
        let mine = tracks.filter { $0.view === view }
        view.isInteractionSuspendedByAnimation = mine.contains { !$0.allowsUserInteraction }
        guard !mine.isEmpty else { view.presentation = nil; return }
        var p = ViewPresentation(model: view)
        for t in mine {
            let span = t.end - t.start
            let k = span > 0 ? t.curve.progress((time - t.start) / span) : (time >= t.end ? 1 : 0)
            switch t.property {
            case .center: p.center = Self.mix(t.from.center, t.to.center, k)
            case .size:
                p.bounds.size = Size(width: Self.mix(t.from.bounds.width, t.to.bounds.width, k),
                                     height: Self.mix(t.from.bounds.height, t.to.bounds.height, k))
            case .alpha: p.alpha = Self.mix(t.from.alpha, t.to.alpha, k)
            case .transform: p.transform = Self.mix(t.from.transform, t.to.transform, k)
            }
        }
        view.presentation = p
    }

    static func mix(_ a: Double, _ b: Double, _ k: Double) -> Double { a + (b - a) * k }
    static func mix(_ a: Point, _ b: Point, _ k: Double) -> Point { Point(x: mix(a.x, b.x, k), y: mix(a.y, b.y, k)) }

    /// Interpolates two transforms as Core Animation does for view transforms: translation,
    /// rotation and scale each on their own (shear is not kept), the rotation the short way.
    static func mix(_ a: AffineTransform, _ b: AffineTransform, _ k: Double) -> AffineTransform {
        func parts(_ t: AffineTransform) -> (sx: Double, sy: Double, angle: Double) {
            let sx = (t.a * t.a + t.b * t.b).squareRoot()
            let det = t.a * t.d - t.b * t.c
            return (sx, sx == 0 ? 0 : det / sx, atan2(t.b, t.a))
        }
        let pa = parts(a), pb = parts(b)
        var dAngle = pb.angle - pa.angle
        while dAngle > Double.pi { dAngle -= 2 * Double.pi }
        while dAngle < -Double.pi { dAngle += 2 * Double.pi }
        let angle = pa.angle + dAngle * k
        let sx = mix(pa.sx, pb.sx, k), sy = mix(pa.sy, pb.sy, k)
        let cs = cos(angle), sn = sin(angle)
        return AffineTransform(a: sx * cs, b: sx * sn, c: -sy * sn, d: sy * cs,
                               tx: mix(a.tx, b.tx, k), ty: mix(a.ty, b.ty, k))
    }
}

/// UIKit's animation block: while one is open (``View/animate(withDuration:delay:options:animations:completion:)``),
/// every change of a view's `center`, `bounds` size, `alpha` or `transform` is noted with the
/// view's values before it; when the block returns, each changed view is animated from those
/// values to its new ones on its application's clock.
public final class AnimationTransaction {
    /// The block being run on this thread.
    static var current: AnimationTransaction? {
        get { open.value }
        set { open.value = newValue }
    }
    private static let open = ThreadLocal<AnimationTransaction>()

    struct Before {
        let view: View
        var center: Point
        var size: Size
        var alpha: Double
        var transform: AffineTransform
    }
    var before: [Before] = []

    /// Notes `view`'s values before its first change in this block (`old` fills in the one
    /// property that just changed).
    func note(_ view: View, center: Point? = nil, size: Size? = nil, alpha: Double? = nil, transform: AffineTransform? = nil) {
        guard !before.contains(where: { $0.view === view }) else { return }
        before.append(Before(view: view, center: center ?? view.center, size: size ?? view.bounds.size,
                             alpha: alpha ?? view.alpha, transform: transform ?? view.transform))
    }
}

/// UIKit's `UIView.AnimationOptions`, for the options the playground models.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The views being animated take touches meanwhile (UIKit turns their interaction off otherwise).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    var curve: AnimationCurve {
        switch rawValue & (3 << 16) {
        case 1 << 16: return .easeIn
        case 2 << 16: return .easeOut
        case 3 << 16: return .linear
        default: return .easeInOut
        }
    }
}

extension View {
    /// UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`: the changes
    /// `animations` makes to views' `center`, `frame`, `bounds` size, `alpha` and `transform`
    /// take effect in the model at once (hit-testing uses them: the "model frame") and are drawn
    /// moving over `duration` seconds on the input clock. Without `.allowUserInteraction` the
    /// animating views take no touches until they stop, as in UIKit. Changes to views that are
    /// in no window take effect without animation.
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let outer = AnimationTransaction.current
        let transaction = AnimationTransaction()
        AnimationTransaction.current = transaction
        animations()
        AnimationTransaction.current = outer
        var last: Application?
        for b in transaction.before {
            let view = b.view
            guard let app = view.window?.application else { continue }
            last = app
            let target = (center: view.center, size: view.bounds.size, alpha: view.alpha, transform: view.transform)
            // Back to where it was, then animated to where the block put it.
            view.center = b.center
            view.bounds = Rect(origin: view.bounds.origin, size: b.size)
            view.alpha = b.alpha
            view.transform = b.transform
            var changes: [AnimatedChange] = []
            if target.center != b.center { changes.append(.center(target.center)) }
            if target.size != b.size {
                changes.append(.frame(Rect(x: target.center.x - target.size.width / 2, y: target.center.y - target.size.height / 2,
                                           width: target.size.width, height: target.size.height)))
            }
            if target.alpha != b.alpha { changes.append(.alpha(target.alpha)) }
            if target.transform != b.transform { changes.append(.transform(target.transform)) }
            guard !changes.isEmpty else { continue }
            app.animations.animate(view, changes: changes, duration: duration, delay: delay, curve: options.curve,
                                   allowUserInteraction: options.contains(.allowUserInteraction), at: app.animations.time)
        }
        if let completion {
            if let app = last { app.animations.whenDone(at: app.animations.time + max(0, delay) + max(0, duration), completion) } else { completion(true) }
        }
    }
}
