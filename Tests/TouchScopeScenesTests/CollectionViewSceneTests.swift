import Testing
import TouchScopeCore
@testable import TouchScopeScenes

@Suite("Collection views: flow layout keys, selection rules, located errors")
struct CollectionViewSceneTests {
    /// A scene of one 300 x 300 collection view of three 90 x 90 items in a row (`keys` added to
    /// it) under a controller, and `script`.
    private func grid(_ keys: String = "", script: String) throws -> SceneDocument {
        try cellScene(kind: "collectionView", implements: ["collectionView(_:didSelectItemAt:)", "collectionView(_:didDeselectItemAt:)"],
                      keys: "layout: {itemSize: [90, 90], minimumInteritemSpacing: 15}\n" + keys,
                      cells: "items:\n  - {id: a}\n  - {id: b}\n  - {id: c}", script: script)
    }

    // Item centres: a (45, 45), b (150, 45), c (255, 45).

    @Test("items are cells with a contentView, placed by the layout; the content size is the layout's")
    func itemsArePlaced() throws {
        let built = SceneBuilder.build(try grid(script: "- tap: [45, 45]"))
        let g = try #require(built.views["g"] as? CollectionView)
        let b = try #require(built.views["b"] as? CollectionViewCell)
        #expect(b.frame == Rect(x: 105, y: 0, width: 90, height: 90))
        #expect(b.index == 1)
        #expect(b.contentView?.id == "b.contentView")
        #expect(g.contentSize == Size(width: 300, height: 90))
        #expect(built.application.hitTest(screenPoint: Point(x: 150, y: 45)).view?.id == "b.contentView")
    }

    @Test("a tap highlights the item, then selects it at touch-up and calls didSelectItemAt")
    func tapSelects() throws {
        #expect(selectionLines(try grid(script: "- tap: [45, 45]")) == [
            "change a: highlighted (item 0)", "change a: selected (item 0)",
            "action collectionView(_:didSelectItemAt:) from g -> vc",
        ])
    }

    @Test("single selection: another item deselects the first (didDeselectItemAt) before it is selected")
    func singleSelectionReplaces() throws {
        let lines = selectionLines(try grid(script: "- tap: [45, 45]\n- wait: 0.5\n- tap: [150, 45]"))
        #expect(Array(lines.suffix(4)) == [
            "change a: deselected (item 0)", "action collectionView(_:didDeselectItemAt:) from g -> vc",
            "change b: selected (item 1)", "action collectionView(_:didSelectItemAt:) from g -> vc",
        ])
    }

    @Test("single selection: tapping the selected item selects it again, no deselection")
    func singleSelectionReselects() throws {
        let lines = selectionLines(try grid(script: "- tap: [45, 45]\n- wait: 0.5\n- tap: [45, 45]"))
        #expect(!lines.contains { $0.contains("deselected") })
        #expect(lines.filter { $0.hasPrefix("action collectionView(_:didSelectItemAt:)") }.count == 2)
    }

    @Test("multiple selection: a tap adds an item, a second tap on it deselects it")
    func multipleSelectionToggles() throws {
        let doc = try grid("allowsMultipleSelection: true", script: "- tap: [45, 45]\n- wait: 0.5\n- tap: [150, 45]\n- wait: 0.5\n- tap: [45, 45]")
        let lines = selectionLines(doc)
        #expect(lines.filter { $0.contains("deselected") } == ["change a: deselected (item 0)"])
        #expect(lines.last == "action collectionView(_:didDeselectItemAt:) from g -> vc")
        #expect(lines.filter { $0.hasPrefix("action collectionView(_:didSelectItemAt:)") }.count == 2, "b joined a")
    }

    @Test("shouldHighlightItemAt false bypasses the whole selection (Apple)")
    func shouldHighlightRefusalBypassesSelection() throws {
        #expect(selectionLines(try grid("shouldHighlight: [a]", script: "- tap: [45, 45]")) == [
            "change a: not highlighted (item 0): shouldHighlightItemAt returned false",
        ])
    }

    @Test("shouldSelectItemAt false: highlighted, never selected")
    func shouldSelectRefusal() throws {
        #expect(selectionLines(try grid("shouldSelect: false", script: "- tap: [45, 45]")) == [
            "change a: highlighted (item 0)", "change a: not selected (item 0): shouldSelectItemAt returned false",
        ])
    }

    @Test("allowsSelection false: no highlight, no selection")
    func selectionOff() throws {
        #expect(selectionLines(try grid("allowsSelection: false", script: "- tap: [45, 45]")) == [
            "change a: not highlighted (item 0): allowsSelection is false",
        ])
    }

    @Test("a touch that becomes a scroll selects nothing")
    func scrollCancelsSelection() throws {
        let doc = try grid("contentSize: [300, 900]",
                           script: "- down: [45, 45]\n- wait: 0.2\n- move: [45, 25]\n- move: [45, 5]\n- up: [45, 5]\n- wait: 2")
        let lines = selectionLines(doc).filter { !$0.contains("contentOffset") && $0.contains(" a:") }
        #expect(lines == ["change a: highlighted (item 0)", "change a: unhighlighted: touches cancelled, no selection"])
    }

    @Test("bad collection view keys are errors at their place")
    func locatedErrors() {
        func errs(_ keys: String, items: String = "[{id: a}]", kind: String = "collectionView") -> [String] {
            errors("""
            title: T
            window:
              subviews:
                - id: g
                  kind: \(kind)
                  frame: [0, 0, 200, 200]
            \(keys.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
                  items: \(items)
            """)
        }
        #expect(errs("layout: {minimumLineSpacing: -1}") == [
            "test.yaml:7:36: error: 'minimumLineSpacing' must be 0 or more, found -1: UIKit's spacing is a minimum gap, never an overlap",
        ])
        #expect(errs("layout: {minimumInteritemSpacing: -2}").count == 1)
        #expect(errs("layout: {sectionInset: [0, -1, 0, 0]}").first?.contains("'sectionInset' must not be negative") == true)
        #expect(errs("layout: {scrollDirection: diagonal}").first?.contains("vertical or horizontal") == true)
        #expect(errs("layout: {itemSize: [0, 10]}").first?.contains("more than 0") == true)
        #expect(errs("layout: {sectionInset: 10}", items: "[{id: a, size: [190, 50]}]") == [
            "test.yaml:8:29: error: item 'a' is 190 points wide but a vertical collection view's lines have 180 (its width less the section insets): UIKit leaves the layout undefined; make the item smaller",
        ])
        #expect(errs("layout: {itemSize: [50, 300], scrollDirection: horizontal}").first?.contains("is 300 points tall") == true)
        #expect(errs("layout: {itemSize: [300, 50], scrollDirection: horizontal}").isEmpty, "wider is fine when it scrolls sideways")
        #expect(errs("shouldSelect: [zz]").first?.contains("'zz', which is not one of this view's items") == true)
        #expect(errs("shouldHighlight: maybe").first?.contains("true, false, or a list") == true)
        #expect(errs("", items: "[]").first?.contains("'items' needs at least one item") == true)
        #expect(errs("", items: "[{size: [10, 10]}]").first?.contains("an item needs an 'id'") == true)
        #expect(errs("", kind: "scrollView") == [
            "test.yaml:8:7: error: 'items' is for collection views: add 'kind: collectionView' or remove it",
        ])
        #expect(errs("allowsMultipleSelection: true", kind: "tableView") == [
            "test.yaml:8:7: error: 'items' is for collection views: add 'kind: collectionView' or remove it",
        ], "a table takes the selection keys, not items")
        #expect(errs("allowsSelection: false", kind: "scrollView").first?.contains("is for table and collection views") == true)
    }
}

