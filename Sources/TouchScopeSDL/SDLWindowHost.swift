import CSDL2
import Foundation
import TouchScopeCore
import TouchScopeUI

/// The on-screen window: creates it, draws display lists into it and delivers typed input.
///
/// The window is resizable and high-DPI aware; the renderer is accelerated unless
/// `SDL_RENDER_DRIVER` names another (`software` works, and then shows exactly the headless
/// pixels). The loop waits for events (no CPU used while idle), drains every pending event per
/// wake-up, and redraws only when the caller hands it a new display list. With the software
/// renderer, a frame copies only its damage into the window's surface and sends only those
/// rectangles to the display; the whole window after it was resized, exposed or shown again.
public final class SDLWindowHost {
    /// What the caller wants after handling a batch of inputs.
    public enum Step {
        /// Nothing changed on screen; wait for more input.
        case idle
        /// Show this frame, then wait for more input.
        case redraw(DisplayList)
        /// Leave the loop.
        case quit
    }

    let window: OpaquePointer
    private let sdlRenderer: OpaquePointer
    /// The drawing engine (its measurer lays out text for this window).
    public let renderer: SDLRenderer
    private var converter = SDLInputConverter()
    /// `TOUCHSCOPE_FRAME_LOG=FILE`: one line per presented frame (see ``FrameLog``).
    private let frameLog = FrameLog(path: ProcessInfo.processInfo.environment["TOUCHSCOPE_FRAME_LOG"])

