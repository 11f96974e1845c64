import TouchScopeCore

/// A scene made real: the application with its windows, views and controllers, ready for input.
public final class BuiltScene {
    public let document: SceneDocument
    public let application: Application
    /// The windows the scene declares, in its order.
    public let declaredWindows: [Window]
    /// The windows on screen: the scene's, in its order, then the system's the application has
    /// put up while it runs (the keyboard's window while a text field is first responder).
    public var windows: [Window] {
        guard let k = application.keyboardWindow, application.isKeyboardShown else { return declaredWindows }
        return declaredWindows + [k]
    }
    /// Every view (windows included) by id: the views the file declares (kept while a script
    /// has one out of its window, so it can add it back: scene 43's card), then any other view
    /// in a window's tree, made at run time (the keyboard a text field shows while it is first
    /// responder, scene 51's hit view), for as long as it is there.
    /// Read on hot paths (every visit and chain link of a frame): while no view has been added
    /// or removed since the scene was built (the windows' ``View/membershipVersion``s), the
    /// file's views are returned at once; after a change, the index is made again once and kept
    /// until the next change.
    public var views: [String: View] {
        let windows = windows
        var stamp = UInt64(windows.count - declaredWindows.count) << 48
        for w in windows { stamp &+= w.membershipVersion }
        if stamp == builtStamp { return builtViews }
        if let live, live.stamp == stamp { return live.views }
        // The views made at run time under ids no file view holds (a repeated id keeps the
        // view the file kept).
        var index = builtViews
        for w in windows { for v in w.subtree where index[v.id] == nil { index[v.id] = v } }
        live = (stamp, index)
        return index
    }
    /// The views the file declares, by id.
    private let builtViews: [String: View]
    /// The windows' membership counts when the scene was built (summed: each only grows).
    private let builtStamp: UInt64
    /// ``views`` after a view was added or removed, with the stamp it was made at.
    private var live: (stamp: UInt64, views: [String: View])?
    /// Every responder by id: views, windows, controllers, `application`, `appDelegate`.
    public let responders: [String: Responder]
    /// Every view's spec by id, as written in the file.
    public let specs: [String: ViewSpec]
    /// Every gesture recognizer by id.
    public let gestures: [String: GestureRecognizer]
    /// Every view in drawing order: the windows back to front (lowest level first, the key window
    /// last among equals, as hit-testing orders them front to back), each followed by its subtree
    /// depth first.
    public let viewsInOrder: [View]

    public var canvas: Size { document.canvas }

    public init(document: SceneDocument, application: Application, windows: [Window], views: [String: View],
         responders: [String: Responder], specs: [String: ViewSpec], gestures: [String: GestureRecognizer], viewsInOrder: [View]) {
        self.document = document; self.application = application; self.declaredWindows = windows; self.builtViews = views
        self.builtStamp = windows.reduce(0) { $0 &+ $1.membershipVersion }
        self.responders = responders; self.specs = specs; self.gestures = gestures; self.viewsInOrder = viewsInOrder
    }

    /// The spec a view was built from.
    public func spec(of view: View) -> ViewSpec? { specs[view.id] }

    /// Run when the scene is let go of: a Swift scene's code may have closures that hold their
    /// own views (an action that changes its button), which would keep every discarded copy
    /// alive; this lets go of them.
    var teardown: (() -> Void)?

    deinit { teardown?() }
}

