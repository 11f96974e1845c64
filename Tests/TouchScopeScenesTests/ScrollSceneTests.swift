import Testing
import TouchScopeCore
@testable import TouchScopeScenes

@Suite("Scene keys of scroll views and table views")
struct ScrollSceneTests {
    @Test("every scroll view key reaches the core scroll view")
    func keysReachTheScrollView() throws {
        let built = SceneBuilder.build(try scene("""
        title: T
        window:
          subviews:
            - id: s
              kind: scrollView
              frame: [0, 0, 300, 300]
              contentSize: [900, 600]
              contentInset: [10, 20, 30, 40]
              contentOffset: [100, 50]
              bounces: false
              scrollEnabled: false
              paging: true
              directionalLock: true
              delaysContentTouches: false
              canCancelContentTouches: false
              touchesShouldCancel: true
              decelerationRate: fast
        """))
        let s = try #require(built.views["s"] as? ScrollView)
        #expect(s.contentSize == Size(width: 900, height: 600))
        #expect(s.contentInset == EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        #expect(s.contentOffset == Point(x: 100, y: 50))
        #expect(!s.bounces && !s.isScrollEnabled && s.isPagingEnabled && s.isDirectionalLockEnabled)
        #expect(!s.delaysContentTouches && !s.canCancelContentTouches && s.touchesShouldCancelOverride == true)
        #expect(s.decelerationRate == ScrollParameters.fastDecelerationRate)
        #expect(built.gestures["s.pan"] === s.panGestureRecognizer)
        #expect(built.gestures["s.delay"] === s.contentTouchDelayRecognizer)
    }

    @Test("scroll view keys on another kind are located errors")
    func keysOnOtherKinds() {
        let e = errors("""
        title: T
        window:
          subviews:
            - {id: v, frame: [0, 0, 10, 10], bounces: false, rows: [{id: r}]}
            - {id: s, kind: scrollView, frame: [0, 0, 10, 10], decelerationRate: 2, pan: {shouldBegin: sometimes}}
        """)
        #expect(e.contains { $0.contains(":4:") && $0.contains("'bounces' is for scroll views") })
        #expect(e.contains { $0.contains(":4:") && $0.contains("'rows' are for table views") })
        #expect(e.contains { $0.contains(":5:") && $0.contains("'decelerationRate' must be normal, fast, or a number between 0 and 1") })
        #expect(e.contains { $0.contains(":5:") && $0.contains("'shouldBegin' must be true, false or notPullingPastStart") })
    }

    @Test("pan: requireToFail names a recognizer of the scene, and the scroll view's own ids are known")
    func panReferences() throws {
        let e = errors("""
        title: T
        window:
          gestures:
            - {id: edge, type: screenEdgePan, edges: [left], requireToFail: [s.pan]}
          subviews:
            - {id: s, kind: scrollView, frame: [0, 0, 10, 10], pan: {requireToFail: [nothing]}}
        """)
        #expect(e.count == 1)
        #expect(e.first?.contains("'requireToFail' names 'nothing'") == true)
    }

    @Test("rows become cells stacked from the top, each with a clear contentView in front of its cellSubviews")
    func rowsBecomeCells() throws {
        let built = SceneBuilder.build(try scene("""
        title: T
        window:
          subviews:
            - id: t
              kind: tableView
              frame: [0, 0, 200, 100]
              rows:
                - {id: r1}
                - id: r2
                  height: 80
                  subviews: [{id: label2, frame: [0, 0, 50, 20]}]
                  cellSubviews: [{id: wrong, kind: button, frame: [60, 0, 50, 20]}]
        """))
        let table = try #require(built.views["t"] as? TableView)
        let r2 = try #require(built.views["r2"] as? TableViewCell)
        #expect(table.contentSize == Size(width: 200, height: 124))
        #expect(r2.frame == Rect(x: 0, y: 44, width: 200, height: 80))
        #expect(r2.row == 1)
        #expect(r2.subviews.map(\.id) == ["wrong", "r2.contentView"])
        #expect(r2.contentView?.subviews.map(\.id) == ["label2"])
        // The content view in front takes the touch meant for the button behind it (its own
        // subviews still get theirs).
        #expect(built.application.hitTest(screenPoint: Point(x: 10, y: 50)).view?.id == "label2")
        #expect(built.application.hitTest(screenPoint: Point(x: 70, y: 50)).view?.id == "r2.contentView", "not the button behind")
    }

    @Test("a tap on a row selects it at touch-up; a scroll or a recognizer that cancels the touch selects nothing")
    func rowSelection() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - id: screen
              frame: [0, 0, 390, 844]
              controller: {id: c, implements: ["tableView(_:didSelectRowAt:)"]}
              subviews:
                - id: t
                  kind: tableView
                  frame: [0, 0, 390, 400]
                  rows: [{id: r1}, {id: r2}, {id: r3}, {id: r4}, {id: r5}, {id: r6}, {id: r7}, {id: r8}, {id: r9}, {id: r10}]
        script:
          - tap: [100, 20]
          - wait: 0.5
          - drag: {from: [100, 200], to: [100, 100], steps: 6}
        """)
        let built = SceneBuilder.build(doc)
        let recorder = TraceRecorder()
        var runner = ScriptRunner(scene: built, recorder: recorder)
        runner.run(doc.script)
        let changes = recorder.records.compactMap { r -> String? in
            if case let .viewChanged(v, c) = r.event, v.hasPrefix("r") { return "\(v): \(c)" }
            return nil
        }
        #expect(changes == ["r1: highlighted (row 0)", "r1: selected (row 0)"])
        let actions = recorder.records.compactMap { r -> String? in
            if case let .action(s, a, t, _, i) = r.event { return "\(s) \(a) \(t ?? "-") \(i)" }
            return nil
        }
        #expect(actions == ["t tableView(_:didSelectRowAt:) c true"])
        #expect((built.views["t"] as? ScrollView)?.contentOffset.y == 40, "scrolled to the end")
    }
}
