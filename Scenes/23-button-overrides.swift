// Scene 23 in Swift: a disabled button, and buttons whose touches methods do or do not call super.
import TouchKit

/// The composer handles the touches that reach it (its touches methods do not call super).
final class ComposerView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// The mistake: the touches methods are overridden without calling super, so UIControl's own
/// tracking (beginTracking, the highlight, touchDown, touchUpInside) never runs.
final class NoSuperButton: Button {
    override func touchesBegan(_ touches: [Touch], with event: Event) {
        // Custom feedback here... but no super.touchesBegan(touches, with: event).
    }
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// The same overrides, each calling super: UIControl tracks the touch and sends its events.
final class CallsSuperButton: Button {
    override func touchesBegan(_ touches: [Touch], with event: Event) {
        // Custom feedback here, then UIControl's tracking.
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
    }
}

let scene = Scene(
    "Buttons that do not act, in Swift: isEnabled = false, and touches overridden without super",
    summary: """
    Scene 23 written in Swift. Three buttons send the same action
    (addTarget(composeController, action: "post", for: .touchUpInside)), in a ComposerView that
    handles touches itself.

    Disabled: a Button with isEnabled = false. Hit-testing still finds it, but it does not track:
    its touches travel up the chain like a plain view's, and the composer gets them. No 'post'.

    NoSuperButton overrides touchesBegan/Moved/Ended/Cancelled WITHOUT calling super. UIControl's
    own tracking never runs: no touchDown, no touchUpInside, no 'post'.

    CallsSuperButton overrides the same methods and calls super in each: it works normally.
    """,
    titleZh: "不起作用的按钮（Swift 版）：isEnabled = false，以及重写触摸方法却不调用 super",
    summaryZh: """
    用 Swift 写的场景 23。三个按钮发同一个 action
    （addTarget(composeController, action: "post", for: .touchUpInside)），放在一个自己处理触摸的 ComposerView 里。

    禁用的：isEnabled = false 的 Button。命中测试仍然找到它，但它不跟踪：
    它的触摸像普通视图一样沿链向上，composer 接到。没有 post。

    NoSuperButton 重写 touchesBegan/Moved/Ended/Cancelled 却不调用 super。
    UIControl 自己的跟踪根本不运行：没有 touchDown，没有 touchUpInside，没有 post。

    CallsSuperButton 重写了同样的方法，每个都调用 super：一切正常。
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        .say("In Swift: a disabled Button, a NoSuperButton and a CallsSuperButton, all wired to 'post'.",
             zh: "Swift 版：一个禁用的 Button、一个 NoSuperButton 和一个 CallsSuperButton，都连到 post。"),
        .tap(195, 185, say: "isEnabled = false: the touch goes on up the chain to the composer, no control events.",
             zh: "isEnabled = false：触摸沿链交给 composer，没有控件事件。"),
        .tap(195, 335, say: "NoSuperButton: its touchesBegan takes the touch, but without super UIControl never tracks it.",
             zh: "NoSuperButton：它的 touchesBegan 拿到触摸，但不调用 super，UIControl 就不会跟踪。", picture: true),
        .tap(195, 485, say: "CallsSuperButton: super runs UIControl's tracking: touchDown, touchUpInside, post.",
             zh: "CallsSuperButton：super 运行 UIControl 的跟踪：touchDown、touchUpInside、post。"),
    ]
) { window in
    let composeView = View(id: "composeView", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    let composeController = ViewController(id: "composeController", view: composeView)
    composeController.implement("post") { _ in }
    window.addSubview(composeView)

    let composer = ComposerView(id: "composer", frame: Rect(20, 100, 350, 600), color: Color("#FFFFFF"))
    composeView.addSubview(composer)

    let disabledButton = Button(id: "disabledButton", title: "Disabled", frame: Rect(50, 50, 250, 70), color: Color("#C7C7CC"))
    disabledButton.isEnabled = false
    disabledButton.addTarget(composeController, action: "post", for: .touchUpInside)
    composer.addSubview(disabledButton)

    let overriddenButton = NoSuperButton(id: "overriddenButton", title: "Overridden, no super",
                                         frame: Rect(50, 200, 250, 70), color: Color("#FF9500"))
    overriddenButton.addTarget(composeController, action: "post", for: .touchUpInside)
    composer.addSubview(overriddenButton)

    let superButton = CallsSuperButton(id: "superButton", title: "Overridden, calls super",
                                       frame: Rect(50, 350, 250, 70), color: Color("#34C759"))
    superButton.addTarget(composeController, action: "post", for: .touchUpInside)
    composer.addSubview(superButton)
}
