import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// Issue 13, item 7: every `set` property, `add` (a move to another parent) and the first
/// responder steps, run while a touch is active. Apple, `UITouch.view`: "The view to which
/// touches are being delivered" — the object a touch keeps for its whole life; Apple documents
/// only removal from the window as an interruption (`touchesCancelled(_:with:)`), so for every
/// other change the touch keeps going to its view (docs/faithfulness.md, "A hierarchy that changes").
@Suite("Script changes while a touch is active")
struct ScriptChangeTests {
    private static let yaml = """
    title: T
    window:
      subviews:
        - {id: holder, frame: [0, 400, 390, 300], touches: handle}
        - id: box
          frame: [0, 0, 200, 200]
          touches: handle
          gestures: [{id: boxPan, type: pan}]
        - {id: field, kind: textField, frame: [0, 780, 200, 40]}
    """

    /// Runs a down on `box`, then `change`, then a move and an up; returns the trace's lines.
    private func run(_ change: String) throws -> [String] {
        let doc = try scene(Self.yaml + "\nscript:\n  - down: [100, 100]\n  - \(change)\n  - move: [105, 105]\n  - up\n  - tap: [100, 100]\n")
        let built = SceneBuilder.build(doc)
        let recorder = TraceRecorder()
        var runner = ScriptRunner(scene: built, recorder: recorder)
        runner.run(doc.script)
        return recorder.records.map { TraceText.line($0.event) }
    }

    @Test("each set property, and a move to another parent, is traced, and the touch keeps its view to the end", arguments: [
        ("set: {view: box, hidden: true}", "change box: hidden = true"),
        ("set: {view: box, alpha: 0}", "change box: alpha = 0"),
        ("set: {view: box, interaction: false}", "change box: interaction = false"),
        ("set: {view: box, frame: [250, 0, 100, 100]}", "change box: frame = [250, 0, 100, 100]"),
        ("set: {view: box, boundsOrigin: [50, 50]}", "change box: boundsOrigin = [50, 50]"),
        ("set: {view: box, transform: {scale: 0.25}}", "change box: transform changed"),
        ("set: {view: window, clips: true}", "change window: clips = true"),
        ("set: {view: holder, enabled: true}", "change holder: enabled = true (not a control: no effect)"),
        ("set: {view: box, gesturesEnabled: false}", "change box: gesture recognizers enabled = false"),
        ("add: {view: box, to: holder}", "change box: added to holder"),
    ])
    func touchKeepsItsView(_ change: String, _ line: String) throws {
        let lines = try run(change)
        #expect(lines.contains(line), "\(change)")
        // Touch 1 went down on box before the change: its move and end still go to box.
        #expect(lines.contains("touchesMoved [1] -> box: handled"), "\(change)")
        #expect(lines.contains("touchesEnded [1] -> box: handled"), "\(change)")
        #expect(!lines.contains { $0.hasPrefix("touchesCancelled [1]") }, "\(change)")
    }

    @Test("the next touch is hit-tested against the changed hierarchy")
    func nextTouchSeesTheChange() throws {
        #expect(try run("set: {view: box, hidden: true}").contains("hit view for touch 2: window (window window)"))
        #expect(try run("set: {view: box, frame: [250, 0, 100, 100]}").contains("hit view for touch 2: window (window window)"))
        // Moved into holder (at y 400), box's frame is now in holder's space: (100, 100) is outside.
        #expect(try run("add: {view: box, to: holder}").contains("hit view for touch 2: window (window window)"))
        #expect(try run("set: {view: box, alpha: 0.5}").contains("hit view for touch 2: box (window window)"))
    }

    @Test("a recognizer disabled mid-touch fails or is cancelled (Apple, isEnabled), traced")
    func disabledRecognizerMidTouch() throws {
        let lines = try run("set: {view: box, gesturesEnabled: false}")
        #expect(lines.contains { $0.hasPrefix("gesture boxPan on box: possible -> failed") })
        #expect(lines.contains("touchesEnded [1] -> box: handled"), "the view still gets the touch's end")
    }

