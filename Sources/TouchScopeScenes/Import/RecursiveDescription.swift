import TouchScopeCore

/// Reads the text of UIKit's `-[UIView recursiveDescription]`: one
/// `<Class: 0xADDR; key = value; ...>` per line, nested with `   | `, fields printed only when
/// not default. Sublayer lines (`<... (layer)>`) are skipped: they are layers, not views.
///
/// The reader forgives what real pastes hold. ``PasteCleaner`` takes off prompts, quotes and
/// comment markers first. Then a damaged line (cut short, elided with `...`, not a view) is
/// skipped with one warning at its line and column, and so are the views nested under it, whose
/// frames are relative to a superview the import does not have (one warning for the run). A
/// line cut short after its frame is read as far as it goes; a field that cannot be read is a
/// warning and keeps UIKit's default. A terminal's wrapping of a long line is joined back.
/// Only what stops everything is an error: nothing readable, a file beyond the limits, or a
/// paste that is not a view hierarchy (a responder chain, a view-controller hierarchy).
enum RecursiveDescriptionReader {
    static func read(_ text: String, path: String) throws(SceneDiagnostics) -> ImportedHierarchy {
        var errors = ImportErrors(path: path)
        var warnings = ImportErrors(path: path)
        let paste = PasteCleaner.clean(text)
        var flat: [(depth: Int, view: ImportedView)] = []
        var layers = 0
        var stopped = false
        var report = ReadReport()
        /// The depth of the last view read (-1 before the first).
        var previousDepth = -1
        /// Subtracted from every line's nesting: a paste that starts inside the hierarchy is read
        /// as a subtree.
        var base: Int?
        /// Views nested deeper than this are under a skipped line and are skipped too.
        var skippedAt: Int?
        /// `_printHierarchy` lines: each controller's class and its view's address.
        var controllers: [(className: String, viewAddress: String, line: Int, column: Int)] = []
        /// Lines of text not nested in the dump, waiting to be known as text around it (before the
        /// first view, after the last) or a damaged line between views.
        var pendingText: [(line: Int, column: Int, text: String)] = []
        /// The run of views skipped under one damaged line: where it starts, how many, and the line.
        var orphans: (line: Int, column: Int, count: Int, under: Int)?
        func endOrphans() {
            guard let o = orphans else { return }
            warnings.add(line: o.line, column: o.column,
                         "\(o.count) view(s) nested under the skipped line \(o.under) are skipped too: their frames are relative to a superview the dump does not give")
            report.viewsSkipped += o.count
            orphans = nil
        }
        /// A line between views that is not a view: one warning, counted.
        func skipLine(_ line: Int, _ column: Int, _ text: String) {
            warnings.add(line: line, column: column,
                         "skipped '\(SceneError.clip(text))': not a view (expected '<ClassName: 0xADDRESS; key = value; ...>', nested with '   | ')")
            report.linesSkipped += 1
            report.lastSkippedLine = line
        }
        /// A view that cannot be placed (its warning already given): the views nested under it go too.
        func skipView(_ line: Int, depth: Int) {
            report.viewsSkipped += 1
            report.lastSkippedLine = line
            skippedAt = depth
        }
        /// Reads one view's text (one line, or several when its quoted text has line breaks or a
        /// terminal wrapped it), which starts on `line`.
        func handle(_ s: [Unicode.Scalar], line: Line, pieces: [(index: Int, line: Int, offset: Int)]) {
            var i = 0
            var bars = 0
            while i < s.count {
                if s[i] == " " || s[i] == "\t" || s[i] == "\r" { i += 1; continue }
                if s[i] == "|" { bars += 1; i += 1; continue }
                break
            }
            if i == s.count { return }
            var end = s.count
            while end > i, s[end - 1] == " " || s[end - 1] == "\r" || s[end - 1] == "\t" { end -= 1 }
            let body = Array(s[i..<end])
            let column = line.offset + i + 1
            if body.count >= 7, String(String.UnicodeScalarView(body.suffix(7))) == "(layer)" { layers += 1; return }
            if bars > SceneLimits.maxDepth {
                errors.add(line: line.line, column: column, "views are nested too deeply: at most \(SceneLimits.maxDepth) levels")
                stopped = true
                return
            }
            if let what = NotAHierarchy.kind(of: body) {
                if what == .controllerHierarchy, let c = NotAHierarchy.controller(in: body) {
                    controllers.append((c.className, c.viewAddress, line.line, column))
                    if report.firstOther == nil { report.firstOther = (line.line, column) }
                    report.other[what, default: 0] += 1
                    return
                }
                report.other[what, default: 0] += 1
                if report.firstOther == nil { report.firstOther = (line.line, column) }
                return
            }
            guard body.first == "<" else {
                endOrphans()
                let shown = String(String.UnicodeScalarView(body))
                if isElision(body) {
                    // What the elided lines held is unknown: the views after it are attached to
                    // the nearest view above them at their depth, and a deeper jump is skipped.
                    warnings.add(line: line.line, column: column,
                                 "'\(SceneError.clip(shown))': lines were left out of the paste here; the views they held are missing, and the views after it are attached to the nearest view above them")
                    report.linesSkipped += 1
                    report.lastSkippedLine = line.line
                    return
                } else if bars == 0, !mentionsView(body) {
                    // Text around the dump (a question above it, a reply below it) is not damage;
                    // between two views it is.
                    pendingText.append((line.line, column, shown))
                    return
                } else {
                    skipLine(line.line, column, shown)
                }
                skippedAt = bars
                return
            }
            if !pendingText.isEmpty {
                if flat.isEmpty {
                    report.textAround += pendingText.count
                } else {
                    for t in pendingText { skipLine(t.line, t.column, t.text) }
                }
                pendingText = []
            }
            // A paste that starts inside the hierarchy: read it as a subtree.
            if base == nil {
                base = bars
                if bars > 0 {
                    warnings.add(line: line.line, column: column,
                                 "the first view is nested \(bars) level(s) deep: the paste starts inside the hierarchy; its views are read as a subtree, without the superviews above it")
                }
            }
            var depth = bars - (base ?? 0)
            if depth < 0 {
                // Shallower than the paste's first view: a sibling of an ancestor it does not
                // have. It starts another top view.
                base = bars
                depth = 0
            }
            if let at = skippedAt, depth > at {
                if orphans == nil { orphans = (line.line, column, 0, report.lastSkippedLine) }
                orphans?.count += 1
                return
            }
            endOrphans()
            skippedAt = nil
            if depth > previousDepth + 1 {
                warnings.add(line: line.line, column: column,
                             "skipped: this view is \(depth - previousDepth) levels deeper than the view before it, so its superview is missing (expected one '   | ' more than its superview)")
                skipView(line.line, depth: depth)
                return
            }
            var problems = ImportErrors(path: path)
            let parsed = parseView(body, line: line.line, column: column, errors: &problems)
            problems.relocate(from: 0, line: line.line, pieces: pieces)
            if let view = parsed {
                for p in problems.errors { warnings.add(p) }
                if flat.count >= SceneLimits.maxViews {
                    errors.add(line: line.line, column: column, "too many views: a scene may have at most \(SceneLimits.maxViews)")
                    stopped = true
                    return
                }
                previousDepth = depth
                flat.append((depth, view))
            } else {
                // One warning for the line: its first problem, and that the view is skipped.
                if let first = problems.errors.first {
                    warnings.add(first.location, "skipped this view: " + first.message)
                }
                skipView(line.line, depth: depth)
            }
        }
        // A label's text may hold line breaks, which UIKit prints as they are: a view whose quoted
        // text is still open at the end of its line goes on over the next lines. A view whose
        // line ends before its closing '>' and is followed by a line that starts no view was
        // wrapped by a terminal: the next lines are joined back.
        let lines = paste.lines
        let wrapWidth = wrapWidth(of: lines)
        var k = 0
        while k < lines.count, !stopped {
            let first = lines[k]
            var s = first.scalars
            var pieces: [(index: Int, line: Int, offset: Int)] = [(0, first.line, first.offset)]
            k += 1
            var extra = 0
            var unclosedQuote = false
            while k < lines.count {
                if endsInsideQuote(s) {
                    // A label's text runs on over lines, but not over the next view's line: a
                    // quote still open there was cut short.
                    if startsViewLine(lines[k].scalars) { break }
                    guard extra < maxTextLines else { unclosedQuote = true; break }
                    // In a paste a terminal wrapped at `wrapWidth` columns, a full-width line
                    // was cut by the terminal, not by a line break in the text.
                    let previous = lines[k - 1]
                    if let wrapWidth, previous.offset + previous.scalars.count == wrapWidth {
                        report.wrapped += 1
                    } else {
                        s.append("\n")
                    }
                    pieces.append((s.count, lines[k].line, lines[k].offset))
                    s += lines[k].scalars
                    k += 1; extra += 1
                } else if viewIsOpen(s), extra < maxWrappedLines, !lines[k].scalars.isEmpty,
                          !startsView(lines[k].scalars) || closesMoreThanItOpens(lines[k].scalars) {
                    pieces.append((s.count, lines[k].line, lines[k].offset))
                    s += lines[k].scalars
                    k += 1; extra += 1
                    report.wrapped += 1
                } else {
                    break
                }
            }
            if unclosedQuote || endsInsideQuote(s) {
                endOrphans()
                var quote = s.firstIndex(of: "'") ?? 0
                if let firstBreak = s.firstIndex(of: "\n") {
                    var q = firstBreak - 1
                    while q >= 0, s[q] != "'" { q -= 1 }
                    quote = max(q, 0)
                }
                // The view is read up to its open text (a text cut short still leaves its frame),
                // with one warning for the line.
                let before = (views: flat.count, warnings: warnings.count)
                handle(Array(s[..<quote]), line: first, pieces: [(0, first.line, first.offset)])
                warnings.truncate(to: before.warnings)
                let read = flat.count > before.views
                warnings.add(line: first.line, column: first.offset + quote + 1,
                             "this quoted text is still open \(unclosedQuote ? "after \(maxTextLines) more lines" : "where the view's line ends"); expected it to end with a quote followed by ';' (text = '...'; ...): a dump cut short? "
                             + (read ? "The view is read up to the text; its later fields are unknown" : "The view is skipped"))
                continue
            }
            // Views on one line (line breaks lost in the copy): read each as a line of its own,
            // found in one pass over the line.
            guard let split = secondView(s, from: 0) else {
                handle(s, line: first, pieces: pieces)
                continue
            }
            var starts = [0, split]
            while let next = secondView(s, from: starts[starts.count - 1]) { starts.append(next) }
            for (n, start) in starts.enumerated() where !stopped {
                let end = n + 1 < starts.count ? starts[n + 1] : s.count
                let piece = pieces.last { $0.index <= start } ?? pieces[0]
                let here = Line(scalars: [], line: piece.line, offset: piece.offset + start - piece.index)
                if n == 1 {
                    warnings.add(line: here.line, column: here.offset + 1,
                                 "another view starts here, on the same line as the one before (a line break lost in the copy?); each view on the line is read as a line of its own")
                }
                handle(Array(s[start..<end]), line: here, pieces: [(0, here.line, here.offset)])
            }
        }
        endOrphans()
        report.textAround += pendingText.count
        if stopped, let d = errors.diagnostics() { throw d }
        // A responder chain prints one responder per line, each one deeper than the one before
        // (Chisel) or none nested: its views are not a hierarchy either.
        if report.other[.responderChain] != nil,
           flat.enumerated().allSatisfy({ $0.element.depth == $0.offset }) || flat.allSatisfy({ $0.depth == 0 }) {
            flat = []
            warnings = ImportErrors(path: path)
        }
        if flat.isEmpty {
            if let what = report.other.max(by: { $0.value < $1.value })?.key, let at = report.firstOther {
                errors.add(line: at.line, column: at.column, what.refusal)
            } else if warnings.isEmpty, let t = pendingText.first {
                errors.add(line: t.line, column: t.column,
                           "no views in the file: '\(SceneError.clip(t.text))' is not a view; expected the text of recursiveDescription, lines like '<UIWindow: 0x7f8; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>'")
            } else if warnings.isEmpty {
                errors.add(line: 1, column: 1, "no views in the file: expected the text of recursiveDescription, lines like '<UIWindow: 0x7f8; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>'")
            } else {
                // Nothing could be read: every problem is an error, then what to do.
                for w in warnings.errors { errors.add(w) }
                if let last = warnings.errors.last {
                    errors.add(last.location, "no view could be read from the file (\(warnings.count) line(s) skipped); expected the text of recursiveDescription, one '<ClassName: 0xADDRESS; frame = (x y; w h); ...>' per line")
                }
            }
            throw errors.diagnostics() ?? SceneDiagnostics([])
        }
        // Controllers from a pasted _printHierarchy are attached below; other printouts are skipped.
        let others = report.other.filter { $0.key != .controllerHierarchy || controllers.isEmpty }
        if let what = others.max(by: { $0.value < $1.value })?.key, let at = report.firstOther {
            warnings.add(line: at.line, column: at.column,
                         "\(others.values.reduce(0, +)) line(s) of \(what.name) skipped: \(what.skipped)")
        }
        // Nest by depth: the stack holds the open views, outermost first.
        var roots: [ImportedView] = []
        var stack: [ImportedView] = []
        func close(to count: Int) {
            while stack.count > count, let last = stack.popLast() {
                if stack.isEmpty { roots.append(last) } else { stack[stack.count - 1].subviews.append(last) }
            }
        }
        for (depth, view) in flat {
            close(to: depth)
            stack.append(view)
        }
        close(to: 0)
        // The dump prints userInteractionEnabled = NO whenever it is off: it decides that.
        for k in roots.indices { roots[k].applyClassTable(dumpSaysInteraction: true) }
        // Each controller of a pasted _printHierarchy goes on the view with its view's address.
        var byAddress: [String: String] = [:]
        for c in controllers { byAddress[Self.plainAddress(c.viewAddress)] = c.className }
        var attached = 0
        var animating: [ImportedView] = []
        func visit(_ v: inout ImportedView) {
            if let a = v.address, let c = byAddress.removeValue(forKey: Self.plainAddress(a)) { v.controllerClass = c; attached += 1 }
            if v.animating { animating.append(v) }
            for k in v.subviews.indices { visit(&v.subviews[k]) }
        }
        for k in roots.indices { visit(&roots[k]) }
        let unmatched = controllers.filter { byAddress[Self.plainAddress($0.viewAddress)] != nil }
        var h = ImportedHierarchy(format: .recursiveDescription, roots: roots, viewsRead: flat.count, layersSkipped: layers)
        h.warnings = warnings.sorted
        h.warningsNotShown = warnings.dropped
        h.viewsSkipped = report.viewsSkipped
        h.linesSkipped = report.linesSkipped
        h.removed = paste.removed
        h.controllersAttached = attached
        if attached > 0 { h.removed.append("\(attached) view controller(s) from a _printHierarchy, attached to their views") }
        if let first = unmatched.first {
            h.notices.append(SceneError(SourceLocation(path: path, line: first.line, column: first.column),
                                        "\(unmatched.count) view controller(s) of the pasted _printHierarchy (\(unmatched.prefix(3).map(\.className).joined(separator: ", "))) have views that are not in the dump, so they are not attached"))
        }
        if let first = animating.first {
            h.notices.append(SceneError(SourceLocation(path: path, line: first.line, column: first.column),
                                        "the dump was taken mid-animation: \(animating.count) view(s) have animations on their layers (the first here); their frames are where the animations end and what is found about them may be temporary"))
        }
        if report.textAround > 0 { h.removed.append("\(report.textAround) line(s) of text before or after the dump") }
        if report.wrapped > 0 { h.removed.append("line breaks a terminal put inside long lines (\(report.wrapped) joined back)") }
        return h
    }

