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
    @OptionGroup var input: InputOptions
    @Option(help: "The image size in pixels.") var size: SizeArgument = SizeArgument(width: 1280, height: 900)

    func run() throws {
        let document = try loadSceneOrExit(scene)
        let steps = try input.steps(for: document)
        do {
            let image = try SceneRenderer.render(document, steps: steps, width: size.width, height: size.height)
            try image.savePNG(path: out)
        } catch let error as SDLError {
            printError("touchscope: \(out): cannot render or write the PNG: \(error.message)")
            throw ExitCode(1)
        }
    }
}
