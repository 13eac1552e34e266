/// The identity of one screen in the tree: a pushed entry, or the first screen of a stack
/// (its root, which is not an entry).
///
/// Screens own the things that live as long as they are in the tree: their ``ScreenScope``
/// and the result another screen awaits from them (see ``ScreenHandle``).
///
/// ```swift
/// let pushed = ScreenID.entry(entry.id)     // a pushed screen
/// let sheet = ScreenID.root("settings")     // the first screen of the "settings" sheet
/// ```
///
/// A stack's first screen is the same screen for as long as the stack is in the tree with
/// the same root route: a layer that is dismissed and presented again, even with the same
/// stack ID, shows a new first screen.
public enum ScreenID: Hashable, Sendable, CustomStringConvertible {
  /// A pushed screen.
  case entry(EntryID)
  /// The first screen of the stack with this ID: a layer's first screen, a tab's, the
  /// window's.
  case root(StackID)

  /// The entry's ID (`#3`), or `root of "settings"`.
  public var description: String {
    switch self {
    case .entry(let id): id.description
    case .root(let stack): "root of \"\(CallText.clip(stack.rawValue))\""
    }
  }
}

extension StackState {
  /// The screen on top of this stack: its last entry, or its first screen when nothing is
  /// pushed.
  public var topScreen: ScreenID {
    if let last = entries.last { return .entry(last.id) }
    return .root(id)
  }
}

extension NavigationState {
  /// The stack that shows `screen`, or `nil` when the screen is not in the tree.
  ///
  /// - Parameters:
  ///   - screen: The screen to find.
  ///   - hint: A stack to look in first; an entry is almost always still where it was.
  /// - Complexity: O(1) for a first screen; for an entry, O(*n*) in the hinted stack's
  ///   depth, and O(entries in the tree) when it is not there.
  func stack(showing screen: ScreenID, hint: StackID? = nil) -> StackID? {
    switch screen {
    case .root(let id):
      return hasStack(id) ? id : nil
    case .entry(let entry):
      if let hint, let stack = stack(hint), stack.entries.containsEntry(entry) { return hint }
      return allStacks.first { $0.entries.containsEntry(entry) }?.id
    }
  }
}
