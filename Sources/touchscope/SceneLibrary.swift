import Foundation
import TouchScopeApp
import TouchScopeScenes
import TouchScopeSDL

extension SceneLibrary {
    /// The scenes for a command-line argument (nil: the project's own `Scenes/`).
    init(argumentOrDefault argument: String?) throws(ValidationFailure) {
        try self.init(argument: argument ?? Self.defaultScenesDirectory())
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
