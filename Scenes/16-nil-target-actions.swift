// Scene 16 in Swift: addTarget(nil, action:for:) sends the action to whoever implements it.
import TouchKit

let scene = Scene(
    "Nil-targeted actions in Swift: addTarget(nil, action:for:)",
    summary: """
    Scene 16 written in Swift. The toolbar's buttons are wired with
    addTarget(nil, action: "save", for: .touchUpInside) (and "undo", "share"): a nil target means
    "whoever implements it". There is no first responder here, so UIKit searches up the chain
    from the button.

    Save: saveButton -> toolbar, which implements save (toolbar.implement("save")), so the toolbar
    performs it. Undo: nobody on the way implements it until the application, which does
    (applicationImplements: ["undo"]). Share: nobody implements it at all: the action is dropped.

    Scene 17 makes a view the first responder and the same Save button finds someone else.
    """,
    titleZh: "目标为 nil 的 action（Swift 版）：addTarget(nil, action:for:)",
    summaryZh: """
    用 Swift 写的场景 16。工具栏的按钮用 addTarget(nil, action: "save", for: .touchUpInside)
    （以及 "undo"、"share"）连接：目标为 nil 的意思是“谁实现了就给谁”。
    这里没有第一响应者，所以 UIKit 从按钮开始沿链向上找。

    Save：saveButton → toolbar，toolbar 实现了 save（toolbar.implement("save")），由它执行。
    Undo：一路上没人实现，直到 application，它实现了（applicationImplements: ["undo"]）。
    Share：根本没人实现：action 被丢弃。

    场景 17 让一个视图成为第一响应者，同一个 Save 按钮就找到了别人。
    """,
    windowColor: Color("#F2F2F7"),
    applicationImplements: ["undo"],
    steps: [
        .say("In Swift: three buttons added with addTarget(nil, ...). No first responder, so the search starts at the button.",
             zh: "Swift 版：三个按钮都用 addTarget(nil, ...)。没有第一响应者，所以从按钮开始查找。"),
        .tap(70, 780, say: "Save: the button's superview, the toolbar, implements save and performs it.",
             zh: "保存：按钮的父视图 toolbar 实现了 save，由它执行。"),
        .tap(195, 780, say: "Undo: no view or controller implements it; the application does.",
             zh: "撤销：没有视图或控制器实现它；application 实现了。"),
        .tap(320, 780, say: "Share: nobody on the chain implements it. Dropped.",
             zh: "分享：链上没有谁实现。被丢弃。"),
    ]
) { window in
    let editorView = View(id: "editorView", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    let editorController = ViewController(id: "editorController", view: editorView)
    editorController.implement("save") { _ in }
    window.addSubview(editorView)

    let form = View(id: "form", frame: Rect(20, 120, 350, 400), color: Color("#FFFFFF"))
    form.addSubview(View(id: "textField", frame: Rect(20, 30, 310, 60), color: Color("#E5E5EA")))
    editorView.addSubview(form)

    let toolbar = View(id: "toolbar", frame: Rect(0, 740, 390, 104), color: Color("#C7C7CC"))
    toolbar.implement("save") { _ in }
    editorView.addSubview(toolbar)

    let saveButton = Button(id: "saveButton", title: "Save", frame: Rect(20, 15, 100, 50), color: Color("#007AFF"))
    saveButton.addTarget(nil, action: "save", for: .touchUpInside)
    toolbar.addSubview(saveButton)

    let undoButton = Button(id: "undoButton", title: "Undo", frame: Rect(145, 15, 100, 50), color: Color("#FF9500"))
    undoButton.addTarget(nil, action: "undo", for: .touchUpInside)
    toolbar.addSubview(undoButton)

    let shareButton = Button(id: "shareButton", title: "Share", frame: Rect(270, 15, 100, 50), color: Color("#8E8E93"))
    shareButton.addTarget(nil, action: "share", for: .touchUpInside)
    toolbar.addSubview(shareButton)
}
