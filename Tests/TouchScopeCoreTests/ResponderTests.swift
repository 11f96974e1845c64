import Testing
@testable import TouchScopeCore

/// window 400x400 > root (controller "vc") > mid (0, 0, 300, 300) > leaf (10, 10, 100, 100).
final class ChainTree {
    let h: Harness
    let root = makeView("root", 0, 0, 400, 400)
    let mid = makeView("mid", 0, 0, 300, 300)
    let leaf = makeView("leaf", 10, 10, 100, 100)
    let vc: ViewController

    init(tracing: Bool = true) {
        h = Harness(tracing: tracing)
        vc = ViewController(id: "vc", view: root)
        h.window.rootViewController = vc
        h.window.with(root.with(mid.with(leaf)))
    }

    var app: Application { h.app }
}

@Suite("Responder chain: next responders")
struct NextResponderTests {
    @Test("view -> superview; root view -> its controller -> window -> application")
    func chainWithoutDelegate() {
        let t = ChainTree()
        #expect(t.leaf.next === t.mid)
        #expect(t.root.next === t.vc)
        #expect(t.vc.next === t.h.window)
        #expect(t.h.window.next === t.app)
        #expect(t.app.next == nil)
        #expect(t.leaf.responderChain.map(\.id) == ["leaf", "mid", "root", "vc", "window", "application"])
    }

    @Test("the app delegate ends the chain only when it is set")
    func appDelegate() {
        let t = ChainTree()
        t.app.delegate = AppDelegate()
        #expect(t.app.next?.id == "appDelegate")
        #expect(t.leaf.responderChain.map(\.id).suffix(2) == ["application", "appDelegate"])
        #expect(t.app.delegate?.next == nil)
    }

    @Test("a presented controller's next is the presenting controller, not its view's superview")
    func presentedController() {
        let t = ChainTree()
        let sheet = makeView("sheet", 0, 0, 200, 200)
        let presented = ViewController(id: "presented", view: sheet)
        t.h.window.addSubview(sheet)
        #expect(presented.next === t.h.window)
        presented.presentingViewController = t.vc
        #expect(presented.next === t.vc)
        #expect(sheet.responderChain.map(\.id) == ["sheet", "presented", "vc", "window", "application"])
    }

    @Test("a controller whose view is inside another view forwards to that view's superview")
    func childController() {
        let t = ChainTree()
        let card = makeView("card", 0, 0, 50, 50)
        let child = ViewController(id: "child", view: card)
        t.mid.addSubview(card)
        #expect(card.next === child)
        #expect(child.next === t.mid)
        #expect(child.view === card && card.viewController === child)
    }

    @Test("a view outside any window ends its chain at its root")
    func detachedView() {
        let a = makeView("a", 0, 0, 10, 10), b = makeView("b", 0, 0, 5, 5)
        a.addSubview(b)
        #expect(b.responderChain.map(\.id) == ["b", "a"])
    }
}

@Suite("Responder chain: delivering touches")
struct TouchDeliveryChainTests {
    @Test("forward: every responder forwards, and the touches are dropped at the end of the chain")
    func allForward() {
        let t = ChainTree()
        t.h.tap(50, 50)
        let chain = ["leaf", "mid", "root", "vc", "window", "application"]
        #expect(t.h.receivers(.began) == chain)
        #expect(t.h.receivers(.ended) == chain)
        #expect(t.h.touchesRecords().allSatisfy { $0.action == .forward })
        #expect(t.h.dropped.map(\.phase) == [.began, .ended])
        #expect(t.h.dropped.map(\.touches) == [[1], [1]])
    }

    @Test("handle: the touches stop at the responder that handles them")
    func handleStops() {
        let t = ChainTree()
        t.mid.setTouchBehaviour(.handle)
        t.h.tap(50, 50)
        #expect(t.h.receivers(.began) == ["leaf", "mid"])
        #expect(t.h.touchesRecords(.began).map(\.action) == [.forward, .handle])
        #expect(t.h.receivers(.ended) == ["leaf", "mid"])
        #expect(t.h.dropped.isEmpty)
    }

