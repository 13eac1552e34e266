/// Which columns of an expanded split container are shown, as `NavigationSplitViewVisibility`
/// names them.
public enum SplitColumnVisibility: String, Sendable, Hashable, Codable, CaseIterable {
  /// The platform decides.
  case automatic
  /// Every column.
  case all
  /// The content and detail columns of a three-column container; the sidebar and detail
  /// of a two-column one.
  case doubleColumn
  /// The detail column alone.
  case detailOnly
}
