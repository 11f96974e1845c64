import TouchScopeCore
import TouchScopeUI

/// One input from the window, typed: everything the playground reacts to.
///
/// Produced only by ``SDLInputConverter``. Touch-like input (the left mouse button and real
/// fingers) becomes ``pointer(_:modifiers:)``; everything else has its own case. Every position
/// is in window output pixels: which of them are canvas points is for the playground's layout
/// to say. Only input the window acts on has a case: hover, other mouse buttons and typed text
/// are not produced until something uses them. The window's loop switches over every
/// case with no `default`, so a new case cannot be produced and silently dropped.
public enum FrontEndInput: Hashable, Sendable {
    /// A finger (or the left mouse button) went down, moved or lifted, in window pixels.
    /// `modifiers` are the keys held at that moment (an inspect-mode click can be told apart
    /// from a touch by its `down` sample's modifiers).
    case pointer(PointerSample, modifiers: KeyModifiers)
    /// A key was pressed.
    case key(KeyPress)
    /// The mouse wheel turned `lines` notches (positive: towards the user, scrolling content
    /// down to its end), with the pointer at `pixel` (window output pixels).
    case wheel(pixel: Point, lines: Double)
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
