/// Which routes an exported recording writes as tokens rather than values, for recordings
/// that leave the device (a bug report) and must not carry what the user saw.
///
/// ```swift
/// let text = recording.exported(
///   with: coder, redaction: RecordingRedaction { $0.base is Profile })
/// ```
///
/// A redacted route is written as a token made of its registered name and a number, the
/// same for the same value within one recording, so the recording still replays: read it
/// back with the values a test supplies for the tokens, or with the tokens themselves
/// (``RedactedRoute``). With a redaction, failures keep the call's name and the error's kind
/// but not their text, guards' reasons are left out, and a host's report keeps its kind
/// only, since any of them can quote a value. Texts typed into a dialog's fields are never
/// recorded, redacted or not.
public struct RecordingRedaction: Sendable {
  /// Whether a route is written as a token.
  let redacts: @Sendable (AnyRoute) -> Bool

  /// A redaction that writes as tokens the routes for which `redacts` returns `true`.
  public init(_ redacts: @escaping @Sendable (AnyRoute) -> Bool) {
    self.redacts = redacts
  }

  /// Every route written as a token.
  public static let everything = RecordingRedaction { _ in true }
}
