import Testing
@testable import TouchScopeCore

/// Issue 13, item 8: UIView animations. Model values change at once; the presentation moves;
/// hit-testing reads the model; animated views ignore touches unless `allowUserInteraction`.
@Suite("UIView animations: model vs presentation")
struct AnimationTests {
    private func stage() -> (Harness, View, Control) {
        let h = Harness(windowFrame: Rect(x: 0, y: 0, width: 400, height: 800))
        let screen = makeView("screen", 0, 0, 400, 800)
        screen.setTouchBehaviour(.handle)
        let button = makeControl("button", 100, 100, 100, 50)
        h.window.addSubview(screen.with(button))
        return (h, screen, button)
    }

    // Apple, "Animating views": changes to a view's properties in an animation block are applied
    // to the model at once; the layer's presentation animates to them.
    @Test("an animation sets the model at once and the presentation moves from the old place")
    func modelAtOncePresentationMoves() throws {
        let (h, _, button) = stage()
        h.app.animations.animate(button, changes: [.frame(Rect(x: 100, y: 500, width: 100, height: 50))],
                                 duration: 2, curve: .linear, at: 0)
        #expect(button.frame == Rect(x: 100, y: 500, width: 100, height: 50))
        let start = try #require(button.presentation)
        #expect(close(start.frame, Rect(x: 100, y: 100, width: 100, height: 50)))
        h.app.advanceTime(to: 1)
        let mid = try #require(button.presentation)
        #expect(close(mid.frame, Rect(x: 100, y: 300, width: 100, height: 50)))
        h.app.advanceTime(to: 2)
        #expect(button.presentation == nil)
        #expect(!h.app.animations.isRunning)
    }

    // Apple, UIView.animate(withDuration:animations:): "During an animation, user interactions are
    // temporarily disabled for the views being animated."
    @Test("a view being animated without allowUserInteraction is skipped: taps go behind it, both where drawn and where going")
    func animatingIgnoresTouches() {
        let (h, _, button) = stage()
        h.app.animations.animate(button, changes: [.frame(Rect(x: 100, y: 500, width: 100, height: 50))], duration: 2, at: 0)
        h.tap(150, 300, at: 1)   // roughly where it is drawn
        h.tap(150, 525, at: 1.1) // where it is going
        #expect(h.receivers(.began) == ["screen", "screen"])
        #expect(h.controlEvents.isEmpty)
        let verdicts = h.events.compactMap { e -> HitTestVerdict? in
            if case let .hitTest(_, .visit(v)) = e, v.view == "button" { return v.verdict } else { return nil }
        }
        #expect(verdicts == [.animating, .animating])
        h.tap(150, 525, at: 2.5)
        #expect(h.controlEvents.contains(.touchUpInside), "after the animation it takes touches again")
    }

    // Apple, UIView.AnimationOptions.allowUserInteraction: "Allow the user to interact with views
    // while they are being animated." Hit-testing uses the model (the final values).
    @Test("with allowUserInteraction the view takes touches where it is going, not where it is drawn")
    func allowUserInteractionHitsModel() {
        let (h, _, button) = stage()
        h.app.animations.animate(button, changes: [.frame(Rect(x: 100, y: 500, width: 100, height: 50))],
                                 duration: 2, curve: .linear, allowUserInteraction: true, at: 0)
        h.tap(150, 325, at: 1) // drawn here at t = 1
        #expect(h.receivers(.began) == ["screen"])
        h.tap(150, 525, at: 1.1) // nothing drawn here yet
        #expect(h.receivers(.began) == ["screen", "button"])
        #expect(h.controlEvents == [.touchDown, .touchUpInside])
    }

    @Test("the compiled index and the recursive walk agree on an animating view")
    func compiledAgreesWithRecursive() {
        let (h, _, button) = stage()
        h.app.animations.animate(button, changes: [.alpha(0.5)], duration: 1, at: 0)
        let tester = h.app.hitTester
        tester.isRecording = false
        let compiled = tester.hitTest(windows: [h.window], screenPoint: Point(x: 150, y: 120)).view
        #expect(compiled?.id == "screen")
        #expect(tester.rejection(button) == .animating)
        h.app.advanceTime(to: 1)
        #expect(tester.hitTest(windows: [h.window], screenPoint: Point(x: 150, y: 120)).view === button)
    }

    @Test("a second animation of the same property starts from where the view is drawn")
    func takeOverFromPresentation() throws {
        let (h, _, button) = stage()
        h.app.animations.animate(button, changes: [.center(Point(x: 150, y: 525))], duration: 2, curve: .linear, at: 0)
        h.app.advanceTime(to: 1) // drawn at y 325
        h.app.animations.animate(button, changes: [.center(Point(x: 150, y: 125))], duration: 1, curve: .linear, at: 1)
        #expect(close(try #require(button.presentation).center, Point(x: 150, y: 325)))
        h.app.advanceTime(to: 1.5)
        #expect(close(try #require(button.presentation).center, Point(x: 150, y: 225)))
        h.app.advanceTime(to: 2)
        #expect(button.presentation == nil)
        #expect(button.center == Point(x: 150, y: 125))
    }

