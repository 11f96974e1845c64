import CInputTime
import CSDL2
import TouchScopeCore
import TouchScopeUI

/// Turns raw `SDL_Event`s into ``FrontEndInput``s: the one place SDL input is interpreted.
///
/// - The left mouse button is finger ``FingerID/mouse``: down, moves while held, up. An up (or
///   a move) without a tracked down produces nothing.
/// - Only what the window uses is produced: motion with no button held (hover), the pointer
///   leaving the window, buttons other than the left one and typed text are not converted
///   (nothing consumes them yet). The wheel is ``FrontEndInput/wheel(pixel:lines:)``, in notches
///   towards the user (content scrolls down), whatever the system's "natural" setting; wheel
///   events SDL synthesised from touches are dropped.
/// - Real fingers are `FingerID(device: touchId, finger: fingerId)`, so the same finger id on
///   two devices stays distinct. Their 0...1 window coordinates become output pixels.
/// - Every position is in window output pixels (mouse positions are scaled from logical
///   coordinates on a high-DPI display): ``PointerSample``s, which the playground turns into
///   canvas points with the layout it draws with.
/// - Mouse events SDL synthesised from touches (`which == SDL_TOUCH_MOUSEID`) and touch events
///   synthesised from the mouse (`touchId == SDL_MOUSE_TOUCHID`) are dropped, so no touch
///   arrives twice.
/// - When the window loses focus, every held finger (mouse included) gets a `cancel` sample,
///   followed by ``FrontEndInput/focusLost``.
/// - Finger coordinates that are not finite (NaN, infinity) are never passed on: such a down or
///   move is dropped, and such an up lifts the finger at its last location.
///
/// Timestamps are on SDL's clock (milliseconds since SDL started), in seconds. A mouse event is
/// timed by when the window system stamped it (``SourceClock``) where SDL hands that stamp over
/// (X11: the `SDL_SYSWMEVENT` just before it), so a stalled program still reads a flick as a
/// flick; everything else by when SDL read it.
public struct SDLInputConverter {
    private var mouseHeld = false
    private var clock = SourceClock()
    /// The window system's stamp of the pointer event just read, for the SDL event it becomes.
    private var pendingSource: (kind: Int32, time: UInt32)?
    private var fingers: [FingerID: Point] = [:]
    private let modifierState: () -> UInt16

    /// A converter reading held modifiers from `modifierState` (by default `SDL_GetModState`;
    /// SDL mouse events do not carry modifiers themselves).
    public init(modifierState: @escaping () -> UInt16 = { UInt16(truncatingIfNeeded: SDL_GetModState().rawValue) }) {
        self.modifierState = modifierState
    }

    /// The fingers currently down (the mouse included while its left button is held).
    public var activeFingers: Set<FingerID> { Set(fingers.keys) }

