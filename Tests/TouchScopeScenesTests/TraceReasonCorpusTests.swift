import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// Every reason the course scenes produce is in the catalog the string tables are built from,
/// and its English template filled with its arguments gives the words of the golden traces.
@Suite("Trace reasons across the scene corpus")
struct TraceReasonCorpusTests {
    @Test("every reason of every scene has a catalogued code whose template gives its words")
    func corpusReasonsAreCatalogued() throws {
        let templates = Dictionary(uniqueKeysWithValues: TraceReasonCatalog.englishTemplates.map { ($0.code, $0.template) })
        var seen: Set<String> = []
        for path in GoldenTraceTests.sceneFiles {
            let doc = try SceneFile.load(path)
            for record in SceneTrace.run(doc) {
                guard let reason = record.event.reason else { continue }
                seen.insert(reason.code)
                let template = try #require(templates[reason.code], "\(reason.code) is not in the catalog")
                #expect(TraceReasonCatalog.fill(template, with: reason.arguments) == reason.text, "\(reason.code)")
            }
        }
        #expect(seen.count >= 10, "the corpus exercises many kinds of reason: \(seen.sorted())")
    }
}
