import Testing
import TouchScopeCore
import TouchScopeScenes
@testable import TouchScopeUI

/// Marks kept off the views and marks beside them that they would be read as belonging to
/// (issue 12's "no collisions"): a recognizer's tag off its view's subviews, a verdict tag off
/// the views in front, a cancelled badge's tag at its badge, chain badges off the hit view's
/// bracket.
@Suite struct MarksOffNeighboursTests {
    /// The box of the text mark whose text is drawn at a point inside it, for the text `s`.
    func textMark(_ s: String, _ list: DisplayList) -> Rect? {
        for c in list.commands {
            guard case let .text(t, at, _, _, _, _) = c, t == s else { continue }
            return list.marks.first { $0.kind == .text && $0.rect.insetBy(dx: -1, dy: -1).contains(at) }?.rect
        }
        return nil
    }

    func box(_ id: String, _ p: Playground, _ r: PlaygroundRenderer) throws -> Rect {
        Rect(bounding: try #require(p.scene?.views[id]).presentationScreenQuad.map(r.layout.pixel))
    }

    @Test("26: the card's 'cardTap ✓ recognized' is in the card, a line away from the Like button (its subview)", arguments: [Language.en, .zh])
    func recognizerTagOffSubview(_ l: Language) throws {
        let (p, list, r) = try UITest.rendered(try UITest.example("26-tap-vs-button"), width: 1280, height: 900, l)
        let tag = try #require(textMark(Localization.recognizedTag("cardTap", l), list))
        let card = try box("card", p, r), like = try box("likeButton", p, r)
        #expect(card.contains(tag))
        let h = PlaygroundRenderer.lineHeight(r.markSize)
        #expect(!like.insetBy(dx: -h, dy: -h).intersects(tag), "\(tag) is against Like \(like)")
    }

    @Test("11: the avatar's tag lies on none of its badges nor its edit dot", arguments: [Language.en, .zh])
    func verdictTagOffViewsInFront(_ l: Language) throws {
        let document = try UITest.example("11-hittest-expanded-rect")
        var (p, _, r) = try UITest.rendered(document, width: 1280, height: 900, l)
        _ = r.render(width: 1280, height: 900)
        let tag = try #require(r.verdictTagRects["avatar"])
        for id in ["backBadge", "frontBadge", "editDot"] {
            #expect(!(try box(id, p, r)).intersects(tag), "avatar's tag \(tag) is on \(id)")
        }
    }

    @Test("29 and 53 at 1280x900: finger 2's tag (its recognizers, not the view) lies on its view, across no view's edge, off finger 1's bracket",
          arguments: [Language.en, .zh])
    func recognizersFingerTagOnItsView(_ l: Language) throws {
        for name in ["29-simultaneous-recognizers", "53-two-fingers-one-event"] {
            let document = try UITest.example(name)
            let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: 1280, height: 900, l)
            let scene = try #require(p.scene)
            let (touch, detail) = try #require(p.story.fingerDetails.first { $0.value.number == 2 })
            let finger = try #require(p.story.fingers.first { $0.touch == touch })
            #expect(detail.blocked != nil && !detail.recognizers.isEmpty, "\(name): finger 2 went to recognizers only")
            // The whole list of recognizers, or the first and "…", on one line or two.
            let wordings = [detail.recognizers, [detail.recognizers[0], "…"]].map {
                Localization.text("log.finger", l, "2") + " " + Localization.fingerToRecognizersOnly($0, l)
            }
            let marks = wordings.flatMap { [$0] + (PlaygroundRenderer.brokenInTwo($0).map { [$0[0]] } ?? []) }.compactMap { textMark($0, list) }
            let tag = try #require(marks.first, "\(name): finger 2's tag is drawn")
            let view = try box(try #require(detail.view), p, r)
            // Its edge drawn over the tag's by at most the half pixel a tag on a view may touch it.
            #expect(view.insetBy(dx: -0.5, dy: -0.5).contains(tag), "\(name) (\(l)): the tag \(tag) is on finger 2's view \(view)")
            #expect(!r.paintedBoxes(PlaygroundRenderer.drawingOrder(scene.application)).anyEdge(across: tag), "\(name) (\(l)): across no view's edge")
            let bracket = p.story.hitView.flatMap { scene.views[$0] }.flatMap {
                r.fingerBracketSquare(within: Rect(bounding: $0.presentationScreenQuad.map(r.layout.pixel)))
            }
            if let bracket { #expect(!bracket.intersects(tag), "\(name) (\(l)): off finger 1's bracket \(bracket)") }
            let c = r.layout.pixel(finger.location)
            #expect(tag.distance(to: Rect(x: c.x - 18, y: c.y - 18, width: 36, height: 36)) <= 12, "\(name) (\(l)): against finger 2's ring")
        }
    }

    @Test("a cancelled touch's tag, when drawn, lies on its responder and its containers only, never on a neighbour it would be read as (28, 45, 47 at 900x640: on the other photo, by finger 2, on itemB)",
          arguments: [Language.en, .zh])
    func cancelledTagOnItsResponder(_ l: Language) throws {
        let scenes = ["26-tap-vs-button", "27-recognizer-on-button", "28-double-vs-single-tap", "29-simultaneous-recognizers",
                      "31-draggable-view", "45-edge-pan-and-rotation", "47-touches-should-cancel", "53-two-fingers-one-event"]
        for name in scenes {
            for (w, h) in [(900.0, 640.0), (1280, 900)] {
                let document = try UITest.example(name)
                let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: w, height: h, l)
                let scene = try #require(p.scene)
                #expect(!p.story.cancelled.isEmpty, "\(name): a touch is cancelled")
                var wordings = [Localization.text("mark.cancelledShort", l)]
                for (responder, by) in p.story.cancelled {
                    wordings.append(Localization.cancelledTag(isControl: scene.views[responder] is Control, by: by, l))
                }
                for wording in Set(wordings) {
                    guard let tag = textMark(wording, list) else { continue }
                    // Some cancelled responder whose box and containers' boxes are the only views under the tag.
                    let fine = p.story.cancelled.keys.contains { responder in
                        guard let view = scene.views[responder] else { return false }
                        var allowed: Set<ObjectIdentifier> = [ObjectIdentifier(view)]
                        var up = view.superview
                        while let v = up { allowed.insert(ObjectIdentifier(v)); up = v.superview }
                        return !scene.views.values.contains { other in
                            !(other is Window) && !allowed.contains(ObjectIdentifier(other)) && !other.isHidden
                                && Rect(bounding: other.presentationScreenQuad.map(r.layout.pixel)).insetBy(dx: 1, dy: 1).intersects(tag)
                        }
                    }
                    #expect(fine, "\(name) at \(w)x\(h) (\(l)): '\(wording)' at \(tag) lies on a view other than its responder's")
                }
            }
        }
    }

    @Test("16 and 17 at 900x640: Share's handled badge touches Share and lies off Undo, the button beside it (it sat on Undo's edge and read as Undo's)",
          arguments: [Language.en, .zh])
    func badgeOnItsOwnSmallButton(_ l: Language) throws {
        for name in ["16-nil-target-actions", "17-nil-target-first-responder"] {
            let (p, list, r) = try UITest.rendered(try UITest.example(name), width: 900, height: 640, l)
            let n = try #require(p.story.chain.firstIndex { $0.responder == "shareButton" }) + 1
            let c = try #require(CanvasPlacementTests.badgeCentres(list, canvas: r.layout.canvas)[n])
            let radius = r.markSize
            let badge = Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
            let share = try box("shareButton", p, r), undo = try box("undoButton", p, r)
            // (Against it: at most a mark's gap away.)
            #expect(badge.insetBy(dx: -3 * r.u - 0.5, dy: -3 * r.u - 0.5).intersects(share), "\(name) (\(l)): badge \(n) \(badge) touches Share \(share)")
            #expect(!badge.intersects(undo), "\(name) (\(l)): badge \(n) \(badge) is off Undo \(undo)")
        }
    }

    @Test("50 at 1280x900: formKeeps's recognizer tag goes by formKeeps's label, off tableKeeps, which covers formKeeps whole (it went onto rowC1, whose ✓ it read as, then over tableKeeps's label)",
          arguments: [Language.en, .zh])
    func recognizerTagOffTheRows(_ l: Language) throws {
        let document = try UITest.example("50-table-view-selection")
        let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: 1280, height: 900, l)
        let tag = try #require(textMark(Localization.recognizedTag("tapKeeps", l), list) ?? textMark("tapKeeps ✓", list))
        let form = try box("formKeeps", p, r), table = try box("tableKeeps", p, r)
        #expect(table.insetBy(dx: -1, dy: -1).contains(form), "the scene changed: tableKeeps no longer covers formKeeps")
        #expect(!table.intersects(tag), "the tag \(tag) is on tableKeeps \(table) (a row, or its label)")
        var renderer = r
        renderer.list = DisplayList(width: 0, height: 0, background: .black)
        let scene = try #require(p.scene)
        let label = try #require(renderer.labelLines(PlaygroundRenderer.drawingOrder(scene.application))["formKeeps"])
        #expect(abs(tag.midY - label.midY) <= 2 * label.height + 1 && tag.distance(to: label) <= label.height,
                "the tag \(tag) is not by formKeeps's label \(label)")
    }

    @Test("48 at 900x640: the banner, scrolled up under the canvas's top with its label cut, has its tag inside it, not under it on the feed (whose '✗ outside' it read as)",
          arguments: [Language.en, .zh])
    func cutLabelTagInside(_ l: Language) throws {
        let document = try UITest.example("48-nested-scroll-views")
        var (p, _, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: 900, height: 640, l)
        _ = r.render(width: 900, height: 640)
        let banner = try box("banner", p, r)
        #expect(banner.minY < r.layout.canvas.minY, "the banner is scrolled up past the canvas's top")
        let tag = try #require(r.verdictTagRects["banner"])
        #expect(banner.contains(tag), "the tag \(tag) is in the banner \(banner)")
    }

    @Test("31: the pin button's '✗ cancelled' tag is against its badge, not pushed a line off it", arguments: [Language.en, .zh])
    func cancelledTagAtItsBadge(_ l: Language) throws {
        let (p, list, r) = try UITest.rendered(try UITest.example("31-draggable-view"), width: 1280, height: 900, l)
        let n = try #require(p.story.chain.firstIndex { $0.responder == "pinButton" }) + 1
        let c = try #require(CanvasPlacementTests.badgeCentres(list, canvas: r.layout.canvas)[n])
        let radius = r.markSize
        let badge = Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
        let tags = list.commands.compactMap { command -> String? in
            if case let .text(s, _, _, _, .topLeft, _) = command, s.hasPrefix("✗ ") { return s } else { return nil }
        }
        let tag = try #require(tags.first.flatMap { textMark($0, list) })
        #expect(tag.distance(to: badge) <= 6, "the tag \(tag) is against badge \(n) \(badge)")
    }

    @Test("29 at 900x640: the photo's '✗ cancelled' is drawn by its badge, nearer it than finger 2's ring (with no free spot beside the badge it went right, under finger 2, and read as finger 2's)",
          arguments: [Language.en, .zh])
    func cancelledTagByItsBadgeNotAFinger(_ l: Language) throws {
        let document = try UITest.example("29-simultaneous-recognizers")
        let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: 900, height: 640, l)
        let scene = try #require(p.scene)
        let (responder, by) = try #require(p.story.cancelled.first)
        let badge = try CanvasPlacementTests.badgeBox(p, list, r, responder)
        let wordings = [Localization.cancelledTag(isControl: scene.views[responder] is Control, by: by, l),
                        Localization.text("mark.cancelledShort", l)]
        let tag = try #require(wordings.lazy.compactMap { textMark($0, list) }.first, "the cancelled tag is drawn")
        let h = PlaygroundRenderer.lineHeight(r.markSize)
        #expect(tag.distance(to: badge) <= h, "the tag \(tag) is by \(responder)'s badge \(badge)")
        let finger2 = try #require(p.story.fingerDetails.first { $0.value.number == 2 }.flatMap { f in p.story.fingers.first { $0.touch == f.key } })
        let f = r.layout.pixel(finger2.location)
        let ring = Rect(x: f.x - 18, y: f.y - 18, width: 36, height: 36)
        #expect(tag.distance(to: badge) < tag.distance(to: ring), "the tag \(tag) is nearer finger 2's ring \(ring) than its badge")
    }

    /// The view of `scene` (drawn, not a window, at most four times the size of `id`'s box: a
    /// peer, not a backdrop) that `area` lies on by more than `slack` deep and that is neither
    /// `id`, nor in its subtree, nor one of its ancestors: a neighbour a mark there reads as
    /// belonging to.
    func onPeer(_ area: Rect, of id: String, _ scene: BuiltScene, _ r: PlaygroundRenderer, slack: Double = 1) -> String? {
        guard let view = scene.views[id] else { return nil }
        let own = Rect(bounding: view.presentationScreenQuad.map(r.layout.pixel))
        var related: Set<ObjectIdentifier> = [ObjectIdentifier(view)]
        var up = view.superview
        while let v = up { related.insert(ObjectIdentifier(v)); up = v.superview }
        for other in scene.views.values where !(other is Window) && !other.isHidden && !related.contains(ObjectIdentifier(other)) {
            var inSubtree = false
            var p = other.superview
            while let v = p { if v === view { inSubtree = true; break }; p = v.superview }
            guard !inSubtree, other.backgroundColor.alpha >= 128 else { continue }
            let box = Rect(bounding: other.presentationScreenQuad.map(r.layout.pixel))
            guard box.width * box.height <= 4 * own.width * own.height else { continue }
            if let i = box.intersection(area), min(i.width, i.height) > slack { return other.id }
        }
        return nil
    }

    @Test("55 and 50 at 900x640, 900x700 and 1280x900: no chain badge on the canvas lies on a cell beside its view (55 at 900x640: k2's two badges in k4, '✗ outside'); one with no room is named in the strip",
          arguments: [Language.en, .zh])
    func chainBadgesOffNeighbours(_ l: Language) throws {
        for name in ["55-collection-view-selection", "50-table-view-selection"] {
            for (w, h) in [(900.0, 640.0), (900, 700), (1280, 900)] {
                let document = try UITest.example(name)
                let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: w, height: h, l)
                let scene = try #require(p.scene)
                let centres = CanvasPlacementTests.badgeCentres(list, canvas: r.layout.canvas)
                let radius = r.markSize
                for (i, link) in p.story.chain.enumerated() {
                    guard let view = scene.views[link.responder], !(view is Window) else { continue }
                    guard let c = centres[i + 1] else {
                        let named = list.commands.contains { if case let .text(s, at, _, _, _, _) = $0 { s == link.responder && at.x < r.layout.canvas.minX } else { false } }
                        #expect(named, "\(name) at \(w)x\(h) (\(l)): \(link.responder)'s badge \(i + 1) is on the canvas or named in the strip")
                        continue
                    }
                    let badge = Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
                    let other = onPeer(badge, of: link.responder, scene, r, slack: radius / 2)
                    #expect(other == nil, "\(name) at \(w)x\(h) (\(l)): badge \(i + 1) (\(link.responder)) at \(badge) lies on \(other ?? "")")
                }
            }
        }
    }

    @Test("55 and 50 at 900x640 and 900x700: a verdict tag off its view on a view of its size beside names its view, or touches it (55: a bare '✓' in k1's corner read as k1's; 50: tableKeeps's '✓' in rowB1)",
          arguments: [Language.en, .zh])
    func twinSignOffNeighbours(_ l: Language) throws {
        for (name, (w, h)) in [("55-collection-view-selection", (900.0, 640.0)), ("55-collection-view-selection", (900, 700)),
                               ("50-table-view-selection", (900, 640)), ("50-table-view-selection", (900, 700))] {
            let document = try UITest.example(name)
            var (p, _, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: w, height: h, l)
            let list = r.render(width: Int(w), height: Int(h))
            let scene = try #require(p.scene)
            for (id, tag) in r.verdictTagRects where tag.maxY > r.layout.canvas.minY {
                guard let view = scene.views[id], !(view is Window) else { continue }
                let box = Rect(bounding: view.presentationScreenQuad.map(r.layout.pixel))
                guard !box.insetBy(dx: -0.5, dy: -0.5).contains(tag), let other = onPeer(tag, of: id, scene, r) else { continue }
                let words = list.commands.compactMap { c -> String? in
                    if case let .text(s, at, _, _, _, _) = c, tag.insetBy(dx: -1, dy: -1).contains(at) { return s } else { return nil }
                }
                // A view with a twin (a cell and its contentView, the same box) shares one sign, which
                // names neither: touching is not enough for it.
                let hasTwin = view.subviews.contains { sub in
                    sub.text.isEmpty && zip(sub.presentationScreenQuad, view.presentationScreenQuad).allSatisfy { $0.distance(to: $1) < 0.5 }
                }
                let touching = !hasTwin && tag.distance(to: box) <= 4 * r.u
                #expect(touching || words.contains { $0.hasPrefix(id) }, "\(name) at \(w)x\(h) (\(l)): \(id)'s tag \(words) at \(tag) lies on \(other) without naming \(id)")
            }
        }
    }

    @Test("12 at 900x640 and 1280x900: the screen's handled badge keeps a gap from the outlines of the hidden and transparent views the hit-test visited (it sat on hiddenParent's top edge and read as the hidden view's)",
          arguments: [Language.en, .zh])
    func badgeOffUnpaintedOutlines(_ l: Language) throws {
        for (w, h) in [(900.0, 640.0), (1280, 900)] {
            let document = try UITest.example("12-views-that-ignore-touches")
            let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: w, height: h, l)
            let badge = try CanvasPlacementTests.badgeBox(p, list, r, "screen")
            for id in ["hiddenParent", "alpha0", "alpha0009"] {
                #expect(p.story.visits.contains { $0.view == id }, "\(id) was visited")
                let outline = try box(id, p, r).insetBy(dx: -3 * r.u, dy: -3 * r.u)
                #expect(!outline.intersects(badge), "at \(w)x\(h) (\(l)): the screen's badge \(badge) is against \(id)'s outline \(outline)")
            }
        }
    }

    @Test("49 at 1280x900 and 1920x1080: the hit view's '← scrolled out of sight' tag is in the margin left of the canvas, not on photo6 ('✗ outside'), whose hit view its yellow read as",
          arguments: [Language.en, .zh])
    func scrolledOffTagInTheMargin(_ l: Language) throws {
        // (At 900 x 640 the real font's two lines fit the margin; the tests' wider fixed-width
        // letters do not, and the tag stays on the canvas there.)
        for (w, h) in [(1280.0, 900.0), (1920, 1080)] {
            let document = try UITest.example("49-back-swipe-vs-scroll-view")
            let (p, list, r) = try UITest.rendered(document, steps: document.script.throughPicture, width: w, height: h, l)
            let hit = try #require(p.story.hitView)
            let wording = "← " + Localization.scrolledOff(hit, hit: true, finger: nil, l)
            let marks = ([wording] + (PlaygroundRenderer.brokenInTwo(wording).map { [$0[0]] } ?? [])).compactMap { textMark($0, list) }
            let tag = try #require(marks.first, "the scrolled-off tag is drawn at \(w)x\(h)")
            #expect(tag.maxX <= r.layout.canvas.minX, "at \(w)x\(h) (\(l)): the tag \(tag) is left of the canvas \(r.layout.canvas)")
            #expect(tag.minX >= 0)
            let photo6 = try box("photo6", p, r)
            #expect(tag.minY < photo6.maxY && tag.maxY > photo6.minY, "level with the scroll view's content")
        }
    }

    @Test("16 at 1920x1080, 1920x1200 and 1280x900: the toolbar's search square (B) lies on none of its buttons' edges",
          arguments: [(1920.0, 1080.0), (1920, 1200), (1280, 900)])
    func searchSquareOffSubviews(_ size: (Double, Double)) throws {
        let (p, list, r) = try UITest.rendered(try UITest.example("16-nil-target-actions"), width: size.0, height: size.1)
        let scene = try #require(p.scene)
        let n = try #require(r.actionSearch(scene)?.links.firstIndex { $0.responder == "toolbar" }) + 1
        let label = PlaygroundRenderer.searchStepLabel(n)
        let centre = try #require(list.commands.compactMap { c -> Point? in
            if case let .text(s, at, _, _, .center, _) = c, s == label, r.layout.canvas.contains(at) { return at } else { return nil }
        }.first, "the toolbar's square \(label) is drawn")
        let half = r.markSize * 0.85
        let square = Rect(x: centre.x - half, y: centre.y - half, width: 2 * half, height: 2 * half)
        for id in ["saveButton", "undoButton", "shareButton"] {
            #expect(!PlaygroundRenderer.straddles(square, edgeOf: try box(id, p, r)), "\(label) \(square) is across \(id)'s edge at \(size)")
        }
    }

    @Test("49 at 1280x900: the hit view's scrolled-off tag at the scroll view's left edge lies across no edge of photo6, the view it is drawn on", arguments: [Language.en, .zh])
    func scrolledOffTagOffEdges(_ l: Language) throws {
        let (p, list, r) = try UITest.rendered(try UITest.example("49-back-swipe-vs-scroll-view"), width: 1280, height: 900, l)
        let first = try #require(list.commands.compactMap { c -> Point? in
            if case let .text(s, at, _, _, _, _) = c, s.hasPrefix("← ") { return at } else { return nil }
        }.first, "the scrolled-off tag is drawn")
        let tag = try #require(list.marks.first { $0.kind == .text && $0.rect.insetBy(dx: -1, dy: -1).contains(first) }?.rect)
        #expect(!PlaygroundRenderer.straddles(tag, edgeOf: try box("photo6", p, r)), "\(tag) across photo6's edge (\(l))")
    }

    @Test("30, 32, 44 at 900x700 and 1280x900: no chain badge on the bracket around the touch",
          arguments: [(900.0, 700.0), (1280, 900)])
    func badgesOffTheBracket(_ size: (Double, Double)) throws {
        var bracketed = 0
        defer { #expect(bracketed >= 3, "at \(size) only \(bracketed) scenes have a bracket to keep off") }
        for name in ["30-long-press", "32-delays-and-cancels", "44-delegate-decisions", "01-responder-chain"] {
            let (p, list, r) = try UITest.rendered(try UITest.example(name), width: size.0, height: size.1)
            guard let hit = p.story.hitView else { continue }
            guard let bracket = r.fingerBracketSquare(within: try box(hit, p, r)) else { continue }
            bracketed += 1
            let radius = r.markSize
            for (n, c) in CanvasPlacementTests.badgeCentres(list, canvas: r.layout.canvas) {
                let badge = Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
                #expect(!badge.intersects(bracket), "\(name) at \(size): badge \(n) \(badge) is on the bracket \(bracket)")
            }
        }
    }
}
