/// A key the playground understands, independent of SDL.
public enum Key: Hashable, Sendable {
    case character(Character)
    case left, right, up, down, escape, tab, f1, pageUp, pageDown, enter
}

/// Modifier keys held during a click or drag.
public struct InputModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = InputModifiers(rawValue: 1)
    public static let alt = InputModifiers(rawValue: 2)
    public static let control = InputModifiers(rawValue: 4)
}

/// An overlay of the touch's dispatch, each on its own key.
public enum Overlay: String, CaseIterable, Sendable, Hashable {
    case finger, hitView, verdicts, chain

    public var title: String {
        switch self {
        case .finger: return "finger marker"
        case .hitView: return "hit view highlight"
        case .verdicts: return "hit-test verdicts"
        case .chain: return "responder chain"
        }
    }
}

/// What a key does.
public enum KeyCommand: Hashable, Sendable {
    case toggleHelp, nextScene, previousScene, toggleOverlay(Overlay), toggleMode, reload
    case selectParent, selectChild, selectPreviousSibling, selectNextSibling, dismiss
}

/// One key binding, as the help overlay lists it.
public struct KeyBinding: Sendable {
    public var keys: [Key]
    public var label: String
    public var command: KeyCommand
}

extension Playground {
    /// Every key binding, in the order the help overlay lists them.
    public static let keyBindings: [KeyBinding] = [
        KeyBinding(keys: [.character("?"), .f1], label: "? / F1", command: .toggleHelp),
        KeyBinding(keys: [.character("n"), .pageDown, .character("]")], label: "N / PgDn / ]", command: .nextScene),
        KeyBinding(keys: [.character("p"), .pageUp, .character("[")], label: "P / PgUp / [", command: .previousScene),
        KeyBinding(keys: [.tab, .character("i")], label: "Tab / I", command: .toggleMode),
        KeyBinding(keys: [.character("1")], label: "1", command: .toggleOverlay(.finger)),
        KeyBinding(keys: [.character("2")], label: "2", command: .toggleOverlay(.hitView)),
        KeyBinding(keys: [.character("3")], label: "3", command: .toggleOverlay(.verdicts)),
        KeyBinding(keys: [.character("4")], label: "4", command: .toggleOverlay(.chain)),
        KeyBinding(keys: [.character("r")], label: "R", command: .reload),
        KeyBinding(keys: [.left], label: "Left", command: .selectParent),
        KeyBinding(keys: [.right], label: "Right", command: .selectChild),
        KeyBinding(keys: [.up], label: "Up", command: .selectPreviousSibling),
        KeyBinding(keys: [.down], label: "Down", command: .selectNextSibling),
        KeyBinding(keys: [.escape], label: "Esc", command: .dismiss),
    ]

    /// What the help overlay says a command does.
    public static func describe(_ command: KeyCommand) -> String {
        switch command {
        case .toggleHelp: return "show / hide this help"
        case .nextScene: return "next scene"
        case .previousScene: return "previous scene"
        case .toggleMode: return "switch interact (clicks are touches) / inspect (clicks select)"
        case let .toggleOverlay(o): return "show / hide the \(o.title)"
        case .reload: return "reload the scene file"
        case .selectParent: return "select the parent view"
        case .selectChild: return "select the first subview"
        case .selectPreviousSibling: return "select the previous sibling"
        case .selectNextSibling: return "select the next sibling"
        case .dismiss: return "close help / clear the selection"
        }
    }
}
