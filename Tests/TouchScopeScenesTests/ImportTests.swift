import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// The example dumps in Examples/imports, by the path messages show (relative to the repository).
enum ImportFixtures {
    static let shop = "Examples/imports/shop-recursiveDescription.txt"
    static let settings = "Examples/imports/settings-view-hierarchy.json"
    static func url(_ relative: String) -> URL { repositoryRoot.appendingPathComponent(relative) }
    static func text(_ relative: String) throws -> String { try String(contentsOf: url(relative), encoding: .utf8) }
    static func imported(_ relative: String) throws -> HierarchyImport.Result {
        try HierarchyImport.importFile(url(relative).path, displayPath: relative)
    }
    /// The dump's errors when it is refused, else the warnings of what the forgiving reader
    /// skipped (empty when it imports whole).
    static func problems(_ text: String, path: String = "dump.txt") -> [SceneError] {
        do {
            return try HierarchyImport.importText(text, path: path).warnings
        } catch {
            return error.errors
        }
    }

    /// Whether the dump is refused (not imported at all).
    static func refused(_ text: String, path: String = "dump.txt") -> Bool {
        (try? HierarchyImport.importText(text, path: path)) == nil
    }
}

@Suite struct ImportClassMapping {
    @Test func classesMapToKinds() {
        let cases: [(String, String?, ViewKind)] = [
            ("UIButton", nil, .button), ("UISwitch", nil, .button), ("UISegmentedControl", nil, .button),
            ("UITabBarButton", nil, .button), ("MyApp.Card", "UIButton", .button), ("MyApp.CheckoutButton", nil, .button),
            ("UIScrollView", nil, .scrollView), ("UITableView", nil, .scrollView), ("UICollectionView", nil, .scrollView),
            ("UIImageView", nil, .imageView), ("UITabBarSwappableImageView", nil, .imageView),
            ("UILabel", nil, .label), ("UIButtonLabel", nil, .label),
            ("UIWindow", nil, .window), ("UITextEffectsWindow", nil, .window),
            ("UIView", nil, .view), ("UITableViewCell", nil, .view), ("_UIBarBackground", nil, .view),
        ]
        for (name, base, kind) in cases {
            #expect(ClassMapping.kind(of: name, baseClass: base) == kind, "\(name)")
        }
    }

    @Test func idsAreTheClassInLowerCamelCase() {
        let cases = [("UITableViewCell", "tableViewCell"), ("_UIBarBackground", "barBackground"),
                     ("MyApp.CheckoutButton", "checkoutButton"), ("URLPreviewView", "urlPreviewView"),
                     ("UIView", "view"), ("SwiftUI._UIHostingView<SwiftUI.AnyView>", "hostingView"), ("123", "view")]
        for (name, stem) in cases { #expect(ClassMapping.idStem(name) == stem, "\(name)") }
    }

    @Test func idsAreNumberedPerClassInFileOrderAndUnique() throws {
        let text = """
        <UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>
           | <UIButton: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
           | <UILabel: 0x5; frame = (0 0; 10 10); text = 'a'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6>>
           | <UIButton: 0x7; frame = (0 0; 10 10); layer = <CALayer: 0x8>>
           |    | <Button1: 0x9; frame = (0 0; 10 10); layer = <CALayer: 0xa>>
        """
        let r = try HierarchyImport.importText(text, path: "ids.txt")
        let ids = r.document.windows[0].view.subviews.map(\.id)
        #expect(ids == ["button1", "label1", "button2"])
        #expect(r.document.windows[0].view.subviews[2].subviews[0].id == "button11")
        #expect(r.document.windows[0].view.id == "window1")
    }
}

@Suite struct ImportTransforms {
    /// A view's frame as UIKit prints it (the box of its transformed bounds), from a built scene.
    func printedFrame(_ text: String, id: String) throws -> Rect? {
        let r = try HierarchyImport.importText(text, path: "t.txt")
        return SceneBuilder.build(r.document).views[id]?.frame
    }

    func dump(frame: String, transform: String) -> String {
        """
        <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
           | <UIView: 0x3; frame = (\(frame)); transform = [\(transform)]; layer = <CALayer: 0x4>>
        """
    }

