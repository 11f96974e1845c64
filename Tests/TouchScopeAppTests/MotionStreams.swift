import Foundation
import PropertyBased
import Testing
import TouchScopeCore
@testable import TouchScopeScenes
import TouchScopeTestSupport
import TouchScopeUI

// Issue 18, item 3: the change streams animate and scroll. `ChangeOp.Kind.animate` runs a
// UIView animation on a random view (with or without allowUserInteraction) and moves the clock
// part of the way or past its end; `ChangeOp.Kind.scroll` drags on a scroll view (a flick, a
// slow drag, a drag that rests before lifting, or one that leaves the finger down) and moves the
// clock part of the way or all the way through the deceleration, paging snap or bounce back.
// ``DispatchHarness/checkMotion(_:)`` adds the invariants these steps need.

extension DispatchHarness {
    /// `animate:` on `view`: what changes, how long, the curve and the option come from the op;
    /// then the clock moves on by 0, 30 %, 50 %, 100 % or 160 % of the animation.
    func applyAnimate(_ change: ChangeOp, view: View) {
        let v = abs(change.value), o = abs(change.other)
        let duration = [0, 0.25, 0.6, 2.0][v % 4]
        let delay = [0, 0, 0, 0.3][(v / 4) % 4]
        let x = Double(v % 7) * 45 - 40, y = Double((v * 3) % 11) * 70 - 30
        let frame = AnimatedChangeSpec.frame(Rect(x: x, y: y, width: Double([0, 30, 120, 300][v % 4]),
                                                  height: Double([44, 0, 200, 500][(v / 3) % 4])))
        var transform = TransformSpec()
        transform.scaleX = [1, 0.5, 2, 0][v % 4]
        transform.rotateDegrees = Double(v % 5) * 40
        transform.translate = Point(x: Double(v % 3) * 30 - 30, y: 12)
        let changes: [AnimatedChangeSpec]
        switch (o / 2) % 5 {
        case 0: changes = [frame]
        case 1: changes = [.center(Point(x: x + 60, y: y + 40))]
        case 2: changes = [.alpha([0, 0.005, 0.5, 1][v % 4])]
        case 3: changes = [.transform(transform)]
        default: changes = [frame, .alpha([1, 0.3, 0][v % 3])]
        }
        perform(.animate(AnimationStep(view: view.id, changes: changes, duration: duration, delay: delay,
                                       curve: AnimationCurve.allCases[v % AnimationCurve.allCases.count],
                                       allowUserInteraction: o % 2 == 0)))
        checkMotion("animate \(view.id)")
        advanceClock(by: (duration + delay) * [0, 0.3, 0.5, 1.0, 1.6][(v / 3) % 5])
    }

    /// A drag on a scroll view of the scene (or, one time in three or when there is none, on
    /// `view`), with a finger that is not down: a flick, a slow drag, a drag that rests before
    /// lifting (no velocity), or a drag that leaves the finger down for later steps. After the
    /// lift the clock moves on by 0, 20 %, 50 %, 100 % or 130 % of what the scroll animations
    /// still have to run.
    func applyScroll(_ change: ChangeOp, view: View) {
        guard let scene = playground.scene else { return }
        let v = abs(change.value), o = abs(change.other)
        let scrollViews = scene.viewsInOrder.compactMap { $0 as? ScrollView }
        let target: View = scrollViews.isEmpty || o % 3 == 0 ? view : scrollViews[o % scrollViews.count]
        let count = DispatchOp.fingers.count
        guard let finger = (0..<count).map({ ($0 + v) % count }).first(where: { !down.contains(DispatchOp.fingers[$0]) }) else { return }
        let b = target.bounds
        let local = Point(x: b.minX + b.width * Double((v * 37 + 11) % 100) / 100,
                          y: b.minY + b.height * Double((v * 53 + o + 7) % 100) / 100)
        let start = target.localToScreen.apply(local)
        guard start.x.isFinite, start.y.isFinite, abs(start.x) < 1e6, abs(start.y) < 1e6 else { return }
        let directions: [(Double, Double)] = [(0, -1), (0, 1), (-1, 0), (1, 0), (-0.7, -0.7), (0.3, -1)]
        let d = directions[o % directions.count]
        let distance = Double([12, 40, 120, 300, 700][v % 5])
        let moves = 2 + v % 6
        let style = (v / 5) % 4          // 0 flick, 1 slow drag, 2 rest before lifting, 3 keep the finger down
        let gap = style == 0 ? 0.008 : 0.04
        let label = "scroll on \(target.id)"
        apply(DispatchOp(.down, finger: finger, start.x, start.y, dt: 0.02))
        checkMotion(label)
        for i in 1...moves {
            let k = Double(i) / Double(moves)
            apply(DispatchOp(.move, finger: finger, start.x + d.0 * distance * k, start.y + d.1 * distance * k, dt: gap))
            checkMotion(label)
        }
        guard style != 3 else { return }
        apply(DispatchOp(.up, finger: finger, start.x + d.0 * distance, start.y + d.1 * distance, dt: style == 2 ? 0.3 : gap))
        checkMotion(label)
        let remaining = max(0, (application.animator.lastEnd ?? 0) - time)
        advanceClock(by: remaining * [0, 0.2, 0.5, 1.0, 1.3][(v / 3) % 5] + 0.001)
    }

