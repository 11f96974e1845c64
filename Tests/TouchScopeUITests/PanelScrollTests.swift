import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The panel at any length: its sections scroll (wheel and keys) with a position bar, the event
/// log's folded moves expand, and the view tree scales to hundreds of views.
@Suite struct PanelScrollTests {
    @discardableResult
    static func draw(_ p: Playground, _ w: Int = 900, _ h: Int = 640) -> DisplayList {
        p.displayList(width: w, height: h, uiScale: 1, measurer: FixedWidthTextMeasurer())
    }

    /// Scene 22 after dragging from Send 280 points down, in a 900 x 640 window.
    static func longDrag() throws -> Playground {
        let p = UITest.playground(try UITest.example("22-button-tracking"), width: 900, height: 640)
        p.run([UITest.step(.drag(from: Point(x: 195, y: 330), to: Point(x: 195, y: 610), steps: 90))])
        draw(p)
        return p
    }

    /// A scene of 522 views: a window, a list, 20 sections of 25 cells each.
    static let bigYAML: String = {
        var s = """
        title: Five hundred views
        summary: A list of twenty sections of twenty-five cells.
        window:
          subviews:
            - id: list
              frame: [0, 0, 390, 844]
              color: "#FFFFFF"
              subviews:

        """
        for i in 0..<20 {
            s += """
                    - id: section_\(i)
                      frame: [0, \(i * 42), 390, 42]
                      color: "#EEEEEE"
                      subviews:

            """
            for j in 0..<25 {
                s += """
                            - id: cell_\(i)_\(j)
                              frame: [\(j * 15), 2, 14, 38]
                              color: "#CCCCCC"
                              touches: handle

                """
            }
        }
        return s
    }()

    static func big(_ w: Double = 900, _ h: Double = 640) throws -> Playground {
        UITest.playground(try UITest.parse(bigYAML), width: w, height: h)
    }

    /// The texts drawn with their anchor inside `region`.
    static func texts(_ list: DisplayList, in region: Rect) -> [String] {
        list.commands.compactMap {
            if case let .text(s, at, _, _, _, _) = $0, region.contains(at) { return s }
            return nil
        }
    }

    static func center(_ r: Rect) -> Point { Point(x: r.midX, y: r.midY) }

    static func click(_ p: Playground, _ pixel: Point) {
        p.handle(UITest.pointer(.down, pixel))
        p.handle(UITest.pointer(.up, pixel))
    }

    /// The position bars drawn (thumbs are the selection colour, 3 px wide, at a region's right edge).
    static func thumbs(_ list: DisplayList, in region: Rect) -> [Rect] {
        list.commands.compactMap {
            if case let .fillRect(r, c) = $0, c == Theme.selection, abs(r.width - 3) < 0.01, region.contains(Point(x: r.midX, y: r.midY)) {
                return r
            }
            return nil
        }
    }

    @Test("the wheel over the event log scrolls it back; the newest line leaves, a position bar moves")
    func wheelScrollsTheLog() throws {
        let p = try Self.longDrag()
        let before = Self.draw(p)
        let region = try #require(p.panelState.frame.regions[.log])
        let thumbBefore = try #require(Self.thumbs(before, in: region).first)
        p.scroll(at: Self.center(region), lines: -2)
        #expect(p.panelOffset(.log) == 2 * Playground.scrollStep)
        let after = Self.draw(p)
        let thumbAfter = try #require(Self.thumbs(after, in: region).first)
        #expect(thumbAfter.minY < thumbBefore.minY, "the bar shows an earlier part")
        #expect(Self.texts(before, in: region) != Self.texts(after, in: region))
        // Back to the end: the newest lines are there again; past the end it stays.
        p.scroll(at: Self.center(region), lines: 10)
        #expect(p.panelOffset(.log) == 0)
        #expect(Self.texts(Self.draw(p), in: region) == Self.texts(before, in: region))
    }

