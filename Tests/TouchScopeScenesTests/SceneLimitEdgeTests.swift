import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// Every ``SceneLimits`` value tested at its edge: the limit itself loads, one past it is
/// refused with an error at the line that goes past it (docs/robustness.md lists them).
@Suite struct SceneLimitEdges {
    static let header = "title: edge\nwindow:\n  subviews:\n    - id: v\n      frame: [0, 0, 100, 100]\n"

    /// The errors as `line: message`, or [] when the text loads.
    static func errors(_ text: String) -> [String] {
        do {
            _ = try SceneParser.parse(text, path: "edge.yaml")
            return []
        } catch {
            return error.errors.map { "\($0.location.line): \($0.message)" }
        }
    }

    static func script(_ lines: [String]) -> String { header + "script:\n" + lines.map { "  - \($0)\n" }.joined() }

    @Test func scriptStepsAtTheLimitLoadAndOneMoreIsRefused() {
        let n = SceneLimits.maxScriptSteps
        #expect(Self.errors(Self.script(Array(repeating: "wait: 0", count: n))) == [])
        let over = Self.errors(Self.script(Array(repeating: "wait: 0", count: n + 1)))
        #expect(over.count == 1 && over[0].contains("the script has \(n + 1) steps; at most \(n) are allowed"), "\(over)")
    }

    @Test func dragStepsAtTheLimitLoadAndOneMoreIsRefused() {
        let n = SceneLimits.maxDragSteps
        #expect(Self.errors(Self.script(["drag: {from: [1, 1], to: [50, 50], steps: \(n)}"])) == [])
        let over = Self.errors(Self.script(["drag: {from: [1, 1], to: [50, 50], steps: \(n + 1)}"]))
        #expect(over.count == 1 && over[0].hasPrefix("7: "), "\(over)")
    }

    /// 20 drags of 9,998 moves are 200,000 samples (a drag is its steps + 2): the limit exactly.
    /// A tap more (2 samples) is refused at the tap's line.
    @Test func touchSamplesAtTheLimitLoadAndATapMoreIsRefused() {
        let per = SceneLimits.maxScriptSamples / 20 - 2
        let drags = Array(repeating: "drag: {from: [1, 1], to: [50, 50], steps: \(per)}", count: 20)
        #expect(Self.errors(Self.script(drags)) == [])
        let over = Self.errors(Self.script(drags + ["tap: [5, 5]"]))
        #expect(over.count == 1 && over[0].hasPrefix("27: ") && over[0].contains("more than \(SceneLimits.maxScriptSamples) touch samples"), "\(over)")
    }

    @Test func coordinatesAtTheLimitLoadAndBeyondAreRefused() {
        let m = Int(SceneLimits.maxCoordinate)
        #expect(Self.errors(Self.script(["tap: [\(m), -\(m)]"])) == [])
        let over = Self.errors(Self.script(["tap: [\(m).5, 0]"]))
        #expect(over.count == 1 && over[0].hasPrefix("7: ") && over[0].contains("too large"), "\(over)")
    }

    /// The window counts: 19,999 views under it load, one more is refused at its line.
    @Test func viewsAtTheLimitLoadAndOneMoreIsRefused() {
        func scene(_ count: Int) -> String {
            var s = "title: many\nwindow:\n  subviews:\n"
            for i in 0..<count { s += "    - {id: v\(i), frame: [0, 0, 1, 1]}\n" }
            return s
        }
        let n = SceneLimits.maxViews
        #expect(Self.errors(scene(n - 1)) == [])
        let over = Self.errors(scene(n))
        #expect(over == ["\(3 + n): too many views: a scene may have at most \(n)"], "\(over.prefix(2))")
    }

    @Test func yamlNestingAtTheLimitPassesTheGuardAndOneMoreIsRefused() {
        func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        let n = SceneLimits.maxYAMLDepth
        #expect(YAMLGuard.check(nested(n), path: "edge.yaml") == nil)
        let over = YAMLGuard.check(nested(n + 1), path: "edge.yaml")
        #expect(over?.message.contains("nested more than \(n) levels") == true, "\(String(describing: over))")
        #expect(over?.location.line == 1 && over?.location.column == n + 1)
    }

    /// A flow list of N items is N + 1 nodes (the list itself).
    @Test func yamlNodesAtTheLimitPassTheGuardAndOneMoreIsRefused() {
        func list(_ items: Int) -> String { "[" + Array(repeating: "0", count: items).joined(separator: ",") + "]" }
        let n = SceneLimits.maxYAMLNodes
        #expect(YAMLGuard.check(list(n - 1), path: "edge.yaml") == nil)
        let over = YAMLGuard.check(list(n), path: "edge.yaml")
        #expect(over?.message.contains("more than \(n)") == true, "\(String(describing: over))")
    }

    @Test func aFileOfExactlyTheSizeLimitIsReadAndOneByteMoreIsRefused() {
        let n = SceneLimits.maxFileBytes
        let body = Self.header
        let padded = body + "#" + String(repeating: "x", count: n - body.utf8.count - 2) + "\n"
        #expect(padded.utf8.count == n)
        #expect(Self.errors(padded) == [])
        let over = Self.errors(padded + "\n")
        #expect(over.count == 1 && over[0].contains("larger than 8 MiB"), "\(over)")
    }
}