    /// Opens a window `width` x `height` logical units, centred, titled `title`, drawing text
    /// with the font at `fontURL`.
    public init(title: String, width: Int, height: Int, fontURL: URL) throws {
        try SDLLibrary.initialise()
        let measurer = try SDLTextMeasurer(fontURL: fontURL)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, TS_WINDOWPOS_CENTERED, TS_WINDOWPOS_CENTERED,
                                            Int32(width), Int32(height), flags)
        else { throw SDLError.last("SDL_CreateWindow failed") }
        let requested = ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"].map { $0.lowercased() }
        let rendererFlags = requested == "software" ? SDL_RENDERER_SOFTWARE.rawValue : 0
        if requested == "software" { Self.preferNativeWindowSurface() }
        guard let sdlRenderer = SDL_CreateRenderer(window, -1, rendererFlags | SDL_RENDERER_TARGETTEXTURE.rawValue)
                ?? { Self.preferNativeWindowSurface(); return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) }()
        else {
            let error = SDLError.last("SDL_CreateRenderer failed")
            SDL_DestroyWindow(window)
            throw error
        }
        self.window = window
        self.sdlRenderer = sdlRenderer
        // X11's raw events, for when the server stamped each pointer event (SourceClock).
        #if os(Linux)
        SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
        #endif
        renderer = SDLRenderer(renderer: sdlRenderer, measurer: measurer)
        // `TOUCHSCOPE_FULL_FRAMES=1`: every frame drawn whole and input arriving while a frame
        // is built waits for the next one (the behaviour before damage tracking, for comparison).
        fullFrames = ProcessInfo.processInfo.environment["TOUCHSCOPE_FULL_FRAMES"] == "1"
        renderer.tracksDamage = !fullFrames
        // The software renderer draws into the window's own surface, which keeps its pixels
        // between presents: only the damage is copied into it and sent to the display
        // (`TOUCHSCOPE_WHOLE_PRESENT=1`, or `TOUCHSCOPE_FULL_FRAMES=1`: the whole window every frame,
        // as before, for comparison).
        var info = SDL_RendererInfo()
        let isSoftware = SDL_GetRendererInfo(sdlRenderer, &info) == 0 && info.name.map { String(cString: $0) } == "software"
        presentsDamage = isSoftware && !fullFrames
            && ProcessInfo.processInfo.environment["TOUCHSCOPE_WHOLE_PRESENT"] != "1"
        renderer.targetKeepsPixels = presentsDamage
    }

    private let fullFrames: Bool
    /// Whether frames are presented by sending only the changed rectangles of the window
    /// surface to the display (`SDL_UpdateWindowSurfaceRects`) instead of `SDL_RenderPresent`.
    private let presentsDamage: Bool
    /// Whether the display may not show the window surface as it is (first frame, exposed,
    /// resized, shown again): the next present sends the whole window.
    private var displayIsStale = true
    /// What the last present sent to the display: the damage rectangles, or nil for the whole
    /// window (always nil when ``presentsDamage`` is off).
    private(set) var lastSentRects: [PixelRect]?

    /// With the software renderer, asks SDL for the video driver's own window surface (under X11
    /// a shared-memory image whose rectangles can be sent on their own) rather than a surface
    /// uploaded whole to an OpenGL texture on every update, which SDL prefers by default on
    /// Linux. A `SDL_FRAMEBUFFER_ACCELERATION` set in the environment wins.
    private static func preferNativeWindowSurface() {
        SDL_SetHint("SDL_FRAMEBUFFER_ACCELERATION", "0")
    }

    deinit {
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(window)
    }

    /// The measurer to lay out text drawn in this window.
    public var textMeasurer: SDLTextMeasurer { renderer.measurer }

    /// The SDL name of the renderer in use (`opengl`, `software`, ...).
    public var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(sdlRenderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The drawable size in pixels (what display lists should be sized to).
    public var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// The window size in logical coordinates (mouse coordinates).
    public var logicalSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The mapping input is converted with: the window's current logical and pixel sizes.
    public var windowMapping: WindowMapping {
        let pixels = pixelSize, logical = logicalSize
        return WindowMapping(windowLogicalSize: Size(width: Double(logical.width), height: Double(logical.height)),
                             windowPixelSize: Size(width: Double(pixels.width), height: Double(pixels.height)))
    }

    public func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// Draws `list` and shows it.
    public func present(_ list: DisplayList) throws {
        let drawStart = frameLog.map { _ in FrameLog.microseconds() }
        try renderer.draw(list)
        let updateStart = frameLog.map { _ in FrameLog.microseconds() }
        if presentsDamage {
            // The software renderer's present is `SDL_UpdateWindowSurface` of the whole window;
            // run the queued drawing, then send only what changed.
            SDL_RenderFlush(sdlRenderer)
            let result: Int32
            if let rects = renderer.lastCopiedRects, !displayIsStale {
                let sdlRects = rects.map(\.sdlRect)
                result = sdlRects.isEmpty ? 0 : SDL_UpdateWindowSurfaceRects(window, sdlRects, Int32(sdlRects.count))
                lastSentRects = rects
            } else {
                result = SDL_UpdateWindowSurface(window)
                lastSentRects = nil
            }
            // A surface invalidated under us (a resize not yet seen): the next frame goes whole.
            displayIsStale = result != 0
            if result != 0 { renderer.invalidateTarget() }
        } else {
            SDL_RenderPresent(sdlRenderer)
        }
        if let drawStart, let updateStart {
            let copied = presentsDamage ? renderer.lastCopiedRects.map { $0.reduce(0) { $0 + $1.width * $1.height } } : nil
            frameLog?.presented(drawStart: drawStart, updateStart: updateStart, copiedPixels: copied)
        }
    }

    /// Notes a window event that may leave the display or the window surface not showing the
    /// last frame (anything but the pointer entering or leaving and focus changes).
    private func noteWindowEvent(_ event: SDL_Event) {
        switch event.type {
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_ENTER.rawValue, SDL_WINDOWEVENT_LEAVE.rawValue, SDL_WINDOWEVENT_FOCUS_GAINED.rawValue,
                 SDL_WINDOWEVENT_FOCUS_LOST.rawValue, SDL_WINDOWEVENT_TAKE_FOCUS.rawValue, SDL_WINDOWEVENT_HIT_TEST.rawValue:
                return
            default:
                break
            }
        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            break
        default:
            return
        }
        displayIsStale = true
        renderer.invalidateTarget()
    }

    /// The pixels of the last frame presented (the list as drawn, before presenting).
    public func readFrame() throws -> RGBAImage { try renderer.readFrame() }

    /// The pixels of the window's surface (what the software renderer presents), opaque.
    func readWindowSurface() throws -> RGBAImage {
        guard let surface = SDL_GetWindowSurface(window) else { throw SDLError.last("SDL_GetWindowSurface failed") }
        guard let copy = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError.last("SDL_ConvertSurfaceFormat failed")
        }
        defer { SDL_FreeSurface(copy) }
        return try RGBAImage.fromARGB8888(copy, opaque: true)
    }

    /// Waits up to `timeout` seconds for input, then converts every pending event.
    /// Returns an empty array when the wait timed out.
    public func nextInputs(timeout: Double) -> [FrontEndInput] {
        var event = SDL_Event()
        let ms = Int32(max(0, min(Double(Int32.max), (timeout * 1000).rounded())))
        guard SDL_WaitEventTimeout(&event, ms) != 0 else { return [] }
        frameLog?.woke()
        let mapping = windowMapping
        frameLog?.received(event)
        noteWindowEvent(event)
        var inputs = converter.convert(event, mapping: mapping)
        while SDL_PollEvent(&event) != 0 {
            frameLog?.received(event)
            noteWindowEvent(event)
            inputs += converter.convert(event, mapping: mapping)
        }
        converter.handedOn(atTicks: SDL_GetTicks64())
        return inputs
    }

    /// Runs until `step` returns ``Step/quit``: waits up to `timeout` seconds for input, hands
    /// `step` the inputs (empty on timeout, e.g. for polling files) and draws what it returns.
    public func run(timeout: Double, step: ([FrontEndInput]) throws -> Step) throws {
        while true {
            guard try handle(step(nextInputs(timeout: timeout)), step: step) else { return }
        }
    }

    /// Carries out what `step` returned; false to leave the loop. Before presenting a frame,
    /// input that arrived while it was being built is handed to `step` too and the newest frame
    /// is drawn, so every event queued before the frame is drawn is in it (a click's up that
    /// arrives while the frame for its down is built does not wait a whole frame).
    func handle(_ result: Step, step: ([FrontEndInput]) throws -> Step) throws -> Bool {
        switch result {
        case .idle:
            frameLog?.idle()
            return true
        case .quit:
            return false
        case .redraw(var list):
            // Bounded, so a flood of motion events cannot hold the frame back for ever.
            for _ in 0..<(fullFrames ? 0 : 4) {
                let more = nextInputs(timeout: 0)
                if more.isEmpty { break }
                switch try step(more) {
                case .idle: break
                case .redraw(let newer): list = newer
                case .quit: return false
                }
            }
            try present(list)
            return true
        }
    }
}

