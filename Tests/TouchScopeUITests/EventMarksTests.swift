import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// What the canvas draws for events other than a plain delivered touch: numbered fingers (a
/// blocked one drawn apart), the recognizer that won and the touch it cancelled, the route of
/// a motion event, a nil-targeted action's search, a touch whose view scrolled away, a model
/// frame, and a finger marker that leaves the pressed control's title readable.
@Suite struct EventMarksTests {
    struct Rendered {
        let playground: Playground
        let list: DisplayList
        let layout: PlaygroundLayout
        let labels: [String: Rect]
        let texts: [(String, Point)]
    }

    /// `scene` rendered after its own script (or `steps`).
    func render(_ scene: String, steps: [ScriptStep]? = nil, _ l: Language = .en, width: Double = 1280, height: Double = 900) throws -> Rendered {
        let document = try UITest.example(scene)
        let p = UITest.playground(document, width: width, height: height)
        p.language = l
        p.run(steps ?? document.script)
        let list = p.displayList(width: Int(width), height: Int(height), uiScale: 1, measurer: FixedWidthTextMeasurer())
        let built = try #require(p.scene)
        let layout = try #require(p.layout)
        var renderer = PlaygroundRenderer(snapshot: p.snapshot(layout: layout, measurer: FixedWidthTextMeasurer()), measurer: FixedWidthTextMeasurer())
        renderer.list = DisplayList(width: 0, height: 0, background: .black)
        let labels = renderer.labelLines(PlaygroundRenderer.drawingOrder(built.application))
        let texts = list.commands.compactMap { c -> (String, Point)? in
            if case let .text(s, at, _, _, _, _) = c { return (s, at) }
            return nil
        }
        return Rendered(playground: p, list: list, layout: layout, labels: labels, texts: texts)
    }

    /// The drawing commands of a finger marker at `c` (pixels): the lines and circles within its
    /// ring.
    func markerCommands(_ list: DisplayList, at c: Point, radius r: Double) -> [DrawCommand] {
        list.commands.filter { command in
            switch command {
            case let .line(a, b, _, _): return a.distance(to: c) <= r + 1 && b.distance(to: c) <= r + 1
            case let .circle(center, radius, _, _): return center.distance(to: c) < 0.5 && radius <= r + 0.5
            default: return false
            }
        }
    }

    @Test("scene 24: the blocked finger is drawn dashed and crossed in the error colour, the delivered one is not, and both carry their numbers", arguments: [Language.en, .zh])
    func blockedFingerDiffers(_ l: Language) throws {
        let r = try render("24-multi-touch", l)
        let fingers = r.playground.story.fingers
        #expect(fingers.count == 2)
        let details = r.playground.story.fingerDetails
        let delivered = try #require(fingers.first { details[$0.touch]?.blocked == nil })
        let blocked = try #require(fingers.first { details[$0.touch]?.blocked != nil })
        #expect(details[delivered.touch]?.number == 1 && details[blocked.touch]?.number == 2)
        let radius = 18 * r.layout.scale
        let a = markerCommands(r.list, at: r.layout.pixel(delivered.location), radius: radius)
        let b = markerCommands(r.list, at: r.layout.pixel(blocked.location), radius: radius)
        func usesError(_ cs: [DrawCommand]) -> Bool {
            cs.contains { if case let .line(_, _, color, _) = $0 { return color == Theme.error }; return false }
        }
        #expect(!a.isEmpty && !b.isEmpty)
        #expect(!usesError(a), "the delivered finger is drawn as delivered")
        #expect(usesError(b), "the blocked finger is drawn apart")
        #expect(a.count != b.count, "the blocked ring is dashed (fewer pieces), not the same marker")
        let one = Localization.text("log.finger", l, "1"), two = Localization.text("log.finger", l, "2")
        #expect(r.texts.contains { $0.0 == one }, "finger 1 is numbered")
        // The whole reason, or without the view's name where the whole has no room off finger 1.
        let blockedTags = [two + " " + Localization.fingerBlocked(.exclusiveTouch("exclusiveView"), l),
                           two + " " + Localization.text("mark.blockedExclusiveShort", l)]
        // On one line, or on two broken after the colon (where one line would reach over
        // otherView, finger 1's hit view).
        let texts = r.texts.map(\.0)
        let said = blockedTags.contains { tag in
            texts.contains(tag) || PlaygroundRenderer.brokenInTwo(tag).map { lines in
                zip(texts, texts.dropFirst()).contains { $0 == lines[0] && $1 == lines[1] }
            } ?? false
        }
        #expect(said, "finger 2 is numbered and says why it was not delivered")
    }

