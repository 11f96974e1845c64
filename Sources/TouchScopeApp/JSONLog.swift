import Foundation

/// Appends JSON lines to a file (`--log-json`), flushing each line so a reader sees it at once.
public final class JSONLog {
    let handle: FileHandle
    public let path: String

    /// Opens `path` for appending, creating it if needed; a one-line ``ValidationFailure`` when
    /// the folder is missing or the file cannot be written.
    public init(path: String) throws(ValidationFailure) {
        self.path = path
        if SceneFileKind.isDirectory(path) {
            throw ValidationFailure("\(path): is a directory; give a file for the log")
        }
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

    public func write(_ line: String) {
        // A full disk or a log removed under us must not take the playground down.
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Appends `lines` with one write (a batch of trace records costs one system call, not one
    /// per record, between an input and its frame).
    public func write(lines: [String]) {
        guard !lines.isEmpty else { return }
        var text = lines.joined(separator: "\n")
        text += "\n"
        try? handle.write(contentsOf: Data(text.utf8))
    }

    deinit { try? handle.close() }
}

enum SceneFileKind {
    static func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }
}
