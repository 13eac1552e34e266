/// A navigation kept for later by a redirect: for example the screen a user asked for
/// before being sent to log in.
public struct PendingNavigation: Sendable, Equatable {
  /// The original action.
  public let action: NavigationAction
  /// Who asked for it.
  public let source: NavigationSource
  /// The stack of the layer the redirect presented; the pending navigation is dropped
  /// when it leaves the tree, or `nil` when the redirect presented nothing.
  let holderStack: StackID?
  /// The dialog the redirect presented, or `nil`: choosing its destructive button resumes
  /// the pending navigation, any other ending drops it.
  let holderDialog: LayerChange?
  /// The guard that redirected.
  public let guardName: String
  /// The router's event sequence number when the guard kept it: tells this pending
  /// navigation from one kept later for the same action.
  let keptAt: Int
}
