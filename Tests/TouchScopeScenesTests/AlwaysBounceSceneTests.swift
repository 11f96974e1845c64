import Testing
import TouchScopeCore
@testable import TouchScopeScenes

@Suite("Scene keys alwaysBounceHorizontal / alwaysBounceVertical")
struct AlwaysBounceSceneTests {
    @Test("the keys reach the core scroll view; their defaults are UIKit's (false)")
    func keysReachTheScrollView() throws {
        let built = SceneBuilder.build(try scene("""
        title: T
        window:
          subviews:
            - {id: s, kind: scrollView, frame: [0, 0, 300, 300], alwaysBounceHorizontal: true, alwaysBounceVertical: true}
            - {id: d, kind: tableView, frame: [0, 300, 300, 300], rows: [{id: r}]}
        """))
        let s = try #require(built.views["s"] as? ScrollView)
        #expect(s.alwaysBounceHorizontal && s.alwaysBounceVertical)
        let d = try #require(built.views["d"] as? ScrollView)
        #expect(!d.alwaysBounceHorizontal && !d.alwaysBounceVertical)
    }

    @Test("on another kind, or not a boolean, they are errors with file:line:column")
    func locatedErrors() {
        let e = errors("""
        title: T
        window:
          subviews:
            - {id: v, frame: [0, 0, 10, 10], alwaysBounceVertical: true}
            - {id: s, kind: scrollView, frame: [0, 0, 10, 10], alwaysBounceHorizontal: sometimes}
        """)
        #expect(e.contains { $0.contains(":4:") && $0.contains("'alwaysBounceVertical' is for scroll views") }, "\(e)")
        #expect(e.contains { $0.contains(":5:") && $0.contains("'alwaysBounceHorizontal'") }, "\(e)")
    }

    @Test("a scene's drag on a short list with alwaysBounceVertical rubber-bands it and it springs back; without, nothing moves")
    func scriptedDrag() throws {
        func offsets(_ always: Bool) throws -> [String] {
            let doc = try scene("""
            title: T
            window:
              subviews:
                - id: list
                  kind: scrollView
                  frame: [0, 0, 300, 400]
                  contentSize: [300, 200]
                  alwaysBounceVertical: \(always)
            script:
              - drag: {from: [150, 100], to: [150, 250], steps: 6}
              - wait: 1
            """)
            return SceneTrace.run(doc).compactMap {
                if case let .viewChanged(v, change) = $0.event, v == "list" { return change.text }
                return nil
            }
        }
        let bounced = try offsets(true)
        #expect(bounced.contains { $0.contains("rubber-banding past the edge") }, "\(bounced)")
        #expect(bounced.last == "contentOffset = [0, 0] (bouncing ended)", "\(bounced)")
        #expect(try offsets(false).isEmpty)
    }
}
