import Yams

/// A node of the scene loader's own YAML tree: what the validation reads (a scalar's text,
/// list items and mapping pairs in file order) and where each node starts, nothing more.
///
/// ``YAMLGuard/compose(_:path:maxDepth:maxNodes:)`` builds it from libyaml's events in the pass
/// that checks the limits. It replaces Yams' `Node`, which cost about half of the parse: one
/// `Tag` object per node, styles, and a mapping's pairs converted when it is made and copied
/// again when it is iterated. Here a scalar is its `String` and its mark (no allocation for
/// text of up to 15 bytes), a list one array, and a mapping one array of keys and values in
/// turn. Aliases share the node their anchor names, as Yams' tree does.
enum YAMLNode {
    case scalar(Scalar)
    case sequence(Sequence)
    case mapping(Mapping)

    /// Where a node starts: line and column from 1 (libyaml's marks plus one, as Yams' `Mark`).
    struct Mark: Equatable {
        var line: Int32
        var column: Int32
    }

    /// A scalar: its text as written, never a resolver's guess (`on` is the text "on").
    struct Scalar {
        let string: String
        let mark: Mark
    }

    /// A list's items.
    struct Sequence: RandomAccessCollection {
        let nodes: [YAMLNode]
        let mark: Mark
        var startIndex: Int { 0 }
        var endIndex: Int { nodes.count }
        subscript(position: Int) -> YAMLNode { nodes[position] }
    }

    /// A mapping's pairs in file order (duplicate keys kept: the validation reports them).
    struct Mapping: RandomAccessCollection {
        /// Key, value, key, value, ...
        let keysAndValues: [YAMLNode]
        let mark: Mark
        var startIndex: Int { 0 }
        var endIndex: Int { keysAndValues.count / 2 }
        subscript(position: Int) -> (key: YAMLNode, value: YAMLNode) {
            (keysAndValues[2 * position], keysAndValues[2 * position + 1])
        }
    }

    /// Where the node starts.
    var mark: Mark {
        switch self {
        case let .scalar(s): return s.mark
        case let .sequence(q): return q.mark
        case let .mapping(m): return m.mark
        }
    }

    /// The same tree from a Yams node. Only for a text that the one-pass composer handed to
    /// Yams and that Yams then composed (it never has so far: those are its errors).
    init(_ node: Node) {
        func mark(_ m: Yams.Mark?) -> Mark { Mark(line: Int32(clamping: m?.line ?? 1), column: Int32(clamping: m?.column ?? 1)) }
        switch node {
        case let .scalar(s):
            self = .scalar(Scalar(string: s.string, mark: mark(s.mark)))
        case let .sequence(q):
            self = .sequence(Sequence(nodes: q.map(YAMLNode.init), mark: mark(q.mark)))
        case let .mapping(m):
            var keysAndValues: [YAMLNode] = []
            keysAndValues.reserveCapacity(2 * m.count)
            for (k, v) in m {
                keysAndValues.append(YAMLNode(k))
                keysAndValues.append(YAMLNode(v))
            }
            self = .mapping(Mapping(keysAndValues: keysAndValues, mark: mark(m.mark)))
        }
    }
}