/// The frame-timing log, on when `TOUCHSCOPE_FRAME_LOG` names a file (the latency, start-up
/// and idle scripts under `Benchmarks/` read it). Appends one line per presented frame:
///
///     frame=12 input_ms=5321 present_ms=5329 latency_ms=8 wall_ms=1763741012345.678 step_us=1210 draw_us=1830 update_us=402 sent_px=61440
///
/// - `input_ms`: the SDL timestamp (`event.common.timestamp`, milliseconds since SDL_Init, the
///   clock of `SDL_GetTicks64`) of the newest input event (mouse, finger, key) handled since the
///   previous frame; `-` when the frame shows no new input.
/// - `present_ms`: `SDL_GetTicks64()` right after `SDL_RenderPresent` returned (same clock).
/// - `latency_ms`: `present_ms - input_ms` (`-` without input).
/// - `wall_ms`: the wall clock (Unix time, milliseconds, microsecond resolution) at the same
///   moment, to compare with a launcher's clock (time to first frame).
/// - `step_us`: microseconds from the loop taking the first event of this frame off SDL's queue
///   to the start of the draw (the playground handling it, the display list, the housekeeping).
/// - `draw_us`: the draw into the frame and its copy to the window's target.
/// - `update_us`: the present (`SDL_RenderPresent`, or sending the damage to the display).
/// - `sent_px`: the pixels sent to the display when only the damage is presented; `all` when the
///   whole window was.
final class FrameLog {
    private let file: UnsafeMutablePointer<FILE>
    private var frame = 0
    private var newestInput: UInt64?
    private var wokeAt: UInt64?

    /// A monotonic clock in microseconds.
    static func microseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000 + UInt64(ts.tv_nsec) / 1000
    }

    /// Notes that the loop took events off the queue (the first time since the last frame counts).
    func woke() {
        if wokeAt == nil { wokeAt = Self.microseconds() }
    }

    /// Notes that what the loop took off the queue drew nothing.
    func idle() { wokeAt = nil }

    init?(path: String?) {
        guard let path, !path.isEmpty, let file = fopen(path, "a") else { return nil }
        self.file = file
    }

    deinit { fclose(file) }

    /// Notes an event taken from SDL's queue.
    func received(_ event: SDL_Event) {
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue, SDL_MOUSEMOTION.rawValue,
             SDL_FINGERDOWN.rawValue, SDL_FINGERUP.rawValue, SDL_FINGERMOTION.rawValue,
             SDL_KEYDOWN.rawValue, SDL_MOUSEWHEEL.rawValue:
            let t = UInt64(event.common.timestamp)
            newestInput = max(newestInput ?? 0, t)
        default:
            break
        }
    }

    /// Writes the line of a frame just presented.
    func presented(drawStart: UInt64, updateStart: UInt64, copiedPixels: Int?) {
        let end = Self.microseconds()
        let now = SDL_GetTicks64()
        var tv = timeval()
        gettimeofday(&tv, nil)
        let wall = Double(tv.tv_sec) * 1000 + Double(tv.tv_usec) / 1000
        frame += 1
        let input = newestInput.map { String($0) } ?? "-"
        let latency = newestInput.map { String(Int64(now) - Int64($0)) } ?? "-"
        newestInput = nil
        let step = wokeAt.map { String(drawStart >= $0 ? drawStart - $0 : 0) } ?? "-"
        wokeAt = nil
        let sent = copiedPixels.map(String.init) ?? "all"
        let line = "frame=\(frame) input_ms=\(input) present_ms=\(now) latency_ms=\(latency) wall_ms=\(String(format: "%.3f", wall))"
            + " step_us=\(step) draw_us=\(updateStart - drawStart) update_us=\(end - updateStart) sent_px=\(sent)\n"
        fputs(line, file)
        fflush(file)
    }
}
