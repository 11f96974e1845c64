import Foundation
import Testing
@testable import TouchScopeApp

/// Issue 38: `X` and `T` wrote into the directory the playground was started from (the
/// repository's root with `./play`), where the files showed up as untracked.
@Suite("Where exports go")
struct ExportDirectoryTests {
    @Test("by default ~/touchscope-exports, or $TOUCHSCOPE_EXPORT_DIR; never the current directory")
    func defaultDirectory() {
        #expect(ToolRequestHandler.defaultExportDirectory(environment: ["HOME": "/home/ann"]) == "/home/ann/touchscope-exports")
        #expect(ToolRequestHandler.defaultExportDirectory(environment: ["HOME": "/home/ann", "TOUCHSCOPE_EXPORT_DIR": "/tmp/x"]) == "/tmp/x")
        #expect(ToolRequestHandler.defaultExportDirectory(environment: ["HOME": "/home/ann", "TOUCHSCOPE_EXPORT_DIR": ""]) == "/home/ann/touchscope-exports")
        let cwd = FileManager.default.currentDirectoryPath
        #expect(ToolRequestHandler().exportDirectory != cwd)
    }

    @Test("the folder is made on the first export, and a second export of the same name gets a number")
    func makesTheFolderAndNeverOverwrites() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-exports-\(UUID().uuidString)/nested")
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        let handler = ToolRequestHandler(exportDirectory: dir.path)
        let first = handler.freshPath("scene", "png")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(first == dir.appendingPathComponent("scene.png").path)
        try Data().write(to: URL(fileURLWithPath: first))
        #expect(handler.freshPath("scene", "png") == dir.appendingPathComponent("scene-2.png").path)
    }
}
