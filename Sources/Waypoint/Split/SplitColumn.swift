/// A column of a split container.
///
/// A split container has a sidebar and a detail column, and may have a content column
/// between them. The sidebar and content columns are selection lists: what is selected in
/// one is the first screen of the next column.
public enum SplitColumn: String, Sendable, Hashable, Codable, CaseIterable {
  /// The leading column: the list the user picks from first.
  case sidebar
  /// The middle column of a three-column container: the list for the sidebar's selection.
  case content
  /// The trailing column: a stack whose first screen is the last selection.
  case detail
}
