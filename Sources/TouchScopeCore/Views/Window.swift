/// A window: the root of a view tree and the view that starts hit-testing (UIKit's `UIWindow`).
///
/// A window is a view for hit-testing (its own visit is part of the trace). Its next responder
/// is the application.
open class Window: View {
    /// UIKit's `windowLevel`: higher levels are in front.
    public var level: Double = 0
    /// The root view controller, whose view is the window's first subview.
    public var rootViewController: ViewController?
    public internal(set) weak var application: Application?

    public init(id: String = "window", frame: Rect, color: Color = .white) {
        super.init(id: id, kind: .window, frame: frame, color: color)
    }

    override open var next: Responder? { application }
}
