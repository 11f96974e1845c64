import Foundation
import TouchScopeCore

/// Collects an importer's errors, each at `path:line:column`, at most ``SceneLimits/maxErrors``
/// (then one message counting the rest), as the scene parser does.
struct ImportErrors {
    let path: String
    private(set) var errors: [SceneError] = []
    /// Problems past the limit, counted, not kept.
    private(set) var dropped = 0

    init(path: String) { self.path = path }

    var isEmpty: Bool { errors.isEmpty }
    var count: Int { errors.count }
    var isFull: Bool { errors.count >= SceneLimits.maxErrors }

    mutating func add(line: Int, column: Int, _ message: String) {
        guard errors.count < SceneLimits.maxErrors else { dropped += 1; return }
        errors.append(SceneError(SourceLocation(path: path, line: line, column: column), SceneError.oneLine(message)))
    }

    /// Adds `words` to the message of problem `index`.
    mutating func amend(_ index: Int, _ words: String) {
        guard errors.indices.contains(index) else { return }
        errors[index] = SceneError(errors[index].location, SceneError.oneLine(errors[index].message + words))
    }

    /// Forgets the problems added after the first `count`.
    mutating func truncate(to count: Int) {
        if errors.count > count { errors.removeSubrange(count...) }
    }

    mutating func add(_ error: SceneError) { add(error.location, error.message) }

    mutating func add(_ location: SourceLocation, _ message: String) {
        guard errors.count < SceneLimits.maxErrors else { dropped += 1; return }
        errors.append(SceneError(location, SceneError.oneLine(message)))
    }

    /// The problems in file order.
    var sorted: [SceneError] {
        errors.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// Moves the problems added since `first` that point into a view read from several lines of
    /// the file (it starts on `line`; each piece starts at `index` in the joined text and at
    /// column `offset + 1` of its own line) to the line and column they fall on.
    mutating func relocate(from first: Int, line: Int, pieces: [(index: Int, line: Int, offset: Int)]) {
        guard pieces.count > 1, first < errors.count else { return }
        for k in first..<errors.count where errors[k].location.line == line {
            // Columns are `pieces[0].offset + index + 1` on the first line.
            let index = errors[k].location.column - 1 - pieces[0].offset
            guard let piece = pieces.last(where: { $0.index <= index }), piece.index > 0 else { continue }
            let location = SourceLocation(path: path, line: piece.line, column: piece.offset + index - piece.index + 1)
            errors[k] = SceneError(location, errors[k].message)
        }
    }

    /// The diagnostics to throw (nil when there are none).
    func diagnostics() -> SceneDiagnostics? {
        guard !errors.isEmpty else { return nil }
        var all = errors.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        if dropped > 0, let last = all.last {
            all.append(SceneError(last.location, "and \(dropped) more error(s) not shown"))
        }
        return SceneDiagnostics(all)
    }
}

/// Geometry shared by the importers.
enum ImportGeometry {
    /// Whether a coordinate or size is usable: finite and within ``SceneLimits/maxCoordinate``.
    static func inRange(_ v: Double) -> Bool { v.isFinite && abs(v) <= SceneLimits.maxCoordinate }

    /// The untransformed frame and the scene transform of a view whose dump prints `box` (the
    /// bounding box of its transformed bounds, in the superview's space) and the transform
    /// `[a, b, c, d, tx, ty]`, applied about the centre.
    ///
    /// The centre is the box's centre minus the translation; the bounds size solves
    /// `|a| w + |c| h = box.width`, `|b| w + |d| h = box.height`. When that system has no single
    /// answer (a 45-degree turn of a uniform scale), the bounds are taken as square, and
    /// `exact` is false. The transform is split into scale, rotation and translation; `exact`
    /// is false too when it has a shear, which a scene cannot write.
    static func untransform(box: Rect, _ t: [Double]) -> (frame: Rect, spec: TransformSpec, exact: Bool) {
        let a = t[0], b = t[1], c = t[2], d = t[3], tx = t[4], ty = t[5]
        let W = box.width, H = box.height
        var exact = true
        let det = abs(a) * abs(d) - abs(c) * abs(b)
        var w: Double, h: Double
        if abs(det) > 1e-9 {
            w = (W * abs(d) - H * abs(c)) / det
            h = (H * abs(a) - W * abs(b)) / det
            if w < -1e-6 || h < -1e-6 { exact = false }
            w = max(0, w); h = max(0, h)
        } else {
            exact = false
            let s = abs(a) + abs(c)
            w = s > 1e-12 ? W / s : 0
            h = w
        }
        // Snap values a printed dump rounded (e.g. 99.99999).
        func snap(_ v: Double) -> Double { abs(v - v.rounded()) < 1e-3 ? v.rounded() : v }
        w = snap(w); h = snap(h)
        let cx = box.midX - tx, cy = box.midY - ty
        let frame = Rect(x: snap(cx - w / 2), y: snap(cy - h / 2), width: w, height: h)
        var spec = TransformSpec()
        let sx = (a * a + b * b).squareRoot()
        if sx > 1e-12 {
            let angle = atan2(b, a)
            let sy = (a * d - b * c) / sx
            spec.scaleX = snap(sx); spec.scaleY = snap(sy)
            var degrees = angle * 180 / Double.pi
            if abs(degrees - degrees.rounded()) < 1e-4 { degrees = degrees.rounded() }
            spec.rotateDegrees = degrees == 0 ? 0 : degrees
            // A shear: c, d differ from what the scale and rotation give.
            let cs = a / sx, sn = b / sx
            if abs(c - (-sy * sn)) > 1e-6 || abs(d - sy * cs) > 1e-6 { exact = false }
        } else {
            spec.scaleX = 0
            spec.scaleY = snap((c * c + d * d).squareRoot())
        }
        spec.translate = Point(x: tx, y: ty)
        return (frame, spec, exact)
    }
}
