import TouchScopeCore

/// One input from the window, typed: everything the playground reacts to.
///
/// Produced only by ``SDLInputConverter``. Touch-like input (the left mouse button and real
/// fingers) becomes ``sample(_:modifiers:)``; everything else has its own case. Only input the
/// window acts on has a case: hover, the wheel, other mouse buttons and typed text are not
/// produced until something uses them (the wheel: scrolling panels). The window's loop switches
/// over every case with no `default`, so a new case cannot be produced and silently dropped.
public enum FrontEndInput: Hashable, Sendable {
    /// A finger (or the left mouse button) went down, moved or lifted, in canvas points.
    /// `modifiers` are the keys held at that moment (an inspect-mode click can be told apart
    /// from a touch by its `down` sample's modifiers).
    case sample(InputSample, modifiers: KeyModifiers)
    /// A key was pressed.
    case key(KeyPress)
    /// The window lost keyboard focus (any held fingers were cancelled just before).
    case focusLost
    /// The window's size changed; query the host for the new sizes.
    case windowResized
    /// The window's contents must be redrawn (exposed, display scale changed, ...).
    case needsRedraw
    /// A file was dropped on the window.
    case fileDrop(path: String)
    /// The user asked to quit (window closed, Ctrl-C in the terminal, ...).
    case quit
}
