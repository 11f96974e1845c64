import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// `touchscope compare --out` pinned pixel for pixel (re-record with `TOUCHSCOPE_RECORD=1`
    /// after looking at the new picture).
    @Suite struct CompareGolden {
        static let root = RenderGolden.root
        static let golden = RenderGolden.golden

        func document(_ name: String) throws -> SceneDocument {
            try SceneFile.load(Self.root.appendingPathComponent("Scenes/\(name).yaml").path)
        }

        func check(_ image: RGBAImage, name: String) throws {
            try GoldenPNG.check(image, name: name, in: Self.golden)
        }

        @Test("02 against 03 with a tap on the button's top half: both sides, the differences marked and worded", arguments: [Language.en, .zh])
        func tabBarFix(_ language: Language) throws {
            let image = try ComparisonRenderer.render(
                before: .init(document: try document("02-tabbar-button-broken"), label: "02-tabbar-button-broken.yaml"),
                after: .init(document: try document("03-tabbar-button-fixed"), label: "03-tabbar-button-fixed.yaml"),
                steps: SceneTrace.tapSteps([Point(195, 745)]), width: 1280, height: 900, language: language)
            try check(image, name: "compare-tabbar-fix-\(language.rawValue)")
        }

        @Test("a what-if change against the scene as loaded: scene 05, openBox's pointInside pressed twice")
        func whatIfSide() throws {
            let d = try document("05-overflow-not-tappable")
            let changes = SceneComparison.changes(pressing: [("openBox", .pointInside), ("openBox", .pointInside)], in: d)
            let image = try ComparisonRenderer.render(
                before: .init(document: d, label: "05-overflow-not-tappable.yaml"),
                after: .init(document: d, changes: changes, label: "+ openBox:pointInside"),
                steps: SceneTrace.tapSteps([Point(100, 390)]), width: 1024, height: 768)
            try check(image, name: "compare-what-if")
        }
    }
}
