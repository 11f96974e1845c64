import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The playground's parts: the touch session's caches follow the core's version counters, the
/// story is built incrementally, and input routing turns window pixels into canvas points.
@Suite("Playground parts")
struct PlaygroundPartsTests {
    /// A card dragged by a `drags:` pan, with a subview that overflows it (a dead zone).
    static let dragYAML = """
    title: Drag a card
    summary: A pan moves the card.
    window:
      subviews:
        - id: root
          frame: [0, 0, 390, 844]
          color: "#FFFFFF"
          subviews:
            - id: card
              frame: [50, 100, 200, 100]
              color: "#FFCC00"
              gestures:
                - {id: drag, type: pan, drags: true}
              subviews:
                - id: overflow
                  kind: button
                  frame: [150, 50, 100, 100]
                  color: "#FF3B30"
    """

    static func view(_ map: HitMap, at p: Point) -> String? {
        map.view(column: Int(p.x / map.step), row: Int(p.y / map.step))?.id
    }

    @Test("a view dragged by a drags: pan moves the hit map and dead zones with it")
    func draggedViewMovesHitMapAndDeadZones() throws {
        let p = UITest.playground(try UITest.parse(Self.dragYAML))
        p.hitMapStep = 2
        let before = try #require(p.currentHitMap())
        #expect(Self.view(before, at: Point(x: 100, y: 150)) == "card")
        #expect(Self.view(before, at: Point(x: 100, y: 450)) == "root")
        let zonesBefore = try #require(p.currentDeadZones()).zones
        #expect(zonesBefore.contains { $0.view == "overflow" }, "the overflowing part is a dead zone")

        p.run([UITest.step(.drag(from: Point(x: 100, y: 150), to: Point(x: 100, y: 450), steps: 20))])
        let card = try #require(p.scene?.views["card"])
        #expect(card.frame.minY == 400, "the pan moved the card 300 points down")

        let after = try #require(p.currentHitMap())
        #expect(Self.view(after, at: Point(x: 100, y: 450)) == "card", "the hit map follows the card")
        #expect(Self.view(after, at: Point(x: 100, y: 150)) == "root")
        let scene = try #require(p.scene)
        let fresh = HitMap.compute(scene.application, canvas: scene.canvas, step: 2)
        #expect(after.cells == fresh.cells)
        let zonesAfter = try #require(p.currentDeadZones()).zones
        let freshZones = DeadZoneMap.compute(scene.application, canvas: scene.canvas, step: 2).zones
        #expect(zonesAfter == freshZones, "the dead zones follow the card")
        #expect(zonesAfter != zonesBefore)
    }

    @Test("the hit map is computed again only when the core's versions change")
    func hitMapCachedUntilTheTreeChanges() throws {
        let p = UITest.playground(try UITest.parse(Self.dragYAML))
        p.hitMapStep = 4
        let first = try #require(p.currentHitMap())
        p.click(canvas: Point(x: 10, y: 10))  // a tap on root changes nothing in the tree
        let second = try #require(p.currentHitMap())
        #expect(first.views.count == second.views.count && zip(first.views, second.views).allSatisfy { $0 === $1 })
        let card = try #require(p.scene?.views["card"])
        card.isHidden = true  // any change the core counts
        let third = try #require(p.currentHitMap())
        #expect(Self.view(third, at: Point(x: 100, y: 150)) == "root")
    }

    @Test("a new scene with the same tree is never mistaken for the old one")
    func newSceneInvalidates() throws {
        let document = try UITest.parse(Self.dragYAML)
        let p = UITest.playground(document)
        p.hitMapStep = 4
        let first = try #require(p.currentHitMap())
        p.show(document)
        let second = try #require(p.currentHitMap())
        #expect(!(first.views[0] === second.views[0]), "the map names the new scene's views")
    }

    // MARK: Story

