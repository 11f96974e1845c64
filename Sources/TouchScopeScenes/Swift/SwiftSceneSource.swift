import TouchScopeCore

/// What `touchscope` needs to know of a Swift scene's source before compiling it: the classes it
/// declares and the UIKit methods each overrides, where to put the recursion guard in each
/// overridden `hitTest` and `point(inside:with:)`, and whether it declares `scene`.
///
/// A small scanner, not a parser: it skips comments and string literals, follows braces, and
/// reads `class NAME: SUPER {` and `override func NAME(` / `override var NAME` in a class body.
/// Generic classes are not registered (their overrides still run, but without the trace's ⚙
/// label and the fast path's bypass; docs/swift-scenes.md says so).
public struct SwiftSceneSource {
    public struct DeclaredClass: Equatable {
        public var name: String
        public var superclass: String?
        /// The methods this class itself overrides.
        public var own: OverriddenMethods
        /// With those inherited from the file's other classes.
        public var overrides: OverriddenMethods
        public var line: Int
        /// A generic class (or one inside a function) cannot be named in the generated
        /// registration: its instances run their overrides without the trace's labels
        /// (docs/swift-scenes.md).
        public var generic = false
    }

    public private(set) var classes: [DeclaredClass] = []
    /// Byte offsets just after the `{` and at the `}` of each overridden `hitTest` /
    /// `point(inside:with:)` body, with the method: where the guard goes.
    public private(set) var guardPoints: [(open: Int, close: Int, method: OverriddenMethods)] = []
    /// Whether the file declares a top-level `let scene` (or `var scene`).
    public private(set) var declaresScene = false

    public init(_ text: String) {
        let bytes = Array(text.utf8)
        scan(bytes)
        resolveInheritance()
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 10 { starts.append(i + 1) }
        lineStarts = starts
    }

    /// The byte offset where each line starts (line 1 first).
    private var lineStarts: [Int] = []