    @Test("handleAndForward: handled and passed on, so it still reaches the end of the chain")
    func handleAndForwardContinues() {
        let t = ChainTree()
        t.leaf.setTouchBehaviour(.handleAndForward)
        t.vc.setTouchBehaviour(.handleAndForward)
        t.h.down(50, 50)
        #expect(t.h.touchesRecords(.began).map(\.action) == [.handleAndForward, .forward, .forward, .handleAndForward, .forward, .forward])
        #expect(t.h.receivers(.began).count == 6)
        #expect(t.h.dropped.count == 1)
    }

    @Test("behaviours are per phase: a handled began does not stop a forwarded ended")
    func perPhase() {
        let t = ChainTree()
        t.mid.touchBehaviours[.began] = .handle
        t.root.touchBehaviours[.moved] = .handle
        #expect(t.mid.touchBehaviour(for: .ended) == .forward)
        t.h.down(50, 50)
        t.h.move(60, 60)
        t.h.up(60, 60)
        #expect(t.h.receivers(.began) == ["leaf", "mid"])
        #expect(t.h.receivers(.moved) == ["leaf", "mid", "root"])
        #expect(t.h.receivers(.ended).last == "application")
        #expect(t.h.dropped.map(\.phase) == [.ended])
    }

    @Test("a set app delegate is the last responder and can handle the touches")
    func delegateHandles() {
        let t = ChainTree()
        let delegate = AppDelegate()
        t.app.delegate = delegate
        t.h.down(50, 50)
        #expect(t.h.receivers(.began).last == "appDelegate")
        #expect(t.h.dropped.count == 1)
        delegate.setTouchBehaviour(.handle)
        t.h.clearTrace()
        t.h.up(50, 50)
        #expect(t.h.receivers(.ended).last == "appDelegate")
        #expect(t.h.dropped.isEmpty)
    }

    @Test("a touch that hits no view goes to no responder")
    func missDeliversNothing() {
        let t = ChainTree()
        t.h.tap(500, 500)
        #expect(t.h.touchesRecords().isEmpty)
        #expect(t.h.events.contains(.hitResult(touch: 1, view: nil, window: nil)))
    }
}

@Suite("Responder chain: first responder and non-touch events")
struct FirstResponderTests {
    @Test("becomeFirstResponder fails unless canBecomeFirstResponder is true")
    func canBecomeGate() {
        let t = ChainTree()
        #expect(!t.app.becomeFirstResponder(t.leaf))
        #expect(t.app.firstResponder == nil)
        t.leaf.acceptsFirstResponder = true
        #expect(t.app.becomeFirstResponder(t.leaf))
        #expect(t.app.firstResponder === t.leaf)
        #expect(t.h.events == [.firstResponder("leaf")])
    }

    @Test("resignFirstResponder clears it and records the change once")
    func resign() {
        let t = ChainTree()
        t.mid.acceptsFirstResponder = true
        t.app.becomeFirstResponder(t.mid)
        t.app.resignCurrentFirstResponder()
        t.app.resignCurrentFirstResponder()
        #expect(t.app.firstResponder == nil)
        #expect(t.h.events == [.firstResponder("mid"), .firstResponder(nil)])
    }

    @Test("another responder becoming first replaces the previous one")
    func replace() {
        let t = ChainTree()
        t.mid.acceptsFirstResponder = true
        t.leaf.acceptsFirstResponder = true
        t.app.becomeFirstResponder(t.mid)
        t.app.becomeFirstResponder(t.leaf)
        #expect(t.app.firstResponder === t.leaf)
    }

