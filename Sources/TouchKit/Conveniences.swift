// UIKit's initialisers and target-action, in the shapes a learner types. Each view made without
// an `id:` gets one from its class (`tabBar`, `tabBar2`, ...), which the trace and the panel show.

extension View {
    /// UIKit's `init(frame:)`: an id from the class name.
    public convenience init(frame: Rect, color: Color = .white) {
        self.init(id: SceneBuild.nextID(for: Self.self), frame: frame, color: color)
    }
}

/// UIKit's `UIButton`: a control whose title is its text.
open class Button: Control {
    /// A button; `id` nil takes one from the class name.
    public init(id: String? = nil, title: String? = nil, frame: Rect, color: Color = Color(red: 0, green: 122, blue: 255)) {
        let name = id ?? SceneBuild.nextID(for: Self.self)
        super.init(id: name, kind: .button, frame: frame, color: color)
        if let title { text = title }
    }

    /// UIKit's `setTitle(_:for:)` (one state: TouchScope draws one title).
    public func setTitle(_ title: String) { text = title }
}

/// UIKit's `UILabel`: user interaction off by default.
open class Label: View {
    public init(id: String? = nil, text: String, frame: Rect, color: Color = .clear) {
        super.init(id: id ?? SceneBuild.nextID(for: Self.self), kind: .label, frame: frame, color: color)
        self.text = text
    }
}

/// UIKit's `UIImageView`: user interaction off by default.
open class ImageView: View {
    public init(id: String? = nil, frame: Rect, color: Color = Color(red: 200, green: 200, blue: 200)) {
        super.init(id: id ?? SceneBuild.nextID(for: Self.self), kind: .imageView, frame: frame, color: color)
    }
}

extension Control {
    /// UIKit's `addTarget(_:action:for:)`: `target` nil sends the action up the responder chain
    /// from the first responder. The target runs the action's code if it declared it with
    /// ``Responder/implement(_:_:)``.
    public func addTarget(_ target: Responder?, action: String, for event: ControlEvent) {
        addAction(action, target: target.map { .responder($0) } ?? .firstResponder, for: event)
    }

    /// UIKit's `addAction(_:for:)` with a closure: the control is its own target, and the trace
    /// names the action `handler` (`handler2`, ... for the control's next closures).
    public func addAction(for event: ControlEvent, _ body: @escaping (Control) -> Void) {
        var name = "handler", n = 1
        while implementedMethods.contains(name) { n += 1; name = "handler\(n)" }
        implement(name) { [unowned self] _ in body(self) }
        addAction(name, target: .responder(self), for: event)
    }
}

extension ViewController {
    /// A view controller for `view` (its root view); the id comes from the class name.
    public convenience init(view: View) {
        self.init(id: SceneBuild.nextID(for: Self.self), view: view)
    }
}

extension GestureRecognizer {
    /// A recognizer whose action is `handler` (UIKit's `init(target:action:)`), with an id from
    /// its class name.
    public convenience init(_ handler: @escaping (GestureRecognizer) -> Void) {
        self.init(id: SceneBuild.nextID(for: Self.self))
        self.handler = handler
    }
}

extension TextField {
    public convenience init(frame: Rect) {
        self.init(id: SceneBuild.nextID(for: Self.self), frame: frame)
    }
}

extension Slider {
    public convenience init(frame: Rect) { self.init(id: SceneBuild.nextID(for: Self.self), frame: frame) }
}

extension Switch {
    public convenience init(frame: Rect) { self.init(id: SceneBuild.nextID(for: Self.self), frame: frame) }
}

extension Color {
    /// A colour from `#RRGGBB` (black when the text is not one).
    public init(_ hex: String) { self = Color(hex: hex) ?? .black }
}
