import Foundation
import TouchScopeCore
import TouchScopeScenes
import TouchScopeUI

/// What the window does apart from the window itself: which scene file is open, loading and
/// hot-reloading it (the scene, or its errors with the last good scene kept), the playground's
/// requests (next, previous, reload), and the `--log-json` records. No SDL: the tests drive it
/// exactly as the window loop does, with real files and no display.
public final class PlaygroundSession {
    public private(set) var library: SceneLibrary
    public let playground: Playground
    public let log: JSONLog?
    public private(set) var watcher: FileWatcher
    /// The window's title for what is shown.
    public private(set) var title = "TouchScope"
    /// How many loads succeeded and failed (for tests and the robustness figures).
    public private(set) var loadsSucceeded = 0
    public private(set) var loadsFailed = 0
    private var lastReady: String?

    /// Opens the library's current scene (shown, or its errors).
    ///
    /// Under the supervisor (`touchscope open` with Swift scenes): `status` receives a line when
    /// a load begins and when it succeeded (with the compiled library of a Swift scene);
    /// `restore` maps a scene file to the library to load instead of compiling it (the last good
    /// build, when the new one trapped as it loaded); `crashNote` is shown over the scene, as a
    /// broken file's errors are. `runsSwift` false refuses Swift scenes (a window without its
    /// supervisor).
    public init(library: SceneLibrary, log: JSONLog? = nil, playground: Playground = Playground(),
                status: StatusFile? = nil, restore: [String: (library: String, mtime: Double)] = [:], crashNote: SceneDiagnostics? = nil,
                runsSwift: Bool = true) {
        self.runsSwift = runsSwift
        self.library = library
        self.log = log
        self.playground = playground
        self.status = status
        self.restore = restore
        watcher = FileWatcher(path: library.current)
        playground.sceneCount = library.paths.count
        load()
        if let crashNote {
            playground.show(crashNote)
            for e in crashNote.errors { log?.write(#"{"type":"loadError","message":\#(TraceJSON.quote(e.description))}"#) }
        }
    }

    /// Where the supervisor learns what the window is loading (nil: not supervised).
    public let status: StatusFile?
    /// Whether Swift scenes are run: false for a window without its supervisor, which a trap in
    /// the scene's code would close (it shows why instead).
    public let runsSwift: Bool
    /// Scene files to load from a compiled library while they keep their modification time (see
    /// ``init(library:log:playground:status:restore:crashNote:)``).
    private var restore: [String: (library: String, mtime: Double)]

    /// A file's modification time (seconds since 1970), 0 when it cannot be read.
    static func modificationTime(_ path: String) -> Double {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    }

    /// Loads the current scene file: shows it, or shows its errors and keeps the last good
    /// scene. Active touches of the old scene are cancelled when a new one is shown.
    public func load() {
        playground.sceneIndex = library.index
        do throws(SceneDiagnostics) {
            let path = library.current
            if path.hasSuffix(".swift") && !runsSwift {
                // Without the supervisor a trap in the scene's code would close the window.
                throw SceneDiagnostics([SceneError(SourceLocation(path: path, line: 1, column: 1),
                    "this window runs without its supervisor (TOUCHSCOPE_NO_SUPERVISOR), so it does not run Swift scenes; open it with `touchscope open \(path)`")])
            }
            status?.write("loading \(path)")
            let document: SceneDocument
            if let kept = restore[path], kept.mtime == Self.modificationTime(path) {
                // The window came back after the scene's code trapped as it loaded: the last good
                // build of this file, until the file is saved again.
                document = try SwiftSceneProgram.load(library: kept.library, displayPath: path)
            } else {
                restore[path] = nil
                document = try SceneFile.load(path)
            }
            status?.write("good \(path)\t\(document.program?.libraryPath ?? "")")
            playground.show(document, timestamp: playground.lastTimestamp)
            title = "TouchScope — \(document.title)"
            loadsSucceeded += 1
            log?.write(#"{"type":"scene","path":\#(TraceJSON.quote(library.current)),"title":\#(TraceJSON.quote(document.title))}"#)
        } catch {
            playground.show(error)
            if playground.scene == nil { title = "TouchScope — errors in \(library.current)" }
            loadsFailed += 1
            for e in error.errors { log?.write(#"{"type":"loadError","message":\#(TraceJSON.quote(e.description))}"#) }
        }
        lastReady = nil
    }

    /// Switches to another library (a dropped file or folder) and loads its first scene.
    public func open(_ library: SceneLibrary) {
        self.library = library
        reopen()
    }

    /// Opens a dropped path; false (nothing changes) when it holds no scene.
    @discardableResult
    public func openDropped(path: String) -> Bool {
        guard let l = try? SceneLibrary(argument: path) else { return false }
        open(l)
        return true
    }

    /// The next (`1`) or previous (`-1`) scene of the library.
    public func move(by delta: Int) {
        library.move(by: delta)
        reopen()
    }

    private func reopen() {
        playground.sceneCount = library.paths.count
        watcher = FileWatcher(path: library.current)
        load()
    }

    /// One turn of the window loop's housekeeping: carries out the playground's scene requests
    /// (next, previous, reload), follows the open folder's scene files (new ones join the list in
    /// order, removed ones leave it), reloads the scene file when it changed on disk, and appends new
    /// trace records to the log. Returns the requests only the front end can carry out
    /// (exports that need the window's pixels, ...), in order.
    @discardableResult
    public func update() -> [Playground.Request] {
        var others: [Playground.Request] = []
        for request in playground.takeRequests() {
            switch request {
            case .nextScene: move(by: 1)
            case .previousScene: move(by: -1)
            case .reload: load()
            case .playbackStarted: log?.write(#"{"type":"playback","state":"started"}"#)
            case let .playbackEnded(finished):
                // Every record of the playback is in the log before the marker of its end.
                flushLog()
                log?.write(#"{"type":"playback","state":"\#(finished ? "finished" : "interrupted")"}"#)
            default: others.append(request)
            }
        }
        if library.refresh() {
            // A scene file saved into (or removed from) the open folder: the list follows, the
            // scene shown stays.
            playground.sceneCount = library.paths.count
            playground.sceneIndex = library.index
            playground.needsRedraw = true
        }
        if watcher.changed() { load() }
        flushLog()
        return others
    }

    /// Appends the trace records made since the last call to the log.
    public func flushLog() {
        let records = playground.takeNewRecords()
        guard let log else { return }
        log.write(lines: records.map(TraceJSON.line))
    }

    /// Logs the `ready` record (the canvas rectangle in logical window coordinates) when it
    /// changed, so tools can click at scene coordinates.
    public func logReady(layout: PlaygroundLayout, uiScale: Double) {
        let c = layout.canvas
        let s = uiScale
        let ready = #"{"type":"ready","canvas":[\#(formatNumber(c.minX / s)),\#(formatNumber(c.minY / s)),\#(formatNumber(c.width / s)),\#(formatNumber(c.height / s))],"scale":\#(formatNumber(layout.scale / s))}"#
        if ready != lastReady { log?.write(ready); lastReady = ready }
    }
}

/// A file the window appends one line to per event the supervisor needs (flushed at once: the
/// process may trap the next moment).
public final class StatusFile {
    private let handle: FileHandle?
    /// Opens the file the supervisor made (private to the user, under a name no one can guess).
    public init(path: String) {
        handle = FileHandle(forWritingAtPath: path)
        handle?.seekToEndOfFile()
    }
    public func write(_ line: String) {
        handle?.write(Data((line.replacingOccurrences(of: "\n", with: " ") + "\n").utf8))
        try? handle?.synchronize()
    }
}
