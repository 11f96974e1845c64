import ArgumentParser
import Foundation
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the playground window for a scene headless (no display needed) to PNG.",
        discussion: "Runs the taps / script (default: the scene's own script) and draws the window as it would look, overlays of the last touch included. Identical pixels run to run."
    )

    @Argument(help: "The scene file (YAML).") var scene: String
    @Option(help: "The PNG file to write.") var out: String
    @Option(name: .customLong("tap"), help: "Tap at canvas point X,Y (repeatable; replaces the scene's script).")
    var taps: [PointArgument] = []
    @Option(help: "A YAML file of script steps to run instead of the scene's script.") var script: String?
    @Option(help: "The image size in pixels.") var size: SizeArgument = SizeArgument(width: 1280, height: 900)

    func run() throws {
        let document = try loadSceneOrExit(scene)
        let steps = try stepsOrExit(taps: taps, script: script, document: document)
        do {
            let image = try Self.render(document, steps: steps, width: size.width, height: size.height)
            try image.savePNG(path: out)
        } catch let error as SDLError {
            printError("touchscope: \(out): cannot render or write the PNG: \(error.message)")
            throw ExitCode(1)
        }
    }

    /// The window's picture for `document` after `steps`, at `width` x `height` pixels.
    static func render(_ document: SceneDocument, steps: [ScriptStep], width: Int, height: Int) throws -> RGBAImage {
        let renderer = try HeadlessRenderer(fontURL: AssetLocator.fontURL())
        let playground = Playground()
        playground.show(document)
        _ = playground.layout(width: Double(width), height: Double(height), uiScale: 1)
        playground.run(steps)
        let list = playground.displayList(width: width, height: height, uiScale: 1, measurer: renderer.measurer)
        return try renderer.render(list)
    }
}
