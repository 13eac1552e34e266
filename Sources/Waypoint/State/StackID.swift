/// The name of a stack: one the app chooses (`"settings"`) or one the router generates.
///
/// Every stack in a ``NavigationState`` has an ID, and IDs are unique across the whole tree,
/// so any stack can be targeted from anywhere: `router.stack("settings").push(route)`.
/// Generated IDs have the form `stack-<n>`.
public struct StackID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible, Comparable
{
  /// The name.
  public let rawValue: String

  /// Creates a stack ID with the given name.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a stack ID with the given name; the same as `StackID(name)`.
  ///
  /// A stack ID is coded as its name, a single string, with the standard library's coding
  /// of a `String`-backed `RawRepresentable` type.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The stack of a tree made with one stack and no name: `NavigationState()`,
  /// `NavigationState(stack:root:)` without an `id`, and the engine's examples.
  public static let main: StackID = "main"

  /// Creates a stack ID from a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The name itself.
  public var description: String { rawValue }

  /// Whether the first value sorts before the second.
  public static func < (lhs: StackID, rhs: StackID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension StackID {
  /// The stack ID named by a value's `String` raw value, such as a case of an app's tab
  /// enum: `StackID(AppTab.search)` is `"search"`.
  public init<Name: RawRepresentable>(_ name: Name) where Name.RawValue == String {
    self.init(name.rawValue)
  }
}
