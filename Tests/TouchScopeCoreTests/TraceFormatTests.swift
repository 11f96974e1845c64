import Foundation
import Testing
@testable import TouchScopeCore

private func json(_ event: TraceEvent, step: Int = 1, t: Double = 0.5) -> String {
    TraceJSON.line(TraceRecord(step: step, time: t, event: event))
}

@Suite("Trace formats: JSON lines")
struct TraceJSONTests {
    @Test("a hitTest visit with a point(inside:) override")
    func hitTestVisit() {
        let visit = HitTestVisit(view: "button", depth: 2, point: Point(20, 7.5), verdict: .inside,
                                 override: .pointInside, rule: "inset(-20, -20)")
        #expect(json(.hitTest(touch: 1, .visit(visit)), step: 3, t: 0.25) ==
            #"{"type":"hitTest","step":3,"t":0.25,"touch":1,"view":"button","verdict":"inside","override":"pointInside","rule":"inset(-20, -20)","depth":2,"point":[20,7.5]}"#)
    }

    @Test("a hitTest visit without an override has no override or rule keys")
    func hitTestVisitPlain() {
        let visit = HitTestVisit(view: "w", depth: 0, point: Point(-3, 0), verdict: .outside, override: nil, rule: nil)
        #expect(json(.hitTest(touch: 4, .visit(visit)), step: 0, t: 0) ==
            #"{"type":"hitTest","step":0,"t":0,"touch":4,"view":"w","verdict":"outside","depth":0,"point":[-3,0]}"#)
    }

    @Test("a hitTest override's answer, including a null answer")
    func hitTestOverride() {
        #expect(json(.hitTest(touch: 1, .overrideReturned(view: "box", depth: 1, returned: nil, rule: "passThrough"))) ==
            #"{"type":"hitTestOverride","step":1,"t":0.5,"touch":1,"view":"box","returned":null,"override":"hitTest","rule":"passThrough","depth":1}"#)
    }

    @Test("hitResult with a null view and window")
    func hitResultNull() {
        #expect(json(.hitResult(touch: 2, view: nil, window: nil), step: 1, t: 0) ==
            #"{"type":"hitResult","step":1,"t":0,"touch":2,"view":null,"window":null}"#)
        #expect(json(.hitResult(touch: 2, view: "v", window: "w"), step: 1, t: 0) ==
            #"{"type":"hitResult","step":1,"t":0,"touch":2,"view":"v","window":"w"}"#)
    }

    @Test("touches with the trace name of the behaviour")
    func touches() {
        #expect(json(.touches(phase: .began, touches: [1, 2], responder: "yellow", action: .handleAndForward), t: 1.5) ==
            #"{"type":"touches","step":1,"t":1.5,"phase":"began","touches":[1,2],"responder":"yellow","action":"handledAndForwarded"}"#)
        #expect(json(.touches(phase: .moved, touches: [3], responder: "r", action: .forward)).hasSuffix(#""action":"forwarded"}"#))
        #expect(json(.touches(phase: .ended, touches: [3], responder: "r", action: .handle)).hasSuffix(#""action":"handled"}"#))
    }

    @Test("dropped")
    func dropped() {
        #expect(json(.dropped(phase: .ended, touches: [3]), step: 2, t: 1) ==
            #"{"type":"dropped","step":2,"t":1,"phase":"ended","touches":[3]}"#)
    }

    @Test("notDelivered names the reason and the exclusive owner")
    func notDelivered() {
        #expect(json(.notDelivered(phase: .began, touches: [2], view: "b", reason: .exclusiveTouch("a"))) ==
            #"{"type":"notDelivered","step":1,"t":0.5,"phase":"began","touches":[2],"view":"b","reason":"exclusiveTouch","owner":"a","reasonCode":"exclusiveTouch","reasonArguments":["a"]}"#)
        #expect(json(.notDelivered(phase: .began, touches: [2], view: "a", reason: .multipleTouchDisabled)) ==
            #"{"type":"notDelivered","step":1,"t":0.5,"phase":"began","touches":[2],"view":"a","reason":"multipleTouchDisabled","reasonCode":"multipleTouchDisabled"}"#)
    }

    @Test("controlEvent")
    func controlEvent() {
        #expect(json(.controlEvent(control: "button", event: .touchUpInside), step: 2, t: 0.1) ==
            #"{"type":"controlEvent","step":2,"t":0.1,"control":"button","event":"touchUpInside"}"#)
    }

