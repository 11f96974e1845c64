// Scene 03 in Swift: the tab bar answers "inside" for its centre button, which overflows its top.
import TouchKit

final class TabBar: View {
    var centerButton: View?

    // The fix: inside the bar, or inside the centre button (the point converted to it).
    override func point(inside point: Point, with event: Event?) -> Bool {
        if super.point(inside: point, with: event) { return true }
        guard let button = centerButton else { return false }
        return button.point(inside: convert(point, to: button), with: event)
    }
}

let scene = Scene(
    "TabBar centre button, fixed in Swift: point(inside:with:)",
    summary: """
    The same screen as scene 02, written in Swift. TabBar overrides point(inside:with:): inside
    its own bounds, or wherever its centre button says inside. Tap the part of the "+" above the
    bar: the search goes on into the bar, finds the button, and compose fires.
    """,
    titleZh: "TabBar 中间按钮（Swift 修复）：point(inside:with:)",
    summaryZh: """
    与场景 02 相同的界面，用 Swift 写成。TabBar 重写 point(inside:with:)：在自己范围内，
    或者中间按钮说“在内”的地方，都算在内。点“+”突出在上方的部分：查找进入标签栏，找到按钮，compose 触发。
    """,
    windowColor: Color("#FFFFFF"),
    steps: [
        .tap(195, 745, say: "Tap the top half of the +: the tab bar's point(inside:) says yes for its button.",
             zh: "点“+”的上半部分：标签栏的 point(inside:) 替按钮说“在内”。", picture: true),
        .wait(0.5),
        .tap(130, 745, say: "Beside the button, above the bar: still the list.", zh: "按钮旁边、标签栏之上：仍然是列表。"),
        .wait(0.5),
        .tap(195, 785, say: "The lower half still works.", zh: "下半部分照常工作。"),
        .wait(0.5),
        .tap(70, 800, say: "And the tab items too.", zh: "标签项也一样。"),
    ]
) { window in
    let screen = View(id: "screen", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    let controller = ViewController(id: "tabController", view: screen)
    controller.implement("compose") { _ in }
    window.addSubview(screen)

    let list = View(id: "list", frame: Rect(0, 0, 390, 761), color: Color("#FFFFFF"))
    list.setTouchBehaviour(.handle)
    screen.addSubview(list)

    let tabBar = TabBar(id: "tabBar", frame: Rect(0, 761, 390, 83), color: Color("#C7C7CC"))
    screen.addSubview(tabBar)
    let home = View(id: "homeTab", frame: Rect(20, 10, 100, 50), color: Color("#8E8E93"))
    home.text = "Home"
    let profile = View(id: "profileTab", frame: Rect(270, 10, 100, 50), color: Color("#8E8E93"))
    profile.text = "Profile"
    let button = Button(id: "centerButton", title: "+", frame: Rect(160, -30, 70, 70), color: Color("#FF2D55"))
    button.addTarget(controller, action: "compose", for: .touchUpInside)
    tabBar.addSubview(home)
    tabBar.addSubview(profile)
    tabBar.addSubview(button)
    tabBar.centerButton = button
}
