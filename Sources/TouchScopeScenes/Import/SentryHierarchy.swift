import TouchScopeCore

/// Reads Sentry's view-hierarchy attachment (`view-hierarchy.json`): `{"rendering_system":
/// ..., "windows": [node]}`, each node `{"type", "identifier", "x", "y", "width", "height",
/// "alpha", "visible", "children": [node]}` with `x`, `y` in the parent's space. Other keys
/// (`depth`, `z`, `tag`, SDK extras) are allowed and not used.
enum SentryHierarchyReader {
    static func read(_ text: String, path: String) throws(SceneDiagnostics) -> ImportedHierarchy {
        var errors = ImportErrors(path: path)
        var parser = JSONScanner(bytes: Array(text.utf8))
        let root: JSONNode
        switch parser.document() {
        case let .success(node): root = node
        case let .failure(e):
            errors.add(line: e.line, column: e.column, e.message)
            throw errors.diagnostics() ?? SceneDiagnostics([])
        }
        guard case let .object(fields) = root.value else {
            errors.add(line: root.line, column: root.column,
                       "expected an object with a 'windows' list (Sentry's view-hierarchy.json: {\"rendering_system\": \"UIKIT\", \"windows\": [...]})")
            throw errors.diagnostics() ?? SceneDiagnostics([])
        }
        guard let windowsField = fields.first(where: { $0.key == "windows" }) else {
            errors.add(line: root.line, column: root.column, "no 'windows' key: expected {\"rendering_system\": \"UIKIT\", \"windows\": [...]}")
            throw errors.diagnostics() ?? SceneDiagnostics([])
        }
        guard case let .array(items) = windowsField.value.value else {
            errors.add(line: windowsField.value.line, column: windowsField.value.column, "'windows': expected a list of nodes")
            throw errors.diagnostics() ?? SceneDiagnostics([])
        }
        var count = 0
        var roots: [ImportedView] = []
        for item in items {
            if let v = node(item, depth: 0, count: &count, errors: &errors) { roots.append(v) }
            if count > SceneLimits.maxViews || errors.isFull { break }
        }
        if items.isEmpty { errors.add(line: windowsField.value.line, column: windowsField.value.column, "'windows' is empty: expected at least one window") }
        if let d = errors.diagnostics() { throw d }
        // Sentry records no interaction flags: the class table gives UIKit's own where it knows.
        for k in roots.indices { roots[k].applyClassTable(dumpSaysInteraction: false) }
        var h = ImportedHierarchy(format: .sentry, roots: roots, viewsRead: count)
        h.notes = [
            "transforms: Sentry writes each view's frame only; frames are taken as untransformed",
            "scroll offsets: not in the dump; scroll views are at offset 0 (bounds origin [0, 0])",
            "clipsToBounds and userInteractionEnabled: not in the dump; each kind's default (scroll views clip, no other view does), or UIKit's own for the classes in TouchScope's class table (said on each such view)",
        ]
        return h
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    static func node(_ n: JSONNode, depth: Int, count: inout Int, errors: inout ImportErrors) -> ImportedView? {
        guard case let .object(fields) = n.value else {
            errors.add(line: n.line, column: n.column, "expected a node: an object with 'type', 'x', 'y', 'width', 'height'")
            return nil
        }
        if depth > SceneLimits.maxDepth {
            errors.add(line: n.line, column: n.column, "views are nested too deeply: at most \(SceneLimits.maxDepth) levels")
            return nil
        }
        count += 1
        if count == SceneLimits.maxViews + 1 {
            errors.add(line: n.line, column: n.column, "too many views: a scene may have at most \(SceneLimits.maxViews)")
            return nil
        }
        func field(_ key: String) -> JSONNode? { fields.first(where: { $0.key == key })?.value }
        var ok = true
        func fail(_ f: JSONNode, _ key: String, _ expected: String) {
            errors.add(line: f.line, column: f.column, "'\(key)': expected \(expected)")
            ok = false
        }
        var className = ""
        if let t = field("type") {
            if case let .string(s) = t.value, !s.isEmpty { className = s } else { fail(t, "type", "the view's class name (a non-empty string)") }
        } else {
            errors.add(line: n.line, column: n.column, "this node has no 'type': expected the view's class name, e.g. \"type\": \"UIButton\"")
            ok = false
        }
        var geometry: [Double] = []
        for key in ["x", "y", "width", "height"] {
            guard let f = field(key) else {
                errors.add(line: n.line, column: n.column, "this node has no '\(key)': expected a number (Sentry writes x, y, width and height on every node)")
                ok = false
                continue
            }
            guard case let .number(v) = f.value, ImportGeometry.inRange(v), key.count == 1 || v >= 0 else {
                fail(f, key, key.count == 1 ? "a finite number within ±\(formatNumber(SceneLimits.maxCoordinate))" : "a finite number >= 0")
                continue
            }
            geometry.append(v)
        }
        var view = ImportedView(className: ClassMapping.demangled(className), kind: .view, frame: .zero, line: n.line)
        view.column = n.column
        if let f = field("alpha") {
            if case let .number(a) = f.value, a >= 0, a <= 1 { view.alpha = a } else if case .null = f.value {} else { fail(f, "alpha", "a number from 0 to 1") }
        }
        if let f = field("visible") {
            if case let .bool(b) = f.value { view.hidden = !b } else if case .null = f.value {} else { fail(f, "visible", "true or false") }
        }
        if let f = field("visibility") {
            // Sentry's Android form: "visible", "invisible", "gone".
            if case let .string(s) = f.value, ["visible", "invisible", "gone"].contains(s) { view.hidden = s != "visible" } else if case .null = f.value {} else {
                fail(f, "visibility", "\"visible\", \"invisible\" or \"gone\"")
            }
        }
        if let f = field("identifier") {
            if case let .string(s) = f.value { view.text = s.isEmpty ? nil : "#" + s } else if case .null = f.value {} else { fail(f, "identifier", "a string") }
        }
        var children: [JSONNode] = []
        if let f = field("children") {
            if case let .array(items) = f.value { children = items } else if case .null = f.value {} else { fail(f, "children", "a list of nodes") }
        }
        var subviews: [ImportedView] = []
        for c in children {
            if let v = node(c, depth: depth + 1, count: &count, errors: &errors) { subviews.append(v) }
            if count > SceneLimits.maxViews || errors.isFull { break }
        }
        guard ok, geometry.count == 4 else { return nil }
        view.frame = Rect(x: geometry[0], y: geometry[1], width: geometry[2], height: geometry[3])
        view.kind = ClassMapping.kind(of: view.className)
        if view.kind == .scrollView {
            view.unknowns.append("content offset: not in the dump; bounds origin [0, 0] assumed")
        }
        view.subviews = subviews
        return view
    }
}

/// A JSON value with where it starts (1-based line and column, in characters).
struct JSONNode {
    indirect enum Value {
        case object([(key: String, value: JSONNode)])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }
    var value: Value
    var line: Int
    var column: Int
}

/// A small strict JSON reader (RFC 8259) that keeps locations and refuses hostile input:
/// nesting deeper than ``SceneLimits/maxYAMLDepth``, more than ``SceneLimits/maxYAMLNodes``
/// values, numbers that are not finite, invalid escapes, text after the document.
struct JSONScanner {
    struct Failure: Error { var line: Int; var column: Int; var message: String }
    let bytes: [UInt8]
    var i = 0
    var line = 1
    var column = 1
    var nodes = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() -> Result<JSONNode, Failure> {
        do throws(Failure) {
            skipSpace()
            // A UTF-8 byte order mark.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, i == 0 { i = 3; skipSpace() }
            let v = try value(depth: 0)
            skipSpace()
            if i < bytes.count { throw fail("unexpected text after the JSON document; expected the end of the file") }
            return .success(v)
        } catch {
            return .failure(error)
        }
    }

