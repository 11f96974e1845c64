import Testing
@testable import TouchScopeCore

/// Every walk that could go on forever has a named bound, and each is tested at its edge.
/// A scene file cannot make a responder chain loop (the loader refuses `presentedBy` loops at
/// their line: `ResponderCycleTests`); a change can (a script's `add`), and a walk then stops at
/// the first responder it meets twice. Only a chain longer than the bound, without a loop,
/// reaches ``Responder/maxChainLength``.
@Suite struct DesignedBounds {
    /// A responder whose next one is whatever the test links.
    final class Link: Responder {
        var link: Responder?
        override var next: Responder? { link }
    }

    /// A view whose next responder is whatever the test links (instead of its superview).
    final class LinkedView: View {
        var link: Responder?
        override var next: Responder? { link }
    }

    @Test func aResponderChainThatLoopsEndsBeforeItsFirstRepeat() {
        let a = Link(id: "a"), b = Link(id: "b"), c = Link(id: "c")
        a.link = b
        b.link = c
        c.link = b
        let chain = a.responderChain
        #expect(chain.map(\.id) == ["a", "b", "c"])
        c.link = nil // the test's own loop, let go so that it is freed
    }

    @Test func aChainOfExactlyMaxChainLengthIsWalkedWhole() {
        let links = (0..<Responder.maxChainLength).map { Link(id: "r\($0)") }
        for (i, l) in links.enumerated().dropLast() { l.link = links[i + 1] }
        let chain = links[0].responderChain
        #expect(chain.count == Responder.maxChainLength)
        #expect(chain.last === links.last)
        // One more and the last is cut off.
        let extra = Link(id: "extra")
        links[links.count - 1].link = extra
        #expect(links[0].responderChain.last === links.last)
    }

    @Test func aTouchForwardedAroundALoopReachesEachResponderOnceAndStopsAtTheRepeat() {
        let h = Harness()
        let view = LinkedView(id: "view", kind: .view, frame: Rect(0, 0, 100, 100))
        h.window.addSubview(view)
        let other = Link(id: "other")
        view.link = other
        other.link = view
        h.down(50, 50)
        #expect(h.touchesRecords(.began).map(\.responder) == ["view", "other"])
        #expect(h.events.contains { if case let .chainLoops(.began, _, responder) = $0 { return responder == "view" } else { return false } })
        #expect(h.dropped.isEmpty)
        h.up(50, 50)
        #expect(h.touchesRecords(.ended).map(\.responder) == ["view", "other"])
        #expect(h.app.activeTouches.isEmpty)
        other.link = nil
    }

    @Test func theRecorderKeepsAtMostItsLimitDroppingTheOldestTenth() {
        let r = TraceRecorder(limit: 100)
        for i in 0..<100 { r.time = Double(i); r.record(.firstResponder(nil)) }
        #expect(r.records.count == 100)
        // One past the limit: the oldest tenth goes at once.
        r.time = 100
        r.record(.firstResponder(nil))
        #expect(r.records.count == 91)
        #expect(r.records.first?.time == 10)
        #expect(r.records.last?.time == 100)
        for i in 101..<10_000 { r.time = Double(i); r.record(.firstResponder(nil)) }
        #expect(r.records.count <= 100)
        #expect(r.records.last?.time == 9_999)
        #expect(TraceRecorder().limit == TraceRecorder.defaultLimit)
    }
}