    @Test func aRotatedViewsBoundsAreRecoveredFromItsPrintedBox() throws {
        let text = dump(frame: "287.916 10.6443; 64.1672 38.7114",
                        transform: "0.96592582628906831, 0.25881904510252074, -0.25881904510252074, 0.96592582628906831, 0, 0")
        let r = try HierarchyImport.importText(text, path: "t.txt")
        let v = r.document.windows[0].view.subviews[0]
        #expect(v.frame == Rect(x: 290, y: 18, width: 60, height: 24))
        #expect(abs((v.transform?.rotateDegrees ?? 0) - 15) < 1e-9)
        let built = try #require(try printedFrame(text, id: "view1"))
        #expect(abs(built.minX - 287.916) < 1e-3 && abs(built.width - 64.1672) < 1e-3 && abs(built.height - 38.7114) < 1e-3)
    }

    @Test func aScaledAndTranslatedViewKeepsItsCentreAndSize() throws {
        let text = dump(frame: "50 90; 200 60", transform: "2, 0, 0, 1.5, 10, -5")
        let v = try HierarchyImport.importText(text, path: "t.txt").document.windows[0].view.subviews[0]
        // Box centre (150, 120) minus the translation; bounds 100 x 40.
        #expect(v.frame == Rect(x: 90, y: 105, width: 100, height: 40))
        #expect(v.transform?.scaleX == 2 && v.transform?.scaleY == 1.5 && v.transform?.translate == Point(x: 10, y: -5))
        let built = try #require(try printedFrame(text, id: "view1"))
        #expect(built == Rect(x: 50, y: 90, width: 200, height: 60))
    }

    @Test func aTurnByFortyFiveDegreesTakesSquareBoundsAndSaysSo() throws {
        let c = (0.5).squareRoot()
        let text = dump(frame: "0 0; \(2 * 50 * c) \(2 * 50 * c)", transform: "\(c), \(c), \(-c), \(c), 0, 0")
        let r = try HierarchyImport.importText(text, path: "t.txt")
        #expect(r.document.windows[0].view.subviews[0].frame.width == 50)
        #expect(r.yaml.contains("taken as square"))
    }
}

@Suite struct ImportRecursiveDescription {
    @Test func layersAreSkippedAndCountsReported() throws {
        let r = try ImportFixtures.imported(ImportFixtures.shop)
        #expect(r.layersSkipped == 4)
        #expect(r.viewsRead == r.viewsWritten)
        #expect(r.viewsRead == 72)
        #expect(r.yaml.contains("# read 72 views, wrote 72 views (4 sublayer lines skipped"))
    }

    @Test func scrollOffsetBecomesTheBoundsOrigin() throws {
        let r = try ImportFixtures.imported(ImportFixtures.shop)
        let built = SceneBuilder.build(r.document)
        let table = try #require(built.specs["tableView1"])
        #expect(table.kind == .scrollView && table.boundsOrigin == Point(x: 0, y: 120) && table.contentSize == Size(width: 390, height: 1400))
        // The first cell (content y 123) is on screen at y 3.
        let cell = try #require(built.views["productCell1"])
        #expect(cell.convert(Point(x: 0, y: 0), to: nil) == Point(x: 0, y: 3))
    }

    @Test func fieldsBecomeSceneKeys() throws {
        let text = """
        <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
           | <UIView: 0x3; frame = (1 2; 30 40); hidden = YES; alpha = 0.5; clipsToBounds = YES; userInteractionEnabled = NO; tag = 7; layer = <CALayer: 0x4>>
           | <UILabel: 0x5; frame = (0 0; 10 10); text = 'Don't; stop'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6>>
           | <UIButton: 0x7; frame = (0 0; 10 10); enabled = NO; gestureRecognizers = <NSArray: 0x8>; backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <CALayer: 0x9>>
        """
        let r = try HierarchyImport.importText(text, path: "f.txt")
        let s = r.document.windows[0].view.subviews
        #expect(s[0].frame == Rect(x: 1, y: 2, width: 30, height: 40) && s[0].hidden && s[0].alpha == 0.5 && s[0].clips && !s[0].interaction)
        #expect(s[1].kind == .label && s[1].text == "label1: Don't; stop" && !s[1].interaction)
        #expect(s[2].kind == .button && !s[2].enabled && s[2].color == Color(red: 255, green: 0, blue: 0))
        #expect(r.yaml.contains("# unknown: gesture recognizers"))
    }

