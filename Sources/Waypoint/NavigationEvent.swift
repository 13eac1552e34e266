/// One committed change: the action, who asked for it, what changed, and the state after.
///
/// The router produces exactly one event per committed action, in order, to synchronous
/// observers (``Router/observeEvents(_:)``) and to async streams (``Router/events(bufferingPolicy:)``).
/// Keeping events (and so old states) alive is cheap: states share their paths.
public struct NavigationEvent: Sendable, Equatable {
  /// The event's position in the router's history, from 1.
  public let sequence: Int
  /// The action that was applied.
  public let action: NavigationAction
  /// Who asked for it.
  public let source: NavigationSource
  /// What changed.
  public let changes: NavigationChanges
  /// The state after the change.
  public let state: NavigationState
}

/// A registration of a synchronous event observer; pass it to
/// ``Router/removeObserver(_:)`` to stop observing.
public struct EventObservation: Hashable, Sendable {
  let id: Int
}
