import TouchScopeCore

/// Swift source for what a scene file says as data: each `pointInside` / `hitTest` rule as the
/// override an iOS developer would write (the course material's style), and a whole scene as a
/// Swift scene file (`touchscope import DUMP --swift`, and what-if's suggested fix).
public enum SwiftCode {
    /// The body of `point(inside:with:)` for a rule (nil: UIKit's default, no override).
    /// `included` names the stored properties that hold an `include` rule's views.
    public static func pointInsideBody(_ spec: PointInsideSpec) -> [String]? {
        switch spec {
        case .default, .code:
            return nil
        case let .inset(dx, dy):
            return ["bounds.insetBy(dx: \(n(dx)), dy: \(n(dy))).contains(point)"]
        case let .insets(t, l, b, r):
            return ["let area = Rect(x: bounds.minX + \(n(l)), y: bounds.minY + \(n(t)),",
                    "                width: bounds.width - \(n(l + r)), height: bounds.height - \(n(t + b)))",
                    "return area.contains(point)"]
        case .circle:
            return ["// The ellipse inscribed in the bounds, its edge included.",
                    "let rx = bounds.width / 2, ry = bounds.height / 2",
                    "guard rx > 0, ry > 0 else { return false }",
                    "let dx = (point.x - bounds.midX) / rx, dy = (point.y - bounds.midY) / ry",
                    "return dx * dx + dy * dy <= 1"]
        case .subviews:
            return ["subviews.contains { $0.frame.contains(point) }"]
        case .boundsOrSubviews:
            return ["super.point(inside: point, with: event) || subviews.contains { $0.frame.contains(point) }"]
        case let .include(ids):
            return ["if super.point(inside: point, with: event) { return true }",
                    "for view in [\(ids.map(property).joined(separator: ", "))].compactMap({ $0 }) {",
                    "    if view.point(inside: convert(point, to: view), with: event) { return true }",
                    "}",
                    "return false"]
        case .controlsOnly:
            return ["subviews.contains { $0 is Control && $0.frame.contains(point) }"]
        case .never:
            return ["false"]
        }
    }

    /// The body of `hitTest(_:with:)` for a rule (nil: UIKit's default).
    public static func hitTestBody(_ spec: HitTestSpec) -> [String]? {
        switch spec {
        case .default:
            return nil
        case .returnsSelf:
            return ["self   // every touch its superview asks about, even outside it: its subviews never get one"]
        case .selfIfInside:
            return ["guard super.hitTest(point, with: event) != nil else { return nil }",
                    "return self   // the usual checks, then this view instead of its subviews"]
        case .passThrough:
            return ["let hit = super.hitTest(point, with: event)",
                    "return hit === self ? nil : hit   // its subviews get touches, it lets the others through"]
        case let .inset(dx, dy):
            return ["guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,",
                    "      bounds.insetBy(dx: \(n(dx)), dy: \(n(dy))).contains(point) else { return nil }",
                    "for subview in subviews.reversed() {",
                    "    if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }",
                    "}",
                    "return self"]
        }
    }

    /// A subclass of `base` with the overrides a view's rules and touches say, or nil when it
    /// needs none.
    public static func overrideClass(name: String, base: String, pointInside: PointInsideSpec, hitTest: HitTestSpec,
                                     touches: TouchesSpec = .forwardAll) -> String? {
        var members: [String] = []
        if case let .include(ids) = pointInside {
            members += ids.map { "weak var \(property($0)): View?" }
        }
        if let body = pointInsideBody(pointInside) {
            members.append(method("override func point(inside point: Point, with event: Event?) -> Bool", body))
        }
        if let body = hitTestBody(hitTest) {
            members.append(method("override func hitTest(_ point: Point, with event: Event?) -> View?", body))
        }
        for phase in ResponderPhase.allCases {
            guard let behaviour = touches.behaviours[phase], behaviour != .forward else { continue }
            let name = "touches\(phase.rawValue.prefix(1).uppercased() + phase.rawValue.dropFirst())"
            let body = behaviour == .handle ? ["// handled here: not passed on"]
                : ["super.\(name)(touches, with: event)   // handled here, and passed on to next"]
            members.append(method("override func \(name)(_ touches: [Touch], with event: Event)", body))
        }
        guard !members.isEmpty else { return nil }
        return "final class \(name): \(base) {\n" + members.joined(separator: "\n\n") + "\n}\n"
    }

