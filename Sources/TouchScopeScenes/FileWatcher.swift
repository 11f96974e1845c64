import Foundation

/// Notices when a file changes on disk, by polling its size, modification time, type and a hash
/// of its contents (cheap enough to run a few times a second for a scene file; needs no platform
/// API, so it works everywhere and with editors that save by writing a new file and renaming it
/// over the old one).
///
/// The hash matters: some file systems stamp modification times coarsely (one second on FAT,
/// HFS+ and ext3), so two quick saves of the same length can leave size and time unchanged. Only regular files up to ``SceneLimits/maxFileBytes`` are hashed, never read
/// through a pipe or device.
public struct FileWatcher {
    public let path: String
    private var last: Stamp?

    struct Stamp: Equatable {
        var exists: Bool
        var isDirectory: Bool
        var size: UInt64
        var modified: Date?
        var inode: UInt64
        var contentHash: UInt64 = 0
    }

    public init(path: String) {
        self.path = path
        last = Self.stamp(path)
    }

    static func stamp(_ path: String) -> Stamp {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            return Stamp(exists: false, isDirectory: false, size: 0, modified: nil, inode: 0)
        }
        var hash: UInt64 = 0
        if (attributes[.type] as? FileAttributeType) == .typeRegular,
           case let .success(bytes) = SceneFile.readRegularFile(path, limit: SceneLimits.maxFileBytes) {
            hash = fnv1a(bytes)
        }
        return Stamp(exists: true, isDirectory: (attributes[.type] as? FileAttributeType) == .typeDirectory,
                     size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0,
                     modified: attributes[.modificationDate] as? Date,
                     inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0,
                     contentHash: hash)
    }

    /// Whether the file changed since the last call (or since the watcher was made).
    public mutating func changed() -> Bool {
        let now = Self.stamp(path)
        defer { last = now }
        return now != last
    }
}

/// The 64-bit FNV-1a hash of `bytes`.
func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
    return h
}
