import TouchScopeCore

extension SceneBuilder {
    /// Sets a scroll view's keys (``ScrollSpec``) on the core scroll view.
    static func configureScrollView(_ view: ScrollView, _ spec: ScrollSpec) {
        if let v = spec.contentSize { view.contentSize = v }
        if let v = spec.contentInset { view.contentInset = v }
        if let v = spec.contentOffset { view.contentOffset = v }
        if let v = spec.bounces { view.bounces = v }
        if let v = spec.alwaysBounceHorizontal { view.alwaysBounceHorizontal = v }
        if let v = spec.alwaysBounceVertical { view.alwaysBounceVertical = v }
        if let v = spec.scrollEnabled { view.isScrollEnabled = v }
        if let v = spec.paging { view.isPagingEnabled = v }
        if let v = spec.directionalLock { view.isDirectionalLockEnabled = v }
        if let v = spec.delaysContentTouches { view.delaysContentTouches = v }
        if let v = spec.canCancelContentTouches { view.canCancelContentTouches = v }
        if let v = spec.touchesShouldCancel { view.touchesShouldCancelOverride = v }
        if let v = spec.touchesShouldBegin { view.touchesShouldBeginOverride = v }
        view.touchesShouldCancelAllows = spec.touchesShouldCancelAllows
        if let v = spec.keyboardDismissMode { view.keyboardDismissMode = v }
        view.touchesShouldBeginRefuses = spec.touchesShouldBeginRefuses
        if let v = spec.decelerationRate { view.decelerationRate = v }
        if let list = view as? CellSelectingScrollView, let selection = spec.selection {
            if let v = selection.allowsSelection { list.allowsSelection = v }
            if let v = selection.allowsMultipleSelection { list.allowsMultipleSelection = v }
            list.shouldHighlight = selection.shouldHighlight.allows
            list.shouldSelect = selection.shouldSelect.allows
            if let v = selection.editing { list.isEditing = v }
            if let v = selection.allowsSelectionDuringEditing { list.allowsSelectionDuringEditing = v }
        }
    }

    /// What a scene's `pan:` key sets on a scroll view's own pan recognizer.
    static func configurePan(_ view: ScrollView, _ spec: ScrollPanSpec, recognizer: (String) -> GestureRecognizer?) {
        let pan = view.panGestureRecognizer
        for id in spec.requireToFail { if let other = recognizer(id) { pan.require(toFail: other) } }
        if spec.shouldBegin != .always || !spec.simultaneousWith.isEmpty {
            let d = ScrollPanDelegate(scrollView: view, rule: spec.shouldBegin)
            d.simultaneousWith = Set(spec.simultaneousWith)
            pan.ownedDelegate = d
        }
    }
}

/// The delegate a scene's `pan:` key gives a scroll view's pan recognizer: its
/// `gestureRecognizerShouldBegin` rule and the recognizers it recognizes with.
final class ScrollPanDelegate: GestureRecognizerDelegate {
    weak var scrollView: ScrollView?
    let rule: ScrollPanShouldBegin
    var simultaneousWith: Set<String> = []

    init(scrollView: ScrollView, rule: ScrollPanShouldBegin) {
        self.scrollView = scrollView
        self.rule = rule
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        switch rule {
        case .always: return true
        case .never: return false
        case .notPullingPastStart:
            guard let s = scrollView, let pan = recognizer as? PanGestureRecognizer else { return true }
            let t = pan.translation
            let lo = s.minimumOffset
            if abs(t.x) >= abs(t.y) { return !(t.x > 0 && s.contentOffset.x <= lo.x) }
            return !(t.y > 0 && s.contentOffset.y <= lo.y)
        }
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        simultaneousWith.contains(other.id)
    }
}
