import ArgumentParser
import Foundation
import TouchScopeCore
import TouchScopeScenes

/// `touchscope why SCENE --view ID [--at X,Y] [--json]`.
struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Say why a view does not get a tap (naming the culprit) and where it can be tapped.",
        discussion: "Without --at: the whole view, and the exit code is 1 when it cannot be tapped anywhere (as lint's error). SCENE may also be a view hierarchy dump (see 'touchscope import'). See docs/import.md."
    )

    @Argument(help: "The scene: a scene file (.yaml or .swift) or a view hierarchy dump (recursiveDescription text or Sentry JSON, imported in memory).") var scene: String
    @Option(help: "The view's id.") var view: String
    @Option(help: "A screen point X,Y (canvas points).") var at: PointArgument?
    @Flag(help: "Print JSON instead of text.") var json = false
    @Option(help: "The language of the answer: en or zh (default: from LC_ALL / LC_MESSAGES / LANG). Ids, rectangles and JSON keys and codes stay as they are.") var lang: Language?

    func run() throws {
        let document = try loadSceneOrExit(scene)
        let built = SceneBuilder.build(document)
        guard let target = built.views[view] else {
            let ids = built.viewsInOrder.map(\.id)
            let near = ids.filter { $0.lowercased().hasPrefix(String(view.lowercased().prefix(3))) }.prefix(8)
            printError("\(scene): error: no view '\(view)' in the scene" + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
            throw ExitCode(1)
        }
        if let r = document.importReport, r.isPartial {
            printError("\(scene): warning: the dump was imported in part (\(r.summary)); the answer cannot count views its damaged lines held ('touchscope import' lists them)")
        }
        let analyzer = TapAnalyzer(built)
        let language = Language.chosen(lang)
        let answer = TapWhy.answer(analyzer, view: target, at: at?.point, language: language)
        print(json ? TapWhy.json(answer, view: target, scene: built) : TapWhy.text(answer), terminator: "")
        // As lint's error: the view cannot be tapped at all.
        if !answer.tappable { throw ExitCode(1) }
    }
}
