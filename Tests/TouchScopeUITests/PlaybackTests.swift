import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeTestSupport
@testable import TouchScopeUI

@Suite("Playback and the animated dispatch")
struct PlaybackTests {
    /// Plays `document`'s script in a playground with a clock that moves `frame` seconds per
    /// tick, as the window's does, until it ends; returns the playground and the records made.
    static func play(_ document: SceneDocument, speed: PlaybackSpeed = .normal, animate: Bool = true,
                     frame: Double = 1.0 / 60.0, start: Double = 100) -> (Playground, [TraceRecord], ticks: Int) {
        let p = UITest.playground(document)
        if !animate { p.perform(.toggleAnimation) }
        while p.speed != speed { p.perform(.cycleSpeed) }
        var wall = start
        p.advanceTime(to: wall)
        _ = p.takeNewRecords()
        p.handle(.character(" "))
        var records: [TraceRecord] = []
        var ticks = 0
        while p.playbackStatus != .finished, ticks < 200_000 {
            wall += frame
            p.advanceTime(to: wall)
            records += p.takeNewRecords()
            ticks += 1
        }
        records += p.takeNewRecords()
        return (p, records, ticks)
    }

    /// A scene of one view `a` (100 x 100 at the origin) with `script` (its YAML list items).
    static func oneView(script: String) throws -> SceneDocument {
        try UITest.parse("title: t\nwindow:\n  subviews:\n    - {id: a, frame: [0, 0, 100, 100]}\nscript:\n" + script)
    }

    static let scenes = ["01-responder-chain", "14-first-responder-remote", "22-button-tracking", "24-multi-touch",
                         "28-double-vs-single-tap", "30-long-press", "31-draggable-view", "43-view-hidden-mid-touch",
                         "45-edge-pan-and-rotation"]

    @Test("playing a scene in the playground ends with the trace `touchscope trace` prints", arguments: scenes)
    func playbackTraceEqualsHeadlessTrace(_ name: String) throws {
        let document = try UITest.example(name)
        let expected = TraceText.format(SceneTrace.run(document))
        let (p, records, _) = Self.play(document)
        #expect(p.playbackStatus == .finished)
        #expect(TraceText.format(records) == expected)
    }

