import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

@Suite("The playground while a view animates")
struct AnimationPlaygroundTests {
    @Test("while a view animates the window wakes every frame and redraws; after the end it sleeps again")
    func wakesEveryFrame() throws {
        let p = Playground()
        p.show(try UITest.example("52-animating-button"))
        p.run([UITest.step(.animate(AnimationStep(view: "buy", changes: [.alpha(0.3)], duration: 0.5, delay: 0,
                                                   curve: .linear, allowUserInteraction: false)))])
        let app = try #require(p.scene?.application)
        let start = app.animations.time
        let next = try #require(p.nextDeadline)
        #expect(abs(next - (start + ViewAnimator.frameInterval)) < 1e-9)
        p.needsRedraw = false
        p.advanceTime(to: next)
        #expect(p.needsRedraw, "a frame of the animation is a redraw even with no trace record")
        p.advanceTime(to: start + 1)
        #expect(!app.animations.isRunning)
        p.needsRedraw = false
        p.advanceTime(to: start + 2)
        #expect(!p.needsRedraw, "idle again")
        #expect(p.nextDeadline == nil)
    }

    @Test("the canvas draws the view where its presentation is, and its model frame dashed")
    func drawsPresentationAndModel() throws {
        let p = Playground()
        p.show(try UITest.example("52-animating-button"))
        p.run([UITest.step(.animate(AnimationStep(view: "buy", changes: [.frame(Rect(x: 115, y: 600, width: 160, height: 60))],
                                                   duration: 2, delay: 0, curve: .linear, allowUserInteraction: false))),
               UITest.step(.wait(1))])
        let list = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer())
        let layout = p.layout(width: 1280, height: 900, uiScale: 1)
        // At t = 1.05 (linear) the button is drawn about 220 pt below where it started.
        let drawnY = 160 + 440 * (1.05 / 2)
        let fills = list.commands.compactMap { c -> Rect? in if case let .fillRect(r, _) = c { return r } else { return nil } }
        let expected = Rect(x: layout.canvas.minX + 115 * layout.scale, y: layout.canvas.minY + drawnY * layout.scale,
                            width: 160 * layout.scale, height: 60 * layout.scale)
        #expect(fills.contains { abs($0.minY - expected.minY) < 0.5 && abs($0.minX - expected.minX) < 0.5 && abs($0.width - expected.width) < 0.5 },
                "the button's fill is at its presentation")
        // The model frame's tag, after the view's name (on one line, or broken before its
        // parenthesis).
        let tag = try #require(list.placedMarks.first { $0.kind == .modelFrame }, "the model frame's tag")
        #expect(tag.text.replacingOccurrences(of: "\n", with: " ") == "buy " + Localization.text("animation.modelIgnoring", .en), "\(tag.text)")
    }
}