    @Test func severalWindowsStayWindowsInTheDumpsOrder() throws {
        let text = """
        <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
           | <UITableView: 0x3; frame = (0 0; 390 844); contentOffset: {0, -91}; contentSize: {390, 900}; layer = <CALayer: 0x4>>
        <UITextEffectsWindow: 0x5; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6>>
           | <UIButton: 0x7; frame = (10 10; 20 20); layer = <CALayer: 0x8>>
        """
        let r = try HierarchyImport.importText(text, path: "two.txt")
        #expect(r.document.windows.map(\.view.id) == ["window1", "textEffectsWindow1"])
        #expect(r.document.windows[0].isKey && !r.document.windows[1].isKey)
        #expect(r.document.windows[0].view.subviews[0].boundsOrigin == Point(x: 0, y: -91))
        #expect(r.yaml.contains("window levels and the key window: not in the dump"))
        #expect(r.viewsRead == 4 && r.viewsWritten == 4)
    }

    @Test func topViewsThatAreNotWindowsGetAWindow() throws {
        let text = "<MyApp.CardView: 0x1; frame = (20 40; 300 200); layer = <CALayer: 0x2>>\n   | <UIButton: 0x3; frame = (10 10; 80 44); layer = <CALayer: 0x4>>\n"
        let r = try HierarchyImport.importText(text, path: "card.txt")
        #expect(r.viewsRead == 2 && r.viewsWritten == 2)
        #expect(r.document.windows[0].view.subviews[0].id == "cardView1")
        #expect(r.document.canvas == Size(width: 320, height: 240))
    }

    @Test func lldbPromptsAndBlankLinesAreIgnored() throws {
        let text = "(lldb) po view.recursiveDescription()\n\n<UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>\n\n"
        #expect(try HierarchyImport.importText(text, path: "p.txt").viewsRead == 1)
    }

    @Test func windowsLineEndsReadAsLinesWithTheSameLineNumbers() throws {
        let lines = [
            "(lldb) po [[UIWindow keyWindow] recursiveDescription]",
            "<UIWindow: 0x1; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x2>>",
            "   | <UILabel: 0x3; frame = (10 10; 100 20); text = 'a'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x4>>",
            "   | <UIButton: 0x5; frame = (0 40; 50 50); layer = <CALayer: 0x6>>",
        ]
        let crlf = try HierarchyImport.importText(lines.joined(separator: "\r\n") + "\r\n", path: "w.txt")
        let lf = try HierarchyImport.importText(lines.joined(separator: "\n") + "\n", path: "w.txt")
        #expect(HierarchyImport.format(path: "w", text: lines.joined(separator: "\r\n")) == .recursiveDescription)
        #expect(crlf.viewsRead == 3 && crlf.yaml == lf.yaml)
        let button = try #require(crlf.document.windows.first?.view.subviews.last)
        #expect(button.id == "button1" && button.location.line == 4)
        // An error in a CRLF dump points at its own line, not at line 1.
        let broken = lines.joined(separator: "\r\n") + "\r\n   | <UIView: 0x7; frame = (0 0; 10)>\r\n"
        #expect(ImportFixtures.problems(broken).map(\.location.line) == [5])
    }

