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
    if action.isDialogAnswer {
      // Asks no guard, so waits for none.
      return try send(action, source: source)
    }
    if pipeline.isNavigating, pipeline.policy == .latestWins,
      let unchanged = unchangedTransition(for: action)
    {
      // Changes nothing: it does not cancel the navigation in flight. (A queued one is
      // decided on the state after the one in flight, so it waits its turn.)
      return unchanged
    }
    let ticket = try await pipeline.begin()
    defer { pipeline.end(ticket) }
    return try await decide(action, source: source, ticket: ticket, watch: watch)
  }

  /// See ``RouterGuards/resumePending()``; runs past the gate.
  func resumePendingNavigation() throws(NavigationError) -> NavigationTransition? {
    guard let pending = pipeline.pending else { return nil }
    var actions: [NavigationAction] = []
    if let holder = pending.holderStack, current.hasStack(holder) {
      actions.append(.dismissLayer(holding: holder))
    }
    if let holder = pending.holderDialog, let dialog = holder.dialog,
      current.stack(holder.presenter)?.dialog == dialog
    {
      actions.append(.dismissDialog(on: .stack(holder.presenter)))
    }
    actions.append(pending.action)
    pipeline.isResumingPending = true
    defer { pipeline.isResumingPending = false }
    let transition = try decideAtOnce(
      actions.count == 1 ? pending.action : .batch(actions), source: pending.source)
    // Done with it, unless a guard redirected it again and kept it anew.
    if pipeline.pending?.keptAt == pending.keptAt { pipeline.pending = nil }
    return transition
  }

  // MARK: Driving the guard machine

  /// Decides `action` now, past the gate: in place when no guard has to be asked,
  /// otherwise with guards that answer at once, and commits it. The synchronous driver of
  /// `GuardMachine`.
  ///
  /// - Throws: ``NavigationError/needsAsyncGuard(_:)`` when an asynchronous guard has to
  ///   decide, ``NavigationError/navigationInFlight`` when one decides an earlier navigation
  ///   under ``GuardPolicy/queue``, and what deciding throws.
  @discardableResult
  func decideAtOnce(
    _ action: NavigationAction, source: NavigationSource
  ) throws(NavigationError) -> NavigationTransition {
    if pipeline.isIdleWithoutGuards || action.isDialogAnswer {
      // Nothing to ask (a dialog's answer asks no guard: choosing a button always closes
      // it): change the live state in place, which keeps pushes O(1).
      return try applyUnguarded(action, source: source, cause: nil)
    }
    if pipeline.isNavigating, pipeline.policy == .latestWins,
      let unchanged = unchangedTransition(for: action)
    {
      // Changes nothing: it does not cancel the navigation in flight. (A queued one is
      // decided on the state after the one in flight, so it waits its turn.)
      return unchanged
    }
    try pipeline.beginSynchronous()
    if !pipeline.hasGuards {
      // The navigation in flight was superseded, and there is nothing to ask.
      return try applyUnguarded(action, source: source, cause: nil)
    }
    var machine = GuardMachine(action, source: source)
    switch try advance(&machine, watch: nil) {
    case .decided(let transition): return transition
    case .waits(let name, _, _): throw .needsAsyncGuard(name)
    case .answered: return unchanged()  // Only a question gets an answer.
    }
  }

  /// Decides `action`, waiting for asynchronous guards, and commits it: the asynchronous
  /// driver of `GuardMachine`, for the navigation with `ticket`.
  func decide(
    _ action: NavigationAction, source: NavigationSource, ticket: Int,
    watch: CommitWatch? = nil
  ) async throws(NavigationError) -> NavigationTransition {
    var machine = GuardMachine(action, source: source)
    while true {
      switch try advance(&machine, watch: watch) {
      case .decided(let transition):
        return transition
      case .answered:
        // Only a question that asks nothing more gets an answer; this one commits.
        return unchanged()
      case .waits(let name, let ask, let proposal):
        let answer = await self.answer(of: ask, to: proposal.request)
        // A newer navigation owns the bookkeeping now: leave it alone.
        guard pipeline.isCurrent(ticket), !Task.isCancelled else { throw .cancelled }
        let decision: GuardDecision
        switch answer {
        case .decided(let answer): decision = answer
        case .cancelled: throw .cancelled
        case .timedOut(let seconds): throw .guardTimedOut(name, seconds: seconds)
        }
        pipeline.cancelInFlight = nil
        if proposal.revision == core.commitCount {
          machine.decided(decision)
        } else {
          // Something changed the tree while the guard decided: decide again on it.
          machine.reconsider()
        }
      }
    }
  }

  /// Where driving a `GuardMachine` stopped.
  private enum Advance {
    /// Committed, or nothing to commit.
    case decided(NavigationTransition)
    /// An asynchronous guard has to decide `proposal`.
    case waits(String, (GuardRequest) async -> GuardDecision, GuardMachine.Proposal)
    /// Asked only whether the guards refuse the action at once: whether they do.
    case answered(refused: Bool)
  }

  /// Carries out `machine`'s steps until it is decided or waits for an asynchronous
  /// guard: the one loop over the guards' decisions, which every driver runs.
  ///
  /// - Parameter asking: Whether only to ask whether the guards refuse the action at once,
  ///   committing and telling nothing: a denial answers `true`; a redirect (the action may
  ///   go ahead elsewhere), an asynchronous guard that has something to decide, or every
  ///   guard allowing it answers `false`.
  private func advance(
    _ machine: inout GuardMachine, watch: CommitWatch?, asking: Bool = false
  ) throws(NavigationError) -> Advance {
    while true {
      switch try machine.next() {
      case .propose(let action, let source):
        if asking, !machine.trail.steps.isEmpty { return .answered(refused: false) }
        machine.proposed(try propose(action, source: source), guards: pipeline.guards)
      case .ask(_, let ask, let request):
        machine.decided(ask(request))
      case .wait(let name, let ask, let proposal):
        if asking { return .answered(refused: false) }
        return .waits(name, ask, proposal)
      case .unchanged:
        if asking { return .answered(refused: false) }
        return .decided(unchanged())
      case .deny(let proposal, let trail, let name, let reason):
        if asking { return .answered(refused: true) }
        throw deny(proposal, guard: name, reason: reason, trail: trail)
      case .commit(let proposal, let trail):
        if asking { return .answered(refused: false) }
        return .decided(try commit(proposal, trail: trail, watch: watch))
      }
    }
  }

  /// Whether the guards refuse, at once, `action` from `source` (see
  /// `advance(_:watch:asking:)`). Commits nothing and tells nothing.
  func guardsRefuseAtOnce(_ action: NavigationAction, source: NavigationSource) -> Bool {
    guard pipeline.hasGuards else { return false }
    var machine = GuardMachine(action, source: source)
    guard case .answered(let refused)? = try? advance(&machine, watch: nil, asking: true)
    else { return false }
    return refused
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

  // MARK: Carrying out the decision

  /// The transition of an action that changes nothing: no commit, no event.
  private func unchanged(redirectedBy: String? = nil) -> NavigationTransition {
    NavigationTransition(
      state: current, changes: NavigationChanges(), redirectedBy: redirectedBy)
  }

  /// The state `action` would produce, without committing it.
  private func propose(
    _ action: NavigationAction, source: NavigationSource
  ) throws(NavigationError) -> GuardMachine.Proposal {
    var nextIDs = core.ids
    let transition = try current.transition(applying: action, ids: &nextIDs)
    var request = GuardRequest(
      action: action, source: source, current: current, proposed: transition.state,
      changes: transition.changes)
    request.resumesPending = pipeline.isResumingPending
    return GuardMachine.Proposal(request: request, ids: nextIDs, revision: core.commitCount)
  }

  /// Commits a proposal that every guard allowed, reporting the redirects that led to it
  /// first, and keeps the navigation a redirect asked to keep before anyone hears of the
  /// commit.
  ///
  /// - Throws: ``NavigationError/cancelled`` when an observer of those redirects changed
  ///   the tree: that newer change wins, and this proposal, made on the tree before it,
  ///   is dropped rather than committed over it.
  private func commit(
    _ proposal: GuardMachine.Proposal, trail: RedirectTrail, watch: CommitWatch?
  ) throws(NavigationError) -> NavigationTransition {
    // What observers of the redirects ask for waits until the decision is committed.
    try holdingDeferredCalls { () throws(NavigationError) -> NavigationTransition in
      let cause = reportRedirects(trail)
      guard proposal.revision == core.commitCount else { throw .cancelled }
      let changes = proposal.request.changes
      if let kept = trail.kept {
        pipeline.pending = PendingNavigation(
          action: kept.action, source: kept.source,
          holderStack: changes.presented.last?.stacks.first,
          holderDialog: changes.presented.last.flatMap { $0.dialog == nil ? nil : $0 },
          guardName: kept.guardName,
          keptAt: core.sequence)
      }
      // A redirect to an action that changes nothing: its redirects are reported, nothing
      // is committed.
      if changes.isEmpty { return unchanged(redirectedBy: trail.redirectedBy) }
      hub.beforeDelivery = watch?.committed
      defer { hub.beforeDelivery = nil }
      var transition = commit(
        proposal.request.proposed, ids: proposal.ids, action: proposal.request.action,
        source: proposal.request.source, changes: changes, cause: cause)
      transition.redirectedBy = trail.redirectedBy
      return transition
    }
  }

  private func deny(
    _ proposal: GuardMachine.Proposal, guard name: String, reason: String, trail: RedirectTrail
  ) -> NavigationError {
    let request = proposal.request
    // What observers of these events ask for waits until the denial is told.
    try? holdingDeferredCalls { () throws(NavigationError) in
      let cause = reportRedirects(trail)
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

  /// Produces the events of `trail`'s redirects, each caused by the one before; returns
  /// the sequence number of the last, the cause of what follows (`nil` for no redirect).
  private func reportRedirects(_ trail: RedirectTrail) -> Int? {
    var cause: Int?
    for step in trail.steps {
      cause = emit(
        action: step.action, source: step.source, kind: .redirected(guard: step.guardName),
        cause: cause)
    }
    return cause
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
