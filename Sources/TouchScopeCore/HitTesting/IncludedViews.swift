/// The descendants a ``PointInsideRule/include(_:)`` rule counts, held weakly.
///
/// The rule only ever counts the view's own descendants, which the view already keeps alive
/// through its subviews; holding them strongly made a cycle whenever a rule named the view
/// itself or an ancestor (view -> rule -> ancestor -> subviews -> view), and such a tree was
/// never freed. A view that is gone no longer counts (it is no descendant either).
public struct IncludedViews: Sequence, ExpressibleByArrayLiteral {
    private struct Box { weak var view: View? }
    private let boxes: [Box]

    public init(_ views: [View]) { boxes = views.map { Box(view: $0) } }
    public init(arrayLiteral views: View...) { self.init(views) }

    /// The views still alive, in the order given.
    public var views: [View] { boxes.compactMap(\.view) }

    public func makeIterator() -> IndexingIterator<[View]> { views.makeIterator() }
}
