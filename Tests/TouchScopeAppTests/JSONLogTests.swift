import Foundation
import Testing
import TouchScopeApp

/// The `--log-json` file: a batch of records written at once reads back as the same lines, in
/// order, after what was there.
@Suite struct JSONLogBatches {
    @Test("a batch of lines is appended in order after single lines, and an empty batch writes nothing")
    func batchIsAppendedInOrder() throws {
        let dir = try Robust.temporaryDirectory("jsonlog")
        let path = dir.appendingPathComponent("log.jsonl").path
        let log = try JSONLog(path: path)
        log.write(#"{"type":"first"}"#)
        log.write(lines: [#"{"n":1}"#, #"{"n":2}"#, #"{"n":3}"#])
        log.write(lines: [])
        log.write(#"{"type":"last"}"#)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text == "{\"type\":\"first\"}\n{\"n\":1}\n{\"n\":2}\n{\"n\":3}\n{\"type\":\"last\"}\n")
    }
}
