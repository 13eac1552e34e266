/// A tab container whose selection changed.
public struct TabSelectionChange: Sendable, Equatable {
  /// The first tab of the container, which names it.
  public let container: StackID
  /// The tab selected before.
  public let from: StackID
  /// The tab selected after.
  public internal(set) var to: StackID
}

extension TabSelectionChange: CustomStringConvertible {
  /// The tab selected and the one before: `selected "home" (was "explore")`.
  public var description: String {
    "selected \(CallText.quoted(to.rawValue)) (was \(CallText.quoted(from.rawValue)))"
  }
}
