/// The kind of an event (UIKit's `UIEvent.EventType`).
public enum EventKind: String, Sendable, Hashable {
    case touches, motion, remoteControl
}

/// A non-touch event's subtype (UIKit's `UIEvent.EventSubtype`, the ones the course covers).
public enum EventSubtype: String, Sendable, Hashable, CaseIterable {
    /// A shake (motion event), delivered to `motionEnded`.
    case shake
    /// Remote-control play (headphones, control centre), delivered to `remoteControlReceived`.
    case play
    case pause
    case togglePlayPause

    public var kind: EventKind { self == .shake ? .motion : .remoteControl }

    /// The responder method that handles this subtype.
    public var method: String { self == .shake ? "motionEnded" : "remoteControlReceived" }
}

/// One event: a set of touches that changed together, or a non-touch event (UIKit's `UIEvent`).
///
/// - Note: As in UIKit, the application reuses one touches event, updated for each dispatch;
///   keep the touches you need, not the event.
public final class Event {
    public let kind: EventKind
    public let subtype: EventSubtype?
    public internal(set) var timestamp: Double
    /// Every touch active in this event, changed or stationary.
    public internal(set) var allTouches: [Touch]

    init(kind: EventKind, subtype: EventSubtype? = nil, timestamp: Double, allTouches: [Touch] = []) {
        self.kind = kind; self.subtype = subtype; self.timestamp = timestamp; self.allTouches = allTouches
    }

    /// The touches whose hit view is `view`.
    public func touches(for view: View) -> [Touch] { allTouches.filter { $0.view === view } }
}
