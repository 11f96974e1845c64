import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// Issue 37: the keyboard in its own window, text fields as controls with their delegate's
/// decisions, the typed delegate and notification records, the new data keys, and the trace's
/// notes on undecided behaviour. Each scene is small and written here, so that what it pins is
/// visible next to the expectation.
@Suite("Keyboard window, text fields, delegate records and their keys")
struct KeyboardAndRecordsTests {
    /// A form: two fields, a button under where the keyboard comes up, a dismiss tap on the
    /// background. `extra` is added to the name field's keys; `script` replaces the script.
    static func form(_ extra: String = "", email: String = "", script: String) -> String {
        """
        title: T
        window:
          subviews:
            - id: form
              frame: [0, 0, 390, 844]
              implements: [endEditing]
              controller: {id: formController, implements: [send, done, changed]}
              gestures:
                - {id: tapToDismiss, type: tap, action: endEditing, target: form}
              subviews:
                - {id: nameField, kind: textField, frame: [20, 120, 350, 44], text: "Jo"\(extra)}
                - {id: emailField, kind: textField, frame: [20, 180, 350, 44], text: ""\(email)}
                - {id: sendButton, kind: button, frame: [20, 700, 350, 50], actions: [{on: touchUpInside, action: send, target: formController}]}
        script:
        \(script)
        """
    }

    static func lines(_ yaml: String) throws -> [String] {
        let doc = try scene(yaml)
        return SceneTrace.run(doc).map { TraceText.line($0.event) }
    }

    static func records(_ yaml: String) throws -> [TraceRecord] { SceneTrace.run(try scene(yaml)) }

    /// The callbacks of a trace, as `name view` strings.
    static func callbacks(_ records: [TraceRecord]) -> [String] {
        records.compactMap { if case let .callback(c) = $0.event { return "\(c.name) \(c.view)" } else { return nil } }
    }

    // MARK: The keyboard's window

    @Test("a tap on a key is the keyboard's: hit-tested in keyboardWindow first, no app recognizer or responder sees it, and it types")
    func keyTapsNeverReachTheApp() throws {
        let lines = try Self.lines(Self.form(script: """
          - tap: [195, 142]
          - tap: [99, 623]
        """))
        let second = lines.drop { !$0.hasPrefix("input down at (99, 623)") }
        #expect(second.contains("hit view for touch 2: keyboard (window keyboardWindow)"))
        #expect(second.first { $0.contains("(99, 70)") }?.hasPrefix("  keyboardWindow") == true, "the keyboard's window is visited first")
        #expect(!second.contains { $0.contains("tapToDismiss") }, "the app's dismiss tap never sees a key")
        #expect(!second.contains { $0.contains("-> form") || $0.contains("-> window") })
        #expect(second.contains("change nameField: typed \"e\": text = \"Joe\""))
        #expect(second.contains("control nameField: editingChanged"))
    }

    @Test("the keyboard window is above every app window, covers only the keyboard, and is not a view of the app's window")
    func keyboardWindowShape() throws {
        let built = SceneBuilder.build(try scene(Self.form(script: "  - tap: [195, 142]")))
        var runner = ScriptRunner(scene: built, recorder: nil)
        runner.run(built.document.script)
        let app = built.application
        let kw = try #require(app.keyboardWindow)
        #expect(app.isKeyboardShown)
        #expect(kw.level == KeyboardWindow.keyboardLevel && app.windowsFrontToBack.first === kw)
        #expect(kw.frame == Rect(x: 0, y: 844 - Keyboard.height, width: 390, height: Keyboard.height))
        #expect(built.declaredWindows[0].subtree.allSatisfy { !($0 is Keyboard) })
        // Above the keyboard, a tap reaches the app's window.
        #expect(app.hitTest(screenPoint: Point(x: 195, y: 400)).window === built.declaredWindows[0])
    }

