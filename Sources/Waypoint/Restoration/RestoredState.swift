/// A restored state and what could not be restored.
public struct RestoredState: Sendable, Equatable {
  /// The state built from the snapshot.
  public let state: NavigationState
  /// What was dropped; empty unless restoring was lenient.
  public let report: RestorationReport
}
