/// One step of a Swift scene's script (what `trace` replays, `render` draws, and the window's
/// playback shows with its caption). Each step remembers its line in the file.
public struct Step: Sendable {
    public enum Action: Sendable {
        case tap(Point), down(Point), move(Point), up(Point?), drag(from: Point, to: Point, steps: Int)
        case wait(Double), say, event(EventSubtype)
    }
    public var action: Action
    public var say: String?
    public var sayZh: String?
    /// The step `render` stops at (the lesson's picture).
    public var picture: Bool
    public var line: Int
    public var finger: Int

    public static func tap(_ x: Double, _ y: Double, finger: Int = 1, say: String? = nil, zh: String? = nil,
                           picture: Bool = false, line: Int = #line) -> Step {
        Step(action: .tap(Point(x: x, y: y)), say: say, sayZh: zh, picture: picture, line: line, finger: finger)
    }
    public static func down(_ x: Double, _ y: Double, finger: Int = 1, say: String? = nil, zh: String? = nil, line: Int = #line) -> Step {
        Step(action: .down(Point(x: x, y: y)), say: say, sayZh: zh, picture: false, line: line, finger: finger)
    }
    public static func move(_ x: Double, _ y: Double, finger: Int = 1, line: Int = #line) -> Step {
        Step(action: .move(Point(x: x, y: y)), say: nil, sayZh: nil, picture: false, line: line, finger: finger)
    }
    public static func up(finger: Int = 1, picture: Bool = false, line: Int = #line) -> Step {
        Step(action: .up(nil), say: nil, sayZh: nil, picture: picture, line: line, finger: finger)
    }
    public static func drag(from: Point, to: Point, steps: Int = 10, finger: Int = 1, say: String? = nil, zh: String? = nil,
                            picture: Bool = false, line: Int = #line) -> Step {
        Step(action: .drag(from: from, to: to, steps: steps), say: say, sayZh: zh, picture: picture, line: line, finger: finger)
    }
    public static func wait(_ seconds: Double, line: Int = #line) -> Step {
        Step(action: .wait(seconds), say: nil, sayZh: nil, picture: false, line: line, finger: 1)
    }
    public static func say(_ text: String, zh: String? = nil, line: Int = #line) -> Step {
        Step(action: .say, say: text, sayZh: zh, picture: false, line: line, finger: 1)
    }
    /// A shake or a remote-control event (`.play`, `.pause`, `.togglePlayPause`).
    public static func event(_ subtype: EventSubtype, say: String? = nil, zh: String? = nil, picture: Bool = false, line: Int = #line) -> Step {
        Step(action: .event(subtype), say: say, sayZh: zh, picture: picture, line: line, finger: 1)
    }
}
