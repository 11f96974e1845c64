import Testing
import TouchScopeCore
@testable import TouchScopeScenes

@Suite("Scene parser")
struct SceneParserTests {
    @Test("defaults: canvas 390x844, window id 'window' covering the canvas, first window is key")
    func defaults() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - {id: a, frame: [1, 2, 3, 4]}
        """)
        #expect(doc.canvas == Size(width: 390, height: 844))
        #expect(doc.windows.count == 1)
        #expect(doc.windows[0].view.id == "window")
        #expect(doc.windows[0].view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(doc.windows[0].isKey)
        let a = doc.windows[0].view.subviews[0]
        #expect(a.kind == .view && a.interaction && a.alpha == 1 && !a.hidden && !a.clips)
        #expect(a.text == "a")
        #expect(doc.delegateImplements == nil)
    }

    @Test("image views and labels have interaction off by default, unless the file says otherwise")
    func interactionDefaults() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - {id: img, kind: imageView, frame: [0, 0, 1, 1]}
            - {id: lbl, kind: label, frame: [0, 0, 1, 1]}
            - {id: img2, kind: imageView, frame: [0, 0, 1, 1], interaction: true}
        """)
        let s = doc.windows[0].view.subviews
        #expect(!s[0].interaction && !s[1].interaction && s[2].interaction)
    }

    @Test("'on' is a key and a string, never a YAML 1.1 boolean")
    func onIsAString() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - id: b
              kind: button
              frame: [0, 0, 10, 10]
              actions:
                - on: touchUpInside
                  action: go
                  target: null
        """)
        let action = try #require(doc.windows[0].view.subviews[0].actions.first)
        #expect(action.on == .touchUpInside && action.action == "go" && action.target == nil)
    }

    @Test("every pointInside and hitTest form parses")
    func overrideForms() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - {id: a, frame: [0, 0, 1, 1], pointInside: {inset: -20}, hitTest: self}
            - {id: b, frame: [0, 0, 1, 1], pointInside: {inset: [-40, 0]}, hitTest: selfIfInside}
            - {id: c, frame: [0, 0, 1, 1], pointInside: subviews, hitTest: passThrough}
            - {id: d, frame: [0, 0, 1, 1], pointInside: boundsOrSubviews, hitTest: {inset: -33}}
            - {id: e, frame: [0, 0, 1, 1], pointInside: controlsOnly}
            - {id: f, frame: [0, 0, 1, 1], pointInside: never, hitTest: default}
            - id: g
              frame: [0, 0, 1, 1]
              pointInside: {include: [h]}
              subviews: [{id: h, frame: [0, 0, 1, 1]}]
        """)
        let s = doc.windows[0].view.subviews
        #expect(s[0].pointInside == .inset(dx: -20, dy: -20) && s[0].hitTest == .returnsSelf)
        #expect(s[1].pointInside == .inset(dx: -40, dy: 0) && s[1].hitTest == .selfIfInside)
        #expect(s[2].pointInside == .subviews && s[2].hitTest == .passThrough)
        #expect(s[3].pointInside == .boundsOrSubviews && s[3].hitTest == .inset(dx: -33, dy: -33))
        #expect(s[4].pointInside == .controlsOnly)
        #expect(s[5].pointInside == .never && s[5].hitTest == .default)
        #expect(s[6].pointInside == .include(["h"]))
    }

    @Test("touches: one behaviour for all phases, or a map per phase")
    func touchesForms() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - {id: a, frame: [0, 0, 1, 1], touches: handle}
            - {id: b, frame: [0, 0, 1, 1], touches: {began: handleAndForward, ended: handle}}
        """)
        let s = doc.windows[0].view.subviews
        #expect(s[0].touches.behaviours[.moved] == .handle)
        #expect(s[1].touches.behaviours[.began] == .handleAndForward)
        #expect(s[1].touches.behaviours[.moved] == nil)
    }

    @Test("transform: scale (one or two numbers), rotate in degrees, translate")
    func transformForms() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - {id: a, frame: [0, 0, 1, 1], transform: {scale: 2, rotate: 90, translate: [5, 6]}}
            - {id: b, frame: [0, 0, 1, 1], transform: {scale: [2, 3]}}
        """)
        let a = try #require(doc.windows[0].view.subviews[0].transform)
        #expect(a.scaleX == 2 && a.scaleY == 2 && a.rotateDegrees == 90 && a.translate == Point(5, 6))
        let b = try #require(doc.windows[0].view.subviews[1].transform)
        #expect(b.scaleX == 2 && b.scaleY == 3)
    }

    @Test("script steps: every form, with fingers")
    func scriptForms() throws {
        let doc = try scene("""
        title: T
        window: {}
        script:
          - tap: [1, 2]
          - {down: [3, 4], finger: 2}
          - move: [5, 6]
          - up
          - up: [7, 8]
          - cancel: true
          - drag: {from: [0, 0], to: [10, 0], steps: 5}
          - wait: 0.6
          - remote: play
          - motion: shake
        """)
        #expect(doc.script.map(\.action) == [
            .tap(Point(1, 2)), .down(Point(3, 4)), .move(Point(5, 6)), .up(nil), .up(Point(7, 8)), .cancel,
            .drag(from: Point(0, 0), to: Point(10, 0), steps: 5), .wait(0.6), .event(.play), .event(.shake),
        ])
        #expect(doc.script[1].finger == 2 && doc.script[0].finger == 1)
    }

    @Test("a tab in indentation is reported as a tab, at the tab, wherever it is in the indentation")
    func tabInIndentation() {
        let cases: [(String, String)] = [
            ("title: T\nwindow:\n  subviews:\n    - id: a\n\t  frame: [0, 0, 10, 10]\n", "test.yaml:5:1"),
            ("title: T\nwindow:\n\tsubviews:\n\t\t- id: a\n", "test.yaml:3:1"),
            ("title: T\nwindow:\n  subviews:\n    - id: a\n      frame: [0, 0, 10, 10]\n    \t  color: \"#FF0000\"\n", "test.yaml:6:5"),
            ("title: T\r\nwindow:\r\n  subviews:\r\n    - id: a\r\n\t  frame: [0, 0, 10, 10]\r\n", "test.yaml:5:1"),
            ("title: T\nwindow:\n  subviews:\n  -\tid: a\n    frame: [0, 0, 10, 10]\n", "test.yaml:4:4"),
            ("\ttitle: T\n", "test.yaml:1:1"),
        ]
        for (yaml, location) in cases {
            let found = errors(yaml)
            #expect(found == ["\(location): error: tab in indentation; YAML indents with spaces (replace the tab with spaces)"], "\(yaml.debugDescription)")
        }
        // Tabs elsewhere are not indentation: inside a quoted text, after a key, in a block
        // text's content.
        #expect(errors("title: \"a\tb\"\nsummary: |\n  line\n  \tindented with a tab\nwindow:\n  subviews:\n    - id: a\n      frame:\t[0, 0, 10, 10]\n").isEmpty)
    }

    @Test("several errors are reported at once, sorted by position")
    func severalErrors() {
        let found = errors("""
        title: T
        window:
          subviews:
            - {id: a, frame: [0, 0, 1, 1], colour: red}
            - {id: a, frame: [0, 0, -1, 1]}
        """)
        #expect(found.count == 3)
        #expect(found.first?.hasPrefix("test.yaml:4:") == true)
        #expect(found.allSatisfy { $0.contains(": error: ") })
    }

    @Test("nesting deeper than the limit is an error, not a crash")
    func depthLimit() {
        var yaml = "title: deep\nwindow:\n  subviews:\n"
        var indent = "    "
        for i in 0...(SceneLimits.maxDepth + 1) {
            yaml += "\(indent)- id: v\(i)\n\(indent)  frame: [0, 0, 10, 10]\n\(indent)  subviews:\n"
            indent += "    "
        }
        yaml += "\(indent)[]\n"
        let found = errors(yaml)
        #expect(found.contains { $0.contains("nested too deeply") })
    }

    @Test("a script file is a list of steps or a mapping with 'script'")
    func scriptFile() throws {
        #expect(try SceneParser.parseScript("- tap: [1, 2]\n", path: "s.yaml").count == 1)
        #expect(try SceneParser.parseScript("script:\n  - tap: [1, 2]\n  - wait: 1\n", path: "s.yaml").count == 2)
        #expect(throws: SceneDiagnostics.self) { try SceneParser.parseScript("- jump\n", path: "s.yaml") }
    }
}