    @Test("scene 24 at 1280x900: finger 2's tag lies on exclusiveView alone (on two lines in English), not across otherView (finger 1's hit view)", arguments: [Language.en, .zh])
    func blockedTagOnItsView(_ l: Language) throws {
        let r = try render("24-multi-touch", l)
        let scene = try #require(r.playground.scene)
        let two = Localization.text("log.finger", l, "2")
        let head = r.list.commands.compactMap { c -> Point? in
            if case let .text(s, at, _, _, _, _) = c, s.hasPrefix(two + " ") { return at } else { return nil }
        }
        let at = try #require(head.first, "finger 2's tag is drawn")
        let exclusive = Rect(bounding: try #require(scene.views["exclusiveView"]).screenQuad.map(r.layout.pixel))
        let other = Rect(bounding: try #require(scene.views["otherView"]).screenQuad.map(r.layout.pixel))
        let tag = try #require(r.list.marks.first { $0.kind == .text && $0.rect.insetBy(dx: -1, dy: -1).contains(at) }?.rect)
        #expect(exclusive.contains(tag), "on exclusiveView: \(tag) in \(exclusive)")
        #expect(!tag.intersects(other))
        // The English wording is wider than the view: on two lines (the Chinese fits on one).
        if l == .en { #expect(tag.height > 1.5 * PlaygroundRenderer.lineHeight(11) && tag.height > 1.2 * PlaygroundRenderer.lineHeight(15), "two lines") }
    }

    @Test("scenes 29, 45, 53: a second finger its view skips (multipleTouch off) but its recognizers get is drawn as a working finger, tagged with them; 53's finger on the button, which nobody got, stays crossed", arguments: [Language.en, .zh])
    func fingerForRecognizersIsNotBlocked(_ l: Language) throws {
        func usesError(_ cs: [DrawCommand]) -> Bool {
            cs.contains { if case let .line(_, _, color, _) = $0 { return color == Theme.error }; return false }
        }
        for scene in ["29-simultaneous-recognizers", "45-edge-pan-and-rotation"] {
            let r = try render(scene, l)
            let details = r.playground.story.fingerDetails
            let skipped = try #require(r.playground.story.fingers.first { details[$0.touch]?.blocked != nil }, "\(scene)")
            let detail = try #require(details[skipped.touch])
            #expect(!detail.recognizers.isEmpty && !detail.reachedNobody, "\(scene)")
            let marker = markerCommands(r.list, at: r.layout.pixel(skipped.location), radius: 18 * r.layout.scale)
            #expect(!marker.isEmpty && !usesError(marker), "\(scene): the pinch's second finger is not crossed out")
            let tag = Localization.text("log.finger", l, String(detail.number)) + " "
                + Localization.fingerToRecognizersOnly(detail.recognizers, l)
            // On one line, or on two broken after the list (where one line would reach over the
            // view's edge or over finger 1's bracket).
            let texts = r.texts.map(\.0)
            let said = texts.contains(tag) || PlaygroundRenderer.brokenInTwo(tag).map { lines in
                zip(texts, texts.dropFirst()).contains { $0 == lines[0] && $1 == lines[1] }
            } ?? false
            #expect(said, "\(scene): \(r.texts.map(\.0).filter { $0.contains("→") })")
            #expect(!r.texts.contains { $0.0.contains(Localization.fingerBlocked(.multipleTouchDisabled, l)) }, "\(scene)")
        }
        // Scene 53's second finger on the buy button: no recognizer there, so it reached nobody.
        let document = try UITest.example("53-two-fingers-one-event")
        var story = TouchStoryBuilder()
        let p = UITest.playground(document, width: 1280, height: 900)
        p.run(document.script)
        story.append(contentsOf: p.takeNewRecords())
        #expect(story.story.fingerDetails.values.contains { $0.view == "buyButton" && $0.reachedNobody })
    }

    @Test("scene 26: the recognizer that won is marked on the card, and the card's cancelled touch has no handled badge", arguments: [Language.en, .zh])
    func cancelledTouchIsNotHandled(_ l: Language) throws {
        let r = try render("26-tap-vs-button", l)
        #expect(r.playground.story.cancelled["card"] == "cardTap")
        #expect(r.texts.contains { $0.0 == Localization.recognizedTag("cardTap", l) })
        #expect(r.texts.contains { $0.0 == Localization.cancelledTag(isControl: false, by: "cardTap", l) })
        let handledDiscs = r.list.commands.filter {
            if case let .circle(c, _, color, true) = $0 { return color == Theme.color(of: TouchBehaviour.handle) && r.layout.canvas.contains(c) }
            return false
        }
        #expect(handledDiscs.isEmpty, "no handled badge for the card, whose touch was cancelled")
        // LAST TOUCH says it too: the card's chain line does not end at "handled".
        let panel = r.texts.filter { $0.1.x >= r.layout.canvas.maxX + 100 }.map(\.0).joined().filter { !$0.isWhitespace }
        let said = Localization.cancelledTag(isControl: false, by: "cardTap", l).filter { !$0.isWhitespace }
        #expect(panel.contains("card—" + Localization.behaviour(.handle, l).filter { !$0.isWhitespace } + "·" + said), "\(panel)")
    }

    @Test("scene 27: menuPress is marked recognized, the button's touch shows touchCancel, not handled")
    func controlTouchCancel() throws {
        let r = try render("27-recognizer-on-button")
        // (In its whole wording, or its short form, "menuPress ✓", where the whole has no room.)
        #expect(r.texts.contains { $0.0 == Localization.recognizedTag("menuPress", .en) || $0.0 == "menuPress ✓" })
        #expect(r.texts.contains { $0.0 == Localization.cancelledTag(isControl: true, by: "menuPress", .en) })
    }

    @Test("scene 15: the shake's chain is drawn from the first responder, with the strip and the drop", arguments: [Language.en, .zh])
    func motionEventDrawsItsChain(_ l: Language) throws {
        let r = try render("15-first-responder-up-the-chain", l)
        let forwardBadges = r.list.commands.filter {
            if case let .circle(c, _, color, true) = $0 { return color == Theme.color(of: TouchBehaviour.forward) && c.y < r.layout.canvas.maxY }
            return false
        }
        // second, third, mainView on the canvas; mainController, window, application in the strip.
        #expect(forwardBadges.count >= 6)
        for n in 1...6 { #expect(r.texts.contains { $0.0 == "\(n)" }, "badge \(n)") }
        // The long words, or on a narrow canvas the short ones.
        #expect(r.texts.contains { $0.0 == Localization.eventStartTag(.shake, l) || $0.0 == Localization.eventStartTagShort(.shake, l) })
        #expect(r.texts.contains { $0.0 == "application" } && r.texts.contains { $0.0 == "mainController" })
        #expect(r.texts.contains { $0.0 == Localization.dropped(l) })
    }

    @Test("scene 17: the search for share starts at the first responder (the text field) and is dropped")
    func nilTargetSearchIsDrawn() throws {
        let r = try render("17-nil-target-first-responder")
        let squares = r.list.commands.filter {
            if case let .fillRect(_, color) = $0 { return color == Theme.color(of: TouchBehaviour.forward) }
            return false
        }
        #expect(squares.count >= 4, "textField, form, editorView, editorController, window, application asked")
        // The strip's lines wrap: read them joined.
        let all = r.texts.map(\.0).joined(separator: " ")
        #expect(all.contains(Localization.actionSearchStart("share", fromFirstResponder: true, .en)))
        #expect(all.contains(Localization.actionSearchDropped("share", .en)))
        #expect(r.texts.contains { $0.0 == "editorController" } && r.texts.contains { $0.0 == "application" })
    }

    @Test("scene 16: the touch's chain badge and the action search's badge on Share read differently (① and A), at every size", arguments: [(1280.0, 900.0), (900, 700), (1920, 1080)])
    func searchBadgesAreLettered(_ size: (Double, Double)) throws {
        let r = try render("16-nil-target-actions", width: size.0, height: size.1)
        let share = try #require(r.playground.scene?.views["shareButton"])
        let box = Rect(bounding: share.screenQuad.map(r.layout.pixel)).insetBy(dx: -30, dy: -30)
        let badges = r.list.commands.compactMap { c -> String? in
            if case let .text(s, at, _, _, .center, _) = c, box.contains(at), s.count == 1, s.first?.isLetter == true || s.first?.isNumber == true { return s }
            return nil
        }
        #expect(badges.contains("1") && badges.contains("A"), "\(badges)")
        #expect(Set(badges).count == badges.count, "two marks on Share carry the same label: \(badges)")
        #expect(PlaygroundRenderer.searchStepLabel(1) == "A" && PlaygroundRenderer.searchStepLabel(3) == "C")
    }

    @Test("scene 46: a drag lifted away from its button marks where it went down, tagged with the view the touch stayed with; a plain tap (22) does not", arguments: [Language.en, .zh])
    func liftedDragTiedToItsView(_ l: Language) throws {
        let r = try render("46-delayed-content-touches", l)
        let finger = try #require(r.playground.story.fingers.first)
        let detail = try #require(r.playground.story.fingerDetails[finger.touch])
        let view = try #require(detail.view)
        #expect(r.layout.pixel(detail.start).distance(to: r.layout.pixel(finger.location)) > 18 * r.layout.scale, "the scene ends with a drag")
        // The long words or the short ones (the legend's down-point entry says the rest), on one
        // line or broken after the colon.
        let lines = r.texts.map(\.0)
        #expect([Localization.text("mark.downOn", l, view), Localization.text("mark.downOnShort", l, view)].contains { wording in
            lines.contains(wording) || PlaygroundRenderer.brokenInTwo(wording).map { lines.contains($0[0]) && lines.contains($0[1]) } == true
        }, "\(lines)")
        let start = r.layout.pixel(detail.start)
        // A hollow ring (the title under it stays readable).
        #expect(r.list.commands.contains { if case let .circle(c, _, color, false) = $0 { return c.distance(to: start) < 0.5 && color == Theme.tracking }; return false })
        let tap = try render("22-button-tracking", l)
        #expect(!tap.texts.contains { $0.0.hasPrefix(Localization.text("mark.downOn", l, "").prefix(3)) })
    }

    @Test("the finger marker leaves the pressed control's title uncovered (07, 16, 22, 51)", arguments: [Language.en, .zh])
    func fingerLeavesTitle(_ l: Language) throws {
        for scene in ["07-covered-button", "16-nil-target-actions", "22-button-tracking", "51-text-field-and-keyboard"] {
            let r = try render(scene, l)
            let story = r.playground.story
            let hit = try #require(story.hitView)
            guard let title = r.labels[hit], let finger = story.fingers.first else { continue }
            let c = r.layout.pixel(finger.location)
            let radius = 18 * r.layout.scale
            for command in markerCommands(r.list, at: c, radius: radius) {
                switch command {
                case let .line(a, b, _, width):
                    let box = title.insetBy(dx: -width / 2, dy: -width / 2)
                    #expect(!PlaygroundRenderer.segment(a, b, crosses: box) && !box.contains(a) && !box.contains(b),
                            "\(scene): a piece of the marker crosses \(hit)'s title")
                case let .circle(center, rad, _, filled):
                    // The nearest and farthest points of the title from the centre: a disc covers
                    // it when the nearest is inside; a ring (2 px) when it passes between them.
                    let nx = min(max(center.x, title.minX), title.maxX), ny = min(max(center.y, title.minY), title.maxY)
                    let nearest = Point(x: nx, y: ny).distance(to: center)
                    let farthest = [Point(x: title.minX, y: title.minY), Point(x: title.maxX, y: title.minY),
                                    Point(x: title.minX, y: title.maxY), Point(x: title.maxX, y: title.maxY)].map { $0.distance(to: center) }.max() ?? 0
                    let covers = filled ? nearest < rad : (nearest < rad + 1 && farthest > rad - 1)
                    #expect(!covers, "\(scene): a circle of the marker covers \(hit)'s title")
                default: break
                }
            }
        }
    }

    @Test("scene 48: after the feed scrolls, no finger marks the chip; a tag at the feed's edge says the hit view scrolled off")
    func scrolledAwayTouch() throws {
        let r = try render("48-nested-scroll-views")
        let story = r.playground.story
        let finger = try #require(story.fingers.first)
        let chip = try #require(r.playground.scene?.views["chip"])
        let chipBox = Rect(bounding: chip.screenQuad.map(r.layout.pixel))
        #expect(chipBox.contains(r.layout.pixel(finger.location)), "the finger lifted over the chip")
        #expect(markerCommands(r.list, at: r.layout.pixel(finger.location), radius: 18 * r.layout.scale).isEmpty, "no finger marker on the chip")
        // On one line, or broken in two after its colon.
        let label = "↑ " + Localization.scrolledOff("card2", hit: true, finger: nil, .en)
        let lines = [label] + (PlaygroundRenderer.brokenInTwo(label) ?? [])
        let tag = try #require(r.list.placedMarks.first { $0.kind == .scrolledOff }, "a scrolled-off tag is placed")
        #expect(tag.view == "card2" && [label, lines.dropFirst().joined(separator: "\n")].contains(tag.text), "\(tag.text)")
        #expect(r.texts.contains { $0.0 == label } || lines.dropFirst().allSatisfy { line in r.texts.contains { $0.0 == line } })
        // At the feed's top edge, where card2 went out: within a few lines of it, inside or over it.
        let feed = try #require(r.playground.scene?.views["feed"])
        let feedBox = Rect(bounding: feed.screenQuad.map(r.layout.pixel)).intersection(r.layout.canvas) ?? .zero
        #expect(tag.box.minY < feedBox.minY + 60 * r.layout.scale && tag.box.maxY > feedBox.minY - 40 * r.layout.scale,
                "the tag \(tag.box) is at the top of the feed \(feedBox)")
        // The tag has the hit view's colour, and so has its legend swatch (it was white).
        #expect(r.list.drawnMarks.contains(.scrolledOffHit) && !r.list.drawnMarks.contains(.scrolledOff))
        #expect(PlaygroundRenderer.legendEntry(.scrolledOffHit, .en).color == Theme.hit)
        let tagFilled = r.list.commands.contains { c in
            if case let .fillRect(rect, color) = c, color == Theme.hit, rect == tag.box { return true } else { return false }
        }
        #expect(tagFilled, "the scrolled-off tag is filled with the hit view's colour")
    }

