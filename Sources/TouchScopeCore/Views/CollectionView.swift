/// A scroll view of items laid out by a ``FlowLayout`` that highlights and selects them
/// (UIKit's `UICollectionView`); the rules are ``CellSelectingScrollView``'s.
///
/// With single selection, selecting another item deselects the old one with
/// `collectionView(_:didDeselectItemAt:)` first; tapping the selected item selects it again.
/// With ``CellSelectingScrollView/allowsMultipleSelection`` a tap toggles the item.
public final class CollectionView: CellSelectingScrollView {
    /// The delegate method told of a selection, as traces show it.
    public static let didSelectItem = "collectionView(_:didSelectItemAt:)"
    /// The delegate method told of a deselection, as traces show it.
    public static let didDeselectItem = "collectionView(_:didDeselectItemAt:)"

    public init(id: String, frame: Rect, color: Color = .white) {
        super.init(id: id, frame: frame, color: color, kind: .collectionView,
                   names: CellSelectionNames(word: .item, didSelect: Self.didSelectItem, didDeselect: Self.didDeselectItem))
    }

    private var swiftDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }

    override func delegateShouldHighlight(_ index: Int) -> Bool {
        swiftDelegate?.collectionView(self, shouldHighlightItemAt: index) ?? true
    }

    override func delegateWillSelect(_ index: Int) -> Int? {
        guard let d = swiftDelegate else { return index }
        return d.collectionView(self, shouldSelectItemAt: index) ? index : nil
    }

    override func delegateWillReceive(_ method: String, index: Int) {
        guard let d = swiftDelegate, let responder = delegate else { return }
        responder.implement(method) { [weak d, unowned self] _ in
            if method == Self.didSelectItem { d?.collectionView(self, didSelectItemAt: index) } else { d?.collectionView(self, didDeselectItemAt: index) }
        }
    }
}

/// UIKit's `UICollectionViewDelegate`, for the decisions the playground models, written in
/// Swift: set a collection view's ``CellSelectingScrollView/delegate`` to a responder that adopts
/// it. Items are numbers (one section).
public protocol CollectionViewDelegate: AnyObject {
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt item: Int) -> Bool
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt item: Int) -> Bool
    func collectionView(_ collectionView: CollectionView, didSelectItemAt item: Int)
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt item: Int)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt item: Int) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt item: Int) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt item: Int) {}
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt item: Int) {}
}

/// One item of a ``CollectionView`` (UIKit's `UICollectionViewCell`; its item number is
/// ``SelectableCell/index``); see ``SelectableCell``.
public final class CollectionViewCell: SelectableCell {
    public init(id: String, frame: Rect, color: Color = .white) {
        super.init(id: id, kind: .collectionViewCell, frame: frame, color: color)
    }
}

/// UIKit's `UICollectionViewFlowLayout` for one section: items placed in lines (rows when it
/// scrolls vertically, columns when horizontally), each line as full as ``minimumInteritemSpacing``
/// allows, lines ``minimumLineSpacing`` apart, all inside ``sectionInset``.
///
/// Apple documents the minimums only ("the actual spacing may be greater"); what UIKit does with
/// the extra room is observed, and done here: a full line spreads its items from edge to edge
/// (equal gaps), a line holding one item centres it, the last line of several keeps the gap of
/// the line before it from the start edge, and items smaller than their line are centred across it.
public struct FlowLayout: Sendable, Hashable {
    /// UIKit's `scrollDirection`.
    public enum ScrollDirection: String, Sendable, Hashable {
        case vertical, horizontal
    }

    /// UIKit's `itemSize` (an item's own size overrides it, as `sizeForItemAt` does).
    public var itemSize = Size(width: 50, height: 50)
    /// UIKit's `minimumLineSpacing`: between lines.
    public var minimumLineSpacing = 10.0
    /// UIKit's `minimumInteritemSpacing`: between items of a line.
    public var minimumInteritemSpacing = 10.0
    /// UIKit's `sectionInset`.
    public var sectionInset = EdgeInsets.zero
    /// UIKit's `scrollDirection`.
    public var scrollDirection = ScrollDirection.vertical

    public init() {}

    /// The room a line has along its length in a collection view of `size`: the width (vertical)
    /// or height (horizontal) less the section insets.
    public func lineLength(in size: Size) -> Double {
        scrollDirection == .vertical ? size.width - sectionInset.left - sectionInset.right
            : size.height - sectionInset.top - sectionInset.bottom
    }

    /// The frames of items of `sizes` in a collection view of `size`, and the content size.
    public func layout(_ sizes: [Size], in size: Size) -> (frames: [Rect], contentSize: Size) {
        let vertical = scrollDirection == .vertical
        // Along a line (u) and across it (v).
        func along(_ s: Size) -> Double { vertical ? s.width : s.height }
        func across(_ s: Size) -> Double { vertical ? s.height : s.width }
        let length = lineLength(in: size)
        var lines: [[Int]] = []
        var used = 0.0
        for i in sizes.indices {
            let u = along(sizes[i])
            if let last = lines.indices.last, used + minimumInteritemSpacing + u <= length {
                lines[last].append(i)
                used += minimumInteritemSpacing + u
            } else {
                lines.append([i])
                used = u
            }
        }
        let startU = vertical ? sectionInset.left : sectionInset.top
        var v = vertical ? sectionInset.top : sectionInset.left
        var frames = [Rect](repeating: .zero, count: sizes.count)
        var previousGap: Double?
        for (n, line) in lines.enumerated() {
            let total = line.reduce(0) { $0 + along(sizes[$1]) }
            let thickness = line.map { across(sizes[$0]) }.max() ?? 0
            var u = startU
            var gap = 0.0
            if line.count == 1 {
                u += (length - total) / 2
            } else if n == lines.count - 1, n > 0, let previous = previousGap {
                gap = min(previous, (length - total) / Double(line.count - 1))
            } else {
                gap = (length - total) / Double(line.count - 1)
            }
            if line.count > 1 { previousGap = gap }
            for i in line {
                let s = sizes[i]
                let offset = v + (thickness - across(s)) / 2
                frames[i] = vertical ? Rect(x: u, y: offset, width: s.width, height: s.height)
                    : Rect(x: offset, y: u, width: s.width, height: s.height)
                u += along(s) + gap
            }
            v += thickness + (n == lines.count - 1 ? 0 : minimumLineSpacing)
        }
        v += vertical ? sectionInset.bottom : sectionInset.right
        return (frames, vertical ? Size(width: size.width, height: v) : Size(width: v, height: size.height))
    }
}
