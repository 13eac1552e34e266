import Observation

/// The owner of the live navigation state and its only mutator.
///
/// A router holds one ``NavigationState`` and applies every change to it as a
/// ``NavigationAction``: from the app, from the host reporting what the user did (source
/// ``NavigationSource/user``), from deep links and from restoration. Each committed change
/// produces one ``NavigationEvent`` (see ``events``).
///
/// The seed's calls act on the visible stack:
///
/// ```swift
/// let router = Router()
/// router.push(Screen.profile)
/// router.push(Screen.settings)
/// router.depth          // 2
/// router.pop(5)         // stops at the root; returns 2
/// ```
///
/// Any stack can be driven from anywhere through a handle, with the same calls:
///
/// ```swift
/// router.present(.sheet(Screen.compose, id: "compose"))
/// router.stack("compose").push(Screen.pickRecipient)
/// router.stack("compose").dismiss()  // closes the sheet that holds "compose"
/// ```
///
/// ## Failures
///
/// There are two ways to navigate, and each reports a failure in one way:
///
/// - The convenience calls — ``push(_:)``, ``push(contentsOf:)``, ``pop(_:)``,
///   ``popToRoot()``, ``present(_:)``, ``dismiss()``, ``selectTab(_:)``, ``report(_:resync:)``,
///   ``open(_:with:)-(String,_)``, and the same calls on a ``StackHandle`` — never throw.
///   They apply at once when every guard decides synchronously, and otherwise start the
///   navigation in a task that waits for the asynchronous guards. Their result says what
///   happened at once: the new entry's ID, the number of entries removed, whether the call
///   applied. When one fails (a missing stack, a guard's denial, a negative count), the
///   state is unchanged and the failure, a ``NavigationFailure`` that names the call, goes
///   to ``onFailure``. With no handler set, the failure is still reported: a debug build
///   writes the runtime warning `Waypoint: <call> failed: <message>` to standard error
///   and, on Apple platforms, to the unified log (subsystem `Waypoint`, category
///   `navigation`); a release build stays quiet.
/// - The typed path — ``send(_:source:)`` and ``navigate(_:source:)`` — takes a
///   ``NavigationAction`` and throws ``NavigationError``; nothing is reported elsewhere.
///
/// A pop or dismiss that removes nothing is not a failure: it changes nothing, emits no
/// event, reports nothing, and its result says so (`0`, `false`). More generally, an action
/// that would change nothing is not committed: no guard is asked and no event is produced.
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
  @ObservationIgnored var guardList: [(registration: GuardRegistration, guard: NavigationGuard)] =
    []
  {
    didSet { core.hasGuards = !guardList.isEmpty }
  }
  @ObservationIgnored var nextGuardID = 0
  /// Cancels the asynchronous work (a guard deciding, a route resolving) of the
  /// navigation in progress; called when a newer navigation wins.
  @ObservationIgnored var cancelInFlight: (() -> Void)?
  @ObservationIgnored var waiting: [CheckedContinuation<Void, Never>] = []

  /// What to do with a navigation that starts while an asynchronous guard decides an
  /// earlier one (see ``RouterGuards/policy``).
  @ObservationIgnored var guardPolicy: GuardPolicy = .latestWins

  /// A navigation a guard kept for later (see ``RouterGuards/pending``).
  var pendingNavigation: PendingNavigation?

  /// Called with every failure of a convenience call (``push(_:)``, ``pop(_:)``,
  /// ``StackHandle/dismiss()``, ``open(_:with:)-(String,_)``, …); the state is unchanged
  /// then.
  ///
  /// ```swift
  /// router.onFailure = { failure in
  ///   logger.error("\(failure)")  // push(Screen.account) failed: navigation denied by …
  /// }
  /// ```
  ///
  /// When it is `nil`, a debug build writes each failure as a runtime warning (see
  /// <doc:Router#Failures>). The typed path (``send(_:source:)``, ``navigate(_:source:)``)
  /// throws instead and never calls it.
  @ObservationIgnored public var onFailure: (@MainActor (NavigationFailure) -> Void)?

  /// Writes the warning for a failure no ``onFailure`` handles. By default: standard error
  /// and the unified log, in debug builds only. Tests replace it to read the text.
  @ObservationIgnored package var warningSink: @MainActor (String) -> Void = Router.writeWarning

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
    StackHandle(router: self, target: .stack(id))
  }

  /// A handle on the visible stack: it follows whichever stack is on top (the top layer's,
  /// else the selected tab's). The seed's calls on the router go through it.
  public var visible: StackHandle {
    StackHandle(router: self, target: .visible)
  }

  /// The next ID the router will give out.
  package var idGenerator: IDGenerator { core.ids }

  /// The layers on screen, bottom to top; reading them observes which layers show.
  package var visibleLayers: [(presenter: StackID, layer: PresentedLayer)] {
    observeStructure()
    return current.visibleLayers
  }

  /// The live state, read without observing it.
  var current: NavigationState { core.state }

  // MARK: Changing the visible stack

  /// Pushes `route` on the visible stack.
  ///
  /// - Returns: The new entry's ID, or `nil` when the push did not apply at once: it
  ///   failed (see ``onFailure``), a guard redirected it, or an asynchronous guard
  ///   decides it first.
  @discardableResult
  public func push(_ route: some Hashable & Sendable) -> EntryID? {
    visible.push(route)
  }

  /// Pushes `routes`, bottom first, on the visible stack, as one change.
  ///
  /// - Returns: The new entries' IDs, bottom first; empty when the push did not apply at
  ///   once.
  @discardableResult
  public func push(contentsOf routes: [any Hashable & Sendable]) -> [EntryID] {
    visible.push(contentsOf: routes)
  }

  /// Pops up to `count` entries from the visible stack, stopping at its root.
  ///
  /// - Parameter count: How many entries to pop; a negative count is a failure.
  /// - Returns: The number of entries popped: 0 when there was nothing to pop (which is
  ///   not a failure) or the pop did not apply at once.
  @discardableResult
  public func pop(_ count: Int = 1) -> Int {
    visible.pop(count)
  }

  /// Pops every entry of the visible stack.
  ///
  /// - Returns: The number of entries popped.
  @discardableResult
  public func popToRoot() -> Int {
    visible.popToRoot()
  }

  /// Presents a layer from the visible stack.
  ///
  /// - Returns: Whether the layer was presented at once.
  @discardableResult
  public func present(_ presentation: Presentation) -> Bool {
    visible.present(presentation)
  }

  /// Dismisses the top-most layer, with its stacks.
  ///
  /// - Returns: Whether a layer was dismissed; `false`, and nothing reported, when no
  ///   layer is shown.
  @discardableResult
  public func dismiss() -> Bool {
    visible.dismiss()
  }

  /// Selects a tab; selecting the selected tab pops it to its root (unless its container
  /// turned that off).
  ///
  /// - Returns: Whether the selection applied at once.
  @discardableResult
  public func selectTab(_ id: StackID) -> Bool {
    perform(.selectTab(id), call: "selectTab(\(CallText.quoted(id.rawValue)))") != nil
  }

  // MARK: The typed path

  /// Applies `action` through the guards and commits the result: one event, one
  /// observation update.
  ///
  /// ```swift
  /// do {
  ///   try router.send(.dismissLayer(holding: "compose"))
  /// } catch {
  ///   print(error)  // stack "compose" is not in a presented layer, …
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: What to do.
  ///   - source: Who asked; hosts report the user's gestures with ``NavigationSource/user``.
  /// - Returns: The state after and what changed. When a guard redirected the action,
  ///   the redirect's result; when the action changes nothing, the current state and no
  ///   changes (no event is produced).
  /// - Throws: ``NavigationError``; the state is unchanged. A guard's refusal is
  ///   ``NavigationError/denied(guard:reason:)``; an asynchronous guard that has to decide
  ///   is ``NavigationError/needsAsyncGuard(_:)`` (use ``navigate(_:source:)``).
  @discardableResult
  public func send(
    _ action: NavigationAction, source: NavigationSource = .program
  ) throws(NavigationError) -> NavigationTransition {
    if core.isNavigating, let unchanged = unchangedTransition(for: action) {
      // Changes nothing: neither cancels nor waits for the navigation in flight.
      return unchanged
    }
    try beginSynchronousNavigation()
    return try decideSynchronously(action, source: source)
  }

  /// Applies `action` at once when every guard can decide synchronously, else in a task;
  /// a failure goes to ``onFailure`` (or the warning sink) as `call`'s.
  ///
  /// - Parameters:
  ///   - call: The call to name in the failure, as the app wrote it; made only on failure.
  ///   - afterFailure: Runs after a failure is reported.
  /// - Returns: The transition when the action was applied at once, else `nil`.
  @discardableResult
  func perform(
    _ action: NavigationAction, source: NavigationSource = .program,
    call: @autoclosure () -> String, afterFailure: (@MainActor () -> Void)? = nil
  ) -> NavigationTransition? {
    do {
      return try send(action, source: source)
    } catch .needsAsyncGuard, .navigationPending {
      let call = call()
      Task {
        do throws(NavigationError) {
          try await navigate(action, source: source)
        } catch {
          fail(NavigationFailure(call: call, error: error, source: source))
          afterFailure?()
        }
      }
    } catch {
      fail(NavigationFailure(call: call(), error: error, source: source))
      afterFailure?()
    }
    return nil
  }

  /// Reports a failure of a convenience call: to ``onFailure``, else to the warning sink.
  func fail(_ failure: NavigationFailure) {
    if let onFailure {
      onFailure(failure)
    } else {
      warningSink("Waypoint: \(failure)")
    }
  }

  /// The transition of an action that would change nothing now, or `nil` when it would
  /// change something or fail.
  func unchangedTransition(for action: NavigationAction) -> NavigationTransition? {
    var ids = core.ids
    guard let transition = try? current.applying(action, ids: &ids),
      transition.changes.isEmpty
    else { return nil }
    return NavigationTransition(state: current, changes: NavigationChanges())
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
    // An action that changes nothing is not committed: no event, no update.
    guard let commit else { return NavigationTransition(state: current, changes: changes) }
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

  /// The router's events: observe them as they happen, or iterate them as a stream.
  public var events: RouterEvents { RouterEvents(router: self) }

  func addObserver(_ body: @escaping (NavigationEvent) -> Void) -> EventObservation {
    nextObserverID += 1
    observers.append((nextObserverID, body))
    return EventObservation(id: nextObserverID)
  }

  func removeObserver(_ observation: EventObservation) {
    observers.removeAll { $0.id == observation.id }
  }

  func makeStream(
    bufferingPolicy: AsyncStream<NavigationEvent>.Continuation.BufferingPolicy
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
  /// leaves the tree (see ``ScreenHandle/scope``); `nil` when no stack holds the entry (a
  /// scope for it would never be released).
  func entryScope(for id: EntryID) -> EntryScope? {
    if let scope = scopes[id] { return scope }
    guard current.allStacks.contains(where: { $0.entries.contains(id: id) }) else {
      return nil
    }
    let scope = EntryScope(entryID: id)
    scopes[id] = scope
    return scope
  }

  /// The number of screens that have a scope: entries, and stacks' first screens.
  package var scopeCount: Int { scopes.count + screens.rootScopeCount }

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
