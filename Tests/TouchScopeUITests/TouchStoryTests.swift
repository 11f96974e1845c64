import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

@Suite("TouchStory.build(from:)")
struct TouchStoryTests {
    /// Sends samples to a freshly built example scene and builds the story of its records.
    func story(_ scene: String, _ samples: [InputSample]) throws -> (TouchStory, BuiltScene, TraceRecorder) {
        let (built, recorder) = UITest.traced(try UITest.example(scene))
        for s in samples { built.application.send(s) }
        return (TouchStory.build(from: recorder.records), built, recorder)
    }

    @Test("the hit-test visits are kept in order with their verdicts, and the hit view and window")
    func visitsInOrder() throws {
        let (s, _, _) = try story("01-responder-chain", [UITest.sample(.down, Point(x: 170, y: 250))])
        #expect(s.touch == 1)
        #expect(s.visits.map(\.view) == ["window", "white", "orange", "blue", "yellow"])
        #expect(s.visits.allSatisfy { $0.verdict == .inside })
        #expect(s.hitView == "yellow")
        #expect(s.hitWindow == "window")
        #expect(s.visit(of: "blue")?.verdict == .inside)
        #expect(s.visit(of: "nobody") == nil)
    }

    @Test("an outside verdict is recorded and the hit view is the deepest view that said inside")
    func outsideVerdict() throws {
        let (s, _, _) = try story("01-responder-chain", [UITest.sample(.down, Point(x: 100, y: 700))])
        #expect(s.visits.map(\.view) == ["window", "white", "orange"])
        #expect(s.visit(of: "orange")?.verdict == .outside)
        #expect(s.hitView == "white")
    }

