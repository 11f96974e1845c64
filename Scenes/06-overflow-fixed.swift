// Scene 06 in Swift: two ways to write point(inside:with:) so an overflowing child can be tapped.
import TouchKit

/// A view that takes the touches it gets and keeps them (its touches methods do not call super).
class TouchAbsorbingView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// The article's code: inside only where one of the subviews' frames is. The box's own bare
/// area no longer counts.
final class SubviewsOnlyBox: TouchAbsorbingView {
    override func point(inside point: Point, with event: Event?) -> Bool {
        for subview in subviews {
            if subview.frame.contains(point) { return true }
        }
        return false
    }
}

/// The better fix: inside the bounds (UIKit's default, through super), or any subview's frame.
final class BoundsOrSubviewsBox: TouchAbsorbingView {
    override func point(inside point: Point, with event: Event?) -> Bool {
        if super.point(inside: point, with: event) { return true }
        for subview in subviews {
            if subview.frame.contains(point) { return true }
        }
        return false
    }
}

let scene = Scene(
    "Making an overflowing child touchable, in Swift: point(inside:with:) over the subviews",
    summary: """
    Scene 06 written in Swift: the same boxes as scene 05, both without clipping, each with a
    point(inside:with:) override.

    Left, SubviewsOnlyBox (the article's code): it loops over its subviews and returns true only
    where a subview's frame contains the point. The hanging child now works, but tap the box's
    own bare grey area: the background gets it. The box has made itself untouchable outside its
    children.

    Right, BoundsOrSubviewsBox: it asks super first (its bounds), then its subviews' frames. The
    child works everywhere and the bare area still belongs to the box.
    """,
    titleZh: "让超出的子视图可以点（Swift 版）：point(inside:with:) 覆盖子视图",
    summaryZh: """
    用 Swift 写的场景 06：与场景 05 相同的盒子，都不裁剪，各自重写 point(inside:with:)。

    左边 SubviewsOnlyBox（文章里的写法）：遍历子视图，只在某个子视图的 frame 包含该点时返回 true。
    超出的子视图能点了，但点盒子自己的灰色空白处，背景接到：盒子让自己在子视图之外点不到了。

    右边 BoundsOrSubviewsBox：先问 super（自己的 bounds），再看子视图的 frame。子视图处处能点，空白处仍属于盒子。
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        .say("The fix in Swift: the box's point(inside:with:) also returns true where a subview is.",
             zh: "Swift 里的修正：盒子的 point(inside:with:) 在子视图所在处也返回 true。"),
        .tap(100, 390, say: "The overflowing part now reaches leftChild.", zh: "超出的部分现在能点到 leftChild。"),
        .tap(60, 240, say: "But the left box's own bare area now returns false: its loop only looks at subviews.",
             zh: "但左边盒子自己的空白处反而返回 false：它的循环只看子视图。"),
        .tap(290, 390, say: "The right box asks super first, then its subviews: the overflow works...",
             zh: "右边的盒子先问 super，再看子视图：超出部分能点……", picture: true),
        .tap(250, 240, say: "...and its bare area still works too.", zh: "……它自己的空白处也照常。"),
    ]
) { window in
    let background = TouchAbsorbingView(id: "background", frame: Rect(0, 0, 390, 844), color: Color("#E5E5EA"))
    window.addSubview(background)

    let subviewsBox = SubviewsOnlyBox(id: "subviewsBox", frame: Rect(20, 200, 160, 160), color: Color("#8E8E93"))
    subviewsBox.text = "subviews"
    subviewsBox.addSubview(View(id: "leftChild", frame: Rect(30, 100, 100, 120), color: Color("#FF9500")))
    background.addSubview(subviewsBox)

    let boundsBox = BoundsOrSubviewsBox(id: "boundsBox", frame: Rect(210, 200, 160, 160), color: Color("#5856D6"))
    boundsBox.text = "boundsOrSubviews"
    boundsBox.addSubview(View(id: "rightChild", frame: Rect(30, 100, 100, 120), color: Color("#FF9500")))
    background.addSubview(boundsBox)
}
