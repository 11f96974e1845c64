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
        discussion: """
        Runs the taps / script (default: the scene's own script, up to its step marked `picture: true` if one is) and draws the window as it would look, overlays of the last touch included. Identical pixels run to run.

        Examples:
          touchscope render S.yaml --out a.png --overlay hitAreas,deadZones
          touchscope render S.yaml --out a.png --overlay hitMap --lang zh
          touchscope render S.yaml --out a.png --tap 100,390 --what-if openBox:pointInside --step 3
        """
    )

    @Argument(help: "The scene: a scene file (.yaml or .swift) or a view hierarchy dump (recursiveDescription text or Sentry JSON, imported in memory).") var scene: String
    @Option(help: "The PNG file to write.") var out: String
    @Option(help: "Also write the picture's marks as JSON: every tag, badge and caption (kind, view, finger, text, box, leader) and every view's box, in window pixels (docs/playground.md).")
    var marks: String?
    @OptionGroup var input: InputOptions
    @Option(help: "The image size in pixels.") var size: SizeArgument = SizeArgument(width: 1280, height: 900)
    @Option(help: "Overlays to show besides the touch's own: a comma-separated list of hitAreas, deadZones, hitMap (write -NAME to hide one, e.g. -verdicts; names: \(Overlay.allCases.map(\.rawValue).joined(separator: ", "))).")
    var overlay: String?
    @Option(help: "The interface language: en or zh (default: from LC_ALL / LC_MESSAGES / LANG).") var lang: Language?
    @Option(help: "Show step N (from 1) of the last touch's dispatch, as step-through does.") var step: Int?
    @Option(help: "Select a view (by id), as a click in the view tree does.") var select: String?
    @Option(name: .customLong("what-if"), help: "What if: VIEW:PROPERTY changes one property of a view as its key does (hidden, interaction, alpha, clips, enabled, pointInside; repeat to press again), then re-runs the last touch.")
    var whatIf: [String] = []

    func run() throws {
        let document = try loadSceneOrExit(scene)
        let steps = try input.steps(for: document, picture: true)
        let configure = try configuration(for: document)
        do {
            let (image, json) = try SceneRenderer.renderWithMarks(document, steps: steps, width: size.width, height: size.height, configure: configure)
            try image.savePNG(path: out)
            if let marks {
                do {
                    try Data((json + "\n").utf8).write(to: URL(fileURLWithPath: marks))
                } catch {
                    printError("touchscope: \(marks): cannot write the marks: \(error.localizedDescription)")
                    throw ExitCode(1)
                }
            }
        } catch let error as SDLError {
            printError("touchscope: \(out): cannot render or write the PNG: \(error.message)")
            throw ExitCode(1)
        }
    }

    /// The playground changes the options ask for, checked before anything is drawn.
    func configuration(for document: SceneDocument) throws -> (Playground) -> Void {
        var overlays: [(Overlay, Bool)] = []
        for name in (overlay ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            let hide = name.hasPrefix("-")
            guard let o = Overlay(rawValue: hide ? String(name.dropFirst()) : name) else {
                throw ValidationError("unknown overlay '\(name)': use \(Overlay.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            overlays.append((o, !hide))
        }
        var changes: [(String, WhatIfProperty)] = []
        for item in whatIf {
            let parts = item.split(separator: ":").map(String.init)
            guard parts.count == 2, let p = WhatIfProperty(rawValue: parts[1]) else {
                throw ValidationError("--what-if takes VIEW:PROPERTY, PROPERTY one of \(WhatIfProperty.allCases.map(\.rawValue).joined(separator: ", ")); found '\(item)'")
            }
            changes.append((parts[0], p))
        }
        if let step, step < 1 { throw ValidationError("--step counts from 1") }
        try checkViewIDs(changes: changes, in: document)
        let language = Language.chosen(lang)
        let select = self.select
        let step = self.step
        return { playground in
            playground.language = language
            for (o, on) in overlays { playground.setOverlay(o, on) }
            for (id, property) in changes {
                playground.select(id)
                playground.whatIf(property)
            }
            if let select { playground.select(select) }
            if let step { playground.showStep(step - 1) }
        }
    }

    /// Refuses `--select` and `--what-if` ids that name no view of the scene (and `enabled` on
    /// a view that is not a control), printing one line that names the id and what exists, and
    /// exiting 1: otherwise the picture would silently show nothing selected or changed.
    func checkViewIDs(changes: [(String, WhatIfProperty)], in document: SceneDocument) throws {
        let specs = document.viewSpecs
        func fail(_ message: String) throws -> Never {
            printError("touchscope: \(message)")
            throw ExitCode(1)
        }
        func unknown(_ id: String, _ option: String) throws -> Never {
            let ids = specs.map(\.id)
            let guess = document.closestViewID(to: id).map { " Did you mean '\($0)'?" } ?? ""
            let shown = ids.prefix(20).joined(separator: ", ") + (ids.count > 20 ? ", … (\(ids.count) in all)" : "")
            try fail("\(option): no view '\(id)' in \(scene).\(guess) Its views: \(shown)")
        }
        for (id, property) in changes {
            guard let spec = specs.first(where: { $0.id == id }) else { try unknown(id, "--what-if \(id):\(property.rawValue)") }
            if property == .enabled, spec.kind != .button {
                try fail("--what-if \(id):enabled: '\(id)' is not a control (kind: button); only controls can be enabled or disabled")
            }
        }
        if let select, !specs.contains(where: { $0.id == select }) { try unknown(select, "--select") }
    }
}

extension Language: ExpressibleByArgument {
    /// The language a `--lang` flag chose, else the one this process's locale environment asks
    /// for (``Language/fromEnvironment(_:)``).
    static func chosen(_ flag: Language?) -> Language {
        flag ?? fromEnvironment(ProcessInfo.processInfo.environment)
    }
}
