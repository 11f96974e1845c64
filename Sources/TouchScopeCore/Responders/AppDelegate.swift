/// The application delegate. When it is a responder (UIKit: a `UIResponder` that is not a view,
/// a view controller or the application), it is the application's next responder and the last
/// link of the responder chain.
public final class AppDelegate: Responder {
    public init() { super.init(id: "appDelegate") }
}
