import ArgumentParser
import Foundation
import TouchScopeCore
import TouchScopeScenes
import TouchScopeUI

@main
struct TouchScopeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchscope",
        abstract: "See how iOS delivers a touch: hit-testing, the responder chain, controls.",
        discussion: """
        With no subcommand, opens the playground window on a scene file or a directory of scenes
        (default: the project's own Scenes/).
        """,
        subcommands: [OpenCommand.self, NewCommand.self, TraceCommand.self, CheckCommand.self, RenderCommand.self, CompareCommand.self, RecordCommand.self, ImportCommand.self, WhyCommand.self, LintCommand.self],
        defaultSubcommand: OpenCommand.self
    )

    /// Runs the command. A misuse (a missing argument, a bad option value, an unknown flag)
    /// prints one line to standard error and exits non-zero; `--help` prints the help.
    static func main() {
        if Supervisor.isNeeded(CommandLine.arguments) { Supervisor.run(CommandLine.arguments) }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            printError("touchscope: \(message.replacingOccurrences(of: "Error: ", with: "")) (see 'touchscope help')")
            Foundation.exit(code.rawValue)
        }
    }
}

/// Parses `X,Y` into a point.
struct PointArgument: ExpressibleByArgument {
    var point: Point
    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let y = Double(parts[1].trimmingCharacters(in: .whitespaces)), x.isFinite, y.isFinite else { return nil }
        point = Point(x: x, y: y)
    }
    static var defaultValueDescription: String { "X,Y" }
}

/// Prints `message` to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Loads a scene, printing its errors and exiting non-zero when it has any.
func loadSceneOrExit(_ path: String) throws -> SceneDocument {
    do {
        return try SceneFile.load(path)
    } catch {
        printError(error.description)
        throw ExitCode(1)
    }
}

/// The touches to run instead of a scene's own script (`trace` and `render`).
struct InputOptions: ParsableArguments {
    @Option(name: .customLong("tap"), help: "Tap at canvas point X,Y (repeatable; replaces the scene's script).")
    var taps: [PointArgument] = []
    @Option(help: "A YAML file of script steps to run instead of the scene's script.") var script: String?

    /// The steps to run: `--script FILE` (then any `--tap`s), else the `--tap`s, else the
    /// scene's own script (for a picture, up to its `picture: true` step: the lesson).
    func steps(for document: SceneDocument, picture: Bool = false) throws -> [ScriptStep] {
        if let script {
            do {
                return try SceneFile.loadScript(script) + SceneTrace.tapSteps(taps.map(\.point))
            } catch {
                printError(error.description)
                throw ExitCode(1)
            }
        }
        if !taps.isEmpty { return SceneTrace.tapSteps(taps.map(\.point)) }
        return picture ? document.script.throughPicture : document.script
    }
}

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run a scene headless and print the trace of every decision.",
        discussion: "Runs the scene's script, or the taps / script given instead. Text by default; --json prints one JSON object per line (see docs/trace-format.md)."
    )

    @Argument(help: "The scene: a scene file (.yaml or .swift) or a view hierarchy dump (recursiveDescription text or Sentry JSON, imported in memory).") var scene: String
    @OptionGroup var input: InputOptions
    @Flag(help: "Print JSON lines instead of text.") var json = false
    @Flag(name: .customLong("last-touch"), help: "Print only the last touch's trace (what the window's T key exports).")
    var lastTouch = false

    func run() throws {
        let document = try loadSceneOrExit(scene)
        let steps = try input.steps(for: document)
        var records = SceneTrace.run(document, steps: steps)
        if lastTouch {
            // The story the window shows: the records since the last touch began with no finger down.
            let playground = Playground()
            playground.show(document)
            playground.run(steps)
            records = playground.storyRecords
        }
        print(json ? TraceJSON.lines(records) : TraceText.format(records), terminator: "")
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate scene files; exits non-zero when any has errors."
    )

    @Argument(help: "Scene files or directories of scenes.") var scenes: [String]

    func run() throws {
        var failed = 0
        var checked = 0
        for path in scenes {
            let files = SceneFile.isDirectory(path) ? SceneFile.allScenes(in: path) : [path]
            if files.isEmpty { printError("\(path): error: no scene files (*.yaml, *.swift) in this directory"); failed += 1 }
            for file in files {
                checked += 1
                do {
                    _ = try SceneFile.load(file)
                    print("\(file): ok")
                } catch {
                    printError(error.description)
                    failed += 1
                }
            }
        }
        if failed > 0 {
            printError("\(failed) of \(max(checked, failed)) scene file(s) have errors")
            throw ExitCode(1)
        }
    }
}
