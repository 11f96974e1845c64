import Testing
@testable import TouchScopeCore

@Suite("Geometry: Rect")
struct RectTests {
    let square = Rect(0, 0, 100, 100)

    @Test("contains its min corner (0, 0)")
    func containsMinCorner() { #expect(square.contains(Point(0, 0))) }

    @Test("contains (99.9, 99.9) just inside the max edges")
    func containsJustInsideMax() { #expect(square.contains(Point(99.9, 99.9))) }

    @Test("does not contain (100, 100): max edges are outside")
    func excludesMaxCorner() {
        #expect(!square.contains(Point(100, 100)))
        #expect(!square.contains(Point(100, 50)))
        #expect(!square.contains(Point(50, 100)))
    }

    @Test("does not contain points just before the min edges")
    func excludesBeforeMin() {
        #expect(!square.contains(Point(-0.1, 50)))
        #expect(!square.contains(Point(50, -0.1)))
        #expect(square.contains(Point(0, 50)))
        #expect(square.contains(Point(50, 0)))
    }

    @Test("an empty rect contains no point, not even its origin")
    func emptyContainsNothing() {
        #expect(!Rect(10, 10, 0, 20).contains(Point(10, 15)))
        #expect(Rect(10, 10, 0, 20).isEmpty)
    }

    @Test("a rect with negative size is normalised for min/max and containment")
    func negativeSize() {
        let r = Rect(100, 100, -50, -20)
        #expect(r.minX == 50 && r.maxX == 100 && r.minY == 80 && r.maxY == 100)
        #expect(r.width == 50 && r.height == 20)
        #expect(r.contains(Point(50, 80)))
        #expect(!r.contains(Point(100, 90)))
    }

    @Test("insetBy with negative values grows on every side")
    func insetNegativeGrows() {
        #expect(Rect(10, 20, 100, 50).insetBy(dx: -20, dy: -20) == Rect(-10, 0, 140, 90))
    }

    @Test("insetBy with positive values shrinks on every side")
    func insetPositiveShrinks() {
        #expect(Rect(10, 20, 100, 50).insetBy(dx: 10, dy: 5) == Rect(20, 25, 80, 40))
    }

    @Test("insetBy past empty gives a zero size at the centre")
    func insetPastEmpty() {
        let r = Rect(0, 0, 100, 40).insetBy(dx: 60, dy: 30)
        #expect(r.size == .zero)
        #expect(r.origin == Point(50, 20))
        #expect(r.isEmpty)
        let onlyX = Rect(0, 0, 100, 40).insetBy(dx: 60, dy: 10)
        #expect(onlyX == Rect(50, 10, 0, 20))
    }

    @Test("inset(by: EdgeInsets) shrinks each edge by its own amount and grows with negatives")
    func insetByEdgeInsets() {
        let r = Rect(0, 0, 100, 100)
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(2, 1, 94, 96))
        #expect(r.inset(by: EdgeInsets(all: -10)) == Rect(-10, -10, 120, 120))
    }

    @Test("union is the smallest rect containing both")
    func union() {
        #expect(Rect(0, 0, 10, 10).union(Rect(20, 30, 5, 5)) == Rect(0, 0, 25, 35))
        #expect(Rect(-5, 5, 10, 10).union(Rect(0, 0, 2, 2)) == Rect(-5, 0, 10, 15))
    }

    @Test("intersection is the overlap; nil when disjoint or only touching")
    func intersection() {
        #expect(Rect(0, 0, 10, 10).intersection(Rect(5, 5, 10, 10)) == Rect(5, 5, 5, 5))
        #expect(Rect(0, 0, 10, 10).intersection(Rect(2, 2, 3, 3)) == Rect(2, 2, 3, 3))
        #expect(Rect(0, 0, 10, 10).intersection(Rect(20, 20, 5, 5)) == nil)
        #expect(Rect(0, 0, 10, 10).intersection(Rect(10, 0, 5, 5)) == nil)
    }

    @Test("contains(rect): inside including shared edges, not when sticking out")
    func containsRect() {
        #expect(square.contains(Rect(0, 0, 100, 100)))
        #expect(square.contains(Rect(10, 10, 20, 20)))
        #expect(!square.contains(Rect(90, 90, 20, 5)))
    }

    @Test("applying a transform gives the bounding box of the transformed corners")
    func applyingTransform() {
        let r = Rect(-10, -5, 20, 10).applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(close(r, Rect(-5, -10, 10, 20)))
        #expect(Rect(1, 2, 3, 4).applying(.identity) == Rect(1, 2, 3, 4))
    }

    @Test("offsetBy moves the origin only")
    func offset() { #expect(Rect(1, 2, 3, 4).offsetBy(dx: 10, dy: -2) == Rect(11, 0, 3, 4)) }
}

@Suite("Geometry: AffineTransform")
struct AffineTransformTests {
    @Test("inverse round-trips points and concatenates to identity")
    func inverseRoundTrip() throws {
        let t = AffineTransform(scaleX: 2, y: 3).rotated(by: 0.7).translatedBy(x: 5, y: -4)
        let inv = try #require(t.inverted())
        for p in [Point(0, 0), Point(1, 2), Point(-30, 17.5), Point(1e3, -2e3)] {
            #expect(close(inv.apply(t.apply(p)), p, 1e-9))
            #expect(close(t.apply(inv.apply(p)), p, 1e-9))
        }
        #expect(close(t.concatenating(inv), .identity))
        #expect(close(inv.concatenating(t), .identity))
    }

    @Test("a transform that collapses the plane has no inverse")
    func singularHasNoInverse() {
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3).inverted() == nil)
        #expect(AffineTransform.identity.inverted() == .identity)
    }

