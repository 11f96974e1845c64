// Scene 17 in Swift: with a first responder, addTarget(nil, action:for:) searches from it.
import TouchKit

/// A field being edited: it can become first responder (the scene makes it one).
final class EditableFieldView: View {
    override var canBecomeFirstResponder: Bool { true }
}

let scene = Scene(
    "Nil-targeted actions with a first responder, in Swift",
    summary: """
    Scene 17 written in Swift: the toolbar of scene 16, the same addTarget(nil, action:for:)
    buttons, but the text field is now an EditableFieldView whose canBecomeFirstResponder returns
    true, and the scene calls textField.becomeFirstResponder() (as if it were being edited).

    A nil-targeted action is searched from the FIRST RESPONDER, not from the button:
    textField -> form -> editorView -> editorController. Tap Save: editorController, which
    implements save, performs it. The toolbar implements save too, but it is not on the text
    field's chain, so it is never asked.

    Undo still reaches the application (applicationImplements: ["undo"]); Share is still dropped.
    """,
    titleZh: "有第一响应者时目标为 nil 的 action（Swift 版）",
    summaryZh: """
    用 Swift 写的场景 17：场景 16 的工具栏，同样用 addTarget(nil, action:for:) 连接的按钮，
    但文本框现在是 EditableFieldView，它的 canBecomeFirstResponder 返回 true，
    场景里调用了 textField.becomeFirstResponder()（好像正在编辑）。

    目标为 nil 的 action 从第一响应者开始找，而不是从按钮：
    textField → form → editorView → editorController。点 Save：实现了 save 的 editorController 执行它。
    工具栏也实现了 save，但它不在文本框的链上，从不被问。

    Undo 仍然到达 application（applicationImplements: ["undo"]）；Share 仍然被丢弃。
    """,
    windowColor: Color("#F2F2F7"),
    applicationImplements: ["undo"],
    steps: [
        .say("In Swift: the same addTarget(nil, ...) buttons, but textField.becomeFirstResponder() was called.",
             zh: "Swift 版：同样的 addTarget(nil, ...) 按钮，但调用了 textField.becomeFirstResponder()。"),
        .tap(70, 780, say: "Save: the search starts at the first responder and finds editorController, not the toolbar.",
             zh: "保存：从第一响应者开始查找，找到 editorController，而不是工具栏。"),
        .tap(195, 780, say: "Undo: up the text field's chain to the application.",
             zh: "撤销：沿文本框的链一直到 application。"),
        .tap(320, 780, say: "Share: still nobody implements it.", zh: "分享：仍然没有谁实现。"),
    ]
) { window in
    let editorView = View(id: "editorView", frame: Rect(0, 0, 390, 844), color: Color("#F2F2F7"))
    let editorController = ViewController(id: "editorController", view: editorView)
    editorController.implement("save") { _ in }
    window.addSubview(editorView)

    let form = View(id: "form", frame: Rect(20, 120, 350, 400), color: Color("#FFFFFF"))
    let textField = EditableFieldView(id: "textField", frame: Rect(20, 30, 310, 60), color: Color("#E5E5EA"))
    form.addSubview(textField)
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

    textField.becomeFirstResponder()
}
