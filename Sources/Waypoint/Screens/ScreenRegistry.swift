/// What the router keeps per screen: every screen's scope (pushed entries' and stacks'
/// first screens'), the results awaited from screens, and where each pushed screen is
/// (``EntryIndex``), once one was looked up.
///
/// Both end when their screen leaves the tree. The router tells the registry of every
/// commit while it holds anything (`isTracking`), before any event observer runs: so it
/// sees commits in order, even when an observer navigates from inside an event, and a
/// router with no scopes and no waits pays one flag test per commit.
///
/// The router is the registry's only owner (a ``PendingResult`` holds it weakly), so the
/// registry is released exactly when its router is: its `deinit` ends the waits still
/// open, which no commit will end now.
@MainActor
final class ScreenRegistry {
  private struct Scope {
    /// For a first screen, the root route the stack had when the scope was made: another
    /// root is another screen.
    var route: AnyRoute?
    var scope: ScreenScope
  }

  /// Sendable, so that `deinit` can read the waits still open.
  private struct Wait: Sendable {
    var result: any AwaitedResult
    /// Where the screen was last seen.
    var stack: StackID
    /// For a first screen, its root route when the wait began.
    var route: AnyRoute?
  }

  private var scopes: [ScreenID: Scope] = [:] {
    didSet { updateTracking() }
  }
  /// The stacks whose first screen has a scope in `scopes`: what a commit checks, so that
  /// it does not walk the entries' scopes.
  private var firstScreens: Set<StackID> = []
  private var waits: [ScreenID: Wait] = [:] {
    didSet { updateTracking() }
  }
  /// Which stack holds each entry, made on the first lookup of a pushed screen.
  private var entries: EntryIndex? {
    didSet { isIndexing = entries != nil }
  }
  /// Whether the router must report its commits (``committed(_:source:state:)``). Read on
  /// every commit; written only here, in single steps on the main actor.
  @exclusivity(unchecked) private(set) var isTracking = false

  /// The number of screens that have a scope: entries, and stacks' first screens.
  var scopeCount: Int { scopes.count }

  /// The number of entries in the index of pushed screens, or `nil` when there is none.
  var indexedEntryCount: Int? { entries?.count }

  /// Whether the router must tell the index of pushed screens about its commits
  /// (``updateIndex(with:)``), first thing: an observer that looks a screen up while the
  /// router tells about a commit finds it where the commit left it. Read on every commit;
  /// written only here, in single steps on the main actor.
  @exclusivity(unchecked) private(set) var isIndexing = false

  private func updateTracking() {
    isTracking = !scopes.isEmpty || !waits.isEmpty
  }

  /// Brings the index of pushed screens up to date with a commit, or drops it when the
  /// commit moved whole stacks. Called by the router for every commit while
  /// ``isIndexing``, before anyone hears of the commit.
  func updateIndex(with changes: NavigationChanges) {
    guard var index = entries else { return }
    // Taken out while it changes, so that the update does not copy it.
    entries = nil
    if index.update(with: changes) { entries = index }
  }

  /// The stack that shows `screen` in `state`, the router's live tree, or `nil` when the
  /// screen is not in it. O(1): an entry is looked up in the index, which the first lookup
  /// makes (O(entries in the tree)) and commits keep up to date.
  func stack(showing screen: ScreenID, in state: NavigationState) -> StackID? {
    switch screen {
    case .root(let id):
      return state.hasStack(id) ? id : nil
    case .entry(let id):
      if let entries { return entries.stack(holding: id) }
      let index = EntryIndex(state)
      entries = index
      return index.stack(holding: id)
    }
  }

  /// Ends every wait still open with ``ResultError/routerReleased(_:)``: the router is
  /// being released, so no commit will take their screens away.
  ///
  /// A `deinit` is not isolated and may run on any thread: it reads the waits (which are
  /// `Sendable`; nothing else can reach them now) and ends each through the part of it
  /// that any thread may end, at once.
  deinit {
    for wait in waits.values { wait.result.routerReleased() }
  }

  // MARK: Scopes

  /// The scope of `screen`, made on first use; a released scope when `state` (the router's
  /// live tree) does not show the screen (a scope for it would never be released).
  func scope(of screen: ScreenID, in state: NavigationState) -> ScreenScope {
    if let existing = scopes[screen] { return existing.scope }
    let route: AnyRoute?
    switch screen {
    case .entry:
      guard stack(showing: screen, in: state) != nil else { return .released(screen) }
      route = nil
    case .root(let id):
      guard let stack = state.stack(id) else { return .released(screen) }
      route = stack.root
    }
    let scope = ScreenScope(screen: screen)
    scopes[screen] = Scope(route: route, scope: scope)
    if case .root(let id) = screen { firstScreens.insert(id) }
    return scope
  }