    @Test("scene 52: the model frame reads as hit-tested, and the button's verdict tag is on it, not on the button as drawn")
    func verdictOnModelFrame() throws {
        let r = try render("52-animating-button")
        // Issue 38: this returned early (passing) when the animation was not running.
        let buy = try #require(r.playground.scene?.views["buy"])
        try #require(r.playground.scene?.application.animations.isRunning == true, "scene 52's picture is mid-animation")
        let model = Rect(bounding: buy.screenQuad.map(r.layout.pixel))
        let modelTag = try #require(r.list.placedMarks.first { $0.kind == .modelFrame }, "the model frame's tag")
        #expect(["animation.model", "animation.modelIgnoring"].map { "buy " + Localization.text($0, .en) }
                    .contains(modelTag.text.replacingOccurrences(of: "\n", with: " ")), "\(modelTag.text)")
        // Against the model frame (where hit-testing looks), not the button as drawn.
        #expect(modelTag.box.distance(to: model) <= 4 * r.layout.scale + 0.5, "\(modelTag.box) against the model frame \(model)")
        // Unnamed on its label line, named ("buy ✓ inside") anywhere else.
        let inside = Theme.icon(of: .inside) + " " + Localization.verdict(.inside, .en)
        let onModel = r.list.marks.contains { m in
            m.kind == .text && m.rect.intersects(model.insetBy(dx: -30, dy: -30)) && r.texts.contains { ($0.0 == inside || $0.0 == "buy " + inside) && m.rect.contains($0.1) }
        }
        #expect(onModel, "buy's verdict tag is on its model frame")
    }
}
