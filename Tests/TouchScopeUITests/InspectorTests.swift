import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The inspector for the selected view, and the first responder marked.
@Suite struct InspectorPanel {
    static func texts(_ p: Playground) -> String {
        p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer()).texts.joined(separator: "\n")
    }

    @Test("selecting a view shows its kind, frames, bounds, rules, recognizers, controller, next responder and reachable share")
    func inspectorLines() throws {
        let p = UITest.playground(try UITest.example("14-first-responder-remote"), width: 1280, height: 900)
        p.select("first")
        let scene = try #require(p.scene)
        let view = try #require(scene.views["first"])
        let lines = Inspector.lines(of: view, in: scene, reachable: p.reachableShare(of: view), .en)
        let text = lines.map { $0.label.isEmpty ? $0.value : "\($0.label): \($0.value)" }
        #expect(text.contains("kind: view"))
        #expect(text.contains("frame: \(view.frame)"))
        #expect(text.contains("next: second"))
        #expect(text.contains("controller: none"))
        #expect(text.contains("area a tap reaches it: 100%"))
        #expect(text.contains { $0.hasPrefix("alpha 1 · isHidden false") })
        #expect(Self.texts(p).contains("INSPECTOR"))
    }

    @Test("the reachable share of an overflowing child is the part inside its parent")
    func reachableShareOfOverflow() throws {
        let p = UITest.playground(try UITest.example("05-overflow-not-tappable"), width: 1280, height: 900)
        let view = try #require(p.scene?.views["openChild"])
        let share = try #require(p.reachableShare(of: view))
        #expect(share > 0.2 && share < 0.8)
    }

    @Test("the inspector names the culprit touchscope why names, in the interface's language")
    func inspectorSaysWhy() throws {
        let p = UITest.playground(try UITest.example("02-tabbar-button-broken"), width: 1280, height: 900)
        p.select("centerButton")
        let scene = try #require(p.scene)
        let view = try #require(scene.views["centerButton"])
        let why = try #require(p.whyNotEverywhere(view))
        #expect(why == TapWhy.answer(TapAnalyzer(scene), view: view).culprit, "the culprit touchscope why names")
        guard case .outsideAncestor("tabBar", _) = why else { Issue.record("culprit \(why)"); return }
        let en = Inspector.lines(of: view, in: scene, reachable: nil, why: why, .en)
        #expect(en.contains { $0.label == "why not everywhere" && $0.value == Localization.deadZoneReason(why, .en) })
        #expect(Self.texts(p).contains { _ in true } && Self.texts(p).contains("why not everywhere"))
        let zh = Inspector.lines(of: view, in: scene, reachable: nil, why: why, .zh)
        #expect(zh.contains { $0.label == "为何有处点不到" && $0.value == Localization.deadZoneReason(why, .zh) })
        // A button reached everywhere has no culprit.
        let p3 = UITest.playground(try UITest.example("03-tabbar-button-fixed"), width: 1280, height: 900)
        let fixed = try #require(p3.scene?.views["centerButton"])
        #expect(p3.whyNotEverywhere(fixed) == nil)
        // A container whose own subview covers part of it: that subview is the hit view there,
        // as `why` says (the touch reaches the box only up the responder chain).
        let p5 = UITest.playground(try UITest.example("05-overflow-not-tappable"), width: 1280, height: 900)
        let box = try #require(p5.scene?.views["openBox"])
        #expect(p5.whyNotEverywhere(box) == .covered(by: "openChild"))
    }

    @Test("the inspector's reachable share and culprit are touchscope why's, for every view of several scenes")
    func inspectorAgreesWithWhy() throws {
        for name in ["02-tabbar-button-broken", "05-overflow-not-tappable", "07-covered-button", "12-views-that-ignore-touches", "40-hit-areas-and-dead-zones"] {
            let p = UITest.playground(try UITest.example(name), width: 1280, height: 900)
            let scene = try #require(p.scene)
            let analyzer = TapAnalyzer(scene)
            for window in scene.application.windowsFrontToBack {
                for view in window.subtree {
                    let answer = TapWhy.answer(analyzer, view: view)
                    let share = p.reachableShare(of: view)
                    if answer.reach.area > 0 {
                        #expect(share == answer.reach.share, "\(name) \(view.id)")
                    } else {
                        #expect(share == nil, "\(name) \(view.id): no area on screen, no share")
                    }
                    #expect(p.whyNotEverywhere(view) == answer.culprit, "\(name) \(view.id)")
                }
            }
        }
    }

    @Test("a controller and recognizers are named")
    func controllerAndRecognizers() throws {
        let p = UITest.playground(try UITest.example("28-double-vs-single-tap"), width: 1280, height: 900)
        let scene = try #require(p.scene)
        let photo = try #require(scene.views["photoA"])
        let lines = Inspector.lines(of: photo, in: scene, reachable: nil, .en)
        let recognizers = try #require(lines.first { $0.label == "gestureRecognizers" })
        #expect(recognizers.value.contains("doubleTap (tap: taps 2"))
    }

    @Test("the first responder is marked on the canvas and in the tree")
    func firstResponderMarked() throws {
        let p = UITest.playground(try UITest.example("14-first-responder-remote"), width: 1280, height: 900)
        p.run(try UITest.example("14-first-responder-remote").script)
        let texts = Self.texts(p)
        #expect(texts.contains("⌨ first responder"))
        #expect(texts.contains("second  ⌨"))
    }
}

/// The frame is made in steps: the playground prepares, takes a snapshot, the renderer draws
/// it into a ``RenderedFrame`` and the playground applies what the frame measured. Taking a
/// snapshot and drawing it change nothing in the playground.
@Suite struct FrameStepsTests {
    @Test("a snapshot reads the inspector's answer without keeping it; a frame keeps it, and drawing a snapshot writes nothing back")
    func snapshotAndDrawingWriteNothing() throws {
        let document = try UITest.example("02-tabbar-button-broken")
        let p = UITest.playground(document)
        p.select("centerButton")
        let m = FixedWidthTextMeasurer()
        let layout = try #require(p.layout)
        let first = p.snapshot(layout: layout, measurer: m)
        #expect(p.inspectorCache == nil, "the snapshot worked the answer out without keeping it")
        #expect(!first.inspector.isEmpty)
        let frame = PlaygroundRenderer.frame(first, width: 1200, height: 900, measurer: m, viewCache: nil)
        #expect(p.inspectorCache == nil && p.treeRows.isEmpty, "nothing applied the frame yet")
        #expect(!frame.treeRows.isEmpty && !frame.panelFrame.regions.isEmpty)
        let list = p.displayList(width: 1200, height: 900, uiScale: 1, measurer: m)
        #expect(p.inspectorCache?.view == "centerButton", "the frame's preparation keeps it")
        #expect(p.treeRows.map(\.id) == frame.treeRows.map(\.id) && !p.needsRedraw)
        #expect(list.commands == frame.list.commands, "the same pixels either way")
    }
}
