/// Recognizes taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers
/// (UIKit's `UITapGestureRecognizer`). Discrete: possible -> ended or failed.
public final class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    /// How far a finger may move from where it went down and still tap. UIKit does not
    /// document it; TouchScope uses 10 points.
    public var allowableMovement: Double = 10
    /// The longest wait, after a tap, for the next tap of a multi-tap. UIKit does not document
    /// it; TouchScope uses 0.35 s (the same as ``DispatchParameters/multiTapInterval``).
    public var maximumIntervalBetweenTaps: Double = 0.35
    /// How far from the first tap the next taps may land (UIKit: undocumented; 45 points). It
    /// applies between successive taps only, never to the fingers of one tap: Apple sets no limit
    /// on how far apart the fingers of `numberOfTouchesRequired` may land.
    public var maximumDistanceBetweenTaps: Double = 45
    /// The longest a tap's fingers may stay down: held longer, it is not a tap and the recognizer
    /// fails. UIKit does not document it; TouchScope uses 1.5 s (see docs/faithfulness.md,
    /// "Gesture recognizers").
    public var maximumTapDuration: Double = 1.5

    private var taps = 0
    private var down = 0
    private var mostFingers = 0
    private var firstTap: Point?
    private var tapStart = 0.0

    override public var kindName: String { "tap" }

    override public func touchesBegan(_ touches: [Touch], at time: Double) {
        let startsTap = down == 0
        down += touches.count
        mostFingers = max(mostFingers, down)
        // The distance rule is between successive taps: the first finger of a later tap is
        // compared with the first tap; the other fingers of a tap may land anywhere.
        if startsTap, taps > 0, let first = firstTap, let t = touches.first,
           t.screenLocation.distance(to: first) > maximumDistanceBetweenTaps {
            fail(.tapLandedTooFar(tap: taps + 1, distance: t.screenLocation.distance(to: first), limit: maximumDistanceBetweenTaps))
            return
        }
        if firstTap == nil { firstTap = touches.first?.screenLocation }
        if startsTap {
            tapStart = time
            setDeadline(time + maximumTapDuration)
        }
        if down > numberOfTouchesRequired {
            fail(.fingersDownExceedRequired(down: down, required: numberOfTouchesRequired))
        }
    }

    override public func touchesMoved(_ touches: [Touch], at time: Double) {
        for t in touches {
            let moved = t.screenLocation.distance(to: t.startScreenLocation)
            if moved > allowableMovement {
                fail(.movedTooFar(distance: moved, limit: allowableMovement))
                return
            }
        }
    }

    override public func touchesEnded(_ touches: [Touch], at time: Double) {
        down = max(0, down - touches.count)
        guard down == 0, state == .possible else { return }
        if mostFingers < numberOfTouchesRequired {
            fail(.fingersBelowRequired(count: mostFingers, required: numberOfTouchesRequired))
            return
        }
        taps += 1
        mostFingers = 0
        if taps >= numberOfTapsRequired {
            requestRecognition(numberOfTapsRequired == 1 ? .tapRecognized : .tapsRecognized(count: taps))
        } else {
            setDeadline(time + maximumIntervalBetweenTaps)
        }
    }

    override public func timeReached(_ time: Double) {
        if down > 0 {
            fail(.tapHeldTooLong(duration: time - tapStart, limit: maximumTapDuration))
        } else {
            fail(.nextTapTooLate(tap: taps + 1, interval: maximumIntervalBetweenTaps))
        }
    }

    /// A tap recognizer that needs more taps is not prevented by one that needs fewer: with a
    /// single and a double tap on one view and no require(toFail:), a double tap fires both, as
    /// in UIKit.
    ///
    /// - Note: Apple does not document this override; it is what UIKit does (the reason
    ///   `require(toFail:)` is needed at all).
    override public func canBePrevented(by other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTapsRequired < numberOfTapsRequired { return false }
        return true
    }

    override public func reset() {
        taps = 0; down = 0; mostFingers = 0; firstTap = nil; tapStart = 0
    }
}

