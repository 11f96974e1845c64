import Foundation
import TouchScopeCore
import TouchScopeScenes

/// The inspector: what the selected view is, in lines of a label and a value (UIKit's property
/// names as labels, where there is one), and the share of its drawn area a tap can reach.
enum Inspector {
    struct Line: Hashable {
        var label: String
        var value: String
    }

    /// The inspector's lines for `view` in `scene`; `reachable` is the share of its area on
    /// screen where a tap reaches the view itself (``TapReach/share``, as `touchscope why` says),
    /// when known.
    static func lines(of view: View, in scene: BuiltScene, reachable: Double?, why: DeadZoneReason? = nil, _ l: Language) -> [Line] {
        var out: [Line] = []
        func add(_ label: String, _ value: String) { out.append(Line(label: label, value: value)) }
        let none = Localization.none(l)
        add(Localization.inspectorLabel("kind", l), view.kind.rawValue + (view is Control ? " (UIControl)" : ""))
        add("frame", view.frame.description)
        add(Localization.inspectorLabel("frameInWindow", l), Rect(bounding: view.screenQuad).description)
        add("bounds", view.bounds.description)
        if !view.transform.isIdentity {
            let t = view.transform
            add("transform", "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: ", "))]")
        }
        // The properties hit-testing checks, on one line.
        var flags = ["alpha \(formatNumber(view.alpha))", "isHidden \(view.isHidden)",
                     "isUserInteractionEnabled \(view.isUserInteractionEnabled)", "clipsToBounds \(view.clipsToBounds)"]
        if let control = view as? Control { flags.append("isEnabled \(control.isEnabled)") }
        add("", flags.joined(separator: " · "))
        add("point(inside:)", view.pointInsideRule.isDefault ? Localization.inspectorLabel("default", l) : view.pointInsideRule.label)
        add("hitTest", view.hitTestRule.isDefault ? Localization.inspectorLabel("default", l) : view.hitTestRule.label)
        let behaviours = ResponderPhase.allCases.compactMap { phase -> String? in
            let b = view.touchBehaviour(for: phase)
            return b == .forward ? nil : "\(phase): \(Localization.behaviour(b, l))"
        }
        let all = Set(ResponderPhase.allCases.map { view.touchBehaviour(for: $0) })
        if all.count == 1, let only = all.first {
            add("touches", Localization.behaviour(only, l))
        } else {
            add("touches", behaviours.joined(separator: ", "))
        }
        let recognizers = view.gestureRecognizers.map { g -> String in
            var settings: [String] = []
            if let tap = g as? TapGestureRecognizer { settings.append("taps \(tap.numberOfTapsRequired)") }
            if let press = g as? LongPressGestureRecognizer { settings.append("minimumDuration \(formatNumber(press.minimumDuration))") }
            if let swipe = g as? SwipeGestureRecognizer { settings.append("direction \(swipe.direction)") }
            if !g.cancelsTouchesInView { settings.append("cancelsTouchesInView false") }
            if g.delaysTouchesBegan { settings.append("delaysTouchesBegan") }
            if !g.isEnabled { settings.append("isEnabled false") }
            return "\(g.id) (\(g.kindName)\(settings.isEmpty ? "" : ": " + settings.joined(separator: ", ")))"
        }
        add("gestureRecognizers", recognizers.isEmpty ? none : recognizers.joined(separator: "; "))
        if let control = view as? Control, !control.actions.isEmpty {
            add(Localization.inspectorLabel("actions", l), control.actions.map { "\($0.event) → \($0.action)" }.joined(separator: ", "))
        }
        let controller = view.next as? ViewController
        add(Localization.inspectorLabel("controller", l), controller?.id ?? none)
        add("next", view.next?.id ?? none)
        if scene.application.firstResponder === view { add(Localization.inspectorLabel("firstResponder", l), "true") }
        if let reachable {
            add(Localization.inspectorLabel("reachable", l), TapWhy.percent(reachable))
        }
        // The culprit `touchscope why` names, in the interface's language.
        if let why { add(Localization.inspectorLabel("why", l), Localization.deadZoneReason(why, l)) }
        // An imported view's class and line in the dump, then what the dump could not say about
        // it, and what rests on TouchScope's table of UIKit's classes instead.
        if let c = scene.document.importedClasses[view.id] {
            add(Localization.inspectorLabel("dumpClass", l), "\(c.name), \(Localization.inspectorLabel("dumpLine", l)) \(c.line)")
        }
        for unknown in scene.document.unknowns[view.id] ?? [] {
            if unknown.hasPrefix(UIKitClassTable.tablePhrase) {
                add(Localization.inspectorLabel("classTable", l), String(unknown.dropFirst(UIKitClassTable.tablePhrase.count)).trimmingCharacters(in: .whitespaces))
            } else {
                add(Localization.inspectorLabel("unknown", l), unknown)
            }
        }
        return out
    }
}
