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
/// Observation is exact: a view is invalidated when what it read changed, and only then.
/// A view that reads one stack's entries is not invalidated by a change to another stack
/// or layer, a view that reads ``depth`` not by a change that keeps the depth, and an
/// action that changes nothing (a pop at the root) invalidates nothing and emits no event.
///
/// Events reach every observer and stream in order. A navigation asked for while an event
/// is delivered (an observer that navigates) is applied once that event has reached
/// everyone (see ``send(_:source:)``).
@MainActor
@Observable
public final class Router {
  @ObservationIgnored var core: RouterCore
  /// What readers read since they were last notified (see `RouterCore.Reads`).
  @ObservationIgnored @exclusivity(unchecked) var reads = RouterCore.Reads()
  /// Whether a commit is being told about, and what was asked for meanwhile.
  @ObservationIgnored @exclusivity(unchecked) var delivery = RouterCore.Delivery()
  /// Observation tokens: each is bumped when a commit changes what its readers read (see
  /// `RouterCore.Reads`).
  var stateRevision = 0
  var visibleRevision = 0
  var depthRevision = 0
  var canPopRevision = 0
  var layersRevision = 0
  var tabsRevision = 0
  // The properties marked `@exclusivity(unchecked)` are read or written on every commit or
  // read.
  // Their accesses are instantaneous (a read, an assignment, a subscript), never held
  // across a call out of the router (an observer, an observation callback, a scope's
  // release), and the router is confined to the main actor, so no two accesses overlap and
  // the run-time check would only cost time. `core` keeps its check: its mutating methods
  // compare routes, which runs the app's `==`.

  /// One observation slot per stack that was read through the router.
  @ObservationIgnored @exclusivity(unchecked) var slots: [StackID: StackSlot] = [:] {
    didSet { lastSlot = nil }
  }
  /// The slot last looked up (or that there is none): a commit usually changes the stack
  /// the previous one did.
  @ObservationIgnored @exclusivity(unchecked) var lastSlot: (id: StackID, slot: StackSlot?)?
  @ObservationIgnored @exclusivity(unchecked) var scopes: [EntryID: EntryScope] = [:] {
    didSet { core.hasScopes = !scopes.isEmpty }
  }
  /// First-screen scopes and awaited results (see `ScreenRegistry`).
  @ObservationIgnored let screens = ScreenRegistry()
  @ObservationIgnored @exclusivity(unchecked)
  var observers: [(id: Int, body: (NavigationEvent) -> Void)] = [] {
    didSet { core.hasListeners = !observers.isEmpty || !streams.isEmpty }
  }
  @ObservationIgnored @exclusivity(unchecked)
  var streams: [Int: AsyncStream<NavigationEvent>.Continuation] = [:] {
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
  /// (``push(_:)``, ``pop(_:)``, ``popToRoot()``) could not apply its action, or when a
  /// navigation asked for while an event was delivered failed; the state is unchanged then.
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
    _ = stateRevision
    reads.state = true
    return core.state
  }

  /// The top-most stack on screen: the top layer's, else the selected tab's.
  ///
  /// Observes which stack that is, and that stack's root and entries.
  public var visibleStack: StackState {
    let stack = current.visibleStack
    _ = visibleRevision
    reads.visibleID = stack.id
    observeSlot(stack.id)
    return stack
  }

  /// The number of entries on the visible stack. Observes that number only.
  public var depth: Int {
    let depth = current.visibleStack.depth
    _ = depthRevision
    reads.depth = depth
    return depth
  }

  /// Whether the visible stack has anything to pop. Observes that only.
  public var canPop: Bool {
    let canPop = current.visibleStack.canPop
    _ = canPopRevision
    reads.canPop = canPop
    return canPop
  }

  /// The layers on screen, bottom to top. Observes which layers they are (presenter,
  /// style, first screen, stacks).
  public var visibleLayers: [(presenter: StackID, layer: PresentedLayer)] {
    observeVisibleLayers()
    return current.visibleLayers
  }