    @Test("action with a null target")
    func actionNullTarget() {
        #expect(json(.action(sender: "button", action: "save", target: nil, explicit: false, implemented: false), step: 2, t: 0.1) ==
            #"{"type":"action","step":2,"t":0.1,"sender":"button","action":"save","target":null,"explicitTarget":false,"implemented":false}"#)
        #expect(json(.action(sender: "b", action: "a", target: "t", explicit: true, implemented: true), step: 2, t: 0.1) ==
            #"{"type":"action","step":2,"t":0.1,"sender":"b","action":"a","target":"t","explicitTarget":true,"implemented":true}"#)
    }

    @Test("event and eventDropped name the kind (motion / remote) and subtype")
    func event() {
        #expect(json(.event(.shake, responder: "vc", action: .handled), step: 0, t: 2) ==
            #"{"type":"event","step":0,"t":2,"kind":"motion","subtype":"shake","responder":"vc","action":"handled"}"#)
        #expect(json(.event(.play, responder: "w", action: .forwarded), step: 0, t: 2) ==
            #"{"type":"event","step":0,"t":2,"kind":"remote","subtype":"play","responder":"w","action":"forwarded"}"#)
        #expect(json(.eventDropped(.play), step: 0, t: 2) ==
            #"{"type":"eventDropped","step":0,"t":2,"kind":"remote","subtype":"play"}"#)
    }

    @Test("input, touch and sendEvent records")
    func inputTouchSendEvent() {
        let sample = InputSample(finger: FingerID(device: FingerID.scriptDevice, finger: 1), phase: .down,
                                 location: Point(200, 300), timestamp: 0.05)
        #expect(json(.input(sample, queueDepth: 0), t: 0.05) ==
            #"{"type":"input","step":1,"t":0.05,"finger":1,"device":-2,"phase":"down","location":[200,300],"queueDepth":0}"#)
        #expect(json(.touchBegan(touch: 1, finger: .mouse, location: Point(1.5, 2), tapCount: 2), t: 0.05) ==
            #"{"type":"touch","step":1,"t":0.05,"touch":1,"finger":1,"device":-1,"location":[1.5,2],"tapCount":2}"#)
        #expect(json(.sendEvent(.window("main"), touches: [1]), t: 0) ==
            #"{"type":"sendEvent","step":1,"t":0,"stage":"window","window":"main","touches":[1]}"#)
        #expect(json(.sendEvent(.application, touches: []), t: 0) ==
            #"{"type":"sendEvent","step":1,"t":0,"stage":"application","touches":[]}"#)
        #expect(json(.firstResponder(nil), t: 0) == #"{"type":"firstResponder","step":1,"t":0,"responder":null}"#)
        #expect(json(.cancelAll(reason: .focusLost, touches: [1, 2]), t: 0) ==
            #"{"type":"cancelAll","step":1,"t":0,"reason":"the window lost focus","reasonCode":"focusLost","touches":[1,2]}"#)
    }

    @Test("strings escape quotes, backslashes, newlines, tabs and control characters")
    func escaping() {
        let line = json(.controlEvent(control: "a\"b\\c\nd\re\tf\u{1}g\u{1F}h\u{7F}é", event: .touchDown), t: 0)
        #expect(line == "{\"type\":\"controlEvent\",\"step\":1,\"t\":0,\"control\":\"a\\\"b\\\\c\\nd\\re\\tf\\u0001g\\u001fh\u{7F}é\",\"event\":\"touchDown\"}")
    }

    @Test("TraceJSON.quote escapes the same way as the records")
    func publicQuote() {
        #expect(TraceJSON.quote("a\"b\n\u{2}") == #""a\"b\n\u0002""#)
    }

    @Test("numbers have no trailing .0, no -0, at most three decimals, and non-finite becomes null")
    func numbers() {
        let visit = HitTestVisit(view: "v", depth: 0, point: Point(-0.0, 1.0 / 3), verdict: .inside, override: nil, rule: nil)
        #expect(json(.hitTest(touch: 1, .visit(visit)), t: 2.0).contains(#""t":2,"#))
        #expect(json(.hitTest(touch: 1, .visit(visit)), t: 2.0).hasSuffix(#""point":[0,0.333]}"#))
        #expect(json(.dropped(phase: .began, touches: []), t: .infinity).contains(#""t":null"#))
        #expect(json(.dropped(phase: .began, touches: []), t: 12.0).contains(#""t":12,"#))
    }