    @Test("every speed gives the same trace; slower speeds take more frames", arguments: [PlaybackSpeed.quarter, .half, .double])
    func speedChangesTimeNotTrace(_ speed: PlaybackSpeed) throws {
        let document = try UITest.example("30-long-press")
        let expected = TraceText.format(SceneTrace.run(document))
        let (_, records, ticks) = Self.play(document, speed: speed, animate: false)
        let (_, _, normalTicks) = Self.play(document, speed: .normal, animate: false)
        #expect(TraceText.format(records) == expected)
        if speed.rawValue < 1 { #expect(ticks > normalTicks) } else { #expect(ticks < normalTicks) }
    }

    @Test("captions are shown from their step on, in the interface's language")
    func captionsFollowTheScript() throws {
        let document = try Self.oneView(script: """
          - say: First words
            say_zh: 第一句
          - tap: [10, 10]
            say: Now a tap
          - tap: [20, 20]
        """)
        let p = UITest.playground(document)
        p.advanceTime(to: 0)
        p.handle(.character(" "))
        #expect(p.caption == nil)
        p.advanceTime(to: 0.01)
        #expect(p.caption == "First words")
        p.language = .zh
        #expect(p.caption == "第一句")
        p.language = .en
        var t = 0.01
        while p.caption == "First words", t < 60 { t += 1.0 / 60; p.advanceTime(to: t) }
        #expect(p.caption == "Now a tap", "the next caption comes, in English: it has no say_zh")
        p.language = .zh
        #expect(p.caption == "Now a tap")
    }

    @Test("a caption shows with its own step, not over the touch before it, and stays its reading time while the steps it explains play; an introduction is read before its touch, the last caption before the end")
    func captionShowsWithItsStep() throws {
        let document = try Self.oneView(script: """
          - say: An introduction of a few words
          - tap: [10, 10]
          - tap: [20, 20]
            say: The second tap, and the third
          - tap: [30, 30]
          - tap: [40, 40]
            say: The fourth
        """)
        let p = UITest.playground(document)
        p.perform(.toggleAnimation)
        p.advanceTime(to: 0)
        _ = p.takeNewRecords()
        p.handle(.character(" "))
        var t = 0.0
        var began: [Double] = []
        var shownAt: [String: (time: Double, touchesBefore: Int)] = [:]
        while p.playbackStatus != .finished, t < 60 {
            t += 1.0 / 60
            p.advanceTime(to: t)
            for r in p.takeNewRecords() { if case .touchBegan = r.event { began.append(t) } }
            if let c = p.caption, shownAt[c] == nil { shownAt[c] = (t, began.count) }
        }
        let end = t
        let frame = 1.0 / 60
        let intro = try #require(shownAt["An introduction of a few words"])
        let second = try #require(shownAt["The second tap, and the third"])
        let fourth = try #require(shownAt["The fourth"])
        #expect(intro.touchesBefore == 0 && began.count == 4)
        #expect(began[0] - intro.time >= Playback.readingTime("An introduction of a few words") - frame,
                "the introduction is read before the touch it speaks of")
        #expect(second.touchesBefore == 2, "it shows in the frame its own tap (the second) begins, not during the first tap's result")
        #expect(fourth.touchesBefore == 4)
        #expect(fourth.time - second.time >= Playback.readingTime("The second tap, and the third") - frame,
                "the next caption waits until this one was read: \(fourth.time - second.time) s")
        #expect(end - fourth.time >= Playback.readingTime("The fourth") - frame, "the last one is read before the end")
        #expect(p.caption == nil, "and leaves at the end")
    }

    @Test("a caption being read at 0.25x is read for what is left at 2x after S: its reading time is in 1x seconds")
    func readingTimeFollowsTheSpeed() throws {
        let document = try Self.oneView(script: """
          - tap: [10, 10]
            say: One two three four five six seven eight nine ten
          - tap: [20, 20]
            say: The next
        """)
        let p = UITest.playground(document)
        p.perform(.toggleAnimation)
        while p.speed != .quarter { p.perform(.cycleSpeed) }
        p.advanceTime(to: 0)
        p.handle(.character(" "))
        var t = 0.0
        while p.caption == nil, t < 5 { t += 1.0 / 60; p.advanceTime(to: t) }
        let shown = t
        let reading = Playback.readingTime("One two three four five six seven eight nine ten")
        // A quarter of the reading time at 0.25x: a sixteenth of the whole read; then 2x.
        while t < shown + reading { t += 1.0 / 60; p.advanceTime(to: t) }
        while p.speed != .double { p.perform(.cycleSpeed) }
        while p.caption != "The next", t < 120 { t += 1.0 / 60; p.advanceTime(to: t) }
        let waited = t - shown
        // At 0.25x all the way it would take 4 x reading; with 3/4 of it left at 2x, about
        // reading + (3/4 reading) / 2.
        #expect(waited < 2 * reading, "the rest was read at 2x: \(waited) s for a \(reading) s caption")
        #expect(waited >= reading + 0.375 * reading - 0.1, "and no sooner: \(waited) s")
    }

    @Test("a click on the canvas interrupts playback; the window's clock then continues after the script's")
    func clickInterrupts() throws {
        let document = try UITest.example("01-responder-chain")
        let p = UITest.playground(document)
        p.advanceTime(to: 1)
        p.handle(.character(" "))
        p.advanceTime(to: 1.02)
        #expect(p.playbackStatus != nil)
        let canvas = try #require(p.layout).canvas
        p.handle(UITest.pointer(.down, canvas.center, t: 1.03))
        #expect(p.playbackStatus == nil)
        #expect(p.takeRequests().contains(.playbackEnded(finished: false)))
        p.handle(UITest.pointer(.up, canvas.center, t: 1.04))
        #expect(p.lastTimestamp >= 1.04)
    }

    @Test("Space pauses and resumes; a paused script does not move")
    func spacePauses() throws {
        let document = try UITest.example("01-responder-chain")
        let p = UITest.playground(document)
        p.perform(.toggleAnimation)
        p.advanceTime(to: 0)
        p.handle(.character(" "))
        p.advanceTime(to: 0.001)
        p.handle(.character(" "))
        guard case let .paused(step, count)? = p.playbackStatus else { Issue.record("not paused"); return }
        #expect(count == 2)
        p.advanceTime(to: 50)
        #expect(p.playbackStatus == .paused(step: step, of: count))
        p.handle(.character(" "))
        var t = 50.0
        while p.playbackStatus != .finished, t < 100 { t += 0.1; p.advanceTime(to: t) }
        #expect(p.playbackStatus == .finished)
    }

    @Test("the animated dispatch walks step-through from the first step to the whole story")
    func animationIsStepThroughPlayingItself() throws {
        let document = try UITest.example("01-responder-chain")
        let p = UITest.playground(document)
        p.handle(.character("m"))
        p.handle(.character("m"))   // on again: a person's touches animate too
        let canvas = try #require(p.layout)
        p.advanceTime(to: 10)
        p.handle(UITest.pointer(.down, canvas.pixel(Point(x: 170, y: 250)), t: 10))
        p.handle(UITest.pointer(.up, canvas.pixel(Point(x: 170, y: 250)), t: 10))
        let count = p.dispatchSteps.count
        #expect(count > 5)
        var seen: [Int?] = []
        var t = 10.0
        p.advanceTime(to: t)
        seen.append(p.stepIndex)
        while p.stepIndex != nil, t < 60 {
            t += 0.05
            p.advanceTime(to: t)
            if seen.last != p.stepIndex { seen.append(p.stepIndex) }
        }
        #expect(seen == (0..<count).map { Optional($0) } + [nil])
    }

    @Test("by default a click shows its whole story at once: only playback animates")
    func touchesDoNotAnimateByDefault() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let layout = try #require(p.layout)
        p.advanceTime(to: 10)
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 170, y: 250)), t: 10))
        p.advanceTime(to: 10.5)
        #expect(p.stepIndex == nil)
    }

    @Test("M turns the animation off: a touch then shows the whole story at once")
    func animationOff() throws {
        let document = try UITest.example("01-responder-chain")
        let p = UITest.playground(document)
        p.handle(.character("m"))
        let layout = try #require(p.layout)
        p.advanceTime(to: 10)
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 170, y: 250)), t: 10))
        p.advanceTime(to: 10.5)
        #expect(p.stepIndex == nil)
    }
}

