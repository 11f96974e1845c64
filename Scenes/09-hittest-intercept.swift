// Scene 09 in Swift: a card whose hitTest returns itself whenever the point is inside.
import TouchKit

/// A view that takes the touches it gets and keeps them (its touches methods do not call super).
class TouchAbsorbingView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// Intercepts every touch inside it: UIKit's own checks first (hidden, user interaction,
/// alpha, point(inside:with:)), then `return self` without asking any subview.
final class InterceptingCard: TouchAbsorbingView {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        return self
    }
}

let scene = Scene(
    "Intercepting touches in Swift: hitTest returns self when inside",
    summary: """
    Scene 09 written in Swift. InterceptingCard overrides hitTest(_:with:): it makes UIKit's
    checks itself (isHidden, isUserInteractionEnabled, alpha >= 0.01), asks
    point(inside:with:), and then returns self. It never calls super, so its subviews are never
    asked.

    Tap the avatar, the name, or the Follow button: the card gets every touch. The button never
    highlights and 'follow' never fires. Tap outside the card: its guard returns nil, as a normal
    view would, and the screen gets it. Compare scene 10, where hitTest returns self without any
    check.
    """,
    titleZh: "拦截触摸（Swift 版）：点在内时 hitTest 返回自己",
    summaryZh: """
    用 Swift 写的场景 09。InterceptingCard 重写 hitTest(_:with:)：自己做 UIKit 的检查
    （isHidden、isUserInteractionEnabled、alpha >= 0.01），再问 point(inside:with:)，然后返回 self。
    它从不调用 super，所以子视图根本不会被询问。

    点头像、名字或 Follow 按钮：全是卡片接到。按钮不会高亮，follow 不会触发。
    点卡片外面：guard 返回 nil，和普通视图一样，屏幕接到。对比场景 10：那里的 hitTest 不做任何检查就返回自己。
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        .say("The card's hitTest returns self whenever point(inside:) says yes: its subviews never get a touch.",
             zh: "只要 point(inside:) 说在内，卡片的 hitTest 就返回 self：子视图永远收不到触摸。"),
        .tap(105, 265, say: "The avatar: the card takes it.", zh: "头像：被卡片拿走。"),
        .tap(250, 265, say: "The name: the card again.", zh: "名字：还是卡片。"),
        .tap(195, 390, say: "Even the Follow button: no touchDown, no 'follow'.",
             zh: "连关注按钮也一样：没有 touchDown，没有 follow。", picture: true),
        .tap(195, 600, say: "Below the card: the guard returns nil, the screen gets it.",
             zh: "卡片下方：guard 返回 nil，屏幕收到。"),
    ]
) { window in
    let screen = TouchAbsorbingView(id: "screen", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    let controller = ViewController(id: "profileController", view: screen)
    controller.implement("follow") { _ in }
    window.addSubview(screen)

    let card = InterceptingCard(id: "card", frame: Rect(40, 200, 310, 260), color: Color("#5AC8FA"))
    screen.addSubview(card)
    card.addSubview(View(id: "avatar", frame: Rect(20, 20, 90, 90), color: Color("#FF9500")))
    let name = View(id: "name", frame: Rect(130, 40, 160, 50), color: Color("#FFFFFF"))
    name.text = "Ada"
    card.addSubview(name)
    let follow = Button(id: "followButton", title: "Follow", frame: Rect(80, 160, 150, 60), color: Color("#007AFF"))
    follow.addTarget(controller, action: "follow", for: .touchUpInside)
    card.addSubview(follow)
}
