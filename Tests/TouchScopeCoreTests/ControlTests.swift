import Testing
@testable import TouchScopeCore

/// window 400x400 > panel (0, 0, 400, 400) > button (100, 100, 100, 50).
/// Button bounds (0, 0, 100, 50); with the 70-point tolerance "inside" is local
/// x in [-70, 170), y in [-70, 120): window x in [30, 270), y in [30, 220).
final class ButtonScene {
    let h = Harness()
    let panel = makeView("panel", 0, 0, 400, 400)
    let button = makeControl("button", 100, 100, 100, 50)
    init() {
        h.window.with(panel.with(button))
    }
    var app: Application { h.app }
}

@Suite("Controls: tracking and control events")
struct ControlTrackingTests {
    @Test("a tap inside sends touchDown then touchUpInside; highlighted only while tracking")
    func tapInside() {
        let s = ButtonScene()
        s.h.down(150, 125)
        #expect(s.h.controlEvents == [.touchDown])
        #expect(s.button.isHighlighted && s.button.isTracking && s.button.isTouchInside)
        #expect(s.button.trackedTouch === s.h.lastTouch)
        s.h.up(150, 125)
        #expect(s.h.controlEvents == [.touchDown, .touchUpInside])
        #expect(!s.button.isHighlighted && !s.button.isTracking && !s.button.isTouchInside)
        #expect(s.button.trackedTouch == nil)
    }

