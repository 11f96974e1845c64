import CSDL2
import Foundation

/// The window soak's input (issue 18, item 6): synthetic SDL events pushed into SDL's own event
/// queue with `SDL_PushEvent`, so they take the window's real path (SDL's queue, the
/// converter, the playground, the renderer) exactly as a mouse, a touchscreen and a keyboard's
/// events do. Off unless `TOUCHSCOPE_SOAK_EVENTS` is set; `scripts/soak` drives it.
///
/// Before each wait of the window loop it pushes a batch of events (`TOUCHSCOPE_SOAK_BATCH`,
/// default 40), so the loop takes one batch per frame:
/// - a scroll finger (touch device 91) that drags on the canvas one move per frame: flicks that
///   lift at speed (deceleration, paging, bounce run on the following frames), slow drags, and
///   drags that rest before lifting, vertical and horizontal;
/// - the mouse: presses, bursts of motion and releases on the canvas, and wheel turns;
/// - three more fingers (device 92) down, moving and up anywhere in the window and a little
///   beyond it;
/// - keys: the what-if toggles (H U A C E O) and their revert (Z), selection (arrows), the
///   overlays (1-8, D), the panel (J K Home End L), the animated dispatch (M), the mode (Tab),
///   Esc, playback (Space, S for its speed), presenter mode (F5), text scale (B), zoom (= - 0),
///   remote play / pause (Y), shake (Q), and now and then the next scene (N); never the keys
///   that write files (W X T) or take text (F);
/// - now and then focus lost (every held finger cancelled).
/// After `TOUCHSCOPE_SOAK_EVENTS` events it pushes `SDL_QUIT`. `TOUCHSCOPE_SOAK_AREA=x,y,w,h`
/// (window logical units) is where the canvas is (default: the whole window);
/// `TOUCHSCOPE_SOAK_SEED` makes another run; `TOUCHSCOPE_SOAK_DELAY=S` waits S seconds after
/// the window opens before the first event (so the memory before can be read). Progress goes to
/// standard error.
final class SoakInjector {
    private let total: Int
    private let batch: Int
    private let area: (x: Double, y: Double, w: Double, h: Double)?
    private var rng: UInt64
    private(set) var pushed = 0
    private var refused = 0
    private var quitSent = false
    private var start = Date()
    private let delay: Double
    private var started = false

    // The scroll finger's gesture: moves left, the step per move (logical units), frames to wait.
    private var scrollDown = false
    private var scrollAt = (x: 0.0, y: 0.0)
    private var scrollStep = (x: 0.0, y: 0.0)
    private var scrollMovesLeft = 0
    private var scrollRestFrames = 0
    private var scrollWait = 0
    private var mouseHeld = false
    private var fingersDown: Set<Int64> = []

