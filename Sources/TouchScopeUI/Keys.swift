import TouchScopeCore

/// A key the playground understands, independent of SDL.
public enum Key: Hashable, Sendable {
    case character(Character)
    case left, right, up, down, escape, tab, f1, f5, pageUp, pageDown, enter
    case backspace, home, end
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
    /// Every overridden `point(inside:)` / `hitTest` area, dashed, beside the visual bounds.
    case hitAreas
    /// The parts of views that are drawn but that no tap can reach, hatched.
    case deadZones
    /// Every point of the canvas coloured by the view a tap there would reach.
    case hitMap
    /// The gesture recognizers of the last touch: each one's states, who won and why.
    case gestures

    /// The overlays of the last touch, on when the playground starts.
    public static let touchOverlays: [Overlay] = [.finger, .hitView, .verdicts, .chain, .gestures]
    /// The teaching overlays about the scene itself, off when the playground starts (a scene's
    /// `overlays` key turns some on while it is open).
    public static let sceneOverlays: [Overlay] = [.hitAreas, .deadZones, .hitMap]

    public var title: String { title(in: .en) }

    public func title(in language: Language) -> String {
        Localization.overlayTitle(self, language)
    }
}

/// What a key does.
public enum KeyCommand: Hashable, Sendable {
    case toggleHelp, nextScene, previousScene, toggleOverlay(Overlay), toggleMode, reload
    case selectParent, selectChild, selectPreviousSibling, selectNextSibling, dismiss
    /// What if: change a property of the selected view, then re-run the last touch.
    case whatIf(WhatIfProperty)
    /// What if: undo every change (the scene as its file says).
    case revertWhatIf
    /// What if: write the changes back to the scene file.
    case writeBack
    /// Step-through of the last touch's dispatch.
    case stepForward, stepBackward
    /// Dead zones: only those that matter / every one.
    case toggleAllDeadZones
    /// Step-through: jump to the next step of a kind not seen yet (past repeated moves).
    case stepNextKind
    /// Export a PNG of the window / the last touch's trace (text and JSON lines).
    case exportPNG, exportTrace
    /// English / Simplified Chinese.
    case toggleLanguage
    /// Play / pause the scene's script (its captions as subtitles).
    case togglePlayback
    /// The next speed of playback and of the animated dispatch (0.25x, 0.5x, 1x, 2x).
    case cycleSpeed
    /// The animated dispatch on / off.
    case toggleAnimation
    /// Presenter mode: the canvas fills the window, the panel hidden.
    case togglePresenter
    /// The text scale of every overlay and panel string: 1x, 1.5x, 2x.
    case cycleTextScale
    /// Zoom the canvas in / out, or fit it again.
    case zoomIn, zoomOut, resetView
    /// Send a remote-control play / pause, or a shake, to the first responder.
    case remotePlayPause, shake
    /// The first responder resigns (UIKit's `resignFirstResponder()`): a text field's keyboard
    /// goes.
    case resignFirstResponder
    /// Pinch / rotate mode: a drag is two fingers on one view, a click a two-finger tap.
    case togglePinchMode
    /// The panel: scroll the section last scrolled or clicked (the event log at first) by a
    /// few lines, or to its start or end.
    case scrollDown, scrollUp, scrollToStart, scrollToEnd
    /// The event log: show every folded run of moves record by record / fold them again.
    case toggleAllMoves
    /// The view tree: type to find views by id (Enter keeps the filter, Esc clears it).
    case findInTree
    /// The view tree: collapse / expand the selected view's subtree.
    case toggleCollapse
    /// Before / after: the scene as loaded beside the scene with the what-if changes, the last
    /// touch on both, the differences marked.
    case toggleCompare
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
        KeyBinding(keys: [.character("5")], label: "5", command: .toggleOverlay(.hitAreas)),
        KeyBinding(keys: [.character("6")], label: "6", command: .toggleOverlay(.deadZones)),
        KeyBinding(keys: [.character("d")], label: "D", command: .toggleAllDeadZones),
        KeyBinding(keys: [.character("7")], label: "7", command: .toggleOverlay(.hitMap)),
        KeyBinding(keys: [.character("8")], label: "8", command: .toggleOverlay(.gestures)),
        KeyBinding(keys: [.character("9")], label: "9", command: .toggleCompare),
        KeyBinding(keys: [.character("h")], label: "H", command: .whatIf(.hidden)),
        KeyBinding(keys: [.character("u")], label: "U", command: .whatIf(.interaction)),
        KeyBinding(keys: [.character("a")], label: "A", command: .whatIf(.alpha)),
        KeyBinding(keys: [.character("c")], label: "C", command: .whatIf(.clips)),
        KeyBinding(keys: [.character("e")], label: "E", command: .whatIf(.enabled)),
        KeyBinding(keys: [.character("o")], label: "O", command: .whatIf(.pointInside)),
        KeyBinding(keys: [.character("z")], label: "Z", command: .revertWhatIf),
        KeyBinding(keys: [.character("w")], label: "W", command: .writeBack),
        KeyBinding(keys: [.character("."), .enter], label: ". / Enter", command: .stepForward),
        KeyBinding(keys: [.character(",")], label: ",", command: .stepBackward),
        KeyBinding(keys: [.character("/")], label: "/", command: .stepNextKind),
        KeyBinding(keys: [.character("x")], label: "X", command: .exportPNG),
        KeyBinding(keys: [.character("t")], label: "T", command: .exportTrace),
        KeyBinding(keys: [.character("l")], label: "L", command: .toggleLanguage),
        KeyBinding(keys: [.character(" ")], label: "Space", command: .togglePlayback),
        KeyBinding(keys: [.character("s")], label: "S", command: .cycleSpeed),
        KeyBinding(keys: [.character("m")], label: "M", command: .toggleAnimation),
        KeyBinding(keys: [.f5], label: "F5", command: .togglePresenter),
        KeyBinding(keys: [.character("b")], label: "B", command: .cycleTextScale),
        KeyBinding(keys: [.character("="), .character("+")], label: "+ / =", command: .zoomIn),
        KeyBinding(keys: [.character("-")], label: "-", command: .zoomOut),
        KeyBinding(keys: [.character("0")], label: "0", command: .resetView),
        KeyBinding(keys: [.character("y")], label: "Y", command: .remotePlayPause),
        KeyBinding(keys: [.character("q")], label: "Q", command: .shake),
        KeyBinding(keys: [.character(";")], label: ";", command: .resignFirstResponder),
        KeyBinding(keys: [.character("g")], label: "G", command: .togglePinchMode),
        KeyBinding(keys: [.character("j")], label: "J", command: .scrollDown),
        KeyBinding(keys: [.character("k")], label: "K", command: .scrollUp),
        KeyBinding(keys: [.home], label: "Home", command: .scrollToStart),
        KeyBinding(keys: [.end], label: "End", command: .scrollToEnd),
        KeyBinding(keys: [.character("v")], label: "V", command: .toggleAllMoves),
        KeyBinding(keys: [.character("f")], label: "F", command: .findInTree),
        KeyBinding(keys: [.character("\\")], label: "\\", command: .toggleCollapse),
    ]

    /// What the help overlay says a command does.
    public static func describe(_ command: KeyCommand, in language: Language = .en) -> String {
        Localization.describe(command, language)
    }
}
