import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

@Suite("Presenter mode, text scale, zoom and pan")
struct PresentationTests {
    static let sizes: [(Double, Double)] = [(1024, 768), (1280, 900), (1600, 1000), (2560, 1440), (3840, 2160)]

    @Test("presenter mode hides the panel and the canvas grows, at every window size from 1024x768 to 4K")
    func presenterFillsTheWindow() throws {
        for (w, h) in Self.sizes {
            let normal = PlaygroundLayout(width: w, height: h, uiScale: 1, canvasSize: Size(width: 390, height: 844))
            let presenting = PlaygroundLayout(width: w, height: h, uiScale: 1, canvasSize: Size(width: 390, height: 844), presenting: true)
            #expect(presenting.panel.width == 0)
            #expect(presenting.scale >= normal.scale, "\(w)x\(h)")
            for l in [normal, presenting] {
                #expect(l.canvas.minX >= 0 && l.canvas.maxX <= l.panel.minX + 0.5 && l.canvas.maxY <= h, "\(w)x\(h): the canvas is in the window")
                #expect(l.canvas.height >= h * 0.7, "\(w)x\(h): the canvas uses the window's height")
            }
        }
    }

    @Test("the text scale multiplies every text size: the panel and its strings grow with it")
    func textScale() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let measurer = FixedWidthTextMeasurer()
        func largestText() -> Double {
            p.displayList(width: 1600, height: 1000, uiScale: 1, measurer: measurer).commands.compactMap {
                if case let .text(_, _, size, _, _, _) = $0 { return size } else { return nil }
            }.max() ?? 0
        }
        let one = largestText()
        p.handle(.character("b"))
        let oneAndHalf = largestText()
        p.handle(.character("b"))
        #expect(p.textScale == 2)
        #expect(abs(largestText() - 2 * one) < 1.5 && abs(oneAndHalf - 1.5 * one) < 1.5)
        p.handle(.character("b"))
        #expect(p.textScale == 1)
    }

    @Test("zooming with the wheel keeps the canvas point under the pointer where it is")
    func zoomAboutThePointer() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let before = try #require(p.layout)
        let pixel = before.pixel(Point(x: 100, y: 200))
        p.zoom(steps: 3, at: pixel)
        let after = p.layout(width: before.width, height: before.height, uiScale: 1)
        #expect(after.scale > before.scale * 1.5)
        let point = after.point(pixel)
        #expect(abs(point.x - 100) < 1 && abs(point.y - 200) < 1, "\(point)")
        p.handle(.character("0"))
        #expect(p.layout(width: before.width, height: before.height, uiScale: 1) == before)
    }

    @Test("a Shift-drag moves the canvas and is no touch; a tap then lands where the moved canvas is")
    func shiftDragPans() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let before = try #require(p.layout)
        let start = before.pixel(Point(x: 195, y: 400))
        p.handle(UITest.pointer(.down, start, t: 1), modifiers: [.shift])
        p.handle(UITest.pointer(.move, Point(x: start.x + 40, y: start.y + 10), t: 1.1), modifiers: [.shift])
        p.handle(UITest.pointer(.up, Point(x: start.x + 40, y: start.y + 10), t: 1.2), modifiers: [.shift])
        #expect(p.storyRecords.isEmpty, "no touch")
        let after = p.layout(width: before.width, height: before.height, uiScale: 1)
        #expect(abs(after.canvas.minX - before.canvas.minX - 40) < 1 && abs(after.canvas.minY - before.canvas.minY - 10) < 1)
        p.handle(UITest.pointer(.down, after.pixel(Point(x: 170, y: 250)), t: 2))
        #expect(p.story.hitView == "yellow")
    }
}

@Suite("Every event from the keyboard and mouse")
struct KeyboardEventTests {
    @Test("G: a drag is two fingers on one view, mirrored about the point between them where it began")
    func pinchModeMirrorsAboutTheStart() throws {
        let p = UITest.playground(try UITest.example("29-simultaneous-recognizers"))
        let layout = try #require(p.layout)
        p.handle(.character("g"))
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 220, y: 250)), t: 1))
        let fingers = p.story.fingers.map(\.location)
        #expect(fingers.count == 2)
        #expect(fingers.contains { abs($0.x - 180) < 0.5 && abs($0.y - 250) < 0.5 }, "\(fingers)")
        for i in 1...10 {
            p.handle(UITest.pointer(.move, layout.pixel(Point(x: 220 + Double(i) * 6, y: 250)), t: 1 + Double(i) * 0.02))
        }
        p.handle(UITest.pointer(.up, layout.pixel(Point(x: 280, y: 250)), t: 1.3))
        let hits = p.storyRecords.compactMap { r -> String? in if case let .hitResult(_, v, _) = r.event { return v ?? "none" } else { return nil } }
        #expect(hits == ["exclusivePhoto", "exclusivePhoto"], "both fingers on one view")
        let began = p.storyRecords.contains { r in
            if case let .gesture(gesture, _, _, to, _, _) = r.event { return gesture == "pinchA" && to == GestureState.began } else { return false }
        }
        #expect(began, "the pinch recognizer began")
    }

    @Test("G: a click is a two-finger tap")
    func twoFingerTap() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let layout = try #require(p.layout)
        p.handle(.character("g"))
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 200, y: 250)), t: 1))
        p.handle(UITest.pointer(.up, layout.pixel(Point(x: 200, y: 250)), t: 1.05))
        let began = p.storyRecords.filter { if case .touchBegan = $0.event { return true } else { return false } }
        #expect(began.count == 2)
    }

    @Test("Y and Q send remote play / pause and shake to the first responder, as the story")
    func remoteAndShake() throws {
        let p = UITest.playground(try UITest.example("14-first-responder-remote"))
        p.handle(.character("y"))
        #expect(p.storyRecords.contains { if case let .event(.togglePlayPause, responder, _) = $0.event { return responder == "second" } else { return false } })
        p.handle(.character("q"))
        #expect(p.storyRecords.contains { if case let .event(.shake, responder, .handled) = $0.event { return responder == "mainController" } else { return false } })
    }
}