    @Test("a delay holds the presentation still, and the view ignores touches from the start")
    func delay() throws {
        let (h, _, button) = stage()
        h.app.animations.animate(button, changes: [.alpha(0)], duration: 1, delay: 1, curve: .linear, at: 0)
        h.app.advanceTime(to: 0.5)
        #expect(try #require(button.presentation).alpha == 1)
        #expect(button.isInteractionSuspendedByAnimation)
        h.app.advanceTime(to: 1.5)
        #expect(close(try #require(button.presentation).alpha, 0.5))
    }

    @Test("what is drawn follows the presentation; the model frame is where hit-testing looks")
    func drawingUsesPresentation() {
        let (h, _, button) = stage()
        h.app.animations.animate(button, changes: [.frame(Rect(x: 100, y: 500, width: 100, height: 50))], duration: 2, curve: .linear, at: 0)
        h.app.advanceTime(to: 1)
        #expect(Drawing.topmost(at: Point(x: 150, y: 325), in: [h.window]) === button)
        #expect(Drawing.topmost(at: Point(x: 150, y: 525), in: [h.window])?.id == "screen")
        #expect(Rect(bounding: button.screenQuad) == Rect(x: 100, y: 500, width: 100, height: 50))
    }

    @Test("a subview of an animating view is drawn with it")
    func subviewsMoveWithParent() {
        let (h, _, button) = stage()
        let label = makeView("label", 10, 10, 20, 20)
        button.addSubview(label)
        h.app.animations.animate(button, changes: [.center(Point(x: 150, y: 325))], duration: 2, curve: .linear, at: 0)
        h.app.advanceTime(to: 1)
        // The button is drawn 100 pt lower at t = 1, so is its subview.
        #expect(Rect(bounding: label.presentationScreenQuad) == Rect(x: 110, y: 210, width: 20, height: 20))
        #expect(Rect(bounding: label.screenQuad) == Rect(x: 110, y: 310, width: 20, height: 20))
    }

    @Test("animation start and end are in the trace, the end at its own time")
    func traced() {
        let (h, _, button) = stage()
        h.app.animations.animate(button, changes: [.alpha(0.2)], duration: 0.3, at: 0)
        h.app.advanceTime(to: 5)
        let changes = h.events.compactMap { e -> String? in if case let .viewChanged(_, c) = e { return c.text } else { return nil } }
        #expect(changes == ["animation: alpha -> 0.2 over 0.3 s (easeInOut, user interaction off while it runs)",
                            "animation ended at 0.3 s"])
    }

    @Test("a view removed from its superview stops animating")
    func removalStops() {
        let (h, _, button) = stage()
        h.app.animations.animate(button, changes: [.alpha(0.2)], duration: 1, at: 0)
        h.app.removeFromSuperview(button, timestamp: 0.1)
        #expect(!h.app.animations.isRunning)
        #expect(button.presentation == nil)
        #expect(!button.isInteractionSuspendedByAnimation)
    }

    @Test("ease-in-out is Core Animation's curve: slow at both ends, half-way at half time")
    func curves() {
        let c = AnimationCurve.easeInOut
        #expect(close(c.progress(0.5), 0.5, 1e-6))
        #expect(c.progress(0.1) < 0.1 && c.progress(0.9) > 0.9)
        #expect(AnimationCurve.easeIn.progress(0.5) < 0.5 && AnimationCurve.easeOut.progress(0.5) > 0.5)
        #expect(AnimationCurve.linear.progress(0.25) == 0.25)
        for curve in AnimationCurve.allCases { #expect(curve.progress(0) == 0 && close(curve.progress(1), 1, 1e-9)) }
    }

    @Test("transforms interpolate by rotation and scale, the short way round")
    func transformMix() {
        let a = AffineTransform(rotationAngle: 0.1)
        let b = AffineTransform(rotationAngle: -0.1)
        #expect(close(ViewAnimator.mix(a, b, 0.5), .identity, 1e-9))
        let big = AffineTransform(scaleX: 3, y: 3)
        #expect(close(ViewAnimator.mix(.identity, big, 0.5), AffineTransform(scaleX: 2, y: 2), 1e-9))
        // 170° to -170° is 20° the short way, through 180°.
        let r = ViewAnimator.mix(AffineTransform(rotationAngle: 170 * .pi / 180), AffineTransform(rotationAngle: -170 * .pi / 180), 0.5)
        #expect(close(r, AffineTransform(rotationAngle: .pi), 1e-9))
    }
}
