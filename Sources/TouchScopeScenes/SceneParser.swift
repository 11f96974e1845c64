import TouchScopeCore
import Yams

/// Reads scene files: YAML text -> a validated ``SceneDocument``, or every problem found, each
/// with `path:line:column`.
public enum SceneParser {
    static let topKeys = ["title", "summary", "canvas", "app", "delegate", "window", "windows", "script", "translations", "overlays"]
    static let viewKeys = [
        "id", "kind", "frame", "boundsOrigin", "transform", "color", "text", "alpha", "hidden", "interaction",
        "clips", "multipleTouch", "exclusiveTouch", "enabled", "pointInside", "hitTest", "touches", "implements",
        "canBecomeFirstResponder", "firstResponder", "actions", "gestures", "controller", "contentSize", "paging",
        "subviews", "value", "minimumValue", "maximumValue", "continuous", "isOn", "segments", "selectedSegment",
        "shouldBeginEditing", "shouldEndEditing", "shouldReturn",
    ] + DocumentParser.scrollKeys.filter { $0 != "contentSize" && $0 != "paging" }
    /// The value keys, by the control kind they belong to.
    static let controlValueKeys: [ViewKind: [String]] = [
        .slider: ["value", "minimumValue", "maximumValue", "continuous"],
        .switch: ["isOn"],
        .segmentedControl: ["segments", "selectedSegment"],
        .textField: ["shouldBeginEditing", "shouldEndEditing", "shouldReturn"],
    ]
    static let windowKeys = [
        "id", "level", "key", "frame", "boundsOrigin", "transform", "color", "text", "alpha", "hidden", "interaction",
        "clips", "multipleTouch", "exclusiveTouch", "pointInside", "hitTest", "touches", "implements",
        "canBecomeFirstResponder", "firstResponder", "gestures", "subviews",
    ]
    static let viewKeyHints: [String: String] = [
        "level": "only windows have a level", "key": "only windows can be the key window",
        "userInteractionEnabled": "write 'interaction'", "clipsToBounds": "write 'clips'",
        "isHidden": "write 'hidden'", "isUserInteractionEnabled": "write 'interaction'",
    ]

    /// Parses `text` as the scene file at `path` (the path is used in messages only).
    public static func parse(_ text: String, path: String) throws(SceneDiagnostics) -> SceneDocument {
        let reader = YAMLReader(path: path)
        guard let root = try compose(text, path: path, what: "scenes") else {
            throw SceneDiagnostics([SceneError(SourceLocation(path: path, line: 1, column: 1),
                                               "the file is empty: a scene needs at least 'title' and 'window'")])
        }
        let parser = DocumentParser(reader: reader, sizeHint: text.utf8.count)
        guard var document = parser.document(root), reader.errors.isEmpty else {
            throw SceneDiagnostics(reader.sortedErrors())
        }
        document.unknowns = SceneDocument.unknownComments(in: text)
        document.importedClasses = SceneDocument.importedClassComments(in: text)
        return document
    }

    /// The YAML tree of a scene or script file (nil when it is empty), after the limits that
    /// must hold before anything is built: the file size, then nesting and alias expansion.
    /// Yams composes only the texts that ``YAMLGuard`` hands it, for its error messages.
    static func compose(_ text: String, path: String, what: String) throws(SceneDiagnostics) -> YAMLNode? {
        let start = SourceLocation(path: path, line: 1, column: 1)
        if text.utf8.count > SceneLimits.maxFileBytes {
            throw SceneDiagnostics([SceneError(start,
                                               "the file is larger than \(SceneLimits.maxFileBytes / 1024 / 1024) MiB; \(what) are small text files")])
        }
        switch YAMLGuard.compose(text, path: path) {
        case let .node(node): return node
        case let .limit(limit): throw SceneDiagnostics([limit])
        case .useYams: break
        }
        do {
            return try Yams.compose(yaml: text).map(YAMLNode.init)
        } catch let error as YamlError {
            throw SceneDiagnostics([tabInIndentation(error, text: text, path: path) ?? yamlError(error, path: path)])
        } catch {
            throw SceneDiagnostics([SceneError(start, "cannot read YAML: \(error)")])
        }
    }

    /// A YAML error on a line whose indentation (list dashes included) holds a tab, reported as
    /// that, at the tab: libyaml's own words for it ("found character that cannot start any
    /// token", "a tab character that violates indentation") do not say what to change. Nil for
    /// other errors.
    static func tabInIndentation(_ error: YamlError, text: String, path: String) -> SceneError? {
        let mark: Mark
        switch error {
        case let .scanner(_, _, m, _), let .parser(_, _, m, _), let .composer(_, _, m, _): mark = m
        default: return nil
        }
        var lineNumber = 1
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            defer { lineNumber += 1 }
            guard lineNumber == mark.line else { continue }
            // The indentation: spaces and tabs, and the `- ` of list items (`-<tab>id: a` is a
            // tab in indentation too).
            let chars = Array(line)
            var end = 0
            while end < chars.count,
                  chars[end] == " " || chars[end] == "\t" || (chars[end] == "-" && end + 1 < chars.count && (chars[end + 1] == " " || chars[end + 1] == "\t")) {
                end += 1
            }
            guard let tab = chars[..<end].firstIndex(of: "\t") else { return nil }
            let column = tab + 1
            return SceneError(SourceLocation(path: path, line: lineNumber, column: column),
                              "tab in indentation; YAML indents with spaces (replace the tab with spaces)")
        }
        return nil
    }

    static func yamlError(_ error: YamlError, path: String) -> SceneError {
        func located(_ mark: Mark, _ problem: String, _ context: YamlError.Context?) -> SceneError {
            var message = "YAML syntax: \(problem)"
            if let context { message += " (\(context.text) at line \(context.mark.line))" }
            return SceneError(SourceLocation(path: path, line: mark.line, column: mark.column), SceneError.oneLine(message))
        }
        switch error {
        case let .scanner(context, problem, mark, _): return located(mark, problem, context)
        case let .parser(context, problem, mark, _): return located(mark, problem, context)
        case let .composer(context, problem, mark, _): return located(mark, problem, context)
        case let .reader(problem, offset, _, _):
            return SceneError(SourceLocation(path: path, line: 1, column: 1),
                              "cannot read the file as UTF-8 text: \(problem)" + (offset.map { " at byte \($0)" } ?? ""))
        default:
            return SceneError(SourceLocation(path: path, line: 1, column: 1), "YAML: \(error)")
        }
    }
}

/// The parse of one document: structure first, then cross-references (ids, targets).
final class DocumentParser {
    let reader: YAMLReader
    private var viewCount = 0
    private var colorIndex = 0
    private var ids: [String: SourceLocation] = [:]
    private var controllerIDs: Set<String> = []
    private var includeChecks: [(owner: String, ids: [(String, YAMLNode)])] = []
    /// Each view's superview, by id (the first, if an id is used twice: that is an error anyway),
    /// for `include`'s "inside" check: a walk up from the included view.
    private var superviewOf: [String: String] = [:]

    /// Whether `id` is a descendant of `owner` (not the owner itself).
    private func isDescendant(_ id: String, of owner: String) -> Bool {
        var current = superviewOf[id]
        var steps = 0
        while let c = current, steps <= SceneLimits.maxViews {
            if c == owner { return true }
            current = superviewOf[c]
            steps += 1
        }
        return false
    }
    private var targetChecks: [(String, SourceLocation)] = []
    private var presentedByChecks: [(String, SourceLocation)] = []
    /// The controllers whose root views enclose the view being read, innermost last.
    private var controllerStack: [String] = []
    /// Every controller in file order, with the controller its chain reaches without
    /// `presentedBy` (the nearest one whose root view encloses its own) and its `presentedBy`.
    private var controllerLinks: [(id: String, enclosing: String?, presentedBy: (id: String, location: SourceLocation)?)] = []
    private var firstResponders: [(String, SourceLocation)] = []
    var gestureIDs: Set<String> = []
    /// View ids that gesture keys name (`shouldReceive: {notIn: [...]}`), with where.
    private var gestureViewChecks: [(String, SourceLocation)] = []
    /// View ids that script steps name (set, add, remove), with where.
    private var scriptViewChecks: [(String, SourceLocation)] = []
    var gestureRefChecks: [(String, SourceLocation, String)] = []
    /// View ids named by keys that take views (id, where, key), checked once every id is known.
    var viewRefChecks: [(String, SourceLocation, String)] = []

