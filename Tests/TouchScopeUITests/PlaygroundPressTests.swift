import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

@Suite("Playground presses")
struct PlaygroundPressTests {
    /// A clipping box whose subview lies outside it, with a grandchild placed back inside.
    static let nestedOverflowYAML = """
    title: Nested overflow
    window:
      subviews:
        - id: box
          frame: [0, 0, 200, 200]
          color: "#8E8E93"
          clips: true
          subviews:
            - id: outside
              frame: [300, 0, 50, 50]
              color: "#FF0000"
              subviews:
                - id: backInside
                  frame: [-250, 50, 50, 50]
                  color: "#00FF00"
    """

    @Test("inspect selects a grandchild drawn inside a clip although its parent lies outside it")
    func grandchildBackInsideClip() throws {
        let p = UITest.playground(try UITest.parse(Self.nestedOverflowYAML))
        // The renderer draws it: a fill inside the box's clip.
        let list = p.displayList(width: 1200, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer())
        let layout = try #require(p.layout)
        let view = try #require(p.scene?.views["backInside"])
        #expect(list.fillIndex(UITest.pixelRect(of: view, layout), Theme.muted(view.backgroundColor)) != nil)
        #expect(p.topmostDrawnView(at: Point(x: 75, y: 75))?.id == "backInside")
        // The parent itself is clipped away: not selectable where it would be.
        #expect(p.topmostDrawnView(at: Point(x: 325, y: 25))?.id == "window")
    }

    @Test("inspect picks what the screen shows: a clear or fully transparent view in front is not picked")
    func pickingSkipsWhatIsNotDrawn() throws {
        let yaml = """
        title: Clear cover
        window:
          subviews:
            - id: button
              kind: button
              frame: [20, 20, 100, 100]
              color: "#34C759"
            - id: clearCover
              frame: [0, 0, 200, 200]
              color: "#FFFFFF00"
            - id: fadedCover
              frame: [0, 150, 200, 50]
              color: "#FF0000"
              alpha: 0
        """
        let p = UITest.playground(try UITest.parse(yaml))
        #expect(p.topmostDrawnView(at: Point(x: 50, y: 50))?.id == "button", "the clear view in front draws nothing there")
        #expect(p.topmostDrawnView(at: Point(x: 50, y: 170))?.id == "window", "alpha 0 draws nothing")
        // Hit-testing disagrees: the clear view takes the tap (a dead zone of the button).
        #expect(p.scene?.application.hitTest(screenPoint: Point(x: 50, y: 50)).view?.id == "clearCover")
    }

    @Test("a touch begun in interact mode still ends with its up after switching to inspect")
    func modeSwitchMidTouch() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let layout = try #require(p.layout)
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 170, y: 250))))
        p.perform(.toggleMode)
        p.handle(UITest.pointer(.move, layout.pixel(Point(x: 175, y: 255)), t: 0.1))
        p.handle(UITest.pointer(.up, layout.pixel(Point(x: 175, y: 255)), t: 0.2))
        #expect(p.scene?.application.activeTouches.isEmpty == true, "the touch is not left hanging")
        let finger = try #require(p.story.fingers.first)
        #expect(p.story.fingers.count == 1)
        #expect(!finger.isDown)
        #expect(UITest.close(finger.location, Point(x: 175, y: 255), tolerance: 1e-9))
        #expect(p.selection == nil, "the move and up of a touch select nothing")
    }

    @Test("an alt-click selects; releasing Alt before the button sends nothing to the scene")
    func altReleasedBeforeUp() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let layout = try #require(p.layout)
        _ = p.takeNewRecords()
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 170, y: 250))), modifiers: .alt)
        p.handle(UITest.pointer(.move, layout.pixel(Point(x: 100, y: 700))))
        p.handle(UITest.pointer(.up, layout.pixel(Point(x: 100, y: 700))))
        #expect(p.selection == "yellow")
        #expect(p.takeNewRecords().isEmpty)
        #expect(p.storyRecords.isEmpty)
    }

    @Test("a press beside the canvas (not on the panel) is not a touch, nor are its moves and up")
    func pressBesideTheCanvasIsNotATouch() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let layout = try #require(p.layout)
        let beside = Point(x: layout.canvas.minX / 2, y: layout.canvas.midY)
        #expect(!layout.canvas.contains(beside) && !layout.panel.contains(beside))
        _ = p.takeNewRecords()
        p.handle(UITest.pointer(.down, beside))
        p.handle(UITest.pointer(.move, layout.pixel(Point(x: 170, y: 250)), t: 0.1))
        p.handle(UITest.pointer(.up, layout.pixel(Point(x: 170, y: 250)), t: 0.2))
        #expect(p.takeNewRecords().isEmpty)
        #expect(p.story.touch == nil)
        // The next press on the canvas is a touch again.
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 170, y: 250)), t: 0.3))
        #expect(p.story.hitView == "yellow")
    }

    @Test("replacing the scene mid-touch: the old scene's cancellation still reaches takeNewRecords")
    func cancellationOfTheOldSceneIsExported() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let layout = try #require(p.layout)
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 170, y: 250))))
        _ = p.takeNewRecords()
        p.show(try UITest.example("03-tabbar-button-fixed"), timestamp: 1)
        let records = p.takeNewRecords().map(\.event)
        #expect(records.contains { if case .cancelAll(_, [1]) = $0 { return true } else { return false } })
        #expect(records.contains(.touches(phase: .cancelled, touches: [1], responder: "yellow", action: .forward)))
        #expect(p.takeNewRecords().isEmpty, "each record is returned once")
    }
}
