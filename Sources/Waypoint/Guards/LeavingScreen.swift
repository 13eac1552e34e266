/// A screen an action would take out of the tree.
public struct LeavingScreen: Sendable, Equatable {
  /// The screen's route.
  public let route: AnyRoute
  /// The screen's entry, or `nil` for the root screen of a dismissed layer.
  public let entry: EntryID?
  /// The stack the screen is on.
  public let stack: StackID
}
