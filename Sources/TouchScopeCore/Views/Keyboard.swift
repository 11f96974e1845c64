/// A responder that takes text from the keyboard (UIKit's `UIKeyInput`): while one is the first
/// responder and in a window, the keyboard is up.
public protocol KeyInput: AnyObject {
    /// A key was typed: a character, a space, or `"\n"` for the return key.
    func insertText(_ string: String)
    /// The delete key.
    func deleteBackward()
}

/// One key of the on-screen keyboard.
public enum KeyboardKey: Sendable, Hashable {
    case character(String)
    case shift, delete, numbers, space, `return`

    /// What its cap shows.
    public var label: String {
        switch self {
        case let .character(c): return c
        case .shift: return "⇧"
        case .delete: return "⌫"
        case .numbers: return "123"
        case .space: return "space"
        case .return: return "return"
        }
    }
}

/// The on-screen keyboard: the one view of the keyboard's window (``KeyboardWindow``). It
/// handles every touch on it; a touch that ends on a key types it into the first responder
/// (keys act on touch up, as UIKit's do). Its keys are laid out by ``keys(in:)``, which the
/// renderer draws from.
public final class Keyboard: View {
    /// Its height in points (UIKit: undocumented; 291, an iPhone's letters keyboard with its
    /// suggestions bar).
    public static let height = 291.0

    init(frame: Rect) {
        super.init(id: "keyboard", kind: .keyboard, frame: frame, color: Color(red: 0xD1, green: 0xD3, blue: 0xD9))
        setTouchBehaviour(.handle)
    }

    /// The letter rows of an English keyboard.
    static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    /// Every key and its rectangle in `bounds`: a suggestions bar on top (no keys), four rows of
    /// keys, and the home indicator's strip at the bottom (no keys).
    public static func keys(in bounds: Rect) -> [(key: KeyboardKey, rect: Rect)] {
        let bar = bounds.height * 0.15, bottom = bounds.height * 0.12
        let pitch = (bounds.height - bar - bottom) / 4
        let gapX = bounds.width * 0.015, keyH = pitch * 0.8
        let unit = (bounds.width - gapX) / 10
        var out: [(KeyboardKey, Rect)] = []
        func y(_ row: Int) -> Double { bounds.minY + bar + Double(row) * pitch + (pitch - keyH) / 2 }
        func add(_ key: KeyboardKey, _ x: Double, _ w: Double, _ row: Int) {
            out.append((key, Rect(x: bounds.minX + x + gapX / 2, y: y(row), width: w - gapX, height: keyH)))
        }
        for (row, letters) in letterRows.enumerated() {
            let n = Double(letters.count)
            let start = row == 2 ? unit * 1.5 : (bounds.width - gapX - n * unit) / 2
            for (i, c) in letters.enumerated() { add(.character(String(c)), gapX / 2 + start + Double(i) * unit, unit, row) }
        }
        add(.shift, gapX / 2, unit * 1.3, 2)
        add(.delete, bounds.width - gapX / 2 - unit * 1.3, unit * 1.3, 2)
        add(.numbers, gapX / 2, unit * 2.5, 3)
        add(.space, gapX / 2 + unit * 2.5, unit * 5, 3)
        add(.return, gapX / 2 + unit * 7.5, unit * 2.5, 3)
        return out
    }

    /// The key a touch at `point` (in the keyboard's bounds) types: the key whose rectangle,
    /// grown by half the gaps around it, holds it (a touch between two keys types the nearer,
    /// as on a phone), or nil in the suggestions bar or the bottom strip.
    public func key(at point: Point) -> KeyboardKey? {
        let all = Self.keys(in: bounds)
        var best: (KeyboardKey, Double)?
        for (key, r) in all {
            let grown = r.insetBy(dx: -bounds.width * 0.01, dy: -bounds.height * 0.03)
            guard grown.contains(point) else { continue }
            let d = abs(point.x - r.midX) + abs(point.y - r.midY)
            if best == nil || d < best!.1 { best = (key, d) }
        }
        return best?.0
    }

    /// Shift is not modelled (letters are typed lower-case) and `123` does not switch layouts:
    /// both are keys that take the touch and type nothing.
    override public func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, let key = key(at: touch.location(in: self)),
              let input = window?.application?.firstResponder as? KeyInput else { return }
        switch key {
        case let .character(c): input.insertText(c)
        case .space: input.insertText(" ")
        case .return: input.insertText("\n")
        case .delete: input.deleteBackward()
        case .shift, .numbers: break
        }
    }
}

