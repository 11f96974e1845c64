import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// The hostile files of issue 18, item 5, for both import formats: huge, 100,000 deep,
/// 100,000 wide, binary, truncated, NaN and infinite numbers, numbers out of range, duplicate
/// addresses and identifiers, JSON nested 100,000 deep. Each one imports (and builds) or is
/// refused with errors at `path:line:column`, without a crash, a hang or more than 1 GiB of
/// resident memory (measured here in-process, and as a command in docs/robustness.md).
@Suite struct HostileImports {
    static let window = "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x9>>\n"
    static let sentryView = #"{"type": "UIView", "identifier": "same", "x": 0, "y": 0, "width": 10, "height": 10}"#

    /// Imports `text` (one of the formats by its name); returns the messages as `line:column: message`:
    /// the errors when it is refused, the warnings of what was skipped when it imported (then the
    /// scene was also built); empty when it imported whole. Records the resident
    /// memory it took.
    static func outcome(_ name: String, _ text: String, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let before = Robust.residentBytes()
        let lineCount = text.utf8.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
        var messages: [String] = []
        var refused = false
        do {
            let r = try HierarchyImport.importText(text, path: path)
            #expect(r.viewsRead == r.viewsWritten, sourceLocation: sourceLocation)
            _ = SceneBuilder.build(r.document)
            // What the forgiving reader skipped, each at its place.
            for w in r.warnings {
                #expect(Robust.isLocated(w, path: path, lineCount: lineCount), "\(w)", sourceLocation: sourceLocation)
                messages.append("\(w.location.line):\(w.location.column): \(w.message)")
            }
        } catch {
            refused = true
            #expect(!error.errors.isEmpty, sourceLocation: sourceLocation)
            for e in error.errors {
                #expect(Robust.isLocated(e, path: path, lineCount: lineCount) || e.message.hasPrefix("and "), "\(e)", sourceLocation: sourceLocation)
                messages.append("\(e.location.line):\(e.location.column): \(e.message)")
            }
        }
        let after = Robust.residentBytes()
        #expect(after - before < 1 << 30, "\(name): \(Robust.mib(after - before)) more resident", sourceLocation: sourceLocation)
        if text.utf8.count > 100_000 { Robust.figure("hostile import: \(name) (\(text.utf8.count / 1024) KiB): \(refused ? "refused, \(messages.first?.prefix(90) ?? "")" : "imported with \(messages.count) warning(s)"); resident \(Robust.mib(before)) -> \(Robust.mib(after))") }
        return messages
    }

    @Test func aViewNested100000LevelsDeepIsRefusedAtItsLine() {
        let line = String(repeating: "   | ", count: 100_000) + "<UIView: 0x2; frame = (0 0; 1 1)>\n"
        let m = Self.outcome("recursiveDescription, one view 100,000 levels deep", Self.window + line, path: "deep.txt")
        #expect(m.first?.hasPrefix("2:") == true && m.first?.contains("nested too deeply") == true, "\(m.prefix(2))")
    }

