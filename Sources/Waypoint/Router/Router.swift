import Observation

// Where each part of the router lives (Sources/Waypoint):
//
// - the state and the counters a push or a pop touches: Router/RouterCore.swift
// - the gate every call passes, and deferred calls: Events/EventHub.swift (`run`), reached
//   through `Router.run(_:source:whenDeferred:_:)` below
// - committing a change and telling readers, scopes and observers: Router/Router+Commit.swift
// - guard decisions, for every path: Guards/GuardMachine.swift (the decisions), driven by
//   Guards/Router+Guards.swift (synchronous, asynchronous, and whether a dismissal is
//   refused: Guards/Router+Dismissal.swift); guards, policy and the navigation in flight:
//   Guards/GuardPipeline.swift; the navigation kept for later: Guards/PendingNavigation.swift
// - routes resolved before a push: Guards/Router+Resolution.swift
// - observation of what views read: Router/ObservationTracker.swift, Router+Observation.swift
// - failures of convenience calls: Router/FailureOutlet.swift
// - stack handles: Router/StackHandle.swift; screens and their scopes: Screens/
// - awaited results: Results/; links: Links/Router+Links.swift; restoration:
//   Restoration/SnapshotCoder+Router.swift; host reports: WaypointHost/UserInput/UserInput.swift

/// The owner of the live navigation state and its only mutator.
///
/// A router holds one ``NavigationState`` and applies every change to it as a
/// ``NavigationAction``: from the app, from the host reporting what the user did (source
/// ``NavigationSource/user``), from deep links and from restoration. Each committed change
/// produces one ``NavigationEvent`` (see ``events``).
///
/// The stack calls on the router itself (`push`, `pop`, `popToRoot`, `depth`) act on the
/// visible stack:
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
/// There are two ways to navigate, and each hands on a failure in one way:
///
/// - The convenience calls — ``push(_:)``, ``pop(_:)``, ``popToRoot()``, ``present(_:)``,
///   ``dismiss()``, ``selectTab(_:)``,
///   ``open(_:with:)-(String,_)``, a host's `report(_:resync:)` (from `WaypointHost`), and
///   the same calls on a ``StackHandle`` — never throw.
///   They apply at once when every guard decides synchronously, and otherwise start the
///   navigation in a task that waits for the asynchronous guards. Their result says what
///   their own action did at once: the new entry's ID, the number of entries removed,
///   `true`. It is `nil`, `0` or `false` whenever that action was not committed then: it
///   failed, a guard redirected it (the router committed the guard's action instead), it
///   waits for an asynchronous guard, or it was deferred behind the event being delivered.
///   When one fails (a missing stack, a guard's denial, a negative count), the
///   state is unchanged and the failure, a ``NavigationFailure`` that names the call, goes
///   to ``onFailure``. With no handler set, the failure still goes somewhere: a debug build
///   writes the runtime warning `Waypoint: <call> failed: <message>` to standard error
///   and, on Apple platforms, to the unified log (subsystem `Waypoint`, category
///   `navigation`); a release build stays quiet.
/// - The typed path — ``send(_:source:)`` and ``navigate(_:source:)`` — takes a
///   ``NavigationAction`` and throws ``NavigationError``; nothing goes to ``onFailure``.
///
/// A pop or dismiss that removes nothing is not a failure: it changes nothing, emits no
/// event, reports nothing, and its result says so (`0`, `false`). More generally, an action
/// that would change nothing is not committed: no guard is asked and no event is produced.
///
/// Observation is exact: a view is invalidated when what it read changed, and only then.
/// A view that reads one stack's entries is not invalidated by a change to another stack
/// or layer, a view that reads ``depth`` not by a change that keeps the depth, and an
/// action that changes nothing (a pop at the root) invalidates nothing and emits no event.
/// A stack dismissed and presented again in one change (a batch that dismisses a layer and
/// presents one with a stack of the same ID, there or elsewhere) is a new stack drawn by a
/// new view: its readers are told, as are its presenters', even when it reads the same.
///
/// Events reach every observer and stream in order. A navigation asked for while an event
/// is delivered (an observer that navigates) is applied once that event has reached
/// everyone (see ``send(_:source:)``).
@MainActor
@Observable
public final class Router {
  /// The state and the bookkeeping a push or a pop touches, in one value (see
  /// `RouterCore`). It keeps its exclusivity check: its mutating methods compare routes,
  /// which runs the app's `==`. The components below are constants: reaching them costs no
  /// check.
  @ObservationIgnored var core: RouterCore
  /// The revision counters readers observe, and what they read (see
  /// `ObservationTracker`).
  @ObservationIgnored let tracker = ObservationTracker()
  /// The observers and streams of events, and the calls asked for while one is delivered.
  @ObservationIgnored let hub = EventHub()
  /// Every screen's scope, and the awaited results (see `ScreenRegistry`).
  @ObservationIgnored let screens = ScreenRegistry()
  /// The dialogs awaited on this router.
  @ObservationIgnored let dialogs = DialogWaits()
  /// The guards, their policy, and the navigations in flight and kept for later.
  @ObservationIgnored let pipeline = GuardPipeline()

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
  /// A navigation asked for while an event was delivered (see ``send(_:source:)``) that
  /// fails comes here too.
  ///
  /// When it is `nil`, a debug build writes each failure as a runtime warning, `Waypoint: <call>
  /// failed: <message>`, to standard error and, on Apple platforms, to the unified log; a release
  /// build stays quiet. The typed path (``send(_:source:)``, ``navigate(_:source:)``) throws
  /// instead and never calls it.
  public var onFailure: (@MainActor (NavigationFailure) -> Void)? {
    get { failures.handler }
    set { failures.handler = newValue }
  }
  /// Where failures of convenience calls go (see `FailureOutlet`).
  @ObservationIgnored let failures = FailureOutlet()

