import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

@Suite("Playground keys")
struct KeyTests {
    /// What keys can change, to compare before and after.
    struct Snapshot: Equatable {
        var mode: PlaygroundMode
        var overlays: Set<Overlay>
        var help: Bool
        var selection: String?
        var requests: [Playground.Request]
    }

    func snapshot(_ p: Playground) -> Snapshot {
        Snapshot(mode: p.mode, overlays: p.overlays, help: p.isHelpVisible, selection: p.selection, requests: p.takeRequests())
    }

    @Test("every key of every binding triggers its command")
    func everyBindingWorks() throws {
        let document = try UITest.tree()
        for binding in Playground.keyBindings {
            #expect(!binding.keys.isEmpty, "\(binding.label) has keys")
            for key in binding.keys {
                let p = UITest.playground(document)
                // A starting state where every command has a visible effect.
                p.select("b")
                _ = p.takeRequests()
                p.handle(key)
                let what = "\(key) (\(binding.label))"
                switch binding.command {
                case .toggleHelp: #expect(p.isHelpVisible, "\(what)")
                case .nextScene: #expect(p.takeRequests() == [.nextScene], "\(what)")
                case .previousScene: #expect(p.takeRequests() == [.previousScene], "\(what)")
                case .reload: #expect(p.takeRequests() == [.reload], "\(what)")
                case .toggleMode: #expect(p.mode == .inspect, "\(what)")
                case let .toggleOverlay(o):
                    #expect(p.overlays.contains(o) != Overlay.touchOverlays.contains(o), "\(what)")
                    #expect(p.overlays.symmetricDifference(Overlay.touchOverlays) == [o], "\(what) toggles only its own overlay")
                case .selectParent: #expect(p.selection == "root", "\(what)")
                case .selectChild: #expect(p.selection == "b", "\(what): b has no subview, it stays")
                case .selectPreviousSibling: #expect(p.selection == "a", "\(what)")
                case .selectNextSibling: #expect(p.selection == "c", "\(what)")
                case .dismiss: #expect(p.selection == nil, "\(what)")
                case .whatIf(.enabled):
                    #expect(p.whatIfChanges.isEmpty && p.notice == Localization.whatIfNotControl("b", .en), "\(what): b is not a control")
                case let .whatIf(property): #expect(p.whatIfChanges["b"]?[property] != nil, "\(what)")
                case .revertWhatIf: #expect(p.notice == Localization.reverted(.en), "\(what)")
                case .writeBack: #expect(p.notice == Localization.nothingToWrite(.en), "\(what): nothing changed yet")
                case .stepForward, .stepBackward, .stepNextKind: #expect(p.notice == Localization.noStory(.en), "\(what): no touch yet")
                case .exportPNG: #expect(p.takeRequests() == [.exportPNG(name: "test")], "\(what)")
                case .exportTrace:
                    guard case let .exportTrace(name, _, _)? = p.takeRequests().first else { Issue.record("\(what): no request"); break }
                    #expect(name == "test-trace", "\(what)")
                case .toggleLanguage: #expect(p.language == .zh, "\(what)")
                case .toggleAllDeadZones:
                    #expect(p.overlays.contains(.deadZones) && p.overlayState.showAllDeadZones, "\(what): shows every dead zone")
                case .togglePlayback: #expect(p.notice == Localization.noScript(.en), "\(what): the scene has no script")
                case .cycleSpeed: #expect(p.speed == .double, "\(what)")
                case .toggleAnimation: #expect(!p.animatesDispatch, "\(what)")
                case .togglePresenter: #expect(p.isPresenting, "\(what)")
                case .cycleTextScale: #expect(p.textScale == 1.5, "\(what)")
                case .zoomIn: #expect(p.zoom > 1, "\(what)")
                case .zoomOut: #expect(p.zoom < 1, "\(what)")
                case .resetView: #expect(p.zoom == 1, "\(what)")
                case .remotePlayPause, .shake: #expect(!p.storyRecords.isEmpty, "\(what): the event is the story")
                case .resignFirstResponder: #expect(p.notice == Localization.nothingToResign(.en), "\(what): no first responder in the tree scene")
                case .togglePinchMode: #expect(p.isPinchMode, "\(what)")
                case .scrollDown, .scrollUp, .scrollToStart, .scrollToEnd:
                    // Nothing drawn yet, so nothing to scroll (PanelScrollTests scroll drawn panels).
                    #expect(p.panelOffset(.log) == 0 && p.panelOffset(.details) == 0, "\(what)")
                case .toggleAllMoves: #expect(p.panelState.allMovesExpanded, "\(what)")
                case .findInTree: #expect(p.treeFilter.isTyping, "\(what)")
                case .toggleCollapse: #expect(p.panelState.collapsed.isEmpty, "\(what): b has no subviews to collapse")
                case .toggleCompare:
                    #expect(p.isComparing && p.notice == Localization.compareNotice(true, changes: false, .en)[0], "\(what)")
                }
            }
        }
    }

    @Test("no key is bound twice")
    func keysAreUnique() {
        let keys = Playground.keyBindings.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
        #expect(Set(Playground.keyBindings.map(\.command)).count == Playground.keyBindings.count)
    }

