#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Edges of the screen (UIKit's `UIRectEdge`).
public enum ScreenEdge: String, Sendable, Hashable, CaseIterable {
    case top, left, bottom, right
}

/// A pan that starts near an edge of the window (UIKit's `UIScreenEdgePanGestureRecognizer`).
///
/// It takes only a touch that begins within ``edgeRegion`` points of one of ``edges`` of its
/// view's window, then behaves as a pan. Apple: "looks for panning (dragging) gestures that
/// start near an edge of the screen".
///
/// - Note: Apple does not document how near the edge the touch must begin; TouchScope uses
///   20 points (``edgeRegion``).
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// UIKit's `edges`.
    public var edges: Set<ScreenEdge> = []
    /// How near an edge the touch must begin (UIKit: undocumented; 20 points).
    public var edgeRegion: Double = 20

    override public var kindName: String { "screenEdgePan" }

    override public func touchesBegan(_ touches: [Touch], at time: Double) {
        if state == .possible, numberOfTouches == touches.count, let t = touches.first,
           let window = t.window ?? view?.window {
            let p = t.location(in: window)
            let b = window.bounds
            var nearest = Double.infinity
            for e in edges {
                let d: Double
                switch e {
                case .left: d = p.x - b.minX
                case .right: d = b.maxX - p.x
                case .top: d = p.y - b.minY
                case .bottom: d = b.maxY - p.y
                }
                nearest = min(nearest, abs(d))
            }
            if nearest > edgeRegion {
                fail(.startedAwayFromEdge(distance: nearest.isFinite ? nearest : -1, region: edgeRegion))
                return
            }
        }
        super.touchesBegan(touches, at: time)
    }
}

/// Recognizes two fingers turning (UIKit's `UIRotationGestureRecognizer`). Continuous: began
/// once the line between the fingers turned ``rotationThreshold`` degrees, changed as they turn,
/// ended when both fingers have lifted. ``rotation`` is in radians, as UIKit's.
///
/// - Note: Apple does not document the threshold; TouchScope uses 5 degrees.
public final class RotationGestureRecognizer: GestureRecognizer {
    /// How far the fingers must turn before it begins, in degrees (UIKit: undocumented; 5).
    public var rotationThreshold: Double = 5
    private var initialAngle: Double?
    private var offset = 0.0
    private var lastRotation = 0.0
    private var samples: [(rotation: Double, time: Double)] = []

    override public var isContinuous: Bool { true }
    override public var kindName: String { "rotation" }

    private var angle: Double? {
        let active = touches.filter { !$0.phase.isTerminal }
        guard active.count >= 2 else { return nil }
        let a = active[0].screenLocation, b = active[1].screenLocation
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// UIKit's `rotation`, in radians (positive: clockwise on screen), kept while one finger is down.
    public var rotation: Double {
        guard let a0 = initialAngle, let a = angle else { return lastRotation }
        var d = a - a0
        while d > Double.pi { d -= 2 * Double.pi }
        while d < -Double.pi { d += 2 * Double.pi }
        return d + offset
    }

    /// Radians per second, from the last two samples.
    public var velocity: Double {
        guard samples.count >= 2 else { return 0 }
        let a = samples[samples.count - 2], b = samples[samples.count - 1]
        return b.time > a.time ? (b.rotation - a.rotation) / (b.time - a.time) : 0
    }

    private var degrees: Double { rotation * 180 / Double.pi }

    override public func touchesBegan(_ touches: [Touch], at time: Double) {
        if numberOfTouches > 2, state == .possible { fail(.rotationFingersExceeded(count: numberOfTouches)); return }
        if let a = angle {
            // A finger (re)joined: the angle is measured from here, keeping the rotation so far.
            offset = lastRotation
            initialAngle = a
        }
    }

    override public func touchesMoved(_ touches: [Touch], at time: Double) {
        guard initialAngle != nil, angle != nil else { return }
        lastRotation = rotation
        samples.append((lastRotation, time))
        if samples.count > 2 { samples.removeFirst() }
        switch state {
        case .possible:
            if abs(degrees) >= rotationThreshold {
                requestRecognition(.rotated(degrees: degrees, threshold: rotationThreshold))
            }
        case .began, .changed: setState(.changed, reason: .rotationChanged(degrees: degrees))
        default: break
        }
    }

    override public func touchesEnded(_ touches: [Touch], at time: Double) {
        if state == .possible {
            if numberOfTouches == 0 { fail(.liftedBeforeRotating) }
        } else if (state == .began || state == .changed) && numberOfTouches == 0 {
            setState(.ended, reason: .lifted)
        }
    }

    override public func reset() { initialAngle = nil; offset = 0; lastRotation = 0; samples = [] }

    override public var traceValues: [(String, Double)] { [("rotation", rotation), ("velocity", velocity)] }
}