    /// The invariants of moving things, after every step:
    /// - a view animating without allowUserInteraction (or inside one) never becomes a touch's
    ///   hit view (unless a `hitTest` override answers for it without asking UIKit's checks);
    /// - a scroll view that came to rest after a drag, with no finger on it, is within its
    ///   limits (its offset, frame or size not set by the stream since), whatever was stopped,
    ///   caught or cancelled on the way.
    /// (The hit-test answer against the reference, which uses model values and skips views
    /// animating without allowUserInteraction, is ``checkUnderChange(_:)``'s.)
    func checkMotion(_ label: String) {
        guard let scene = playground.scene else { return }
        var problems = motionWatch.consume(scene)
        for case let s as ScrollView in scene.viewsInOrder
        where motionWatch.dragged.contains(s.id) && s.motion == .idle && s.panGestureRecognizer.numberOfTouches == 0 {
            let c = s.clamped(s.contentOffset)
            if abs(c.x - s.contentOffset.x) > 1e-6 || abs(c.y - s.contentOffset.y) > 1e-6 {
                problems.append("scroll view \(s.id) at rest at \(s.contentOffset), outside \(s.minimumOffset)...\(s.maximumOffset)")
            }
        }
        reportProblems(problems, label)
    }
}

/// Reads an application's trace for the motion invariants: hit views that animate without
/// allowUserInteraction, and which scroll views a drag released (and were not moved by a
/// script change since).
struct MotionWatch {
    private weak var application: Application?
    private var read = 0
    /// Scroll views released by a drag since the stream last set their offset or frame.
    private(set) var dragged: Set<String> = []

    mutating func consume(_ scene: BuiltScene) -> [String] {
        let app = scene.application
        guard let records = app.trace?.records else { return [] }
        if application !== app {
            // A new scene (or a what-if re-run): what happened before this point is not checked.
            self = MotionWatch()
            application = app
            read = records.count
            return []
        }
        if read > records.count { read = 0 }
        var problems: [String] = []
        for r in records[read...] {
            switch r.event {
            case let .hitResult(touch, id?, _):
                guard let hit = scene.views[id] else { continue }
                var probe: View? = hit
                while let v = probe {
                    if v.isInteractionSuspendedByAnimation, !Self.answersWithoutChecks(v) {
                        problems.append("touch \(touch) hit \(id), but \(v.id) is animating without allowUserInteraction")
                    }
                    // Hit-testing starts at the windows: what a window was added to does not count.
                    probe = v is Window ? nil : v.superview
                }
            case let .viewChanged(id, recorded):
                let change = recorded.text
                if change.hasPrefix("contentOffset") && change.contains("drag ended") { dragged.insert(id) }
                if change.hasPrefix("boundsOrigin") || change.hasPrefix("frame =")
                    || (change.hasPrefix("animation:") && change.contains("frame")) { dragged.remove(id) }
            default: break
            }
        }
        read = records.count
        return problems
    }

    /// A `hitTest` override that answers without UIKit's hidden / interaction / alpha checks.
    static func answersWithoutChecks(_ v: View) -> Bool {
        switch v.hitTestRule {
        case .returnsSelf, .custom: return true
        default: return false
        }
    }
}

/// Random trees with scroll views in them: the views of ``RandomScene`` inside scroll views
/// (some nested, paging, not bouncing, with insets, without delays, not cancelling).
enum RandomScrollScene {
    static func yaml(rng: inout SeededRNG) -> String {
        var ids = 0, scrolls = 0
        var all: [String] = []
        var out = "title: random scroll\nsummary: generated\ncanvas: [390, 844]\napp: {implements: [buy, tap]}\nwindow:\n  subviews:\n"
        for _ in 0..<Int.random(in: 1...2, using: &rng) {
            out += scrollView(depth: 0, indent: "    ", scrolls: &scrolls, ids: &ids, all: &all, rng: &rng)
        }
        if Bool.random(using: &rng) {
            out += RandomScene.view(depth: 1, indent: "    ", ids: &ids, all: &all, rng: &rng)
        }
        return out
    }