/// Recognizes a finger held still (UIKit's `UILongPressGestureRecognizer`). Continuous:
/// began once held for `minimumDuration`, changed as it moves, ended when lifted.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// UIKit's default: 0.5 s.
    public var minimumDuration: Double = 0.5
    /// UIKit's default: 10 points of movement allowed before it begins.
    public var allowableMovement: Double = 10
    public var numberOfTouchesRequired = 1
    private var down = 0

    override public var isContinuous: Bool { true }
    override public var kindName: String { "longPress" }

    override public func touchesBegan(_ touches: [Touch], at time: Double) {
        down += touches.count
        if state == .possible {
            if down > numberOfTouchesRequired { fail(.fingersDownExceedRequired(down: down, required: numberOfTouchesRequired)); return }
            if down == numberOfTouchesRequired { setDeadline(time + minimumDuration) }
        }
    }

    override public func touchesMoved(_ touches: [Touch], at time: Double) {
        if state == .possible {
            for t in touches {
                let moved = t.screenLocation.distance(to: t.startScreenLocation)
                if moved > allowableMovement {
                    setDeadline(nil)
                    fail(.movedBeforeDuration(distance: moved, duration: minimumDuration, limit: allowableMovement))
                    return
                }
            }
        } else if state == .began || state == .changed {
            setState(.changed, reason: .moved)
        }
    }

    override public func touchesEnded(_ touches: [Touch], at time: Double) {
        down = max(0, down - touches.count)
        if state == .possible {
            setDeadline(nil)
            fail(.liftedBeforeDuration(duration: minimumDuration))
        } else if state == .began || state == .changed {
            setState(.ended, reason: .lifted)
        }
    }

    override public func timeReached(_ time: Double) {
        requestRecognition(.held(duration: minimumDuration))
    }

    override public func reset() { down = 0 }
}

/// Recognizes a drag (UIKit's `UIPanGestureRecognizer`). Continuous: began once the fingers
/// have moved ``movementThreshold`` points, changed as they move, ended when lifted.
public class PanGestureRecognizer: GestureRecognizer {
    /// How far the fingers must move before a pan begins. UIKit does not document it (about
    /// 10 points on devices); TouchScope uses 10 points.
    public var movementThreshold: Double = 10
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max

    /// The centroid of the active touches when last seen; re-based whenever a finger joins or
    /// leaves, so the translation does not jump (the centroid of a different set of fingers).
    private var reference: Point?
    /// How far the centroid has moved, summed over the moves of a constant set of fingers.
    private var travelled = Point.zero
    private var offset = Point.zero
    private var mostFingers = 0
    private var last: (point: Point, time: Double)?
    private var previous: (point: Point, time: Double)?

    override public var isContinuous: Bool { true }
    override public var kindName: String { "pan" }

    /// UIKit's `translation(in:)`, here in the window's space: how far the fingers' centroid
    /// moved since they went down (plus what ``setTranslation(_:)`` set). A finger joining or
    /// leaving does not move it: only movement of the fingers counts.
    public var translation: Point {
        Point(x: travelled.x + offset.x, y: travelled.y + offset.y)
    }

    /// UIKit's `setTranslation(_:in:)`: makes the current translation `value`.
    public func setTranslation(_ value: Point) {
        let current = translation
        offset = Point(x: offset.x + value.x - current.x, y: offset.y + value.y - current.y)
    }

    /// UIKit's `velocity(in:)`, points per second, from the last two samples.
    public var velocity: Point {
        guard let a = previous, let b = last, b.time > a.time else { return .zero }
        let dt = b.time - a.time
        return Point(x: (b.point.x - a.point.x) / dt, y: (b.point.y - a.point.y) / dt)
    }

    /// The centroid of `list` in the window's space.
    private func centroid(_ list: [Touch]) -> Point? {
        guard !list.isEmpty else { return nil }
        var x = 0.0, y = 0.0
        for t in list { x += t.screenLocation.x; y += t.screenLocation.y }
        return Point(x: x / Double(list.count), y: y / Double(list.count))
    }

