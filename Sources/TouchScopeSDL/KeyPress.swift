/// A key pressed in the window (key-down events, repeats included).
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    /// The key, by what it means rather than where it sits.
    public enum Key: Hashable, Sendable {
        /// A printable key, lowercased (`"a"`, `"1"`, `"["`, `" "` is ``space``).
        case character(Character)
        case escape, space, enter, tab, backspace, delete
        case left, right, up, down, home, end, pageUp, pageDown
        /// F1...F12.
        case function(Int)
        /// Anything else, by SDL keycode.
        case other(Int32)
    }

    public var key: Key
    public var modifiers: KeyModifiers
    /// Whether this is an auto-repeat of a held key.
    public var isRepeat: Bool
    /// SDL's name for the key (`SDL_GetKeyName`), for help text and logs.
    public var name: String

    public init(key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, name: String = "") {
        self.key = key; self.modifiers = modifiers; self.isRepeat = isRepeat; self.name = name
    }

    public var description: String {
        let mods = modifiers.description
        return (mods.isEmpty ? "" : mods + "+") + (name.isEmpty ? "\(key)" : name)
    }
}
