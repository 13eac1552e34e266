/// A restored state and what could not be restored: what ``SnapshotCoder/decode(_:)``
/// returns.
@available(
  *, deprecated,
  message:
    "SnapshotCoder.decode(_:) returns a (state:report:) tuple; read its state and report as before"
)
public typealias RestoredState = (state: NavigationState, report: RestorationReport)
