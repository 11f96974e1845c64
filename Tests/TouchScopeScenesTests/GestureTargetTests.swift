import Testing
import TouchScopeCore
@testable import TouchScopeScenes

/// Issue 13, item 5. Apple, `UIGestureRecognizer.init(target:action:)`: the target is "an object
/// that is the recipient of action messages sent by the receiver when it recognizes a gesture.
/// nil is not a valid value." Only controls send nil-targeted actions (`UIApplication.sendAction`).
@Suite("Scene parser: gesture recognizers need a target")
struct GestureTargetTests {
    @Test("an action without a target is refused, suggesting the view's controller")
    func missingTargetSuggestsController() {
        let errs = errors("""
        title: T
        window:
          subviews:
            - id: screen
              frame: [0, 0, 100, 100]
              controller: {id: photoController, implements: [zoom]}
              subviews:
                - id: photo
                  frame: [0, 0, 50, 50]
                  gestures:
                    - {id: zoomTap, type: tap, action: zoom}
        """)
        #expect(errs.count == 1)
        #expect(errs.first?.contains("needs a 'target'") == true)
        #expect(errs.first?.contains("target: photoController") == true)
    }

    @Test("a null target is refused: nil is not a valid target for a recognizer")
    func nullTargetRefused() {
        let errs = errors("""
        title: T
        window:
          subviews:
            - id: photo
              frame: [0, 0, 50, 50]
              controller: {id: photoController, implements: [zoom]}
              gestures:
                - {id: zoomTap, type: tap, action: zoom, target: null}
        """)
        #expect(errs.count == 1)
        #expect(errs.first?.contains("cannot be null") == true)
        #expect(errs.first?.contains("target: photoController") == true)
    }

    @Test("a named target gets the action, even when the first responder implements it too")
    func namedTargetGetsAction() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - id: photo
              frame: [0, 0, 50, 50]
              implements: [zoom]
              controller: {id: photoController, implements: [zoom]}
              gestures:
                - {id: zoomTap, type: tap, action: zoom, target: photoController}
        """)
        let built = SceneBuilder.build(doc)
        let recognizer = built.views["photo"]?.gestureRecognizers.first
        #expect(recognizer?.actions.first?.target?.id == "photoController")
        #expect(recognizer?.actions.first?.action == "zoom")
    }
}

@Suite("Scene parser: controls with a value")
struct ValueControlSceneTests {
    @Test("slider, switch and segmented control keys build the controls with their values")
    func build() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - {id: s, kind: slider, frame: [0, 0, 200, 40], value: 5, minimumValue: 0, maximumValue: 10, continuous: false}
            - {id: w, kind: switch, frame: [0, 50, 51, 31], isOn: true}
            - {id: g, kind: segmentedControl, frame: [0, 100, 300, 32], segments: [A, B, C], selectedSegment: 1}
        """)
        let built = SceneBuilder.build(doc)
        let slider = built.views["s"] as? Slider
        #expect(slider?.value == 5 && slider?.maximumValue == 10 && slider?.isContinuous == false)
        #expect((built.views["w"] as? Switch)?.isOn == true)
        #expect((built.views["g"] as? SegmentedControl)?.selectedSegmentIndex == 1)
    }

    @Test("a value key on the wrong kind, and a selected segment out of range, are errors")
    func errorsForWrongKeys() {
        let errs = errors("""
        title: T
        window:
          subviews:
            - {id: b, kind: button, frame: [0, 0, 10, 10], isOn: true}
            - {id: g, kind: segmentedControl, frame: [0, 100, 300, 32], segments: [A, B], selectedSegment: 2}
        """)
        #expect(errs.count == 2)
        #expect(errs.contains { $0.contains("'isOn' is for switch views") })
        #expect(errs.contains { $0.contains("'selectedSegment' must name one of the segments") })
    }
}

@Suite("Scene parser: script steps that change the hierarchy")
struct HierarchyStepTests {
    @Test("set, add, remove, becomeFirstResponder and resignFirstResponder parse into their actions")
    func parse() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - {id: a, frame: [0, 0, 100, 100], canBecomeFirstResponder: true}
            - {id: b, frame: [0, 0, 50, 50]}
        script:
          - set: {view: a, hidden: true, alpha: 0.5, frame: [1, 2, 3, 4]}
          - remove: b
          - add: {view: b, to: a}
          - becomeFirstResponder: a
          - resignFirstResponder: true
        """)
        #expect(doc.script.map(\.action) == [
            .set(view: "a", changes: [.hidden(true), .alpha(0.5), .frame(Rect(x: 1, y: 2, width: 3, height: 4))]),
            .removeView("b"), .addView(view: "b", to: "a"), .becomeFirstResponder("a"), .resignFirstResponder,
        ])
    }

    @Test("a step naming a view that does not exist is an error")
    func unknownView() {
        let errs = errors("""
        title: T
        window:
          subviews:
            - {id: a, frame: [0, 0, 100, 100]}
        script:
          - set: {view: nope, hidden: true}
        """)
        #expect(errs.count == 1)
        #expect(errs.first?.contains("'nope', which is not a view") == true)
    }
}

@Suite("Scene parser: animate steps")
struct AnimateStepTests {
    @Test("animate parses its changes, duration, delay and UIKit's options")
    func parse() throws {
        let doc = try scene("""
        title: T
        window:
          subviews:
            - {id: a, frame: [0, 0, 100, 100]}
        script:
          - animate: {view: a, frame: [1, 2, 3, 4], alpha: 0.5, duration: 0.3}
          - animate: {view: a, center: [50, 60], duration: 1, delay: 0.5, options: [allowUserInteraction, curveLinear]}
        """)
        #expect(doc.script.map(\.action) == [
            .animate(AnimationStep(view: "a", changes: [.frame(Rect(x: 1, y: 2, width: 3, height: 4)), .alpha(0.5)],
                                   duration: 0.3, delay: 0, curve: .easeInOut, allowUserInteraction: false)),
            .animate(AnimationStep(view: "a", changes: [.center(Point(x: 50, y: 60))],
                                   duration: 1, delay: 0.5, curve: .linear, allowUserInteraction: true)),
        ])
    }

    @Test("animate errors say where and what to write", arguments: [
        ("{view: a, frame: [1, 2, 3, 4]}", "'animate' needs 'duration: seconds'"),
        ("{view: a, duration: 1}", "'animate' changes nothing"),
        ("{frame: [1, 2, 3, 4], duration: 1}", "'animate' needs 'view: ID'"),
        ("{view: a, alpha: 2, duration: 1}", "'alpha' must be from 0 to 1"),
        ("{view: a, alpha: 0, duration: -1}", "'duration' must be from 0 to 60 seconds"),
        ("{view: a, alpha: 0, duration: 1, options: [allowUserInteracton]}", "did you mean 'allowUserInteraction'"),
        ("{view: a, alpha: 0, duration: 1, options: [curveLinear, curveEaseIn]}", "one timing curve"),
        ("{view: nope, alpha: 0, duration: 1}", "'nope', which is not a view"),
    ])
    func errorsAreLocated(_ step: String, _ message: String) {
        let errs = errors("""
        title: T
        window:
          subviews:
            - {id: a, frame: [0, 0, 100, 100]}
        script:
          - animate: \(step)
        """)
        #expect(errs.contains { $0.contains(message) }, "\(errs)")
        #expect(errs.allSatisfy { $0.contains(":6:") }, "every error is on the step's line: \(errs)")
    }
}
