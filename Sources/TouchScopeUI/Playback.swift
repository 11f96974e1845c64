import TouchScopeCore
import TouchScopeScenes

/// How fast playback and the animated dispatch run: 0.25x, 0.5x, 1x or 2x.
public enum PlaybackSpeed: Double, CaseIterable, Sendable {
    case quarter = 0.25, half = 0.5, normal = 1, double = 2

    /// The next speed, round the cycle (2x goes back to 0.25x).
    public var next: PlaybackSpeed {
        let all = Self.allCases
        let i = all.firstIndex(of: self) ?? 0
        return all[(i + 1) % all.count]
    }

    /// `0.25x`, `0.5x`, `1x`, `2x`.
    public var label: String { "\(formatNumber(rawValue))x" }
}

/// Plays a scene's script in the playground, as a person would do it: every sample goes through
/// the playground's own input path at the script's time, scaled by the speed.
///
/// The script keeps its own clock (the ``ScriptRunner``'s, the one `touchscope trace` uses) and the
/// application sees only that clock, so the trace is the one `trace` prints whatever the speed. The
/// wall clock only says how far the script's clock has got: it moves `speed` script seconds per
/// wall second, and stands still while playback is paused, for a short beat before each new touch
/// (so the last one can be seen), before a caption would replace one not yet read (a caption
/// shows with its own step and stays at least its reading time, while the steps it explains
/// play), and
/// while the dispatch animates. Standing still costs the application nothing: it never sees that
/// time.
///
/// Owns the runner, the script's steps and where playback is in them, the samples and clock
/// advances the runner made that are not due yet, the hold left, and the caption shown. Flowing
/// in: wall-clock ticks; flowing out: the runner's samples, events and clock advances, each
/// through `deliver` when due, and the caption.
struct Playback {
    /// Something the runner asked for that happens at a script time.
    enum Item {
        case sample(InputSample)
        /// Fingers that change in the same frame: one event.
        case samples([InputSample])
        case advance(Double)
        case event(EventSubtype, Double)

        var time: Double {
            switch self {
            case let .sample(s): return s.timestamp
            case let .samples(s): return s.first?.timestamp ?? 0
            case let .advance(t): return t
            case let .event(_, t): return t
            }
        }
    }

    /// The runner's output, filled by its hooks and emptied as items fall due.
    final class Queue { var items: [Item] = [] }

    /// Wall seconds to look at a touch's result before the next touch starts.
    static let beat = 0.8
    /// The shortest time a caption is shown, in wall seconds at 1x.
    static let minimumReadingTime = 1.6

    let steps: [(step: ScriptStep, index: Int?)]
    private var runner: ScriptRunner
    private let queue = Queue()
    /// The next step to perform.
    private(set) var next = 0
    /// How far the script's clock has got.
    private(set) var scriptTime = 0.0
    private var lastWall: Double?
    private var hold = 0.0
    private var heldFor: Int?
    /// How long the caption shown still needs to be read, in seconds at 1x (a speed change
    /// while it shows scales what is left): the next caption, and the end, wait for it.
    private var readingLeft = 0.0
    /// Whether the caption shown came on a step of its own (`say:` alone): it speaks of the next
    /// touch, which waits for it to be read.
    private var captionIsAlone = false
    private var endDone = false
    var isPaused = false
    /// Whether every step was performed and every item delivered.
    private(set) var isFinished = false
    /// The caption shown (the last one reached).
    private(set) var caption: Caption?
    /// Where the touches the caption explains go (canvas points): those of its step and of the
    /// steps after it, up to the next caption; for a caption with no touch in that span, those of
    /// the next touch. The caption keeps off them.
    private(set) var captionPoints: [Point] = []

    /// Plays `steps` with `runner` (freshly made for the scene); its hooks are replaced.
    init(steps: [ScriptStep], runner: ScriptRunner) {
        self.steps = ScriptRunner.numbered(steps)
        self.runner = runner
        let queue = self.queue
        self.runner.sendSample = { queue.items.append(.sample($0)) }
        self.runner.sendSamples = { queue.items.append(.samples($0)) }
        self.runner.sendEvent = { queue.items.append(.event($0, $1)) }
        self.runner.advanceTime = { queue.items.append(.advance($0)) }
    }

