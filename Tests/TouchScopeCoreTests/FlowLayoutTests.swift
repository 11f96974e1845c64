import Testing
import TouchScopeCore

@Suite("Flow layout (UICollectionViewFlowLayout, one section)")
struct FlowLayoutTests {
    private func sizes(_ n: Int, _ w: Double, _ h: Double) -> [Size] { Array(repeating: Size(width: w, height: h), count: n) }

    @Test("UIKit's defaults: 50 x 50 items, 10 between lines and items, no insets, vertical")
    func defaults() {
        let layout = FlowLayout()
        #expect(layout.itemSize == Size(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
    }

    @Test("a full line spreads its items edge to edge; lines are minimumLineSpacing apart")
    func fullLinesAreJustified() {
        var layout = FlowLayout()
        layout.sectionInset = EdgeInsets(all: 5)
        let placed = layout.layout(sizes(6, 110, 110), in: Size(width: 370, height: 250))
        #expect(placed.frames.map(\.origin.x) == [5, 130, 255, 5, 130, 255])
        #expect(placed.frames.map(\.origin.y) == [5, 5, 5, 125, 125, 125])
        #expect(placed.contentSize == Size(width: 370, height: 240))
    }

    @Test("a line of one item centres it")
    func oneItemIsCentred() {
        let placed = FlowLayout().layout(sizes(1, 100, 40), in: Size(width: 300, height: 100))
        #expect(placed.frames == [Rect(x: 100, y: 0, width: 100, height: 40)])
    }

    @Test("the last line of several keeps the gap of the line before it, from the start edge")
    func lastLineKeepsTheGap() {
        let placed = FlowLayout().layout(sizes(5, 80, 80), in: Size(width: 300, height: 400))
        // Three a line: gap (300 - 240) / 2 = 30; the last line's two items keep it.
        #expect(placed.frames.map(\.origin.x) == [0, 110, 220, 0, 110])
    }

    @Test("items smaller than their line are centred across it")
    func mixedSizesAreCentredAcross() {
        let placed = FlowLayout().layout([Size(width: 100, height: 100), Size(width: 100, height: 40)], in: Size(width: 210, height: 300))
        #expect(placed.frames[1] == Rect(x: 110, y: 30, width: 100, height: 40))
    }

    @Test("horizontal: lines are columns filled from the top, and the content grows sideways")
    func horizontalLinesAreColumns() {
        var layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.sectionInset = EdgeInsets(all: 10)
        let placed = layout.layout(sizes(3, 100, 100), in: Size(width: 370, height: 120))
        #expect(placed.frames.map(\.origin) == [Point(x: 10, y: 10), Point(x: 120, y: 10), Point(x: 230, y: 10)])
        #expect(placed.contentSize == Size(width: 340, height: 120))
        #expect(layout.lineLength(in: Size(width: 370, height: 120)) == 100)
    }
}