    typealias Line = PasteCleaner.Line

    /// An address without its leading zeros, lowercased: `0x00007fb1c8e0a1c0` and `0x7fb1c8e0a1c0` match.
    static func plainAddress(_ a: String) -> String {
        let hex = a.lowercased().hasPrefix("0x") ? a.lowercased().dropFirst(2) : Substring(a.lowercased())
        let trimmed = hex.drop(while: { $0 == "0" })
        return trimmed.isEmpty ? "0" : String(trimmed)
    }

    /// Printouts that are not a view hierarchy, which a paste may hold instead of one or beside it.
    enum NotAHierarchy: Hashable {
        /// One responder per line, up to the application (Chisel's `presponder`, a loop over `next`).
        case responderChain
        /// `_printHierarchy` of view controllers: `<UINavigationController 0x7f…>, state: appeared, view: <…>`.
        case controllerHierarchy

        static func kind(of body: [Unicode.Scalar]) -> NotAHierarchy? {
            guard body.first == "<", let close = body.firstIndex(of: ">") else { return nil }
            let head = String(String.UnicodeScalarView(body[1..<close]))
            let after = String(String.UnicodeScalarView(body[(close + 1)...]))
            // `<UITabBarController 0x7fb2>, state: appeared, view: <…>`: no colon after the class.
            let parts = head.split(separator: " ")
            if parts.count == 2, parts[1].hasPrefix("0x"), !parts[0].hasSuffix(":"),
               after.hasPrefix(", state:") || after.hasPrefix(", view:") || after.isEmpty && parts[0].hasSuffix("Controller") {
                return .controllerHierarchy
            }
            // `<UIApplication: 0x7fd>`, `<Shop.AppDelegate: 0x600>`, `<Shop.CartViewController: 0x7f8>`.
            if parts.count == 2, parts[0].hasSuffix(":"), parts[1].hasPrefix("0x"), after.trimmingSpaces.isEmpty {
                let name = String(parts[0].dropLast())
                if ["Application", "AppDelegate", "Delegate", "Controller", "Scene", "WindowScene"].contains(where: { name.hasSuffix($0) }) {
                    return .responderChain
                }
            }
            return nil
        }