    @Test("the wheel over the canvas or beside it scrolls nothing")
    func wheelElsewhereDoesNothing() throws {
        let p = try Self.longDrag()
        let layout = try #require(p.layout)
        p.scroll(at: Self.center(layout.canvas), lines: -3)
        p.scroll(at: Point(x: 2, y: 2), lines: -3)
        #expect(PanelSection.allCases.allSatisfy { p.panelOffset($0) == 0 })
        #expect(p.panelState.treeFollows)
    }

    @Test("the details scroll when they do not fit: keys scroll the section last clicked, to its end and back")
    func detailsScrollWithKeys() throws {
        let p = try Self.longDrag()
        p.select("sendButton")
        Self.draw(p)
        let region = try #require(p.panelState.frame.regions[.details])
        let limit = try #require(p.panelState.frame.limits[.details])
        #expect(limit > 0, "inspector and a long drag do not fit in 640 px")
        Self.click(p, Point(x: region.midX, y: region.minY + 2))
        #expect(p.panelState.focus == .details)
        p.handle(.character("j"))
        #expect(p.panelOffset(.details) == Playground.scrollStep)
        p.handle(.end)
        #expect(p.panelOffset(.details) == limit)
        let list = Self.draw(p)
        #expect(list.texts.contains { $0.hasPrefix("control sendButton: touchUpOutside") })
        p.handle(.character("k"))
        #expect(p.panelOffset(.details) == limit - Playground.scrollStep)
        p.handle(.home)
        #expect(p.panelOffset(.details) == 0)
    }

    @Test("a folded run of moves expands on a click and folds again; M expands them all")
    func foldedMovesExpand() throws {
        let p = try Self.longDrag()
        let fold = try #require(p.panelState.frame.folds.last)
        Self.click(p, Self.center(fold.rect))
        let texts = Self.draw(p).texts
        // The clicked line stays where it was, now the header of the run's records.
        let header = try #require(p.panelState.frame.folds.first { $0.records == fold.records })
        #expect(abs(header.rect.minY - fold.rect.minY) < 0.5)
        #expect(texts.contains { $0.hasPrefix("▾ ") && $0.contains(" moves") })
        #expect(p.panelState.isExpanded(fold.records.lowerBound))
        Self.click(p, Self.center(header.rect))
        #expect(!p.panelState.isExpanded(fold.records.lowerBound))
        #expect(p.panelOffset(.log) == 0)
        p.handle(.character("v"))
        let all = Self.draw(p).texts
        #expect(!all.contains { $0.hasPrefix("▸ ") }, "no run is folded")
        // A new touch starts folded, at the end of its log.
        p.handle(.character("v"))
        #expect(Self.draw(p).texts.contains { $0.hasPrefix("▸ ") })
    }

    @Test("a 522-view tree scrolls to its last view, and shows where it is")
    func bigTreeScrolls() throws {
        let p = try Self.big()
        let first = Self.draw(p)
        #expect(p.treeRows.count < 30)
        let region = try #require(p.panelState.frame.regions[.tree])
        #expect(!Self.thumbs(first, in: region).isEmpty)
        for _ in 0..<400 { p.scroll(at: Self.center(region), lines: 1) }
        Self.draw(p)
        #expect(p.treeRows.last?.id == "cell_19_24")
        p.scroll(at: Self.center(region), lines: -1000)
        Self.draw(p)
        #expect(p.treeRows.first?.id == "window")
    }

    @Test("a 522-view tree reveals the hit view of a tap and the selected view, even inside a collapsed section")
    func bigTreeReveals() throws {
        let p = try Self.big()
        Self.draw(p)
        p.select("section_17")
        p.handle(.character("\\"))
        #expect(p.panelState.collapsed == ["section_17"])
        Self.draw(p)
        #expect(p.treeRows.contains { $0.id == "section_17" })
        #expect(!p.treeRows.contains { $0.id.hasPrefix("cell_17_") })
        // A tap on a cell of the collapsed section: its hit view is revealed.
        p.run([UITest.step(.tap(Point(x: 15 * 12 + 5, y: 17 * 42 + 20)))])
        Self.draw(p)
        #expect(p.story.hitView == "cell_17_12")
        #expect(p.treeRows.contains { $0.id == "cell_17_12" })
        // Selecting a view far away scrolls the tree to it.
        p.select("cell_2_3")
        Self.draw(p)
        #expect(p.treeRows.contains { $0.id == "cell_2_3" })
    }

