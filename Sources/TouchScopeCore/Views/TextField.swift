/// A text field (UIKit's `UITextField`): a control that takes text from the keyboard.
///
/// A tap on it (its own tap recognizer) asks it to become the first responder; the keyboard,
/// in its own window above the app's (``Application/keyboardWindow``), is up for as long as a
/// text field is first responder, however it became so (a tap, code's `becomeFirstResponder()`,
/// the scene's initial first responder). Keys typed on the keyboard change its ``View/text``
/// and send `editingChanged`; the return key asks ``shouldReturn``.
///
/// Being a ``Control``: it tracks its touches (`touchDown`... and, since its tap recognizer
/// cancels the touch when it recognizes, `touchCancel` rather than `touchUpInside`, as one sees
/// in UIKit), and a disabled one (`isEnabled = false`) neither tracks nor becomes first
/// responder: its touches go up the responder chain. Unlike a button, its default action does not
/// beat a tap recognizer on an ancestor: Apple lists the controls whose single tap does (UIButton,
/// UISwitch, UIStepper, UISegmentedControl, UIPageControl; UISlider only for a swipe on its knob)
/// and UITextField is not one.
///
/// Its delegate's decisions are the scene's answers: ``shouldBeginEditing`` (false: the field
/// does not become first responder), ``shouldEndEditing`` (false: it stays first responder when
/// asked to resign; `endEditing(true)` does not ask, it forces) and ``shouldReturn``. Each
/// question and each `textFieldDidBeginEditing` / `DidEndEditing` is a `delegate` trace record.
open class TextField: Control, KeyInput {
    /// `textFieldShouldBeginEditing(_:)`'s answer.
    public var shouldBeginEditing = true
    /// `textFieldShouldEndEditing(_:)`'s answer.
    public var shouldEndEditing = true
    /// `textFieldShouldReturn(_:)`'s answer: true lets the return key send
    /// `editingDidEndOnExit` (and resign, when an action is registered for it).
    public var shouldReturn = true

    /// The field's own tap recognizer (id `ID.tap`), as UIKit's text field has: being on the hit
    /// view, it sees the tap before a keyboard-dismiss tap on an ancestor, recognizes first and
    /// prevents it. Disabled while the field is.
    public let tapGestureRecognizer: TapGestureRecognizer

    override public var isEnabled: Bool {
        didSet { tapGestureRecognizer.isEnabled = isEnabled }
    }

    public init(id: String, frame: Rect, color: Color = .white) {
        tapGestureRecognizer = TapGestureRecognizer(id: "\(id).tap")
        super.init(id: id, kind: .textField, frame: frame, color: color)
        acceptsFirstResponder = true
        addGestureRecognizer(tapGestureRecognizer)
        tapGestureRecognizer.handler = { [weak self] _ in self?.tapped() }
    }

    /// A disabled text field cannot become first responder (UIKit's answers false).
    override open var canBecomeFirstResponder: Bool { isEnabled && acceptsFirstResponder }

    /// Not in Apple's list of controls whose default action beats an ancestor's tap.
    override open func preventsAncestorGesture(_ recognizer: GestureRecognizer) -> Bool { false }

    private func tapped() {
        guard isEnabled, let app = window?.application, app.firstResponder !== self else { return }
        app.becomeFirstResponder(self)
    }

    // MARK: The delegate and the editing events

    override open func shouldBecomeFirstResponder(in app: Application) -> Bool {
        app.trace?.record(.callback(TraceCallback(.textFieldShouldBeginEditing, view: id, answer: String(shouldBeginEditing))))
        return shouldBeginEditing
    }

    override open func shouldResignFirstResponder(in app: Application) -> Bool {
        app.trace?.record(.callback(TraceCallback(.textFieldShouldEndEditing, view: id, answer: String(shouldEndEditing))))
        return shouldEndEditing
    }

    override open func didBecomeFirstResponder(in app: Application) {
        app.trace?.record(.callback(TraceCallback(.textFieldDidBeginEditing, view: id)))
        app.sendActions(self, .editingDidBegin)
    }

    override open func didResignFirstResponder(in app: Application) {
        app.trace?.record(.callback(TraceCallback(.textFieldDidEndEditing, view: id)))
        app.sendActions(self, .editingDidEnd)
    }

    // MARK: KeyInput

    public func insertText(_ string: String) {
        guard let app = window?.application else { return }
        if string == "\n" { returnKey(app); return }
        text += string
        app.trace?.record(.viewChanged(view: id, change: .typed(key: string, text: text)))
        app.sendActions(self, .editingChanged)
    }

    public func deleteBackward() {
        guard let app = window?.application, !text.isEmpty else { return }
        text.removeLast()
        app.trace?.record(.viewChanged(view: id, change: .typed(key: "⌫", text: text)))
        app.sendActions(self, .editingChanged)
    }

    /// The return key: `textFieldShouldReturn`; when it answers true, `editingDidEndOnExit`, and
    /// with an action registered for that event the field resigns (what "Did End On Exit" in
    /// Interface Builder is used for).
    private func returnKey(_ app: Application) {
        app.trace?.record(.callback(TraceCallback(.textFieldShouldReturn, view: id, answer: String(shouldReturn))))
        guard shouldReturn else { return }
        app.sendActions(self, .editingDidEndOnExit)
        if actions.contains(where: { $0.event == .editingDidEndOnExit }), app.firstResponder === self {
            app.resignCurrentFirstResponder()
        }
    }
}
