/// Puts the window system's own stamps of pointer events on SDL's clock.
///
/// SDL stamps an event when the program reads it from the window system. A program that stalls
/// for a moment (a loaded machine, a slow frame) then reads a quick flick's last move and its
/// lift far apart, and the finger seems to have rested before it lifted: UIKit would not fling
/// that, and neither does the model. The window system (the X server) stamps each event when
/// it happened, on its own clock.
///
/// The two clocks differ by a fixed offset plus the delay before the program read the event,
/// and that delay is never negative. So the smallest difference seen is the best estimate of
/// the offset, and an event's time on SDL's clock is its own stamp plus that offset, kept
/// - never later than SDL's own stamp,
/// - never earlier than the event read before it (times do not run backwards),
/// - never earlier than ``floor``: the clock when the batch before was handed on, which the
///   program may already have advanced its recognizers to.
///
/// A difference that jumps by more than ``recalibration`` (either clock wrapped, the server
/// restarted) starts the estimate again. Events with no stamp of their own keep SDL's.
/// All times are milliseconds.
struct SourceClock {
    /// How far a difference may jump before the estimate starts again (milliseconds).
    static let recalibration: Int64 = 10_000

    private var offset: Int64?
    private var last: Int64 = 0

    /// The clock when the batch before was handed on; no event is put before it.
    var floor: Int64 = 0

    /// The time on SDL's clock of an event SDL stamped `sdl` and the window system `source`.
    mutating func time(sdl: UInt32, source: UInt32?) -> Int64 {
        let read = Int64(sdl)
        guard let source else {
            last = max(last, read)
            return read
        }
        let difference = read - Int64(source)
        if let o = offset, abs(difference - o) <= Self.recalibration {
            offset = min(o, difference)
        } else {
            offset = difference
        }
        let aligned = min(read, max(Int64(source) + offset!, last, floor))
        last = max(last, aligned)
        return aligned
    }
}
