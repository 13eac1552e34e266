extension Router {
  /// The most redirects in a row before the router gives up with
  /// ``NavigationError/redirectLoop(_:)``.
  nonisolated static let redirectLimit = 8

  /// The router's guards: register and remove them, choose the policy while one decides,
  /// and resume or drop the navigation one kept for later.
  public var guards: RouterGuards { RouterGuards(router: self) }

  /// Asynchronously applies `action` through every guard, waiting for asynchronous ones;
  /// ``send(_:source:)`` is the synchronous twin, which throws instead of waiting.
  ///
  /// While an asynchronous guard decides, nothing changes. What happens to a navigation
  /// that starts meanwhile depends on ``RouterGuards/policy``: by default it cancels this
  /// one, which then throws ``NavigationError/cancelled`` having changed nothing.
  ///
  /// ```swift
  /// try await router.navigate(.push([AnyRoute(Screen.account)]))
  /// ```
  ///
  /// - Returns: The state after and what changed; when the action changes nothing, the
  ///   current state and no changes (no event is produced).
  /// - Throws: ``NavigationError``; the state is unchanged.
  @discardableResult
  public func navigate(
    _ action: NavigationAction, source: NavigationSource = .program
  ) async throws(NavigationError) -> NavigationTransition {
    try await navigate(action, source: source, watch: nil)
  }

  /// ``navigate(_:source:)``, telling `watch` about the commit that decides it.
  func navigate(
    _ action: NavigationAction, source: NavigationSource, watch: CommitWatch?
  ) async throws(NavigationError) -> NavigationTransition {
    if core.isNavigating, pipeline.policy == .latestWins,
      let unchanged = unchangedTransition(for: action)
    {
      // Changes nothing: it does not cancel the navigation in flight. (A queued one is
      // decided on the state after the one in flight, so it waits its turn.)
      return unchanged
    }
    let ticket = await pipeline.begin()
    defer { pipeline.end(ticket) }
    return try await decide(
      action, source: source, chain: RedirectChain(), ticket: ticket, watch: watch)
  }

  /// See ``RouterGuards/resumePending()``.
  func resumePendingNavigation() throws(NavigationError) -> NavigationTransition? {
    guard let pending = pipeline.pending else { return nil }
    var actions: [NavigationAction] = []
    if let holder = pending.holderStack, current.hasStack(holder) {
      actions.append(.dismissLayer(holding: holder))
    }
    actions.append(pending.action)
    let transition = try send(
      actions.count == 1 ? pending.action : .batch(actions), source: pending.source)
    // Done with it, unless a guard redirected it again and kept it anew.
    if pipeline.pending?.keptAt == pending.keptAt { pipeline.pending = nil }
    return transition
  }

  // MARK: Synchronous

  /// Starts a synchronous navigation (see `GuardPipeline.beginSynchronous()`).
  func beginSynchronousNavigation() throws(NavigationError) {
    try pipeline.beginSynchronous()
  }

  /// Decides `action` with guards that answer at once, and commits it.
  func decideSynchronously(
    _ action: NavigationAction, source: NavigationSource
  ) throws(NavigationError) -> NavigationTransition {
    if !core.hasGuards {
      // Nothing to ask: change the live state in place, which keeps pushes O(1).
      return try applyUnguarded(action, source: source, cause: nil)
    }
    return try decideSynchronously(action, source: source, chain: RedirectChain())
  }

  private func decideSynchronously(
    _ action: NavigationAction, source: NavigationSource, chain: RedirectChain
  ) throws(NavigationError) -> NavigationTransition {
    let proposal = try propose(action, source: source)
    if proposal.request.changes.isEmpty, chain.steps.isEmpty { return unchanged() }
    for (_, check) in pipeline.guards {
      let decision: GuardDecision
      switch check.body {
      case .sync(let ask):
        decision = ask(proposal.request)
      case .async(let applies, _):
        guard !applies(proposal.request) else { throw .needsAsyncGuard(check.label) }
        decision = .allow
      }
      guard let redirect = try act(on: decision, by: check.label, proposal, chain: chain) else {
        continue
      }
      let transition = try decideSynchronously(
        redirect.action, source: source, chain: redirect.chain)
      return redirected(proposal, to: transition, redirect)
    }
    return try commit(proposal, chain: chain, watch: nil)
  }

  // MARK: Asynchronous

  func decide(
    _ action: NavigationAction, source: NavigationSource, chain: RedirectChain, ticket: Int,
    watch: CommitWatch? = nil
  ) async throws(NavigationError) -> NavigationTransition {
    let proposal = try propose(action, source: source)
    if proposal.request.changes.isEmpty, chain.steps.isEmpty { return unchanged() }
    for (_, check) in pipeline.guards {
      let decision: GuardDecision
      switch check.body {
      case .sync(let ask):
        decision = ask(proposal.request)
      case .async(let applies, let ask):
        guard applies(proposal.request) else { continue }
        let answer = await self.answer(of: ask, to: proposal.request)
        // A newer navigation owns the bookkeeping now: leave it alone.
        guard pipeline.isCurrent(ticket), !Task.isCancelled else { throw .cancelled }
        switch answer {
        case .decided(let answer): decision = answer
        case .cancelled: throw .cancelled
        case .timedOut(let seconds): throw .guardTimedOut(check.label, seconds: seconds)
        }
        pipeline.cancelInFlight = nil
        if proposal.revision != core.commitCount {
          // Something changed the tree while the guard decided: decide again on it.
          return try await decide(
            action, source: source, chain: chain, ticket: ticket, watch: watch)
        }
      }
      guard let redirect = try act(on: decision, by: check.label, proposal, chain: chain) else {
        continue
      }
      let transition = try await decide(
        redirect.action, source: source, chain: redirect.chain, ticket: ticket, watch: watch)
      return redirected(proposal, to: transition, redirect)
    }
    return try commit(proposal, chain: chain, watch: watch)
  }

  /// Asks an asynchronous guard, in a task of its own, and waits for its answer — or
  /// for ``RouterGuards/timeout``, or until a newer navigation supersedes this one or the
  /// waiting task is cancelled: a guard that never answers (or ignores cancellation) does
  /// not keep the navigation waiting, nor anything of it but the guard's own task.
  private func answer(
    of ask: @escaping (GuardRequest) async -> GuardDecision, to request: GuardRequest
  ) async -> GuardAnswer {
    let gate = AnswerGate()
    let task = Task { [weak gate] in
      let decision = await ask(request)
      gate?.open(with: .decided(decision))
    }
    pipeline.cancelInFlight = { [weak gate] in
      task.cancel()
      gate?.open(with: .cancelled)
    }
    if let timeout = pipeline.timeout {
      gate.timer = Task { [weak gate] in
        try? await Task.sleep(for: timeout)
        guard !Task.isCancelled else { return }
        task.cancel()
        let parts = timeout.components
        gate?.open(
          with: .timedOut(Double(parts.seconds) + Double(parts.attoseconds) / 1e18))
      }
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { gate.wait($0) }
    } onCancel: {
      task.cancel()
      Task { @MainActor [weak gate] in gate?.open(with: .cancelled) }
    }
  }

  // MARK: Shared steps

  /// A guard's redirect: the action to decide instead, with the chain that leads to it.
  struct Redirect {
    var action: NavigationAction
    var chain: RedirectChain
    var keepsPending: Bool
    var guardName: String
  }

  /// Acts on one guard's decision about `proposal`, the step the synchronous and the
  /// asynchronous loops share: an allowed proposal passes to the next guard (`nil`), a
  /// denied one throws once the denial is told, a redirected one returns the action to
  /// decide in its place.
  ///
  /// - Throws: ``NavigationError/denied(guard:reason:)``, or
  ///   ``NavigationError/redirectLoop(_:)`` past ``Router/redirectLimit``.
  private func act(
    on decision: GuardDecision, by name: String, _ proposal: Proposal, chain: RedirectChain
  ) throws(NavigationError) -> Redirect? {
    switch decision {
    case .allow:
      return nil
    case .deny(let reason):
      throw deny(proposal, guard: name, reason: reason, chain: chain)
    case .redirect(let next, let keepsPending):
      return Redirect(
        action: next, chain: try chain.adding(proposal.request, by: name),
        keepsPending: keepsPending, guardName: name)
    }
  }

  /// Ends a redirect decided as `transition`: keeps `proposal` for later when the guard
  /// asked to.
  private func redirected(
    _ proposal: Proposal, to transition: NavigationTransition, _ redirect: Redirect
  ) -> NavigationTransition {
    if redirect.keepsPending { keep(proposal, redirected: transition, by: redirect.guardName) }
    return transition
  }

  struct Proposal {
    var request: GuardRequest
    var ids: IDGenerator
    var revision: Int
  }

  /// The transition of an action that changes nothing: no commit, no event.
  private func unchanged() -> NavigationTransition {
    NavigationTransition(state: current, changes: NavigationChanges(empty: ()))
  }

  /// The state `action` would produce, without committing it.
  private func propose(
    _ action: NavigationAction, source: NavigationSource
  ) throws(NavigationError) -> Proposal {
    var nextIDs = core.ids
    let transition = try current.transition(applying: action, ids: &nextIDs)
    return Proposal(
      request: GuardRequest(
        action: action, source: source, current: current, proposed: transition.state,
        changes: transition.changes),
      ids: nextIDs, revision: core.commitCount)
  }

  /// Commits a proposal that every guard allowed, reporting the redirects that led to it
  /// first.
  ///
  /// - Throws: ``NavigationError/cancelled`` when an observer of those redirects changed
  ///   the tree: that newer change wins, and this proposal, made on the tree before it,
  ///   is dropped rather than committed over it.
  private func commit(
    _ proposal: Proposal, chain: RedirectChain, watch: CommitWatch?
  ) throws(NavigationError) -> NavigationTransition {
    watch?.redirectedBy = chain.steps.first?.guardName
    // What observers of the redirects ask for waits until the decision is committed.
    return try holdingDeferredCalls { () throws(NavigationError) -> NavigationTransition in
      let cause = reportRedirects(chain)
      guard proposal.revision == core.commitCount else { throw .cancelled }
      // A redirect to an action that changes nothing: its redirects are reported, nothing
      // is committed.
      if proposal.request.changes.isEmpty { return unchanged() }
      hub.beforeDelivery = watch?.committed
      defer { hub.beforeDelivery = nil }
      return commit(
        proposal.request.proposed, ids: proposal.ids, action: proposal.request.action,
        source: proposal.request.source, changes: proposal.request.changes, cause: cause)
    }
  }

  private func deny(
    _ proposal: Proposal, guard name: String, reason: String, chain: RedirectChain
  ) -> NavigationError {
    let request = proposal.request
    // What observers of these events ask for waits until the denial is told.
    try? holdingDeferredCalls { () throws(NavigationError) in
      let cause = reportRedirects(chain)
      emit(
        action: request.action, source: request.source,
        kind: .denied(guard: name, reason: reason), cause: cause)
    }
    if request.source == .user {
      // The host already moved (a swipe back, a sheet swiped down): make it read the
      // unchanged state again so that it puts the screen back.
      refresh(request.changes.stacks.map(\.stack) + request.changes.dismissed.flatMap(\.stacks))
    }
    return .denied(guard: name, reason: reason)
  }

  /// The redirects that led to the action being decided, oldest first, not reported yet.
  ///
  /// Their events are produced only when the navigation ends in a decision (a commit or a
  /// denial), just before that decision's own event, so that a redirect that fails (to a
  /// missing stack, in a loop, cancelled by a newer navigation) leaves no event behind.
  struct RedirectChain {
    /// An action a guard redirected.
    struct Step {
      var action: NavigationAction
      var source: NavigationSource
      var guardName: String
    }

    /// The redirected actions, oldest first.
    private(set) var steps: [Step] = []

    /// This chain followed by `request`'s action, redirected by the guard `name`.
    ///
    /// - Throws: ``NavigationError/redirectLoop(_:)`` past ``Router/redirectLimit``.
    func adding(_ request: GuardRequest, by name: String) throws(NavigationError) -> RedirectChain {
      guard steps.count < Router.redirectLimit else {
        throw .redirectLoop(steps.map(\.guardName) + [name])
      }
      var next = self
      next.steps.append(Step(action: request.action, source: request.source, guardName: name))
      return next
    }
  }

  /// Produces the events of `chain`'s redirects, each caused by the one before; returns
  /// the sequence number of the last, the cause of what follows (`nil` for no redirect).
  private func reportRedirects(_ chain: RedirectChain) -> Int? {
    var cause: Int?
    for step in chain.steps {
      cause = emit(
        action: step.action, source: step.source, kind: .redirected(guard: step.guardName),
        cause: cause)
    }
    return cause
  }

  private func keep(
    _ proposal: Proposal, redirected transition: NavigationTransition, by guardName: String
  ) {
    pipeline.pending = PendingNavigation(
      action: proposal.request.action, source: proposal.request.source,
      holderStack: transition.changes.presented.last?.stacks.first, guardName: guardName,
      keptAt: core.sequence)
  }
}

/// How waiting for an asynchronous guard ended.
private enum GuardAnswer {
  case decided(GuardDecision)
  case cancelled
  case timedOut(Double)
}

/// Hands over the first of a guard's answer, a cancellation or a timeout to the navigation
/// waiting for it.
@MainActor
private final class AnswerGate {
  private var waiter: CheckedContinuation<GuardAnswer, Never>?
  private var answer: GuardAnswer?
  /// Ends the wait at the router's guard timeout; cancelled when the wait ends first.
  var timer: Task<Void, Never>?

  /// Waits for ``open(with:)``; resumes at once when it was called already.
  func wait(_ continuation: CheckedContinuation<GuardAnswer, Never>) {
    if let answer {
      continuation.resume(returning: answer)
    } else {
      waiter = continuation
    }
  }

  /// Ends the wait with `answer`; later calls do nothing.
  func open(with answer: GuardAnswer) {
    guard self.answer == nil else { return }
    self.answer = answer
    timer?.cancel()
    timer = nil
    waiter?.resume(returning: answer)
    waiter = nil
  }
}
