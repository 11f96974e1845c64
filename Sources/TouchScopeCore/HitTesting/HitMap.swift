/// Which view a tap at each point of the canvas would reach: one hit-test answer per sample.
///
/// Samples are taken at the centres of `step`-sized cells (`x = (column + 0.5) * step`), so no
/// sample sits on an edge, where the answer depends on UIKit's min-in / max-out rule. Each
/// answer is exactly what ``Application/hitTest(screenPoint:)`` returns at that point.
public struct HitMap {
    /// Columns and rows of samples.
    public let columns: Int
    public let rows: Int
    /// Points per sample.
    public let step: Double
    /// The views that appear, indexed by `cells` values minus one (0 means no view).
    public let views: [View]
    /// Row-major, one entry per sample: 0 for no view, else `index + 1` into `views`.
    public let cells: [UInt32]

    /// The view a tap in the cell at `column`, `row` reaches (nil: none).
    public func view(column: Int, row: Int) -> View? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        let v = cells[row * columns + column]
        return v == 0 ? nil : views[Int(v) - 1]
    }

    /// The canvas point sampled for a cell.
    public func samplePoint(column: Int, row: Int) -> Point {
        Point(x: (Double(column) + 0.5) * step, y: (Double(row) + 0.5) * step)
    }

    /// Computes the map of `application`'s windows over a canvas of `canvas` points.
    public static func compute(_ application: Application, canvas: Size, step: Double = 1) -> HitMap {
        let step = max(step, 1e-3)
        let columns = max(0, Int((canvas.width / step).rounded(.up)))
        let rows = max(0, Int((canvas.height / step).rounded(.up)))
        var views: [View] = []
        var index: [ObjectIdentifier: UInt32] = [:]
        var cells = [UInt32](repeating: 0, count: columns * rows)
        let windows = application.windowsFrontToBack
        let tester = HitTester(parameters: application.parameters.hitTest)
        for row in 0..<rows {
            for column in 0..<columns {
                let p = Point(x: (Double(column) + 0.5) * step, y: (Double(row) + 0.5) * step)
                guard let view = tester.hitTest(windows: windows, screenPoint: p).view else { continue }
                let key = ObjectIdentifier(view)
                if let i = index[key] {
                    cells[row * columns + column] = i
                } else {
                    views.append(view)
                    let i = UInt32(views.count)
                    index[key] = i
                    cells[row * columns + column] = i
                }
            }
        }
        return HitMap(columns: columns, rows: rows, step: step, views: views, cells: cells)
    }
}