    @Test("positive rotation turns +x towards +y (clockwise on screen)")
    func rotationDirection() {
        let quarter = AffineTransform(rotationAngle: .pi / 2)
        #expect(close(quarter.apply(Point(1, 0)), Point(0, 1)))
        #expect(close(quarter.apply(Point(0, 1)), Point(-1, 0)))
        let eighth = AffineTransform(rotationAngle: .pi / 4)
        let h = 2.0.squareRoot() / 2
        #expect(close(eighth.apply(Point(1, 0)), Point(h, h)))
    }

    @Test("a.concatenating(b) applies a first, then b")
    func concatenationOrder() {
        let scale = AffineTransform(scaleX: 2, y: 2)
        let move = AffineTransform(translationX: 10, y: 0)
        #expect(scale.concatenating(move).apply(Point(1, 1)) == Point(12, 2))
        #expect(move.concatenating(scale).apply(Point(1, 1)) == Point(22, 2))
    }

    @Test("scaledBy / translatedBy / rotated prepend the new step (CGAffineTransform semantics)")
    func prependingHelpers() {
        let move = AffineTransform(translationX: 10, y: 0)
        // Scale first, then the existing translation.
        #expect(move.scaledBy(x: 2, y: 2).apply(Point(1, 1)) == Point(12, 2))
        // Translate first, then the existing scale.
        #expect(AffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0).apply(Point(1, 1)) == Point(22, 2))
        #expect(close(move.rotated(by: .pi / 2).apply(Point(1, 0)), Point(10, 1)))
    }

    @Test("identity is identity and the determinant is a*d - b*c")
    func identityAndDeterminant() {
        #expect(AffineTransform.identity.isIdentity)
        #expect(!AffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(AffineTransform(scaleX: 2, y: 3).determinant == 6)
    }
}

@Suite("Geometry: Color and number formatting")
struct ColorTests {
    @Test("#RRGGBB parses into opaque channels, case-insensitive")
    func parsesSixDigits() {
        #expect(Color(hex: "#FF8000") == Color(red: 255, green: 128, blue: 0, alpha: 255))
        #expect(Color(hex: "#ff8000") == Color(red: 255, green: 128, blue: 0))
        #expect(Color(hex: "#0a0B0c") == Color(red: 10, green: 11, blue: 12))
    }

    @Test("#RRGGBBAA parses the alpha channel last")
    func parsesEightDigits() {
        #expect(Color(hex: "#11223344") == Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44))
        #expect(Color(hex: "#FFFFFF00") == Color(red: 255, green: 255, blue: 255, alpha: 0))
    }

    @Test("rejects anything that is not # followed by 6 or 8 hex digits",
          arguments: ["", "#", "FF8000", "#FFF", "#FF800", "#FF80000", "#FF8000FF0", "#GG0000",
                      "#+F8000", "#-F8000", " #FF8000", "#FF8000 ", "##FF8000", "0xFF8000", "#ＦＦ８０００"])
    func rejects(_ text: String) { #expect(Color(hex: text) == nil) }

    @Test("description is #RRGGBB, with AA only when not opaque, and round-trips")
    func description() {
        #expect(Color(red: 255, green: 128, blue: 0).description == "#FF8000")
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 4).description == "#01020304")
        let c = Color(red: 0xAB, green: 0xCD, blue: 0xEF, alpha: 0x12)
        #expect(Color(hex: c.description) == c)
    }

    @Test("mixed(with:amount:) interpolates every channel and clamps the amount")
    func mixed() {
        #expect(Color.black.mixed(with: .white, amount: 0.5) == Color(red: 128, green: 128, blue: 128))
        #expect(Color.black.mixed(with: .white, amount: 2) == .white)
        #expect(Color.black.mixed(with: .white, amount: -1) == .black)
    }

    @Test("formatNumber drops a zero fraction, keeps up to three decimals, never prints -0")
    func formatsNumbers() {
        #expect(formatNumber(2.0) == "2")
        #expect(formatNumber(-3.0) == "-3")
        #expect(formatNumber(2.5) == "2.5")
        #expect(formatNumber(1.23456) == "1.235")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(-0.0001) == "0")
        #expect(formatNumber(0.1 + 0.2) == "0.3")
        #expect(Point(10, 20.5).description == "(10, 20.5)")
        #expect(Rect(0, 0, 100, 50).description == "[0, 0, 100, 50]")
    }
}