    @Test("the story built record by record equals the story built from every record, over every scene's script")
    func incrementalStoryEqualsFullRebuild() throws {
        let files = SceneFile.scenes(in: UITest.scenesFolder.path)
        #expect(files.count > 20)
        var checked = 0
        for file in files {
            let document = try SceneFile.load(file)
            guard !document.script.isEmpty else { continue }
            let p = UITest.playground(document)
            // After each step, as the window would draw it.
            for step in document.script {
                p.run([step])
                #expect(p.story == TouchStory.build(from: p.storyRecords), "\(file), after \(step.action)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test("appending a trace in pieces gives the story of the whole trace")
    func builderPiecesEqualWhole() throws {
        let (built, recorder) = UITest.traced(try UITest.example("31-draggable-view"))
        var runner = ScriptRunner(scene: built, recorder: recorder)
        runner.run(built.document.script)
        let records = recorder.records
        var builder = TouchStoryBuilder()
        var i = 0
        var size = 1
        while i < records.count {
            builder.append(contentsOf: records[i..<min(records.count, i + size)])
            i += size
            size = size % 7 + 1
        }
        #expect(builder.story == TouchStory.build(from: records))
        #expect(!builder.story.gestures.isEmpty)
    }

    @Test("a long story is compacted to at most maxStoryRecords and still equals a rebuild of what it kept")
    func compactedStoryEqualsRebuild() throws {
        let p = UITest.playground(try UITest.example("31-draggable-view"))
        p.touch(UITest.sample(.down, Point(x: 150, y: 260)))
        for i in 0..<3_000 {
            p.touch(UITest.sample(.move, Point(x: 150 + Double(i % 40), y: 260 + Double(i % 30)), t: Double(i) * 0.001))
            #expect(p.storyRecords.count <= Playground.maxStoryRecords)
        }
        p.touch(UITest.sample(.up, Point(x: 160, y: 270), t: 4))
        #expect(p.story == TouchStory.build(from: p.storyRecords))
        #expect(p.story.touch != nil && p.story.fingers.first?.isDown == false)
    }

    // MARK: Input units

    @Test("a pointer sample in window pixels reaches the core in canvas points (high-DPI, offset canvas)")
    func pointerPixelsBecomeCanvasPoints() throws {
        let p = Playground()
        p.show(try UITest.example("01-responder-chain"))
        // A high-DPI window: 2 output pixels per logical unit, the canvas centred (offset).
        let layout = p.layout(width: 2400, height: 1800, uiScale: 2)
        #expect(layout.canvas.minX > 0 && layout.scale != 1)
        let target = Point(x: 170, y: 250)
        let pixel = Point(x: layout.canvas.minX + target.x * layout.scale, y: layout.canvas.minY + target.y * layout.scale)
        p.handle(UITest.pointer(.down, pixel))
        let inputs = WhatIf.inputs(of: p.storyRecords)
        #expect(inputs.count == 1)
        let location = try #require(inputs.first?.location)
        #expect(UITest.close(location, target, tolerance: 1e-9), "the core gets canvas points, not pixels: \(location)")
        #expect(p.story.hitView == "yellow")
    }

    @Test("the mirrored second finger is mirrored about the canvas centre in canvas points")
    func mirroredFingerInCanvasPoints() throws {
        var router = InputRouter()
        let layout = PlaygroundLayout(width: 2400, height: 1800, uiScale: 2, canvasSize: Size(width: 390, height: 844))
        let route = router.route(UITest.pointer(.down, layout.pixel(Point(x: 100, y: 200))), modifiers: [.control],
                                 layout: layout, mode: .interact, canvas: Size(width: 390, height: 844))
        guard case let .touches(samples) = route else { Issue.record("not a touch: \(route)"); return }
        #expect(samples.count == 2)
        #expect(UITest.close(samples[0].location, Point(x: 100, y: 200)))
        #expect(UITest.close(samples[1].location, Point(x: 290, y: 644)))
        #expect(samples[1].finger == Playground.simulatedFinger(for: .mouse))
    }

    // MARK: Drawing

    @Test("drawing does not change the playground: two frames are the same, tree rows come from the layout step")
    func drawingWritesNothingBack() throws {
        let p = UITest.playground(try UITest.tree())
        p.click(canvas: Point(x: 100, y: 150))
        let layout = try #require(p.layout)
        let measurer = FixedWidthTextMeasurer()
        let snapshot = p.snapshot(layout: layout, measurer: measurer)
        let first = p.displayList(width: 1200, height: 900, uiScale: 1, measurer: measurer)
        let second = p.displayList(width: 1200, height: 900, uiScale: 1, measurer: measurer)
        #expect(first == second)
        #expect(p.treeRows.map(\.id) == snapshot.tree.rows.map(\.id))
        #expect(zip(p.treeRows, snapshot.tree.rows).allSatisfy { $0.rect == $1.rect })
        #expect(p.treeRows.count == 8)
    }
}