    @Test func aLabelsTextWithLineBreaksRunsOverSeveralLinesOfTheDump() throws {
        let text = """
        <UIWindow: 0x1; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x2>>
           | <UILabel: 0x3; frame = (20 100; 280 41); text = 'Line one
        Line two; still text
        '; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x4>>
           | <UIButton: 0x5; frame = (20 200; 100 44); layer = <CALayer: 0x6>>
        """
        let r = try HierarchyImport.importText(text, path: "l.txt")
        let views = try #require(r.document.windows.first?.view.subviews)
        #expect(views.map(\.id) == ["label1", "button1"])
        #expect(views[0].text == "label1: Line one\nLine two; still text\n" && views[0].location.line == 2)
        #expect(views[1].location.line == 5 && views[1].kind == .button)
        // An error after the text points at its own line and column, not past the end of line 2.
        let broken = text.replacingOccurrences(of: "'; opaque = NO", with: "'; alpha = lots; opaque = NO")
        let errors = ImportFixtures.problems(broken)
        #expect(errors.map(\.location.line) == [4] && errors.first?.location.column == 12, "\(errors)")
        // A text never closed is an error at the view's line; the views before it still count.
        let unclosed = "<UIWindow: 0x1; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x2>>\n   | <UILabel: 0x3; frame = (0 0; 1 1); text = 'open\nmore\n"
        let open = ImportFixtures.problems(unclosed)
        #expect(open.map(\.location.line) == [2] && open.first?.location.column == 48 && open.first?.message.contains("still open") == true, "\(open)")
    }

    @Test func swiftClassNamesTheRuntimeLeftMangledAreWrittenAsSwift() {
        let cases = [("_TtC6MyShop11PromoBanner", "MyShop.PromoBanner"), ("_TtC6MyShop10PromoBanner", "_TtC6MyShop10PromoBanner"), ("_TtCC6MyShop4Cart4Cell", "MyShop.Cart.Cell"),
                     ("_TtC6MyShopP33_0123456789ABCDEF0123456789ABCDEF11PrivateView", "MyShop.PrivateView"),
                     ("_TtC6MyShop10PromoBannerX", "_TtC6MyShop10PromoBannerX"), ("_TtC6MyShop99Short", "_TtC6MyShop99Short"),
                     ("_TtGC6MyShop4Box", "_TtGC6MyShop4Box"),
                     ("_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_", "SwiftUI._UIHostingView<SwiftUI.AnyView>"),
                     ("_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_", "SwiftUI._UIHostingView<MyApp.ContentView>"),
                     ("_TtGC6MyShop4BoxSiSS_", "_TtGC6MyShop4BoxSiSS_"), ("_TtGC7SwiftUI14_UIHostingViewVS3_7AnyView_", "_TtGC7SwiftUI14_UIHostingViewVS3_7AnyView_"),
                     ("_TtC5Swift4Cell", "Swift.Cell"), ("_TtCSs4Cell", "Swift.Cell"), ("_Tt", "_Tt"), ("UIView", "UIView"), ("MyShop.Card", "MyShop.Card")]
        for (name, swift) in cases { #expect(ClassMapping.demangled(name) == swift, "\(name)") }
        #expect(ClassMapping.idStem(ClassMapping.demangled("_TtC6MyShop11PromoBanner")) == "promoBanner")
        #expect(ClassMapping.idStem(ClassMapping.demangled("_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_")) == "hostingView")
    }

    @Test func aMangledClassInADumpGetsItsSwiftNameAndKind() throws {
        let text = """
        <UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>
           | <_TtC6MyShop14CheckoutButton: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
        """
        let r = try HierarchyImport.importText(text, path: "m.txt")
        let view = try #require(r.document.windows.first?.view.subviews.first)
        #expect(view.id == "checkoutButton1" && view.kind == .button && view.text == "checkoutButton1")
        #expect(r.document.importedClasses["checkoutButton1"] == ImportedClass(name: "MyShop.CheckoutButton", line: 2))
    }

    @Test func viewsPointAtTheirLineInTheDump() throws {
        let r = try ImportFixtures.imported(ImportFixtures.shop)
        let built = SceneBuilder.build(r.document)
        let spec = try #require(built.specs["raisedTabButton1"])
        #expect(spec.location == SourceLocation(path: ImportFixtures.shop, line: 75, column: 26))
    }
}

@Suite struct ImportSentry {
    @Test func nodesBecomeViews() throws {
        let text = """
        {"rendering_system": "UIKIT", "windows": [{"type": "UIWindow", "x": 0, "y": 0, "width": 390, "height": 844, "alpha": 1, "visible": true, "children": [
          {"type": "UIButton", "identifier": "buy", "x": 10, "y": 20, "width": 100, "height": 44, "alpha": 0.5, "visible": true, "depth": 2, "extra": "ok"},
          {"type": "UIScrollView", "x": 0, "y": 100, "width": 390, "height": 300, "alpha": 1, "visible": false, "children": []}
        ]}]}
        """
        let r = try HierarchyImport.importText(text, path: "vh.json")
        #expect(r.format == .sentry && r.viewsRead == 3 && r.viewsWritten == 3)
        let s = r.document.windows[0].view.subviews
        #expect(s[0].kind == .button && s[0].text == "button1 #buy" && s[0].alpha == 0.5 && s[0].frame == Rect(x: 10, y: 20, width: 100, height: 44))
        #expect(s[1].kind == .scrollView && s[1].hidden)
        #expect(r.yaml.contains("# unknown: content offset"))
        #expect(r.yaml.contains("transforms: Sentry writes each view's frame only"))
    }

