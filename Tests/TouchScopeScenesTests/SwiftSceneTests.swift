import Foundation
import Testing
import TouchKit
import TouchScopeCore
@testable import TouchScopeScenes

// MARK: The library: overrides called as UIKit calls them

/// A log of the calls into the test's "user code", in order.
final class CallLog: @unchecked Sendable {
    var calls: [String] = []
}

final class LoggingView: View {
    var log: CallLog?
    var extra: Rect?
    override func point(inside point: Point, with event: Event?) -> Bool {
        log?.calls.append("\(id).point(inside: \(formatNumber(point.x)),\(formatNumber(point.y)))")
        if let extra, extra.contains(point) { return true }
        return super.point(inside: point, with: event)
    }
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        log?.calls.append("\(id).hitTest")
        return super.hitTest(point, with: event)
    }
}

final class Intercepting: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        super.hitTest(point, with: event) == nil ? nil : self
    }
}

final class SelfCalling: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        // The course's pitfall, with the guard `touchscope` writes into a scene's overrides.
        if RecursionGuard.enter(self, "hitTest(_:with:)") { return nil }
        defer { RecursionGuard.leave(self) }
        return self.hitTest(point, with: event)
    }
}

final class Handler: View {
    var callsSuper = false
    override func touchesBegan(_ touches: [Touch], with event: Event) {
        if callsSuper { super.touchesBegan(touches, with: event) }
    }
}

final class Player: View {
    var received = 0
    override var canBecomeFirstResponder: Bool { true }
    override func remoteControlReceived(with event: Event) { received += 1 }
}

/// A window of `size` in an application, with `views` added in order, each adopted as user code
/// with what its class overrides.
private func app(_ views: [View], overrides: [ObjectIdentifier: UserClass] = [:]) -> (Application, Window) {
    let app = Application()
    let window = Window(frame: Rect(0, 0, 400, 800))
    for v in views { window.addSubview(v) }
    app.addWindow(window)
    app.makeKey(window)
    for v in window.subtree { if let user = overrides[ObjectIdentifier(type(of: v))] { v.adopt(user) } }
    return (app, window)
}

private let logging = UserClass(name: "LoggingView", overrides: [.pointInside, .hitTest])

