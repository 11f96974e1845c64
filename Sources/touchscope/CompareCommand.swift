import ArgumentParser
import Foundation
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

/// `X1,Y1:X2,Y2`: a drag from one canvas point to another.
struct DragArgument: ExpressibleByArgument {
    var from: Point
    var to: Point
    init?(argument: String) {
        let ends = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard ends.count == 2, let a = PointArgument(argument: String(ends[0])), let b = PointArgument(argument: String(ends[1])) else { return nil }
        from = a.point; to = b.point
    }
    static var defaultValueDescription: String { "X1,Y1:X2,Y2" }
}

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Give two scenes (or a scene and its what-if changes) the same touch and show how it differs.",
        discussion: """
        Runs the same input on both sides: the --script file's steps, then the --taps, then the --drags (default: the first scene's own script). With one scene, --what-if changes make the "after" side; with two, they change the second. Prints the differences touch by touch (the hit view, each hit-test verdict, the responder chain, control events and actions, gestures); --json prints them as one JSON object; --out also draws both sides side by side, the views that differ marked.

        Exit status (as diff): 0 the same, 1 different, 2 trouble (a scene that cannot be read, a touch outside the canvas, scenes of different canvas sizes, a PNG that cannot be written).

        Examples:
          touchscope compare Scenes/02-tabbar-button-broken.yaml Scenes/03-tabbar-button-fixed.yaml --tap 195,745 --out diff.png
          touchscope compare Scenes/05-overflow-not-tappable.yaml --what-if openBox:pointInside --what-if openBox:pointInside --tap 100,390
          touchscope compare A.yaml B.yaml --drag 60,300:300,300 --json
        """
    )

    @Argument(help: "The scene before (and the scene after, or leave it out and give --what-if).") var scenes: [String]
    @Option(name: .customLong("tap"), help: "Tap at canvas point X,Y (repeatable; replaces the scene's script).")
    var taps: [PointArgument] = []
    @Option(name: .customLong("drag"), help: "Drag from X1,Y1 to X2,Y2 in 10 moves (repeatable; after the taps).")
    var drags: [DragArgument] = []
    @Option(help: "A YAML file of script steps to run instead of the scene's script (before any --tap).") var script: String?
    @Option(name: .customLong("what-if"), help: "What if: VIEW:PROPERTY changes one property of a view of the after side as its key does (hidden, interaction, alpha, clips, enabled, pointInside; repeat to press again).")
    var whatIf: [String] = []
    @Option(help: "Also draw both sides side by side into this PNG file.") var out: String?
    @Option(help: "The image size in pixels.") var size: SizeArgument = SizeArgument(width: 1280, height: 900)
    @Option(help: "The language of the words: en or zh (default: from LC_ALL / LC_MESSAGES / LANG).") var lang: Language?
    @Flag(help: "Print the differences as one JSON object instead of text.") var json = false

    /// Prints `message` and exits 2 (trouble, as diff).
    private func trouble(_ message: String) throws -> Never {
        printError(message)
        throw ExitCode(2)
    }

    func run() throws {
        guard (1...2).contains(scenes.count) else {
            throw ValidationError("compare takes one or two scene files (found \(scenes.count))")
        }
        if scenes.count == 1, whatIf.isEmpty {
            throw ValidationError("with one scene, give --what-if VIEW:PROPERTY for the after side (or a second scene)")
        }
        let documents = try scenes.map(load)
        let before = documents[0], after = documents[documents.count - 1]
        if before.canvas != after.canvas {
            try trouble("touchscope: \(scenes[0]) has a canvas of \(formatSize(before.canvas)) points and \(scenes[1]) one of \(formatSize(after.canvas)): compare scenes of the same canvas size")
        }
        let steps = try inputSteps(default: before.script)
        try checkInside(steps, canvas: before.canvas)
        let presses = try parsePresses(in: after, path: scenes[scenes.count - 1])
        let changes = SceneComparison.changes(pressing: presses, in: after)
        let comparison = SceneComparison.compare(before: before, after: after, changes, steps: steps)
        let language = Language.chosen(lang)
        let labels = scenes.count == 2 ? (name(scenes[0]), name(scenes[1]))
            : (name(scenes[0]), name(scenes[0]) + " + " + describe(changes))
        // The picture first: when it cannot be written, nothing is printed but the error.
        if let out {
            do {
                let image = try ComparisonRenderer.render(before: .init(document: before, label: labels.0),
                                                          after: .init(document: after, changes: changes, label: labels.1),
                                                          steps: steps, width: size.width, height: size.height,
                                                          language: language, comparison: comparison)
                try image.savePNG(path: out)
            } catch let error as SDLError {
                try trouble("touchscope: \(out): cannot render or write the PNG: \(error.message)")
            }
        }
        if json {
            print(CompareJSON.object(comparison, before: scenes[0], after: scenes[scenes.count - 1], changes: changes))
        } else {
            print(Localization.comparisonLines(comparison, language).joined(separator: "\n"))
        }
        if !comparison.isSame { throw ExitCode(1) }
    }

    private func load(_ path: String) throws -> SceneDocument {
        do {
            return try SceneFile.load(path)
        } catch {
            try trouble(error.description)
        }
    }

    /// The changes in force, as the panel lists them: `openBox.pointInside = boundsOrSubviews`.
    private func describe(_ changes: [String: [WhatIfProperty: WhatIfValue]]) -> String {
        let items = changes.keys.sorted().flatMap { id in
            (changes[id] ?? [:]).sorted { $0.key.rawValue < $1.key.rawValue }.map { "\(id).\($0.key.rawValue) = \($0.value)" }
        }
        return items.isEmpty ? "(no change)" : items.joined(separator: ", ")
    }

    private func name(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }

    private func formatSize(_ s: Size) -> String { "\(formatNumber(s.width)) x \(formatNumber(s.height))" }

    /// The input: the script file's steps, the taps, the drags; else `fallback`.
    private func inputSteps(default fallback: [ScriptStep]) throws -> [ScriptStep] {
        var steps: [ScriptStep] = []
        if let script {
            do { steps = try SceneFile.loadScript(script) } catch { try trouble(error.description) }
        }
        steps += SceneTrace.tapSteps(taps.map(\.point))
        steps += drags.enumerated().map { i, d in
            ScriptStep(action: .drag(from: d.from, to: d.to, steps: 10), location: SourceLocation(path: "--drag", line: 1, column: i + 1))
        }
        if script == nil, taps.isEmpty, drags.isEmpty { return fallback }
        return steps
    }

    /// Refuses a touch outside the canvas: it would compare nothing. Says where it is written.
    private func checkInside(_ steps: [ScriptStep], canvas: Size) throws {
        func inside(_ p: Point) -> Bool { p.x >= 0 && p.y >= 0 && p.x <= canvas.width && p.y <= canvas.height }
        for step in steps {
            var points: [Point] = []
            switch step.action {
            case let .tap(p), let .down(p), let .move(p): points = [p]
            case let .up(p): points = p.map { [$0] } ?? []
            case let .drag(a, b, _): points = [a, b]
            default: break
            }
            for p in points where !inside(p) {
                let place = step.location.path.hasPrefix("--") ? "\(step.location.path) \(formatNumber(p.x)),\(formatNumber(p.y))" : "\(step.location)"
                try trouble("\(place): error: the point \(p) is outside the canvas (0, 0) to (\(formatNumber(canvas.width)), \(formatNumber(canvas.height))); give a point on the screen")
            }
        }
    }

    /// `--what-if VIEW:PROPERTY` presses, each naming a view of the after side's scene.
    private func parsePresses(in document: SceneDocument, path: String) throws -> [(view: String, property: WhatIfProperty)] {
        let specs = document.viewSpecs
        return try whatIf.map { item in
            let parts = item.split(separator: ":").map(String.init)
            guard parts.count == 2, let p = WhatIfProperty(rawValue: parts[1]) else {
                throw ValidationError("--what-if takes VIEW:PROPERTY, PROPERTY one of \(WhatIfProperty.allCases.map(\.rawValue).joined(separator: ", ")); found '\(item)'")
            }
            guard let spec = specs.first(where: { $0.id == parts[0] }) else {
                let guess = document.closestViewID(to: parts[0]).map { " Did you mean '\($0)'?" } ?? ""
                try trouble("touchscope: --what-if \(item): no view '\(parts[0])' in \(path).\(guess)")
            }
            if p == .enabled, spec.kind != .button {
                try trouble("touchscope: --what-if \(item): '\(parts[0])' is not a control (kind: button); only controls can be enabled or disabled")
            }
            return (parts[0], p)
        }
    }
}

