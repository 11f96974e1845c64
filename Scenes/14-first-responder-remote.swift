// Scene 14 in Swift: remote-control and shake events go to the first responder.
import TouchKit

/// A view that handles remote-control events (play, pause...) when it is asked.
class RemoteControlView: View {
    override func remoteControlReceived(with event: Event) {
        // Start or stop playback here.
    }
}

/// The player: it can become first responder, so remote-control events are sent to it.
final class PlayerView: RemoteControlView {
    override var canBecomeFirstResponder: Bool { true }
}

/// The innermost view: also handles remote control, and takes the touches it gets.
final class ArtworkView: RemoteControlView {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// The screen's controller handles the shake (no view does).
final class MainController: ViewController {
    override func motionEnded(_ motion: EventSubtype, with event: Event?) {
        // Undo, shuffle...
    }
}

/// Play on the remote: the lesson's picture.
private var playStep: Step {
    var step = Step.event(.play, say: "Play on the remote: the first responder, second (a PlayerView), handles it.",
                          zh: "遥控器播放：第一响应者 second（PlayerView）处理。")
    step.picture = true
    return step
}

let scene = Scene(
    "First responder in Swift: remoteControlReceived and motionEnded",
    summary: """
    Scene 14 written in Swift. A remote "play" or a shake has no point on the screen, so there is
    no hit-testing: it goes to the FIRST RESPONDER. Here that is the green 'second' view, a
    PlayerView: it overrides canBecomeFirstResponder to return true, and the scene calls
    second.becomeFirstResponder().

    All three views override remoteControlReceived(with:), but only 'second' is asked: "play" is
    handled there. No view overrides motionEnded(_:with:), so the shake climbs
    second -> third -> mainView -> mainController, a MainController that does override it.
    Note: 'third' is second's SUPERVIEW; the event climbs the ordinary chain.

    A tap, by contrast, still goes to the view under the finger ('first').
    """,
    titleZh: "第一响应者（Swift 版）：remoteControlReceived 与 motionEnded",
    summaryZh: """
    用 Swift 写的场景 14。遥控器“播放”或摇一摇在屏幕上没有点，所以不做命中测试：事件交给第一响应者。
    这里是绿色的 second 视图（PlayerView）：它重写 canBecomeFirstResponder 返回 true，
    场景里调用了 second.becomeFirstResponder()。

    三个视图都重写了 remoteControlReceived(with:)，但只问 second：“播放”在那里被处理。
    没有视图重写 motionEnded(_:with:)，所以摇一摇沿 second → third → mainView → mainController 向上，
    由重写了它的 MainController 处理。注意：third 是 second 的父视图，事件沿普通的链向上。

    而点击仍然交给手指下的视图（first）。
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        .say("In Swift: remote-control and shake events go to the first responder, not to a hit view.",
             zh: "Swift 版：远程控制和摇一摇事件发给第一响应者，而不是命中视图。"),
        playStep,
        .event(.shake, say: "Shake: no view overrides motionEnded, so it climbs from second to mainController.",
               zh: "摇一摇：没有视图重写 motionEnded，事件从 second 沿链向上，到 mainController。"),
        .tap(195, 360, say: "A touch ignores the first responder: hit-testing decides.", zh: "触摸不管第一响应者：由命中测试决定。"),
    ]
) { window in
    let mainView = View(id: "mainView", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    _ = MainController(id: "mainController", view: mainView)
    window.addSubview(mainView)

    let third = RemoteControlView(id: "third", frame: Rect(20, 150, 350, 500), color: Color("#007AFF"))
    mainView.addSubview(third)
    let second = PlayerView(id: "second", frame: Rect(30, 60, 290, 330), color: Color("#34C759"))
    third.addSubview(second)
    second.addSubview(ArtworkView(id: "first", frame: Rect(30, 60, 230, 180), color: Color("#FF3B30")))

    second.becomeFirstResponder()
}
