import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeTestSupport
@testable import TouchScopeUI

/// Properties of every placed mark (``PlacedMark``, what `render --marks` writes), checked on
/// every scene after its script, with geometry the test computes itself from the scene: a view's
/// box is its quad on the screen (as drawn, and its model frame while it animates) taken to
/// window pixels by the canvas's origin and scale, not by the renderer's helpers.
@Suite struct PlacedMarkInvariants {
    static let sizes: [(Double, Double)] = [(900, 640), (1280, 900), (1920, 1080)]

    /// The kinds whose mark is about one view and belongs beside it. (A lifted drag's tag is
    /// at the point where the drag went down, which a dragged view has left.)
    static let besideTheirView: Set<PlacedMark.Kind> = [.verdict, .recognizer, .cancelled, .firstResponder, .modelFrame,
                                                         .controlTracking, .hitArea, .step]

    /// Placements this test found wrong and that are not mended yet (issue 38's placement
    /// engine): the tab bar scenes in a small window put a tab's or the bar's chain badge above
    /// the bar, on the list, about a badge and a half from its view. Known issues, so the test
    /// says when they are mended.
    static let knownBadgesOff: Set<String> = ["02-tabbar-button-broken", "03-tabbar-button-fixed"]

    /// The box of `view` in window pixels: where it is drawn and, while it animates, where
    /// hit-testing looks (its model frame), by the canvas's own numbers.
    static func box(of view: View, canvas: Rect, scale: Double) -> Rect {
        func pixel(_ p: Point) -> Point { Point(x: canvas.minX + p.x * scale, y: canvas.minY + p.y * scale) }
        return Rect(bounding: view.presentationScreenQuad.map(pixel)).union(Rect(bounding: view.screenQuad.map(pixel)))
    }

    /// How far apart two boxes are (0 when they touch or overlap).
    static func gap(_ a: Rect, _ b: Rect) -> Double {
        let dx = max(0, max(a.minX - b.maxX, b.minX - a.maxX))
        let dy = max(0, max(a.minY - b.maxY, b.minY - a.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    @Test("every scene after its script, three sizes, both languages: each mark lies in the window; a view's tag or badge is at its view (within three lines, or tied to it by a leader), a badge in the strip names a responder with no room",
          arguments: PictureLegibility.sceneNames)
    func marksBelongWhereTheirOwnersAre(_ name: String) throws {
        let document = try UITest.example(name)
        let variants = [Language.en, .zh].flatMap { l in Self.sizes.map { (l, $0) } }
        var checked = 0
        for (l, (w, h)) in Sweep.rotating(variants, at: PictureLegibility.sceneNames.firstIndex(of: name) ?? 0) {
            let p = UITest.playground(document, width: w, height: h)
            p.run(document.script)
            p.language = l
            let list = p.displayList(width: Int(w), height: Int(h), uiScale: 1, measurer: FixedWidthTextMeasurer())
            let layout = try #require(p.layout)
            let scene = try #require(p.scene)
            let what = "\(name) \(l) \(Int(w))x\(Int(h))"
            for mark in list.placedMarks {
                checked += 1
                let window = Rect(x: 0, y: 0, width: w, height: h)
                #expect(window.insetBy(dx: -0.5, dy: -0.5).contains(mark.box), "\(what): \(mark.kind) '\(mark.text)' at \(mark.box) leaves the window")
                #expect(!mark.text.isEmpty, "\(what): an empty \(mark.kind) mark")
                guard let id = mark.view else { continue }
                guard let view = scene.views[id] else {
                    // Responders that are not views (the application, a controller) are in the strip.
                    #expect(mark.kind == .chainBadge && mark.box.maxX <= layout.canvas.minX, "\(what): \(mark.kind) '\(mark.text)' names '\(id)', no view")
                    continue
                }
                let own = Self.box(of: view, canvas: layout.canvas, scale: layout.scale)
                let line = mark.box.height / Double(max(1, mark.text.split(separator: "\n").count))
                switch mark.kind {
                case .chainBadge:
                    // On the canvas: on its view or against it, a badge away at most; else in the
                    // strip left of the canvas.
                    if mark.box.maxX <= layout.canvas.minX { continue }
                    withKnownIssue("a tab bar's badge above the bar in a small window", isIntermittent: true) {
                        #expect(Self.gap(mark.box, own) <= mark.box.width + 1, "\(what): badge \(mark.text) of \(id) at \(mark.box), its view at \(own)")
                    } when: { Self.knownBadgesOff.contains(name) }
                case let kind where Self.besideTheirView.contains(kind):
                    let tied = mark.leader.map { Self.gap(Rect(x: $0.to.x, y: $0.to.y, width: 0, height: 0), own) <= 3 } ?? false
                    #expect(tied || Self.gap(mark.box, own) <= 3 * line,
                            "\(what): \(kind) '\(mark.text)' of \(id) at \(mark.box), \(Self.gap(mark.box, own)) px from its view at \(own)")
                default:
                    continue
                }
            }
        }
        // A scene with a touch has marks: the check checked something.
        if !document.script.isEmpty { #expect(checked > 0, "\(name): no marks placed") }
    }

    @Test("the marks file names every mark with its kind, owner, text and box, and every view with its box")
    func marksFileHasEveryMark() throws {
        let document = try UITest.example("29-simultaneous-recognizers")
        let p = UITest.playground(document, width: 900, height: 640)
        p.run(document.script)
        let list = p.displayList(width: 900, height: 640, uiScale: 1, measurer: FixedWidthTextMeasurer())
        let layout = try #require(p.layout)
        let json = MarksFile.json(list, playground: p, layout: layout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let marks = try #require(object["marks"] as? [[String: Any]])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(marks.count == list.placedMarks.count && !marks.isEmpty)
        #expect(views.count == p.scene?.views.count)
        // Two fingers, each its own: finger 1's tag and finger 2's, by number.
        let fingers = Set(marks.compactMap { $0["kind"] as? String == "finger" ? $0["finger"] as? Int : nil })
        #expect(fingers == [1, 2], "\(marks)")
        for mark in marks {
            #expect((mark["box"] as? [Double])?.count == 4)
            #expect(PlacedMark.Kind(rawValue: mark["kind"] as? String ?? "") != nil)
        }
    }
}
