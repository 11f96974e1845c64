import Testing
import TouchScopeCore
@testable import TouchScopeUI

/// A view change's words (issue 12 item 9): the core's English (what the text trace prints),
/// the English table and the Chinese table, each built from the change's value. One sample per
/// case, and a check that the samples reach every case.
@Suite("View change words")
struct ViewChangeWordsTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        var change: TraceChange
        var en: String
        var zh: String
        var testDescription: String { en }
        init(_ change: TraceChange, _ en: String, _ zh: String) { self.change = change; self.en = en; self.zh = zh }
    }

    static func at(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    static let samples: [Sample] = [
        Sample(.property(.hidden(true)), "hidden = true", "hidden = true"),
        Sample(.property(.alpha(0.5)), "alpha = 0.5", "alpha = 0.5"),
        Sample(.property(.interaction(false)), "interaction = false", "interaction = false"),
        Sample(.property(.frame(Rect(x: 10, y: 20, width: 100, height: 50))), "frame = [10, 20, 100, 50]", "frame = [10, 20, 100, 50]"),
        Sample(.property(.boundsOrigin(at(0, 30))), "boundsOrigin = [0, 30]", "boundsOrigin = [0, 30]"),
        Sample(.property(.transform(.identity)), "transform changed", "transform 已改变"),
        Sample(.property(.enabled(false, control: true)), "enabled = false", "enabled = false"),
        Sample(.property(.enabled(false, control: false)), "enabled = false (not a control: no effect)", "enabled = false（不是控件：没有效果）"),
        Sample(.property(.clips(true)), "clips = true", "clips = true"),
        Sample(.property(.gesturesEnabled(false)), "gesture recognizers enabled = false", "手势识别器 enabled = false"),
        Sample(.contentOffset(at(3, 0), .dragging(pastEdge: false)), "contentOffset = [3, 0] (dragging)", "contentOffset = [3, 0]（拖动中）"),
        Sample(.contentOffset(at(-8, 0), .dragging(pastEdge: true)), "contentOffset = [-8, 0] (dragging, rubber-banding past the edge)",
               "contentOffset = [-8, 0]（拖动中，越过边缘，带橡皮筋效果）"),
        Sample(.contentOffset(at(0, 40), .dragEndedWithoutFlick), "contentOffset = [0, 40] (drag ended, no flick)",
               "contentOffset = [0, 40]（拖动结束，没有甩动）"),
        Sample(.contentOffset(at(0, 12), .dragEnded(.decelerating(speed: 900, to: at(0, 420), duration: 1.2))),
               "contentOffset = [0, 12] (drag ended: decelerating from 900 pt/s, to rest at [0, 420] in 1.2 s)",
               "contentOffset = [0, 12]（拖动结束：以 900 pt/s 开始减速，1.2 秒后停在 [0, 420]）"),
        Sample(.contentOffset(at(0, 100), .dragEnded(.deceleratingIntoEdge(speed: 2000, edgeTime: 0.4, peak: 30, to: at(0, 600), duration: 1.1))),
               "contentOffset = [0, 100] (drag ended: decelerating from 2000 pt/s, into the edge at 0.4 s, past it by up to 30 pt and back, to rest at [0, 600] in 1.1 s)",
               "contentOffset = [0, 100]（拖动结束：以 2000 pt/s 开始减速，0.4 秒时到达边缘，越过最多 30 pt 再弹回，1.1 秒后停在 [0, 600]）"),
        Sample(.contentOffset(at(200, 0), .dragEnded(.paging(to: at(320, 0), duration: 0.3))),
               "contentOffset = [200, 0] (drag ended: paging to [320, 0] in 0.3 s)", "contentOffset = [200, 0]（拖动结束：翻页到 [320, 0]，用时 0.3 秒）"),
        Sample(.contentOffset(at(0, -20), .dragEnded(.bouncingBack(to: at(0, 0)))),
               "contentOffset = [0, -20] (drag ended: bouncing back to [0, 0])", "contentOffset = [0, -20]（拖动结束：回弹到 [0, 0]）"),
        Sample(.contentOffset(at(310, 0), .liftedWithoutDrag(.paging(to: at(320, 0), duration: 0.3))),
               "contentOffset = [310, 0] (lifted without a drag: paging to [320, 0] in 0.3 s)",
               "contentOffset = [310, 0]（没有拖动就抬起：翻页到 [320, 0]，用时 0.3 秒）"),
        Sample(.contentOffset(at(0, -5), .liftedWithoutDrag(.bouncingBack(to: at(0, 0)))),
               "contentOffset = [0, -5] (lifted without a drag: bouncing back to [0, 0])", "contentOffset = [0, -5]（没有拖动就抬起：回弹到 [0, 0]）"),
        Sample(.contentOffset(at(0, 50), .stoppedByTouch(.decelerating)), "contentOffset = [0, 50] (decelerating stopped by a touch)",
               "contentOffset = [0, 50]（减速被触摸停下）"),
        Sample(.contentOffset(at(0, 420), .ended(.decelerating)), "contentOffset = [0, 420] (decelerating ended)", "contentOffset = [0, 420]（减速结束）"),
        Sample(.contentOffset(at(320, 0), .ended(.paging)), "contentOffset = [320, 0] (paging ended)", "contentOffset = [320, 0]（翻页结束）"),
        Sample(.contentOffset(at(0, 0), .stoppedByTouch(.bouncing)), "contentOffset = [0, 0] (bouncing stopped by a touch)",
               "contentOffset = [0, 0]（回弹被触摸停下）"),
        // A scroll view never records these two motions stopping or ending; they still have words.
        Sample(.contentOffset(at(0, 0), .ended(.idle)), "contentOffset = [0, 0] (idle ended)", "contentOffset = [0, 0]（静止结束）"),
        Sample(.contentOffset(at(0, 0), .ended(.dragging)), "contentOffset = [0, 0] (dragging ended)", "contentOffset = [0, 0]（拖动结束）"),
        Sample(.contentOffset(at(0, -12), .reachedEdge(speed: 610, peak: 14)),
               "contentOffset = [0, -12] (decelerating reached the edge at 610 pt/s: bouncing past it by up to 14 pt and back)",
               "contentOffset = [0, -12]（减速到达边缘，速度 610 pt/s：越过最多 14 pt 再弹回）"),
        Sample(.removed(from: "list"), "removed from list", "从 list 移除"),
        Sample(.removed(from: nil), "removed from nothing", "移除（它本来就没有父视图，什么也没变）"),
        Sample(.added(to: "card"), "added to card", "加入 card"),
        Sample(.addRefused(to: "row"), "add to row refused: the responder chain would loop", "拒绝加入 row：响应者链会形成环"),
        Sample(.becomeFirstResponderRefused, "becomeFirstResponder refused: canBecomeFirstResponder is false",
               "becomeFirstResponder 被拒绝：canBecomeFirstResponder 为 false"),
        Sample(.typed(key: "a", text: "Namea"), "typed \"a\": text = \"Namea\"", "输入“a”：text = “Namea”"),
        Sample(.cell(.highlighted, .row, index: 0), "highlighted (row 0)", "高亮（第 0 行）"),
        Sample(.cell(.selected, .row, index: 2), "selected (row 2)", "选中（第 2 行）"),
        Sample(.cell(.deselected, .row, index: 2), "deselected (row 2)", "取消选中（第 2 行）"),
        Sample(.cell(.selectionOff, .row, index: 1), "not highlighted (row 1): allowsSelection is false",
               "不高亮（第 1 行）：allowsSelection 为 false"),
        Sample(.cell(.highlightRefused, .row, index: 1), "not highlighted (row 1): shouldHighlightRowAt returned false",
               "不高亮（第 1 行）：shouldHighlightRowAt 返回 false，整个选中过程被跳过"),
        Sample(.cell(.selectRefused, .row, index: 1), "not selected (row 1): willSelectRowAt returned nil",
               "不选中（第 1 行）：willSelectRowAt 返回 nil"),
        Sample(.cell(.highlighted, .item, index: 3), "highlighted (item 3)", "高亮（第 3 项）"),
        Sample(.cell(.selected, .item, index: 3), "selected (item 3)", "选中（第 3 项）"),
        Sample(.cell(.deselected, .item, index: 0), "deselected (item 0)", "取消选中（第 0 项）"),
        Sample(.cell(.selectionOff, .item, index: 4), "not highlighted (item 4): allowsSelection is false",
               "不高亮（第 4 项）：allowsSelection 为 false"),
        Sample(.cell(.highlightRefused, .item, index: 4), "not highlighted (item 4): shouldHighlightItemAt returned false",
               "不高亮（第 4 项）：shouldHighlightItemAt 返回 false，整个选中过程被跳过"),
        Sample(.cell(.selectRefused, .item, index: 4), "not selected (item 4): shouldSelectItemAt returned false",
               "不选中（第 4 项）：shouldSelectItemAt 返回 false"),
        Sample(.cell(.editing, .row, index: 1), "not highlighted (row 1): editing, and allowsSelectionDuringEditing is false",
               "不高亮（第 1 行）：正在编辑，且 allowsSelectionDuringEditing 为 false"),
        Sample(.cell(.editing, .item, index: 2), "not highlighted (item 2): editing, and allowsSelectionDuringEditing is false",
               "不高亮（第 2 项）：正在编辑，且 allowsSelectionDuringEditing 为 false"),
        Sample(.cellUnhighlighted, "unhighlighted: touches cancelled, no selection", "取消高亮：触摸被取消，没有选中"),
        Sample(.animation(changes: [.frame(Rect(x: 0, y: 0, width: 10, height: 10)), .alpha(0.5)], duration: 0.5, delay: 0,
                          curve: .easeIn, allowsUserInteraction: true),
               "animation: frame -> [0, 0, 10, 10], alpha -> 0.5 over 0.5 s (easeIn, allowUserInteraction)",
               "动画：frame -> [0, 0, 10, 10]、alpha -> 0.5，用时 0.5 秒（easeIn，allowUserInteraction）"),
        Sample(.animation(changes: [.center(at(5, 6)), .transform(.identity)], duration: 1, delay: 0.2, curve: .linear, allowsUserInteraction: false),
               "animation: center -> [5, 6], transform changed over 1 s after 0.2 s (linear, user interaction off while it runs)",
               "动画：center -> [5, 6]、transform 已改变，用时 1 秒，延迟 0.2 秒（linear，运行期间关闭用户交互）"),
        Sample(.animationEnded(at: 0.3), "animation ended at 0.3 s", "动画在 0.3 秒结束"),
        Sample(.propertyAnimation(changes: [.alpha(0.5)], duration: 0.5, delay: 0, curve: .linear, isUserInteractionEnabled: true),
               "UIViewPropertyAnimator: alpha -> 0.5 over 0.5 s (linear, isUserInteractionEnabled = true)",
               "UIViewPropertyAnimator：alpha -> 0.5，用时 0.5 秒（linear，isUserInteractionEnabled = true）"),
        Sample(.propertyAnimation(changes: [.alpha(0.5)], duration: 0.5, delay: 0.1, curve: .linear, isUserInteractionEnabled: false),
               "UIViewPropertyAnimator: alpha -> 0.5 over 0.5 s after 0.1 s (linear, isUserInteractionEnabled = false)",
               "UIViewPropertyAnimator：alpha -> 0.5，用时 0.5 秒，延迟 0.1 秒（linear，isUserInteractionEnabled = false）"),
    ]

    @Test("each change reads as the trace prints it in English and naturally in Chinese", arguments: samples)
    func words(_ sample: Sample) {
        #expect(sample.change.text == sample.en, "the core's English")
        #expect("\(sample.change)" == sample.en, "its description")
        #expect(Localization.change(sample.change, .en) == sample.en, "the English table")
        #expect(Localization.change(sample.change, .zh) == sample.zh, "the Chinese table")
        let record = TraceRecord(step: 0, time: 0, event: .viewChanged(view: "v", change: sample.change))
        #expect(TraceText.line(record.event) == "change v: \(sample.en)", "the text trace")
        #expect(Localization.logLine(record.event, .zh) == "改动 v：\(sample.zh)", "the Chinese event log")
    }

    /// The cases (and nested cases) `change` reaches. A case added to the core fails to compile
    /// here until it is named, and the test below fails until a sample reaches it.
    static func cases(_ change: TraceChange) -> Set<String> {
        switch change {
        case let .property(p):
            switch p {
            case .hidden: return ["hidden"]
            case .alpha: return ["alpha"]
            case .interaction: return ["interaction"]
            case .frame: return ["frame"]
            case .boundsOrigin: return ["boundsOrigin"]
            case .transform: return ["transform"]
            case .enabled(_, control: true): return ["enabled"]
            case .enabled(_, control: false): return ["enabledNoEffect"]
            case .clips: return ["clips"]
            case .gesturesEnabled: return ["gesturesEnabled"]
            }
        case let .contentOffset(_, why):
            switch why {
            case let .dragging(pastEdge): return [pastEdge ? "rubberBanding" : "dragging"]
            case .dragEndedWithoutFlick: return ["noFlick"]
            case let .dragEnded(start): return Self.cases(start).union(["dragEnded"])
            case let .liftedWithoutDrag(start): return Self.cases(start).union(["lifted"])
            case let .stoppedByTouch(m): return ["stoppedByTouch", "motion." + m.rawValue]
            case let .ended(m): return ["ended", "motion." + m.rawValue]
            case .reachedEdge: return ["reachedEdge"]
            }
        case .removed(from: .some): return ["removed"]
        case .removed(from: nil): return ["removedFromNothing"]
        case .added: return ["added"]
        case .addRefused: return ["addRefused"]
        case .becomeFirstResponderRefused: return ["becomeRefused"]
        case .typed: return ["typed"]
        case let .cell(event, word, _): return ["\(word.rawValue).\(event.rawValue)"]
        case .cellUnhighlighted: return ["cellUnhighlighted"]
        case let .animation(changes, _, delay, _, allows):
            return Self.animated(changes).union([delay > 0 ? "animationAfter" : "animation", allows ? "allowUserInteraction" : "interactionOff"])
        case let .propertyAnimation(changes, _, delay, _, _):
            return Self.animated(changes).union([delay > 0 ? "propertyAnimationAfter" : "propertyAnimation"])
        case .animationEnded: return ["animationEnded"]
        }
    }

    /// The `animated.*` entries an animation's changes need.
    static func animated(_ changes: [AnimatedChange]) -> Set<String> {
        Set(changes.map { c in
            switch c {
            case .frame: "animated.frame"
            case .center: "animated.center"
            case .alpha: "animated.alpha"
            case .transform: "animated.transform"
            }
        })
    }

    static func cases(_ start: TraceChange.ScrollStart) -> Set<String> {
        switch start {
        case .decelerating: return ["decelerating"]
        case .deceleratingIntoEdge: return ["deceleratingIntoEdge"]
        case .paging: return ["paging"]
        case .bouncingBack: return ["bouncingBack"]
        }
    }

    @Test("the samples reach every case of a view change, every scroll motion and every animated property")
    func samplesCoverEveryCase() {
        let reached = Self.samples.reduce(into: Set<String>()) { $0.formUnion(Self.cases($1.change)) }
        let every = Set<String>([
            "hidden", "alpha", "interaction", "frame", "boundsOrigin", "transform", "enabled", "enabledNoEffect", "clips", "gesturesEnabled",
            "dragging", "rubberBanding", "noFlick", "dragEnded", "lifted", "stoppedByTouch", "ended", "reachedEdge",
            "decelerating", "deceleratingIntoEdge", "paging", "bouncingBack",
            "removed", "removedFromNothing", "added", "addRefused", "becomeRefused", "typed", "propertyAnimation", "propertyAnimationAfter",
            "cellUnhighlighted", "animation", "animationAfter", "allowUserInteraction", "interactionOff",
            "animated.frame", "animated.center", "animated.alpha", "animated.transform", "animationEnded",
        ]).union(["idle", "dragging", "decelerating", "paging", "bouncing"].map { "motion." + $0 })
            .union(CellWord.allCases.flatMap { w in CellEvent.allCases.map { "\(w.rawValue).\($0.rawValue)" } })
        #expect(reached == every, "missing: \(every.subtracting(reached).sorted()), unknown: \(reached.subtracting(every).sorted())")
    }
}