    @Test("the began chain lists each responder with what it did, and stops where a view handles it")
    func chainWithActions() throws {
        let (s, _, _) = try story("01-responder-chain", [UITest.sample(.down, Point(x: 170, y: 250)),
                                                         UITest.sample(.up, Point(x: 170, y: 250))])
        #expect(s.chain == [
            ChainLink(responder: "yellow", action: .forward),
            ChainLink(responder: "blue", action: .handleAndForward),
            ChainLink(responder: "orange", action: .handle),
        ], "only touchesBegan makes the chain, not touchesEnded")
        #expect(!s.dropped)
    }

    @Test("a touch nobody handles is dropped off the end of the chain")
    func dropped() throws {
        let (s, _, _) = try story("01-responder-chain", [UITest.sample(.down, Point(x: 100, y: 700))])
        #expect(s.chain.map(\.responder) == ["white", "window", "application"])
        #expect(s.chain.allSatisfy { $0.action == .forward })
        #expect(s.dropped)
    }

    @Test("a second finger on a multipleTouch-off view shows why it was not delivered")
    func notDeliveredSecondFinger() throws {
        let (s, _, _) = try story("24-multi-touch", [
            UITest.sample(.down, Point(x: 105, y: 180), finger: UITest.finger(1)),
            UITest.sample(.down, Point(x: 105, y: 280), finger: UITest.finger(2)),
        ])
        #expect(s.touch == 1, "the first touch stays the story's touch")
        #expect(s.hitView == "singleView")
        let reason = try #require(s.notDelivered)
        #expect(reason.view == "singleView")
        #expect(reason.reason == .multipleTouchDisabled)
        #expect(Localization.words(for: reason.reason, .en) == "it already tracks a touch (multipleTouch off)")
        #expect(Localization.words(for: reason.reason, .zh).contains("已在跟踪一个触摸"))
    }

    @Test("a second finger blocked by an exclusive-touch view shows the owner")
    func notDeliveredExclusive() throws {
        let (s, _, _) = try story("24-multi-touch", [
            UITest.sample(.down, Point(x: 105, y: 540), finger: UITest.finger(1)),
            UITest.sample(.down, Point(x: 285, y: 540), finger: UITest.finger(2)),
        ])
        #expect(s.notDelivered?.reason == .exclusiveTouch("exclusiveView"))
        #expect(s.notDelivered.map { Localization.words(for: $0.reason, .zh) } == "被独占触摸挡住（exclusiveView）")
    }

    @Test("no notDelivered when every touch is delivered")
    func deliveredHasNoReason() throws {
        let (s, _, _) = try story("24-multi-touch", [
            UITest.sample(.down, Point(x: 285, y: 180), finger: UITest.finger(1)),
            UITest.sample(.down, Point(x: 285, y: 280), finger: UITest.finger(2)),
        ])
        #expect(s.notDelivered == nil)
        #expect(s.fingers.count == 2)
    }

    @Test("a button's control events and action become control lines, in order")
    func decisionLines() throws {
        let (s, _, _) = try story("22-button-tracking", [UITest.sample(.down, Point(x: 195, y: 330)),
                                                         UITest.sample(.up, Point(x: 195, y: 330))])
        #expect(s.hitView == "sendButton")
        #expect(s.decisionLines == [
            "control sendButton: touchDown",
            "control sendButton: touchUpInside",
            "action send from sendButton -> chatController",
        ])
    }

    @Test("fingers: down while held, follow moves, lifted after up")
    func fingersFollowTheTouch() throws {
        let (built, recorder) = UITest.traced(try UITest.example("01-responder-chain"))
        let app = built.application
        app.send(UITest.sample(.down, Point(x: 170, y: 250)))
        var s = TouchStory.build(from: recorder.records)
        #expect(s.fingers == [FingerMark(touch: 1, location: Point(x: 170, y: 250), isDown: true)])

        app.send(UITest.sample(.move, Point(x: 180, y: 260), t: 0.1))
        s = TouchStory.build(from: recorder.records)
        #expect(s.fingers == [FingerMark(touch: 1, location: Point(x: 180, y: 260), isDown: true)])

        app.send(UITest.sample(.up, Point(x: 185, y: 265), t: 0.2))
        s = TouchStory.build(from: recorder.records)
        #expect(s.fingers == [FingerMark(touch: 1, location: Point(x: 185, y: 265), isDown: false)])
    }

    @Test("two fingers are tracked separately; lifting one leaves the other down")
    func twoFingers() throws {
        let (built, recorder) = UITest.traced(try UITest.example("24-multi-touch"))
        let app = built.application
        app.send(UITest.sample(.down, Point(x: 285, y: 180), finger: UITest.finger(1)))
        app.send(UITest.sample(.down, Point(x: 285, y: 280), finger: UITest.finger(2)))
        app.send(UITest.sample(.move, Point(x: 290, y: 290), finger: UITest.finger(2)))
        app.send(UITest.sample(.up, Point(x: 290, y: 290), finger: UITest.finger(2)))
        let s = TouchStory.build(from: recorder.records)
        #expect(s.fingers == [
            FingerMark(touch: 1, location: Point(x: 285, y: 180), isDown: true),
            FingerMark(touch: 2, location: Point(x: 290, y: 290), isDown: false),
        ])
    }

    @Test("cancelAll lifts every finger")
    func cancelAllLifts() throws {
        let (built, recorder) = UITest.traced(try UITest.example("24-multi-touch"))
        let app = built.application
        app.send(UITest.sample(.down, Point(x: 285, y: 180), finger: UITest.finger(1)))
        app.send(UITest.sample(.down, Point(x: 285, y: 280), finger: UITest.finger(2)))
        #expect(TouchStory.build(from: recorder.records).fingers.allSatisfy { $0.isDown })
        app.cancelAllTouches(reason: .focusLost, timestamp: 1)
        let s = TouchStory.build(from: recorder.records)
        #expect(s.fingers.count == 2)
        #expect(s.fingers.allSatisfy { !$0.isDown })
    }

    @Test("the story of Playground.run(steps) matches the last tap")
    func playgroundRun() throws {
        let p = Playground()
        p.show(try UITest.example("01-responder-chain"))
        p.run([UITest.step(.tap(Point(x: 170, y: 250))), UITest.step(.tap(Point(x: 100, y: 700)))])
        #expect(p.story.hitView == "white", "the second tap started a new story")
        #expect(p.story.dropped)
        #expect(p.story.fingers.count == 1)
        #expect(p.story.fingers.first?.isDown == false)
    }

    @Test("the story of no records is empty")
    func empty() {
        #expect(TouchStory.build(from: []) == TouchStory())
    }
}