    @Test("touchDownRepeat follows touchDown when tapCount > 1")
    func downRepeat() {
        let s = ButtonScene()
        s.h.down(150, 125, at: 0); s.h.up(150, 125, at: 0.05)
        s.h.down(150, 125, at: 0.1); s.h.up(150, 125, at: 0.15)
        s.h.down(150, 125, at: 0.2)
        #expect(s.h.controlEvents == [.touchDown, .touchUpInside, .touchDown, .touchDownRepeat, .touchUpInside,
                                      .touchDown, .touchDownRepeat])
    }

    @Test("dragging: inside, exit + outside, enter + inside, then touchUpOutside; highlighted follows")
    func dragSequence() {
        let s = ButtonScene()
        s.h.down(150, 125)
        s.h.move(160, 125)
        #expect(s.h.controlEvents.last == .touchDragInside)
        #expect(s.button.isHighlighted)
        s.h.clearTrace()
        s.h.move(150, 300)
        #expect(s.h.controlEvents == [.touchDragOutside, .touchDragExit])
        #expect(!s.button.isHighlighted && !s.button.isTouchInside && s.button.isTracking)
        s.h.move(150, 310)
        #expect(s.h.controlEvents == [.touchDragOutside, .touchDragExit, .touchDragOutside])
        s.h.clearTrace()
        s.h.move(150, 130)
        #expect(s.h.controlEvents == [.touchDragInside, .touchDragEnter])
        #expect(s.button.isHighlighted)
        s.h.move(150, 300)
        s.h.clearTrace()
        s.h.up(150, 300)
        #expect(s.h.controlEvents == [.touchUpOutside])
        #expect(!s.button.isHighlighted && !s.button.isTracking)
    }

    @Test("the tolerance keeps a touch just outside the bounds inside")
    func toleranceKeepsInside() {
        let s = ButtonScene()
        #expect(s.app.parameters.controlTrackingTolerance == 70)
        s.h.down(150, 125)
        s.h.move(150, 160)   // 10 points below the bounds
        #expect(s.h.controlEvents.last == .touchDragInside)
        #expect(s.button.isHighlighted)
        s.h.up(150, 160)
        #expect(s.h.controlEvents.last == .touchUpInside)
    }

    /// Releases at a window point after a press in the middle; true for touchUpInside.
    private func releasedInside(atX x: Double, y: Double) -> Bool {
        let s = ButtonScene()
        s.h.down(150, 125)
        s.h.up(x, y)
        return s.h.controlEvents.last == .touchUpInside
    }

    @Test("tolerance, max edges: 69.9 beyond the bounds is inside, exactly 70 beyond is outside (grown rect's max edge is excluded)")
    func toleranceMaxEdges() {
        // bounds maxX 100 (window 200), maxY 50 (window 150).
        #expect(releasedInside(atX: 200 + 69.9, y: 125))
        #expect(!releasedInside(atX: 200 + 70, y: 125))
        #expect(releasedInside(atX: 150, y: 150 + 69.9))
        #expect(!releasedInside(atX: 150, y: 150 + 70))
    }

    @Test("tolerance, min edges: exactly 70 before the bounds is still inside (grown rect's min edge is included), 70.1 is outside")
    func toleranceMinEdges() {
        // bounds minX 0 (window 100), minY 0 (window 100).
        #expect(releasedInside(atX: 100 - 70, y: 125))
        #expect(!releasedInside(atX: 100 - 70.1, y: 125))
        #expect(releasedInside(atX: 150, y: 100 - 70))
        #expect(!releasedInside(atX: 150, y: 100 - 70.1))
    }

    @Test("tolerance while dragging: 69.9 beyond the max edge drags inside, 70 drags outside with an exit")
    func toleranceWhileDragging() {
        let s = ButtonScene()
        s.h.down(150, 125)
        s.h.move(269.9, 125)
        #expect(s.h.controlEvents.last == .touchDragInside)
        s.h.clearTrace()
        s.h.move(270, 125)
        #expect(s.h.controlEvents == [.touchDragOutside, .touchDragExit])
    }

    @Test("the tracking tolerance is a parameter")
    func toleranceParameter() {
        let s = ButtonScene()
        s.app.parameters.controlTrackingTolerance = 0
        s.h.down(150, 125)
        s.h.up(205, 125)
        #expect(s.h.controlEvents.last == .touchUpOutside)
    }

    @Test("a cancelled touch sends touchCancel and clears the highlight")
    func cancel() {
        let s = ButtonScene()
        s.h.down(150, 125)
        s.app.cancelAllTouches(reason: .focusLost, timestamp: 99)
        #expect(s.h.controlEvents == [.touchDown, .touchCancel])
        #expect(!s.button.isHighlighted && !s.button.isTracking)
    }

    @Test("a control does not forward touches up the chain")
    func doesNotForward() {
        let s = ButtonScene()
        s.h.tap(150, 125)
        #expect(s.h.receivers(.began) == ["button"])
        #expect(s.h.receivers(.ended) == ["button"])
        #expect(s.h.touchesRecords().allSatisfy { $0.action == .handle })
        #expect(s.h.dropped.isEmpty)
    }

    @Test("a disabled control does not track and forwards its touches like a plain view")
    func disabled() {
        let s = ButtonScene()
        s.button.isEnabled = false
        s.h.tap(150, 125)
        #expect(s.h.controlEvents.isEmpty)
        #expect(!s.button.isHighlighted)
        #expect(s.app.hitTest(screenPoint: Point(150, 125)).view === s.button)
        #expect(s.h.receivers(.began) == ["button", "panel", "window", "application"])
        #expect(s.h.touchesRecords(.began).first?.action == .forward)
        #expect(s.h.dropped.count == 2)
    }

    @Test("a control whose touches method handles without super sends no control events")
    func handleOverride() {
        let s = ButtonScene()
        s.button.setTouchBehaviour(.handle)
        s.h.tap(150, 125)
        #expect(s.h.controlEvents.isEmpty)
        #expect(s.h.receivers(.began) == ["button"])
        #expect(!s.button.isTracking)
    }

    @Test("a control whose override calls super (handleAndForward) still tracks and does not forward")
    func handleAndForwardOverride() {
        let s = ButtonScene()
        s.button.setTouchBehaviour(.handleAndForward)
        s.h.tap(150, 125)
        #expect(s.h.controlEvents == [.touchDown, .touchUpInside])
        #expect(s.h.receivers(.began) == ["button"])
    }

    @Test("a touch forwarded from a subview reaches the control, which tracks it")
    func trackedFromSubview() {
        let s = ButtonScene()
        let icon = makeView("icon", 0, 0, 20, 20)
        s.button.addSubview(icon)
        s.h.tap(105, 105)
        #expect(s.h.receivers(.began) == ["icon", "button"])
        #expect(s.h.controlEvents == [.touchDown, .touchUpInside])
    }

    @Test("a control tracks one touch at a time")
    func oneTouchAtATime() {
        let s = ButtonScene()
        s.button.isMultipleTouchEnabled = true
        s.h.down(150, 125, finger: 1)
        s.h.down(160, 125, finger: 2)
        s.h.up(160, 125, finger: 2)
        #expect(s.h.controlEvents == [.touchDown])
        s.h.up(150, 125, finger: 1)
        #expect(s.h.controlEvents == [.touchDown, .touchUpInside])
    }
}

