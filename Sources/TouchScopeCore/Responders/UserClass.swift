/// UIKit's methods that a class written in a Swift scene can override and that the dispatch
/// calls (the others, such as `touchesBegan`'s body, run without the dispatch needing to know).
public struct OverriddenMethods: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let pointInside = OverriddenMethods(rawValue: 1 << 0)
    public static let hitTest = OverriddenMethods(rawValue: 1 << 1)
    public static let touchesBegan = OverriddenMethods(rawValue: 1 << 2)
    public static let touchesMoved = OverriddenMethods(rawValue: 1 << 3)
    public static let touchesEnded = OverriddenMethods(rawValue: 1 << 4)
    public static let touchesCancelled = OverriddenMethods(rawValue: 1 << 5)
    public static let remoteControlReceived = OverriddenMethods(rawValue: 1 << 6)
    public static let motionEnded = OverriddenMethods(rawValue: 1 << 7)
    public static let motionBegan = OverriddenMethods(rawValue: 1 << 8)
    public static let next = OverriddenMethods(rawValue: 1 << 9)
    public static let canBecomeFirstResponder = OverriddenMethods(rawValue: 1 << 10)

    /// The touches method of `phase`.
    public static func touches(_ phase: ResponderPhase) -> OverriddenMethods {
        switch phase {
        case .began: return .touchesBegan
        case .moved: return .touchesMoved
        case .ended: return .touchesEnded
        case .cancelled: return .touchesCancelled
        }
    }

    /// Each method with the name a Swift declaration gives it (`point(inside:with:)`), in a
    /// fixed order.
    public static let named: [(OverriddenMethods, String)] = [
        (.pointInside, "point(inside:with:)"), (.hitTest, "hitTest(_:with:)"),
        (.touchesBegan, "touchesBegan(_:with:)"), (.touchesMoved, "touchesMoved(_:with:)"),
        (.touchesEnded, "touchesEnded(_:with:)"), (.touchesCancelled, "touchesCancelled(_:with:)"),
        (.remoteControlReceived, "remoteControlReceived(with:)"), (.motionEnded, "motionEnded(_:with:)"),
        (.motionBegan, "motionBegan(_:with:)"), (.next, "next"), (.canBecomeFirstResponder, "canBecomeFirstResponder"),
    ]

    /// The names of the methods in this set.
    public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }
}

/// A class written in a Swift scene: its name and the UIKit methods it (or a class of the scene
/// it inherits from) overrides. The dispatch asks the user's code live for these and only these;
/// views of built-in classes keep the compiled fast paths.
public struct UserClass: Sendable, Hashable {
    public var name: String
    public var overrides: OverriddenMethods

    public init(name: String, overrides: OverriddenMethods) {
        self.name = name; self.overrides = overrides
    }

    /// The label a trace gives a call into the override of `method`: `TabBar.hitTest(_:with:)`.
    public func label(_ method: OverriddenMethods) -> String {
        "\(name).\(method.names.first ?? "?")"
    }
}
