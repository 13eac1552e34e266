/// One navigation the router decided: the action, who asked, what happened, and the state
/// after.
///
/// The router produces exactly one event per committed action, and one per action a
/// guard denied or redirected, in order, to synchronous observers
/// (``RouterEvents/observe(_:)``) and to async streams
/// (``RouterEvents/stream(bufferingPolicy:)``). An action that changes nothing produces
/// none. Keeping events (and so old states) alive is cheap: states share their paths.
public struct NavigationEvent: Sendable, Equatable {
  /// The event's position in the router's history, from 1.
  public let sequence: Int
  /// The action.
  public var action: NavigationAction { performed.action }
  /// The action, as compact as the router's `push` and `pop` made it.
  private let performed: PerformedAction
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

  init(
    sequence: Int, action: PerformedAction, source: NavigationSource, kind: Kind, cause: Int?,
    changes: NavigationChanges, state: NavigationState
  ) {
    self.sequence = sequence
    self.performed = action
    self.source = source
    self.kind = kind
    self.cause = cause
    self.changes = changes
    self.state = state
  }

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

/// An action as an event keeps it: the router's one-route `push` and visible-stack `pop`
/// without the array and target an action holds, made into one only when read.
///
/// Two are equal when their actions are, however each is kept: an event's `==` (which the
/// compiler writes from its stored properties) compares the actions.
enum PerformedAction: Sendable, Equatable {
  case action(NavigationAction)
  case pushOnVisibleStack(AnyRoute)
  case popVisibleStack(Int)

  static func == (lhs: PerformedAction, rhs: PerformedAction) -> Bool {
    lhs.action == rhs.action
  }

  var action: NavigationAction {
    switch self {
    case .action(let action): action
    case .pushOnVisibleStack(let route): .push([route], on: .visible)
    case .popVisibleStack(let count): .pop(count, from: .visible)
    }
  }
}
