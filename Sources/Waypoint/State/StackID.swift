/// The name of a stack: one the app chooses (`"settings"`) or one the router generates.
///
/// Every stack in a ``NavigationState`` has an ID, and IDs are unique across the whole tree,
/// so any stack can be targeted from anywhere: `router.stack("settings").push(route)`.
/// Generated IDs have the form `stack-<n>`.
public struct StackID: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible, Comparable
{
  /// The name.
  public let rawValue: String

  /// Creates a stack ID with the given name.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a stack ID from a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The name itself.
  public var description: String { rawValue }

  /// Whether the first value sorts before the second.
  public static func < (lhs: StackID, rhs: StackID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Decodes the value from a single value.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the value as a single value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
