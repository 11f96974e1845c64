// libyaml's C API, which Yams builds as its `CYaml` module. SwiftPM makes a dependency's C
// modules visible to its clients; only the event parser is used here, never Yams' internals.
import CYaml

/// Checks a YAML text against ``SceneLimits/maxYAMLDepth`` and ``SceneLimits/maxYAMLNodes``
/// by streaming libyaml's parser events (constant stack), and composes the tree in the same pass
/// (``compose(_:path:maxDepth:maxNodes:)``): each event is checked before its node is built, so
/// nothing past a limit is ever built.
///
/// Composing is where an untrusted file could hurt: a recursive composer (Yams') recurses as
/// deep as the file nests (a file of 100,000 `[` is enough to overflow a thread's stack; files
/// go to Yams here only within the limits), and a "billion laughs" file (anchors whose aliases
/// repeat each other) is tiny as text but enormous once every alias is walked. Here every alias
/// counts as the whole expanded size of what it names, so the check stops such a file at the
/// first alias that goes past the limit, with that alias's line and column.
enum YAMLGuard {
    /// The first limit the text exceeds, or nil (also nil for a YAML syntax error: composing
    /// reports those, with the same wording as always).
    static func check(_ text: String, path: String,
                      maxDepth: Int = SceneLimits.maxYAMLDepth, maxNodes: Int = SceneLimits.maxYAMLNodes) -> SceneError? {
        if case let .limit(error) = walk(text, path: path, maxDepth: maxDepth, maxNodes: maxNodes, build: false) { return error }
        return nil
    }

    /// What ``compose(_:path:maxDepth:maxNodes:)`` found.
    enum Composed {
        /// Within the limits, and the tree (nil for a file without a document).
        case node(YAMLNode?)
        /// The first limit the text exceeds.
        case limit(SceneError)
        /// Within the limits, but something only Yams words well: a syntax error, an undefined
        /// alias, more than one document. Compose with Yams for its error (or answer).
        case useYams
    }

    /// Checks the limits and builds the tree in ONE pass over libyaml's events, with no
    /// recursion (an explicit stack). The tree has the nodes, strings and marks (line and column
    /// from 1) of the tree `Yams.compose(yaml:)` builds, aliases replaced by the node their
    /// anchor names; it is a ``YAMLNode`` tree, which keeps nothing else (no tags, no styles).
    static func compose(_ text: String, path: String,
                        maxDepth: Int = SceneLimits.maxYAMLDepth, maxNodes: Int = SceneLimits.maxYAMLNodes) -> Composed {
        walk(text, path: path, maxDepth: maxDepth, maxNodes: maxNodes, build: true)
    }

    // swiftlint:disable:next function_body_length cyclomatic_complexity
    private static func walk(_ text: String, path: String, maxDepth: Int, maxNodes: Int, build: Bool) -> Composed {
        var text = text
        if text.utf8.isEmpty { return build ? .node(nil) : .useYams }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return .useYams }
        defer { yaml_parser_delete(&parser) }
        return text.withUTF8 { buffer -> Composed in
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            // Expanded node counts of the open collections (innermost last), with their anchors.
            var open: [(anchor: String?, count: Int)] = []
            var anchors: [String: Int] = [:]
            var total = 0
            var event = yaml_event_t()
            // The tree being built (when `build`): the open collections' nodes so far.
            var building = build
            var frames: [Frame] = []
            var nodesByAnchor: [String: YAMLNode] = [:]
            var root: YAMLNode?
            var documents = 0
            var needsYams = false
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
            /// A finished node goes into the innermost open collection, or is the root.
            func place(_ node: YAMLNode) {
                guard let last = frames.indices.last else { root = node; return }
                frames[last].take(node)
            }
            let tooMany = "the file has more than \(maxNodes) YAML nodes (lists, mappings and values), counting each alias (*name) as all that it repeats; scenes are far smaller, so look for aliases that repeat each other"
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return .useYams }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    if !build || needsYams { return .useYams }
                    return .node(root)
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 { needsYams = true; building = false }
                case YAML_SCALAR_EVENT:
                    if !add(1) { return .limit(located(event, tooMany)) }
                    let anchor = name(event.data.scalar.anchor)
                    if let anchor { anchors[anchor] = 1 }
                    if building {
                        let s = event.data.scalar
                        let value = String(decoding: UnsafeBufferPointer(start: s.value, count: s.length), as: UTF8.self)
                        let node = YAMLNode.scalar(.init(string: value, mark: mark(event.start_mark)))
                        if let anchor { nodesByAnchor[anchor] = node }
                        place(node)
                    }
                case YAML_ALIAS_EVENT:
                    // An undefined alias is a composing error: Yams reports it.
                    let alias = name(event.data.alias.anchor)
                    let size = alias.flatMap { anchors[$0] } ?? 1
                    if !add(size) { return .limit(located(event, tooMany)) }
                    if building {
                        if let alias, let node = nodesByAnchor[alias] { place(node) } else { needsYams = true; building = false }
                    }
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    if !add(1) { return .limit(located(event, tooMany)) }
                    let isSequence = event.type == YAML_SEQUENCE_START_EVENT
                    let anchor = isSequence ? name(event.data.sequence_start.anchor) : name(event.data.mapping_start.anchor)
                    open.append((anchor, 1))
                    if open.count > maxDepth {
                        return .limit(located(event, "lists and mappings are nested more than \(maxDepth) levels deep; views may nest at most \(SceneLimits.maxDepth) levels"))
                    }
                    if building {
                        frames.append(Frame(isSequence: isSequence, mark: mark(event.start_mark), anchor: anchor))
                    }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { break }
                    if let a = closed.anchor { anchors[a] = closed.count }
                    // The collection's own nodes were already added to its parent's count as
                    // they came; only the parent's count of this subtree is still missing.
                    if let last = open.indices.last { open[last].count = min(maxNodes + 1, open[last].count + closed.count - 1) }
                    if building, let frame = frames.popLast() {
                        let node = frame.node
                        if let a = frame.anchor { nodesByAnchor[a] = node }
                        place(node)
                    }
                default:
                    break
                }
            }
        }
    }

    /// libyaml's mark (from 0) as a ``YAMLNode/Mark`` (from 1).
    private static func mark(_ m: yaml_mark_t) -> YAMLNode.Mark {
        YAMLNode.Mark(line: Int32(clamping: m.line + 1), column: Int32(clamping: m.column + 1))
    }

    /// A collection being built: its items (a mapping's keys and values in turn).
    private struct Frame {
        let isSequence: Bool
        let mark: YAMLNode.Mark
        let anchor: String?
        var items: [YAMLNode] = []

        mutating func take(_ node: YAMLNode) { items.append(node) }

        var node: YAMLNode {
            isSequence ? .sequence(.init(nodes: items, mark: mark)) : .mapping(.init(keysAndValues: items, mark: mark))
        }
    }
}
