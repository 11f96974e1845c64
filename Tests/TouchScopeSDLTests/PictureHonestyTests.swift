import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// The picture tells the truth about the stacking order: overlays of a view behind others
    /// do not paint over the views in front.
    @Suite struct PictureHonesty {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()

        @Test("the hit view's highlight leaves the window in front of it unchanged (scene 18, tap 30,400)")
        func hitHighlightStaysBehindFrontWindow() throws {
            let document = try SceneFile.load(Self.root.appendingPathComponent("Scenes/18-window-levels.yaml").path)
            let steps = SceneTrace.tapSteps([Point(30, 400)])
            let with = try SceneRenderer.render(document, steps: steps, width: 1280, height: 900)
            let without = try SceneRenderer.render(document, steps: steps, width: 1280, height: 900) { p in
                p.setOverlay(.hitView, false)
            }
            // The hit view is the feed, behind the alert window at [45, 300, 300, 220].
            let layout = PlaygroundLayout(width: 1280, height: 900, uiScale: 1, canvasSize: document.canvas)
            let alert = layout.pixelRect(Rect(x: 45, y: 300, width: 300, height: 220))
            var differing = 0
            for y in Int(alert.minY.rounded(.up))..<Int(alert.maxY.rounded(.down)) {
                for x in Int(alert.minX.rounded(.up))..<Int(alert.maxX.rounded(.down)) where with.pixel(x: x, y: y) != without.pixel(x: x, y: y) {
                    differing += 1
                }
            }
            #expect(differing == 0)
            // And the highlight is drawn at all: the feed's outline, outside the alert.
            let feed = layout.pixelRect(Rect(x: 0, y: 0, width: 390, height: 844))
            var outlined = 0
            for y in Int(feed.minY)..<Int(feed.maxY) {
                for x in Int(feed.minX)..<Int(feed.minX) + 12 where with.pixel(x: x, y: y) != without.pixel(x: x, y: y) { outlined += 1 }
            }
            #expect(outlined > Int(feed.height))
        }
    }
}
