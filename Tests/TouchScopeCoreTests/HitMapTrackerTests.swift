import Testing
@testable import TouchScopeCore
import TouchScopeTestSupport

/// The incremental hit map and dead zones (``HitMapTracker``) against a full computation, after
/// random changes of every kind on random trees: property-based, many seeds.
@Suite("Hit map and dead zones updated region by region")
struct HitMapTrackerTests {
    typealias RNG = SplitMix64
    static let canvas = Size(width: 220, height: 320)

    static func sameMap(_ a: HitMap, _ b: HitMap) -> Bool {
        a.columns == b.columns && a.rows == b.rows && a.step == b.step && a.cells == b.cells
            && a.views.count == b.views.count && zip(a.views, b.views).allSatisfy { $0 === $1 }
    }

    /// Passes a comparison's result through, so that a failure prints false, not the maps.
    static func ok(_ same: Bool) -> Bool { same }

    static func sameZones(_ a: DeadZoneMap, _ b: DeadZoneMap) -> Bool {
        a.columns == b.columns && a.rows == b.rows && a.drawn == b.drawn && a.zones == b.zones
            && a.drawnViews.count == b.drawnViews.count && zip(a.drawnViews, b.drawnViews).allSatisfy { $0 === $1 }
    }

    /// One random change of the kind a what-if key, a drag or a layout change makes.
    static func change(_ app: Application, _ rng: inout RNG) -> String {
        let all = app.windowsFrontToBack.flatMap(\.subtree)
        let views = all.filter { !($0 is Window) }
        guard !views.isEmpty else { return "none" }
        let v = views[Int(rng.next() % UInt64(views.count))]
        switch rng.next() % 16 {
        case 0: v.isHidden.toggle(); return "\(v.id).hidden = \(v.isHidden)"
        case 1: v.isUserInteractionEnabled.toggle(); return "\(v.id).interaction = \(v.isUserInteractionEnabled)"
        case 2:
            v.alpha = [1, 0.01, 0.005, 0, 0.5][Int(rng.next() % 5)]
            return "\(v.id).alpha = \(v.alpha)"
        case 3: v.clipsToBounds.toggle(); return "\(v.id).clips = \(v.clipsToBounds)"
        case 4:
            let rules: [PointInsideRule] = [.default, .inset(dx: -20, dy: -20), .boundsOrSubviews, .subviews, .controlsOnly,
                                            .never, .insets(EdgeInsets(top: -10, left: -30, bottom: -10, right: -30)), .circle,
                                            .custom(name: "left half") { view, p in view.bounds.contains(p) && p.x < view.bounds.midX }]
            v.pointInsideRule = rules[Int(rng.next() % UInt64(rules.count))]
            return "\(v.id).pointInside = \(v.pointInsideRule.label)"
        case 5:
            if let d = v.subtree.dropFirst().randomElement(using: &rng) { v.pointInsideRule = .include([d]) }
            return "\(v.id).pointInside = \(v.pointInsideRule.label)"
        case 6:
            let rules: [HitTestRule] = [.default, .returnsSelf, .selfIfInside, .passThrough, .expanded(dx: -5, dy: -5)]
            v.hitTestRule = rules[Int(rng.next() % UInt64(rules.count))]
            return "\(v.id).hitTest = \(v.hitTestRule.label)"
        case 7:
            v.center = Point(x: v.center.x + (rng.unit() - 0.5) * 60, y: v.center.y + (rng.unit() - 0.5) * 60)
            return "\(v.id) moved"
        case 8:
            v.transform = rng.unit() < 0.5 ? AffineTransform(rotationAngle: rng.unit() * 2) : .identity
            return "\(v.id) transformed"
        case 9:
            // Reordered among its siblings.
            if let parent = v.superview {
                let to = Int(rng.next() % UInt64(parent.subviews.count))
                v.removeFromSuperview()
                parent.insertSubview(v, at: min(to, parent.subviews.count))
            }
            return "\(v.id) reordered"
        case 10:
            // Moved to another parent (not into its own subtree).
            let targets = all.filter { $0 !== v && !$0.isDescendant(of: v) }
            if let target = targets.randomElement(using: &rng) { target.addSubview(v) }
            return "\(v.id) reparented"
        case 11:
            v.removeFromSuperview()
            return "\(v.id) removed"
        case 12:
            let parent = all[Int(rng.next() % UInt64(all.count))]
            let b = parent.bounds
            let n = View(id: "new\(rng.next() % 1_000_000)", frame: Rect(x: b.minX + rng.unit() * b.width * 0.7, y: b.minY + rng.unit() * b.height * 0.7,
                                                                        width: 10 + rng.unit() * 60, height: 10 + rng.unit() * 60))
            parent.insertSubview(n, at: Int(rng.next() % UInt64(parent.subviews.count + 1)))
            return "\(n.id) added to \(parent.id)"
        case 13:
            v.backgroundColor = rng.unit() < 0.5 ? .clear : .white
            return "\(v.id) colour"
        case 14:
            v.bounds = Rect(origin: Point(x: rng.unit() * 20, y: rng.unit() * 20), size: v.bounds.size)
            return "\(v.id) scrolled"
        default:
            // Several at once.
            return change(app, &rng) + "; " + change(app, &rng)
        }
    }

