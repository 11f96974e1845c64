import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// A notice is never cut with "…": after the mode on the status line when it fits there, else
/// on its own plate over the top of the window, wrapped to the window's width (G's pinch notice
/// was cut at 900 px: "…mirrored about where the dr…").
@Suite struct NoticeTests {
    static func notices(_ l: Language) -> [String] {
        [Localization.pinchNotice(true, l), Localization.pinchNotice(false, l), Localization.compareNotice(true, changes: true, l)[0],
         Localization.animationNotice(false, l), Localization.noFirstResponder(l), Localization.nothingSelected(l),
         Localization.reloadedWithTouch(l), Localization.whatIfNotControl("aRatherLongViewIdentifierFromADump", l),
         Localization.writeBackSwift(l), Localization.writeBackDump("/home/teacher/Downloads/checkout-screen-recursiveDescription.txt", l),
         Localization.speedNotice(.half, l), Localization.reverted(l)]
    }

    @Test("every notice, in both languages and at three window sizes, is drawn whole", arguments: [Language.en, .zh])
    func noticesAreNeverCut(_ l: Language) throws {
        let document = try UITest.example("29-simultaneous-recognizers")
        let m = FixedWidthTextMeasurer()
        var toasts = 0
        for size in MarkCollisionTests.sizes {
            for notice in Self.notices(l) {
                let p = UITest.playground(document, width: size.0, height: size.1)
                p.language = l
                p.notice = notice
                let list = p.displayList(width: Int(size.0), height: Int(size.1), uiScale: 1, measurer: m)
                var shown: [String] = []
                for command in list.commands {
                    // The notice's texts: in its colour, at the top of the window.
                    guard case let .text(s, at, textSize, color, _, maxWidth) = command, color == Theme.notice, at.y < 80 else { continue }
                    let w = m.measure(s, size: textSize).width
                    if let maxWidth { #expect(w <= maxWidth + 0.5, "\"\(s)\" is cut at \(size) \(l)") }
                    shown.append(s)
                    #expect(at.x >= 0 && at.x + w <= size.0, "\"\(s)\" runs off the window at \(size) \(l)")
                }
                // Every word of the notice is drawn (its lines joined give it back).
                let joined = shown.joined()
                #expect(joined.filter { !$0.isWhitespace } == notice.filter { !$0.isWhitespace }, "\(notice) at \(size) \(l): \(shown)")
                if list.commands.contains(where: { if case let .strokeRect(_, c, _) = $0, c == Theme.notice { return true }; return false }) { toasts += 1 }
            }
        }
        #expect(toasts > 0, "some notice needed its own plate, so the plate was tested")
    }
}
