import TouchScopeCore

/// Writes an imported hierarchy as a scene file the scene parser reads back: windows (or a
/// window around the top views), every view with a readable, stable id (its class, lower camel
/// case, numbered in file order: `button1`, `label3`), its class name in `text`, and what the
/// dump cannot say as comments.
enum SceneWriter {
    struct Output {
        var yaml: String
        var viewsWritten: Int
        /// The id given to each view, in file order (with the line it came from).
        var ids: [(id: String, line: Int, column: Int)]
    }

    static let unknownEverywhere = [
        "point(inside:) and hitTest(_:with:) overrides: a dump cannot show them; every view uses UIKit's default here",
        "gesture recognizers' types and settings, and controls' actions and targets",
        "scroll views' touch flags (delaysContentTouches, canCancelContentTouches) and their pan recognizers",
        "view controllers: a dump does not say which views are a controller's root view, so touches a view passes on go from it to its superview here, without the controllers a real app passes through",
    ]

    static func write(_ h: ImportedHierarchy, sourceName: String) -> Output {
        // With a _printHierarchy pasted beside the dump, the controllers it names are attached.
        let unknownEverywhere = h.controllersAttached == 0 ? unknownEverywhere : unknownEverywhere.map {
            $0.hasPrefix("view controllers:")
                ? "view controllers: \(h.controllersAttached) attached to their root views from the _printHierarchy in the paste; a controller it does not name is missing, so touches pass from its view to the superview"
                : $0
        }
        var out = ""
        var used: Set<String> = ["application", "appDelegate"]
        var counters: [String: Int] = [:]
        var ids: [(String, Int, Int)] = []
        var written = 0

        func nextID(_ className: String) -> String {
            let stem = ClassMapping.idStem(className)
            while true {
                let n = (counters[stem] ?? 0) + 1
                counters[stem] = n
                let id = "\(stem)\(n)"
                if !used.contains(id) { used.insert(id); return id }
            }
        }

        let windowsOnly = !h.roots.isEmpty && h.roots.allSatisfy { $0.kind == .window }
        let canvas: Size = {
            if let w = h.roots.first(where: { $0.kind == .window }), w.frame.width >= 1, w.frame.height >= 1 { return w.frame.size }
            let maxX = h.roots.map(\.frame.maxX).max() ?? 390, maxY = h.roots.map(\.frame.maxY).max() ?? 844
            return Size(width: max(1, maxX.rounded(.up)), height: max(1, maxY.rounded(.up)))
        }()

        out += "# Imported from \(comment(sourceName)) (\(h.format.title)) by 'touchscope import':\n"
        out += "# read \(h.viewsRead) views, wrote \(h.viewsRead) views"
        out += h.layersSkipped > 0 ? " (\(h.layersSkipped) sublayer lines skipped: layers are not views).\n" : ".\n"
        if h.viewsSkipped > 0 || h.linesSkipped > 0 || !h.warnings.isEmpty {
            out += "# Partial: \(h.viewsSkipped) view(s) and \(h.linesSkipped) other line(s) of the dump could not be read and are not here,"
            out += " and \(h.warnings.count + h.warningsNotShown) warning(s) in all; 'touchscope import' lists each at its line.\n"
        }
        for n in h.notices { out += "# Note (line \(n.location.line)): \(comment(n.message)).\n" }
        if !h.removed.isEmpty { out += "# Taken off the paste: \(comment(h.removed.joined(separator: "; "))).\n" }
        out += "# Ids are the class in lower camel case, numbered in file order; each view's text is its id (then its text); its class is in the comment above it.\n"
        out += "# Not in the dump, so not modelled (check these against the app):\n"
        for note in unknownEverywhere + h.notes { out += "#   - \(comment(note))\n" }
        if !windowsOnly {
            out += "#   - the window: the dump's top view is not a UIWindow; a window the size of the canvas holds it\n"
        }
        if h.roots.filter({ $0.kind == .window }).count > 1 {
            out += "#   - window levels and the key window: not in the dump; windows keep the dump's order, the first is key\n"
        }
        out += "title: \(quote("Imported: " + sourceName))\n"
        // The panel shows the summary: what the dump could not say is there too, not only in comments.
        let perView = countUnknowns(h.roots)
        var summary = "\(h.viewsRead) views imported from \(h.format.title). Tap to see where touches go; 'touchscope why' and 'touchscope lint' explain dead zones.\n\n"
        if h.viewsSkipped > 0 || h.linesSkipped > 0 || !h.warnings.isEmpty {
            let lines = h.warnings.prefix(5).map { String($0.location.line) }.joined(separator: ", ")
            summary += "Partial: the dump is damaged (\(h.warnings.count + h.warningsNotShown) warning(s), at line(s) \(lines)\(h.warnings.count > 5 ? ", ..." : "")); "
                + "\(h.viewsSkipped) view(s) could not be read and are missing here. 'touchscope import' lists each warning.\n\n"
        }
        for n in h.notices { summary += "Note: " + n.message + ".\n\n" }
        summary += "Unknown (not in the dump; UIKit's defaults are used): " + (unknownEverywhere + h.notes).joined(separator: "; ") + "."
        if perView > 0 { summary += " \(perView) views have more unknowns, written as comments in the scene." }
        out += "summary: \(quote(summary))\n"
        out += "canvas: [\(formatNumber(canvas.width)), \(formatNumber(canvas.height))]\n"

        func writeView(_ v: ImportedView, indent: String, isWindow: Bool) {
            let id = nextID(v.className)
            ids.append((id, v.line, v.column))
            written += 1
            let first = isWindow ? indent : indent + "- "
            let pad = isWindow ? indent : indent + "  "
            out += "\(first)id: \(id)\n"
            out += "\(pad)# \(comment(v.className)), line \(v.line)\(v.baseClass.map { " (baseClass \(comment($0)))" } ?? "")\n"
            for u in v.unknowns { out += "\(pad)# unknown: \(comment(u))\n" }
            if !isWindow, v.kind != .view, v.kind != .window { out += "\(pad)kind: \(v.kind.rawValue)\n" }
            if !isWindow, let c = v.controllerClass {
                out += "\(pad)# its view controller, from the pasted _printHierarchy: \(comment(c))\n"
                out += "\(pad)controller: {id: \(nextID(c))}\n"
            }
            if !isWindow || v.frame != Rect(x: 0, y: 0, width: canvas.width, height: canvas.height) {
                out += "\(pad)frame: \(v.frame)\n"
            }
            if v.boundsOrigin != .zero { out += "\(pad)boundsOrigin: [\(formatNumber(v.boundsOrigin.x)), \(formatNumber(v.boundsOrigin.y))]\n" }
            if let t = v.transform {
                var parts: [String] = []
                if t.scaleX != 1 || t.scaleY != 1 {
                    parts.append(t.scaleX == t.scaleY ? "scale: \(formatNumber(t.scaleX))" : "scale: [\(formatNumber(t.scaleX)), \(formatNumber(t.scaleY))]")
                }
                if t.rotateDegrees != 0 { parts.append("rotate: \(formatNumber(t.rotateDegrees))") }
                if t.translate != .zero { parts.append("translate: [\(formatNumber(t.translate.x)), \(formatNumber(t.translate.y))]") }
                if !parts.isEmpty { out += "\(pad)transform: {\(parts.joined(separator: ", "))}\n" }
            }
            if let c = v.color { out += "\(pad)color: \"\(c)\"\n" }
            // The id first, so that the label on the canvas names what the tree, `why` and the
            // find filter take; then the dump's text, or else the class.
            var text = id
            if let t = v.text { text = t.hasPrefix("#") ? "\(id) \(t)" : "\(id): \(t)" }
            out += "\(pad)text: \(quote(text))\n"
            if v.alpha != 1 { out += "\(pad)alpha: \(formatNumber(v.alpha))\n" }
            if v.hidden { out += "\(pad)hidden: true\n" }
            let kindDefault = isWindow ? true : v.kind.interactionEnabledByDefault
            if let i = v.interaction, i != kindDefault { out += "\(pad)interaction: \(i)\n" }
            if !isWindow, let c = v.clips, c != v.kind.clipsByDefault { out += "\(pad)clips: \(c)\n" }
            if !isWindow, v.kind == .button, !v.enabled { out += "\(pad)enabled: false\n" }
            if !isWindow, let i = v.insets {
                out += "\(pad)pointInside: {insets: [\(formatNumber(i.top)), \(formatNumber(i.left)), \(formatNumber(i.bottom)), \(formatNumber(i.right))]}\n"
            }
            if !isWindow, v.passesTouchesThrough { out += "\(pad)hitTest: passThrough\n" }
            if !isWindow, v.kind == .scrollView, let s = v.contentSize {
                out += "\(pad)contentSize: [\(formatNumber(s.width)), \(formatNumber(s.height))]\n"
            }
            if !v.subviews.isEmpty {
                out += "\(pad)subviews:\n"
                for s in v.subviews { writeView(s, indent: pad + "  ", isWindow: false) }
            }
        }

        if windowsOnly {
            if h.roots.count == 1 {
                out += "window:\n"
                writeView(h.roots[0], indent: "  ", isWindow: true)
            } else {
                out += "windows:\n"
                for w in h.roots {
                    out += "  -\n"
                    writeView(w, indent: "    ", isWindow: true)
                }
            }
        } else {
            // Views (or a mix) at the top: one window holds them all, a window inside stays a view.
            out += "window:\n  id: window\n  # added: the dump has no UIWindow at the top\n  subviews:\n"
            for r in h.roots {
                var view = r
                if view.kind == .window { view.kind = .view }
                writeView(view, indent: "    ", isWindow: false)
            }
        }
        return Output(yaml: out, viewsWritten: written, ids: ids)
    }

    /// How many views (in these subtrees) have unknowns of their own.
    static func countUnknowns(_ views: [ImportedView]) -> Int {
        views.reduce(0) { $0 + ($1.unknowns.isEmpty ? 0 : 1) + countUnknowns($1.subviews) }
    }

    /// Text made safe for a one-line YAML comment.
    static func comment(_ text: String) -> String {
        String(SceneError.oneLine(text).prefix(300))
    }

    /// A YAML double-quoted scalar.
    static func quote(_ text: String) -> String {
        var out = "\""
        for u in text.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 || u.value == 0x7F || (0x80..<0xA0).contains(u.value) || u == "\u{2028}" || u == "\u{2029}" || u == "\u{FEFF}" {
                    out += "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count) + String(u.value, radix: 16)
                } else if (0xD800..<0xE000).contains(u.value) || u.value == 0xFFFE || u.value == 0xFFFF {
                    out += "\\uFFFD"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
