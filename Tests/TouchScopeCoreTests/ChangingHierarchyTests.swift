import Testing
@testable import TouchScopeCore

/// Issue 13, item 7: a hierarchy that changes while a touch is active.
@Suite("A hierarchy that changes during a touch")
struct ChangingHierarchyTests {
    private func stage() -> (Harness, View, View) {
        let h = Harness()
        let list = makeView("list", 0, 0, 400, 400)
        let card = makeView("card", 50, 50, 200, 200)
        list.setTouchBehaviour(.handle)
        card.setTouchBehaviour(.handle)
        h.window.addSubview(list.with(card))
        return (h, list, card)
    }

    private func phases(_ h: Harness, _ view: String) -> [String] {
        h.touchesRecords().filter { $0.responder == view }.map(\.phase.rawValue)
    }

    // Apple, UITouch.view: "The view to which touches are being delivered ... which is not
    // necessarily the view the touch is currently in."
    @Test("a view hidden mid-touch keeps its touch: it gets the moves and the end; the next touch goes behind it")
    func hiddenKeepsTouch() {
        let (h, _, card) = stage()
        h.down(100, 100, at: 0)
        card.isHidden = true
        h.move(110, 110, at: 0.1)
        h.up(110, 110, at: 0.2)
        #expect(phases(h, "card") == ["began", "moved", "ended"])
        h.tap(100, 100, at: 1)
        #expect(phases(h, "list") == ["began", "ended"])
    }

    // Apple, touchesCancelled(_:with:): an interruption is anything that "causes the view
    // handling the touch events to be removed from its window".
    @Test("a view removed mid-touch gets touchesCancelled at once and nothing more of that touch")
    func removedIsCancelled() {
        let (h, list, card) = stage()
        h.down(100, 100, at: 0)
        h.app.removeFromSuperview(card, timestamp: 0.05)
        #expect(card.superview == nil)
        h.move(110, 110, at: 0.1)
        h.up(110, 110, at: 0.2)
        #expect(phases(h, "card") == ["began", "cancelled"])
        #expect(phases(h, "list").isEmpty, "the touch does not move to another view")
        #expect(h.events.contains { if case .viewChanged("card", .removed(from: "list")) = $0 { return true } else { return false } })
        _ = list
    }

    @Test("a control removed mid-touch sends touchCancel, not touchUpInside")
    func removedControlCancels() {
        let h = Harness()
        let button = makeControl("button", 50, 50, 100, 50)
        h.window.addSubview(button)
        h.down(100, 70, at: 0)
        h.app.removeFromSuperview(button, timestamp: 0.05)
        h.up(100, 70, at: 0.1)
        #expect(h.controlEvents == [.touchDown, .touchCancel])
    }
}

@Suite("A control disabled while it tracks")
struct DisabledWhileTrackingTests {
    // Found by the change streams: a button disabled mid-touch stayed tracking forever.
    @Test("a control disabled mid-touch stops tracking at once: no longer highlighted, no touchUpInside at the end")
    func disabledMidTouch() {
        let h = Harness()
        let button = makeControl("button", 50, 50, 100, 50)
        h.window.addSubview(button)
        h.down(100, 70, at: 0)
        #expect(button.isTracking && button.isHighlighted)
        button.isEnabled = false
        #expect(!button.isTracking && !button.isHighlighted && button.trackedTouch == nil)
        h.up(100, 70, at: 0.1)
        #expect(h.controlEvents == [.touchDown])
        button.isEnabled = true
        h.tap(100, 70, at: 1)
        #expect(h.controlEvents == [.touchDown, .touchDown, .touchUpInside], "enabled again, it tracks the next touch")
    }
}
