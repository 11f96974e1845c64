/// A reason in the trace, as a value: a stable code for tools, the values it mentions, and its
/// English words.
///
/// The core never speaks in any other language: the text and JSON formatters print ``text``
/// (JSON adds ``code`` as `reasonCode`), and the interface looks up `reason.<code>` in its string
/// table for the language shown, filling `{0}`, `{1}`, ... with ``arguments``.
public protocol TraceReason: Sendable {
    /// A stable identifier in lowerCamelCase, e.g. `requiredFailureRecognized`, `preventedBy`.
    var code: String { get }
    /// The values the words mention, in order (view and recognizer ids, formatted numbers).
    var arguments: [String] { get }
    /// The English words, as the text trace prints them.
    var text: String { get }
}
