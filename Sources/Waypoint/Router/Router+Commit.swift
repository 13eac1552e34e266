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

  /// Tells about a commit that `RouterCore.beginCommit()` counted (after bringing the index
  /// of pushed screens up to date with it): readers of what changed,
  /// scopes of entries that left, the recorder, event observers; then applies the
  /// navigations they asked for meanwhile. The action is made only when someone listens for
  /// events. `recorded` says that the recorder kept the change already: the router's own
  /// push and pop hand it their entry or count directly (`NavigationRecorder.keptOwnPush`).
  func announce(
    _ changes: consuming NavigationChanges, _ commit: RouterCore.Commit,
    replacing previous: NavigationState?, action: PerformedAction, source: NavigationSource,
    cause: Int?, recorded: Bool = false
  ) {
    let state = commit.state
    if screens.isIndexing {
      screens.updateIndex(with: changes)
    }
    hub.beginNotifying()
    if tracker.hasReaders {
      tracker.invalidateReaders(of: changes, in: state, replacing: previous)
    }
    if changes.reshapesTree {
      tracker.forgetSlotsOfStacksThatLeft(changes, replacing: previous, in: state)
      if let holder = pipeline.pending?.holderStack, !state.hasStack(holder) {
        pipeline.pending = nil
      }
      if let holder = pipeline.pending?.holderDialog {
        settlePending(askedBy: holder, after: changes, in: state)
      }
    }
    if screens.isTracking {
      screens.committed(changes, source: source, state: state)
    }
    if dialogs.isTracking {
      dialogs.committed(changes, source: source, state: state)
    }
    if let watch = hub.takeBeforeDelivery() {
      watch(changes, state)
    }
    if !recorded, let recorder = hub.recorder {
      recorder.committed(
        changes, action: action, source: source, cause: cause, sequence: commit.sequence,
        state: state, nextID: commit.nextID)
    }
    if hub.hasListeners {
      hub.deliver(
        NavigationEvent(
          sequence: commit.sequence, action: action, source: source, kind: .committed,
          cause: cause, changes: changes, state: state))
    }
    hub.endNotifying()
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
    if let recorder = hub.recorder {
      recorder.decided(
        action, kind: kind, source: source, cause: cause, sequence: sequence,
        nextID: core.ids.next)
    }
    if hub.hasListeners {
      hub.beginNotifying()
      hub.deliver(
        NavigationEvent(
          sequence: sequence, action: .action(action), source: source, kind: kind, cause: cause,
          changes: NavigationChanges(), state: current))
      hub.endNotifying()
    }
    return sequence
  }

  /// Runs `body`, then applies the calls observers asked for meanwhile (see
  /// `EventHub.holdingDeferredCalls(_:)`).
  func holdingDeferredCalls<T, Failure: Error>(
    _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    try hub.holdingDeferredCalls(body)
  }
}

extension Router {
  /// Resumes or drops the pending navigation whose redirect asked the dialog `holder`, once
  /// that dialog closed: resumed (after this commit, as a deferred call) when its
  /// destructive button was chosen, dropped on any other ending.
  private func settlePending(
    askedBy holder: LayerChange, after changes: NavigationChanges, in state: NavigationState
  ) {
    guard state.stack(holder.presenter)?.dialog != holder.dialog else { return }
    guard let closed = changes.dismissed.last(where: { $0.isSameLayer(as: holder) }) else {
      // It left another way (a restore, a replaced tree, its stack dismissed).
      pipeline.pending = nil
      return
    }
    let chosen = closed.answer.flatMap { answer in
      closed.dialog?.buttons.indices.contains(answer.button) == true
        ? closed.dialog?.buttons[answer.button] : nil
    }
    guard chosen?.role == .destructive else {
      pipeline.pending = nil
      return
    }
    // Deferred behind this commit's event, as every call from inside a commit is; a failure
    // goes to `onFailure`, and the navigation stays pending.
    _ = try? guards.resumePending()
  }
}

extension NavigationAction {
  /// Whether the action answers a dialog, which no guard is asked about.
  var isDialogAnswer: Bool {
    if case .answerDialog = self { return true }
    return false
  }

  /// Whether the action may replace the tree: a replacement, or a batch (which may hold
  /// one; a batch shares the old tree anyway, to restore it if an action fails).
  var mayReplaceTree: Bool {
    switch self {
    case .replaceState, .batch: true
    default: false
    }
  }
}

/// Watches the commit that decides one navigation: what to do once its change is
/// committed, before any event observer hears of it (and so before any call an observer
/// makes).
@MainActor
final class CommitWatch {
  /// Called with the committed change and the state after it.
  let committed: @MainActor (NavigationChanges, NavigationState) -> Void

  init(committed: @escaping @MainActor (NavigationChanges, NavigationState) -> Void) {
    self.committed = committed
  }
}
