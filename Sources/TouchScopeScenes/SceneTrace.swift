import TouchScopeCore

/// Runs a scene headless and returns its trace: what `touchscope trace` prints and what the
/// golden files pin.
public enum SceneTrace {
    /// Builds `document`, runs `steps` (the scene's own script when nil) and returns the records.
    public static func run(_ document: SceneDocument, steps: [ScriptStep]? = nil) -> [TraceRecord] {
        let scene = SceneBuilder.build(document)
        let recorder = TraceRecorder()
        recordInitialState(scene, recorder)
        var runner = ScriptRunner(scene: scene, recorder: recorder)
        runner.run(steps ?? document.script)
        return recorder.records
    }

    /// Records what the scene starts with that a trace reader needs: the first responder.
    public static func recordInitialState(_ scene: BuiltScene, _ recorder: TraceRecorder) {
        if let first = scene.application.firstResponder { recorder.record(.firstResponder(first.id)) }
    }

    /// Script steps for `--tap X,Y` options, in order.
    public static func tapSteps(_ points: [Point], path: String = "--tap") -> [ScriptStep] {
        points.enumerated().map { i, p in
            ScriptStep(action: .tap(p), location: SourceLocation(path: path, line: 1, column: i + 1))
        }
    }
}
