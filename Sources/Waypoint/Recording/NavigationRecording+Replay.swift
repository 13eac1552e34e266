extension NavigationRecording {
  /// Replays the recording into a new router that starts from ``start``, and compares the
  /// tree after each step with the recorded one.
  ///
  /// ```swift
  /// let report = try await recording.replay()
  /// if let divergence = report.divergence { print(divergence) }
  /// ```
  ///
  /// A new router has no guard, so ``ReplayMode/redecide`` needs
  /// ``replay(into:mode:ignoringEntryIDs:)`` with a router that has the app's guards.
  ///
  /// - Parameter ignoringEntryIDs: Whether trees that differ only in their entry IDs
  ///   match (an app whose IDs are numbered differently now).
  /// - Returns: The steps that matched, and the first divergence.
  /// - Throws: ``ReplayError`` when the recording cannot be replayed; nothing is replayed.
  @MainActor
  public func replay(ignoringEntryIDs: Bool = false) async throws(ReplayError) -> ReplayReport {
    let trees = try replayableTrees()
    let router = Router(start, ids: IDGenerator(startingAt: startNextID))
    return await replaying(
      trees, into: router, mode: .asRecorded, ignoringEntryIDs: ignoringEntryIDs)
  }

  /// Replays the recording into `router`, and compares the tree after each step with the
  /// recorded one; the first step whose tree differs ends the replay.
  ///
  /// The router's tree is first replaced by ``start`` (one change, source
  /// ``NavigationSource/restoration``, asking no guard), with its entries' IDs as
  /// recorded. In ``ReplayMode/asRecorded`` mode each committed change is applied again
  /// without asking a guard; in ``ReplayMode/redecide`` mode each action the app, the user
  /// or a link asked for goes through the router's guards again (asynchronous ones are
  /// awaited), and a redirect's events are compared once its guards have decided.
  ///
  /// ```swift
  /// let router = Router()
  /// router.guards.add(NavigationGuard("login") { _ in .allow })  // the guard as it is now
  /// let report = try await recording.replay(into: router, mode: .redecide)
  /// ```
  ///
  /// - Parameters:
  ///   - router: The router to replay into: for ``ReplayMode/redecide``, one with the
  ///     app's guards. Observers it has hear every replayed change.
  ///   - mode: Whether the recorded decisions are used, or the guards decide again.
  ///   - ignoringEntryIDs: Whether trees that differ only in their entry IDs match.
  /// - Returns: The steps that matched, and the first divergence.
  /// - Throws: ``ReplayError`` when the recording cannot be replayed; the router is
  ///   unchanged then. Replay into a router with no navigation in flight.
  @MainActor
  public func replay(
    into router: Router, mode: ReplayMode = .asRecorded, ignoringEntryIDs: Bool = false
  ) async throws(ReplayError) -> ReplayReport {
    let trees = try replayableTrees()
    try router.installForReplay(start, nextID: startNextID)
    return await replaying(trees, into: router, mode: mode, ignoringEntryIDs: ignoringEntryIDs)
  }

  /// The tree after each event, for a recording that can be replayed: one that names no
  /// route by its type only, and whose events fit the trees before them.
  private func replayableTrees() throws(ReplayError) -> [NavigationState] {
    if let unknown = unknownRoutes.first {
      throw .unknownRouteType(unknown.typeName, line: unknown.line)
    }
    return try expectedTrees()
  }

  /// Replays every event into `router`, which holds ``start``, comparing the tree after
  /// each with `trees`, the recorded ones.
  @MainActor
  private func replaying(
    _ trees: [NavigationState], into router: Router, mode: ReplayMode, ignoringEntryIDs: Bool
  ) async -> ReplayReport {
    var breadcrumbs: [String] = []
    var matched = 0
    let first = events.first?.time
    for (index, event) in events.enumerated() {
      var failure: NavigationError?
      // Re-decided, what the guards did with the action: the first event it produced.
      var decided: NavigationEvent.Kind??
      let watching = mode == .redecide && event.cause == nil && event.sequence != nil
      let registration = watching ? router.events.observe { decided = decided ?? $0.kind } : nil
      do throws(NavigationError) {
        try await router.replay(event, mode: mode)
      } catch {
        failure = error
      }
      if let registration { router.events.remove(registration) }
      if watching, let otherwise = event.kind.decidedOtherwise(decided ?? nil) {
        let divergence = ReplayDivergence(
          step: index + 1, event: event, expected: trees[index], actual: router.current,
          error: failure, decision: otherwise)
        return ReplayReport(
          matchedSteps: matched, divergence: divergence, breadcrumbs: breadcrumbs)
      }
      // A redirect and the changes it led to are decided as one: compare after the last.
      if mode == .redecide, index + 1 < events.count, events[index + 1].cause != nil {
        continue
      }
      let actual = router.current
      let expected = trees[index]
      guard
        actual == expected
          || (ignoringEntryIDs && actual.difference(from: expected, ignoringEntryIDs: true) == nil)
      else {
        let divergence = ReplayDivergence(
          step: index + 1, event: event, expected: expected, actual: actual, error: failure,
          decision: nil)
        return ReplayReport(
          matchedSteps: matched, divergence: divergence, breadcrumbs: breadcrumbs)
      }
      matched = index + 1
      if event.isCommitted {
        breadcrumbs.append(event.breadcrumb(after: actual, since: first ?? event.time))
      }
    }
    return ReplayReport(matchedSteps: matched, divergence: nil, breadcrumbs: breadcrumbs)
  }
}

