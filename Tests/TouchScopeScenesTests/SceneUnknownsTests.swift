import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// What an imported dump could not say about a view reaches the document, by view id.
@Suite struct SceneUnknowns {
    @Test("the # unknown: comments import writes under a view's id are that view's unknowns")
    func importedSceneCarriesUnknowns() throws {
        let document = try SceneFile.load(ImportFixtures.url("Examples/imports/shop.yaml").path, displayPath: "shop.yaml")
        #expect(document.unknowns["window1"]?.first?.hasPrefix("gesture recognizers:") == true)
        #expect(document.unknowns.count == 12, "the summary says 12 views have unknowns of their own")
        #expect(document.unknowns["transitionView1"] == nil)
    }

    @Test("ids in quotes, ids with comments after them, list items and nested entries")
    func commentsBelongToTheLastIdAbove() {
        let text = """
        window:
          id: "w"  # the window
          # unknown: one
          subviews:
            - id: 'a'
              # unknown: two
              # a plain comment
              # unknown: three
            - id: b
              frame: [0, 0, 1, 1]
        """
        #expect(SceneDocument.unknownComments(in: text) == ["w": ["one"], "a": ["two", "three"]])
        #expect(SceneDocument.unknownComments(in: "title: x\n# unknown: nobody's\n").isEmpty)
    }

    @Test("CRLF line ends, a marker on the last line without a newline, and non-ASCII text keep their comments")
    func lineEndsAndUnicode() {
        let crlf = "window:\r\n  id: w\r\n  # unknown: one\r\n  subviews:\r\n    - id: 按钮\r\n      # unknown: 手势 two"
        #expect(SceneDocument.unknownComments(in: crlf) == ["w": ["one"], "按钮": ["手势 two"]])
        #expect(SceneDocument.unknownComments(in: "# unknown:").isEmpty, "no id above it")
        #expect(SceneDocument.unknownComments(in: "").isEmpty)
    }
}
