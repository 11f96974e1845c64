import Foundation
import Testing
import TouchScopeApp
import TouchScopeCore
import TouchScopeTestSupport
import TouchScopeScenes
import TouchScopeUI

/// Random events through a running headless playground session (the window's own loop without
/// the window), the trace on and every record written to a JSON log, scenes switching now and
/// then. `TOUCHSCOPE_SOAK_EVENTS=1000000 swift test --filter Soak` is the long run; a full sweep
/// runs 100,000 events and `./test` 25,000 (docs/testing.md).
@Suite struct Soak {
    static var events: Int {
        ProcessInfo.processInfo.environment["TOUCHSCOPE_SOAK_EVENTS"].flatMap(Int.init) ?? Sweep.count(full: 100_000, quick: 25_000)
    }

    @Test func randomEventsThroughARunningPlaygroundKeepMemoryFlat() throws {
        let total = Self.events
        let dedicated = ProcessInfo.processInfo.environment["TOUCHSCOPE_SOAK_EVENTS"] != nil
        let session = PlaygroundSession(library: try SceneLibrary(argument: Robust.scenesFolder.path),
                                        log: try JSONLog(path: "/dev/null"))
        let p = session.playground
        _ = p.layout(width: 1280, height: 900, uiScale: 1)
        var rng = SeededRNG(seed: 0x50A4)
        var down: Set<FingerID> = []
        var time = 0.0
        var records = 0
        var problems: [String] = []
        let chunk = max(1, total / 10)
        var chunkStart = Date()
        var chunkSeconds: [Double] = []
        var warmResident = 0
        let startResident = Robust.residentBytes()
        for i in 0..<total {
            let op = DispatchOp(kind: Int.random(in: 0...99, using: &rng), finger: Int.random(in: 0...4, using: &rng),
                                x: Int.random(in: -60...460, using: &rng), y: Int.random(in: -60...900, using: &rng),
                                dt: Int.random(in: -1...6, using: &rng))
            time = max(0, time + op.dt)
            while let d = p.nextDeadline, d <= time { p.advanceTime(to: d) }
            let f = op.fingerID
            let pt = Point(x: op.x, y: op.y)
            switch op.kind {
            case .down: p.touch(InputSample(finger: f, phase: .down, location: pt, timestamp: time)); down.insert(f)
            case .move, .wait: p.touch(InputSample(finger: f, phase: .move, location: pt, timestamp: time))
            case .up: p.touch(InputSample(finger: f, phase: .up, location: pt, timestamp: time)); down.remove(f)
            case .cancel: p.touch(InputSample(finger: f, phase: .cancel, location: pt, timestamp: time)); down.remove(f)
            case .tap:
                p.touch(InputSample(finger: f, phase: .down, location: pt, timestamp: time))
                p.touch(InputSample(finger: f, phase: .up, location: pt, timestamp: time))
                down.remove(f)
            case .focusLost: p.focusLost(timestamp: time); down.removeAll()
            case .event: p.send(.shake, timestamp: time)
            case .replaceScene:
                // About one event in 300: the next scene file, read from disk.
                if i % 10 == 0 { session.move(by: 1); down.removeAll() }
            }
            // The window loop's turn: requests, the file watcher (every 50th), the log.
            if i % 50 == 0 { session.update() } else { records += p.takeNewRecords().count }
            if i % 500 == 0, let app = p.scene?.application {
                let fingers = Set(app.activeTouches.map(\.finger))
                if fingers != down { problems.append("event \(i): active \(fingers) but down \(down)") }
                if p.storyRecords.count > Playground.maxStoryRecords { problems.append("event \(i): story \(p.storyRecords.count)") }
            }
            if (i + 1) % chunk == 0 {
                chunkSeconds.append(Date().timeIntervalSince(chunkStart))
                chunkStart = Date()
                if (i + 1) / chunk == 1 { warmResident = Robust.residentBytes() }
            }
        }
        for f in down { p.touch(InputSample(finger: f, phase: .up, location: .zero, timestamp: time)) }
        session.update()
        let endResident = Robust.residentBytes()
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(p.scene?.application.activeTouches.isEmpty == true)
        #expect(p.storyRecords.count <= Playground.maxStoryRecords)
        let timings = chunkSeconds.map { String(format: "%.2f", $0) }.joined(separator: " ")
        Robust.figure("soak: \(total) events, \(records)+ trace records logged, \(session.loadsSucceeded) scene loads; resident at start \(Robust.mib(startResident)), after the first tenth \(Robust.mib(warmResident)), at the end \(Robust.mib(endResident))\(dedicated ? "" : " (other tests running in the same process)"); seconds per tenth: \(timings)")
        if dedicated {
            // Alone in the process, resident memory after warm-up must stay flat.
            #expect(endResident - warmResident < 64 * 1_048_576, "grew \(Robust.mib(endResident - warmResident))")
        }
    }

    /// Found by the soak: the playground's recorder keeps 200,000 records and then drops the
    /// oldest, so `takeNewRecords` (which remembered a count) returned nothing ever again: the
    /// `--log-json` log went silent after about 20,000 touches, and each new record shifted the
    /// whole buffer. Taken records are now let go.
    @Test func recordsKeepReachingTheLogPastTheRecordersLimit() throws {
        let p = Playground()
        p.show(try SceneFile.load(Robust.scenesFolder.appendingPathComponent("01-responder-chain.yaml").path))
        var taken = 0
        var lastTaken: [TraceRecord] = []
        for i in 0..<30_000 {
            p.touch(InputSample(finger: .mouse, phase: .down, location: Point(x: 170, y: 250), timestamp: Double(i)))
            p.touch(InputSample(finger: .mouse, phase: .up, location: Point(x: 170, y: 250), timestamp: Double(i) + 0.01))
            if i % 10 == 0 || i == 29_999 {
                lastTaken = p.takeNewRecords()
                taken += lastTaken.count
            }
        }
        #expect(taken > 200_000)
        #expect(lastTaken.contains { if case let .touchBegan(id, _, _, _) = $0.event { return id == 30_000 } else { return false } })
    }
}