@Suite("Captions in scene files")
struct CaptionParsingTests {
    @Test("say and say_zh on a step and alone; errors are located")
    func parse() throws {
        let document = try UITest.parse("""
        title: t
        window: {}
        script:
          - say: Hello
            say_zh: 你好
          - {tap: [1, 2], say: Tap}
        """)
        #expect(document.script.count == 2)
        #expect(document.script[0].action == .say)
        #expect(document.script[0].caption == Caption(text: "Hello", zh: "你好"))
        #expect(document.script[1].action == .tap(Point(x: 1, y: 2)))
        #expect(document.script[1].caption?.text(for: "zh") == "Tap")
        for (yaml, message) in [("  - say_zh: 你好\n", "add 'say: English text'"), ("  - say: \"\"\n", "is empty"),
                                ("  - {tap: [1, 2], say: 3}\n", nil as String?)] {
            do {
                _ = try SceneParser.parse("title: t\nwindow: {}\nscript:\n" + yaml, path: "c.yaml")
                if message != nil { Issue.record("\(yaml) parsed") }
            } catch {
                if let message {
                    #expect(error.description.contains("c.yaml:4:"), "\(error.description)")
                    #expect(error.description.contains(message), "\(error.description)")
                }
            }
        }
    }

    @Test("caption-only steps change neither step numbers nor times in the trace")
    func captionsDoNotChangeTraces() throws {
        let plain = try UITest.parse("title: t\nwindow:\n  subviews: [{id: a, frame: [0, 0, 50, 50]}]\nscript:\n  - tap: [1, 1]\n  - tap: [2, 2]\n")
        let said = try UITest.parse("title: t\nwindow:\n  subviews: [{id: a, frame: [0, 0, 50, 50]}]\nscript:\n  - say: hi\n  - {tap: [1, 1], say: one}\n  - say: two\n  - tap: [2, 2]\n  - say: end\n")
        #expect(TraceText.format(SceneTrace.run(plain)) == TraceText.format(SceneTrace.run(said)))
    }
}

extension CaptionPlacement {
    @Test("the last caption leaves when the script ends, and no caption is drawn after")
    func lastCaptionLeaves() throws {
        let document = try UITest.example("02-tabbar-button-broken")
        let (p, _, _) = PlaybackTests.play(document)
        #expect(p.playbackStatus == .finished)
        #expect(p.caption == nil)
        let list = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer())
        #expect(!list.placedMarks.contains { $0.kind == .caption })
    }

    /// Each caption's text and the points its step taps, read from the scene file's script.
    static func captionedTouches(_ document: SceneDocument) -> [String: [Point]] {
        var out: [String: [Point]] = [:]
        for step in document.script {
            guard let text = step.caption?.text(for: "en") else { continue }
            switch step.action {
            case let .tap(q): out[text] = [q]
            default: out[text] = []
            }
        }
        return out
    }
}

/// A caption is placed off the lesson: while a scene plays, the caption's box covers no finger,
/// the hit view (one smaller than a quarter of the canvas), the point its own step taps, nor any
/// mark (the marks keep off the caption).
@Suite struct CaptionPlacement {
    @Test("playing 02 and 03 at 900x640 and 1280x900: no caption covers the finger or the hit view (boxes from the scene)",
          arguments: ["02-tabbar-button-broken", "03-tabbar-button-fixed"])
    func captionsKeepOffTheTouch(_ name: String) throws {
        let document = try UITest.example(name)
        let (issues, checked) = try Self.captionsCovering(document, name: name, sizes: [(900, 640), (1280, 900)])
        for issue in issues { Issue.record(Comment(rawValue: issue)) }
        #expect(checked > 0, "\(name): a caption was shown with a hit view")
    }

