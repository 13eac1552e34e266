import Observation

/// The owner of the live navigation state and its only mutator.
///
/// A router holds one ``NavigationState`` and applies every change to it as a
/// ``NavigationAction``: from the app (`push`, `pop`, `send`), from the host reporting what
/// the user did (source ``NavigationSource/user``), from deep links and from restoration.
/// Each committed change produces one ``NavigationEvent``.
///
/// The seed's API acts on the visible stack:
///
/// ```swift
/// let router = Router()
/// router.push(Screen.profile)
/// router.push(Screen.settings)
/// router.depth          // 2
/// router.pop(5)         // stops at the root; returns 2
/// ```
///
/// Any stack can be driven from anywhere through a handle:
///
/// ```swift
/// try router.send(.present(.sheet(Screen.settings, id: "settings")))
/// try router.stack("settings").push(Screen.about)
/// ```
///
/// Observation is per stack: a view that reads one stack's entries or depth is not
/// invalidated by a change to another stack or layer.
@MainActor
@Observable
public final class Router {
  @ObservationIgnored var core: RouterCore
  /// Bumped when a commit follows a read of ``state``.
  private var revision = 0
  /// Bumped when layers come or go or a tab is selected after a read of what depends on
  /// which stack is visible.
  private var structureRevision = 0
  @ObservationIgnored private var slots: [StackID: StackSlot] = [:] {
    didSet { core.hasSlots = !slots.isEmpty }
  }
  @ObservationIgnored private var scopes: [EntryID: EntryScope] = [:] {
    didSet { core.hasScopes = !scopes.isEmpty }
  }
  /// First-screen scopes and awaited results (see `ScreenRegistry`).
  @ObservationIgnored let screens = ScreenRegistry()
  @ObservationIgnored private var observers: [(id: Int, body: (NavigationEvent) -> Void)] = [] {
    didSet { core.hasListeners = !observers.isEmpty || !streams.isEmpty }
  }
  @ObservationIgnored private var streams: [Int: AsyncStream<NavigationEvent>.Continuation] = [:] {
    didSet { core.hasListeners = !observers.isEmpty || !streams.isEmpty }
  }
  @ObservationIgnored private var nextObserverID = 0
  @ObservationIgnored var guards: [(registration: GuardRegistration, guard: NavigationGuard)] = [] {
    didSet { core.hasGuards = !guards.isEmpty }
  }
  @ObservationIgnored var nextGuardID = 0
  /// Cancels the asynchronous work (a guard deciding, a route resolving) of the
  /// navigation in progress; called when a newer navigation wins.
  @ObservationIgnored var cancelInFlight: (() -> Void)?
  @ObservationIgnored var waiting: [CheckedContinuation<Void, Never>] = []

  /// What to do with a navigation that starts while an asynchronous guard decides an
  /// earlier one. ``GuardPolicy/latestWins`` by default.
  @ObservationIgnored public var guardPolicy: GuardPolicy = .latestWins

  /// A navigation a guard kept for later (see ``GuardDecision/redirect(_:keepsPending:)``).
  public internal(set) var pendingNavigation: PendingNavigation?

  /// Called with the error when ``perform(_:source:)`` or a non-throwing convenience
  /// (``push(_:)``, ``pop(_:)``, ``popToRoot()``) could not apply its action; the state is
  /// unchanged then.
  @ObservationIgnored public var onFailure: ((NavigationError) -> Void)?

  /// Creates a router that owns `state`.
  ///
  /// - Parameters:
  ///   - state: The initial tree; by default one stack named `main`.
  ///   - ids: Where entry and stack IDs come from. The router moves it past every ID
  ///     already in `state`. Entry IDs are unique across the router's tree: an entry
  ///     whose ID an earlier one (depth first) already has gets a fresh ID. (The public
  ///     initializers of ``NavigationState`` never build such a tree; applying actions to
  ///     a state with a generator that is behind its IDs can.)
  public init(_ state: NavigationState = NavigationState(), ids: IDGenerator = IDGenerator()) {
    var ids = ids
    ids.reserve(idsIn: state)
    self.core = RouterCore(state: state.givingUniqueEntryIDs(ids: &ids), ids: ids)
  }

  // MARK: Reading

  /// The whole tree. Reading it observes every change; prefer ``depth``,
  /// ``visibleStack`` or a ``StackHandle`` in views.
  public var state: NavigationState {
    _ = revision
    core.isStateRead = true
    return core.state
  }

  /// The top-most stack on screen: the top layer's, else the selected tab's.
  public var visibleStack: StackState {
    observeStructure()
    let stack = current.visibleStack
    slot(stack.id).observe()
    return stack
  }

  /// The number of entries on the visible stack.
  public var depth: Int { visibleStack.depth }

  /// Whether the visible stack has anything to pop.
  public var canPop: Bool { visibleStack.canPop }

  /// The layers on screen, bottom to top.
  public var visibleLayers: [(presenter: StackID, layer: PresentedLayer)] {
    observeStructure()
    return current.visibleLayers
  }