    /// What-if's fix as Swift: the override (or the line) to add for one view's changed property,
    /// in the course material's style. `property` is the scene file's key (`pointInside`,
    /// `hidden`, `interaction`, `alpha`, `clips`, `enabled`).
    public static func fix(view id: String, property: String, yamlValue: String, pointInside: PointInsideSpec?) -> [String] {
        let v = identifier(id)
        switch property {
        case "pointInside":
            guard let spec = pointInside else { return [] }
            if case let .code(name) = spec { return ["// \(id): keep \(name) as written"] }
            guard let body = pointInsideBody(spec) else {
                return ["// \(id): remove the point(inside:with:) override (UIKit's default: the bounds)"]
            }
            var lines = ["// in \(id)'s class:"]
            if case let .include(ids) = spec { lines += ids.map { "weak var \(Self.property($0)): View?   // = \($0)" } }
            lines.append("override func point(inside point: Point, with event: Event?) -> Bool {")
            lines += body.map { "    " + $0 }
            lines.append("}")
            return lines
        case "hidden": return ["\(v).isHidden = \(yamlValue)"]
        case "interaction": return ["\(v).isUserInteractionEnabled = \(yamlValue)"]
        case "alpha": return ["\(v).alpha = \(yamlValue)"]
        case "clips": return ["\(v).clipsToBounds = \(yamlValue)"]
        case "enabled": return ["\(v).isEnabled = \(yamlValue)"]
        default: return []
        }
    }

    /// The class name a scene's view gets for its overrides: `tabBar` -> `TabBarView`.
    public static func className(for id: String) -> String {
        let parts = id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        var name = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.isEmpty || name.first!.isNumber { name = "V" + name }
        return name.hasSuffix("View") ? name : name + "View"
    }

