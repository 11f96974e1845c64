// The lesson: edit it here (with completion), and `swift run` opens it in the TouchScope window,
// which reloads it on every save. It is an ordinary Swift scene: `touchscope open Lesson.swift`
// opens the same file.
import TouchKit

/// A small close button with UIKit's recommended 44 x 44 point hit area around it.
final class CloseButton: Button {
    override func point(inside point: Point, with event: Event?) -> Bool {
        let dx = max(0, (44 - bounds.width) / 2), dy = max(0, (44 - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
    }
}

let scene = Scene(
    "A 24-point close button with a 44-point hit area",
    summary: "The close button is drawn 24 points wide; its point(inside:with:) answers for 44 x 44 around its centre.",
    titleZh: "24 点的关闭按钮，44 点的点击区域",
    summaryZh: "关闭按钮画出来只有 24 点宽；它的 point(inside:with:) 在以中心为准的 44 x 44 范围内都说“在内”。",
    steps: [
        .tap(345, 92, say: "8 points beside the drawn button: still the button.", zh: "离画出的按钮 8 点：仍然是按钮。", picture: true),
        .wait(0.5),
        .tap(345, 120, say: "20 points below it: the card.", zh: "按钮下方 20 点：是卡片。"),
    ]
) { window in
    let card = View(id: "card", frame: Rect(20, 60, 350, 300), color: Color("#FFFFFF"))
    let close = CloseButton(id: "close", title: "×", frame: Rect(313, 12, 24, 24), color: Color("#8E8E93"))
    close.addAction(for: .touchUpInside) { _ in }
    card.addSubview(close)
    window.addSubview(card)
}
