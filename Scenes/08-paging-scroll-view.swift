// Scene 08 in Swift: a paging scroll view narrower than the screen, and the point(inside:with:)
// override that lets its visible neighbour pages take touches.
import TouchKit

/// The screen behind the pagers: takes the touches it gets and keeps them.
final class ScreenView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// A paging scroll view whose touches methods keep the touches its pages pass up.
class PagerView: ScrollView {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// The fix: the pager answers "inside" 40 points beyond its left and right edges, over the
/// slivers of the neighbour pages it shows (it does not clip them).
final class WidePagerView: PagerView {
    override func point(inside point: Point, with event: Event?) -> Bool {
        return bounds.insetBy(dx: -40, dy: 0).contains(point)
    }
}

let scene = Scene(
    "A paging scroll view that shows its neighbours, in Swift: point(inside:with:)",
    summary: """
    Scene 08 written in Swift. Two ScrollViews, 310 points wide and centred, with
    isPagingEnabled = true, contentSize 1550 x 150 and contentOffset x = 310 (page 2; the offset
    is the bounds origin). clipsToBounds = false, so slivers of pages 1 and 3 show at the screen
    edges.

    Top ("before"), a PagerView: tap a sliver. It is outside the scroll view's bounds, so the
    scroll view is never asked: the screen behind gets the touch, and a drag there scrolls
    nothing.

    Bottom ("fixed"), a WidePagerView: its point(inside:with:) returns
    bounds.insetBy(dx: -40, dy: 0).contains(point). The slivers now hit the neighbour pages, so a
    drag that starts on one is seen by the scroll view's own pan recognizer (pagerFixed.pan): the
    content follows the finger, and when it lifts the scroll view snaps to page 3 (a multiple of
    its width) in an animation on the input clock. The tap that follows lands on page 3. Every tap
    in a scroll view reaches its page at touch-up: delaysContentTouches holds touchesBegan back
    until the finger lifts or 0.15 s pass.
    """,
    titleZh: "能看到左右邻页的分页滚动视图（Swift 版）：point(inside:with:)",
    summaryZh: """
    用 Swift 写的场景 08。两个 ScrollView，宽 310 点，居中，isPagingEnabled = true，
    contentSize 为 1550 x 150，contentOffset 的 x = 310（第 2 页；偏移量就是 bounds 原点）。
    clipsToBounds = false，所以屏幕两边露出第 1 页和第 3 页的一条边。

    上面（修复前）是 PagerView：点露出的边。它在滚动视图的 bounds 之外，滚动视图根本不会被问：
    后面的屏幕接到触摸，在那里拖动也滚不动。

    下面（修复后）是 WidePagerView：它的 point(inside:with:) 返回
    bounds.insetBy(dx: -40, dy: 0).contains(point)。露出的边现在点中邻页，所以从边上开始的拖动
    会被滚动视图自己的拖动手势（pagerFixed.pan）看到：内容跟着手指走，手指抬起后滚动视图在输入时钟上的
    动画里吸附到第 3 页（宽度的整数倍）。接下来的点按落在第 3 页上。滚动视图里的每次点按都在
    手指抬起时才到达页面：delaysContentTouches 把 touchesBegan 压住，直到手指抬起或过了 0.15 秒。
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        .say("In Swift: two paging ScrollViews narrower than the screen, showing slivers of their neighbour pages.",
             zh: "Swift 版：两个比屏幕窄的分页 ScrollView，两边露出相邻页的一部分。"),
        .tap(195, 275, say: "Before: the current page gets the tap.", zh: "修复前：当前页收到点击。"),
        .tap(20, 275, say: "The left sliver is outside the PagerView's bounds: point(inside:) says no, the screen gets it.",
             zh: "左边露出的部分在 PagerView 的 bounds 之外：point(inside:) 说不在内，屏幕收到点击。"),
        .tap(375, 275),
        .drag(from: Point(x: 375, y: 275), to: Point(x: 255, y: 275), steps: 8,
              say: "Before the fix, a drag on the sliver scrolls nothing.", zh: "修复前，在露出部分上拖动什么也滚动不了。"),
        .tap(195, 575, say: "Fixed: the WidePagerView's current page gets the tap as before.",
             zh: "修复后：WidePagerView 的当前页照常收到点击。"),
        .tap(20, 575, say: "Its point(inside:) reaches 40 points beyond its edges: the left sliver hits page 1.",
             zh: "它的 point(inside:) 向左右各扩 40 点：左边露出的部分点中第 1 页。"),
        .tap(375, 575),
        .drag(from: Point(x: 375, y: 575), to: Point(x: 255, y: 575), steps: 8,
              say: "A drag that starts on the sliver now scrolls the pager, and the page snaps into place.",
              zh: "从露出部分开始拖动，现在能滚动分页视图，松手后页面吸附到位。"),
        .wait(0.5),
        .tap(195, 575, say: "Page 3, scrolled into place, gets the tap.", zh: "滚动到位的第 3 页收到点击。"),
    ]
) { window in
    let screen = ScreenView(id: "screen", frame: Rect(0, 0, 390, 844), color: Color("#E5E5EA"))
    window.addSubview(screen)

    let pageColors = ["#FF9500", "#34C759", "#007AFF", "#AF52DE", "#FF2D55"]

    func addPages(to pager: ScrollView, prefix: String) {
        pager.clipsToBounds = false
        pager.isPagingEnabled = true
        pager.contentSize = Size(width: 1550, height: 150)
        pager.contentOffset = Point(x: 310, y: 0)
        for (i, hex) in pageColors.enumerated() {
            let page = View(id: "\(prefix)\(i + 1)", frame: Rect(5 + 310 * Double(i), 0, 300, 150), color: Color(hex))
            page.text = "page \(i + 1)"
            pager.addSubview(page)
        }
        screen.addSubview(pager)
    }

    addPages(to: PagerView(id: "pagerBefore", frame: Rect(40, 200, 310, 150), color: Color("#0000001A")), prefix: "before")
    addPages(to: WidePagerView(id: "pagerFixed", frame: Rect(40, 500, 310, 150), color: Color("#0000001A")), prefix: "fixed")
}
