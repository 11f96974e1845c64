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

extension Responder {
    /// Marks this responder as an instance of a class written in a Swift scene: the dispatch then
    /// calls its overrides of `point(inside:with:)` and `hitTest(_:with:)` (through rules named
    /// for the methods, so the trace says `TabBar.point(inside:with:)` where a scene file's rule
    /// would stand), runs its `remoteControlReceived` / `motionEnded`, and learns from each
    /// touches method whether it called `super`.
    public func adopt(_ user: UserClass) {
        userClass = user
        if user.overrides.contains(.remoteControlReceived) { implementedMethods.insert(EventSubtype.play.method) }
        if user.overrides.contains(.motionEnded) || user.overrides.contains(.motionBegan) {
            implementedMethods.insert(EventSubtype.shake.method)
        }
        guard let view = self as? View else { return }
        if user.overrides.contains(.pointInside) {
            view.pointInsideRule = .custom(name: user.label(.pointInside)) { v, p in v.point(inside: p, with: nil) }
        }
        if user.overrides.contains(.hitTest) {
            view.hitTestRule = .custom(name: user.label(.hitTest)) { call in call.view.hitTest(call.point, with: nil) }
        }
    }
}

extension UserClass {
    /// The label of an override that called itself without end: `Loop.hitTest(_:with:): hitTest(_:with:)
    /// called itself 10000 deep (UIKit: a crash)`.
    static func overflowLabel(_ name: String, _ overflow: (method: String, depth: Int)) -> String {
        "\(name): \(overflow.method) called itself \(overflow.depth) deep (UIKit: a crash)"
    }
}

extension UserClass {
    /// Marks `view` and its subviews whose class a Swift scene of the window's application
    /// declares (``Application/userClasses``) and are not marked yet: a view the scene's code makes
    /// later (in an action, a completion), added to one of its views.
    static func adoptRegistered(in view: View, under parent: View) {
        var root = parent
        while let s = root.superview { root = s }
        guard let classes = (root as? Window)?.application?.userClasses, !classes.isEmpty else { return }
        for v in view.subtree where v.userClass == nil {
            if let user = classes[ObjectIdentifier(type(of: v))] { v.adopt(user) }
        }
    }
}
