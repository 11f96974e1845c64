import Foundation
import Testing

/// `touchscope render --marks`: the program writes the picture's placed marks as JSON beside the
/// PNG, and they name what the picture shows.
extension EndToEnd {
@Suite("End to end: render --marks")
struct RenderMarksTests {
    @Test("render --marks writes every placed mark with its kind, owner, text and box, and every view's box", .enabled(if: Harness.touchscopeBinary() != nil))
    func marksFile() throws {
        let binary = try #require(Harness.touchscopeBinary())
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("marks-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = Harness.repositoryRoot.appendingPathComponent("Scenes/03-tabbar-button-fixed.yaml").path
        let json = dir.appendingPathComponent("m.json").path
        let r = try Harness.run(binary, ["render", scene, "--tap", "195,745", "--out", dir.appendingPathComponent("m.png").path,
                                         "--marks", json, "--size", "1280x900", "--lang", "en"])
        #expect(r.status == 0, "\(r.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        #expect(object["width"] as? Int == 1280 && object["height"] as? Int == 900)
        let views = try #require(object["views"] as? [[String: Any]])
        let marks = try #require(object["marks"] as? [[String: Any]])
        #expect(views.contains { $0["id"] as? String == "centerButton" })
        // The tap on the button's top half reaches the button through the bar's override: its
        // chain badge is 1, on the button.
        let badge = try #require(marks.first { $0["kind"] as? String == "chainBadge" && $0["text"] as? String == "1" })
        #expect(badge["view"] as? String == "centerButton", "\(marks)")
        let button = try #require(views.first { $0["id"] as? String == "centerButton" }?["box"] as? [Double])
        let box = try #require(badge["box"] as? [Double])
        // The badge touches the button's box.
        #expect(box[0] <= button[0] + button[2] && box[0] + box[2] >= button[0] && box[1] <= button[1] + button[3] && box[1] + box[3] >= button[1],
                "badge \(box), button \(button)")
        #expect(marks.contains { $0["kind"] as? String == "verdict" && $0["view"] as? String == "tabBar" })
    }
}
}