    func fail(_ message: String) -> Failure { Failure(line: line, column: column, message: message) }

    mutating func advance() {
        guard i < bytes.count else { return }
        if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
        i += 1
    }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 {
            // Column counting: a continuation byte never appears here.
            advance()
        }
    }

    mutating func value(depth: Int) throws(Failure) -> JSONNode {
        skipSpace()
        guard i < bytes.count else { throw fail("the file ends where a value was expected (a truncated file?)") }
        nodes += 1
        if nodes > SceneLimits.maxYAMLNodes { throw fail("the file has more than \(SceneLimits.maxYAMLNodes) JSON values; view hierarchies are far smaller") }
        let l = line, c = column
        switch bytes[i] {
        case UInt8(ascii: "{"):
            guard depth < SceneLimits.maxYAMLDepth else { throw fail("lists and objects are nested more than \(SceneLimits.maxYAMLDepth) levels deep; views may nest at most \(SceneLimits.maxDepth) levels") }
            advance()
            var fields: [(key: String, value: JSONNode)] = []
            // A key twice in one object is ambiguous (RFC 8259: the behaviour is unpredictable);
            // scene files refuse duplicate keys too.
            var keys: Set<String> = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { advance(); return JSONNode(value: .object(fields), line: l, column: c) }
            while true {
                skipSpace()
                guard i < bytes.count else { throw fail("the file ends inside an object (a truncated file?); expected '}'") }
                guard bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a key in double quotes") }
                let (keyLine, keyColumn) = (line, column)
                let key = try string()
                guard keys.insert(key).inserted else {
                    throw Failure(line: keyLine, column: keyColumn,
                                  message: "duplicate key \"\(SceneError.clip(key))\" in this object; each key may appear once")
                }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':' after the key \"\(SceneError.clip(key))\"") }
                advance()
                let v = try value(depth: depth + 1)
                fields.append((key, v))
                skipSpace()
                guard i < bytes.count else { throw fail("the file ends inside an object (a truncated file?); expected ',' or '}'") }
                if bytes[i] == UInt8(ascii: ",") { advance(); continue }
                if bytes[i] == UInt8(ascii: "}") { advance(); break }
                throw fail("expected ',' or '}' in an object")
            }
            return JSONNode(value: .object(fields), line: l, column: c)
        case UInt8(ascii: "["):
            guard depth < SceneLimits.maxYAMLDepth else { throw fail("lists and objects are nested more than \(SceneLimits.maxYAMLDepth) levels deep; views may nest at most \(SceneLimits.maxDepth) levels") }
            advance()
            var items: [JSONNode] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { advance(); return JSONNode(value: .array(items), line: l, column: c) }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw fail("the file ends inside a list (a truncated file?); expected ',' or ']'") }
                if bytes[i] == UInt8(ascii: ",") { advance(); continue }
                if bytes[i] == UInt8(ascii: "]") { advance(); break }
                throw fail("expected ',' or ']' in a list")
            }
            return JSONNode(value: .array(items), line: l, column: c)
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try string()), line: l, column: c)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            for (word, v) in [("true", JSONNode.Value.bool(true)), ("false", .bool(false)), ("null", .null)] {
                let w = Array(word.utf8)
                if bytes.count - i >= w.count, Array(bytes[i..<(i + w.count)]) == w {
                    for _ in w { advance() }
                    return JSONNode(value: v, line: l, column: c)
                }
            }
            throw fail("expected a value (an object, list, string, number, true, false or null)")
        default:
            let start = i
            while i < bytes.count, let ch = Optional(bytes[i]),
                  (ch >= UInt8(ascii: "0") && ch <= UInt8(ascii: "9")) || ch == UInt8(ascii: "-") || ch == UInt8(ascii: "+")
                    || ch == UInt8(ascii: ".") || ch == UInt8(ascii: "e") || ch == UInt8(ascii: "E") { advance() }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            guard !text.isEmpty else {
                throw fail("expected a value (an object, list, string, number, true, false or null)")
            }
            guard let v = Double(text), v.isFinite, text.first != "+", !text.hasPrefix(".") else {
                throw Failure(line: l, column: c, message: "expected a finite number, found '\(SceneError.clip(text))'")
            }
            return JSONNode(value: .number(v), line: l, column: c)
        }
    }

    /// A string starting at the opening quote.
    mutating func string() throws(Failure) -> String {
        advance()
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw fail("the file ends inside a string (a truncated file?); expected '\"'") }
            let ch = bytes[i]
            if ch == UInt8(ascii: "\"") { advance(); break }
            if ch < 0x20 { throw fail("a control character inside a string; expected it escaped (\\n, \\u0000)") }
            if ch == UInt8(ascii: "\\") {
                advance()
                guard i < bytes.count else { throw fail("the file ends inside a string (a truncated file?)") }
                let e = bytes[i]
                advance()
                switch e {
                case UInt8(ascii: "\""): out.append(e)
                case UInt8(ascii: "\\"): out.append(e)
                case UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw fail("a lone UTF-16 surrogate in \\u escape; expected a pair")
                        }
                        advance(); advance()
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("a lone UTF-16 surrogate in \\u escape; expected a pair") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw fail("an invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    throw fail("an unknown escape '\\\(Character(Unicode.Scalar(e)))'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
                }
                continue
            }
            out.append(ch)
            advance()
        }
        return String(decoding: out, as: UTF8.self)
    }

    mutating func hex4() throws(Failure) -> UInt32 {
        guard bytes.count - i >= 4 else { throw fail("expected four hex digits after \\u") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let d = hexDigit(bytes[i]) else { throw fail("expected four hex digits after \\u") }
            v = v * 16 + d
            advance()
        }
        return v
    }

    func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
