import TouchScopeCore

/// Where one view can be tapped, and why it cannot elsewhere: the view's area on screen
/// sampled cell by cell (as ``HitMap`` samples), each sample either reached by a tap or blocked
/// for one reason (``DeadZoneMap/reason(_:at:hit:tester:order:)``, the dead zones' walk).
public struct TapReach: Sendable {
    /// Samples blocked for one reason.
    public struct Blocked: Sendable {
        public var reason: DeadZoneReason
        /// Square points.
        public var area: Double
        /// Screen rectangles (cell-aligned).
        public var rects: [Rect]
    }

    public var view: String
    /// The view's area on screen in square points: its bounds as transformed, within every
    /// clipping ancestor and the canvas (drawn or not: a hidden view has an area too).
    public var area: Double
    /// The part of ``area`` where a tap reaches the view itself.
    public var reachableArea: Double
    /// The reachable part as screen rectangles.
    public var reachable: [Rect]
    /// The rest, by reason, largest first.
    public var blocked: [Blocked]
    /// The bounding box of every point of the canvas where a tap reaches the view (its hit
    /// area, which an override can make larger than what is drawn); nil when there is none.
    public var hitBox: Rect?

    /// `reachableArea / area` (0 for a view with no area).
    public var share: Double { area > 0 ? reachableArea / area : 0 }
}

/// Computes ``TapReach`` for the views of a built scene, sharing one hit map.
public final class TapAnalyzer {
    public let scene: BuiltScene
    public let hitMap: HitMap
    let tester: HitTester
    let order: [ObjectIdentifier: Int]
    /// Per view: the bounding cells of its hit area (min column, min row, max column, max row).
    private var hitBoxes: [ObjectIdentifier: (Int, Int, Int, Int)] = [:]

    /// The most samples taken for one view (larger views are sampled more coarsely).
    public static let maxSamples = 20_000
    /// The most samples in the hit map (a huge canvas is sampled more coarsely).
    public static let maxMapSamples = 4_000_000

    /// The step of the hit map the analysis samples: one point, coarser for canvases larger than
    /// ~4 million points.
    public static func mapStep(for canvas: Size) -> Double {
        max(1, (canvas.width * canvas.height / Double(maxMapSamples)).squareRoot().rounded(.up))
    }

    /// `hitMap`: one already computed for the scene as it is now at ``mapStep(for:)`` (the
    /// playground's cached one), or nil to compute it.
    public init(_ scene: BuiltScene, hitMap given: HitMap? = nil) {
        self.scene = scene
        let app = scene.application
        let step = Self.mapStep(for: scene.canvas)
        if let given, given.step == step { hitMap = given } else {
            hitMap = HitMap.compute(app, canvas: scene.canvas, step: step)
        }
        tester = HitTester(parameters: app.parameters.hitTest)
        var order: [ObjectIdentifier: Int] = [:]
        for window in app.windowsFrontToBack.reversed() {
            for v in window.subtree { order[ObjectIdentifier(v)] = order.count }
        }
        self.order = order
        for b in hitMap.cellBounds() {
            let key = ObjectIdentifier(b.view)
            // (A view twice in a tracker's table: both boxes.)
            if let o = hitBoxes[key] {
                hitBoxes[key] = (min(o.0, b.minColumn), min(o.1, b.minRow), max(o.2, b.maxColumn), max(o.3, b.maxRow))
            } else {
                hitBoxes[key] = (b.minColumn, b.minRow, b.maxColumn, b.maxRow)
            }
        }
    }

    /// The view's quadrilateral on screen and the box its clipping ancestors leave.
    func region(of view: View) -> (quad: [Point], clip: Rect?) {
        (view.screenQuad, Drawing.clip(of: view))
    }

    /// Whether the screen point `p` is on the view (within its clipping ancestors).
    public func isOn(_ view: View, _ p: Point) -> Bool {
        let r = region(of: view)
        return (r.clip?.contains(p) ?? true) && covers(view, r.quad, p)
    }

    /// Whether `p` is within the view's bounds as transformed to the screen, with UIKit's
    /// min-in, max-out edges (what the default `point(inside:)` answers).
    func covers(_ view: View, _ quad: [Point], _ p: Point) -> Bool {
        guard let toLocal = view.localToScreen.inverted() else { return false }
        return view.bounds.contains(toLocal.apply(p))
    }

