import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// What-if outcomes are told against the scene as loaded, not against the previous key press.
@Suite struct WhatIfBaseline {
    @Test("scene 05, O then O: before is the file's answer (background), after is the answer with the change in force")
    func beforeIsTheFile() throws {
        let document = try UITest.example("05-overflow-not-tappable")
        let p = UITest.playground(document)
        p.run(SceneTrace.tapSteps([Point(x: 100, y: 390)]))
        #expect(p.story.hitView == "background")
        p.select("openBox")
        var afters: [String?] = []
        // Every press of O, however many: before stays the file's answer.
        for _ in 0..<(WhatIf.pointInsideCycle.count + 1) {
            p.whatIf(.pointInside)
            let o = try #require(p.whatIfOutcome)
            #expect(o.hitBefore == "background")
            #expect(o.chainBefore.map(\.responder) == ["background"])
            #expect(o.hitAfter == p.story.hitView)
            afters.append(o.hitAfter)
        }
        // Some press reaches openChild and the press after it still compares with the file (the
        // previous press would say openChild → …).
        let first = try #require(afters.firstIndex(of: "openChild"))
        #expect(first + 1 < afters.count)
    }

    @Test("the panel lists every change in force with the file's value → the value now, and the hit as loaded → with the changes")
    func panelListsChangesAgainstFile() throws {
        let document = try UITest.example("05-overflow-not-tappable")
        let p = UITest.playground(document)
        p.run(SceneTrace.tapSteps([Point(x: 100, y: 390)]))
        p.select("openBox")
        p.whatIf(.pointInside)
        p.whatIf(.pointInside)
        p.whatIf(.clips)
        let texts = p.displayList(width: 1280, height: 900, uiScale: 1, measurer: FixedWidthTextMeasurer()).texts.joined(separator: "\n")
        #expect(texts.contains("openBox.pointInside: default → boundsOrSubviews"))
        #expect(texts.contains("openBox.clips: false → true"))
        #expect(texts.contains("hit (as loaded → with the changes): background → "))
    }
}
