import Testing
@testable import TouchScopeCore

@Suite("Views: geometry and hierarchy")
struct ViewGeometryTests {
    @Test("a frame sets the centre and a bounds at the origin with the frame's size")
    func frameToCenterAndBounds() {
        let v = makeView("v", 10, 20, 100, 50)
        #expect(v.center == Point(60, 45))
        #expect(v.bounds == Rect(0, 0, 100, 50))
        #expect(v.frame == Rect(10, 20, 100, 50))
    }

    @Test("setting the frame moves the centre and resizes the bounds but keeps the bounds origin")
    func settingFrameKeepsBoundsOrigin() {
        let v = makeView("v", 0, 0, 10, 10)
        v.bounds.origin = Point(5, 7)
        v.frame = Rect(100, 200, 40, 20)
        #expect(v.center == Point(120, 210))
        #expect(v.bounds == Rect(5, 7, 40, 20))
        #expect(v.frame == Rect(100, 200, 40, 20))
    }

    @Test("changing the centre or the bounds size changes the frame; the bounds origin does not")
    func frameFollowsCenterAndBounds() {
        let v = makeView("v", 0, 0, 100, 50)
        v.center = Point(200, 100)
        #expect(v.frame == Rect(150, 75, 100, 50))
        v.bounds.origin = Point(30, 30)
        #expect(v.frame == Rect(150, 75, 100, 50))
        v.bounds.size = Size(20, 10)
        #expect(v.frame == Rect(190, 95, 20, 10))
    }

    @Test("the frame of a scaled view is its scaled box about the centre; its bounds are unchanged")
    func scaledFrame() {
        let v = makeView("v", 50, 75, 100, 50)
        v.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(close(v.frame, Rect(0, 50, 200, 100)))
        #expect(v.bounds == Rect(0, 0, 100, 50))
        #expect(v.center == Point(100, 100))
    }

    @Test("the frame of a view rotated 45 degrees is the bounding box of its rotated bounds")
    func rotatedFrame() {
        let v = makeView("v", 50, 50, 100, 100)
        v.transform = AffineTransform(rotationAngle: .pi / 4)
        let half = 50 * 2.0.squareRoot()
        #expect(close(v.frame, Rect(100 - half, 100 - half, 2 * half, 2 * half)))
        #expect(close(v.frame.center, Point(100, 100)))
    }

    @Test("image views and labels have user interaction off by default; others on")
    func interactionDefaults() {
        #expect(!makeView("i", 0, 0, 1, 1, kind: .imageView).isUserInteractionEnabled)
        #expect(!makeView("l", 0, 0, 1, 1, kind: .label).isUserInteractionEnabled)
        #expect(makeView("v", 0, 0, 1, 1).isUserInteractionEnabled)
        #expect(makeView("s", 0, 0, 1, 1, kind: .scrollView).isUserInteractionEnabled)
        #expect(makeControl("b", 0, 0, 1, 1).isUserInteractionEnabled)
        #expect(Window(frame: Rect(0, 0, 1, 1)).isUserInteractionEnabled)
    }

    @Test("other defaults: opaque, visible, not clipping, single touch, not exclusive")
    func otherDefaults() {
        let v = makeView("v", 0, 0, 1, 1)
        #expect(v.alpha == 1 && !v.isHidden && !v.clipsToBounds)
        #expect(!v.isMultipleTouchEnabled && !v.isExclusiveTouch)
        #expect(v.pointInsideRule.isDefault && v.hitTestRule.isDefault)
    }

