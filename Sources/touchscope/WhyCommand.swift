import ArgumentParser
import Foundation
import TouchScopeCore
import TouchScopeScenes

/// `touchscope why SCENE --view ID [--at X,Y] [--json]`.
struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Say why a view does not get a tap (naming the culprit) and where it can be tapped.",
        discussion: "Without --at: the whole view. SCENE may also be a view hierarchy dump (see 'touchscope import'). See docs/import.md."
    )

    @Argument(help: "The scene file (YAML) or a view hierarchy dump.") var scene: String
    @Option(help: "The view's id.") var view: String
    @Option(help: "A screen point X,Y (canvas points).") var at: PointArgument?
    @Flag(help: "Print JSON instead of text.") var json = false

    func run() throws {
        let document = try loadSceneOrExit(scene)
        let built = SceneBuilder.build(document)
        guard let target = built.views[view] else {
            let ids = built.viewsInOrder.map(\.id)
            let near = ids.filter { $0.lowercased().hasPrefix(String(view.lowercased().prefix(3))) }.prefix(8)
            printError("\(scene): error: no view '\(view)' in the scene" + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
            throw ExitCode(1)
        }
        let analyzer = TapAnalyzer(built)
        let answer = TapWhy.answer(analyzer, view: target, at: at?.point)
        print(json ? TapWhy.json(answer, view: target, scene: built) : TapWhy.text(answer), terminator: "")
    }
}