/// The system window the keyboard lives in (UIKit's `UIRemoteKeyboardWindow`), above every
/// window of the app: its level is ``KeyboardWindow/keyboardLevel``. It covers the keyboard
/// only, so touches elsewhere go on to the app's windows; a touch on it is the keyboard's, and no
/// view, responder or recognizer of the app sees it.
public final class KeyboardWindow: Window {
    /// The keyboard window's level (observed: 10,000,000, above alerts at 2,000 and the status
    /// bar at 1,000; undocumented).
    public static let keyboardLevel = 10_000_000.0

    public let keyboard: Keyboard

    init(frame: Rect) {
        keyboard = Keyboard(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        super.init(id: "keyboardWindow", frame: frame, color: Color(red: 0xD1, green: 0xD3, blue: 0xD9))
        level = Self.keyboardLevel
        addSubview(keyboard)
    }
}

extension Application {
    /// The view the keyboard is for: the first responder, when it takes key input and is in one
    /// of the app's windows. A hidden one keeps the keyboard (observed in UIKit; undocumented).
    var keyboardOwner: View? {
        guard let view = firstResponder as? View, view is KeyInput,
              let w = view.window, !(w is KeyboardWindow), windows.contains(where: { $0 === w }) else { return nil }
        return view
    }

    /// Brings the keyboard up, changes its owner, or takes it away, to match the first
    /// responder, posting the keyboard's notifications as UIKit does: will/did show when it
    /// comes up or when another field takes it over (no hide in between), will/did hide when it
    /// goes. The slide is not animated: the keyboard is at its final frame, and takes touches
    /// there, at once. Both are choices where Apple is silent (`docs/undecided.md`), and the
    /// trace says so.
    func updateKeyboard() {
        let owner = keyboardOwner
        let shown = keyboardWindow.map { w in windows.contains { $0 === w } } ?? false
        if let owner {
            guard owner.id != keyboardOwnerID || !shown else { return }
            keyboardOwnerID = owner.id
            let window = shown ? keyboardWindow! : makeKeyboardWindow(for: owner)
            trace?.record(.undecided(shown ? .keyboardOwnerChange : .keyboardAtFinalFrame, view: owner.id, touch: nil))
            trace?.record(.callback(TraceCallback(.keyboardWillShow, view: owner.id, frame: window.frame)))
            if !shown { addWindow(window) }
            trace?.record(.callback(TraceCallback(.keyboardDidShow, view: owner.id, frame: window.frame)))
        } else if shown, let window = keyboardWindow {
            let was = keyboardOwnerID ?? ""
            // The hide notifications' end frame is where the keyboard goes: just below the
            // screen (UIKit's keyboardFrameEndUserInfoKey on hide).
            var gone = window.frame
            gone.origin.y += gone.height
            trace?.record(.callback(TraceCallback(.keyboardWillHide, view: was, frame: gone)))
            removeWindow(window)
            keyboardOwnerID = nil
            trace?.record(.callback(TraceCallback(.keyboardDidHide, view: was, frame: gone)))
        }
    }

    /// The screen: what the app's windows cover together (a scene's windows are laid out on one
    /// screen; a small second window does not make a small keyboard).
    var screenFrame: Rect {
        let frames = windows.filter { !($0 is KeyboardWindow) }.map(\.frame)
        guard var r = frames.first else { return Rect(x: 0, y: 0, width: 390, height: 844) }
        for f in frames.dropFirst() { r = r.union(f) }
        return r
    }

    /// The keyboard's window along the bottom of the screen.
    private func makeKeyboardWindow(for owner: View) -> KeyboardWindow {
        let screen = screenFrame
        let frame = Rect(x: screen.minX, y: screen.maxY - Keyboard.height, width: screen.width, height: Keyboard.height)
        if let w = keyboardWindow, w.frame == frame { return w }
        let w = KeyboardWindow(frame: frame)
        keyboardWindow = w
        return w
    }

    /// Whether the keyboard is up.
    public var isKeyboardShown: Bool { keyboardWindow.map { w in windows.contains { $0 === w } } ?? false }
}
