#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TouchScopeCore

/// A window (400x400) holding a scroll view `scroller` (50,100,300,200) over `content` of the
/// given size, handling touches.
private struct BounceHarness {
    let h = Harness()
    let scroller = ScrollView(id: "scroller", frame: Rect(50, 100, 300, 200))

    init(content: Size) {
        scroller.contentSize = content
        let view = makeView("content", 0, 0, content.width, content.height)
        view.setTouchBehaviour(.handle)
        scroller.addSubview(view)
        h.window.addSubview(scroller)
    }

    /// A drag from `from` to `to` in `steps` moves 1/60 s apart, starting at `start`. Returns the
    /// time of the lift.
    @discardableResult
    func drag(_ from: Point, _ to: Point, steps: Int = 3, start: Double, rest: Double = 0) -> Double {
        h.drag(from, to, steps: steps, start: start, rest: rest)
    }

    /// The scroller's recorded offset changes, as the trace words them.
    var changes: [String] {
        h.recorder.records.compactMap {
            if case let .viewChanged(v, change) = $0.event, v == "scroller" { return change.text }
            return nil
        }
    }

    /// The offsets along x at every frame from `start` until the animations end.
    func framesX(from start: Double) -> [Double] {
        var xs: [Double] = []
        var t = start
        while let d = h.app.nextDeadline, t < start + 10 {
            t = d
            h.app.advanceTime(to: d)
            xs.append(scroller.contentOffset.x)
        }
        return xs
    }
}

/// The deceleration's numbers for a flick whose content velocity is `v` from offset `x0`, as
/// UIKit's rate says: where it meets `edge`, and how fast.
private func edgeHit(x0: Double, v: Double, edge: Double) -> (time: Double, velocity: Double) {
    let k = 1000 * log(ScrollParameters.normalDecelerationRate)
    let t = log(1 + k * (edge - x0) / v) / k
    return (t, v * exp(k * t))
}

@Suite("Scroll views: a deceleration into an edge goes past it and springs back; alwaysBounce (UIScrollView)")
struct ScrollBounceTests {
    @Test("a flick into the far edge with bounces goes past the edge by v/(ωe), springs back, and ends on the edge")
    func decelerationOvershootsAndSpringsBack() {
        let s = BounceHarness(content: Size(width: 600, height: 200))
        // Finger -1200 pt/s after a 60-point drag: content +1200 pt/s from 60; unlimited rest
        // 60 + 1200/2.002 = 659, past the maximum offset 300.
        let end = s.drag(Point(x: 300, y: 200), Point(x: 240, y: 200), start: 1)
        #expect(s.scroller.contentOffset.x == 60)
        #expect(s.scroller.motion == .decelerating)
        let hit = edgeHit(x0: 60, v: 1200, edge: 300)
        let omega = ScrollParameters.edgeBounceFrequency
        let width = s.scroller.bounds.width
        let unbanded = hit.velocity / (omega * exp(1))
        // The spring's furthest point, rubber-banded over the bounds' width as a drag is.
        let peak = (1 - 1 / (unbanded * ScrollParameters.rubberBandConstant / width + 1)) * width
        // Just before the edge it is still decelerating, inside the limits.
        s.h.app.advanceTime(to: end + hit.time - 0.001)
        #expect(s.scroller.motion == .decelerating && s.scroller.contentOffset.x < 300)
        // The furthest point, 1/ω after the edge.
        s.h.app.advanceTime(to: end + hit.time + 1 / omega)
        #expect(s.scroller.motion == .bouncing)
        #expect(s.scroller.isDecelerating, "UIKit's isDecelerating stays true while it bounces")
        #expect(close(s.scroller.contentOffset.x, 300 + peak, 1e-6), "\(s.scroller.contentOffset.x) vs \(300 + peak)")
        #expect(unbanded > 20 && unbanded < 30, "a spring of about 26 pt at 720 pt/s: \(unbanded)")
        #expect(peak > 10 && peak < unbanded, "banded to less: \(peak)")
        s.h.app.advanceTime(to: end + 5)
        #expect(s.scroller.contentOffset == Point(x: 300, y: 0))
        #expect(s.scroller.motion == .idle)
        let c = s.changes
        #expect(c.contains { $0.contains("into the edge at") && $0.contains("to rest at [300, 0]") }, "\(c)")
        #expect(c.contains { $0.contains("decelerating reached the edge at") }, "\(c)")
        #expect(c.last?.hasSuffix("(bouncing ended)") == true, "\(c)")
    }