    static func scrollView(depth: Int, indent: String, scrolls: inout Int, ids: inout Int, all: inout [String], rng: inout SeededRNG) -> String {
        scrolls += 1
        let i = indent + "  "
        let w = Int.random(in: 120...390, using: &rng), h = Int.random(in: 120...700, using: &rng)
        var s = "\(indent)- id: s\(scrolls)\n\(i)kind: scrollView\n"
        s += "\(i)frame: [\(Int.random(in: 0...100, using: &rng)), \(Int.random(in: 0...200, using: &rng)), \(w), \(h)]\n"
        let cw = [w, w * 2, w * 3, w / 2].randomElement(using: &rng) ?? w
        let ch = [h, h * 3, h / 2, h + 1].randomElement(using: &rng) ?? h
        s += "\(i)contentSize: [\(cw), \(ch)]\n"
        if Int.random(in: 0..<3, using: &rng) == 0 { s += "\(i)paging: true\n" }
        if Int.random(in: 0..<4, using: &rng) == 0 { s += "\(i)bounces: false\n" }
        if Int.random(in: 0..<4, using: &rng) == 0 { s += "\(i)delaysContentTouches: false\n" }
        if Int.random(in: 0..<5, using: &rng) == 0 { s += "\(i)canCancelContentTouches: false\n" }
        if Int.random(in: 0..<5, using: &rng) == 0 { s += "\(i)directionalLock: true\n" }
        if Int.random(in: 0..<5, using: &rng) == 0 { s += "\(i)decelerationRate: fast\n" }
        if Int.random(in: 0..<5, using: &rng) == 0 { s += "\(i)contentInset: \(Int.random(in: 0...40, using: &rng))\n" }
        if Int.random(in: 0..<5, using: &rng) == 0 { s += "\(i)contentOffset: [\(Int.random(in: -20...200, using: &rng)), \(Int.random(in: -20...400, using: &rng))]\n" }
        s += "\(i)subviews:\n"
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            if depth < 1, Int.random(in: 0..<3, using: &rng) == 0 {
                s += scrollView(depth: depth + 1, indent: i + "  ", scrolls: &scrolls, ids: &ids, all: &all, rng: &rng)
            } else {
                s += RandomScene.view(depth: 1, indent: i + "  ", ids: &ids, all: &all, rng: &rng)
            }
        }
        return s
    }
}

/// Random streams that animate and scroll, over the scroll scenes (08, 21, 46-51), the animation
/// scene (52) and random trees with scroll views, with every invariant of the change streams and
/// ``DispatchHarness/checkMotion(_:)`` checked after every step (and after every sample of a
/// scroll).
@Suite struct MotionStreamProperties {
    static let names = ["08-paging-scroll-view", "21-coordinates", "46-delayed-content-touches", "47-touches-should-cancel",
                        "48-nested-scroll-views", "49-back-swipe-vs-scroll-view", "50-table-view-selection",
                        "51-text-field-and-keyboard", "52-animating-button"]
    static let pool: [SceneDocument] = {
        var docs = ((try? Robust.exampleDocuments()) ?? []).filter { doc in names.contains { doc.path.hasSuffix("\($0).yaml") } }
        var rng = SeededRNG(seed: 0x5C_0011)
        for i in 0..<10 {
            if let doc = try? SceneParser.parse(RandomScrollScene.yaml(rng: &rng), path: "random-scroll-\(i).yaml") { docs.append(doc) }
        }
        return docs
    }()

    /// (kind, a, b, c, d, e): kind < 20 animate, < 45 scroll, < 55 another change, else input.
    static let step = zip(Gen.int(in: 0...99), Gen.int(in: 0...99), Gen.int(in: 0...4), Gen.int(in: -60...460),
                          Gen.int(in: -60...900), Gen.int(in: -3...12))

    static func stream(_ raw: [(Int, Int, Int, Int, Int, Int)]) -> [StreamStep] {
        raw.map { r in
            let view = r.3 + 60, other = r.4 + 60, value = r.5 + 3 + r.2 * 13 + r.1
            switch r.0 {
            case 0..<20: return .change(ChangeOp(.animate, view: view, other: other, value: value))
            case 20..<45: return .change(ChangeOp(.scroll, view: view, other: other, value: value))
            case 45..<55: return .change(ChangeOp(kind: r.1, view: view, other: other, value: r.5 + 3 + r.2))
            default: return .input(DispatchOp(kind: r.1, finger: r.2, x: r.3, y: r.4, dt: r.5))
            }
        }
    }