    /// How many steps a person would count (caption-only steps are not counted).
    var countedSteps: Int { steps.filter { $0.index != nil }.count }
    /// How many counted steps were performed.
    var performedSteps: Int { steps.prefix(next).filter { $0.index != nil }.count }

    /// The wall seconds held before step `i` (at 1x) for the touch before it: a beat before a new
    /// touch when no finger is down; none before the first step. (A caption's reading time is
    /// held after it shows, before the next caption: ``readingLeft``.)
    func holdBefore(_ i: Int, fingersDown: Bool) -> Double {
        let step = steps[i].step
        var seconds = 0.0
        if Self.startsSomething(step.action), !fingersDown, performedSteps > 0 { seconds = max(seconds, Self.beat) }
        return seconds
    }

    /// Whether `action` starts a touch or an event (what a beat, or an introduction, waits for).
    static func startsSomething(_ action: ScriptAction) -> Bool {
        switch action {
        case .tap, .down, .drag, .event: return true
        default: return false
        }
    }

    /// About how long a caption takes to read aloud to a room.
    static func readingTime(_ text: String) -> Double {
        let words = text.split(whereSeparator: \.isWhitespace).count
        let cjk = text.filter(TextLayout.isCJK).count
        return max(minimumReadingTime, 0.8 + 0.25 * Double(words) + 0.14 * Double(cjk))
    }

    /// Moves the script on to wall time `wall` at `speed`: delivers what falls due, holds, and
    /// performs steps. `isBusy` says the dispatch is still animating (the next step waits);
    /// `fingersDown` whether a finger is on the canvas. Returns whether anything happened.
    mutating func tick(wall: Double, speed: Double, isBusy: () -> Bool, fingersDown: () -> Bool,
                       deliver: (Item) -> Void) -> Bool {
        defer { lastWall = wall }
        guard !isPaused, !isFinished else { return false }
        var budget = lastWall.map { max(0, wall - $0) } ?? 0
        var changed = false
        // The caption on screen is being read while playback runs (not while it is paused).
        readingLeft = max(0, readingLeft - budget * speed)
        /// Spends wall time to move the script clock to `target`; false when the budget ran out.
        func reach(_ target: Double) -> Bool {
            guard scriptTime < target else { return true }
            let needed = (target - scriptTime) / speed
            if budget >= needed { budget -= needed; scriptTime = target; return true }
            scriptTime += budget * speed
            budget = 0
            return false
        }
        while true {
            if let item = queue.items.first {
                guard reach(item.time) else { break }
                queue.items.removeFirst()
                deliver(item)
                changed = true
                continue
            }
            if isBusy() { break }
            if next < steps.count {
                guard reach(runner.clock) else { break }
                if heldFor != next {
                    heldFor = next
                    hold = holdBefore(next, fingersDown: fingersDown()) / speed
                }
                if hold > 0 {
                    if budget >= hold { budget -= hold; hold = 0 } else { hold -= budget; budget = 0; break }
                }
                // A caption does not replace one still being read, and a caption of its own (an
                // introduction) is read before the touch it speaks of. (``readingLeft`` runs
                // down with the wall clock at each tick, at the speed playing then.)
                if readingLeft > 0, steps[next].step.caption != nil || (captionIsAlone && Self.startsSomething(steps[next].step.action)) {
                    break
                }
                let (step, index) = steps[next]
                if step.caption == nil, Self.startsSomething(step.action) { captionIsAlone = false }
                // The caption shows with its own step, and is read while it and the steps after
                // it play.
                if let c = step.caption {
                    caption = c
                    readingLeft = Self.readingTime(c.text)
                    captionIsAlone = index == nil
                    let end = steps[(next + 1)...].firstIndex { $0.step.caption != nil } ?? steps.count
                    captionPoints = steps[next..<end].flatMap { $0.step.action.touchPoints }
                    // A caption that touches nothing (an introduction) speaks of the next touch.
                    if captionPoints.isEmpty {
                        captionPoints = steps[end...].first { !$0.step.action.touchPoints.isEmpty }?.step.action.touchPoints ?? []
                    }
                }
                next += 1
                if let index { runner.perform(step, index: index) }
                changed = true
                continue
            }
            if !endDone {
                guard reach(runner.clock) else { break }
                endDone = true
                // As `ScriptRunner.run` ends: time-based behaviour up to the final clock, and a
                // scroll comes to rest.
                runner.finish()
                continue
            }
            // The last caption is read, with the result it explains, before the script ends (and
            // it leaves). (``readingLeft`` runs down with the wall clock at each tick.)
            if readingLeft > 0 { break }
            isFinished = true
            changed = true
            break
        }
        return changed
    }
}

