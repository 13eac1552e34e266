/// Why a recording's text cannot be read (``NavigationRecording/init(reading:with:tokens:)``):
/// what is wrong, and on which line (from 1). Reading changes nothing anywhere.
public enum RecordingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The text does not start as a recording does.
  case notARecording(line: Int, found: String)
  /// A newer version of the format than this version of Waypoint reads.
  case unsupportedVersion(Int, supported: Int, line: Int)
  /// The text ends before the events its header counts: it was cut.
  case truncated(expectedEvents: Int, found: Int, line: Int)
  /// A value names a type (by the name it was registered under when written) that the coder
  /// reading the recording does not register: read it with a coder that registers the same
  /// names (the header's `routes` lists them).
  case unregisteredName(String, line: Int)
  /// A line does not read as its kind of line does.
  case malformed(line: Int, reason: String)
  /// A tree's snapshot does not read (see ``RestorationError``).
  case invalidTree(line: Int, RestorationError)

  /// The line the problem is on.
  public var line: Int {
    switch self {
    case .notARecording(let line, _), .unsupportedVersion(_, _, let line),
      .truncated(_, _, let line), .malformed(let line, _), .invalidTree(let line, _),
      .unregisteredName(_, let line):
      line
    }
  }

  /// What is wrong, where, and what to do.
  public var description: String {
    switch self {
    case .notARecording(let line, let found):
      "line \(line): not a Waypoint recording: it starts with \(CallText.quoted(found)), "
        + "where a recording starts with \"waypoint-recording\""
    case .unsupportedVersion(let version, let supported, let line):
      "line \(line): the recording is in format \(version), and this version of Waypoint "
        + "reads format \(supported) and older; read it with the version that wrote it"
    case .truncated(let expected, let found, let line):
      "line \(line): the recording ends after \(found) of its \(expected) events: it was cut; "
        + "export it again"
    case .unregisteredName(let name, let line):
      "line \(line): no type is registered as \(CallText.quoted(name)) with the coder reading "
        + "the recording; read it with a coder that registers the names in its header's routes"
    case .malformed(let line, let reason):
      "line \(line): \(reason); the recording was damaged or edited by hand"
    case .invalidTree(let line, let error):
      "line \(line): its tree does not read: \(error)"
    }
  }
}