        /// A `_printHierarchy` line's controller class and its view's address:
        /// `<Shop.CartViewController 0x7fb1c8d0b800>, state: appeared, view: <UIView 0x7fb1c8e0a1c0>`.
        static func controller(in body: [Unicode.Scalar]) -> (className: String, viewAddress: String)? {
            let text = String(String.UnicodeScalarView(body))
            guard text.hasPrefix("<"), let close = text.firstIndex(of: ">") else { return nil }
            let head = text[text.index(after: text.startIndex)..<close].split(separator: " ")
            guard head.count == 2, let view = text.range(of: "view: <") else { return nil }
            let viewHead = text[view.upperBound...].prefix { $0 != ">" }.split(separator: " ")
            guard viewHead.count == 2, viewHead[1].hasPrefix("0x") else { return nil }
            return (ClassMapping.demangled(String(head[0])), String(viewHead[1]))
        }

        var name: String {
            switch self {
            case .responderChain: return "a responder chain (application, app delegate, view controllers)"
            case .controllerHierarchy: return "a view-controller hierarchy (_printHierarchy)"
            }
        }

        var skipped: String {
            switch self {
            case .responderChain: return "controllers and the application are responders, not views; the views around them are read"
            case .controllerHierarchy: return "view controllers are not attached to their views yet; the views are read"
            }
        }

