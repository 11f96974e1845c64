import CSDL2
import Testing
import TouchScopeCore
import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// SDL events become typed inputs in window output pixels, each touch exactly once.
    @Suite struct InputConversion {
        /// Logical 400x300 window drawn at 800x600 pixels (a high-DPI display, 2 px per logical unit).
        static let mapping = WindowMapping(windowLogicalSize: Size(400, 300), windowPixelSize: Size(800, 600))

        static func button(_ type: SDL_EventType, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT,
                           which: UInt32 = 0, ms: UInt32 = 1000) -> SDL_Event {
            var b = SDL_MouseButtonEvent()
            b.type = type.rawValue; b.timestamp = ms; b.which = which; b.button = UInt8(button)
            b.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED); b.clicks = 1
            b.x = x; b.y = y
            var e = SDL_Event(); e.button = b
            return e
        }

        static func motion(x: Int32, y: Int32, which: UInt32 = 0, ms: UInt32 = 1000) -> SDL_Event {
            var m = SDL_MouseMotionEvent()
            m.type = SDL_MOUSEMOTION.rawValue; m.timestamp = ms; m.which = which; m.x = x; m.y = y
            var e = SDL_Event(); e.motion = m
            return e
        }

        static func finger(_ type: SDL_EventType, device: Int64, finger: Int64, x: Float, y: Float, ms: UInt32 = 1000) -> SDL_Event {
            var f = SDL_TouchFingerEvent()
            f.type = type.rawValue; f.timestamp = ms; f.touchId = device; f.fingerId = finger; f.x = x; f.y = y
            var e = SDL_Event(); e.tfinger = f
            return e
        }

        static func window(_ id: SDL_WindowEventID, ms: UInt32 = 1000) -> SDL_Event {
            var w = SDL_WindowEvent()
            w.type = SDL_WINDOWEVENT.rawValue; w.timestamp = ms; w.event = UInt8(id.rawValue)
            var e = SDL_Event(); e.window = w
            return e
        }

        static func samples(_ inputs: [FrontEndInput]) -> [PointerSample] {
            inputs.compactMap { if case .pointer(let s, _) = $0 { return s } else { return nil } }
        }

        @Test func mouseDownMoveUpBecomeSamplesInWindowPixels() {
            var converter = SDLInputConverter(modifierState: { 0 })
            var out: [FrontEndInput] = []
            out += converter.convert(Self.button(SDL_MOUSEBUTTONDOWN, x: 60, y: 40, ms: 1500), mapping: Self.mapping)
            out += converter.convert(Self.motion(x: 70, y: 45, ms: 1516), mapping: Self.mapping)
            out += converter.convert(Self.button(SDL_MOUSEBUTTONUP, x: 80, y: 50, ms: 1532), mapping: Self.mapping)
            // (60, 40) logical -> (120, 80) output pixels.
            #expect(Self.samples(out) == [
                PointerSample(finger: .mouse, phase: .down, pixel: Point(120, 80), timestamp: 1.5),
                PointerSample(finger: .mouse, phase: .move, pixel: Point(140, 90), timestamp: 1.516),
                PointerSample(finger: .mouse, phase: .up, pixel: Point(160, 100), timestamp: 1.532),
            ])
            #expect(converter.activeFingers.isEmpty)
        }

        static func wheel(x: Int32, y: Int32, dy: Float, ms: UInt32 = 1000) -> SDL_Event {
            var w = SDL_MouseWheelEvent()
            w.type = SDL_MOUSEWHEEL.rawValue; w.timestamp = ms; w.y = Int32(dy); w.preciseY = dy
            w.direction = SDL_MOUSEWHEEL_NORMAL.rawValue; w.mouseX = x; w.mouseY = y
            var e = SDL_Event(); e.wheel = w
            return e
        }

        static func textInput(_ text: String, ms: UInt32 = 1000) -> SDL_Event {
            var t = SDL_TextInputEvent()
            t.type = SDL_TEXTINPUT.rawValue; t.timestamp = ms
            withUnsafeMutableBytes(of: &t.text) { raw in
                for (i, byte) in text.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
            }
            var e = SDL_Event(); e.text = t
            return e
        }

        /// Hover, the pointer leaving and typed text: the window uses none of them, so none is
        /// produced.
        @Test func inputTheWindowDoesNotUseIsNotProduced() {
            var converter = SDLInputConverter(modifierState: { 0 })
            #expect(converter.convert(Self.motion(x: 60, y: 40), mapping: Self.mapping).isEmpty)
            #expect(converter.convert(Self.window(SDL_WINDOWEVENT_LEAVE), mapping: Self.mapping).isEmpty)
            #expect(converter.convert(Self.textInput("a"), mapping: Self.mapping).isEmpty)
            #expect(converter.activeFingers.isEmpty)
            // A held mouse still moves: a move sample, not a hover.
            _ = converter.convert(Self.button(SDL_MOUSEBUTTONDOWN, x: 60, y: 40), mapping: Self.mapping)
            #expect(Self.samples(converter.convert(Self.motion(x: 70, y: 40), mapping: Self.mapping)).map(\.phase) == [.move])
            #expect(converter.activeFingers == [.mouse])
        }

        /// The wheel scrolls the panel: notches towards the user are positive lines, at the
        /// pointer in output pixels; a held finger stays held; SDL's flipped direction is undone.
        @Test func wheelBecomesLinesAtThePointerInWindowPixels() {
            var converter = SDLInputConverter(modifierState: { 0 })
            #expect(converter.convert(Self.wheel(x: 60, y: 40, dy: -2), mapping: Self.mapping) == [.wheel(pixel: Point(120, 80), lines: 2)])
            #expect(converter.convert(Self.wheel(x: 60, y: 40, dy: 1), mapping: Self.mapping) == [.wheel(pixel: Point(120, 80), lines: -1)])
            var flipped = Self.wheel(x: 10, y: 20, dy: 1)
            flipped.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
            #expect(converter.convert(flipped, mapping: Self.mapping) == [.wheel(pixel: Point(20, 40), lines: 1)])
            _ = converter.convert(Self.button(SDL_MOUSEBUTTONDOWN, x: 60, y: 40), mapping: Self.mapping)
            #expect(converter.convert(Self.wheel(x: 70, y: 40, dy: -1), mapping: Self.mapping).count == 1)
            #expect(converter.activeFingers == [.mouse])
            var synthesised = Self.wheel(x: 10, y: 20, dy: 1)
            synthesised.wheel.which = TS_TOUCH_MOUSEID
            #expect(converter.convert(synthesised, mapping: Self.mapping).isEmpty)
        }

        @Test func upWithoutDownIsIgnored() {
            var converter = SDLInputConverter(modifierState: { 0 })
            #expect(converter.convert(Self.button(SDL_MOUSEBUTTONUP, x: 60, y: 40), mapping: Self.mapping).isEmpty)
            #expect(converter.convert(Self.finger(SDL_FINGERUP, device: 7, finger: 1, x: 0.5, y: 0.5), mapping: Self.mapping).isEmpty)
            #expect(converter.convert(Self.finger(SDL_FINGERMOTION, device: 7, finger: 1, x: 0.5, y: 0.5), mapping: Self.mapping).isEmpty)
        }

        @Test func mouseEventsSynthesisedFromTouchesAreFiltered() {
            var converter = SDLInputConverter(modifierState: { 0 })
            let touchMouse = TS_TOUCH_MOUSEID
            #expect(converter.convert(Self.button(SDL_MOUSEBUTTONDOWN, x: 60, y: 40, which: touchMouse), mapping: Self.mapping).isEmpty)
            #expect(converter.convert(Self.motion(x: 70, y: 40, which: touchMouse), mapping: Self.mapping).isEmpty)
            #expect(converter.convert(Self.button(SDL_MOUSEBUTTONUP, x: 70, y: 40, which: touchMouse), mapping: Self.mapping).isEmpty)
            // Touch events synthesised from the mouse are dropped too.
            #expect(converter.convert(Self.finger(SDL_FINGERDOWN, device: TS_MOUSE_TOUCHID, finger: 0, x: 0.5, y: 0.5),
                                      mapping: Self.mapping).isEmpty)
        }

        @Test func fingerCoordinatesAreNormalisedOverTheWindow() {
            var converter = SDLInputConverter(modifierState: { 0 })
            let out = converter.convert(Self.finger(SDL_FINGERDOWN, device: 7, finger: 3, x: 0.25, y: 0.5, ms: 2000), mapping: Self.mapping)
            // (0.25, 0.5) of 800x600 px = (200, 300) px.
            #expect(Self.samples(out) == [PointerSample(finger: FingerID(device: 7, finger: 3), phase: .down,
                                                        pixel: Point(200, 300), timestamp: 2)])
            let move = converter.convert(Self.finger(SDL_FINGERMOTION, device: 7, finger: 3, x: 0.5, y: 0.5), mapping: Self.mapping)
            #expect(Self.samples(move).map(\.phase) == [.move])
            let up = converter.convert(Self.finger(SDL_FINGERUP, device: 7, finger: 3, x: 0.5, y: 0.5), mapping: Self.mapping)
            #expect(Self.samples(up).map(\.phase) == [.up])
        }

        @Test func sameFingerIdOnTwoDevicesIsTwoFingers() {
            var converter = SDLInputConverter(modifierState: { 0 })
            let a = converter.convert(Self.finger(SDL_FINGERDOWN, device: 1, finger: 0, x: 0.2, y: 0.2), mapping: Self.mapping)
            let b = converter.convert(Self.finger(SDL_FINGERDOWN, device: 2, finger: 0, x: 0.8, y: 0.8), mapping: Self.mapping)
            let ids = Self.samples(a + b).map(\.finger)
            #expect(ids == [FingerID(device: 1, finger: 0), FingerID(device: 2, finger: 0)])
            #expect(converter.activeFingers.count == 2)
        }

        @Test func mouseDownCarriesModifiers() {
            var converter = SDLInputConverter(modifierState: { UInt16(KMOD_LALT.rawValue | KMOD_RSHIFT.rawValue) })
            let out = converter.convert(Self.button(SDL_MOUSEBUTTONDOWN, x: 60, y: 40), mapping: Self.mapping)
            guard case .pointer(let sample, let modifiers)? = out.first else { Issue.record("no sample"); return }
            #expect(sample.phase == .down)
            #expect(modifiers == [.alt, .shift])
        }

        @Test func rightButtonIsNotATouch() {
            var converter = SDLInputConverter(modifierState: { 0 })
            let out = converter.convert(Self.button(SDL_MOUSEBUTTONDOWN, x: 60, y: 40, button: SDL_BUTTON_RIGHT), mapping: Self.mapping)
            #expect(out.isEmpty)
            #expect(converter.activeFingers.isEmpty)
            #expect(converter.convert(Self.button(SDL_MOUSEBUTTONUP, x: 60, y: 40, button: SDL_BUTTON_RIGHT), mapping: Self.mapping).isEmpty)
            #expect(converter.convert(Self.motion(x: 61, y: 40), mapping: Self.mapping).isEmpty)
        }

        @Test func focusLossCancelsHeldFingersThenReports() {
            var converter = SDLInputConverter(modifierState: { 0 })
            _ = converter.convert(Self.button(SDL_MOUSEBUTTONDOWN, x: 60, y: 40), mapping: Self.mapping)
            _ = converter.convert(Self.finger(SDL_FINGERDOWN, device: 5, finger: 9, x: 0.25, y: 0.5), mapping: Self.mapping)
            let out = converter.convert(Self.window(SDL_WINDOWEVENT_FOCUS_LOST, ms: 3000), mapping: Self.mapping)
            #expect(out == [
                .pointer(PointerSample(finger: .mouse, phase: .cancel, pixel: Point(120, 80), timestamp: 3), modifiers: []),
                .pointer(PointerSample(finger: FingerID(device: 5, finger: 9), phase: .cancel, pixel: Point(200, 300), timestamp: 3), modifiers: []),
                .focusLost,
            ])
            #expect(converter.activeFingers.isEmpty)
            #expect(converter.convert(Self.button(SDL_MOUSEBUTTONUP, x: 60, y: 40), mapping: Self.mapping).isEmpty)
        }

        @Test func windowAndQuitEventsMapToTheirCases() {
            var converter = SDLInputConverter(modifierState: { 0 })
            #expect(converter.convert(Self.window(SDL_WINDOWEVENT_SIZE_CHANGED), mapping: Self.mapping) == [.windowResized])
            #expect(converter.convert(Self.window(SDL_WINDOWEVENT_CLOSE), mapping: Self.mapping) == [.quit])
            var quit = SDL_Event(); quit.type = SDL_QUIT.rawValue
            #expect(converter.convert(quit, mapping: Self.mapping) == [.quit])
        }

        @Test func keysAreTyped() {
            var converter = SDLInputConverter(modifierState: { 0 })
            var k = SDL_KeyboardEvent()
            k.type = SDL_KEYDOWN.rawValue; k.keysym.sym = SDL_Keycode(bitPattern: SDLK_a.rawValue)
            k.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
            var e = SDL_Event(); e.key = k
            guard case .key(let press)? = converter.convert(e, mapping: Self.mapping).first else { Issue.record("no key"); return }
            #expect(press.key == .character("a") && press.modifiers == [.control] && !press.isRepeat)
            k.keysym.sym = SDL_Keycode(bitPattern: SDLK_ESCAPE.rawValue); k.keysym.mod = 0; k.repeat = 1
            e.key = k
            #expect(converter.convert(e, mapping: Self.mapping) == [.key(KeyPress(key: .escape, isRepeat: true, name: "Escape"))])
        }

        @Test func eventsPushedThroughSDLsQueueConvert() throws {
            try SDLLibrary.initialiseEvents()
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            var converter = SDLInputConverter(modifierState: { 0 })
            var down = Self.button(SDL_MOUSEBUTTONDOWN, x: 60, y: 40)
            var up = Self.button(SDL_MOUSEBUTTONUP, x: 60, y: 40)
            var synthesised = Self.motion(x: 1, y: 1, which: TS_TOUCH_MOUSEID)
            #expect(SDL_PushEvent(&down) == 1)
            #expect(SDL_PushEvent(&synthesised) == 1)
            #expect(SDL_PushEvent(&up) == 1)
            var event = SDL_Event()
            var out: [FrontEndInput] = []
            while SDL_PollEvent(&event) != 0 { out += converter.convert(event, mapping: Self.mapping) }
            let samples = Self.samples(out)
            #expect(samples.map(\.phase) == [.down, .up])
            #expect(samples.first?.pixel == Point(120, 80))
        }

        @Test func mappingScalesLogicalAndNormalisedPositionsToOutputPixels() {
            #expect(Self.mapping.displayScale.x == 2 && Self.mapping.displayScale.y == 2)
            #expect(Self.mapping.pixel(fromLogical: Point(33, 44)) == Point(66, 88))
            #expect(Self.mapping.pixel(fromNormalized: Point(0.5, 0.25)) == Point(400, 150))
        }
    }
}
