/// A view controller: a responder that manages a root view (UIKit's `UIViewController`).
///
/// Its next responder is the controller that presented it when it was presented; otherwise its
/// view's superview (the window, when its view is the window's root view).
open class ViewController: Responder {
    /// The root view; that view's next responder is this controller.
    public private(set) weak var view: View?
    /// The controller that presented this one, if any.
    public weak var presentingViewController: ViewController?

    public init(id: String, view: View) {
        self.view = view
        super.init(id: id)
        view.viewController = self
    }

    override open var owningApplication: Application? { view?.window?.application }

    override open var next: Responder? {
        if let presenting = presentingViewController { return presenting }
        return view?.superview
    }
}
