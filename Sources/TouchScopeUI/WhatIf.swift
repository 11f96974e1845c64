import TouchScopeCore
import TouchScopeScenes

/// A view property the "what if" keys change.
public enum WhatIfProperty: String, Sendable, Hashable, CaseIterable {
    case hidden, interaction, alpha, clips, enabled, pointInside

    /// The scene-file key this property is written to.
    public var sceneKey: String {
        switch self {
        case .hidden: return "hidden"
        case .interaction: return "interaction"
        case .alpha: return "alpha"
        case .clips: return "clips"
        case .enabled: return "enabled"
        case .pointInside: return "pointInside"
        }
    }
}

/// A property's value in a what-if change.
public enum WhatIfValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)
    case pointInside(PointInsideSpec)

    public var description: String {
        switch self {
        case let .bool(b): return b ? "true" : "false"
        case let .number(n): return formatNumber(n)
        case let .pointInside(p): return WhatIf.label(p)
        }
    }

    /// The value as YAML (a flow scalar or mapping), for writing back to the scene file.
    public var yaml: String {
        switch self {
        case let .bool(b): return b ? "true" : "false"
        case let .number(n): return formatNumber(n)
        case let .pointInside(p): return p.yaml
        }
    }
}

/// What the what-if changes in force do to the last touch: its hit view and responder chain
/// on the scene as loaded (its file: "before") and with every change in force ("after").
public struct WhatIfOutcome: Sendable, Hashable {
    public var view: String
    public var property: WhatIfProperty
    public var from: WhatIfValue
    public var to: WhatIfValue
    public var hitBefore: String?
    public var hitAfter: String?
    public var chainBefore: [ChainLink]
    public var chainAfter: [ChainLink]
    /// Whether there was a touch to re-run.
    public var reran: Bool

    public var hitChanged: Bool { hitBefore != hitAfter }
    public var chainChanged: Bool { chainBefore != chainAfter }
}

/// The pure parts of "what if": each property's value in a spec and in a live view, the next
/// value of a cycle, and applying changes to a freshly built scene.
public enum WhatIf {
    /// The alpha values the key cycles through (after the file's own value).
    public static let alphaCycle: [Double] = [1, 0.01, 0]
    /// The `point(inside:)` overrides the key cycles through (after the file's own override).
    public static let pointInsideCycle: [PointInsideSpec] = [
        .default, .inset(dx: -20, dy: -20), .boundsOrSubviews, .subviews, .controlsOnly, .never,
        .insets(top: -10, left: -30, bottom: -10, right: -30), .circle,
    ]

    /// The value of `property` as the scene file says.
    public static func fileValue(_ property: WhatIfProperty, of spec: ViewSpec) -> WhatIfValue {
        switch property {
        case .hidden: return .bool(spec.hidden)
        case .interaction: return .bool(spec.interaction)
        case .alpha: return .number(spec.alpha)
        case .clips: return .bool(spec.clips)
        case .enabled: return .bool(spec.enabled)
        case .pointInside: return .pointInside(spec.pointInside)
        }
    }

    /// The value after one press of the property's key, from `current`, for a view whose file value is `original`.
    public static func next(_ property: WhatIfProperty, current: WhatIfValue, original: WhatIfValue) -> WhatIfValue {
        switch (property, current) {
        case let (.alpha, .number(a)):
            var cycle: [Double] = []
            if case let .number(o) = original { cycle.append(o) }
            for v in alphaCycle where !cycle.contains(v) { cycle.append(v) }
            let i = cycle.firstIndex(of: a) ?? -1
            return .number(cycle[(i + 1) % cycle.count])
        case let (.pointInside, .pointInside(p)):
            var cycle: [PointInsideSpec] = []
            if case let .pointInside(o) = original { cycle.append(o) }
            for v in pointInsideCycle where !cycle.contains(v) { cycle.append(v) }
            let i = cycle.firstIndex(of: p) ?? -1
            return .pointInside(cycle[(i + 1) % cycle.count])
        case let (_, .bool(b)):
            return .bool(!b)
        default:
            return current
        }
    }

    /// Sets what-if values on a built scene's live views.
    public static func apply(_ changes: [String: [WhatIfProperty: WhatIfValue]], to scene: BuiltScene) {
        for (id, properties) in changes {
            guard let view = scene.views[id] else { continue }
            for (property, value) in properties { set(property, value, on: view, scene: scene) }
        }
    }

    static func set(_ property: WhatIfProperty, _ value: WhatIfValue, on view: View, scene: BuiltScene) {
        switch (property, value) {
        case let (.hidden, .bool(b)): view.isHidden = b
        case let (.interaction, .bool(b)): view.isUserInteractionEnabled = b
        case let (.alpha, .number(a)): view.alpha = a
        case let (.clips, .bool(b)): view.clipsToBounds = b
        case let (.enabled, .bool(b)): (view as? Control)?.isEnabled = b
        case let (.pointInside, .pointInside(p)):
            if case .code = p, let user = view.userClass {
                view.adopt(user)   // back to the Swift scene's own override
            } else {
                view.pointInsideRule = SceneBuilder.pointInsideRule(p, views: scene.views)
            }
        default: break
        }
    }

    /// A `pointInside` spec as the scene file writes it.
    public static func label(_ p: PointInsideSpec) -> String { p.label }

    /// The change as Swift: the override or the line a developer would add (``SwiftCode/fix``).
    public static func swiftFix(view: String, _ property: WhatIfProperty, _ value: WhatIfValue) -> [String] {
        var spec: PointInsideSpec?
        if case let .pointInside(p) = value { spec = p }
        return SwiftCode.fix(view: view, property: property.sceneKey, yamlValue: value.yaml, pointInside: spec)
    }

    /// The input samples of a story's trace records, in order: what a re-run sends again.
    public static func inputs(of records: [TraceRecord]) -> [InputSample] {
        records.compactMap { if case let .input(sample, _, _) = $0.event { return sample } else { return nil } }
    }

    /// The input samples of a story's trace records grouped as they were sent: samples that went
    /// in one event (fingers that changed together) stay one group, so a re-run sends the same
    /// events.
    public static func inputEvents(of records: [TraceRecord]) -> [[InputSample]] {
        var out: [[InputSample]] = []
        for r in records {
            guard case let .input(sample, _, sameEvent) = r.event else { continue }
            if sameEvent, !out.isEmpty { out[out.count - 1].append(sample) } else { out.append([sample]) }
        }
        return out
    }

    /// Whether every finger the input puts down is lifted (or cancelled) by its end: a story cut
    /// short (a finger still down, or one whose touch a lost focus ended) is not sent again on
    /// a reload, which would leave a finger down that nobody holds.
    public static func everyFingerLifts(_ inputs: [[InputSample]]) -> Bool {
        var last: [FingerID: InputPhase] = [:]
        for sample in inputs.joined() { last[sample.finger] = sample.phase }
        return last.values.allSatisfy { $0 == .up || $0 == .cancel }
    }
}