    init(reader: YAMLReader) { self.reader = reader }

    /// `sizeHint`: the file's size in bytes. A view takes about 60 bytes or more of a file, so
    /// the id tables are sized once for that many instead of growing (and rehashing) view by view.
    convenience init(reader: YAMLReader, sizeHint: Int) {
        self.init(reader: reader)
        let views = min(sizeHint / 60, SceneLimits.maxViews)
        ids.reserveCapacity(views)
        superviewOf.reserveCapacity(views)
    }

    func document(_ root: YAMLNode) -> SceneDocument? {
        guard let entries = reader.mapping(root, "the scene") else { return nil }
        reader.checkKeys(entries, allowed: SceneParser.topKeys, in: "the scene")
        var title: String?
        var summary = ""
        var canvas = Size(width: 390, height: 844)
        var appImplements: [String] = []
        var delegateImplements: [String]?
        var windows: [WindowSpec] = []
        var script: [ScriptStep] = []
        var windowNodes: (YAMLNode, Bool)?
        var translations: [String: SceneTranslation] = [:]
        var overlays: [SceneOverlay] = []

        for e in entries {
            switch e.key {
            case "title": title = reader.string(e.value, "'title'")
            case "summary": summary = reader.string(e.value, "'summary'") ?? ""
            case "canvas":
                if let s = reader.size(e.value, "'canvas'") {
                    if s.width < 1 || s.height < 1 { reader.error(e.value, "'canvas' must be at least 1x1 points") } else { canvas = s }
                }
            case "app": appImplements = implementsOnly(e.value, "'app'")
            case "delegate": delegateImplements = implementsOnly(e.value, "'delegate'")
            case "window":
                if windowNodes != nil { reader.error(e.keyNode, "write either 'window' or 'windows', not both") }
                windowNodes = (e.value, false)
            case "windows":
                if windowNodes != nil { reader.error(e.keyNode, "write either 'window' or 'windows', not both") }
                windowNodes = (e.value, true)
            case "translations": translations = self.translations(e.value)
            case "overlays": overlays = self.overlays(e.value)
            default: break
            }
        }
        if title == nil, !entries.contains(where: { $0.key == "title" }) {
            reader.error(root, "the scene has no 'title': add a line like 'title: My scene'")
        }
        // Reserved responder ids.
        ids["application"] = reader.location(root)
        if delegateImplements != nil { ids["appDelegate"] = reader.location(root) }

        if let (node, many) = windowNodes {
            let items: [YAMLNode] = many ? (reader.list(node, "'windows'") ?? []) : [node]
            if many && items.isEmpty { reader.error(node, "'windows' is empty: add at least one window") }
            for (index, item) in items.enumerated() {
                if let w = window(item, index: index, canvas: canvas) { windows.append(w) }
            }
            if windows.filter(\.isKey).count > 1 {
                reader.error(node, "more than one window has 'key: true'; only one window can be the key window")
            }
            if !windows.isEmpty, !windows.contains(where: \.isKey) { windows[0].isKey = true }
        } else {
            reader.error(root, "the scene has no window: add 'window:' (or 'windows:') with the views")
        }
        if let scriptEntry = entries.first(where: { $0.key == "script" }) {
            script = self.script(scriptEntry.value)
        }
        crossCheck()
        guard let title else { return nil }
        return SceneDocument(path: reader.path, title: title, summary: summary, canvas: canvas,
                             appImplements: appImplements, delegateImplements: delegateImplements,
                             windows: windows, script: script, translations: translations, overlays: overlays)
    }

    /// `overlays: [hitAreas, deadZones, hitMap]`: the scene's teaching overlays, on when it opens.
    private func overlays(_ node: YAMLNode) -> [SceneOverlay] {
        let allowed = SceneOverlay.allCases.map(\.rawValue)
        var out: [SceneOverlay] = []
        for (name, n) in reader.identifiers(node, "'overlays'") ?? [] {
            guard let overlay = SceneOverlay(rawValue: name) else {
                let guess = reader.closest(name, in: allowed).map { "did you mean '\($0)'? " } ?? ""
                reader.error(n, "unknown overlay '\(name)' in 'overlays'; \(guess)a scene can turn on \(allowed.joined(separator: ", "))")
                continue
            }
            if !out.contains(overlay) { out.append(overlay) }
        }
        return out
    }

    /// `translations: {zh: {title: ..., summary: ...}}`: the title and summary in other languages.
    private func translations(_ node: YAMLNode) -> [String: SceneTranslation] {
        guard let entries = reader.mapping(node, "'translations'") else { return [:] }
        var out: [String: SceneTranslation] = [:]
        for e in entries {
            guard e.key == "zh" else {
                reader.error(e.keyNode, "unknown language '\(e.key)' in 'translations': use zh (Simplified Chinese)")
                continue
            }
            guard let fields = reader.mapping(e.value, "'translations: \(e.key)'") else { continue }
            reader.checkKeys(fields, allowed: ["title", "summary"], in: "'translations: \(e.key)'")
            var t = SceneTranslation()
            for f in fields {
                if f.key == "title" { t.title = reader.string(f.value, "'title'") }
                if f.key == "summary" { t.summary = reader.string(f.value, "'summary'") }
            }
            out[e.key] = t
        }
        return out
    }

    private func implementsOnly(_ node: YAMLNode, _ what: String) -> [String] {
        guard let entries = reader.mapping(node, what) else { return [] }
        reader.checkKeys(entries, allowed: ["implements"], in: what)
        guard let e = entries.first(where: { $0.key == "implements" }) else { return [] }
        return reader.identifiers(e.value, "'implements'")?.map(\.0) ?? []
    }

    func register(_ id: String, _ node: YAMLNode) {
        // One lookup for a new id (the usual case); a repeated one gets its first place back.
        if let first = ids.updateValue(reader.location(node), forKey: id) {
            ids[id] = first
            if id == "application" || id == "appDelegate" {
                reader.error(node, "'\(id)' is the name of a built-in responder; choose another id")
            } else {
                reader.error(node, "duplicate id '\(id)' (first used at line \(first.line)); every id in a scene must be unique")
            }
        }
    }