    @Test func theFixtureImportsEveryView() throws {
        let r = try ImportFixtures.imported(ImportFixtures.settings)
        #expect(r.viewsRead == 68 && r.viewsWritten == 68)
    }
}

@Suite struct ImportGoldenScenes {
    /// Import -> scene text (golden) -> parse -> build: the writer's scene reads back.
    @Test(arguments: [(ImportFixtures.shop, "Examples/imports/shop.yaml"), (ImportFixtures.settings, "Examples/imports/settings.yaml")])
    func eachDumpImportsToItsGoldenScene(dump: String, golden: String) throws {
        let r = try ImportFixtures.imported(dump)
        if let diff = compareGolden(r.yaml, ImportFixtures.url(golden)) { Issue.record("\(diff)") }
        let reparsed = try SceneParser.parse(r.yaml, path: golden)
        let built = SceneBuilder.build(reparsed)
        #expect(built.viewsInOrder.count == r.viewsRead)
        // The golden scene file loads as a scene too.
        let fromFile = try SceneFile.load(ImportFixtures.url(golden).path)
        #expect(fromFile.windows.count == reparsed.windows.count)
    }

    @Test func aDumpLoadsDirectlyAsASceneInEveryCommand() throws {
        let doc = try SceneFile.load(ImportFixtures.url(ImportFixtures.shop).path, displayPath: ImportFixtures.shop)
        let built = SceneBuilder.build(doc)
        #expect(built.views["raisedTabButton1"] != nil)
        // A tap on the tab bar button's overflow goes to what is behind it, not to the button.
        #expect(built.application.hitTest(screenPoint: Point(x: 195, y: 750)).view?.id != "raisedTabButton1")
        #expect(built.application.hitTest(screenPoint: Point(x: 195, y: 790)).view?.id == "raisedTabButton1")
    }
}

@Suite struct ImportErrorsAreLocated {
    /// (dump, line, column, words the message contains)
    static let recursiveCases: [(String, Int, Int, String)] = [
        ("<UIWindow: 0x1; frame = (0 0; 10)>", 1, 25, "'frame': expected '(x y; width height)'"),
        ("<UIWindow: 0x1; frame = (0 0; 10 10)", 1, 37, "closing '>'"),
        ("hello", 1, 1, "not a view"),
        ("<UIWindow: zz; frame = (0 0; 10 10)>", 1, 11, "address"),
        ("<UIWindow: 0x1; frame = (nan 0; 10 10)>", 1, 25, "finite"),
        ("<UIWindow: 0x1; frame = (0 0; 1e9 10)>", 1, 25, "within"),
        ("<UIWindow: 0x1; frame = (0 0; 10 10)>\n   |    | <UIView: 0x2; frame = (0 0; 1 1)>", 2, 11, "levels deeper"),
        ("<UIWindow: 0x1; frame = (0 0; 10 10); hidden = MAYBE>", 1, 48, "YES or NO"),
        ("<UIWindow: 0x1; layer = <CALayer: 0x2>>", 1, 1, "no 'frame"),
        ("<UIWindow: 0x1; frame = (0 0; 10 10); alpha = 2>", 1, 47, "0 to 1"),
        ("<UIWindow: 0x1; frame = (0 0; 10 10); transform = [1, 0, 0]>", 1, 51, "six finite numbers"),
        ("<UIWindow: 0x1; frame = (0 0; 10 10)>\n   | <UIScrollView: 0x2; frame = (0 0; 1 1); contentOffset: {0}>", 2, 61, "'{x, y}'"),
        ("<UIWindow: 0x1; frame = (0 0; 10 10); text = 'open>", 1, 46, "quoted text is still open"),
        ("<UIWindow: 0x1; frame = (0 0; 10 10); justtext>", 1, 39, "key = value"),
        ("<UIWindow: 0x1; frame = (0 0; 10 10)))>", 1, 37, "do not pair"),
        ("", 1, 1, "no views"),
    ]

