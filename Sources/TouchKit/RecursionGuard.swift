/// The recursion guard that `touchscope` writes at the start of each overridden `hitTest` and
/// `point(inside:with:)` of a Swift scene (the course's pitfall: `self.hitTest` inside
/// `hitTest`). UIKit would overflow the stack and crash; the guard stops the calls at
/// ``limit`` deep, makes the innermost return nil (or false), and the hit-test records the
/// verdict "called itself N deep".
public enum RecursionGuard {
    /// How deep one view's overrides may call each other before the guard stops them.
    public static let limit = 10_000

    /// Whether the call must stop now (the guard has fired for this view): true returns at once.
    /// Otherwise counts one more level, which ``leave(_:)`` takes back.
    public static func enter(_ view: View, _ method: String) -> Bool {
        if view.userCodeOverflow != nil { return true }
        if view.userCodeDepth >= limit {
            view.userCodeOverflow = (method, view.userCodeDepth)
            return true
        }
        view.userCodeDepth += 1
        return false
    }

    public static func leave(_ view: View) {
        view.userCodeDepth -= 1
    }
}