    private func window(_ node: YAMLNode, index: Int, canvas: Size) -> WindowSpec? {
        guard let entries = reader.mapping(node, "a window") else { return nil }
        reader.checkKeys(entries, allowed: SceneParser.windowKeys, in: "a window",
                         hints: ["kind": "a window is always a window",
                                 "controller": "a window is not a controller's view; put 'controller' on the window's root view (its first subview)", "enabled": "only controls (kind: button) can be enabled or disabled",
                                 "actions": "only controls (kind: button) have actions"])
        var level = 0.0
        var isKey = false
        if let e = entries.first(where: { $0.key == "level" }) { level = reader.number(e.value, "'level'") ?? 0 }
        if let e = entries.first(where: { $0.key == "key" }) { isKey = reader.bool(e.value, "'key'") ?? false }
        let defaultID = index == 0 ? "window" : "window\(index + 1)"
        guard let spec = view(node, entries: entries, depth: 0, isWindow: true, defaultID: defaultID,
                              defaultFrame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)) else { return nil }
        return WindowSpec(view: spec, level: level, isKey: isKey)
    }

    // swiftlint:disable:next function_body_length cyclomatic_complexity
    func view(_ node: YAMLNode, entries given: [YAMLEntry]? = nil, depth: Int, isWindow: Bool = false,
                      defaultID: String? = nil, defaultFrame: Rect? = nil) -> ViewSpec? {
        var out: [ViewSpec] = []
        view(node, entries: given, depth: depth, isWindow: isWindow, defaultID: defaultID, defaultFrame: defaultFrame, into: &out)
        return out.first
    }

    /// Reads a view and, if it has an id, appends it to `out` with its subviews, each built in
    /// place in its superview's array (a `ViewSpec` is large: returning and appending copies
    /// were a good part of the time).
    func view(_ node: YAMLNode, entries given: [YAMLEntry]? = nil, depth: Int, isWindow: Bool = false,
              defaultID: String? = nil, defaultFrame: Rect? = nil, into out: inout [ViewSpec]) {
        guard let (added, items, pushedController) = viewHead(node, entries: given, depth: depth, isWindow: isWindow,
                                                              defaultID: defaultID, defaultFrame: defaultFrame, into: &out) else { return }
        guard added else {
            // No id: the subviews are still read (for their errors), then dropped.
            var dropped: [ViewSpec] = []
            for item in items { view(item, depth: depth + 1, into: &dropped) }
            if pushedController { controllerStack.removeLast() }
            return
        }
        let index = out.count - 1
        // After the table rows, if any.
        for item in items { view(item, depth: depth + 1, into: &out[index].subviews) }
        if pushedController { controllerStack.removeLast() }
        let id = out[index].id
        // The first superview stays (one lookup; put back in the rare case of a repeated id).
        for s in out[index].subviews {
            if let first = superviewOf.updateValue(id, forKey: s.id) { superviewOf[s.id] = first }
        }
    }

    /// Everything of a view but its `subviews:` (which ``view(_:entries:depth:isWindow:defaultID:defaultFrame:)``
    /// recurses into): kept out of the recursion so that each level of nesting costs a small
    /// stack frame (200 levels under AddressSanitizer, whose frames are large, on a test thread).
    @inline(never)
    private func viewHead(_ node: YAMLNode, entries given: [YAMLEntry]?, depth: Int, isWindow: Bool,
                          defaultID: String?, defaultFrame: Rect?,
                          into out: inout [ViewSpec]) -> (added: Bool, subviewItems: [YAMLNode], pushedController: Bool)? {
        guard let entries = given ?? reader.mapping(node, "a view") else { return nil }
        let table = ViewEntries(entries)
        if !isWindow, !table.allViewKeys {
            reader.checkKeys(entries, allowed: SceneParser.viewKeys, in: "a view", hints: SceneParser.viewKeyHints)
        }
        viewCount += 1
        if viewCount == SceneLimits.maxViews + 1 {
            reader.error(node, "too many views: a scene may have at most \(SceneLimits.maxViews)")
        }
        if depth > SceneLimits.maxDepth {
            reader.error(node, "views are nested too deeply: at most \(SceneLimits.maxDepth) levels")
            return nil
        }
        func value(_ key: ViewKey) -> YAMLNode? { table.value(key) }

        var id = defaultID
        if let n = value(.id) { id = reader.identifier(n, "'id'") } else if defaultID == nil {
            reader.error(node, "this view has no 'id': every view needs a unique name, e.g. 'id: redBox'")
        }
        if let id { register(id, value(.id) ?? node) }

        var kind: ViewKind = isWindow ? .window : .view
        if let n = value(.kind), let s = reader.string(n, "'kind'") {
            if let k = Self.viewKinds[s] { kind = k } else {
                reader.error(n, "unknown kind '\(s)': use view, imageView, label, button, slider, switch, segmentedControl, scrollView, tableView, collectionView or textField")
            }
        }
        var frame = defaultFrame ?? .zero
        if let n = value(.frame) { frame = reader.rect(n, "'frame'") ?? frame } else if defaultFrame == nil {
            reader.error(node, "view '\(id ?? "?")' has no 'frame': add 'frame: [x, y, width, height]' in its superview's points")
        }
        let boundsOrigin = value(.boundsOrigin).flatMap { reader.point($0, "'boundsOrigin'") } ?? .zero
        let transform = value(.transform).flatMap(transformSpec)
        var color = Color.palette(colorIndex)
        colorIndex += 1
        if isWindow && value(.color) == nil { color = Color(red: 0xF2, green: 0xF2, blue: 0xF7) }
        if let n = value(.color), let s = reader.string(n, "'color'") {
            if let c = Self.color(hex: s) { color = c } else {
                reader.error(n, "'color' must be '#RRGGBB' or '#RRGGBBAA' (quote it: color: \"#FF8800\"), found '\(s)'")
            }
        }
        let text = value(.text).flatMap { reader.string($0, "'text'") } ?? (id ?? "")
        var alpha = 1.0
        if let n = value(.alpha), let a = reader.number(n, "'alpha'") {
            if a < 0 || a > 1 { reader.error(n, "'alpha' must be from 0 to 1, found \(formatNumber(a))") } else { alpha = a }
        }
        func flag(_ key: ViewKey, _ fallback: Bool) -> Bool {
            guard let n = value(key) else { return fallback }
            return reader.bool(n, "'\(key.name)'") ?? fallback
        }
        let isControl = kind.isControl
        var controlValue: ControlValueSpec?
        if !isWindow {
            // (Only a view that has one of these keys can be told it is on the wrong kind.)
            let hasValueKey = ViewKey.controlValueKeys.contains(where: table.has)
            for (k, keys) in SceneParser.controlValueKeys where hasValueKey && k != kind {
                for key in keys {
                    if let n = ViewKey.byName[key].flatMap(table.entry) {
                        reader.error(n.keyNode, "'\(key)' is for \(k.rawValue) views: add 'kind: \(k.rawValue)' or remove it")
                    }
                }
            }
            if kind == .textField {
                var spec = ControlValueSpec()
                spec.shouldBeginEditing = value(.shouldBeginEditing).flatMap { reader.bool($0, "'shouldBeginEditing'") }
                spec.shouldEndEditing = value(.shouldEndEditing).flatMap { reader.bool($0, "'shouldEndEditing'") }
                spec.shouldReturn = value(.shouldReturn).flatMap { reader.bool($0, "'shouldReturn'") }
                controlValue = spec
            }
            if kind == .slider || kind == .switch || kind == .segmentedControl {
                var spec = ControlValueSpec()
                spec.value = value(.value).flatMap { reader.number($0, "'value'") }
                spec.minimumValue = value(.minimumValue).flatMap { reader.number($0, "'minimumValue'") }
                spec.maximumValue = value(.maximumValue).flatMap { reader.number($0, "'maximumValue'") }
                if let lo = spec.minimumValue, let hi = spec.maximumValue, lo > hi, let n = value(.maximumValue) {
                    reader.error(n, "'maximumValue' must not be below 'minimumValue'")
                }
                spec.continuous = value(.continuous).flatMap { reader.bool($0, "'continuous'") }
                spec.isOn = value(.isOn).flatMap { reader.bool($0, "'isOn'") }
                if let n = value(.segments), let items = reader.list(n, "'segments'") {
                    spec.segments = items.compactMap { reader.string($0, "a segment") }
                    if items.isEmpty { reader.error(n, "'segments' needs at least one title, e.g. [Day, Week, Month]") }
                }
                if let n = value(.selectedSegment), let i = reader.integer(n, "'selectedSegment'", range: -1...100) {
                    if i >= (spec.segments?.count ?? 0) { reader.error(n, "'selectedSegment' must name one of the segments (0 to \((spec.segments?.count ?? 0) - 1)) or be -1") } else { spec.selectedSegment = i }
                }
                controlValue = spec
            }
        }
        if !isControl, !isWindow {
            if let n = table.entry(.enabled) {
                reader.error(n.keyNode, "'enabled' is for controls: add 'kind: button' or remove it")
            }
            if let n = table.entry(.actions) {
                reader.error(n.keyNode, "'actions' are for controls: add 'kind: button' or remove them")
            }
        }
        // Another kind without scroll keys: scrollSpec would find nothing to report.
        let mayScroll = kind == .scrollView || kind == .tableView || kind == .collectionView || ViewKey.scrollOnly.contains(where: table.has)
        var scroll = isWindow || !mayScroll ? nil : scrollSpec(entries, kind: kind, id: id)
        if kind == .textField, let id { gestureIDs.insert("\(id).tap") }
        let pointInside = value(.pointInside).map { pointInsideSpec($0, owner: id ?? "") } ?? .default
        let hitTest = value(.hitTest).map(hitTestSpec) ?? .default
        let touches = value(.touches).map(touchesSpec) ?? .forwardAll
        let implementsList = value(.implements).flatMap { reader.identifiers($0, "'implements'") } ?? []
        // Method names (actions, `endEditing`, `remoteControlReceived`...) are Swift names: a
        // number is not one (found by the wrong-type sweep, issue 38).
        for (name, node) in implementsList where name.first.map({ !$0.isLetter && $0 != "_" }) ?? false {
            reader.error(node, "'\(name)' in 'implements' is not a method name: write the action's name, e.g. [save, endEditing]")
        }
        let implements = implementsList.map(\.0)
        let canBecome = flag(.canBecomeFirstResponder, false)
        if flag(.firstResponder, false), let id { firstResponders.append((id, reader.location(value(.firstResponder) ?? node))) }
        let actions = value(.actions).map(actionSpecs) ?? []
        let controller = value(.controller).flatMap(controllerSpec)
        let gestures = value(.gestures).map { gestureSpecs($0, suggestedTarget: controller?.id ?? controllerStack.last ?? id) } ?? []

        var subviews: [ViewSpec] = []
        if let controller { controllerStack.append(controller.id) }
        if let id, let n = value(.rows) {
            if kind == .tableView {
                let rows = tableRows(n, tableID: id, width: frame.width, depth: depth)
                subviews += rows
                if scroll?.contentSize == nil {
                    scroll?.contentSize = Size(width: frame.width, height: rows.reduce(0) { $0 + $1.frame.height })
                }
            } else {
                reader.error(table.entry(.rows)?.keyNode ?? n, "'rows' are for table views: add 'kind: tableView' or remove them")
            }
        }
        if kind == .tableView {
            scroll?.selection = cellSelection(entries, cells: Set(subviews.map(\.id)), owner: "rows")
        }
        if kind == .collectionView {
            let collection = collectionView(entries, frame: frame, depth: depth)
            subviews += collection.cells
            scroll?.selection = collection.selection
            if scroll?.contentSize == nil { scroll?.contentSize = collection.contentSize }
        }
        var subviewItems: [YAMLNode] = []
        if let n = value(.subviews), let items = reader.list(n, "'subviews'") { subviewItems = items }
        guard let id else { return (false, subviewItems, controller != nil) }
        out.append(ViewSpec(
            id: id, kind: kind, frame: frame, boundsOrigin: boundsOrigin, transform: transform, color: color, text: text,
            alpha: alpha, hidden: flag(.hidden, false), interaction: flag(.interaction, kind.interactionEnabledByDefault),
            clips: flag(.clips, kind.clipsByDefault), multipleTouch: flag(.multipleTouch, false),
            exclusiveTouch: flag(.exclusiveTouch, false), enabled: flag(.enabled, true), pointInside: pointInside,
            hitTest: hitTest, touches: touches, implements: implements, canBecomeFirstResponder: canBecome,
            firstResponder: flag(.firstResponder, false), actions: actions, controller: controller,
            contentSize: scroll?.contentSize, paging: scroll?.paging ?? false, gestures: gestures, subviews: subviews,
            location: reader.location(node), controlValue: controlValue, scroll: scroll))
        return (true, subviewItems, controller != nil)
    }

    /// The `kind` words.
    static let viewKinds: [String: ViewKind] = ["view": .view, "imageView": .imageView, "label": .label,
                                                "button": .button, "scrollView": .scrollView, "slider": .slider,
                                                "switch": .switch, "segmentedControl": .segmentedControl,
                                                "tableView": .tableView, "textField": .textField,
                                                "collectionView": .collectionView]

    /// `Color(hex:)`, read straight from the bytes when the text is `#` and 6 or 8 ASCII hex
    /// digits (every other text goes to `Color(hex:)`, which answers the same for these).
    static func color(hex text: String) -> Color? {
        let utf8 = text.utf8
        guard utf8.count == 7 || utf8.count == 9, utf8.first == UInt8(ascii: "#") else { return Color(hex: text) }
        var value: UInt32 = 0
        for byte in utf8.dropFirst() {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return Color(hex: text)
            }
            value = value << 4 | UInt32(digit)
        }
        if utf8.count == 7 {
            return Color(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }
        return Color(red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF),
                     blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
    }

    private func transformSpec(_ node: YAMLNode) -> TransformSpec? {
        guard let entries = reader.mapping(node, "'transform'") else { return nil }
        reader.checkKeys(entries, allowed: ["scale", "rotate", "translate"], in: "'transform'")
        var t = TransformSpec()
        for e in entries {
            switch e.key {
            case "scale":
                if case .sequence = e.value {
                    if let v = reader.numbers(e.value, "'scale'", count: 2, form: "a number or [sx, sy]") { t.scaleX = v[0]; t.scaleY = v[1] }
                } else if let s = reader.number(e.value, "'scale'") {
                    t.scaleX = s; t.scaleY = s
                }
            case "rotate": t.rotateDegrees = reader.number(e.value, "'rotate' (degrees)") ?? 0
            case "translate": t.translate = reader.point(e.value, "'translate'") ?? .zero
            default: break
            }
        }
        return t
    }

    private func insetValue(_ node: YAMLNode) -> (Double, Double)? {
        if case .sequence = node {
            guard let v = reader.numbers(node, "'inset'", count: 2, form: "a number or [dx, dy]") else { return nil }
            return (v[0], v[1])
        }
        return reader.number(node, "'inset'").map { ($0, $0) }
    }

    private static let pointInsideWords: [String: PointInsideSpec] = [
        "default": .default, "subviews": .subviews, "circle": .circle,
        "boundsOrSubviews": .boundsOrSubviews, "controlsOnly": .controlsOnly, "never": .never,
    ]

    private func pointInsideSpec(_ node: YAMLNode, owner: String) -> PointInsideSpec {
        let words = Self.pointInsideWords
        let forms = "default, {inset: n}, {inset: [dx, dy]}, {insets: [top, left, bottom, right]}, circle, subviews, "
            + "boundsOrSubviews, {include: [ids]}, controlsOnly or never"
        if case let .scalar(s) = node {
            if let w = words[s.string] { return w }
            reader.error(node, "unknown pointInside '\(s.string)': use \(forms)")
            return .default
        }
        guard let entries = reader.mapping(node, "'pointInside'"), entries.count == 1, let e = entries.first else {
            reader.error(node, "'pointInside' must be one of: \(forms)")
            return .default
        }
        switch e.key {
        case "inset":
            guard let (dx, dy) = insetValue(e.value) else { return .default }
            return .inset(dx: dx, dy: dy)
        case "insets":
            guard let v = reader.numbers(e.value, "'insets'", count: 4, form: "[top, left, bottom, right] (negative values grow the area)") else {
                return .default
            }
            return .insets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        case "include":
            guard let list = reader.identifiers(e.value, "'include'") else { return .default }
            includeChecks.append((owner, list))
            return .include(list.map(\.0))
        default:
            if words[e.key] != nil {
                reader.error(e.keyNode, "'\(e.key)' takes no value: write 'pointInside: \(e.key)'")
            } else {
                reader.error(e.keyNode, "unknown pointInside '\(e.key)': use \(forms)")
            }
            return .default
        }
    }

    private static let hitTestWords: [String: HitTestSpec] = [
        "default": .default, "self": .returnsSelf, "selfIfInside": .selfIfInside, "passThrough": .passThrough,
    ]

    private func hitTestSpec(_ node: YAMLNode) -> HitTestSpec {
        let words = Self.hitTestWords
        let forms = "default, self, selfIfInside, passThrough or {inset: n}"
        if case let .scalar(s) = node {
            if let w = words[s.string] { return w }
            reader.error(node, "unknown hitTest '\(s.string)': use \(forms)")
            return .default
        }
        guard let entries = reader.mapping(node, "'hitTest'"), entries.count == 1, let e = entries.first, e.key == "inset" else {
            reader.error(node, "'hitTest' must be one of: \(forms)")
            return .default
        }
        guard let (dx, dy) = insetValue(e.value) else { return .default }
        return .inset(dx: dx, dy: dy)
    }

    private func behaviour(_ node: YAMLNode) -> TouchBehaviour? {
        guard let s = reader.string(node, "a touches behaviour") else { return nil }
        guard let b = TouchBehaviour(rawValue: s) else {
            reader.error(node, "unknown touches behaviour '\(s)': use forward, handle or handleAndForward")
            return nil
        }
        return b
    }

    private func touchesSpec(_ node: YAMLNode) -> TouchesSpec {
        if case .scalar = node {
            guard let b = behaviour(node) else { return .forwardAll }
            var spec = TouchesSpec(behaviours: [:])
            for p in ResponderPhase.allCases { spec.behaviours[p] = b }
            return spec
        }
        guard let entries = reader.mapping(node, "'touches'") else { return .forwardAll }
        reader.checkKeys(entries, allowed: ResponderPhase.allCases.map(\.rawValue), in: "'touches'")
        var spec = TouchesSpec(behaviours: [:])
        for e in entries {
            if let phase = ResponderPhase(rawValue: e.key), let b = behaviour(e.value) { spec.behaviours[phase] = b }
        }
        return spec
    }

    private func actionSpecs(_ node: YAMLNode) -> [ActionSpec] {
        guard let items = reader.list(node, "'actions'") else { return [] }
        var out: [ActionSpec] = []
        for item in items {
            guard let entries = reader.mapping(item, "an action") else { continue }
            reader.checkKeys(entries, allowed: ["on", "action", "target"], in: "an action")
            var on: ControlEvent?
            var action: String?
            var target: String?
            var hasTarget = false
            for e in entries {
                switch e.key {
                case "on":
                    if let s = reader.string(e.value, "'on'") {
                        on = ControlEvent(rawValue: s)
                        if on == nil {
                            reader.error(e.value, "unknown control event '\(s)': use one of \(ControlEvent.allCases.map(\.rawValue).joined(separator: ", "))")
                        }
                    }
                case "action": action = reader.identifier(e.value, "'action'")
                case "target":
                    hasTarget = true
                    if case let .scalar(s) = e.value, ["null", "~", ""].contains(s.string) { target = nil } else {
                        target = reader.identifier(e.value, "'target'")
                        if let target { targetChecks.append((target, reader.location(e.value))) }
                    }
                default: break
                }
            }
            if on == nil && !entries.contains(where: { $0.key == "on" }) { reader.error(item, "an action needs 'on: <control event>', e.g. 'on: touchUpInside'") }
            if action == nil && !entries.contains(where: { $0.key == "action" }) { reader.error(item, "an action needs 'action: <name>'") }
            _ = hasTarget
            if let on, let action { out.append(ActionSpec(on: on, action: action, target: target, location: reader.location(item))) }
        }
        return out
    }

    static let gestureKeys: [GestureKind: [String]] = [
        .tap: ["taps", "touches", "allowableMovement", "maximumDuration"],
        .longPress: ["touches", "minimumDuration", "allowableMovement"],
        .pan: ["threshold", "drags", "minimumTouches", "maximumTouches"],
        .swipe: ["direction", "touches", "minimumDistance"],
        .pinch: ["threshold"],
        .screenEdgePan: ["edges", "threshold", "drags"],
        .rotation: ["threshold"],
    ]
    static let commonGestureKeys = ["id", "type", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "enabled",
                                    "requireToFail", "simultaneousWith", "action", "target",
                                    "shouldBegin", "shouldReceive", "shouldRequireFailureOf", "shouldBeRequiredToFailBy"]

    /// `suggestedTarget`: the responder an error suggests as a recognizer's target (the view's
    /// controller, or the view).
    private func gestureSpecs(_ node: YAMLNode, suggestedTarget: String?) -> [GestureSpec] {
        guard let items = reader.list(node, "'gestures'") else { return [] }
        var out: [GestureSpec] = []
        for item in items {
            guard let entries = reader.mapping(item, "a gesture recognizer") else { continue }
            func value(_ key: String) -> YAMLNode? { entries.first { $0.key == key }?.value }
            let kinds = GestureKind.allCases.map(\.rawValue).joined(separator: ", ")
            guard let typeNode = value("type"), let typeText = reader.string(typeNode, "'type'") else {
                if value("type") == nil { reader.error(item, "a gesture recognizer needs 'type': one of \(kinds)") }
                continue
            }
            guard let kind = GestureKind(rawValue: typeText) else {
                reader.error(typeNode, "unknown gesture type '\(typeText)': use \(kinds)")
                continue
            }
            let allowed = Self.commonGestureKeys + (Self.gestureKeys[kind] ?? [])
            let allKindKeys = Set(Self.gestureKeys.values.flatMap { $0 })
            var hints: [String: String] = [:]
            for key in allKindKeys where !allowed.contains(key) {
                let owners = Self.gestureKeys.filter { $0.value.contains(key) }.map(\.key.rawValue).sorted().joined(separator: ", ")
                hints[key] = "only for \(owners) recognizers"
            }
            reader.checkKeys(entries, allowed: allowed, in: "a \(kind.rawValue) recognizer", hints: hints)
            guard let idNode = value("id"), let id = reader.identifier(idNode, "the gesture's 'id'") else {
                if value("id") == nil { reader.error(item, "a gesture recognizer needs an 'id'") }
                continue
            }
            register(id, idNode)
            gestureIDs.insert(id)
            func flag(_ key: String) -> Bool? { value(key).flatMap { reader.bool($0, "'\(key)'") } }
            func positive(_ key: String) -> Double? {
                guard let n = value(key), let v = reader.number(n, "'\(key)'") else { return nil }
                if v < 0 { reader.error(n, "'\(key)' must not be negative"); return nil }
                return v
            }
            func count(_ key: String) -> Int? { value(key).flatMap { reader.integer($0, "'\(key)'", range: 1...10) } }
            func names(_ key: String) -> [String] {
                guard let n = value(key), let list = reader.identifiers(n, "'\(key)'") else { return [] }
                for (name, node) in list { gestureRefChecks.append((name, reader.location(node), key)) }
                return list.map(\.0)
            }
            var direction: SwipeDirection?
            if let n = value("direction"), let text = reader.string(n, "'direction'") {
                direction = SwipeDirection(rawValue: text)
                if direction == nil { reader.error(n, "unknown direction '\(text)': use right, left, up or down") }
            }
            // A recognizer's action always has a target: for UIGestureRecognizer(target:action:)
            // Apple says nil is not a valid target (only controls send nil-targeted actions).
            var target: String?
            let suggestion = suggestedTarget.map { "'target: \($0)'" } ?? "'target: <responder id>'"
            if let n = value("target") {
                if case let .scalar(sc) = n, ["null", "~", ""].contains(sc.string) {
                    reader.error(n, "a gesture recognizer's target cannot be null (UIKit: nil is not a valid target; only controls send actions up the responder chain): name the responder that implements the action, e.g. \(suggestion)")
                } else if let t = reader.identifier(n, "'target'") {
                    target = t
                    targetChecks.append((t, reader.location(n)))
                }
            } else if value("action") != nil {
                reader.error(item, "a gesture recognizer's action needs a 'target' (UIKit: nil is not a valid target; only controls send actions up the responder chain): add \(suggestion)")
            }
            if value("target") != nil && value("action") == nil {
                reader.error(item, "'target' without 'action': add 'action: <name>'")
            }
            // The delegate's questions.
            var shouldReceive: Bool?
            var refusesTouchesIn: [String] = []
            var refusesControls = false, onlyOwnView = false
            var receiveRect: Rect?
            if let n = value("shouldReceive") {
                if case .scalar = n {
                    shouldReceive = reader.bool(n, "'shouldReceive'")
                } else if let m = reader.mapping(n, "'shouldReceive'") {
                    reader.checkKeys(m, allowed: ["notIn", "notOnControls", "onlyOwnView", "inRect"], in: "'shouldReceive'")
                    for e in m {
                        switch e.key {
                        case "notIn":
                            if let list = reader.identifiers(e.value, "'notIn'") {
                                for (name, node) in list { gestureViewChecks.append((name, reader.location(node))) }
                                refusesTouchesIn = list.map(\.0)
                            }
                        case "notOnControls": refusesControls = reader.bool(e.value, "'notOnControls'") ?? false
                        case "onlyOwnView": onlyOwnView = reader.bool(e.value, "'onlyOwnView'") ?? false
                        case "inRect": receiveRect = reader.rect(e.value, "'inRect' (in the recognizer's view)")
                        default: break
                        }
                    }
                    if m.isEmpty {
                        reader.error(n, "'shouldReceive' is true, false, or a mapping of rules: {notIn: [view ids]}, {notOnControls: true}, {onlyOwnView: true}, {inRect: [x, y, w, h]}")
                    }
                }
            }
            var panTouches: (Int?, Int?) = (count("minimumTouches"), count("maximumTouches"))
            if let lo = panTouches.0, let hi = panTouches.1, lo > hi, let n = value("maximumTouches") {
                reader.error(n, "'maximumTouches' must not be below 'minimumTouches'")
                panTouches = (nil, nil)
            }
            var spec = GestureSpec(
                id: id, kind: kind, taps: count("taps"), touches: count("touches"),
                cancelsTouchesInView: flag("cancelsTouchesInView"), delaysTouchesBegan: flag("delaysTouchesBegan"),
                delaysTouchesEnded: flag("delaysTouchesEnded"), enabled: flag("enabled"),
                requireToFail: names("requireToFail"), simultaneousWith: names("simultaneousWith"),
                minimumDuration: positive("minimumDuration"), allowableMovement: positive("allowableMovement"),
                direction: direction, threshold: positive("threshold"), minimumDistance: positive("minimumDistance"),
                maximumDuration: positive("maximumDuration"),
                drags: flag("drags") ?? false,
                action: value("action").flatMap { reader.identifier($0, "'action'") }, target: target,
                location: reader.location(item))
            if let n = value("edges"), let list = reader.list(n, "'edges'") {
                for item in list {
                    guard let text = reader.string(item, "an edge") else { continue }
                    if let e = ScreenEdge(rawValue: text) { spec.edges.append(e) } else {
                        reader.error(item, "unknown edge '\(text)': use left, right, top or bottom")
                    }
                }
            }
            if kind == .screenEdgePan && value("edges") == nil {
                reader.error(item, "a screenEdgePan recognizer needs 'edges', e.g. edges: [left]")
            }
            spec.minimumTouches = panTouches.0
            spec.maximumTouches = panTouches.1
            spec.shouldBegin = flag("shouldBegin")
            spec.shouldReceive = shouldReceive
            spec.refusesControls = refusesControls
            spec.onlyOwnView = onlyOwnView
            spec.receiveRect = receiveRect
            spec.refusesTouchesIn = refusesTouchesIn
            spec.shouldRequireFailureOf = names("shouldRequireFailureOf")
            spec.shouldBeRequiredToFailBy = names("shouldBeRequiredToFailBy")
            out.append(spec)
        }
        return out
    }

    private func controllerSpec(_ node: YAMLNode) -> ControllerSpec? {
        guard let entries = reader.mapping(node, "'controller'") else { return nil }
        reader.checkKeys(entries, allowed: ["id", "implements", "presentedBy", "touches", "canBecomeFirstResponder", "firstResponder"],
                         in: "'controller'")
        func value(_ key: String) -> YAMLNode? { entries.first { $0.key == key }?.value }
        guard let idNode = value("id"), let id = reader.identifier(idNode, "the controller's 'id'") else {
            if value("id") == nil { reader.error(node, "a controller needs an 'id'") }
            return nil
        }
        register(id, idNode)
        controllerIDs.insert(id)
        var presentedBy: String?
        if let n = value("presentedBy"), let p = reader.identifier(n, "'presentedBy'") {
            presentedBy = p
            presentedByChecks.append((p, reader.location(n)))
        }
        controllerLinks.append((id, controllerStack.last, presentedBy.map { ($0, reader.location(value("presentedBy") ?? node)) }))
        let first = value("firstResponder").flatMap { reader.bool($0, "'firstResponder'") } ?? false
        if first { firstResponders.append((id, reader.location(value("firstResponder") ?? node))) }
        return ControllerSpec(
            id: id, implements: value("implements").flatMap { reader.identifiers($0, "'implements'")?.map(\.0) } ?? [],
            presentedBy: presentedBy, touches: value("touches").map(touchesSpec) ?? .forwardAll,
            canBecomeFirstResponder: value("canBecomeFirstResponder").flatMap { reader.bool($0, "'canBecomeFirstResponder'") } ?? false,
            firstResponder: first, location: reader.location(node))
    }

    private func crossCheck() {
        for (owner, list) in includeChecks {
            for (id, node) in list {
                if ids[id] == nil {
                    reader.error(node, "'include' names '\(id)', but no view has that id")
                } else if !isDescendant(id, of: owner) {
                    reader.error(node, "'include' names '\(id)', which is not inside '\(owner)': include only the view's own descendants")
                }
            }
        }
        for (id, loc) in targetChecks where gestureIDs.contains(id) {
            reader.error(at: loc, "target '\(id)' is a gesture recognizer, not a responder; name a view, controller or window, application, appDelegate, or null")
        }
        for (id, loc) in targetChecks where ids[id] == nil {
            let note = id == "appDelegate" ? " (add 'delegate:' at the top of the scene to make the app delegate a responder)" : ""
            reader.error(at: loc, "action target '\(id)' is not a responder in this scene\(note); use a view, controller or window id, application, appDelegate, or null")
        }
        for (id, loc) in scriptViewChecks where ids[id] == nil || gestureIDs.contains(id) || controllerIDs.contains(id) || id == "application" || id == "appDelegate" {
            reader.error(at: loc, "the script names '\(id)', which is not a view in this scene")
        }
        for (id, loc) in gestureViewChecks where ids[id] == nil || gestureIDs.contains(id) || controllerIDs.contains(id) || id == "application" || id == "appDelegate" {
            reader.error(at: loc, "'notIn' names '\(id)', which is not a view in this scene")
        }
        for (id, loc, key) in viewRefChecks where ids[id] == nil || gestureIDs.contains(id) || controllerIDs.contains(id) || id == "application" || id == "appDelegate" {
            reader.error(at: loc, "'\(key)' names '\(id)', which is not a view in this scene")
        }
        for (id, loc, key) in gestureRefChecks where !gestureIDs.contains(id) {
            reader.error(at: loc, "'\(key)' names '\(id)', which is not a gesture recognizer in this scene")
        }
        for (id, loc) in presentedByChecks where !controllerIDs.contains(id) {
            reader.error(at: loc, "'presentedBy' names '\(id)', which is not a controller in this scene")
        }
        if firstResponders.count > 1 {
            for (id, loc) in firstResponders.dropFirst() {
                reader.error(at: loc, "'\(id)' is marked firstResponder, but '\(firstResponders[0].0)' already is; only one responder can be first")
            }
        }
        checkResponderCycles()
    }

    /// Refuses a responder chain that loops back on itself.
    ///
    /// A view's next responder is its controller or its superview, a window's is the
    /// application, so the views alone always end. Only `presentedBy` can lead back: a
    /// controller's next responder is the controller that presented it, otherwise its root view's
    /// superview (which leads to the nearest controller whose root view encloses it). So the chain
    /// loops exactly when these controller-to-controller links do. The `presentedBy` links are
    /// added in file order; the one that closes a loop is reported (and left out, so one loop is
    /// reported once).
    private func checkResponderCycles() {
        var next: [String: String] = [:]
        for link in controllerLinks where link.presentedBy == nil {
            if let enclosing = link.enclosing { next[link.id] = enclosing }
        }
        let presented = controllerLinks.compactMap { link in link.presentedBy.map { (link.id, $0.id, $0.location) } }
            .filter { controllerIDs.contains($0.1) }
            .sorted { ($0.2.line, $0.2.column) < ($1.2.line, $1.2.column) }
        for (id, presenter, location) in presented {
            // The chain from the presenter on, as far as the links added so far reach.
            var path = [presenter]
            var seen: Set<String> = [presenter]
            while let last = path.last, last != id, let n = next[last], seen.insert(n).inserted { path.append(n) }
            guard path.last == id else {
                next[id] = presenter
                continue
            }
            if presenter == id {
                reader.error(at: location, "controller '\(id)' is presented by itself, so its responder chain would loop forever; remove 'presentedBy' or name the controller that presents it")
            } else {
                let loop = ([id] + path).map { "'\($0)'" }.joined(separator: " -> ")
                reader.error(at: location, "'presentedBy: \(presenter)' makes the responder chain loop: \(loop) (a controller cannot be presented by itself, by a controller that it presents, or by one whose view is inside its own); remove this 'presentedBy' or name a controller outside the loop")
            }
        }
    }

    // MARK: Script

    func scriptSteps(_ node: YAMLNode) -> [ScriptStep] { script(node) }

    private func script(_ node: YAMLNode) -> [ScriptStep] {
        guard let items = reader.list(node, "'script'") else { return [] }
        if items.count > SceneLimits.maxScriptSteps {
            reader.error(node, "the script has \(items.count) steps; at most \(SceneLimits.maxScriptSteps) are allowed")
            return []
        }
        let steps = items.compactMap(step)
        let pictures = steps.filter(\.isPicture)
        if pictures.count > 1 {
            reader.error(at: pictures[1].location, "only one step of a script is its picture (also marked at line \(pictures[0].location.line)): remove 'picture' from one of them")
        }
        // What the steps cost to run: a tap is two samples, a drag its moves and two more.
        var samples = 0
        for s in steps {
            switch s.action {
            case .tap: samples += 2
            case let .drag(_, _, moves): samples += moves + 2
            case let .fingers(_, points): samples += points.count
            case let .tapFingers(points): samples += 2 * points.count
            case let .dragFingers(from, _, moves): samples += (moves + 2) * from.count
            default: samples += 1
            }
            if samples > SceneLimits.maxScriptSamples {
                reader.error(at: s.location, "the script makes more than \(SceneLimits.maxScriptSamples) touch samples by this step (a tap is 2, a drag its steps + 2); shorten it")
                return []
            }
        }
        return steps
    }

    private static let stepForms = "tap: [x, y], down: [x, y], move: [x, y], up (or up: [x, y]), cancel: true, drag: {from, to, steps}, wait: seconds, remote: play, motion: shake, set: {view: ID, hidden: true}, add: {view: ID, to: PARENT}, remove: ID, becomeFirstResponder: ID, resignFirstResponder: true, animate: {view: ID, frame: [x, y, w, h], duration: s}"

    private func step(_ node: YAMLNode) -> ScriptStep? {
        let loc = reader.location(node)
        if case let .scalar(s) = node {
            switch s.string {
            case "up": return ScriptStep(action: .up(nil), location: loc)
            case "cancel": return ScriptStep(action: .cancel, location: loc)
            default:
                reader.error(node, "unknown script step '\(s.string)': use \(DocumentParser.stepForms)")
                return nil
            }
        }
        guard let entries = reader.mapping(node, "a script step") else { return nil }
        var finger = 1
        var action: ScriptAction?
        var actionKeys = 0
        var say: String?, sayZH: String?
        var isPicture = false
        for e in entries {
            switch e.key {
            case "picture":
                isPicture = reader.bool(e.value, "'picture'") ?? false
            case "say", "say_zh":
                guard let text = reader.string(e.value, "'\(e.key)'") else { continue }
                let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
                if trimmed.isEmpty {
                    reader.error(e.value, "'\(e.key)' is empty: write the caption, or remove the key")
                } else if trimmed.count > SceneLimits.maxCaptionLength {
                    reader.error(e.value, "'\(e.key)' has \(trimmed.count) characters; a caption is read in a few seconds: keep it under \(SceneLimits.maxCaptionLength) (split it over several steps)")
                } else if e.key == "say" {
                    say = trimmed
                } else {
                    sayZH = trimmed
                }
            case "finger":
                finger = reader.integer(e.value, "'finger'", range: 1...SceneLimits.maxFinger) ?? 1
            case "tap", "down", "move":
                actionKeys += 1
                if isPointList(e.value) {
                    if let points = fingerPoints(e.value, "'\(e.key)'") {
                        action = e.key == "tap" ? .tapFingers(points) : .fingers(e.key == "down" ? .down : .move, points)
                    }
                } else if let p = reader.point(e.value, "'\(e.key)'") {
                    action = e.key == "tap" ? .tap(p) : e.key == "down" ? .down(p) : .move(p)
                }
            case "up":
                actionKeys += 1
                if case let .scalar(s) = e.value, ["", "~", "null", "true"].contains(s.string) { action = .up(nil) } else if isPointList(e.value) {
                    if let points = fingerPoints(e.value, "'up'") { action = .fingers(.up, points) }
                } else if let p = reader.point(e.value, "'up'") {
                    action = .up(p)
                }
            case "cancel":
                actionKeys += 1
                if reader.bool(e.value, "'cancel'") == true { action = .cancel } else {
                    reader.error(e.value, "'cancel' takes 'true'")
                }
            case "wait":
                actionKeys += 1
                if let s = reader.number(e.value, "'wait' (seconds)") {
                    if s < 0 || s > 3600 { reader.error(e.value, "'wait' must be from 0 to 3600 seconds") } else { action = .wait(s) }
                }
            case "drag":
                actionKeys += 1
                action = drag(e.value)
            case "set":
                actionKeys += 1
                action = setStep(e.value)
            case "add":
                actionKeys += 1
                if let entries = reader.mapping(e.value, "'add'") {
                    reader.checkKeys(entries, allowed: ["view", "to"], in: "'add'")
                    let view = entries.first { $0.key == "view" }.flatMap { reader.identifier($0.value, "'view'") }
                    let to = entries.first { $0.key == "to" }.flatMap { reader.identifier($0.value, "'to'") }
                    if let view, let to {
                        scriptViewChecks.append((view, reader.location(e.value)))
                        scriptViewChecks.append((to, reader.location(e.value)))
                        action = .addView(view: view, to: to)
                    } else {
                        reader.error(e.value, "'add' needs 'view: ID' and 'to: PARENT ID'")
                    }
                }
            case "remove":
                actionKeys += 1
                if let id = reader.identifier(e.value, "'remove'") {
                    scriptViewChecks.append((id, reader.location(e.value)))
                    action = .removeView(id)
                }
            case "becomeFirstResponder":
                actionKeys += 1
                if let id = reader.identifier(e.value, "'becomeFirstResponder'") {
                    targetChecks.append((id, reader.location(e.value)))
                    action = .becomeFirstResponder(id)
                }
            case "resignFirstResponder":
                actionKeys += 1
                if reader.bool(e.value, "'resignFirstResponder'") == true { action = .resignFirstResponder } else {
                    reader.error(e.value, "'resignFirstResponder' takes 'true'")
                }
            case "animate":
                actionKeys += 1
                action = animateStep(e.value)
            case "remote", "motion":
                actionKeys += 1
                if let s = reader.string(e.value, "'\(e.key)'") {
                    let allowed: [EventSubtype] = e.key == "motion" ? [.shake] : [.play, .pause, .togglePlayPause]
                    if let sub = EventSubtype(rawValue: s), allowed.contains(sub) { action = .event(sub) } else {
                        reader.error(e.value, "unknown \(e.key) event '\(s)': use \(allowed.map(\.rawValue).joined(separator: ", "))")
                    }
                }
            default:
                if let guess = reader.closest(e.key, in: ["tap", "down", "move", "up", "cancel", "drag", "wait", "remote", "motion", "finger",
                                                          "set", "add", "remove", "becomeFirstResponder", "resignFirstResponder",
                                                          "animate", "say", "say_zh", "picture"]) {
                    reader.error(e.keyNode, "unknown script step '\(e.key)'; did you mean '\(guess)'?")
                } else {
                    reader.error(e.keyNode, "unknown script step '\(e.key)': use \(DocumentParser.stepForms)")
                }
            }
        }
        if sayZH != nil, say == nil, let e = entries.first(where: { $0.key == "say_zh" }) {
            reader.error(e.keyNode, "'say_zh' translates a caption: add 'say: English text' to the same step")
        }
        let caption = say.map { Caption(text: $0, zh: sayZH) }
        if isPicture, actionKeys == 0, let e = entries.first(where: { $0.key == "picture" }) {
            reader.error(e.keyNode, "'picture' marks the step whose touch shows the lesson: put it on a step that does something (tap, drag, ...)")
            isPicture = false
        }
        if actionKeys == 0, caption != nil { action = .say; actionKeys = 1 }
        if actionKeys > 1 { reader.error(node, "a script step does one thing: split it into several steps") }
        if actionKeys == 0, !entries.contains(where: { $0.key == "say" || $0.key == "say_zh" || $0.key == "picture" }) {
            reader.error(node, "this step does nothing: use \(DocumentParser.stepForms)")
        }
        guard let action, actionKeys == 1 else { return nil }
        if let count = action.fingerCount, finger + count - 1 > SceneLimits.maxFinger {
            reader.error(node, "\(count) fingers from finger \(finger) go past finger \(SceneLimits.maxFinger): start at a lower 'finger' or give fewer points")
            return nil
        }
        return ScriptStep(action: action, finger: finger, location: loc, caption: caption, isPicture: isPicture)
    }

    /// `set: {view: ID, hidden: true, alpha: 0.5, ...}`.
    private func setStep(_ node: YAMLNode) -> ScriptAction? {
        guard let entries = reader.mapping(node, "'set'") else { return nil }
        reader.checkKeys(entries, allowed: ["view", "hidden", "alpha", "interaction", "frame", "boundsOrigin", "transform",
                                            "enabled", "clips", "gesturesEnabled"], in: "'set'")
        var view: String?
        var changes: [ViewChange] = []
        for e in entries {
            switch e.key {
            case "view":
                view = reader.identifier(e.value, "'view'")
                if let view { scriptViewChecks.append((view, reader.location(e.value))) }
            case "hidden", "interaction", "enabled", "clips", "gesturesEnabled":
                guard let b = reader.bool(e.value, "'\(e.key)'") else { continue }
                switch e.key {
                case "hidden": changes.append(.hidden(b))
                case "interaction": changes.append(.interaction(b))
                case "enabled": changes.append(.enabled(b))
                case "clips": changes.append(.clips(b))
                default: changes.append(.gesturesEnabled(b))
                }
            case "alpha":
                if let a = reader.number(e.value, "'alpha'") {
                    if a < 0 || a > 1 { reader.error(e.value, "'alpha' must be from 0 to 1, found \(formatNumber(a))") } else { changes.append(.alpha(a)) }
                }
            case "frame": if let r = reader.rect(e.value, "'frame'") { changes.append(.frame(r)) }
            case "boundsOrigin": if let p = reader.point(e.value, "'boundsOrigin'") { changes.append(.boundsOrigin(p)) }
            case "transform": if let t = transformSpec(e.value) { changes.append(.transform(t)) }
            default: break
            }
        }
        guard let view else {
            reader.error(node, "'set' needs 'view: ID' and at least one property, e.g. set: {view: photo, hidden: true}")
            return nil
        }
        if changes.isEmpty { reader.error(node, "'set' changes nothing: add a property, e.g. hidden: true") }
        return .set(view: view, changes: changes)
    }

    /// UIKit's animation options that `animate:` understands.
    static let animationOptions = ["allowUserInteraction", "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear"]

    /// `animate: {view: ID, frame | center | alpha | transform, duration: s, delay: s, options: [...]}`.
    private func animateStep(_ node: YAMLNode) -> ScriptAction? {
        guard let entries = reader.mapping(node, "'animate'") else { return nil }
        reader.checkKeys(entries, allowed: ["view", "frame", "center", "alpha", "transform", "duration", "delay", "options",
                                            "animator", "isUserInteractionEnabled"], in: "'animate'")
        let animatorNode = entries.first { $0.key == "animator" }?.value
        let animator = animatorNode.flatMap { reader.bool($0, "'animator'") } ?? false
        var interactionNode: YAMLNode?
        var view: String?
        var changes: [AnimatedChangeSpec] = []
        var duration: Double?
        var delay = 0.0
        var curve = AnimationCurve.easeInOut
        var allow = false
        for e in entries {
            switch e.key {
            case "view":
                view = reader.identifier(e.value, "'view'")
                if let view { scriptViewChecks.append((view, reader.location(e.value))) }
            case "frame": if let r = reader.rect(e.value, "'frame'") { changes.append(.frame(r)) }
            case "center": if let p = reader.point(e.value, "'center'") { changes.append(.center(p)) }
            case "alpha":
                if let a = reader.number(e.value, "'alpha'") {
                    if a < 0 || a > 1 { reader.error(e.value, "'alpha' must be from 0 to 1, found \(formatNumber(a))") } else { changes.append(.alpha(a)) }
                }
            case "transform": if let t = transformSpec(e.value) { changes.append(.transform(t)) }
            case "duration", "delay":
                if let d = reader.number(e.value, "'\(e.key)' (seconds)") {
                    if d < 0 || d > 60 { reader.error(e.value, "'\(e.key)' must be from 0 to 60 seconds, found \(formatNumber(d))") } else if e.key == "duration" { duration = d } else { delay = d }
                }
            case "options":
                guard let items = reader.list(e.value, "'options'") else { continue }
                var curves = 0
                for item in items {
                    guard let name = reader.string(item, "an animation option") else { continue }
                    switch name {
                    case "allowUserInteraction" where animator:
                        reader.error(item, "a UIViewPropertyAnimator has no allowUserInteraction option: its isUserInteractionEnabled is true unless you write isUserInteractionEnabled: false")
                    case "allowUserInteraction": allow = true
                    case "curveEaseInOut": curve = .easeInOut; curves += 1
                    case "curveEaseIn": curve = .easeIn; curves += 1
                    case "curveEaseOut": curve = .easeOut; curves += 1
                    case "curveLinear": curve = .linear; curves += 1
                    default:
                        if let guess = reader.closest(name, in: DocumentParser.animationOptions) {
                            reader.error(item, "unknown animation option '\(name)'; did you mean '\(guess)'?")
                        } else {
                            reader.error(item, "unknown animation option '\(name)': use \(DocumentParser.animationOptions.joined(separator: ", "))")
                        }
                    }
                }
                if curves > 1 { reader.error(e.value, "an animation has one timing curve: keep one of curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear") }
            case "isUserInteractionEnabled": interactionNode = e.value
            default: break
            }
        }
        guard let view else {
            reader.error(node, "'animate' needs 'view: ID', e.g. animate: {view: card, frame: [20, 300, 200, 80], duration: 0.5}")
            return nil
        }
        guard let duration else {
            reader.error(node, "'animate' needs 'duration: seconds', e.g. duration: 0.5")
            return nil
        }
        if changes.isEmpty {
            reader.error(node, "'animate' changes nothing: add frame, center, alpha or transform")
            return nil
        }
        if animator {
            // UIViewPropertyAnimator.isUserInteractionEnabled: true by default.
            allow = interactionNode.flatMap { reader.bool($0, "'isUserInteractionEnabled'") } ?? true
        } else if let n = interactionNode {
            reader.error(n, "'isUserInteractionEnabled' is a UIViewPropertyAnimator's: add 'animator: true', or for UIView.animate write options: [allowUserInteraction]")
        }
        var step = AnimationStep(view: view, changes: changes, duration: duration, delay: delay, curve: curve, allowUserInteraction: allow)
        step.propertyAnimator = animator
        return .animate(step)
    }

    private func drag(_ node: YAMLNode) -> ScriptAction? {
        guard let entries = reader.mapping(node, "'drag'") else { return nil }
        reader.checkKeys(entries, allowed: ["from", "to", "steps"], in: "'drag'")
        if let fromNode = entries.first(where: { $0.key == "from" })?.value, isPointList(fromNode) {
            return dragFingers(entries, node)
        }
        var from: Point?, to: Point?
        var steps = 10
        for e in entries {
            switch e.key {
            case "from": from = reader.point(e.value, "'from'")
            case "to": to = reader.point(e.value, "'to'")
            case "steps": steps = reader.integer(e.value, "'steps'", range: 1...SceneLimits.maxDragSteps) ?? steps
            default: break
            }
        }
        if !entries.contains(where: { $0.key == "from" }) || !entries.contains(where: { $0.key == "to" }) {
            reader.error(node, "'drag' needs 'from: [x, y]' and 'to: [x, y]'")
        }
        guard let from, let to else { return nil }
        return .drag(from: from, to: to, steps: steps)
    }
}

extension SceneParser {
    /// Parses a script file: a YAML list of steps, or a mapping with a `script:` list.
    public static func parseScript(_ text: String, path: String) throws(SceneDiagnostics) -> [ScriptStep] {
        let reader = YAMLReader(path: path)
        guard let root = try compose(text, path: path, what: "scripts") else { return [] }
        let parser = DocumentParser(reader: reader)
        var list = root
        if case .mapping = root, let entries = reader.mapping(root, "the script file") {
            reader.checkKeys(entries, allowed: ["script"], in: "the script file")
            if let e = entries.first(where: { $0.key == "script" }) { list = e.value }
        }
        let steps = parser.scriptSteps(list)
        if !reader.errors.isEmpty { throw SceneDiagnostics(reader.sortedErrors()) }
        return steps
    }
}
