import Foundation
import Testing
import TouchScopeCore
import TouchScopeTestSupport
import TouchScopeScenes
@testable import TouchScopeUI

/// The picture's visual language: overlays that never blend into views.
@Suite struct PictureLegibility {
    /// HSV saturation of a colour.
    static func saturation(_ c: Color) -> Double {
        let mx = Double(max(c.red, c.green, c.blue)), mn = Double(min(c.red, c.green, c.blue))
        return mx == 0 ? 0 : (mx - mn) / mx
    }

    /// Every example scene's file name without extension.
    static var sceneNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: UITest.scenesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test("overlay colours are saturated and views drawn under overlays never are (the palette is reserved)")
    func overlayPaletteIsReserved() {
        let neutral = Theme.color(of: .outside)
        for c in Theme.overlayPalette where c != neutral {
            #expect(Self.saturation(c) >= 0.55, "\(c)")
        }
        var most = 0.0
        for r in stride(from: 0, through: 255, by: 5) {
            for g in stride(from: 0, through: 255, by: 5) {
                for b in stride(from: 0, through: 255, by: 5) {
                    most = max(most, Self.saturation(Theme.muted(Color(red: UInt8(r), green: UInt8(g), blue: UInt8(b)))))
                }
            }
        }
        #expect(most < 0.5)
        // The automatic colours too: as drawn under overlays, none comes near an overlay colour.
        for i in 0..<12 {
            let drawn = Theme.muted(Color.palette(i))
            for c in Theme.overlayPalette where c != neutral {
                #expect(Theme.distance(drawn, c) >= 60, "palette \(i) \(drawn) vs \(c)")
            }
        }
    }

    @Test("every overlay colour contrasts 3:1 with its halo, and tag text 4.5:1 with its tag")
    func overlayColoursContrastWithHalo() {
        for c in Theme.overlayPalette {
            #expect(Theme.contrast(c, Theme.halo) >= 3, "\(c)")
            #expect(Theme.contrast(Theme.ink(on: c), c) >= 4.5, "\(c)")
        }
    }

    @Test("legend entries are pairwise distinct: another shape, or colours far apart", arguments: [Language.en, .zh])
    func legendEntriesAreDistinct(_ l: Language) {
        let entries = PlaygroundRenderer.legendEntries(overlays: Set(Overlay.allCases), l)
        for i in entries.indices {
            for j in entries.indices where j > i {
                let a = entries[i], b = entries[j]
                #expect(a.label != b.label)
                if a.swatch == b.swatch || Self.sameFamily(a.swatch, b.swatch) {
                    #expect(Theme.distance(a.color, b.color) >= 60, "\(a.label) vs \(b.label)")
                }
            }
        }
    }

    /// Swatches alike except for a detail (two outlines, two badges) must differ in colour too.
    static func sameFamily(_ a: PlaygroundRenderer.Swatch, _ b: PlaygroundRenderer.Swatch) -> Bool {
        switch (a, b) {
        case (.outline, .outline), (.badge, .badge): return true
        default: return false
        }
    }

    @Test("every scene with every overlay on: each mark contrasts 3:1 with its edge, no two overlay text boxes overlap, none is cut by the canvas's edge",
          arguments: sceneNames)
    func everySceneIsLegible(_ name: String) throws {
        let document = try UITest.example(name)
        // Every language and size in a full sweep; `./test` one of the six for each scene, in turn.
        let variants = [Language.en, .zh].flatMap { l in [(1280.0, 900.0), (900.0, 640.0), (1920.0, 1200.0)].map { (l, $0) } }
        for (l, size) in Sweep.rotating(variants, at: Self.sceneNames.firstIndex(of: name) ?? 0) {
            do {
                let p = UITest.playground(document, width: size.0, height: size.1)
                p.run(document.script)
                p.language = l
                for o in Overlay.allCases { p.setOverlay(o, true) }
                let list = p.displayList(width: Int(size.0), height: Int(size.1), uiScale: 1, measurer: FixedWidthTextMeasurer())
                for m in list.marks {
                    #expect(Theme.contrast(m.color, m.edge) >= 3, "\(name): \(m)")
                }
                let boxes = list.marks.filter { $0.kind == .text }.map(\.rect)
                for i in boxes.indices {
                    for j in boxes.indices where j > i {
                        let overlap = boxes[i].intersection(boxes[j])
                        #expect(overlap == nil || overlap?.width ?? 0 < 0.5 || overlap?.height ?? 0 < 0.5,
                                "\(name) \(l) \(size): \(boxes[i]) overlaps \(boxes[j])")
                    }
                }
                // No mark's text is cut by the canvas's edge.
                let layout = try #require(p.layout)
                let canvas = layout.canvas
                for box in boxes where box.intersects(canvas.insetBy(dx: 1, dy: 1)) && box.width <= canvas.width {
                    #expect(canvas.insetBy(dx: -0.5, dy: -0.5).contains(box), "\(name) \(l) \(size): \(box) crosses the canvas's edge")
                }
            }
        }
    }
}
