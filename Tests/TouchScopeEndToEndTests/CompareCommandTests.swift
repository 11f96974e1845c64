import Foundation
import Testing

/// `touchscope compare`: its exit status (as diff: 0 the same, 1 different, 2 trouble), its
/// words and JSON, and the PNG it writes.
extension EndToEnd {
@Suite("End to end: compare")
struct CompareCommandTests {
    static func scene(_ name: String) -> String { Harness.repositoryRoot.appendingPathComponent("Scenes/\(name).yaml").path }
    static let broken = scene("02-tabbar-button-broken"), fixed = scene("03-tabbar-button-fixed")

    /// The width and height in a PNG's header.
    static func pngSize(_ path: String) throws -> (Int, Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        func int(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    /// Runs through a shell so standard error is read too.
    static func run(_ arguments: String) throws -> (status: Int32, output: String) {
        let binary = try #require(Harness.touchscopeBinary())
        let r = try Harness.run("/bin/sh", ["-c", "'\(binary)' compare \(arguments) 2>&1"])
        return (r.status, r.output)
    }

    @Test("different scenes: exit 1, the differences printed, a PNG of the size asked", .enabled(if: Harness.touchscopeBinary() != nil))
    func differentWritesPNG() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try Self.run("'\(Self.broken)' '\(Self.fixed)' --tap 195,745 --out '\(out)' --size 1000x700")
        #expect(r.status == 1, "\(r.output)")
        #expect(r.output.contains("hit view: list → centerButton"), "\(r.output)")
        let (w, h) = try Self.pngSize(out)
        #expect(w == 1000 && h == 700)
    }

    @Test("the same scene twice: exit 0 and says so", .enabled(if: Harness.touchscopeBinary() != nil))
    func sameIsZero() throws {
        let r = try Self.run("'\(Self.fixed)' '\(Self.fixed)' --tap 195,745 --drag 100,300:120,400")
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output.hasPrefix("the same"), "\(r.output)")
    }

    @Test("one scene and --what-if: the after side is the scene with the change; --json is one object", .enabled(if: Harness.touchscopeBinary() != nil))
    func whatIfJSON() throws {
        let r = try Self.run("'\(Self.scene("01-responder-chain"))' --what-if yellow:hidden --tap 170,250 --json")
        #expect(r.status == 1, "\(r.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any])
        #expect(object["same"] as? Bool == false)
        let touches = try #require(object["touches"] as? [[String: Any]])
        let first = try #require((touches.first?["differences"] as? [[String: Any]])?.first)
        #expect(first["kind"] as? String == "hitView" && first["before"] as? String == "yellow" && first["after"] as? String == "blue")
    }

    @Test("trouble exits 2 with a clear message: a missing file, a broken scene (file:line:column), a tap outside the canvas, other canvas sizes",
          .enabled(if: Harness.touchscopeBinary() != nil))
    func troubleIsTwo() throws {
        let missing = try Self.run("/nonexistent/a.yaml '\(Self.fixed)' --tap 1,1")
        #expect(missing.status == 2 && missing.output.contains("/nonexistent/a.yaml"), "\(missing.output)")

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("compare-trouble-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let broken = dir.appendingPathComponent("broken.yaml").path
        try "title: broken\nwindow:\n  subviews:\n    - id: a\n      frame: [0, 0, -5, 10]\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let bad = try Self.run("'\(broken)' '\(Self.fixed)' --tap 1,1")
        #expect(bad.status == 2 && bad.output.contains("broken.yaml:5:"), "\(bad.output)")

        let outside = try Self.run("'\(Self.broken)' '\(Self.fixed)' --tap 500,100")
        #expect(outside.status == 2 && outside.output.contains("--tap 500,100") && outside.output.contains("outside the canvas"), "\(outside.output)")

        let small = dir.appendingPathComponent("small.yaml").path
        try "title: small\ncanvas: [320, 480]\nwindow:\n  subviews: []\n".write(toFile: small, atomically: true, encoding: .utf8)
        let sizes = try Self.run("'\(small)' '\(Self.fixed)' --tap 1,1")
        #expect(sizes.status == 2 && sizes.output.contains("same canvas size"), "\(sizes.output)")

        let unknown = try Self.run("'\(Self.fixed)' --what-if nope:hidden --tap 1,1")
        #expect(unknown.status == 2 && unknown.output.contains("no view 'nope'"), "\(unknown.output)")
    }
}
}
