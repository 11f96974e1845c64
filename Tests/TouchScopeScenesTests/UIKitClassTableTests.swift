import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// The table of UIKit's classes (Sources/TouchScopeScenes/Import/uikit-classes.txt): it parses
/// whole, every entry names its source, and the importers apply it where the dump is silent.
@Suite struct UIKitClassTableTests {
    static let pastes = repositoryRoot.appendingPathComponent("Tests/TouchScopeScenesTests/Pastes")

    @Test func theTableParsesWholeAndEveryEntryNamesItsSource() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(UIKitClassTable.path), encoding: .utf8)
        let entries = try UIKitClassTable.parse(text)
        #expect(entries.count == UIKitClassTable.entries.count && entries.count >= 40)
        #expect(entries.allSatisfy { !$0.source.isEmpty })
        #expect(UIKitClassTable.info("UIButton")?.kind == .button && UIKitClassTable.info("UIKit.UITableView")?.kind == .scrollView)
        #expect(UIKitClassTable.info("UITableViewWrapperView")?.hitTesting == .superviewBounds)
        // A bad line is an error at its line.
        #expect(throws: SceneDiagnostics.self) { try UIKitClassTable.parse("UIButton | control | - | default | Apple's documentation\nUIOops | gadget | - | default | observed") }
        do { _ = try UIKitClassTable.parse("# c\nUIOops | view | maybe | default | observed") } catch {
            #expect(error.errors.first?.location.line == 2 && error.errors.first?.message.contains("interaction") == true)
        }
        #expect(throws: SceneDiagnostics.self) { try UIKitClassTable.parse("UIX | view | - | default | because I say so") }
    }

    /// iOS 7-10: a scrolled table's cells sit in a wrapper framed at the visible size; every
    /// visible cell can be tapped, as in the app, and why says the answer rests on the table.
    @Test func aScrolledTablesCellsBeyondItsWrapperAreTappable() throws {
        let path = Self.pastes.appendingPathComponent("chat-ios9.txt").path
        let scene = SceneBuilder.build(try SceneFile.load(path, displayPath: "chat-ios9.txt"))
        let findings = SceneLint.findings(scene)
        #expect(!findings.contains { $0.rule != "small-target" }, "\(findings.map(\.message))")
        let analyzer = TapAnalyzer(scene)
        for id in ["button1", "button2", "button3"] {
            let answer = TapWhy.answer(analyzer, view: try #require(scene.views[id]))
            #expect(answer.gets && answer.tappable, "\(id): \(answer.sentence)")
            #expect(answer.basis.contains { $0.contains("UITableViewWrapperView") })
        }
        // Without the table's rule the same cells are dead: the test can fail.
        var document = try SceneFile.load(path, displayPath: "chat-ios9.txt")
        func strip(_ v: inout ViewSpec) {
            if v.id.hasPrefix("tableViewWrapperView") { v.pointInside = .default; v.hitTest = .default }
            for k in v.subviews.indices { strip(&v.subviews[k]) }
        }
        strip(&document.windows[0].view)
        let bare = SceneBuilder.build(document)
        #expect(SceneLint.findings(bare).contains { $0.rule == "partially-unreachable" || $0.rule == "unreachable" })
    }

    /// Sentry records no interaction flags: a text field's private background and text views take
    /// no touches by the table, so the field is tappable and lint says nothing false about it.
    @Test func aSentryTextFieldIsTappableThroughItsPrivateSubviews() throws {
        let path = Self.pastes.appendingPathComponent("sentry-text-field.json").path
        let document = try SceneFile.load(path, displayPath: "sentry-text-field.json")
        let scene = SceneBuilder.build(document)
        let findings = SceneLint.findings(scene)
        #expect(findings.allSatisfy { $0.rule == "small-target" }, "\(findings.map(\.message))")
        let analyzer = TapAnalyzer(scene)
        let field = try #require(scene.views["textField1"])
        let answer = TapWhy.answer(analyzer, view: field)
        #expect(answer.gets && answer.basis.contains { $0.contains("_UITextFieldRoundedRectBackgroundViewNeue") }, "\(answer.sentence) \(answer.basis)")
        // A private class the table does not know is said to be unknown, not guessed.
        let reveal = try #require(document.unknowns.first { $0.value.contains { $0.contains("_UIPasswordRevealView: a private UIKit class not in TouchScope's table") } })
        #expect(reveal.key.hasPrefix("passwordRevealView"))
    }
}
