import TouchScopeCore
import TouchScopeUI

/// One input from the window, typed: everything the playground reacts to.
///
/// Produced only by ``SDLInputConverter``. Touch-like input (the left mouse button and real
/// fingers) becomes ``pointer(_:modifiers:)``; everything else has its own case. Every position
/// is in window output pixels: which of them are canvas points is for the playground's layout
/// to say.
public enum FrontEndInput: Hashable, Sendable {
    /// A finger (or the left mouse button) went down, moved or lifted, in window pixels.
    /// `modifiers` are the keys held at that moment (an inspect-mode click can be told apart
    /// from a touch by its `down` sample's modifiers).
    case pointer(PointerSample, modifiers: KeyModifiers)
    /// The mouse moved with no button held: a hover at `pixels` (output pixels).
    case hover(pixels: Point)
    /// The mouse left the window (hover ends).
    case pointerLeft
    /// A mouse button other than the left one was pressed (right / middle / extra: 2, 3, 4, ...).
    case otherButtonDown(button: Int, pixels: Point, modifiers: KeyModifiers)
    /// The wheel or trackpad scrolled by (`dx`, `dy`) notches (`dy` positive away from the user),
    /// with the mouse at `pixels` (output pixels).
    case wheel(dx: Double, dy: Double, pixels: Point, modifiers: KeyModifiers)
    /// A key was pressed.
    case key(KeyPress)
    /// Text was typed (already composed by the input method), for text fields.
    case text(String)
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
