// libyaml's C API, which Yams builds as its `CYaml` module. SwiftPM makes a dependency's C
// modules visible to its clients; only the event parser is used here, never Yams' internals.
import CYaml

/// Checks a YAML text against ``SceneLimits/maxYAMLDepth`` and ``SceneLimits/maxYAMLNodes``
/// BEFORE it is composed into nodes, by streaming libyaml's parser events (constant stack, and
/// memory proportional to the number of anchors only).
///
/// Composing is where an untrusted file could hurt: Yams composes recursively (a file of
/// 100,000 `[` recurses 100,000 deep, enough to overflow a thread's stack), and a "billion
/// laughs" file (anchors whose aliases repeat each other) is tiny as text but enormous once
/// every alias is walked. Here every alias
/// counts as the whole expanded size of what it names, so the check stops such a file at the
/// first alias that goes past the limit, with that alias's line and column.
enum YAMLGuard {
    /// The first limit the text exceeds, or nil (also nil for a YAML syntax error: composing
    /// reports those, with the same wording as always).
    static func check(_ text: String, path: String,
                      maxDepth: Int = SceneLimits.maxYAMLDepth, maxNodes: Int = SceneLimits.maxYAMLNodes) -> SceneError? {
        var bytes = Array(text.utf8)
        if bytes.isEmpty { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeMutableBufferPointer { buffer -> SceneError? in
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            // Expanded node counts of the open collections (innermost last), with their anchors.
            var open: [(anchor: String?, count: Int)] = []
            var anchors: [String: Int] = [:]
            var total = 0
            var event = yaml_event_t()
            func located(_ e: yaml_event_t, _ message: String) -> SceneError {
                SceneError(SourceLocation(path: path, line: Int(e.start_mark.line) + 1, column: Int(e.start_mark.column) + 1), message)
            }
            func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
                pointer.map { String(cString: UnsafePointer($0)) }
            }
            /// Adds `n` expanded nodes to the innermost open collection; false past the limit.
            func add(_ n: Int) -> Bool {
                total = total > maxNodes - n ? maxNodes + 1 : total + n
                if let last = open.indices.last { open[last].count = min(maxNodes + 1, open[last].count + n) }
                return total <= maxNodes
            }
            let tooMany = "the file has more than \(maxNodes) YAML nodes (lists, mappings and values), counting each alias (*name) as all that it repeats; scenes are far smaller, so look for aliases that repeat each other"
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    if !add(1) { return located(event, tooMany) }
                    if let a = name(event.data.scalar.anchor) { anchors[a] = 1 }
                case YAML_ALIAS_EVENT:
                    // An undefined alias is a composing error, reported there.
                    let size = name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
                    if !add(size) { return located(event, tooMany) }
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    if !add(1) { return located(event, tooMany) }
                    let anchor = event.type == YAML_SEQUENCE_START_EVENT
                        ? name(event.data.sequence_start.anchor) : name(event.data.mapping_start.anchor)
                    open.append((anchor, 1))
                    if open.count > maxDepth {
                        return located(event, "lists and mappings are nested more than \(maxDepth) levels deep; views may nest at most \(SceneLimits.maxDepth) levels")
                    }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { break }
                    if let a = closed.anchor { anchors[a] = closed.count }
                    // The collection's own nodes were already added to its parent's count as
                    // they came; only the parent's count of this subtree is still missing.
                    if let last = open.indices.last { open[last].count = min(maxNodes + 1, open[last].count + closed.count - 1) }
                default:
                    break
                }
            }
        }
    }
}
