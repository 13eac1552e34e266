/// What the router does with a navigation that starts while an asynchronous guard is
/// still deciding an earlier one.
public enum GuardPolicy: Sendable, Equatable {
  /// The newer navigation cancels the older, which changes nothing and throws
  /// ``NavigationError/cancelled``. The default.
  case latestWins
  /// The newer navigation waits until the older one is decided and applied. Give the
  /// router a guard timeout (``RouterGuards/timeout``) with this policy: otherwise a guard
  /// that never answers holds every later navigation.
  case queue
}