    @Test("every record of a real run is valid JSON with type, step and t")
    func validJSON() throws {
        let s = ButtonScene()
        s.button.addAction("save", target: .firstResponder, for: .touchUpInside)
        s.h.recorder.step = 7
        s.h.tap(150, 125)
        s.h.up(0, 0)
        _ = s.app.sendEvent(.shake, timestamp: 9)
        let text = TraceJSON.lines(s.h.recorder.records)
        #expect(text.hasSuffix("\n"))
        let lines = text.split(separator: "\n")
        #expect(lines.count == s.h.recorder.records.count)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let o = try #require(object, "\(line)")
            #expect(o["type"] is String)
            #expect(o["step"] as? Int == 7)
            #expect(o["t"] != nil)
        }
    }
}

@Suite("Trace formats: text")
struct TraceTextTests {
    private func run() -> [TraceRecord] {
        let t = TwoViews()
        t.h.recorder.step = 1
        t.h.down(10, 10, at: 0.05)
        t.h.recorder.step = 2
        t.h.up(10, 10, at: 0.1)
        return t.h.recorder.records
    }

    @Test("the text is non-empty, has a header per step and reads like the example")
    func readable() {
        let text = TraceText.format(run())
        #expect(!text.isEmpty)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "step 1  t=0.05")
        #expect(lines.contains("step 2  t=0.1"))
        #expect(lines.contains("  touch 1 began (tapCount 1)"))
        #expect(lines.contains("  hit view for touch 1: a (window window)"))
        #expect(lines.contains("  Application.sendEvent  touches [1]"))
        #expect(lines.contains("  window.sendEvent  touches [1]"))
        #expect(lines.contains("  touchesBegan [1] -> a: handled"))
        #expect(lines.contains("  touchesEnded [1] -> a: handled"))
        #expect(lines.contains("    window  (10, 10)  inside"))
        #expect(lines.contains("      a  (10, 10)  inside"))
        #expect(lines.contains("      b  (-190, 10)  outside"))
        #expect(text.hasSuffix("\n"))
    }

    @Test("the same run formats to the same text")
    func stable() {
        #expect(TraceText.format(run()) == TraceText.format(run()))
        #expect(TraceText.format([]) == "")
    }

    @Test("one line per event kind, none empty")
    func everyKindHasText() {
        let sample = InputSample(finger: .mouse, phase: .up, location: Point(1, 2), timestamp: 0)
        let events: [TraceEvent] = [
            .input(sample, queueDepth: 2), .inputIgnored(sample, reason: .upWithoutFinger),
            .touchBegan(touch: 1, finger: .mouse, location: .zero, tapCount: 1),
            .hitTest(touch: 1, .overrideReturned(view: "v", depth: 1, returned: nil, rule: "passThrough")),
            .hitResult(touch: 1, view: nil, window: nil),
            .dropped(phase: .cancelled, touches: [1]),
            .notDelivered(phase: .began, touches: [1], view: "v", reason: .multipleTouchDisabled),
            .controlEvent(control: "c", event: .touchCancel),
            .action(sender: "c", action: "a", target: nil, explicit: false, implemented: false),
            .event(.shake, responder: "r", action: .handled), .eventDropped(.play),
            .firstResponder(nil), .cancelAll(reason: .sceneReplaced, touches: []),
            .gesture(gesture: "tap", view: "v", from: .possible, to: .ended, reason: .rule(.tapRecognized), values: []),
        ]
        for e in events { #expect(!TraceText.line(e).isEmpty) }
        #expect(TraceText.line(events[0]) == "input up at (1, 2) (mouse) queued behind 2")
        #expect(TraceText.line(events[4]) == "hit view for touch 1: none")
        #expect(TraceText.line(events[5]) == "touchesCancelled [1] dropped: end of the responder chain")
        #expect(TraceText.line(events[8]) == "action a from c -> nobody implements it: dropped")
        #expect(TraceText.line(events[9]) == "motion shake -> r: handled")
    }

    @Test("the recorder keeps at most its limit, dropping the oldest")
    func recorderLimit() {
        let r = TraceRecorder(limit: 3)
        for i in 1...5 { r.record(.firstResponder("r\(i)")) }
        #expect(r.records.map(\.event) == [.firstResponder("r3"), .firstResponder("r4"), .firstResponder("r5")])
    }

    @Test("without a recorder nothing is traced and the hit tester does not record")
    func noRecorder() {
        let h = Harness(tracing: false)
        h.window.addSubview(makeView("v", 0, 0, 10, 10))
        h.tap(5, 5)
        #expect(h.recorder.records.isEmpty)
        #expect(!h.app.hitTester.isRecording)
        #expect(h.app.hitTester.trace.steps.isEmpty)
    }
}
