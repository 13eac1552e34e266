/// Where a stack is among the stacks directly in a tab container, in one `Int`, as a
/// location keeps one position per node: the tab's index times 4, plus the column's
/// index + 1 for a column of a tab that is a split container (which has at most 3).
enum TabPosition {
  /// The position of the tab at `tab`, or of its column `column`.
  static func of(tab: Int, column: Int? = nil) -> Int {
    tab << 2 | (column.map { $0 + 1 } ?? 0)
  }

  /// The index of the tab a position is in.
  static func tab(of position: Int) -> Int { position >> 2 }

  /// The column a position names in a split tab, or `nil` for a tab that is a stack.
  static func column(of position: Int) -> Int? {
    let column = position & 3
    return column == 0 ? nil : column - 1
  }
}
