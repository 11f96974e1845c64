import Testing
@testable import TouchScopeScenes

/// The `overlays` key: the teaching overlays a scene turns on when it opens.
@Suite struct SceneOverlaysTests {
    @Test("'overlays' lists the teaching overlays a scene opens with, each once, in order; none by default")
    func parsed() throws {
        let doc = try scene("""
        title: T
        overlays: [hitAreas, deadZones, hitAreas]
        window: {}
        """)
        #expect(doc.overlays == [.hitAreas, .deadZones])
        #expect(try scene("title: T\nwindow: {}").overlays.isEmpty)
    }

    @Test("an unknown overlay says where, suggests the closest name and lists the ones a scene can turn on")
    func unknownName() {
        let e = errors("""
        title: T
        overlays: [hitArea, verdicts]
        window: {}
        """)
        #expect(e.count == 2)
        #expect(e.first?.hasPrefix("test.yaml:2:") == true, "\(e)")
        #expect(e.first?.contains("unknown overlay 'hitArea'") == true && e.first?.contains("did you mean 'hitAreas'?") == true, "\(e)")
        #expect(e.last?.contains("unknown overlay 'verdicts'") == true && e.last?.contains("hitAreas, deadZones, hitMap") == true, "\(e)")
    }

    @Test("'overlays' must be a list of names")
    func notAList() {
        let e = errors("""
        title: T
        overlays: hitAreas
        window: {}
        """)
        #expect(e.count == 1 && e[0].hasPrefix("test.yaml:2:"), "\(e)")
    }

    @Test("the course scenes whose lesson is a hit area open with it: 04, 11, 41")
    func courseScenes() throws {
        for name in ["04-button-hit-area-inset", "11-hittest-expanded-rect", "41-round-and-lopsided-hit-areas"] {
            let doc = try SceneFile.load(repositoryRoot.appendingPathComponent("Scenes/\(name).yaml").path)
            #expect(doc.overlays == [.hitAreas], "\(name)")
        }
    }
}