    @Test("? toggles help; any other key closes it")
    func helpToggles() throws {
        let p = UITest.playground(try UITest.tree())
        p.handle(.character("?"))
        #expect(p.isHelpVisible)
        p.handle(.character("?"))
        #expect(!p.isHelpVisible)
        p.handle(.f1)
        #expect(p.isHelpVisible)
        p.handle(.f1)
        #expect(!p.isHelpVisible)

        for key: Key in [.character("x"), .enter, .character("1"), .left, .character("n"), .tab] {
            p.handle(.character("?"))
            #expect(p.isHelpVisible)
            p.handle(key)
            #expect(!p.isHelpVisible, "\(key) closes help")
        }
    }

    @Test("Esc closes help first, and clears the selection only when help is closed")
    func escapeClosesHelpThenSelection() throws {
        let p = UITest.playground(try UITest.tree())
        p.select("a")
        p.handle(.character("?"))
        p.handle(.escape)
        #expect(!p.isHelpVisible)
        #expect(p.selection == "a")
        p.handle(.escape)
        #expect(p.selection == nil)
    }

    @Test("1..4 toggle the finger, hit view, verdicts and chain overlays")
    func overlayKeys() throws {
        let p = UITest.playground(try UITest.tree())
        #expect(p.overlays == Set(Overlay.touchOverlays), "the touch's overlays start on, the scene overlays off")
        let keys: [(Character, Overlay)] = [("1", .finger), ("2", .hitView), ("3", .verdicts), ("4", .chain)]
        for (c, overlay) in keys {
            p.handle(.character(c))
            #expect(p.overlays == Set(Overlay.touchOverlays).subtracting([overlay]), "\(c) hides \(overlay)")
            p.handle(.character(c))
            #expect(p.overlays == Set(Overlay.touchOverlays), "\(c) shows \(overlay) again")
        }
    }

    @Test("N, P and R raise requests that takeRequests returns once, in order")
    func requests() throws {
        let p = UITest.playground(try UITest.tree())
        p.handle(.character("n"))
        p.handle(.character("p"))
        p.handle(.character("r"))
        p.handle(.pageDown)
        #expect(p.takeRequests() == [.nextScene, .previousScene, .reload, .nextScene])
        #expect(p.takeRequests().isEmpty)
    }

    @Test("arrow keys walk the tree: Left parent, Right first child, Up/Down siblings")
    func arrowKeys() throws {
        let p = UITest.playground(try UITest.tree())
        #expect(p.selection == nil)
        p.handle(.right)
        #expect(p.selection == "window", "Right with nothing selected selects the window")
        p.handle(.right)
        #expect(p.selection == "root")
        p.handle(.right)
        #expect(p.selection == "a")
        p.handle(.right)
        #expect(p.selection == "a1")
        p.handle(.right)
        #expect(p.selection == "a1", "a leaf stays selected")
        p.handle(.left)
        #expect(p.selection == "a")
        p.handle(.up)
        #expect(p.selection == "a", "no sibling before the first")
        p.handle(.down)
        #expect(p.selection == "b")
        p.handle(.down)
        #expect(p.selection == "c")
        p.handle(.down)
        #expect(p.selection == "d")
        p.handle(.down)
        #expect(p.selection == "d", "no sibling after the last")
        p.handle(.up)
        #expect(p.selection == "c")
        p.handle(.left)
        #expect(p.selection == "root")
        p.handle(.left)
        #expect(p.selection == "window")
        p.handle(.left)
        #expect(p.selection == "window", "a window has no parent")
        p.handle(.down)
        #expect(p.selection == "window", "the only window has no siblings")
    }

    @Test("Up/Down with nothing selected selects the first window")
    func siblingsWithoutSelection() throws {
        let p = UITest.playground(try UITest.tree())
        p.handle(.down)
        #expect(p.selection == "window")
        p.handle(.escape)
        p.handle(.up)
        #expect(p.selection == "window")
        p.handle(.escape)
        p.handle(.left)
        #expect(p.selection == nil, "Left with nothing selected does nothing")
    }

    @Test("Esc clears the selection")
    func escapeClearsSelection() throws {
        let p = UITest.playground(try UITest.tree())
        p.select("d1")
        #expect(p.selectedView?.id == "d1")
        p.handle(.escape)
        #expect(p.selection == nil)
        #expect(p.selectedView == nil)
    }

    @Test("unknown keys do nothing")
    func unknownKeys() throws {
        let p = UITest.playground(try UITest.tree())
        p.select("a")
        p.handle(.character("3"))
        let before = snapshot(p)
        for key: Key in [.character("q"), .character("j"), .character(" "), .character("N"), .character("9")] {
            p.handle(key)
            #expect(snapshot(p) == before, "\(key)")
        }
    }

    @Test("Tab switches interact and inspect mode")
    func tabSwitchesMode() throws {
        let p = UITest.playground(try UITest.tree())
        p.handle(.tab)
        #expect(p.mode == .inspect)
        p.handle(.character("i"))
        #expect(p.mode == .interact)
    }

    @Test("every command has a description for the help")
    func describedCommands() {
        for b in Playground.keyBindings {
            #expect(!Playground.describe(b.command).isEmpty)
            #expect(!b.label.isEmpty)
        }
    }
}
