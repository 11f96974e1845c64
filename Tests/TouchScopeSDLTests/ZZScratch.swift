import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
@testable import TouchScopeUI

@Suite struct ZZScratch {
    @Test func dump() throws {
        let env = ProcessInfo.processInfo.environment
        guard let name = env["SCRATCH_SCENE"] else { return }
        let w = Int(env["SCRATCH_W"] ?? "1280")!, h = Int(env["SCRATCH_H"] ?? "900")!
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try SceneFile.load(root.appendingPathComponent("Scenes/\(name).yaml").path)
        let hr = try HeadlessRenderer(fontURL: AssetLocator.fontURL())
        let p = Playground()
        p.show(document)
        _ = p.layout(width: Double(w), height: Double(h), uiScale: 1)
        if let taps = env["SCRATCH_TAP"] {
            let xy = taps.split(separator: ",").map { Double($0)! }
            p.run(SceneTrace.tapSteps([Point(xy[0], xy[1])]))
        } else {
            p.run(env["SCRATCH_FULL"] != nil ? document.script : document.script.throughPicture)
        }
        if env["SCRATCH_LANG"] == "zh" { p.language = .zh }
        let m = hr.measurer
        let list = p.displayList(width: w, height: h, uiScale: 1, measurer: m)
        var r = PlaygroundRenderer(snapshot: p.snapshot(layout: p.layout!, measurer: m), measurer: m)
        _ = r.render(width: w, height: h)
        let canvas = r.layout.canvas
        var out = ""
        for c in list.commands { if case let .text(s, at, _, _, _, _) = c, canvas.insetBy(dx: -40, dy: -40).contains(at) { out += "text \(s) @ \(Int(at.x)),\(Int(at.y))\n" } }
        for (id, rect) in r.verdictTagRects.sorted(by: { $0.key < $1.key }) { out += "tag \(id) \(rect)\n" }
        if let scene = p.scene {
            let lines = r.labelLines(PlaygroundRenderer.drawingOrder(scene.application))
            for (id, rect) in lines.sorted(by: { $0.key < $1.key }) { out += "label \(id) \(rect)\n" }
        }
        try out.write(toFile: "/tmp/scratch/dump.txt", atomically: true, encoding: .utf8)
        let image = try hr.render(list)
        try image.savePNG(path: "/tmp/scratch/dump.png")
    }
}
extension ZZScratch {
    @Test func frontCounts() throws {
        guard ProcessInfo.processInfo.environment["SCRATCH_FRONT"] != nil else { return }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let hr = try HeadlessRenderer(fontURL: AssetLocator.fontURL())
        var out = ""
        for f in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenes").path).filter({ $0.hasSuffix(".yaml") }).sorted() {
            let document = try SceneFile.load(root.appendingPathComponent("Scenes/\(f)").path)
            let p = Playground(); p.show(document); _ = p.layout(width: 1280, height: 900, uiScale: 1)
            p.run(document.script.throughPicture)
            let m = hr.measurer
            var r = PlaygroundRenderer(snapshot: p.snapshot(layout: p.layout!, measurer: m), measurer: m)
            _ = r.render(width: 1280, height: 900)
            guard let scene = p.scene else { continue }
            let painted = r.paintedBoxes(PlaygroundRenderer.drawingOrder(scene.application))
            var best = (0, "")
            for v in scene.views.values where !(v is Window) {
                guard let inside = Rect(bounding: r.pixelQuad(v)).intersection(r.layout.canvas) else { continue }
                let n = painted.front(of: v.id, touching: inside).count
                if n > best.0 { best = (n, v.id) }
            }
            out += "\(f) \(best.0) \(best.1)\n"
        }
        try out.write(toFile: "/tmp/scratch/front.txt", atomically: true, encoding: .utf8)
    }
}
