import TouchScopeCore

/// The language of the interface: English or Simplified Chinese.
public enum Language: String, Sendable, Hashable, CaseIterable {
    case en, zh

    /// The language a locale environment asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG`
    /// (the first one set wins, as POSIX says); Chinese when it starts with `zh`.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("zh") ? .zh : .en
            }
        }
        return .en
    }

    /// `en` in English, `zh` in Chinese.
    func pick(_ en: String, _ zh: String) -> String { self == .zh ? zh : en }
}

/// Every string of the interface, in English and Simplified Chinese, in one place.
public enum Localization {
    // MARK: Overlays and keys

    public static func overlayTitle(_ o: Overlay, _ l: Language) -> String {
        switch o {
        case .finger: return l.pick("finger marker", "手指标记")
        case .hitView: return l.pick("hit view highlight", "命中视图高亮")
        case .verdicts: return l.pick("hit-test verdicts", "命中测试判定")
        case .chain: return l.pick("responder chain", "响应者链")
        case .hitAreas: return l.pick("hit areas (overridden point(inside:) / hitTest)", "点击区域（重写的 point(inside:) / hitTest）")
        case .deadZones: return l.pick("dead zones (drawn but not tappable)", "死区（看得见却点不到）")
        case .hitMap: return l.pick("hit map (who gets a tap at every point)", "命中图（每个点的点击归谁）")
        case .gestures: return l.pick("gestures panel (who won and why)", "手势面板（谁胜出、为什么）")
        }
    }

    public static func describe(_ command: KeyCommand, _ l: Language) -> String {
        switch command {
        case .toggleHelp: return l.pick("show / hide this help", "显示 / 隐藏本帮助")
        case .nextScene: return l.pick("next scene", "下一个场景")
        case .previousScene: return l.pick("previous scene", "上一个场景")
        case .toggleMode: return l.pick("switch interact (clicks are touches) / inspect (clicks select)",
                                        "切换交互（点击即触摸）/ 检查（点击即选中）")
        case let .toggleOverlay(o): return l.pick("show / hide the \(overlayTitle(o, l))", "显示 / 隐藏\(overlayTitle(o, l))")
        case .reload: return l.pick("reload the scene file", "重新加载场景文件")
        case .selectParent: return l.pick("select the parent view", "选中父视图")
        case .selectChild: return l.pick("select the first subview", "选中第一个子视图")
        case .selectPreviousSibling: return l.pick("select the previous sibling", "选中上一个兄弟视图")
        case .selectNextSibling: return l.pick("select the next sibling", "选中下一个兄弟视图")
        case .dismiss: return l.pick("close help / leave step-through / clear the selection", "关闭帮助 / 退出单步 / 取消选中")
        case let .whatIf(p): return l.pick("what if: \(whatIfVerb(p, l)) of the selected view, re-run the last touch",
                                           "假如：\(whatIfVerb(p, l))（选中的视图），立即重放上一次触摸")
        case .revertWhatIf: return l.pick("what if: undo every change", "假如：撤销所有改动")
        case .writeBack: return l.pick("what if: write the changes into the scene file", "假如：把改动写回场景文件")
        case .stepForward: return l.pick("step through the last touch: next step", "单步回放上一次触摸：下一步")
        case .stepBackward: return l.pick("step through the last touch: previous step", "单步回放上一次触摸：上一步")
        case .exportPNG: return l.pick("export a PNG of the window", "导出窗口的 PNG 图片")
        case .exportTrace: return l.pick("export the last touch's trace (text and JSON lines)", "导出上一次触摸的追踪（文本和 JSON lines）")
        case .toggleLanguage: return l.pick("English / 中文", "English / 中文")
        }
    }

    static func whatIfVerb(_ p: WhatIfProperty, _ l: Language) -> String {
        switch p {
        case .hidden: return l.pick("toggle isHidden", "切换 isHidden")
        case .interaction: return l.pick("toggle isUserInteractionEnabled", "切换 isUserInteractionEnabled")
        case .alpha: return l.pick("cycle alpha 1 / 0.01 / 0", "循环 alpha 1 / 0.01 / 0")
        case .clips: return l.pick("toggle clipsToBounds", "切换 clipsToBounds")
        case .enabled: return l.pick("toggle isEnabled (controls)", "切换 isEnabled（控件）")
        case .pointInside: return l.pick("cycle the point(inside:) override", "循环 point(inside:) 重写")
        }
    }

    public static func onOff(_ on: Bool, _ l: Language) -> String { on ? l.pick("(on)", "（开）") : l.pick("(off)", "（关）") }

    // MARK: Verdicts and legend

