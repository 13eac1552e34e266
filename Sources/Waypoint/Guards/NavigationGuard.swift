/// A check that every navigation passes before it changes anything: allow it, deny it
/// with a reason, or redirect it to other actions.
///
/// Register guards on the router with ``RouterGuards/add(_:)``. They run in registration
/// order for every action from every source (the app, the user, deep links, restoration),
/// and the first answer that is not ``GuardDecision/allow`` decides. A guard sees the
/// action, its source, the current state and the state the action would produce.
///
/// ```swift
/// router.guards.add(NavigationGuard("beta") { request in
///   request.addedRoutes.contains(AnyRoute(Screen.beta)) ? .deny(reason: "beta is closed") : .allow
/// })
/// ```
///
/// A guard is synchronous, or asynchronous with a synchronous filter (``async(_:when:decide:)``)
/// that says whether it has anything to decide. See <doc:GuardsAndRedirects> for the policy while
/// an asynchronous guard decides.
@MainActor
public struct NavigationGuard {
  /// The guard's name, used in denials and events.
  let label: String
  let body: Body

  enum Body {
    case sync((GuardRequest) -> GuardDecision)
    case async(when: (GuardRequest) -> Bool, decide: (GuardRequest) async -> GuardDecision)
  }

  /// A synchronous guard.
  ///
  /// - Parameters:
  ///   - name: The guard's name, used in denials and events.
  ///   - decide: Returns the decision for a request.
  public init(_ name: String, decide: @escaping (GuardRequest) -> GuardDecision) {
    self.label = name
    self.body = .sync(decide)
  }

  /// An asynchronous guard: `when` says synchronously whether it has anything to decide,
  /// `decide` then answers, for example after asking the user.
  ///
  /// Actions for which `when` is false pass this guard synchronously, so
  /// ``Router/send(_:source:)`` stays synchronous for them.
  public static func async(
    _ name: String, when applies: @escaping (GuardRequest) -> Bool,
    decide: @escaping (GuardRequest) async -> GuardDecision
  ) -> NavigationGuard {
    NavigationGuard(name: name, body: .async(when: applies, decide: decide))
  }

  private init(name: String, body: Body) {
    self.label = name
    self.body = body
  }
}
