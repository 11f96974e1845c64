import Foundation
import TouchScopeCore
@testable import TouchScopeScenes

/// The repository's root, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Whether golden files should be re-recorded instead of compared (`TOUCHSCOPE_RECORD=1`).
let isRecording = ProcessInfo.processInfo.environment["TOUCHSCOPE_RECORD"] == "1"

/// Parses a scene from text, failing the test on errors.
func scene(_ yaml: String) throws -> SceneDocument {
    try SceneParser.parse(yaml, path: "test.yaml")
}

/// The errors a scene text produces (empty when it loads).
func errors(_ yaml: String) -> [String] {
    do {
        _ = try SceneParser.parse(yaml, path: "test.yaml")
        return []
    } catch {
        return error.errors.map(\.description)
    }
}

/// Compares `actual` with the golden file at `url`, or writes it when recording.
/// Returns nil when they match, else a message with the first differing line.
func compareGolden(_ actual: String, _ url: URL) -> String? {
    if isRecording {
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        return nil
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        return "missing golden file \(url.path): run TOUCHSCOPE_RECORD=1 swift test to create it"
    }
    if expected == actual { return nil }
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(e.count, a.count) {
        let el = i < e.count ? String(e[i]) : "<end>"
        let al = i < a.count ? String(a[i]) : "<end>"
        if el != al {
            return "\(url.lastPathComponent) differs at line \(i + 1):\n  expected: \(el)\n  actual:   \(al)\n(re-record with TOUCHSCOPE_RECORD=1 if the change is intended)"
        }
    }
    return "\(url.lastPathComponent) differs"
}