  /// What host logic remembers from one of the host's reports to the next (WaypointHost
  /// keeps there the re-tap echo it waits for); the engine never reads it.
  @ObservationIgnored package var hostInputMemory: (any Sendable)?
  /// Writes the warning for a failure no ``onFailure`` handles. By default: standard error
  /// and the unified log, in debug builds only. Tests replace it to read the text.
  package var warningSink: @MainActor (String) -> Void {
    get { failures.warningSink }
    set { failures.warningSink = newValue }
  }

  /// Creates a router that owns `state`.
  ///
  /// - Parameters:
  ///   - state: The initial tree; by default one stack named `main`.
  ///   - ids: Where entry and stack IDs come from. The router moves it past every ID
  ///     already in `state`. Entry IDs are unique across the router's tree: an entry
  ///     whose ID an earlier one (depth first) already has gets a fresh ID. (The public
  ///     initializers of ``NavigationState`` never build such a tree; applying actions to
  ///     a state with a generator that is behind its IDs can.) When the generator has no
  ///     ID left to give such an entry, the entry is left out. A router whose generator has
  ///     no ID left fails every action that needs one with
  ///     ``NavigationError/idsExhausted``, changing nothing.
  public init(_ state: NavigationState = NavigationState(), ids: IDGenerator = IDGenerator()) {
    var ids = ids
    ids.reserveIDs(in: state)
    self.core = RouterCore(state: state.givingUniqueEntryIDs(ids: &ids), ids: ids)
  }

  // MARK: Reading

  /// The whole tree. Reading it observes every change; prefer ``depth``,
  /// ``visibleStack`` or a ``StackHandle`` in views.
  public var state: NavigationState {
    tracker.observeState()
    return core.state
  }

  /// The top-most stack on screen: the top layer's, else the selected tab's.
  ///
  /// Observes which stack that is, and that stack's root and entries.
  public var visibleStack: StackState {
    let stack = current.visibleStack
    tracker.observeVisibleStack(stack.id)
    return stack
  }

  /// The number of entries on the visible stack. Observes that number only.
  public var depth: Int {
    let depth = current.visibleDepth
    tracker.observeDepth(depth)
    return depth
  }

  /// Whether the visible stack has anything to pop. Observes that only.
  public var canPop: Bool {
    let canPop = current.visibleDepth > 0
    tracker.observeCanPop(canPop)
    return canPop
  }

  /// The layers on screen, bottom to top. Observes which layers they are (presenter,
  /// style, first screen, stacks).
  package var visibleLayers: [(presenter: StackID, layer: PresentedLayer)] {
    observeVisibleLayers()
    return current.layersOnScreen
  }

  /// The tab container that holds the tab `id`, or the content's when `id` is `nil`: what a
  /// tab bar reads (`tabContainer(holding:)`, which WaypointHost adds to the router).
  ///
  /// Observes which tabs the container has, which is selected and whether reselecting
  /// pops, not the tabs' entries, so a tab bar is not redrawn when a tab's stack pushes or
  /// pops.
  package func observedTabContainer(holding id: StackID?) -> TabContainer? {
    let container = current.tabContainer(holding: id)
    tracker.observeTabs(id, container)
    return container
  }

  /// A handle on the stack with `id`, which may be anywhere in the tree (or not there yet).
  public func stack(_ id: StackID) -> StackHandle {
    StackHandle(router: self, target: .stack(id))
  }

  /// A handle on the visible stack: it follows whichever stack is on top (the top layer's,
  /// else the selected tab's). The router's own stack calls (`push`, `pop`, `popToRoot`,
  /// `depth`) go through it.
  public var visible: StackHandle {
    StackHandle(router: self, target: .visible)
  }

