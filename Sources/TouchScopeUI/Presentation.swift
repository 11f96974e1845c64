import TouchScopeCore

/// Presenter mode and the view of the canvas: for a room, not a desk.
///
/// Owns whether presenter mode is on (the panel hidden, the canvas filling the window), the text
/// scale of every overlay and panel string (1x, 1.5x, 2x), and the canvas's zoom and pan. Flowing
/// in: keys, wheel steps and modifier-drags; flowing out: the parameters of the layout.
struct PresentationState: Equatable {
    var isPresenting = false
    /// Multiplies every text size and margin (the layout's `uiScale`).
    var textScale = 1.0
    /// 1: the canvas fits its area.
    var zoom = 1.0
    /// Window pixels the canvas is moved by.
    var pan = Point.zero

    static let textScales = [1.0, 1.5, 2.0]
    static let zoomRange = 0.25...8.0

    mutating func cycleTextScale() {
        let i = Self.textScales.firstIndex(of: textScale) ?? 0
        textScale = Self.textScales[(i + 1) % Self.textScales.count]
    }

    /// Zooms by `factor` keeping the canvas point under `pixel` where it is (`layout` is the
    /// current one; nil keeps the centre).
    mutating func zoom(by factor: Double, about pixel: Point?, layout: PlaygroundLayout?) {
        let newZoom = min(Self.zoomRange.upperBound, max(Self.zoomRange.lowerBound, zoom * factor))
        let applied = newZoom / zoom
        if let pixel, let layout {
            // The canvas centre moves away from the pointer by the same factor.
            let c = layout.canvas.center
            pan.x += (c.x - pixel.x) * (applied - 1)
            pan.y += (c.y - pixel.y) * (applied - 1)
        }
        zoom = newZoom
        if abs(zoom - 1) < 1e-9 { zoom = 1 }
    }

    /// The canvas fitted again, unmoved.
    mutating func resetView() {
        zoom = 1
        pan = .zero
    }
}

extension Playground {
    /// Whether presenter mode is on (`F5`).
    public var isPresenting: Bool { presentation.isPresenting }
    /// The text scale (`B`: 1x, 1.5x, 2x).
    public var textScale: Double { presentation.textScale }
    /// The canvas's zoom (1: fitted).
    public var zoom: Double { presentation.zoom }

    /// `F5`: presenter mode on / off.
    public func togglePresenter() {
        presentation.isPresenting.toggle()
        notice = Localization.presenterNotice(presentation.isPresenting, language)
        needsRedraw = true
    }

    /// `B`: the next text scale.
    public func cycleTextScale() {
        presentation.cycleTextScale()
        notice = Localization.textScaleNotice(presentation.textScale, language)
        needsRedraw = true
    }

    /// The wheel (or `+` / `-`): zooms the canvas by `steps` (positive: in) about a window
    /// pixel (nil: the canvas's centre).
    public func zoom(steps: Double, at pixel: Point? = nil) {
        presentation.zoom(by: pow2(steps * 0.25), about: pixel, layout: layout)
        needsRedraw = true
    }

    /// The mouse wheel turned `lines` notches (positive: towards the user) with the pointer at a
    /// window pixel: over the help it scrolls the help, over the panel the section under the
    /// pointer; anywhere else it zooms the canvas about the pointer (away from the user: in).
    public func wheel(at pixel: Point, lines: Double) {
        // (The help covers the window: the wheel scrolls it, never zooms what is under it.)
        if isHelpVisible || layout.map({ $0.panel.contains(pixel) }) ?? false {
            scroll(at: pixel, lines: lines)
        } else {
            zoom(steps: -lines, at: pixel)
        }
    }

    /// `0`: the canvas fitted again.
    public func resetView() {
        presentation.resetView()
        needsRedraw = true
    }

    /// Moves the canvas by window pixels (a Shift-drag).
    func pan(by delta: Point) {
        presentation.pan.x += delta.x
        presentation.pan.y += delta.y
        needsRedraw = true
    }

    /// 2 to the power `x`, without Foundation.
    private func pow2(_ x: Double) -> Double {
        var result = 1.0
        var n = Int((abs(x) * 4).rounded())
        while n > 0 { result *= 1.189207115002721; n -= 1 }   // 2^(1/4)
        return x < 0 ? 1 / result : result
    }
}
