// Scene 41 in Swift: point(inside:with:) as a circle, and with different insets on each edge.
import TouchKit

/// A view that takes the touches it gets and keeps them (its touches methods do not call super).
final class ListView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// A round button: inside only within the circle inscribed in its bounds (edge included), so
/// its square corners take no taps.
final class RoundButton: Button {
    override func point(inside point: Point, with event: Event?) -> Bool {
        let radius = min(bounds.width, bounds.height) / 2
        guard radius > 0 else { return false }
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return dx * dx + dy * dy <= radius * radius
    }
}

/// A small button whose hit area grows by a different amount on each edge (what
/// `hitTestEdgeInsets` categories do): 6 points up and right, 20 points left and down.
final class CloseButton: Button {
    var hitTestEdgeInsets = EdgeInsets(top: -6, left: -20, bottom: -20, right: -6)

    override func point(inside point: Point, with event: Event?) -> Bool {
        return bounds.inset(by: hitTestEdgeInsets).contains(point)
    }
}

/// The tab bar answers "inside" for its centre button too (the point converted to the button,
/// whose own point(inside:with:) decides), so the part of the circle above the bar works.
final class TabBar: View {
    var centerButton: View?

    override func point(inside point: Point, with event: Event?) -> Bool {
        if super.point(inside: point, with: event) { return true }
        guard let button = centerButton else { return false }
        return button.point(inside: convert(point, to: button), with: event)
    }
}

let scene = Scene(
    "Round and lopsided hit areas in Swift: point(inside:with:) as a circle and with edge insets",
    summary: """
    Scene 41 written in Swift: two point(inside:with:) overrides apps ship. RoundButton, the
    round "+", returns true only within the circle inscribed in its bounds (the distance from
    the centre is at most the radius), so its square corners take no taps. TabBar still answers
    for the button by asking button.point(inside: convert(point, to: button), with: event), so the
    part of the circle above the bar works. Tap the circle's top: compose fires. Tap the button's
    top-left corner, outside the circle: the list behind gets it.

    CloseButton grows its hit area by a different amount on each edge:
    bounds.inset(by: EdgeInsets(top: -6, left: -20, bottom: -20, right: -6)), what
    hitTestEdgeInsets categories do. A tap below and to the left of it still closes; a tap
    further down reaches the list. Key 7 (the hit map) shows both shapes.
    """,
    titleZh: "圆形与不对称的点击区域（Swift 版）：point(inside:with:) 用圆形和各边内缩",
    summaryZh: """
    用 Swift 写的场景 41：两种 App 里常见的 point(inside:with:) 重写。圆形的“+”按钮 RoundButton
    只在 bounds 的内切圆以内返回 true（到圆心的距离不超过半径），所以方形的四个角不接收点按。
    TabBar 仍然替按钮作答：它调用 button.point(inside: convert(point, to: button), with: event)，
    所以圆形突出在 tab bar 上方的部分也能点。点圆的顶部：compose 触发。
    点按钮左上角、圆形之外：后面的列表收到触摸。

    CloseButton 在各边分别扩大点击区域：
    bounds.inset(by: EdgeInsets(top: -6, left: -20, bottom: -20, right: -6))，正是 hitTestEdgeInsets 分类的做法。
    在它左下方点按仍会关闭；再往下就到了列表。按 7（命中图）能看到这两种形状。
    """,
    windowColor: Color("#F2F2F7"),
    overlays: ["hitAreas"],
    steps: [
        .say("In Swift: a RoundButton whose point(inside:) is a circle, and a CloseButton with uneven insets.",
             zh: "Swift 版：point(inside:) 是圆形的 RoundButton，和各边扩大不同的 CloseButton。"),
        .tap(195, 740, say: "The circle's top, above the bar: TabBar asks the button, the circle says inside, compose fires.",
             zh: "点圆的顶部（在 tab bar 上方）：TabBar 去问按钮，圆形说“在内”，compose 触发。"),
        .wait(0.5),
        .tap(166, 737, say: "The button's square corner, outside the circle: both overrides say false, the list gets it.",
             zh: "点按钮的方角、圆形之外：两个重写都返回 false，后面的列表收到。"),
        .wait(0.5),
        .tap(225, 796, say: "A lower corner, inside the bar: the tab bar itself is hit, and nobody on its chain handles it.",
             zh: "点下方的角、在 tab bar 里：命中 tab bar 本身，它的链上没有谁处理。"),
        .wait(0.5),
        .tap(326, 104, say: "Below and left of ×: the 20-point left and bottom insets reach here, close fires.",
             zh: "点 × 的左下方：左边和下边各扩 20 点，够到这里，close 触发。"),
        .wait(0.5),
        .tap(355, 115, say: "Further down, outside that area: the list.", zh: "再往下，出了那片区域：列表收到。"),
    ]
) { window in
    let screen = View(id: "screen", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    let controller = ViewController(id: "tabController", view: screen)
    controller.implement("compose") { _ in }
    controller.implement("close") { _ in }
    window.addSubview(screen)

    screen.addSubview(ListView(id: "list", frame: Rect(0, 0, 390, 761), color: Color("#FFFFFF")))

    let closeButton = CloseButton(id: "closeButton", title: "×", frame: Rect(340, 60, 30, 30), color: Color("#3A3A3C"))
    closeButton.addTarget(controller, action: "close", for: .touchUpInside)
    screen.addSubview(closeButton)

    let tabBar = TabBar(id: "tabBar", frame: Rect(0, 761, 390, 83), color: Color("#C7C7CC"))
    screen.addSubview(tabBar)
    let homeTab = View(id: "homeTab", frame: Rect(20, 10, 100, 50), color: Color("#8E8E93"))
    homeTab.text = "Home"
    tabBar.addSubview(homeTab)
    let profileTab = View(id: "profileTab", frame: Rect(270, 10, 100, 50), color: Color("#8E8E93"))
    profileTab.text = "Profile"
    tabBar.addSubview(profileTab)

    let centerButton = RoundButton(id: "centerButton", title: "+", frame: Rect(160, -30, 70, 70), color: Color("#A2845E"))
    centerButton.addTarget(controller, action: "compose", for: .touchUpInside)
    tabBar.addSubview(centerButton)
    tabBar.centerButton = centerButton
}
