import TouchKit
import TouchScopeCore

/// A Swift scene, compiled and loaded: builds its views afresh for every ``BuiltScene`` (a reset,
/// a what-if, a comparison), with each view of a class the file declares marked with what it
/// overrides, so the dispatch asks that code live and the trace names it.
public final class SwiftSceneProgram: @unchecked Sendable {
    public let export: SceneExport
    /// The compiled library it came from (the cache keeps it: a restart can load it again).
    public let libraryPath: String
    /// The file's classes with overrides, by class.
    let classes: [ObjectIdentifier: UserClass]

    init(export: SceneExport, libraryPath: String) {
        self.export = export
        self.libraryPath = libraryPath
        var map: [ObjectIdentifier: UserClass] = [:]
        for c in export.classes {
            map[ObjectIdentifier(c.type)] = UserClass(name: c.name, overrides: OverriddenMethods(rawValue: c.overrides))
        }
        classes = map
    }

    /// Compiles and loads the Swift scene at `path` and describes it as a document.
    static func load(_ path: String, text: String, displayPath: String) throws(SceneDiagnostics) -> SceneDocument {
        let (export, library) = try SwiftSceneCompiler.load(path, text: text, displayPath: displayPath)
        let program = SwiftSceneProgram(export: export, libraryPath: library)
        return try program.document(path: displayPath)
    }

    /// Loads a Swift scene from a library compiled before (the last good build of `displayPath`).
    public static func load(library: String, displayPath: String) throws(SceneDiagnostics) -> SceneDocument {
        let export = try SwiftSceneCompiler.loadLibrary(library, displayPath: displayPath)
        return try SwiftSceneProgram(export: export, libraryPath: library).document(path: displayPath)
    }

    /// The document: the scene's words, its script, and one build's views as specs.
    func document(path: String) throws(SceneDiagnostics) -> SceneDocument {
        let scene = export.scene
        let windows = scene.makeWindows()
        // Ids name views in the trace, the panel and what-if: two views with one id would be
        // confused (an id the library numbers, `button2`, can meet one given by hand).
        var seen: Set<String> = []
        var repeated: [String] = []
        for w in windows {
            for v in w.subtree {
                if !seen.insert(v.id).inserted, !repeated.contains(v.id) { repeated.append(v.id) }
                if let vc = v.viewController, !seen.insert(vc.id).inserted, !repeated.contains(vc.id) { repeated.append(vc.id) }
            }
        }
        if !repeated.isEmpty {
            throw SceneDiagnostics([SceneError(SourceLocation(path: path, line: scene.line, column: 1),
                "more than one view or controller has the id \(repeated.map { "'\($0)'" }.joined(separator: ", ")); ids name views in the trace: give each its own `id:`")])
        }
        let specs = windows.enumerated().map { i, w in
            WindowSpec(view: Self.spec(of: w, path: path), level: w.level, isKey: i == 0)
        }
        defer { Self.letGo(of: windows) }
        var translations: [String: SceneTranslation] = [:]
        if scene.titleZh != nil || scene.summaryZh != nil {
            translations["zh"] = SceneTranslation(title: scene.titleZh, summary: scene.summaryZh)
        }
        var overlays: [SceneOverlay] = []
        for name in scene.overlays {
            guard let overlay = SceneOverlay(rawValue: name) else {
                let known = SceneOverlay.allCases.map(\.rawValue).joined(separator: ", ")
                throw SceneDiagnostics([SceneError(SourceLocation(path: path, line: scene.line, column: 1),
                                                   "unknown overlay '\(name)' in Scene(overlays:); use \(known)")])
            }
            overlays.append(overlay)
        }
        var document = SceneDocument(path: path, title: scene.title, summary: scene.summary, canvas: scene.canvas,
                                     appImplements: scene.applicationImplements, delegateImplements: scene.appDelegateImplements,
                                     windows: specs, script: scene.steps.map { Self.scriptStep($0, path: path) },
                                     translations: translations)
        document.overlays = overlays
        document.program = self
        return document
    }

    static func scriptStep(_ step: Step, path: String) -> ScriptStep {
        let action: ScriptAction
        switch step.action {
        case let .tap(p): action = .tap(p)
        case let .down(p): action = .down(p)
        case let .move(p): action = .move(p)
        case let .up(p): action = .up(p)
        case let .drag(from, to, steps): action = .drag(from: from, to: to, steps: max(1, steps))
        case let .wait(s): action = .wait(max(0, s))
        case .say: action = .say
        case let .event(e): action = .event(e)
        }
        let caption = step.say.map { Caption(text: $0, zh: step.sayZh) }
        return ScriptStep(action: action, finger: max(1, step.finger), location: SourceLocation(path: path, line: step.line, column: 1),
                          caption: caption, isPicture: step.picture)
    }

