import Testing
@testable import TouchScopeSDL

/// The window system's stamps put on SDL's clock: a flick read late stays a flick.
@Suite struct SourceClockTests {
    @Test("an event with no stamp of its own keeps SDL's")
    func noSourceKeepsSDLTime() {
        var clock = SourceClock()
        #expect(clock.time(sdl: 1000, source: nil) == 1000)
        #expect(clock.time(sdl: 1200, source: nil) == 1200)
    }

    @Test("moves read promptly set the offset; a lift read 0.4 s late keeps the 16 ms after the last move that the server saw")
    func liftReadLateKeepsItsPace() {
        var clock = SourceClock()
        // Server clock 50,000 ms ahead; the window reads each move 5 ms after it happened.
        #expect(clock.time(sdl: 1005, source: 51_000) == 1005)
        #expect(clock.time(sdl: 1021, source: 51_016) == 1021)
        #expect(clock.time(sdl: 1037, source: 51_032) == 1037)
        // Stalled: the lift, 16 ms after the last move, is read at 1,450.
        #expect(clock.time(sdl: 1450, source: 51_048) == 1053)
    }

    @Test("the smallest difference seen is the offset: a first event read late is corrected by the next ones, and times never run backwards")
    func offsetTightensAndTimesStayInOrder() {
        var clock = SourceClock()
        // The first event was read 300 ms late: all the clock can say is SDL's own time.
        #expect(clock.time(sdl: 1300, source: 51_000) == 1300)
        // The next, 10 ms later by the server, is read 5 ms after it: the offset tightens, but
        // this time cannot go before the event read before it.
        #expect(clock.time(sdl: 1305, source: 51_010) == 1305)
        // From then on, the server's pace: 16 ms later by the server is 16 ms later here.
        #expect(clock.time(sdl: 1400, source: 51_026) == 1321)
    }

    @Test("no time is put before the clock at which the batch before was handed on, nor after SDL's own")
    func floorAndCeiling() {
        var clock = SourceClock()
        #expect(clock.time(sdl: 1005, source: 51_000) == 1005)
        clock.floor = 1100
        // By the server it happened at 1,025, but the program may have moved its recognizers to 1,100.
        #expect(clock.time(sdl: 1200, source: 51_020) == 1100)
        #expect(clock.time(sdl: 1210, source: 51_200) == 1205)
    }

    @Test("a difference that jumps by more than ten seconds (a clock wrapped, a new server) starts the estimate again")
    func recalibratesAfterAJump() {
        var clock = SourceClock()
        #expect(clock.time(sdl: 1005, source: 4_294_967_000) == 1005)
        // The server's 32-bit clock wrapped: the difference jumps by about 2^32.
        #expect(clock.time(sdl: 1030, source: 100) == 1030)
        #expect(clock.time(sdl: 2000, source: 116) == 1046)
    }
}
