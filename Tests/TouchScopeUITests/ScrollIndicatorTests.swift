import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

@Suite("Scroll indicators")
struct ScrollIndicatorTests {
    /// A 300x400 list whose content is 200 tall (it fits), dragged down by `drag` points with the
    /// finger still down; the indicator commands drawn for it.
    func indicators(alwaysBounceVertical: Bool, drag: Double) throws -> (ScrollView, [DrawCommand]) {
        let p = UITest.playground(try UITest.parse("""
        title: T
        window:
          subviews:
            - {id: list, kind: scrollView, frame: [0, 0, 300, 400], contentSize: [300, 200], alwaysBounceVertical: \(alwaysBounceVertical)}
        """, path: "t.yaml"))
        let layout = try #require(p.layout)
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 150, y: 100)), t: 1))
        for i in 1...4 { p.handle(UITest.pointer(.move, layout.pixel(Point(x: 150, y: 100 + drag * Double(i) / 4)), t: 1 + Double(i) * 0.02)) }
        let list = try #require(p.scene?.views["list"] as? ScrollView)
        let renderer = PlaygroundRenderer(snapshot: p.snapshot(layout: layout, measurer: FixedWidthTextMeasurer()),
                                          measurer: FixedWidthTextMeasurer())
        return (list, renderer.scrollIndicatorCommands(list))
    }

    func heights(_ commands: [DrawCommand]) -> [Double] {
        commands.compactMap { if case let .fillRect(r, _) = $0 { return r.height } else { return nil } }
    }

    @Test("a list that fits, dragged with alwaysBounceVertical, shows a vertical indicator that shrinks as it rubber-bands")
    func alwaysBounceShowsAShrinkingIndicator() throws {
        let (small, a) = try indicators(alwaysBounceVertical: true, drag: 40)
        let (large, b) = try indicators(alwaysBounceVertical: true, drag: 160)
        #expect(small.contentOffset.y < 0 && large.contentOffset.y < small.contentOffset.y)
        let ha = heights(a), hb = heights(b)
        #expect(ha.count == 1 && hb.count == 1, "one vertical bar: \(a) \(b)")
        #expect((hb.first ?? 0) < (ha.first ?? 0), "further past the edge, a shorter bar")
    }

    @Test("without alwaysBounce a list that fits does not move and draws no indicator")
    func noIndicatorWithoutAlwaysBounce() throws {
        let (list, commands) = try indicators(alwaysBounceVertical: false, drag: 160)
        #expect(list.contentOffset == .zero)
        #expect(commands.isEmpty)
    }
}