  /// The next ID the router will give out.
  package var idGenerator: IDGenerator { core.ids }

  /// Counts the commits that changed the tree.
  package var commitCount: Int { core.commitCount }

  /// The live state, read without observing it.
  package var current: NavigationState { core.state }

  // MARK: Changing

  /// Synchronously applies `action` through the guards and commits the result before it
  /// returns; ``navigate(_:source:)`` is the asynchronous twin that waits for asynchronous
  /// guards.
  ///
  /// One call, one event, one observation update. An action that changes nothing (a pop
  /// at the root, a dismiss with nothing shown) commits nothing: no event, no update, and
  /// its transition's changes are empty. A guard that can only decide asynchronously makes
  /// `send` throw ``NavigationError/needsAsyncGuard(_:)`` instead of waiting.
  ///
  /// Called while the router tells about a change (from an event observer, or from code
  /// that runs as readers are notified or scopes released), `send` does not apply `action`
  /// at once: so that every observer sees every event in order, and sees the router's
  /// state as the event describes it, the router defers `action` and applies it once the
  /// current event has reached every observer and stream. `send` then returns at once a
  /// transition whose ``NavigationTransition/isDeferred`` is `true`, with the state as it
  /// is and no changes; the deferred action's own event follows, and if it fails, its error
  /// goes to ``onFailure`` as the failure of `send(<action>)`.
  ///
  /// A deferred call keeps its intent: it is decided against the state it is applied to, as
  /// if the app made it then. The convenience calls (``push(_:)``, ``StackHandle/pop(toLast:)``,
  /// ``ScreenHandle/close(returning:)``, ``open(_:with:)-(String,_)``, …) are deferred the
  /// same way; their results then say that nothing happened yet (`nil`, `0`, `false`), and
  /// their failures reach ``onFailure`` with the same error and the same call text as when
  /// made at once. Deferred calls are applied in the order they were asked for; those asked
  /// for while a deferred call's event is delivered follow them. Such a lineage of calls,
  /// each asked for in reaction to the previous one, is at most
  /// 32 calls long, and one cascade at most 100,000 calls: a call past either is not
  /// applied, and its failure (``NavigationError/deferredCallLimit(_:)``,
  /// ``NavigationError/deferredCascadeLimit(_:)``) names its lineage.
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
    if appliesAtOnce {
      // No event being delivered, no guard to ask, no navigation in flight.
      return try applyUnguarded(action, source: source, cause: nil)
    }
    let deferred = NavigationTransition(
      state: current, changes: NavigationChanges(), isDeferred: true)
    return try run(
      NavigationCall("send", arguments: [.init(value: "\(action)")]), source: source,
      whenDeferred: deferred
    ) {
      [self] () throws(NavigationError) in
      try decideAtOnce(action, source: source)
    }
  }

  /// Whether a call can be applied in place at once: no event is being delivered, no guard
  /// has to be asked, no navigation is in flight.
  var appliesAtOnce: Bool { !hub.isNotifying && pipeline.isIdleWithoutGuards }

  /// The gate every call that can change the tree passes (see `EventHub`): runs `body` at
  /// once, then applies the calls its events asked for; while an event is delivered, defers
  /// `body` whole, to be decided against the state it is applied to, and returns
  /// `whenDeferred`. What a deferred `body` throws goes to ``onFailure`` as `call`'s failure.
  package func run<T, Failure: Error & Sendable>(
    _ call: @autoclosure () -> NavigationCall, source: NavigationSource, whenDeferred: T,
    _ body: @escaping @MainActor () throws(Failure) -> T
  ) throws(Failure) -> T {
    try hub.run(call(), whenDeferred: whenDeferred, body) { [weak self] call, error in
      self?.fail(NavigationFailure(call: call, error: error, source: source))
    }
  }

  /// Applies `action` through the gate and the guards: at once when every guard decides
  /// synchronously, else in a task; a failure goes to ``onFailure`` (or the warning sink)
  /// as `call`'s.
  ///
  /// - Parameters:
  ///   - call: The call to name in the failure, as the app wrote it; made only on failure.
  ///   - afterFailure: Runs after a failure is handed on.
  /// - Returns: The transition when the action itself was committed at once, else `nil`:
  ///   it failed, a guard redirected it, it waits for an asynchronous guard, or it was
  ///   deferred behind the event being delivered (see ``send(_:source:)``).
  @discardableResult
  package func perform(
    _ action: NavigationAction, source: NavigationSource = .program,
    call: @autoclosure @escaping () -> NavigationCall, afterFailure: (@MainActor () -> Void)? = nil
  ) -> NavigationTransition? {
    // With no guard to ask and no event being delivered, the action is applied in place
    // and announced, as a push is, and the calls its events ask for follow its commit; one
    // that fails changed nothing, and takes the gate's path, which hands the failure on.
    if appliesAtOnce, let transition = try? applyUnguarded(action, source: source, cause: nil) {
      return transition
    }
    return run(call(), source: source, whenDeferred: nil) { [self] in
      performAtOnce(action, source: source, call: call(), afterFailure: afterFailure)
    }
  }

  /// ``perform(_:source:call:afterFailure:)`` past the gate: what every convenience call
  /// does once it is applied.
  ///
  /// - Parameter reportedAs: What the failure carries for a navigation error: the error
  ///   itself by default; ``open(_:with:)-(String,_)`` wraps it in a ``LinkError``.
  package func performAtOnce(
    _ action: NavigationAction, source: NavigationSource,
    call: @autoclosure () -> NavigationCall,
    reportedAs: @escaping @MainActor (NavigationError) -> any Error & Sendable = { $0 },
    afterFailure: (@MainActor () -> Void)? = nil
  ) -> NavigationTransition? {
    do {
      let transition = try decideAtOnce(action, source: source)
      // A redirect committed the guard's action, not this one.
      return transition.redirectedBy == nil ? transition : nil
    } catch .needsAsyncGuard, .navigationInFlight {
      let call = call()
      Task {
        do throws(NavigationError) {
          try await navigate(action, source: source)
        } catch {
          fail(NavigationFailure(call: call, error: reportedAs(error), source: source))
          afterFailure?()
        }
      }
    } catch {
      fail(NavigationFailure(call: call(), error: reportedAs(error), source: source))
      afterFailure?()
    }
    return nil
  }

  /// Hands on a failure of a convenience call: to ``onFailure``, else to the warning sink.
  package func fail(_ failure: NavigationFailure) {
    hub.recorder?.failed(failure, nextID: core.ids.next)
    failures.handle(failure)
  }

  /// Runs `body`, which applies what a host reported, with the events it records (see
  /// ``NavigationRecorder``) marked as made from `input`, the report in words. The text is
  /// made only when a recorder is attached.
  package func reportingHostInput<T>(_ input: @autoclosure () -> String, _ body: () -> T) -> T {
    guard let recorder = hub.recorder else { return body() }
    return recorder.reporting(input(), body)
  }

  /// The transition of an action that would change nothing now, or `nil` when it would
  /// change something or fail.
  func unchangedTransition(for action: NavigationAction) -> NavigationTransition? {
    var ids = core.ids
    guard let transition = try? current.transition(applying: action, ids: &ids),
      transition.changes.isEmpty
    else { return nil }
    return NavigationTransition(state: current, changes: NavigationChanges())
  }

  // MARK: Changing the visible stack

  /// Pushes `route` on the visible stack.
  ///
  /// - Returns: The new entry's ID, or `nil` when the push did not apply at once: it
  ///   failed (see ``onFailure``), a guard redirected it, or an asynchronous guard
  ///   decides it first.
  @discardableResult
  public func push(_ route: some Hashable & Sendable) -> EntryID? {
    let route = AnyRoute(route)
    guard appliesAtOnce, let (changes, commit, id) = core.pushAtOnce(route) else {
      return visible.push(route)
    }
    var recorded = false
    if let recorder = hub.recorder, changes.changesOneStackOnly {
      recorded = recorder.keptOwnPush(Entry(id: id, route: route), commit)
    }
    announce(
      changes, commit, replacing: nil, action: .pushOnVisibleStack(route), source: .program,
      cause: nil, recorded: recorded)
    return id
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
    guard count >= 0, appliesAtOnce else { return visible.pop(count) }
    let (changes, commit) = core.popAtOnce(count)
    guard let commit else { return 0 }
    let removed = changes.removedCount
    var recorded = false
    if let recorder = hub.recorder, changes.changesOneStackOnly {
      recorded = recorder.keptOwnPop(requested: count, popped: removed, commit)
    }
    announce(
      changes, commit, replacing: nil, action: .popVisibleStack(count), source: .program,
      cause: nil, recorded: recorded)
    return removed
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
    perform(
      .selectTab(id),
      call: NavigationCall("selectTab", arguments: [.init(value: CallText.quoted(id.rawValue))])
    ) != nil
  }

  // MARK: Events

  /// The router's events: observe them as they happen, or iterate them as a stream.
  public var events: RouterEvents { RouterEvents(router: self) }

  // MARK: Scopes

  /// The number of screens that have a scope: entries, and stacks' first screens.
  package var scopeCount: Int { screens.scopeCount }

  /// The number of entries in the router's index of pushed screens, or `nil` when it has
  /// none (no pushed screen was looked up since the last change that dropped it).
  package var indexedEntryCount: Int? { screens.indexedEntryCount }
}
