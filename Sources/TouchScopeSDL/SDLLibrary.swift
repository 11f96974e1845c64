import CSDL2

/// Process-wide, idempotent initialisation of SDL, SDL_ttf and SDL_image.
///
/// SDL's event queue and subsystems are process-wide, so each part is initialised at most once
/// per process (Swift's lazy `static let` is thread-safe) and never shut down. Headless rendering
/// needs only ``initialiseRendering()``; it never touches the video subsystem, so it works
/// without a display.
public enum SDLLibrary {
    private static let rendering: Result<Void, SDLError> = {
        if TS_TTFWasInit() == 0, TTF_Init() != 0 { return .failure(.last("TTF_Init failed")) }
        let png = TS_IMG_INIT_PNG
        if IMG_Init(Int32(png)) & Int32(png) == 0 { return .failure(.last("IMG_Init(PNG) failed")) }
        return .success(())
    }()

    private static let events: Result<Void, SDLError> = {
        SDL_InitSubSystem(SDL_INIT_EVENTS) == 0 ? .success(()) : .failure(.last("SDL_Init(EVENTS) failed"))
    }()

    private static let video: Result<Void, SDLError> = {
        SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0
            ? .success(()) : .failure(.last("SDL_Init(VIDEO) failed"))
    }()

    /// Initialises SDL_ttf and SDL_image (PNG): enough for headless rendering and PNG files.
    public static func initialiseRendering() throws { try rendering.get() }

    /// Initialises SDL's event queue without video (for tests pushing and polling events).
    public static func initialiseEvents() throws { try events.get() }

    /// Initialises everything a window needs: video, events, SDL_ttf and SDL_image.
    public static func initialise() throws {
        try video.get()
        try rendering.get()
    }
}
