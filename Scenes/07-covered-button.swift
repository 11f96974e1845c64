// Scene 07 in Swift: a panel lies over a Buy button; two overrides that let touches through it.
import TouchKit

/// Fix 1: inside only over a control subview (UIControl). The panel's bare area, and any
/// subview that is not a control, say "outside", so the search goes on to the Buy button beneath.
final class ControlsOnlyPanel: View {
    override func point(inside point: Point, with event: Event?) -> Bool {
        for subview in subviews where subview is Control {
            if subview.frame.contains(point) { return true }
        }
        return false
    }
}

/// Fix 2: UIKit's hitTest as usual (super), but never the panel itself: where the answer would
/// be the panel, nil, and the search goes on to the Buy button beneath.
final class PassThroughPanel: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hitView = super.hitTest(point, with: event)
        return hitView === self ? nil : hitView
    }
}

/// The tag: a plain view that takes its touches (its touches methods do not call super).
final class TagView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

let scene = Scene(
    "A button covered by a view, in Swift: two overrides that let touches through",
    summary: """
    Scene 07 written in Swift. Each half has a big green "Buy" button with a translucent panel
    lying on top of it. The panel holds a logo (an ImageView), a tag (a plain view that handles
    touches) and a small close button.

    Top, fix 1: ControlsOnlyPanel overrides point(inside:with:) to return true only over a
    subview that is a Control. Bare panel, logo AND tag all reach Buy beneath; the close button
    still works.

    Bottom, fix 2: PassThroughPanel overrides hitTest(_:with:): it calls super and returns nil
    when the answer is the panel itself. The bare panel passes through to Buy, but any subview
    that takes touches keeps them: the tag gets its touch, not Buy. (The logo passes anyway: an
    image view ignores touches.)
    """,
    titleZh: "被视图盖住的按钮（Swift 版）：让触摸穿过去的两种重写",
    summaryZh: """
    用 Swift 写的场景 07。上下各有一个绿色的大 Buy 按钮，上面盖着一块半透明面板。
    面板里有一个 logo（ImageView）、一个标签（处理触摸的普通视图）和一个小关闭按钮。

    上面，方法 1：ControlsOnlyPanel 重写 point(inside:with:)，只在是 Control 的子视图上返回 true。
    空白面板、logo 和标签都落到下面的 Buy；关闭按钮照常工作。

    下面，方法 2：PassThroughPanel 重写 hitTest(_:with:)：调用 super，答案是面板自己时返回 nil。
    空白面板穿透到 Buy，但能接收触摸的子视图仍然留住触摸：标签接到，而不是 Buy。
    （logo 本来就穿透：image view 忽略触摸。）
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        // fix 1 (top)
        .say("A logo and a tag lie on top of each Buy button. Two Swift overrides let taps through.",
             zh: "每个购买按钮上都盖着一个标志和一个标签。两种 Swift 重写让点击穿过去。"),
        .tap(195, 300, say: "Fix 1: point(inside:with:) is true only over a Control. The bare panel: Buy.",
             zh: "办法一：point(inside:with:) 只在 Control 上为真。点面板空白处：购买。"),
        .tap(85, 165, say: "The logo is not a Control: Buy.", zh: "标志不是 Control：购买。"),
        .tap(210, 150, say: "The tag is not a Control either: Buy.", zh: "标签也不是 Control：购买。"),
        .tap(335, 135, say: "The close button is a Control: close.", zh: "关闭按钮是 Control：关闭。"),
        // fix 2 (bottom)
        .tap(195, 660, say: "Fix 2: hitTest(_:with:) returns nil when super's answer is the panel itself. The bare panel: Buy.",
             zh: "办法二：super 的答案是面板自己时，hitTest(_:with:) 返回 nil。点面板空白处：购买。"),
        .tap(85, 525),
        .tap(210, 510, say: "But the tag takes touches itself: super returns the tag, and the panel passes it on. Buy never hears it.",
             zh: "但标签自己接收触摸：super 返回标签，面板照原样返回。购买收不到。", picture: true),
        .tap(335, 495, say: "Close still works.", zh: "关闭照常工作。"),
    ]
) { window in
    let screen = View(id: "screen", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    let controller = ViewController(id: "shopController", view: screen)
    controller.implement("buy") { _ in }
    controller.implement("close") { _ in }
    window.addSubview(screen)

    // Fix 1 (top).
    let buy1 = Button(id: "buyButton1", title: "Buy (fix 1)", frame: Rect(20, 100, 350, 300), color: Color("#34C759"))
    buy1.addTarget(controller, action: "buy", for: .touchUpInside)
    screen.addSubview(buy1)

    let panel1 = ControlsOnlyPanel(id: "panel1", frame: Rect(20, 100, 350, 300), color: Color("#1C1C1E55"))
    panel1.text = "controlsOnly"
    screen.addSubview(panel1)
    panel1.addSubview(ImageView(id: "logo1", frame: Rect(20, 20, 90, 90), color: Color("#AF52DE")))
    panel1.addSubview(TagView(id: "tag1", frame: Rect(130, 20, 120, 60), color: Color("#FFCC00")))
    let close1 = Button(id: "close1", title: "x", frame: Rect(290, 10, 50, 50), color: Color("#FF3B30"))
    close1.addTarget(controller, action: "close", for: .touchUpInside)
    panel1.addSubview(close1)

    // Fix 2 (bottom).
    let buy2 = Button(id: "buyButton2", title: "Buy (fix 2)", frame: Rect(20, 460, 350, 300), color: Color("#34C759"))
    buy2.addTarget(controller, action: "buy", for: .touchUpInside)
    screen.addSubview(buy2)

    let panel2 = PassThroughPanel(id: "panel2", frame: Rect(20, 460, 350, 300), color: Color("#1C1C1E55"))
    panel2.text = "passThrough"
    screen.addSubview(panel2)
    panel2.addSubview(ImageView(id: "logo2", frame: Rect(20, 20, 90, 90), color: Color("#AF52DE")))
    panel2.addSubview(TagView(id: "tag2", frame: Rect(130, 20, 120, 60), color: Color("#FFCC00")))
    let close2 = Button(id: "close2", title: "x", frame: Rect(290, 10, 50, 50), color: Color("#FF3B30"))
    close2.addTarget(controller, action: "close", for: .touchUpInside)
    panel2.addSubview(close2)
}
