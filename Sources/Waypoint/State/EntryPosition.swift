/// Where an entry is in a tree: the stack that holds it and its position there.
///
/// Errors about entries name them this way, for example
/// ``NavigationError/duplicateEntryID(_:first:second:)``.
public struct EntryPosition: Hashable, Sendable, CustomStringConvertible {
  /// The stack that holds the entry.
  public let stack: StackID
  /// The entry's position on the stack: 0 for the bottom entry, the first pushed.
  public let index: Int

  /// Creates a position; the engine makes the positions that errors and reports carry.
  package init(inStack stack: StackID, at index: Int) {
    self.stack = stack
    self.index = index
  }

  /// For example `position 2 of stack "home"`.
  public var description: String {
    "position \(index) of stack \"\(CallText.clip(stack.rawValue))\""
  }
}
