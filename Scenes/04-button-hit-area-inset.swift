// Scene 04 in Swift: a small button whose point(inside:with:) checks its bounds grown by 20 points.
import TouchKit

/// The classic "bigger hit area" button: the visible button stays 100x44, the touchable area is
/// its bounds with an inset of -20 on every side (140x84).
final class BigHitAreaButton: Button {
    override func point(inside point: Point, with event: Event?) -> Bool {
        return bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// The card behind the button: takes the touches that miss the button (and keeps them).
final class CardView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

let scene = Scene(
    "A button with a hit area 20 points larger, in Swift: point(inside:with:)",
    summary: """
    Scene 04 written in Swift. BigHitAreaButton overrides point(inside:with:) to return
    bounds.insetBy(dx: -20, dy: -20).contains(point): the visible button is 100x44, the
    touchable area 140x84. Tap 10 or 20 points outside its left edge: it still highlights and
    'like' fires. Tap 21 points out: the card behind gets the touch.

    On the right side, exactly 20 out is already outside: a rectangle contains its min edges but
    not its max edges, so 19.9 out hits and 20 out misses.
    """,
    titleZh: "点击区域扩大 20 点的按钮（Swift 版）：point(inside:with:)",
    summaryZh: """
    用 Swift 写的场景 04。BigHitAreaButton 重写 point(inside:with:)，返回
    bounds.insetBy(dx: -20, dy: -20).contains(point)：看到的按钮是 100x44，能点的区域是 140x84。
    点左边缘外 10 点或 20 点：按钮仍然高亮，like 触发。点外 21 点：后面的卡片接到触摸。

    右边缘恰好外 20 点已经在外：矩形包含最小边，不包含最大边，所以外 19.9 点能点中，20 点不能。
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        // likeButton on screen: x 145..245, y 380..424
        .say("In Swift, the like button's point(inside:with:) checks its bounds grown by 20 points.",
             zh: "Swift 版：点赞按钮的 point(inside:with:) 检查四周扩大 20 点的 bounds。"),
        .tap(135, 402, say: "10 points left of the button: inside the grown bounds, 'like' fires.",
             zh: "按钮左边 10 点：在扩大后的 bounds 里，触发 like。", picture: true),
        .wait(0.5),
        .tap(125, 402, say: "Exactly 20 points left: still inside, contains(_:) counts the minimum edge.",
             zh: "正好左边 20 点：仍然在内，contains(_:) 把最小边算在内。"),
        .wait(0.5),
        .tap(124, 402, say: "21 points left: the override says false, the card gets the tap.",
             zh: "左边 21 点：重写返回 false，卡片收到点击。"),
        .wait(0.5),
        .tap(195, 360, say: "20 above: inside. 21 above: the card.", zh: "上方 20 点：在内。上方 21 点：卡片。"),
        .wait(0.5),
        .tap(195, 359),
        .wait(0.5),
        .tap(264.9, 402, say: "On the right: 19.9 is inside, exactly 20 is outside (the maximum edge does not count).",
             zh: "右边：19.9 点在内，正好 20 点在外（最大边不算在内）。"),
        .wait(0.5),
        .tap(265, 402),
    ]
) { window in
    let screen = View(id: "screen", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    let controller = ViewController(id: "postController", view: screen)
    controller.implement("like") { _ in }
    window.addSubview(screen)

    let card = CardView(id: "card", frame: Rect(20, 250, 350, 300), color: Color("#FFFFFF"))
    screen.addSubview(card)

    let likeButton = BigHitAreaButton(id: "likeButton", title: "♥ Like", frame: Rect(125, 130, 100, 44), color: Color("#FF3B30"))
    likeButton.addTarget(controller, action: "like", for: .touchUpInside)
    card.addSubview(likeButton)
}
