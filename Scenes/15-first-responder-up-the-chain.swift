// Scene 15 in Swift: the first responder does not override remoteControlReceived, so the event
// climbs the responder chain.
import TouchKit

/// A view that handles remote-control events (play, pause...) when it is asked.
final class RemoteControlView: View {
    override func remoteControlReceived(with event: Event) {
        // Start or stop playback here.
    }
}

/// The player can still become first responder, but its remoteControlReceived(with:) is
/// commented out (the experiment): UIResponder's default passes the event to `next`.
final class PlayerView: View {
    override var canBecomeFirstResponder: Bool { true }

    // override func remoteControlReceived(with event: Event) {
    //     // Start or stop playback here.
    // }
}

let scene = Scene(
    "First responder without the method, in Swift: the event climbs the chain",
    summary: """
    Scene 15 written in Swift: the views of scene 14, but the PlayerView 'second' (still the
    first responder: canBecomeFirstResponder returns true and the scene calls
    second.becomeFirstResponder()) has its remoteControlReceived(with:) override commented out.

    "play" starts at second, which does not handle it: UIResponder's default passes it to the
    next responder, its superview 'third', a RemoteControlView that overrides the method and
    handles it. 'first' is a RemoteControlView too, but it is second's CHILD, not on the chain
    above it, so it is never asked.

    No class here overrides motionEnded(_:with:): the shake climbs all the way to the
    application and is dropped.
    """,
    titleZh: "第一响应者没有实现方法（Swift 版）：事件沿链向上",
    summaryZh: """
    用 Swift 写的场景 15：场景 14 的那些视图，但 PlayerView 类型的 second（仍是第一响应者：
    canBecomeFirstResponder 返回 true，场景里调用了 second.becomeFirstResponder()）
    把 remoteControlReceived(with:) 的重写注释掉了。

    “播放”从 second 开始，它不处理：UIResponder 的默认实现把事件交给下一个响应者，
    也就是它的父视图 third。third 是重写了这个方法的 RemoteControlView，由它处理。
    first 也是 RemoteControlView，但它是 second 的子视图，不在 second 上面的链上，所以从不被问。

    这里没有哪个类重写 motionEnded(_:with:)：摇一摇一直传到 application，然后被丢弃。
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        .say("In Swift: second is the first responder, but its remoteControlReceived is commented out.",
             zh: "Swift 版：second 是第一响应者，但它的 remoteControlReceived 被注释掉了。"),
        .event(.play, say: "Play: second passes it to next, its superview third, whose override handles it.",
               zh: "播放：second 把它交给 next，也就是父视图 third，由 third 的重写处理。"),
        .event(.shake, say: "Shake: no class overrides motionEnded, so it is dropped after the application.",
               zh: "摇一摇：没有类重写 motionEnded，传过 application 后被丢弃。"),
    ]
) { window in
    let mainView = View(id: "mainView", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    _ = ViewController(id: "mainController", view: mainView)
    window.addSubview(mainView)

    let third = RemoteControlView(id: "third", frame: Rect(20, 150, 350, 500), color: Color("#007AFF"))
    mainView.addSubview(third)
    let second = PlayerView(id: "second", frame: Rect(30, 60, 290, 330), color: Color("#34C759"))
    third.addSubview(second)
    second.addSubview(RemoteControlView(id: "first", frame: Rect(30, 60, 230, 180), color: Color("#FF3B30")))

    second.becomeFirstResponder()
}
