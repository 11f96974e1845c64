import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

@Suite("Playground.displayList")
struct DisplayListTests {
    let measurer = FixedWidthTextMeasurer()
    let width = 1200, height = 900

    func draw(_ p: Playground) -> (DisplayList, PlaygroundLayout) {
        let list = p.displayList(width: width, height: height, uiScale: 1, measurer: measurer)
        return (list, p.layout!)
    }

    func isHidden(_ view: View) -> Bool {
        var v: View? = view
        while let c = v { if c.isHidden { return true }; v = c.superview }
        return false
    }

    /// The canvas's own commands: those between the canvas clip and its pop.
    func canvasRange(_ list: DisplayList, _ layout: PlaygroundLayout) -> Range<Int> {
        let start = list.commands.firstIndex(of: .pushClip(layout.canvas))!
        var depth = 0
        for i in start..<list.commands.count {
            switch list.commands[i] {
            case .pushClip: depth += 1
            case .popClip:
                depth -= 1
                if depth == 0 { return start..<(i + 1) }
            default: break
            }
        }
        return start..<list.commands.count
    }

    func canvasCommands(_ list: DisplayList, _ layout: PlaygroundLayout) -> ArraySlice<DrawCommand> {
        list.commands[canvasRange(list, layout)]
    }

    func hitStrokes(_ cs: ArraySlice<DrawCommand>) -> Int {
        cs.filter { if case .strokeRect(_, Theme.hit, _) = $0 { return true } else { return false } }.count
    }

    /// Verdict tags on the canvas: text saying a verdict after its icon.
    func verdictTags(_ cs: ArraySlice<DrawCommand>) -> [String] {
        let labels: Set<String> = Set(HitTestVerdict.allCases.map { Theme.icon(of: $0) + " " + Localization.verdict($0, .en) })
        return cs.compactMap {
            // A tag off its view's label line carries the view's name first ("screen ✓ inside").
            guard case let .text(s, _, _, _, _, _) = $0 else { return nil }
            let verdict = labels.first { s.replacingOccurrences(of: " ⚙", with: "").hasSuffix($0) }
            if let verdict, s.replacingOccurrences(of: " ⚙", with: "") == verdict || s.contains(" " + verdict) {
                return s.hasSuffix(" ⚙") ? verdict + " ⚙" : verdict
            }
            return nil
        }
    }

    @Test("the list has the window's size and the theme's background")
    func size() throws {
        let p = UITest.playground(try UITest.tree())
        let list = p.displayList(width: 1000, height: 700, uiScale: 1, measurer: measurer)
        #expect(list.width == 1000 && list.height == 700)
        #expect(list.background == Theme.background)
        #expect(p.layout?.width == 1000 && p.layout?.height == 700)
        #expect(!p.needsRedraw)
    }

    @Test("the panel shows the scene's title")
    func title() throws {
        let p = UITest.playground(try UITest.tree())
        let (list, _) = draw(p)
        #expect(list.texts.contains { $0.contains("Test Tree Scene") })
        #expect(list.texts.contains { $0.contains("First line of the summary continues here.") }, "the summary is reflowed")
    }

    @Test("every visible view is filled in its colour at its pixel rectangle, in drawing order")
    func viewsAreFilled() throws {
        let p = UITest.playground(try UITest.tree())
        let (list, layout) = draw(p)
        let scene = try #require(p.scene)
        var last = -1
        for view in scene.viewsInOrder where !isHidden(view) {
            let rect = UITest.pixelRect(of: view, layout)
            // Muted while the touch's overlays are on (they are by default).
            let i = list.fillIndex(rect, Theme.muted(view.backgroundColor))
            #expect(i != nil, "\(view.id) is filled at \(rect)")
            if let i {
                #expect(i > last, "\(view.id) is painted after the views behind it")
                last = i
            }
        }
        #expect(last >= 0)
    }

