import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

@Suite("The ; key: the first responder resigns (resignFirstResponder)")
struct ResignKeyTests {
    @Test("; after a tap on the text field: the field resigns, the keyboard goes, and a tap where it was reaches the button")
    func semicolonResignsTheTextField() throws {
        let p = UITest.playground(try UITest.example("51-text-field-and-keyboard"))
        let layout = try #require(p.layout)
        let app = try #require(p.scene?.application)
        let field = try #require(p.scene?.views["nameField"] as? TextField)
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 195, y: 142)), t: 1))
        p.handle(UITest.pointer(.up, layout.pixel(Point(x: 195, y: 142)), t: 1.05))
        #expect(app.firstResponder === field)
        #expect(app.isKeyboardShown)
        #expect(app.hitTest(screenPoint: Point(x: 195, y: 725)).view?.id == "keyboard")
        #expect(app.hitTest(screenPoint: Point(x: 195, y: 725)).window?.id == "keyboardWindow")

        p.handle(.character(";"))
        #expect(app.firstResponder == nil)
        #expect(!app.isKeyboardShown)
        #expect(p.storyRecords.contains { if case .firstResponder(nil) = $0.event { return true } else { return false } },
                "the resign joins the story")
        #expect(p.storyRecords.contains {
            if case let .callback(c) = $0.event { return c.kind == .keyboardDidHide && c.view == "nameField" }
            return false
        })
        #expect(app.hitTest(screenPoint: Point(x: 195, y: 725)).view?.id == "sendButton")
    }

    @Test("; with no first responder changes nothing and says so")
    func semicolonWithoutFirstResponder() throws {
        let p = UITest.playground(try UITest.example("51-text-field-and-keyboard"))
        let before = p.storyRecords.count
        p.handle(.character(";"))
        #expect(p.storyRecords.count == before)
        #expect(p.notice == Localization.nothingToResign(.en))
    }

    @Test("; is listed in the help with a description in both languages")
    func semicolonIsBound() {
        let binding = Playground.keyBindings.first { $0.command == .resignFirstResponder }
        #expect(binding?.label == ";")
        #expect(Playground.describe(.resignFirstResponder, in: .en).contains("resignFirstResponder"))
        #expect(Playground.describe(.resignFirstResponder, in: .zh).contains("键盘"))
        let keys = Playground.keyBindings.flatMap(\.keys)
        #expect(keys.filter { $0 == .character(";") }.count == 1, "no other binding on ;")
    }
}