extension Router {
  /// Replaces the tree with `state` for a replay, asking no guard, keeping the entries'
  /// IDs, and makes the next new ID carry `nextID` (or the first past the tree's IDs).
  func installForReplay(_ state: NavigationState, nextID: UInt64) throws(ReplayError) {
    // A generator that has given no ID yet keeps every ID of the new tree.
    let previous = core.ids
    core.ids = IDGenerator()
    do {
      try holdingDeferredCalls { () throws(NavigationError) in
        _ = try applyUnguarded(.replaceState(state), source: .restoration, cause: nil)
      }
    } catch {
      core.ids = previous
      throw .startRefused(error)
    }
    var ids = IDGenerator(startingAt: nextID)
    ids.reserveIDs(in: core.state)
    core.ids = ids
  }

  /// Applies one recorded event again.
  fileprivate func replay(_ event: RecordedEvent, mode: ReplayMode) async throws(NavigationError) {
    if case .widthChanged(let width, let split) = event.kind {
      _ = try setWidth(width, ofSplit: split)
      return
    }
    guard let action = event.action else { return }
    switch mode {
    case .asRecorded:
      guard event.isCommitted else { return }
      try holdingDeferredCalls { () throws(NavigationError) in
        _ = try applyUnguarded(action, source: event.source, cause: event.cause)
      }
    case .redecide:
      // What a guard did is decided again; a failed call changed nothing.
      guard event.cause == nil else { return }
      if case .failed = event.kind { return }
      try await navigate(action, source: event.source)
    }
  }
}

extension RecordedEvent.Kind {
  /// How the guards decided otherwise than the recording says, in words, given the first
  /// event a re-decided action produced (`nil` when it produced none); `nil` when they
  /// decided the same.
  func decidedOtherwise(_ replayed: NavigationEvent.Kind?) -> String? {
    let recorded: String
    switch self {
    case .committed: recorded = "committed"
    case .denied(let name, _): recorded = "denied by guard \(CallText.quoted(name))"
    case .redirected(let name): recorded = "redirected by guard \(CallText.quoted(name))"
    case .failed, .widthChanged: return nil
    }
    let now: String
    switch replayed {
    case .committed?: now = "committed"
    case .denied(let name, _)?: now = "denied by guard \(CallText.quoted(name))"
    case .redirected(let name)?: now = "redirected by guard \(CallText.quoted(name))"
    case nil: now = "changed nothing"
    }
    return recorded == now ? nil : "the recording has it \(recorded); the guards now: \(now)"
  }
}