@Suite("Touch story: gesture recognizers")
struct GestureStoryTests {
    @Test("each recognizer of the touch gets a timeline: its states, who won, why")
    func timelines() throws {
        let p = UITest.playground(try UITest.example("28-double-vs-single-tap"))
        p.run([UITest.step(.tap(Point(x: 100, y: 360))), UITest.step(.tap(Point(x: 100, y: 360)))])
        let single = try #require(p.story.gestures.first { $0.id == "singleTap" })
        let double = try #require(p.story.gestures.first { $0.id == "doubleTap" })
        #expect(p.story.gestures.map(\.id) == ["doubleTap", "singleTap"], "in the order they took part: singleTap, already waiting, takes no part in the second tap until it fails")
        #expect(double.recognized && double.steps.map(\.state) == [.ended])
        #expect(!single.recognized && single.finalState == .failed)
        #expect(single.steps.last?.reason == .requiredRecognized("doubleTap"))
        #expect(single.steps.last.map { Localization.words(for: $0.reason, .zh) } == "它要求失败的 doubleTap 已经识别")
        #expect(single.view == "photoA")
    }

    @Test("a recognizer waiting for another to fail shows what it waits for, still possible")
    func waiting() throws {
        let p = UITest.playground(try UITest.example("28-double-vs-single-tap"))
        p.run([UITest.step(.tap(Point(x: 100, y: 360)))])
        let single = try #require(p.story.gestures.first { $0.id == "singleTap" })
        #expect(single.waitedFor == ["doubleTap"])
        #expect(single.finalState == .possible && single.steps.isEmpty)
        p.advanceTime(to: 1)
        let later = try #require(p.story.gestures.first { $0.id == "singleTap" })
        #expect(later.recognized, "once doubleTap gave up, singleTap recognized")
    }

    @Test("the gestures panel is drawn with the overlay on and gone with it off")
    func panelToggles() throws {
        let p = UITest.playground(try UITest.example("26-tap-vs-button"))
        p.run([UITest.step(.tap(Point(x: 285, y: 445)))])
        let measurer = FixedWidthTextMeasurer()
        func texts() -> [String] {
            p.displayList(width: 1200, height: 900, uiScale: 1, measurer: measurer).commands.compactMap {
                if case let .text(s, _, _, _, _, _) = $0 { return s } else { return nil }
            }
        }
        #expect(texts().contains { $0.hasPrefix("cardTap") })
        #expect(texts().contains { $0.contains("beats a tap recognizer") })
        p.perform(.toggleOverlay(.gestures))
        #expect(!texts().contains { $0.hasPrefix("cardTap") })
    }
}

/// Each finger is hit-tested on its own: with two fingers on two views (29 with Control-drag:
/// finger 2 mirrored onto the other photo), each finger's hit view, verdicts and chain are its
/// own. Before, the canvas drew finger 1's "✗ outside" on the view finger 2 was in, and the
/// panel told only finger 1's story.
@Suite struct EveryFingerItsOwnStoryTests {
    static let down1 = Point(x: 150, y: 250), down2 = Point(x: 240, y: 594)

    @Test("the story keeps each later finger's visits, hit view and chain; the shown visits take any finger's inside")
    func storyPerFinger() throws {
        let (built, recorder) = UITest.traced(try UITest.example("29-simultaneous-recognizers"))
        built.application.send(UITest.sample(.down, Self.down1, finger: UITest.finger(1)))
        built.application.send(UITest.sample(.down, Self.down2, finger: UITest.finger(2)))
        let s = TouchStory.build(from: recorder.records)
        #expect(s.visit(of: "togetherPhoto")?.verdict == .outside, "finger 1's own hit-test missed it")
        #expect(s.shownVisit(of: "togetherPhoto")?.verdict == .inside, "finger 2's went inside it")
        #expect(s.shownVisit(of: "exclusivePhoto")?.verdict == .inside)
        let stories = s.fingerStories
        #expect(stories.map(\.number) == [1, 2])
        #expect(stories.map(\.hitView) == ["exclusivePhoto", "togetherPhoto"])
        // Finger 2's own hit-test: the front photo first, inside, so the other is never asked.
        #expect(stories[1].visits.map(\.view) == ["window", "screen", "togetherPhoto"])
        #expect(stories[1].chain.map(\.responder) == ["togetherPhoto", "screen", "window", "application"])
        #expect(stories[0].chain.map(\.responder).first == "exclusivePhoto")
        #expect(s.hitViews.first == "exclusivePhoto" && s.hitViews.others == ["togetherPhoto"])
        #expect(s.hitViews.contains("togetherPhoto") && !s.hitViews.contains("screen"))
        // Built in pieces, the same story.
        var builder = TouchStoryBuilder()
        for r in recorder.records { builder.append(contentsOf: [r]) }
        #expect(builder.story == s)
    }