/// Builds the core objects a ``SceneDocument`` describes.
public enum SceneBuilder {
    public static func build(_ document: SceneDocument, parameters: DispatchParameters = DispatchParameters()) -> BuiltScene {
        if let program = document.program { return program.build(document, parameters: parameters) }
        let (app, appResponders) = application(document, parameters)
        var responders = appResponders
        var views: [String: View] = [:]
        var specs: [String: ViewSpec] = [:]
        var controllers: [String: (ViewController, ControllerSpec)] = [:]
        // Sized once: growing these one view at a time rehashed them (and copied every spec) again and again.
        let total = document.windows.reduce(0) { $0 + viewCount(of: $1.view) }
        views.reserveCapacity(total)
        specs.reserveCapacity(total)
        responders.reserveCapacity(total + 2)
        // Every view made, in the order of a depth-first walk of the document's specs.
        var built: [View] = []
        built.reserveCapacity(total)
        /// Calls `body` with each spec, the view made from it, and whether `specs` keeps that
        /// spec (the last of a repeated id, as `specs[id]` and `views[id]` are), in the order
        /// the views were made (each window's `subtree` order): walks that read the specs
        /// without copying every spec out of the dictionary.
        var kept: [Bool] = []    // per built view, found by the first walk
        func forEachBuilt(_ body: (ViewSpec, View, Bool) -> Void) {
            var position = 0
            func visit(_ spec: ViewSpec) {
                let view = built[position]
                if position == kept.count { kept.append(views[spec.id] === view) }
                body(spec, view, kept[position])
                position += 1
                // Through the buffer: `for s in spec.subviews` (or `spec.subviews[i]`) copies
                // every spec it hands out, and a spec is large.
                spec.subviews.withUnsafeBufferPointer { for i in $0.indices { visit($0[i]) } }
            }
            for w in document.windows { visit(w.view) }
        }
        /// What a walk over `specs` (with `views[id]`) visits.
        func forEachKept(_ body: (ViewSpec, View) -> Void) {
            forEachBuilt { spec, view, isKept in if isKept { body(spec, view) } }
        }

        func configure(_ view: View, _ spec: ViewSpec) {
            view.bounds = Rect(origin: spec.boundsOrigin, size: view.bounds.size)
            if let t = spec.transform { view.transform = t.affineTransform }
            view.alpha = spec.alpha
            view.isHidden = spec.hidden
            view.isUserInteractionEnabled = spec.interaction
            view.clipsToBounds = spec.clips
            view.isMultipleTouchEnabled = spec.multipleTouch
            view.isExclusiveTouch = spec.exclusiveTouch
            view.text = spec.text
            view.touchBehaviours = spec.touches.behaviours
            view.implementedMethods = Set(spec.implements)
            view.acceptsFirstResponder = spec.canBecomeFirstResponder || view is TextField
            if let control = view as? Control { control.isEnabled = spec.enabled }
            if let scrollView = view as? ScrollView, let scroll = spec.scroll { configureScrollView(scrollView, scroll) }
            views[spec.id] = view
            specs[spec.id] = spec
            built.append(view)
            responders[spec.id] = view
            if let c = spec.controller {
                let vc = ViewController(id: c.id, view: view)
                vc.implementedMethods = Set(c.implements)
                vc.touchBehaviours = c.touches.behaviours
                vc.acceptsFirstResponder = c.canBecomeFirstResponder
                controllers[c.id] = (vc, c)
                responders[c.id] = vc
            }
        }

        func makeSubtree(_ spec: ViewSpec, into parent: View) {
            let view = makeView(spec)
            configure(view, spec)
            parent.addSubview(view)
            spec.subviews.withUnsafeBufferPointer { for i in $0.indices { makeSubtree($0[i], into: view) } }
        }

        var windows: [Window] = []
        for w in document.windows {
            let window = Window(id: w.view.id, frame: w.view.frame, color: w.view.color)
            window.level = w.level
            configure(window, w.view)
            w.view.subviews.withUnsafeBufferPointer { for i in $0.indices { makeSubtree($0[i], into: window) } }
            if let first = window.subviews.first, let vc = first.viewController { window.rootViewController = vc }
            app.addWindow(window)
            windows.append(window)
        }
        for (w, spec) in zip(windows, document.windows) where spec.isKey { app.makeKey(w) }

        // Second pass: what refers to other objects by id.
        forEachKept { spec, view in
            // Set only when it changes the rule: setting a rule bumps the view's and its
            // ancestors' version counters, and most views keep both defaults.
            if case .default = spec.pointInside, case .default = view.pointInsideRule {} else {
                view.pointInsideRule = pointInsideRule(spec.pointInside, views: views)
            }
            if case .default = spec.hitTest, case .default = view.hitTestRule {} else {
                view.hitTestRule = hitTestRule(spec.hitTest)
            }
            if let control = view as? Control {
                control.actions = spec.actions.map { a in
                    let target: ActionTarget = a.target.flatMap { responders[$0] }.map { .responder($0) } ?? .firstResponder
                    return ControlAction(on: a.on, action: a.action, target: target)
                }
            }
        }
        // In file order; a link that would make the responder chain loop is left out (the parser
        // refuses such a file; this keeps a document made in code from looping too).
        for (vc, spec) in controllers.values.sorted(by: { ($0.1.location.line, $0.1.location.column) < ($1.1.location.line, $1.1.location.column) }) {
            guard let p = spec.presentedBy, let presenter = controllers[p]?.0 else { continue }
            if !presenter.responderChain.contains(where: { $0 === vc }) { vc.presentingViewController = presenter }
        }

        // Gesture recognizers, in file order per view; then what they refer to.
        var recognizers: [String: (GestureRecognizer, GestureSpec)] = [:]
        func attachGestures(_ view: View, _ gestures: [GestureSpec]) {
            for g in gestures {
                let r = makeRecognizer(g)
                view.addGestureRecognizer(r)
                recognizers[g.id] = (r, g)
            }
        }
        // Each window's subtree in order; a view whose id is repeated gets the gestures of the
        // spec `specs` keeps for that id.
        forEachBuilt { spec, view, isKept in
            attachGestures(view, isKept ? spec.gestures : specs[view.id]?.gestures ?? [])
        }
        // A scroll view's own recognizers (`ID.pan`, `ID.delay`) can be named like the scene's.
        var builtIn: [String: GestureRecognizer] = [:]
        for v in views.values {
            if v is ScrollView || v is TextField { for r in v.gestureRecognizers { builtIn[r.id] = r } }
        }
        func recognizer(_ id: String) -> GestureRecognizer? { recognizers[id]?.0 ?? builtIn[id] }
        forEachKept { spec, view in
            guard let scrollView = view as? ScrollView, let pan = spec.scroll?.pan else { return }
            configurePan(scrollView, pan, recognizer: recognizer)
        }
        for (r, g) in recognizers.values {
            for other in g.requireToFail { if let o = recognizer(other) { r.require(toFail: o) } }
            if !g.shouldRequireFailureOf.isEmpty || !g.shouldBeRequiredToFailBy.isEmpty || g.shouldBegin != nil
                || g.shouldReceive != nil || !g.refusesTouchesIn.isEmpty || g.refusesControls || g.onlyOwnView || g.receiveRect != nil {
                let d = SceneGestureDelegate()
                d.simultaneousWith = Set(g.simultaneousWith)
                d.shouldBegin = g.shouldBegin ?? true
                d.receivesTouches = g.shouldReceive ?? true
                d.refusesTouchesIn = Set(g.refusesTouchesIn)
                d.refusesControls = g.refusesControls
                d.onlyOwnView = g.onlyOwnView
                d.onlyInRect = g.receiveRect
                d.requiresFailureOf = Set(g.shouldRequireFailureOf)
                d.requiredToFailBy = Set(g.shouldBeRequiredToFailBy)
                r.ownedDelegate = d
            } else if !g.simultaneousWith.isEmpty {
                r.ownedDelegate = SimultaneousDelegate(ids: Set(g.simultaneousWith))
            }
            if let action = g.action, let target = g.target.flatMap({ responders[$0] }) {
                r.addTarget(target, action: action)
                // UIView.endEditing(true) on the target (or its controller's view): a first
                // responder in that view's hierarchy resigns, without being asked; one elsewhere
                // (another window, outside the view) stays.
                if action == "endEditing" && r.handler == nil {
                    let scope = (target as? View) ?? (target as? ViewController)?.view
                    r.handler = { [unowned app, weak scope] _ in
                        guard let scope, let first = app.firstResponder as? View, first.isDescendant(of: scope) else { return }
                        app.resignCurrentFirstResponder(forced: true)
                    }
                }
            }
        }

        for case let list as CellSelectingScrollView in views.values {
            let cells = list.subviews.compactMap { $0 as? SelectableCell }
            for (i, cell) in cells.enumerated() { cell.index = i }
            // `willSelect` names rows; the table answers by index.
            if let answers = specs[list.id]?.scroll?.selection?.willSelect {
                for (from, to) in answers {
                    guard let i = cells.firstIndex(where: { $0.id == from }) else { continue }
                    // `.some(nil)`: the answer nil (no row), not a removed entry.
                    list.willSelectAnswers[i] = .some(to.flatMap { id in cells.firstIndex { $0.id == id } })
                }
            }
        }

        var ordered: [View] = []
        for w in app.windowsFrontToBack.reversed() { ordered.append(contentsOf: w.subtree) }

        // The first responder, as the scene starts.
        for v in ordered where specs[v.id]?.firstResponder == true { app.becomeFirstResponder(v) }
        for (vc, spec) in controllers.values where spec.firstResponder { app.becomeFirstResponder(vc) }

        return BuiltScene(document: document, application: app, windows: windows, views: views,
                          responders: responders, specs: specs,
                          gestures: recognizers.mapValues(\.0).merging(builtIn) { scene, _ in scene }, viewsInOrder: ordered)
    }