    /// A column the compiler reported on the instrumented file, as a column of the file as
    /// written: on the line of an overridden body's `{`, past the guard written after it.
    public func originalColumn(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return column }
        var shift = 0
        for point in guardPoints {
            let start = lineStarts[line - 1]
            let end = line < lineStarts.count ? lineStarts[line] : Int.max
            guard point.open >= start, point.open < end else { continue }
            let insertedAt = point.open - start + 1   // the column just after the `{`
            if column > insertedAt + shift { shift += Self.openCode(point.method).utf8.count }
        }
        return max(1, column - shift)
    }

    /// What the guard writes after the `{` of an overridden body.
    static func openCode(_ method: OverriddenMethods) -> String {
        let name = method == .hitTest ? "hitTest(_:with:)" : "point(inside:with:)"
        let stop = method == .hitTest ? "nil" : "false"
        let type = method == .hitTest ? "View?" : "Bool"
        return " if TouchKit.RecursionGuard.enter(self, \"\(name)\") { return \(stop) }; defer { TouchKit.RecursionGuard.leave(self) }; return { () -> \(type) in"
    }

    /// The source with the recursion guard around each overridden `hitTest` and
    /// `point(inside:with:)` body, on the body's own first and last lines (so every line and
    /// most columns stay). The body runs as an immediately called closure of the method's type,
    /// so a body of one expression still returns it:
    ///
    ///     { if TouchKit.RecursionGuard.enter(self, "hitTest(_:with:)") { return nil };
    ///       defer { TouchKit.RecursionGuard.leave(self) }; return { () -> View? in BODY }() }
    public func instrumented(_ text: String) -> String {
        var bytes = Array(text.utf8)
        var edits: [(Int, String)] = []
        for point in guardPoints {
            edits.append((point.open, Self.openCode(point.method)))
            edits.append((point.close, " }() "))
        }
        for (offset, code) in edits.sorted(by: { $0.0 > $1.0 }) {
            bytes.insert(contentsOf: Array(code.utf8), at: offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Scanning

    private enum Token: Equatable {
        case word(String)
        case punct(UInt8)
    }

    private enum Scope {
        case classBody(Int)   // index into classes
        /// A struct, enum, actor or extension: a class inside it is named through it.
        case type(String)
        case method(OverriddenMethods?)
        case other

        /// Whether a class declared here can be named from the file's top level.
        var namesClasses: Bool {
            switch self {
            case .classBody, .type: return true
            case .method, .other: return false
            }
        }
    }

    private mutating func scan(_ s: [UInt8]) {
        var tokens: [(Token, Int, Int)] = []   // token, offset just after it, line
        var i = 0, line = 1
        let n = s.count
        func isIdent(_ c: UInt8) -> Bool { c == 95 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 128 }
        while i < n {
            let c = s[i]
            if c == 10 { line += 1; i += 1; continue }
            if c == 47, i + 1 < n, s[i + 1] == 47 {   // line comment
                while i < n, s[i] != 10 { i += 1 }
                continue
            }
            if c == 47, i + 1 < n, s[i + 1] == 42 {   // block comment, nested
                var depth = 0
                while i < n {
                    if s[i] == 47, i + 1 < n, s[i + 1] == 42 { depth += 1; i += 2; continue }
                    if s[i] == 42, i + 1 < n, s[i + 1] == 47 { depth -= 1; i += 2; if depth == 0 { break }; continue }
                    if s[i] == 10 { line += 1 }
                    i += 1
                }
                continue
            }
            if c == 35 || c == 34 {   // #"raw"#, "string", """multi-line"""
                var hashes = 0
                var j = i
                while j < n, s[j] == 35 { hashes += 1; j += 1 }
                if j < n, s[j] == 34 {
                    let multi = j + 2 < n && s[j + 1] == 34 && s[j + 2] == 34
                    j += multi ? 3 : 1
                    while j < n {
                        if s[j] == 10 { line += 1 }
                        if s[j] == 92, hashes == 0 { j += 2; continue }
                        if s[j] == 34 {
                            var k = j
                            if multi { guard k + 2 < n, s[k + 1] == 34, s[k + 2] == 34 else { j += 1; continue }; k += 3 } else { k += 1 }
                            var h = 0
                            while h < hashes, k < n, s[k] == 35 { h += 1; k += 1 }
                            if h == hashes { j = k; break }
                        }
                        j += 1
                    }
                    i = j
                    continue
                }
                if c == 35 { i += 1; continue }   // #if, #line, ...: the word after it is read
            }
            if isIdent(c) {
                var j = i
                while j < n, isIdent(s[j]) { j += 1 }
                tokens.append((.word(String(decoding: s[i..<j], as: UTF8.self)), j, line))
                i = j
                continue
            }
            if c == 96 {   // `escaped`
                var j = i + 1
                while j < n, s[j] != 96, s[j] != 10 { j += 1 }
                tokens.append((.word(String(decoding: s[(i + 1)..<min(j, n)], as: UTF8.self)), min(j + 1, n), line))
                i = min(j + 1, n)
                continue
            }
            if c == 32 || c == 9 || c == 13 { i += 1; continue }
            tokens.append((.punct(c), i + 1, line))
            i += 1
        }
        walk(tokens)
    }

    private static let modifiers: Set<String> = ["final", "open", "public", "internal", "private", "fileprivate", "static",
                                                   "override", "required", "convenience", "dynamic", "nonisolated", "class", "mutating"]

    private mutating func walk(_ tokens: [(Token, Int, Int)]) {
        var scopes: [Scope] = []
        var pendingClass: Int?
        var pendingType: String?
        var pendingMethod: OverriddenMethods??   // .some(nil): an override of a method not tracked
        var sawOverride = false
        var names: [String] = []   // enclosing class names, for nested classes
        var openGuards: [(open: Int, method: OverriddenMethods, depth: Int)] = []
        var k = 0
        func word(_ at: Int) -> String? { at < tokens.count ? { if case let .word(w) = tokens[at].0 { return w } else { return nil } }() : nil }
        func punct(_ at: Int) -> UInt8? { at < tokens.count ? { if case let .punct(p) = tokens[at].0 { return p } else { return nil } }() : nil }
        var inClassBody: Int? {
            if case let .classBody(index)? = scopes.last { return index }
            return nil
        }
        while k < tokens.count {
            let (token, end, line) = tokens[k]
            switch token {
            case .punct(123):   // {
                if let c = pendingClass {
                    scopes.append(.classBody(c)); names.append(classes[c].name.components(separatedBy: ".").last ?? "")
                    pendingClass = nil
                } else if let t = pendingType {
                    scopes.append(.type(t)); names.append(t)
                    pendingType = nil
                } else if let m = pendingMethod {
                    scopes.append(.method(m))
                    if let m, m == .hitTest || m == .pointInside { openGuards.append((end, m, scopes.count)) }
                    pendingMethod = nil
                } else {
                    scopes.append(.other)
                }
            case .punct(125):   // }
                if let last = openGuards.last, last.depth == scopes.count {
                    guardPoints.append((last.open, end - 1, last.method))
                    openGuards.removeLast()
                }
                switch scopes.popLast() {
                case .classBody?, .type?: names.removeLast()
                default: break
                }
            case .word("class") where word(k + 1).map { !Self.modifiers.contains($0) && $0 != "func" && $0 != "var" && $0 != "let" && $0 != "subscript" } ?? false:
                // `class Name<...>: Super {` at the top level or in a class body.
                let name = word(k + 1) ?? ""
                var j = k + 2
                var generic = false
                if punct(j) == 60 {   // generic: its overrides are guarded, but the class is not registered
                    generic = true
                    var depth = 0
                    while j < tokens.count {
                        if punct(j) == 60 { depth += 1 } else if punct(j) == 62 { depth -= 1; if depth == 0 { j += 1; break } }
                        j += 1
                    }
                }
                var superclass: String?
                if punct(j) == 58 {
                    j += 1
                    var parts: [String] = []
                    while let w = word(j) { parts.append(w); j += 1; if punct(j) == 46 { j += 1 } else { break } }
                    superclass = parts.last
                }
                let qualified = (names + [name]).joined(separator: ".")
                // A class inside a function or closure cannot be named from the entry point.
                let nameable = scopes.allSatisfy(\.namesClasses)
                classes.append(DeclaredClass(name: qualified, superclass: superclass, own: [], overrides: [], line: line,
                                             generic: generic || !nameable))
                pendingClass = classes.count - 1
                k += 1
                continue
            case .word("struct"), .word("enum"), .word("actor"), .word("extension"):
                // `extension Outer.Inner {`: the dotted name.
                var parts: [String] = []
                var j = k + 1
                while let w = word(j) { parts.append(w); j += 1; if punct(j) == 46 { j += 1 } else { break } }
                if !parts.isEmpty, pendingClass == nil, pendingMethod == nil {
                    pendingType = parts.joined(separator: ".")
                }
            case .word("override") where inClassBody != nil:
                sawOverride = true
            case .word("func") where sawOverride:
                sawOverride = false
                let name = word(k + 1) ?? ""
                var method: OverriddenMethods?
                switch name {
                case "point": method = word(k + 3) == "inside" ? .pointInside : nil
                case "hitTest": method = .hitTest
                case "touchesBegan": method = .touchesBegan
                case "touchesMoved": method = .touchesMoved
                case "touchesEnded": method = .touchesEnded
                case "touchesCancelled": method = .touchesCancelled
                case "remoteControlReceived": method = .remoteControlReceived
                case "motionBegan": method = .motionBegan
                case "motionEnded": method = .motionEnded
                default: method = nil
                }
                if let method, let c = inClassBody { classes[c].own.insert(method) }
                pendingMethod = .some(method)
            case .word("var") where sawOverride:
                sawOverride = false
                if let c = inClassBody {
                    if word(k + 1) == "next" { classes[c].own.insert(.next) }
                    if word(k + 1) == "canBecomeFirstResponder" { classes[c].own.insert(.canBecomeFirstResponder) }
                }
            case .word("let"), .word("var"):
                if scopes.isEmpty, word(k + 1) == "scene" { declaresScene = true }
                sawOverride = false
            case let .word(w) where !Self.modifiers.contains(w):
                if sawOverride && w != "func" && w != "var" { sawOverride = false }
            case .punct(59):
                sawOverride = false
            default:
                break
            }
            k += 1
        }
    }

    /// A class inherits the overrides of the file's classes it derives from.
    private mutating func resolveInheritance() {
        for i in classes.indices {
            var all = classes[i].own
            var next = classes[i].superclass
            var seen: Set<String> = [classes[i].name]
            while let s = next, let parent = classes.first(where: { $0.name == s || $0.name.hasSuffix("." + s) }),
                  seen.insert(parent.name).inserted {
                all.formUnion(parent.own)
                next = parent.superclass
            }
            classes[i].overrides = all
        }
    }
}
