import ArgumentParser
import Foundation
import TouchScopeApp
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the playground window on a scene file or a directory of scenes (the default command).",
        discussion: "Press ? in the window for every key. The scene file reloads when saved; scene files saved into an open folder join its list."
    )

    @Argument(help: "A scene file or a directory of scenes (default: the project's Scenes/).") var scene: String?
    @Option(name: .customLong("log-json"), help: "Append trace records (JSON lines) to FILE as touches happen.")
    var logJSON: String?
    @Option(help: "The window's initial size in logical pixels.") var size: SizeArgument = SizeArgument(width: 1280, height: 900)
    @Option(help: "The interface language: en or zh (default: from LC_ALL / LC_MESSAGES / LANG).") var lang: Language?
    @Option(name: .customLong("export-dir"), help: "Where the X and T keys save exports (default: $TOUCHSCOPE_EXPORT_DIR, else ~/touchscope-exports).")
    var exportDir: String?

    func run() throws {
        useUTF8CharacterLocale()
        do {
            let window = try PlaygroundWindow(argument: scene, logPath: logJSON, size: size)
            window.playground.language = Language.chosen(lang)
            window.configureTools(exportDirectory: exportDir, fontURL: try AssetLocator.fontURL())
            try window.run()
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
    /// How `--help` shows the default: `1280x900`.
    var defaultValueDescription: String { "\(width)x\(height)" }
}

/// The playground window: the session (scene files, hot reload, log) driven by SDL input, drawn
/// from the playground's display lists.
final class PlaygroundWindow {
    let session: PlaygroundSession
    var playground: Playground { session.playground }
    let host: SDLWindowHost
    var shownTitle: String?
    /// The supervising process, when there is one: the window closes if it goes away.
    var supervisor: pid_t?

    init(argument: String?, logPath: String?, size: SizeArgument) throws {
        var library = try SceneLibrary(argumentOrDefault: argument)
        let log = try logPath.map { path throws(ValidationFailure) in try JSONLog(path: path) }
        let font = try AssetLocator.fontURL()
        host = try SDLWindowHost(title: "TouchScope", width: size.width, height: size.height, fontURL: font)
        // Under the supervisor (Supervisor.swift): where to report loads, the last good build of a
        // Swift scene whose new one trapped as it loaded, and the note of the trap.
        let env = ProcessInfo.processInfo.environment
        let status = env["TOUCHSCOPE_STATUS_FILE"].map(StatusFile.init(path:))
        var restore: [String: (library: String, mtime: Double)] = [:]
        if let r = env["TOUCHSCOPE_RESTORE"] {
            let p = r.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if p.count == 3, let mtime = Double(p[2]), SwiftSceneCompiler.isCachedLibrary(p[1]) { restore[p[0]] = (p[1], mtime) }
        }
        let note = env["TOUCHSCOPE_CRASH_NOTE"].flatMap(SceneError.init(encoded:)).map { SceneDiagnostics([$0]) }
        if let at = env["TOUCHSCOPE_START_AT"] { library.select(at) }
        session = PlaygroundSession(library: library, log: log, status: status, restore: restore, crashNote: note,
                                    runsSwift: env[Supervisor.childVariable] != nil)
        supervisor = env[Supervisor.childVariable] != nil ? getppid() : nil
        updateTitle()
    }

    func updateTitle() {
        if session.title != shownTitle { host.setTitle(session.title); shownTitle = session.title }
    }

    /// Exports and write-back (ToolRequests.swift in TouchScopeApp).
    let tools = ToolRequestHandler()

    /// A request of the playground that needs the window (the session did the others).
    func carryOut(_ request: Playground.Request) {
        tools.perform(request, playground: playground)
    }

    /// PNG export: the window as it is now, drawn by the headless renderer (the same pixels as
    /// the software renderer on screen).
    func configureTools(exportDirectory: String?, fontURL: URL) {
        if let exportDirectory { tools.exportDirectory = exportDirectory }
        tools.renderPNG = { [unowned self] path in
            let renderer = try HeadlessRenderer(fontURL: fontURL)
            let pixels = host.pixelSize
            let uiScale = Double(pixels.width) / Double(max(1, host.logicalSize.width))
            let list = playground.displayList(width: pixels.width, height: pixels.height, uiScale: uiScale, measurer: renderer.measurer)
            try renderer.render(list).savePNG(path: path)
            playground.needsRedraw = true
        }
    }

    func run() throws {
        // Wake every 0.25 s (file watching), or sooner when a gesture recognizer's deadline is
        // due (a long press's duration, the end of a double tap's wait).
        let poll = 0.25
        try host.run(timeout: { [playground, host] in
            guard let deadline = playground.nextDeadline else { return poll }
            return min(poll, deadline - host.inputClock)
        }) { inputs in
            for input in inputs {
                switch input {
                case let .pointer(sample, modifiers):
                    playground.handle(sample, modifiers: modifiers.playgroundModifiers)
                case let .key(press):
                    if let key = press.playgroundKey { playground.handle(key) }
                case let .wheel(pixel, lines):
                    playground.wheel(at: pixel, lines: lines)
                case .focusLost:
                    playground.focusLost(timestamp: playground.lastTimestamp)
                case .windowResized, .needsRedraw:
                    playground.needsRedraw = true
                case let .fileDrop(path):
                    session.openDropped(path: path)
                case .quit:
                    return .quit
                }
            }
            if let supervisor, getppid() != supervisor { return .quit }
            // Time passes without input too: recognizers waiting for it act now.
            playground.advanceTime(to: host.inputClock)
            for request in session.update() { carryOut(request) }
            updateTitle()
            guard playground.needsRedraw else { return .idle }
            let pixels = host.pixelSize
            let logical = host.logicalSize
            let uiScale = Double(pixels.width) / Double(max(1, logical.width))
            let list = playground.displayList(width: pixels.width, height: pixels.height, uiScale: uiScale, measurer: host.textMeasurer)
            if let layout = playground.layout { session.logReady(layout: layout, uiScale: uiScale) }
            return .redraw(list)
        }
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
        case .space: return .character(" ")
        case .tab: return .tab
        case .enter: return .enter
        case .left: return .left
        case .right: return .right
        case .up: return .up
        case .down: return .down
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        case .backspace: return .backspace
        case .home: return .home
        case .end: return .end
        case .function(1): return .f1
        case .function(5): return .f5
        default: return nil
        }
    }
}

/// Makes the process's character locale UTF-8 before SDL starts: under X11, SDL sets the
/// window's UTF-8 title (`_NET_WM_NAME`) only when Xlib's locale supports UTF-8, so in a plain
/// C locale the title would stay "TouchScope" instead of "TouchScope — <scene title>". Uses the
/// environment's locale when it is UTF-8, else `C.UTF-8`.
func useUTF8CharacterLocale() {
    if let current = setlocale(LC_CTYPE, ""), String(cString: current).uppercased().replacingOccurrences(of: "-", with: "").contains("UTF8") {
        return
    }
    _ = setlocale(LC_CTYPE, "C.UTF-8")
}