    @Test("one finger: the shown visits are its own, nothing merged", arguments: [Language.en])
    func oneFingerUnchanged(_ l: Language) throws {
        let (built, recorder) = UITest.traced(try UITest.example("29-simultaneous-recognizers"))
        built.application.send(UITest.sample(.down, Self.down1, finger: UITest.finger(1)))
        let s = TouchStory.build(from: recorder.records)
        #expect(s.shownVisits == s.visits && s.mergedVisits == nil)
        #expect(s.hitViews.others.isEmpty)
    }

    @Test("the canvas marks finger 2's view inside and hit, and the panel tells each finger's hit view and chain",
          arguments: [Language.en, .zh])
    func pictureTellsEveryFinger(_ l: Language) throws {
        let document = try UITest.example("29-simultaneous-recognizers")
        let here = UITest.here
        let steps = [ScriptStep(action: .down(Self.down1), finger: 1, location: here),
                     ScriptStep(action: .down(Self.down2), finger: 2, location: here)]
        for size in MarkCollisionTests.sizes {
            let (_, list, r) = try UITest.rendered(document, steps: steps, width: size.0, height: size.1, l)
            let verdicts = list.placedMarks.filter { $0.kind == .verdict && $0.view == "togetherPhoto" }
            #expect(!verdicts.isEmpty, "togetherPhoto's verdict is tagged at \(size) \(l)")
            let outside = Localization.verdict(.outside, l)
            for m in verdicts { #expect(!m.text.contains(outside), "finger 2's view is not tagged outside at \(size) \(l): \(m.text)") }
            let texts = list.commands.compactMap(MarkCollisionTests.textBox).filter { $0.1.intersects(r.layout.panel) }.map(\.0)
            for (n, view) in [(1, "exclusivePhoto"), (2, "togetherPhoto")] {
                let header = Localization.text("log.finger", l, String(n)) + " · " + Localization.hitView(view, window: "window", l)
                #expect(texts.contains { header.hasPrefix($0) && $0.count > 8 }, "the panel says \(header) at \(size) \(l)")
            }
            #expect(texts.contains { $0.hasPrefix("1. togetherPhoto") }, "finger 2's chain starts at its own view at \(size) \(l)")
            // On the canvas, finger 2's own chain: badge 1 on its photo, tied to the screen's badge.
            let own = list.placedMarks.filter { $0.kind == .chainBadge && $0.view == "togetherPhoto" }
            #expect(own.map(\.text) == ["1"], "finger 2's photo has its own badge 1 at \(size) \(l)")
            let photo = try #require(r.snapshot.scene?.views["togetherPhoto"])
            let box = Rect(bounding: photo.screenQuad.map(r.layout.pixel))
            for m in own { #expect(box.contains(m.box), "on its own photo at \(size) \(l)") }
            #expect(list.placedMarks.filter { $0.kind == .chainBadge && $0.view == "screen" }.count == 1, "the shared screen has one badge")
        }
    }
}

/// A story past its record cap (``StoryLog/maxRecords``) keeps every finger's part: two fingers
/// on a screen of 1,500 small views each make about 1,500 hit-test visits, and the compaction
/// that drops records from the middle used to drop the second finger's touch and hit view.
@Suite struct LongStoryEveryFingerTests {
    @Test("two fingers over 1,500 views: the second finger's hit view and chain survive the cap")
    func secondFingerSurvivesTheCap() throws {
        var yaml = "title: t\nwindow:\n  subviews:\n    - id: screen\n      frame: [0, 0, 390, 844]\n      subviews:\n"
        yaml += "        - {id: left, frame: [0, 600, 190, 200]}\n        - {id: right, frame: [200, 600, 190, 200]}\n"
        for k in 0..<1_500 { yaml += "        - {id: v\(k), frame: [\(k % 39 * 10), \(k / 39 * 10), 8, 8]}\n" }
        let p = UITest.playground(try UITest.parse(yaml))
        p.touch(UITest.sample(.down, Point(x: 50, y: 700), finger: UITest.finger(1)))
        p.touch(UITest.sample(.down, Point(x: 300, y: 700), finger: UITest.finger(2)))
        #expect(p.takeNewRecords().count > StoryLog.maxRecords, "the story went past its cap")
        let stories = p.story.fingerStories
        #expect(stories.map(\.hitView) == ["left", "right"])
        #expect(stories.last?.hitDecided == true)
        #expect(stories.last?.chain.first?.responder == "right")
    }
}
