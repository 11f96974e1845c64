import Foundation
import TouchScopeScenes

/// The scenes the window can show: one file, or every scene file in a directory.
public struct SceneLibrary: Sendable {
    public let paths: [String]
    public private(set) var index = 0

    /// The scenes for a command-line argument: a scene file or a directory of scenes.
    public init(argument target: String) throws(ValidationFailure) {
        guard FileManager.default.fileExists(atPath: target) else {
            throw ValidationFailure("\(target): no such file or directory; give a scene file (.yaml) or a directory of scenes")
        }
        if SceneFile.isDirectory(target) {
            guard FileManager.default.isReadableFile(atPath: target),
                  (try? FileManager.default.contentsOfDirectory(atPath: target)) != nil else {
                throw ValidationFailure("\(target): cannot read this directory (check its permissions)")
            }
            paths = SceneFile.scenes(in: target)
            if paths.isEmpty { throw ValidationFailure("\(target): no scene files (*.yaml) in this directory") }
        } else {
            guard FileManager.default.isReadableFile(atPath: target) else {
                throw ValidationFailure("\(target): cannot read the file (check its permissions)")
            }
            paths = [target]
        }
    }

    public var current: String { paths[index] }

    public mutating func move(by delta: Int) {
        index = ((index + delta) % paths.count + paths.count) % paths.count
    }
}

/// A message for the user, printed as one line, with a non-zero exit.
public struct ValidationFailure: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