    @Test("a script's becomeFirstResponder, the scene's initial first responder, and a Swift-style call all bring the keyboard up")
    func everyWayToFocusShowsTheKeyboard() throws {
        // A script step.
        let byScript = try Self.records(Self.form(script: "  - becomeFirstResponder: emailField"))
        #expect(Self.callbacks(byScript).contains("keyboardDidShowNotification emailField"))
        // The scene's first responder: the keyboard is up before any touch, and a tap where
        // the button is lands on it.
        let initial = Self.form(", firstResponder: true", script: "  - tap: [195, 725]")
        let built = SceneBuilder.build(try scene(initial))
        #expect(built.application.isKeyboardShown)
        let lines = try Self.lines(initial)
        #expect(lines.contains("hit view for touch 1: keyboard (window keyboardWindow)"))
        #expect(!lines.contains { $0.hasPrefix("action send") || $0.contains("-> sendButton") }, "the button under the keyboard gets nothing")
        // Code: Responder.becomeFirstResponder().
        let other = SceneBuilder.build(try scene(Self.form(script: "  - wait: 0.1")))
        #expect(other.views["emailField"]!.becomeFirstResponder())
        #expect(other.application.isKeyboardShown)
    }

    @Test("focus moving between fields keeps the keyboard up: will/did show for the new owner, no hide, the same window throughout")
    func focusMoveKeepsTheKeyboard() throws {
        let records = try Self.records(Self.form(script: """
          - tap: [195, 142]
          - tap: [195, 202]
        """))
        let calls = Self.callbacks(records)
        #expect(calls.filter { $0.hasPrefix("keyboard") } == [
            "keyboardWillShowNotification nameField", "keyboardDidShowNotification nameField",
            "keyboardWillShowNotification emailField", "keyboardDidShowNotification emailField",
        ])
        #expect(calls.contains("textFieldShouldEndEditing(_:) nameField"))
        #expect(calls.firstIndex(of: "textFieldDidEndEditing(_:) nameField")! < calls.firstIndex(of: "textFieldDidBeginEditing(_:) emailField")!)
        #expect(records.contains { if case .undecided(.keyboardOwnerChange, "emailField", nil) = $0.event { return true }; return false })
    }

    @Test("the focused field leaving its window resigns it and the keyboard goes; a hidden focused field keeps both, noted as undecided")
    func removedAndHiddenFields() throws {
        let removed = SceneBuilder.build(try scene(Self.form(script: """
          - tap: [195, 142]
          - remove: nameField
        """)))
        let recorder = TraceRecorder()
        var runner = ScriptRunner(scene: removed, recorder: recorder)
        runner.run(removed.document.script)
        #expect(removed.application.firstResponder == nil && !removed.application.isKeyboardShown)
        #expect(!Self.callbacks(recorder.records).contains("textFieldShouldEndEditing(_:) nameField"), "not asked: forced")
        #expect(Self.callbacks(recorder.records).contains("keyboardDidHideNotification nameField"))

        let hidden = SceneBuilder.build(try scene(Self.form(script: """
          - tap: [195, 142]
          - set: {view: nameField, hidden: true}
        """)))
        let r2 = TraceRecorder()
        var runner2 = ScriptRunner(scene: hidden, recorder: r2)
        runner2.run(hidden.document.script)
        #expect(hidden.application.firstResponder === hidden.views["nameField"] && hidden.application.isKeyboardShown)
        #expect(r2.records.contains { if case .undecided(.hiddenFirstResponder, "nameField", nil) = $0.event { return true }; return false })
    }

    @Test("the hide notifications' end frame is just below the screen; a field in a small second window gets a screen-wide keyboard")
    func keyboardFrames() throws {
        let records = try Self.records(Self.form(script: "  - tap: [195, 142]\n  - tap: [195, 400]"))
        let frames = records.compactMap { r -> (TraceCallback.Kind, Rect)? in
            if case let .callback(c) = r.event, let f = c.frame { return (c.kind, f) } else { return nil }
        }
        #expect(frames.first { $0.0 == .keyboardWillShow }?.1 == Rect(x: 0, y: 553, width: 390, height: 291))
        #expect(frames.first { $0.0 == .keyboardWillHide }?.1 == Rect(x: 0, y: 844, width: 390, height: 291))
        let twoWindows = """
        title: T
        windows:
          - id: main
            frame: [0, 0, 390, 844]
          - id: popup
            level: 1
            frame: [40, 100, 300, 200]
            subviews:
              - {id: popupField, kind: textField, frame: [10, 10, 280, 44]}
        script:
          - tap: [190, 132]
        """
        let built = SceneBuilder.build(try scene(twoWindows))
        var runner = ScriptRunner(scene: built, recorder: nil)
        runner.run(built.document.script)
        #expect(built.application.keyboardWindow?.frame == Rect(x: 0, y: 553, width: 390, height: 291))
    }

    @Test("a focused field moved to another superview in its window stays first responder; endEditing resigns only a responder inside its view")
    func reparentingAndEndEditingScope() throws {
        let moved = SceneBuilder.build(try scene(Self.form(script: """
          - tap: [195, 142]
          - add: {view: nameField, to: form}
        """)))
        var runner = ScriptRunner(scene: moved, recorder: nil)
        runner.run(moved.document.script)
        #expect(moved.application.firstResponder === moved.views["nameField"] && moved.application.isKeyboardShown)
        // The dismiss tap on `panel` does not resign a field outside it.
        let scoped = """
        title: T
        window:
          subviews:
            - id: panel
              frame: [0, 300, 390, 200]
              implements: [endEditing]
              gestures: [{id: panelDismiss, type: tap, action: endEditing, target: panel}]
            - {id: field, kind: textField, frame: [20, 100, 350, 44]}
        script:
          - tap: [195, 120]
          - tap: [195, 400]
        """
        let lines = try Self.lines(scoped)
        #expect(lines.contains { $0.hasPrefix("gesture panelDismiss on panel: possible -> ended") })
        #expect(lines.last { $0.hasPrefix("first responder:") } == "first responder: field", "the field is not in panel's hierarchy")
    }

    // MARK: Text fields as controls

    @Test("a disabled text field: allowed in a scene, its tap does nothing, it cannot become first responder, its touches go up the chain")
    func disabledTextField() throws {
        let yaml = Self.form(", enabled: false", script: "  - tap: [195, 142]\n  - becomeFirstResponder: nameField")
        let lines = try Self.lines(yaml)
        #expect(!lines.contains { $0.hasPrefix("first responder: nameField") })
        #expect(lines.contains("touchesBegan [1] -> nameField: forwarded"))
        #expect(lines.contains { $0.hasPrefix("gesture tapToDismiss on form: possible -> ended") }, "the dismiss tap gets it")
        #expect(!lines.contains { $0.contains("nameField.tap gets") }, "its own tap recognizer is disabled with it")
        #expect(lines.contains("change nameField: becomeFirstResponder refused: canBecomeFirstResponder is false"))
    }

    @Test("a tap on a field sends touchDown then touchCancel (its tap recognizer takes the touch), editingDidBegin; never touchUpInside")
    func textFieldControlEvents() throws {
        let lines = try Self.lines(Self.form(script: "  - tap: [195, 142]"))
        let events = lines.filter { $0.hasPrefix("control nameField:") }
        #expect(events == ["control nameField: highlighted = true", "control nameField: touchDown", "control nameField: editingDidBegin",
                           "control nameField: highlighted = false", "control nameField: touchCancel"])
    }

    @Test("textFieldShouldBeginEditing false refuses focus; textFieldShouldEndEditing false keeps it against a tap elsewhere and resignFirstResponder, not against endEditing(true)")
    func delegateDecisions() throws {
        let refuses = try Self.lines(Self.form(", shouldBeginEditing: false", script: "  - tap: [195, 142]"))
        #expect(refuses.contains("delegate nameField: textFieldShouldBeginEditing(_:) -> false"))
        #expect(!refuses.contains { $0.hasPrefix("first responder: nameField") })
        #expect(!refuses.contains { $0.hasPrefix("notification") })

        let keeps = try Self.lines(Self.form(", shouldEndEditing: false", script: """
          - tap: [195, 142]
          - tap: [195, 202]
          - resignFirstResponder: true
          - tap: [195, 400]
        """))
        #expect(!keeps.contains("first responder: emailField"), "the other field's tap cannot take focus")
        #expect(keeps.filter { $0 == "delegate nameField: textFieldShouldEndEditing(_:) -> false" }.count == 2)
        // The background's endEditing(true) forces it.
        #expect(keeps.last { $0.hasPrefix("first responder:") } == "first responder: none")
    }

    @Test("the return key: textFieldShouldReturn; true sends editingDidEndOnExit and, with an action for it, the field resigns; false does nothing")
    func returnKey() throws {
        let returnKey = "  - tap: [195, 142]\n  - tap: [350, 770]"
        let withAction = try Self.lines(Self.form(", actions: [{on: editingDidEndOnExit, action: done, target: formController}]", script: returnKey))
        #expect(withAction.contains("delegate nameField: textFieldShouldReturn(_:) -> true"))
        #expect(withAction.contains("control nameField: editingDidEndOnExit"))
        #expect(withAction.contains("action done from nameField -> formController"))
        #expect(withAction.last { $0.hasPrefix("first responder:") } == "first responder: none")

        let refused = try Self.lines(Self.form(", shouldReturn: false, actions: [{on: editingDidEndOnExit, action: done, target: formController}]", script: returnKey))
        #expect(refused.contains("delegate nameField: textFieldShouldReturn(_:) -> false"))
        #expect(!refused.contains("control nameField: editingDidEndOnExit"))
        #expect(refused.last { $0.hasPrefix("first responder:") } == "first responder: nameField")

        let noAction = try Self.lines(Self.form(script: returnKey))
        #expect(noAction.contains("control nameField: editingDidEndOnExit"))
        #expect(noAction.last { $0.hasPrefix("first responder:") } == "first responder: nameField", "no action: the keyboard stays")
    }

    @Test("the delete key removes a character and sends editingChanged; editingChanged actions reach their target")
    func deleteKey() throws {
        let lines = try Self.lines(Self.form(", actions: [{on: editingChanged, action: changed, target: formController}]",
                                             script: "  - tap: [195, 142]\n  - tap: [370, 720]"))
        #expect(lines.contains("change nameField: typed \"⌫\": text = \"J\""))
        #expect(lines.contains("action changed from nameField -> formController"))
    }

    @Test("the text field keys are refused on other kinds, and must be booleans")
    func textFieldKeyErrors() {
        #expect(errors("title: T\nwindow:\n  subviews:\n    - {id: b, kind: button, frame: [0, 0, 10, 10], shouldReturn: false}\n")
            .contains { $0.contains("'shouldReturn' is for textField views") })
        #expect(errors("title: T\nwindow:\n  subviews:\n    - {id: f, kind: textField, frame: [0, 0, 10, 10], shouldBeginEditing: maybe}\n")
            .contains { $0.contains("test.yaml:4:") && $0.contains("shouldBeginEditing") })
    }

    // MARK: Scroll view and table records and keys

    static let list = """
    title: T
    window:
      subviews:
        - id: table
          kind: tableView
          frame: [0, 0, 390, 400]
          controller: {id: tableController, implements: [pressed]}
          KEYS
          rows:
            - {id: r0, height: 100}
            - id: r1
              height: 100
              subviews:
                - {id: rowButton, kind: button, frame: [10, 10, 100, 80], actions: [{on: touchUpInside, action: pressed, target: tableController}]}
            - {id: r2, height: 100}
            - {id: r3, height: 100}
            - {id: r4, height: 400}
            - {id: r5, height: 400}
            - {id: r6, height: 400}
        - {id: field, kind: textField, frame: [0, 420, 390, 44], firstResponder: true}
    script:
    SCRIPT
    """

    static func list(_ keys: String, _ script: String) -> String {
        list.replacingOccurrences(of: "KEYS", with: keys).replacingOccurrences(of: "SCRIPT", with: script)
    }

    @Test("a flick: willBeginDragging, willEndDragging with the velocity and the resting offset, didEndDragging(willDecelerate), willBeginDecelerating, didEndDecelerating at that offset")
    func scrollCallbacks() throws {
        let records = try Self.records(Self.list("bounces: true", "  - drag: {from: [300, 350], to: [300, 150], steps: 5}\n  - wait: 5"))
        let calls = records.compactMap { r -> TraceCallback? in if case let .callback(c) = r.event, c.view == "table" { return c } else { return nil } }
        #expect(calls.map(\.kind) == [.scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging,
                                      .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating])
        let target = try #require(calls[1].offset)
        #expect(calls[1].velocity.map { $0.y > 0 } == true)
        #expect(calls[2].willDecelerate == true)
        #expect(calls[4].offset == target, "it comes to rest where willEndDragging said")
        // A slow drag that lifts without a flick: no deceleration.
        let slow = try Self.records(Self.list("", "  - down: [300, 350]\n  - move: [300, 300]\n  - move: [300, 250]\n  - wait: 0.5\n  - up"))
        let slowCalls = slow.compactMap { r -> TraceCallback? in if case let .callback(c) = r.event, c.view == "table" { return c } else { return nil } }
        #expect(slowCalls.map(\.kind) == [.scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging])
        #expect(slowCalls.last?.willDecelerate == false)
    }

    @Test("paging: lifted exactly on a page, willDecelerate is false and nothing decelerates; a finger that stops a deceleration ends it with didEndDecelerating, noted as undecided")
    func pagingAndStoppedDeceleration() throws {
        let pager = """
        title: T
        window:
          subviews:
            - {id: pages, kind: scrollView, frame: [0, 0, 390, 400], contentSize: [1170, 400], paging: true}
        script:
          SCRIPT
        """
        let exact = try Self.records(pager.replacingOccurrences(of: "SCRIPT", with: "- down: [300, 200]\n  - move: [200, 200]\n  - move: [300, 200]\n  - wait: 0.3\n  - up: [300, 200]\n  - wait: 1"))
        let kinds = exact.compactMap { r -> TraceCallback? in if case let .callback(c) = r.event { return c } else { return nil } }
        #expect(kinds.map(\.kind) == [.scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging])
        #expect(kinds.last?.willDecelerate == false)
        let caught = try Self.records(pager.replacingOccurrences(of: "SCRIPT", with: "- drag: {from: [300, 200], to: [100, 200], steps: 4}\n  - down: [200, 200]\n  - up: [200, 200]"))
        let calls = caught.compactMap { r -> TraceCallback? in if case let .callback(c) = r.event { return c } else { return nil } }
        #expect(calls.map(\.kind).contains(.scrollViewDidEndDecelerating))
        #expect(caught.contains { if case .undecided(.decelerationStoppedByTouch, "pages", nil) = $0.event { return true }; return false })
    }

    @Test("didHighlight, didUnhighlight, willSelect (redirected by the willSelect key, or nil) and willDeselect are recorded in order")
    func cellCallbacks() throws {
        let redirected = try Self.records(Self.list("willSelect: {r0: r2, r3: null}", """
          - tap: [300, 50]
          - tap: [300, 350]
        """))
        let calls = redirected.compactMap { r -> String? in
            if case let .callback(c) = r.event, c.view == "table" { return "\(c.name) \(c.index ?? -1) \(c.answer ?? "")" } else { return nil }
        }
        #expect(calls == ["tableView(_:didHighlightRowAt:) 0 ", "tableView(_:didUnhighlightRowAt:) 0 ", "tableView(_:willSelectRowAt:) 0 2",
                          "tableView(_:didHighlightRowAt:) 3 ", "tableView(_:didUnhighlightRowAt:) 3 ", "tableView(_:willSelectRowAt:) 3 nil"])
        let lines = redirected.map { TraceText.line($0.event) }
        #expect(lines.contains("change r2: selected (row 2)"), "row 2 is selected instead of row 0")
        #expect(lines.contains("change r3: not selected (row 3): willSelectRowAt returned nil"))
        #expect(errors(Self.list("willSelect: {r0: r9}", "  - wait: 0.1")).contains { $0.contains("'r9', which is not one of this view's rows") })
    }

    @Test("a table in editing mode selects nothing unless allowsSelectionDuringEditing")
    func editingMode() throws {
        let off = try Self.lines(Self.list("editing: true", "  - tap: [300, 50]"))
        #expect(off.contains("change r0: not highlighted (row 0): editing, and allowsSelectionDuringEditing is false"))
        #expect(!off.contains { $0.contains("selected (row 0)") })
        let on = try Self.lines(Self.list("editing: true\n      allowsSelectionDuringEditing: true", "  - tap: [300, 50]"))
        #expect(on.contains("change r0: selected (row 0)"))
    }

    @Test("touchesShouldCancel as a list lets a drag that starts on the listed button scroll; without it the button keeps the touch")
    func touchesShouldCancelList() throws {
        let drag = "  - drag: {from: [60, 150], to: [60, 20], steps: 6}"
        let listed = try Self.lines(Self.list("delaysContentTouches: false\n      touchesShouldCancel: [rowButton]", drag))
        #expect(listed.contains { $0.hasPrefix("touchesCancelled") && $0.contains("-> rowButton") })
        #expect(listed.contains { $0.hasPrefix("delegate table: scrollViewWillBeginDragging") })
        let plain = try Self.lines(Self.list("delaysContentTouches: false", drag))
        #expect(!plain.contains { $0.hasPrefix("delegate table: scrollViewWillBeginDragging") }, "UIKit's default: a control is not cancelled")
        #expect(errors(Self.list("touchesShouldCancel: [nope]", "  - wait: 0.1")).contains { $0.contains("nope") })
    }

    @Test("keyboardDismissMode: onDrag dismisses when a drag begins; interactive when the drag ends down over the keyboard; none never")
    func keyboardDismissModes() throws {
        let drag = "  - drag: {from: [300, 350], to: [300, 150], steps: 5}"
        let onDrag = try Self.lines(Self.list("keyboardDismissMode: onDrag", drag))
        let begin = try #require(onDrag.firstIndex { $0.hasPrefix("delegate table: scrollViewWillBeginDragging") })
        #expect(onDrag[begin...].contains("first responder: none"))
        let none = try Self.lines(Self.list("keyboardDismissMode: none", drag))
        #expect(!none.contains("first responder: none"))
        // Interactive: dragging down from the table into the keyboard (which covers y 553...).
        let down = "  - drag: {from: [300, 100], to: [300, 700], steps: 6}"
        let interactive = try Self.lines(Self.list("keyboardDismissMode: interactive", down))
        #expect(interactive.contains("first responder: none"))
        let up = try Self.lines(Self.list("keyboardDismissMode: interactive", drag))
        #expect(!up.contains("first responder: none"), "a drag that stays above the keyboard leaves it up")
        #expect(errors(Self.list("keyboardDismissMode: sometimes", "  - wait: 0.1")).contains { $0.contains("none, onDrag or interactive") })
    }

    // MARK: UIViewPropertyAnimator

    static let animated = """
    title: T
    window:
      subviews:
        - {id: card, frame: [0, 0, 200, 200], touches: handle}
    script:
      - animate: ANIMATION
      - tap: [100, 100]
    """

    @Test("a UIViewPropertyAnimator's view takes touches while it runs (isUserInteractionEnabled is true by default), unlike UIView.animate")
    func propertyAnimator() throws {
        func hit(_ animation: String) throws -> String? {
            try Self.lines(Self.animated.replacingOccurrences(of: "ANIMATION", with: animation)).first { $0.hasPrefix("hit view for touch 1") }
        }
        #expect(try hit("{view: card, alpha: 0.5, duration: 2, animator: true}") == "hit view for touch 1: card (window window)")
        #expect(try hit("{view: card, alpha: 0.5, duration: 2, animator: true, isUserInteractionEnabled: false}") == "hit view for touch 1: window (window window)")
        #expect(try hit("{view: card, alpha: 0.5, duration: 2}") == "hit view for touch 1: window (window window)")
        let lines = try Self.lines(Self.animated.replacingOccurrences(of: "ANIMATION", with: "{view: card, alpha: 0.5, duration: 2, animator: true}"))
        #expect(lines.contains("change card: UIViewPropertyAnimator: alpha -> 0.5 over 2 s (easeInOut, isUserInteractionEnabled = true)"))
        #expect(errors(Self.animated.replacingOccurrences(of: "ANIMATION", with: "{view: card, alpha: 0.5, duration: 2, isUserInteractionEnabled: true}"))
            .contains { $0.contains("add 'animator: true'") })
        #expect(errors(Self.animated.replacingOccurrences(of: "ANIMATION", with: "{view: card, alpha: 0.5, duration: 2, animator: true, options: [allowUserInteraction]}"))
            .contains { $0.contains("no allowUserInteraction option") })
    }

    @Test("a scene written out as Swift keeps the text field's delegate answers and keyboardDismissMode")
    func swiftExport() throws {
        let doc = try scene(Self.list("keyboardDismissMode: onDrag", "  - wait: 0.1").replacingOccurrences(
            of: "kind: textField, frame: [0, 420, 390, 44]", with: "kind: textField, frame: [0, 420, 390, 44], shouldReturn: false"))
        let code = SwiftCode.scene(doc)
        #expect(code.contains(".keyboardDismissMode = .onDrag"))
        #expect(code.contains(".shouldReturn = false"))
    }

    // MARK: Undecided notes and the JSON of the new records

    @Test("a tap on a slider's track away from its thumb is noted as undecided, is not tracked, and no longer blocks an ancestor's tap")
    func sliderTrackTap() throws {
        let yaml = """
        title: T
        window:
          subviews:
            - id: panel
              frame: [0, 0, 390, 400]
              gestures: [{id: panelTap, type: tap}]
              subviews:
                - {id: volume, kind: slider, frame: [20, 100, 350, 40], value: 0}
        script:
          - tap: [340, 120]
        """
        let records = try Self.records(yaml)
        #expect(records.contains { if case .undecided(.sliderTrackTap, "volume", 1) = $0.event { return true }; return false })
        let lines = records.map { TraceText.line($0.event) }
        #expect(!lines.contains { $0.contains("control volume: touchDown") })
        #expect(lines.contains { $0.hasPrefix("gesture panelTap on panel: possible -> ended") })
    }

    @Test("delegate, notification and undecided records have stable JSON: type, name, view and their values")
    func json() {
        let c = TraceRecord(step: 1, time: 0.5, event: .callback(TraceCallback(.scrollViewWillEndDragging, view: "t", offset: Point(x: 0, y: 220),
                                                                                velocity: Point(x: 0, y: 400))))
        #expect(TraceJSON.line(c) == #"{"type":"delegate","step":1,"t":0.5,"name":"scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)","view":"t","velocity":[0,400],"targetContentOffset":[0,220]}"#)
        let n = TraceRecord(step: 2, time: 1, event: .callback(TraceCallback(.keyboardWillShow, view: "f", frame: Rect(x: 0, y: 553, width: 390, height: 291))))
        #expect(TraceJSON.line(n) == #"{"type":"notification","step":2,"t":1,"name":"keyboardWillShowNotification","view":"f","frame":[0,553,390,291]}"#)
        let cell = TraceRecord(step: 3, time: 1, event: .callback(TraceCallback(.willSelect, view: "c", index: 4, answer: "false", cell: .item)))
        #expect(TraceJSON.line(cell) == #"{"type":"delegate","step":3,"t":1,"name":"collectionView(_:shouldSelectItemAt:)","view":"c","index":4,"answer":false}"#)
        let row = TraceRecord(step: 3, time: 1, event: .callback(TraceCallback(.willSelect, view: "t", index: 2, answer: "nil")))
        #expect(TraceJSON.line(row).hasSuffix(#""index":2,"answer":null}"#))
        var ended = TraceCallback(.scrollViewDidEndDragging, view: "t", offset: Point(x: 0, y: 60))
        ended.willDecelerate = true
        #expect(TraceJSON.line(TraceRecord(step: 1, time: 0, event: .callback(ended))).hasSuffix(#""contentOffset":[0,60],"willDecelerate":true}"#))
        let u = TraceRecord(step: 4, time: 1, event: .undecided(.hiddenUnderFinger, view: "card", touch: 2))
        #expect(TraceJSON.line(u).hasPrefix(#"{"type":"undecided","step":4,"t":1,"key":"hiddenUnderFinger","view":"card","touch":2,"text":"#))
    }
}
