import Foundation
import PropertyBased
import Testing
import TouchScopeCore
import TouchScopeTestSupport
@testable import TouchScopeScenes

/// Hostile view hierarchy dumps: every mutation of the example dumps, and random text, either
/// imports (every view read is written, the scene builds and `why` / `lint` answer) or gives
/// errors at `path:line:column` within the file; no crash, no hang.
@Suite struct ImportFuzz {
    static let mutationsPerDump = Sweep.count(full: 150, quick: 40)
    static let dumps = ["Examples/imports/shop-recursiveDescription.txt", "Examples/imports/settings-view-hierarchy.json"]

    /// Imports `text`; checks the result or the errors. True when it imported.
    @discardableResult
    static func importsOrLocates(_ text: String, path: String, analyze: Bool) -> Bool {
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        do {
            let r = try HierarchyImport.importText(text, path: path)
            #expect(r.viewsRead == r.viewsWritten)
            let built = SceneBuilder.build(r.document)
            if analyze {
                _ = SceneLint.findings(built)
                let analyzer = TapAnalyzer(built)
                for v in built.viewsInOrder.prefix(5) { _ = TapWhy.answer(analyzer, view: v) }
            }
            return true
        } catch {
            #expect(!error.errors.isEmpty)
            for e in error.errors {
                #expect(Robust.isLocated(e, path: path, lineCount: lineCount) || e.message.hasPrefix("and "), "\(e)")
                #expect(!e.message.contains("internal error"), "\(e)")
            }
            return false
        }
    }

    @Test func everyMutationOfTheExampleDumpsImportsOrGivesLocatedErrors() throws {
        var tried = 0, imported = 0
        for (k, relative) in Self.dumps.enumerated() {
            let original = try String(contentsOf: Robust.root.appendingPathComponent(relative), encoding: .utf8)
            let name = (relative as NSString).lastPathComponent
            var rng = SeededRNG(seed: 0x1A9087 + UInt64(k))
            for _ in 0..<Self.mutationsPerDump {
                let text = Mutator.mutate(original, rng: &rng)
                tried += 1
                if Self.importsOrLocates(text, path: name, analyze: imported % 25 == 0) { imported += 1 }
            }
        }
        Robust.figure("import: \(tried) mutations of \(Self.dumps.count) dumps, \(imported) imported, \(tried - imported) rejected with located errors")
        #expect(imported > 0 && imported < tried)
    }

    @Test func randomRecursiveDescriptionTextImportsOrGivesLocatedErrors() async {
        let pieces = ["<", ">", "; ", "= ", ": ", "(", ")", "{", "}", "[", "]", "'", "   | ", "\n", "0x1f", "UIView", "UIButton",
                      "frame = (0 0; 10 10)", "transform = [1, 0, 0, 1, 0, 0]", "hidden = YES", "nan", "1e400", "-5", " (layer)", "text = '"]
        await SeededProperty.check(count: 300, seed: 0x1A7E47, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var rng = SeededRNG(seed: UInt64(seed))
            var text = "<UIWindow: 0x1; frame = (0 0; 100 100)>\n"
            for _ in 0..<Int.random(in: 0...60, using: &rng) { text += pieces.randomElement(using: &rng) ?? "" }
            Self.importsOrLocates(text, path: "random.txt", analyze: false)
        }
    }

    @Test func randomJSONImportsOrGivesLocatedErrors() async {
        let pieces = ["{", "}", "[", "]", ",", ":", "\"type\"", "\"UIView\"", "\"windows\"", "\"children\"", "\"x\"", "\"width\"",
                      "0", "-1", "1e999", "NaN", "true", "null", "\"\\u00", "\"\\ud800\"", "\n", " "]
        await SeededProperty.check(count: 300, seed: 0x1A7E50, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var rng = SeededRNG(seed: UInt64(seed))
            var text = "{\"windows\": ["
            for _ in 0..<Int.random(in: 0...60, using: &rng) { text += pieces.randomElement(using: &rng) ?? "" }
            Self.importsOrLocates(text, path: "random.json", analyze: false)
        }
    }

    @Test func aHugeCanvasIsAnalyzedOnACoarserGrid() throws {
        let text = "<UIWindow: 0x1; frame = (0 0; 1000000 1000000)>\n   | <UIButton: 0x2; frame = (10 10; 30 30)>\n"
        let r = try HierarchyImport.importText(text, path: "huge.txt")
        let built = SceneBuilder.build(r.document)
        let analyzer = TapAnalyzer(built)
        #expect(analyzer.hitMap.columns * analyzer.hitMap.rows <= TapAnalyzer.maxMapSamples + 2 * analyzer.hitMap.columns)
        _ = SceneLint.findings(built)
    }
}