  /// The tab container that holds the tab `id`, or the root's when `id` is `nil`.
  ///
  /// Observes which tabs the container has, which is selected and whether reselecting
  /// pops, not the tabs' entries, so a tab bar is not redrawn when a tab's stack pushes or
  /// pops.
  public func tabContainer(holding id: StackID? = nil) -> TabContainer? {
    let container = Self.tabContainer(holding: id, in: current)
    _ = tabsRevision
    reads.tabs[id] = .some(container.map(RouterCore.TabsReading.init))
    return container
  }

  static func tabContainer(holding id: StackID?, in state: NavigationState) -> TabContainer? {
    guard let id else {
      if case .tabs(let tabs) = state.root { return tabs }
      return nil
    }
    return state.tabContainer(holding: id)
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
  /// observation update. An action that changes nothing (a pop at the root, a dismiss
  /// with nothing shown) commits nothing: no event, no update, and its transition's
  /// changes are empty.
  ///
  /// Called while the router tells about a change (from an event observer, or from code
  /// that runs as readers are notified or scopes released), `send` does not apply `action`
  /// at once: so that every observer sees every event in order, and sees the router's
  /// state as the event describes it, the router queues `action` and applies it once the
  /// current event has reached every observer and stream. `send` then returns at once a
  /// transition whose ``NavigationTransition/isDeferred`` is `true`, with the state as it
  /// is and no changes; the queued action's own event follows, and if it fails, its error
  /// goes to ``onFailure``.
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
    if !delivery.isNotifying, core.appliesAtOnce {
      // No guard to ask, no navigation in flight, no event being delivered.
      return try applyUnguarded(action, source: source, cause: nil)
    }
    if delivery.isNotifying {
      delivery.deferred.append((action, source))
      return NavigationTransition(state: current, changes: NavigationChanges(), isDeferred: true)
    }
    try beginSynchronousNavigation()
    return try decideSynchronously(action, source: source)
  }

  /// Applies `action` now when every guard can decide synchronously, and otherwise starts
  /// it in a task; failures go to ``onFailure``. Never throws: the call for buttons and
  /// for hosts reporting what the user did.
  ///
  /// - Returns: The transition when the action was applied at once, else `nil` (also
  ///   when it was queued behind the event being delivered; see ``send(_:source:)``).
  @discardableResult
  public func perform(
    _ action: NavigationAction, source: NavigationSource = .program
  ) -> NavigationTransition? {
    do {
      let transition = try send(action, source: source)
      return transition.isDeferred ? nil : transition
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
    let route = AnyRoute(route)
    guard !delivery.isNotifying, let (changes, commit) = core.pushAtOnce(route) else {
      perform(.pushRoutes([route], on: .visible))
      return
    }
    announce(
      changes, commit, replacing: nil, action: .pushOnVisibleStack(route), source: .program,
      cause: nil)
  }

  /// Pushes `routes`, bottom first, on the visible stack, as one change.
  public func push(contentsOfRoutes routes: [any Hashable & Sendable]) {
    perform(.push(contentsOf: routes))
  }

  /// Pops up to `count` entries from the visible stack, stopping at its root.
  ///
  /// - Parameter count: How many entries to pop; must not be negative.
  /// - Returns: The number of entries popped (0 when a guard has to decide first, or when
  ///   the pop waits for the event being delivered).
  @discardableResult
  public func pop(_ count: Int = 1) -> Int {
    guard count >= 0, !delivery.isNotifying, let (changes, commit) = core.popAtOnce(count) else {
      return perform(.pop(count))?.removedCount ?? 0
    }
    guard let commit else { return 0 }
    let removed = changes.removedCount
    announce(
      changes, commit, replacing: nil, action: .popVisibleStack(count), source: .program,
      cause: nil)
    return removed
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
}
