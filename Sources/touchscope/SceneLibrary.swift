import Foundation
import TouchScopeScenes
import TouchScopeSDL

/// The scenes the window can show: one file, or every scene file in a directory.
struct SceneLibrary {
    let paths: [String]
    var index = 0

    /// The scenes for a command-line argument (nil: the project's own `Scenes/`).
    init(argument: String?) throws {
        let target = argument ?? SceneLibrary.defaultScenesDirectory()
        guard FileManager.default.fileExists(atPath: target) else {
            throw ValidationFailure("\(target): no such file or directory; give a scene file (.yaml) or a directory of scenes")
        }
        if SceneFile.isDirectory(target) {
            paths = SceneFile.scenes(in: target)
            if paths.isEmpty { throw ValidationFailure("\(target): no scene files (*.yaml) in this directory") }
        } else {
            paths = [target]
        }
    }

    var current: String { paths[index] }

    mutating func move(by delta: Int) {
        index = ((index + delta) % paths.count + paths.count) % paths.count
    }

    /// The project's `Scenes/` folder: beside the `Assets/` folder the program found, else
    /// `./Scenes`.
    static func defaultScenesDirectory() -> String {
        if let assets = try? AssetLocator.assetsDirectory() {
            let scenes = assets.deletingLastPathComponent().appendingPathComponent("Scenes").path
            if SceneFile.isDirectory(scenes) { return scenes }
        }
        return "Scenes"
    }
}

/// A message for the user, printed as one line, with a non-zero exit.
struct ValidationFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
