/// The error of a failed call in a recording read back: the text the original error had
/// (or, in a redacted recording, its type's name).
public struct RecordedFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The original error's text.
  public let message: String
  /// The text of the call as the app wrote it, when the recording kept it.
  public let call: String?

  /// The original error's text.
  public var description: String { message }
}
