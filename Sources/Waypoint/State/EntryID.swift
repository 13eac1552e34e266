/// The identity of one pushed screen, unique for the life of a ``Router``.
///
/// Entry IDs come from the router's ``IDGenerator``; they are never reused, not even after
/// the entry is popped, so an ID held by a screen always names that screen or nothing.
public struct EntryID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  /// The number behind the ID.
  public let rawValue: UInt64

  /// Creates an entry ID from its number.
  public init(_ rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Creates an entry ID from its number; the same as ``init(_:)``.
  ///
  /// An entry ID is coded as its number, a single unsigned integer, with the standard
  /// library's coding of a `RawRepresentable` type.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// `#` followed by the number, for example `#12`.
  public var description: String { "#\(rawValue)" }

  /// Whether the first value sorts before the second.
  public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }
}
