/// Which finger a sample belongs to: a device and a finger on that device.
///
/// The mouse is device ``FingerID/mouseDevice``, finger 1. Real touchscreens use their own device
/// ids, so finger ids reused across devices stay distinct.
public struct FingerID: Hashable, Sendable, CustomStringConvertible {
    public var device: Int64
    public var finger: Int64

    public init(device: Int64, finger: Int64) { self.device = device; self.finger = finger }

    /// The device id used for the mouse (left button = one finger).
    public static let mouseDevice: Int64 = -1
    /// The device id used by scripts (`script:` steps, `--tap`).
    public static let scriptDevice: Int64 = -2
    /// The device id used for the simulated second finger.
    public static let simulatedDevice: Int64 = -3

    public static let mouse = FingerID(device: mouseDevice, finger: 1)

    public var description: String { "\(device):\(finger)" }
}

/// What a finger did, as raw input (before it becomes a touch with a phase).
public enum InputPhase: String, Sendable, Hashable {
    case down, move, up, cancel
}

/// One typed input sample: the "hardware" event after conversion, in canvas points.
///
/// SDL mouse and finger events, script steps and the simulated second finger all become these in
/// one place each; the core never sees anything else.
public struct InputSample: Hashable, Sendable {
    public var finger: FingerID
    public var phase: InputPhase
    /// Location in canvas (screen) points.
    public var location: Point
    /// Seconds, from the input's own clock (SDL event timestamps, or the script clock).
    public var timestamp: Double

    public init(finger: FingerID, phase: InputPhase, location: Point, timestamp: Double) {
        self.finger = finger; self.phase = phase; self.location = location; self.timestamp = timestamp
    }
}