    @Test("the bounce is on the input clock: frame by frame or in one step, the same offsets and the same end")
    func bounceIsDeterministic() {
        let a = BounceHarness(content: Size(width: 600, height: 200))
        let endA = a.drag(Point(x: 300, y: 200), Point(x: 240, y: 200), start: 1)
        let lastEnd = a.h.app.animator.lastEnd
        let xs = a.framesX(from: endA)
        let b = BounceHarness(content: Size(width: 600, height: 200))
        let endB = b.drag(Point(x: 300, y: 200), Point(x: 240, y: 200), start: 1)
        #expect(b.h.app.animator.lastEnd == lastEnd)
        b.h.app.advanceTime(to: endB + 10)
        #expect(a.scroller.contentOffset == b.scroller.contentOffset)
        #expect(a.changes == b.changes, "the same trace however time is sliced")
        // Past the edge, then back to it; never further than the spring's peak.
        let maxX = xs.max() ?? 0
        let hit = edgeHit(x0: 60, v: 1200, edge: 300)
        let peak = EdgeBounce(edge: 300, hitTime: 0, hitVelocity: hit.velocity, size: a.scroller.bounds.width).peak
        #expect(maxX > 300 && maxX <= 300 + peak + 1e-9)
        #expect(xs.last == 300)
        // The last frame's step onto the edge is small (the spring was within a frame of its end).
        let beforeLast = xs.dropLast().last ?? 0
        #expect(abs(beforeLast - 300) < 1, "\(beforeLast)")
    }

    @Test("the edge spring ends once it is back within the rest distance, after its furthest point")
    func springSettleTime() {
        for v in [-3000.0, -80, 50, 720, 5000] {
            let b = EdgeBounce(edge: 100, hitTime: 0, hitVelocity: v)
            let rest = ScrollParameters.edgeBounceRestDistance
            let tau = b.settleTime
            #expect(tau > 1 / ScrollParameters.edgeBounceFrequency, "after the peak: \(v)")
            #expect(abs(b.offset(after: tau) - 100) <= rest + 1e-9, "\(v)")
            #expect(abs(b.offset(after: tau - 0.001) - 100) > rest, "the first such time: \(v)")
            #expect(close(b.offset(after: 1 / ScrollParameters.edgeBounceFrequency) - 100, v / (ScrollParameters.edgeBounceFrequency * exp(1)), 1e-9))
        }
    }

    @Test("past the edge the spring is rubber-banded as a drag is: a very fast flick stays within one bounds' size, at the peak exactly where a drag that far would put it")
    func springIsRubberBanded() {
        let s = BounceHarness(content: Size(width: 600, height: 200))
        let width = s.scroller.bounds.width
        let omega = ScrollParameters.edgeBounceFrequency
        for v in [720.0, 9000, 50000] {
            let b = EdgeBounce(edge: 300, hitTime: 0, hitVelocity: v, size: width)
            let unbanded = v / (omega * exp(1))
            #expect(b.peak < width, "\(v): \(b.peak)")
            #expect(b.peak < unbanded, "\(v)")
            let atPeak = b.offset(after: 1 / omega)
            #expect(close(atPeak, s.scroller.resisted(Point(x: 300 + unbanded, y: 0)).x, 1e-9), "\(v)")
            // And towards the other edge.
            let low = EdgeBounce(edge: 0, hitTime: 0, hitVelocity: -v, size: width)
            #expect(close(low.offset(after: 1 / omega), -b.peak, 1e-9))
            // It settles after its furthest point.
            #expect(b.settleTime > 1 / omega && abs(b.offset(after: b.settleTime) - 300) <= ScrollParameters.edgeBounceRestDistance + 1e-9)
        }
    }

    @Test("without bounces a deceleration into the edge stops on it, never past it")
    func noBouncesStopsOnEdge() {
        let s = BounceHarness(content: Size(width: 600, height: 200))
        s.scroller.bounces = false
        let end = s.drag(Point(x: 300, y: 200), Point(x: 240, y: 200), start: 1)
        let xs = s.framesX(from: end)
        #expect(xs.allSatisfy { $0 <= 300 }, "\(xs.max() ?? 0)")
        #expect(s.scroller.contentOffset.x == 300)
        #expect(!s.changes.contains { $0.contains("reached the edge") || $0.contains("bouncing") })
    }

    @Test("a deceleration that comes to rest inside the limits does not bounce")
    func restInsideDoesNotBounce() {
        let s = BounceHarness(content: Size(width: 6000, height: 200))
        let end = s.drag(Point(x: 300, y: 200), Point(x: 240, y: 200), start: 1)
        _ = s.framesX(from: end)
        #expect(!s.changes.contains { $0.contains("edge") || $0.contains("bouncing") }, "\(s.changes)")
        #expect(close(s.scroller.contentOffset.x, 60 + 1200 / (-1000 * log(0.998)), 1e-6))
    }

