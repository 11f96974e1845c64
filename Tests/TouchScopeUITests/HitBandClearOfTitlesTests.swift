import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// The hit view's band, drawn just inside the view's edge, keeps clear of the letters on a
/// segmented control's face: in a small window (42 at 900x700) the control is so thin that the
/// band crossed the lower half of "Day", "Week" and "Month".
@Suite struct HitBandClearOfTitlesTests {
    @Test("42, the segmented control hit, three sizes: no piece of its band crosses a title; the band is still drawn", arguments: [(900.0, 700.0), (1280, 900), (1920, 1080)])
    func bandClearOfTitles(_ size: (Double, Double)) throws {
        let document = try UITest.example("42-slider-switch-segments")
        let (p, _, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: size.0, height: size.1)
        let scene = try #require(p.scene)
        let range = try #require(scene.views["range"] as? SegmentedControl)
        #expect(p.story.hitView == "range", "the picture's touch hits the segmented control")
        let quad = r.pixelQuad(range)
        let titles = ControlFaces.textBoxes(of: range, quad: quad, unit: r.u, measurer: r.measurer).map(ControlFaces.glyphBox(ofLine:))
        #expect(titles.count == range.segments.count)
        let box = Rect(bounding: quad)
        for t in titles { #expect(box.contains(t.insetBy(dx: 0.5, dy: 0.5)), "each title \(t) is on the control \(box)") }
        let commands = r.hitMarkCommands(quad, labels: r.labelsOnHitView(range, quad: quad))
        var clips: [Rect] = [], drawsBand = false
        for c in commands {
            switch c {
            case let .pushClip(rect): clips.append(rect)
            case let .strokeRect(_, color, _) where color == Theme.hit: drawsBand = true
            default: break
            }
        }
        #expect(drawsBand, "the band is drawn")
        for piece in clips {
            for t in titles where piece.intersects(t.insetBy(dx: 0.5, dy: 0.5)) {
                Issue.record("at \(size): a piece of the band \(piece) crosses the title at \(t)")
            }
        }
        // Without the titles as holes, the band would cross them in the small window.
        if size.0 == 900 {
            let plain = r.hitMarkCommands(quad, labels: r.labelLine(of: range, quad: quad).map { [$0] } ?? [])
            let bandRect = plain.compactMap { c -> Rect? in if case let .strokeRect(rect, color, width) = c, color == Theme.hit { return rect.insetBy(dx: width, dy: width) } else { return nil } }.first
            let inner = try #require(bandRect)
            #expect(titles.contains { $0.minY < inner.minY || $0.maxY > inner.maxY }, "the titles reach into the band's rows at 900x700")
        }
    }
}