@Suite("Table views: the selection rules they share with collection views, in UIKit's table words")
struct TableViewSelectionTests {
    /// A 300 x 300 table of three 60-point rows (`keys` added to it) under a controller.
    private func table(_ keys: String = "", script: String) throws -> SceneDocument {
        try cellScene(kind: "tableView", implements: ["tableView(_:didSelectRowAt:)", "tableView(_:didDeselectRowAt:)"], keys: keys,
                      cells: "rows:\n  - {id: r0, height: 60}\n  - {id: r1, height: 60}\n  - {id: r2, height: 60}", script: script)
    }

    @Test("selecting another row deselects the old one first: didDeselectRowAt, then didSelectRowAt")
    func anotherRowDeselectsTheOld() throws {
        let lines = selectionLines(try table(script: "- tap: [150, 30]\n- wait: 0.5\n- tap: [150, 90]"))
        #expect(Array(lines.suffix(4)) == [
            "change r0: deselected (row 0)", "action tableView(_:didDeselectRowAt:) from g -> vc",
            "change r1: selected (row 1)", "action tableView(_:didSelectRowAt:) from g -> vc",
        ])
    }

    @Test("a table takes allowsSelection, allowsMultipleSelection, shouldHighlight, and shouldSelect as willSelectRowAt returning nil")
    func selectionKeys() throws {
        #expect(selectionLines(try table("allowsSelection: false", script: "- tap: [150, 30]")) == [
            "change r0: not highlighted (row 0): allowsSelection is false",
        ])
        #expect(selectionLines(try table("shouldHighlight: [r0]", script: "- tap: [150, 30]")) == [
            "change r0: not highlighted (row 0): shouldHighlightRowAt returned false",
        ])
        #expect(selectionLines(try table("shouldSelect: [r0]", script: "- tap: [150, 30]")) == [
            "change r0: highlighted (row 0)", "change r0: not selected (row 0): willSelectRowAt returned nil",
        ])
        let multiple = selectionLines(try table("allowsMultipleSelection: true", script: "- tap: [150, 30]\n- wait: 0.5\n- tap: [150, 90]\n- wait: 0.5\n- tap: [150, 30]"))
        #expect(multiple.filter { $0.contains("deselected") } == ["change r0: deselected (row 0)"])
        #expect(errors("""
        title: T
        window:
          subviews:
            - id: t
              kind: tableView
              frame: [0, 0, 200, 200]
              shouldSelect: [zz]
              rows: [{id: r0}]
        """).first?.contains("'zz', which is not one of this view's rows") == true)
    }
}

/// A scene of one 300 x 300 view `g` of `kind` (`keys` and `cells` added to it) in a screen with
/// a controller that implements `implements`, and `script`.
private func cellScene(kind: String, implements: [String], keys: String, cells: String, script: String) throws -> SceneDocument {
    func indented(_ text: String, _ pad: String) -> String {
        text.split(separator: "\n").map { pad + $0 }.joined(separator: "\n")
    }
    return try scene("""
    title: T
    window:
      subviews:
        - id: screen
          frame: [0, 0, 300, 400]
          controller: {id: vc, implements: [\(implements.map { "\"\($0)\"" }.joined(separator: ", "))]}
          subviews:
            - id: g
              kind: \(kind)
              frame: [0, 0, 300, 300]
    \(indented(keys + "\n" + cells, "          "))
    script:
    \(indented(script, "  "))
    """)
}

/// The trace lines that are selection changes or delegate calls.
private func selectionLines(_ doc: SceneDocument) -> [String] {
    TraceText.format(SceneTrace.run(doc)).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("change ") || $0.hasPrefix("action ") }
}
