/// Where a split container is in the tree: the node that holds it (the tree's content, or
/// a layer's node, named by the layer's presenter) and, when that node is a tab container,
/// the tab it is.
struct SplitPlace {
  /// The presenter of the layer whose node holds the container; `nil` in the content.
  let presenter: StackLocation.Presenter?
  /// The container's tab, when it is a tab of a tab container; `nil` when it is the node.
  let tab: Int?

  /// The location of the container's column at `column` (0 for the sidebar).
  func location(ofColumn column: Int) -> StackLocation {
    StackLocation(
      presenter: presenter, tab: tab.map { TabPosition.of(tab: $0, column: column) } ?? column)
  }

  /// A location in the node that holds the container, for changing that node.
  var nodeLocation: StackLocation { StackLocation(presenter: presenter, tab: nil) }
}