    /// The application a document describes (its actions, its app delegate's), with the two as
    /// responders by id: the end of every responder chain, for scene files and Swift scenes.
    static func application(_ document: SceneDocument, _ parameters: DispatchParameters) -> (Application, [String: Responder]) {
        let app = Application()
        app.parameters = parameters
        app.implementedMethods = Set(document.appImplements)
        var responders: [String: Responder] = ["application": app]
        if let implements = document.delegateImplements {
            let delegate = AppDelegate()
            delegate.implementedMethods = Set(implements)
            app.delegate = delegate
            responders["appDelegate"] = delegate
        }
        return (app, responders)
    }

    /// The views of a spec's tree, itself included (recursive, as building the tree is).
    static func viewCount(of spec: ViewSpec) -> Int {
        var count = 1
        spec.subviews.withUnsafeBufferPointer { for i in $0.indices { count += viewCount(of: $0[i]) } }
        return count
    }

    /// A recognizer as a scene describes it; unset keys keep the recognizer's defaults.
    /// The view (or control) a view spec describes, with its control value set.
    static func makeView(_ spec: ViewSpec) -> View {
        let v = spec.controlValue
        switch spec.kind {
        case .button:
            return Control(id: spec.id, kind: .button, frame: spec.frame, color: spec.color)
        case .scrollView:
            return ScrollView(id: spec.id, frame: spec.frame, color: spec.color)
        case .tableView:
            return TableView(id: spec.id, frame: spec.frame, color: spec.color)
        case .tableViewCell:
            return TableViewCell(id: spec.id, frame: spec.frame, color: spec.color)
        case .collectionView:
            return CollectionView(id: spec.id, frame: spec.frame, color: spec.color)
        case .collectionViewCell:
            return CollectionViewCell(id: spec.id, frame: spec.frame, color: spec.color)
        case .textField:
            let field = TextField(id: spec.id, frame: spec.frame, color: spec.color)
            if let b = v?.shouldBeginEditing { field.shouldBeginEditing = b }
            if let b = v?.shouldEndEditing { field.shouldEndEditing = b }
            if let b = v?.shouldReturn { field.shouldReturn = b }
            return field
        case .slider:
            let slider = Slider(id: spec.id, frame: spec.frame, color: spec.color)
            if let lo = v?.minimumValue { slider.minimumValue = lo }
            if let hi = v?.maximumValue { slider.maximumValue = hi }
            if let x = v?.value { slider.value = min(max(x, slider.minimumValue), slider.maximumValue) }
            if let c = v?.continuous { slider.isContinuous = c }
            return slider
        case .switch:
            let toggle = Switch(id: spec.id, frame: spec.frame, color: spec.color)
            if let on = v?.isOn { toggle.isOn = on }
            return toggle
        case .segmentedControl:
            return SegmentedControl(id: spec.id, frame: spec.frame, segments: v?.segments ?? ["1", "2"],
                                    selected: v?.selectedSegment ?? -1, color: spec.color)
        default:
            return View(id: spec.id, kind: spec.kind, frame: spec.frame, color: spec.color)
        }
    }

