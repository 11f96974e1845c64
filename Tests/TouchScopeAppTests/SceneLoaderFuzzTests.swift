import Foundation
import PropertyBased
import Testing
import TouchScopeCore
import TouchScopeTestSupport
@testable import TouchScopeScenes
import TouchScopeUI

/// Hostile scene files: every input either loads or gives `path:line:column` errors; no crash,
/// no hang, bounded memory; whatever loads can be built, run, hit-tested, mapped and drawn.
@Suite struct SceneLoaderFuzz {
    /// Mutations per example scene: 100 in a full sweep, 30 in `./test` (docs/testing.md).
    static let mutationsPerScene = Sweep.count(full: 100, quick: 30)

    // MARK: Mutations of every file in Scenes/

    @Test func everyMutationOfEverySceneLoadsOrGivesLocatedErrors() throws {
        var tried = 0, loaded = 0
        for (fileIndex, url) in Robust.sceneFiles.enumerated() {
            let original = try String(contentsOf: url, encoding: .utf8)
            var rng = SeededRNG(seed: 0x5CE4E + UInt64(fileIndex))
            for _ in 0..<Self.mutationsPerScene {
                let text = Mutator.mutate(original, rng: &rng)
                tried += 1
                if let doc = Robust.loadsOrLocates(text, path: url.lastPathComponent) {
                    loaded += 1
                    Downstream.exercise(doc, deep: loaded % 8 == 0)
                }
            }
        }
        Robust.figure("loader: \(tried) mutations of \(Robust.sceneFiles.count) scene files, \(loaded) loaded, \(tried - loaded) rejected with located errors")
        #expect(tried == Robust.sceneFiles.count * Self.mutationsPerScene)
        #expect(loaded > 0 && loaded < tried)
    }

    // MARK: Random YAML

    @Test func randomYAMLLoadsOrGivesLocatedErrors() async {
        await SeededProperty.check(count: 400, seed: 0x7A3100, input: RandomYAML.generator) { text in
            if let doc = Robust.loadsOrLocates(text) { Downstream.exercise(doc, deep: false) }
        }
        Robust.figure("loader: 400 seeded (TOUCHSCOPE_EXPLORE=1: random) YAML documents")
    }

    @Test func randomScenesThatAreValidLoadAndRun() async {
        await SeededProperty.check(count: 150, seed: 0x5CE7E0, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var rng = SeededRNG(seed: UInt64(seed))
            let text = RandomScene.yaml(rng: &rng)
            guard let doc = Robust.loadsOrLocates(text) else {
                Issue.record("a generated valid scene did not load (seed \(seed))")
                return
            }
            Downstream.exercise(doc, deep: true)
        }
    }

    // MARK: Wrong types, numbers, sizes, ids

    /// Every view key and top-level key with values of every type: each either is a located
    /// error or loads, and the ones that load are exactly the reviewed list in
    /// `wrong-type-accepted.txt` (a value of the key's own type: `hidden: true`, `alpha: 12`
    /// is refused...). Issue 38: a wrong-typed value that loaded silently used to pass; now a
    /// new silent acceptance fails until someone looks at it and adds it to the list
    /// (`TOUCHSCOPE_RECORD=1` rewrites the list for review in the diff).
    @Test func everyViewKeyWithEveryWrongTypeIsALocatedError() throws {
        let values = ["[1, 2]", "{a: 1}", "text", "12", "true", "null", "~", "''", "[[[]]]", "!!binary aGk=", "&x 3", "-1e400"]
        var tried = 0
        var accepted: [String] = []
        for key in SceneParser.viewKeys where key != "id" && key != "subviews" && key != "text" {
            for value in values {
                let yaml = "title: t\nwindow:\n  subviews:\n    - id: v\n      frame: [0, 0, 10, 10]\n      \(key): \(value)\n"
                tried += 1
                if Robust.loadsOrLocates(yaml) != nil, key != "frame" { accepted.append("view \(key): \(value)") }
            }
        }
        for value in values {
            for top in SceneParser.topKeys {
                tried += 1
                if Robust.loadsOrLocates("title: t\nwindow: {}\n\(top): \(value)\n") != nil { accepted.append("top \(top): \(value)") }
            }
        }
        let listed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("wrong-type-accepted.txt")
        let text = accepted.sorted().joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["TOUCHSCOPE_RECORD"] == "1" { try text.write(to: listed, atomically: true, encoding: .utf8) }
        let reviewed = Set(try String(contentsOf: listed, encoding: .utf8).split(separator: "\n").map(String.init))
        let new = accepted.filter { !reviewed.contains($0) }
        #expect(new.isEmpty, "these load without an error; refuse them in the parser, or add them to wrong-type-accepted.txt if the value is right for the key: \(new)")
        #expect(reviewed.subtracting(accepted).isEmpty, "listed but now refused (remove them from the list): \(reviewed.subtracting(accepted).sorted())")
        Robust.figure("loader: \(tried) wrong-type values")
    }

