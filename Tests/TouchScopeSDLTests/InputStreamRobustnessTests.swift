import CSDL2
import Foundation
import Testing
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI
import TouchScopeTestSupport

extension SDLTests {
    /// Random SDL event streams pushed through SDL's own queue, converted, and fed to a real
    /// playground as the window does: mouse and fingers interleaved, mouse events SDL
    /// synthesised from touches (and the reverse), finger ids reused across devices, ups
    /// without downs, coordinates far outside the window and not finite, focus lost mid-drag.
    @Suite struct InputStreamRobustness {
        static let width: Float = 1200, height: Float = 900
        static let mapping = WindowMapping(windowLogicalSize: Size(width: 1200, height: 900),
                                           windowPixelSize: Size(width: 1200, height: 900))

        typealias RNG = SplitMix64

        static func randomEvent(_ rng: inout RNG, ms: UInt32) -> SDL_Event {
            typealias C = InputConversion
            let mouseWhich: UInt32 = Int.random(in: 0..<4, using: &rng) == 0 ? TS_TOUCH_MOUSEID : 0
            let x = Int32.random(in: -200...1500, using: &rng), y = Int32.random(in: -200...1200, using: &rng)
            func coordinate() -> Float {
                switch Int.random(in: 0..<20, using: &rng) {
                case 0: return .nan
                case 1: return .infinity
                case 2: return -.greatestFiniteMagnitude
                default: return Float.random(in: -0.5...1.5, using: &rng)
                }
            }
            let devices: [Int64] = [1, 2, TS_MOUSE_TOUCHID]
            let device = devices[Int.random(in: 0..<devices.count, using: &rng)]
            let finger = Int64.random(in: 0...1, using: &rng)
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<12: return C.button(SDL_MOUSEBUTTONDOWN, x: x, y: y, button: Int.random(in: 0..<5, using: &rng) == 0 ? SDL_BUTTON_RIGHT : SDL_BUTTON_LEFT, which: mouseWhich, ms: ms)
            case 12..<24: return C.button(SDL_MOUSEBUTTONUP, x: x, y: y, which: mouseWhich, ms: ms)
            case 24..<44: return C.motion(x: x, y: y, which: mouseWhich, ms: ms)
            case 44..<58: return C.finger(SDL_FINGERDOWN, device: device, finger: finger, x: coordinate(), y: coordinate(), ms: ms)
            case 58..<78: return C.finger(SDL_FINGERMOTION, device: device, finger: finger, x: coordinate(), y: coordinate(), ms: ms)
            case 78..<94: return C.finger(SDL_FINGERUP, device: device, finger: finger, x: coordinate(), y: coordinate(), ms: ms)
            case 94..<97: return C.window(SDL_WINDOWEVENT_FOCUS_LOST, ms: ms)
            default: return C.window(SDL_WINDOWEVENT_SIZE_CHANGED, ms: ms)
            }
        }