    /// The injector the environment asks for, or nil.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SoakInjector? {
        guard let text = environment["TOUCHSCOPE_SOAK_EVENTS"], let total = Int(text), total > 0 else { return nil }
        let batch = environment["TOUCHSCOPE_SOAK_BATCH"].flatMap { Int($0) }.map { max(1, min($0, 10_000)) } ?? 40
        let seed = environment["TOUCHSCOPE_SOAK_SEED"].flatMap { UInt64($0) } ?? 1
        let delay = environment["TOUCHSCOPE_SOAK_DELAY"].flatMap { Double($0) }.map { max(0, min($0, 3600)) } ?? 0
        var area: (Double, Double, Double, Double)?
        if let parts = environment["TOUCHSCOPE_SOAK_AREA"]?.split(separator: ",").compactMap({ Double($0) }),
           parts.count == 4, parts.allSatisfy(\.isFinite), parts[2] > 0, parts[3] > 0 {
            area = (parts[0], parts[1], parts[2], parts[3])
        }
        return SoakInjector(total: total, batch: batch, seed: seed, area: area, delay: delay)
    }

    init(total: Int, batch: Int, seed: UInt64, area: (Double, Double, Double, Double)?, delay: Double = 0) {
        self.total = total; self.batch = batch; self.area = area; self.delay = delay
        rng = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    private func next() -> UInt64 {
        rng &+= 0x9E37_79B9_7F4A_7C15
        var z = rng
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private func int(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    private func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// Pushes one batch (one frame's worth), or `SDL_QUIT` once every event is out.
    func inject(window: (width: Int, height: Int)) {
        guard !quitSent else { return }
        if !started {
            guard Date().timeIntervalSince(start) >= delay else { return }
            started = true
            start = Date()
            FileHandle.standardError.write(Data("soak: started\n".utf8))
        }
        guard pushed < total else {
            var e = SDL_Event()
            e.type = SDL_QUIT.rawValue
            _ = SDL_PushEvent(&e)
            quitSent = true
            report(final: true)
            return
        }
        let w = Double(max(1, window.width)), h = Double(max(1, window.height))
        let canvas = area ?? (0, 0, w, h)
        let goal = min(total, pushed + batch)
        scrollFrame(canvas: canvas, w: w, h: h)
        while pushed < goal {
            switch int(100) {
            case 0..<40: mouse(canvas)
            case 40..<75: finger(w: w, h: h)
            case 75..<79: key()
            case 79..<81: wheel(canvas)
            case 81: if int(40) == 0 { focusLost() } else { mouse(canvas) }
            default: mouse(canvas)
            }
        }
        if pushed / 50_000 != (pushed - batch) / 50_000 { report(final: false) }
    }

    private func report(final: Bool) {
        let seconds = Date().timeIntervalSince(start)
        let line = "soak: \(final ? "done, " : "")\(pushed) events pushed (\(refused) refused by a full queue) in \(String(format: "%.1f", seconds)) s\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    private func push(_ event: inout SDL_Event) {
        if SDL_PushEvent(&event) == 1 { pushed += 1 } else { refused += 1; pushed += 1 }
    }

    // MARK: The scroll finger (one event per frame)

    private func scrollFrame(canvas: (x: Double, y: Double, w: Double, h: Double), w: Double, h: Double) {
        if scrollWait > 0 { scrollWait -= 1; return }
        if !scrollDown {
            scrollAt = (canvas.x + canvas.w * (0.1 + 0.8 * unit()), canvas.y + canvas.h * (0.1 + 0.8 * unit()))
            let speed = [4.0, 12, 30, 60][int(4)]
            let sign = int(2) == 0 ? -1.0 : 1
            scrollStep = int(2) == 0 ? (0, speed * sign) : (speed * sign, 0)
            scrollMovesLeft = 3 + int(12)
            scrollRestFrames = int(3) == 0 ? 10 : 0
            scrollDown = true
            pushFinger(SDL_FINGERDOWN, device: 91, finger: 1, x: scrollAt.x / w, y: scrollAt.y / h)
            return
        }
        if scrollMovesLeft > 0 {
            scrollMovesLeft -= 1
            scrollAt = (scrollAt.x + scrollStep.x, scrollAt.y + scrollStep.y)
            pushFinger(SDL_FINGERMOTION, device: 91, finger: 1, x: scrollAt.x / w, y: scrollAt.y / h)
            return
        }
        if scrollRestFrames > 0 { scrollRestFrames -= 1; return }
        scrollDown = false
        pushFinger(SDL_FINGERUP, device: 91, finger: 1, x: scrollAt.x / w, y: scrollAt.y / h)
        // Let the deceleration, the paging snap or the bounce run for a while, or not.
        scrollWait = [0, 2, 10, 40][int(4)]
    }

    // MARK: The rest of a frame's events

    private func pushFinger(_ type: SDL_EventType, device: Int64, finger: Int64, x: Double, y: Double) {
        var f = SDL_TouchFingerEvent()
        f.type = type.rawValue; f.touchId = device; f.fingerId = finger; f.x = Float(x); f.y = Float(y)
        f.pressure = 1
        var e = SDL_Event(); e.tfinger = f
        push(&e)
    }

    private func point(_ canvas: (x: Double, y: Double, w: Double, h: Double)) -> (Int32, Int32) {
        (Int32(canvas.x + canvas.w * unit()), Int32(canvas.y + canvas.h * unit()))
    }

    private func mouse(_ canvas: (x: Double, y: Double, w: Double, h: Double)) {
        let (x, y) = point(canvas)
        if mouseHeld && int(6) != 0 {
            var m = SDL_MouseMotionEvent()
            m.type = SDL_MOUSEMOTION.rawValue; m.x = x; m.y = y; m.state = TS_BUTTON_LMASK
            var e = SDL_Event(); e.motion = m
            push(&e)
            return
        }
        var b = SDL_MouseButtonEvent()
        let down = !mouseHeld
        b.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        b.button = UInt8(SDL_BUTTON_LEFT); b.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED); b.clicks = 1
        b.x = x; b.y = y
        var e = SDL_Event(); e.button = b
        push(&e)
        mouseHeld = down
    }

    private func finger(w: Double, h: Double) {
        let id = Int64(1 + int(3))
        let x = -0.1 + 1.2 * unit(), y = -0.1 + 1.2 * unit()
        if !fingersDown.contains(id) {
            fingersDown.insert(id)
            pushFinger(SDL_FINGERDOWN, device: 92, finger: id, x: x, y: y)
        } else if int(4) == 0 {
            fingersDown.remove(id)
            pushFinger(SDL_FINGERUP, device: 92, finger: id, x: x, y: y)
        } else {
            pushFinger(SDL_FINGERMOTION, device: 92, finger: id, x: x, y: y)
        }
    }

    private static let keys: [SDL_KeyCode] = [
        SDLK_h, SDLK_u, SDLK_a, SDLK_c, SDLK_e, SDLK_o, SDLK_h, SDLK_u, SDLK_a, SDLK_o, SDLK_z,
        SDLK_LEFT, SDLK_RIGHT, SDLK_UP, SDLK_DOWN, SDLK_RIGHT, SDLK_DOWN,
        SDLK_1, SDLK_2, SDLK_3, SDLK_4, SDLK_5, SDLK_6, SDLK_7, SDLK_8, SDLK_d,
        SDLK_j, SDLK_k, SDLK_HOME, SDLK_END, SDLK_m, SDLK_l, SDLK_TAB, SDLK_ESCAPE,
        // Playback (play / pause the scene's script, its speed), presenter mode, text scale,
        // zoom, remote play / pause and shake.
        SDLK_SPACE, SDLK_SPACE, SDLK_s, SDLK_F5, SDLK_b, SDLK_EQUALS, SDLK_MINUS, SDLK_0, SDLK_y, SDLK_q,
    ]

    private func key() {
        // The next scene about once every 20,000 events (a folder of scenes cycles).
        let code = int(500) == 0 ? SDLK_n : Self.keys[int(Self.keys.count)]
        var k = SDL_KeyboardEvent()
        k.type = SDL_KEYDOWN.rawValue; k.state = UInt8(SDL_PRESSED)
        k.keysym.sym = SDL_Keycode(bitPattern: code.rawValue)
        var e = SDL_Event(); e.key = k
        push(&e)
    }

    private func wheel(_ canvas: (x: Double, y: Double, w: Double, h: Double)) {
        let (x, y) = point(canvas)
        var wh = SDL_MouseWheelEvent()
        let dy = Float([-3, -1, 1, 3][int(4)])
        wh.type = SDL_MOUSEWHEEL.rawValue; wh.y = Int32(dy); wh.preciseY = dy
        wh.direction = SDL_MOUSEWHEEL_NORMAL.rawValue; wh.mouseX = x; wh.mouseY = y
        var e = SDL_Event(); e.wheel = wh
        push(&e)
    }

    private func focusLost() {
        var wv = SDL_WindowEvent()
        wv.type = SDL_WINDOWEVENT.rawValue; wv.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        var e = SDL_Event(); e.window = wv
        push(&e)
        mouseHeld = false
        fingersDown.removeAll()
        scrollDown = false
        scrollMovesLeft = 0
    }
}
