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

    /// The longest message kept; a file's text quoted in messages is clipped to fit.
    public static let maxMessageLength = 400

    /// `message` on one line (line breaks and other control characters escaped) and at most
    /// ``maxMessageLength`` characters: an error is always exactly one line.
    public static func oneLine(_ message: String) -> String {
        var out = ""
        for ch in message.unicodeScalars {
            switch ch {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if ch.value < 0x20 || ch.value == 0x7F || ch == "\u{2028}" || ch == "\u{2029}" || ch == "\u{85}" {
                    out += "\\u{\(String(ch.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(ch)
                }
            }
        }
        return out.count > maxMessageLength ? String(out.prefix(maxMessageLength - 1)) + "…" : out
    }

    /// A value quoted in a message: its first 40 characters.
    public static func clip(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
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
    /// The longest caption (`say:`), in characters.
    public static let maxCaptionLength = 240
    /// The most touch samples a whole script may make (a tap is 2, a drag its moves + 2), so
    /// running a scene's script (`trace`, `render`) ends in reasonable time and memory.
    public static let maxScriptSamples = 200_000
    /// The most moves one `drag` step may make.
    public static let maxDragSteps = 10_000
    /// The highest finger number a script step may use (`finger: n`, and the fingers after it
    /// that a step for several fingers uses).
    public static let maxFinger = 20
    /// The largest scene file, in bytes.
    public static let maxFileBytes = 8 * 1024 * 1024
    /// The largest absolute coordinate or size accepted, in points.
    public static let maxCoordinate = 1_000_000.0
    /// The deepest nesting of YAML lists and mappings, checked before the document is built
    /// (the deepest scene that can load, 200 levels of views, nests about 410 deep).
    public static let maxYAMLDepth = 500
    /// The most YAML nodes (scalars, lists, mappings) in one file, counting each alias
    /// (`*name`) as every node of what it stands for: the alias-expansion limit that stops
    /// "billion laughs" files. Checked before the document is built.
    public static let maxYAMLNodes = 1_000_000
    /// The most errors reported for one file; the rest are counted in one last message.
    public static let maxErrors = 100
}
