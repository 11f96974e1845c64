import TouchScopeCore
import TouchScopeScenes

/// Which dead zones matter: by default only those of views that act on touches (controls,
/// views that handle touches, views with gesture recognizers), and never an area a view gave
/// away on purpose (a neighbour's expanded hit area covering it, its own pass-through); a key
/// (D) shows them all.
enum DeadZoneFilter {
    /// Whether `view` acts on touches: a control, a view whose touches methods handle, or a
    /// view with gesture recognizers.
    static func actsOnTouches(_ view: View) -> Bool {
        view is Control || view.touchBehaviours.values.contains { $0 != .forward } || !view.gestureRecognizers.isEmpty
    }

    /// Whether the zone is an area given away on purpose.
    static func isGivenAway(_ zone: DeadZone, in scene: BuiltScene) -> Bool {
        switch zone.reason {
        case .passThrough:
            return true
        case let .covered(by: id):
            // A neighbour whose hit area was enlarged on purpose (an override) covers it.
            guard let neighbour = scene.views[id] else { return false }
            return !neighbour.pointInsideRule.isDefault || !neighbour.hitTestRule.isDefault
        default:
            return false
        }
    }

    /// The zones shown: all of them when `all`, else those that matter. In an imported dump,
    /// UIKit's private controls (a bar button whose interaction UIKit turns off on purpose) are
    /// UIKit's business, as lint leaves them out.
    static func shown(_ zones: [DeadZone], in scene: BuiltScene, all: Bool) -> [DeadZone] {
        guard !all else { return zones }
        return zones.filter { zone in
            guard let view = scene.views[zone.view] else { return false }
            if let c = scene.document.importedClasses[view.id], SceneLint.isPrivateUIKit(c.name) { return false }
            return actsOnTouches(view) && !isGivenAway(zone, in: scene)
        }
    }
}
