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