/// The animated dispatch: step-through playing itself. A new story starts it at its first step;
/// a timer on the window's clock moves it on, step by step, while the story grows, and it ends
/// on the whole story.
///
/// Owns whether it is on, the story it animates and when the next step is due. Flowing in: wall
/// ticks with the number of steps there are and the story's number; flowing out: the step to
/// show (through ``StepThroughState``).
struct DispatchAnimation {
    /// Wall seconds per step at 1x.
    static let interval = 0.32
    /// Wall seconds per repeated move (a drag's touchesMoved), so a drag does not crawl.
    static let moveInterval = 0.04

    var isEnabled = true
    /// Whether a person's own touches animate too (by default only playback does, so a click
    /// shows its whole story at once; `M` off and on again turns this on).
    var touchesToo = false
    /// Whether a story is being animated.
    private(set) var isRunning = false
    private var story: Int?
    private var nextAt = 0.0

    /// Whether the animation is running or about to start on story `storyNumber` (which has
    /// steps when `hasSteps`).
    func isBusy(storyNumber: Int, hasSteps: Bool) -> Bool {
        isRunning || (isEnabled && hasSteps && storyNumber != story)
    }

    /// Stops the animation where it is (a step key, an interruption).
    mutating func stop() { isRunning = false }

    /// Notes that story `n` exists without animating it (the animation was off, or the story
    /// came from a command, not a touch).
    mutating func skip(story n: Int) { story = n }

    /// Moves on to wall time `wall`. `steps` are the story's dispatch steps, `storyNumber` counts
    /// stories. Returns the new step index for step-through (`.some(nil)`: the whole story, the
    /// animation ended; nil: no change).
    mutating func tick(wall: Double, speed: Double, steps: [DispatchStep], storyNumber: Int, current: Int?) -> Int?? {
        if storyNumber != story {
            guard !steps.isEmpty else { return nil }
            story = storyNumber
            guard isEnabled else { isRunning = false; return nil }
            isRunning = true
            nextAt = wall + interval(of: steps[0]) / speed
            return .some(0)
        }
        guard isRunning, let current else { isRunning = false; return nil }
        var index = current
        while wall >= nextAt {
            if index + 1 < steps.count {
                index += 1
                nextAt += interval(of: steps[index]) / speed
            } else {
                isRunning = false
                return .some(nil)
            }
        }
        return index == current ? nil : .some(index)
    }

    private func interval(of step: DispatchStep) -> Double {
        step.text.contains("touchesMoved") ? Self.moveInterval : Self.interval
    }
}

/// The animated dispatch's timing, for tests and tools that draw its frames at given times.
public enum DispatchAnimationTiming {
    /// Wall seconds per step at 1x.
    public static let interval = DispatchAnimation.interval
}

extension ScriptAction {
    /// The canvas points this step touches (none for a step that touches nothing).
    var touchPoints: [Point] {
        switch self {
        case let .tap(p), let .down(p), let .move(p): return [p]
        case let .up(p): return p.map { [$0] } ?? []
        case let .drag(from, to, _): return [from, to]
        case let .fingers(_, points), let .tapFingers(points): return points
        case let .dragFingers(from, to, _): return from + to
        default: return []
        }
    }
}