    static func harness(first: Int) -> DispatchHarness {
        let harness = DispatchHarness(pool: pool, first: first)
        harness.playground.hitMapStep = 12
        return harness
    }

    @Test func thePoolHasTheScrollAndAnimationScenesAndRandomTrees() {
        #expect(Self.pool.count == Self.names.count + 10)
        #expect(Self.pool.filter { $0.path.contains("random-scroll") }.count == 10)
    }

    /// Streams per run: 120 in a full sweep, 30 in `./test` (docs/testing.md).
    static let streams = Sweep.count(full: 120, quick: 30)

    /// Seeded streams, the same on every run (`./test` and CI); the random exploration below
    /// runs with `TOUCHSCOPE_EXPLORE=1` (``ChangeStreamProperties/exploring``).
    @Test func seededStreamsThatAnimateAndScrollKeepEveryInvariant() {
        let problems = ChangeStreamProperties.seededStreamProblems(count: Self.streams, sceneSeed: 0x3071_0000, stepsSeed: 0x3072_0000,
                                                                   maxSteps: 50, pool: Self.pool) { scene, raw in
            let harness = Self.harness(first: scene)
            harness.run(Self.stream(raw))
            harness.liftEveryFinger()
            harness.checkRecognizersAtRest("all fingers up")
            harness.checkMotion("all fingers up")
            return harness
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        Robust.figure("motion streams: \(Self.streams) seeded streams of up to 50 steps (animate, scroll, changes, input)")
    }

    @Test(.shrinking, .enabled(if: ChangeStreamProperties.exploring)) func randomStreamsThatAnimateAndScrollKeepEveryInvariant() async {
        await propertyCheck(count: Self.streams, input: Gen.int(in: 0...999), Self.step.array(of: 1...50)) { scene, raw in
            let harness = Self.harness(first: scene)
            harness.run(Self.stream(raw))
            harness.liftEveryFinger()
            harness.checkRecognizersAtRest("all fingers up")
            harness.checkMotion("all fingers up")
            #expect(harness.violations.isEmpty, "scene \(Self.pool[scene % Self.pool.count].path): \(harness.violations.prefix(5))")
        }
        Robust.figure("motion streams: \(Self.streams) property-based streams of up to 50 steps (animate, scroll, changes, input)")
    }

    /// Six seeds in a full sweep; `./test` takes the first and the last.
    @Test(arguments: Sweep.sample(Array(0..<6), count: 2))
    func longSeededStreamsThatAnimateAndScrollKeepEveryInvariant(seed: Int) {
        let harness = Self.harness(first: seed * 3 + seed / 2)
        harness.checkHitMap = seed % 2 == 0
        harness.run(Self.stream(ChangeStreamProperties.seeded(UInt64(0x301_0000 + seed), count: 400)))
        harness.liftEveryFinger()
        harness.checkRecognizersAtRest("all fingers up")
        harness.checkMotion("all fingers up")
        #expect(harness.violations.isEmpty, "\(harness.violations.prefix(5))")
        Robust.figure("motion streams: seeded stream \(seed) on \(Self.pool[(seed * 3 + seed / 2) % Self.pool.count].path): \(harness.steps) steps, \(harness.changesRecorded) changes recorded, \(harness.totalRecordsChecked) trace records checked")
    }
}

/// The motion invariants can fail, and the counterexample the motion streams found stays fixed.
@Suite struct MotionInvariantChecks {
    static func application(_ events: [TraceEvent]) -> Application {
        let app = Application()
        app.trace = TraceRecorder()
        for e in events { app.trace?.record(e) }
        return app
    }

    @Test func aTouchTakenByARecognizerThatEndsInsteadOfCancellingIsReported() {
        let head: [TraceEvent] = [.touchBegan(touch: 1, finger: .mouse, location: .zero, tapCount: 1),
                                  .hitResult(touch: 1, view: "item", window: "window"),
                                  .touches(phase: .began, touches: [1], responder: "item", action: .handle),
                                  .gestureCancelsTouches(gesture: "list.pan", touches: [1], view: "item")]
        var ended = TraceChecker(application: Self.application(head + [.touches(phase: .ended, touches: [1], responder: "item", action: .handle)]))
        _ = ended.consume(checkJSON: false)
        #expect(ended.checkEnded(active: []).contains { $0.contains("taken by list.pan") })
        var cancelled = TraceChecker(application: Self.application(head + [.touches(phase: .cancelled, touches: [1], responder: "item", action: .handle)]))
        _ = cancelled.consume(checkJSON: false)
        #expect(cancelled.checkEnded(active: []).isEmpty)
        var twice = TraceChecker(application: Self.application(head + [.touches(phase: .cancelled, touches: [1], responder: "item", action: .handle),
                                                                        .touches(phase: .cancelled, touches: [1], responder: "item", action: .handle)]))
        #expect(!twice.consume(checkJSON: false).isEmpty, "a second cancel is reported")
    }