    @Test("subviews are back to front: addSubview puts the view last (front-most)")
    func subviewOrder() {
        let parent = makeView("p", 0, 0, 100, 100)
        let a = makeView("a", 0, 0, 1, 1), b = makeView("b", 0, 0, 1, 1), c = makeView("c", 0, 0, 1, 1)
        parent.with(a, b)
        #expect(parent.subviews.map(\.id) == ["a", "b"])
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(\.id) == ["c", "a", "b"])
        parent.addSubview(c)
        #expect(parent.subviews.map(\.id) == ["a", "b", "c"])
        #expect(c.superview === parent)
        a.removeFromSuperview()
        #expect(parent.subviews.map(\.id) == ["b", "c"])
        #expect(a.superview == nil)
    }

    @Test("adding a view to another parent removes it from the old one")
    func reparenting() {
        let p1 = makeView("p1", 0, 0, 10, 10), p2 = makeView("p2", 0, 0, 10, 10), v = makeView("v", 0, 0, 1, 1)
        p1.addSubview(v)
        p2.addSubview(v)
        #expect(p1.subviews.isEmpty)
        #expect(p2.subviews.map(\.id) == ["v"])
    }

    @Test("window, ancestors, isDescendant and subtree")
    func hierarchyQueries() {
        let w = Window(frame: Rect(0, 0, 100, 100))
        let a = makeView("a", 0, 0, 50, 50), b = makeView("b", 0, 0, 10, 10), c = makeView("c", 0, 0, 10, 10)
        w.with(a.with(b), c)
        #expect(b.window === w && w.window === w)
        #expect(b.ancestors.map(\.id) == ["a", "window"])
        #expect(b.isDescendant(of: w) && b.isDescendant(of: b) && !b.isDescendant(of: c))
        #expect(w.subtree.map(\.id) == ["window", "a", "b", "c"])
        #expect(makeView("x", 0, 0, 1, 1).window == nil)
    }
}

@Suite("Views: converting points and rects")
struct ViewConversionTests {
    /// window 400x400 > scroller (50, 50, 200, 200), scrolled by (0, 30) > child (10, 40, 100, 100);
    /// window > other (300, 0, 100, 100).
    struct Tree {
        let window = Window(frame: Rect(0, 0, 400, 400))
        let scroller = makeView("scroller", 50, 50, 200, 200)
        let child = makeView("child", 10, 40, 100, 100)
        let other = makeView("other", 300, 0, 100, 100)
        init() {
            scroller.bounds.origin = Point(0, 30)
            window.with(scroller.with(child), other)
        }
    }

    @Test("to the window: subtract nothing for the window, add frame origins, subtract bounds origins")
    func toWindowWithBoundsOrigin() {
        let t = Tree()
        #expect(t.child.convert(Point(0, 0), to: nil) == Point(60, 60))
        #expect(t.child.convert(Point(0, 0), to: t.window) == Point(60, 60))
        #expect(t.scroller.convert(Point(0, 30), to: nil) == Point(50, 50))
        #expect(t.window.convert(Point(60, 60), to: t.child) == Point(0, 0))
        #expect(t.child.convert(Point(60, 60), from: nil) == Point(0, 0))
        #expect(t.child.convert(Point(60, 60), from: t.window) == Point(0, 0))
    }

    @Test("superview to subview subtracts the frame origin and adds the bounds origin")
    func superviewToSubview() {
        let parent = makeView("p", 0, 0, 300, 300)
        let sub = makeView("s", 20, 30, 100, 100)
        sub.bounds.origin = Point(5, 7)
        parent.addSubview(sub)
        #expect(sub.convert(Point(50, 50), from: parent) == Point(50 - 20 + 5, 50 - 30 + 7))
        #expect(sub.superviewToLocal?.apply(Point(50, 50)) == Point(35, 27))
    }

    @Test("between two views in a window, both directions")
    func betweenSiblings() {
        let t = Tree()
        // child (0, 0) is window (60, 60); other's origin is window (300, 0).
        #expect(t.child.convert(Point(0, 0), to: t.other) == Point(-240, 60))
        #expect(t.other.convert(Point(-240, 60), to: t.child) == Point(0, 0))
        #expect(t.other.convert(Point(0, 0), from: t.child) == Point(-240, 60))
        #expect(t.child.convert(Point(-240, 60), from: t.other) == Point(0, 0))
        #expect(t.child.convert(Point(3, 4), to: t.scroller) == Point(13, 44))
    }