    /// A Swift identifier for a view id: `tab-bar.1` -> `tab_bar_1`, `default` -> `defaultView`,
    /// `3d` -> `v3d` (the variable `scene(_:)` writes, and what-if's fix names).
    public static func identifier(_ id: String) -> String {
        var base = id.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).joined(separator: "_")
        if base.isEmpty || base.first!.isNumber { base = "v" + base }
        if swiftKeywords.contains(base) { base += "View" }
        return base
    }

    /// TouchKit's own type names, which a generated class must not take.
    static let libraryTypes: Set<String> = ["View", "Button", "Label", "ImageView", "ScrollView", "TableView", "TableViewCell",
                                            "CollectionView", "CollectionViewCell", "TextField", "Slider", "Switch",
                                            "SegmentedControl", "Window", "ViewController", "Scene", "Step", "Control",
                                            "Responder", "Application", "Keyboard", "Point", "Rect", "Size", "Color"]

    /// A whole scene as a Swift scene file: the views, their overrides as subclasses, the
    /// controllers, actions and script. What the file cannot say in Swift yet (gesture
    /// recognizers, scroll views' own settings beyond content size and offset, animations in the
    /// script) is left as a comment at its place.
    public static func scene(_ document: SceneDocument) -> String {
        var classes: [String] = []
        var body: [String] = []
        var later: [String] = []
        var notes: [String] = []
        var names: [String: String] = [:]   // view id -> Swift variable
        var used: Set<String> = ["window", "scene"]
        var usedClasses = libraryTypes
        func uniqueClass(_ id: String) -> String {
            let base = className(for: id)
            var candidate = base, k = 2
            while usedClasses.contains(candidate) { candidate = "\(base)\(k)"; k += 1 }
            usedClasses.insert(candidate)
            return candidate
        }
        func variable(_ id: String) -> String {
            if let v = names[id] { return v }
            let base = identifier(id)
            var candidate = base, k = 2
            while used.contains(candidate) { candidate = "\(base)\(k)"; k += 1 }
            used.insert(candidate); names[id] = candidate
            return candidate
        }
        func make(_ spec: ViewSpec, parent: String) {
            let v = variable(spec.id)
            let base = baseClass(spec.kind)
            var type = base.type
            let overrides = pointInsideBody(spec.pointInside) != nil || hitTestBody(spec.hitTest) != nil
                || spec.touches.behaviours.values.contains { $0 != .forward }
            if overrides, let cls = overrideClass(name: uniqueClass(spec.id), base: base.type, pointInside: spec.pointInside,
                                                  hitTest: spec.hitTest, touches: spec.touches) {
                classes.append(cls)
                type = String(cls.dropFirst("final class ".count).prefix { $0 != ":" })
            }
            body.append("let \(v) = \(type)(\(base.arguments(spec)))")
            let defaults = View(id: "x", kind: spec.kind, frame: .zero)
            if !base.titled, spec.text != spec.id { body.append("\(v).text = \(literal(spec.text))") }
            if spec.alpha != 1 { body.append("\(v).alpha = \(n(spec.alpha))") }
            if spec.hidden { body.append("\(v).isHidden = true") }
            if spec.interaction != defaults.isUserInteractionEnabled { body.append("\(v).isUserInteractionEnabled = \(spec.interaction)") }
            if spec.clips != defaults.clipsToBounds { body.append("\(v).clipsToBounds = \(spec.clips)") }
            if spec.multipleTouch { body.append("\(v).isMultipleTouchEnabled = true") }
            if spec.exclusiveTouch { body.append("\(v).isExclusiveTouch = true") }
            if !spec.enabled, spec.kind.isControl { body.append("\(v).isEnabled = false") }
            let scrolls = [.scrollView, .tableView, .collectionView].contains(spec.kind)
            if spec.boundsOrigin != .zero, spec.scroll?.contentOffset == nil, !scrolls {
                body.append("\(v).bounds.origin = Point(x: \(n(spec.boundsOrigin.x)), y: \(n(spec.boundsOrigin.y)))")
            }
            if let spec = spec.transform {
                let t = spec.affineTransform
                body.append("\(v).transform = AffineTransform(a: \(n(t.a)), b: \(n(t.b)), c: \(n(t.c)), d: \(n(t.d)), tx: \(n(t.tx)), ty: \(n(t.ty)))")
            }
            if let size = spec.scroll?.contentSize ?? spec.contentSize {
                body.append("\(v).contentSize = Size(width: \(n(size.width)), height: \(n(size.height)))")
            }
            if let offset = spec.scroll?.contentOffset ?? (scrolls && spec.boundsOrigin != .zero ? spec.boundsOrigin : nil) { body.append("\(v).contentOffset = Point(x: \(n(offset.x)), y: \(n(offset.y)))") }
            if spec.paging || spec.scroll?.paging == true { body.append("\(v).isPagingEnabled = true") }
            if let mode = spec.scroll?.keyboardDismissMode, mode != .none { body.append("\(v).keyboardDismissMode = .\(mode.rawValue)") }
            // A text field's delegate answers (the scene's keys) as the field's properties.
            if spec.kind == .textField, let c = spec.controlValue {
                if c.shouldBeginEditing == false { body.append("\(v).shouldBeginEditing = false") }
                if c.shouldEndEditing == false { body.append("\(v).shouldEndEditing = false") }
                if c.shouldReturn == false { body.append("\(v).shouldReturn = false") }
            }
            for m in spec.implements { body.append("\(v).implement(\(literal(m)))") }
            if spec.canBecomeFirstResponder && spec.kind != .textField { body.append("\(v).acceptsFirstResponder = true") }
            if spec.firstResponder { later.append("\(v).becomeFirstResponder()") }
            if let c = spec.controller {
                let cv = variable(c.id)
                body.append("let \(cv) = ViewController(id: \(literal(c.id)), view: \(v))")
                for m in c.implements { body.append("\(cv).implement(\(literal(m)))") }
                if let p = c.presentedBy { later.append("\(cv).presentingViewController = \(variable(p))") }
            }
            for a in spec.actions {
                let target = a.target.map { variable($0) } ?? "nil"
                later.append("\(v).addTarget(\(target), action: \(literal(a.action)), for: .\(a.on.rawValue))")
            }
            if let ids = includedIDs(spec.pointInside) {
                for id in ids { later.append("\(v).\(property(id)) = \(variable(id))") }
            }
            if !spec.gestures.isEmpty {
                notes.append("\(spec.id): gesture recognizers \(spec.gestures.map(\.id).joined(separator: ", ")) (not written in Swift yet)")
                body.append("// \(spec.id)'s gesture recognizers are not written here yet: \(spec.gestures.map(\.id).joined(separator: ", "))")
            }
            body.append("\(parent).addSubview(\(v))")
            for s in spec.subviews { make(s, parent: v) }
        }
        for (i, w) in document.windows.enumerated() {
            if i == 0 {
                for s in w.view.subviews { make(s, parent: "window") }
            } else {
                let v = variable(w.view.id)
                body.append("let \(v) = Window(id: \(literal(w.view.id)), frame: \(rect(w.view.frame)), color: \(color(w.view.color)))")
                if w.level != 0 { body.append("\(v).level = \(n(w.level))") }
                body.append("SceneBuild.addWindow(\(v))")
                for s in w.view.subviews { make(s, parent: v) }
            }
        }
        var out = "// Written by touchscope from \((document.path.split(separator: "/").last.map(String.init) ?? document.path)). Add your own overrides to the classes.\n"
        out += "// A Swift scene is code: opening it runs it. docs/swift-scenes.md has the library.\n"
        out += "import TouchKit\n\n"
        out += classes.joined(separator: "\n")
        if !classes.isEmpty { out += "\n" }
        out += "let scene = Scene(\n"
        out += "    \(literal(document.title)),\n"
        if !document.summary.isEmpty { out += "    summary: \(literal(document.summary)),\n" }
        if let zh = document.translations["zh"] {
            if let t = zh.title { out += "    titleZh: \(literal(t)),\n" }
            if let s = zh.summary { out += "    summaryZh: \(literal(s)),\n" }
        }
        if document.canvas != Size(width: 390, height: 844) {
            out += "    canvas: Size(width: \(n(document.canvas.width)), height: \(n(document.canvas.height))),\n"
        }
        if let w = document.windows.first {
            if w.view.id != "window" { out += "    windowID: \(literal(w.view.id)),\n" }
            out += "    windowColor: \(color(w.view.color)),\n"
        }
        if !document.appImplements.isEmpty { out += "    applicationImplements: [\(document.appImplements.map(literal).joined(separator: ", "))],\n" }
        if let d = document.delegateImplements { out += "    appDelegateImplements: [\(d.map(literal).joined(separator: ", "))],\n" }
        if !document.overlays.isEmpty { out += "    overlays: [\(document.overlays.map { literal($0.rawValue) }.joined(separator: ", "))],\n" }
        let steps = document.script.compactMap(step)
        if !steps.isEmpty {
            out += "    steps: [\n" + steps.map { "        \($0),\n" }.joined() + "    ]\n"
        } else {
            out = String(out.dropLast(2)) + "\n"
        }
        out += ") { window in\n"
        out += (body + later).map { "    \($0)\n" }.joined()
        out += "}\n"
        if !notes.isEmpty { out += "\n// Not written in Swift yet:\n" + notes.map { "// - \($0)\n" }.joined() }
        return out
    }

    // MARK: Pieces

    static func step(_ s: ScriptStep) -> String? {
        let say = s.caption.map { c in ", say: \(literal(c.text))" + (c.zh.map { ", zh: \(literal($0))" } ?? "") } ?? ""
        let picture = s.isPicture ? ", picture: true" : ""
        let finger = s.finger != 1 ? ", finger: \(s.finger)" : ""
        switch s.action {
        case let .tap(p): return ".tap(\(n(p.x)), \(n(p.y))\(finger)\(say)\(picture))"
        case let .down(p): return ".down(\(n(p.x)), \(n(p.y))\(finger)\(say))"
        case let .move(p): return ".move(\(n(p.x)), \(n(p.y))\(finger))"
        case .up: return ".up(\(s.finger != 1 ? "finger: \(s.finger)" : "")\(picture.isEmpty ? "" : (s.finger != 1 ? ", " : "") + "picture: true"))"
        case let .drag(from, to, steps):
            return ".drag(from: Point(x: \(n(from.x)), y: \(n(from.y))), to: Point(x: \(n(to.x)), y: \(n(to.y))), steps: \(steps)\(finger)\(say)\(picture))"
        case let .wait(t): return ".wait(\(n(t)))"
        case .say: return s.caption.map { c in ".say(\(literal(c.text))" + (c.zh.map { ", zh: \(literal($0))" } ?? "") + ")" }
        case let .event(e): return ".event(.\(e.rawValue)\(say)\(picture))"
        default: return nil
        }
    }

    struct Base {
        var type: String
        var titled = false
        var arguments: (ViewSpec) -> String
    }

    static func baseClass(_ kind: ViewKind) -> Base {
        let plain: (ViewSpec) -> String = { "id: \(literal($0.id)), frame: \(rect($0.frame)), color: \(color($0.color))" }
        switch kind {
        case .button:
            return Base(type: "Button", titled: true) { s in
                "id: \(literal(s.id)), title: \(literal(s.text)), frame: \(rect(s.frame)), color: \(color(s.color))"
            }
        case .label: return Base(type: "Label", titled: true) { "id: \(literal($0.id)), text: \(literal($0.text)), frame: \(rect($0.frame)), color: \(color($0.color))" }
        case .imageView: return Base(type: "ImageView", arguments: plain)
        case .scrollView: return Base(type: "ScrollView", arguments: plain)
        case .tableView: return Base(type: "TableView", arguments: plain)
        case .tableViewCell: return Base(type: "TableViewCell", arguments: plain)
        case .collectionView: return Base(type: "CollectionView", arguments: plain)
        case .collectionViewCell: return Base(type: "CollectionViewCell", arguments: plain)
        case .textField: return Base(type: "TextField", arguments: plain)
        case .slider: return Base(type: "Slider", arguments: plain)
        case .switch: return Base(type: "Switch", arguments: plain)
        case .segmentedControl:
            return Base(type: "SegmentedControl") { s in
                "id: \(literal(s.id)), frame: \(rect(s.frame)), segments: [\((s.controlValue?.segments ?? ["1", "2"]).map(literal).joined(separator: ", "))], color: \(color(s.color))"
            }
        default:
            return Base(type: "View") { s in
                s.kind == .view ? plain(s) : "id: \(literal(s.id)), kind: .\(s.kind.rawValue), frame: \(rect(s.frame)), color: \(color(s.color))"
            }
        }
    }

    static func includedIDs(_ spec: PointInsideSpec) -> [String]? {
        if case let .include(ids) = spec { return ids }
        return nil
    }

    static func method(_ signature: String, _ body: [String]) -> String {
        "    \(signature) {\n" + body.map { "        \($0)\n" }.joined() + "    }"
    }

    /// A stored property's name for a view an `include` rule names.
    static func property(_ id: String) -> String {
        let clean = id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined()
        return (clean.isEmpty ? "view" : clean.prefix(1).lowercased() + clean.dropFirst()) + "Included"
    }

    static func n(_ x: Double) -> String { formatNumber(x) }
    static func rect(_ r: Rect) -> String { "Rect(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))" }
    static func color(_ c: Color) -> String {
        func h(_ v: UInt8) -> String { String(v, radix: 16, uppercase: true).leftPadded() }
        return "Color(\"#\(h(c.red))\(h(c.green))\(h(c.blue))\(c.alpha == 255 ? "" : h(c.alpha))\")"
    }

    /// A Swift string literal (escaped; multi-line text with `\n`).
    static func literal(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if ch.value < 0x20 { out += "\\u{\(String(ch.value, radix: 16))}" } else { out.unicodeScalars.append(ch) }
            }
        }
        return out + "\""
    }

    static let swiftKeywords: Set<String> = ["class", "let", "var", "func", "self", "super", "init", "default", "switch", "case",
                                             "if", "else", "for", "in", "while", "return", "import", "protocol", "struct", "enum",
                                             "extension", "true", "false", "nil", "is", "as", "try", "throw", "do", "repeat",
                                             "guard", "defer", "where", "static", "public", "private", "internal", "operator",
                                             "Type", "Self", "Any", "some", "inout", "deinit", "subscript", "typealias", "break",
                                             "continue", "fallthrough", "catch", "throws", "rethrows", "associatedtype"]
}

private extension String {
    func leftPadded() -> String { count == 1 ? "0" + self : self }
}
