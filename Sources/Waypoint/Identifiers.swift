/// The identity of one pushed screen, unique for the life of a ``Router``.
///
/// Entry IDs come from the router's ``IDGenerator``; they are never reused, not even after
/// the entry is popped, so an ID held by a screen always names that screen or nothing.
public struct EntryID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The number behind the ID.
  public let rawValue: UInt64

  /// Creates an entry ID from its number.
  public init(_ rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// `#` followed by the number, for example `#12`.
  public var description: String { "#\(rawValue)" }

  /// Whether the first value sorts before the second.
  public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Decodes the value from a single value.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UInt64.self)
  }

  /// Encodes the value as a single value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

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

/// Makes entry IDs and stack IDs: sequential, deterministic, never repeating.
///
/// A router owns one generator. Inject one that starts elsewhere to keep IDs apart from
/// another source, or to make tests read well:
///
/// ```swift
/// let router = Router(ids: IDGenerator(startingAt: 100))
/// router.push(Screen.profile)
/// router.state.visibleStack.entries.last?.id  // #100
/// ```
public struct IDGenerator: Sendable, Equatable {
  /// The number the next ID will carry.
  public private(set) var next: UInt64

  /// Creates a generator whose first ID carries `first`.
  public init(startingAt first: UInt64 = 1) {
    next = first
  }

  /// Returns a new entry ID.
  public mutating func makeEntryID() -> EntryID {
    defer { next &+= 1 }
    return EntryID(next)
  }

  /// Returns a new stack ID of the form `stack-<n>`.
  public mutating func makeStackID() -> StackID {
    defer { next &+= 1 }
    return StackID("stack-\(next)")
  }

  /// Moves the generator past every ID in `state`, entry IDs and stack IDs of the form
  /// `stack-<n>`, so that IDs made later never repeat one that is already in the tree
  /// (used after a state is restored or replaced).
  public mutating func reserve(idsIn state: NavigationState) {
    if let highest = state.highestEntryID, highest.rawValue >= next {
      next = highest.rawValue &+ 1
    }
    // Stack IDs of the generated form too, so a restored `stack-7` is never made again.
    for id in state.unorderedStackIDs where id.rawValue.hasPrefix("stack-") {
      if let number = UInt64(id.rawValue.dropFirst(6)), number >= next, number < .max {
        next = number + 1
      }
    }
  }
}
