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
    if screens.isTracking {
      screens.committed(changes, source: source, state: state)
    }
    if let watch = delivery.beforeDelivery {
      delivery.beforeDelivery = nil
      watch(changes, state)
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
    guard !delivery.isDraining, delivery.hasDeferred else { return }
    drainDeferred()
  }

  /// Applies the deferred calls, oldest first, including those they ask for in turn.
  private func drainDeferred() {
    delivery.isDraining = true
    while delivery.hasDeferred {
      let index = delivery.next
      let call = delivery.deferred[index]
      // Let go of the call once it runs: a long cascade keeps no closure it has applied.
      delivery.deferred[index] = nil
      delivery.next = index + 1
      guard let call else { continue }
      delivery.applying = call.chain
      call.apply()
    }
    delivery.deferred.removeAll()
    delivery.next = 0
    delivery.applying = []
    delivery.isDraining = false
  }

  /// Queues `apply`, a call asked for while an event is delivered, to run once that event
  /// has reached everyone. A call that would make the chain of deferred calls longer than
  /// ``Router/deferredCallLimit``, or the cascade larger than
  /// ``Router/deferredCascadeLimit``, is not applied: its failure is reported in its place.
  func deferCall(
    _ call: String, source: NavigationSource, _ apply: @escaping @MainActor () -> Void
  ) {
    var chain = delivery.applying
    chain.append(call)
    let error: NavigationError? =
      if chain.count > Router.deferredCallLimit {
        .deferredCallLimit(chain)
      } else if delivery.deferred.count >= Router.deferredCascadeLimit {
        // The queue holds every call of this cascade, applied or not.
        .deferredCascadeLimit(chain)
      } else {
        nil
      }
    if let error {
      delivery.deferred.append(
        RouterCore.DeferredCall(chain: chain) { [weak self] in
          self?.fail(NavigationFailure(call: call, error: error, source: source))
        })
    } else {
      delivery.deferred.append(RouterCore.DeferredCall(chain: chain, apply: apply))
    }
  }

  /// Runs `body`, then applies the calls observers asked for meanwhile.
  ///
  /// Used for a call with the report of its failure, so that the calls its events asked for
  /// follow its failure as they would follow its return; and for the events of a
  /// decision's redirects with its commit, as one delivery, so that a call an observer of
  /// a redirect makes cannot undo that redirect before it is committed.
  func holdingDeferredCalls<T, Failure: Error>(
    _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    guard !delivery.isDraining else { return try body() }
    delivery.isDraining = true
    let result: Result<T, Failure>
    do throws(Failure) {
      result = .success(try body())
    } catch {
      result = .failure(error)
    }
    delivery.isDraining = false
    if delivery.hasDeferred { drainDeferred() }
    return try result.get()
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

/// Watches the commit that decides one navigation: which guard redirected it, and what
/// to do once its change is committed, before any event observer hears of it (and so
/// before any call an observer makes).
@MainActor
final class CommitWatch {
  /// The guard that redirected the navigation, when one did.
  var redirectedBy: String?
  /// Called with the committed change and the state after it.
  let committed: @MainActor (NavigationChanges, NavigationState) -> Void

  init(committed: @escaping @MainActor (NavigationChanges, NavigationState) -> Void) {
    self.committed = committed
  }
}
