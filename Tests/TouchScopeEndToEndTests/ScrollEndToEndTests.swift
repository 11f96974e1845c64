import Foundation
import Testing

/// Scroll views in the real window: a drag scrolls, the page snap animates with no input (the
/// window wakes for its frames), and a tap lands on the page that scrolled into place.
extension EndToEnd {
@Suite("End to end: scroll views in the real window", .serialized)
struct ScrollEndToEndTests {
    @Test("a drag from the fixed pager's sliver scrolls it, it snaps to page 3 with no input, and a tap then reaches page 3",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil))
    func dragThenTapAScrolledPage() throws {
        let window = try LiveWindow(scene: Harness.repositoryRoot.appendingPathComponent("Scenes/08-paging-scroll-view.yaml"), name: "scroll")
        defer { window.stop() }
        var before = window.records.count
        try window.at(375, 575, ["mousedown", "1"])
        for i in 1...8 {
            usleep(16_000)
            try window.at(375 - Double(i) * 15, 575)
        }
        usleep(16_000)
        try window.xdo(["mouseup", "1"])
        #expect(window.waitFor(after: before) { $0["type"] as? String == "gesture" && $0["gesture"] as? String == "pagerFixed.pan" && $0["to"] as? String == "began" },
                "the scroll view's own pan takes the drag")
        #expect(window.waitFor(after: before, seconds: 5) {
            $0["type"] as? String == "viewChanged" && $0["view"] as? String == "pagerFixed"
                && ($0["change"] as? String)?.hasPrefix("contentOffset = [620, 0] (paging ended)") == true
        }, "the page snap runs to its end with no input")

        before = window.records.count
        try window.at(195, 575, ["click", "1"])
        #expect(window.waitFor(after: before) { $0["type"] as? String == "touches" && $0["phase"] as? String == "ended" })
        let responders = window.records(after: before, "touches").compactMap { $0["responder"] as? String }
        #expect(responders.first == "fixed3", "page 3 scrolled into place gets the tap: \(responders)")
    }

    @Test("a flick of the feed toward its end decelerates into the edge, goes past it and springs back, with no input",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil))
    func flickBouncesOffTheEdge() throws {
        let window = try LiveWindow(scene: Harness.repositoryRoot.appendingPathComponent("Scenes/54-touch-stops-scrolling.yaml"), name: "bounce")
        defer { window.stop() }
        func change(_ prefix: String) -> ([String: Any]) -> Bool {
            { $0["type"] as? String == "viewChanged" && $0["view"] as? String == "feed" && ($0["change"] as? String)?.contains(prefix) == true }
        }
        // A fast flick up (about 4,000 pt/s): unlimited, it would travel far past the end (1050).
        // One xdotool run times the moves itself (16 ms apart), so a loaded machine's slower
        // process starts do not slow the flick down. SDL stamps events when the window reads
        // them, though: a window stalled by a loaded machine between the last move and the lift
        // reads a finger that stopped before lifting, which UIKit does not fling. So up to three
        // flicks: the first that arrives as a flick must decelerate into the edge.
        var before = window.records.count
        var reached = false
        for _ in 1...3 where !reached {
            before = window.records.count
            var flick = ["mousemove", "--window", window.wid] + window.pixel(195, 440) + ["mousedown", "1"]
            for i in 1...5 {
                flick += ["sleep", "0.016", "mousemove", "--window", window.wid] + window.pixel(195, 440 - Double(i) * 64)
            }
            try window.xdo(flick + ["mouseup", "1"])
            reached = window.waitFor(after: before, seconds: 5, change("decelerating reached the edge at"))
        }
        #expect(reached, "the deceleration reaches the edge")
        #expect(window.waitFor(after: before, seconds: 5, change("contentOffset = [0, 1050] (bouncing ended)")),
                "the spring runs to its end on the edge with no input")
    }

    @Test("in the real window: a click on the field brings the keyboard's window up, a click on a key types and no app recognizer sees it, ; makes the field resign and the keyboard goes",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil))
    func keyboardWindowAndResign() throws {
        let window = try LiveWindow(scene: Harness.repositoryRoot.appendingPathComponent("Scenes/51-text-field-and-keyboard.yaml"), name: "resign")
        defer { window.stop() }
        func notification(_ name: String) -> ([String: Any]) -> Bool {
            { $0["type"] as? String == "notification" && $0["name"] as? String == name && $0["view"] as? String == "nameField" }
        }
        var before = window.records.count
        try window.at(195, 142, ["click", "1"])
        #expect(window.waitFor(after: before, notification("keyboardDidShowNotification")), "the keyboard comes up for the field")
        // The 'e' key.
        before = window.records.count
        try window.at(99, 623, ["click", "1"])
        #expect(window.waitFor(after: before) { $0["type"] as? String == "hitResult" && $0["window"] as? String == "keyboardWindow" },
                "the key is hit-tested in the keyboard's window")
        #expect(window.waitFor(after: before) { $0["type"] as? String == "viewChanged" && $0["view"] as? String == "nameField"
                && ($0["change"] as? String)?.contains("typed \"e\"") == true }, "the key types into the field")
        #expect(!window.records[before...].contains { ($0["gesture"] as? String) == "tapToDismiss" }, "the app's dismiss tap never sees a key")
        before = window.records.count
        try window.key("semicolon")
        #expect(window.waitFor(after: before) { $0["type"] as? String == "firstResponder" }, "the first responder resigns")
        #expect(window.waitFor(after: before, notification("keyboardDidHideNotification")), "the keyboard goes")
    }
}
}