    /// Adds the centroid's movement of `fingers` since the reference to the translation.
    private func travel(_ fingers: [Touch]) {
        guard let from = reference, let to = centroid(fingers) else { return }
        travelled = Point(x: travelled.x + to.x - from.x, y: travelled.y + to.y - from.y)
        reference = to
    }

    override public func touchesBegan(_ touches: [Touch], at time: Double) {
        if numberOfTouches > maximumNumberOfTouches, state == .possible {
            fail(.fingersExceedMaximum(count: numberOfTouches, maximum: maximumNumberOfTouches))
            return
        }
        mostFingers = max(mostFingers, numberOfTouches)
        // A finger joined: the reference is now the centroid of all the fingers down.
        reference = centroid(self.touches.filter { !$0.phase.isTerminal })
        note(time)
    }

    override public func touchesMoved(_ touches: [Touch], at time: Double) {
        travel(self.touches.filter { !$0.phase.isTerminal })
        note(time)
        switch state {
        case .possible:
            let t = translation
            let moved = (t.x * t.x + t.y * t.y).squareRoot()
            if moved >= movementThreshold && numberOfTouches >= minimumNumberOfTouches {
                if let refusal = refusalToBegin() { fail(refusal); return }
                requestRecognition(.movedPastThreshold(distance: moved, threshold: movementThreshold))
            }
        case .began, .changed:
            setState(.changed, reason: .moved)
        default: break
        }
    }

    override public func touchesEnded(_ touches: [Touch], at time: Double) {
        // The lifting fingers' last movement counts; then the reference is the centroid of the
        // fingers still down.
        let lifting = self.touches.filter { t in !t.phase.isTerminal || touches.contains { $0 === t } }
        travel(lifting)
        reference = centroid(self.touches.filter { !$0.phase.isTerminal })
        guard numberOfTouches == 0 else { return }
        if state == .possible {
            if mostFingers < minimumNumberOfTouches {
                fail(.fingersBelowRequired(count: mostFingers, required: minimumNumberOfTouches))
            } else {
                fail(.liftedBeforeMoving(distance: movementThreshold))
            }
        } else if state == .began || state == .changed {
            setState(.ended, reason: .lifted)
        }
    }

    private func note(_ time: Double) {
        previous = last
        last = (travelled, time)
    }

    /// A subclass's rule that keeps it from beginning once the fingers moved past the threshold
    /// (a scroll view's pan: ``ScrollViewPanGestureRecognizer``); nil lets it ask to begin.
    func refusalToBegin() -> GestureRuleReason? { nil }

    override public func reset() { reference = nil; travelled = .zero; offset = .zero; mostFingers = 0; last = nil; previous = nil }

    override public var traceValues: [(String, Double)] {
        let t = translation, v = velocity
        return [("translationX", t.x), ("translationY", t.y), ("velocityX", v.x), ("velocityY", v.y)]
    }
}

/// Directions a swipe can go (UIKit's `UISwipeGestureRecognizer.Direction`).
public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
    case right, left, up, down

    var unit: Point {
        switch self {
        case .right: return Point(x: 1, y: 0)
        case .left: return Point(x: -1, y: 0)
        case .up: return Point(x: 0, y: -1)
        case .down: return Point(x: 0, y: 1)
        }
    }
}

/// Recognizes a quick straight movement in one direction (UIKit's `UISwipeGestureRecognizer`).
/// Discrete: ended once the finger has moved ``minimumDistance`` in ``direction``.
public final class SwipeGestureRecognizer: GestureRecognizer {
    public var direction: SwipeDirection = .right
    public var numberOfTouchesRequired = 1
    /// How far the finger must travel in the direction. UIKit does not document it;
    /// TouchScope uses 50 points.
    public var minimumDistance: Double = 50
    /// How far it may stray across the direction (UIKit: undocumented; half the distance
    /// travelled, at least 10 points).
    public var maximumDeviationRatio: Double = 0.5

    override public var kindName: String { "swipe" }

    override public func touchesBegan(_ touches: [Touch], at time: Double) {
        if numberOfTouches > numberOfTouchesRequired { fail(.fingersExceedRequired(count: numberOfTouches, required: numberOfTouchesRequired)) }
    }