/// The comparison as one JSON object: `{"before", "after", "same", "changes", "touchCounts",
/// "touches": [{"touch", "at", "differences": [{"kind", "view"?, "before", "after"}]}]}`.
enum CompareJSON {
    static func object(_ c: SceneComparison, before: String, after: String,
                       changes: [String: [WhatIfProperty: WhatIfValue]]) -> String {
        var root: [String: Any] = ["before": before, "after": after, "same": c.isSame]
        if !changes.isEmpty {
            root["changes"] = changes.mapValues { props in
                Dictionary(uniqueKeysWithValues: props.map { ($0.key.rawValue, $0.value.description) })
            }
        }
        if let counts = c.touchCounts { root["touchCounts"] = ["before": counts.before, "after": counts.after] }
        root["touches"] = c.touches.map { t -> [String: Any] in
            var touch: [String: Any] = ["touch": t.number, "differences": t.differences.map(difference)]
            if let p = t.location { touch["at"] = [p.x, p.y] }
            return touch
        }
        guard let data = try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .withoutEscapingSlashes]),
              let text = String(data: data, encoding: .utf8) else { return "{}" }
        return text
    }

    private static func orNull(_ s: String?) -> Any { s ?? NSNull() }

    private static func difference(_ d: TouchDifference) -> [String: Any] {
        func visit(_ v: VisitVerdict?) -> Any {
            guard let v else { return NSNull() }
            var out: [String: Any] = ["verdict": v.verdict.rawValue]
            if let by = v.decidedBy { out["decidedBy"] = by }
            return out
        }
        func chain(_ links: [ChainLink]) -> [[String: String]] {
            links.map { ["responder": $0.responder, "action": $0.action.rawValue] }
        }
        switch d {
        case let .hitView(b, a): return ["kind": "hitView", "before": orNull(b), "after": orNull(a)]
        case let .visit(view, b, a): return ["kind": "visit", "view": view, "before": visit(b), "after": visit(a)]
        case let .chain(b, a): return ["kind": "chain", "before": chain(b), "after": chain(a)]
        case let .dropped(b, a): return ["kind": "dropped", "before": b, "after": a]
        case let .decisions(b, a): return ["kind": "decisions", "before": b.map(TraceText.line), "after": a.map(TraceText.line)]
        case let .gesture(id, view, b, a):
            return ["kind": "gesture", "gesture": id, "view": orNull(view), "before": orNull(b?.rawValue), "after": orNull(a?.rawValue)]
        }
    }
}
