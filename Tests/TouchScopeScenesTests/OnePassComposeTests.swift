import Foundation
import Testing
import Yams
@testable import TouchScopeScenes

/// The one-pass composer (limits and tree together) builds the tree Yams builds: the same
/// nodes, texts and marks (``YAMLNode`` keeps no tags or styles).
@Suite struct OnePassCompose {
    /// A structural description of a Yams node: kind, string, mark, children.
    static func describe(_ node: Node?) -> String {
        guard let node else { return "nil" }
        func mark(_ m: Mark?) -> String { m.map { "\($0.line):\($0.column)" } ?? "-" }
        switch node {
        case let .scalar(s):
            return "S(\(s.string.debugDescription) \(mark(s.mark)))"
        case let .sequence(q):
            return "Q(\(mark(q.mark)) [" + q.map { describe($0) }.joined(separator: ", ") + "])"
        case let .mapping(m):
            return "M(\(mark(m.mark)) {"
                + m.map { "\(describe($0.key)): \(describe($0.value))" }.joined(separator: ", ") + "})"
        }
    }

    /// The same description of one of ours.
    static func describe(_ node: YAMLNode?) -> String {
        guard let node else { return "nil" }
        func mark(_ m: YAMLNode.Mark) -> String { "\(m.line):\(m.column)" }
        switch node {
        case let .scalar(s):
            return "S(\(s.string.debugDescription) \(mark(s.mark)))"
        case let .sequence(q):
            return "Q(\(mark(q.mark)) [" + q.map { describe($0) }.joined(separator: ", ") + "])"
        case let .mapping(m):
            return "M(\(mark(m.mark)) {"
                + m.map { "\(describe($0.key)): \(describe($0.value))" }.joined(separator: ", ") + "})"
        }
    }

    static func ours(_ text: String) -> String {
        switch YAMLGuard.compose(text, path: "t.yaml") {
        case let .node(n): return describe(n)
        case let .limit(e): return "limit \(e)"
        case .useYams: return "useYams"
        }
    }

    static func yams(_ text: String) -> String {
        do { return describe(try Yams.compose(yaml: text)) } catch { return "error" }
    }

    @Test("a Yams tree converts to the same YAMLNode tree (the fallback when Yams composes a text)")
    func conversionFromYams() throws {
        for t in ["a: &x [1, 2]\nb: *x\n", "text: |\n  one\n  two\nq: 'x'\n", "[a, [b, {c: d}]]\n", "? k\n: v\n"] {
            let node = try Yams.compose(yaml: t)
            #expect(Self.describe(node.map(YAMLNode.init)) == Self.describe(node), "\(t.debugDescription)")
            #expect(Self.ours(t) == Self.describe(node), "\(t.debugDescription)")
        }
    }

    @Test("every scene, script, broken scene and example file composes to Yams' tree")
    func everyFileInTheRepository() throws {
        var files: [URL] = []
        for folder in ["Scenes", "Examples", "Tests/TouchScopeScenesTests/BrokenScenes", "Tests"] {
            let root = repositoryRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "yaml" || url.pathExtension == "yml" { files.append(url) }
        }
        #expect(files.count > 60)
        for url in files {
            // Read as the loader reads (a binary fixture is skipped). Not Foundation's
            // String(contentsOf:) or Data(contentsOf:): on an empty file (BrokenScenes/empty.yaml)
            // they leak the buffer they read into (LeakSanitizer in CI).
            guard let text = try? SceneFile.read(url.path) else { continue }
            let ours = Self.ours(text)
            if ours == "useYams" { continue }    // a syntax error: Yams words it
            #expect(ours == Self.yams(text), "\(url.lastPathComponent)")
        }
    }

    @Test("anchors and aliases, flow and block, quoting, explicit tags, multi-line text, CRLF, Unicode, comments only, an empty document")
    func edgeCases() {
        let texts = [
            "a: &x [1, 2]\nb: *x\nc: &s hello\nd: *s\n",
            "base: &b {x: 1, y: 2}\nlist:\n  - *b\n  - {z: 3}\n",
            "q1: 'single'\nq2: \"double \\u00e9\"\nplain: 12\nstr: !!str 12\nnull: ~\nbool: true\n",
            "text: |\n  line one\n  line two\nfolded: >\n  a\n  b\n",
            "a: 1\r\nb:\r\n  - x\r\n  - y\r\n",
            "标题: 按钮\nlist: [一, 二]\n",
            "# only a comment\n",
            "---\n",
            "--- &root\nk: v\n...\n",
            "[a, [b, [c, {d: e}]]]\n",
            "? complex key\n: value\n",
            "",
        ]
        for t in texts {
            let ours = Self.ours(t)
            #expect(ours != "useYams", "\(t.debugDescription)")
            #expect(ours == Self.yams(t), "\(t.debugDescription)")
        }
    }

    @Test("what only Yams words goes to Yams: syntax errors, undefined aliases, a second document")
    func handedToYams() {
        for t in ["a: [1, 2\n", "a: *nowhere\n", "a: 1\n---\nb: 2\n", "a: &x [*x]\n", "\tkey: 1\n"] {
            #expect(Self.ours(t) == "useYams", "\(t.debugDescription)")
        }
    }

    @Test("the limits still come first: too deep and too many nodes are refused with where")
    func limits() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        guard case let .limit(e) = YAMLGuard.compose(deep, path: "t.yaml", maxDepth: 100, maxNodes: 1000) else {
            Issue.record("not refused"); return
        }
        #expect(e.location.line == 1 && e.location.column == 101)
        let laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n"
        guard case .limit = YAMLGuard.compose(laughs, path: "t.yaml", maxDepth: 100, maxNodes: 500) else {
            Issue.record("not refused"); return
        }
    }
}
