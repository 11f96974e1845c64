import Foundation

/// Finds TouchScope's `Assets` folder (the bundled font and its licence).
///
/// Looks, in order, at the `TOUCHSCOPE_ASSETS` environment variable, at every directory from the
/// executable's upwards (so `.build/debug/touchscope` finds the repository's `Assets`), and at the
/// repository this source file was compiled from. A folder counts only if it holds the font.
public enum AssetLocator {
    /// The file name of the bundled font (Latin and CJK).
    public static let fontFileName = "DroidSansFallbackFull.ttf"
    /// The environment variable that overrides the search.
    public static let environmentKey = "TOUCHSCOPE_ASSETS"

    /// Why the assets could not be found.
    public struct NotFound: Error, CustomStringConvertible, Sendable {
        /// Every folder that was tried, in order.
        public var searched: [String]
        public var description: String {
            "TouchScope assets (\(AssetLocator.fontFileName)) not found; searched: "
                + searched.joined(separator: ", ")
                + ". Set \(AssetLocator.environmentKey) to the folder holding the font."
        }
    }

    /// The `Assets` folder, searched as described on the type.
    public static func assetsDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executableURL: URL? = Bundle.main.executableURL
    ) throws -> URL {
        var candidates: [URL] = []
        if let override = environment[environmentKey], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        if let executable = executableURL?.resolvingSymlinksInPath() {
            var directory = executable.deletingLastPathComponent()
            while true {
                candidates.append(directory.appendingPathComponent("Assets", isDirectory: true))
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        // Sources/TouchScopeSDL/AssetLocator.swift -> repository root.
        let repositoryRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(repositoryRoot.appendingPathComponent("Assets", isDirectory: true))

        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent(fontFileName).path) {
            return candidate
        }
        throw NotFound(searched: candidates.map(\.path))
    }

    /// The bundled font file.
    public static func fontURL(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executableURL: URL? = Bundle.main.executableURL
    ) throws -> URL {
        try assetsDirectory(environment: environment, executableURL: executableURL)
            .appendingPathComponent(fontFileName)
    }
}