    public static func verdict(_ v: HitTestVerdict, _ l: Language) -> String {
        switch v {
        case .inside: return l.pick("inside", "在内")
        case .outside: return l.pick("outside", "在外")
        case .hidden: return l.pick("hidden", "隐藏")
        case .interactionDisabled: return l.pick("interaction off", "交互关闭")
        case .transparent: return l.pick("alpha < 0.01", "alpha < 0.01")
        }
    }

    public static func behaviour(_ b: TouchBehaviour, _ l: Language) -> String {
        switch b {
        case .forward: return l.pick("forwarded", "转发")
        case .handle: return l.pick("handled", "处理")
        case .handleAndForward: return l.pick("handledAndForwarded", "处理并转发")
        }
    }

    public static func overrideDecided(_ l: Language) -> String { l.pick("⚙ override decided", "⚙ 由重写决定") }
    public static func hitViewLegend(_ l: Language) -> String { l.pick("hit view", "命中视图") }
    public static func hitAreaLegend(_ l: Language) -> String { l.pick("hit area (override)", "点击区域（重写）") }
    public static func deadZoneLegend(_ l: Language) -> String { l.pick("dead zone", "死区") }
    public static func noViewLegend(_ l: Language) -> String { l.pick("no view", "无视图") }

    // MARK: Status bar, panel

    public static func status(_ mode: PlaygroundMode, _ l: Language) -> String {
        switch mode {
        case .interact: return l.pick("INTERACT · click = touch · Tab: inspect · ?: help", "交互 · 点击 = 触摸 · Tab：检查 · ?：帮助")
        case .inspect: return l.pick("INSPECT · click = select · Tab: interact · ?: help", "检查 · 点击 = 选中 · Tab：交互 · ?：帮助")
        }
    }

    public static func views(_ l: Language) -> String { l.pick("Views", "视图") }
    public static func lastTouch(_ l: Language) -> String { l.pick("Last touch", "上一次触摸") }
    public static func eventLog(_ l: Language) -> String { l.pick("Event log", "事件日志") }
    public static func gestures(_ l: Language) -> String { l.pick("Gesture recognizers", "手势识别器") }
    public static func gestureOutcome(_ t: GestureTimeline, _ l: Language) -> String {
        if t.recognized { return l.pick("recognized", "识别成功") }
        switch t.finalState {
        case .failed: return l.pick("failed", "失败")
        case .cancelled: return l.pick("cancelled", "已取消")
        default: return t.waitedFor.isEmpty ? l.pick("still possible", "仍可能") : l.pick("waiting", "等待中")
        }
    }
    public static func more(_ n: Int, _ l: Language) -> String { l.pick("… \(n) more", "… 还有 \(n) 个") }
    public static func hitTag(_ l: Language) -> String { l.pick("HIT · ", "命中 · ") }
    public static func clickHint(_ mode: PlaygroundMode, _ l: Language) -> String {
        mode == .interact ? l.pick("Click or drag on the canvas: each click is a touch.", "在画布上点击或拖动：每次点击就是一次触摸。")
            : l.pick("Click a view to select it.", "点击一个视图来选中它。")
    }
    public static func hitView(_ view: String?, window: String?, _ l: Language) -> String {
        guard let view else { return l.pick("hit view: none (no view takes the touch)", "命中视图：无（没有视图接收这次触摸）") }
        let w = window.map { l.pick(" (in \($0))", "（在 \($0) 中）") } ?? ""
        return l.pick("hit view: \(view)", "命中视图：\(view)") + w
    }
    public static func notDelivered(_ s: String, _ l: Language) -> String { l.pick("not delivered: \(s)", "未送达：\(s)") }
    public static func dropped(_ l: Language) -> String { l.pick("→ dropped: the end of the responder chain", "→ 丢弃：到达响应者链的尽头") }

    // MARK: Errors, help

    public static func errorsTitle(_ l: Language) -> String { l.pick("This scene file has errors", "这个场景文件有错误") }
    public static func errorsKeep(_ hasScene: Bool, _ l: Language) -> String {
        hasScene ? l.pick("The last good scene stays on screen; fix the file and save to reload.", "上一个正确的场景仍然显示；修正文件并保存即可重新加载。")
            : l.pick("Fix the file and save to reload.", "修正文件并保存即可重新加载。")
    }
    public static func keys(_ l: Language) -> String { l.pick("Keys", "按键") }
    public static func helpMouse(_ l: Language) -> String {
        l.pick("Mouse: left button = one finger. Alt-click selects a view in either mode. Ctrl-drag: a second finger mirrored about the centre.",
               "鼠标：左键 = 一根手指。Alt-点击在任何模式下选中视图。Ctrl-拖动：关于中心镜像的第二根手指。")
    }
    public static func helpTree(_ l: Language) -> String {
        l.pick("Click a row in the view tree to select it. The scene file reloads when saved.", "点击视图树中的一行来选中它。场景文件保存后自动重新加载。")
    }

