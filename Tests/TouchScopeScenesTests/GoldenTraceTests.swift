import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// Every scene in `Scenes/` loads, and its trace matches the golden `.trace` file beside it.
@Suite("Scene corpus")
struct GoldenTraceTests {
    static let sceneFiles: [String] = SceneFile.scenes(in: repositoryRoot.appendingPathComponent("Scenes").path)

    @Test("the corpus is not empty")
    func corpusExists() {
        #expect(Self.sceneFiles.count >= 1)
    }

    @Test("every scene file loads without errors", arguments: sceneFiles)
    func sceneLoads(_ path: String) {
        do {
            let doc = try SceneFile.load(path)
            #expect(!doc.title.isEmpty)
            #expect(!doc.summary.isEmpty, "a scene in the corpus explains its lesson in 'summary'")
            #expect(!doc.script.isEmpty, "a scene in the corpus demonstrates its lesson with a 'script'")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("every scene's trace matches its golden file", arguments: sceneFiles)
    func traceMatchesGolden(_ path: String) throws {
        let doc = try SceneFile.load(path)
        let text = TraceText.format(SceneTrace.run(doc))
        let golden = URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("trace")
        if let problem = compareGolden(text, golden) { Issue.record(Comment(rawValue: problem)) }
    }

    @Test("running a scene twice gives the same trace", arguments: sceneFiles.prefix(3))
    func traceIsDeterministic(_ path: String) throws {
        let doc = try SceneFile.load(path)
        #expect(SceneTrace.run(doc) == SceneTrace.run(doc))
    }
}

/// Each broken file gives exactly the errors pinned in its `.errors` file, and loads nothing.
@Suite("Broken scene files")
struct BrokenSceneTests {
    static let directory = repositoryRoot.appendingPathComponent("Tests/TouchScopeScenesTests/BrokenScenes")
    static let files: [String] = SceneFile.scenes(in: directory.path).map { ($0 as NSString).lastPathComponent }

    @Test("broken files give precise, located errors", arguments: files)
    func brokenFileErrors(_ name: String) {
        let path = Self.directory.appendingPathComponent(name).path
        var output = ""
        do {
            _ = try SceneFile.load(path, displayPath: name)
            Issue.record("\(name) loaded, but it is broken")
        } catch {
            #expect(!error.errors.isEmpty)
            for e in error.errors {
                #expect(e.location.path == name)
                #expect(e.location.line >= 1 && e.location.column >= 1)
            }
            output = error.description + "\n"
        }
        let golden = Self.directory.appendingPathComponent((name as NSString).deletingPathExtension + ".errors")
        if let problem = compareGolden(output, golden) { Issue.record(Comment(rawValue: problem)) }
    }
}