@Suite("Controls: target-action")
struct TargetActionTests {
    @Test("an explicit target that implements the action performs it")
    func explicitImplemented() {
        let s = ButtonScene()
        let target = Responder(id: "target")
        target.implementedMethods = ["buy"]
        s.button.addAction("buy", target: .responder(target), for: .touchUpInside)
        s.h.tap(150, 125)
        #expect(s.h.actions.count == 1)
        let a = s.h.actions[0]
        #expect(a.sender == "button" && a.action == "buy" && a.target == "target" && a.explicit && a.implemented)
        #expect(s.app.sendAction("buy", to: .responder(target), from: s.button) === target)
    }

    @Test("an explicit target that does not implement the action is recorded as not implemented")
    func explicitNotImplemented() {
        let s = ButtonScene()
        let target = Responder(id: "target")
        s.button.addAction("buy", target: .responder(target), for: .touchUpInside)
        s.h.tap(150, 125)
        #expect(s.h.events.contains(.action(sender: "button", action: "buy", target: "target", explicit: true, implemented: false)))
        #expect(s.app.sendAction("buy", to: .responder(target), from: s.button) == nil)
    }

    @Test("actions are sent only for their event, right after that control event, in registration order")
    func actionsPerEvent() {
        let s = ButtonScene()
        let target = Responder(id: "target")
        target.implementedMethods = ["down", "up1", "up2"]
        s.button.addAction("up1", target: .responder(target), for: .touchUpInside)
        s.button.addAction("down", target: .responder(target), for: .touchDown)
        s.button.addAction("up2", target: .responder(target), for: .touchUpInside)
        s.button.addAction("out", target: .responder(target), for: .touchUpOutside)
        s.h.tap(150, 125)
        let sequence = s.h.events.compactMap { e -> String? in
            switch e {
            case let .controlEvent(_, ev): return ev.rawValue
            case let .action(_, action, _, _, _): return action
            default: return nil
            }
        }
        #expect(sequence == ["touchDown", "down", "touchUpInside", "up1", "up2"])
    }

    @Test("a nil target is found up the chain from the first responder")
    func nilTargetFromFirstResponder() {
        let s = ButtonScene()
        let field = makeView("field", 0, 0, 50, 50)
        let form = makeView("form", 0, 300, 200, 100).with(field)
        s.h.window.addSubview(form)
        form.implementedMethods = ["save"]
        s.panel.implementedMethods = ["save"]
        field.acceptsFirstResponder = true
        s.app.becomeFirstResponder(field)
        s.button.addAction("save", target: .firstResponder, for: .touchUpInside)
        s.h.tap(150, 125)
        #expect(s.h.events.contains(.action(sender: "button", action: "save", target: "form", explicit: false, implemented: true)))
        #expect(s.app.sendAction("save", to: .firstResponder, from: s.button) === form)
    }

    @Test("the first responder itself is the target when it implements the action")
    func nilTargetFirstResponderImplements() {
        let s = ButtonScene()
        let field = makeView("field", 0, 300, 50, 50)
        s.h.window.addSubview(field)
        field.acceptsFirstResponder = true
        field.implementedMethods = ["save"]
        s.app.becomeFirstResponder(field)
        #expect(s.app.sendAction("save", to: .firstResponder, from: s.button) === field)
    }

    @Test("with no first responder, a nil target is searched from the control up")
    func nilTargetFromControl() {
        let s = ButtonScene()
        s.panel.implementedMethods = ["save"]
        s.button.addAction("save", target: .firstResponder, for: .touchUpInside)
        s.h.tap(150, 125)
        #expect(s.h.events.contains(.action(sender: "button", action: "save", target: "panel", explicit: false, implemented: true)))
        s.button.implementedMethods = ["save"]
        #expect(s.app.sendAction("save", to: .firstResponder, from: s.button) === s.button)
    }

    @Test("the search reaches the application and the app delegate")
    func nilTargetReachesDelegate() {
        let s = ButtonScene()
        let delegate = AppDelegate()
        delegate.implementedMethods = ["save"]
        s.app.delegate = delegate
        #expect(s.app.sendAction("save", to: .firstResponder, from: s.button) === delegate)
    }

    @Test("a nil-targeted action nobody implements is recorded with a null target")
    func nilTargetNotFound() {
        let s = ButtonScene()
        s.button.addAction("save", target: .firstResponder, for: .touchUpInside)
        s.h.tap(150, 125)
        #expect(s.h.actions.count == 1)
        let a = s.h.actions[0]
        #expect(a.target == nil && !a.explicit && !a.implemented)
        #expect(s.app.sendAction("save", to: .firstResponder, from: s.button) == nil)
    }
}
