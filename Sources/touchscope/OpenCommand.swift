import ArgumentParser

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the playground window on a scene file or a directory of scenes (the default command)."
    )

    @Argument(help: "A scene file or a directory of scenes (default: the project's Scenes/).") var scene: String?

    func run() throws {
        printError("the window is not built yet")
        throw ExitCode(1)
    }
}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Render a scene headless to PNG.")
    @Argument var scene: String
    func run() throws {
        printError("render is not built yet")
        throw ExitCode(1)
    }
}
