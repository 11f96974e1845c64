import TouchScopeCore

/// A pointer or finger sample as the window reports it: its location is in WINDOW (output)
/// PIXELS, not canvas points. The playground's ``InputRouter`` decides what it is (a touch, a
/// panel click, a selection) and turns touches into canvas-point ``InputSample``s for the core.
public struct PointerSample: Hashable, Sendable {
    public var finger: FingerID
    public var phase: InputPhase
    /// Where the pointer is, in window output pixels (the pixels display lists are drawn in).
    public var pixel: Point
    /// Seconds, in the input's own clock.
    public var timestamp: Double

    public init(finger: FingerID, phase: InputPhase, pixel: Point, timestamp: Double) {
        self.finger = finger
        self.phase = phase
        self.pixel = pixel
        self.timestamp = timestamp
    }
}

/// Decides what each press from the window is, and turns touches into canvas points.
///
/// Owns the presses that are not touches (panel clicks, selections, presses beside the canvas),
/// by finger from their down to their up, and the fingers whose press also moves a simulated
/// second finger mirrored about the canvas centre (Control-drag, as the iOS Simulator's
/// Option-drag). Flowing in: a ``PointerSample`` in window pixels with the modifiers held, the
/// window layout, the mode and the canvas size. Flowing out: a ``Route``, whose touch samples are
/// in canvas points (the unit the core's ``InputSample`` documents).
struct InputRouter {
    /// What a pointer sample turned out to be.
    enum Route: Equatable {
        /// A click in the side panel, at a window pixel.
        case panelClick(Point)
        /// A selection press (inspect mode or Alt) at a canvas point.
        case select(Point)
        /// A Shift-drag: move the canvas by this many window pixels.
        case pan(Point)
        /// Touch samples for the core, in canvas points: the finger's, then its mirror's.
        case touches([InputSample])
        /// Nothing: a move or up of a press that is not a touch, or a press beside the canvas.
        case ignored
    }

    /// Presses that are not touches, by finger, from their down to their up.
    private enum Press { case panel, select, offCanvas, pan(last: Point) }
    private var presses: [FingerID: Press] = [:]
    /// Presses that also move a simulated second finger, mirrored about the canvas centre.
    private var mirrored: Set<FingerID> = []
    /// Pinch / rotate mode: a plain press also puts a second finger down, 40 points to its left,
    /// mirrored about the point between them where the press began (so both fingers land on one
    /// view: a pinch, a rotation, a two-finger tap).
    var pinchMode = false
    /// The centre each pinch-mode press mirrors about, by finger.
    private var pinchCentres: [FingerID: Point] = [:]
    /// How far apart the two fingers of a pinch-mode press start, in canvas points.
    static let pinchStartGap = 40.0

    /// Routes `sample`. What a press is (a touch, a panel click, a selection, nothing) is decided
    /// by its down; its moves and up follow it whatever changes meanwhile (mode, modifiers).
    mutating func route(_ sample: PointerSample, modifiers: InputModifiers, layout: PlaygroundLayout,
                        mode: PlaygroundMode, canvas: Size?) -> Route {
        let point = layout.point(sample.pixel)
        if sample.phase == .down {
            presses[sample.finger] = nil
            if layout.panel.contains(sample.pixel) {
                presses[sample.finger] = .panel
                return .panelClick(sample.pixel)
            }
            if modifiers.contains(.shift), !layout.panel.contains(sample.pixel) {
                presses[sample.finger] = .pan(last: sample.pixel)
                return .ignored
            }
            if mode == .inspect || modifiers.contains(.alt) {
                presses[sample.finger] = .select
                return .select(point)
            }
            if !layout.canvas.contains(sample.pixel) {
                // Beside the phone's screen: nothing is there to touch.
                presses[sample.finger] = .offCanvas
                return .ignored
            }
            pinchCentres[sample.finger] = nil
            if modifiers.contains(.control) {
                mirrored.insert(sample.finger)
            } else {
                mirrored.remove(sample.finger)
                if pinchMode { pinchCentres[sample.finger] = Point(x: point.x - Self.pinchStartGap / 2, y: point.y) }
            }
        } else if let press = presses[sample.finger] {
            if sample.phase == .up || sample.phase == .cancel { presses[sample.finger] = nil }
            if case let .pan(last) = press {
                if sample.phase == .move { presses[sample.finger] = .pan(last: sample.pixel) }
                return .pan(Point(x: sample.pixel.x - last.x, y: sample.pixel.y - last.y))
            }
            return .ignored
        }
        var out = [InputSample(finger: sample.finger, phase: sample.phase, location: point, timestamp: sample.timestamp)]
        if let c = pinchCentres[sample.finger] {
            let mirror = Point(x: 2 * c.x - point.x, y: 2 * c.y - point.y)
            out.append(InputSample(finger: Self.simulatedFinger(for: sample.finger), phase: sample.phase, location: mirror,
                                   timestamp: sample.timestamp))
            if sample.phase == .up || sample.phase == .cancel { pinchCentres[sample.finger] = nil }
        } else if mirrored.contains(sample.finger), let canvas {
            let mirror = Point(x: canvas.width - point.x, y: canvas.height - point.y)
            out.append(InputSample(finger: Self.simulatedFinger(for: sample.finger), phase: sample.phase, location: mirror,
                                   timestamp: sample.timestamp))
            if sample.phase == .up || sample.phase == .cancel { mirrored.remove(sample.finger) }
        }
        return .touches(out)
    }

    /// Routes a wheel turn with the pointer at window pixel `pixel`: the panel section under it
    /// (`section`, from the last frame's layout) scrolls; over the canvas or beside it, nothing
    /// does. A wheel turn never interrupts a press: it is not a touch.
    func routeWheel(at pixel: Point, layout: PlaygroundLayout, section: PanelSection?) -> PanelSection? {
        guard layout.panel.contains(pixel) else { return nil }
        return section
    }

    /// The simulated second finger that mirrors `finger`.
    static func simulatedFinger(for finger: FingerID) -> FingerID {
        FingerID(device: FingerID.simulatedDevice, finger: finger.finger)
    }
}
