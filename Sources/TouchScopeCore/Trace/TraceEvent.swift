/// Which `sendEvent` stage an event passed through.
public enum SendEventStage: Sendable, Hashable {
    case application
    case window(String)
}

/// Why a touch phase was not delivered to its hit view.
public enum NotDeliveredReason: Sendable, Hashable {
    /// The view already tracks a touch and `isMultipleTouchEnabled` is false.
    case multipleTouchDisabled
    /// An exclusive-touch view (named) is tracking a touch, or this view is exclusive and
    /// another view tracks one.
    case exclusiveTouch(String)
}

/// What happened to a non-touch event at one responder.
public enum EventAction: String, Sendable, Hashable {
    case handled, forwarded
}

/// One decision of the dispatch, as a typed value. The playground's overlays, the text and
/// JSON trace formats and the tests are all built on these.
public enum TraceEvent: Sendable, Hashable {
    /// A raw input sample entered the application's queue (`queueDepth` events waiting with it).
    /// `sameEvent`: the sample belongs to the same event as the previous one (fingers that
    /// changed together, sent as one group: `Application.send(_ samples:)`).
    case input(InputSample, queueDepth: Int, sameEvent: Bool = false)
    /// An input sample that does not fit the touches in progress and was ignored (an up or a
    /// move for a finger that is not down).
    case inputIgnored(InputSample, reason: InputIgnoredReason)
    /// A new touch began for a finger.
    case touchBegan(touch: Int, finger: FingerID, location: Point, tapCount: Int)
    /// The event passed through `Application.sendEvent` or `Window.sendEvent`: `touches` are the
    /// touches that changed (this phase's), `allTouches` the event's whole set (UIKit's
    /// `UIEvent.allTouches`: changed and stationary), given on the application stage of touch
    /// events only.
    case sendEvent(SendEventStage, touches: [Int], allTouches: [EventTouch] = [])
    /// Hit-testing for a new touch, step by step.
    case hitTest(touch: Int, HitTestStep)
    /// The hit-test's answer for a new touch: the view (nil: none) and its window.
    case hitResult(touch: Int, view: String?, window: String?)
    /// A touches method at one responder of the chain, and what it did with the touches.
    case touches(phase: ResponderPhase, touches: [Int], responder: String, action: TouchBehaviour)
    /// The touches fell off the end of the responder chain.
    case dropped(phase: ResponderPhase, touches: [Int])
    /// The responder chain leads back to `responder`, which already had the touches: UIKit
    /// would forward them round the loop for ever; delivery stops there.
    case chainLoops(phase: ResponderPhase, touches: [Int], responder: String)
    /// A touch phase the hit view was not sent.
    case notDelivered(phase: ResponderPhase, touches: [Int], view: String, reason: NotDeliveredReason)
    /// A control event a control sent while tracking.
    case controlEvent(control: String, event: ControlEvent)
    /// A control's `isHighlighted` changed (true when tracking begins, false when the touch
    /// leaves it, ends or is cancelled).
    case controlHighlighted(control: String, highlighted: Bool)
    /// A view changed while the scene runs (a script's `set`, `add`, `remove`, a scroll view's
    /// offset, an animation, the keyboard, a table row): `change` says what, as a value
    /// (``TraceChange/text``: its English words, e.g. "hidden = true", "removed from container").
    case viewChanged(view: String, change: TraceChange)
    /// A control's value changed (recorded just before its `valueChanged` event).
    case controlValue(control: String, name: String, value: Double)
    /// A control's action and who performed it (nil: nobody implements it; dropped).
    /// `implemented` is false when an explicit target does not implement the action (UIKit
    /// would raise "unrecognized selector").
    case action(sender: String, action: String, target: String?, explicit: Bool, implemented: Bool)
    /// A non-touch event at one responder.
    case event(EventSubtype, responder: String, action: EventAction)
    /// A non-touch event that nobody handled.
    case eventDropped(EventSubtype)
    /// The first responder changed.
    case firstResponder(String?)
    /// A delegate method UIKit calls or a notification it posts (a table's
    /// `didHighlightRowAt`, a scroll view's `scrollViewDidEndDecelerating`, the keyboard's
    /// `keyboardWillShowNotification`), with the values the app's code would receive.
    case callback(TraceCallback)
    /// The next step rests on a choice where Apple's documentation is silent (`touch`: the touch
    /// it is about, if any). `docs/undecided.md` gives the evidence for each.
    case undecided(UndecidedChoice, view: String, touch: Int?)
    /// Every active touch was cancelled (window lost, scene replaced...).
    case cancelAll(reason: CancelReason, touches: [Int])
    /// A gesture recognizer changed state, why, and its values (translation, scale...).
    case gesture(gesture: String, view: String, from: GestureState, to: GestureState, reason: GestureReason, values: [TraceValue])
    /// A recognizer received touches (before the view does).
    case gestureTouches(gesture: String, phase: ResponderPhase, touches: [Int])
    /// A recognizer wants to recognize but waits for others to fail (require(toFail:)).
    /// A recognizer's delegate answered no to `gestureRecognizer(_:shouldReceive:)`: the
    /// recognizer never sees the touch (`because`: the scene's rule, in words).
    case gestureDeclinedTouch(gesture: String, touch: Int, because: String)
    case gestureWaiting(gesture: String, for: [String])
    /// A recognizer recognized and takes its touches from the view (cancelsTouchesInView):
    /// the view gets touchesCancelled for those it saw begin, and nothing more of any.
    case gestureCancelsTouches(gesture: String, touches: [Int], view: String)
    /// A phase held back from the view by recognizers (delaysTouchesBegan / delaysTouchesEnded).
    case touchesDelayed(phase: ResponderPhase, touches: [Int], view: String, by: [String])
    /// A held-back phase delivered at last (its recognizers failed).
    case touchesReleased(phase: ResponderPhase, touches: [Int], view: String)
    /// A scroll view does not send a touch to the content view it landed on: its
    /// `touchesShouldBegin(_:with:in:)` said no, or the touch stopped its scrolling. The view
    /// gets none of the touch.
    case contentTouchRefused(scrollView: String, touches: [Int], view: String, because: ContentTouchRefusal)
}

