import TouchScopeCore

/// The formats ``HierarchyImport`` reads.
public enum HierarchyFormat: String, Sendable, Hashable {
    /// The text of UIKit's `-[UIView recursiveDescription]` (`po view.recursiveDescription()`).
    case recursiveDescription
    /// Sentry's view-hierarchy attachment (`view-hierarchy.json`).
    case sentry

    /// How messages and the written scene name the format.
    public var title: String {
        switch self {
        case .recursiveDescription: return "UIKit recursiveDescription"
        case .sentry: return "Sentry view-hierarchy.json"
        }
    }
}

/// One view read from a hierarchy dump, before it becomes a scene entry: what the dump says,
/// and what it cannot say (``unknowns``), never filled in silently.
public struct ImportedView: Sendable {
    /// The class as the dump names it (`UIButton`, `MyApp.CheckoutButton`).
    public var className: String
    /// `baseClass = ...` when the dump prints it (the UIKit class a private class stands for).
    public var baseClass: String?
    /// The scene kind the class maps to (`.window` for windows).
    public var kind: ViewKind
    /// The frame before any transform, in the superview's space (what a scene's `frame` is).
    public var frame: Rect
    /// The bounds origin (a scroll view's content offset).
    public var boundsOrigin: Point = .zero
    /// The transform recovered from the dump, as a scene writes it.
    public var transform: TransformSpec?
    public var alpha: Double = 1
    public var hidden = false
    /// `clipsToBounds` when the dump says it (nil: the kind's default, true for scroll views).
    public var clips: Bool?
    /// `userInteractionEnabled` when the dump says it (nil: the kind's default).
    public var interaction: Bool?
    /// A control's `enabled` (`enabled = NO` in the dump).
    public var enabled = true
    /// A label's text, a view's accessibility identifier: what the scene draws after the class.
    public var text: String?
    public var tag: Int?
    /// A scroll view's content size.
    public var contentSize: Size?
    /// The background colour when the dump gives one (nil: the scene's palette).
    public var color: Color?
    /// What the dump cannot say about this view, one phrase each (written as comments).
    public var unknowns: [String] = []
    /// A point(inside:) area as insets of the bounds (the class table's wrapper views).
    public var insets: (top: Double, left: Double, bottom: Double, right: Double)?
    /// Whether it passes a touch that would be its own to what is behind it (`hitTest: passThrough`).
    public var passesTouchesThrough = false
    /// The object's address as the dump prints it (`0x7fb1c8e0a1c0`), lowercased; nil when none.
    public var address: String?
    /// Whether the dump shows animations on its layer (a dump taken mid-animation).
    public var animating = false
    /// The view controller whose root view this is (its class), from a `_printHierarchy` pasted
    /// with the dump.
    public var controllerClass: String?
    /// The 1-based line (and column) where the dump describes the view.
    public var line: Int
    public var column: Int = 1
    public var subviews: [ImportedView] = []

    public init(className: String, kind: ViewKind, frame: Rect, line: Int) {
        self.className = className; self.kind = kind; self.frame = frame; self.line = line
    }
}

/// A whole dump, read: its windows (or other top views) with their subtrees.
public struct ImportedHierarchy: Sendable {
    public var format: HierarchyFormat
    public var roots: [ImportedView]
    /// Views read from the file (windows included; sublayers are not views).
    public var viewsRead: Int
    /// Sublayer lines skipped (`<... (layer)>`): they are layers, not views.
    public var layersSkipped = 0
    /// What the dump cannot say about the whole screen (written as comments at the top).
    public var notes: [String] = []
    /// Damaged lines and fields the forgiving reader skipped, each at its line and column.
    public var warnings: [SceneError] = []
    /// Warnings past the limit, counted, not kept.
    public var warningsNotShown = 0
    /// Views the dump describes that could not be read (damaged, or nested under a damaged line).
    public var viewsSkipped = 0
    /// Lines that are not views (elisions, stray text), skipped.
    public var linesSkipped = 0
    /// What the paste held around the dump and was taken off (prompts, quotes, comment markers).
    public var removed: [String] = []
    /// What the reader noticed that is not damage (a dump taken mid-animation), each at its line.
    public var notices: [SceneError] = []
    /// View controllers from a pasted `_printHierarchy` attached to their root views.
    public var controllersAttached = 0
}

/// Which scene kind a UIKit class maps to.
public enum ClassMapping {
    /// The kind for a class (and its printed base class): the class table's
    /// (`Import/uikit-classes.txt`: UIControls are controls (`button`), image views and labels keep
    /// their kinds, scroll, table and collection views are scroll views, windows are windows),
    /// else by the name: a module prefix (`MyApp.`) is ignored; a class name ending in `Button`,
    /// `Label`, `ImageView`, `ScrollView`, `TableView`, `CollectionView` or `Window` is taken as
    /// that kind's subclass; anything else is a view.
    public static func kind(of className: String, baseClass: String? = nil) -> ViewKind {
        for name in [baseClass, className].compactMap({ $0 }).map(shortName) {
            if let kind = UIKitClassTable.info(name)?.kind { return kind }
            if name.hasSuffix("Window") { return .window }
            if name.hasSuffix("Button") || name.hasSuffix("Control") || name.hasSuffix("Switch")
                || name.hasSuffix("Slider") || name.hasSuffix("TextField") { return .button }
            if name.hasSuffix("ScrollView") || name.hasSuffix("TableView") || name.hasSuffix("CollectionView") { return .scrollView }
            if name.hasSuffix("ImageView") { return .imageView }
            if name.hasSuffix("Label") { return .label }
        }
        return .view
    }

