import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// `BuiltScene.views` finds every view of the scene by id: the file's, and any view added to a
/// window's tree at run time (a text field's keyboard, a view a script or code adds), for as
/// long as it is there; the file's views stay found while a script has one out of its window.
@Suite struct SceneViewIndexTests {
    static let yaml = """
    title: T
    window:
      subviews:
        - id: holder
          frame: [0, 0, 390, 400]
          subviews:
            - {id: card, frame: [10, 10, 100, 100]}
        - {id: field, kind: textField, frame: [0, 500, 200, 40]}
    script:
      - tap: [100, 520]
    """

    @Test("a keyboard shown is found while it shows, then is gone; a view added in code is found at once")
    func runTimeViewsAreFound() throws {
        let built = SceneBuilder.build(try scene(Self.yaml))
        let before = built.views
        #expect(before["keyboard"] == nil)
        #expect(before["card"] != nil && before["window"] != nil)
        var runner = ScriptRunner(scene: built, recorder: nil)
        runner.run(built.document.script)
        let keyboard = try #require(built.views["keyboard"], "the keyboard shown is among the views")
        #expect(keyboard.window === built.application.keyboardWindow, "in the keyboard's own window")
        #expect(built.windows.count == 2 && built.windows[1] === built.application.keyboardWindow, "listed after the scene's windows")
        // Resigning takes the keyboard away: no longer found.
        built.application.resignCurrentFirstResponder()
        #expect(built.views["keyboard"] == nil)
        #expect(built.windows.count == 1)
        // Any view added at run time, at any depth, under a new id.
        let extra = View(id: "extra", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try #require(built.views["card"]).addSubview(extra)
        #expect(built.views["extra"] === extra)
        extra.removeFromSuperview()
        #expect(built.views["extra"] == nil)
    }

    @Test("a file's view taken out of its window stays found (a script adds it back); a run-time view never shadows a file's id")
    func fileViewsStay() throws {
        let built = SceneBuilder.build(try scene(Self.yaml))
        let card = try #require(built.views["card"])
        card.removeFromSuperview()
        #expect(built.views["card"] === card)
        let impostor = View(id: "card", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try #require(built.views["holder"]).addSubview(impostor)
        #expect(built.views["card"] === card, "the file's card keeps its id")
    }
}