    @Test func aHitViewAnimatingWithoutAllowUserInteractionIsReported() throws {
        let doc = try SceneFile.load(Robust.scenesFolder.appendingPathComponent("52-animating-button.yaml").path)
        let scene = SceneBuilder.build(doc)
        let app = scene.application
        app.trace = TraceRecorder()
        var watch = MotionWatch()
        _ = watch.consume(scene)
        let buy = try #require(scene.views["buy"])
        app.animations.animate(buy, changes: [.alpha(0.5)], duration: 1, at: 0)
        app.trace?.record(.hitResult(touch: 1, view: "buy", window: "window"))
        #expect(watch.consume(scene).count == 1)
        app.animations.advanceTime(to: 2)
        app.trace?.record(.hitResult(touch: 2, view: "buy", window: "window"))
        #expect(watch.consume(scene).isEmpty, "the animation is over")
    }

    /// Found by `randomStreamsThatAnimateAndScrollKeepEveryInvariant` (shrunk to two steps): a
    /// drag past the edge of scene 08's pager, then a finger down on the bouncing pager, lifted
    /// without a drag. The pager stayed past its edge (-64 points) for good.
    @Test func aBounceCaughtByATapComesBackWithinTheLimits() {
        let pool = MotionStreamProperties.pool
        let harness = DispatchHarness(pool: pool, first: pool.firstIndex { $0.path.hasSuffix("08-paging-scroll-view.yaml") } ?? 0)
        harness.run(MotionStreamProperties.stream([(20, 27, 4, 0, 57, 12), (55, 28, 0, 40, 200, 0)]))
        harness.liftEveryFinger()
        harness.checkMotion("all fingers up")
        #expect(harness.violations.isEmpty, "\(harness.violations.prefix(5))")
    }
    /// Found by looping seeded motion streams (seed 1462 of a temporary hunt, shrunk to four
    /// steps) after `randomStreamsThatAnimateAndScrollKeepEveryInvariant` once left a pager at
    /// rest past its top edge: a finger down on random scene 9's paging `s2`, its frame animated
    /// to zero height under the finger (no page), a drag, its bounds origin set to (30, 25)
    /// mid-drag (the content is not wider than the bounds), then the lift. The paging snap kept
    /// the axis that does not scroll and the one without a page where they were, past the edge.
    @Test func aPagerLiftedPastItsEdgeWithoutAPageComesBackWithinTheLimits() {
        let pool = MotionStreamProperties.pool
        let harness = DispatchHarness(pool: pool, first: pool.firstIndex { $0.path == "random-scroll-9.yaml" } ?? 0)
        harness.run(MotionStreamProperties.stream([(86, 32, 3, 190, 392, 7), (10, 42, 4, 423, 869, 2),
                                                   (89, 18, 3, 283, 195, 5), (52, 36, 3, 113, -56, 8)]))
        harness.liftEveryFinger()
        harness.checkMotion("all fingers up")
        #expect(harness.violations.isEmpty, "\(harness.violations.prefix(5))")
    }

    /// The paging target is always within the limits, also on an axis that does not scroll and
    /// on one whose bounds have no size.
    @Test func thePagingTargetStaysWithinTheLimits() {
        let pager = ScrollView(id: "pager", frame: Rect(x: 0, y: 0, width: 300, height: 0))
        pager.contentSize = Size(width: 300, height: 500)
        pager.isPagingEnabled = true
        pager.contentOffset = Point(x: 30, y: -6.5)
        #expect(pager.pageTarget(velocity: .zero) == Point(x: 0, y: 0))
        pager.contentOffset = Point(x: -12, y: 640)
        #expect(pager.pageTarget(velocity: Point(x: 0, y: 900)) == Point(x: 0, y: 500))
        pager.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        pager.contentOffset = Point(x: 0, y: 60)
        #expect(pager.pageTarget(velocity: .zero) == Point(x: 0, y: 100), "a real page is still the nearest one")
    }
}
