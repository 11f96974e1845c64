import Foundation
import Testing
import TouchScopeApp
import TouchScopeCore
import TouchScopeScenes
import TouchScopeUI

/// Hot reload under abuse, through the same session the window runs: the playground keeps the
/// last good scene, shows the error, and picks up the next good save.
@Suite struct HotReloadAbuse {
    static func scene(_ title: String, x: Int = 20) -> String {
        "title: \(title)\nwindow:\n  subviews:\n    - id: box\n      frame: [\(x), 20, 100, 100]\n      touches: handle\n"
    }

    /// A session on a fresh file holding `text`.
    static func session(_ text: String = scene("A")) throws -> (PlaygroundSession, URL, URL) {
        let dir = try Robust.temporaryDirectory("reload")
        let file = dir.appendingPathComponent("scene.yaml")
        try text.write(to: file, atomically: false, encoding: .utf8)
        let library = try SceneLibrary(argument: file.path)
        let s = PlaygroundSession(library: library, log: try JSONLog(path: dir.appendingPathComponent("log.jsonl").path))
        return (s, file, dir)
    }

    /// Writes in place (same inode), as many editors do.
    static func writeInPlace(_ text: String, _ url: URL) throws {
        let h = try FileHandle(forWritingTo: url)
        try h.truncate(atOffset: 0)
        try h.write(contentsOf: Data(text.utf8))
        try h.close()
    }

    static func expectShows(_ s: PlaygroundSession, _ title: String, errors: Bool, _ loc: Testing.SourceLocation = #_sourceLocation) {
        #expect(s.playground.scene?.document.title == title, sourceLocation: loc)
        #expect((s.playground.errors != nil) == errors, "\(String(describing: s.playground.errors))", sourceLocation: loc)
    }

