// Scene 10 in Swift: the "return self" pitfall, a hitTest that never says no.
import TouchKit

/// A view that takes the touches it gets and keeps them (its touches methods do not call super).
class TouchAbsorbingView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// The pitfall: a bare `return self`. No check of the point, of isHidden, of
/// isUserInteractionEnabled or of alpha, and no subview is ever asked.
final class Sticker: TouchAbsorbingView {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        return self
    }
}

let scene = Scene(
    "The 'return self' pitfall in Swift: a hitTest that never says no",
    summary: """
    Scene 10 written in Swift. The red Sticker overrides hitTest(_:with:) with a bare
    `return self`: no check of the point, of isHidden, of isUserInteractionEnabled or of alpha.
    Its superview asks its subviews front-most first, and the sticker is the front-most one in
    the top panel.

    Tap the green note behind it, or the panel's bare area far from the sticker: the sticker
    answers "me" every time. Outside the panel it is never asked (the panel's own
    point(inside:with:) says no first).

    Bottom panel: the same Sticker class, with isHidden = true. It is invisible and still steals
    every touch in its panel. The top sticker's own child never gets one either.
    """,
    titleZh: "return self 的陷阱（Swift 版）：从不说不的 hitTest",
    summaryZh: """
    用 Swift 写的场景 10。红色的 Sticker 用一句 return self 重写 hitTest(_:with:)：
    不检查点，也不检查 isHidden、isUserInteractionEnabled 和 alpha。
    父视图从最前面的子视图问起，而贴纸正是上面面板里最前面的那个。

    点贴纸后面的绿色便签，或离贴纸很远的面板空白处：每次都是贴纸说“我”。
    在面板外它不会被问（面板自己的 point(inside:with:) 先说了不）。

    下面的面板：同一个 Sticker 类，isHidden = true。看不见，却依然抢走面板里的每一次触摸；
    上面贴纸自己的子视图也收不到。
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        .say("A Sticker whose hitTest is `return self`, even for points far away.",
             zh: "一个 hitTest 写成 return self 的贴纸，哪怕点在很远的地方。"),
        .tap(300, 330, say: "On the sticker: the sticker; its dot is never asked.", zh: "点在贴纸上：贴纸，它的小圆点不会被询问。"),
        .tap(120, 180, say: "On the note, far away: still the sticker!", zh: "点在远处的便签上：还是贴纸！", picture: true),
        .tap(100, 350),
        .tap(195, 430, say: "Between the panels: the screen. The panel said no before asking the sticker.",
             zh: "两个面板之间：屏幕。面板先说了“不在内”，贴纸没被问到。"),
        .tap(120, 540, say: "The hidden sticker below: its hitTest never looks at isHidden, so it still answers.",
             zh: "下面隐藏的贴纸：它的 hitTest 从不看 isHidden，所以照样回答“我”。"),
        .tap(300, 690),
    ]
) { window in
    let screen = TouchAbsorbingView(id: "screen", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    window.addSubview(screen)

    let topPanel = TouchAbsorbingView(id: "topPanel", frame: Rect(20, 100, 350, 300), color: Color("#D1D1D6"))
    screen.addSubview(topPanel)
    topPanel.addSubview(TouchAbsorbingView(id: "note", frame: Rect(20, 20, 200, 120), color: Color("#34C759")))
    let sticker = Sticker(id: "sticker", frame: Rect(230, 180, 100, 100), color: Color("#FF3B30"))
    sticker.addSubview(TouchAbsorbingView(id: "stickerDot", frame: Rect(30, 30, 40, 40), color: Color("#FFCC00")))
    topPanel.addSubview(sticker)

    let bottomPanel = TouchAbsorbingView(id: "bottomPanel", frame: Rect(20, 460, 350, 300), color: Color("#D1D1D6"))
    screen.addSubview(bottomPanel)
    bottomPanel.addSubview(TouchAbsorbingView(id: "note2", frame: Rect(20, 20, 200, 120), color: Color("#34C759")))
    let ghost = Sticker(id: "ghostSticker", frame: Rect(230, 180, 100, 100), color: Color("#FF3B30"))
    ghost.isHidden = true
    bottomPanel.addSubview(ghost)
}
