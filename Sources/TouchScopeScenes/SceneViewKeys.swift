/// The keys a view may have (``SceneParser/viewKeys``), as small numbers: a view's entries are
/// indexed once by key (``ViewEntries``) instead of being scanned for each of about 40 keys.
enum ViewKey: Int, CaseIterable {
    case id, kind, frame, boundsOrigin, transform, color, text, alpha, hidden, interaction
    case clips, multipleTouch, exclusiveTouch, enabled, pointInside, hitTest, touches, implements
    case canBecomeFirstResponder, firstResponder, actions, gestures, controller, contentSize, paging
    case subviews, value, minimumValue, maximumValue, continuous, isOn, segments, selectedSegment
    case contentInset, contentOffset, bounces, alwaysBounceHorizontal, alwaysBounceVertical
    case scrollEnabled, directionalLock, delaysContentTouches, canCancelContentTouches
    case touchesShouldCancel, touchesShouldBegin, decelerationRate, pan, rows
    case items, layout, allowsSelection, allowsMultipleSelection, shouldHighlight, shouldSelect
    case shouldBeginEditing, shouldEndEditing, shouldReturn
    case willSelect, editing, allowsSelectionDuringEditing, keyboardDismissMode

    /// The key as written in a scene file (the case's name).
    var name: String { Self.names[rawValue] }

    static let names: [String] = allCases.map { String(describing: $0) }
    static let byName: [String: ViewKey] = Dictionary(allCases.map { (String(describing: $0), $0) }, uniquingKeysWith: { first, _ in first })
    /// The scroll view keys that a view of another kind is told about (``DocumentParser/scrollKeys`` but `rows`).
    static let scrollOnly: [ViewKey] = DocumentParser.scrollKeys.filter { $0 != "rows" }.compactMap { byName[$0] }
    /// The control value keys, by the control kind they belong to (``SceneParser/controlValueKeys``).
    static let controlValueKeys: [ViewKey] = SceneParser.controlValueKeys.values.flatMap { $0 }.compactMap { byName[$0] }
}

/// A view's entries (duplicates already dropped by ``YAMLReader/mapping(_:_:)``) with, for each
/// ``ViewKey``, where its entry is: the same entry `entries.first { $0.key == key }` finds.
struct ViewEntries {
    let entries: [YAMLEntry]
    /// Per ``ViewKey``, the index of its entry in ``entries`` (-1: absent).
    private var slots: [Int]
    /// Whether every key is a view key (windows also have `level` and `key`).
    private(set) var allViewKeys = true

    init(_ entries: [YAMLEntry]) {
        self.entries = entries
        slots = [Int](repeating: -1, count: ViewKey.allCases.count)
        for i in entries.indices {
            if let k = ViewKey.byName[entries[i].key] { slots[k.rawValue] = i } else { allViewKeys = false }
        }
    }

    func entry(_ key: ViewKey) -> YAMLEntry? {
        let i = slots[key.rawValue]
        return i < 0 ? nil : entries[i]
    }

    func value(_ key: ViewKey) -> YAMLNode? {
        let i = slots[key.rawValue]
        return i < 0 ? nil : entries[i].value
    }

    func has(_ key: ViewKey) -> Bool { slots[key.rawValue] >= 0 }
}
