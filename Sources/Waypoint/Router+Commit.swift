extension Router {
  /// Makes `next` the live state and tells everyone: readers of what changed, scopes of
  /// entries that left, event observers. Used by the guarded paths, which computed `next`
  /// on a copy.
  func commit(
    _ next: NavigationState, ids nextIDs: IDGenerator, action: NavigationAction,
    source: NavigationSource, changes: NavigationChanges, cause: Int?
  ) -> NavigationTransition {
    let previous = core.state
    if !changes.isEmpty { core.state = next }
    core.ids = nextIDs
    return finish(
      changes, replacing: changes.replacedTree ? previous : nil, action: action, source: source,
      cause: cause)
  }

  /// Applies `action` in place when no guard has to be asked, and commits it.
  func applyUnguarded(
    _ action: NavigationAction, source: NavigationSource, cause: Int?
  ) throws(NavigationError) -> NavigationTransition {
    // A replaced tree is compared with the old one to tell its readers; nothing else
    // needs the old state, and keeping it would make the change copy what it touches.
    let previous = action.mayReplaceTree ? core.state : nil
    let changes = try core.apply(action)
    return finish(
      changes, replacing: changes.replacedTree ? previous : nil, action: action, source: source,
      cause: cause)
  }

  /// Counts and announces a change already applied to `core.state`; a change that
  /// changes nothing is neither counted nor announced.
  private func finish(
    _ changes: consuming NavigationChanges, replacing previous: NavigationState?,
    action: NavigationAction, source: NavigationSource, cause: Int?
  ) -> NavigationTransition {
    guard !changes.isEmpty else {
      return NavigationTransition(state: core.state, changes: changes)
    }
    let commit = core.beginCommit()
    announce(
      copy changes, commit, replacing: previous, action: .action(action), source: source,
      cause: cause)
    return NavigationTransition(state: commit.state, changes: changes)
  }

  /// Tells about a commit that `RouterCore.beginCommit()` counted: readers of what changed,
  /// scopes of entries that left, event observers; then applies the navigations they asked
  /// for meanwhile. The action is made only when someone listens for events.
  func announce(
    _ changes: consuming NavigationChanges, _ commit: RouterCore.Commit,
    replacing previous: NavigationState?, action: PerformedAction, source: NavigationSource,
    cause: Int?
  ) {
    let state = commit.state
    delivery.isNotifying = true
    if reads.slots > 0 || reads.hasRouterReads {
      invalidateReaders(of: changes, in: state, replacing: previous)
    }
    if changes.changesStructure {
      forgetSlotsOfStacksThatLeft(changes, replacing: previous, in: state)
      if let holder = pendingNavigation?.holder, !state.contains(holder) {
        pendingNavigation = nil
      }
    }
    if commit.hasScopes {
      changes.forEachStack { change in
        guard change.removedCount > 0 else { return }
        for entry in change.removed { scopes.removeValue(forKey: entry.id)?.release() }
      }
    }
    if screens.isTracking {
      screens.committed(changes, source: source, state: state)
    }
    if commit.hasListeners {
      deliver(
        NavigationEvent(
          sequence: commit.sequence, action: action, source: source, kind: .committed,
          cause: cause, changes: changes, state: state))
    }
    endNotifying()
  }

  /// Produces an event for an action that changed nothing (denied or redirected);
  /// returns its sequence number.
  @discardableResult
  func emit(
    action: NavigationAction, source: NavigationSource, kind: NavigationEvent.Kind,
    cause: Int?
  ) -> Int {
    core.sequence += 1
    let sequence = core.sequence
    if core.hasListeners {
      delivery.isNotifying = true
      deliver(
        NavigationEvent(
          sequence: sequence, action: .action(action), source: source, kind: kind, cause: cause,
          changes: NavigationChanges(), state: current))
      endNotifying()
    }
    return sequence
  }

  private func deliver(_ event: NavigationEvent) {
    // A copy: an observer may add or remove observers; those it adds hear the next event.
    let observers = self.observers
    for observer in observers { observer.body(event) }
    guard !streams.isEmpty else { return }
    for continuation in streams.values { continuation.yield(event) }
  }

  /// Marks the end of telling about a change, then applies the navigations that were
  /// asked for meanwhile, oldest first, each as its own change with its own event. Only
  /// the outermost call applies them, so they keep their order.
  func endNotifying() {
    delivery.isNotifying = false
    guard !delivery.isDraining, !delivery.deferred.isEmpty else { return }
    delivery.isDraining = true
    while !delivery.deferred.isEmpty {
      let (action, source) = delivery.deferred.removeFirst()
      perform(action, source: source, call: "\(action) (asked for while an event was delivered)")
    }
    delivery.isDraining = false
  }
}

extension NavigationAction {
  /// Whether the action may replace the tree: a replacement, or a batch (which may hold
  /// one; a batch shares the old tree anyway, to restore it if an action fails).
  var mayReplaceTree: Bool {
    switch self {
    case .replaceState, .batch: true
    default: false
    }
  }
}
