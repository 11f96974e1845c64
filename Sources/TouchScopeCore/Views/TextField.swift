/// A text field (UIKit's `UITextField`): a tap on it (its own tap recognizer) makes it the first
/// responder, and its window shows a ``Keyboard`` at its bottom, a view of the window like any
/// other (hit-testable: touches on it go to it, not to the views behind). When it resigns
/// (``Application/resignFirstResponder()``, another responder becoming first, a recognizer
/// whose action is `endEditing`) the keyboard goes away.
///
/// - Note: UIKit's keyboard is a view in a window of its own above the app's; TouchScope puts it
///   in the text field's window, in front of everything there (the same for hit-testing within
///   that window). Its height is ``Keyboard/height`` (UIKit: about 291 points on a 390-point
///   wide iPhone, plus the suggestions bar; undocumented).
open class TextField: View {
    /// The keyboard shown while this field is first responder.
    public private(set) var keyboard: Keyboard?

    /// The field's own tap recognizer (id `ID.tap`), as UIKit's text field has: being on the hit
    /// view, it sees the tap before a keyboard-dismiss tap on an ancestor, recognizes first and
    /// prevents it.
    public let tapGestureRecognizer: TapGestureRecognizer

    public init(id: String, frame: Rect, color: Color = .white) {
        tapGestureRecognizer = TapGestureRecognizer(id: "\(id).tap")
        super.init(id: id, kind: .textField, frame: frame, color: color)
        acceptsFirstResponder = true
        addGestureRecognizer(tapGestureRecognizer)
        tapGestureRecognizer.handler = { [weak self] _ in self?.tapped() }
    }

    /// A text field handles its touches (unless a scene says otherwise).
    override public func effectiveTouchBehaviour(for phase: ResponderPhase) -> TouchBehaviour {
        touchBehaviours.isEmpty ? .handle : touchBehaviour(for: phase)
    }

    private func tapped() {
        guard let app = window?.application, app.firstResponder !== self else { return }
        if app.becomeFirstResponder(self) { showKeyboard() }
    }

    private func showKeyboard() {
        guard keyboard == nil, let w = window else { return }
        let k = Keyboard(frame: Rect(x: 0, y: w.bounds.height - Keyboard.height, width: w.bounds.width, height: Keyboard.height))
        w.addSubview(k)
        keyboard = k
        w.application?.trace?.record(.viewChanged(view: k.id, change: .keyboardShown(for: id)))
    }

    /// It is no longer the first responder: the keyboard goes.
    func didResignFirstResponder() {
        guard let k = keyboard else { return }
        let app = window?.application
        keyboard = nil
        k.removeFromSuperview()
        app?.trace?.record(.viewChanged(view: k.id, change: .keyboardHidden(resigned: id)))
    }
}

/// The on-screen keyboard a ``TextField`` shows: it handles every touch on it.
public final class Keyboard: View {
    /// Its height in points (UIKit: undocumented; 291, an iPhone's letters keyboard).
    public static let height = 291.0

    init(frame: Rect) {
        super.init(id: "keyboard", kind: .keyboard, frame: frame, color: Color(red: 0xD1, green: 0xD3, blue: 0xD9))
        setTouchBehaviour(.handle)
    }
}