    @Test("rects convert as the bounding box of their converted corners")
    func rectConversion() {
        let t = Tree()
        #expect(t.child.convert(Rect(0, 0, 10, 20), to: nil) == Rect(60, 60, 10, 20))
        #expect(t.child.convert(Rect(60, 60, 10, 20), from: nil) == Rect(0, 0, 10, 20))
        #expect(t.child.convert(Rect(0, 0, 10, 20), to: t.other) == Rect(-240, 60, 10, 20))
        #expect(t.other.convert(Rect(-240, 60, 10, 20), to: t.child) == Rect(0, 0, 10, 20))
        #expect(t.other.convert(Rect(0, 0, 10, 20), from: t.child) == Rect(-240, 60, 10, 20))

        let rotated = makeView("r", 100, 100, 100, 100)
        rotated.transform = AffineTransform(rotationAngle: .pi / 4)
        t.window.addSubview(rotated)
        #expect(close(rotated.convert(rotated.bounds, to: nil), rotated.frame))
    }

    /// window > parent (100, 100, 100, 100) scaled 2x > child (25, 25, 50, 50) rotated 90 degrees.
    struct Nested {
        let window = Window(frame: Rect(0, 0, 400, 400))
        let parent = makeView("parent", 100, 100, 100, 100)
        let child = makeView("child", 25, 25, 50, 50)
        init() {
            parent.transform = AffineTransform(scaleX: 2, y: 2)
            child.transform = AffineTransform(rotationAngle: .pi / 2)
            window.with(parent.with(child))
        }
    }

    @Test("nested transforms: a scaled parent and a rotated child convert both ways")
    func nestedTransforms() {
        let n = Nested()
        // child (0, 0): minus its bounds centre (25, 25) -> (-25, -25), rotated 90 -> (25, -25),
        // plus its centre (50, 50) -> parent (75, 25); minus (50, 50) -> (25, -25), scaled 2 ->
        // (50, -50), plus the parent's centre (150, 150) -> window (200, 100).
        #expect(close(n.child.convert(Point(0, 0), to: nil), Point(200, 100)))
        #expect(close(n.child.convert(Point(0, 0), to: n.parent), Point(75, 25)))
        #expect(close(n.child.convert(Point(200, 100), from: nil), Point(0, 0)))
        #expect(close(n.window.convert(Point(200, 100), to: n.child), Point(0, 0)))
        #expect(close(n.child.convert(Point(25, 25), to: nil), Point(150, 150)))
        // A rotation by 90 degrees turns +x towards +y: one step right in the child is one step down.
        let a = n.child.convert(Point(25, 25), to: nil), b = n.child.convert(Point(26, 25), to: nil)
        #expect(close(b - a, Point(0, 2)))
    }