  /// The tab container that holds the tab `id`, or the root's when `id` is `nil`.
  ///
  /// Observes which tab is selected and which layers show, not the tabs' entries, so a tab
  /// bar is not redrawn when a tab's stack pushes or pops.
  public func tabContainer(holding id: StackID? = nil) -> TabContainer? {
    observeStructure()
    guard let id else {
      if case .tabs(let tabs) = current.root { return tabs }
      return nil
    }
    return current.tabContainer(holding: id)
  }

  /// A handle on the stack with `id`, which may be anywhere in the tree (or not there yet).
  public func stack(_ id: StackID) -> StackHandle {
    StackHandle(router: self, id: id)
  }

  /// The next ID the router will give out. Useful to save and restore with a snapshot.
  public var idGenerator: IDGenerator { core.ids }

  /// The live state, read without observing it.
  var current: NavigationState { core.state }

  // MARK: Changing

  /// Applies `action` through the guards and commits the result: one event, one
  /// observation update.
  ///
  /// - Parameters:
  ///   - action: What to do.
  ///   - source: Who asked; hosts report the user's gestures with ``NavigationSource/user``.
  /// - Returns: The state after and what changed. When a guard redirected the action,
  ///   the redirect's result.
  /// - Throws: ``NavigationError``; the state is unchanged. A guard's refusal is
  ///   ``NavigationError/denied(guard:reason:)``; an asynchronous guard that has to decide
  ///   is ``NavigationError/needsAsyncGuard(_:)`` (use ``navigate(_:source:)``).
  @discardableResult
  public func send(
    _ action: NavigationAction, source: NavigationSource = .program
  ) throws(NavigationError) -> NavigationTransition {
    try beginSynchronousNavigation()
    return try decideSynchronously(action, source: source)
  }

  /// Applies `action` now when every guard can decide synchronously, and otherwise starts
  /// it in a task; failures go to ``onFailure``. Never throws: the call for buttons and
  /// for hosts reporting what the user did.
  ///
  /// - Returns: The transition when the action was applied at once, else `nil`.
  @discardableResult
  public func perform(
    _ action: NavigationAction, source: NavigationSource = .program
  ) -> NavigationTransition? {
    do {
      return try send(action, source: source)
    } catch .needsAsyncGuard, .navigationPending {
      Task {
        do throws(NavigationError) {
          try await navigate(action, source: source)
        } catch {
          onFailure?(error)
        }
      }
    } catch {
      onFailure?(error)
    }
    return nil
  }

  /// Replaces the whole tree, for example with one restored from a snapshot.
  ///
  /// Entries of the old tree that are not in the new one leave the tree (their scopes are
  /// released); the ID generator moves past every ID in `state`.
  ///
  /// - Throws: ``NavigationError/duplicateStackInTree(_:first:second:)`` when `state` names a
  ///   stack twice, ``NavigationError/duplicateEntryID(_:first:second:)`` when two of its
  ///   entries share an ID; the state is unchanged.
  @discardableResult
  public func replaceState(
    with state: NavigationState, source: NavigationSource = .program
  ) throws(NavigationError) -> NavigationTransition {
    try send(.replaceState(state), source: source)
  }

  /// Pushes `route` on the visible stack.
  public func push(_ route: some Hashable & Sendable) {
    perform(.push(route))
  }

  /// Pushes `routes`, bottom first, on the visible stack, as one change.
  public func push(contentsOfRoutes routes: [any Hashable & Sendable]) {
    perform(.push(contentsOf: routes))
  }

  /// Pops up to `count` entries from the visible stack, stopping at its root.
  ///
  /// - Parameter count: How many entries to pop; must not be negative.
  /// - Returns: The number of entries popped (0 when a guard has to decide first).
  @discardableResult
  public func pop(_ count: Int = 1) -> Int {
    perform(.pop(count))?.removedCount ?? 0
  }

  /// Pops every entry of the visible stack.
  public func popToRoot() {
    perform(.popToRoot(.visible))
  }

  /// Presents a layer from the visible stack.
  public func present(_ presentation: Presentation) throws(NavigationError) {
    try send(.present(presentation))
  }

  /// Dismisses the top-most layer; nothing when no layer is shown.
  public func dismiss() {
    perform(.dismissTop)
  }

  /// Selects a tab; selecting the selected tab pops it to its root (unless its container
  /// turned that off).
  public func selectTab(_ id: StackID) throws(NavigationError) {
    try send(.selectTab(id))
  }

  // MARK: Commit

  /// Makes `next` the live state and tells everyone: observers of the stacks that changed,
  /// event observers, scopes of entries that left.
  func commit(
    _ next: NavigationState, ids nextIDs: IDGenerator, action: NavigationAction,
    source: NavigationSource, changes: NavigationChanges, cause: Int?
  ) -> NavigationTransition {
    let commit = core.commit(next, ids: nextIDs, changes: changes)
    return finish(commit, action: action, source: source, changes: changes, cause: cause)
  }

  /// Applies `action` in place when no guard has to be asked, and commits it.
  func applyUnguarded(
    _ action: NavigationAction, source: NavigationSource, cause: Int?
  ) throws(NavigationError) -> NavigationTransition {
    let (changes, commit) = try core.applyAndCommit(action)
    return finish(commit, action: action, source: source, changes: changes, cause: cause)
  }

