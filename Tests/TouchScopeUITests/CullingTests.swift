import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// Culling: views wholly outside what clips them are left out of the display list (a scrolled
/// list of many rows costs only the rows that show), and nothing that can show is left out.
@Suite struct CullingTests {
    /// A 400-point clipping scroll view scrolled to y 1,000 over 100 rows of 40 points (rows 25 to
    /// 34 show), and a non-clipping box whose subview overflows it far below.
    static let yaml = """
    title: culling
    window:
      subviews:
        - id: list
          kind: scrollView
          frame: [0, 100, 250, 400]
          clips: true
          contentSize: [250, 4000]
          contentOffset: [0, 1000]
          subviews:
    \((0..<100).map { "        - {id: row\($0), frame: [0, \($0 * 40), 250, 40], color: \"#FFFFFF\"}" }.joined(separator: "\n"))
        - id: box
          frame: [260, 100, 120, 100]
          color: "#DDDDDD"
          subviews:
            - {id: overflow, frame: [0, 500, 120, 60], color: "#FF9500"}
    """

    /// The texts drawn on the canvas (the panel's tree lists ids too).
    func labels(_ p: Playground) -> Set<String> {
        let list = p.displayList(width: 1200, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer())
        let canvas = p.layout?.canvas ?? .zero
        var out: Set<String> = []
        for case let .text(s, at, _, _, _, _) in list.commands where at.x < canvas.maxX { out.insert(s) }
        return out
    }

    @Test("a scrolled list's display list has commands for the rows that show and none for rows far outside its clip")
    func rowsOutsideTheClipAreCulled() throws {
        let p = UITest.playground(try SceneParser.parse(Self.yaml, path: "culling.yaml"))
        let drawn = labels(p)
        for i in 25...34 { #expect(drawn.contains("row\(i)"), "row\(i) shows and is labelled") }
        for i in Array(0...20) + Array(40...99) { #expect(!drawn.contains("row\(i)"), "row\(i) is scrolled out of sight") }
    }

    @Test("a view overflowing a parent that does not clip is still drawn")
    func overflowOfANonClippingParentIsDrawn() throws {
        let p = UITest.playground(try SceneParser.parse(Self.yaml, path: "culling.yaml"))
        #expect(labels(p).contains("overflow"))
    }

    @Test("scrolling brings culled rows back and culls the rows that left")
    func scrollingMovesTheCulledRows() throws {
        let p = UITest.playground(try SceneParser.parse(Self.yaml, path: "culling.yaml"))
        let list = try #require(p.scene?.views["list"] as? ScrollView)
        list.contentOffset = Point(x: 0, y: 3000)
        p.needsRedraw = true
        let drawn = labels(p)
        #expect(drawn.contains("row80"))
        #expect(!drawn.contains("row30"))
    }
}