/// Why a scroll view keeps a touch from its content.
public enum ContentTouchRefusal: String, Sendable, Hashable {
    /// Its `touchesShouldBegin(_:with:in:)` returned false for the view.
    case touchesShouldBegin
    /// The finger landed while the content was still moving (decelerating, paging or bouncing
    /// back): that touch stops the scroll and is not a tap on the content.
    case stoppedScrolling
}

/// One touch of an event as the trace records it: an element of UIKit's `UIEvent.allTouches`.
public struct EventTouch: Sendable, Hashable {
    public var touch: Int
    /// `stationary` for a touch that did not change in this event.
    public var phase: TouchPhase
    /// `location(in: nil)`: in the touch's window's coordinates.
    public var location: Point
    /// The touch's view (its hit view; nil when it hit no view).
    public var view: String?
    /// `location(in: view)` for the touch's own view, in that view's coordinates.
    public var locationInView: Point?

    public init(touch: Int, phase: TouchPhase, location: Point, view: String?, locationInView: Point?) {
        self.touch = touch; self.phase = phase; self.location = location; self.view = view
        self.locationInView = locationInView
    }

    /// `touch` as it is now.
    public init(_ touch: Touch) {
        self.init(touch: touch.id, phase: touch.phase, location: touch.location(in: nil), view: touch.view?.id,
                  locationInView: touch.view.map { touch.location(in: $0) })
    }
}

/// A named number a trace record carries (a pan's translation, a pinch's scale).
public struct TraceValue: Sendable, Hashable {
    public var name: String
    public var value: Double
    public init(name: String, value: Double) { self.name = name; self.value = value }
}

/// A trace event with when it happened: the script step (or input number) and the time.
public struct TraceRecord: Sendable, Hashable {
    public var step: Int
    public var time: Double
    public var event: TraceEvent

    public init(step: Int, time: Double, event: TraceEvent) {
        self.step = step; self.time = time; self.event = event
    }
}

/// Collects trace records as dispatch happens. Attach one to an ``Application`` to trace;
/// leave it nil and tracing costs nothing.
public final class TraceRecorder {
    public private(set) var records: [TraceRecord] = []
    /// The step the next records belong to (set by whoever feeds input: a script, the window).
    public var step = 0
    /// The time of the next records, in seconds.
    public var time: Double = 0
    /// At most this many records are kept; past it the oldest tenth is discarded (bounded memory
    /// in long runs).
    public var limit: Int

    /// The default ``limit``: `touchscope trace` of the longest script a scene may have
    /// (`SceneLimits.maxScriptSamples` samples) on a large scene stays within it.
    public static let defaultLimit = 1_000_000

    public init(limit: Int = TraceRecorder.defaultLimit) { self.limit = limit }

    public func record(_ event: TraceEvent) {
        if records.count >= limit {
            // Drop the oldest tenth at once, so recording stays O(1) amortised at the limit.
            let n = min(records.count, max(1, limit / 10) + records.count - limit)
            records.removeFirst(n)
            dropped += n
        }
        records.append(TraceRecord(step: step, time: time, event: event))
    }

    /// How many records the limit has dropped from the front.
    private var dropped = 0

    /// Where the next record goes, counted from the first ever recorded (for ``replace(_:with:)``).
    var nextPosition: Int { dropped + records.count }

    /// Replaces the event of the record at `position` (from ``nextPosition`` before it was
    /// recorded), if the limit has not dropped it: what a record says once the step it stands
    /// for is over (a Swift override's touches method: did it call `super`?).
    func replace(_ position: Int, with event: TraceEvent) {
        let i = position - dropped
        guard records.indices.contains(i) else { return }
        records[i].event = event
    }

    public func removeAll() { records.removeAll(keepingCapacity: true) }
}