    /// What a `dragged(_:)` action does: move the view by the translation in its superview, then
    /// start counting again from zero.
    static func dragHandler(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer, let view = pan.view else { return }
        let t = pan.translation
        view.center = Point(x: view.center.x + t.x, y: view.center.y + t.y)
        pan.setTranslation(.zero)
    }

    public static func makeRecognizer(_ g: GestureSpec) -> GestureRecognizer {
        let r: GestureRecognizer
        switch g.kind {
        case .tap:
            let tap = TapGestureRecognizer(id: g.id)
            if let n = g.taps { tap.numberOfTapsRequired = n }
            if let n = g.touches { tap.numberOfTouchesRequired = n }
            if let m = g.allowableMovement { tap.allowableMovement = m }
            if let d = g.maximumDuration { tap.maximumTapDuration = d }
            r = tap
        case .longPress:
            let press = LongPressGestureRecognizer(id: g.id)
            if let n = g.touches { press.numberOfTouchesRequired = n }
            if let d = g.minimumDuration { press.minimumDuration = d }
            if let m = g.allowableMovement { press.allowableMovement = m }
            r = press
        case .pan:
            let pan = PanGestureRecognizer(id: g.id)
            if let t = g.threshold { pan.movementThreshold = t }
            if let n = g.minimumTouches { pan.minimumNumberOfTouches = n }
            if let n = g.maximumTouches { pan.maximumNumberOfTouches = n }
            if g.drags { pan.handler = dragHandler }
            r = pan
        case .swipe:
            let swipe = SwipeGestureRecognizer(id: g.id)
            if let d = g.direction { swipe.direction = d }
            if let n = g.touches { swipe.numberOfTouchesRequired = n }
            if let d = g.minimumDistance { swipe.minimumDistance = d }
            r = swipe
        case .pinch:
            let pinch = PinchGestureRecognizer(id: g.id)
            if let t = g.threshold { pinch.movementThreshold = t }
            r = pinch
        case .screenEdgePan:
            let edge = ScreenEdgePanGestureRecognizer(id: g.id)
            edge.edges = Set(g.edges)
            if let t = g.threshold { edge.movementThreshold = t }
            if g.drags { edge.handler = dragHandler }
            r = edge
        case .rotation:
            let rotation = RotationGestureRecognizer(id: g.id)
            if let t = g.threshold { rotation.rotationThreshold = t }
            r = rotation
        }
        if let v = g.cancelsTouchesInView { r.cancelsTouchesInView = v }
        if let v = g.delaysTouchesBegan { r.delaysTouchesBegan = v }
        if let v = g.delaysTouchesEnded { r.delaysTouchesEnded = v }
        if let v = g.enabled { r.isEnabled = v }
        return r
    }

    /// The core rule for a scene's `pointInside` key.
    public static func pointInsideRule(_ spec: PointInsideSpec, views: [String: View]) -> PointInsideRule {
        switch spec {
        case .default: return .default
        case let .inset(dx, dy): return .inset(dx: dx, dy: dy)
        case let .insets(t, l, b, r): return .insets(EdgeInsets(top: t, left: l, bottom: b, right: r))
        case .circle: return .circle
        case .subviews: return .subviews
        case .boundsOrSubviews: return .boundsOrSubviews
        case let .include(ids): return .include(IncludedViews(ids.compactMap { views[$0] }))
        case .controlsOnly: return .controlsOnly
        case .never: return .never
        case .code: return .default   // a Swift view's own code: WhatIf restores it from the view's class
        }
    }

    /// The core rule for a scene's `hitTest` key.
    public static func hitTestRule(_ spec: HitTestSpec) -> HitTestRule {
        switch spec {
        case .default: return .default
        case .returnsSelf: return .returnsSelf
        case .selfIfInside: return .selfIfInside
        case .passThrough: return .passThrough
        case let .inset(dx, dy): return .expanded(dx: dx, dy: dy)
        }
    }
}