    // MARK: What if

    public static func whatIfTitle(_ l: Language) -> String { l.pick("What if", "假如") }
    public static func whatIfHint(_ l: Language) -> String {
        l.pick("Select a view, then H U A C E O change it and re-run the last touch. Z undoes, W writes to the file.",
               "选中一个视图，按 H U A C E O 修改它并重放上一次触摸。Z 撤销，W 写回文件。")
    }
    public static func whatIfNeedsSelection(_ l: Language) -> String { l.pick("what if: select a view first", "假如：请先选中一个视图") }
    public static func whatIfNotControl(_ view: String, _ l: Language) -> String {
        l.pick("what if: \(view) is not a control (only controls have isEnabled)", "假如：\(view) 不是控件（只有控件有 isEnabled）")
    }
    public static func whatIfNoTouch(_ l: Language) -> String {
        l.pick("no touch to re-run yet: click the canvas", "还没有可以重放的触摸：请点击画布")
    }
    public static func before(_ l: Language) -> String { l.pick("before", "之前") }
    public static func after(_ l: Language) -> String { l.pick("after", "之后") }
    public static func unchanged(_ l: Language) -> String { l.pick("(unchanged)", "（未变）") }
    public static func chainLabel(_ l: Language) -> String { l.pick("chain", "链") }
    public static func hitLabel(_ l: Language) -> String { l.pick("hit", "命中") }
    public static func none(_ l: Language) -> String { l.pick("none", "无") }
    public static func reverted(_ l: Language) -> String { l.pick("what if: every change undone", "假如：已撤销所有改动") }
    public static func nothingToWrite(_ l: Language) -> String { l.pick("what if: nothing to write (no changes)", "假如：没有改动可写") }

    // MARK: Step-through

    public static func stepTitle(_ index: Int, _ count: Int, _ l: Language) -> String {
        l.pick("Step \(index + 1) of \(count)", "第 \(index + 1) 步，共 \(count) 步")
    }
    public static func stepHint(_ l: Language) -> String { l.pick(", back · . / Enter next · Esc leave", ", 后退 · . / Enter 前进 · Esc 退出") }
    public static func noStory(_ l: Language) -> String { l.pick("step-through: no touch yet", "单步：还没有触摸") }

    // MARK: Dead zones, hit map, hit areas

    public static func deadZonesTitle(_ l: Language) -> String { l.pick("Dead zones", "死区") }
    public static func noDeadZones(_ l: Language) -> String { l.pick("none: every drawn point reaches the view you see", "无：每个看得见的点都能点到所见的视图") }
    public static func deadZoneReason(_ r: DeadZoneReason, _ l: Language) -> String {
        switch r {
        case let .outsideAncestor(a, rule):
            if let rule { return l.pick("outside \(a)'s point(inside:) \(rule)", "在 \(a) 的 point(inside:) \(rule) 之外") }
            return l.pick("outside \(a)'s bounds (it does not clip, so this is drawn)", "超出 \(a) 的 bounds（它不裁剪，所以仍然画出来）")
        case let .ignored(v, verdict):
            return l.pick("\(v) ignores touches (\(Localization.verdict(verdict, l)))", "\(v) 忽略触摸（\(Localization.verdict(verdict, l))）")
        case let .ownOverride(rule): return l.pick("its own override \(rule) says outside", "它自己的重写 \(rule) 判定在外")
        case let .intercepted(v, rule): return l.pick("intercepted by \(v)'s hitTest (\(rule))", "被 \(v) 的 hitTest（\(rule)）拦截")
        case .passThrough: return l.pick("its hitTest passes touches through", "它的 hitTest 让触摸穿透")
        case let .overridden(v, rule): return l.pick("\(v)'s hitTest \(rule) answers another view", "\(v) 的 hitTest \(rule) 返回了别的视图")
        case let .covered(v): return l.pick("covered by \(v) in front", "被前面的 \(v) 挡住")
        case .unreachable: return l.pick("no view takes a tap here", "这里的点击没有视图接收")
        }
    }
    public static func points(_ area: Double, _ l: Language) -> String {
        l.pick("\(formatNumber(area.rounded())) pt²", "\(formatNumber(area.rounded())) pt²")
    }

    // MARK: Notices from the front end

    public static func exported(_ path: String, _ l: Language) -> String { l.pick("saved \(path)", "已保存 \(path)") }
    public static func exportFailed(_ message: String, _ l: Language) -> String { l.pick("export failed: \(message)", "导出失败：\(message)") }
    public static func wroteBack(_ path: String, _ l: Language) -> String { l.pick("wrote the changes into \(path)", "已把改动写入 \(path)") }
}