@Suite("Swift scenes: the library calls overrides as UIKit does")
struct SwiftOverrideCallTests {
    @Test("hitTest runs the override, whose super asks point(inside:) with the point in the view's space, then the subviews front first")
    func orderOfCalls() {
        let log = CallLog()
        let parent = LoggingView(id: "parent", frame: Rect(100, 100, 200, 200)); parent.log = log
        let back = LoggingView(id: "back", frame: Rect(0, 0, 100, 100)); back.log = log
        let front = LoggingView(id: "front", frame: Rect(50, 50, 100, 100)); front.log = log
        parent.addSubview(back); parent.addSubview(front)
        let (app, _) = app([parent], overrides: [ObjectIdentifier(LoggingView.self): logging])
        let hit = app.hitTest(screenPoint: Point(x: 130, y: 130)).view
        #expect(hit === back)
        #expect(log.calls == ["parent.hitTest", "parent.point(inside: 30,30)", "front.hitTest", "front.point(inside: -20,-20)",
                              "back.hitTest", "back.point(inside: 30,30)"])
    }

    @Test("an override of point(inside:) answers for the hit-test, and super is UIKit's default (the bounds)")
    func pointInsideOverride() {
        let button = LoggingView(id: "button", frame: Rect(100, 100, 40, 40))
        button.extra = Rect(-20, -20, 80, 80)
        let (app, _) = app([button], overrides: [ObjectIdentifier(LoggingView.self): UserClass(name: "LoggingView", overrides: [.pointInside])])
        #expect(app.hitTest(screenPoint: Point(x: 90, y: 90)).view === button)
        #expect(app.hitTest(screenPoint: Point(x: 70, y: 70)).view?.id == "window")
        #expect(button.point(inside: Point(x: -10, y: -10), with: nil))
        button.extra = nil
        #expect(!button.point(inside: Point(x: -10, y: -10), with: nil), "super is the bounds")
    }

    @Test("the trace names the override and what it returned")
    func traceNamesTheOverride() {
        let card = Intercepting(id: "card", frame: Rect(0, 0, 200, 200))
        card.addSubview(View(id: "like", frame: Rect(10, 10, 50, 50)))
        let (app, window) = app([card], overrides: [ObjectIdentifier(Intercepting.self): UserClass(name: "Card", overrides: [.hitTest])])
        let tester = app.hitTester
        tester.isRecording = true
        #expect(tester.hitTest(window, at: Point(x: 20, y: 20)) === card)
        let returned = tester.trace.steps.compactMap { step -> String? in
            if case let .overrideReturned(view, _, returned, rule) = step { return "\(view) \(rule) -> \(returned ?? "nil")" }
            return nil
        }
        #expect(returned == ["card Card.hitTest(_:with:) -> card"])
        #expect(tester.trace.visits.map(\.view) == ["window", "card", "like"], "super visited the card and its subview")
    }

    @Test("a hitTest that calls itself stops at the guard's limit (or before the stack runs out) with a verdict, and the touch finds no view there")
    func recursionGuard() throws {
        let loop = SelfCalling(id: "loop", frame: Rect(0, 0, 100, 100))
        let (app, window) = app([loop], overrides: [ObjectIdentifier(SelfCalling.self): UserClass(name: "Loop", overrides: [.hitTest])])
        let tester = app.hitTester
        tester.isRecording = true
        #expect(tester.hitTest(window, at: Point(x: 20, y: 20)) === window)
        let rules = tester.trace.steps.compactMap { step -> String? in
            if case let .overrideReturned(_, _, _, rule) = step { return rule }
            return nil
        }
        // At the limit, or earlier where the thread's stack would run out first (a sanitizer's
        // larger frames).
        let rule = try #require(rules.first)
        #expect(rules.count == 1)
        #expect(rule.hasPrefix("Loop.hitTest(_:with:): hitTest(_:with:) called itself ") && rule.hasSuffix(" deep (UIKit: a crash)"))
        let depth = Int(rule.split(separator: " ").first { Int($0) != nil } ?? "") ?? 0
        #expect(depth > 10 && depth <= RecursionGuard.limit)
        #expect(loop.userCodeDepth == 0, "every level returned")
        // The next hit-test starts afresh and stops again.
        #expect(tester.hitTest(window, at: Point(x: 20, y: 20)) === window)
    }

    @Test("touchesBegan overridden without super handles the touches; with super it forwards them too")
    func touchesOverride() {
        for callsSuper in [false, true] {
            let handler = Handler(id: "handler", frame: Rect(0, 0, 100, 100))
            handler.callsSuper = callsSuper
            let (app, _) = app([handler], overrides: [ObjectIdentifier(Handler.self): UserClass(name: "Handler", overrides: [.touchesBegan])])
            let recorder = TraceRecorder()
            app.trace = recorder
            app.send(InputSample(finger: .mouse, phase: .down, location: Point(x: 10, y: 10), timestamp: 0))
            let actions = recorder.records.compactMap { r -> String? in
                if case let .touches(.began, _, responder, action) = r.event { return "\(responder) \(action.rawValue)" }
                return nil
            }
            #expect(actions == (callsSuper ? ["handler handleAndForward", "window forward", "application forward"] : ["handler handle"]))
        }
    }

    @Test("canBecomeFirstResponder and remoteControlReceived overrides: becomeFirstResponder() works, the event reaches the code")
    func firstResponderAndRemote() {
        let player = Player(id: "player", frame: Rect(0, 0, 100, 100))
        let (app, _) = app([player], overrides: [ObjectIdentifier(Player.self): UserClass(name: "Player", overrides: [.canBecomeFirstResponder, .remoteControlReceived])])
        #expect(player.becomeFirstResponder())
        #expect(app.firstResponder === player)
        #expect(app.sendEvent(.play, timestamp: 0) === player)
        #expect(player.received == 1)
        #expect(player.resignFirstResponder())
        #expect(app.firstResponder == nil)
    }

    @Test("an action declared with implement runs when a control sends it, and a closure action runs too")
    func actionsRun() {
        let log = CallLog()
        let screen = View(id: "screen", frame: Rect(0, 0, 400, 800))
        let controller = ViewController(id: "vc", view: screen)
        controller.implement("compose") { sender in log.calls.append("compose from \(sender)") }
        let button = Button(id: "b", frame: Rect(10, 10, 100, 44))
        button.addTarget(controller, action: "compose", for: .touchUpInside)
        button.addAction(for: .touchUpInside) { c in log.calls.append("closure on \(c.id)") }
        button.addAction(for: .touchDown) { c in log.calls.append("second closure on \(c.id)") }
        screen.addSubview(button)
        let (app, _) = app([screen])
        app.send(InputSample(finger: .mouse, phase: .down, location: Point(x: 20, y: 20), timestamp: 0))
        app.send(InputSample(finger: .mouse, phase: .up, location: Point(x: 20, y: 20), timestamp: 0.1))
        #expect(log.calls == ["second closure on b", "compose from b", "closure on b"], "each closure runs for its own event")
    }
}

