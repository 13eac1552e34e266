/// An entry of a snapshot that a lenient restore left out.
public struct DroppedEntry: Sendable, Hashable, CustomStringConvertible {
  /// The stack it was in.
  public let stack: StackID
  /// Its ID.
  public let id: EntryID
  /// Its position in the stack, from 0 at the bottom.
  let index: Int
  /// The name its route was stored under.
  public let routeName: String

  /// For example `#7 "profile" at main[2]`.
  public var description: String { "\(id) \"\(routeName)\" at \(stack)[\(index)]" }
}
