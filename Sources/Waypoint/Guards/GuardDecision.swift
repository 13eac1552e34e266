/// A guard's answer.
public enum GuardDecision: Sendable, Equatable {
  /// Let the action through (to the next guard, then to the tree).
  case allow
  /// Refuse it; nothing changes and the caller gets ``NavigationError/denied(guard:reason:)``.
  case deny(reason: String)
  /// Apply `action` instead, as its own change that passes the guards too. With
  /// `keepsPending`, the original action is kept as the router's
  /// ``RouterGuards/pending`` until the layer the redirect presents is dismissed, or the
  /// app resumes it with ``RouterGuards/resumePending()``; by default it is dropped.
  case redirect(NavigationAction, keepsPending: Bool = false)
}
