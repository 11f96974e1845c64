import TouchScopeCore

/// Script steps for several fingers that change in one event: `down: [[x, y], [x, y]]`,
/// `move: [[...], [...]]`, `up: [[...], [...]]`, `tap: [[...], [...]]` and
/// `drag: {from: [[...], [...]], to: [[...], [...]], steps: n}`.
extension DocumentParser {
    /// Whether `node` is a list of points (`[[x, y], ...]`) rather than one point.
    func isPointList(_ node: YAMLNode) -> Bool {
        guard case let .sequence(seq) = node, let first = seq.first else { return false }
        if case .sequence = first { return true }
        return false
    }

    /// The points of a several-finger step: 1 to ``SceneLimits/maxFinger`` of them.
    func fingerPoints(_ node: YAMLNode, _ what: String) -> [Point]? {
        guard let items = reader.list(node, what) else { return nil }
        guard items.count <= SceneLimits.maxFinger else {
            reader.error(node, "\(what) has \(items.count) points; at most \(SceneLimits.maxFinger) fingers can change together")
            return nil
        }
        var points: [Point] = []
        for item in items {
            guard let p = reader.point(item, "each point of \(what)") else { return nil }
            points.append(p)
        }
        return points
    }

    /// `drag: {from: [[x, y], ...], to: [[x, y], ...], steps: n}`.
    func dragFingers(_ entries: [YAMLEntry], _ node: YAMLNode) -> ScriptAction? {
        var from: [Point]?, to: [Point]?
        var steps = 10
        for e in entries {
            switch e.key {
            case "from": from = fingerPoints(e.value, "'from'")
            case "to":
                if isPointList(e.value) { to = fingerPoints(e.value, "'to'") } else {
                    reader.error(e.value, "'to' must be a list of points like 'from' ([[x, y], [x, y]]), one per finger")
                }
            case "steps": steps = reader.integer(e.value, "'steps'", range: 1...SceneLimits.maxDragSteps) ?? steps
            default: break
            }
        }
        if !entries.contains(where: { $0.key == "to" }) {
            reader.error(node, "'drag' needs 'from: [[x, y], ...]' and 'to: [[x, y], ...]'")
        }
        guard let from, let to else { return nil }
        guard from.count == to.count else {
            reader.error(node, "'drag' moves \(from.count) fingers from 'from' but 'to' has \(to.count) points: give one 'to' point per finger")
            return nil
        }
        return .dragFingers(from: from, to: to, steps: steps)
    }
}

extension ScriptAction {
    /// How many fingers a several-finger step uses (nil for the other steps).
    var fingerCount: Int? {
        switch self {
        case let .fingers(_, points), let .tapFingers(points): return points.count
        case let .dragFingers(from, _, _): return from.count
        default: return nil
        }
    }
}
