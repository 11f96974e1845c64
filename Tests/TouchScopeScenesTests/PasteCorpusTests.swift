import Foundation
import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// Dumps as people paste them (Tests/TouchScopeScenesTests/Pastes): the same screen printed by
/// Cycript, Frida, lldb (Objective-C and Swift), Xcode's console, inside Markdown, code comments
/// and chat messages; elided, cut short, wrapped by a terminal, two dumps in one paste, a paste
/// that starts inside the hierarchy, and two printouts that are not view hierarchies. Each has a
/// golden: what the import read, skipped and took off, every warning at its line and column,
/// and the views read (or the errors, for a paste that is refused).
@Suite struct PasteCorpusTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/TouchScopeScenesTests/Pastes")

    static var pastes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted()
    }

    /// The golden text of one paste's import.
    static func outcome(_ name: String) throws -> String {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let path = "Pastes/" + name
        do {
            let r = try HierarchyImport.importText(text, path: path)
            var out = "format: \(r.format.title)\n"
            out += "import: \(r.report.summary)\n"
            for phrase in r.report.removed { out += "taken off: \(phrase)\n" }
            for line in r.report.warningLines { out += line + "\n" }
            for n in r.report.notices { out += "\(n.location): note: \(n.message)\n" }
            out += "views:\n"
            func tree(_ v: ViewSpec, _ depth: Int) {
                let f = v.frame
                out += String(repeating: "  ", count: depth + 1)
                    + "\(v.id) line \(v.location.line) [\(formatNumber(f.minX)), \(formatNumber(f.minY)), \(formatNumber(f.width)), \(formatNumber(f.height))]"
                if let c = v.controller { out += " controller \(c.id)" }
                if let unknowns = r.document.unknowns[v.id], !unknowns.isEmpty { out += " (unknown: " + unknowns.joined(separator: "; ") + ")" }
                out += "\n"
                for s in v.subviews { tree(s, depth + 1) }
            }
            for w in r.document.windows { tree(w.view, 0) }
            return out
        } catch {
            return "refused:\n" + error.errors.map { $0.description + "\n" }.joined()
        }
    }

    @Test(arguments: pastes)
    func eachPasteImportsAsItsGoldenSays(name: String) throws {
        let actual = try Self.outcome(name)
        let golden = Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".txt", with: ".golden"))
        if let diff = compareGolden(actual, golden) { Issue.record("\(diff)") }
    }

    /// The clean dump and every wrapping of it read the same views, at the same frames.
    @Test func everyWrappingOfTheSameScreenReadsTheSameViews() throws {
        func shape(_ name: String) throws -> [String] {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            let r = try HierarchyImport.importText(text, path: name)
            var out: [String] = []
            func walk(_ v: ViewSpec) { out.append("\(v.id) \(v.frame) \(v.text ?? "")"); v.subviews.forEach(walk) }
            r.document.windows.forEach { walk($0.view) }
            #expect(r.warnings.isEmpty, "\(name): \(r.warnings)")
            return out
        }
        let clean = try shape("markdown.txt")
        #expect(clean.count == 8)
        for name in ["cycript.txt", "cycript-escaped.txt", "frida.txt", "backticks.txt", "comment.txt", "nslog.txt",
                     "swift-po.txt", "lldb-p.txt", "dump-some.txt", "wrapped.txt"] {
            let read = try shape(name)
            #expect(read == clean, "\(name): \(read.difference(from: clean))")
        }
    }

    /// Damage costs the views it touches and no more: one warning per damaged line (and one for
    /// the views nested under it), never one per later line.
    @Test func damageCostsOnlyTheViewsItTouches() throws {
        func read(_ name: String) throws -> HierarchyImport.Result {
            try HierarchyImport.importText(String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8), path: name)
        }
        let elided = try read("elided.txt")
        #expect(elided.warnings.count == 2 && elided.report.linesSkipped == 2, "\(elided.warnings)")
        let cut = try read("cut-line.txt")
        // The cut button keeps its frame; its label, on the next line, is read as its subview.
        #expect(cut.warnings.count == 1 && cut.viewsRead == 8)
        let truncated = try read("truncated.txt")
        #expect(truncated.warnings.count == 1 && truncated.viewsRead == 8)
        let two = try read("two-dumps.txt")
        #expect(two.document.windows.count == 2 && two.warnings.isEmpty)
        let subtree = try read("subtree.txt")
        #expect(subtree.warnings.count == 1 && subtree.viewsRead == 2 && subtree.warnings[0].message.contains("starts inside the hierarchy"))
    }

    /// A `_printHierarchy` pasted with the dump puts each controller on its root view (matched by
    /// address), so touches a view passes on go through its controller, as in the app.
    @Test func controllersOfAPastedPrintHierarchyJoinTheResponderChain() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("controllers-and-views.txt"), encoding: .utf8)
        let r = try HierarchyImport.importText(text, path: "controllers-and-views.txt")
        let root = try #require(r.document.windows.first?.view.subviews.first)
        #expect(root.controller?.id == "cartViewController1")
        #expect(r.report.notices.contains { $0.message.contains("UINavigationController") && $0.message.contains("not attached") })
        let scene = SceneBuilder.build(r.document)
        let view = try #require(scene.views[root.id])
        #expect(view.next?.id == "cartViewController1")
        // The same dump without the controllers: the view's next responder is its superview.
        let bare = try HierarchyImport.importText(text.components(separatedBy: "\n").dropFirst(4).joined(separator: "\n"), path: "bare.txt")
        let bareScene = SceneBuilder.build(bare.document)
        #expect(bareScene.views[root.id]?.next?.id == "window1")
    }

    /// A dump taken mid-animation says so, in the import and in lint.
    @Test func aDumpTakenMidAnimationSaysSo() throws {
        let path = Self.folder.appendingPathComponent("mid-animation.txt").path
        let document = try SceneFile.load(path, displayPath: "mid-animation.txt")
        let notes = try #require(document.importReport?.notices)
        #expect(notes.count == 1 && notes[0].location.line == 4 && notes[0].message.contains("mid-animation"))
        #expect(document.unknowns["button1"]?.contains { $0.hasPrefix("mid-animation") } == true)
        let run = LintRun(findings: [], importNotes: notes, filesChecked: 1)
        #expect(SceneLint.summary(run).contains("taken mid-animation"))
        #expect(SceneLint.sarif(run).contains("\"level\": \"note\""))
    }

    @Test func printoutsThatAreNotViewHierarchiesAreRefusedSayingWhatTheyAre() throws {
        let chain = try Self.outcome("presponder.txt")
        #expect(chain.hasPrefix("refused:") && chain.contains("responder chain") && chain.contains("recursiveDescription"), "\(chain)")
        let controllers = try Self.outcome("print-hierarchy.txt")
        #expect(controllers.hasPrefix("refused:") && controllers.contains("view-controller hierarchy"), "\(controllers)")
    }

    /// Removing a pasted wrapper keeps columns: a warning points at the character in the file.
    @Test func warningsPointAtTheFilesOwnColumns() throws {
        let line = "// 2024-05-01 10:11:12.345678+0200 Shop[812:90211]    | <UIView: 0x2; frame = (0 0; 10 nan)>"
        let text = "<UIWindow: 0x1; frame = (0 0; 100 100)>\n" + line + "\n"
        let r = try HierarchyImport.importText(text, path: "cols.txt")
        let w = try #require(r.warnings.first)
        let column = line.distance(from: line.startIndex, to: line.range(of: "(0 0; 10 nan)")!.lowerBound) + 1
        #expect(w.location.line == 2 && w.location.column == column, "\(w)")
    }
}