    @Test("after every random change the map and zones equal a full computation", arguments: Array(UInt64(1)...UInt64(40)))
    func randomChanges(_ seed: UInt64) {
        var rng = RNG(seed: seed &* 7919)
        let app = HitMapTests.randomApp(seed: seed)
        let step = [1.0, 2.5, 1.5, 4][Int(seed % 4)]
        let tracker = HitMapTracker(app, canvas: Self.canvas, step: step)
        _ = tracker.deadZones(app)
        var partial = 0
        for round in 0..<12 {
            let what = Self.change(app, &rng)
            if tracker.update(app) != nil { partial += 1 }
            let full = HitMap.compute(app, canvas: Self.canvas, step: step)
            #expect(Self.ok(Self.sameMap(tracker.hitMap, full)), "seed \(seed), change \(round): \(what)")
            let zones = DeadZoneMap.compute(app, canvas: Self.canvas, step: step, hitMap: full)
            #expect(Self.ok(Self.sameZones(tracker.deadZones(app), zones)), "seed \(seed), change \(round): \(what)")
            if !Self.sameMap(tracker.hitMap, full) || !Self.sameZones(tracker.deadZones(app), zones) { return }
        }
        print("PARTIAL seed \(seed): \(partial) of 12")
    }

    @Test("a tree built again with the same ids (a what-if re-run) is matched view for view", arguments: Array(UInt64(1)...UInt64(20)))
    func rebuiltTrees(_ seed: UInt64) {
        var rng = RNG(seed: seed &* 104_729)
        let first = HitMapTests.randomApp(seed: seed)
        let tracker = HitMapTracker(first, canvas: Self.canvas, step: 2)
        _ = tracker.deadZones(first)
        var changes: [RNG] = []
        for round in 0..<6 {
            // The same changes replayed on a fresh copy: new objects, same ids.
            changes.append(rng)
            _ = Self.change(HitMapTests.randomApp(seed: seed), &rng)
            let app = HitMapTests.randomApp(seed: seed)
            var what = ""
            for var r in changes { what = Self.change(app, &r) }
            tracker.update(app)
            let full = HitMap.compute(app, canvas: Self.canvas, step: 2)
            #expect(Self.ok(Self.sameMap(tracker.hitMap, full)), "seed \(seed), change \(round): \(what)")
            #expect(Self.ok(Self.sameZones(tracker.deadZones(app), DeadZoneMap.compute(app, canvas: Self.canvas, step: 2, hitMap: full))),
                    "seed \(seed), change \(round): \(what)")
        }
    }

    @Test("hiding a leaf recomputes only around it, hiding a container the area under its subtree")
    func recomputesOnlyTheChangedRegion() {
        let app = Application()
        let window = Window(id: "w", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        app.addWindow(window)
        let card = View(id: "card", frame: Rect(x: 10, y: 10, width: 200, height: 100))
        let button = Control(id: "button", frame: Rect(x: 20, y: 20, width: 40, height: 30))
        // Drawn outside the card (overflow): not reachable there, but part of the subtree.
        let badge = View(id: "badge", frame: Rect(x: 180, y: 90, width: 60, height: 60))
        card.addSubview(button); card.addSubview(badge)
        window.addSubview(card)
        window.addSubview(View(id: "other", frame: Rect(x: 10, y: 300, width: 300, height: 300)))
        let tracker = HitMapTracker(app, canvas: Size(width: 400, height: 800))
        _ = tracker.deadZones(app)

        button.isHidden = true
        let leaf = tracker.update(app)
        #expect(leaf == [Rect(x: 30, y: 30, width: 40, height: 30)])
        #expect(Self.ok(Self.sameMap(tracker.hitMap, HitMap.compute(app, canvas: Size(width: 400, height: 800)))))

        card.isUserInteractionEnabled = false
        let container = tracker.update(app)
        #expect(container == [Rect(x: 10, y: 10, width: 200, height: 100)], "the card's own area bounds every answer under it")
        // The badge's dead-zone reason changes where it overflows the card.
        let zones = tracker.deadZones(app)
        #expect(Self.ok(Self.sameZones(zones, DeadZoneMap.compute(app, canvas: Size(width: 400, height: 800)))))
        #expect(zones.zones(of: "badge").allSatisfy { $0.reason == .ignored(by: "card", .interactionDisabled) })

        card.isUserInteractionEnabled = true
        tracker.update(app)
        window.bringSubviewToFrontForTest(card)
        let reordered = tracker.update(app)
        #expect(reordered != nil)
        #expect(Self.ok(Self.sameZones(tracker.deadZones(app), DeadZoneMap.compute(app, canvas: Size(width: 400, height: 800)))))
    }

    @Test("an ancestor whose area is made of its subviews changes with them, even beyond their own boxes")
    func ancestorsThatDependOnTheirSubtree() {
        let canvas = Size(width: 300, height: 300)
        let app = Application()
        let window = Window(id: "w", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        app.addWindow(window)
        // A container inside only over its subviews' frames; its subview answers nowhere itself.
        let container = View(id: "container", frame: Rect(x: 0, y: 0, width: 150, height: 150))
        container.pointInsideRule = .subviews
        let ghost = View(id: "ghost", frame: Rect(x: 10, y: 10, width: 40, height: 40))
        ghost.pointInsideRule = .never
        container.addSubview(ghost)
        // A bar that also answers over a grandchild overflowing the grandchild's own parent.
        let bar = View(id: "bar", frame: Rect(x: 0, y: 200, width: 300, height: 60))
        let middle = View(id: "middle", frame: Rect(x: 100, y: 10, width: 100, height: 40))
        let knob = Control(id: "knob", frame: Rect(x: 30, y: -50, width: 40, height: 80))
        middle.addSubview(knob); bar.addSubview(middle)
        bar.pointInsideRule = .include([knob])
        // A closure that reads its subviews' state: nothing of its own changes when they do.
        let panel = View(id: "panel", frame: Rect(x: 160, y: 0, width: 140, height: 150))
        panel.pointInsideRule = .custom(name: "over shown subviews") { view, p in
            view.subviews.contains { !$0.isHidden && $0.frame.contains(p) }
        }
        let tile = View(id: "tile", frame: Rect(x: 10, y: 10, width: 60, height: 60))
        tile.pointInsideRule = .never
        panel.addSubview(tile)
        window.addSubview(container); window.addSubview(bar); window.addSubview(panel)
        let tracker = HitMapTracker(app, canvas: canvas)
        _ = tracker.deadZones(app)
        // (The closure's answer cannot be bounded: the tile's changes recompute everything.)
        let changes: [(change: () -> Void, partial: Bool)] = [
            ({ ghost.center = Point(x: 90, y: 100) }, true), ({ knob.center = Point(x: 20, y: -10) }, true),
            ({ knob.pointInsideRule = .inset(dx: -20, dy: -20) }, true), ({ ghost.removeFromSuperview() }, true),
            ({ tile.isHidden = true }, false), ({ tile.isHidden = false }, false),
        ]
        for (change, partial) in changes {
            change()
            #expect((tracker.update(app) != nil) == partial)
            let full = HitMap.compute(app, canvas: canvas)
            #expect(Self.ok(Self.sameMap(tracker.hitMap, full)))
            #expect(Self.ok(Self.sameZones(tracker.deadZones(app), DeadZoneMap.compute(app, canvas: canvas, hitMap: full))))
        }
    }

    /// A scroll view of rows (some controls, some with rules, a few hidden or faint), a badge in
    /// front of it, an overflowing row, and a window above part of it.
    static func scrollApp(seed: UInt64) -> (Application, ScrollView) {
        var rng = RNG(seed: seed)
        let app = Application()
        let window = Window(id: "w", frame: Rect(x: 0, y: 0, width: 220, height: 320))
        let list = ScrollView(id: "list", frame: Rect(x: 10, y: 20, width: 180, height: 260))
        list.clipsToBounds = rng.next() % 4 != 0
        list.contentSize = Size(width: 180, height: 60 * 23)
        window.addSubview(list)
        for i in 0..<60 {
            let row: View = i % 7 == 3 ? Control(id: "row\(i)", frame: Rect(x: 0, y: Double(i) * 23, width: 180, height: 23))
                : View(id: "row\(i)", frame: Rect(x: i % 11 == 5 ? -15 : 0, y: Double(i) * 23, width: 180, height: 23),
                       color: i % 2 == 0 ? .white : Color(red: 229, green: 229, blue: 234))
            switch rng.next() % 12 {
            case 0: row.pointInsideRule = .inset(dx: 4, dy: 3)
            case 1: row.isHidden = true
            case 2: row.alpha = 0.005
            case 3: row.isUserInteractionEnabled = false
            case 4: row.hitTestRule = .passThrough
            default: break
            }
            if i % 9 == 0 { row.addSubview(View(id: "dot\(i)", frame: Rect(x: 150, y: 4, width: 40, height: 15))) }
            list.addSubview(row)
        }
        window.addSubview(View(id: "badge", frame: Rect(x: 120, y: 60, width: 50, height: 30)))
        let above = Window(id: "above", frame: Rect(x: 0, y: 250, width: 220, height: 70))
        above.level = 1
        app.addWindow(window); app.addWindow(above)
        return (app, list)
    }

    @Test("a scroll view moved to random offsets: the map and zones equal a full computation at every offset",
          arguments: Array(UInt64(1)...UInt64(12)))
    func scrolledOffsets(_ seed: UInt64) {
        var rng = RNG(seed: seed &* 31)
        let (app, list) = Self.scrollApp(seed: seed)
        let step = [1.0, 1.5, 2.5][Int(seed % 3)]
        let tracker = HitMapTracker(app, canvas: Self.canvas, step: step)
        _ = tracker.deadZones(app)
        var deadCells = 0
        defer { #expect(deadCells > 0, "seed \(seed): the scene has dead zones to follow") }
        for round in 0..<16 {
            // Small moves (a drag's), fractional ones, jumps, past either end (a bounce); now
            // and then another change in the same update.
            let y = list.contentOffset.y
            switch rng.next() % 4 {
            case 0: list.contentOffset = Point(x: 0, y: y + (rng.unit() - 0.5) * 8)
            case 1: list.contentOffset = Point(x: 0, y: (rng.unit() * 1200 - 40).rounded())
            case 2: list.contentOffset = Point(x: (rng.unit() - 0.5) * 3, y: y + rng.unit() * 37.3)
            default: list.contentOffset = Point(x: 0, y: y - rng.unit() * 91.7)
            }
            var what = "offset \(list.contentOffset)"
            if rng.next() % 5 == 0 { what += "; " + Self.change(app, &rng) }
            tracker.update(app)
            let full = HitMap.compute(app, canvas: Self.canvas, step: step)
            #expect(Self.ok(Self.sameMap(tracker.hitMap, full)), "seed \(seed), round \(round): \(what)")
            let zones = DeadZoneMap.compute(app, canvas: Self.canvas, step: step, hitMap: full)
            #expect(Self.ok(Self.sameZones(tracker.deadZones(app), zones)), "seed \(seed), round \(round): \(what)")
            deadCells += zones.zones.count
            if !Self.sameMap(tracker.hitMap, full) || !Self.sameZones(tracker.deadZones(app), zones) { return }
        }
    }

    @Test("a snapshot with the same ids in the same order reuses the lookup, equal to one built id by id")
    func sameIDsLookup() {
        let (app, list) = Self.scrollApp(seed: 5)
        let tester = HitTester(parameters: app.parameters.hitTest)
        let first = HitRegions(app, tester: tester)
        list.contentOffset = Point(x: 0, y: 57.25)
        let second = HitRegions(app, tester: tester, previous: first)
        #expect(second.sameIDs(as: first))
        #expect(second.lookup == HitRegions(app, tester: tester).lookup)
        #expect(second.isValid)
        // Another order: built id by id.
        list.subviews[3].removeFromSuperview()
        let third = HitRegions(app, tester: tester, previous: second)
        #expect(!third.sameIDs(as: second))
        #expect(third.lookup == HitRegions(app, tester: tester).lookup)
        // Two views with one id: not valid, whatever came before.
        list.subviews[0].addSubview(View(id: "row1", frame: Rect(x: 0, y: 0, width: 5, height: 5)))
        let fourth = HitRegions(app, tester: tester, previous: third)
        #expect(!fourth.isValid && !fourth.sameIDs(as: third))
    }

    @Test("views with the same id: every update is a full computation, still exact")
    func duplicateIds() {
        let app = Application()
        let window = Window(id: "w", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        app.addWindow(window)
        let a = View(id: "same", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(a)
        window.addSubview(View(id: "same", frame: Rect(x: 40, y: 40, width: 50, height: 50)))
        let tracker = HitMapTracker(app, canvas: Size(width: 100, height: 100))
        a.isHidden = true
        #expect(tracker.update(app) == nil)
        #expect(Self.ok(Self.sameMap(tracker.hitMap, HitMap.compute(app, canvas: Size(width: 100, height: 100)))))
    }
}

private extension View {
    func bringSubviewToFrontForTest(_ view: View) {
        view.removeFromSuperview()
        addSubview(view)
    }
}

extension Array {
    func randomElement(using rng: inout SplitMix64) -> Element? {
        isEmpty ? nil : self[Int(rng.next() % UInt64(count))]
    }
}

extension ArraySlice {
    func randomElement(using rng: inout SplitMix64) -> Element? {
        isEmpty ? nil : self[startIndex + Int(rng.next() % UInt64(count))]
    }
}
