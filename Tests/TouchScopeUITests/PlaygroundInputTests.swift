import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

@Suite("Playground input")
struct PlaygroundInputTests {
    let measurer = FixedWidthTextMeasurer()

    @Test("a down in window pixels on the canvas dispatches a touch at the converted canvas point")
    func pixelsBecomeCanvasPoints() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let layout = try #require(p.layout)
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 170, y: 250))))
        #expect(p.story.hitView == "yellow")
        let finger = try #require(p.story.fingers.first)
        #expect(UITest.close(finger.location, Point(x: 170, y: 250), tolerance: 1e-9))
        #expect(finger.isDown)
        p.handle(UITest.pointer(.up, layout.pixel(Point(x: 170, y: 250))))
        #expect(p.story.fingers.first?.isDown == false)
        #expect(p.scene?.application.activeTouches.isEmpty == true)

        // The same canvas point at another window size and scale hits the same view.
        _ = p.layout(width: 2000, height: 1600, uiScale: 2)
        let big = try #require(p.layout)
        p.click(canvas: Point(x: 100, y: 700))
        #expect(big.scale != layout.scale)
        #expect(p.story.hitView == "white")
    }

    @Test("without a layout, input is ignored")
    func noLayoutNoInput() throws {
        let p = Playground()
        p.show(try UITest.example("01-responder-chain"))
        p.handle(UITest.pointer(.down, Point(x: 100, y: 100)))
        #expect(p.storyRecords.isEmpty)
        #expect(p.scene?.application.activeTouches.isEmpty == true)
    }

    @Test("a down on the panel is not a touch: it selects the tree row under it")
    func panelClickSelectsRow() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        _ = p.displayList(width: 1200, height: 900, uiScale: 1, measurer: measurer)
        let layout = try #require(p.layout)
        let row = try #require(p.treeRows.first { $0.id == "orange" })
        #expect(layout.panel.contains(row.rect.center))
        _ = p.takeNewRecords()

        p.handle(UITest.pointer(.down, row.rect.center))
        #expect(p.selection == "orange")
        #expect(p.storyRecords.isEmpty)
        #expect(p.story == TouchStory())
        #expect(p.takeNewRecords().isEmpty, "no trace records at all")
        #expect(p.scene?.application.activeTouches.isEmpty == true)
    }

    @Test("every tree row selects its own view")
    func everyRowSelects() throws {
        let p = UITest.playground(try UITest.tree())
        _ = p.displayList(width: 1200, height: 900, uiScale: 1, measurer: measurer)
        #expect(p.treeRows.map(\.id) == ["window", "root", "a", "a1", "b", "c", "d", "d1"])
        for row in p.treeRows {
            p.handle(UITest.pointer(.down, Point(x: row.rect.midX, y: row.rect.minY + 1)))
            p.handle(UITest.pointer(.up, Point(x: row.rect.midX, y: row.rect.minY + 1)))
            #expect(p.selection == row.id)
        }
    }

    @Test("a down on the panel away from the rows changes nothing")
    func panelClickOffRows() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        _ = p.displayList(width: 1200, height: 900, uiScale: 1, measurer: measurer)
        let layout = try #require(p.layout)
        p.select("white")
        p.handle(UITest.pointer(.down, Point(x: layout.panel.midX, y: layout.panel.maxY - 2)))
        #expect(p.selection == "white")
        #expect(p.storyRecords.isEmpty)
    }

    @Test("a press that began on the panel swallows its moves and up, even over the canvas")
    func panelPressSwallowsMoveAndUp() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        _ = p.displayList(width: 1200, height: 900, uiScale: 1, measurer: measurer)
        let layout = try #require(p.layout)
        _ = p.takeNewRecords()
        p.handle(UITest.pointer(.down, layout.panel.center))
        p.handle(UITest.pointer(.move, layout.pixel(Point(x: 170, y: 250))))
        p.handle(UITest.pointer(.up, layout.pixel(Point(x: 170, y: 250))))
        #expect(p.storyRecords.isEmpty)
        #expect(p.takeNewRecords().isEmpty)
        // The next press on the canvas is a touch again.
        p.click(canvas: Point(x: 170, y: 250))
        #expect(p.story.hitView == "yellow")
    }

    @Test("inspect mode selects the topmost drawn view instead of touching")
    func inspectSelects() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        p.perform(.toggleMode)
        #expect(p.mode == .inspect)
        _ = p.takeNewRecords()
        p.click(canvas: Point(x: 170, y: 250))
        #expect(p.selection == "yellow")
        #expect(p.storyRecords.isEmpty)
        #expect(p.takeNewRecords().isEmpty)
        p.click(canvas: Point(x: 100, y: 700))
        #expect(p.selection == "white")
    }

    @Test("inspect mode selects a drawn view hit-testing cannot reach: an overflowing subview")
    func inspectOverflow() throws {
        let p = UITest.playground(try UITest.example("05-overflow-not-tappable"))
        // Hit-testing: the overflowing part belongs to the background.
        p.click(canvas: Point(x: 100, y: 390))
        #expect(p.story.hitView == "background")
        p.perform(.toggleMode)
        p.click(canvas: Point(x: 100, y: 390))
        #expect(p.selection == "openChild")
        // Clipped away: not drawn there, so what is drawn is the background.
        p.click(canvas: Point(x: 290, y: 390))
        #expect(p.selection == "background")
        p.click(canvas: Point(x: 290, y: 330))
        #expect(p.selection == "clippedChild")
    }

    @Test("inspect mode selects views with interaction off, but never hidden ones")
    func inspectInteractionOff() throws {
        let p = UITest.playground(try UITest.example("12-views-that-ignore-touches"))
        p.perform(.toggleMode)
        p.click(canvas: Point(x: 285, y: 425))
        #expect(p.selection == "lockedChild")
        p.click(canvas: Point(x: 105, y: 205))
        #expect(p.selection == "photoChild")
        p.click(canvas: Point(x: 105, y: 425))
        #expect(p.selection == "screen", "a hidden parent and its child are not drawn")
    }

    @Test("alt-click selects in interact mode without touching")
    func altClickSelects() throws {
        let p = UITest.playground(try UITest.example("05-overflow-not-tappable"))
        #expect(p.mode == .interact)
        p.click(canvas: Point(x: 100, y: 390), modifiers: .alt)
        #expect(p.selection == "openChild")
        #expect(p.storyRecords.isEmpty)
        #expect(p.scene?.application.activeTouches.isEmpty == true)
    }

    @Test("a down with no finger down starts a new story; a second finger joins the current one")
    func newStory() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let layout = try #require(p.layout)
        p.click(canvas: Point(x: 170, y: 250))
        #expect(p.story.touch == 1)
        p.click(canvas: Point(x: 100, y: 700), t: 1)
        #expect(p.story.touch == 2)
        #expect(p.story.hitView == "white")
        #expect(!p.storyRecords.contains { if case .touchBegan(1, _, _, _) = $0.event { return true } else { return false } },
                "the first tap's records are gone")
        #expect(p.story.fingers.count == 1)

        // Hold a finger; a second finger is part of the same story.
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 170, y: 250)), t: 2))
        let second = FingerID(device: FingerID.simulatedDevice, finger: 1)
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 100, y: 700)), finger: second, t: 2.1))
        #expect(p.story.touch == 3)
        #expect(p.story.hitView == "yellow")
        #expect(p.story.fingers.map(\.touch) == [3, 4])
    }

    @Test("focusLost cancels the active touches and the story shows it")
    func focusLostCancels() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let layout = try #require(p.layout)
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 170, y: 250))))
        #expect(p.story.fingers.first?.isDown == true)
        p.focusLost(timestamp: 1)
        #expect(p.scene?.application.activeTouches.isEmpty == true)
        #expect(p.storyRecords.contains { if case .cancelAll = $0.event { return true } else { return false } })
        let cancelled = p.storyRecords.compactMap { r -> String? in
            if case let .touches(.cancelled, _, responder, _) = r.event { return responder } else { return nil }
        }
        #expect(cancelled.first == "yellow", "touchesCancelled went to the hit view")
        #expect(p.story.fingers.first?.isDown == false)
        // The up that follows is harmless.
        p.handle(UITest.pointer(.up, layout.pixel(Point(x: 170, y: 250)), t: 2))
        #expect(p.scene?.application.activeTouches.isEmpty == true)
    }

    @Test("focusLost with no touch down changes nothing")
    func focusLostIdle() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        p.click(canvas: Point(x: 170, y: 250))
        let before = p.storyRecords
        p.focusLost(timestamp: 1)
        #expect(p.storyRecords == before)
    }

    @Test("showing a new scene cancels the old scene's touches and clears the story")
    func showCancelsOldTouches() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let layout = try #require(p.layout)
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 170, y: 250))))
        let old = try #require(p.scene)
        #expect(old.application.activeTouches.count == 1)
        let spy = TraceRecorder()
        old.application.trace = spy

        p.show(try UITest.example("05-overflow-not-tappable"))
        #expect(old.application.activeTouches.isEmpty)
        #expect(spy.records.contains { if case .touches(.cancelled, _, "yellow", _) = $0.event { return true } else { return false } })
        #expect(p.scene !== old)
        #expect(p.story == TouchStory())
        #expect(p.storyRecords.isEmpty)
        // The old finger's later up does not disturb the new scene.
        p.handle(UITest.pointer(.up, layout.pixel(Point(x: 170, y: 250))))
        #expect(p.scene?.application.activeTouches.isEmpty == true)
    }

    @Test("a failed load keeps the last good scene and sets errors; the next good load clears them")
    func diagnosticsKeepLastScene() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let good = try #require(p.scene)
        let diagnostics: SceneDiagnostics
        do {
            _ = try SceneParser.parse("title: broken\nwindow: [1, 2\n", path: "broken.yaml")
            Issue.record("the broken scene parsed")
            return
        } catch { diagnostics = error }
        p.show(diagnostics)
        #expect(p.errors == diagnostics)
        #expect(p.scene === good)
        // Touches still work in the last good scene.
        p.click(canvas: Point(x: 170, y: 250))
        #expect(p.story.hitView == "yellow")

        p.show(try UITest.example("05-overflow-not-tappable"))
        #expect(p.errors == nil)
        #expect(p.scene?.document.title.contains("overflows") == true)
    }

    @Test("the selection is cleared when the new scene lacks it, kept when it has it")
    func selectionAcrossScenes() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        p.select("white")
        p.show(try UITest.example("01-responder-chain"))
        #expect(p.selection == "white")
        #expect(p.selectedView === p.scene?.views["white"], "the selection resolves in the new scene")
        p.select("yellow")
        p.show(try UITest.example("05-overflow-not-tappable"))
        #expect(p.selection == nil)
        #expect(p.selectedView == nil)
    }

    @Test("takeNewRecords returns each record once, in order")
    func takeNewRecordsOnce() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        _ = p.takeNewRecords()
        #expect(p.takeNewRecords().isEmpty)

        p.click(canvas: Point(x: 170, y: 250))
        let first = p.takeNewRecords()
        #expect(!first.isEmpty)
        #expect(first == p.storyRecords, "exactly the tap's records, in order")
        #expect(p.takeNewRecords().isEmpty)

        p.click(canvas: Point(x: 100, y: 700), t: 1)
        let second = p.takeNewRecords()
        #expect(second == p.storyRecords)
        #expect(!second.contains { first.contains($0) })
        guard case .input(let s, _, _) = second.first?.event else { Issue.record("starts with the input"); return }
        #expect(s.phase == .down)
        #expect(p.takeNewRecords().isEmpty)
    }

    @Test("after a new scene, takeNewRecords starts over with the new scene's records")
    func takeNewRecordsAfterShow() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        p.click(canvas: Point(x: 170, y: 250))
        _ = p.takeNewRecords()
        p.show(try UITest.example("02-tabbar-button-broken"))
        let initial = p.takeNewRecords()
        #expect(!initial.contains { if case .touchBegan = $0.event { return true } else { return false } })
        p.click(canvas: Point(x: 170, y: 250))
        #expect(p.takeNewRecords() == p.storyRecords)
        // The same file again (a save): the last touch is sent again, and only its new records come.
        p.show(try UITest.example("02-tabbar-button-broken"))
        let rerun = p.takeNewRecords()
        #expect(rerun.contains { if case .touchBegan = $0.event { return true } else { return false } })
        #expect(!p.storyRecords.isEmpty && Array(rerun.suffix(p.storyRecords.count)) == p.storyRecords, "the re-run's story, after the scene's own records")
        // A finger still down at the save is cancelled, not sent again.
        p.touch(InputSample(finger: .mouse, phase: .down, location: Point(x: 170, y: 250), timestamp: 2))
        _ = p.takeNewRecords()
        p.show(try UITest.example("02-tabbar-button-broken"))
        #expect(!p.takeNewRecords().contains { if case .touchBegan = $0.event { return true } else { return false } })
        #expect(p.scene?.application.activeTouches.isEmpty == true)
    }
}
