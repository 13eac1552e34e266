/// A route a recording keeps as a token instead of its value (see ``RecordingRedaction``).
///
/// A recording read back holds one wherever it was written redacted, unless the reader was
/// given a value for its token; equal tokens stand for equal values, so a redacted
/// recording replays as its values would.
public struct RedactedRoute: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The token: the route's registered name and a number, the same for the same value
  /// within one recording (`profile-3`).
  public let token: String

  /// A redacted route with `token`.
  public init(token: String) {
    self.token = token
  }

  /// `‹token›`.
  public var description: String { "‹\(token)›" }

  /// The name redacted routes are written under in a recording.
  static let registeredName = "waypoint.redacted"
}
