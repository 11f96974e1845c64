// Scene 13 in Swift: view controllers in the responder chain.
import TouchKit

/// The card's controller handles the touches its view passes up (it does not call super).
final class CardController: ViewController {
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}

let scene = Scene(
    "View controllers in the responder chain, in Swift",
    summary: """
    Scene 13 written in Swift. A controller's root view passes touches to its controller, not
    straight to its superview. Tap the header: header -> homeView -> homeController (the window's
    root controller) -> window -> application -> appDelegate, then dropped (nobody handles it).

    Tap the purple stats bar: the root view of a child controller. statsController's next
    responder is its view's superview, homeView. The orange card's controller is a
    CardController whose touches methods do not call super, so a tap there stops at
    cardController.

    Tap the sheet: it is the root view of a PRESENTED controller. sheetController's next
    responder is the controller that presented it (homeController), not the window.
    """,
    titleZh: "响应者链中的视图控制器（Swift 版）",
    summaryZh: """
    用 Swift 写的场景 13。控制器的根视图把触摸交给它的控制器，而不是直接交给父视图。
    点 header：header → homeView → homeController（窗口的根控制器）→ window → application → appDelegate，
    然后被丢弃（没人处理）。

    点紫色的统计条：它是子控制器的根视图。statsController 的下一个响应者是它的视图的父视图 homeView。
    橙色卡片的控制器是 CardController，它的触摸方法不调用 super，所以点在那里停在 cardController。

    点底部面板：它是被 present 的控制器的根视图。sheetController 的下一个响应者是
    present 它的控制器（homeController），而不是窗口。
    """,
    windowColor: Color("#F2F2F7"),
    appDelegateImplements: [],
    steps: [
        .say("A view controller sits in the chain right after its view.", zh: "视图控制器在响应者链中紧跟在它的视图之后。"),
        .tap(195, 95, say: "The header: up to homeController, the window, the application and its delegate. Dropped.",
             zh: "头部：一路到 homeController、窗口、application 和它的代理。最后被丢弃。"),
        .tap(120, 215, say: "The card: CardController's touches methods handle it without super, the chain stops there.",
             zh: "卡片：CardController 的触摸方法处理它且不调用 super，链在这里停下。"),
        .tap(195, 420, say: "A child controller's view: after its controller comes the view's superview.",
             zh: "子控制器的视图：控制器之后是这个视图的父视图。"),
        .tap(195, 575, say: "A presented sheet: its controller passes on to the presenting controller.",
             zh: "弹出的页面：它的控制器之后是弹出它的控制器。"),
    ]
) { window in
    let homeView = View(id: "homeView", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    let homeController = ViewController(id: "homeController", view: homeView)
    window.addSubview(homeView)

    homeView.addSubview(View(id: "header", frame: Rect(0, 50, 390, 90), color: Color("#007AFF")))

    let cardView = View(id: "cardView", frame: Rect(20, 170, 350, 200), color: Color("#FF9500"))
    _ = CardController(id: "cardController", view: cardView)
    cardView.addSubview(View(id: "cardTitle", frame: Rect(20, 20, 200, 50), color: Color("#FFFFFF")))
    homeView.addSubview(cardView)

    let statsView = View(id: "statsView", frame: Rect(20, 385, 350, 75), color: Color("#AF52DE"))
    _ = ViewController(id: "statsController", view: statsView)
    homeView.addSubview(statsView)

    // The sheet: homeController presented sheetController. (TouchKit has no
    // present(_:animated:); the presenting controller is set directly.)
    let sheetView = View(id: "sheetView", frame: Rect(0, 480, 390, 364), color: Color("#34C759"))
    let sheetController = ViewController(id: "sheetController", view: sheetView)
    sheetController.presentingViewController = homeController
    window.addSubview(sheetView)
    sheetView.addSubview(View(id: "sheetHandle", frame: Rect(155, 10, 80, 12), color: Color("#1C1C1E")))
    sheetView.addSubview(View(id: "sheetRow", frame: Rect(20, 60, 350, 70), color: Color("#FFFFFF")))

    // The YAML scene has `delegate: {implements: []}`: an app delegate responder after the
    // application. A Swift scene has no way to give its application a delegate (see BUGS.md).
}
