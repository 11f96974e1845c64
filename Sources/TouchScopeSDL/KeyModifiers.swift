/// Modifier keys held during an input (from SDL's `SDL_Keymod`).
public struct KeyModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The Command / Windows / Super key.
    public static let gui = KeyModifiers(rawValue: 1 << 3)

    /// The modifiers in an SDL `SDL_Keymod` bit mask (left and right keys alike; lock keys ignored).
    public init(sdlKeymod mod: UInt16) {
        var m: KeyModifiers = []
        if mod & 0x0003 != 0 { m.insert(.shift) }
        if mod & 0x00C0 != 0 { m.insert(.control) }
        if mod & 0x0300 != 0 { m.insert(.alt) }
        if mod & 0x0C00 != 0 { m.insert(.gui) }
        self = m
    }

    public var description: String {
        let names: [(KeyModifiers, String)] = [(.control, "ctrl"), (.alt, "alt"), (.shift, "shift"), (.gui, "gui")]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
