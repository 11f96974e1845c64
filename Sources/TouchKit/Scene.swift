@_exported import TouchScopeCore

/// A scene written in Swift: a title, the lesson, the views (built by a closure, afresh each
/// time the playground needs a new copy), and an optional script of taps.
///
/// A Swift scene file defines one top-level `let scene`:
///
/// ```swift
/// import TouchKit
///
/// final class TabBar: View {
///     override func point(inside point: Point, with event: Event?) -> Bool {
///         super.point(inside: point, with: event) || subviews.contains {
///             $0.point(inside: convert(point, to: $0), with: event)
///         }
///     }
/// }
///
/// let scene = Scene("A tab bar that answers for its button") { window in
///     let bar = TabBar(id: "tabBar", frame: Rect(x: 0, y: 761, width: 390, height: 83))
///     window.addSubview(bar)
/// }
/// ```
///
/// `touchscope open File.swift` compiles the file against this library, runs it in the window,
/// and reloads it when the file is saved.
public final class Scene: @unchecked Sendable {
    public let title: String
    public let summary: String
    /// Simplified Chinese title and summary (nil: the English ones).
    public let titleZh: String?
    public let summaryZh: String?
    /// The canvas (the main window's size), 390 x 844 by default.
    public let canvas: Size
    /// The main window's id (`window`) and background.
    public let windowID: String
    public let windowColor: Color
    public let steps: [Step]
    /// The action methods the application implements (UIApplication subclass), and the app
    /// delegate's (nil: no app delegate in the chain): the end of the responder chain.
    public let applicationImplements: [String]
    public let appDelegateImplements: [String]?
    /// The teaching overlays the scene opens with: `hitAreas`, `deadZones`, `hitMap`.
    public let overlays: [String]
    /// The line of `Scene(` in the file, for messages about the scene itself.
    public let line: Int
    private let body: (Window) -> Void

    /// A scene: `body` adds the views to the main window (a window the size of the canvas).
    public init(_ title: String, summary: String = "", titleZh: String? = nil, summaryZh: String? = nil,
                canvas: Size = Size(width: 390, height: 844), windowID: String = "window",
                windowColor: Color = Color(red: 242, green: 242, blue: 247),
                applicationImplements: [String] = [], appDelegateImplements: [String]? = nil,
                overlays: [String] = [], steps: [Step] = [], line: Int = #line, body: @escaping (Window) -> Void) {
        self.title = title; self.summary = summary; self.titleZh = titleZh; self.summaryZh = summaryZh
        self.canvas = canvas; self.windowColor = windowColor; self.steps = steps; self.body = body
        self.applicationImplements = applicationImplements; self.appDelegateImplements = appDelegateImplements
        self.overlays = overlays; self.line = line; self.windowID = windowID
    }

    /// Builds a fresh copy of the scene's windows (the main window first, then any other window
    /// the body made with ``SceneBuild/addWindow(_:)``). Ids left to the library are numbered per
    /// class in the order the views are made, so every copy has the same ids.
    public func makeWindows() -> [Window] {
        let build = SceneBuild()
        let previous = SceneBuild.current
        SceneBuild.current = build
        defer { SceneBuild.current = previous }
        let window = Window(id: windowID, frame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), color: windowColor)
        build.windows.append(window)
        body(window)
        return build.windows
    }
}

/// The scene being built (while ``Scene/makeWindows()`` runs): numbers the ids the code left to
/// the library, and collects the windows.
public final class SceneBuild {
    nonisolated(unsafe) static var current: SceneBuild?
    var counts: [String: Int] = [:]
    var windows: [Window] = []

    /// Adds another window (a higher `level` is in front; the first window is the key window).
    public static func addWindow(_ window: Window) { current?.windows.append(window) }

    /// `tabBar`, then `tabBar2`, ... for a class named `TabBar`.
    static func nextID(for type: Any.Type) -> String {
        var name = String(describing: type)
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        let lower = name.prefix(1).lowercased() + name.dropFirst()
        guard let build = current else { return lower }
        let n = (build.counts[lower] ?? 0) + 1
        build.counts[lower] = n
        return n == 1 ? lower : "\(lower)\(n)"
    }
}

/// What a compiled Swift scene hands to `touchscope`: the scene, and the classes the file
/// declares with the UIKit methods each overrides (`touchscope` reads them from the source and
/// writes this call; a learner never types it).
public final class SceneExport {
    public let scene: Scene
    public let classes: [(type: AnyClass, name: String, overrides: UInt32)]

    public init(scene: Scene, classes: [(type: AnyClass, name: String, overrides: UInt32)]) {
        self.scene = scene; self.classes = classes
    }
}
