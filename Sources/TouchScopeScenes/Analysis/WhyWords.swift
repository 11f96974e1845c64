import TouchScopeCore

/// The words of `touchscope why`'s answers (``TapWhy``) and of `lint`'s findings and count line
/// (``SceneLint``), one table per ``Language``, from a key (`why.partly`, `clause.covered`,
/// `lint.keeps`) to words with `{0}`, `{1}`, ... placeholders (``TextTemplate``). Ids,
/// rectangles, numbers and UIKit's names (`point(inside:)`, `hitTest`, `bounds`) stay as they
/// are in every language.
///
/// Every language has every key with the same placeholders (`WhyWordsTests`); a key a language
/// lacks falls back to English.
enum WhyWords {
    static func text(_ key: String, _ language: Language, _ arguments: String...) -> String { text(key, language, arguments) }

    static func text(_ key: String, _ language: Language, _ arguments: [String]) -> String {
        TextTemplate.fill(table(language)[key] ?? en[key] ?? key, arguments)
    }

    static func table(_ language: Language) -> [String: String] {
        switch language {
        case .en: return en
        case .zh: return zh
        }
    }

    static let en: [String: String] = [
        // The sentence: at a point.
        "why.notAt": "{0} does not get a tap at {1}: {2}{3}.",
        "why.goesTo": "; the tap goes to {0}",
        "why.noView": "no view",
        "why.notOn": "{0} is not on {1} (it is on screen at {2}); a tap there goes to {3}.",
        "why.getsAt": "{0} gets a tap at {1}: hit-testing answers {0}.",
        // The sentence: the whole view.
        "why.zeroSize": "{0} has zero size ({1} x {2}), so no tap can reach it.",
        "why.offScreen": "{0} covers no point of the screen that taps are sampled at: {1}.",
        "why.everywhere": "{0} gets a tap everywhere it is on screen ({1} pt²).",
        "why.neverHit": "{0} is never the hit view: its subviews take every tap on it ({1} on {2} of it); a touch reaches {0} only if they pass it up the responder chain.",
        "why.nowhere": "{0} gets no tap anywhere on its {1} pt² on screen: {2}{3}.",
        "why.partly": "{0} does not get taps on {1} of its area on screen: {2}{3}.",
        "why.elsewhere": " (elsewhere: {0})",
        "why.share": "{0} {1}",
        "why.separator": "; ",
        "why.basis": "This rests on TouchScope's table, not on the dump: {0}",
        "describe.imported": "{0} ({1}, dump line {2})",
        // Where it can be tapped.
        "reach.throughSubviews": "It is tappable through its subviews on all of its area: the touch goes to the subview first, then up the responder chain to {0} if the subview passes it on.",
        "reach.hitAreaOnly": "It can be tapped only outside its area on screen (its hit area, an override's, is within {0} in window coordinates).",
        "reach.nowhere": "It cannot be tapped anywhere.",
        "reach.some": "It can be tapped on {0} of its area ({1} of {2} pt²): {3} in window coordinates.",
        "reach.more": "{0} and {1} more",
        "reach.listSeparator": ", ",
        // Why a view with a size covers no point of the screen.
        "offScreen.thin": "it is thinner than a point ({0} x {1} on screen)",
        "offScreen.outsideCanvas": "it is outside the canvas, at {0} on a {1} x {2} screen",
        "offScreen.zeroSizeClip": "its ancestor {0} has zero size and clips its subviews",
        "offScreen.clippedBy": "its ancestor {0} clips it away ({1} is at {2}, it is at {3})",
        "offScreen.unknown": "it is clipped away or outside the canvas",
        "offScreen.hiddenAncestor": "and its ancestor {0} is hidden, so hit-testing would skip it anyway",
        "offScreen.transparentAncestor": "and its ancestor {0} is fully transparent (alpha {1}), so hit-testing would skip it anyway",
        // The culprit, as a clause.
        "clause.zeroSizeAncestor": "its ancestor {0} has zero size ({1} x {2}), so every point is outside {3}'s bounds and its subviews are never asked{4}",
        "clause.drawnAnyway": " ({0} does not clip, so they are drawn)",
        "clause.outsideRule": "the point is outside {0}'s point(inside:) area ({1}); hit-testing asks {2} first, so its subviews are never asked",
        "clause.outsideBounds": "the point is outside its ancestor {0}'s bounds; hit-testing asks {1} first and {1} says no, so its subviews are never asked{2}",
        "clause.partDrawn": " ({0} does not clip, so this part is drawn)",
        "clause.ignoredSelf": "it {0}, so hit-testing skips it and its subviews",
        "clause.ignoredAncestor": "its ancestor {0} {1}, so hit-testing skips {2} and everything in it",
        "ignored.hidden": "is hidden",
        "ignored.interactionDisabled": "has user interaction off",
        "ignored.animating": "is being animated without allowUserInteraction (UIKit turns its interaction off until the animation ends)",
        "ignored.transparent": "has alpha below 0.01 ({0})",
        "ignored.other": "is skipped",
        "clause.ownOverride": "its own point(inside:) ({0}) says no there",
        "clause.intercepted": "{0}'s hitTest override ({1}) returns {2} itself, so its subviews never get the tap",
        "clause.passThrough": "its hitTest override passes the tap through to what is behind it",
        "clause.overridden": "{0}'s hitTest override ({1}) answers another view",
        "clause.subview": "its subview {0} takes the tap (the touch reaches {1} only if {2} passes it up the responder chain)",
        "clause.covered": "{0}, in front of it, takes the tap",
        "clause.unreachable": "no view takes a tap there (a window in front turns it away)",
        // lint's findings and its count line.
        "lint.smallTarget": "{0}'s tappable area is {1} x {2} pt: {3}, under the {4} pt minimum{5} (grow it with pointInside: {inset: n} and a negative n, or point(inside:with:) in Swift).",
        "lint.wide": "{0} pt wide",
        "lint.tall": "{0} pt tall",
        "lint.and": " and ",
        "lint.appleAsks": " Apple's guidelines ask for",
        "lint.nowhere": "{0} cannot be tapped anywhere: {1}.",
        "lint.partly": "{0} does not get taps on {1} of its area: {2}.",
        "lint.keeps": "{0} keeps {1} views from taps (the share of each it blocks): {2}. {3}For {4}: {5}.",
        "lint.oneWhole": "At least one of them cannot be tapped anywhere. ",
        "lint.this": "this",
        "lint.share": "{0} ({1})",
        "lint.listSeparator": ", ",
        "lint.more": " and {0} more",
        "lint.count": "{0} error(s), {1} warning(s) in {2} file(s)",
        "lint.notLoaded": "; {0} file(s) did not load and were not checked",
        "lint.inPart": "; {0} dump(s) imported in part ({1} damaged line(s) skipped), so their findings may be incomplete",
        "lint.midAnimation": "; {0} dump(s) taken mid-animation, so findings on the animating views may be temporary",
    ]

