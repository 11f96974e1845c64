import ArgumentParser
import Foundation
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the playground window on a scene file or a directory of scenes (the default command).",
        discussion: "Press ? in the window for every key. The scene file reloads when saved."
    )

    @Argument(help: "A scene file or a directory of scenes (default: the project's Scenes/).") var scene: String?
    @Option(name: .customLong("log-json"), help: "Append trace records (JSON lines) to FILE as touches happen.")
    var logJSON: String?
    @Option(help: "The window's initial size in logical pixels.") var size: SizeArgument = SizeArgument(width: 1280, height: 900)

    func run() throws {
        do {
            try PlaygroundWindow(argument: scene, logPath: logJSON, size: size).run()
        } catch let failure as ValidationFailure {
            printError("touchscope: \(failure.description)")
            throw ExitCode(1)
        } catch let error as SDLError {
            printError("touchscope: cannot open the window: \(error.message) (is a display available? try DISPLAY=:0, or `touchscope render` headless)")
            throw ExitCode(1)
        }
    }
}

/// `WxH`, e.g. `1280x900`.
struct SizeArgument: ExpressibleByArgument {
    var width: Int
    var height: Int
    init(width: Int, height: Int) { self.width = width; self.height = height }
    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (64...8192).contains(w), (64...8192).contains(h) else {
            return nil
        }
        width = w; height = h
    }
    static var defaultValueDescription: String { "WxH" }
}

/// The playground window: scenes from files (watched), input from SDL, pictures from the
/// playground's display lists.
final class PlaygroundWindow {
    var library: SceneLibrary
    let playground = Playground()
    let host: SDLWindowHost
    var watcher: FileWatcher
    var log: JSONLog?
    var lastReady: String?

    init(argument: String?, logPath: String?, size: SizeArgument) throws {
        library = try SceneLibrary(argument: argument)
        log = try logPath.map { try JSONLog(path: $0) }
        let font = try AssetLocator.fontURL()
        host = try SDLWindowHost(title: "TouchScope", width: size.width, height: size.height, fontURL: font)
        // Input arrives in output pixels; the playground maps pixels to canvas points itself.
        host.canvasOrigin = .zero
        host.pixelsPerPoint = 1
        watcher = FileWatcher(path: library.current)
        playground.sceneCount = library.paths.count
        load()
    }

    /// Loads the current scene file: shows it, or shows its errors and keeps the last good scene.
    func load() {
        playground.sceneIndex = library.index
        do {
            let document = try SceneFile.load(library.current)
            playground.show(document, timestamp: 0)
            host.setTitle("TouchScope — \(document.title)")
            log?.write(#"{"type":"scene","path":\#(TraceJSON.quote(library.current)),"title":\#(TraceJSON.quote(document.title))}"#)
        } catch {
            playground.show(error)
            if playground.scene == nil { host.setTitle("TouchScope — errors in \(library.current)") }
            for e in error.errors { log?.write(#"{"type":"loadError","message":\#(TraceJSON.quote(e.description))}"#) }
        }
        lastReady = nil
    }

    func run() throws {
        try host.run(timeout: 0.25) { inputs in
            for input in inputs {
                switch input {
                case let .sample(sample, modifiers):
                    playground.handle(sample, modifiers: modifiers.playgroundModifiers)
                case let .key(press):
                    if let key = press.playgroundKey { playground.handle(key) }
                case .focusLost:
                    playground.focusLost(timestamp: playground.lastTimestamp)
                case .windowResized, .needsRedraw:
                    playground.needsRedraw = true
                case let .fileDrop(path):
                    if let l = try? SceneLibrary(argument: path) { library = l; open() }
                case .quit:
                    return .quit
                default:
                    break
                }
            }
            for request in playground.takeRequests() {
                switch request {
                case .nextScene: library.move(by: 1); open()
                case .previousScene: library.move(by: -1); open()
                case .reload: load()
                }
            }
            if watcher.changed() { load() }
            for record in playground.takeNewRecords() { log?.write(TraceJSON.line(record)) }
            guard playground.needsRedraw else { return .idle }
            let pixels = host.pixelSize
            let logical = host.logicalSize
            let uiScale = Double(pixels.width) / Double(max(1, logical.width))
            let list = playground.displayList(width: pixels.width, height: pixels.height, uiScale: uiScale, measurer: host.textMeasurer)
            if let layout = playground.layout {
                let c = layout.canvas
                let s = uiScale
                let ready = #"{"type":"ready","canvas":[\#(formatNumber(c.minX / s)),\#(formatNumber(c.minY / s)),\#(formatNumber(c.width / s)),\#(formatNumber(c.height / s))],"scale":\#(formatNumber(layout.scale / s))}"#
                if ready != lastReady { log?.write(ready); lastReady = ready }
            }
            return .redraw(list)
        }
    }

    func open() {
        playground.sceneCount = library.paths.count
        watcher = FileWatcher(path: library.current)
        load()
    }
}

/// Appends JSON lines to a file, flushing each line so a reader sees it at once.
final class JSONLog {
    let handle: FileHandle

    init(path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw ValidationFailure("\(path): cannot create the log file (check the folder exists and is writable)")
            }
        }
        guard let h = FileHandle(forWritingAtPath: path) else {
            throw ValidationFailure("\(path): cannot write the log file (check its permissions)")
        }
        h.seekToEndOfFile()
        handle = h
    }

    func write(_ line: String) {
        handle.write(Data((line + "\n").utf8))
    }
}

extension KeyModifiers {
    var playgroundModifiers: InputModifiers {
        var m: InputModifiers = []
        if contains(.shift) { m.insert(.shift) }
        if contains(.alt) { m.insert(.alt) }
        if contains(.control) { m.insert(.control) }
        return m
    }
}

extension KeyPress {
    /// The playground's key for this press ("?" is shift + "/" on most layouts).
    var playgroundKey: TouchScopeUI.Key? {
        switch key {
        case let .character(c):
            if c == "/" && modifiers.contains(.shift) { return .character("?") }
            return .character(c)
        case .escape: return .escape
        case .tab: return .tab
        case .enter: return .enter
        case .left: return .left
        case .right: return .right
        case .up: return .up
        case .down: return .down
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        case .function(1): return .f1
        default: return nil
        }
    }
}