    /// A Swift class name as the Objective-C runtime prints it when it has no readable name
    /// (private, nested or generic classes: `_TtC6MyShop11PromoBanner`), written as Swift does
    /// (`MyShop.PromoBanner`). Nested classes keep every level (`_TtCC6MyShop4Cart4Cell` ->
    /// `MyShop.Cart.Cell`); a private class's discriminator (`P33_<32 hex>`) is dropped; a generic
    /// class gets its arguments when they are plain nominal types (SwiftUI's
    /// `_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_` -> `SwiftUI._UIHostingView<SwiftUI.AnyView>`).
    /// Anything this does not fully understand comes back unchanged.
    public static func demangled(_ name: String) -> String {
        guard name.hasPrefix("_Tt") else { return name }
        var reader = OldMangling(Array(name.utf8.dropFirst(3)))
        guard let type = reader.type(), reader.atEnd else { return name }
        return type
    }

    /// The class name without its module (`MyApp.CheckoutButton` -> `CheckoutButton`).
    public static func shortName(_ className: String) -> String {
        let plain = className.split(separator: "<", maxSplits: 1).first.map(String.init) ?? className
        return plain.split(separator: ".").last.map(String.init) ?? plain
    }

    /// The stem of a readable id: the short class name without leading underscores and a `UI`
    /// prefix, in lower camel case (`UITableViewCell` -> `tableViewCell`, `_UIBarBackground` ->
    /// `barBackground`, `MyApp.CheckoutButton` -> `checkoutButton`).
    public static func idStem(_ className: String) -> String {
        var name = Substring(shortName(className))
        while name.first == "_" { name = name.dropFirst() }
        if name.hasPrefix("UI"), name.count > 2, let third = name.dropFirst(2).first, third.isUppercase { name = name.dropFirst(2) }
        // Keep letters and digits only.
        let kept = String(name.unicodeScalars.filter { ($0.value < 128) && (CharacterSetASCII.isAlnum($0)) }.map(Character.init))
        guard let first = kept.first, first.isLetter else { return "view" }
        // Lower the leading capitals (an acronym stays one word: `URLView` -> `urlView`).
        let chars = Array(kept)
        var run = 0
        while run < chars.count, chars[run].isUppercase { run += 1 }
        let lowerCount = run <= 1 || run == chars.count ? run : run - 1
        return String(chars[0..<lowerCount]).lowercased() + String(chars[lowerCount...])
    }
}

enum CharacterSetASCII {
    static func isAlnum(_ s: Unicode.Scalar) -> Bool {
        (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9")
    }
}

/// Swift's first (pre-Swift-4.2) mangling, the form the Objective-C runtime still prints for
/// Swift classes without an `@objc` name: just enough of it for class names in view dumps.
/// `type` is a nominal type (`C` class, `V` struct, `O` enum; nested by repeating the letter) or a
/// generic one (`G` type, arguments, `_`); a context is a length-prefixed module name, `Ss`
/// (Swift), `So` / `__C` (Objective-C, dropped) or `S_`, `S0_`, ... (a module named before).
struct OldMangling {
    private let s: [UInt8]
    private var i = 0
    private var modules: [String] = []

    init(_ bytes: [UInt8]) { s = bytes }

    var atEnd: Bool { i == s.count }

    private func peek(_ c: Character) -> Bool { i < s.count && s[i] == c.asciiValue }

    mutating func type() -> String? {
        if peek("G") {
            i += 1
            guard let base = type() else { return nil }
            var arguments: [String] = []
            while !peek("_") {
                guard arguments.count < 16, let argument = type() else { return nil }
                arguments.append(argument)
            }
            i += 1
            return arguments.isEmpty ? nil : base + "<" + arguments.joined(separator: ", ") + ">"
        }
        var levels = 0
        while peek("C") || peek("V") || peek("O") { levels += 1; i += 1 }
        guard levels > 0, levels <= 16, let module = context() else { return nil }
        var parts = module.isEmpty ? [] : [module]
        for _ in 0..<levels {
            if peek("P") {
                i += 1
                guard identifier() != nil else { return nil }   // a private class's discriminator
            }
            guard let part = identifier() else { return nil }
            parts.append(part)
        }
        return parts.joined(separator: ".")
    }

    private mutating func context() -> String? {
        if peek("S") {
            i += 1
            if peek("s") { i += 1; return "Swift" }
            if peek("o") { i += 1; return "" }
            var index = 0
            if !peek("_") {
                guard let n = number() else { return nil }
                index = n + 1
            }
            guard peek("_"), index < modules.count else { return nil }
            i += 1
            return modules[index]
        }
        guard let module = identifier() else { return nil }
        if module == "__C" { return "" }
        modules.append(module)
        return module
    }

    private mutating func number() -> Int? {
        let start = i
        var n = 0
        while i < s.count, s[i] >= 48, s[i] <= 57, i - start < 6 { n = n * 10 + Int(s[i] - 48); i += 1 }
        return i > start ? n : nil
    }

    private mutating func identifier() -> String? {
        guard let length = number(), length > 0, i + length <= s.count else { return nil }
        defer { i += length }
        return String(decoding: s[i..<(i + length)], as: UTF8.self)
    }
}
