/// What a split container has selected and how it lays its columns out, apart from its
/// stacks: what a ``SplitChange`` compares.
public struct SplitState: Sendable, Equatable {
  /// The sidebar's selection.
  public var sidebarSelection: AnyRoute?
  /// The content column's selection (`nil` in a two-column container).
  public var contentSelection: AnyRoute?
  /// Which columns show at regular width.
  public var columnVisibility: SplitColumnVisibility
  /// The column on top at compact width.
  public var preferredCompactColumn: SplitColumn
}

extension SplitContainer {
  /// The container's selections and layout.
  public var state: SplitState {
    SplitState(
      sidebarSelection: sidebarSelection, contentSelection: contentSelection,
      columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn)
  }
}