    @Test("becomeFirstResponder and resignFirstResponder are traced; a responder that cannot become first responder is refused, in the trace")
    func firstResponderSteps() throws {
        let doc = try scene(Self.yaml + """

        script:
          - becomeFirstResponder: holder
          - becomeFirstResponder: field
          - resignFirstResponder: true
        """)
        let built = SceneBuilder.build(doc)
        let recorder = TraceRecorder()
        var runner = ScriptRunner(scene: built, recorder: recorder)
        runner.run(doc.script)
        let lines = recorder.records.map { TraceText.line($0.event) }
        // A script's becomeFirstResponder on a text field brings the keyboard up, as a tap does
        // (issue 37: it used to make the field first responder with no keyboard).
        #expect(lines == ["change holder: becomeFirstResponder refused: canBecomeFirstResponder is false",
                          "delegate field: textFieldShouldBeginEditing(_:) -> true",
                          "first responder: field",
                          "delegate field: textFieldDidBeginEditing(_:)",
                          "control field: editingDidBegin",
                          "undecided keyboardAtFinalFrame: the keyboard for field is at its final frame at once (its slide is not modelled)",
                          "notification keyboardWillShowNotification (field) frame [0, 553, 390, 291]",
                          "notification keyboardDidShowNotification (field) frame [0, 553, 390, 291]",
                          "delegate field: textFieldShouldEndEditing(_:) -> true",
                          "first responder: none",
                          "delegate field: textFieldDidEndEditing(_:)",
                          "control field: editingDidEnd",
                          "notification keyboardWillHideNotification (field) frame [0, 844, 390, 291]",
                          "notification keyboardDidHideNotification (field) frame [0, 844, 390, 291]"])
        #expect(built.application.firstResponder == nil)
    }

    @Test("an add that would make the responder chain loop (a presenting controller's view moved into the presented one) is refused and undone, in the trace")
    func addThatLoopsIsRefused() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - id: homeView
              frame: [0, 0, 390, 400]
              controller: {id: homeController}
            - id: sheetView
              frame: [0, 400, 390, 400]
              controller: {id: sheetController, presentedBy: homeController}
              subviews:
                - {id: sheetHandle, frame: [0, 0, 390, 40]}
        script:
          - add: {view: homeView, to: sheetHandle}
          - tap: [100, 420]
        """)
        let built = SceneBuilder.build(doc)
        let recorder = TraceRecorder()
        var runner = ScriptRunner(scene: built, recorder: recorder)
        runner.run(doc.script)
        let lines = recorder.records.map { TraceText.line($0.event) }
        #expect(lines.first == "change homeView: add to sheetHandle refused: the responder chain would loop")
        #expect(built.views["homeView"]?.superview === built.views["window"])
        #expect(built.views["window"]?.subviews.first === built.views["homeView"], "back in its place, behind sheetView")
        #expect(lines.contains("touchesEnded [1] dropped: end of the responder chain"))
    }
}

/// `picture: true` marks the script step whose touch shows the lesson: `render` runs the script
/// up to it when given no input of its own; `trace` and the window run all of it.
@Suite struct PictureStepTests {
    @Test("scene 02's picture is its first tap, the top half of the + button, which the list gets")
    func pictureStepEndsTheRunForRender() throws {
        let document = try SceneFile.load(repositoryRoot.appendingPathComponent("Scenes/02-tabbar-button-broken.yaml").path)
        let steps = document.script.throughPicture
        #expect(steps.last?.isPicture == true)
        #expect(steps.last?.action == .tap(Point(x: 195, y: 745)))
        #expect(steps.count < document.script.count, "render stops at the lesson; the rest of the script is not run")
        #expect(document.script.filter(\.isPicture).count == 1)
    }

    @Test("a script without a picture step is run whole")
    func noPictureStepRunsAll() throws {
        let document = try SceneFile.load(repositoryRoot.appendingPathComponent("Scenes/01-responder-chain.yaml").path)
        #expect(document.script.allSatisfy { !$0.isPicture })
        #expect(document.script.throughPicture == document.script)
    }
}
