import Waypoint

/// A platform pushed screens on a stack whose destinations cannot name their routes, so the
/// router cannot push them.
public struct UnnamedPushError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The stack the screens were pushed on.
  public let stack: StackID
  /// How many screens were pushed.
  public let count: Int

  /// Creates the error.
  public init(stack: StackID, count: Int) {
    self.stack = stack
    self.count = count
  }

  /// What happened and what to do; at most 1024 bytes of UTF-8, whatever the stack's name.
  public var description: String {
    CallText.message(
      "\(count) screen(s) pushed on stack \(CallText.quoted(stack.rawValue)) by the platform "
        + "(a NavigationLink(value:)) name no route the router can push, so they were drawn "
        + "back; draw the link's value type with routeDestination(for:destination:) instead of "
        + "navigationDestination(for:destination:), or push with RouterLink")
  }
}