        var refusal: String {
            let instead = "paste the window's recursiveDescription instead: in Swift `po UIApplication.shared.windows.first!.value(forKey: \"recursiveDescription\")!`, in Objective-C `po [[UIWindow keyWindow] recursiveDescription]`"
            switch self {
            case .responderChain:
                return "this is a responder chain (one responder per line up to the application, as Chisel's presponder prints it), not a view hierarchy: it has no nesting to hit-test; " + instead
            case .controllerHierarchy:
                return "this is a view-controller hierarchy (as _printHierarchy prints it), not a view hierarchy: it has no frames; " + instead
            }
        }
    }

    /// What the reader counted on the way.
    struct ReadReport {
        var viewsSkipped = 0
        var linesSkipped = 0
        var lastSkippedLine = 0
        var wrapped = 0
        /// Lines of text before the dump's first view or after its last (a question, a reply).
        var textAround = 0
        /// Lines of a printout that is not a view hierarchy, by kind.
        var other: [NotAHierarchy: Int] = [:]
        var firstOther: (line: Int, column: Int)?
    }

    /// The width a terminal wrapped the paste at, if it did: the longest line's length, shared by
    /// at least two lines, one of them a view cut before its closing `>` whose next line starts
    /// no view. Nil for a paste with its lines whole.
    static func wrapWidth(of lines: [Line]) -> Int? {
        var longest = 0
        var count = 0
        for l in lines {
            let n = l.offset + l.scalars.count
            if n > longest { longest = n; count = 1 } else if n == longest { count += 1 }
        }
        guard longest >= 40, count >= 2 else { return nil }
        for (k, l) in lines.enumerated() where l.offset + l.scalars.count == longest && k + 1 < lines.count {
            if viewIsOpen(l.scalars), !startsView(lines[k + 1].scalars) { return longest }
        }
        return nil
    }

    /// How many lines a terminal's wrapping of one view may have split it into.
    static let maxWrappedLines = 16

    /// `...`, `…`, `.......`, `[...]`, `(12 more)`: a mark that lines were left out.
    static func isElision(_ body: [Unicode.Scalar]) -> Bool {
        let text = String(String.UnicodeScalarView(body))
        return text.hasPrefix("...") || text.hasPrefix("…") || text.hasPrefix("[...]") || text.hasPrefix("[…]")
            || (text.hasPrefix("(") && text.contains("more"))
    }

