// Scene 11 in Swift: the article's hitTest with its own bigger rectangle (45 - 78).
import TouchKit

/// A view that takes the touches it gets and keeps them (its touches methods do not call super).
class TouchAbsorbingView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// The article's hitTest, written out: UIKit's checks, then a rectangle 33 points bigger than
/// the bounds instead of point(inside:with:), then the subviews front-most first, then itself.
/// (The article writes `alpha <= 0.01`; Apple's rule, kept here, is `alpha < 0.01`.)
final class AvatarView: TouchAbsorbingView {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        let hitFrame = bounds.insetBy(dx: 45 - 78, dy: 45 - 78)
        guard hitFrame.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let converted = subview.convert(point, from: self)
            if let hitView = subview.hitTest(converted, with: event) {
                return hitView
            }
        }
        return self
    }
}

let scene = Scene(
    "hitTest with its own bigger rectangle, in Swift (the article's 45 - 78)",
    summary: """
    Scene 11 written in Swift. AvatarView overrides hitTest(_:with:) as the article does: the
    usual checks, then bounds.insetBy(dx: 45 - 78, dy: 45 - 78) (33 points bigger on every side)
    instead of point(inside:with:), then the subviews front-most first (subviews.reversed()),
    then self. Its two badges stick out of it by up to 30 points.

    Tap a badge where it sticks out: it works, because it is within the 33 points. Tap where the
    two badges overlap: the one added LAST (front-most) is asked first and wins. Tap 20 points
    off the avatar on empty space: the avatar. 34 points off: the screen.

    (The article writes alpha <= 0.01 in this code; this version keeps Apple's alpha < 0.01.)
    """,
    titleZh: "用自己的大矩形做 hitTest（Swift 版，文章里的 45 - 78）",
    summaryZh: """
    用 Swift 写的场景 11。AvatarView 像文章那样重写 hitTest(_:with:)：常规检查之后，
    用 bounds.insetBy(dx: 45 - 78, dy: 45 - 78)（四周各扩大 33 点）代替 point(inside:with:)，
    然后从最前面的子视图问起（subviews.reversed()），最后是 self。它的两个徽章最多突出 30 点。

    点徽章突出的部分：能点中，因为在 33 点以内。点两个徽章重叠处：最后添加（最前面）的先被问，它赢。
    点头像外 20 点的空白：头像接到；外 34 点：屏幕接到。

    （文章在这段代码里写的是 alpha <= 0.01；这个版本按苹果的规则用 alpha < 0.01。）
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        .say("AvatarView's hitTest checks a rectangle bigger than itself, then its badges.",
             zh: "AvatarView 的 hitTest 检查比自己更大的矩形，再检查它的徽章。"),
        .tap(225, 330, say: "Above the avatar, on backBadge: backBadge.", zh: "头像上方，在 backBadge 上：backBadge。"),
        .wait(0.5),
        .tap(255, 340, say: "Where both badges overlap: frontBadge, added last, is asked first.",
             zh: "两个徽章重叠处：最后添加的 frontBadge 先被询问。"),
        .wait(0.5),
        .tap(130, 455, say: "editDot sticks out bottom-left: it still gets the tap.", zh: "editDot 伸出左下角：仍然能点到。"),
        .wait(0.5),
        .tap(125, 380, say: "20 points left, on nothing: inside the bigger rectangle, so hitTest returns self.",
             zh: "左边 20 点，什么都没有：在扩大的矩形里，所以 hitTest 返回 self。"),
        .wait(0.5),
        .tap(111, 380, say: "34 points left: outside even the bigger rectangle, the screen.",
             zh: "左边 34 点：连扩大的矩形也出了，屏幕收到。"),
    ]
) { window in
    let screen = TouchAbsorbingView(id: "screen", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    window.addSubview(screen)

    let avatar = AvatarView(id: "avatar", frame: Rect(145, 350, 100, 100), color: Color("#5856D6"))
    screen.addSubview(avatar)
    avatar.addSubview(TouchAbsorbingView(id: "backBadge", frame: Rect(70, -30, 50, 50), color: Color("#FF9500")))
    avatar.addSubview(TouchAbsorbingView(id: "frontBadge", frame: Rect(95, -25, 35, 35), color: Color("#FF3B30")))
    avatar.addSubview(TouchAbsorbingView(id: "editDot", frame: Rect(-25, 75, 40, 40), color: Color("#34C759")))
}
