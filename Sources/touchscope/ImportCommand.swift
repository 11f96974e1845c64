import ArgumentParser
import Foundation
import TouchScopeScenes

/// `touchscope import FILE [-o SCENE.yaml] [--swift]`: a real app's view hierarchy dump as a scene
/// (a scene file, or a Swift scene to add real override code to).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a view hierarchy dump (UIKit recursiveDescription text, Sentry view-hierarchy.json) into a scene.",
        discussion: """
        Prints the scene (YAML; a Swift scene with --swift) or writes it with -o. Reports the views read and written on standard
        error; a malformed line or field is an error at file:line:column and nothing is written.
        'touchscope open', 'trace', 'render', 'why' and 'lint' also take a dump directly.
        See docs/import.md.
        """
    )

    @Argument(help: "The dump: recursiveDescription text (.txt) or Sentry's view-hierarchy.json.") var file: String
    @Option(name: [.short, .customLong("output")], help: "Write the scene to this file instead of standard output.")
    var output: String?
    @Flag(help: "Write a Swift scene (import TouchKit) instead of YAML, to add your own overrides to; -o FILE.swift.")
    var swift = false

    func run() throws {
        let result: HierarchyImport.Result
        do {
            result = try HierarchyImport.importFile(file)
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
        let text: String
        if swift {
            do { text = SwiftCode.scene(try SceneParser.parse(result.yaml, path: file)) } catch {
                printError(error.description)
                throw ExitCode(1)
            }
        } else {
            text = result.yaml
        }
        if let output {
            if swift, !output.hasSuffix(".swift") {
                printError("touchscope: with --swift, -o names a .swift file (a Swift scene)")
                throw ExitCode(1)
            }
            if (output as NSString).standardizingPath == (file as NSString).standardizingPath {
                printError("touchscope: -o names the dump itself; choose another file for the scene")
                throw ExitCode(1)
            }
            do {
                try text.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                printError("\(output): error: cannot write the scene (\(error.localizedDescription))")
                throw ExitCode(1)
            }
        } else {
            print(text, terminator: "")
        }
        for line in result.report.warningLines { printError(line) }
        for n in result.report.notices { printError("\(n.location): note: \(n.message)") }
        var report = "\(file): \(result.format.title): read \(result.viewsRead) views, wrote \(result.viewsWritten) views"
        if result.layersSkipped > 0 { report += " (\(result.layersSkipped) sublayer lines skipped)" }
        if let output { report += " to \(output)" }
        if result.report.isPartial {
            report += "; partial: \(result.report.summary) (the warnings above say where)"
        }
        if !result.report.removed.isEmpty { report += "; taken off the paste: " + result.report.removed.joined(separator: "; ") }
        printError(report)
    }
}
