#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The recursion guard that `touchscope` writes at the start of each overridden `hitTest` and
/// `point(inside:with:)` of a Swift scene (the course's pitfall: `self.hitTest` inside
/// `hitTest`). UIKit would overflow the stack and crash; the guard stops the calls at
/// ``limit`` deep (or earlier, when the thread's stack is close to running out: large frames,
/// a sanitizer's), makes the innermost return nil (or false), and the hit-test records the
/// verdict "called itself N deep".
public enum RecursionGuard {
    /// How deep one view's overrides may call each other before the guard stops them.
    public static let limit = 10_000
    /// The stack the guard leaves unused (bytes): what the code after the innermost call, and
    /// the program's own frames below the first call, may still need.
    static let reserve = 512 * 1024

    /// Whether the call must stop now (the guard has fired for this view): true returns at once.
    /// Otherwise counts one more level, which ``leave(_:)`` takes back.
    public static func enter(_ view: View, _ method: String) -> Bool {
        if view.userCodeOverflow != nil { return true }
        let depth = view.userCodeDepth
        if depth >= limit || (depth % 128 == 127 && stackNearlyFull()) {
            view.userCodeOverflow = (method, depth)
            return true
        }
        view.userCodeDepth += 1
        return false
    }

    public static func leave(_ view: View) {
        view.userCodeDepth -= 1
    }

    /// Whether less than ``reserve`` bytes of this thread's stack are left.
    static func stackNearlyFull() -> Bool {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        guard let low = stackLowAddress() else { return false }
        return here < low || here - low < UInt(reserve)
    }

    /// The lowest address of this thread's stack (stacks grow down), or nil when unknown.
    static func stackLowAddress() -> UInt? {
        #if canImport(Glibc)
        // glibc's pthread_getattr_np is a GNU extension Swift's Glibc module does not import.
        typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        let getattr = unsafeBitCast(symbol, to: GetAttr.self)
        var attr = pthread_attr_t()
        guard getattr(pthread_self(), &attr) == 0 else { return nil }
        defer { pthread_attr_destroy(&attr) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attr, &address, &size) == 0, let address else { return nil }
        return UInt(bitPattern: address)
        #elseif canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        return top - UInt(pthread_get_stacksize_np(pthread_self()))
        #else
        return nil
        #endif
    }
}
