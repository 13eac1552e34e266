/// One navigation stack: a root screen, the entries pushed above it, and at most one layer
/// it presents.
///
/// The root screen is not an entry: ``depth`` counts pushed entries only, so a stack
/// showing its root has depth 0, as with `NavigationPath`.
public struct StackState: Sendable, Equatable {
  /// The stack's ID, unique across the tree.
  public let id: StackID
  /// The route of the root screen, or `nil` when the app draws the root itself (a tab's
  /// first screen, the window's first screen).
  public var root: AnyRoute?
  /// The pushed entries, bottom first.
  public var entries: EntryList
  /// The layer this stack presents (a sheet, a full-screen cover, …), if any.
  public var presented: PresentedLayer?

  /// Creates a stack.
  public init(
    id: StackID, root: AnyRoute? = nil, entries: EntryList = [], presented: PresentedLayer? = nil
  ) {
    self.id = id
    self.root = root
    self.entries = entries
    self.presented = presented
  }

  /// The number of pushed entries.
  public var depth: Int { entries.count }
}