    /// Why a tap at `p` does not reach `view` (nil: it does).
    public func reason(_ view: View, at p: Point) -> DeadZoneReason? {
        let hit = scene.application.hitTest(screenPoint: p).view
        if hit === view { return nil }
        return DeadZoneMap.reason(view, at: p, hit: hit, tester: tester, order: order)
    }

    /// Where `view` can be tapped and why not elsewhere.
    public func reach(of view: View) -> TapReach {
        let step = hitMap.step
        let (quad, clip) = region(of: view)
        var box = Rect(bounding: quad)
        if let clip { box = clip.intersection(box) ?? Rect(x: box.minX, y: box.minY, width: 0, height: 0) }
        var reachableCells: [Int] = []
        var groups: [DeadZoneReason: [Int]] = [:]
        var firstSeen: [DeadZoneReason: Int] = [:]
        var count = 0
        let c0 = max(0, Int((box.minX / step - 0.5).rounded(.up)))
        let c1 = min(hitMap.columns - 1, Int((box.maxX / step - 0.5).rounded(.down)))
        let r0 = max(0, Int((box.minY / step - 0.5).rounded(.up)))
        let r1 = min(hitMap.rows - 1, Int((box.maxY / step - 0.5).rounded(.down)))
        // Large views are sampled every `stride` cells (at most about `maxSamples` samples), each
        // sample standing for its stride x stride block; views up to ~140 x 140 pt are exact.
        let cellsInBox = c0 <= c1 && r0 <= r1 ? (c1 - c0 + 1) * (r1 - r0 + 1) : 0
        let stride = max(1, Int((Double(cellsInBox) / Double(Self.maxSamples)).squareRoot().rounded(.up)))
        let blockColumns = c0 <= c1 ? (c1 - c0) / stride + 1 : 0
        // (The view's transform inverted once: ``covers(_:_:_:)`` for every sample.)
        if c0 <= c1, r0 <= r1, box.width > 0, box.height > 0, let toLocal = view.localToScreen.inverted() {
            let bounds = view.bounds
            for row in Swift.stride(from: r0, through: r1, by: stride) {
                for column in Swift.stride(from: c0, through: c1, by: stride) {
                    let p = hitMap.samplePoint(column: column, row: row)
                    guard bounds.contains(toLocal.apply(p)) else { continue }
                    count += 1
                    let i = ((row - r0) / stride) * blockColumns + (column - c0) / stride
                    let hit = hitMap.view(column: column, row: row)
                    if hit === view { reachableCells.append(i); continue }
                    let r = DeadZoneMap.reason(view, at: p, hit: hit, tester: tester, order: order)
                    if groups[r] == nil { firstSeen[r] = firstSeen.count }
                    groups[r, default: []].append(i)
                }
            }
        }
        func rects(_ cells: [Int]) -> [Rect] {
            CellRegions.rects(cells: cells, columns: blockColumns).map {
                let x0 = c0 + Int($0.minX) * stride, y0 = r0 + Int($0.minY) * stride
                let x1 = min(c1 + 1, c0 + Int($0.maxX) * stride), y1 = min(r1 + 1, r0 + Int($0.maxY) * stride)
                return Rect(x: Double(x0) * step, y: Double(y0) * step, width: Double(x1 - x0) * step, height: Double(y1 - y0) * step)
            }
        }
        let cellArea = step * step * Double(stride * stride)
        let blocked = groups.map { TapReach.Blocked(reason: $0.key, area: Double($0.value.count) * cellArea, rects: rects($0.value)) }
            .sorted { a, b in a.area != b.area ? a.area > b.area : (firstSeen[a.reason] ?? 0) < (firstSeen[b.reason] ?? 0) }
        var hitBox: Rect?
        if let b = hitBoxes[ObjectIdentifier(view)] {
            hitBox = Rect(x: Double(b.0) * step, y: Double(b.1) * step, width: Double(b.2 - b.0 + 1) * step, height: Double(b.3 - b.1 + 1) * step)
        }
        return TapReach(view: view.id, area: Double(count) * cellArea, reachableArea: Double(reachableCells.count) * cellArea,
                        reachable: rects(reachableCells), blocked: blocked, hitBox: hitBox)
    }
}
