import CSDL2

/// An error reported by SDL, SDL_ttf or SDL_image.
///
/// The three libraries share SDL's error string, so ``last(_:)`` captures whichever failed last,
/// prefixed with what TouchScope was trying to do.
public struct SDLError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What failed and why, in one line.
    public var message: String

    public init(_ message: String) { self.message = message }

    /// An error for `context` carrying SDL's current error string.
    static func last(_ context: String) -> SDLError {
        let detail = String(cString: SDL_GetError())
        return SDLError(detail.isEmpty ? context : "\(context): \(detail)")
    }

    public var description: String { message }
}
