import CSDL2

extension SDLWindowHost {
    /// The input clock: seconds since SDL started, the base of every input sample's timestamp
    /// (SDL stamps events with the same tick count).
    public var inputClock: Double { Double(SDL_GetTicks64()) / 1000 }

    /// Like ``run(timeout:step:)``, but asks `timeout` before each wait, so the loop can wake
    /// exactly when something is due (a gesture recognizer's deadline) and sleep otherwise.
    public func run(timeout: () -> Double, step: ([FrontEndInput]) throws -> Step) throws {
        // `TOUCHSCOPE_SOAK_EVENTS`: synthetic input pushed into SDL's queue (SoakInjector.swift).
        let soak = SoakInjector.fromEnvironment()
        while true {
            soak?.inject(window: logicalSize)
            guard try handle(step(nextInputs(timeout: max(0, timeout()))), step: step) else { return }
        }
    }
}
