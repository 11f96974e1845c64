import CSDL2
import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeSDL
import TouchScopeUI

extension SDLTests {
    /// The window soak's injector (issue 18, item 6): what it pushes into SDL's queue.
    @Suite struct SoakInjection {
        @Test func theInjectorIsOffUnlessTheEnvironmentAsksAndReadsItsSettings() throws {
            #expect(SoakInjector.fromEnvironment([:]) == nil)
            #expect(SoakInjector.fromEnvironment(["TOUCHSCOPE_SOAK_EVENTS": "0"]) == nil)
            #expect(SoakInjector.fromEnvironment(["TOUCHSCOPE_SOAK_EVENTS": "many"]) == nil)
            let soak = try #require(SoakInjector.fromEnvironment(["TOUCHSCOPE_SOAK_EVENTS": "10", "TOUCHSCOPE_SOAK_BATCH": "0",
                                                                  "TOUCHSCOPE_SOAK_AREA": "1,2,nan,4"]))
            #expect(soak.pushed == 0)
        }

        /// Frames of pushed events, polled back from SDL's queue and converted as the window does:
        /// exactly `batch` events a frame, every finger's samples down (move)* up or cancel, what-if,
        /// selection and playback (Space) keys among them, the scroll finger dragging, and SDL_QUIT after the last.
        @Test func batchesGoThroughSDLsQueueAsWellFormedInputAndEndWithQuit() throws {
            try SDLLibrary.initialiseEvents()
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            let soak = SoakInjector(total: 3_000, batch: 50, seed: 7, area: (100, 50, 300, 600))
            let mapping = WindowMapping(windowLogicalSize: Size(800, 700), windowPixelSize: Size(800, 700))
            var converter = SDLInputConverter(modifierState: { 0 })
            var polled = 0, quits = 0, frames = 0
            var keys: [KeyPress.Key] = []
            var down: Set<FingerID> = []
            var scrollMoves = 0
            var problems: [String] = []
            while quits == 0 && frames < 1_000 {
                let before = soak.pushed
                soak.inject(window: (800, 700))
                frames += 1
                if soak.pushed < 3_000 && soak.pushed - before != 50 { problems.append("frame \(frames): \(soak.pushed - before) events") }
                var event = SDL_Event()
                while SDL_PollEvent(&event) != 0 {
                    if event.type == SDL_QUIT.rawValue { quits += 1; continue }
                    polled += 1
                    for input in converter.convert(event, mapping: mapping) {
                        switch input {
                        case let .pointer(s, _):
                            switch s.phase {
                            case .down:
                                if !down.insert(s.finger).inserted { problems.append("second down for \(s.finger)") }
                            case .move:
                                if !down.contains(s.finger) { problems.append("move without down") }
                                if s.finger.device == 91 { scrollMoves += 1 }
                            case .up, .cancel:
                                if down.remove(s.finger) == nil { problems.append("\(s.phase) without down") }
                            }
                        case let .key(press):
                            keys.append(press.key)
                        default: break
                        }
                    }
                }
            }
            #expect(problems.isEmpty, "\(problems.prefix(5))")
            #expect(polled == 3_000)
            #expect(quits == 1)
            #expect(frames == 61, "60 frames of 50 events, then the quit")
            #expect(scrollMoves > 20, "the scroll finger drags: \(scrollMoves) moves")
            #expect(keys.contains(.character("h")) && keys.contains(.right) && keys.contains(.space), "\(keys.prefix(20))")
            #expect(!keys.contains(.character("w")) && !keys.contains(.character("x")) && !keys.contains(.character("t")),
                    "never the keys that write files")
            soak.inject(window: (800, 700))
            var event = SDL_Event()
            #expect(SDL_PollEvent(&event) == 0, "nothing after the quit")
        }
    }
}