// MARK: The scanner

@Suite("Swift scenes: reading the source")
struct SwiftSceneSourceTests {
    @Test("classes, their overrides (inherited within the file), and the scene declaration; comments and strings are skipped")
    func scansClasses() {
        let text = """
        import TouchKit
        // class Fake: View { override func hitTest(
        /* class Other: View { override func point(inside point: Point, with event: Event?) -> Bool { true } } */
        final class TabBar: View {
            let s = "override func hitTest( { }"
            override func point(inside point: Point, with event: Event?) -> Bool { super.point(inside: point, with: event) }
            func helper() { }
        }
        class Base: TouchKit.View {
            override func touchesBegan(_ touches: [Touch], with event: Event) {}
            override var next: Responder? { nil }
        }
        class Derived: Base {
            override func hitTest(_ point: Point, with event: Event?) -> View? { nil }
            class Inner: View { override var canBecomeFirstResponder: Bool { true } }
        }
        class Generic<T>: View { override func hitTest(_ point: Point, with event: Event?) -> View? { nil } }
        let scene = Scene("x") { _ in }
        """
        let source = SwiftSceneSource(text)
        #expect(source.declaresScene)
        let byName = Dictionary(uniqueKeysWithValues: source.classes.map { ($0.name, $0.overrides) })
        #expect(byName["TabBar"] == [.pointInside])
        #expect(byName["Base"] == [.touchesBegan, .next])
        #expect(byName["Derived"] == [.touchesBegan, .next, .hitTest])
        #expect(byName["Derived.Inner"] == [.canBecomeFirstResponder])
        #expect(byName["Fake"] == nil && byName["Other"] == nil)
        #expect(source.classes.first { $0.name == "Generic" }?.generic == true, "found, and not registered")
        #expect(source.guardPoints.count == 3, "TabBar.point, Derived.hitTest, Generic.hitTest")
    }

    @Test("the guard keeps every line, and a one-expression body still returns its value")
    func instrumentationKeepsLines() {
        let text = "class A: View {\n    override func hitTest(_ point: Point, with event: Event?) -> View? {\n        nil\n    }\n}\n"
        let source = SwiftSceneSource(text)
        let out = source.instrumented(text)
        #expect(out.split(separator: "\n", omittingEmptySubsequences: false).count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(out.contains("RecursionGuard.enter(self, \"hitTest(_:with:)\") { return nil }"))
        #expect(out.contains("return { () -> View? in"))
    }

    @Test("classes inside types are named through them; classes inside functions, `class func`, `class var` and `protocol P: class` are not classes to register")
    func scopes() {
        let text = """
        protocol Marker: class {}
        enum Lesson {
            final class Bar: View { override func hitTest(_ point: Point, with event: Event?) -> View? { nil } }
        }
        extension Lesson { struct Box { class Deep: View { override var next: Responder? { nil } } } }
        final class Outer: View {
            class func make() -> Outer { Outer(frame: .zero) }
            class var count: Int { 1 }
            @objc override func touchesEnded(_ touches: [Touch], with event: Event) {}
        }
        private final class Hidden: View { override func point(inside point: Point, with event: Event?) -> Bool { true } }
        func build() { final class Local: View { override func hitTest(_ point: Point, with event: Event?) -> View? { nil } } }
        let scene = Scene("x") { _ in }
        """
        let source = SwiftSceneSource(text)
        let registered = Dictionary(uniqueKeysWithValues: source.classes.filter { !$0.generic }.map { ($0.name, $0.overrides) })
        #expect(registered["Lesson.Bar"] == [.hitTest])
        #expect(registered["Lesson.Box.Deep"] == [.next])
        #expect(registered["Outer"] == [.touchesEnded])
        #expect(registered["Hidden"] == [.pointInside])
        #expect(registered["Marker"] == nil && registered["make"] == nil && registered["count"] == nil)
        #expect(source.classes.first { $0.name == "Local" }?.generic == true, "a class in a function is not registered")
        #expect(source.guardPoints.count == 3, "Bar, Hidden, Local")
    }