    /// Whether a line closes more brackets than it opens (`<CALayer: 0x6000>>`): the rest of a
    /// line a terminal wrapped, never a view of its own, which opens as many as it closes.
    static func closesMoreThanItOpens(_ s: [Unicode.Scalar]) -> Bool {
        var balance = 0
        for ch in s {
            if ch == "<" || ch == "(" || ch == "{" || ch == "[" { balance += 1 } else if ch == ">" || ch == ")" || ch == "}" || ch == "]" { balance -= 1 }
        }
        return balance < 0
    }

    /// Whether a line (after the nesting bars) starts a view or a nesting bar.
    static func startsView(_ s: [Unicode.Scalar]) -> Bool {
        guard let first = s.first(where: { $0 != " " && $0 != "\t" }) else { return false }
        return first == "<" || first == "|"
    }

    /// Whether a line holds something like a view (`<Name: 0x…`) anywhere: a damaged view line,
    /// not text around the dump.
    static func mentionsView(_ s: [Unicode.Scalar]) -> Bool {
        var k = 0
        while let open = s[k...].firstIndex(of: "<") {
            var j = open + 1
            while j < s.count, CharacterSetASCII.isAlnum(s[j]) || s[j] == "_" || s[j] == "." { j += 1 }
            if j > open + 1, j + 3 < s.count, s[j] == ":", s[j + 1] == " ", s[j + 2] == "0", s[j + 3] == "x" { return true }
            k = open + 1
        }
        return false
    }

