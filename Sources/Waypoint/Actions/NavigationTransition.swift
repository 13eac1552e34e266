/// The result of applying an action: the state after, and what changed.
public struct NavigationTransition: Sendable, Equatable {
  /// The state after the action.
  public let state: NavigationState
  /// What the action changed.
  public let changes: NavigationChanges
  /// Whether the router queued the action instead of applying it, because it was sent
  /// while an event was being delivered; it is applied once that event has reached every
  /// observer (see ``Router/send(_:source:)``). ``state`` is then the state as it was, and
  /// ``changes`` are empty.
  public private(set) var isDeferred = false
  /// The guard that redirected the action, when one did: ``state`` and ``changes`` are then
  /// the redirect's. The convenience calls read it to return what their own action did.
  package var redirectedBy: String? = nil
}
