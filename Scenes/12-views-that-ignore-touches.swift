// Scene 12 in Swift: isHidden, isUserInteractionEnabled and alpha take a view and its subviews
// out of hit-testing.
import TouchKit

/// A view that takes the touches it gets and keeps them (its touches methods do not call super).
class TouchAbsorbingView: View {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

/// An image view that handles its own touches (once its user interaction is turned on).
final class TappableImageView: ImageView {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

let scene = Scene(
    "Views that cannot receive touches, in Swift: isHidden, isUserInteractionEnabled, alpha",
    summary: """
    Scene 12 written in Swift. Hit-testing skips a view whose isHidden is true, whose
    isUserInteractionEnabled is false, or whose alpha is below 0.01, and then never looks at its
    subviews. Every tap here on a skipped view or its child lands on the screen behind.

    Top: an ImageView (UIImageView starts with isUserInteractionEnabled = false) with a child; the
    same image view after tappablePhoto.isUserInteractionEnabled = true works. Middle: a parent
    with isHidden = true; a parent with isUserInteractionEnabled = false.

    Bottom: alpha = 0, 0.009, 0.01 and 0.02. Apple says views with alpha LESS THAN 0.01 are
    ignored, so 0.01 is still hittable. Code that tests alpha <= 0.01 would ignore it too:
    TouchScope follows Apple.
    """,
    titleZh: "接收不到触摸的视图（Swift 版）：isHidden、isUserInteractionEnabled、alpha",
    summaryZh: """
    用 Swift 写的场景 12。isHidden 为 true、isUserInteractionEnabled 为 false，或 alpha 小于 0.01 的视图，
    命中测试会跳过它，而且不再看它的子视图。这里点在被跳过的视图或其子视图上，都会落到后面的屏幕。

    上面：一个带子视图的 ImageView（UIImageView 的 isUserInteractionEnabled 默认为 false）；
    执行 tappablePhoto.isUserInteractionEnabled = true 之后，同样的 image view 就能点了。
    中间：isHidden = true 的父视图；isUserInteractionEnabled = false 的父视图。

    下面：alpha = 0、0.009、0.01、0.02。苹果说 alpha 小于 0.01 的视图被忽略，所以 0.01 仍然能点中。
    写成 alpha <= 0.01 的代码会把它也忽略：TouchScope 按苹果的说法。
    """,
    windowColor: Color("#F2F2F7"),
    steps: [
        .say("In Swift: isHidden = true, isUserInteractionEnabled = false or alpha < 0.01 takes a view and all its subviews out.",
             zh: "Swift 版：isHidden = true、isUserInteractionEnabled = false 或 alpha < 0.01，视图连同子视图都收不到触摸。"),
        .tap(105, 205, say: "The child of an ImageView: its isUserInteractionEnabled starts false, so the child is never asked.",
             zh: "ImageView 的子视图：它的 isUserInteractionEnabled 默认为 false，子视图不会被询问。", picture: true),
        .tap(285, 205, say: "After isUserInteractionEnabled = true on the image view: its child gets the tap.",
             zh: "给 image view 设了 isUserInteractionEnabled = true 之后：子视图收到点击。"),
        .tap(105, 425, say: "A child of a parent with isHidden = true: the screen.",
             zh: "父视图 isHidden = true：屏幕收到。"),
        .tap(285, 425, say: "A child of a parent with isUserInteractionEnabled = false: the screen.",
             zh: "父视图 isUserInteractionEnabled = false：屏幕收到。"),
        .tap(60, 630, say: "alpha = 0 and alpha = 0.009: skipped.", zh: "alpha = 0 和 alpha = 0.009：被跳过。"),
        .tap(155, 630),
        .tap(250, 630, say: "alpha = 0.01: hit. The test is alpha < 0.01, not <= 0.01.",
             zh: "alpha = 0.01：命中。判断是 alpha < 0.01，而不是 <= 0.01。"),
        .tap(345, 630),
    ]
) { window in
    let screen = TouchAbsorbingView(id: "screen", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    window.addSubview(screen)

    // Top: an image view keeps UIImageView's default, isUserInteractionEnabled = false.
    let photo = ImageView(id: "photo", frame: Rect(20, 100, 170, 180), color: Color("#AF52DE"))
    photo.text = "imageView"   // the caption TouchScope draws in the view
    photo.addSubview(TouchAbsorbingView(id: "photoChild", frame: Rect(35, 60, 100, 90), color: Color("#FFCC00")))
    screen.addSubview(photo)

    let tappablePhoto = TappableImageView(id: "tappablePhoto", frame: Rect(200, 100, 170, 180), color: Color("#AF52DE"))
    tappablePhoto.text = "imageView, interaction on"
    tappablePhoto.isUserInteractionEnabled = true
    tappablePhoto.addSubview(TouchAbsorbingView(id: "tappableChild", frame: Rect(35, 60, 100, 90), color: Color("#FFCC00")))
    screen.addSubview(tappablePhoto)

    // Middle: a hidden parent, and a parent with user interaction off.
    let hiddenParent = View(id: "hiddenParent", frame: Rect(20, 320, 170, 180), color: Color("#007AFF"))
    hiddenParent.isHidden = true
    hiddenParent.addSubview(TouchAbsorbingView(id: "hiddenChild", frame: Rect(35, 60, 100, 90), color: Color("#FFCC00")))
    screen.addSubview(hiddenParent)

    let lockedParent = View(id: "lockedParent", frame: Rect(200, 320, 170, 180), color: Color("#8E8E93"))
    lockedParent.text = "interaction off"
    lockedParent.isUserInteractionEnabled = false
    lockedParent.addSubview(TouchAbsorbingView(id: "lockedChild", frame: Rect(35, 60, 100, 90), color: Color("#FFCC00")))
    screen.addSubview(lockedParent)

    // Bottom: four views that differ only in alpha.
    for (id, x, alpha, label) in [("alpha0", 20.0, 0.0, "0"), ("alpha0009", 115, 0.009, "0.009"),
                                  ("alpha001", 210, 0.01, "0.01"), ("alpha002", 305, 0.02, "0.02")] {
        let view = TouchAbsorbingView(id: id, frame: Rect(x, 560, 80, 140), color: Color("#FF3B30"))
        view.text = label
        view.alpha = alpha
        screen.addSubview(view)
    }
}
