/// The named constants of touch dispatch, each documented where UIKit does not say.
public struct DispatchParameters: Sendable, Hashable {
    public var hitTest = HitTestParameters()
    /// Successive taps count (tapCount 2, 3...) when the next touch begins within this many
    /// seconds of the previous tap's end. UIKit does not document it; 0.35 s is close to what
    /// devices show.
    public var multiTapInterval: Double = 0.35
    /// ...and within this many points of where the previous tap began (UIKit: undocumented).
    public var multiTapDistance: Double = 45
    /// How far beyond its bounds a tracking control still counts the touch as inside
    /// (touchDragInside / touchUpInside). iOS uses about 70 points; Apple does not document it.
    public var controlTrackingTolerance: Double = 70

    public init() {}
}