    static let zh: [String: String] = [
        "why.notAt": "{0} 在 {1} 收不到点击：{2}{3}。",
        "why.goesTo": "；这次点击交给了 {0}",
        "why.noView": "没有任何视图",
        "why.notOn": "{0} 不在 {1} 上（{1} 在屏幕上的位置是 {2}）；在那里点击会交给 {3}。",
        "why.getsAt": "{0} 在 {1} 收得到点击：命中测试的答案就是 {0}。",
        "why.zeroSize": "{0} 的尺寸为零（{1} x {2}），所以任何点击都到不了它。",
        "why.offScreen": "{0} 没有盖住屏幕上任何一个采样点击的点：{1}。",
        "why.everywhere": "{0} 在屏幕上的每一处都收得到点击（{1} pt²）。",
        "why.neverHit": "{0} 从来不是命中视图：它身上的点击全被它的子视图接走（{1} 占了它的 {2}）；只有子视图把触摸沿响应链往上传，{0} 才收得到。",
        "why.nowhere": "{0} 在屏幕上的 {1} pt² 里任何一处都收不到点击：{2}{3}。",
        "why.partly": "{0} 在屏幕上有 {1} 的面积收不到点击：{2}{3}。",
        "why.elsewhere": "（其余部分：{0}）",
        "why.share": "{0} 是因为{1}",
        "why.separator": "；",
        "why.basis": "这一点依据的是 TouchScope 的类表，而不是 dump 本身：{0}",
        "describe.imported": "{0}（{1}，dump 第 {2} 行）",
        "reach.throughSubviews": "它的整个面积都能通过子视图点到：触摸先交给子视图，子视图把它往上传时，才沿响应链到达 {0}。",
        "reach.hitAreaOnly": "只有在它屏幕上的面积之外才点得到它（它的点击区域来自重写，在窗口坐标 {0} 之内）。",
        "reach.nowhere": "它在任何地方都点不到。",
        "reach.some": "它有 {0} 的面积点得到（{2} pt² 中的 {1} pt²）：窗口坐标 {3}。",
        "reach.more": "{0} 等，另有 {1} 处",
        "reach.listSeparator": "、",
        "offScreen.thin": "它比一个点还细（屏幕上为 {0} x {1}）",
        "offScreen.outsideCanvas": "它在画布之外，位于 {0}，而屏幕是 {1} x {2}",
        "offScreen.zeroSizeClip": "它的祖先视图 {0} 尺寸为零且裁剪子视图",
        "offScreen.clippedBy": "它的祖先视图 {0} 把它裁掉了（{1} 在 {2}，它在 {3}）",
        "offScreen.unknown": "它被裁掉了，或者在画布之外",
        "offScreen.hiddenAncestor": "而且它的祖先视图 {0} 被隐藏，命中测试本来就会跳过它",
        "offScreen.transparentAncestor": "而且它的祖先视图 {0} 完全透明（alpha {1}），命中测试本来就会跳过它",
        "clause.zeroSizeAncestor": "它的祖先视图 {0} 尺寸为零（{1} x {2}），每个点都在 {3} 的 bounds 之外，它的子视图永远不会被询问{4}",
        "clause.drawnAnyway": "（{0} 不裁剪，所以子视图照样画出来）",
        "clause.outsideRule": "这个点在 {0} 的 point(inside:) 区域（{1}）之外；命中测试先问 {2}，所以它的子视图永远不会被询问",
        "clause.outsideBounds": "这个点在它的祖先视图 {0} 的 bounds 之外；命中测试先问 {1}，{1} 回答不在内，所以它的子视图永远不会被询问{2}",
        "clause.partDrawn": "（{0} 不裁剪，所以这一部分照样画出来）",
        "clause.ignoredSelf": "它{0}，所以命中测试跳过它和它的子视图",
        "clause.ignoredAncestor": "它的祖先视图 {0} {1}，所以命中测试跳过 {2} 和它里面的一切",
        "ignored.hidden": "被隐藏",
        "ignored.interactionDisabled": "关闭了用户交互",
        "ignored.animating": "正在动画且没有设 allowUserInteraction（动画结束前 UIKit 关闭它的交互）",
        "ignored.transparent": "的 alpha 低于 0.01（{0}）",
        "ignored.other": "被跳过",
        "clause.ownOverride": "它自己的 point(inside:)（{0}）在那里回答不在内",
        "clause.intercepted": "{0} 的 hitTest 重写（{1}）返回 {2} 自己，所以它的子视图永远收不到点击",
        "clause.passThrough": "它的 hitTest 重写让点击穿透到后面的视图",
        "clause.overridden": "{0} 的 hitTest 重写（{1}）返回了别的视图",
        "clause.subview": "它的子视图 {0} 接走了点击（只有 {2} 把触摸沿响应链往上传，{1} 才收得到）",
        "clause.covered": "在它前面的 {0} 接走了点击",
        "clause.unreachable": "那里的点击没有视图接收（前面的窗口把它挡回去了）",
        // lint's findings and its count line.
        "lint.smallTarget": "{0} 可点的区域是 {1} x {2} pt：{3}，小于{5} {4} pt 最小值（用 pointInside: {inset: n} 配一个负的 n 把它扩大，或在 Swift 里重写 point(inside:with:)）。",
        "lint.wide": "宽 {0} pt",
        "lint.tall": "高 {0} pt",
        "lint.and": "、",
        "lint.appleAsks": "苹果设计指南要求的",
        "lint.nowhere": "{0} 在任何地方都点不到：{1}。",
        "lint.partly": "{0} 有 {1} 的面积收不到点击：{2}。",
        "lint.keeps": "{0} 让 {1} 个视图收不到点击（括号里是各自被挡住的比例）：{2}。{3}以 {4} 为例：{5}。",
        "lint.oneWhole": "其中至少一个在任何地方都点不到。",
        "lint.this": "这个原因",
        "lint.share": "{0}（{1}）",
        "lint.listSeparator": "，",
        "lint.more": " 等另外 {0} 个",
        "lint.count": "{0} 个错误，{1} 个警告，共 {2} 个文件",
        "lint.notLoaded": "；{0} 个文件没能载入，未检查",
        "lint.inPart": "；{0} 个 dump 只导入了一部分（跳过了 {1} 行损坏的内容），发现可能不全",
        "lint.midAnimation": "；{0} 个 dump 是在动画进行中截取的，关于正在动画的视图的发现可能只是暂时的",
    ]
}
