import Foundation
import TouchScopeCore
import TouchScopeScenes
import TouchScopeUI

/// Renders the playground window for a scene headless: what `touchscope render` writes and what
/// the pixel tests pin.
public enum SceneRenderer {
    /// The window's picture for `document` after `steps`, at `width` x `height` pixels, drawn as
    /// the window draws it (overlays of the last touch included). `configure` can change the
    /// playground before drawing (help visible, overlays off, a load error...).
    public static func render(_ document: SceneDocument, steps: [ScriptStep], width: Int, height: Int,
                              renderer: HeadlessRenderer? = nil,
                              configure: (Playground) -> Void = { _ in }) throws -> RGBAImage {
        try renderWithMarks(document, steps: steps, width: width, height: height, renderer: renderer, configure: configure).image
    }

    /// ``render(_:steps:width:height:renderer:configure:)``, and the picture's marks as
    /// ``MarksFile`` writes them.
    public static func renderWithMarks(_ document: SceneDocument, steps: [ScriptStep], width: Int, height: Int,
                                       renderer: HeadlessRenderer? = nil,
                                       configure: (Playground) -> Void = { _ in }) throws -> (image: RGBAImage, marks: String) {
        let renderer = try renderer ?? HeadlessRenderer(fontURL: AssetLocator.fontURL())
        let playground = Playground()
        playground.show(document)
        _ = playground.layout(width: Double(width), height: Double(height), uiScale: 1)
        playground.run(steps)
        configure(playground)
        let list = playground.displayList(width: width, height: height, uiScale: 1, measurer: renderer.measurer)
        // The layout the list was drawn at (displayList keeps it).
        let marks = playground.layout.map { MarksFile.json(list, playground: playground, layout: $0) } ?? "{}"
        return (try renderer.render(list), marks)
    }
}