    @Test("a flick toward the start edge bounces off it too (negative offsets, then 0)")
    func overshootAtStart() {
        let s = BounceHarness(content: Size(width: 600, height: 200))
        s.scroller.contentOffset = Point(x: 200, y: 0)
        let end = s.drag(Point(x: 100, y: 200), Point(x: 160, y: 200), start: 1)
        #expect(s.scroller.contentOffset.x == 140)
        let xs = s.framesX(from: end)
        #expect((xs.min() ?? 0) < 0)
        #expect(s.scroller.contentOffset.x == 0)
    }

    @Test("a finger that catches the content past the edge stops it there; lifted, it springs back to the edge")
    func catchDuringOvershoot() {
        let s = BounceHarness(content: Size(width: 600, height: 200))
        let end = s.drag(Point(x: 300, y: 200), Point(x: 240, y: 200), start: 1)
        let hit = edgeHit(x0: 60, v: 1200, edge: 300)
        let t = end + hit.time + 0.1
        s.h.app.advanceTime(to: t)
        let caught = s.scroller.contentOffset.x
        #expect(caught > 300)
        s.h.down(200, 200, at: t)
        #expect(s.scroller.motion == .idle && s.scroller.contentOffset.x == caught)
        #expect(s.changes.last?.hasSuffix("(bouncing stopped by a touch)") == true, "\(s.changes)")
        s.h.up(200, 200, at: t + 0.05)
        #expect(s.scroller.motion == .bouncing)
        s.h.app.advanceTime(to: t + 1)
        #expect(s.scroller.contentOffset.x == 300)
    }

    @Test("a drag that starts on content caught past the edge moves on from where it is, without a jump")
    func dragFromPastTheEdgeDoesNotJump() {
        let s = BounceHarness(content: Size(width: 600, height: 200))
        s.scroller.contentOffset = Point(x: 330, y: 0)
        s.h.down(200, 200, at: 1)
        s.h.move(189, 200, at: 1.02)   // begins (past the 10-point threshold): 11 points left
        let first = s.scroller.contentOffset.x
        #expect(first > 330 && first < 341, "rubber-banded on from 330: \(first)")
        s.h.move(200, 200, at: 1.04)   // back where it started
        #expect(close(s.scroller.contentOffset.x, 330, 1e-6), "\(s.scroller.contentOffset.x)")
    }

    @Test("alwaysBounceVertical: content shorter than the bounds still drags vertically, rubber-banding, and springs back")
    func alwaysBounceVertical() {
        let s = BounceHarness(content: Size(width: 300, height: 100))
        s.scroller.alwaysBounceVertical = true
        #expect(!s.scroller.canScrollVertically && s.scroller.scrollsVertically)
        s.h.down(200, 200, at: 1)
        s.h.move(200, 220, at: 1.02)
        s.h.move(200, 300, at: 1.04)
        let y = s.scroller.contentOffset.y
        let c = ScrollParameters.rubberBandConstant
        #expect(close(-y, (1 - 1 / (100 * c / 200 + 1)) * 200, 1e-9), "\(y)")
        #expect(s.scroller.contentOffset.x == 0, "no horizontal scrolling without alwaysBounceHorizontal")
        s.h.up(200, 300, at: 1.5)
        #expect(s.scroller.motion == .bouncing)
        s.h.app.advanceTime(to: 1.5 + ScrollParameters.bounceBackDuration)
        #expect(s.scroller.contentOffset == .zero)
    }

    @Test("alwaysBounceHorizontal: a flick on content narrower than the bounds goes past the edge and back")
    func alwaysBounceHorizontalFlick() {
        let s = BounceHarness(content: Size(width: 200, height: 200))
        s.scroller.alwaysBounceHorizontal = true
        // A fast flick left from offset 0: drags past the edge (rubber-banding) and springs back.
        let end = s.drag(Point(x: 300, y: 200), Point(x: 240, y: 200), start: 1)
        #expect(s.scroller.contentOffset.x > 0)
        _ = s.framesX(from: end)
        #expect(s.scroller.contentOffset.x == 0)
        #expect(s.changes.contains { $0.contains("rubber-banding") })
    }

    @Test("without alwaysBounce, or with bounces false, a drag on content that fits does not scroll (the pan fails)")
    func alwaysBounceNeedsBounces() {
        for (always, bounces) in [(false, true), (true, false)] {
            let s = BounceHarness(content: Size(width: 300, height: 100))
            s.scroller.alwaysBounceVertical = always
            s.scroller.bounces = bounces
            #expect(!s.scroller.scrollsVertically)
            s.drag(Point(x: 200, y: 200), Point(x: 200, y: 300), start: 1)
            #expect(s.scroller.contentOffset == .zero)
            let failed = s.h.events.contains {
                if case let .gesture(g, _, _, to, reason, _) = $0, g == "scroller.pan", to == .failed {
                    return reason.text.contains("vertically")
                }
                return false
            }
            #expect(failed, "always \(always) bounces \(bounces)")
        }
    }
}
