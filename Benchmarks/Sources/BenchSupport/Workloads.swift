import Foundation
import TouchScopeCore
import TouchScopeScenes

/// The bodies the benchmarks time, shared by `touchscope-bench` and the package-benchmark suites.
public enum Bodies {
    /// TouchScope: hit-test every point of `w` (trace off or on). Returns a checksum.
    @inline(never) public static func ours(_ w: Workload, tester: HitTester) -> Int {
        var n = 0
        for p in w.points { if tester.hitTest(w.window, at: p) != nil { n &+= 1 } }
        return n
    }

    /// The baseline: hit-test every point of `w`.
    @inline(never) public static func baseline(_ w: Workload) -> Int {
        var n = 0
        for p in w.points { if w.baseline.hitTest(p) != nil { n &+= 1 } }
        return n
    }

    /// The cell centres of a hit map (screen points), as ``HitMap`` samples them.
    public static func cellCentres(canvas: Size, step: Double = 1) -> [Point] {
        let columns = Int((canvas.width / step).rounded(.up)), rows = Int((canvas.height / step).rounded(.up))
        var out: [Point] = []
        out.reserveCapacity(columns * rows)
        for r in 0..<rows { for c in 0..<columns { out.append(Point(x: (Double(c) + 0.5) * step, y: (Double(r) + 0.5) * step)) } }
        return out
    }

    /// The baseline's hit map: the baseline hit-test at every cell centre.
    @inline(never) public static func baselineMap(_ w: Workload, points: [Point]) -> [BaselineView?] {
        points.map { w.baseline.hitTest($0) }
    }

    /// TouchScope per point: `Application.hitTest(screenPoint:)` at every cell centre.
    @inline(never) public static func perPointMap(_ app: Application, points: [Point]) -> [View?] {
        points.map { app.hitTest(screenPoint: $0).view }
    }

    /// How many cells of `map` differ from per-point `Application.hitTest(screenPoint:)`.
    public static func mapMismatches(_ map: HitMap, _ app: Application) -> Int {
        var bad = 0
        for row in 0..<map.rows {
            for column in 0..<map.columns {
                let p = map.samplePoint(column: column, row: row)
                if map.view(column: column, row: row) !== app.hitTest(screenPoint: p).view { bad += 1 }
            }
        }
        return bad
    }
}

/// A drag on a scene: the finger goes down on a button, then moves back and forth (a moved
/// touch whose hit view is cached), as the window dispatches it.
public final class DragDriver {
    public let scene: BuiltScene
    public let recorder: TraceRecorder?
    private var t = 0.0
    private var flip = false
    private let a: Point, b: Point

    /// `traced`: a recorder (bounded to `limit` records) is attached, as the playground does.
    public init(traced: Bool, limit: Int = 10_000) throws {
        scene = SceneBuilder.build(try SceneFile.load(Paths.scenes + "/22-button-tracking.yaml"))
        recorder = traced ? TraceRecorder(limit: limit) : nil
        scene.application.trace = recorder
        // The first button of the scene: down on its centre.
        let button = scene.viewsInOrder.first { $0.isControl }!
        let centre = button.localToScreen.apply(button.bounds.center)
        a = centre; b = Point(x: centre.x + 3, y: centre.y + 2)
        scene.application.send(InputSample(finger: .mouse, phase: .down, location: a, timestamp: 0))
    }

    /// One moved-touch dispatch.
    @inline(__always) public func move() {
        t += 1.0 / 120
        flip.toggle()
        scene.application.send(InputSample(finger: .mouse, phase: .move, location: flip ? b : a, timestamp: t))
    }
}