    @Test("typing to find filters the tree by id; Enter keeps the filter, Esc clears it")
    func findFiltersTheTree() throws {
        let p = try Self.big(1280, 900)
        p.handle(.character("f"))
        for c in "cell_7_1" { p.handle(.character(c)) }
        #expect(p.treeFilter == ("cell_7_1", true))
        var texts = Self.draw(p, 1280, 900).texts
        // cell_7_1 and cell_7_10 ... cell_7_19: 11 matches, with their section, list and window.
        #expect(p.treeRows.map(\.id) == ["window", "list", "section_7", "cell_7_1"] + (10...19).map { "cell_7_\($0)" })
        #expect(texts.contains { $0.contains("cell_7_1") && $0.contains("11") && $0.hasPrefix("find:") })
        p.handle(.backspace)
        p.handle(.enter)
        #expect(p.treeFilter == ("cell_7_", false))
        // Keys act again (1 toggles the finger overlay), the filter stays.
        p.handle(.character("1"))
        #expect(!p.overlays.contains(.finger))
        Self.draw(p, 1280, 900)
        #expect(p.treeRows.count > 10 && p.treeRows.allSatisfy { ["window", "list", "section_7"].contains($0.id) || $0.id.hasPrefix("cell_7_") })
        p.handle(.escape)
        #expect(p.treeFilter == ("", false))
        texts = Self.draw(p, 1280, 900).texts
        #expect(!texts.contains { $0.hasPrefix("find:") })
    }

    @Test("Enter on the find filter selects the view whose id it is, else the first match")
    func enterSelectsTheMatch() throws {
        let p = try Self.big(1280, 900)
        p.handle(.character("f"))
        for c in "CELL_7_12" { p.handle(.character(c)) }
        p.handle(.enter)
        #expect(p.selection == "cell_7_12" && p.treeFilter == ("CELL_7_12", false))
        p.handle(.escape)
        p.handle(.character("f"))
        for c in "section_3" { p.handle(.character(c)) }
        p.handle(.enter)
        #expect(p.selection == "section_3")
        // No match: nothing selected anew.
        p.handle(.escape)
        p.handle(.character("f"))
        for c in "zzz" { p.handle(.character(c)) }
        p.handle(.enter)
        #expect(p.selection == "section_3")
    }

    @Test("W on an imported dump says to import it to a scene first, in both languages")
    func writeBackOnADumpSaysWhatToDo() throws {
        let dump = "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIButton: 0x2; frame = (20 100; 100 44)>\n"
        let document = try HierarchyImport.importText(dump, path: "shop.txt").document
        let p = UITest.playground(document)
        p.select("button1")
        p.perform(.whatIf(.hidden))
        p.perform(.writeBack)
        #expect(p.notice == Localization.writeBackDump("shop.txt", .en), "\(p.notice ?? "")")
        #expect(!p.requests.contains { if case .writeBack = $0 { return true } else { return false } })
        for l in [Language.en, .zh] { #expect(Localization.writeBackDump("shop.txt", l).contains("touchscope import shop.txt -o scene.yaml")) }
    }

    @Test("a disclosure triangle click collapses and expands a subtree")
    func disclosureClick() throws {
        let p = UITest.playground(try UITest.tree())
        Self.draw(p, 1200, 900)
        let d = try #require(p.panelState.frame.disclosures.first { $0.id == "a" })
        Self.click(p, Self.center(d.rect))
        Self.draw(p, 1200, 900)
        #expect(p.treeRows.map(\.id) == ["window", "root", "a", "b", "c", "d", "d1"])
        #expect(p.selection == nil, "the triangle does not select")
        Self.click(p, Self.center(try #require(p.panelState.frame.disclosures.first { $0.id == "a" }).rect))
        Self.draw(p, 1200, 900)
        #expect(p.treeRows.map(\.id) == ["window", "root", "a", "a1", "b", "c", "d", "d1"])
    }
}