    @Test func oneHundredThousandSiblingsAreRefusedAtTheViewPastTheLimit() {
        let text = Self.window + String(repeating: "   | <UIView: 0x2; frame = (0 0; 1 1)>\n", count: 100_000)
        let m = Self.outcome("recursiveDescription, 100,000 siblings", text, path: "wide.txt")
        #expect(m.first?.contains("too many views") == true, "\(m.prefix(2))")
        var json = #"{"windows": [{"type": "UIWindow", "x": 0, "y": 0, "width": 390, "height": 844, "children": ["#
        json += Array(repeating: #"{"type":"UIView","x":0,"y":0,"width":1,"height":1}"#, count: 100_000).joined(separator: ",\n") + "]}]}"
        let j = Self.outcome("Sentry JSON, 100,000 siblings", json, path: "wide.json")
        #expect(j.first?.contains("too many views") == true, "\(j.prefix(2))")
    }

    @Test func jsonNested100000DeepIsRefusedWithoutRecursing() {
        let objects = String(repeating: #"{"children": ["#, count: 100_000) + String(repeating: "]}", count: 100_000)
        let m = Self.outcome("Sentry JSON, objects nested 100,000 deep", #"{"windows": ["# + objects + "]}", path: "deep.json")
        #expect(m.first?.contains("nested more than") == true, "\(m.prefix(2))")
        let arrays = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.outcome("JSON, arrays nested 100,000 deep", arrays, path: "deep.json").first?.contains("nested more than") == true)
    }

    @Test func nonFiniteAndOutOfRangeNumbersAreRefusedAtTheirPlace() {
        for frame in ["(0 0; nan 10)", "(inf 0; 10 10)", "(0 0; 1e400 10)", "(0 -1e300; 10 10)", "(0 0; 10 -inf)"] {
            let text = Self.window + "   | <UIView: 0x2; frame = \(frame)>\n"
            let m = Self.outcome("recursiveDescription frame \(frame)", text, path: "n.txt")
            #expect(m.first?.hasPrefix("2:") == true, "\(frame): \(m)")
        }
        for value in ["NaN", "Infinity", "-Infinity", "1e400", "-1e300", "1e999999999"] {
            let json = #"{"windows": [{"type": "UIWindow", "x": 0, "y": 0, "width": "# + value + #", "height": 844}]}"#
            let m = Self.outcome("Sentry width \(value)", json, path: "n.json")
            #expect(m.first?.hasPrefix("1:") == true, "\(value): \(m)")
        }
    }

    /// The forgiving reader's paths within the same limits: views joined on one line (split in one
    /// pass), a quote left open on every line, elisions and stray text on every line, and a
    /// paste of nothing but prompts.
    @Test func theForgivingPathsStayWithinTheLimits() {
        let joined = "<UIWindow: 0x1; frame = (0 0; 390 844)>" + String(repeating: "   | <UIView: 0x2; frame = (0 0; 1 1)>", count: SceneLimits.maxViews)
        let m = Self.outcome("recursiveDescription, 20,001 views on one line", joined, path: "joined.txt")
        #expect(m.contains { $0.contains("too many views") }, "\(m.prefix(2))")
        let quotes = Self.window + String(repeating: "   | <UILabel: 0x2; frame = (0 0; 1 1); text = 'open\n", count: 50_000)
        _ = Self.outcome("recursiveDescription, 50,000 quotes left open", quotes, path: "quotes.txt")
        let elided = Self.window + String(repeating: "   | ...\nsome words\n   |    |    | <UIView: 0x2; frame = (0 0; 1 1)>\n", count: 30_000)
        let e = Self.outcome("recursiveDescription, 30,000 elisions", elided, path: "elided.txt")
        #expect(e.count == SceneLimits.maxErrors, "\(e.count)")
        // The class table's wrapper rule at the coordinate limits: imported, the rule left out.
        let far = Self.window + "   | <UITableView: 0x2; frame = (-900000 0; 390 844); contentOffset: {900000, 0}>\n   |    | <UITableViewWrapperView: 0x3; frame = (900000 0; 390 844)>\n"
        #expect(Self.outcome("a table wrapper a million points away", far, path: "far.txt") == [])
        let prompts = String(repeating: "cy# [[UIApp keyWindow] recursiveDescription]\n[USB::x]-> y\n```\n", count: 50_000)
        let p = Self.outcome("only prompts and fences", prompts, path: "prompts.txt")
        #expect(p.count == 1 && p[0].contains("no views"), "\(p)")
    }

    @Test func duplicateAddressesAndIdentifiersImportAsDistinctViews() throws {
        let text = Self.window + String(repeating: "   | <UIButton: 0x2; frame = (0 0; 10 10)>\n", count: 3)
        #expect(Self.outcome("recursiveDescription, one address three times", text, path: "dup.txt") == [])
        let r = try HierarchyImport.importText(text, path: "dup.txt")
        #expect(Set(r.document.viewSpecs.map(\.id)).count == r.document.viewSpecs.count)
        let json = #"{"windows": [{"type": "UIWindow", "identifier": "same", "x": 0, "y": 0, "width": 390, "height": 844, "children": ["#
            + Array(repeating: Self.sentryView, count: 3).joined(separator: ",") + "]}]}"
        #expect(Self.outcome("Sentry, one identifier four times", json, path: "dup.json") == [])
        let j = try HierarchyImport.importText(json, path: "dup.json")
        #expect(Set(j.document.viewSpecs.map(\.id)).count == j.document.viewSpecs.count)
    }

    @Test func binaryAndTruncatedInputIsRefusedOrImported() {
        var rng = SeededRNG(seed: 0xB1A)
        for k in 0..<20 {
            let bytes = (0..<(1 + k * 997)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            _ = Self.outcome("random bytes \(k)", String(decoding: bytes, as: UTF8.self), path: k % 2 == 0 ? "b.txt" : "b.json")
        }
        let json = #"{"windows": [{"type": "UIWindow", "x": 0, "y": 0, "width": 390, "height": 844, "children": [{"type": "UIView""#
        for cut in 1..<json.utf8.count {
            _ = Self.outcome("truncated JSON", String(decoding: Array(json.utf8.prefix(cut)), as: UTF8.self), path: "t.json")
        }
    }
}
