import ArgumentParser
import Foundation
import TouchScopeScenes

/// `touchscope lint SCENE... [--format text|json|sarif]`.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find controls and touch-handling views that cannot be tapped, are partly covered or too small.",
        discussion: "Exits 1 when any finding is an error (or a file does not load). Files may be scenes, directories of scenes or view hierarchy dumps. See docs/import.md."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif }

    @Argument(help: "Scene files, directories of scenes, or view hierarchy dumps.") var scenes: [String]
    @Option(help: "text, json or sarif.") var format: Format = .text

    func run() throws {
        var findings: [LintFinding] = []
        var failed = false
        for path in scenes {
            let files = SceneFile.isDirectory(path) ? SceneFile.allScenes(in: path) : [path]
            if files.isEmpty { printError("\(path): error: no scene files (*.yaml, *.swift) in this directory"); failed = true }
            for file in files {
                do {
                    let document = try SceneFile.load(file)
                    findings += SceneLint.findings(SceneBuilder.build(document))
                } catch {
                    printError(error.description)
                    failed = true
                }
            }
        }
        switch format {
        case .text:
            print(SceneLint.text(findings), terminator: "")
            let errors = findings.filter { $0.severity == .error }.count
            printError("\(errors) error(s), \(findings.count - errors) warning(s)")
        case .json: print(SceneLint.json(findings), terminator: "")
        case .sarif: print(SceneLint.sarif(findings), terminator: "")
        }
        if failed || findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
