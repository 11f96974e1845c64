import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// Lines that real `recursiveDescription` output contains and that the first reader refused.
@Suite struct ImportRealDumpTests {
    static let window = "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>"

    // UIVisualEffectView's description (tab bars, navigation bars, sheets: in most real dumps)
    // appends its effect after the view's closing '>'.
    @Test func textAfterAVisualEffectViewsClosingBracketIsNotPartOfTheView() throws {
        let text = """
        \(Self.window)
           | <UIVisualEffectView: 0x3; frame = (0 0; 390 83); alpha = 0; layer = <CALayer: 0x4>> effect=none
           | <UIVisualEffectView: 0x5; frame = (0 761; 390 83); layer = <CALayer: 0x6>> effect=<UIBlurEffect: 0x600000c0c000> style=UIBlurEffectStyleSystemChromeMaterial
           |    | <_UIVisualEffectContentView: 0x7; frame = (0 0; 390 83); layer = <CALayer: 0x8>>
        """
        let r = try HierarchyImport.importText(text, path: "vev.txt")
        let subviews = r.document.windows[0].view.subviews
        #expect(subviews.map(\.id) == ["visualEffectView1", "visualEffectView2"])
        #expect(subviews[0].alpha == 0)
        #expect(subviews[1].subviews.map(\.id) == ["visualEffectContentView1"])
    }

    @Test func aLineCutShortIsATruncationWarningAtItsEndAndTheViewIsReadAsFarAsItGoes() throws {
        let line = "   | <UIButton: 0x5; frame = (10 10; 100 44); layer = <CALa"
        let errors = ImportFixtures.problems(Self.window + "\n" + line)
        let r = try HierarchyImport.importText(Self.window + "\n" + line, path: "cut.txt")
        #expect(r.document.windows[0].view.subviews.map(\.id) == ["button1"])
        #expect(r.document.unknowns["button1"]?.contains { $0.contains("damaged at column 60") } == true, "\(r.document.unknowns)")
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 2)
        #expect(errors.first?.location.column == line.count + 1)
        #expect(errors.first?.message.contains("truncated") == true)
    }

    @Test func aGenericClassPrintedByItsSwiftNameMayHaveSpacesBetweenItsArguments() throws {
        let text = """
        \(Self.window)
           | <SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>
        """
        let r = try HierarchyImport.importText(text, path: "generic.txt")
        #expect(r.document.windows[0].view.subviews.map(\.id) == ["hostingView1"])
        // A space outside the angle brackets is still not a class name.
        let errors = ImportFixtures.problems(Self.window + "\n   | <My View: 0x3; frame = (0 0; 1 1)>")
        #expect(errors.first?.message.contains("class name") == true)
    }

    @Test func xcodesPrintDescriptionHeaderIsIgnored() throws {
        let text = "Printing description of window:\n" + Self.window + "\n"
        let r = try HierarchyImport.importText(text, path: "printed.txt")
        #expect(r.document.windows.map(\.view.id) == ["window1"])
    }
}

@Suite struct ImportSentryDuplicateKeys {
    // RFC 8259 §4: with duplicate names "the behavior of software that receives such an object is
    // unpredictable"; scene files refuse duplicate keys, and so does the import.
    @Test func aKeyTwiceInOneObjectIsAnErrorAtTheSecondKey() {
        let text = #"{"rendering_system": "UIKIT", "windows": [{"type": "UIWindow", "type": "UIView", "x": 0, "y": 0, "width": 390, "height": 844}]}"#
        let errors = ImportFixtures.problems(text, path: "dup.json")
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 1)
        #expect(errors.first?.location.column == 64)
        #expect(errors.first?.message.contains("duplicate key \"type\"") == true)
    }
}

@Suite struct ImportNilText {
    @Test func aNilTextPrintedAsNullIsNoText() throws {
        let text = ImportRealDumpTests.window + "\n   | <UITextField: 0x3; frame = (0 0; 200 34); text = (null); opaque = NO; layer = <CALayer: 0x4>>"
        let r = try HierarchyImport.importText(text, path: "null.txt")
        #expect(r.document.windows[0].view.subviews.map(\.id) == ["textField1"])
    }
}

@Suite struct ImportLineEnds {
    static let dump = ImportRealDumpTests.window + "\n   | <UIButton: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>\n   | <UILabel: 0x5; frame = (0 0; 10 10); text = 'x'; layer = <CALayer: 0x6>>\n"

    @Test func classicMacLineEndsAreLineEndsAndNoViewIsLost() throws {
        let r = try HierarchyImport.importText(Self.dump.replacingOccurrences(of: "\n", with: "\r"), path: "cr.txt")
        #expect(r.viewsRead == 3)
        #expect(r.document.windows[0].view.subviews.map(\.id) == ["button1", "label1"])
    }

    @Test func twoViewsJoinedOnOneLineAreReadAsTwoLinesWithAWarning() throws {
        let joined = ImportRealDumpTests.window + "   | <UIButton: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>"
        let errors = ImportFixtures.problems(joined)
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("on the same line") == true)
        #expect(errors.first?.location.column == ImportRealDumpTests.window.count + 1)
        let r = try HierarchyImport.importText(joined, path: "joined.txt")
        #expect(r.document.windows[0].view.subviews.map(\.id) == ["button1"])
    }

    @Test func aUTF16DumpWithItsByteOrderMarkIsRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ts-utf16-\(UInt32.random(in: 0...UInt32.max)).txt")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Self.dump.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let r = try HierarchyImport.importFile(url.path, displayPath: "utf16.txt")
        #expect(r.viewsRead == 3)
    }
}
