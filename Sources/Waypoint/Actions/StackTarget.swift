/// The stack an action applies to.
public enum StackTarget: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The top-most stack on screen: the top layer's, else the selected tab's.
  case visible
  /// The stack with this ID, wherever it is in the tree (a tab is addressed by its
  /// stack's ID).
  case stack(StackID)

  /// A target naming a stack: `"settings"`.
  public init(stringLiteral value: String) {
    self = .stack(StackID(value))
  }

  /// `visible`, or the stack's ID.
  public var description: String {
    switch self {
    case .visible: "visible"
    case .stack(let id): id.rawValue
    }
  }
}