    /// Whether a line is plainly a view's line: nesting bars then `<`, or `<Name: 0x…`.
    static func startsViewLine(_ s: [Unicode.Scalar]) -> Bool {
        var k = 0
        var bars = 0
        while k < s.count, s[k] == " " || s[k] == "|" || s[k] == "\t" { if s[k] == "|" { bars += 1 }; k += 1 }
        guard k < s.count, s[k] == "<" else { return false }
        if bars > 0 { return true }
        let rest = String(String.UnicodeScalarView(s[(k + 1)...].prefix(200)))
        guard let colon = rest.firstIndex(of: ":") else { return false }
        return rest[..<colon].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } && rest[colon...].hasPrefix(": 0x")
    }

    /// Whether `s`, a line that starts a view, ends before the view's own closing `>`.
    static func viewIsOpen(_ s: [Unicode.Scalar]) -> Bool {
        guard let start = s.firstIndex(of: "<"), s[..<start].allSatisfy({ $0 == " " || $0 == "|" || $0 == "\t" }) else { return false }
        return closingIndex(s, from: start) == nil
    }

    /// Where a second view starts on a view's line (`<UIWindow…>   | <UIButton…>`: a line break
    /// lost in the copy): just after the first view's closing `>`, when what follows holds a
    /// nesting bar and then a view.
    static func secondView(_ s: [Unicode.Scalar], from: Int) -> Int? {
        guard let start = s[from...].firstIndex(of: "<"), s[from..<start].allSatisfy({ $0 == " " || $0 == "|" || $0 == "\t" }),
              let close = closingIndex(s, from: start) else { return nil }
        var k = close + 1
        while k < s.count, s[k] == " " || s[k] == "\t" { k += 1 }
        guard k < s.count, s[k] == "|" else { return nil }
        while k < s.count, s[k] == " " || s[k] == "|" || s[k] == "\t" { k += 1 }
        return k < s.count && s[k] == "<" ? close + 1 : nil
    }

    /// The index of the view's own closing `>` in `s` (its `<` at `start`), minding brackets and
    /// quoted values; nil when the line ends first.
    static func closingIndex(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var depth = 0
        var inQuote = false
        var k = start
        while k < s.count {
            let ch = s[k]
            if inQuote {
                if ch == "'", quoteCloses(s, at: k) { inQuote = false }
            } else if ch == "'" {
                if quoteOpens(s, at: k, after: start) { inQuote = true }
            } else if ch == "<" || ch == "(" || ch == "{" || ch == "[" {
                depth += 1
            } else if ch == ">" || ch == ")" || ch == "}" || ch == "]" {
                depth -= 1
                if depth == 0 && ch == ">" { return k }
                if depth < 0 { return k }
            }
            k += 1
        }
        return nil
    }

    /// The text's lines as scalars: split at "\n", and at a "\r" not followed by "\n" (a "\r"
    /// before "\n" stays at the end of its line, where the reader skips it).
    static func linesOfScalars(_ text: String) -> [ArraySlice<Unicode.Scalar>] {
        let scalars = Array(text.unicodeScalars)
        var lines: [ArraySlice<Unicode.Scalar>] = []
        var start = 0
        var k = 0
        while k < scalars.count {
            let ch = scalars[k]
            if ch == "\n" || (ch == "\r" && (k + 1 == scalars.count || scalars[k + 1] != "\n")) {
                lines.append(scalars[start..<k])
                start = k + 1
            }
            k += 1
        }
        lines.append(scalars[start..<scalars.count])
        return lines
    }

    /// How many lines one view's quoted text may run over before the view is read as it stands.
    static let maxTextLines = 200

    /// Whether `line` (a view's text so far) ends inside a quoted value: `text = 'first line`.
    /// A quote opens where a value starts (after `=` or `:`) and closes at a quote followed by
    /// `;`, by the view's closing `>`, or by the end of the line.
    static func endsInsideQuote(_ line: [Unicode.Scalar]) -> Bool {
        var inQuote = false
        var sawView = false
        for (k, ch) in line.enumerated() {
            if !sawView {
                if ch == "<" { sawView = true } else if ch != " " && ch != "|" && ch != "\t" && ch != "\r" { return false }
                continue
            }
            guard ch == "'" else { continue }
            if inQuote {
                if quoteCloses(line, at: k) { inQuote = false }
            } else if quoteOpens(line, at: k, after: 0) {
                inQuote = true
            }
        }
        return inQuote
    }

    /// Whether the quote at `k` closes a quoted value: it is followed (after spaces) by `;`, by a
    /// `>` or by the end of the line.
    static func quoteCloses(_ s: [Unicode.Scalar], at k: Int) -> Bool {
        var j = k + 1
        while j < s.count, s[j] == " " || s[j] == "\r" { j += 1 }
        return j == s.count || s[j] == ";" || s[j] == ">"
    }

    /// Whether the quote at `k` opens a quoted value: it follows (after spaces) a `=` or `:`,
    /// looking back no further than `after`.
    static func quoteOpens(_ s: [Unicode.Scalar], at k: Int, after: Int) -> Bool {
        var j = k - 1
        while j > after, s[j] == " " { j -= 1 }
        return j >= 0 && (s[j] == "=" || s[j] == ":")
    }

    /// One segment of a description: its text and its column in the line.
    struct Segment {
        var text: [Unicode.Scalar]
        var column: Int
        var string: String { String(String.UnicodeScalarView(text)) }
    }

    /// Splits `body` (`<...>`, the brackets included) into its `;`-separated segments, minding
    /// nested `<>`, `()`, `{}`, `[]` and quoted text values.
    ///
    /// A damaged line (cut short, brackets that do not pair, a quote left open) gives an error
    /// at the damage and the segments complete before it (`damaged` true): a line cut after
    /// its frame still gives the frame.
    ///
    /// Text after the view's own closing `>` is not part of the view and is ignored: UIKit's
    /// `UIVisualEffectView` description appends its effect there
    /// (`<UIVisualEffectView: 0x...; layer = <CALayer: 0x...>> effect=none`).
    static func segments(_ body: [Unicode.Scalar], column: Int, line: Int, errors: inout ImportErrors) -> (segments: [Segment], damaged: Bool) {
        var out: [Segment] = []
        func trimmed() -> [Segment] {
            // Trim each segment, keeping its column on its first character.
            out.map { seg in
                var t = seg.text[...]
                var col = seg.column
                while let f = t.first, f == " " { t = t.dropFirst(); col += 1 }
                while let l = t.last, l == " " { t = t.dropLast() }
                return Segment(text: Array(t), column: col)
            }
        }
        guard body.count >= 2 else {
            errors.add(line: line, column: column + body.count,
                       "the line ends before the view's closing '>' (a truncated dump?); expected '<ClassName: 0xADDRESS; ...>'")
            return ([], true)
        }
        var stack: [Unicode.Scalar] = []
        var inQuote = false
        var start = 1
        // The index of the view's own closing '>' once found (the end of the line until then).
        var inner = body.count - 1
        var closed = false
        var k = 1
        let pairs: [Unicode.Scalar: Unicode.Scalar] = ["<": ">", "(": ")", "{": "}", "[": "]"]
        while k < body.count {
            let ch = body[k]
            if inQuote {
                // A quoted value ends at a quote followed by ';', by a '>' or by the end.
                if ch == "'", quoteCloses(body, at: k) { inQuote = false }
                k += 1
                continue
            }
            if ch == ">" && stack.isEmpty {
                inner = k
                closed = true
                // What follows is ignored, unless it holds another view ("   | <..."): two lines
                // joined into one lose the second view.
                if let bar = body[(k + 1)...].firstIndex(of: "|"), body[(bar + 1)...].contains("<") {
                    errors.add(line: line, column: column + bar,
                               "another view follows this one on the same line and is not read; expected one view per line ('   | <ClassName: 0xADDRESS; ...>')")
                    out.append(Segment(text: Array(body[start..<inner]), column: column + start))
                    return (trimmed(), true)
                }
                break
            }
            if ch == "'" {
                // Opens a quote only where a value starts (after '=' or ':').
                if quoteOpens(body, at: k, after: start) { inQuote = true }
            } else if let close = pairs[ch] {
                stack.append(close)
            } else if ch == ">" || ch == ")" || ch == "}" || ch == "]" {
                if stack.last == ch { stack.removeLast() } else if ch != ">" {
                    errors.add(line: line, column: column + k, "unexpected '\(ch)': brackets in this line do not pair up")
                    return (trimmed(), true)
                }
            } else if ch == ";" && stack.isEmpty {
                out.append(Segment(text: Array(body[start..<k]), column: column + start))
                start = k + 1
            }
            k += 1
        }
        if !closed && body.last != ">" {
            errors.add(line: line, column: column + body.count,
                       "the line ends before the view's closing '>' (a truncated dump?); expected '<ClassName: 0xADDRESS; ...>'")
            if out.isEmpty, !inQuote, stack.isEmpty { out.append(Segment(text: Array(body[start...]), column: column + start)) }
            return (trimmed(), true)
        }
        if inQuote {
            while start < inner, body[start] == " " { start += 1 }
            errors.add(line: line, column: column + start, "a quoted value is not closed before the view's '>'; expected text = '...'")
            return (trimmed(), true)
        }
        if !closed {
            errors.add(line: line, column: column + body.count - 1, "the line ends inside a value: expected '\(stack.last ?? ">")' before the view's closing '>'")
            return (trimmed(), true)
        }
        out.append(Segment(text: Array(body[start..<inner]), column: column + start))
        return (trimmed(), false)
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    static func parseView(_ body: [Unicode.Scalar], line: Int, column: Int, errors: inout ImportErrors) -> ImportedView? {
        // UIKit's text views print their container as `<<_UITextContainerView: 0x…; frame = …;
        // layer = …> minSize = …, maxSize = …, textContainer = <…>>`: the view is the inner one.
        if body.count > 2, body[0] == "<", body[1] == "<" {
            var depth = 0
            for k in 1..<body.count {
                if body[k] == "<" { depth += 1 } else if body[k] == ">" {
                    depth -= 1
                    if depth == 0 { return parseView(Array(body[1...k]), line: line, column: column + 1, errors: &errors) }
                }
            }
        }
        let (segs, damaged) = segments(body, column: column, line: line, errors: &errors)
        let damage = damaged ? errors.count - 1 : nil
        guard let head = segs.first, !head.text.isEmpty else { return nil }
        // `ClassName: 0xADDRESS`
        let headText = head.string
        guard let colon = headText.lastIndex(of: ":") else {
            errors.add(line: line, column: head.column, "expected '<ClassName: 0xADDRESS; ...>', found '\(SceneError.clip(headText))'")
            return nil
        }
        let className = String(headText[..<colon]).trimmingSpaces
        let address = String(headText[headText.index(after: colon)...]).trimmingSpaces
        // A generic Swift class printed by its Swift name has spaces only between its arguments
        // (`SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>`).
        guard !className.isEmpty, !hasSpaceOutsideAngleBrackets(className) else {
            errors.add(line: line, column: head.column, "expected a class name before ': 0xADDRESS', found '\(SceneError.clip(className))'")
            return nil
        }
        guard address.hasPrefix("0x"), address.count > 2, address.dropFirst(2).allSatisfy(\.isHexDigit) else {
            errors.add(line: line, column: head.column + className.unicodeScalars.count + 1,
                       "expected the object's address after the class name (': 0x7fa3c0d0a2b0'), found '\(SceneError.clip(address))'")
            return nil
        }
        var view = ImportedView(className: ClassMapping.demangled(className), kind: .view, frame: .zero, line: line)
        view.column = column
        view.address = address.lowercased()
        var box: Rect?
        var transform: [Double]?
        var hasFrame = false
        if damaged, let last = errors.errors.last {
            view.unknowns.append("the dump's line is damaged at column \(last.location.column): fields after it are not read, UIKit's defaults are used")
        }
        for seg in segs.dropFirst() {
            if seg.text.isEmpty { continue }
            // `key = value` or (scroll views) `key: value`.
            guard let sep = seg.text.firstIndex(where: { $0 == "=" || $0 == ":" }) else {
                errors.add(line: line, column: seg.column, "expected 'key = value', found '\(SceneError.clip(seg.string))'; the segment is ignored")
                continue
            }
            let key = String(String.UnicodeScalarView(seg.text[..<sep])).trimmingSpaces
            var valueStart = sep + 1
            while valueStart < seg.text.count, seg.text[valueStart] == " " { valueStart += 1 }
            let value = String(String.UnicodeScalarView(seg.text[valueStart...]))
            let vcol = seg.column + valueStart
            guard !key.isEmpty, key.unicodeScalars.allSatisfy({ CharacterSetASCII.isAlnum($0) || $0 == "_" || $0 == "." }) else {
                errors.add(line: line, column: seg.column, "expected 'key = value' with a name as key, found '\(SceneError.clip(seg.string))'; the segment is ignored")
                continue
            }
            /// A field that cannot be read: a warning, and UIKit's default stays (said in the scene).
            func fail(_ expected: String) {
                let kept = key == "frame" ? "the view is skipped" : "UIKit's default is used"
                errors.add(line: line, column: vcol, "'\(key)': expected \(expected), found '\(SceneError.clip(value))'; \(kept)")
                if key != "frame" { view.unknowns.append("\(key): the dump's value '\(SceneError.clip(value))' could not be read; UIKit's default is used") }
            }
            switch key {
            case "frame":
                guard let v = numbers(value, open: "(", close: ")", separators: [";", " "], count: 4),
                      v.allSatisfy(ImportGeometry.inRange), v[2] >= 0, v[3] >= 0 else {
                    fail("'(x y; width height)' with finite numbers within ±\(formatNumber(SceneLimits.maxCoordinate)) and sizes >= 0")
                    continue
                }
                box = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
                hasFrame = true
            case "transform":
                guard let v = numbers(value, open: "[", close: "]", separators: [","], count: 6), v.allSatisfy(ImportGeometry.inRange) else {
                    fail("'[a, b, c, d, tx, ty]' (six finite numbers)")
                    continue
                }
                transform = v
            case "alpha":
                // UIKit prints `nan` for an alpha set from a division by zero. Hit-testing skips a
                // view whose alpha is below 0.01, and NaN is not below it: the view takes touches.
                if value.lowercased() == "nan" {
                    view.unknowns.append("alpha = nan: NaN is not below 0.01, so hit-testing does not skip the view; it is drawn opaque")
                    continue
                }
                guard let a = Double(value), a.isFinite, a >= 0, a <= 1 else { fail("a number from 0 to 1"); continue }
                view.alpha = a
            case "hidden", "clipsToBounds", "userInteractionEnabled", "enabled":
                guard let b = yesNo(value) else { fail("YES or NO"); continue }
                switch key {
                case "hidden": view.hidden = b
                case "clipsToBounds": view.clips = b
                case "enabled": view.enabled = b
                default: view.interaction = b
                }
            case "tag":
                guard let t = Int(value) else { fail("a whole number"); continue }
                view.tag = t
            case "text":
                // Objective-C prints a nil string as `(null)`: the view has no text.
                if value == "(null)" { continue }
                guard value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") else { fail("quoted text ('...')"); continue }
                view.text = String(value.dropFirst().dropLast())
            case "baseClass":
                guard !value.isEmpty, !value.contains(" ") else { fail("a class name"); continue }
                view.baseClass = value
            case "contentOffset":
                guard let v = numbers(value, open: "{", close: "}", separators: [","], count: 2), v.allSatisfy(ImportGeometry.inRange) else {
                    fail("'{x, y}' (two finite numbers)")
                    continue
                }
                view.boundsOrigin = Point(x: v[0], y: v[1])
            case "contentSize":
                guard let v = numbers(value, open: "{", close: "}", separators: [","], count: 2),
                      v.allSatisfy(ImportGeometry.inRange), v[0] >= 0, v[1] >= 0 else {
                    fail("'{width, height}' (two finite numbers >= 0)")
                    continue
                }
                view.contentSize = Size(width: v[0], height: v[1])
            case "adjustedContentInset", "contentInset":
                guard numbers(value, open: "{", close: "}", separators: [","], count: 4) != nil else {
                    fail("'{top, left, bottom, right}' (four numbers)")
                    continue
                }
            case "animations":
                // `animations = { position=<CABasicAnimation: 0x…>; }`: the layer was animating
                // when the dump was taken.
                view.animating = true
                view.unknowns.append("mid-animation: the dump was taken while this view animated (\(SceneError.clip(value))); its frame is where the animation ends, and UIKit ignores touches on an animating view unless the animation allows user interaction: what is found here may be temporary")
            case "gestureRecognizers":
                view.unknowns.append("gesture recognizers: the dump shows that it has some, not their types or settings; none are added")
            case "backgroundColor":
                view.color = color(value)
            default:
                // Other fields (layer, autoresize, opaque, tintColor...) do not change touch delivery.
                break
            }
        }
        if let damage, hasFrame { errors.amend(damage, "; the view is read up to there, its later fields are unknown") }
        guard hasFrame, let frame = box else {
            errors.add(line: line, column: column, "view '\(SceneError.clip(className))' has no 'frame = (x y; width height)'; every view in recursiveDescription prints one")
            return nil
        }
        view.kind = ClassMapping.kind(of: view.className, baseClass: view.baseClass)
        if let t = transform, !(t == [1, 0, 0, 1, 0, 0]) {
            let r = ImportGeometry.untransform(box: frame, t)
            view.frame = r.frame
            view.transform = r.spec
            view.unknowns.append(r.exact
                ? "bounds: only the frame (the transformed box) is printed; the bounds size is recovered from the transform"
                : "bounds: only the frame (the transformed box) is printed and the transform does not determine the bounds; they are taken as square, check them")
        } else {
            view.frame = frame
        }
        return view
    }

    /// `(1 2; 3 4)`, `[1, 2, 3]`, `{1, 2}`: exactly `count` finite numbers, or nil.
    static func numbers(_ text: String, open: Character, close: Character, separators: Set<Character>, count: Int) -> [Double]? {
        let t = text.trimmingSpaces
        guard t.first == open, t.last == close, t.count >= 2 else { return nil }
        let parts = t.dropFirst().dropLast().split(whereSeparator: { separators.contains($0) || $0 == " " })
        guard parts.count == count else { return nil }
        var out: [Double] = []
        for p in parts {
            guard let v = Double(p), v.isFinite else { return nil }
            out.append(v)
        }
        return out
    }

    /// Whether `name` has a space that is not inside `<...>` (a generic class's arguments).
    static func hasSpaceOutsideAngleBrackets(_ name: String) -> Bool {
        var depth = 0
        for ch in name.unicodeScalars {
            if ch == "<" { depth += 1 } else if ch == ">" { depth = max(0, depth - 1) } else if ch == " " && depth == 0 { return true }
        }
        return false
    }

    static func yesNo(_ text: String) -> Bool? {
        switch text { case "YES", "1", "true": return true
        case "NO", "0", "false": return false
        default: return nil }
    }

    /// A colour from UIKit's printed forms (`UIExtendedSRGBColorSpace 1 0.5 0 1`,
    /// `UIExtendedGrayColorSpace 0 0`); nil for the others (dynamic colours, patterns).
    static func color(_ text: String) -> Color? {
        let parts = text.split(separator: " ")
        guard let space = parts.first else { return nil }
        let values = parts.dropFirst().compactMap { Double($0) }
        guard values.count == parts.count - 1, values.allSatisfy({ $0.isFinite }) else { return nil }
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        switch (space, values.count) {
        case ("UIExtendedSRGBColorSpace", 4), ("UIDeviceRGBColorSpace", 4), ("kCGColorSpaceModelRGB", 4):
            return Color(red: byte(values[0]), green: byte(values[1]), blue: byte(values[2]), alpha: byte(values[3]))
        case ("UIExtendedGrayColorSpace", 2), ("UIDeviceWhiteColorSpace", 2):
            return Color(red: byte(values[0]), green: byte(values[0]), blue: byte(values[0]), alpha: byte(values[1]))
        default:
            return nil
        }
    }
}

extension String {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
