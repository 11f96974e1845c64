import TouchScopeCore

/// Reads the text of UIKit's `-[UIView recursiveDescription]`: one
/// `<Class: 0xADDR; key = value; ...>` per line, nested with `   | `, fields printed only when
/// not default. Sublayer lines (`<... (layer)>`) are skipped: they are layers, not views.
///
/// Every malformed line or field is an error at its line and column, saying what was expected.
enum RecursiveDescriptionReader {
    static func read(_ text: String, path: String) throws(SceneDiagnostics) -> ImportedHierarchy {
        var errors = ImportErrors(path: path)
        var flat: [(depth: Int, view: ImportedView)] = []
        var layers = 0
        var lineNumber = 0
        var previousDepth = -1
        var stopped = false
        /// Reads one view's text (one line, or several when its quoted text has line breaks),
        /// which starts on line `lineNumber`.
        func handle(_ s: [Unicode.Scalar], lineNumber: Int) {
            var i = 0
            var depth = 0
            while i < s.count {
                if s[i] == " " || s[i] == "\t" || s[i] == "\r" { i += 1; continue }
                if s[i] == "|" { depth += 1; i += 1; continue }
                break
            }
            if i == s.count { return }
            var end = s.count
            while end > i, s[end - 1] == " " || s[end - 1] == "\r" || s[end - 1] == "\t" { end -= 1 }
            let body = Array(s[i..<end])
            if body.starts(with: Array("(lldb)".unicodeScalars)) { return }
            // Xcode's "Print Description" in the variables view puts this line before the text.
            if depth == 0, body.starts(with: Array("Printing description of ".unicodeScalars)) { return }
            guard body.first == "<" else {
                errors.add(line: lineNumber, column: i + 1,
                           "expected a view '<ClassName: 0xADDRESS; key = value; ...>' (one per line, nested with '   | '), found '\(SceneError.clip(String(String.UnicodeScalarView(body))))'")
                return
            }
            if body.count >= 7, String(String.UnicodeScalarView(body.suffix(7))) == "(layer)" { layers += 1; return }
            if depth > SceneLimits.maxDepth {
                errors.add(line: lineNumber, column: i + 1, "views are nested too deeply: at most \(SceneLimits.maxDepth) levels")
                stopped = true
                return
            }
            if depth > previousDepth + 1 {
                errors.add(line: lineNumber, column: i + 1,
                           previousDepth < 0
                           ? "the first view is nested \(depth) levels deep; expected the top view (a window) with no '   | ' before it"
                           : "this view is \(depth - previousDepth) levels deeper than the line before; expected a subview one '   | ' deeper than its superview")
                return
            }
            // A line that does not parse still counts for nesting, so one bad line is one error.
            previousDepth = depth
            let firstError = errors.count
            let parsed = parseView(body, line: lineNumber, column: i + 1, errors: &errors)
            errors.relocate(from: firstError, line: lineNumber, breaks: s.indices.filter { s[$0] == "\n" })
            guard let view = parsed else { return }
            if flat.count >= SceneLimits.maxViews {
                errors.add(line: lineNumber, column: i + 1, "too many views: a scene may have at most \(SceneLimits.maxViews)")
                stopped = true
                return
            }
            previousDepth = depth
            flat.append((depth, view))
        }
        /// A view whose quoted text never closes: the error is at the quote that opened it.
        func unclosed(_ view: (line: Int, scalars: [Unicode.Scalar], extra: Int), _ when: String) {
            var quote = view.scalars.firstIndex(of: "'") ?? 0
            if let firstBreak = view.scalars.firstIndex(of: "\n") {
                var k = firstBreak - 1
                while k >= 0, view.scalars[k] != "'" { k -= 1 }
                quote = max(k, 0)
            }
            errors.add(line: view.line, column: quote + 1,
                       "this quoted text is still open \(when); expected it to end with a quote followed by ';' (text = '...'; ...) — a dump cut short?")
        }
        // Split on the scalar: a "\r\n" (a dump saved on Windows or pasted from some consoles) is
        // one Character in Swift, so splitting the String on "\n" would see one long line.
        // A label's text may hold line breaks, which UIKit prints as they are: a view whose quoted
        // text is still open at the end of its line goes on over the next lines.
        var open: (line: Int, scalars: [Unicode.Scalar], extra: Int)?
        // A lone "\r" (classic Mac line ends, some terminals' copies) ends a line too; otherwise
        // the whole dump would be one line and every view after the first would be lost.
        for rawLine in linesOfScalars(text) {
            lineNumber += 1
            if stopped { break }
            let s = Array(rawLine)
            if var pending = open {
                pending.scalars.append("\n")
                pending.scalars += s
                pending.extra += 1
                if !endsInsideQuote(pending.scalars) {
                    open = nil
                    handle(pending.scalars, lineNumber: pending.line)
                } else if pending.extra >= maxTextLines {
                    open = nil
                    unclosed(pending, "after \(maxTextLines) more lines")
                } else {
                    open = pending
                }
            } else if endsInsideQuote(s) {
                open = (lineNumber, s, 0)
            } else {
                handle(s, lineNumber: lineNumber)
            }
        }
        if let pending = open, !stopped { unclosed(pending, "at the end of the file") }
        if flat.isEmpty && errors.isEmpty {
            errors.add(line: 1, column: 1, "no views in the file: expected the text of recursiveDescription, lines like '<UIWindow: 0x7f8; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600>>'")
        }
        if let d = errors.diagnostics() { throw d }
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
        return ImportedHierarchy(format: .recursiveDescription, roots: roots, viewsRead: flat.count, layersSkipped: layers)
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
                var j = k + 1
                while j < line.count, line[j] == " " || line[j] == "\r" { j += 1 }
                if j == line.count || line[j] == ";" || line[j] == ">" { inQuote = false }
            } else {
                var j = k - 1
                while j > 0, line[j] == " " { j -= 1 }
                if line[j] == "=" || line[j] == ":" { inQuote = true }
            }
        }
        return inQuote
    }

    /// One segment of a description: its text and its column in the line.
    struct Segment {
        var text: [Unicode.Scalar]
        var column: Int
        var string: String { String(String.UnicodeScalarView(text)) }
    }

    /// Splits `body` (`<...>`, the brackets included) into its `;`-separated segments, minding
    /// nested `<>`, `()`, `{}`, `[]` and quoted text values. Nil (with an error) when unbalanced.
    ///
    /// Text after the view's own closing `>` is not part of the view and is ignored: UIKit's
    /// `UIVisualEffectView` description appends its effect there
    /// (`<UIVisualEffectView: 0x...; layer = <CALayer: 0x...>> effect=none`).
    static func segments(_ body: [Unicode.Scalar], column: Int, line: Int, errors: inout ImportErrors) -> [Segment]? {
        guard body.count >= 2, body.contains(">") else {
            errors.add(line: line, column: column + body.count,
                       "the line ends before the view's closing '>' (a truncated dump?); expected '<ClassName: 0xADDRESS; ...>'")
            return nil
        }
        var out: [Segment] = []
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
                if ch == "'" {
                    var j = k + 1
                    while j < body.count, body[j] == " " { j += 1 }
                    if j == body.count || body[j] == ";" || body[j] == ">" { inQuote = false }
                }
                k += 1
                continue
            }
            if ch == ">" && stack.isEmpty {
                inner = k
                closed = true
                // What follows is ignored, unless it holds another view ("   | <..."): two lines
                // joined into one must not lose a view.
                if let bar = body[(k + 1)...].firstIndex(of: "|"), body[(bar + 1)...].contains("<") {
                    errors.add(line: line, column: column + bar,
                               "another view follows this one on the same line; expected one view per line ('   | <ClassName: 0xADDRESS; ...>')")
                    return nil
                }
                break
            }
            if ch == "'" {
                // Opens a quote only where a value starts (after '=' or ':').
                var j = k - 1
                while j > start, body[j] == " " { j -= 1 }
                if body[j] == "=" || body[j] == ":" { inQuote = true }
            } else if let close = pairs[ch] {
                stack.append(close)
            } else if ch == ">" || ch == ")" || ch == "}" || ch == "]" {
                if stack.last == ch { stack.removeLast() } else if ch != ">" {
                    errors.add(line: line, column: column + k, "unexpected '\(ch)': brackets in this line do not pair up")
                    return nil
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
            return nil
        }
        if inQuote {
            while start < inner, body[start] == " " { start += 1 }
            errors.add(line: line, column: column + start, "a quoted value is not closed before the view's '>'; expected text = '...'")
            return nil
        }
        if !closed {
            errors.add(line: line, column: column + body.count - 1, "the line ends inside a value: expected '\(stack.last ?? ">")' before the view's closing '>'")
            return nil
        }
        out.append(Segment(text: Array(body[start..<inner]), column: column + start))
        // Trim each segment, keeping its column on its first character.
        return out.map { seg in
            var t = seg.text[...]
            var col = seg.column
            while let f = t.first, f == " " { t = t.dropFirst(); col += 1 }
            while let l = t.last, l == " " { t = t.dropLast() }
            return Segment(text: Array(t), column: col)
        }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    static func parseView(_ body: [Unicode.Scalar], line: Int, column: Int, errors: inout ImportErrors) -> ImportedView? {
        guard let segs = segments(body, column: column, line: line, errors: &errors), let head = segs.first else { return nil }
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
        var box: Rect?
        var transform: [Double]?
        var hasFrame = false
        var ok = true
        for seg in segs.dropFirst() {
            if seg.text.isEmpty { continue }
            // `key = value` or (scroll views) `key: value`.
            guard let sep = seg.text.firstIndex(where: { $0 == "=" || $0 == ":" }) else {
                errors.add(line: line, column: seg.column, "expected 'key = value', found '\(SceneError.clip(seg.string))'")
                ok = false
                continue
            }
            let key = String(String.UnicodeScalarView(seg.text[..<sep])).trimmingSpaces
            var valueStart = sep + 1
            while valueStart < seg.text.count, seg.text[valueStart] == " " { valueStart += 1 }
            let value = String(String.UnicodeScalarView(seg.text[valueStart...]))
            let vcol = seg.column + valueStart
            guard !key.isEmpty, key.unicodeScalars.allSatisfy({ CharacterSetASCII.isAlnum($0) || $0 == "_" || $0 == "." }) else {
                errors.add(line: line, column: seg.column, "expected 'key = value' with a name as key, found '\(SceneError.clip(seg.string))'")
                ok = false
                continue
            }
            func fail(_ expected: String) {
                errors.add(line: line, column: vcol, "'\(key)': expected \(expected), found '\(SceneError.clip(value))'")
                ok = false
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
            case "gestureRecognizers":
                view.unknowns.append("gesture recognizers: the dump shows that it has some, not their types or settings; none are added")
            case "backgroundColor":
                view.color = color(value)
            default:
                // Other fields (layer, autoresize, opaque, tintColor...) do not change touch delivery.
                break
            }
        }
        guard ok else { return nil }
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
