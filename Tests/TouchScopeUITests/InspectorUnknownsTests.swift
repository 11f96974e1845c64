import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The inspector says what the dump a scene was imported from could not say about the view.
@Suite struct InspectorUnknowns {
    static let yaml = """
    title: Imported
    window:
      subviews:
        - id: button1
          # UIButton, line 3
          # unknown: bounds: only the frame is printed; an untransformed frame is assumed
          kind: button
          frame: [10, 10, 100, 44]
        - id: view1
          frame: [10, 100, 100, 44]
    """

    @Test("the selected view's unknowns are lines of the inspector, in both languages; a view without any shows none")
    func unknownsInTheInspector() throws {
        let p = UITest.playground(try UITest.parse(Self.yaml))
        p.select("button1")
        var texts = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer()).texts.joined(separator: "\n")
        #expect(texts.contains("unknown (not in the dump): bounds: only the frame is printed"))
        p.language = .zh
        texts = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer()).texts.joined(separator: "\n")
        #expect(texts.contains("未知（导出中没有）"))
        p.language = .en
        p.select("view1")
        texts = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer()).texts.joined(separator: "\n")
        #expect(!texts.contains("unknown (not in the dump)"))
    }
}
