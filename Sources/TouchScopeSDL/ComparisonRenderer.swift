import Foundation
import TouchScopeCore
import TouchScopeScenes
import TouchScopeUI

/// Renders a comparison headless: what `touchscope compare --out` writes and what the golden
/// test pins.
public enum ComparisonRenderer {
    /// One side of a comparison: a scene, the what-if changes in force on it, and its header.
    public struct Side {
        public var document: SceneDocument
        public var changes: [String: [WhatIfProperty: WhatIfValue]]
        public var label: String

        public init(document: SceneDocument, changes: [String: [WhatIfProperty: WhatIfValue]] = [:], label: String) {
            self.document = document; self.changes = changes; self.label = label
        }
    }

    /// The picture of `steps` run on both sides, side by side with the differences marked, at
    /// `width` x `height` pixels, in `language`; `comparison` is what ``SceneComparison`` found
    /// (computed here when nil).
    public static func render(before: Side, after: Side, steps: [ScriptStep], width: Int, height: Int,
                              language: Language = .en, comparison: SceneComparison? = nil,
                              renderer: HeadlessRenderer? = nil) throws -> RGBAImage {
        let renderer = try renderer ?? HeadlessRenderer(fontURL: AssetLocator.fontURL())
        let comparison = comparison ?? SceneComparison.compare(before: before.document, before.changes,
                                                               after: after.document, after.changes, steps: steps)
        func playground(_ side: Side) -> Playground {
            let p = Playground()
            p.language = language
            p.show(side.document, whatIf: side.changes)
            p.run(steps)
            return p
        }
        let list = ComparisonPicture.displayList(before: playground(before), after: playground(after),
                                                 labels: (before.label, after.label), comparison: comparison,
                                                 width: width, height: height, measurer: renderer.measurer)
        return try renderer.render(list)
    }
}