    @Test("shake goes to the first responder, then up the chain to whoever implements motionEnded")
    func shakeUpTheChain() {
        let t = ChainTree()
        t.leaf.acceptsFirstResponder = true
        t.app.becomeFirstResponder(t.leaf)
        t.vc.implementedMethods = ["motionEnded"]
        t.h.clearTrace()
        let handler = t.app.sendEvent(.shake, timestamp: 3)
        #expect(handler === t.vc)
        #expect(t.h.events == [
            .sendEvent(.application, touches: []),
            .event(.shake, responder: "leaf", action: .forwarded),
            .event(.shake, responder: "mid", action: .forwarded),
            .event(.shake, responder: "root", action: .forwarded),
            .event(.shake, responder: "vc", action: .handled),
        ])
        #expect(t.h.recorder.records.last?.time == 3)
    }

    @Test("the first responder itself handles an event it implements")
    func firstResponderHandles() {
        let t = ChainTree()
        t.leaf.acceptsFirstResponder = true
        t.leaf.implementedMethods = ["motionEnded"]
        t.app.becomeFirstResponder(t.leaf)
        #expect(t.app.sendEvent(.shake, timestamp: 0) === t.leaf)
    }

    @Test("play is a remote-control event handled by remoteControlReceived, not motionEnded")
    func playNeedsRemoteControlReceived() {
        let t = ChainTree()
        t.leaf.acceptsFirstResponder = true
        t.app.becomeFirstResponder(t.leaf)
        t.mid.implementedMethods = ["motionEnded"]
        t.root.implementedMethods = ["remoteControlReceived"]
        #expect(t.app.sendEvent(.play, timestamp: 0) === t.root)
        #expect(t.app.sendEvent(.shake, timestamp: 0) === t.mid)
        #expect(EventSubtype.play.kind == .remoteControl && EventSubtype.shake.kind == .motion)
    }

    @Test("an event nobody implements is dropped after the whole chain")
    func dropped() {
        let t = ChainTree()
        t.app.delegate = AppDelegate()
        t.leaf.acceptsFirstResponder = true
        t.app.becomeFirstResponder(t.leaf)
        t.h.clearTrace()
        #expect(t.app.sendEvent(.play, timestamp: 0) == nil)
        let visited = t.h.events.compactMap { e -> String? in
            if case let .event(_, r, a) = e { #expect(a == .forwarded); return r } else { return nil }
        }
        #expect(visited == ["leaf", "mid", "root", "vc", "window", "application", "appDelegate"])
        #expect(t.h.events.last == .eventDropped(.play))
    }

    @Test("with no first responder the event starts at the key window")
    func noFirstResponderStartsAtKeyWindow() {
        let t = ChainTree()
        t.app.implementedMethods = ["remoteControlReceived"]
        #expect(t.app.sendEvent(.play, timestamp: 0) === t.app)
        let visited = t.h.events.compactMap { e -> String? in
            if case let .event(_, r, _) = e { return r } else { return nil }
        }
        #expect(visited == ["window", "application"])

        let other = Window(id: "other", frame: Rect(0, 0, 10, 10))
        t.app.addWindow(other)
        t.app.makeKey(other)
        t.h.clearTrace()
        _ = t.app.sendEvent(.shake, timestamp: 0)
        #expect(t.h.events.dropFirst().first == .event(.shake, responder: "other", action: .forwarded))
    }

    @Test("with no first responder and no window the event is dropped at once")
    func noWindow() {
        let app = Application()
        let recorder = TraceRecorder()
        app.trace = recorder
        #expect(app.sendEvent(.shake, timestamp: 0) == nil)
        #expect(recorder.records.map(\.event) == [.sendEvent(.application, touches: []), .eventDropped(.shake)])
    }

    @Test("touches are still delivered to the hit view, not the first responder")
    func touchesIgnoreFirstResponder() {
        let t = ChainTree()
        t.mid.acceptsFirstResponder = true
        t.app.becomeFirstResponder(t.mid)
        t.h.down(50, 50)
        #expect(t.h.receivers(.began).first == "leaf")
    }
}