    @Test func aTruncatedWriteShowsErrorsAndKeepsTheSceneUntilTheWriteCompletes() throws {
        let (s, file, dir) = try Self.session()
        defer { try? FileManager.default.removeItem(at: dir) }
        Self.expectShows(s, "A", errors: false)
        let full = Self.scene("B")
        // Every prefix an editor could have written when the watcher looked.
        var broken = 0
        for cut in stride(from: 1, to: full.utf8.count, by: 7) {
            try Self.writeInPlace(String(decoding: Array(full.utf8.prefix(cut)), as: UTF8.self), file)
            s.update()
            if let errors = s.playground.errors {
                broken += 1
                #expect(s.playground.scene?.document.title == "A" || s.playground.scene?.document.title == "B")
                for e in errors.errors { #expect(e.description.hasPrefix(file.path + ":"), "\(e)") }
            }
        }
        #expect(broken > 0)
        try Self.writeInPlace(full, file)
        s.update()
        Self.expectShows(s, "B", errors: false)
        #expect(s.title == "TouchScope — B")
    }

    @Test func writeThenRenameSavesAreSeen() throws {
        let (s, file, dir) = try Self.session()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (i, title) in ["B", "C", "D"].enumerated() {
            let temp = dir.appendingPathComponent(".scene.yaml.swp\(i)")
            try Self.scene(title).write(to: temp, atomically: false, encoding: .utf8)
            #expect(rename(temp.path, file.path) == 0)
            s.update()
            Self.expectShows(s, title, errors: false)
        }
    }

    @Test func deletionThenRecreationKeepsTheSceneThenLoadsTheNewFile() throws {
        let (s, file, dir) = try Self.session()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.removeItem(at: file)
        s.update()
        Self.expectShows(s, "A", errors: true)
        #expect(s.playground.errors?.errors.first?.message.contains("no such file") == true)
        s.update()
        Self.expectShows(s, "A", errors: true)
        try Self.scene("E").write(to: file, atomically: true, encoding: .utf8)
        s.update()
        Self.expectShows(s, "E", errors: false)
    }

    @Test func aFileReplacedByADirectoryOrAPipeIsAnErrorNotAHang() throws {
        let (s, file, dir) = try Self.session()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        s.update()
        Self.expectShows(s, "A", errors: true)
        #expect(s.playground.errors?.errors.first?.message.contains("directory") == true)
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o644) == 0)
        s.update()
        Self.expectShows(s, "A", errors: true)
        #expect(s.playground.errors?.errors.first?.message.contains("not a regular file") == true)
        try FileManager.default.removeItem(at: file)
        try Self.scene("F").write(to: file, atomically: true, encoding: .utf8)
        s.update()
        Self.expectShows(s, "F", errors: false)
    }

    /// Two saves of the same length within one tick of the file system's clock leave size and
    /// modification time unchanged; the content hash still sees the second.
    @Test func rapidSavesOfTheSameLengthAreAllSeen() throws {
        let (s, file, dir) = try Self.session(Self.scene("A", x: 10))
        defer { try? FileManager.default.removeItem(at: dir) }
        for x in 11...40 {
            try Self.writeInPlace(Self.scene("A", x: x), file)
            s.update()
            #expect(s.playground.scene?.views["box"]?.frame.minX == Double(x))
        }
        // Several saves between two looks: the last one wins.
        for x in 41...60 { try Self.writeInPlace(Self.scene("A", x: x), file) }
        s.update()
        #expect(s.playground.scene?.views["box"]?.frame.minX == 60)
        #expect(s.playground.errors == nil)
    }

    @Test func aReloadCancelsActiveTouchesAndABrokenSaveDoesNot() throws {
        let (s, file, dir) = try Self.session()
        defer { try? FileManager.default.removeItem(at: dir) }
        let p = s.playground
        p.touch(InputSample(finger: .mouse, phase: .down, location: Point(x: 50, y: 50), timestamp: 1))
        let first = try #require(p.scene?.application)
        #expect(first.activeTouches.count == 1)
        try Self.writeInPlace("title: [", file)
        s.update()
        // The last good scene stays, touch and all.
        #expect(p.scene?.application === first && first.activeTouches.count == 1)
        try Self.writeInPlace(Self.scene("G"), file)
        s.update()
        #expect(first.activeTouches.isEmpty)
        #expect(p.scene?.application.activeTouches.isEmpty == true)
        // The finger lifts on the new scene: ignored, nothing stuck.
        p.touch(InputSample(finger: .mouse, phase: .up, location: Point(x: 50, y: 50), timestamp: 2))
        #expect(p.scene?.application.activeTouches.isEmpty == true)
        // The log has the scene records, the load error and the cancelled touch.
        let log = try String(contentsOf: dir.appendingPathComponent("log.jsonl"), encoding: .utf8)
        let lines = log.split(separator: "\n")
        #expect(lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil })
        #expect(lines.filter { $0.contains(#""type":"scene""#) }.count == 2)
        #expect(lines.contains { $0.contains(#""type":"loadError""#) })
        #expect(lines.contains { $0.contains("scene replaced") })
    }

    @Test func aStartWithABrokenFileShowsErrorsThenTheFirstGoodSave() throws {
        let (s, file, dir) = try Self.session("title: t\nwindow: [")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(s.playground.scene == nil)
        #expect(s.playground.errors != nil)
        #expect(s.title == "TouchScope — errors in \(file.path)")
        // Input with no scene is ignored.
        s.playground.touch(InputSample(finger: .mouse, phase: .down, location: Point(x: 1, y: 1), timestamp: 0))
        s.playground.focusLost(timestamp: 0)
        try Self.writeInPlace(Self.scene("H"), file)
        s.update()
        Self.expectShows(s, "H", errors: false)
    }

    /// Issue 38: a save used to clear the last touch, so one had to tap again to see whether the
    /// fix worked. The touch is re-run on the new scene, as a what-if is.
    @Test func aSaveReRunsTheLastTouchOnTheNewScene() throws {
        let (s, file, dir) = try Self.session()
        defer { try? FileManager.default.removeItem(at: dir) }
        s.playground.touch(InputSample(finger: .mouse, phase: .down, location: Point(x: 50, y: 50), timestamp: 1))
        s.playground.touch(InputSample(finger: .mouse, phase: .up, location: Point(x: 50, y: 50), timestamp: 1.05))
        func hitView() -> String? {
            s.playground.storyRecords.lazy.compactMap { if case let .hitResult(_, view, _) = $0.event { return view } else { return nil } }.first
        }
        #expect(hitView() == "box")
        // The box moves away from where the finger was: the re-run touch now hits the window.
        try Self.writeInPlace(Self.scene("moved", x: 200), file)
        s.update()
        Self.expectShows(s, "moved", errors: false)
        #expect(hitView() == "window", "the last touch was sent again to the saved scene")
        #expect(s.playground.notice == Localization.reloadedWithTouch(.en))
        // A broken save keeps the last good scene and its story.
        try Self.writeInPlace("title: [", file)
        s.update()
        #expect(hitView() == "window")
    }

    @Test func theLogRemovedUnderTheSessionDoesNotStopIt() throws {
        let (s, file, dir) = try Self.session()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("log.jsonl"))
        s.playground.touch(InputSample(finger: .mouse, phase: .down, location: Point(x: 50, y: 50), timestamp: 1))
        try Self.writeInPlace(Self.scene("I"), file)
        s.update()
        Self.expectShows(s, "I", errors: false)
    }

    @Test func aDirectoryLibraryMovesPastBrokenAndVanishingScenes() throws {
        let dir = try Robust.temporaryDirectory("library")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.scene("one").write(to: dir.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try "title: [".write(to: dir.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        try Self.scene("three").write(to: dir.appendingPathComponent("3.yml"), atomically: true, encoding: .utf8)
        let s = PlaygroundSession(library: try SceneLibrary(argument: dir.path))
        Self.expectShows(s, "one", errors: false)
        s.playground.perform(.nextScene)
        s.update()
        Self.expectShows(s, "one", errors: true)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("3.yml"))
        s.playground.perform(.nextScene)
        s.update()
        Self.expectShows(s, "one", errors: true)
        s.playground.perform(.nextScene)
        s.update()
        Self.expectShows(s, "one", errors: false)
        #expect(s.openDropped(path: dir.appendingPathComponent("missing").path) == false)
        #expect(s.openDropped(path: dir.appendingPathComponent("2.yaml").path))
        Self.expectShows(s, "one", errors: true)
    }

    /// The open folder is followed: a scene file saved into it joins the list in name order, a
    /// removed one leaves it, and the scene on screen stays, without a restart.
    @Test func sceneFilesSavedIntoTheOpenFolderAppearWithoutRestarting() throws {
        let dir = try Robust.temporaryDirectory("folder")
        defer { try? FileManager.default.removeItem(at: dir) }
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        try Self.scene("b").write(toFile: path("b.yaml"), atomically: true, encoding: .utf8)
        try Self.scene("d").write(toFile: path("d.yaml"), atomically: true, encoding: .utf8)
        let s = PlaygroundSession(library: try SceneLibrary(argument: dir.path))
        s.playground.perform(.nextScene)
        s.update()
        Self.expectShows(s, "d", errors: false)
        let application = s.playground.scene?.application

        // Saved: a new scene before the current one, one after it; an editor's hidden temporary
        // file and a file that is not a scene are not scenes.
        try Self.scene("a").write(toFile: path("a.yaml"), atomically: true, encoding: .utf8)
        try Self.scene("e").write(toFile: path("e.yml"), atomically: false, encoding: .utf8)
        try Self.scene("x").write(toFile: path(".d.yaml.swp.yaml"), atomically: false, encoding: .utf8)
        try "notes".write(toFile: path("notes.txt"), atomically: true, encoding: .utf8)
        s.update()
        #expect(s.library.paths == ["a.yaml", "b.yaml", "d.yaml", "e.yml"].map(path))
        #expect(s.library.current == path("d.yaml"))
        #expect(s.playground.sceneIndex == 2 && s.playground.sceneCount == 4)
        // The scene shown was not reloaded (same application, no new load).
        #expect(s.playground.scene?.application === application)
        Self.expectShows(s, "d", errors: false)
        s.playground.perform(.nextScene)
        s.update()
        Self.expectShows(s, "e", errors: false)

        // Removed: it leaves the list; the current scene stays current.
        try FileManager.default.removeItem(atPath: path("a.yaml"))
        s.update()
        #expect(s.library.paths == ["b.yaml", "d.yaml", "e.yml"].map(path))
        #expect(s.library.current == path("e.yml") && s.playground.sceneIndex == 2 && s.playground.sceneCount == 3)
        Self.expectShows(s, "e", errors: false)

        // The current file deleted (an editor about to rewrite it) stays listed and shown with
        // its error, and comes back when saved again.
        try FileManager.default.removeItem(atPath: path("e.yml"))
        s.update()
        #expect(s.library.current == path("e.yml") && s.library.paths.count == 3)
        Self.expectShows(s, "e", errors: true)
        try Self.scene("e2").write(toFile: path("e.yml"), atomically: true, encoding: .utf8)
        s.update()
        Self.expectShows(s, "e2", errors: false)
        // Moving on from a file that is gone drops it from the list.
        try FileManager.default.removeItem(atPath: path("e.yml"))
        s.update()
        s.playground.perform(.nextScene)
        s.update()
        #expect(s.library.paths == ["b.yaml", "d.yaml"].map(path))
        Self.expectShows(s, "b", errors: false)
    }

    @Test func aSingleFileLibraryDoesNotListItsFolder() throws {
        let (s, _, dir) = try Self.session()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.scene("other").write(to: dir.appendingPathComponent("other.yaml"), atomically: true, encoding: .utf8)
        s.update()
        #expect(s.library.paths.count == 1)
        Self.expectShows(s, "A", errors: false)
    }

    @Test func libraryAndLogMisuseAreOneLineErrors() throws {
        let dir = try Robust.temporaryDirectory("misuse")
        defer { try? FileManager.default.removeItem(at: dir) }
        func message(_ body: () throws -> Void) -> String? {
            do { try body(); return nil } catch { return (error as? ValidationFailure)?.description ?? "not a ValidationFailure" }
        }
        let cases = [
            message { _ = try SceneLibrary(argument: dir.appendingPathComponent("nope.yaml").path) },
            message { _ = try SceneLibrary(argument: dir.path) },
            message { _ = try JSONLog(path: dir.appendingPathComponent("no/such/dir/log.jsonl").path) },
            message { _ = try JSONLog(path: dir.path) },
        ]
        for m in cases {
            #expect(m != nil)
            #expect(m?.contains("\n") == false)
        }
    }
}
