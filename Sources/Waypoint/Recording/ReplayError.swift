/// Why a recording cannot be replayed. Nothing was replayed when it is thrown.
public enum ReplayError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An event's change does not fit the tree before it: the recording was edited, or
  /// put together from parts of different recordings. Steps count from 1.
  case inconsistentRecording(step: Int, reason: String)
  /// The recording holds a value (a route, or a dialog button's value) whose type the coder
  /// that wrote it did not know, written by its type name only: register the type with the
  /// app's `SnapshotCoder` and export again.
  case unknownRouteType(String, line: Int)
  /// The router refused the recording's start as its tree (its limit on nested layers is
  /// lower than the recording's); replay into a router that allows the recording's tree.
  case startRefused(NavigationError)

  /// What is wrong, and what to do.
  public var description: String {
    switch self {
    case .inconsistentRecording(let step, let reason):
      "the recording cannot be replayed: step \(step) \(reason); it was edited or "
        + "put together from different recordings"
    case .unknownRouteType(let name, let line):
      "the recording cannot be replayed: line \(line) holds a value of type "
        + "\(CallText.quoted(name)) (a route, or a dialog button's value) that the coder "
        + "which wrote it did not know, so only its type's name was written; register the "
        + "type with the app's SnapshotCoder and export the recording again"
    case .startRefused(let error):
      "the recording cannot be replayed into this router: its start tree was refused: \(error)"
    }
  }
}
