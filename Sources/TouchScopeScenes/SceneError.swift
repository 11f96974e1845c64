/// A place in a scene file: the file's path, then 1-based line and column.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) { self.path = path; self.line = line; self.column = column }

    public var description: String { "\(path):\(line):\(column)" }
}

/// One problem in a scene file, with where it is and what to do.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ location: SourceLocation, _ message: String) { self.location = location; self.message = message }

    /// `path:line:column: error: message`, the format compilers use (editors jump to it).
    public var description: String { "\(location): error: \(message)" }
}

/// Every problem found in a scene file; a scene with any problem is not loaded.
public struct SceneDiagnostics: Error, Sendable, Hashable, CustomStringConvertible {
    public var errors: [SceneError]

    public init(_ errors: [SceneError]) { self.errors = errors }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// Limits that keep an untrusted scene file from exhausting memory or the stack.
public enum SceneLimits {
    /// The deepest nesting of views (a window's direct subviews are depth 1).
    public static let maxDepth = 200
    /// The most views (windows included) in one scene.
    public static let maxViews = 20_000
    /// The most script steps.
    public static let maxScriptSteps = 100_000
    /// The most moves one `drag` step may make.
    public static let maxDragSteps = 10_000
    /// The largest scene file, in bytes.
    public static let maxFileBytes = 8 * 1024 * 1024
    /// The largest absolute coordinate or size accepted, in points.
    public static let maxCoordinate = 1_000_000.0
}
