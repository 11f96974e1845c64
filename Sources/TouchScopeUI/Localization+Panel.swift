import TouchScopeCore

extension Localization {
    /// What the help overlay says a panel command does.
    static func describePanel(_ command: KeyCommand, _ l: Language) -> String {
        switch command {
        case .scrollDown: return text("command.scrollDown", l)
        case .scrollUp: return text("command.scrollUp", l)
        case .scrollToStart: return text("command.scrollToStart", l)
        case .scrollToEnd: return text("command.scrollToEnd", l)
        case .toggleAllMoves: return text("command.toggleAllMoves", l)
        case .findInTree: return text("command.findInTree", l)
        case .toggleCollapse: return text("command.toggleCollapse", l)
        default: return ""
        }
    }

    /// The find filter's line above the tree: what is typed, and how many views match.
    static func treeFilter(_ filter: String, typing: Bool, matches: Int, _ l: Language) -> String {
        text(typing ? "panel.findTyping" : "panel.findKept", l, filter, "\(matches)")
    }

    /// The folded run of moves, expanded: its header line.
    static func expandedMoves(_ count: Int, _ l: Language) -> String { text("log.expandedMoves", l, "\(count)") }

    /// A notice: a command about the selected view with nothing selected.
    static func nothingSelected(_ l: Language) -> String { text("panel.nothingSelected", l) }
}
