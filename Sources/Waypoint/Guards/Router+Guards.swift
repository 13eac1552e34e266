extension Router {
  /// The most redirects in a row before the router gives up with
  /// ``NavigationError/redirectLoop(_:)``.
  static let redirectLimit = 8

  /// Registers a guard; guards run in registration order.
  @discardableResult
  public func addGuard(_ guard: NavigationGuard) -> GuardRegistration {
    nextGuardID += 1
    let registration = GuardRegistration(id: nextGuardID)
    guards.append((registration, `guard`))
    return registration
  }

  /// Removes a guard.
  public func removeGuard(_ registration: GuardRegistration) {
    guards.removeAll { $0.registration == registration }
  }

  /// Applies `action` through every guard, waiting for asynchronous ones.
  ///
  /// While an asynchronous guard decides, nothing changes. What happens to a navigation
  /// that starts meanwhile depends on ``guardPolicy``: by default it cancels this one,
  /// which then throws ``NavigationError/cancelled`` having changed nothing.
  ///
  /// - Returns: The state after and what changed.
  /// - Throws: ``NavigationError``; the state is unchanged.
  @discardableResult
  public func navigate(
    _ action: NavigationAction, source: NavigationSource = .program
  ) async throws(NavigationError) -> NavigationTransition {
    let ticket = await beginNavigation()
    defer { endNavigation() }
    return try await decide(action, source: source, redirects: [], cause: nil, ticket: ticket)
  }

  /// Applies the navigation a guard kept for later (for example after the user logged
  /// in), dismissing the layer the redirect presented, as one change through the guards.
  ///
  /// - Returns: The transition, or `nil` when nothing is pending.
  @discardableResult
  public func resumePendingNavigation() throws(NavigationError) -> NavigationTransition? {
    guard let pending = pendingNavigation else { return nil }
    pendingNavigation = nil
    var actions: [NavigationAction] = []
    if let holder = pending.holder, current.contains(holder) {
      actions.append(.dismissLayer(holding: holder))
    }
    actions.append(pending.action)
    return try send(actions.count == 1 ? pending.action : .batch(actions), source: pending.source)
  }

  /// Forgets the pending navigation without applying it.
  public func dropPendingNavigation() {
    pendingNavigation = nil
  }

  // MARK: Synchronous

  /// Starts a synchronous navigation: it cancels one an asynchronous guard is deciding
  /// (``GuardPolicy/latestWins``) or refuses to jump the queue (``GuardPolicy/queue``).
  func beginSynchronousNavigation() throws(NavigationError) {
    guard core.isNavigating else { return }
    switch guardPolicy {
    case .latestWins:
      core.generation &+= 1
      cancelInFlight?()
    case .queue:
      throw .navigationPending
    }
  }

  func decideSynchronously(
    _ action: NavigationAction, source: NavigationSource, redirects: [String], cause: Int?
  ) throws(NavigationError) -> NavigationTransition {
    if !core.hasGuards {
      // Nothing to ask: change the live state in place, which keeps pushes O(1).
      return try applyUnguarded(action, source: source, cause: cause)
    }
    let proposal = try propose(action, source: source)
    for (_, check) in guards {
      let decision: GuardDecision
      switch check.body {
      case .sync(let ask):
        decision = ask(proposal.request)
      case .async(let applies, _):
        guard !applies(proposal.request) else { throw .needsAsyncGuard(check.name) }
        decision = .allow
      }
      if let redirect = try settle(
        decision, of: proposal, by: check.name, redirects: redirects, cause: cause)
      {
        let transition = try decideSynchronously(
          redirect.action, source: source, redirects: redirect.redirects, cause: redirect.event)
        keep(proposal, redirected: transition, by: redirect)
        return transition
      }
    }
    return commit(
      proposal.request.proposed, ids: proposal.ids, action: action, source: source,
      changes: proposal.request.changes, cause: cause)
  }

  // MARK: Asynchronous

  func decide(
    _ action: NavigationAction, source: NavigationSource, redirects: [String], cause: Int?,
    ticket: Int
  ) async throws(NavigationError) -> NavigationTransition {
    let proposal = try propose(action, source: source)
    for (_, check) in guards {
      let decision: GuardDecision
      switch check.body {
      case .sync(let ask):
        decision = ask(proposal.request)
      case .async(let applies, let ask):
        guard applies(proposal.request) else { continue }
        let request = proposal.request
        let task = Task { await ask(request) }
        cancelInFlight = { task.cancel() }
        decision = await withTaskCancellationHandler {
          await task.value
        } onCancel: {
          task.cancel()
        }
        cancelInFlight = nil
        guard ticket == core.generation, !Task.isCancelled else { throw .cancelled }
        if proposal.revision != core.commitCount {
          // Something changed the tree while the guard decided: decide again on it.
          return try await decide(
            action, source: source, redirects: redirects, cause: cause, ticket: ticket)
        }
      }
      if let redirect = try settle(
        decision, of: proposal, by: check.name, redirects: redirects, cause: cause)
      {
        let transition = try await decide(
          redirect.action, source: source, redirects: redirect.redirects, cause: redirect.event,
          ticket: ticket)
        keep(proposal, redirected: transition, by: redirect)
        return transition
      }
    }
    return commit(
      proposal.request.proposed, ids: proposal.ids, action: action, source: source,
      changes: proposal.request.changes, cause: cause)
  }

  /// Waits for its turn (``GuardPolicy/queue``) or cancels the navigation in progress
  /// (``GuardPolicy/latestWins``); returns this navigation's ticket.
  func beginNavigation() async -> Int {
    if core.isNavigating {
      switch guardPolicy {
      case .latestWins:
        cancelInFlight?()
      case .queue:
        // The navigation that ends hands `isNavigating` over to the first one waiting.
        await withCheckedContinuation { waiting.append($0) }
      }
    }
    core.isNavigating = true
    core.generation &+= 1
    return core.generation
  }

  func endNavigation() {
    if waiting.isEmpty {
      core.isNavigating = false
    } else {
      waiting.removeFirst().resume()
    }
  }

  // MARK: Shared steps

  struct Proposal {
    var request: GuardRequest
    var ids: IDGenerator
    var revision: Int
  }

  /// The state `action` would produce, without committing it.
  private func propose(
    _ action: NavigationAction, source: NavigationSource
  ) throws(NavigationError) -> Proposal {
    var nextIDs = core.ids
    let transition = try current.applying(action, ids: &nextIDs)
    return Proposal(
      request: GuardRequest(
        action: action, source: source, current: current, proposed: transition.state,
        changes: transition.changes),
      ids: nextIDs, revision: core.commitCount)
  }

  private func deny(
    _ proposal: Proposal, guard name: String, reason: String, cause: Int?
  ) -> NavigationError {
    let request = proposal.request
    emit(
      action: request.action, source: request.source,
      kind: .denied(guard: name, reason: reason), cause: cause)
    if request.source == .user {
      // The host already moved (a swipe back, a sheet swiped down): make it read the
      // unchanged state again so that it puts the screen back.
      refresh(request.changes.stacks.map(\.stack) + request.changes.dismissed.flatMap(\.stacks))
    }
    return .denied(guard: name, reason: reason)
  }

  /// A redirect a guard asked for, with its event already produced.
  struct Redirect {
    var action: NavigationAction
    var keepsPending: Bool
    var guardName: String
    /// The guards that redirected so far, this one included.
    var redirects: [String]
    /// The event of the redirected action.
    var event: Int
  }

  /// Acts on a guard's decision: nothing for allow, throws for deny, and for a redirect
  /// produces the redirected event and returns what to apply instead.
  private func settle(
    _ decision: GuardDecision, of proposal: Proposal, by name: String, redirects: [String],
    cause: Int?
  ) throws(NavigationError) -> Redirect? {
    switch decision {
    case .allow:
      return nil
    case .deny(let reason):
      throw deny(proposal, guard: name, reason: reason, cause: cause)
    case .redirect(let action, let keepsPending):
      guard redirects.count < Self.redirectLimit else {
        throw .redirectLoop(redirects + [name])
      }
      let event = emit(
        action: proposal.request.action, source: proposal.request.source,
        kind: .redirected(guard: name), cause: cause)
      return Redirect(
        action: action, keepsPending: keepsPending, guardName: name,
        redirects: redirects + [name], event: event)
    }
  }

  private func keep(
    _ proposal: Proposal, redirected transition: NavigationTransition, by redirect: Redirect
  ) {
    guard redirect.keepsPending else { return }
    pendingNavigation = PendingNavigation(
      action: proposal.request.action, source: proposal.request.source,
      holder: transition.changes.presented.last?.stacks.first, guardName: redirect.guardName)
  }
}