    /// (In the window the caption goes beside the canvas or over the panel, so it covers nothing
    /// of the canvas, the hit view included. In presenter mode with no room beside the canvas it
    /// goes over the canvas's bottom or top; where the views fill the canvas, one of them lies on
    /// some of the hit view, so there the hit view is not checked.)
    @Test("playing every scene with captions at three window sizes and in presenter mode: no caption covers a finger, the touch it explains, a mark or (in the window) the hit view",
          arguments: PictureLegibility.sceneNames)
    func everySceneCaptionsKeepOffTheTouch(_ name: String) throws {
        let document = try UITest.example(name)
        guard document.script.contains(where: { $0.caption != nil }) else { return }
        // (In ./test one size per scene, in turn; all of them in scripts/sweeps. The last two are
        // presenter mode, where the canvas fills the window: at 600x900 it has no room beside
        // it, so the caption goes over the canvas.)
        let variants = Sweep.rotating([(900.0, 640.0, false), (1280, 900, false), (1920, 1080, false), (900, 640, true), (600, 900, true)],
                                      at: PictureLegibility.sceneNames.firstIndex(of: name) ?? 0)
        var issues: [String] = []
        for (w, h, presenting) in variants {
            issues += try Self.captionsCovering(document, name: name, sizes: [(w, h)], hitView: !presenting, presenting: presenting).issues
        }
        for issue in issues { Issue.record(Comment(rawValue: issue)) }
    }

    /// Plays `document` at each of `sizes` and says where a caption covered a finger, the point
    /// its own step taps, a mark or (with `hitView`) the hit view's part on the canvas, where that is
    /// smaller than a quarter of the canvas (boxes from the scene, not the renderer's), and how
    /// many frames showed a caption with a hit view.
    static func captionsCovering(_ document: SceneDocument, name: String, sizes: [(Double, Double)], hitView: Bool = true,
                                 presenting: Bool = false) throws -> (issues: [String], checked: Int) {
        var issues: [String] = []
        var checked = 0
        for (w, h) in sizes {
            let p = UITest.playground(document, width: w, height: h)
            if presenting { p.perform(.togglePresenter) }
            var wall = 100.0
            p.advanceTime(to: wall)
            p.handle(.character(" "))
            var frames = 0
            while p.playbackStatus != .finished, frames < 100_000 {
                wall += 1.0 / 30
                frames += 1
                p.advanceTime(to: wall)
                guard p.caption != nil, frames % 3 == 0 else { continue }
                let list = p.displayList(width: Int(w), height: Int(h), uiScale: 1, measurer: FixedWidthTextMeasurer())
                guard let caption = list.placedMarks.first(where: { $0.kind == .caption }), let scene = p.scene else { continue }
                let layout = try #require(p.layout)
                func pixel(_ q: Point) -> Point { Point(x: layout.canvas.minX + q.x * layout.scale, y: layout.canvas.minY + q.y * layout.scale) }
                let at = "\(name) \(Int(w))x\(Int(h))\(presenting ? " presenting" : "") at \(wall)"
                // The hit view's part on the canvas, where it is smaller than a quarter of the
                // canvas (a backdrop's mark is the bracket by the finger).
                if hitView, let id = p.story.hitView, let view = scene.views[id], !(view is Window),
                   let box = Rect(bounding: view.screenQuad.map(pixel)).intersection(layout.canvas),
                   box.width * box.height < layout.canvas.width * layout.canvas.height / 4 {
                    if caption.box.insetBy(dx: 1, dy: 1).intersects(box) { issues.append("\(at): the caption \(caption.box) covers \(id) \(box)") }
                    checked += 1
                }
                for mark in list.placedMarks where mark.kind != .caption && caption.box.insetBy(dx: 1, dy: 1).intersects(mark.box) {
                    issues.append("\(at): the caption covers the \(mark.kind) mark '\(mark.text)' at \(mark.box)")
                }
                for f in p.story.fingers where caption.box.contains(pixel(f.location)) {
                    issues.append("\(at): the caption covers a finger")
                }
                // Nor where the touch it explains will go, before it happens.
                for q in captionedTouches(document)[p.caption ?? ""] ?? [] where caption.box.contains(pixel(q)) {
                    issues.append("\(at): the caption '\(p.caption ?? "")' covers its touch at \(q)")
                }
            }
        }
        return (issues, checked)
    }
}