    @Test("hidden views (and their subviews) are not filled")
    func hiddenNotFilled() throws {
        let p = UITest.playground(try UITest.example("12-views-that-ignore-touches"))
        let (list, layout) = draw(p)
        let scene = try #require(p.scene)
        for id in ["hiddenParent", "hiddenChild"] {
            let view = try #require(scene.views[id])
            #expect(!list.hasFill(at: UITest.pixelRect(of: view, layout)), "\(id)")
        }
        let visible = try #require(scene.views["lockedChild"])
        #expect(list.fillIndex(UITest.pixelRect(of: visible, layout), Theme.muted(visible.backgroundColor)) != nil)

        let tree = UITest.playground(try UITest.tree())
        let (treeList, treeLayout) = draw(tree)
        let c = try #require(tree.scene?.views["c"])
        #expect(!treeList.hasFill(at: UITest.pixelRect(of: c, treeLayout)))
    }

    @Test("a view with alpha 0.5 is drawn inside a group at opacity 0.5")
    func alphaGroup() throws {
        let p = UITest.playground(try UITest.tree())
        let (list, layout) = draw(p)
        let scene = try #require(p.scene)
        let b = try #require(scene.views["b"])
        let i = try #require(list.fillIndex(UITest.pixelRect(of: b, layout), Theme.muted(b.backgroundColor)))
        #expect(list.openScopes(before: i).last == .pushGroup(opacity: 0.5))
        // Its group closes right after it (it has no subviews).
        let pop = try #require(list.commands[i...].firstIndex(of: .popGroup))
        #expect(list.commands[i..<pop].allSatisfy { if case .pushGroup = $0 { return false } else { return true } })
        // Opaque views open no group.
        let a = try #require(scene.views["a"])
        let j = try #require(list.fillIndex(UITest.pixelRect(of: a, layout), Theme.muted(a.backgroundColor)))
        #expect(!list.openScopes(before: j).contains { if case .pushGroup = $0 { return true } else { return false } })
    }

    @Test("a clipping view clips its subviews, not itself")
    func clipAroundSubviews() throws {
        let p = UITest.playground(try UITest.tree())
        let (list, layout) = draw(p)
        let scene = try #require(p.scene)
        let d = try #require(scene.views["d"]), d1 = try #require(scene.views["d1"])
        let dRect = UITest.pixelRect(of: d, layout)
        let di = try #require(list.fillIndex(dRect, Theme.muted(d.backgroundColor)))
        let d1i = try #require(list.fillIndex(UITest.pixelRect(of: d1, layout), Theme.muted(d1.backgroundColor)))
        func isClip(_ c: DrawCommand, _ r: Rect) -> Bool { if case let .pushClip(x) = c { return UITest.close(x, r) } else { return false } }
        #expect(!list.openScopes(before: di).contains { isClip($0, dRect) })
        #expect(list.openScopes(before: d1i).contains { isClip($0, dRect) })
        // a does not clip: a1 is under no clip of a's.
        let a = try #require(scene.views["a"]), a1 = try #require(scene.views["a1"])
        let a1i = try #require(list.fillIndex(UITest.pixelRect(of: a1, layout), Theme.muted(a1.backgroundColor)))
        #expect(!list.openScopes(before: a1i).contains { isClip($0, UITest.pixelRect(of: a, layout)) })
        // Everything on the canvas is under the canvas clip.
        #expect(list.openScopes(before: di).first == .pushClip(layout.canvas))
    }

    @Test("clips and groups are balanced and properly nested, whatever is shown")
    func balanced() throws {
        func check(_ list: DisplayList, _ what: String) {
            var stack: [DrawCommand] = []
            var ok = true
            for c in list.commands {
                switch c {
                case .pushClip, .pushGroup: stack.append(c)
                case .popClip:
                    if case .pushClip = stack.last { stack.removeLast() } else { ok = false }
                case .popGroup:
                    if case .pushGroup = stack.last { stack.removeLast() } else { ok = false }
                default: break
                }
            }
            #expect(ok, "\(what): every pop matches the innermost push")
            #expect(stack.isEmpty, "\(what): every push is popped")
        }
        let tree = UITest.playground(try UITest.tree())
        tree.click(canvas: Point(x: 250, y: 150))
        tree.select("d1")
        check(draw(tree).0, "tree")
        tree.perform(.toggleHelp)
        tree.show(SceneDiagnostics([SceneError(UITest.here, "boom")]))
        check(draw(tree).0, "tree with help and errors")
        for name in ["05-overflow-not-tappable", "12-views-that-ignore-touches", "21-coordinates", "08-paging-scroll-view"] {
            let p = UITest.playground(try UITest.example(name))
            let doc = try UITest.example(name)
            p.run(doc.script)
            check(draw(p).0, name)
        }
        check(Playground().displayList(width: 800, height: 600, uiScale: 1, measurer: measurer), "no scene")
    }

