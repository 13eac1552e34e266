/// One navigation the router decided: the action, who asked, what happened, and the state
/// after.
///
/// The router produces exactly one event per committed action, and one per action a
/// guard denied or redirected, in order, to synchronous observers
/// (``Router/observeEvents(_:)``) and to async streams
/// (``Router/events(bufferingPolicy:)``). Keeping events (and so old states) alive is
/// cheap: states share their paths.
public struct NavigationEvent: Sendable, Equatable {
  /// The event's position in the router's history, from 1.
  public let sequence: Int
  /// The action.
  public let action: NavigationAction
  /// Who asked for it.
  public let source: NavigationSource
  /// What happened to the action.
  public let kind: Kind
  /// The event this one follows from: a redirect's change points at the event of the
  /// action that was redirected.
  public let cause: Int?
  /// What changed; empty unless ``kind`` is ``Kind/committed``.
  public let changes: NavigationChanges
  /// The state after the event.
  public let state: NavigationState

  /// What happened to an action.
  public enum Kind: Sendable, Equatable {
    /// It was applied.
    case committed
    /// A guard refused it; nothing changed.
    case denied(guard: String, reason: String)
    /// A guard replaced it with other actions, which follow as their own event.
    case redirected(guard: String)
  }
}

/// A registration of a synchronous event observer; pass it to
/// ``Router/removeObserver(_:)`` to stop observing.
public struct EventObservation: Hashable, Sendable {
  let id: Int
}