@Suite("Scene builder and script runner")
struct SceneBuilderTests {
    @Test("a built scene wires controllers, presenting controllers, the delegate and the first responder")
    func wiring() throws {
        let doc = try scene("""
        title: T
        delegate: {implements: [play]}
        window:
          subviews:
            - id: root
              frame: [0, 0, 390, 844]
              controller: {id: mainVC}
              subviews:
                - id: sheet
                  frame: [0, 400, 390, 444]
                  controller: {id: sheetVC, presentedBy: mainVC}
                  subviews:
                    - {id: field, frame: [10, 10, 100, 40], canBecomeFirstResponder: true, firstResponder: true}
        """)
        let built = SceneBuilder.build(doc)
        let field = try #require(built.views["field"])
        #expect(field.responderChain.map(\.id) == ["field", "sheet", "sheetVC", "mainVC", "window", "application", "appDelegate"])
        #expect(built.application.firstResponder === field)
        #expect(built.windows[0].rootViewController?.id == "mainVC")
    }

    @Test("the script clock: 0.05 s per step, wait adds its seconds, taps double within the interval")
    func clock() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - {id: b, kind: button, frame: [0, 0, 100, 100]}
        script:
          - tap: [10, 10]
          - tap: [10, 10]
          - wait: 1
          - tap: [10, 10]
        """)
        let records = SceneTrace.run(doc)
        let began = records.compactMap { r -> (Double, Int)? in
            if case let .touchBegan(_, _, _, tapCount) = r.event { return (r.time, tapCount) }
            return nil
        }
        #expect(began.map(\.0) == [0, 0.05, 1.1])
        #expect(began.map(\.1) == [1, 2, 1])
        #expect(records.contains { $0.event == .controlEvent(control: "b", event: .touchDownRepeat) })
    }
}

/// Apple, `clipsToBounds`: "The default value is false. Some subclasses of UIView, like
/// UIScrollView, override the default value to true." Table and collection views are scroll views.
@Suite struct ClipsDefaultTests {
    @Test("scroll, table and collection views clip unless the file says not; other views do not clip unless it says so")
    func scrollViewsClipByDefault() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - {id: plain, frame: [0, 0, 100, 100]}
            - {id: scroller, kind: scrollView, frame: [0, 100, 100, 100], contentSize: [100, 400]}
            - {id: table, kind: tableView, frame: [0, 200, 100, 100]}
            - {id: open, kind: scrollView, frame: [0, 300, 100, 100], clips: false}
            - {id: clipped, frame: [0, 400, 100, 100], clips: true}
        """)
        let clips = Dictionary(uniqueKeysWithValues: doc.windows[0].view.subviews.map { ($0.id, $0.clips) })
        #expect(clips == ["plain": false, "scroller": true, "table": true, "open": false, "clipped": true])
        let built = SceneBuilder.build(doc)
        #expect(built.views["table"]?.clipsToBounds == true && built.views["plain"]?.clipsToBounds == false)
        #expect(ScrollView(id: "s", frame: Rect(x: 0, y: 0, width: 10, height: 10)).clipsToBounds, "made in code, too")
    }
}
