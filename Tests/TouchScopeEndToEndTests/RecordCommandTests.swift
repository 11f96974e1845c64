import Foundation
import Testing

/// `touchscope record`: the playback through ffmpeg, its frame count and size checked with
/// ffprobe; a clear error without ffmpeg.
extension EndToEnd {
@Suite("End to end: record", .serialized)
struct RecordCommandTests {
    static let scene = Harness.repositoryRoot.appendingPathComponent("Scenes/14-first-responder-remote.yaml").path

    @Test("record writes an MP4 and a GIF with the frames it says, at the size asked",
          .enabled(if: Harness.touchscopeBinary() != nil && Harness.which("ffmpeg") != nil && Harness.which("ffprobe") != nil))
    func recordsVideo() throws {
        let binary = try #require(Harness.touchscopeBinary())
        let ffprobe = try #require(Harness.which("ffprobe"))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-record-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for ext in ["mp4", "gif"] {
            let out = dir.appendingPathComponent("lesson.\(ext)").path
            let r = try Harness.run(binary, ["record", Self.scene, "--out", out, "--size", "320x200", "--fps", "10", "--speed", "2"])
            #expect(r.status == 0)
            let said = r.output.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            let probe = try Harness.run(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                  "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0", out]).output
            let fields = probe.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").map(String.init)
            #expect(fields.count == 3 && fields[0] == "320" && fields[1] == "200", "\(ext): \(probe)")
            #expect(said != nil && fields.last.flatMap { Int($0) } == said, "\(ext): ffprobe \(probe), record said \(r.output)")
            #expect((said ?? 0) > 20, "the playback has frames")
        }
    }

    @Test("record without ffmpeg says so and what to install", .enabled(if: Harness.touchscopeBinary() != nil))
    func withoutFFmpeg() throws {
        let binary = try #require(Harness.touchscopeBinary())
        // Through a shell, to read standard error.
        let r = try Harness.run("/bin/sh", ["-c", "'\(binary)' record '\(Self.scene)' --out /tmp/never-written-\(getpid()).gif 2>&1"],
                                environment: ["PATH": "/nonexistent"])
        #expect(r.status != 0)
        #expect(r.output.contains("ffmpeg"), "\(r.output)")
    }
}
}
