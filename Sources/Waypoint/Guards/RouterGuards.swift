/// The guards of a router (``Router/guards``): every navigation passes them before it
/// changes anything.
///
/// ```swift
/// let registration = router.guards.add(NavigationGuard("beta") { request in
///   request.addedRoutes.contains(AnyRoute(Screen.beta)) ? .deny(reason: "closed") : .allow
/// })
/// router.guards.policy = .queue
/// router.guards.remove(registration)
/// ```
@MainActor
public struct RouterGuards {
  let router: Router

  /// Registers a guard; guards run in registration order.
  ///
  /// - Returns: The registration to pass to ``remove(_:)``.
  @discardableResult
  public func add(_ guard: NavigationGuard) -> Registration {
    router.pipeline.add(`guard`)
  }

  /// Removes a guard; nothing happens when it was removed already.
  public func remove(_ registration: Registration) {
    router.pipeline.remove(registration)
  }

  /// What to do with a navigation that starts while an asynchronous guard decides an
  /// earlier one. ``GuardPolicy/latestWins`` by default.
  public var policy: GuardPolicy {
    get { router.pipeline.policy }
    nonmutating set { router.pipeline.policy = newValue }
  }

  /// How long an asynchronous guard may take to decide; `nil` (the default) waits as long
  /// as it takes.
  ///
  /// A guard that takes longer fails its navigation with
  /// ``NavigationError/guardTimedOut(_:seconds:)``, having changed nothing, and its task
  /// is cancelled. Under ``GuardPolicy/queue`` every navigation waits for the one before
  /// it, so one guard that never answers would hold every later navigation, a plain push
  /// included: set a timeout with that policy.
  ///
  /// ```swift
  /// router.guards.policy = .queue
  /// router.guards.timeout = .seconds(30)
  /// ```
  public var timeout: Duration? {
    get { router.pipeline.timeout }
    nonmutating set { router.pipeline.timeout = newValue }
  }

  /// The navigation a guard kept for later (see ``GuardDecision/redirect(_:keepsPending:)``),
  /// or `nil`. Observable: a login screen can read it to say where the user is going.
  public var pending: PendingNavigation? { router.pipeline.pending }

  /// Applies the navigation a guard kept for later (for example after the user logged
  /// in), dismissing the layer the redirect presented, as one change through the guards.
  ///
  /// When the resumed navigation fails (a guard denies it, or it throws), nothing changes:
  /// the navigation stays pending, so it can be resumed again later. When a guard redirects
  /// it again and keeps it, the navigation kept then is the pending one.
  ///
  /// Called while an event is delivered (from an observer), the resume is deferred with the
  /// router's other deferred calls (see ``Router/send(_:source:)``): it resumes what is
  /// pending when it is applied, returns `nil` now, and what it would throw then goes to
  /// ``Router/onFailure`` as the failure of `guards.resumePending()`.
  ///
  /// - Returns: The transition, or `nil` when nothing is pending (or the resume was
  ///   deferred).
  /// - Throws: ``NavigationError``; the state and ``pending`` are unchanged.
  @discardableResult
  public func resumePending() throws(NavigationError) -> NavigationTransition? {
    try router.run(
      NavigationCall("resumePending", on: .guards),
      source: router.pipeline.pending?.source ?? .program,
      whenDeferred: nil
    ) { [router] () throws(NavigationError) in
      try router.resumePendingNavigation()
    }
  }

  /// Forgets the pending navigation without applying it. Called while an event is
  /// delivered, it is deferred as every call is (see ``Router/send(_:source:)``), so it
  /// forgets what is pending once that event has reached everyone.
  public func dropPending() {
    router.run(
      NavigationCall("dropPending", on: .guards), source: .program, whenDeferred: ()
    ) { [router] in
      router.pipeline.pending = nil
    }
  }
}