    @Test func everyMalformedLineOrFieldIsAnErrorAtItsLineAndColumn() {
        for (text, line, column, words) in Self.recursiveCases {
            let errors = ImportFixtures.problems(text)
            #expect(errors.count >= 1, "\(text)")
            guard let e = errors.first else { continue }
            #expect(e.location.line == line && e.location.column == column, "\(text): \(e)")
            #expect(e.message.contains(words), "\(text): \(e)")
            #expect(e.location.description == "dump.txt:\(line):\(column)")
        }
    }

    static let sentryCases: [(String, Int, Int, String)] = [
        (#"{"windows": [{"type": "UIWindow", "x": 0, "y": 0, "width": 10"#, 1, 62, "truncated"),
        (#"{"windows": [{"type": "UIWindow", "x": NaN, "y": 0, "width": 10, "height": 10}]}"#, 1, 40, "expected a value"),
        (#"{"windows": [{"x": 0, "y": 0, "width": 10, "height": 10}]}"#, 1, 14, "no 'type'"),
        (#"{"windows": [{"type": "UIWindow", "x": "0", "y": 0, "width": 10, "height": 10}]}"#, 1, 40, "'x': expected a finite number"),
        (#"{"windows": [{"type": "UIWindow", "x": 0, "y": 0, "width": -1, "height": 10}]}"#, 1, 60, "'width': expected a finite number >= 0"),
        (#"{"windows": [{"type": "UIWindow", "x": 0, "y": 0, "height": 10}]}"#, 1, 14, "no 'width'"),
        (#"{"windows": []}"#, 1, 13, "empty"),
        (#"{"rendering_system": "UIKIT"}"#, 1, 1, "no 'windows'"),
        (#"{"windows": [{"type": "UIWindow", "x": 0, "y": 0, "width": 1, "height": 1}]} x"#, 1, 78, "after the JSON"),
        ("{\"windows\": [{\"type\": \"UIWindow\", \"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1, \"alpha\": 3}]}", 1, 85, "0 to 1"),
        ("{\"windows\":\n [{\"type\": \"UIWindow\", \"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1, \"visible\": \"yes\"}]}", 2, 76, "true or false"),
    ]

    @Test func everyMalformedJSONFieldIsAnErrorAtItsLineAndColumn() {
        for (text, line, column, words) in Self.sentryCases {
            let errors = ImportFixtures.problems(text, path: "vh.json")
            #expect(errors.count >= 1, "\(text)")
            guard let e = errors.first else { continue }
            #expect(e.location.line == line && e.location.column == column, "\(text): \(e)")
            #expect(e.message.contains(words), "\(text): \(e)")
        }
    }

    @Test func oneBadLineGivesOneWarningAndItsSubviewsOneMoreNotACascade() throws {
        let text = """
        <UIWindow: 0x1; frame = (0 0; 390 844)>
           | <UIView: 0x2; frame = (0 0; 390 nan)>
           |    | <UIButton: 0x3; frame = (0 0; 10 10)>
           |    |    | <UILabel: 0x4; frame = (0 0; 10 10)>
           |    | <UIButton: 0x5; frame = (0 0; 10 10)>
           | <UIButton: 0x6; frame = (0 100; 44 44)>
        """
        let r = try HierarchyImport.importText(text, path: "dump.txt")
        #expect(r.warnings.map(\.location.line) == [2, 3], "\(r.warnings)")
        #expect(r.warnings.first?.message.hasPrefix("skipped this view: 'frame'") == true)
        #expect(r.warnings.last?.message.hasPrefix("3 view(s) nested under the skipped line 2") == true)
        #expect(r.document.windows[0].view.subviews.map(\.id) == ["button1"])
        #expect(r.report.viewsSkipped == 4 && r.viewsRead == 2)
        // Nothing readable: the problems are errors, then what to do.
        let none = ImportFixtures.problems("<UIWindow: 0x1; frame = (0 0; 390 nan)>\n   | <UIView 0x2>\n")
        #expect(!ImportFixtures.refused("<UIWindow: 0x1; frame = (0 0; 1 1)>") && ImportFixtures.refused("<UIWindow: 0x1; frame = (0 0; 390 nan)>"))
        #expect(none.map(\.location.line) == [1, 2, 2] && none.last?.message.contains("no view could be read") == true, "\(none)")
    }

    @Test func hostileFilesAreRefusedWithinTheSceneLimits() {
        // Deeper than 200 views.
        var deep = "<UIWindow: 0x1; frame = (0 0; 10 10)>\n"
        for d in 1...(SceneLimits.maxDepth + 1) { deep += String(repeating: "   | ", count: d) + "<UIView: 0x2; frame = (0 0; 1 1)>\n" }
        #expect(ImportFixtures.problems(deep).first?.message.contains("nested too deeply") == true)
        // More than 20,000 views.
        let many = "<UIWindow: 0x1; frame = (0 0; 10 10)>\n" + String(repeating: "   | <UIView: 0x2; frame = (0 0; 1 1)>\n", count: SceneLimits.maxViews)
        #expect(ImportFixtures.problems(many).first?.message.contains("too many views") == true)
        // JSON nested deeper than the YAML limit (no stack overflow).
        let brackets = String(repeating: "[", count: 100_000)
        #expect(ImportFixtures.problems(brackets, path: "vh.json").first?.message.contains("nested more than") == true)
        // Sentry views nested deeper than 200.
        var node = #"{"type": "UIView", "x": 0, "y": 0, "width": 1, "height": 1}"#
        for _ in 0...SceneLimits.maxDepth { node = #"{"type": "UIView", "x": 0, "y": 0, "width": 1, "height": 1, "children": ["# + node + "]}" }
        #expect(ImportFixtures.problems(#"{"windows": ["# + node + "]}", path: "vh.json").contains { $0.message.contains("nested too deeply") })
        // Binary.
        #expect(ImportFixtures.problems("<UIWindow: 0x1;\u{0}\u{1} frame>").first?.message.contains("binary") == true)
        // Larger than 8 MiB.
        let huge = String(repeating: "x", count: SceneLimits.maxFileBytes + 1)
        #expect(ImportFixtures.problems(huge).first?.message.contains("larger than 8 MiB") == true)
        // Truncated at every 97th byte: an error or a smaller import, never a crash.
        for text in [try? ImportFixtures.text(ImportFixtures.shop), try? ImportFixtures.text(ImportFixtures.settings)].compactMap({ $0 }) {
            let bytes = Array(text.utf8)
            for cut in stride(from: 0, to: bytes.count, by: 97) {
                _ = ImportFixtures.problems(String(decoding: bytes[0..<cut], as: UTF8.self), path: text.hasPrefix("{") ? "vh.json" : "d.txt")
            }
        }
    }

    @Test func errorsAndWarningsStopAtTheLimitWithACount() throws {
        // Nothing readable: errors, at most the limit, then a count.
        let bad = String(repeating: "   | <UIView: 0x2; frame = nope>\n", count: 300)
        let errors = ImportFixtures.problems(bad)
        #expect(errors.count == SceneLimits.maxErrors + 1 && ImportFixtures.refused(bad))
        #expect(errors.last?.message.contains("more error") == true)
        // Damaged lines in a readable dump: warnings, at most the limit, then a count.
        let r = try HierarchyImport.importText("<UIWindow: 0x1; frame = (0 0; 10 10)>\n" + bad, path: "many.txt")
        #expect(r.warnings.count == SceneLimits.maxErrors && r.report.warningsNotShown == 200)
        #expect(r.report.warningLines.last?.contains("and 200 more warning(s) not shown") == true)
        // Text alone is not a dump: one error that says so.
        let prose = ImportFixtures.problems(String(repeating: "nonsense\n", count: 300))
        #expect(prose.count == 1 && prose[0].message.contains("no views in the file") == true)
    }
}
