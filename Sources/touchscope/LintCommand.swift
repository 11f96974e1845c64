import ArgumentParser
import Foundation
import TouchScopeCore
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
    @Option(name: .customLong("min-target"), help: "The smallest tappable width and height, in points (Apple's guidance: 44).")
    var minTarget: Double = SceneLint.minimumTarget
    @Flag(name: .customLong("include-private"), help: "Also check UIKit's private controls in a dump (_UIButtonBarButton, UITabBarButton...).")
    var includePrivate = false
    @Option(help: "The language of the messages: en or zh (default: from LC_ALL / LC_MESSAGES / LANG). Ids, rules, severities and JSON keys stay as they are.")
    var lang: Language?

    func validate() throws {
        guard minTarget.isFinite, minTarget > 0, minTarget <= 1000 else {
            throw ValidationError("--min-target: expected a size in points from 1 to 1000, found \(formatNumber(minTarget))")
        }
    }

    func run() throws {
        var run = LintRun()
        let language = Language.chosen(lang)
        let options = LintOptions(minimumTarget: minTarget, includePrivate: includePrivate, language: language)
        for path in scenes {
            let files = SceneFile.isDirectory(path) ? SceneFile.allScenes(in: path) : [path]
            if files.isEmpty {
                run.failures.append(SceneError(SourceLocation(path: path, line: 1, column: 1), "no scene files (*.yaml, *.swift) in this directory"))
            }
            for file in files {
                do {
                    let document = try SceneFile.load(file)
                    run.filesChecked += 1
                    run.importWarnings += document.importReport?.warnings ?? []
                    run.importNotes += document.importReport?.notices ?? []
                    run.findings += SceneLint.findings(SceneBuilder.build(document), options: options)
                } catch {
                    run.failures += error.errors
                }
            }
        }
        for e in run.failures { printError(e.description) }
        for w in run.importWarnings { printError("\(w.location): warning: \(w.message)") }
        for n in run.importNotes { printError("\(n.location): note: \(n.message)") }
        switch format {
        case .text: print(SceneLint.text(run.findings), terminator: "")
        case .json: print(SceneLint.json(run), terminator: "")
        case .sarif: print(SceneLint.sarif(run), terminator: "")
        }
        printError(SceneLint.summary(run, language: language))
        if !run.failures.isEmpty || run.errors > 0 { throw ExitCode(1) }
    }
}