    @Test("a compile error on the line of an overridden body's `{` keeps the column of the file as written")
    func columnsPastTheGuard() {
        let text = "class A: View {\n    override func hitTest(_ point: Point, with event: Event?) -> View? { undefinedThing }\n}\n"
        let source = SwiftSceneSource(text)
        let written = 74   // `undefinedThing` in the file as written
        let shifted = written + SwiftSceneSource.openCode(.hitTest).utf8.count
        #expect(source.originalColumn(line: 2, column: shifted) == written)
        #expect(source.originalColumn(line: 2, column: 10) == 10, "before the `{`: as reported")
        #expect(source.originalColumn(line: 1, column: 5) == 5)
    }

    @Test("no `let scene`: the file is not a scene")
    func noScene() {
        #expect(!SwiftSceneSource("import TouchKit\nlet other = 1\nfunc f() { let scene = 2 }\n").declaresScene)
    }
}

// MARK: Compiling real files

/// A Swift scene file in a fresh temporary folder.
private func swiftFile(_ name: String, _ text: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swift-scene-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

@Suite("Swift scenes: compiling and loading", .serialized)
struct SwiftSceneCompileTests {
    @Test("the starter file compiles, loads and runs its script")
    func starterCompiles() throws {
        let path = try swiftFile("starter.swift", SwiftSceneStarter.text)
        let doc = try SceneFile.load(path)
        #expect(doc.program != nil)
        #expect(doc.title == "My scene")
        let text = TraceText.format(SceneTrace.run(doc))
        #expect(text.contains("[pointInside override BigButton.point(inside:with:)]"))
        #expect(text.contains("hit view for touch 1: smallButton"))
        #expect(text.contains("card.hitTest override Card.hitTest(_:with:) returned card"))
    }

    @Test("a compile error is reported at its line and column, with the compiler's message")
    func compileErrorLocated() throws {
        let path = try swiftFile("broken.swift", """
        import TouchKit

        final class A: View {
            override func hitTest(_ point: Point, with event: Event?) -> View? {
                return undefinedThing
            }
        }
        let scene = Scene("broken") { window in window.addSubview(A(frame: Rect(0, 0, 10, 10))) }
        """)
        do {
            _ = try SceneFile.load(path, displayPath: "broken.swift")
            Issue.record("loaded a file that does not compile")
        } catch {
            let first = try #require(error.errors.first)
            #expect(first.location.path == "broken.swift")
            #expect(first.location.line == 5)
            #expect(first.location.column == 16)   // `        return undefinedThing`: the name starts there
            #expect(first.message.contains("undefinedThing"))
        }
    }

    @Test("a file without `let scene` says what to write")
    func missingScene() throws {
        let path = try swiftFile("noscene.swift", "import TouchKit\nlet x = 1\n")
        #expect(throws: SceneDiagnostics.self) { try SceneFile.load(path) }
        do { _ = try SceneFile.load(path) } catch { #expect(error.description.contains("let scene = Scene(")) }
    }

    @Test("the course's pitfall compiled from a file: the recursion guard gives a verdict, not a crash")
    func recursionFromAFile() throws {
        let path = try swiftFile("loop.swift", """
        import TouchKit
        final class Loop: View {
            override func hitTest(_ point: Point, with event: Event?) -> View? {
                let view = self.hitTest(point, with: event)
                return view
            }
        }
        let scene = Scene("loop", steps: [.tap(10, 10)]) { window in window.addSubview(Loop(id: "loop", frame: Rect(0, 0, 100, 100))) }
        """)
        let text = TraceText.format(SceneTrace.run(try SceneFile.load(path)))
        #expect(text.contains("hitTest(_:with:) called itself ") && text.contains(" deep (UIKit: a crash)"))
        #expect(text.contains("hit view for touch 1: window"))
    }

    @Test("a view of the scene's class made later, in an action, is asked through its override like the others")
    func viewMadeLater() throws {
        let path = try swiftFile("later.swift", """
        import TouchKit
        final class Gate: View {
            override func point(inside point: Point, with event: Event?) -> Bool { bounds.insetBy(dx: -20, dy: -20).contains(point) }
        }
        let scene = Scene("later", steps: [.tap(50, 22), .tap(50, 90)]) { window in
            let make = Button(id: "make", title: "make", frame: Rect(0, 0, 100, 44))
            make.addAction(for: .touchUpInside) { _ in window.addSubview(Gate(id: "gate", frame: Rect(0, 100, 100, 100))) }
            window.addSubview(make)
        }
        """)
        let text = TraceText.format(SceneTrace.run(try SceneFile.load(path)))
        #expect(text.contains("gate  (50, -10)  inside  [pointInside override Gate.point(inside:with:)]"))
        #expect(text.contains("hit view for touch 2: gate"))
    }

    @Test("a table's delegate written in Swift: shouldHighlightRowAt refuses, willSelectRowAt redirects, didSelectRowAt runs")
    func tableDelegate() throws {
        let path = try swiftFile("table.swift", """
        import TouchKit
        final class ListController: ViewController, TableViewDelegate {
            func tableView(_ tableView: TableView, shouldHighlightRowAt row: Int) -> Bool { row != 1 }
            func tableView(_ tableView: TableView, willSelectRowAt row: Int) -> Int? { row == 0 ? 2 : row }
            func tableView(_ tableView: TableView, didSelectRowAt row: Int) { tableView.text = "selected \\(row)" }
        }
        let scene = Scene("table", steps: [.tap(100, 30), .wait(0.5), .tap(100, 90)]) { window in
            let table = TableView(id: "table", frame: Rect(0, 0, 390, 600))
            for i in 0..<3 { table.addSubview(TableViewCell(id: "row\\(i)", frame: Rect(0, Double(i) * 60, 390, 60))) }
            table.delegate = ListController(id: "list", view: table)
            window.addSubview(table)
        }
        """)
        let document = try SceneFile.load(path)
        let text = TraceText.format(SceneTrace.run(document))
        #expect(text.contains("change row2: selected (row 2)"), "willSelectRowAt's redirect to row 2")
        #expect(!text.contains("change row0: selected"))
        #expect(text.contains("action tableView(_:didSelectRowAt:) from table -> list") && !text.contains("not implemented"))
        #expect(text.contains("change row1: not highlighted (row 1)"))
        let built = SceneBuilder.build(document)
        let recorder = TraceRecorder()
        built.application.trace = recorder
        for (i, phase) in [(0, InputPhase.down), (1, .up)] {
            built.application.send(InputSample(finger: .mouse, phase: phase, location: Point(x: 100, y: 30), timestamp: 0.2 * Double(i)))
        }
        built.application.advanceTime(to: 1)
        #expect(built.views["table"]?.text == "selected 2", "didSelectRowAt ran with the redirected row")
    }

    @Test("a discarded build of a Swift scene goes, even when an action's closure holds its own button")
    func discardedBuildGoes() throws {
        let path = try swiftFile("cycle.swift", """
        import TouchKit
        let scene = Scene("cycle") { window in
            let button = Button(id: "b", title: "0", frame: Rect(0, 0, 100, 44))
            button.addAction(for: .touchUpInside) { _ in button.setTitle("tapped") }
            let controller = ViewController(id: "vc", view: button)
            controller.implement("go") { _ in button.setTitle(controller.id) }
            window.addSubview(button)
        }
        """)
        let document = try SceneFile.load(path)
        weak var button: View?
        weak var window: View?
        do {
            let built = SceneBuilder.build(document)
            button = built.views["b"]
            window = built.windows.first
            #expect(button != nil)
        }
        #expect(button == nil && window == nil, "the build was kept alive by its closures")
    }

    @Test("a save that changes the code gives a new build: the next tap follows the new code")
    func reloadFollowsTheCode() throws {
        func file(_ answer: String) -> String {
            """
            import TouchKit
            final class Gate: View {
                override func point(inside point: Point, with event: Event?) -> Bool { \(answer) }
            }
            let scene = Scene("gate", steps: [.tap(10, 10)]) { window in window.addSubview(Gate(id: "gate", frame: Rect(0, 0, 100, 100))) }
            """
        }
        let path = try swiftFile("gate.swift", file("true"))
        #expect(TraceText.format(SceneTrace.run(try SceneFile.load(path))).contains("hit view for touch 1: gate"))
        try file("false").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(TraceText.format(SceneTrace.run(try SceneFile.load(path))).contains("hit view for touch 1: window"))
    }
}

// MARK: The course's scenes in Swift

/// A trace with the labels of overrides taken out, so that a rule and the method that does the
/// same read alike: `[pointInside override include(x)]` and `[pointInside override
/// TabBar.point(inside:with:)]` both read `[pointInside override]`. A view whose `hitTest` is
/// overridden decides by its code, so its visit's verdict word is left out too (a rule's verdict
/// is its area's; a method that did not call super is given the default checks'), and the lines
/// saying what an override returned go (a method's call is always traced, a rule's only when it
/// changed the answer): the hit view, the chain, the events and the actions are compared.
func withoutOverrideLabels(_ trace: String) -> String {
    trace.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
        var l = String(line)
        if l.contains(".hitTest override ") && l.contains(" returned ") { return nil }
        if let r = l.range(of: "  [hitTest override ") {
            var head = String(l[..<r.lowerBound])
            for verdict in ["inside", "outside", "hidden", "interactionDisabled", "animating", "transparent"] where head.hasSuffix("  " + verdict) {
                head = String(head.dropLast(verdict.count)) + "?"
            }
            l = head + "  [hitTest override]"
        } else if let r = l.range(of: " override ", options: .backwards), l.hasSuffix("]") {
            l = String(l[..<r.lowerBound]) + " override]"
        }
        return l
    }.joined(separator: "\n")
}

@Suite("Swift scenes: the course's overrides in Swift", .serialized)
struct SwiftTwinTests {
    static let twins: [String] = SceneFile.swiftScenes(in: repositoryRoot.appendingPathComponent("Scenes").path)

    @Test("every course scene whose lesson is an override has its Swift twin")
    func twinsExist() {
        let names = Set(Self.twins.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        for expected in ["01-responder-chain", "03-tabbar-button-fixed", "04-button-hit-area-inset", "06-overflow-fixed",
                         "07-covered-button", "09-hittest-intercept", "10-hittest-return-self", "11-hittest-expanded-rect",
                         "13-view-controllers-in-the-chain", "14-first-responder-remote", "08-paging-scroll-view",
                         "12-views-that-ignore-touches", "15-first-responder-up-the-chain", "16-nil-target-actions",
                         "17-nil-target-first-responder", "23-button-overrides", "40-hit-areas-and-dead-zones",
                         "41-round-and-lopsided-hit-areas"] {
            #expect(names.contains(expected), "no Swift twin for \(expected)")
        }
    }

    @Test("each Swift scene makes the same decisions as its scene-file twin (only the overrides' labels differ), or matches its own golden trace", arguments: twins)
    func sameDecisions(_ path: String) throws {
        let doc = try SceneFile.load(path)
        #expect(!doc.summary.isEmpty && !doc.script.isEmpty, "a scene in the corpus has a lesson and a script")
        let swiftTrace = TraceText.format(SceneTrace.run(doc))
        let yaml = (path as NSString).deletingPathExtension + ".yaml"
        if FileManager.default.fileExists(atPath: yaml) {
            let yamlTrace = TraceText.format(SceneTrace.run(try SceneFile.load(yaml)))
            #expect(withoutOverrideLabels(swiftTrace) == withoutOverrideLabels(yamlTrace))
            #expect(swiftTrace.contains("(inside:with:)") || swiftTrace.contains("(_:with:)") || !yamlTrace.contains(" override "),
                    "the Swift twin's trace names its methods")
        } else {
            let golden = URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("trace")
            if let problem = compareGolden(swiftTrace, golden) { Issue.record(Comment(rawValue: problem)) }
        }
    }
}

// MARK: Scene files written as Swift

@Suite("Swift scenes: a scene file written as Swift makes the same decisions", .serialized)
struct SwiftCodeRoundTripTests {
    /// Course scenes whose rules and touches cover every rule the writer knows (no gesture
    /// recognizers: those are not written in Swift yet).
    static let scenes = ["01-responder-chain", "03-tabbar-button-fixed", "04-button-hit-area-inset", "06-overflow-fixed",
                         "07-covered-button", "10-hittest-return-self", "11-hittest-expanded-rect", "41-round-and-lopsided-hit-areas"]

    @Test("each rule becomes the override it stands for, and the Swift scene's trace is the scene file's", arguments: scenes)
    func roundTrip(_ name: String) throws {
        let yaml = repositoryRoot.appendingPathComponent("Scenes/\(name).yaml").path
        let document = try SceneFile.load(yaml)
        let path = try swiftFile("\(name).swift", SwiftCode.scene(document))
        let swift = try SceneFile.load(path)
        let a = withoutOverrideLabels(TraceText.format(SceneTrace.run(document)))
        let b = withoutOverrideLabels(TraceText.format(SceneTrace.run(swift)))
        #expect(a == b)
    }

    @Test("an imported dump written as Swift compiles and makes the same decisions")
    func importedDump() throws {
        let dump = repositoryRoot.appendingPathComponent("Examples/imports/shop-recursiveDescription.txt").path
        let document = try SceneFile.load(dump)
        let path = try swiftFile("shop.swift", SwiftCode.scene(document))
        let taps = SceneTrace.tapSteps([Point(x: 195, y: 750), Point(x: 60, y: 300), Point(x: 350, y: 60)])
        let a = TraceText.format(SceneTrace.run(document, steps: taps))
        let b = TraceText.format(SceneTrace.run(try SceneFile.load(path), steps: taps))
        #expect(a == b)
    }

    @Test("what-if's fix in Swift: the override for pointInside, a line for a flag")
    func whatIfFix() {
        let inset = SwiftCode.fix(view: "likeButton", property: "pointInside", yamlValue: "{inset: -20}", pointInside: .inset(dx: -20, dy: -20))
        #expect(inset.contains("override func point(inside point: Point, with event: Event?) -> Bool {"))
        #expect(inset.contains("    bounds.insetBy(dx: -20, dy: -20).contains(point)"))
        #expect(SwiftCode.fix(view: "tabBar", property: "hidden", yamlValue: "false", pointInside: nil) == ["tabBar.isHidden = false"])
        let include = SwiftCode.fix(view: "tabBar", property: "pointInside", yamlValue: "", pointInside: .include(["centerButton"]))
        #expect(include.contains("weak var centerButtonIncluded: View?   // = centerButton"))
    }
}

@Suite("Swift scenes: View.animate")
struct SwiftAnimateTests {
    @Test("View.animate: the model takes the new frame at once, the view takes no touches until it stops (unless allowUserInteraction), completion runs at the end")
    func animateFromCode() {
        let box = View(id: "box", frame: Rect(0, 0, 100, 100))
        let (app, _) = app([box])
        var done: [Bool] = []
        View.animate(withDuration: 1, animations: { box.center = Point(x: 250, y: 250) }, completion: { done.append($0) })
        #expect(box.center == Point(x: 250, y: 250), "the model moved at once")
        #expect(box.presentation?.center == Point(x: 50, y: 50), "drawn where it was")
        #expect(app.hitTest(screenPoint: Point(x: 250, y: 250)).view?.id == "window", "no touches while it animates")
        app.advanceTime(to: 0.5)
        #expect(done.isEmpty)
        app.advanceTime(to: 1.01)
        #expect(done == [true])
        #expect(box.presentation == nil)
        #expect(app.hitTest(screenPoint: Point(x: 250, y: 250)).view === box)

        View.animate(withDuration: 1, options: [.allowUserInteraction, .curveLinear], animations: { box.alpha = 0.5 })
        #expect(app.hitTest(screenPoint: Point(x: 250, y: 250)).view === box, "allowUserInteraction keeps its touches")
    }
}