    @Test(arguments: ["1e309", "-1e309", ".inf", "-.Inf", ".NaN", "nan", "1000001", "-1000000.5", "0x10", "1_000", "1e-400",
                      "-0", "NaN", "++1", "1e6", "99999999999999999999999999", "0.1e1000", "\"5\"", "5 # c"])
    func hugeAndNonFiniteNumbersAreRejectedOrExact(_ number: String) throws {
        let yaml = "title: t\ncanvas: [\(number), 100]\nwindow:\n  subviews:\n    - id: v\n      frame: [\(number), 0, \(number), 10]\n      alpha: \(number)\n      transform: {scale: \(number), rotate: \(number)}\nscript:\n  - tap: [\(number), 1]\n  - wait: \(number)\n"
        if let doc = Robust.loadsOrLocates(yaml) {
            // Only finite numbers within the limits load.
            for w in doc.windows { #expect(w.view.frame.width.isFinite) }
            #expect(doc.canvas.width.isFinite && abs(doc.canvas.width) <= SceneLimits.maxCoordinate)
            Downstream.exercise(doc, deep: true)
        }
    }

    @Test func negativeSizesAreLocatedErrors() {
        let yaml = "title: t\ncanvas: [-1, 10]\nwindow:\n  frame: [0, 0, -5, 10]\n  subviews:\n    - id: v\n      frame: [0, 0, 10, -0.5]\n      kind: scrollView\n      contentSize: [-1, 3]\n"
        let errors = Robust.errors(yaml, path: "neg.yaml")
        #expect(errors.map(\.location.line).sorted() == [2, 4, 7, 9], "\(errors)")
    }

    @Test func duplicateAndUnknownIdsEverywhere() {
        let yaml = """
        title: t
        delegate: {implements: []}
        window:
          id: application
          subviews:
            - id: a
              frame: [0, 0, 1, 1]
              pointInside: {include: [nope, a]}
              controller: {id: a, presentedBy: ghost}
            - id: appDelegate
              kind: button
              frame: [0, 0, 1, 1]
              actions: [{on: touchUpInside, action: x, target: missing}]
            - id: a
              frame: [0, 0, 1, 1]
        """
        do {
            _ = try SceneParser.parse(yaml, path: "ids.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.errors.count >= 6, "\(error)")
            for e in error.errors { #expect(Robust.isLocated(e, path: "ids.yaml", lineCount: 16), "\(e)") }
        }
    }

    // MARK: Depth, size, aliases

    @Test func nesting10000DeepIsALimitErrorInEveryStyle() {
        let n = 10_000
        let flow = String(repeating: "[", count: n) + String(repeating: "]", count: n)
        let maps = String(repeating: "{a: ", count: n) + "1" + String(repeating: "}", count: n)
        let compact = String(repeating: "- ", count: n) + "x\n"
        var views = "title: deep\nwindow:\n  subviews: ["
        for i in 0..<n { views += "{id: v\(i), frame: [0, 0, 10, 10], subviews: [" }
        views += String(repeating: "]}", count: n) + "]\n"
        for (name, text) in [("flow lists", flow), ("flow mappings", maps), ("compact block lists", compact), ("views", views)] {
            do {
                _ = try SceneParser.parse(text, path: "deep.yaml")
                Issue.record("\(name): loaded")
            } catch {
                #expect(error.errors.count == 1, "\(name)")
                #expect(error.errors.first?.message.contains("nested more than \(SceneLimits.maxYAMLDepth) levels") == true,
                        "\(name): \(error)")
            }
        }
        // Script files are guarded too.
        do {
            _ = try SceneParser.parseScript(flow, path: "deep-script.yaml")
            Issue.record("script loaded")
        } catch {
            #expect(error.errors.first?.message.contains("nested more than") == true)
        }
    }

    @Test func viewsNestedOneLevelPastTheLimitAreAViewDepthError() {
        let text = RandomScene.chain(depth: SceneLimits.maxDepth + 1)
        do {
            _ = try SceneParser.parse(text, path: "chain.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.errors.map(\.message) == ["views are nested too deeply: at most \(SceneLimits.maxDepth) levels"])
        }
    }

    @Test func theDeepestTreeThatLoadsCanBeHitTestedMappedAndDrawn() throws {
        let text = RandomScene.chain(depth: SceneLimits.maxDepth)
        let doc = try SceneParser.parse(text, path: "chain.yaml")
        let scene = SceneBuilder.build(doc)
        #expect(scene.views.count == SceneLimits.maxDepth + 1)
        // Every view of the chain contains (5, 5): the deepest one is hit, with a full trace.
        let records = SceneTrace.run(doc, steps: [ScriptStep(action: .tap(Point(x: 5, y: 5)), location: TouchScopeScenes.SourceLocation(path: "t", line: 1, column: 1))])
        #expect(records.contains { if case let .hitResult(_, view, _) = $0.event { return view == "v\(SceneLimits.maxDepth)" } else { return false } })
        #expect(!TraceText.format(records).isEmpty)
        #expect(!TraceJSON.lines(records).isEmpty)
        let map = HitMap.compute(scene.application, canvas: doc.canvas, step: 10)
        #expect(map.view(column: 0, row: 0)?.id == "v\(SceneLimits.maxDepth)")
        let p = Playground()
        p.show(doc)
        _ = p.layout(width: 1200, height: 900, uiScale: 1)
        p.touch(InputSample(finger: .mouse, phase: .down, location: Point(x: 5, y: 5), timestamp: 0))
        p.perform(.selectChild)
        let list = p.displayList(width: 1200, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer())
        #expect(!list.commands.isEmpty)
        p.touch(InputSample(finger: .mouse, phase: .up, location: Point(x: 5, y: 5), timestamp: 0.1))
        #expect(p.scene?.application.activeTouches.isEmpty == true)
    }

    @Test func aHundredThousandViewsIsAViewCountErrorWithBoundedMemory() {
        let before = Robust.residentBytes()
        var text = "title: many\nwindow:\n  subviews:\n"
        text.reserveCapacity(4_000_000)
        for i in 0..<100_000 { text += "    - {id: v\(i), frame: [0, 0, 1, 1]}\n" }
        do {
            _ = try SceneParser.parse(text, path: "many.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.errors.map(\.message).contains("too many views: a scene may have at most \(SceneLimits.maxViews)"))
            // The first view past the limit (the window counts as one), on its own line.
            #expect(error.errors.first?.location.line == 3 + SceneLimits.maxViews)
        }
        let after = Robust.residentBytes()
        Robust.figure("loader: 100,000 views (\(text.utf8.count / 1024) KiB): view-count error; resident \(Robust.mib(before)) -> \(Robust.mib(after))")
    }

    @Test func yamlAliasBombsStopAtTheAliasThatExceedsTheLimit() {
        // Billion laughs: 10 levels of ten aliases each, 10^10 nodes once expanded.
        var bomb = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for i in 1...10 { bomb += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        // The same, hidden where views go.
        var views = "title: t\nx: &v0 {id: v, frame: [0, 0, 1, 1]}\n"
        for i in 1...8 { views += "y\(i): &v\(i) [" + Array(repeating: "*v\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        views += "window:\n  subviews: *v8\n"
        // Quadratic: one large anchor repeated many times.
        var quadratic = "big: &big [" + Array(repeating: "0", count: 5_000).joined(separator: ",") + "]\nuse: ["
        quadratic += Array(repeating: "*big", count: 5_000).joined(separator: ",") + "]\n"
        let before = Robust.residentBytes()
        for (name, text, line) in [("billion laughs", bomb, 6), ("views", views, 7), ("quadratic", quadratic, 2)] {
            do {
                _ = try SceneParser.parse(text, path: "bomb.yaml")
                Issue.record("\(name): loaded")
            } catch {
                #expect(error.errors.count == 1, "\(name)")
                #expect(error.errors.first?.message.contains("more than \(SceneLimits.maxYAMLNodes) YAML nodes") == true, "\(name): \(error)")
                #expect(error.errors.first?.location.line == line, "\(name): \(error)")
            }
        }
        Robust.figure("loader: alias bombs (10^10-node billion laughs, 10^8 views, 25M-node quadratic) refused; resident \(Robust.mib(before)) -> \(Robust.mib(Robust.residentBytes()))")
    }

    @Test func aliasesWithinTheLimitStillWork() throws {
        let yaml = """
        title: aliases
        window:
          subviews:
            - &box {id: a, frame: [0, 0, 10, 10], touches: &h handle}
            - {id: b, frame: [10, 0, 10, 10], touches: *h}
        script:
          - tap: &p [5, 5]
          - tap: *p
        """
        let doc = try SceneParser.parse(yaml, path: "ok.yaml")
        #expect(doc.windows[0].view.subviews.map(\.id) == ["a", "b"])
        #expect(doc.script.count == 2)
    }

    @Test func theLargestFileOfTinyNodesIsRefusedWithBoundedMemory() {
        // 8 MiB of "0," is 4 million nodes: the node limit refuses it before Yams builds them.
        let count = SceneLimits.maxFileBytes / 2 - 8
        var text = "["
        text.reserveCapacity(SceneLimits.maxFileBytes)
        for _ in 0..<count { text += "0," }
        text += "0]"
        let before = Robust.residentBytes()
        do {
            _ = try SceneParser.parse(text, path: "wide.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.errors.first?.message.contains("YAML nodes") == true, "\(error)")
        }
        let after = Robust.residentBytes()
        Robust.figure("loader: 8 MiB file of 4M list items refused by the node limit; resident \(Robust.mib(before)) -> \(Robust.mib(after))")
        let tooBig = text + "   "
        #expect((try? SceneParser.parse(tooBig + String(repeating: " ", count: 1024), path: "big.yaml")) == nil)
    }

    @Test func aBrokenFileWithAMillionProblemsReportsAHundredAndACount() {
        var text = "title: t\nwindow:\n  subviews:\n"
        for i in 0..<2_000 { text += "    - {id: v\(i), frame: x, alpha: 7, bogus: 1}\n" }
        do {
            _ = try SceneParser.parse(text, path: "errs.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.errors.count == SceneLimits.maxErrors + 1)
            #expect(error.errors.last?.message.hasSuffix("more error(s) not shown; fix the ones above first") == true)
        }
    }

    // MARK: Encodings and odd text

    @Test(arguments: [
        "\u{FEFF}title: bom\nwindow: {}\n", "title: crlf\r\nwindow: {}\r\n", "title: t\nwindow:\n\tsubviews: []\n",
        "title: \"\\0\"\nwindow: {}\n", "title: t\u{0}\nwindow: {}\n", "---\ntitle: a\nwindow: {}\n---\ntitle: b\nwindow: {}\n",
        "title: t\nwindow: {}\n...\n", "%YAML 1.1\n---\ntitle: t\nwindow: {}\n", "title: !!int t\nwindow: !custom {}\n",
        "title: *undefined\nwindow: {}\n", "? [a, b]\n: c\n", "title: |\n  x\n y\nwindow: {}\n", "'", "\"", "[", "{", "- ",
        ":", "&a", "*", "!", "|", ">", "%", "@", "`", "title: t\nwindow: {subviews: [{id: v, frame: [0, 0, 1, 1], subviews: 5}]}\n",
    ])
    func oddTextLoadsOrGivesLocatedErrors(_ text: String) {
        Robust.loadsOrLocates(text)
    }

    @Test func notUTF8AndSpecialFilesAreRefusedWithoutReading() throws {
        let dir = try Robust.temporaryDirectory("special")
        defer { try? FileManager.default.removeItem(at: dir) }
        let latin1 = dir.appendingPathComponent("latin1.yaml")
        try Data([0x74, 0x69, 0x74, 0x6C, 0x65, 0x3A, 0x20, 0xE9, 0x0A]).write(to: latin1)
        let fifo = dir.appendingPathComponent("fifo.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let huge = dir.appendingPathComponent("huge.yaml")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let h = try FileHandle(forWritingTo: huge)
        try h.truncate(atOffset: UInt64(SceneLimits.maxFileBytes + 1))
        try h.close()
        // The bad byte of a file that is not UTF-8 is located (line 1, column 8); the others are
        // about the whole file (1:1).
        let cases: [(String, String, String)] = [
            (latin1.path, "1:8", "not UTF-8"), (fifo, "1:1", "not a regular file"), ("/dev/zero", "1:1", "not a regular file"),
            (dir.path, "1:1", "directory"), (huge.path, "1:1", "larger than 8 MiB"),
            (dir.appendingPathComponent("none.yaml").path, "1:1", "no such file"),
        ]
        for (path, location, expected) in cases {
            do {
                _ = try SceneFile.load(path)
                Issue.record("\(path) loaded")
            } catch {
                #expect(error.errors.count == 1)
                #expect(error.description.hasPrefix("\(path):\(location): error: ") && error.description.contains(expected), "\(error)")
            }
        }
    }
}

/// What happens to a scene after it loads: built, its script run in the playground, hit-tested
/// everywhere, traced in both formats, and drawn.
enum Downstream {
    static func exercise(_ doc: SceneDocument, deep: Bool) {
        let records = SceneTrace.run(doc)
        for r in records.prefix(2_000) {
            _ = TraceText.line(r.event)
            let line = TraceJSON.line(r)
            if (try? JSONSerialization.jsonObject(with: Data(line.utf8))) == nil {
                Issue.record("not JSON: \(line)")
            }
        }
        guard deep else { return }
        let p = Playground()
        p.show(doc)
        _ = p.layout(width: 1000, height: 800, uiScale: 1)
        p.run(Array(doc.script.prefix(200)))
        _ = p.displayList(width: 1000, height: 800, uiScale: 1, measurer: FixedWidthTextMeasurer())
        if let scene = p.scene {
            let step = max(doc.canvas.width, doc.canvas.height) / 24
            _ = HitMap.compute(scene.application, canvas: doc.canvas, step: step)
        }
    }
}

/// Changes a scene file the way editors, chats and people do.
enum Mutator {
    static let replacements = [
        "1e309", "-1", "-0", ".nan", "1e999999", "99999999", "[]", "{}", "[1, [2]]", "null", "~", "\"\"", "yes", "*nope",
        "&a x", "!!str 5", "-1e6", "0.0000001", "[0, 0, -5, 10]", "[1, 2, 3]", "{inset: -1e300}", "handle", "button",
        "{began: handle, moved: nope}", "\"#ZZZZZZ\"", "|\n  block", "'unterminated", "\"\\u0000\"", "[a, b, c, d]",
    ]

    static func mutate(_ text: String, rng: inout SeededRNG) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rounds = Int.random(in: 1...3, using: &rng)
        for _ in 0..<rounds where !lines.isEmpty {
            let i = Int.random(in: 0..<lines.count, using: &rng)
            switch Int.random(in: 0..<11, using: &rng) {
            case 0: lines.remove(at: i)
            case 1: lines.insert(lines[i], at: i)
            case 2:
                // Truncate: an editor saving half a file.
                let all = lines.joined(separator: "\n")
                let cut = Int.random(in: 0...all.utf8.count, using: &rng)
                return String(decoding: Array(all.utf8.prefix(cut)), as: UTF8.self)
            case 3:
                let j = Int.random(in: 0..<lines.count, using: &rng)
                lines.swapAt(i, j)
            case 4:
                // Replace a value after a colon.
                if let colon = lines[i].firstIndex(of: ":") {
                    lines[i] = String(lines[i][...colon]) + " " + replacements.randomElement(using: &rng)!
                }
            case 5:
                // Replace a number.
                lines[i] = replaceNumber(in: lines[i], rng: &rng)
            case 6: lines[i] = String(repeating: " ", count: Int.random(in: 0...7, using: &rng)) + lines[i].drop { $0 == " " }
            case 7:
                // Random bytes (valid UTF-8) in the line.
                let junk = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
                    Character(Unicode.Scalar(UInt8.random(in: 32...126, using: &rng)))
                }
                let pos = Int.random(in: 0...lines[i].count, using: &rng)
                var chars = Array(lines[i])
                chars.insert(contentsOf: junk, at: pos)
                lines[i] = String(chars)
            case 8: lines[i] = lines[i].replacingOccurrences(of: "id: ", with: "id: dup")
            case 9:
                // A copy of a line pasted from chat with odd characters.
                lines[i] += ["\t", "\u{00A0}", " # ✂︎", "\u{200B}", "：", "“q”"].randomElement(using: &rng)!
            default:
                let j = Int.random(in: 0..<lines.count, using: &rng)
                lines.insert(contentsOf: lines[min(i, j)...max(i, j)].prefix(40), at: max(i, j))
            }
        }
        return lines.joined(separator: "\n")
    }

    static func replaceNumber(in line: String, rng: inout SeededRNG) -> String {
        let numbers = ["1e309", "-1e309", "NaN", "1000001", "-5", "0", "1e-320", "340282366920938463463374607431768211456", "3.5.1"]
        var out = ""
        var replaced = false
        var current = ""
        for ch in line {
            if ch.isNumber || ch == "." { current.append(ch); continue }
            if !current.isEmpty {
                out += replaced ? current : numbers.randomElement(using: &rng)!
                replaced = true
                current = ""
            }
            out.append(ch)
        }
        out += current.isEmpty ? "" : (replaced ? current : numbers.randomElement(using: &rng)!)
        return out
    }
}

/// Random YAML documents, scene-shaped or not (PropertyBased generators, so a failure shrinks).
enum RandomYAML {
    static let keys = SceneParser.topKeys + SceneParser.viewKeys + ["tap", "down", "up", "drag", "from", "to", "inset", "x", "on"]
    static let scalars = ["1", "-3.5", "1e309", "true", "yes", "null", "~", "\"\"", "abc", "[0, 0, 10, 10]", "\"#FF0000\"",
                          "handle", "button", "*a", "&a 1", "!t x", "{}", "[]", "'q'", "0x1F", ".inf", "2001-01-01"]

    /// A document from a list of (shape, pick) choices: shape says nest, close or add a pair.
    static let generator = zip(Gen.int(in: 0...9), Gen.int(in: 0...1000)).array(of: 0...60).map { choices in
        render(choices)
    }

    static func render(_ choices: [(Int, Int)]) -> String {
        var out = ""
        var indent = 0
        for (shape, pick) in choices {
            let pad = String(repeating: "  ", count: indent)
            let key = keys[pick % keys.count]
            let value = scalars[pick % scalars.count]
            switch shape {
            case 0, 1: out += "\(pad)\(key):\n"; indent = min(indent + 1, 30)
            case 2: out += "\(pad)- \(value)\n"
            case 3: out += "\(pad)-\n"; indent = min(indent + 1, 30)
            case 4: indent = max(0, indent - 1)
            case 5: out += "\(pad)\(key): [\(value), \(scalars[(pick / 7) % scalars.count])]\n"
            case 6: out += "\(pad)\(key): {\(keys[(pick / 3) % keys.count]): \(value)}\n"
            default: out += "\(pad)\(key): \(value)\n"
            }
        }
        return out
    }
}