    /// The inputs `event` stands for (usually zero or one), given the window's sizes.
    public mutating func convert(_ event: SDL_Event, mapping: WindowMapping) -> [FrontEndInput] {
        if event.type == SDL_SYSWMEVENT.rawValue {
            var stamp: UInt32 = 0
            let kind = withUnsafePointer(to: event) { ts_source_pointer_time($0, &stamp) }
            pendingSource = kind == TS_SOURCE_NONE ? nil : (kind, stamp)
            return []
        }
        let pending = pendingSource
        pendingSource = nil
        let source: UInt32? = switch (event.type, pending?.kind) {
        case (SDL_MOUSEMOTION.rawValue, TS_SOURCE_MOTION), (SDL_MOUSEBUTTONDOWN.rawValue, TS_SOURCE_PRESS),
             (SDL_MOUSEBUTTONUP.rawValue, TS_SOURCE_RELEASE):
            pending?.time
        default:
            nil
        }
        let time = Double(clock.time(sdl: event.common.timestamp, source: source)) / 1000
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            guard b.which != TS_TOUCH_MOUSEID else { return [] }
            let location = mapping.pixel(fromLogical: Point(x: Double(b.x), y: Double(b.y)))
            let modifiers = KeyModifiers(sdlKeymod: modifierState())
            let isDown = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            guard Int32(b.button) == SDL_BUTTON_LEFT else { return [] }
            if isDown {
                if mouseHeld { return [] }
                mouseHeld = true
                fingers[.mouse] = location
                return [.pointer(PointerSample(finger: .mouse, phase: .down, pixel: location, timestamp: time), modifiers: modifiers)]
            }
            guard mouseHeld else { return [] }
            mouseHeld = false
            fingers[.mouse] = nil
            return [.pointer(PointerSample(finger: .mouse, phase: .up, pixel: location, timestamp: time), modifiers: modifiers)]

        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.which != TS_TOUCH_MOUSEID else { return [] }
            let location = mapping.pixel(fromLogical: Point(x: Double(m.x), y: Double(m.y)))
            guard mouseHeld else { return [] }
            fingers[.mouse] = location
            let modifiers = KeyModifiers(sdlKeymod: modifierState())
            return [.pointer(PointerSample(finger: .mouse, phase: .move, pixel: location, timestamp: time), modifiers: modifiers)]

        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = event.tfinger
            guard f.touchId != TS_MOUSE_TOUCHID else { return [] }
            let id = FingerID(device: f.touchId, finger: f.fingerId)
            var location = mapping.pixel(fromNormalized: Point(x: Double(f.x), y: Double(f.y)))
            if !location.x.isFinite || !location.y.isFinite {
                // A broken driver's NaN or infinity never reaches the core: a down or move is
                // dropped, an up lifts the finger where it last was.
                guard event.type == SDL_FINGERUP.rawValue, let last = fingers[id] else { return [] }
                location = last
            }
            let phase: InputPhase
            switch event.type {
            case SDL_FINGERDOWN.rawValue:
                guard fingers[id] == nil else { return [] }
                phase = .down
                fingers[id] = location
            case SDL_FINGERMOTION.rawValue:
                guard fingers[id] != nil else { return [] }
                phase = .move
                fingers[id] = location
            default:
                guard fingers[id] != nil else { return [] }
                phase = .up
                fingers[id] = nil
            }
            let modifiers = KeyModifiers(sdlKeymod: modifierState())
            return [.pointer(PointerSample(finger: id, phase: phase, pixel: location, timestamp: time), modifiers: modifiers)]

        case SDL_MOUSEWHEEL.rawValue:
            let w = event.wheel
            guard w.which != TS_TOUCH_MOUSEID else { return [] }
            // SDL: positive y is away from the user; a flipped ("natural") direction is undone.
            var notches = Double(w.preciseY)
            if !notches.isFinite || notches == 0 { notches = Double(w.y) }
            if w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { notches = -notches }
            guard notches.isFinite, notches != 0 else { return [] }
            let location = mapping.pixel(fromLogical: Point(x: Double(w.mouseX), y: Double(w.mouseY)))
            return [.wheel(pixel: location, lines: -notches)]

        case SDL_KEYDOWN.rawValue:
            let k = event.key
            let name = SDL_GetKeyName(k.keysym.sym).map { String(cString: $0) } ?? ""
            return [.key(KeyPress(key: Self.key(k.keysym.sym), modifiers: KeyModifiers(sdlKeymod: k.keysym.mod),
                                  isRepeat: k.repeat != 0, name: name))]

        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
                let cancels = cancelAll(time: time)
                return cancels + [.focusLost]
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                return [.windowResized]
            case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue,
                 SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
                return [.needsRedraw]
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                return [.quit]
            default:
                return []
            }

        case SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue:
            guard let file = event.drop.file else { return [] }
            defer { SDL_free(file) }
            return event.type == SDL_DROPFILE.rawValue ? [.fileDrop(path: String(cString: file))] : []

        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            return [.needsRedraw]

        case SDL_QUIT.rawValue:
            return [.quit]

        default:
            return []
        }
    }

    /// Tells the clock that the inputs read so far were handed on at `ticks` (SDL milliseconds):
    /// no later input is timed before it.
    public mutating func handedOn(atTicks ticks: UInt64) {
        clock.floor = Int64(ticks)
    }

    /// Cancels every held finger (mouse included), oldest state forgotten.
    private mutating func cancelAll(time: Double) -> [FrontEndInput] {
        let held = fingers.sorted { ($0.key.device, $0.key.finger) < ($1.key.device, $1.key.finger) }
        fingers.removeAll()
        mouseHeld = false
        return held.map {
            .pointer(PointerSample(finger: $0.key, phase: .cancel, pixel: $0.value, timestamp: time), modifiers: [])
        }
    }

    /// The meaning of an SDL keycode.
    static func key(_ sym: SDL_Keycode) -> KeyPress.Key {
        func code(_ k: SDL_KeyCode) -> Int32 { Int32(bitPattern: k.rawValue) }
        switch sym {
        case code(SDLK_ESCAPE): return .escape
        case code(SDLK_SPACE): return .space
        case code(SDLK_RETURN), code(SDLK_KP_ENTER): return .enter
        case code(SDLK_TAB): return .tab
        case code(SDLK_BACKSPACE): return .backspace
        case code(SDLK_DELETE): return .delete
        case code(SDLK_LEFT): return .left
        case code(SDLK_RIGHT): return .right
        case code(SDLK_UP): return .up
        case code(SDLK_DOWN): return .down
        case code(SDLK_HOME): return .home
        case code(SDLK_END): return .end
        case code(SDLK_PAGEUP): return .pageUp
        case code(SDLK_PAGEDOWN): return .pageDown
        case code(SDLK_F1)...code(SDLK_F12): return .function(Int(sym - code(SDLK_F1)) + 1)
        case 33...126:
            guard let scalar = Unicode.Scalar(UInt32(sym)) else { return .other(sym) }
            return .character(Character(scalar).lowercased().first ?? Character(scalar))
        default: return .other(sym)
        }
    }
}
