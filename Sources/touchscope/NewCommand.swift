import ArgumentParser
import Foundation
import TouchScopeScenes

/// `touchscope new FILE.swift`: writes a Swift scene that compiles, to start a lesson from.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a starter Swift scene (a file that compiles), then open it with `touchscope open FILE.swift`.",
        discussion: "Refuses to overwrite a file that exists. A Swift scene is code: opening it runs it."
    )

    @Argument(help: "The file to write (ends in .swift).")
    var file: String

    func run() throws {
        guard file.hasSuffix(".swift") else {
            printError("touchscope: \(file): a Swift scene's name ends in .swift")
            throw ExitCode(2)
        }
        guard !FileManager.default.fileExists(atPath: file) else {
            printError("touchscope: \(file): exists already; choose another name (nothing was written)")
            throw ExitCode(1)
        }
        do {
            try SwiftSceneStarter.text.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            printError("touchscope: \(file): cannot write it: \(error.localizedDescription)")
            throw ExitCode(1)
        }
        print("wrote \(file); open it with: touchscope open \(file)")
    }
}
