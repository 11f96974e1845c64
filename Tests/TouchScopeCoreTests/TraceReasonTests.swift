import Testing
@testable import TouchScopeCore

@Suite("Trace reasons: typed values with a code, arguments and English words")
struct TraceReasonTests {
    private func json(_ event: TraceEvent) -> String { TraceJSON.line(TraceRecord(step: 1, time: 0, event: event)) }

    @Test("JSON carries reasonCode (and reasonArguments when there are any) for each kind of reason")
    func jsonReasonCodes() {
        let sample = InputSample(finger: .mouse, phase: .up, location: Point(1, 2), timestamp: 0)
        #expect(json(.inputIgnored(sample, reason: .upWithoutFinger)) ==
            #"{"type":"inputIgnored","step":1,"t":0,"finger":1,"device":-1,"phase":"up","location":[1,2],"reason":"up without a finger down","reasonCode":"upWithoutFinger"}"#)
        #expect(json(.cancelAll(reason: .sceneReplaced, touches: [3])) ==
            #"{"type":"cancelAll","step":1,"t":0,"reason":"scene replaced","reasonCode":"sceneReplaced","touches":[3]}"#)
        #expect(json(.notDelivered(phase: .began, touches: [2], view: "b", reason: .exclusiveTouch("a"))).contains(
            #""reasonCode":"exclusiveTouch","reasonArguments":["a"]"#))
        #expect(json(.gesture(gesture: "tap", view: "v", from: .possible, to: .failed,
                              reason: .rule(.movedTooFar(distance: 14, limit: 10)), values: [])) ==
            #"{"type":"gesture","step":1,"t":0,"gesture":"tap","view":"v","from":"possible","to":"failed","reason":"moved 14 pt (> 10 allowed)","reasonCode":"movedTooFar","reasonArguments":["14","10"]}"#)
        #expect(json(.gesture(gesture: "single", view: "v", from: .possible, to: .failed,
                              reason: .requiredRecognized("double"), values: [])).contains(
            #""reason":"double recognized and this requires it to fail","reasonCode":"requiredFailureRecognized","reasonArguments":["double"]"#))
        #expect(json(.gesture(gesture: "tap", view: "v", from: .possible, to: .failed,
                              reason: .controlBeatsAncestorTap("button"), values: [])).contains(
            #""reasonCode":"controlBeatsAncestorTap","reasonArguments":["button"]"#))
        #expect(json(.gesture(gesture: "b", view: "v", from: .possible, to: .failed, reason: .preventedBy("a"), values: [])).contains(
            #""reasonCode":"preventedBy""#))
        #expect(json(.gesture(gesture: "b", view: "v", from: .ended, to: .possible, reason: .reset, values: [])).contains(
            #""reason":"reset: all its touches are over","reasonCode":"reset"}"#), "no reasonArguments without arguments")
    }

    @Test("every record of a real run that gives a reason has its code in JSON")
    func everyReasonOfARunHasACode() {
        let h = Harness()
        let parent = makeView("parent", 0, 0, 300, 300), button = makeControl("button", 10, 10, 50, 50)
        h.window.addSubview(parent.with(button, makeView("single", 100, 100, 100, 100)))
        let tapOnParent = TapGestureRecognizer(id: "parentTap")
        parent.addGestureRecognizer(tapOnParent)
        let pan = PanGestureRecognizer(id: "pan")
        parent.addGestureRecognizer(pan)
        h.tap(20, 20)                      // the control beats the ancestor's tap
        h.down(150, 150); h.move(190, 150) // a pan: the tap is prevented, moved too far...
        h.up(190, 150)
        h.up(5, 5)                         // ignored input
        h.down(150, 150)
        h.app.cancelAllTouches(reason: .focusLost, timestamp: h.clock + 1)
        var codes: Set<String> = []
        for record in h.recorder.records {
            guard let reason = record.event.reason else { continue }
            codes.insert(reason.code)
            if case .hitTest = record.event { continue }
            #expect(TraceJSON.line(record).contains(#""reasonCode":"\#(reason.code)""#))
            #expect(TraceText.line(record.event).contains(reason.text))
        }
        #expect(codes.isSuperset(of: ["controlBeatsAncestorTap", "movedPastThreshold", "upWithoutFinger", "focusLost",
                                      "touchesCancelled", "reset", "hitTestInside"]), "\(codes)")
    }

    @Test("the words are today's English, built from the template and the formatted arguments")
    func englishWords() {
        #expect(GestureReason.rule(.tapRecognized).text == "tap")
        #expect(GestureReason.rule(.tapsRecognized(count: 2)).text == "2 taps")
        #expect(GestureRuleReason.tapLandedTooFar(tap: 2, distance: 50.25, limit: 45).text == "tap 2 landed 50.25 pt from the first (> 45)")
        #expect(GestureRuleReason.swiped(distance: 60, direction: .left, minimum: 50).text == "moved 60 pt left (≥ 50)")
        #expect(GestureRuleReason.pinched(change: -8.5, scale: 0.9).text == "finger distance changed -8.5 pt (scale 0.9)")
        #expect(GestureReason.requiredFailed(["a", "b"]).text == "after a, b failed (require(toFail:))")
        #expect(GestureReason.requiredFailed(["a", "b"]).arguments == ["a, b"])
        #expect(NotDeliveredReason.exclusiveTouch("x").text == "exclusive touch (x)")
        #expect(HitTestVerdict.interactionDisabled.text == "interactionDisabled")
        #expect(CancelReason.focusLost.text == "the window lost focus")
    }

    @Test("a template's placeholders are filled once: an argument that looks like one stays as it is")
    func fillIsOnePass() {
        #expect(ReasonTemplate.fill("{0} and {1}", ["{1}", "b"]) == "{1} and b")
        #expect(ReasonTemplate.fill("{2} {x} {", ["a"]) == "{2} {x} {")
        #expect(GestureReason.preventedBy("{0}").text == "prevented by {0}, which recognized first")
    }

    @Test("the catalog lists every code once, lowerCamelCase, with a template that gives the words")
    func catalog() {
        let all = TraceReasonCatalog.englishTemplates
        #expect(Set(all.map(\.code)).count == all.count, "codes are unique")
        for entry in all {
            #expect(entry.code.first?.isLowercase == true && entry.code.allSatisfy { $0.isLetter || $0.isNumber }, "\(entry.code)")
        }
        for example in TraceReasonCatalog.examples {
            #expect(example.text == ReasonTemplate.fill(example.template, example.arguments))
            #expect(!example.text.contains("{"), "every placeholder has an argument: \(example.code)")
        }
        #expect(all.contains { $0.code == "requiredFailureRecognized" && $0.template == "{0} recognized and this requires it to fail" })
    }
}