    @Test("convert(to:) then convert(from:) round-trips between any two views",
          arguments: [Point(0, 0), Point(12.5, -7), Point(99.9, 0.1), Point(-300, 250)])
    func roundTrips(_ p: Point) {
        let n = Nested()
        let extra = makeView("extra", 10, 300, 80, 60)
        extra.bounds.origin = Point(-15, 40)
        extra.transform = AffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.5)
        n.window.addSubview(extra)
        let views: [View] = [n.window, n.parent, n.child, extra]
        for from in views {
            for to in views {
                let there = from.convert(p, to: to)
                #expect(close(to.convert(there, to: from), p, 1e-9), "\(from.id) -> \(to.id)")
                #expect(close(from.convert(there, from: to), p, 1e-9), "\(from.id) <- \(to.id)")
                #expect(close(to.convert(p, from: from), there, 1e-9))
            }
            #expect(close(from.convert(from.convert(p, to: nil), from: nil), p, 1e-9))
        }
    }

    @Test("between windows, conversion goes through the screen")
    func acrossWindows() {
        let w1 = Window(id: "w1", frame: Rect(0, 0, 200, 200))
        let w2 = Window(id: "w2", frame: Rect(500, 100, 200, 200))
        let a = makeView("a", 10, 10, 50, 50), b = makeView("b", 20, 20, 50, 50)
        w1.addSubview(a)
        w2.addSubview(b)
        // a (0, 0) is screen (10, 10); b (0, 0) is screen (520, 120).
        #expect(a.convert(Point(0, 0), to: b) == Point(-510, -110))
        #expect(b.convert(Point(-510, -110), to: a) == Point(0, 0))
        #expect(b.localToScreen.apply(Point(0, 0)) == Point(520, 120))
        // The window's own space is not the screen: nil means the view's window.
        #expect(b.convert(Point(0, 0), to: nil) == Point(20, 20))
    }

    @Test("screenQuad is the four corners of the bounds on screen")
    func screenQuad() {
        let w = Window(frame: Rect(100, 0, 300, 300))
        let v = makeView("v", 10, 20, 30, 40)
        w.addSubview(v)
        #expect(v.screenQuad == [Point(110, 20), Point(140, 20), Point(140, 60), Point(110, 60)])
    }

    @Test("a view with a non-invertible transform contains no point (no local mapping)")
    func singularTransform() {
        let v = makeView("v", 0, 0, 100, 100)
        v.transform = AffineTransform(scaleX: 0, y: 1)
        #expect(v.superviewToLocal == nil)
    }

    @Test("the cached superview-to-local mapping follows geometry changes")
    func cacheInvalidation() {
        let v = makeView("v", 0, 0, 100, 100)
        #expect(v.superviewToLocal?.apply(Point(10, 10)) == Point(10, 10))
        v.center = Point(60, 60)
        #expect(v.superviewToLocal?.apply(Point(10, 10)) == Point(0, 0))
        v.bounds.origin = Point(5, 5)
        #expect(v.superviewToLocal?.apply(Point(10, 10)) == Point(5, 5))
        v.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(close(v.superviewToLocal!.apply(Point(60, 60)), Point(55, 55)))
    }
}

@Suite("Views: the versions drawings and walks are kept on")
struct ViewVersionTests {
    @Test("clips, text and fill move drawingVersion on the view and its ancestors, not hitTestVersion; setting an equal value moves nothing")
    func drawingVersion() {
        let root = makeView("root", 0, 0, 300, 300), child = makeView("child", 10, 10, 100, 100)
        root.addSubview(child)
        let changes: [(String, () -> Void)] = [
            ("clips", { child.clipsToBounds.toggle() }),
            ("text", { child.text = "renamed" }),
            ("fill", { child.backgroundColor = Color(red: 9, green: 8, blue: 7) }),
        ]
        for (what, change) in changes {
            let (d, rd, h) = (child.drawingVersion, root.drawingVersion, root.hitTestVersion)
            change()
            #expect(child.drawingVersion == d + 1 && root.drawingVersion == rd + 1, "\(what) moves the drawing version up the tree")
            #expect(root.hitTestVersion == h, "\(what) does not change a hit-test answer")
        }
        let (d, h) = (root.drawingVersion, root.hitTestVersion)
        let (clips, text, fill) = (child.clipsToBounds, child.text, child.backgroundColor)
        child.clipsToBounds = clips
        child.text = text
        child.backgroundColor = fill
        #expect(root.drawingVersion == d && root.hitTestVersion == h, "equal values are no change")
    }

    @Test("membershipVersion moves on add, insert and remove only; geometry and state keep it")
    func membershipVersion() {
        let root = makeView("root", 0, 0, 300, 300), a = makeView("a", 0, 0, 10, 10), b = makeView("b", 0, 0, 10, 10)
        var m = root.membershipVersion
        root.addSubview(a)
        #expect(root.membershipVersion > m); m = root.membershipVersion
        root.insertSubview(b, at: 0)
        #expect(root.membershipVersion > m); m = root.membershipVersion
        a.frame = Rect(5, 5, 20, 20); a.alpha = 0.3; a.isHidden = true; a.clipsToBounds = true
        #expect(root.membershipVersion == m, "geometry and state are not membership")
        b.removeFromSuperview()
        #expect(root.membershipVersion > m)
    }
}