  // MARK: Results

  /// Whether a result from `screen` is awaited.
  func isAwaited(_ screen: ScreenID) -> Bool { waits[screen] != nil }

  /// Starts waiting for the result of `screen`, shown by `stack` in `state`.
  func expect<Value: Sendable>(
    _ type: Value.Type, from screen: ScreenID, in stack: StackID, of state: NavigationState
  ) throws(ResultError) -> PendingResult<Value> {
    guard waits[screen] == nil else { throw .alreadyAwaited(screen) }
    let pending = PendingResult<Value>(screen: screen, registry: self)
    waits[screen] = Wait(result: pending, stack: stack, route: state.stack(stack)?.root)
    return pending
  }

  /// Keeps `value` as the result of `screen`.
  func deliver(_ value: any Sendable, from screen: ScreenID) throws(ResultError) {
    guard let wait = waits[screen] else { throw .notAwaited(screen) }
    guard wait.result.accept(value) else {
      throw .wrongType(
        screen, expected: wait.result.expectedType, got: String(describing: type(of: value)))
    }
  }

  /// Drops the wait for `screen` without ending it (the wait ends itself).
  func forget(_ screen: ScreenID) {
    waits[screen] = nil
  }

  // MARK: Commits

  /// Ends the scopes and waits of the screens a commit took away. Called by the router for
  /// every commit while ``isTracking``, with the state after it.
  func committed(_ changes: NavigationChanges, source: NavigationSource, state: NavigationState) {
    if !scopes.isEmpty {
      changes.forEachStack { change in
        guard change.poppedCount > 0 else { return }
        for entry in change.removed {
          scopes.removeValue(forKey: .entry(entry.id))?.scope.release()
        }
      }
    }
    guard !firstScreens.isEmpty || !waits.isEmpty else { return }
    let dismissed = Set(changes.dismissed.flatMap(\.stacks))
    guard
      changes.replacedTree || !dismissed.isEmpty || !changes.stacks.isEmpty
        || !changes.splits.isEmpty
    else { return }

    for id in firstScreens {
      guard let root = scopes[.root(id)],
        Self.rootLeft(id, route: root.route, changes: changes, dismissed: dismissed, state: state)
          != nil
      else { continue }
      firstScreens.remove(id)
      scopes[.root(id)] = nil
      root.scope.release()
    }

    for (screen, wait) in waits {
      if source == .restoration && changes.replacedTree {
        waits[screen] = nil
        wait.result.fail(.restored(screen))
        continue
      }
      let reason: ResultError?
      switch screen {
      case .root(let id):
        reason = Self.rootLeft(
          id, route: wait.route, changes: changes, dismissed: dismissed, state: state)
      case .entry:
        guard
          changes.replacedTree || dismissed.contains(wait.stack)
            || changes.stackChange(of: wait.stack) != nil
        else { continue }
        if let stack = state.stack(showing: screen, hint: wait.stack) {
          // Still shown; a replaced tree may have moved it to another stack.
          waits[screen]?.stack = stack
          reason = nil
        } else if changes.replacedTree {
          reason = .removed(screen)
        } else if dismissed.contains(wait.stack) {
          reason = .dismissed(screen)
        } else {
          // Popped when its stack only lost entries; replaced when it also gained some.
          reason =
            (changes.stackChange(of: wait.stack)?.pushedCount ?? 0) == 0
            ? .popped(screen) : .removed(screen)
        }
      }
      if let reason {
        waits[screen] = nil
        wait.result.screenLeft(reason)
      }
    }
  }

  /// How the first screen of `stack` left in a change, or `nil` when it is still shown.
  ///
  /// A dismissed layer takes its first screens even when the same change presents a new
  /// layer with the same stack IDs: that is a new screen.
  private static func rootLeft(
    _ stack: StackID, route: AnyRoute?, changes: NavigationChanges, dismissed: Set<StackID>,
    state: NavigationState
  ) -> ResultError? {
    let screen = ScreenID.root(stack)
    if dismissed.contains(stack) {
      return changes.replacedTree ? .removed(screen) : .dismissed(screen)
    }
    if changes.replacedTree, !state.hasStack(stack) || state.stack(stack)?.root != route {
      return .removed(screen)
    }
    // A split container's selection is its next column's first screen: another selection
    // is another screen; a pop of a compact container that cleared it popped it.
    if !changes.splits.isEmpty, let now = state.stack(stack), now.root != route {
      return now.root == nil && changes.poppedSelections > 0 ? .popped(screen) : .removed(screen)
    }
    return nil
  }
}
