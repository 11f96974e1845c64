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
        // Past half a page (176 of 310 points), so the snap goes to page 3 however fast the drag
        // arrives: a loaded machine's slower xdotool is still a drag, and no flick is needed.
        // One xdotool run times the moves itself.
        var drag = ["mousemove", "--window", window.wid] + window.pixel(375, 575) + ["mousedown", "1"]
        for i in 1...8 {
            drag += ["sleep", "0.016", "mousemove", "--window", window.wid] + window.pixel(375 - Double(i) * 22, 575)
        }
        try window.xdo(drag + ["sleep", "0.016", "mouseup", "1"])
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
        // process starts do not slow the flick down, and the window times each event by the X
        // server's stamp, so a window stalled between the last move and the lift still reads a
        // flick. xdotool's own sleeps can still stretch on a loaded machine, so up to three
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

    @Test("a window stalled between a flick's moves and its lift still flings: input is timed by when the X server stamped it, not when the window read it",
          .enabled(if: Harness.toolsAvailable && Harness.touchscopeBinary() != nil))
    func stalledWindowStillFlings() throws {
        let window = try LiveWindow(scene: Harness.repositoryRoot.appendingPathComponent("Scenes/54-touch-stops-scrolling.yaml"), name: "stall")
        defer { window.stop() }
        let before = window.records.count
        func move(_ i: Int) -> [String] { ["mousemove", "--window", window.wid] + window.pixel(195, 440 - Double(i) * 64) }
        try window.xdo(move(0) + ["mousedown", "1"] + (1...3).flatMap { ["sleep", "0.016"] + move($0) })
        let moves = { window.records(after: before, "input").filter { $0["phase"] as? String == "move" }.count }
        #expect(Harness.wait(seconds: 10) { moves() == 3 }, "the window reads the first three moves")
        // The window stops (as a loaded machine stalls it) for the flick's last move and its
        // lift, which the X server receives 16 ms apart and the window reads 0.4 s later. Timed
        // by when it read them, the finger would have rested 0.4 s and then jumped 64 points,
        // about 150 pt/s: a slow drag. Timed by the server, it kept its pace and lifted moving.
        let stalled = window.processes
        #expect(stalled.count > 1, "the window runs under its supervisor: \(stalled)")
        for pid in stalled { kill(pid, SIGSTOP) }
        var resumed = false
        defer { if !resumed { for pid in stalled { kill(pid, SIGCONT) } } }
        try window.xdo(move(4) + ["sleep", "0.016", "mouseup", "1"])
        usleep(400_000)
        for pid in stalled { kill(pid, SIGCONT) }
        resumed = true
        let ended = { window.records(after: before, "gesture").first { $0["gesture"] as? String == "feed.pan" && $0["to"] as? String == "ended" } }
        #expect(Harness.wait(seconds: 5) { ended() != nil }, "the lift ends the feed's pan")
        // 64 points between the last two moves, which the server received at most one xdotool
        // start and one 50 ms poll apart.
        let speed = abs(ended()?["velocityY"] as? Double ?? 0)
        #expect(speed > 400, "the pan lifts at a flick's speed, not a slow drag's: \(speed) pt/s")
        #expect(window.waitFor(after: before, seconds: 5) {
            $0["type"] as? String == "viewChanged" && $0["view"] as? String == "feed"
                && ($0["change"] as? String)?.contains("drag ended: decelerating from") == true
        }, "the feed decelerates")
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