    /// What a view is, as a spec (the tree panel, lint and what-if read specs).
    static func spec(of view: View, path: String) -> ViewSpec {
        let controller = view.viewController.map {
            ControllerSpec(id: $0.id, implements: $0.implementedMethods.sorted(), presentedBy: $0.presentingViewController?.id,
                           touches: TouchesSpec(behaviours: $0.touchBehaviours), canBecomeFirstResponder: $0.acceptsFirstResponder,
                           firstResponder: false, location: SourceLocation(path: path, line: 1, column: 1))
        }
        let actions = (view as? Control)?.actions.map {
            ActionSpec(on: $0.event, action: $0.action, target: $0.target.responder?.id, location: SourceLocation(path: path, line: 1, column: 1))
        } ?? []
        var spec = ViewSpec(id: view.id, kind: view.kind, frame: view.frame, boundsOrigin: view.bounds.origin, transform: nil,
                            color: view.backgroundColor, text: view.text, alpha: view.alpha, hidden: view.isHidden,
                            interaction: view.isUserInteractionEnabled, clips: view.clipsToBounds,
                            multipleTouch: view.isMultipleTouchEnabled, exclusiveTouch: view.isExclusiveTouch,
                            enabled: (view as? Control)?.isEnabled ?? true,
                            pointInside: view.userClass.flatMap { $0.overrides.contains(.pointInside) ? PointInsideSpec.code($0.label(.pointInside)) : nil } ?? .default,
                            hitTest: .default,
                            touches: TouchesSpec(behaviours: view.touchBehaviours), implements: view.implementedMethods.sorted(),
                            canBecomeFirstResponder: view.acceptsFirstResponder, firstResponder: false, actions: actions,
                            controller: controller, contentSize: (view as? ScrollView)?.contentSize, paging: false, gestures: [],
                            subviews: view.subviews.map { Self.spec(of: $0, path: path) },
                            location: SourceLocation(path: path, line: 1, column: 1))
        if let s = view as? Slider {
            spec.controlValue = ControlValueSpec(value: s.value, minimumValue: s.minimumValue, maximumValue: s.maximumValue, continuous: s.isContinuous)
        }
        return spec
    }

    /// A fresh build of the scene: the code runs again, and the result is wired as a scene
    /// file's views are.
    func build(_ document: SceneDocument, parameters: DispatchParameters) -> BuiltScene {
        let (app, appResponders) = SceneBuilder.application(document, parameters)
        var responders = appResponders
        app.userClasses = classes
        let windows = export.scene.makeWindows()
        for w in windows { app.addWindow(w) }
        if let first = windows.first { app.makeKey(first) }
        var views: [String: View] = [:]
        var specs: [String: ViewSpec] = [:]
        var gestures: [String: GestureRecognizer] = [:]
        for w in windows {
            for v in w.subtree {
                if views[v.id] == nil { views[v.id] = v }
                if responders[v.id] == nil { responders[v.id] = v }
                if let vc = v.viewController, responders[vc.id] == nil {
                    responders[vc.id] = vc
                    mark(vc)
                }
                mark(v)
                for r in v.gestureRecognizers where gestures[r.id] == nil { gestures[r.id] = r }
            }
            if let first = w.subviews.first, let vc = first.viewController, w.rootViewController == nil { w.rootViewController = vc }
        }
        for w in windows {
            for v in w.subtree where specs[v.id] == nil { specs[v.id] = Self.spec(of: v, path: document.path) }
            // A table's rows and a collection's items are numbered in their order, as a scene
            // file's are (UIKit's data source gives each its index path).
            for case let list as CellSelectingScrollView in w.subtree {
                for (i, cell) in list.subviews.compactMap({ $0 as? SelectableCell }).enumerated() { cell.index = i }
            }
        }
        var ordered: [View] = []
        for w in app.windowsFrontToBack.reversed() { ordered.append(contentsOf: w.subtree) }
        // `becomeFirstResponder()` called while the code built the views (with several, the
        // last by id wins).
        for r in responders.values.sorted(by: { $0.id < $1.id }) where r.wantsFirstResponder {
            r.wantsFirstResponder = false
            app.becomeFirstResponder(r)
        }
        let built = BuiltScene(document: document, application: app, windows: windows, views: views, responders: responders,
                               specs: specs, gestures: gestures, viewsInOrder: ordered)
        // The scene's closures (actions, recognizers' handlers) may hold their own views: cut
        // them when the scene goes, or each reset and what-if would keep a copy alive.
        built.teardown = { [windows] in Self.letGo(of: windows) }
        return built
    }

    /// Cuts the closures of a build that is let go of (actions, recognizers' handlers): the
    /// scene's code may have made them hold their own views.
    static func letGo(of windows: [Window]) {
        for w in windows {
            for v in w.subtree {
                v.actionBodies.removeAll()
                v.viewController?.actionBodies.removeAll()
                for g in v.gestureRecognizers { g.handler = nil }
            }
        }
    }

    /// The user class of `responder`, if the file declares it with overrides: marks it.
    private func mark(_ responder: Responder) {
        guard let user = classes[ObjectIdentifier(type(of: responder))] else { return }
        responder.adopt(user)
    }
}