    override public func touchesMoved(_ touches: [Touch], at time: Double) {
        guard state == .possible, let t = self.touches.first else { return }
        let d = t.screenLocation - t.startScreenLocation
        let u = direction.unit
        let along = d.x * u.x + d.y * u.y
        let across = abs(d.x * u.y - d.y * u.x)
        if across > max(10, abs(along) * maximumDeviationRatio) {
            fail(.movedAcrossDirection(distance: across, direction: direction))
        } else if along <= -10 {
            fail(.movedWrongWay)
        } else if along >= minimumDistance && numberOfTouches == numberOfTouchesRequired {
            requestRecognition(.swiped(distance: along, direction: direction, minimum: minimumDistance))
        }
    }

    override public func touchesEnded(_ touches: [Touch], at time: Double) {
        if state == .possible { fail(.liftedBeforeSwipe(distance: minimumDistance, direction: direction)) }
    }
}

/// Recognizes two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`).
/// Continuous: began once the distance between them changed by ``movementThreshold`` points,
/// changed while both fingers move, ended when both fingers have lifted (Apple's words). With one
/// finger left down, ``scale`` keeps its last value.
public final class PinchGestureRecognizer: GestureRecognizer {
    /// How much the distance between the fingers must change before a pinch begins (UIKit:
    /// undocumented; 8 points).
    public var movementThreshold: Double = 8
    private var initialDistance: Double?
    private var scaleOffset = 1.0
    private var last: (scale: Double, time: Double)?
    private var previous: (scale: Double, time: Double)?

    override public var isContinuous: Bool { true }
    override public var kindName: String { "pinch" }

    private var distance: Double? {
        let active = touches.filter { !$0.phase.isTerminal }
        guard active.count >= 2 else { return nil }
        return active[0].screenLocation.distance(to: active[1].screenLocation)
    }

    /// UIKit's `scale`: the distance between the fingers relative to when they both went down,
    /// cumulative until the recognizer resets (or ``scale`` is set).
    public var scale: Double {
        get {
            guard let d0 = initialDistance, d0 > 0, let d = distance else { return last?.scale ?? scaleOffset }
            return d / d0 * scaleOffset
        }
        set {
            guard let d0 = initialDistance, d0 > 0, let d = distance, d > 0 else { scaleOffset = newValue; return }
            scaleOffset = newValue * d0 / d
        }
    }

    /// Scale change per second, from the last two samples.
    public var velocity: Double {
        guard let a = previous, let b = last, b.time > a.time else { return 0 }
        return (b.scale - a.scale) / (b.time - a.time)
    }

    override public func touchesBegan(_ touches: [Touch], at time: Double) {
        if numberOfTouches > 2, state == .possible { fail(.pinchFingersExceeded(count: numberOfTouches)); return }
        if initialDistance == nil, let d = distance { initialDistance = d }
        note(time)
    }

    override public func touchesMoved(_ touches: [Touch], at time: Double) {
        note(time)
        guard let d0 = initialDistance, let d = distance else { return }
        switch state {
        case .possible:
            if abs(d - d0) >= movementThreshold {
                requestRecognition(.pinched(change: d - d0, scale: scale))
            }
        case .began, .changed: setState(.changed, reason: .scaleChanged(scale: scale))
        default: break
        }
    }

    override public func touchesEnded(_ touches: [Touch], at time: Double) {
        if state == .possible {
            if numberOfTouches == 0 { fail(.liftedBeforePinching) }
        } else if (state == .began || state == .changed) && numberOfTouches == 0 {
            // Apple: the pinch "ends when both fingers lift".
            setState(.ended, reason: .lifted)
        }
    }

    private func note(_ time: Double) {
        guard distance != nil else { return }
        previous = last
        last = (scale, time)
    }

    override public func reset() { initialDistance = nil; scaleOffset = 1; last = nil; previous = nil }

    override public var traceValues: [(String, Double)] { [("scale", scale), ("velocity", velocity)] }
}
