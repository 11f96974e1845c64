import Foundation
import TouchScopeScenes

/// The scenes the window can show: one file, or every scene file in a directory (kept up to
/// date with ``refresh()``).
public struct SceneLibrary: Sendable {
    public private(set) var paths: [String]
    public private(set) var index = 0
    /// The directory the scenes come from; nil for a single file.
    public let directory: String?

    /// The scenes for a command-line argument: a scene file or a directory of scenes.
    public init(argument target: String) throws(ValidationFailure) {
        guard FileManager.default.fileExists(atPath: target) else {
            throw ValidationFailure("\(target): no such file or directory; give a scene file (.yaml or .swift) or a directory of scenes")
        }
        if SceneFile.isDirectory(target) {
            guard FileManager.default.isReadableFile(atPath: target),
                  (try? FileManager.default.contentsOfDirectory(atPath: target)) != nil else {
                throw ValidationFailure("\(target): cannot read this directory (check its permissions)")
            }
            paths = SceneFile.allScenes(in: target)
            if paths.isEmpty { throw ValidationFailure("\(target): no scene files (*.yaml, *.swift) in this directory") }
            directory = target
        } else {
            guard FileManager.default.isReadableFile(atPath: target) else {
                throw ValidationFailure("\(target): cannot read the file (check its permissions)")
            }
            paths = [target]
            directory = nil
        }
    }

    /// Lists the directory again: scene files saved into it since appear in order, removed ones
    /// disappear, and the current scene stays current. Its own file stays listed even while it
    /// is missing (an editor may delete and rewrite it; the window shows the error and the last
    /// good scene meanwhile). Returns whether the list changed. Nothing for a single file.
    public mutating func refresh() -> Bool {
        guard let directory else { return false }
        let current = self.current
        var found = SceneFile.allScenes(in: directory)
        if !found.contains(current) {
            found.append(current)
            found.sort(by: SceneFile.sceneOrder)
        }
        guard found != paths else { return false }
        paths = found
        index = found.firstIndex(of: current) ?? 0
        return true
    }

    public var current: String { paths[index] }

    /// Makes `path` the current scene when the library lists it (the window coming back after a
    /// trap, on the scene it was showing). Returns whether it did.
    @discardableResult
    public mutating func select(_ path: String) -> Bool {
        guard let i = paths.firstIndex(of: path) else { return false }
        index = i
        return true
    }

    public mutating func move(by delta: Int) {
        index = ((index + delta) % paths.count + paths.count) % paths.count
    }
}

/// A message for the user, printed as one line, with a non-zero exit.
public struct ValidationFailure: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