        @Test(arguments: 0..<6)
        func randomPushedStreamsGiveWellFormedSamplesAndNoStuckTouch(seed: Int) throws {
            try SDLLibrary.initialiseEvents()
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            let scenes = SceneFile.scenes(in: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes").path)
            let playground = Playground()
            playground.show(try SceneFile.load(scenes[seed * 3 % scenes.count]))
            _ = playground.layout(width: 1200, height: 900, uiScale: 1)
            var converter = SDLInputConverter(modifierState: { 0 })
            var rng = RNG(state: UInt64(0x5D1 + seed))
            var down: Set<FingerID> = []
            var problems: [String] = []
            var samples = 0
            var ms: UInt32 = 1000
            for batch in 0..<40 {
                for _ in 0..<50 {
                    ms &+= UInt32.random(in: 0...40, using: &rng)
                    var e = Self.randomEvent(&rng, ms: ms)
                    #expect(SDL_PushEvent(&e) == 1)
                }
                var event = SDL_Event()
                while SDL_PollEvent(&event) != 0 {
                    let inputs = converter.convert(event, mapping: Self.mapping)
                    let isFinger = [SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue].contains(event.type)
                    let isMouse = [SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue, SDL_MOUSEMOTION.rawValue].contains(event.type)
                    if (isFinger && event.tfinger.touchId == TS_MOUSE_TOUCHID) || (isMouse && event.button.which == TS_TOUCH_MOUSEID && event.motion.which == TS_TOUCH_MOUSEID),
                       !inputs.isEmpty {
                        problems.append("an event SDL synthesised got through: \(inputs)")
                    }
                    for input in inputs {
                        switch input {
                        case let .pointer(s, modifiers):
                            samples += 1
                            if !s.pixel.x.isFinite || !s.pixel.y.isFinite { problems.append("non-finite \(s)") }
                            switch s.phase {
                            case .down:
                                if down.contains(s.finger) { problems.append("second down for \(s.finger)") }
                                down.insert(s.finger)
                            case .move:
                                if !down.contains(s.finger) { problems.append("move without down for \(s.finger)") }
                            case .up, .cancel:
                                if down.remove(s.finger) == nil { problems.append("\(s.phase) without down for \(s.finger)") }
                            }
                            playground.handle(s, modifiers: modifiers.contains(.alt) ? [.alt] : [])
                        case .focusLost:
                            playground.focusLost(timestamp: playground.lastTimestamp)
                            if !converter.activeFingers.isEmpty { problems.append("fingers held after focus lost") }
                        default:
                            break
                        }
                    }
                }
                if down != converter.activeFingers { problems.append("batch \(batch): converter holds \(converter.activeFingers), stream \(down)") }
                let active = Set(playground.scene?.application.activeTouches.map(\.finger) ?? [])
                if !active.isSubset(of: down) { problems.append("batch \(batch): touches \(active) for fingers not down \(down)") }
            }
            // Focus lost: every finger cancelled, nothing stuck anywhere.
            var lost = InputConversion.window(SDL_WINDOWEVENT_FOCUS_LOST, ms: ms &+ 1)
            #expect(SDL_PushEvent(&lost) == 1)
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {
                for input in converter.convert(event, mapping: Self.mapping) {
                    if case let .pointer(s, _) = input { playground.handle(s) }
                    if case .focusLost = input { playground.focusLost(timestamp: playground.lastTimestamp) }
                }
            }
            #expect(problems.isEmpty, "\(problems.prefix(5))")
            #expect(samples > 100)
            #expect(converter.activeFingers.isEmpty)
            #expect(playground.scene?.application.activeTouches.isEmpty == true)
        }

        @Test func nonFiniteFingerCoordinatesNeverReachThePlayground() {
            var converter = SDLInputConverter(modifierState: { 0 })
            let m = Self.mapping
            #expect(converter.convert(InputConversion.finger(SDL_FINGERDOWN, device: 1, finger: 0, x: .nan, y: 0.5), mapping: m).isEmpty)
            #expect(converter.activeFingers.isEmpty)
            let down = converter.convert(InputConversion.finger(SDL_FINGERDOWN, device: 1, finger: 0, x: 0.5, y: 0.5), mapping: m)
            #expect(InputConversion.samples(down).map(\.pixel) == [Point(x: 600, y: 450)])
            #expect(converter.convert(InputConversion.finger(SDL_FINGERMOTION, device: 1, finger: 0, x: .infinity, y: 0.5), mapping: m).isEmpty)
            let up = converter.convert(InputConversion.finger(SDL_FINGERUP, device: 1, finger: 0, x: .nan, y: .nan), mapping: m)
            #expect(InputConversion.samples(up) == [PointerSample(finger: FingerID(device: 1, finger: 0), phase: .up,
                                                                  pixel: Point(x: 600, y: 450), timestamp: 1)])
            #expect(converter.activeFingers.isEmpty)
        }
    }
}
