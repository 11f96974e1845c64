// Scene 01 in Swift: four nested views, three ways to write the touches methods.
import TouchKit

/// Overrides the touches methods and does not call super: the touches stop here.
final class OrangeView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {
        // Handled here; not passed on.
    }
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// Overrides the touches methods and calls super: handles the touches, then UIResponder's
/// default passes them to the next responder.
final class BlueView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {
        // ... work with the touches ...
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

// white and yellow are plain Views: they override nothing, so they forward.

let scene = Scene(
    "The responder chain in Swift: touchesBegan with and without super",
    summary: """
    Scene 01 written in Swift. Four nested views: a touch goes DOWN the tree to find the hit view
    (window -> white -> orange -> blue -> yellow), then UP the responder chain.
    yellow is a plain View: it does not override touchesBegan, so it forwards. BlueView overrides
    the touches methods and calls super: it handles the touch AND passes it on. OrangeView overrides
    them without calling super: the touch stops there, and white never sees it.

    Tap white's bare area: nobody up the chain overrides a touches method, so the touch is
    dropped after the application.
    """,
    titleZh: "响应者链（Swift 版）：调用与不调用 super 的 touchesBegan",
    summaryZh: """
    用 Swift 写的场景 01。四层嵌套的视图：触摸先沿视图树向下找到命中视图
    （window → white → orange → blue → yellow），再沿响应者链向上。
    yellow 是普通的 View，没有重写 touchesBegan，所以转发。BlueView 重写触摸方法并调用 super：
    既处理触摸，又继续传递。OrangeView 重写但不调用 super：触摸停在这里，white 收不到。

    点 white 的空白处：链上没有谁重写触摸方法，触摸传过 application 之后被丢弃。
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        .say("Four nested views in Swift. Watch a tap go down the tree, then back up the chain.",
             zh: "用 Swift 写的四层嵌套视图。看一次点击先沿视图树向下，再沿响应者链向上。"),
        .tap(170, 250, say: "Tap yellow: yellow overrides nothing and forwards; BlueView calls super, so it handles and forwards; OrangeView does not, so the touch stops.",
             zh: "点黄色：yellow 什么都没重写，转发；BlueView 调用了 super，处理并转发；OrangeView 没有调用，触摸停止。",
             picture: true),
        .tap(100, 700, say: "Tap white's bare area: no override up the chain, so the touch is dropped.",
             zh: "点白色的空白处：链上没有任何重写，触摸最后被丢弃。"),
    ]
) { window in
    let white = View(id: "white", frame: Rect(20, 120, 350, 600), color: Color("#FFFFFF"))
    window.addSubview(white)
    let orange = OrangeView(id: "orange", frame: Rect(25, 25, 300, 450), color: Color("#FF9500"))
    white.addSubview(orange)
    let blue = BlueView(id: "blue", frame: Rect(25, 25, 250, 300), color: Color("#007AFF"))
    orange.addSubview(blue)
    let yellow = View(id: "yellow", frame: Rect(25, 25, 200, 150), color: Color("#FFCC00"))
    blue.addSubview(yellow)
}
