import Foundation

/// Notices when a file changes on disk, by polling its size, modification time and type (cheap
/// enough to run a few times a second; needs no platform API, so it works everywhere and with
/// editors that save by writing a new file and renaming it over the old one).
public struct FileWatcher {
    public let path: String
    private var last: Stamp?

    struct Stamp: Equatable {
        var exists: Bool
        var isDirectory: Bool
        var size: UInt64
        var modified: Date?
        var inode: UInt64
    }

    public init(path: String) {
        self.path = path
        last = Self.stamp(path)
    }

    static func stamp(_ path: String) -> Stamp {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            return Stamp(exists: false, isDirectory: false, size: 0, modified: nil, inode: 0)
        }
        return Stamp(exists: true, isDirectory: (attributes[.type] as? FileAttributeType) == .typeDirectory,
                     size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0,
                     modified: attributes[.modificationDate] as? Date,
                     inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0)
    }

    /// Whether the file changed since the last call (or since the watcher was made).
    public mutating func changed() -> Bool {
        let now = Self.stamp(path)
        defer { last = now }
        return now != last
    }
}