  private func finish(
    _ commit: RouterCore.Commit, action: NavigationAction, source: NavigationSource,
    changes: NavigationChanges, cause: Int?
  ) -> NavigationTransition {
    if commit.notifiesState { revision &+= 1 }
    if commit.hasSlots {
      for change in changes.stacks { slots[change.stack]?.invalidate() }
    }
    if changes.changesStructure {
      if commit.notifiesStructure { structureRevision &+= 1 }
      for layer in changes.presented {
        // The presenter's `presented` changed too: hosts that show its layer observe it.
        slots[layer.presenter]?.invalidate()
        for id in layer.stacks { slots[id]?.invalidate() }
      }
      for layer in changes.dismissed {
        slots[layer.presenter]?.invalidate()
        for id in layer.stacks {
          slots[id]?.invalidate()
          slots[id] = nil
        }
      }
      if let holder = pendingNavigation?.holder, !commit.state.contains(holder) {
        pendingNavigation = nil
      }
    }
    if commit.hasScopes {
      for change in changes.stacks where change.removedCount > 0 {
        for entry in change.removed { scopes.removeValue(forKey: entry.id)?.release() }
      }
    }
    if screens.isTracking {
      screens.committed(changes, source: source, state: commit.state)
    }
    if commit.hasListeners {
      deliver(
        NavigationEvent(
          sequence: commit.sequence, action: action, source: source, kind: .committed,
          cause: cause, changes: changes, state: commit.state))
    }
    return NavigationTransition(state: commit.state, changes: changes)
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
      deliver(
        NavigationEvent(
          sequence: sequence, action: action, source: source, kind: kind, cause: cause,
          changes: NavigationChanges(), state: current))
    }
    return sequence
  }

  private func deliver(_ event: NavigationEvent) {
    for observer in observers { observer.body(event) }
    for continuation in streams.values { continuation.yield(event) }
  }

  /// Tells the observers of `stacks` to read them again: after a refused user gesture,
  /// so that the host puts back the screen it already moved.
  func refresh(_ stacks: [StackID]) {
    invalidateStructure()
    for id in stacks { slots[id]?.invalidate() }
  }

  // MARK: Events

  /// Calls `body` with every event from now on, synchronously, in order.
  @discardableResult
  public func observeEvents(_ body: @escaping (NavigationEvent) -> Void) -> EventObservation {
    nextObserverID += 1
    observers.append((nextObserverID, body))
    return EventObservation(id: nextObserverID)
  }

  /// Stops calling an observer registered with ``observeEvents(_:)``.
  public func removeObserver(_ observation: EventObservation) {
    observers.removeAll { $0.id == observation.id }
  }

  /// An async sequence of every event from now on, in order. It ends when the task that
  /// iterates it is cancelled.
  public func events(
    bufferingPolicy: AsyncStream<NavigationEvent>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<NavigationEvent> {
    nextObserverID += 1
    let id = nextObserverID
    let (stream, continuation) = AsyncStream.makeStream(
      of: NavigationEvent.self, bufferingPolicy: bufferingPolicy)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.streams[id] = nil }
    }
    streams[id] = continuation
    return stream
  }

  // MARK: Scopes

  /// The storage of the entry with `id`, made on first use and emptied when the entry
  /// leaves the tree.
  ///
  /// - Throws: ``NavigationError/entryNotInTree(_:searched:)`` when no stack holds the
  ///   entry (a scope for it would never be released).
  public func scope(for id: EntryID) throws(NavigationError) -> EntryScope {
    if let scope = scopes[id] { return scope }
    guard current.allStacks.contains(where: { $0.entries.contains(id: id) }) else {
      throw .entryNotInTree(id, searched: current.stackIDs)
    }
    let scope = EntryScope(entryID: id)
    scopes[id] = scope
    return scope
  }

  /// The number of screens that have a scope: entries, and stacks' first screens.
  public var scopeCount: Int { scopes.count + screens.rootScopeCount }

  // MARK: Observation slots

  private func observeStructure() {
    _ = structureRevision
    core.isStructureRead = true
  }

  private func invalidateStructure() {
    guard core.isStructureRead else { return }
    core.isStructureRead = false
    structureRevision &+= 1
  }

  fileprivate func slot(_ id: StackID) -> StackSlot {
    if let slot = slots[id] { return slot }
    let slot = StackSlot()
    slots[id] = slot
    return slot
  }

  func stackState(_ id: StackID) -> StackState? {
    slot(id).observe()
    return current.stack(id)
  }

  var stackIDs: [StackID] { current.stackIDs }
}

/// The observation token of one stack: reading a stack through the router observes its
/// slot, and a commit invalidates only the slots of the stacks it changed.
@Observable
private final class StackSlot {
  private var revision = 0
  /// Whether the stack was read since the last notification (see
  /// `RouterCore.isStateRead`).
  @ObservationIgnored private var isRead = false

  func observe() {
    _ = revision
    isRead = true
  }

  func invalidate() {
    guard isRead else { return }
    isRead = false
    revision &+= 1
  }
}
