/// A slider (UIKit's `UISlider`): a thumb dragged along a track sets ``value``.
///
/// Tracking begins only on the thumb (a touch on the track elsewhere is not tracked, as in
/// UIKit, where tapping the track does not move the thumb). While dragging, the thumb follows
/// the finger horizontally, keeping the offset where it was grabbed; ``value`` is clamped to
/// ``minimumValue``...``maximumValue``. With ``isContinuous`` (UIKit's default) `valueChanged`
/// is sent on every move that changes the value; otherwise once, when the touch ends (Apple,
/// `isContinuous`: "If true, the slider sends update events continuously to the associated
/// target's action method. If false, the slider only sends an action event when the user
/// releases the slider's thumb control to set the final value.").
///
/// - Note: Apple does not document the thumb's size or the area around it that starts a drag;
///   TouchScope uses ``thumbWidth`` (28 points) plus ``thumbTouchMargin`` (10 points) each side.
open class Slider: Control {
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 1
    /// UIKit's `isContinuous` (true by default).
    public var isContinuous = true
    /// The thumb's width in points (UIKit: undocumented; 28).
    public var thumbWidth: Double = 28
    /// How far beside the thumb a touch still grabs it (UIKit: undocumented; 10 points).
    public var thumbTouchMargin: Double = 10

    private var grabOffset = 0.0
    private var valueAtBegin = 0.0

    public init(id: String, frame: Rect, color: Color = .white) {
        super.init(id: id, kind: .slider, frame: frame, color: color)
    }

    /// The thumb centre's x in the slider's bounds for `value`.
    public var thumbCenterX: Double {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (min(max(value, minimumValue), maximumValue) - minimumValue) / range : 0
        return bounds.minX + thumbWidth / 2 + fraction * max(0, bounds.width - thumbWidth)
    }

    override public var traceValue: (name: String, value: Double)? { ("value", value) }

    /// Apple (UIControl, iOS 6 and later): a control's default action beats an overlapping
    /// gesture on an ancestor, which for a slider is "a single finger swipe on the knob of a
    /// UISlider, in a direction parallel to the slider". A pan is the same drag: while the slider
    /// tracks its knob, a one-finger pan moving more along the slider than across it, or a
    /// horizontal swipe, on an ancestor does not begin.
    /// A touch on the track away from the thumb is not tracked, and then the slider's default
    /// action does not take part: an ancestor's tap recognizes (`docs/undecided.md`, the slider).
    override public func preventsAncestorGesture(_ recognizer: GestureRecognizer) -> Bool {
        guard isEnabled, isTracking else { return false }
        return super.preventsAncestorGesture(recognizer) || Self.isParallelDrag(recognizer)
    }

    /// A one-finger pan whose translation is more horizontal than vertical, or a horizontal swipe.
    static func isParallelDrag(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.touches.count == 1 else { return false }
        if let pan = recognizer as? PanGestureRecognizer {
            return abs(pan.translation.x) >= abs(pan.translation.y)
        }
        if let swipe = recognizer as? SwipeGestureRecognizer { return swipe.direction == .left || swipe.direction == .right }
        return false
    }

    override public func beginTracking(_ touch: Touch, with event: Event) -> Bool {
        let x = touch.location(in: self).x
        guard abs(x - thumbCenterX) <= thumbWidth / 2 + thumbTouchMargin else {
            (touch.window?.application ?? window?.application)?.trace?.record(.undecided(.sliderTrackTap, view: id, touch: touch.id))
            return false
        }
        grabOffset = x - thumbCenterX
        valueAtBegin = value
        return true
    }

    override public func continueTracking(_ touch: Touch, with event: Event) -> Bool {
        let centre = touch.location(in: self).x - grabOffset
        let span = max(0, bounds.width - thumbWidth)
        let fraction = span > 0 ? min(max((centre - bounds.minX - thumbWidth / 2) / span, 0), 1) : 0
        let new = minimumValue + fraction * (maximumValue - minimumValue)
        if new != value {
            value = new
            if isContinuous { sendValueChanged() }
        }
        return true
    }

    override public func endTracking(_ touch: Touch?, with event: Event?) {
        if !isContinuous && value != valueAtBegin { valueChangedAtEnd = true }
    }
}

/// An on/off switch (UIKit's `UISwitch`): a tap that ends inside flips ``isOn`` and sends
/// `valueChanged`.
///
/// - Note: UIKit's switch also follows a drag of its knob; TouchScope flips it on the touch-up
///   inside only. `valueChanged` goes after `touchUpInside` (events sent together go in UIKit's
///   bit order); Apple does not document the order.
open class Switch: Control {
    public var isOn = false

    public init(id: String, frame: Rect, color: Color = .white) {
        super.init(id: id, kind: .switch, frame: frame, color: color)
    }

    override public var traceValue: (name: String, value: Double)? { ("isOn", isOn ? 1 : 0) }

    /// Apple (UIControl, iOS 6 and later): "a single finger pan gesture on the knob of a UISwitch,
    /// in a direction parallel to the switch" goes to the switch, not to an ancestor's recognizer.
    override public func preventsAncestorGesture(_ recognizer: GestureRecognizer) -> Bool {
        if super.preventsAncestorGesture(recognizer) { return true }
        return isEnabled && isTracking && recognizer is PanGestureRecognizer && Slider.isParallelDrag(recognizer)
    }

    override public func endTracking(_ touch: Touch?, with event: Event?) {
        guard isTouchInside else { return }
        isOn.toggle()
        valueChangedAtEnd = true
    }
}

/// A row of segments (UIKit's `UISegmentedControl`): a touch that ends inside selects the
/// segment under it; `valueChanged` is sent when the selection changes.
///
/// - Note: The segments share the width equally. The selection changes when the touch ends (as
///   in iOS 13 and later, where the finger can slide the selection before lifting), onto the
///   segment under the finger (the nearest one when it is beside the control, within the
///   tracking tolerance). Apple does not document when the selection changes.
open class SegmentedControl: Control {
    public var segments: [String]
    /// UIKit's `selectedSegmentIndex` (-1: none, UIKit's `noSegment`).
    public var selectedSegmentIndex: Int

    public init(id: String, frame: Rect, segments: [String], selected: Int = -1, color: Color = .white) {
        self.segments = segments
        self.selectedSegmentIndex = selected
        super.init(id: id, kind: .segmentedControl, frame: frame, color: color)
    }

    override public var traceValue: (name: String, value: Double)? { ("selectedSegmentIndex", Double(selectedSegmentIndex)) }

    /// The segment under `x` (in the control's bounds), clamped to the segments.
    public func segment(atX x: Double) -> Int {
        guard !segments.isEmpty, bounds.width > 0 else { return -1 }
        let i = Int(((x - bounds.minX) / bounds.width * Double(segments.count)).rounded(.down))
        return min(max(i, 0), segments.count - 1)
    }

    override public func endTracking(_ touch: Touch?, with event: Event?) {
        guard isTouchInside, let touch else { return }
        let i = segment(atX: touch.location(in: self).x)
        if i != selectedSegmentIndex, i >= 0 {
            selectedSegmentIndex = i
            valueChangedAtEnd = true
        }
    }
}