    @Test("after a tap the hit view is outlined in the hit colour and verdict tags appear")
    func tapOverlays() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let (before, beforeLayout) = draw(p)
        #expect(hitStrokes(canvasCommands(before, beforeLayout)) == 0)
        #expect(verdictTags(canvasCommands(before, beforeLayout)).isEmpty)

        p.click(canvas: Point(x: 170, y: 250))
        let (list, layout) = draw(p)
        let canvas = canvasCommands(list, layout)
        let yellow = try #require(p.scene?.views["yellow"])
        let rect = UITest.pixelRect(of: yellow, layout)
        // The hit view's band: inside its edge (the verdict outline is on the edge), 2 pixels wide at least.
        #expect(canvas.contains { if case let .strokeRect(r, Theme.hit, w) = $0 { return rect.contains(r) && r.width > rect.width - 20 && w >= 2 } else { return false } })
        // One tag per visited view: the window's on the canvas's frame, above its top edge (the
        // canvas is the window; inside, its corners are its views'), the others on the canvas.
        #expect(verdictTags(canvas).count == 4, "one tag per visited view")
        #expect(verdictTags(canvas).allSatisfy { $0 == "✓ inside" })
        let windowTag = list.commands.compactMap { c -> Point? in
            if case let .text("window ✓ inside", at, _, _, _, _) = c { return at } else { return nil }
        }
        #expect(windowTag.count == 1 && windowTag.allSatisfy { $0.y < layout.canvas.minY && $0.x >= layout.canvas.minX },
                "the window's tag is on the canvas's frame: \(windowTag)")
        // The panel tells the story too.
        #expect(list.texts.contains("hit view: yellow (in window)"))
    }

    @Test("toggling the overlays off removes them from the canvas")
    func overlaysOff() throws {
        let p = UITest.playground(try UITest.example("01-responder-chain"))
        let layout = try #require(p.layout)
        p.handle(UITest.pointer(.down, layout.pixel(Point(x: 170, y: 250))))  // held: the finger is drawn
        func circles(_ cs: ArraySlice<DrawCommand>) -> [Color] {
            cs.compactMap { if case let .circle(_, _, c, _) = $0 { return c } else { return nil } }
        }
        var (list, l) = draw(p)
        var canvas = canvasCommands(list, l)
        #expect(hitStrokes(canvas) > 0)
        #expect(!verdictTags(canvas).isEmpty)
        #expect(circles(canvas).contains(Theme.finger))
        #expect(circles(canvas).contains(Theme.color(of: .handle)), "the chain's badges")

        for o in Overlay.allCases { p.perform(.toggleOverlay(o)) }
        (list, l) = draw(p)
        canvas = canvasCommands(list, l)
        #expect(hitStrokes(canvas) == 0)
        #expect(verdictTags(canvas).isEmpty)
        #expect(circles(canvas).isEmpty)
        #expect(!canvas.contains { if case .line = $0 { return true } else { return false } })

        p.handle(.character("2"))
        (list, l) = draw(p)
        #expect(hitStrokes(canvasCommands(list, l)) > 0, "2 brings back the hit view only")
        #expect(verdictTags(canvasCommands(list, l)).isEmpty)
    }

    @Test("the legend lists every verdict even before any touch")
    func legend() throws {
        for p in [UITest.playground(try UITest.tree()), Playground()] {
            let list = p.displayList(width: width, height: height, uiScale: 1, measurer: measurer)
            let layout = try #require(p.layout)
            let legendTexts = list.commands.compactMap { c -> String? in
                if case let .text(s, at, _, _, _, _) = c, layout.legend.contains(at) { return s }
                return nil
            }
            for label in ["✓ inside", "✗ outside", "◌ hidden", "⊘ interaction off", "○ alpha < 0.01", "hit view", "⚙ override decided"] {
                #expect(legendTexts.contains(label), "\(label)")
            }
            for b in TouchBehaviour.allCases { #expect(legendTexts.contains(b.traceName)) }
            // `animating` is listed only while something animates (or a touch met an animating view).
            #expect(!legendTexts.contains("↻ animating"))
            #expect(legendTexts.count == HitTestVerdict.allCases.count - 1 + 2 + TouchBehaviour.allCases.count)
        }
    }

    @Test("the legend lists the animating verdict while a view animates")
    func legendWhileAnimating() throws {
        let doc = try UITest.example("52-animating-button")
        let p = UITest.playground(doc)
        p.run(doc.script) // ends mid-animation
        let list = p.displayList(width: width, height: height, uiScale: 1, measurer: measurer)
        let layout = try #require(p.layout)
        let legendTexts = list.commands.compactMap { c -> String? in
            if case let .text(s, at, _, _, _, _) = c, layout.legend.contains(at) { return s }
            return nil
        }
        #expect(legendTexts.contains("↻ animating"))
    }

    @Test("the help overlay lists every binding's label and description, only when visible")
    func help() throws {
        let p = UITest.playground(try UITest.tree())
        var list = draw(p).0
        #expect(!list.texts.contains("? / F1"))
        p.handle(.character("?"))
        list = draw(p).0
        // (A description may wrap onto more lines: the texts are compared without spaces.)
        func bare(_ s: String) -> String { s.filter { $0 != " " } }
        var all = bare(list.texts.joined())
        for b in Playground.keyBindings {
            #expect(list.texts.contains(b.label), "\(b.label)")
            #expect(all.contains(bare(Playground.describe(b.command))), "\(b.label)")
        }
        // Overlay lines say whether the overlay is on.
        #expect(all.contains(bare("show / hide the finger marker  (on)")))
        p.handle(.character("1"))  // closes help and hides the finger
        p.handle(.character("?"))
        list = draw(p).0
        all = bare(list.texts.joined())
        #expect(all.contains(bare("show / hide the finger marker  (off)")))
    }

    @Test("a window too small for the help whole: it stays inside the window, in one column, and scrolls with the keys and the wheel (from where it is after a resize); in a large window those keys close it")
    func helpScrolls() throws {
        let p = UITest.playground(try UITest.tree())
        // The help's texts (those drawn from its title on: it is drawn last), each with where and
        // in what colour.
        func drawHelp(_ w: Int, _ h: Int) -> [(text: String, at: Point, color: Color)] {
            let list = p.displayList(width: w, height: h, uiScale: 1, measurer: measurer)
            let texts = list.commands.compactMap { c -> (String, Point, Double, Color)? in
                if case let .text(s, at, size, color, _, _) = c { return (s, at, size, color) }
                return nil
            }
            guard let title = texts.lastIndex(where: { $0.0 == Localization.keys(p.language) }) else { return [] }
            // Every text of the help lies inside the window.
            for (s, at, size, _) in texts[title...] {
                let width = measurer.measure(s, size: size).width
                #expect(at.x >= 0 && at.y >= 0 && at.x + width <= Double(w) + 0.5 && at.y + size <= Double(h), "\(s) at \(at) in \(w)x\(h)")
            }
            let help = texts[title...].dropFirst().map { (text: $0.0, at: $0.1, color: $0.3) }
            // The first line shown starts with its key, even when the key's first lines are above.
            if let first = help.first, let second = help.dropFirst().first {
                #expect(first.color == Theme.hit && second.at.y == first.at.y, "the first line shown has its key: \(first.text) / \(second.text)")
            }
            // Scrolling (a hint at its foot), in one column: every key at the same x.
            if help.contains(where: { $0.color == Theme.selection }) {
                #expect(Set(help.filter { $0.color == Theme.hit }.map(\.at.x)).count == 1, "one column at \(w)x\(h)")
            }
            return help
        }
        func bare(_ s: String) -> String { s.filter { $0 != " " } }
        func joined(_ help: [(text: String, at: Point, color: Color)]) -> String { bare(help.map(\.text).joined()) }
        func hint(_ help: [(text: String, at: Point, color: Color)]) -> String? { help.last { $0.color == Theme.selection }?.text }
        p.handle(.character("?"))
        var help = drawHelp(640, 480)
        #expect(help.first?.text == "? / F1")
        #expect(hint(help)?.hasPrefix("▾ ") == true, "a hint says there is more below: \(hint(help) ?? "none")")
        #expect(!joined(help).contains(bare(Localization.helpTree(.en))), "the last lines are below, not drawn off the window")
        // Down scrolls it (it stays open); End shows its last lines and how many are above; Home
        // its first again.
        p.handle(.down)
        #expect(p.isHelpVisible)
        help = drawHelp(640, 480)
        #expect(help.first?.text != "? / F1", "the first line scrolled off")
        p.handle(.end)
        help = drawHelp(640, 480)
        #expect(p.isHelpVisible)
        #expect(joined(help).contains(bare("scene file reloads when saved.")))
        #expect(hint(help)?.hasPrefix("▴ ") == true, "\(hint(help) ?? "none")")
        p.handle(.home)
        help = drawHelp(640, 480)
        #expect(help.first?.text == "? / F1")
        // The wheel scrolls it too, and zooms nothing under it.
        let zoom = p.zoom
        p.wheel(at: Point(x: 100, y: 100), lines: 100)
        #expect(p.zoom == zoom)
        help = drawHelp(640, 480)
        #expect(hint(help)?.hasPrefix("▴ ") == true)
        // A larger window shows more of it: Up then moves from where it is shown, at once.
        let atEnd = drawHelp(640, 560)
        p.handle(.up)
        let up = drawHelp(640, 560)
        #expect(up.first?.text != atEnd.first?.text, "Up moves the help after a resize")
        // Closed with Esc and opened again, it starts at its top; a key that does not scroll closes it.
        p.handle(.escape)
        p.handle(.character("?"))
        help = drawHelp(640, 480)
        #expect(help.first?.text == "? / F1")
        p.handle(.character("x"))
        #expect(!p.isHelpVisible)
        // In Chinese too.
        p.language = .zh
        p.handle(.character("?"))
        help = drawHelp(640, 480)
        #expect(hint(help)?.hasPrefix("▾ ") == true)
        p.handle(.escape)
        p.language = .en
        // Whole in a large window: no hint, and Down closes it (and selects, as it does).
        p.handle(.character("?"))
        help = drawHelp(1920, 1080)
        #expect(help.first?.text == "? / F1")
        #expect(hint(help) == nil)
        p.handle(.down)
        #expect(!p.isHelpVisible)
    }

    @Test("errors are drawn while the last good scene still renders")
    func errorsDrawn() throws {
        let p = UITest.playground(try UITest.tree())
        let diagnostics = SceneDiagnostics([SceneError(SourceLocation(path: "bad.yaml", line: 3, column: 5), "unknown key 'colour'")])
        p.show(diagnostics)
        let (list, layout) = draw(p)
        #expect(list.texts.contains { $0.contains("error:") && $0.contains("bad.yaml:3:5") })
        #expect(list.texts.contains("This scene file has errors"))
        let a = try #require(p.scene?.views["a"])
        #expect(list.fillIndex(UITest.pixelRect(of: a, layout), Theme.muted(a.backgroundColor)) != nil, "the last scene still renders")
        #expect(list.texts.contains { $0.contains("Test Tree Scene") })

        p.show(try UITest.tree())
        #expect(!draw(p).0.texts.contains { $0.contains("error:") })
    }

    @Test("the status bar says which mode is on")
    func statusMode() throws {
        let p = UITest.playground(try UITest.tree())
        #expect(draw(p).0.texts.contains { $0.hasPrefix("INTERACT") })
        p.perform(.toggleMode)
        #expect(draw(p).0.texts.contains { $0.hasPrefix("INSPECT") })
    }

    @Test("the selected view is outlined in the selection colour")
    func selectionOutline() throws {
        let p = UITest.playground(try UITest.tree())
        p.select("a1")
        let (list, layout) = draw(p)
        let a1 = try #require(p.scene?.views["a1"])
        let rect = UITest.pixelRect(of: a1, layout)
        // On its dark halo: the selection colour one pixel inside the view's edge.
        #expect(list.commands.contains { if case let .strokeRect(r, Theme.selection, _) = $0 { return UITest.close(r, rect.insetBy(dx: 1, dy: 1)) } else { return false } })
        #expect(list.commands.contains { if case let .strokeRect(r, Theme.halo, _) = $0 { return UITest.close(r, rect) } else { return false } })
    }
}
