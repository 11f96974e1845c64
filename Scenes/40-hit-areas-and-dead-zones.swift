// Scene 40 in Swift: the overrides behind hit areas and dead zones (keys 5, 6 and 7).
import TouchKit

/// A view that takes the touches it gets and keeps them (its touches methods do not call super).
class TouchAbsorbingView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// A small button whose touchable area is its bounds grown by 16 points on every side.
final class SmallHitAreaButton: Button {
    override func point(inside point: Point, with event: Event?) -> Bool {
        return bounds.insetBy(dx: -16, dy: -16).contains(point)
    }
}

/// Intercepts every touch inside it: UIKit's checks and point(inside:with:), then `return self`
/// without asking any subview. The button inside it can never be tapped.
final class InterceptorView: TouchAbsorbingView {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        return self
    }
}

/// A container that lets touches through: its subviews get them, but it never returns itself.
final class PassThroughView: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

let scene = Scene(
    "Hit areas and dead zones in Swift: where a tap really goes",
    summary: """
    Scene 40 written in Swift, for the hit-area (key 5), dead-zone (key 6) and hit-map (key 7)
    overlays.

    SmallHitAreaButton's point(inside:with:) returns bounds.insetBy(dx: -16, dy: -16)
    .contains(point): it answers 16 points beyond its edges. The card does not clip
    (clipsToBounds = false), so its orange badge is drawn above it, but taps there reach the
    background: the card is asked first and says outside.

    InterceptorView's hitTest(_:with:) makes UIKit's checks, asks point(inside:with:) and returns
    self without calling super, so the green button inside can never be tapped. A clear view lies
    over the left half of the shop button and takes those taps. PassThroughView's hitTest calls
    super and returns nil when the answer is itself: only its button takes touches. The Label
    ignores touches (UILabel starts with isUserInteractionEnabled = false).
    """,
    titleZh: "点击区域与死区（Swift 版）：点击到底去了哪里",
    summaryZh: """
    用 Swift 写的场景 40，配合点击区域（5 键）、死区（6 键）和命中图（7 键）三个叠加层。

    SmallHitAreaButton 的 point(inside:with:) 返回 bounds.insetBy(dx: -16, dy: -16).contains(point)：
    边缘外 16 点内也算在内。卡片不裁剪（clipsToBounds = false），橙色徽章画在它上方，
    但点在那里却落到背景上：先问卡片，卡片说“在外”。

    InterceptorView 的 hitTest(_:with:) 先做 UIKit 的检查、问 point(inside:with:)，然后不调用 super
    直接返回 self，所以里面的绿色按钮永远点不到。一个透明视图盖住商店按钮的左半边，接走了那里的点击。
    PassThroughView 的 hitTest 调用 super，结果是自己时返回 nil：只有它的按钮接收触摸。
    Label 忽略触摸（UILabel 的 isUserInteractionEnabled 默认为 false）。
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        .say("In Swift: a point(inside:) that grows a button, and two hitTest overrides. Press 5, 6 and 7.",
             zh: "Swift 版：一个扩大按钮的 point(inside:)，两个 hitTest 重写。按 5、6、7 看看。"),
        .tap(30, 110, say: "10 points left of the small button: its point(inside:) reaches 16 beyond, so it is hit.",
             zh: "小按钮左边 10 点处：它的 point(inside:) 向外扩了 16 点，所以这次点击归它。"),
        .tap(350, 55, say: "On the badge drawn above the card: the card's point(inside:) says false, so its badge is never asked.",
             zh: "点卡片上方画出来的徽章：卡片的 point(inside:) 返回 false，徽章根本不会被问。"),
        .tap(100, 310, say: "On the green button: InterceptorView's hitTest returns self before any subview is asked.",
             zh: "点绿色按钮：InterceptorView 的 hitTest 在问子视图之前就返回了 self。"),
        .tap(100, 455, say: "On the left half of shop: the clear glass view in front takes the tap.",
             zh: "点商店按钮的左半边：前面那块透明视图接走了点击。"),
    ]
) { window in
    let background = TouchAbsorbingView(id: "background", frame: Rect(0, 0, 390, 844), color: Color("#E5E5EA"))
    window.addSubview(background)

    background.addSubview(SmallHitAreaButton(id: "smallButton", title: "inset -16", frame: Rect(40, 90, 110, 44),
                                             color: Color("#0A84FF")))

    let card = View(id: "card", frame: Rect(200, 80, 160, 110), color: Color("#8E8E93"))
    card.text = "card (clips off)"
    card.addSubview(View(id: "badge", frame: Rect(100, -40, 80, 70), color: Color("#FF9500")))
    background.addSubview(card)

    let interceptor = InterceptorView(id: "interceptor", frame: Rect(30, 230, 330, 140), color: Color("#5856D6"))
    interceptor.text = "hitTest: selfIfInside"
    interceptor.addSubview(Button(id: "innerButton", frame: Rect(20, 50, 140, 60), color: Color("#34C759")))
    background.addSubview(interceptor)

    background.addSubview(Button(id: "shopButton", title: "shop", frame: Rect(30, 410, 330, 90), color: Color("#30B0C7")))
    background.addSubview(TouchAbsorbingView(id: "glass", frame: Rect(30, 410, 160, 90), color: Color("#FFFFFF00")))

    let passContainer = PassThroughView(id: "passContainer", frame: Rect(30, 540, 330, 140), color: Color("#FFCC00"))
    passContainer.text = "hitTest: passThrough"
    passContainer.addSubview(Button(id: "passButton", frame: Rect(190, 50, 120, 60), color: Color("#FF3B30")))
    background.addSubview(passContainer)

    background.addSubview(Label(id: "caption", text: "label: interaction off", frame: Rect(30, 720, 330, 70),
                                color: Color("#AF52DE")))
}
